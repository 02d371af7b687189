// The analysis board (issue 20 §2–3) used as a player uses it: opened from a game page with the
// game shown, stepped through, analysed by the engine, a variation played and left, and a game
// with a blunder reviewed: the blunder marked ?? with the better move, the evaluation graph
// drawn and clickable, and each side's summary.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const moveButtons = page => page.locator('#moves button.ply');

test('the game page opens its game on the analysis board', async () => {
  const { page, problems, requests } = await openPage(browser, 'russian.html');
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  // The link opens the analysis board in the same tab (before, the test waited 30 s for a popup
  // that never came).
  await Promise.all([
    page.waitForURL(/analysis\.html#/),
    page.getByRole('link', { name: 'Analysis board and game review' }).click(),
  ]);
  await page.waitForSelector('html[data-ready="true"]');
  assert.match(page.url(), /analysis\.html#.*moves=c3-d4/);
  assert.equal(await page.locator('#moves button.ply').count(), 1);
  // The board says which rules it analyses (before: nowhere on the page).
  assert.equal(await page.getByLabel('Rule set', { exact: true }).inputValue(), 'russian');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.filter(r => !r.includes('analysis.html')), []);
  await page.close();
});

test('a game with a blunder is reviewed: ?? on the blunder, the graph and the summary', async () => {
  const { page, problems, requests } = await openPage(browser, 'analysis.html', '#variant=russian&moves=a3-b4,d6-e5,c3-d4&ply=1');
  await ready(page);
  assert.equal(await moveButtons(page).count(), 3);
  // The engine analyses the position shown: its evaluation and depth, and three best lines.
  await page.waitForFunction(() => /^\d+$/.test(document.getElementById('analysis-depth').textContent));
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length === 3);
  const lines = await page.locator('#analysis-lines li').allTextContents();
  const firstMoves = await page.locator('#analysis-lines li').evaluateAll(items => items.map(item => item.querySelector('button.line-move').textContent));
  assert.equal(new Set(firstMoves).size, 3, `three different first moves: ${lines}`);
  // Numbered as the move list numbers them: Black's reply in move 1 first (ply 1 shown), then
  // White's move 2 (once the lines are two moves long).
  await page.waitForFunction(() => [...document.querySelectorAll('#analysis-lines li')].every(item => /^\S+ 1… [a-h]\d[-:]\S+ 2\. \S/.test(item.textContent)), null, { timeout: 10_000 });
  for (const line of lines) assert.match(line, /^([+−]?\d+\.\d\d|\S+ wins in \d+ moves?) \S+/);
  // An arrow on the board for each line's first move, the best one from its square to its landing
  // (the first line read with the arrows: it changes once the analysis goes deeper than it).
  await page.waitForFunction(() => document.querySelectorAll('#board svg.arrows .arrow').length === 3);
  const { first, ends } = await page.evaluate(() => {
    const first = document.querySelector('#analysis-lines li button.line-move').textContent;
    const points = document.querySelector('#board svg.arrows .arrow.rank-0 polyline').getAttribute('points').split(' ');
    const tip = document.querySelector('#board svg.arrows .arrow.rank-0 polygon').getAttribute('points').split(' ')[0];
    const board = document.getElementById('board').getBoundingClientRect();
    const inset = document.getElementById('board').clientLeft;
    const ends = [points[0], tip].map(point => {
      const [x, y] = point.split(',').map(Number);
      return [board.left + inset + x, board.top + inset + y];
    });
    return { first, ends };
  });
  const route = first.split(/[-:]/);
  const [from, to] = [route[0], route.at(-1)];
  for (const [[x, y], name] of [[ends[0], from], [ends[1], to]]) {
    const box = await square(page, name).boundingBox();
    assert.ok(Math.abs(x - (box.x + box.width / 2)) < 2 && Math.abs(y - (box.y + box.height / 2)) < 2, `the best arrow touches ${name}'s centre`);
  }
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  const third = moveButtons(page).nth(2);
  assert.match(await third.textContent(), /c3-d4\?\?$/);
  assert.equal(await third.getAttribute('data-judgement'), 'blunder');
  // The better move with the engine's line after it.
  assert.match(await third.getAttribute('title'), /^Better: \S+( \S+){3,}$/);
  // Stepping to it, the review says what it was and what was better.
  await third.click();
  assert.match(await page.locator('#message').textContent(), /^c3-d4\?\?: a blunder\. Better: \S+( \S+){3,}$/);
  assert.doesNotMatch(await moveButtons(page).nth(0).textContent(), /\?/);
  const graph = page.getByRole('img', { name: 'Evaluation graph' });
  assert.ok(await graph.isVisible());
  // The blunder is marked on the graph, after the move (the position after 3 moves).
  assert.deepEqual(await page.locator('#eval-graph .graph-blunder').evaluateAll(marks => marks.map(m => m.getAttribute('x1'))), ['3']);
  assert.equal(await page.locator('#eval-graph .graph-mistake').count(), 0);
  assert.match(await page.locator('#review-summary').textContent(), /White: 0 inaccuracies, 0 mistakes, 1 blunder,/);
  // The review exported as annotated PDN: the blunder's NAG and comment with the better move.
  const annotated = await page.locator('#annotated-pdn').inputValue();
  assert.match(annotated, /\$4 \{−?\d+\.\d\d\. Better: \S+( \S+){3,}\}/);
  // A click on the graph's start shows the start position.
  const box = await graph.boundingBox();
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  assert.equal(await page.locator('#moves [aria-current]').count(), 0);
  // Learn from your mistakes: the blunder's position, the blunder tried again refused, the
  // engine's move praised.
  await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
  // Called a blunder, as the summary counts it (before, "Mistake 1 of 1" beside "0 mistakes, 1 blunder").
  assert.equal(await page.locator('#message').textContent(), 'Blunder (1 of 1 to learn from). White played c3-d4 here: find a better move.');
  // The engine does not give the answer away: no evaluation, no lines, no arrows while it is sought.
  assert.ok(await page.locator('#analysis').isHidden(), 'the evaluation is put away');
  assert.ok(await page.locator('.analysis-box').isHidden(), 'with its box: no empty frame');
  assert.equal(await page.locator('#analysis-lines li').count(), 0, 'no best lines');
  assert.equal(await page.locator('#board svg.arrows .arrow').count(), 0, 'no arrows');
  assert.ok(await page.locator('#eval-bar').isHidden(), 'no evaluation bar');
  assert.equal(await moveButtons(page).nth(2).getAttribute('title'), null, 'no better move on the mistake\'s mark');
  assert.ok(await page.locator('#annotated').isHidden(), 'nor in the annotated record');
  const best = await page.evaluate(() => window.analysis.bestMoves[2]);
  // (Searched: the verdict comes a moment later.)
  for (const name of ['c3', 'd4']) await square(page, name).click();
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Not c3-d4:'));
  assert.equal(await moveButtons(page).count(), 3, 'the refused try is not played');
  for (const name of best.split(/[-:]/)) await square(page, name).click();
  // (The game's only mistake: the player is told so.)
  assert.match(await page.locator('#message').textContent(), /^Yes: \S+ is a good move\. That was the last mistake\.$/);
  assert.ok(await page.locator('#analysis').isVisible(), 'once found, the analysis is back');
  assert.ok(await page.locator('.analysis-box').isVisible(), 'and its box');
  assert.ok(await page.locator('#eval-bar').isVisible(), 'and its bar');
  // The review is kept with the game: a reload shows it without searching again.
  await page.reload();
  await ready(page);
  assert.match(await moveButtons(page).nth(2).textContent(), /\?\?$/);
  assert.match(await page.locator('#review-summary').textContent(), /1 blunder,/);
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
});

test('a link whose move the rules refuse opens the game up to it and says why in the page\'s language', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5,h6-h6,g3-h4');
  await ready(page);
  assert.equal(await page.locator('#message').textContent(), '“h6-h6” is not a legal move here (the piece on h6 is the opponent’s).');
  assert.deepEqual(await moveButtons(page).allTextContents(), ['c3-d4', 'f6-g5'], 'the moves before it are kept');
  assert.equal(new URL(page.url()).hash, '#variant=russian&moves=c3-d4%2Cf6-g5&ply=2', 'and the address keeps them alone');
  assert.deepEqual(problems, []);
  await page.close();
  // In Russian, in Russian words (before, the engine's English clause).
  const russian = await openPage(browser, 'ru/analysis.html', '#variant=russian&moves=c3-d4,f6-g5,e3-e4');
  await ready(russian.page);
  assert.equal(await russian.page.locator('#message').textContent(), '«e3-e4» — здесь так ходить нельзя (e4 — не игровое поле этой доски).');
  assert.deepEqual(russian.problems, []);
  await russian.page.close();
});

test('on a phone, the moves and their buttons come right under the board\'s status, within the first screen', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5,g3-h4,g7-f6&ply=2');
  await ready(page);
  const [status, nav, moves, box] = await Promise.all(['#status', '#nav-prev', '#moves', '.analysis-box'].map(selector => page.locator(selector).boundingBox()));
  // (Before, the buttons were at 944 px, under the analysis and the review's buttons.)
  assert.ok(nav.y > status.y && nav.y + nav.height <= 844, `the step buttons on the first screen: ${JSON.stringify(nav)}`);
  assert.ok(moves.y + moves.height <= 844 && moves.y < box.y, 'the moves under them, above the analysis');
  await page.locator('#nav-next').tap();
  await page.waitForFunction(() => window.analysis.kit.cursor === 3);
  // The analysis switch is large enough to tap, as the game page's (before, 13 px).
  assert.ok((await page.locator('#analysis-toggle').boundingBox()).width >= 20);
  assert.deepEqual(problems, []);
  await phone.close();
});

test('on a laptop, a long game opens at its end with the panel at its top: the heading and the result in view', async () => {
  const laptop = await openBrowser({ viewport: { width: 1366, height: 768 } });
  const { page, problems } = await openPage(laptop, 'analysis.html', '#variant=russian&moves=a3-b4,h6-g5,b4-c5,b6:d4,e3:c5,d6:b4,c3:a5,g7-h6,b2-c3,g5-h4,a1-b2,e7-d6,g3-f4,d8-e7,f2-e3,h4-g3,f4-g5,f6:h4,h2:f4,a7-b6,e1-f2,d6-e5,f4:d6,c7:e5,a5:c7,b8:d6,g1-h2,h6-g5,h2-g3,h8-g7,e3-d4,g7-f6,d2-e3,f8-g7,c1-d2,g7-h6&result=white');
  await ready(page);
  await page.waitForFunction(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  // (Before, the panel opened scrolled down to the last move, past its heading.)
  assert.equal(await page.evaluate(() => document.querySelector('.panel').scrollTop), 0);
  assert.deepEqual(problems, []);
  await laptop.close();
});

test('on a desktop, the move shown stays in view in the panel after a review, without scrolling the page', async () => {
  // A game of 36 plies: once reviewed, the graph, summary and record push the moves down the panel.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=a3-b4,h6-g5,b4-c5,b6:d4,e3:c5,d6:b4,c3:a5,g7-h6,b2-c3,g5-h4,a1-b2,e7-d6,g3-f4,d8-e7,f2-e3,h4-g3,f4-g5,f6:h4,h2:f4,a7-b6,e1-f2,d6-e5,f4:d6,c7:e5,a5:c7,b8:d6,g1-h2,h6-g5,h2-g3,h8-g7,e3-d4,g7-f6,d2-e3,f8-g7,c1-d2,g7-h6&ply=0');
  await page.setViewportSize({ width: 1280, height: 800 });
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 60_000 });
  /** Where the element `selector` is against the panel's view. */
  const placed = selector => page.evaluate(selector => {
    const box = document.querySelector(selector).getBoundingClientRect();
    const panel = document.querySelector('.panel').getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, panelTop: panel.top, panelBottom: panel.bottom, page: window.scrollY };
  }, selector);
  const inView = () => placed('#moves [aria-current]');
  const shown = seen => seen.top >= seen.panelTop - 1 && seen.bottom <= seen.panelBottom + 1;
  const frame = () => page.waitForFunction(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  // Once reviewed, at the start, the first moves are in view (before, the graph and the summary
  // had pushed the whole list below the panel's fold).
  await frame();
  const first = await placed('#moves li');
  assert.ok(shown(first), `the first moves in the panel: ${JSON.stringify(first)}`);
  for (const key of ['ArrowRight', 'End', 'ArrowLeft']) {
    await page.keyboard.press(key);
    await page.waitForFunction(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
    const seen = await inView();
    assert.ok(seen.top >= seen.panelTop - 1 && seen.bottom <= seen.panelBottom + 1, `${key}: the move shown in the panel: ${JSON.stringify(seen)}`);
    assert.equal(seen.page, 0, 'the page itself does not scroll');
  }
  // Learning from a mistake, the message and its button stay in the panel's view once the
  // better move is found (before, the panel scrolled to the move and put them above its top).
  await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
  await playBetterMove(page);
  for (const selector of ['#title', '#message', '#learn']) {
    const seen = await placed(selector);
    assert.ok(shown(seen), `${selector} in the panel's view: ${JSON.stringify(seen)}`);
  }
  // A game imported opens at the panel's top: its heading and rule set (before, the panel
  // stayed scrolled down to the moves).
  await page.evaluate(() => { document.querySelector('.panel').scrollTop = 10_000; });
  await page.locator('#open-box summary').click();
  await page.locator('#open-input').fill('1. a3-b4 h6-g5 2. b4-c5 b6:d4 3. e3:c5 d6:b4 4. c3:a5 g7-h6 5. b2-c3 g5-h4');
  await page.getByRole('button', { name: 'Import' }).click();
  await frame();
  for (const selector of ['#title', '#rules']) {
    const seen = await placed(selector);
    assert.ok(shown(seen), `${selector} in the panel's view after an import: ${JSON.stringify(seen)}`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the review marks no move the engine itself would play, and each marked move has its better move', async () => {
  // A level-1 game of Bashni in which the review's evaluations drift: 7… e3:c5, the engine's
  // best move there, was marked ?! without a better move.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=bashni&moves=a3-b4,d6-e5,b4-c5,b6:d4,e3:c5,e7-d6,c5:e7:g5,h6:f4,d4:f6:h4,g7-f6,g3:e5:g7,g5:e3,f2:d4,e3:c5,c3:e5,f8:h6');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 60_000 });
  const { marked, best } = await page.evaluate(() => ({
    marked: window.analysis.result.moves.map((move, ply) => ({ ...move, ply, played: window.analysis.game.moves[ply] })).filter(move => move.mark),
    best: window.analysis.bestMoves,
  }));
  for (const move of marked) {
    assert.notEqual(move.played, best[move.ply], `ply ${move.ply} (${move.played}) is the engine's best move, marked ${move.mark}`);
    assert.ok(move.line, `ply ${move.ply} (${move.played}${move.mark}) has its better move`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('a game reviewed twice, the second time on a CPU slowed 4×, gets the same evaluations, marks and summary', async () => {
  // Each position is searched for a number of nodes, not a time (before, 150 ms: a slower
  // device searched less deep, and two runs of one game could differ by a mistake).
  const game = '#variant=russian&moves=a3-b4,h6-g5,b4-c5,b6:d4,e3:c5,d6:b4,c3:a5,g7-h6,b2-c3,g5-h4,a1-b2,e7-d6,g3-f4,d8-e7,f2-e3,h4-g3,f4-g5,f6:h4,h2:f4,a7-b6,e1-f2,d6-e5,f4:d6,c7:e5,a5:c7,b8:d6';
  const runs = [];
  for (const slowdown of [1, 4]) {
    const { page, problems } = await openPage(browser, 'analysis.html', game);
    await ready(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.getByRole('button', { name: 'Review game' }).click();
    await page.waitForSelector('html[data-reviewed="true"]', { timeout: 120_000 });
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('bashni.review@2')));
    runs.push({
      evaluations: saved.evaluations, best: saved.best,
      moves: await page.locator('#moves .ply').allTextContents(),
      summary: await page.locator('#review-summary').textContent(),
    });
    assert.deepEqual(problems, []);
    await page.close();
  }
  assert.equal(runs[0].evaluations.length, 27);
  assert.deepEqual(runs[1], runs[0]);
});

/** Learning from a mistake: plays the engine's better move by clicks and waits for the praise. */
async function playBetterMove(page) {
  const best = await page.evaluate(() => window.analysis.bestMoves[window.analysis.learning.ply]);
  for (const name of best.split(/[-:]/)) await square(page, name).click({ timeout: 10_000 });
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Yes'));
}

test('on a phone, learning from a mistake keeps Learn from your mistakes right under its message', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'analysis.html', '#variant=russian&moves=a3-b4,d6-e5,c3-d4,e5:c3:a5,b2-c3,f6-e5&ply=6');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).tap();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Learn from your mistakes' }).tap();
  // The whole board in view to find the move on (before, its top three rows were off the screen).
  assert.ok((await page.locator('#board').boundingBox()).y >= -1, 'the board\'s top on the screen');
  await playBetterMove(page);
  const [message, learn] = await Promise.all(['#message', '#learn'].map(selector => page.locator(selector).boundingBox()));
  // (Before, the button was under the variation and the analysis, at 1033 px.)
  assert.ok(learn.y > message.y && learn.y - (message.y + message.height) < 50, `the button right under the message: ${JSON.stringify({ message, learn })}`);
  assert.deepEqual(problems, []);
  await phone.close();
});

test('a step away from a mistake being learnt keeps it: its better move unsaid, and Learn goes back to it', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=a3-b4,d6-e5,c3-d4,e5:c3:a5,b2-c3,f6-e5&ply=6');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
  const asked = await page.locator('#message').textContent();
  assert.match(asked, /^(Mistake|Blunder) \(1 of \d+ to learn from\)\./);
  const ply = await page.evaluate(() => window.analysis.learning.ply);
  // (Before, → ended the exercise and the message gave the better move away.)
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(ply => window.analysis.kit.cursor === ply + 1, ply);
  // Named as the message that asked for it named it.
  const kind = asked.startsWith('Blunder') ? 'blunder' : 'mistake';
  assert.equal(await page.locator('#message').textContent(), `You stepped away from ${kind} 1: Learn from your mistakes takes you back to it.`);
  assert.doesNotMatch(await page.locator('#moves').innerHTML(), /Better/);
  await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
  assert.equal(await page.locator('#message').textContent(), asked);
  assert.equal(await page.evaluate(() => window.analysis.kit.cursor), ply);
  assert.deepEqual(problems, []);
  await page.close();
});

test('learning from a mistake, a move about as good as the engine\'s is praised and played; the mistake tried again is refused', async () => {
  // White's c3-d4 blunders a man; in the position before it, several moves are about as good.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=a3-b4,d6-e5,c3-d4&ply=3');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
  const best = await page.evaluate(() => window.analysis.bestMoves[2]);
  const others = await page.evaluate(best => window.analysis.kit.legalMoves().map(m => m.text).filter(t => t !== best && t !== 'c3-d4'), best);
  const verdicts = [];
  for (const move of others) {
    for (const name of move.split(/[-:]/)) await square(page, name).click();
    await page.waitForFunction(() => /^(Not|Yes)/.test(document.getElementById('message').textContent));
    const said = await page.locator('#message').textContent();
    verdicts.push(`${move}: ${said}`);
    // Praise in green, a refusal in the page's red, as on the lesson boards.
    const colour = await page.evaluate(() => getComputedStyle(document.getElementById('message')).color);
    assert.equal(colour, said.startsWith('Yes') ? 'rgb(46, 125, 50)' : 'rgb(156, 61, 28)', said);
    if (said.startsWith('Yes')) {
      assert.equal(said, `Yes: ${move} is a good move. That was the last mistake.`);
      assert.equal(await moveButtons(page).count(), 3, 'the game as it was');
      assert.equal(await page.evaluate(() => window.analysis.kit.lastMove().notation), move, 'played, as a variation');
      assert.ok(await page.locator('#analysis').isVisible(), 'the analysis is back');
      break;
    }
    assert.equal(await page.evaluate(() => window.analysis.kit.cursor), 2, `${move} refused, not played`);
  }
  assert.ok(verdicts.at(-1).includes(': Yes'), `a move other than the engine's ${best} is good here: ${verdicts.join('; ')}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a game against the computer is seen from the player\'s side, and only the player\'s mistakes are learnt from', async () => {
  // Black played the computer, whose c3-d4 is the game's blunder.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=a3-b4,d6-e5,c3-d4&opponent=3&computer=white');
  await ready(page);
  const [a1, h8] = [await square(page, 'a1').boundingBox(), await square(page, 'h8').boundingBox()];
  assert.ok(a1.y < h8.y, 'Black\'s side at the bottom');
  // The evaluation bar turns with it: White's part at the top, on White's side.
  const fill = await page.evaluate(() => {
    const bar = document.getElementById('eval-bar').getBoundingClientRect();
    const part = document.querySelector('#eval-bar .eval-fill').getBoundingClientRect();
    return { bar: bar.top, part: part.top };
  });
  assert.equal(fill.part, fill.bar, 'White\'s part of the bar starts at its top');
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  assert.match(await moveButtons(page).nth(2).textContent(), /\?\?$/, 'the computer\'s blunder is marked');
  assert.ok(await page.getByRole('button', { name: 'Learn from your mistakes' }).isHidden(), 'but it is not the player\'s to learn from');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a review of a finished game scores its last position as the engine says the game ended', async () => {
  // White's capture leaves Black no piece: the search finds no move there, and the engine's answer
  // says the game is won by White, which the review shows as White winning.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&start=W:c3w,d4b&moves=c3:e5');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  const evaluations = await page.evaluate(() => window.analysis.evaluations);
  assert.deepEqual(evaluations.at(-1), { score: 0, win: 1 }, 'White has won in the last position');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a finished game on the analysis board says how it ended, in the page\'s words, and its review judges only the side that moved', async () => {
  // Red's 10x17 takes White's last man: the game is over at the end of the line.
  // A game against the computer (the game page's review link) names its players as the game
  // page's record does (before, by their colours).
  for (const [file, words, against = ''] of [
    ['analysis.html', { status: 'Red wins: White has no pieces left', event: 'Casual game', white: 'White', black: 'Red', red: /^Red: /, none: /White:/ }],
    ['fr/analysis.html', { status: 'Les Rouges gagnent\u00a0: les Blancs n’ont plus de pièces', event: 'Partie amicale', white: 'Blancs', black: 'Rouges', red: /^Rouges\s:/, none: /Blancs\s:/ }],
    ['analysis.html', { status: 'Red wins: White has no pieces left', event: 'Casual game', white: 'Computer level 3', black: 'Player', red: /^Red: /, none: /White:/ }, '&opponent=3&computer=white'],
  ]) {
    const { page, problems } = await openPage(browser, file, `#variant=english&start=B:c5w,d6b&moves=d6:b4${against}`);
    await ready(page);
    assert.equal(await page.locator('#status').textContent(), words.status, file);
    // No search runs where the game is over: the result, the bar all Red's (before: "…", an
    // empty depth and the bar half and half).
    assert.equal(await page.locator('#analysis-eval').textContent(), '0–1', file);
    assert.equal(await page.locator('#eval-bar').getAttribute('aria-valuenow'), '-100', file);
    await page.locator('#review').click();
    await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
    const summary = await page.locator('#review-summary').textContent();
    assert.match(summary, words.red, file);
    assert.doesNotMatch(summary, words.none, 'White made no move: nothing of White\'s is judged');
    const annotated = await page.locator('#annotated-pdn').inputValue();
    assert.match(annotated, new RegExp(`\\[Event "${words.event}"\\]`), annotated);
    assert.match(annotated, new RegExp(`\\[White "${words.white}"\\]`), annotated);
    assert.match(annotated, new RegExp(`\\[Black "${words.black}"\\]`), annotated);
    // The last move ends the game: no "wins in 1 move" after it, the result says it.
    assert.match(annotated, /1\. 10x17 0-1\s*$/, annotated);
    assert.deepEqual(problems, [], file);
    await page.close();
  }
});

test('the best lines name their depth, deepen while the position stays, and are drawn best first', async () => {
  // Hexpush's start: a broad position, where the first lines are shallow.
  const { page, problems } = await openPage(browser, 'hexpush-analysis.html');
  await ready(page);
  // Every list drawn is checked as it is drawn: best first for the side to move. (Watched from
  // the start: the first lines are soon deepened, before a watch set up later could see it.)
  await page.evaluate(() => {
    const list = document.getElementById('analysis-lines');
    Object.assign(window, { drawn: 0, misranked: [] });
    new MutationObserver(() => {
      const chances = [...list.children].map(item => Number(/** @type {HTMLElement} */ (item).dataset.chances));
      window.drawn++;
      if (chances.some((value, i) => i > 0 && value > chances[i - 1])) window.misranked.push(chances);
    }).observe(list, { childList: true });
  });
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length === 3);
  const depthOf = text => Number(/^The best lines, depth (\d+)$/.exec(text)?.[1]);
  // The depth shown and the drawings so far, read at one moment.
  const seen = await page.evaluate(() => ({ caption: document.getElementById('analysis-lines-depth').textContent, drawn: window.drawn }));
  const first = depthOf(seen.caption);
  assert.ok(first >= 1, seen.caption);
  await page.waitForFunction(first => {
    const depth = Number(/(\d+)$/.exec(document.getElementById('analysis-lines-depth').textContent)?.[1]);
    return depth > first && document.querySelectorAll('#analysis-lines li').length === 3;
  }, first, { timeout: 30_000 });
  const { drawn, misranked } = await page.evaluate(() => ({ drawn: window.drawn, misranked: window.misranked }));
  assert.ok(drawn > seen.drawn, 'the lines were drawn again');
  assert.deepEqual(misranked, [], 'each list best first');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the evaluation, the main line and the best lines come from one search: they deepen together and agree at every depth', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5&ply=2');
  await ready(page);
  // Each time the lines are drawn, and each time the evaluation's depth changes, both are read.
  await page.evaluate(() => {
    const read = () => ({
      eval: document.getElementById('analysis-eval').textContent,
      depth: Number(document.getElementById('analysis-depth').textContent),
      main: document.querySelector('#analysis-line button.line-move')?.textContent,
      best: document.querySelector('#analysis-lines li strong')?.textContent,
      bestMove: document.querySelector('#analysis-lines li button')?.textContent,
      linesDepth: Number(/(\d+)$/.exec(document.getElementById('analysis-lines-depth').textContent)?.[1]),
    });
    Object.assign(window, { drawnLines: [], depths: [] });
    new MutationObserver(() => {
      if (document.querySelectorAll('#analysis-lines li').length) window.drawnLines.push(read());
    }).observe(document.getElementById('analysis-lines'), { childList: true });
    new MutationObserver(() => window.depths.push(read()))
      .observe(document.getElementById('analysis-depth'), { childList: true, characterData: true, subtree: true });
  });
  // (The lines of each depth, from the first seconds on: 8 drawings.)
  await page.waitForFunction(() => window.drawnLines.length >= 8, null, { timeout: 30_000 });
  const { drawnLines, depths } = await page.evaluate(() => ({ drawnLines: window.drawnLines, depths: window.depths }));
  for (const drawn of drawnLines) {
    assert.equal(drawn.eval, drawn.best, `the evaluation is the best line's: ${JSON.stringify(drawn)}`);
    assert.equal(drawn.main, drawn.bestMove, `the main line is the best line: ${JSON.stringify(drawn)}`);
    assert.equal(drawn.depth, drawn.linesDepth, `at the lines' depth: ${JSON.stringify(drawn)}`);
  }
  assert.ok(drawnLines.at(-1).linesDepth > drawnLines[0].linesDepth, 'the lines deepen');
  const shown = depths.filter(read => read.depth);
  assert.ok(shown.length >= 4, 'the evaluation deepens');
  for (const read of shown) assert.equal(read.depth, read.linesDepth, `the evaluation at the lines' depth: ${JSON.stringify(read)}`);
  assert.ok(shown.every((read, i) => i === 0 || read.depth >= shown[i - 1].depth), `the depth shown never goes back: ${shown.map(read => read.depth)}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the best lines of a position left before they are done end there, and the same worker searches the next', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5,g3-h4&ply=1');
  await ready(page);
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length === 3);
  // The first lines are drawn and the next, searched twice as long, are under way.
  const worker = await page.evaluateHandle(() => window.analysis.opponent.worker);
  assert.ok(await page.evaluate(() => window.analysis.opponent.busy), 'the next lines are being searched');
  // Ply 1 (after c3-d4) has Black to move; ply 2 (after f6-g5) White.
  await moveButtons(page).nth(1).click();
  const shown = Date.now();
  // Lines whose first moves are White's moves here (none of Black's is legal here).
  await page.waitForFunction(() => {
    const legal = window.analysis.kit.legalMoves().map(move => move.notation);
    const firsts = [...document.querySelectorAll('#analysis-lines li')].map(item => item.querySelector('button.line-move')?.textContent);
    return firsts.length === 3 && firsts.every(first => legal.includes(first));
  }, null, { timeout: 10_000 });
  const waited = Date.now() - shown;
  assert.ok(waited < 4000, `the new position's lines came ${waited} ms after it was shown`);
  assert.ok(await page.evaluate(old => window.analysis.opponent.worker === old, worker), 'the same worker searched them');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a position left while it is analysed shows none of its lines again: each line drawn starts with a move legal where it is drawn', async () => {
  const moving = await openBrowser({ reducedMotion: 'no-preference' });
  try {
    const { page, problems } = await openPage(moving, 'analysis.html', '#variant=russian&moves=a3-b4,h6-g5,b4-c5,b6:d4,e3:c5,d6:b4&ply=0');
    await ready(page);
    // The main line and the best lines, checked against the position shown whenever they are
    // drawn, and right after each step (before, the last position's lines stayed while the move
    // was drawn, and its search's late depths were drawn under the new position).
    await page.evaluate(() => {
      window.staleLines = [];
      window.checkLines = () => {
        const legal = window.analysis.kit.legalMoves().map(move => move.notation);
        const lines = [document.getElementById('analysis-line'), ...document.querySelectorAll('#analysis-lines li')];
        for (const line of lines) {
          const first = line.querySelector('button.line-move')?.textContent;
          if (first && !legal.includes(first)) window.staleLines.push(`${first} at ply ${window.analysis.kit.cursor}`);
        }
      };
      new MutationObserver(window.checkLines).observe(document.getElementById('analysis'), { childList: true, subtree: true });
    });
    // (Some positions have fewer than three moves: lines, however many.)
    const linesShown = () => page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length > 0);
    for (let ply = 1; ply <= 5; ply++) {
      await linesShown();
      await page.keyboard.press('ArrowRight');
      await page.evaluate(() => window.checkLines());
      await page.waitForFunction(ply => window.analysis.kit.cursor === ply, ply);
    }
    await linesShown();
    assert.deepEqual(await page.evaluate(() => window.staleLines), []);
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await moving.close();
  }
});

test('on a phone, a line\'s move numbers stay with their moves where the line wraps', async () => {
  const phone = await openBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  try {
    const { page, problems } = await openPage(phone, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5');
    await ready(page);
    await page.waitForFunction(() => [...document.querySelectorAll('#analysis-lines li')].some(item => item.querySelectorAll('.line-step').length >= 4));
    const parted = await page.evaluate(() => [...document.querySelectorAll('#analysis .line-step')].filter(step => {
      const [number, move] = [step.querySelector('.line-number'), step.querySelector('button')].map(node => node.getBoundingClientRect());
      // (A phone's move buttons have room to tap above and below: their middles are compared.)
      return Math.abs(number.top + number.height / 2 - (move.top + move.height / 2)) > 4;
    }).map(step => step.textContent));
    assert.deepEqual(parted, []);
    assert.deepEqual(problems, []);
  } finally {
    await phone.close();
  }
});

test('in a won endgame every best line is shown to the win, not only the first', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&tfen=W:a1W,c1W,e1W,h8b');
  await ready(page);
  // Each line reads "White wins in N moves" and shows its 2N − 1 moves (before, the second and
  // third lines showed one move).
  await page.waitForFunction(() => {
    const items = [...document.querySelectorAll('#analysis-lines li')];
    return items.length === 3 && items.every(item => {
      const wins = /wins in (\d+) moves?/.exec(item.textContent);
      return wins && item.querySelectorAll('button.line-move').length === 2 * Number(wins[1]) - 1;
    });
  }, null, { timeout: 15_000 });
  assert.deepEqual(problems, []);
  await page.close();
});

test('an address changed to another game opens it on both analysis boards, as on the game pages', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5');
  await ready(page);
  assert.equal(await moveButtons(page).count(), 2);
  await page.evaluate(() => { location.hash = 'variant=russian&moves=a3-b4,h6-g5,b4-c5'; });
  await page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 3);
  assert.deepEqual(await moveButtons(page).allTextContents(), ['a3-b4', 'h6-g5', 'b4-c5']);
  assert.equal(await page.evaluate(() => window.analysis.kit.cursor), 3);
  // An address that names no game (a bare #) changes nothing.
  await page.evaluate(() => new Promise(resolve => {
    addEventListener('hashchange', () => setTimeout(resolve), { once: true });
    location.hash = '';
  }));
  assert.equal(await moveButtons(page).count(), 3);
  const hex = await openPage(browser, 'hexpush-analysis.html', '#moves=a1b1,g5f4');
  await ready(hex.page);
  assert.equal(await moveButtons(hex.page).count(), 2);
  await hex.page.evaluate(() => { location.hash = 'moves=a1b1'; });
  await hex.page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 1);
  assert.deepEqual(problems, []);
  assert.deepEqual(hex.problems, []);
  await hex.page.close();
  await page.close();
});

test('the analysis board names its rule set and opens a new board of another one, asking first when it holds a game', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html');
  await ready(page);
  const rules = page.getByLabel('Rule set', { exact: true });
  assert.equal(await rules.inputValue(), 'bashni', 'a board of Bashni when the address names none');
  const asked = [];
  // A board without moves: a new one of English checkers at once.
  page.on('dialog', dialog => { asked.push(dialog.message()); if (asked.length % 2 === 0) dialog.accept(); else dialog.dismiss(); });
  await rules.selectOption('english');
  assert.deepEqual(asked, []);
  assert.match(page.url(), /#variant=english$/);
  // With the keys, stepping through the list opens nothing; Enter opens the one reached.
  await rules.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const reached = await rules.inputValue();
  assert.notEqual(reached, 'english');
  assert.match(page.url(), /#variant=english$/, 'nothing opened on the way');
  await page.keyboard.press('Enter');
  assert.match(page.url(), new RegExp(`#variant=${reached}$`));
  await rules.selectOption('english');
  assert.equal(await page.evaluate(() => window.analysis.kit.position), 'B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b');
  await page.goto(page.url().replace(/#.*$/, '#variant=russian&moves=c3-d4'));
  await page.reload();
  await ready(page);
  assert.equal(await rules.inputValue(), 'russian');
  // A game on the board: asked; refused, the game and the rule set stay.
  await rules.selectOption('lasca');
  assert.equal(asked.length, 1);
  assert.match(asked[0], /^A new board of Lasca replaces the game on this board\. Continue\?$/);
  assert.equal(await rules.inputValue(), 'russian');
  assert.equal(await moveButtons(page).count(), 1);
  // Accepted: Lasca's start.
  await rules.selectOption('lasca');
  assert.equal(asked.length, 2);
  assert.match(page.url(), /#variant=lasca$/);
  assert.equal(await moveButtons(page).count(), 0);
  assert.equal(await page.locator('#board [data-square]').count(), 49, 'a 7×7 board');
  // Moves played on the new board are asked about too (before: lost at once, the address
  // naming none of them).
  await square(page, 'a3').click();
  await square(page, 'b4').click();
  await rules.selectOption('russian');
  assert.equal(asked.length, 3);
  assert.equal(await rules.inputValue(), 'lasca');
  assert.equal(await page.locator('#moves button.ply').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a forced move is analysed as deep as any: the evaluation does not fall back to depth 1', async () => {
  // After c3-d4 f6-e5 White's only move is d4:f6.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-e5');
  await ready(page);
  await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 8);
  assert.match(await page.locator('#analysis-line').textContent(), /^2\. d4:f6 /);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone, a game record or a position pasted on the analysis board opens there; one the engine refuses changes nothing and the box says why', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems, requests } = await openPage(phone, 'analysis.html');
  await ready(page);
  const onScreen = async locator => {
    const box = await locator.boundingBox();
    return Boolean(box) && box.y >= -1 && box.y + box.height <= 845;
  };
  assert.ok(await page.getByRole('button', { name: 'Review game' }).isDisabled(), 'a game without moves has nothing to review');
  // (Once the first lines are drawn: a tap as they come could land where the box was.)
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length === 3);
  await page.getByText('Open a game or a position').tap();
  await page.locator('#open-box[open]').waitFor();
  const field = page.getByLabel('Paste a game record (PDN) or a position (TFEN)');
  const open = page.locator('#open-box').getByRole('button', { name: 'Import' });
  const problem = page.locator('#open-problem');
  await open.tap();
  assert.equal(await problem.textContent(), 'Paste a game record or a position first.');
  assert.ok(await onScreen(problem), 'the problem is said where the player is');
  // A file of two games: the first opens, and the message says the text held more.
  await field.fill('[GameType "25"]\n1. c3-d4 f6-g5 2. g3-f4 g7-f6 *\n\n[GameType "25"]\n1. e3-f4 *');
  await open.tap();
  assert.match(await page.locator('#message').textContent(), /Game imported: 2 moves.* The text holds more than one game: the first is open\.$/);
  assert.equal(await moveButtons(page).count(), 4);
  assert.match(page.url(), /variant=russian&start=.*moves=c3-d4%2Cf6-g5/);
  assert.equal(await page.locator('#open-box').getAttribute('open'), null, 'the box closes');
  assert.ok(await onScreen(page.locator('#board')), 'the board is shown');
  assert.ok(await page.getByRole('button', { name: 'Review game' }).isEnabled());
  // Stepping through the game keeps the address at the move shown: a reload and the game page's
  // link open it there.
  await page.getByRole('button', { name: 'Next move' }).tap();
  await page.getByRole('button', { name: 'Next move' }).tap();
  assert.match(page.url(), /&ply=2$/);
  assert.match(await page.getByRole('link', { name: 'Open on the game page' }).getAttribute('href'), /^russian\.html#.*&ply=2$/);
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => window.analysis.kit.cursor), 2, 'a reload shows the same move');
  // A broken record: why, in the box, and the game stays. (Once the lines are drawn, as above:
  // a tap while they came landed on the link to the game page below them, on a loaded machine.)
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length === 3);
  await page.getByText('Open a game or a position').tap();
  await field.fill('[GameType "25"]\n1. c3-d4 f6-g5 2. c1-d2 *');
  await open.tap();
  assert.match(await problem.textContent(), /can’t be read: move 2 \(c1-d2\)/i);
  assert.ok(await onScreen(problem));
  assert.equal(await moveButtons(page).count(), 4, 'the game is unchanged');
  // An English record's move in English checkers' words, whatever game is shown (before: "the
  // tower cannot go to d6", from Russian draughts here).
  await field.fill('[GameType "21"]\n1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17x10 *');
  await open.tap();
  assert.equal(await problem.textContent(), "This record can’t be read: move 3... (17x10) is not a legal move there (the piece cannot go to 10).");
  // A position, read in the rule set chosen above the board (a new board of it, asked first as
  // it replaces the game); one its rules refuse names the square as that rule set does (before:
  // "c1", as the Russian game names it).
  page.once('dialog', dialog => dialog.accept());
  await page.getByLabel('Rule set', { exact: true }).selectOption('english');
  // (The new board is made once the question is answered: under load it came after the paste
  // below and cleared its problem.)
  await page.waitForFunction(() => location.hash === '#variant=english');
  assert.equal(await moveButtons(page).count(), 0, 'a new board');
  await field.fill('W:c1b,h8B');
  await open.tap();
  assert.match(await problem.textContent(), /\bsquare 30\b/);
  assert.match(page.url(), /#variant=english$/, 'the board is unchanged');
  await field.fill('W:b2W,a1W,h8B,f8b');
  await open.tap();
  assert.match(await page.locator('#message').textContent(), /Position loaded/);
  assert.equal(await problem.textContent(), '', 'the last problem is gone');
  assert.match(page.url(), /variant=english&tfen=W%3Ab2W/);
  assert.equal(await moveButtons(page).count(), 0);
  assert.match(await square(page, 'b2').getAttribute('aria-label'), /king/);
  await page.getByText('Open a game or a position').tap();
  await field.fill('W:b2W,z9b');
  await open.tap();
  assert.match(await problem.textContent(), /This position can’t be used/);
  assert.match(page.url(), /tfen=W%3Ab2W%2Ca1W/, 'the position is unchanged');
  // A record whose FEN names its pieces by colour and square, as draughts sites write it.
  await page.waitForFunction(() => document.getElementById('analysis-line').textContent !== '', null, { timeout: 10000 });
  const before = await page.locator('#analysis-line').textContent();
  await field.fill('[GameType "25"]\n[FEN "W:Wc3:Bd4,f6,Kh8"]\n1. c3:g7 *');
  await open.tap();
  // The last position's line goes with it (this one's endgame tables are solved first).
  assert.notEqual(await page.locator('#analysis-line').textContent(), before, 'no line of another position');
  assert.match(await page.locator('#message').textContent(), /Game imported: 1 move\b/);
  assert.match(page.url(), /variant=russian&start=W%3Ac3w%2Cd4b%2Cf6b%2Ch8B&moves=c3%3Ae5%3Ag7/);
  // A record in square names without GameType, with English checkers chosen: English checkers
  // when its first move is Black's, as English checkers begins (before: always Bashni).
  page.once('dialog', dialog => dialog.accept());
  await page.getByLabel('Rule set', { exact: true }).selectOption('english');
  // (Once English checkers' board is drawn and its lines come: a tap as they came could miss
  // the box on a loaded machine.)
  await page.waitForFunction(() => location.hash.includes('variant=english') && document.querySelectorAll('#analysis-lines li').length === 3);
  await page.getByText('Open a game or a position').tap();
  await page.locator('#open-box[open]').waitFor();
  await field.fill('1. f6-e5 c3-d4 *');
  await open.tap();
  assert.match(await page.locator('#message').textContent(), /Game imported: 1 move\b/);
  assert.match(page.url(), /variant=english&/);
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await phone.close();
});

test('a position pasted on Hexpush\'s analysis board opens there; one the engine refuses changes nothing', async () => {
  const { page, problems, requests } = await openPage(browser, 'hexpush-analysis.html', '#moves=a1b1');
  await ready(page);
  await page.getByText('Open a position').click();
  const field = page.getByLabel('Paste a position (HFEN)');
  const open = page.locator('#open-box').getByRole('button', { name: 'Import' });
  await field.fill('B:a1b,c2b,e5w,i9w:0-0');
  await open.click();
  assert.match(await page.locator('#message').textContent(), /Position loaded/);
  assert.match(page.url(), /#hfen=B%3Aa1b%2Cc2b%2Ce5w%2Ci9w%3A0-0$/);
  assert.equal(await moveButtons(page).count(), 0);
  assert.equal(await page.locator('#board button[aria-label$="marble"]').count(), 4);
  await page.getByText('Open a position').click();
  await field.fill('B:a1b,q9w:0-0');
  await open.click();
  assert.match(await page.locator('#open-problem').textContent(), /This position can’t be used/);
  assert.match(page.url(), /#hfen=B%3Aa1b%2Cc2b/, 'the position is unchanged');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
});

test('a move played on the analysis board is a variation; Back to the game restores the game', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5&ply=1');
  await ready(page);
  await square(page, 'f6').click();
  await square(page, 'e5').click();
  await page.waitForFunction(() => !document.getElementById('back-to-game').hidden);
  assert.match(await page.locator('#variation').textContent(), /f6-e5/);
  // Pressed from the keyboard, the button goes and the focus goes to the game's move shown.
  await page.getByRole('button', { name: 'Back to the game' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await moveButtons(page).count(), 2);
  assert.match(await moveButtons(page).nth(1).textContent(), /f6-g5/);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'c3-d4');
  // From there the arrow keys step through the game.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.analysis.kit.cursor === 2);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a board opened without moves the moves played are its game: no Back to the game, kept in the address, reviewable', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian');
  await ready(page);
  assert.ok(await page.getByRole('button', { name: 'Review game' }).isDisabled());
  for (const [from, to] of [['c3', 'd4'], ['f6', 'g5']]) {
    await square(page, from).click();
    await square(page, to).click();
  }
  await page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 2);
  // (Before: "Variation: c3-d4 f6-g5" and a Back to the game to an empty board.)
  assert.ok(await page.locator('#back-to-game').isHidden());
  assert.ok(await page.locator('#variation').isHidden());
  assert.ok(await page.getByRole('button', { name: 'Review game' }).isEnabled());
  assert.match(page.url(), /moves=c3-d4%2Cf6-g5/);
  await page.reload();
  await ready(page);
  assert.deepEqual(await moveButtons(page).allTextContents(), ['c3-d4', 'f6-g5']);
  // After the reload its end still grows (before the address said so, it was a variation).
  await square(page, 'g3').click();
  await square(page, 'h4').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 3);
  assert.ok(await page.locator('#back-to-game').isHidden());
  // Reviewed, it is the game: a move at its end is a variation of it.
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  await moveButtons(page).last().click();
  await page.waitForFunction(() => window.analysis.kit.cursor === 3);
  await square(page, 'g5').click();
  await square(page, 'f4').click();
  await page.waitForFunction(() => !document.getElementById('back-to-game').hidden);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  assert.deepEqual(await moveButtons(page).allTextContents(), ['c3-d4', 'f6-g5', 'g3-h4']);
  // A move played from earlier in it is a variation of it.
  await moveButtons(page).first().click();
  await page.waitForFunction(() => window.analysis.kit.cursor === 1);
  await square(page, 'f6').click();
  await square(page, 'e5').click();
  await page.waitForFunction(() => !document.getElementById('back-to-game').hidden);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  assert.deepEqual(await moveButtons(page).allTextContents(), ['c3-d4', 'f6-g5', 'g3-h4']);
  assert.deepEqual(problems, []);
  await page.close();
  // Hexpush's analysis board alike: its main line's first move clicked.
  const hex = await openPage(browser, 'hexpush-analysis.html');
  await ready(hex.page);
  const main = hex.page.locator('#analysis-line button.line-move');
  await main.first().waitFor();
  await main.first().click();
  await hex.page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 1);
  assert.ok(await hex.page.locator('#back-to-game').isHidden());
  assert.match(hex.page.url(), /moves=/);
  assert.deepEqual(hex.problems, []);
  await hex.page.close();
});

test('a click on a move of a best line or of the main line plays the line up to it, as a variation', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5&ply=1');
  await ready(page);
  // The line's moves up to the one pressed, read as it is pressed (a deeper analysis may redraw
  // the lines between the test's reading them and its click).
  await page.evaluate(() => document.addEventListener('pointerdown', event => {
    const pressed = /** @type {Element} */ (event.target).closest('button.line-move');
    if (!pressed?.parentElement) return;
    const buttons = [...pressed.parentElement.querySelectorAll('button.line-move')];
    window.pressedLine = buttons.slice(0, buttons.indexOf(pressed) + 1).map(button => button.textContent);
  }, true));
  // The second best line, once it has three moves: its third move clicked.
  const second = page.locator('#analysis-lines li').nth(1);
  await second.locator('button.line-move').nth(2).waitFor();
  await second.locator('button.line-move').nth(2).click();
  await page.waitForFunction(() => !document.getElementById('back-to-game').hidden);
  const line = await page.evaluate(() => window.pressedLine);
  assert.equal(line.length, 3);
  assert.equal(await page.locator('#variation').textContent(), `Variation: c3-d4 ${line.join(' ')}`);
  assert.equal(await page.evaluate(() => window.analysis.kit.cursor), 4, "the game's first move and the line's three");
  await page.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await moveButtons(page).count(), 2, 'the game is as it was');
  // The main line's first move, from the game's position after c3-d4.
  const main = page.locator('#analysis-line button.line-move');
  await main.first().waitFor();
  await main.first().click();
  // (The engine's first move may be the game's own f6-g5: then it steps along the game.)
  await page.waitForFunction(() => window.analysis.kit.cursor === 2);
  const [first] = await page.evaluate(() => window.pressedLine);
  assert.equal(await page.evaluate(() => window.analysis.kit.lastMove().notation), first);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a line that starts with the game's own moves: Back to the game returns where the line was clicked", async () => {
  // After c3-d4 f6-e5, White's only move is the capture d4:f6, the game's last move: every
  // line starts with it, and the variation leaves the game only after it.
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-e5,d4:f6&ply=2');
  await ready(page);
  const first = page.locator('#analysis-lines li').first();
  await first.locator('button.line-move').nth(3).waitFor();
  const line = await first.locator('button.line-move').allTextContents();
  assert.equal(line[0], 'd4:f6');
  await first.locator('button.line-move').nth(3).click();
  await page.waitForFunction(() => window.analysis.kit.cursor === 6);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await page.evaluate(() => window.analysis.kit.cursor), 2, 'back where the line was clicked');
  assert.equal(await moveButtons(page).count(), 3, 'the game is as it was');
  assert.match(page.url(), /ply=2/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a line held under the finger is not redrawn: the deeper analysis that came meanwhile waits, and the tap plays the line', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5&ply=2');
  await ready(page);
  const main = page.locator('#analysis-line button.line-move');
  // (The line is redrawn as the search deepens: its box is read again if it went meanwhile.)
  let box = null;
  while (!box) {
    await main.nth(1).waitFor();
    box = await main.nth(1).boundingBox();
  }
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The search goes on deepening: its next report comes while the move is pressed (before,
  // it replaced the buttons, and the press clicked nothing).
  await page.waitForFunction(() => Object.keys(window.analysis.held).length > 0, null, { timeout: 20_000 });
  await page.mouse.up();
  await page.waitForFunction(() => !document.getElementById('back-to-game').hidden);
  // (A move of the line, the second unless the line was redrawn between the box and the press.)
  assert.ok(await page.evaluate(() => window.analysis.kit.cursor) > 2, 'the line is played from the game\'s end');
  assert.deepEqual(problems, []);
  await page.close();
});

test('Hexpush has its analysis board: three lines, a review with its graph, no errors', async () => {
  const { page, problems, requests } = await openPage(browser, 'hexpush-analysis.html', '#moves=a1b1,g5f4');
  await ready(page);
  assert.equal(await moveButtons(page).count(), 2);
  // The board is the Hexpush page's hexagon, not cells in rows of buttons: the middle row e1–e9 is
  // level and longer than the edge rows a1–a5 and i5–i9, with e5 halfway along it, and the edge
  // rows are below and above it.
  const at = await page.evaluate(() => Object.fromEntries(['a1', 'a5', 'e1', 'e5', 'e9', 'i5', 'i9'].map(name => {
    const box = document.querySelector(`#board [data-cell="${name}"]`).getBoundingClientRect();
    return [name, { x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  })));
  const shape = JSON.stringify(at);
  const near = (a, b) => Math.abs(a - b) < 2;
  assert.ok(near(at.e1.y, at.e9.y) && near(at.e1.y, at.e5.y) && near(at.e5.x, (at.e1.x + at.e9.x) / 2), shape);
  assert.ok(Math.abs(at.e9.x - at.e1.x) > 1.5 * Math.abs(at.a5.x - at.a1.x), shape);
  assert.ok(near(at.a1.y, at.a5.y) && near(at.i5.y, at.i9.y) && (at.a1.y - at.e5.y) * (at.i9.y - at.e5.y) < 0, shape);
  // White's marbles start at the top (rows h and i), and White's part of the evaluation bar is
  // there too (it grew from the bottom, Black's side, before).
  const bar = await page.evaluate(() => ({
    bar: document.getElementById('eval-bar').getBoundingClientRect().top,
    fill: document.querySelector('#eval-bar .eval-fill').getBoundingClientRect().top,
    white: document.querySelector('#board [data-cell="i9"]').getBoundingClientRect().top,
    black: document.querySelector('#board [data-cell="a1"]').getBoundingClientRect().top,
  }));
  assert.ok(bar.white < bar.black && Math.abs(bar.fill - bar.bar) < 1, JSON.stringify(bar));
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length === 3);
  // Three arrows from the moving marbles to where they go.
  await page.waitForFunction(() => document.querySelectorAll('#board svg.arrows .arrow').length === 3);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  assert.ok(await page.getByRole('img', { name: 'Evaluation graph' }).isVisible());
  assert.match(await page.locator('#review-summary').textContent(), /accuracy \d+%/);
  assert.ok(await page.locator('#annotated').isHidden(), 'no PDN for Hexpush');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
});

test('the Hexpush analysis board counts the marbles pushed off at the move shown', async () => {
  // The last move, g5g4, pushes a black marble off.
  const { page, problems } = await openPage(browser, 'hexpush-analysis.html', '#moves=c3d3,g6g5,d3e3,h9g9,e3f3,g9f9,f3g3,g5g4');
  await ready(page);
  const counts = () => page.evaluate(() => ['black', 'white'].map(side => document.getElementById(`lost-${side}`).textContent));
  assert.deepEqual(await counts(), ['1 of 6', '0 of 6']);
  assert.equal(await page.locator('#lost .lost-row .marble.black').count(), 1);
  await page.locator('#nav-first').click();
  await page.waitForFunction(() => document.getElementById('lost-black').textContent === '0 of 6');
  assert.equal(await page.locator('#lost .lost-row .marble').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a Hexpush review leaves quiet opening moves unmarked: each side to move reads itself a little ahead", async () => {
  // Six quiet moves (before, with a man's scale for marbles, every one was marked ?!), then Black
  // hangs a marble (f3g3) and White pushes it off (g5g4).
  const { page, problems } = await openPage(browser, 'hexpush-analysis.html', '#moves=c3d3,g6g5,d3e3,h9g9,e3f3,g9f9,f3g3,g5g4');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  const marks = await moveButtons(page).evaluateAll(buttons => buttons.map(b => b.getAttribute('data-judgement')));
  assert.deepEqual(marks.slice(0, 6), [null, null, null, null, null, null], JSON.stringify(marks));
  assert.notEqual(marks[6], null, `the hung marble is marked: ${JSON.stringify(marks)}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the analysis board steps through the game as the game page does: ends disabled, later moves greyed, keys and a swipe', async () => {
  const { page, problems, requests } = await openPage(browser, 'analysis.html', '#variant=russian&moves=a3-b4,d6-e5,c3-d4&ply=0');
  await ready(page);
  const state = () => page.evaluate(() => ({
    first: document.getElementById('nav-first').disabled,
    last: document.getElementById('nav-last').disabled,
    current: document.querySelector('#moves [aria-current]')?.textContent ?? null,
    future: [...document.querySelectorAll('#moves button.future')].map(b => b.textContent),
  }));
  assert.deepEqual(await state(), { first: true, last: false, current: null, future: ['a3-b4', 'd6-e5', 'c3-d4'] });
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#moves [aria-current]')?.textContent === 'a3-b4');
  assert.deepEqual((await state()).future, ['d6-e5', 'c3-d4']);
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('#moves [aria-current]')?.textContent === 'c3-d4');
  assert.deepEqual(await state(), { first: false, last: true, current: 'c3-d4', future: [] });
  // A swipe to the right over the move list steps back.
  const box = await page.locator('#moves').boundingBox();
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('#moves [aria-current]')?.textContent === 'd6-e5');
  // F turns the board, as on the game pages, and turns it back.
  const a1AboveH8 = async () => (await square(page, 'a1').boundingBox()).y < (await square(page, 'h8').boundingBox()).y;
  assert.ok(!(await a1AboveH8()));
  await page.keyboard.press('f');
  assert.ok(await a1AboveH8(), 'F turns the board');
  await page.keyboard.press('f');
  assert.ok(!(await a1AboveH8()), 'and back');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.filter(r => !r.includes('analysis.html')), []);
  await page.close();
});

test('a checkers player\'s FEN opens as it is pasted: on the analysis board and in the English game page\'s position box', async () => {
  // The standard PDN FEN, square numbers, with no [FEN "…"] around it (before: "the entry
  // "W21" does not start with a square of the board (a1 to h8)").
  const fen = 'W:W21,22,K30:B1,2';
  const { page, problems, requests } = await openPage(browser, 'analysis.html');
  await ready(page);
  await page.getByLabel('Rule set', { exact: true }).selectOption('english');
  await page.getByText('Open a game or a position').click();
  const field = page.getByLabel('Paste a game record (PDN) or a position (TFEN)');
  const open = page.locator('#open-box').getByRole('button', { name: 'Import' });
  await field.fill(fen);
  await open.click();
  assert.equal(await page.locator('#open-problem').textContent(), '');
  assert.match(await page.locator('#message').textContent(), /Position loaded/);
  assert.equal(await page.evaluate(() => window.analysis.kit.position), 'W:c1W,a3w,c3w,b8b,d8b', 'the pieces where the numbers put them');
  // Its analysis searches it (the worker reads the same text).
  await page.waitForFunction(() => document.getElementById('analysis-line').textContent !== '', null, { timeout: 10000 });
  // A number off the board: why, as a PDN FEN.
  await page.getByText('Open a game or a position').click();
  await field.fill('W:W33:B1');
  await open.click();
  assert.match(await page.locator('#open-problem').textContent(), /“33” is not a square number from 1 to 32/);
  // A position with a wrong side to move is read as one (before: "move 1 (X:c3w) is not a move").
  await field.fill('X:c3w');
  await open.click();
  assert.equal(await page.locator('#open-problem').textContent(), 'This position can’t be used: the side to move “X” is not W or B.');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();

  const game = await openPage(browser, 'english.html');
  await ready(game.page);
  await game.page.getByLabel('Paste a position (FEN)').fill(fen);
  await game.page.getByRole('button', { name: 'Load' }).click();
  assert.match(await game.page.getByRole('status').first().textContent(), /White to move/);
  // Shown as checkers players write it, in square numbers (the position is the same).
  assert.equal(await game.page.getByLabel('Position (FEN)', { exact: true }).inputValue(), 'W:W21,22,K30:B1,2');
  assert.deepEqual(game.problems, []);
  await game.page.close();
});

test('on a phone, a resigned game\'s score is in view at its end; a resignation before any move is kept too', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5,g3-h4,g7-f6,b2-c3,b6-a5,d4-c5&result=black-resigned');
  await ready(page);
  assert.equal(await page.locator('#status').textContent(), 'White wins: Black resigned');
  // (The strip of moves is scrolled in the next frame.)
  await page.waitForFunction(() => {
    const list = document.getElementById('moves').getBoundingClientRect();
    const score = document.querySelector('#moves li.score').getBoundingClientRect();
    return score.right <= list.right + 0.5 && score.left >= list.left - 0.5;
  }, null, { timeout: 5000 });
  const start = await openPage(phone, 'analysis.html', '#variant=russian&result=white-resigned');
  await ready(start.page);
  assert.equal(await start.page.locator('#status').textContent(), 'Black wins: White resigned');
  assert.equal(await start.page.locator('#moves li.score').textContent(), '0–1');
  assert.deepEqual([...problems, ...start.problems], []);
  await phone.close();
});

test('the analysis board lists a tower of Bashni or Lasca as the game page does, and has no inspector for Russian draughts', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=bashni&tfen=W:c3bw,a1w,h8b');
  await ready(page);
  const box = page.locator('#inspector-box');
  assert.ok(await box.isVisible(), 'a board of towers has the inspector');
  // (Before, the analysis board had no inspector: a tall tower's order could not be read there.)
  await square(page, 'c3').hover();
  await page.locator('#inspector li').first().waitFor({ state: 'attached' });
  assert.deepEqual(await page.locator('#inspector li').allTextContents(), ['white man', 'black man']);
  await page.goto(page.url().replace(/#.*$/, '#variant=russian&tfen=W:c3w,h8b'));
  await ready(page);
  await page.waitForFunction(() => document.getElementById('inspector-box').hidden);
  // The import field's example is a record of the rule set shown (before, Russian draughts' for
  // every rule set).
  assert.match(await page.locator('#open-input').getAttribute('placeholder'), /^\[GameType "25"\] 1\. [a-h]\d-[a-h]\d [a-h]\d-[a-h]\d \*$/);
  await page.goto(page.url().replace(/#.*$/, '#variant=english'));
  await ready(page);
  await page.waitForFunction(() => document.getElementById('open-input').placeholder.startsWith('[GameType "21"]'));
  assert.match(await page.locator('#open-input').getAttribute('placeholder'), /^\[GameType "21"\] 1\. \d+-\d+ \d+-\d+ \*$/, 'in square numbers');
  // The example, typed as it stands, is a record (before, it ended with "…", which is not).
  await page.getByText('Open a game or a position').click();
  await page.locator('#open-box[open]').waitFor();
  await page.locator('#open-input').fill(await page.locator('#open-input').getAttribute('placeholder'));
  await page.locator('#open-box').getByRole('button', { name: 'Import' }).click();
  await page.waitForFunction(() => /Game imported: 1 move\b/.test(document.getElementById('message').textContent));
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Hexpush analysis board turns by its Flip button and the F key, the evaluation bar with it; a review of a game played as White opens from White\'s side', async () => {
  const { page, problems } = await openPage(browser, 'hexpush-analysis.html', '#moves=a1b1');
  await ready(page);
  const cell = name => page.locator(`#board button[data-cell="${name}"]`);
  // Whether White's marbles (the i row) are drawn at the bottom.
  const turned = async () => (await cell('i5').boundingBox()).y > (await cell('a1').boundingBox()).y;
  const barFlipped = () => page.locator('#eval-bar').evaluate(bar => bar.classList.contains('flipped'));
  assert.equal(await turned(), false);
  assert.equal(await barFlipped(), true, 'White\'s part of the bar at the top, as White\'s marbles');
  // (Before, the button was hidden on this board.)
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.equal(await turned(), true);
  assert.equal(await barFlipped(), false, 'the bar turns with the board');
  await page.locator('body').press('f');
  assert.equal(await turned(), false);
  // A game against the computer, the player White: its review shows the board from White's side.
  await page.goto(page.url().replace(/#.*$/, '#moves=a1b1&opponent=1&computer=black'));
  await ready(page);
  await page.waitForFunction(() => document.querySelector('#board button[data-cell="i5"]').getBoundingClientRect().y > document.querySelector('#board button[data-cell="a1"]').getBoundingClientRect().y);
  assert.deepEqual(problems, []);
  await page.close();
});

test('stepping through a game on the analysis board names each move to a screen reader, as the game page does', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&moves=c3-d4,f6-g5&ply=0');
  await ready(page);
  await page.getByRole('button', { name: 'Next move' }).click();
  // Before, only the status changed ("Black to move"): which move was shown went unsaid.
  await page.waitForFunction(() => document.getElementById('announce').textContent === 'After c3-d4.');
  await page.getByRole('button', { name: 'Last move' }).click();
  await page.waitForFunction(() => document.getElementById('announce').textContent === 'After f6-g5.');
  assert.equal(await page.locator('#announce').getAttribute('aria-live'), 'polite');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a move of the best lines keeps the keyboard\'s focus while the search goes deeper; the lines catch up once it leaves', async () => {
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian');
  await ready(page);
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines .line-move').length > 0);
  const move = page.locator('#analysis-lines .line-move').first();
  await move.focus();
  const shown = await page.locator('#analysis-lines-depth').textContent();
  const depth = Number(/\d+$/.exec(shown)?.[0]);
  // Before, each deeper search redrew the lines and the focus fell to the page's body.
  await page.waitForFunction(d => window.analysis.shownDepth > d, depth, { timeout: 20_000 });
  assert.ok(await move.evaluate(button => button.isConnected && document.activeElement === button), 'the same move keeps the focus');
  assert.equal(await page.locator('#analysis-lines-depth').textContent(), shown, 'its lines wait');
  await move.evaluate(button => button.blur());
  await page.waitForFunction(text => document.getElementById('analysis-lines-depth').textContent !== text, shown);
  assert.deepEqual(problems, []);
  await page.close();
});
