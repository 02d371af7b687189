// The course as a learner meets it (issue 12 §3): a solved board says so and waits for Next
// (nothing scrolls by itself), the best stars stay shown after a worse re-solve, a board can be
// solved by dragging, played out on the game page, rewarded with a glow; the lesson-complete
// panel links to the next lesson; the index offers to continue where the learner left off.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, contrast } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const square = (card, name) => card.locator(`button[data-square="${name}"]`);

async function clickMove(card, text) {
  for (const name of text.split(/[-:]/)) await square(card, name).click();
}

/** Drags the piece on `from` to `to` with the mouse. */
async function dragMove(page, card, from, to) {
  const a = await square(card, from).boundingBox();
  const b = await square(card, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

test('a solved board waits for Next, keeps its best stars, and can be played out on the game page', async () => {
  const { page, problems } = await openPage(browser, 'lessons/01-board-and-men.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  assert.match(await first.getAttribute('class'), /current/, 'the first board is the one in focus');
  await first.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await clickMove(first, 'e7-d8');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.doesNotMatch(await first.getAttribute('class'), /celebrate/, 'no glow when motion is reduced');
  // Once the board's scripted work has ended (and a frame has been drawn), nothing has scrolled.
  await page.evaluate(() => window.lesson.boards[0].idle().then(() => new Promise(requestAnimationFrame)));
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'nothing scrolls away by itself');
  assert.equal(await first.locator('.stars').getAttribute('aria-label'), '3 of 3 stars');
  const second = page.locator('.lesson-card').nth(1);
  assert.match(await second.getAttribute('class'), /current/, 'the focus moves to the next board');

  await first.getByRole('button', { name: 'Start over' }).click();
  await first.getByRole('button', { name: 'Hint' }).click();
  assert.match(await square(first, 'e7').getAttribute('class'), /\bhint\b/, 'the hint rings the man in its own colour');
  await clickMove(first, 'e7-f8');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.equal(await first.locator('.stars').getAttribute('aria-label'), '3 of 3 stars', 'the best solve stays shown');

  const link = first.getByRole('link', { name: 'Play it out on the game page' });
  // The board as it stands: its start and the move played (before, its start alone).
  assert.match(await link.getAttribute('href'), /^\.\.\/bashni\.html#variant=bashni&start=W%3A[^&]*&moves=e7-f8$/);
  assert.match(await first.getByRole('link', { name: 'Play it against the computer' }).getAttribute('href'), /opponent=4&computer=black/);
  await first.getByRole('button', { name: 'Next board →' }).click();
  // Next brings the next board into view (waited for, not slept on).
  await page.waitForFunction(card => {
    const box = card.getBoundingClientRect();
    return box.top < innerHeight && box.bottom > 0;
  }, await second.elementHandle(), { timeout: 3000 });
  // The focus is on the next board's card, not on one of its squares (a square in focus is
  // ringed: on some boards, the answer).
  assert.ok(await second.evaluate(card => document.activeElement === card), 'the card itself in focus');
  await link.click();
  await page.waitForSelector('html[data-ready="true"]');
  assert.match(page.url(), /bashni\.html/);
  const position = await page.getByLabel('Position (TFEN)', { exact: true }).inputValue();
  assert.deepEqual(position.slice(2).split(',').map(piece => piece.slice(0, 2)).sort(), ['a1', 'f8', 'h4'], 'the board as it stood');
  assert.match(position, /^B:/);
  assert.deepEqual(await page.locator('#moves button.ply').allTextContents(), ['e7-f8']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a lesson board takes a drag; the last board opens the lesson-complete panel with a link to the next lesson; the index offers to continue', async () => {
  const { page, problems } = await openPage(browser, 'lessons/01-board-and-men.html');
  await ready(page);
  const cards = page.locator('.lesson-card');
  const first = cards.first();
  await dragMove(page, first, 'e7', 'd8');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  const resume = page.getByRole('link', { name: /^Continue where you left off: The board and the men/ });
  assert.equal(await resume.count(), 1, 'a begun course offers to continue');
  await resume.click();
  await ready(page);
  const boards = await page.evaluate(() => JSON.parse(document.getElementById('lesson-boards').textContent));
  for (const [index, spec] of boards.entries()) {
    if (index === 0) continue;
    const card = cards.nth(index);
    const line = spec.lines[0];
    for (let ply = 0; ply < line.length; ply += 2) {
      await clickMove(card, line[ply]);
      if (ply + 1 < line.length) await card.locator('.feedback', { hasText: 'keep going' }).waitFor();
    }
    await card.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  }
  const done = page.locator('.lesson-done');
  assert.match(await done.locator('h2').textContent(), /^Lesson complete: ★★★/);
  assert.match(await done.textContent(), new RegExp(`${boards.length * 3} of ${boards.length * 3} stars`));
  await done.getByRole('link', { name: /^Next lesson: / }).click();
  await ready(page);
  assert.match(page.url(), /02-capturing\.html$/);
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  assert.match(await page.getByRole('link', { name: /^Continue where you left off/ }).textContent(), /Capturing/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a solve glows when motion is welcome', async () => {
  const moving = await openBrowser({ reducedMotion: 'no-preference' });
  const { page, problems } = await openPage(moving, 'lessons/01-board-and-men.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  await clickMove(first, 'e7-d8');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.match(await first.getAttribute('class'), /celebrate/, 'a small reward');
  assert.deepEqual(problems, []);
  await moving.close();
});

test('a lesson board is solved on the Russian and French pages, in their words', async () => {
  for (const [lang, solved, stars, goal] of [
    ['ru', 'Решено!', '2 звезды из 3', /^Задача: /],
    ['fr', 'Résolu\u202f!', '2 étoiles sur 3', /^But\u00a0: /],
  ]) {
    const { page, problems } = await openPage(browser, `${lang}/lessons/01-board-and-men.html`);
    await ready(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const first = page.locator('.lesson-card').first();
    assert.match(await first.locator('.goal').textContent(), goal);
    await clickMove(first, 'a1-b2');
    await first.locator('.feedback', { hasText: lang === 'ru' ? 'Не совсем' : 'Pas tout à fait' }).waitFor();
    await first.locator('.row button').nth(1).click();
    await clickMove(first, 'e7-d8');
    await first.locator('.feedback', { hasText: solved }).waitFor();
    assert.equal(await first.locator('.stars').getAttribute('aria-label'), stars);
    assert.deepEqual(problems, [], lang);
    await page.close();
  }
});

/** Opens lesson 1 and solves its first board (e7-d8): a page of the course begun. */
async function beginCourse() {
  const opened = await openPage(browser, 'lessons/01-board-and-men.html');
  await ready(opened.page);
  const first = opened.page.locator('.lesson-card').first();
  await clickMove(first, 'e7-d8');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  return opened;
}

test('"Continue where you left off" opens the lesson last visited, not the first unfinished one', async () => {
  const { page, problems } = await beginCourse();
  await page.goto(page.url().replace(/01-board-and-men\.html$/, '05-capturing-towers.html'));
  await ready(page);
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  const resume = page.getByRole('link', { name: /^Continue where you left off/ });
  assert.match(await resume.textContent(), /Capturing a tower/);
  await resume.click();
  await ready(page);
  assert.match(page.url(), /05-capturing-towers\.html$/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a reload or a return keeps the learner\'s place in a lesson, boards solved before say so with Next, and a page back from the browser\'s cache reads its stars again', async () => {
  // A phone: the lesson is many screens long, and its boards are drawn once the engine is ready,
  // after the browser itself would put the page back where it was.
  const phone = await openBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'lessons/00-squares.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  await clickMove(first, 'c3-d4');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  const third = page.locator('.lesson-card').nth(2);
  /** How far the third board's top is above the window's top (px). */
  const above = () => third.evaluate(card => Math.round(-card.getBoundingClientRect().top));
  await third.evaluate(card => window.scrollTo(0, card.getBoundingClientRect().top + scrollY + 37));
  assert.equal(await above(), 37);
  await page.reload();
  await ready(page);
  assert.equal(await above(), 37, 'a reload comes back to the same place');
  assert.match(await first.locator('.feedback').textContent(), /^Solved on an earlier visit/);
  // The stars readable on the card: WCAG's 4.5:1 (the gold before was 2.7:1).
  const ratio = await contrast(first.locator('.stars'), first);
  assert.ok(ratio >= 4.5, `the stars' contrast ${ratio.toFixed(2)}`);
  assert.doesNotMatch(await first.getAttribute('class'), /celebrate/);
  assert.ok(await first.getByRole('button', { name: 'Next board →' }).isVisible(), 'Next goes on');
  assert.equal(await first.getByRole('link', { name: 'Play it out on the game page' }).isVisible(), false);
  assert.equal(await page.locator('.lesson-card').nth(1).locator('.feedback').textContent(), '', 'an unsolved board says nothing');

  // Back from the browser's back-forward cache with a board solved meanwhile in another tab (as
  // a course game's result is written while the lesson waits): the page reads its stars again.
  const other = await phone.context.newPage();
  await other.goto(page.url());
  await ready(other);
  await clickMove(other.locator('.lesson-card').nth(1), 'g3-h4');
  await other.locator('.lesson-card').nth(1).locator('.feedback', { hasText: 'Solved!' }).waitFor();
  await other.close();
  const reloaded = page.waitForEvent('load');
  // (Playwright's pages are not kept in that cache: the browser's event, as it would come.)
  await page.evaluate(() => { setTimeout(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })), 0); });
  await reloaded;
  await ready(page);
  assert.match(await page.locator('.lesson-card').nth(1).locator('.feedback').textContent(), /^Solved on an earlier visit/);
  assert.equal(await above(), 37, 'read again, at the same place');

  // Away and Back: the same place.
  await third.evaluate(card => window.scrollTo(0, card.getBoundingClientRect().top + scrollY - 120));
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  await page.goBack();
  await ready(page);
  assert.equal(await above(), -120, 'a return comes back to the same place');
  // A new visit starts at the top.
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  await page.locator('main a[href="lessons/00-squares.html"]').first().click();
  await ready(page);
  assert.equal(await page.evaluate(() => scrollY), 0, 'a new visit starts at the top');
  assert.deepEqual(problems, []);
  // Where storage is off, the page keeps nothing and leaves the browser's own restoring on.
  const closed = await phone.context.newPage();
  await closed.addInitScript(() => { Storage.prototype.setItem = () => { throw new DOMException('off', 'SecurityError'); }; });
  await closed.goto(page.url());
  await ready(closed);
  assert.equal(await closed.evaluate(() => history.scrollRestoration), 'auto');
  await phone.close();
});

test('the course map shows each lesson\'s boards as levels with their stars; a level opens its board', async () => {
  const { page, problems } = await beginCourse();
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  const stage = page.locator('.lesson-list > li[data-lesson="01-board-and-men"]');
  const levels = stage.locator('.levels a');
  assert.equal(await levels.count(), Number(await stage.getAttribute('data-boards')));
  assert.equal(await levels.nth(0).getAttribute('data-stars'), '3');
  assert.equal(await levels.nth(0).getAttribute('aria-label'), 'Board 1: 3 of 3 stars');
  assert.equal(await levels.nth(1).getAttribute('aria-label'), 'Board 2: not solved yet');
  // Every lesson is a stage with one level per board.
  for (const item of await page.locator('.lesson-list > li[data-lesson]').all()) {
    assert.equal(await item.locator('.levels a').count(), Number(await item.getAttribute('data-boards')));
  }
  // A level opens its lesson at that board, in view and focused.
  await page.locator('.lesson-list > li[data-lesson="04-towers"] .levels a').nth(2).click();
  await ready(page);
  assert.match(page.url(), /04-towers\.html#board=3$/);
  const focusedBoard = await page.evaluate(() => [...document.querySelectorAll('.lesson-card')].findIndex(card => card.contains(document.activeElement)));
  assert.equal(focusedBoard, 2);
  const box = await page.locator('.lesson-card').nth(2).boundingBox();
  const height = page.viewportSize().height;
  assert.ok(box.y < height && box.y + box.height > 0, 'the board is in view');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a capture dragged hop by hop goes on from where the man landed', async () => {
  const { page, problems } = await openPage(browser, 'lessons/05-capturing-towers.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  await dragMove(page, first, 'c3', 'e5');
  await page.evaluate(() => window.lesson.boards[0].idle());
  assert.equal(await first.locator('.feedback').textContent(), '', 'the first hop is no refusal');
  assert.match(await square(first, 'c3').getAttribute('aria-label'), /^c3, empty/, 'the man has left c3');
  // Before, the second drag started a new move from e5's square in the position before the
  // capture: the capture was undone and "Select one of your towers first." said.
  await dragMove(page, first, 'e5', 'g7');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test('a refusal is cleared once a piece that can move is picked and its capture begun', async () => {
  const { page, problems } = await openPage(browser, 'lessons/05-capturing-towers.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  await square(first, 'g3').click();
  assert.match(await first.locator('.feedback').textContent(), /belongs to Black/);
  await square(first, 'c3').click();
  assert.equal(await first.locator('.feedback').textContent(), '', 'the refusal no longer stands once c3 is picked');
  await square(first, 'e5').click();
  assert.equal(await first.locator('.feedback').textContent(), '');
  await square(first, 'g7').click();
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test('Next after the last board, with an earlier board unsolved, leads to that board', async () => {
  const { page, problems } = await openPage(browser, 'lessons/05-capturing-towers.html');
  await ready(page);
  const cards = page.locator('.lesson-card');
  const last = cards.nth(2);
  await clickMove(last, 'd4-c5');
  await last.locator('.feedback', { hasText: /keep going/ }).waitFor();
  await clickMove(last, 'b8:f4');
  await last.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  const next = last.getByRole('button', { name: 'To the board still to solve →' });
  await next.click();
  // The first board not solved is in view with its first button focused (before, nothing
  // happened: the result panel it went to stays hidden until every board is solved).
  assert.equal(await page.evaluate(() => window.lesson.boards[0].card.contains(document.activeElement)), true);
  assert.equal(await page.locator('.lesson-done').isHidden(), true);
  // Solving the other two, the last board's Next goes to the result.
  await clickMove(cards.nth(0), 'c3:e5:g7');
  await cards.nth(0).locator('.feedback', { hasText: 'Solved!' }).waitFor();
  await clickMove(cards.nth(1), 'e3:c5');
  await cards.nth(1).locator('.feedback', { hasText: 'Solved!' }).waitFor();
  await next.click();
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('lesson-done')), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an author\'s answer to a wrong move is given at the turn it was written for, not where the same move comes up later', async () => {
  const { page, problems } = await openPage(browser, 'lessons/12-russian-draughts.html');
  await ready(page);
  // The board "Save the game: repeat the position three times": c3-b4 at the first turn is
  // answered by the king on c5 jumping it.
  const index = await page.evaluate(() => window.lesson.boards.findIndex(board => board.spec.position === 'W:c1W,c3w,c5B,h6B'));
  assert.ok(index >= 0, 'the board is in the lesson');
  const card = page.locator('.lesson-card').nth(index);
  const idle = () => page.evaluate(i => window.lesson.boards[i].idle(), index);
  await clickMove(card, 'c3-b4');
  await idle();
  assert.match(await card.locator('.feedback').textContent(), /The king on c5 jumps b4/);
  assert.match(await square(card, 'a3').getAttribute('aria-label'), /^a3, black king/, 'the reply c5:a3 is shown');
  await card.getByRole('button', { name: 'Retry' }).click();
  // After c1-b2 c5-a3 the same move leaves the king on a3 nothing to jump: no author's answer
  // of another position (before: "The king on c5 jumps b4", with c5 empty, and no reply).
  await clickMove(card, 'c1-b2');
  await idle();
  assert.match(await square(card, 'a3').getAttribute('aria-label'), /^a3, black king/, 'Black answered c5-a3');
  await clickMove(card, 'c3-b4');
  await idle();
  const said = await card.locator('.feedback').textContent();
  assert.doesNotMatch(said, /c5/, said);
  assert.match(said, /does not reach the goal/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a second hint at the same turn names the move; a solved board takes no more hints', async () => {
  const { page, problems } = await openPage(browser, 'lessons/05-capturing-towers.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  const hint = first.getByRole('button', { name: 'Hint' });
  await hint.click();
  const once = await first.locator('.feedback').textContent();
  assert.doesNotMatch(once, /The move/);
  // (Before, the same hint again.)
  await hint.click();
  assert.equal(await first.locator('.feedback').textContent(), 'The move: c3:e5:g7.');
  // Its squares marked on the board, the start and each landing (before, the start alone).
  const marked = await first.locator('.sq.hint').evaluateAll(cells => cells.map(cell => cell.dataset.square).sort());
  assert.deepEqual(marked, ['c3', 'e5', 'g7']);
  await clickMove(first, 'c3:e5:g7');
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.ok(await hint.isDisabled(), 'nothing left to hint at');
  await first.getByRole('button', { name: 'Start over' }).click();
  assert.ok(await hint.isEnabled());
  await hint.click();
  assert.equal(await first.locator('.feedback').textContent(), once, 'a new try begins with the first hint');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a hint after the board\'s first turn points at that turn\'s piece; a decision\'s second hint names it', async () => {
  const { page, problems } = await openPage(browser, 'lessons/03-multiple-captures.html');
  await ready(page);
  const index = await page.evaluate(() => window.lesson.boards.findIndex(board => board.spec.lines[0].length >= 3 && board.spec.hint));
  const board = await page.evaluate(i => window.lesson.boards[i].spec, index);
  const card = page.locator('.lesson-card').nth(index);
  await clickMove(card, board.lines[0][0]);
  await card.locator('.feedback', { hasText: /keep going/ }).waitFor();
  await card.getByRole('button', { name: 'Hint' }).click();
  // (Before: the author's hint for the first turn, about a move already made.)
  const said = await card.locator('.feedback').textContent();
  assert.notEqual(said, board.hint);
  assert.equal(said, `Look at ${board.lines[0][2].split(/[-:]/)[0]}.`);
  await page.close();

  const decisions = await openPage(browser, 'lessons/10-end-of-game.html');
  await ready(decisions.page);
  const at = await decisions.page.evaluate(() => window.lesson.boards.findIndex(b => ['offer-draw', 'resign'].includes(b.spec.lines[0][0])));
  const word = await decisions.page.evaluate(i => window.lesson.boards[i].spec.lines[0][0], at);
  const decisionCard = decisions.page.locator('.lesson-card').nth(at);
  await decisionCard.getByRole('button', { name: 'Hint' }).click();
  await decisionCard.getByRole('button', { name: 'Hint' }).click();
  assert.equal(await decisionCard.locator('.feedback').textContent(), `The move: ${word === 'resign' ? 'Resign' : 'Offer draw'}.`);
  assert.deepEqual(problems, []);
  assert.deepEqual(decisions.problems, []);
  await decisions.page.close();
});
