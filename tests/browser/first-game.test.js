// The course's last lesson (issue 22 §1): a whole game against the computer at level 1 from the
// start, played on the game page from the lesson's link; when it ends — won or lost on the board,
// or resigned after the first moves (a resignation on move 1 does not count) — the lesson counts it
// (the course map's last level) and offers level 2; the result banner says whether it counted and
// leads back to the lesson. The result banner offers one level up after a game not lost to the
// computer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, contrast } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

test('the last lesson is a whole game against level 1: it counts once it ends and then offers level 2', async () => {
  const { page, problems } = await openPage(browser, 'lessons/16-first-game.html');
  await ready(page);
  const card = page.locator('.course-game');
  assert.match(await card.textContent(), /Play a whole game against the computer at level 1\. You play White, from the start/);
  const play = card.getByRole('link', { name: 'Play the game' });
  assert.match(await play.getAttribute('href'), /^\.\.\/bashni\.html#variant=bashni&opponent=1&computer=black&course=16-first-game\.0$/);
  await play.click();
  await ready(page);
  assert.equal(await page.locator('#matchup').textContent(), 'You play White · Computer\u00a0level\u00a01');
  // White moves, the computer answers, then White resigns at once: no game played yet.
  await page.locator('button[data-square="c3"]').click();
  await page.locator('button[data-square="d4"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 2);
  const resign = async () => {
    await page.getByRole('button', { name: 'Resign', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    await page.locator('#result:not([hidden])').waitFor();
  };
  await resign();
  assert.ok(await page.locator('#next-level').isHidden(), 'no level up after a loss');
  // The banner says it did not count, and leads back to the lesson (before: nothing said, no way back).
  const note = page.locator('#course-note');
  assert.equal(await note.locator('.course-verdict').textContent(), 'A game resigned or drawn by agreement in its first 10 moves does not count for the lesson: play a longer one.');
  const back = note.getByRole('link', { name: 'Back to the lesson' });
  assert.match(await back.getAttribute('href'), /^lessons\/16-first-game\.html$/);
  // Readable on the banner's red (before: the accent on it, about 1:1).
  const ratio = await contrast(back, page.locator('#result'));
  assert.ok(ratio >= 4.5, `the link reads on the banner (${ratio.toFixed(2)}:1)`);
  await page.goBack();
  await ready(page);
  assert.ok(await page.locator('.course-game').getByRole('link', { name: 'Play the game' }).isVisible(), 'a resignation on move 1 does not count');
  assert.ok(await page.locator('.lesson-done').isHidden());
  await page.goForward();
  await ready(page);
  // A rematch (the colours swapped: White the computer), ten moves each (Black the first legal
  // move the engine lists), then Black resigns: a game played and lost.
  await page.getByRole('button', { name: 'Rematch' }).click();
  const over = () => page.locator('#board.over').count();
  for (;;) {
    await page.waitForFunction(() => ['black', 'over'].includes(document.getElementById('status').dataset.turn));
    const plies = await page.locator('#moves button.ply').count();
    if (plies >= 20 || await over()) break;
    const [move] = await page.evaluate(() => window.bashni.controller.game.getLegalMoves().map(m => m.text));
    for (const name of move.split(/[-:]/)) await page.locator(`button[data-square="${name}"]`).click();
    await page.waitForFunction(n => document.querySelectorAll('#moves button.ply').length > n, plies);
  }
  if (!(await page.locator('#board.over').count())) await resign();
  // Back in the lesson by the banner's link: the game counted, and the next level is offered.
  assert.equal(await note.locator('.course-verdict').textContent(), 'This game counts for the lesson.');
  // Stepped back and forward again, the banner still says so.
  await page.getByRole('button', { name: 'Previous move' }).click();
  await page.getByRole('button', { name: 'Next move' }).click();
  assert.equal(await note.locator('.course-verdict').textContent(), 'This game counts for the lesson.');
  await back.click();
  await ready(page);
  assert.match(await page.locator('.course-game .feedback').textContent(), /You lost your game at level 1/);
  const next = page.locator('.course-game').getByRole('link', { name: 'Try level 2' });
  assert.match(await next.getAttribute('href'), /opponent=2&computer=black$/);
  assert.match(await page.locator('.lesson-done').textContent(), /Lesson complete/);
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  const stage = page.locator('.lesson-list > li[data-lesson="16-first-game"]');
  assert.equal(await stage.locator('.levels a').first().getAttribute('data-stars'), '1');
  assert.ok(await stage.evaluate(item => item.classList.contains('complete')));
  assert.deepEqual(problems, []);
  await page.close();
  // A game no lesson opened has no course line.
  const plain = await openPage(browser, 'bashni.html', '#variant=bashni&opponent=1&computer=black');
  await ready(plain.page);
  await plain.page.locator('button[data-square="c3"]').click();
  await plain.page.locator('button[data-square="d4"]').click();
  await plain.page.getByRole('button', { name: 'Resign', exact: true }).click();
  await plain.page.getByRole('button', { name: 'Yes, resign' }).click();
  await plain.page.locator('#result:not([hidden])').waitFor();
  assert.ok(await plain.page.locator('#course-note').isHidden());
  assert.deepEqual(plain.problems, []);
  await plain.page.close();
});

test('a game won against the computer offers one level up, which starts a new game at that level', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b&opponent=1&computer=black');
  await ready(page);
  await page.locator('button[data-square="c3"]').click();
  await page.locator('button[data-square="e5"]').click();
  await page.locator('#result:not([hidden])').waitFor();
  const up = page.locator('#next-level');
  assert.equal(await up.textContent(), 'Try level 2');
  await up.click();
  await page.waitForFunction(() => document.getElementById('matchup').textContent === 'You play White · Computer\u00a0level\u00a02');
  assert.equal(await page.locator('#moves button.ply').count(), 0, 'a new game from the start');
  assert.deepEqual(problems, []);
  await page.close();
});
