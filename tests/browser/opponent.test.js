// The computer opponent (issue 10 §4), played as a person plays against it: whole games on a
// draughts page and on Hexpush, a reply in every rule set, the page staying responsive while it
// thinks (no main-thread task over 50 ms), Move now, Hint, Undo of a move and its reply, a game
// that survives a reload, the share link, and the analysis view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square, status, lineMoves } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const moveList = async page => page.locator('#moves .ply:not(.future)').allTextContents();

/** Chooses "Computer — level N" and the side it plays. */
async function playComputer(page, level, side) {
  await page.getByLabel('Opponent').selectOption(String(level));
  if (side) await page.getByLabel('Computer plays').selectOption(side);
}

/** Counts main-thread tasks over 50 ms from now on (window.longTasks). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** The legal moves of the draughts page's game, as the engine lists them. */
const legalMoves = page => page.evaluate(() => window.bashni.controller.game.getLegalMoves().map(m => m.text));

/** Plays a move by clicking its squares, as a person does. */
async function clickMove(page, text) {
  for (const name of text.split(/[-:]/)) await square(page, name).click();
}

/** Waits until it is `side`'s turn or the game is over; returns the status text. */
async function waitForTurn(page, sideName) {
  await page.waitForFunction(name => {
    const text = document.getElementById('status').textContent;
    return document.getElementById('thinking').hidden && (text.startsWith(`${name} to move`) || document.getElementById('board').classList.contains('over'));
  }, sideName, { timeout: 20000 });
  return status(page);
}

/** Plays a whole game against the computer (level 3, Black) by clicking the first legal move. */
async function wholeGame(page, human) {
  await playComputer(page, 3, 'black');
  for (;;) {
    const text = await waitForTurn(page, human);
    if (await page.locator('#board.over').count()) break;
    assert.match(text, new RegExp(`^${human} to move`));
    const moves = await legalMoves(page);
    // A weak player: always the first move the list offers.
    await clickMove(page, moves[0]);
    assert.ok((await moveList(page)).length < 400, 'the game ends');
  }
  const history = await moveList(page);
  assert.ok(history.length >= 10, `${history.length} plies`);
  assert.match(await status(page), /wins|Draw/);
}

test('a whole game against the computer on every draughts page, played by clicks to its result', async () => {
  for (const [file, human] of [['bashni.html', 'White'], ['russian.html', 'White'], ['english.html', 'White'], ['lasca.html', 'White']]) {
    const { page, problems, requests } = await openPage(browser, file);
    await ready(page);
    await wholeGame(page, human);
    assert.deepEqual(problems, [], file);
    assert.deepEqual(requests, [], file);
    await page.close();
  }
});

test('the computer replies in every rule set, in the rule set\'s own notation', async () => {
  for (const [file, variant, first, reply] of [
    ['bashni.html', 'bashni-classic', 'c3-d4', /^[a-h][1-8][-:]/],
    ['russian.html', 'russian', 'c3-d4', /^[a-h][1-8][-:]/],
    ['english.html', 'english', null, /^\d+[-x]\d+/],
    ['lasca.html', 'lasca', 'c3-d4', /^[a-g][1-7][-:]/],
  ]) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    if (variant === 'bashni-classic') await page.getByLabel('Rule set').selectOption(variant);
    if (first) {
      await playComputer(page, 2, 'black');
      await clickMove(page, first);
      await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 2, null, { timeout: 10000 });
    } else {
      // English checkers: Red moves first, so the computer takes Red and opens.
      await playComputer(page, 2, 'black');
      assert.equal(await page.getByLabel('Computer plays').locator('option:checked').textContent(), 'Red');
      await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 1, null, { timeout: 10000 });
    }
    const plies = await moveList(page);
    assert.match(plies.at(-1), reply, variant);
    assert.deepEqual(problems, [], variant);
    await page.close();
  }
});

test('the page stays responsive while the computer thinks, and Move now answers at once', async () => {
  // After c3-d4 f6-g5: out of the opening book, so level 8 searches (from the start it would
  // play a book move at once).
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,e3w,g3w,d4w,g5b,b6b,d6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b');
  await ready(page);
  await playComputer(page, 8, 'white');
  await page.locator('#thinking').waitFor({ state: 'visible' });
  const thinking = Date.now();
  // While it thinks the page answers: a tap on a square is refused with a message at once.
  await square(page, 'f6').click();
  assert.ok(Date.now() - thinking < 1000);
  assert.match(await page.locator('#message').textContent(), /computer is to move/);
  // From here on the search runs and the page stays free. (Not before: the refusal's sound
  // made the page's first AudioContext, 50–170 ms of the main thread in headless Chromium.)
  await watchLongTasks(page);
  // Level 8 is given 2.5 s and stops by itself no sooner than half of it (an iteration that
  // ends past 1.25 s): a move before 1.25 s is Move now's.
  // The search goes on for a while (depth 8 complete: a move to play now) with the page free.
  await page.waitForFunction(() => window.bashni.controller.shell.computer.opponent.pending?.last?.depth >= 8);
  const longTasks = await page.evaluate(() => window.longTasks);
  assert.deepEqual(longTasks.filter(ms => ms > 50), [], 'no main-thread task over 50 ms while it thinks');
  await page.getByRole('button', { name: 'Move now' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 1, null, { timeout: 3000 });
  assert.ok(Date.now() - thinking < 1250, `the move came ${Date.now() - thinking} ms after the search began`);
  assert.ok(await page.locator('#thinking').isHidden());
  assert.deepEqual(problems, []);
  await page.close();
});

test('the computer and the analysis keep one worker and its tables from move to move', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  const workers = () => page.evaluate(() => {
    const { opponent, analyst } = window.bashni.controller.shell.computer;
    // The workers as they are after the computer's first reply.
    if (document.querySelectorAll('#moves .ply').length >= 2) window.firstWorkers ??= { opponent: opponent.worker, analyst: analyst.worker };
    return {
      same: window.firstWorkers?.opponent === opponent.worker && window.firstWorkers?.analyst === analyst.worker,
      searches: [opponent.searches, analyst.searches],
    };
  });
  const analysedDepth = n => page.waitForFunction(n => Number(document.getElementById('analysis-depth').textContent) >= n, n, { timeout: 10000 });
  await page.getByLabel('Analysis').check();
  await analysedDepth(3);
  // The computer (Black) answers two moves; the analysis goes on after each.
  await playComputer(page, 6, 'black');
  for (const plies of [2, 4]) {
    const analysed = (await workers()).searches[1];
    await clickMove(page, (await legalMoves(page))[0]);
    await page.waitForFunction(n => document.querySelectorAll('#moves .ply:not(.future)').length === n, plies, { timeout: 10000 });
    await waitForTurn(page, 'White');
    // (A forced reply is searched to depth 1 only.)
    await page.waitForFunction(n => window.bashni.controller.shell.computer.analyst.searches > n, analysed, { timeout: 10000 });
    await analysedDepth(1);
    await workers();
  }
  const { same, searches } = await workers();
  assert.ok(same, 'the same two workers throughout');
  assert.ok(searches[0] >= 2, `the computer's engine began both its searches (${searches[0]})`);
  assert.ok(searches[1] >= 3, `the analysis engine began a search for each position (${searches[1]})`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Hexpush analysis is in marbles: the even start near 0, a marble up near +1', async () => {
  let { page, problems } = await openPage(browser, 'hexpush.html');
  let more;
  await ready(page);
  await page.getByLabel('Analysis').check();
  const evaluation = async () => {
    await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 2, null, { timeout: 10000 });
    return Number((await page.locator('#analysis-eval').textContent()).replace('−', '-'));
  };
  const even = await evaluation();
  assert.ok(Math.abs(even) <= 0.3, `the symmetric start reads ${even}`);
  assert.equal(await page.locator('#analysis-eval').getAttribute('title'), "Evaluation in marbles, from White’s side");
  // Black (to move) has lost a marble.
  const hfen = 'B:a1b,a2b,a3b,a4b,a5b,b1b,b2b,b3b,b4b,b5b,b6b,c3b,c4b,g5w,g6w,g7w,h4w,h5w,h6w,h7w,h8w,h9w,i5w,i6w,i7w,i8w,i9w:1-0';
  await page.close();
  ({ page, problems: more } = await openPage(browser, 'hexpush.html', `#hfen=${encodeURIComponent(hfen)}`));
  await ready(page);
  await page.getByLabel('Analysis').check();
  const up = await evaluation();
  assert.ok(up >= 0.5 && up <= 1.5, `White a marble up reads ${up}`);
  assert.deepEqual([...problems, ...more], []);
  await page.close();
});

test('a forced win is shown in moves and the analysis line is long', async () => {
  // White to move takes the last black man at once: White wins in 1.
  const { page, problems } = await openPage(browser, 'russian.html', `#tfen=${encodeURIComponent('W:c3w,d4b,h8W')}`);
  await ready(page);
  await page.getByLabel('Analysis').check();
  await page.waitForFunction(() => /wins in/.test(document.getElementById('analysis-eval').textContent), null, { timeout: 10000 });
  assert.equal(await page.locator('#analysis-eval').textContent(), 'White wins in 1 move');
  await page.close();
  // From the start, a line at depth 10 or more is at least six plies long.
  const { page: start, problems: more } = await openPage(browser, 'russian.html');
  await ready(start);
  await start.getByLabel('Analysis').check();
  await start.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 10, null, { timeout: 20000 });
  const line = lineMoves(await start.locator('#analysis-line').textContent());
  assert.ok(line.length >= 6, `depth 10+ shows ${line.join(' ')}`);
  assert.deepEqual([...problems, ...more], []);
  await start.close();
});

test('once the game is over the analysis view shows its result, as the analysis board does', async () => {
  // White to move takes the last black man: the win played by clicks with the Analysis on.
  const { page, problems } = await openPage(browser, 'russian.html', `#tfen=${encodeURIComponent('W:c3w,d4b,h8W')}`);
  await ready(page);
  await page.getByLabel('Analysis').check();
  await page.waitForFunction(() => /wins in/.test(document.getElementById('analysis-eval').textContent), null, { timeout: 10000 });
  await square(page, 'c3').click();
  await square(page, 'e5').click();
  await page.waitForFunction(() => document.getElementById('analysis-eval').textContent === '1–0', null, { timeout: 10000 });
  // Before, "…" and "depth" with no number stayed there.
  assert.equal(await page.locator('#analysis-line').textContent(), await status(page));
  assert.match(await status(page), /^White wins/);
  assert.equal(await page.locator('#analysis .depth').isVisible(), false);
  // Undo brings the analysis back, its depth with it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => /wins in/.test(document.getElementById('analysis-eval').textContent), null, { timeout: 10000 });
  assert.equal(await page.locator('#analysis .depth').isVisible(), true);
  assert.deepEqual(problems, []);
  await page.close();
  // Against the computer: the player's win, then a rematch, where the computer (White now)
  // thinks first: the last game's result goes at once (before, it stayed while it thought).
  const { page: match, problems: more } = await openPage(browser, 'russian.html', `#tfen=${encodeURIComponent('W:c3w,d4b,h8W')}`);
  await ready(match);
  await playComputer(match, 3, 'black');
  await match.getByLabel('Analysis').check();
  await square(match, 'c3').click();
  await square(match, 'e5').click();
  await match.waitForFunction(() => document.getElementById('analysis-eval').textContent === '1–0', null, { timeout: 10000 });
  const shownAtOnce = await match.evaluate(() => {
    document.getElementById('rematch').click();
    return document.getElementById('analysis-eval').textContent;
  });
  assert.notEqual(shownAtOnce, '1–0');
  assert.deepEqual(more, []);
  await match.close();
});

test('a hint goes when the game ends by resignation', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#board .hint').length >= 2, null, { timeout: 5000 });
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.locator('#resign-yes').click();
  await page.locator('#result').waitFor();
  assert.equal(await page.locator('#board .hint').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Hint shows a move; Undo takes back the move and the reply; the game survives a reload', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await playComputer(page, 1, 'black');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#board .hint').length >= 2, null, { timeout: 5000 });
  assert.match(await page.locator('#message').textContent(), /^Hint: [a-h][1-8]-[a-h][1-8]\.$/);
  const hinted = await page.locator('#board .hint').evaluateAll(list => list.map(b => b.dataset.square));
  const moves = await legalMoves(page);
  assert.ok(moves.some(m => hinted.includes(m.slice(0, 2)) && hinted.includes(m.slice(-2))), `${hinted}`);
  await clickMove(page, 'c3-d4');
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 2, null, { timeout: 5000 });
  assert.equal(await page.locator('#board .hint').count(), 0, 'the hint goes with its position');
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await moveList(page), [], 'the move and the reply are taken back');
  assert.match(await status(page), /^White to move/);
  await clickMove(page, 'e3-f4');
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 2, null, { timeout: 5000 });
  const before = await moveList(page);
  assert.match(page.url(), /opponent=1&computer=black/, 'the share link names the opponent');
  await page.reload();
  await ready(page);
  assert.deepEqual(await moveList(page), before);
  assert.equal(await page.getByLabel('Opponent').inputValue(), '1');
  await clickMove(page, (await legalMoves(page))[0]);
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 4, null, { timeout: 5000 });
  assert.deepEqual(problems, []);
  await page.close();
});

test('the analysis view shows the evaluation from White\'s side, the depth and the best line', async () => {
  const { page, problems } = await openPage(browser, 'english.html');
  await ready(page);
  await page.getByLabel('Analysis').check();
  await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 4, null, { timeout: 10000 });
  assert.match(await page.locator('#analysis-eval').textContent(), /^([+−]?\d+\.\d\d|(Red|White) wins in \d+ moves?)$/);
  assert.match(await page.locator('#analysis-line').textContent(), /^1\. \d+-\d+( \d+[-x]\d+( 2\. \d+[-x]\d+)?)?/, 'English notation, numbered from Red\'s first move');
  await page.getByLabel('Analysis').uncheck();
  assert.ok(await page.locator('#analysis').isHidden());
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link that names only the opponent starts a new game against it', async () => {
  // The computer plays White at level 2: it opens the game by itself.
  const { page, problems } = await openPage(browser, 'bashni.html', '#opponent=2&computer=white');
  await ready(page);
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 1, null, { timeout: 10000 });
  assert.equal(await page.getByLabel('Opponent').inputValue(), '2');
  assert.match(await status(page), /^Black to move/);
  assert.match(page.url(), /opponent=2&computer=white/, 'the address keeps the opponent');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the analysis view keeps its height as it deepens: nothing under it moves', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.getByLabel('Analysis').check();
  // Every height the box takes from its first drawing on, and where the button under it is.
  await page.evaluate(() => {
    const box = document.getElementById('analysis');
    window.heights = new Set([box.getBoundingClientRect().height]);
    window.buttonTops = new Set([document.getElementById('play-computer').getBoundingClientRect().top]);
    new ResizeObserver(() => {
      window.heights.add(box.getBoundingClientRect().height);
      window.buttonTops.add(document.getElementById('play-computer').getBoundingClientRect().top);
    }).observe(box);
  });
  await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 12, null, { timeout: 20000 });
  const line = await page.locator('#analysis-line').textContent();
  assert.ok(lineMoves(line).length >= 8, `a long line: ${line}`);
  const { heights, buttonTops } = await page.evaluate(() => ({ heights: [...window.heights], buttonTops: [...window.buttonTops] }));
  assert.equal(heights.length, 1, `one height from the start: ${heights.join(', ')}`);
  assert.equal(buttonTops.length, 1, `the button under it stays: ${buttonTops.join(', ')}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a whole Hexpush game against the computer, moves typed, to its result', async () => {
  // Late in a game: White has lost four marbles and the computer (Black) pushes for the sixth.
  const hfen = 'W:a1b,a2b,a3b,b1b,b2b,b3b,c3b,c4b,d4b,e5b,e6w,f6w,g7w,h8w,i9w,i8w,h7w:0-4';
  const { page, problems } = await openPage(browser, 'hexpush.html', `#hfen=${encodeURIComponent(hfen)}&opponent=4&computer=black`);
  await ready(page);
  assert.equal(await page.getByLabel('Opponent').inputValue(), '4');
  for (let ply = 0; ply < 300; ply++) {
    await page.waitForFunction(() => document.getElementById('thinking').hidden
      && (document.getElementById('status').textContent.startsWith('White') || document.getElementById('board').classList.contains('over')), null, { timeout: 20000 });
    if (await page.locator('#board.over').count()) break;
    const move = await page.evaluate(() => JSON.parse(window.hexpush.game.legalMovesJson())[0].text);
    await page.getByLabel('Move', { exact: true }).fill(move);
    await page.getByLabel('Move', { exact: true }).press('Enter');
  }
  assert.match(await status(page), /wins|Draw/);
  assert.deepEqual(problems, []);
  await page.close();
});
