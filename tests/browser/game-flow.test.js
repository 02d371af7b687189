// The game flow of the page shell (issue 11 §2 and §3), played as a person plays it: prompts
// that follow the position, the editor's Cancel and undo, draw offers as seeds/003 asks,
// declared results that Undo withdraws and a reload keeps, confirmations before a game is
// discarded, texts that do not go stale, the inspector, the result banner, the clickable move
// list with its buttons, keys and swipes, game records imported, and the phone layout.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square, status, tfen } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const message = async page => (await page.locator('#message').textContent()).trim();
const played = page => page.locator('#moves .ply:not(.future)').allTextContents();
const wholeLine = page => page.locator('#moves button.ply').allTextContents();
const button = (page, name) => page.getByRole('button', { name, exact: true });

async function clickMoves(page, moves) {
  for (const move of moves) {
    for (const name of move.split(/[-:]/)) await square(page, name).click();
  }
}

/** Answers the next confirmation with `accept`; returns the questions asked. */
function answerNext(page, accept) {
  const asked = [];
  page.once('dialog', dialog => { asked.push(dialog.message()); if (accept) dialog.accept(); else dialog.dismiss(); });
  return asked;
}

test('a resign prompt closes when the position changes, and resigns the side to move then (§2.2)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await button(page, 'Resign').click();
  assert.match(await page.locator('#resign-confirm').textContent(), /Resign as White/);
  await clickMoves(page, ['c3-d4']);
  assert.ok(await page.locator('#resign-confirm').isHidden(), 'the prompt for White closed with the move');
  await button(page, 'Resign').click();
  assert.match(await page.locator('#resign-confirm').textContent(), /Resign as Black/);
  await button(page, 'Yes, resign').click();
  assert.equal(await status(page), 'White wins: Black resigned');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the resign prompt by keyboard: the focus on Keep playing, Esc keeps playing, the focus back on Resign', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await page.locator('#resign').focus();
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'Keep playing', 'Enter, Enter does not resign (before: the focus was on Yes, resign)');
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#resign-confirm').isHidden(), 'Esc closed the prompt');
  assert.equal(await focused(), 'Resign');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.ok(await page.locator('#resign-confirm').isHidden());
  assert.equal(await status(page), 'White to move', 'still playing');
  assert.equal(await focused(), 'Resign', 'Keep playing gives the focus back to Resign');
  // Yes, resign: the focus goes on to the result's first button (before, to the page's body).
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'Yes, resign');
  await page.keyboard.press('Enter');
  assert.ok(await page.locator('#result').isVisible());
  assert.equal(await focused(), 'New game');
  // The computer's hint keeps the focus on its button (before, the button was disabled while
  // the engine looked, which threw the focus out).
  await page.keyboard.press('Enter');
  assert.equal(await status(page), 'White to move');
  await page.locator('#hint').focus();
  await page.keyboard.press('Enter');
  await page.locator('#message', { hasText: /^Hint: / }).waitFor({ timeout: 10_000 });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'hint');
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a 1366×768 desktop, the editor puts the computer\'s panel away: its tools and Play from here in the first screen', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await page.setViewportSize({ width: 1366, height: 768 });
  await ready(page);
  await button(page, 'Edit board').click();
  // Its Play the computer would have started from the standard position, dropping the setup.
  assert.ok(await page.locator('#opponent-box').isHidden(), 'the computer\'s panel is away while editing');
  // (Before, the tools began at about 785 px, under the computer's panel: scrolled to, they
  // took the status out of view.)
  for (const name of ['Eraser', 'Play from here']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    assert.ok(box.y + box.height <= 768, `${name} in the first screen: ${JSON.stringify(box)}`);
  }
  await page.getByRole('button', { name: 'Eraser', exact: true }).click();
  await square(page, 'a3').click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  assert.equal(await status(page), 'White to move');
  assert.ok(await page.locator('#opponent-box').isVisible());
  const seen = await page.evaluate(() => {
    const box = document.getElementById('status').getBoundingClientRect();
    const panel = document.querySelector('.panel').getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, panelTop: Math.max(panel.top, 0), panelBottom: Math.min(panel.bottom, innerHeight) };
  });
  assert.ok(seen.top >= seen.panelTop - 1 && seen.bottom <= seen.panelBottom + 1, `the status in view: ${JSON.stringify(seen)}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the editor: Cancel keeps the game and its undo; edits undo and redo; the position is checked live (§2.3)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4']);
  await button(page, 'Edit board').click();
  assert.equal(await page.locator('#editor-problem').textContent(), 'Playable position.');
  // An empty or one-sided board is no game to play (before: "Playable position.", then
  // "Black wins" on a board without a black piece).
  await button(page, 'Clear board').click();
  assert.equal(await page.locator('#editor-problem').textContent(), 'Not playable yet: Black has no pieces to play.');
  await button(page, 'Undo edit').click();
  assert.equal(await page.locator('#editor-problem').textContent(), 'Playable position.');
  // Pieces on both sides, but the side to move (Black) is blocked: no game either (before:
  // "Playable position.", and the game it started was White's at once).
  await button(page, 'Clear board').click();
  await button(page, 'Black man').click();
  await square(page, 'a3').click();
  await button(page, 'White man').click();
  await square(page, 'b2').click();
  await square(page, 'c1').click();
  assert.equal(await page.locator('#editor-problem').textContent(), 'Not playable yet: Black is to move and has no legal move.');
  for (let edit = 0; edit < 4; edit++) await button(page, 'Undo edit').click();
  assert.equal(await page.locator('#editor-problem').textContent(), 'Playable position.');
  await button(page, 'White man').click();
  await square(page, 'e5').click();
  assert.match(await tfen(page), /e5w/, 'the TFEN follows the edit');
  assert.match(await page.locator('#editor-problem').textContent(), /^Not playable yet: .*13/, 'a 13th man is refused at once');
  await page.keyboard.press('Control+z');
  assert.doesNotMatch(await tfen(page), /e5w/, 'Ctrl+Z takes the edit back');
  assert.equal(await page.locator('#editor-problem').textContent(), 'Playable position.');
  await button(page, 'Redo edit').click();
  assert.match(await tfen(page), /e5w/);
  await button(page, 'Undo edit').click();
  await button(page, 'Eraser').click();
  await square(page, 'h8').click();
  await button(page, 'White man').click();
  await square(page, 'h8').click();
  assert.match(await page.locator('#editor-problem').textContent(), /^Not playable yet/, 'a white man on its far rank');
  // An edit the engine refuses says why, in the editor's words (the White man tool still chosen).
  for (let piece = 0; piece <= 24; piece++) await square(page, 'e5').click();
  assert.equal(await page.locator('#message').textContent(), 'The tower on e5 already holds 24 pieces.');
  await button(page, 'Cancel editing').click();
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(await played(page), ['c3-d4'], 'the game and its moves are as they were');
  await button(page, 'Undo').click();
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(await played(page), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a draw offer waits for the opponent, whose first action declines it, and is not accepted mid-capture (§2.6)', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await button(page, 'Offer draw').click();
  assert.match(await page.locator('#draw-offer').textContent(), /White offers a draw\. Black, do you accept\?/);
  await clickMoves(page, ['c3-d4']);
  assert.ok(await page.locator('#draw-offer').isVisible(), 'the offer waits while White, who made it, plays');
  await clickMoves(page, ['f6-e5']);
  assert.ok(await page.locator('#draw-offer').isHidden());
  assert.equal(await message(page), 'Black declined the draw by playing on.');
  page.on('dialog', dialog => dialog.accept());

  await page.goto(page.url().split('#')[0] + '#variant=russian&tfen=W:b2w,d4w,h2w,e5b,f6b');
  await ready(page);
  await button(page, 'Offer draw').click();
  await clickMoves(page, ['h2-g3']);
  await square(page, 'e5').click();
  await square(page, 'c3').click();
  assert.ok(await page.locator('#draw-offer').isHidden(), 'the first hop of a capture declines it');
  assert.match(await message(page), /declined the draw by playing on/);

  await page.goto(page.url().split('#')[0] + '#variant=russian&tfen=W:c3w,d4b,f6b,a7b,h8b');
  await ready(page);
  await button(page, 'Offer draw').click();
  await square(page, 'c3').click();
  await square(page, 'e5').click();
  assert.ok(await button(page, 'Accept draw').isDisabled(), 'no agreement in the middle of a capture');
  await square(page, 'g7').click();
  await button(page, 'Accept draw').click();
  assert.equal(await status(page), 'Draw by agreement');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a finished game\'s banner offers its review: the link opens the game on the analysis board, with its resignation at its end, and reviews it', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4']);
  await button(page, 'Resign').click();
  await button(page, 'Yes, resign').click();
  const review = page.locator('#result').getByRole('link', { name: 'Review the game' });
  assert.ok(await review.isVisible(), 'the banner offers the review');
  await review.click();
  await page.waitForSelector('html[data-ready="true"]');
  assert.match(page.url(), /\/analysis\.html#.*c3-d4/);
  assert.equal(await page.locator('#moves button.ply').count(), 1, 'the game is there');
  // The review starts at once (before: the player had to press Review game again), and the
  // address forgets the request.
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 30_000 });
  assert.doesNotMatch(page.url(), /review=/);
  const annotated = await page.locator('#annotated-pdn').inputValue();
  assert.match(annotated, /\[Result "1-0"\]/, annotated);
  assert.match(annotated, /1\. c3-d4 \{[^}]*\} 1-0\s*$/, annotated);
  // The resignation that ended it, at its last move (before: the page forgot it).
  assert.equal(await status(page), 'White wins: Black resigned');
  assert.equal(await page.locator('#moves li.score').textContent(), '1–0');
  // The position is still open to analysis: a move there is a variation, which has no result.
  await clickMoves(page, ['f6-g5']);
  assert.equal(await page.locator('#moves li.score').count(), 0, 'no result after a variation');
  assert.equal(await status(page), 'White to move');
  await button(page, 'Back to the game').click();
  assert.equal(await page.locator('#moves li.score').textContent(), '1–0');
  await button(page, 'First position').click();
  assert.equal(await status(page), 'White to move', 'the result is said at the game\'s end only');
  assert.equal(await page.locator('#moves li.score').textContent(), '1–0', 'the list still ends with it');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the first Undo after a resignation or an agreed draw removes only the result; both survive a reload (§2.8)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4']);
  await button(page, 'Resign').click();
  await button(page, 'Yes, resign').click();
  assert.equal(await status(page), 'White wins: Black resigned');
  await page.reload();
  await ready(page);
  assert.equal(await status(page), 'White wins: Black resigned', 'the resignation is saved');
  assert.equal(await page.locator('#result .score').textContent(), '1–0');
  await button(page, 'Undo').click();
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(await played(page), ['c3-d4'], 'the move stays');
  await button(page, 'Offer draw').click();
  await button(page, 'Accept draw').click();
  await page.reload();
  await ready(page);
  assert.equal(await status(page), 'Draw by agreement');
  await button(page, 'Undo').click();
  assert.deepEqual(await played(page), ['c3-d4']);

  const hex = await openPage(browser, 'hexpush.html');
  await ready(hex.page);
  const move = hex.page.getByLabel('Move', { exact: true });
  await move.fill('c3d4');
  await move.press('Enter');
  await button(hex.page, 'Resign').click();
  await button(hex.page, 'Yes, resign').click();
  assert.equal(await status(hex.page), 'Black wins: White resigned');
  await hex.page.reload();
  await ready(hex.page);
  assert.equal(await status(hex.page), 'Black wins: White resigned', 'Hexpush keeps a resignation too');
  await button(hex.page, 'Undo').click();
  assert.equal(await status(hex.page), 'White to move');
  assert.deepEqual(hex.problems, []);
  assert.deepEqual(problems, []);
  await hex.page.close();
  await page.close();
});

test('a game in progress is not discarded without asking: new game, rule set, preset, pasted position (§2.9)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4']);
  let asked = answerNext(page, false);
  await button(page, 'New game').click();
  assert.match(asked[0], /A new game ends the game in progress/);
  assert.deepEqual(await played(page), ['c3-d4']);
  asked = answerNext(page, false);
  await page.getByLabel('Rule set').selectOption('bashni-classic');
  assert.match(asked[0], /Changing the rule set/);
  assert.equal(await page.getByLabel('Rule set').inputValue(), 'bashni');
  asked = answerNext(page, false);
  await page.getByLabel('Preset position').selectOption('capture-chain');
  assert.match(asked[0], /Loading a preset/);
  assert.deepEqual(await played(page), ['c3-d4']);
  await page.getByLabel('Paste a position (TFEN)').fill('W:c3w,h8b');
  asked = answerNext(page, false);
  await button(page, 'Load').click();
  assert.match(asked[0], /Loading a position/);
  assert.deepEqual(await played(page), ['c3-d4']);
  asked = answerNext(page, true);
  await button(page, 'New game').click();
  assert.deepEqual(await played(page), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('texts do not go stale: a cancelled capture, a new game, a result in view on a phone (§2.11)', async () => {
  const phone = await openBrowser({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b,f6b,a7b,h8b');
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'e5').click();
  await button(page, 'Undo').click();
  assert.equal(await message(page), 'Capture cancelled.');
  await clickMoves(page, ['c3:e5:g7', 'h8:f6']);
  await button(page, 'Undo').click();
  assert.equal(await message(page), '', '“Capture cancelled.” is gone once a move is taken back');
  answerNext(page, true);
  await button(page, 'New game').click();
  assert.equal(await page.locator('#announce').textContent(), '', 'the previous game’s move is not announced');
  await button(page, 'Offer draw').click();
  await button(page, 'Decline').click();
  await button(page, 'Offer draw').click();
  await button(page, 'Accept draw').click();
  assert.equal(await message(page), '', 'no “declined” under “Draw by agreement”');
  // The result is scrolled into view (waited for, not slept on).
  await page.waitForFunction(() => {
    const box = document.getElementById('result').getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= 640;
  }, null, { timeout: 3000 });
  assert.deepEqual(problems, []);
  await phone.close();
});

test('the tower inspector follows moves and edits (§2.13)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.locator('#inspector-box summary').click();
  await square(page, 'd4').hover();
  assert.match(await page.locator('#inspector').textContent(), /empty/i);
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('c3-d4');
  await move.press('Enter');
  assert.match(await page.locator('#inspector').textContent(), /white man/, 'the inspected square after the move');
  await button(page, 'Edit board').click();
  await button(page, 'Black king').click();
  await square(page, 'd4').click();
  assert.deepEqual(await page.locator('#inspector li').allTextContents(), ['black king', 'white man'], 'and after an edit');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a clear result: banner, score in the move list, no towers left when the last pieces are buried (§2.14)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b,f6b');
  await ready(page);
  assert.ok(await page.locator('#result').isHidden());
  await clickMoves(page, ['c3:e5:g7']);
  assert.equal(await status(page), 'White wins: Black has no towers left');
  assert.equal(await page.locator('#result .score').textContent(), '1–0');
  assert.match(await page.locator('#result').textContent(), /Black has no towers left/);
  assert.equal(await page.locator('#moves li.score').textContent(), '1–0');
  assert.deepEqual(problems, []);
  await page.close();
});

test('after Undo and a reload, a move replaces the taken-back moves without asking; after stepping back it still asks', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  const asked = [];
  page.on('dialog', dialog => { asked.push(dialog.message()); dialog.dismiss(); });
  await clickMoves(page, ['c3-d4', 'f6-e5']);
  await button(page, 'Undo').click();
  assert.deepEqual(await played(page), ['c3-d4']);
  await page.reload();
  await ready(page);
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-e5'], 'the taken-back move is kept in the line');
  await clickMoves(page, ['f6-g5']);
  assert.deepEqual(asked, [], 'no question');
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-g5']);
  // Stepped back through the move list: the reloaded page still asks.
  await page.locator('#moves button.ply', { hasText: 'c3-d4' }).click();
  await page.reload();
  await ready(page);
  await clickMoves(page, ['b6-a5']);
  assert.equal(asked.length, 1, 'asked');
  assert.match(asked[0], /Playing b6-a5 here replaces the moves after it/);
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-g5'], 'kept when refused');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the move list steps through the game by clicks, buttons, keys and swipes; a move from an earlier position asks first (§3)', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await clickMoves(page, ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5']);
  const end = await tfen(page);
  await page.locator('#moves button.ply', { hasText: 'c3-d4' }).click();
  assert.match(await tfen(page), /^B:/, 'the position after c3-d4');
  assert.deepEqual(await played(page), ['c3-d4']);
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5'], 'the rest of the line is kept');
  await page.getByRole('button', { name: 'Last move' }).click();
  assert.equal(await tfen(page), end);
  // A square clicked keeps no focus: ← still steps back (before, it walked the board).
  await square(page, 'h2').click();
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await played(page), ['c3-d4', 'f6-e5', 'd4:f6']);
  await page.keyboard.press('Home');
  assert.equal(await tfen(page), 'W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b');
  await page.keyboard.press('End');
  assert.equal(await tfen(page), end);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Previous move' }).click();
  let asked = answerNext(page, false);
  await clickMoves(page, ['b6-a5']);
  assert.match(asked[0], /Playing b6-a5 here replaces the moves after it/);
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5'], 'kept when refused');
  asked = answerNext(page, true);
  await clickMoves(page, ['b6-a5']);
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'b6-a5'], 'replaced when accepted');
  await page.reload();
  await ready(page);
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'b6-a5'], 'the line is saved');
  assert.deepEqual(problems, []);
  await page.close();

  const phone = await openBrowser({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const tab = await openPage(phone, 'russian.html');
  await ready(tab.page);
  await clickMoves(tab.page, ['c3-d4', 'f6-e5']);
  await tab.page.locator('#moves').scrollIntoViewIfNeeded();
  const list = await tab.page.locator('#move-list').boundingBox();
  const swipe = async (from, to) => {
    const cdp = await tab.page.context().newCDPSession(tab.page);
    const y = Math.round(list.y + list.height / 2);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y, id: 1 }] });
    for (let step = 1; step <= 6; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(from + (to - from) * step / 6), y, id: 1 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
  await swipe(300, 100);
  assert.deepEqual(await played(tab.page), ['c3-d4', 'f6-e5'], 'at the end, a swipe forward does nothing');
  await swipe(100, 300);
  assert.deepEqual(await played(tab.page), ['c3-d4'], 'a swipe to the right steps back');
  await swipe(300, 100);
  assert.deepEqual(await played(tab.page), ['c3-d4', 'f6-e5'], 'a swipe to the left steps forward');
  assert.deepEqual(tab.problems, []);
  await phone.close();
});

test('on a phone, a game imported from the box far down the page is shown: the board back in view', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'russian.html');
  await ready(page);
  await page.locator('#import-box summary').tap();
  await page.getByLabel(/Paste a game record/).fill('[GameType "25"]\n1. c3-d4 f6-e5 *');
  await button(page, 'Import').tap();
  assert.match(await message(page), /^Game imported: 1 move\./);
  // (Before, the page stayed scrolled to the box, the board and the message above the screen.)
  assert.ok((await page.locator('#board').boundingBox()).y >= -1, 'the board\'s top on the screen');
  assert.deepEqual(problems, []);
  await phone.close();
});

test('on a laptop, a checkers record imported says so in view, and Export PDN writes the whole game from any move shown', async () => {
  const { page, problems } = await openPage(browser, 'english.html');
  await page.setViewportSize({ width: 1280, height: 800 });
  await ready(page);
  await page.locator('#import-box summary').click();
  const record = '[Event "Club night"]\n[White "Smith, J."]\n[Black "Brown, A."]\n[Result "1/2-1/2"]\n[GameType "21"]\n\n1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 10x17 21x14 1/2-1/2';
  await page.getByLabel(/Paste a game record/).fill(record);
  await button(page, 'Import').click();
  // The message in the panel's view (before, the panel stayed scrolled down at the box).
  const seen = await page.evaluate(() => {
    const box = document.getElementById('message').getBoundingClientRect();
    const panel = document.querySelector('.panel').getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, panelTop: panel.top, panelBottom: panel.bottom, text: document.getElementById('message').textContent };
  });
  assert.match(seen.text, /^Game imported: 4 moves/);
  assert.ok(seen.top >= seen.panelTop - 1 && seen.bottom <= seen.panelBottom + 1, JSON.stringify(seen));
  // Shown from its start, the game exports whole, with its result (before: no move and "*").
  const exported = async () => {
    await button(page, 'Export PDN').click();
    const text = await page.locator('#pdn-text').inputValue();
    assert.equal(await page.locator('#pdn-text').evaluate(field => field.scrollTop), 0, 'the record from its first tag');
    await button(page, 'Close').click();
    return text;
  };
  const fromStart = await exported();
  assert.match(fromStart, /1\. 11-15 23-19 2\. 8-11 22-17 3\. 9-13 17-14 4\. 10x17 21x14 1\/2-1\/2\n$/);
  assert.match(fromStart, /\[White "Smith, J\."\]/);
  await button(page, 'Next move').click();
  await button(page, 'Next move').click();
  assert.equal(await exported(), fromStart, 'the same from move 2');
  // Moves taken back with Undo are no longer the game's: at the end, Undo takes back the result,
  // then 21x14, and the record ends before it.
  await button(page, 'Last move').click();
  await button(page, 'Undo').click();
  await button(page, 'Undo').click();
  assert.match(await exported(), /4\. 10x17 \*\n$/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a position or a record refused shows why under its field, where the player is, on a desktop and a phone', async () => {
  for (const options of [{}, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }]) {
    const device = Object.keys(options).length ? await openBrowser(options) : browser;
    const { page, problems } = await openPage(device, 'bashni.html');
    await ready(page);
    /** Whether `locator` is shown inside the window (before: the refusal went to the status line
     *  alone, scrolled out of view above the box, and nothing seemed to happen). */
    const inView = async locator => {
      const box = await locator.boundingBox();
      const height = await page.evaluate(() => innerHeight);
      return Boolean(box) && box.y >= 0 && box.y + box.height <= height;
    };
    const field = page.locator('#tfen-input');
    await field.fill('W:c3w,d4b,f6');
    await field.scrollIntoViewIfNeeded();
    await button(page, 'Load').click();
    const refused = "This position can’t be used: square f6 has an empty tower.";
    const line = page.locator('#tfen-problem');
    assert.equal(await line.textContent(), refused);
    assert.ok(await inView(line), 'the refusal is in view');
    assert.equal(await message(page), refused, 'and said in the status line');
    // A refusal in the accent, news in the text's colour (before, both in the accent).
    const colour = () => page.locator('#message').evaluate(element => getComputedStyle(element).color);
    assert.equal(await colour(), 'rgb(156, 61, 28)');
    // Editing the field clears it; a good position loads and leaves none.
    await field.fill('W:c3w,d4b,f6b');
    assert.ok(await line.isHidden());
    await button(page, 'Load').click();
    assert.equal(await message(page), 'Position loaded.');
    assert.ok(await line.isHidden());
    assert.equal(await colour(), 'rgb(43, 33, 24)');

    await page.locator('#import-box summary').click();
    const record = page.locator('#record-input');
    await record.fill('1. c3-d4 f6-g5 2. d4-e9');
    await record.scrollIntoViewIfNeeded();
    await button(page, 'Import').click();
    const unreadable = page.locator('#import-problem');
    assert.match(await unreadable.textContent(), /^This record can’t be read: move 2/);
    assert.ok(await inView(unreadable), 'the import\'s refusal is in view');
    await record.fill('');
    await button(page, 'Import').click();
    assert.equal(await unreadable.textContent(), 'Paste a game record first.');
    assert.ok(await inView(unreadable));
    assert.equal(await tfen(page), 'W:c3w,d4b,f6b', 'nothing changed');
    assert.deepEqual(problems, []);
    if (device !== browser) await device.close();
    else await page.close();
  }
});

test('a game record is imported: a Russian PDN, a Bashni record, and a broken one changes nothing (§3)', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await page.locator('#import-box summary').click();
  const field = page.getByLabel(/Paste a game record/);
  await field.fill('[Event "Club"]\n[GameType "25"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 {recapture} 1/2-1/2');
  await button(page, 'Import').click();
  assert.match(await message(page), /Game imported: 2 moves, result 1\/2-1\/2\. Step through it with › or the move list\.$/, 'one game, nothing more said');
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5']);
  assert.equal(await status(page), 'White to move', 'shown from its start');
  await page.getByRole('button', { name: 'Last move' }).click();
  assert.equal(await status(page), 'Draw, as the game record gives', 'the recorded result at the end');
  assert.deepEqual(await played(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5']);

  await page.locator('#import-box summary').click();
  await field.fill('1. c3-d4 f6-e5 2. d4-c5 *');
  await button(page, 'Import').click();
  assert.match(await message(page), /can’t be read: move 2 \(d4-c5\)/i);
  assert.deepEqual(await played(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5'], 'the game is unchanged');
  // An empty box is refused, and asks nothing (before: an empty Bashni game, on the Bashni page).
  await field.fill('  ');
  await button(page, 'Import').click();
  assert.equal(await message(page), 'Paste a game record first.');
  assert.deepEqual(await played(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5'], 'the game is unchanged');
  // A record that names no rule set, in square names, is a game of this page's (before: Bashni's page).
  page.once('dialog', dialog => dialog.accept());
  await field.fill('1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. g3-h4 *');
  await button(page, 'Import').click();
  assert.match(await message(page), /^Game imported: 3 moves\./);
  assert.match(page.url(), /\/russian\.html/);
  assert.equal(await page.getByLabel('Rule set').inputValue(), 'russian');
  assert.deepEqual(await wholeLine(page), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5', 'g3-h4']);
  await page.locator('#import-box summary').click();

  await field.fill('[GameType "bashni"]\n1. c3-d4 f6-e5 2. d4:f6 *');
  await button(page, 'Import').click();
  await page.waitForURL(/\/bashni\.html#/);
  await ready(page);
  assert.equal(await page.getByLabel('Rule set').inputValue(), 'bashni', 'a Bashni record plays Bashni, on its page');
  await page.getByRole('button', { name: 'Last move' }).click();
  assert.match(await square(page, 'f6').getAttribute('aria-label'), /tower of 2, white man on top/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the phone layout: menus fit 320 px, editor tools at hand, badges sized by the board, rings clear of the last move, tall towers readable (§2.16)', async () => {
  const phone = await openBrowser({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'bashni.html', '#variant=bashni&tfen=W:c3wbwbwbwbw,h8b');
  await ready(page);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const id of ['preset', 'variant', 'opponent']) {
    const box = await page.locator(`#${id}`).boundingBox();
    if (box) assert.ok(box.x + box.width <= width + 0.5, `#${id} fits the screen`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'nothing overflows sideways');
  const discs = await square(page, 'c3').locator('.piece').evaluateAll(list => list.map(d => d.getBoundingClientRect().top));
  assert.equal(discs.length, 9);
  for (let i = 1; i < discs.length; i++) assert.ok(discs[i - 1] - discs[i] >= 1.5, 'each piece of a tower of 9 shows');
  const inset = await square(page, 'c3').evaluate(element => {
    element.classList.add('last', 'selected');
    return getComputedStyle(element, '::before').top;
  });
  assert.notEqual(inset, '0px', 'the selection ring is not under the last-move tint');
  await page.getByRole('button', { name: 'Edit board' }).click();
  const tools = await page.locator('#editor .tools').boundingBox();
  assert.ok(tools.y + tools.height <= 640 && tools.y >= 0, 'the editor tools are on screen');
  await phone.close();

  // On a common phone, Play from here is in view above the tools as the editor opens (before,
  // the tools covered half of it: the move list and the game's buttons stayed above it).
  const common = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const editing = await openPage(common, 'bashni.html');
  await ready(editing.page);
  await editing.page.getByRole('button', { name: 'Edit board' }).click();
  const play = await editing.page.getByRole('button', { name: 'Play from here' }).boundingBox();
  const under = await editing.page.locator('#editor .tools').boundingBox();
  assert.ok(play.y >= 0 && play.y + play.height <= under.y, `Play from here (${play.y}–${play.y + play.height}) above the tools (${under.y})`);
  // At the foot of the page, its last line clears the tools; Cancel editing from there brings
  // the board back in view.
  await editing.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLink = await editing.page.locator('main a').last().boundingBox();
  const bar = await editing.page.locator('#editor .tools').boundingBox();
  assert.ok(lastLink.y + lastLink.height <= bar.y, `the page's last link (${lastLink.y + lastLink.height}) clears the tools (${bar.y})`);
  // (Cancel editing is in the page's flow: brought to the middle of the screen, clear of the tools.)
  await editing.page.evaluate(() => document.getElementById('editor-cancel').scrollIntoView({ block: 'center' }));
  await editing.page.getByRole('button', { name: 'Cancel editing' }).tap({ timeout: 10_000 });
  const board = await editing.page.locator('#board').boundingBox();
  assert.ok(board.y >= -1, `the board is back in view (${board.y})`);
  assert.deepEqual(editing.problems, []);
  await common.close();

  const landscape = await openBrowser({ viewport: { width: 740, height: 360 }, hasTouch: true, isMobile: true });
  const tab = await openPage(landscape, 'bashni.html', '#variant=bashni&tfen=W:c3wbw,h8B');
  await ready(tab.page);
  const sizes = await tab.page.evaluate(() => {
    const square = document.querySelector('#board [data-square="c3"]').getBoundingClientRect().width;
    const badge = parseFloat(getComputedStyle(document.querySelector('#board [data-square="c3"] .height')).fontSize);
    return { square, badge };
  });
  assert.ok(sizes.badge <= sizes.square * 0.45, `the height badge (${sizes.badge}px) is small beside its square (${sizes.square}px)`);
  assert.deepEqual(problems, []);
  assert.deepEqual(tab.problems, []);
  await landscape.close();
});

test('a Bashni game is exported as a record and imported back move for move (§3)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4', 'f6-e5', 'd4:f6']);
  await button(page, 'Export PDN').click();
  const record = await page.locator('#pdn-text').inputValue();
  assert.match(record, /\[GameType "bashni"\]/);
  await button(page, 'Close').click();
  await page.locator('#import-box summary').click();
  await page.getByLabel(/Paste a game record/).fill(record);
  answerNext(page, true);
  await button(page, 'Import').click();
  assert.match(await message(page), /Game imported: 2 moves\b/);
  await page.getByRole('button', { name: 'Last move' }).click();
  assert.deepEqual(await played(page), ['c3-d4', 'f6-e5', 'd4:f6']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a preset offers and shows its own prose (issue 12 §4)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  assert.match(await page.locator('#preset option[value="capture-chain"]').getAttribute('title'), /must take all three men in one move/);
  await page.getByLabel('Preset position').selectOption('capture-chain');
  assert.match(await message(page), /^Capture chain: White.s man on a1 must take all three men in one move: a1:c3:e5:g7\./);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a French preset reads with French spacing: a no-break space before the colon after its name', async () => {
  const { page, problems } = await openPage(browser, 'fr/bashni.html', '#variant=bashni-classic');
  await ready(page);
  await page.locator('#preset').selectOption('rejump-classic');
  // (Before: "Second saut : règle classique: Au Bashni classique…".)
  assert.match(await message(page), /^Second saut\u00a0: règle classique\u00a0: Au Bashni classique/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a record of another rule set imported on a game page opens on its own page, which says it was imported', async () => {
  const { page, problems } = await openPage(browser, 'fr/russian.html');
  await ready(page);
  await page.locator('#import-box summary').click();
  // Two games in the text: the first is opened, and the page says there were more.
  await page.getByLabel(/Collez une partie/).fill('[GameType "lasca"]\n1. e3-d4 c5:e3 *\n\n[GameType "lasca"]\n1. e3-d4 *');
  await button(page, 'Importer').click();
  await page.waitForURL(/\/fr\/lasca\.html#/);
  await ready(page);
  // (Before, the Lasca page opened the game with nothing said.)
  assert.match(await message(page), /^Partie importée\u00a0: 1 coup\..* Le texte contient plusieurs parties\u00a0: la première est ouverte\.$/);
  assert.deepEqual(await page.locator('#moves button.ply').allTextContents(), ['e3-d4', 'c5:e3']);
  // Said once: the address forgets it, and a reload opens the game quietly.
  assert.doesNotMatch(page.url(), /imported/);
  await page.reload();
  await ready(page);
  assert.equal(await message(page), '');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the editor words the engine’s verdict and a refused edit in the page’s language', async () => {
  const { page, problems } = await openPage(browser, 'ru/bashni.html');
  await ready(page);
  await page.locator('#edit').click();
  await page.locator('#editor [data-tool="w"]').click();
  await square(page, 'e5').click();
  assert.equal(await page.locator('#editor-problem').textContent(), 'Пока нельзя играть: у белых 13 шашек, а в наборе только 12.');
  // A tower holds 24 pieces: the 25th is refused in the page's words, the tower unchanged.
  for (let i = 1; i < 24; i++) await square(page, 'e5').click();
  assert.match(await page.locator('#tfen').inputValue(), /e5w{24}(,|$)/);
  await square(page, 'e5').click();
  assert.equal((await page.locator('#message').textContent()).trim(), 'Не принято: в башне на e5 уже 24 шашки.');
  assert.match(await page.locator('#tfen').inputValue(), /e5w{24}(,|$)/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the engine keeps the line: a result declared at the end survives stepping back, a typed move is read without being played', async () => {
  const line = ['c3-d4', 'b6-c5', 'd4:b6', 'a7:c5'];
  const link = `#variant=russian&tfen=start&moves=${line.join(',')}&ply=2&result=white-resigned`;
  const { page, problems } = await openPage(browser, 'russian.html', link);
  await ready(page);
  const over = () => page.locator('#board.over').count();
  assert.deepEqual(await wholeLine(page), line);
  assert.deepEqual(await played(page), line.slice(0, 2), 'the link shows the position after two moves');
  assert.equal(await over(), 0, 'the game is not over two moves in');
  await page.locator('#nav-last').click();
  await page.waitForFunction(() => document.getElementById('board').classList.contains('over'));
  assert.match(await status(page), /White resigned/);
  // Back two moves: the result waits at the end of the line. The line's next move written
  // another way (d4xb6) is read by the engine and keeps the rest of the line.
  await page.locator('#nav-prev').click();
  await page.locator('#nav-prev').click();
  assert.equal(await over(), 0);
  await page.getByLabel('Move', { exact: true }).fill('d4xb6');
  await page.getByLabel('Move', { exact: true }).press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 3);
  assert.deepEqual(await wholeLine(page), line, 'no question asked, nothing replaced');
  assert.equal(await message(page), '');
  await page.locator('#nav-last').click();
  await page.waitForFunction(() => document.getElementById('board').classList.contains('over'));
  assert.match(await status(page), /White resigned/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a finished game rings no tower that must capture: no one moves any more', async () => {
  // White's c3 must take d4; White resigns instead.
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b,h8b');
  await ready(page);
  assert.equal(await page.locator('#board .sq.can-capture').count(), 1, 'c3 is ringed while the game goes on');
  await button(page, 'Resign').click();
  await button(page, 'Yes, resign').click();
  assert.equal(await status(page), 'Black wins: White resigned');
  assert.equal(await page.locator('#board .sq.can-capture').count(), 0, 'no ring once the game is over');
  assert.deepEqual(problems, []);
  await page.close();
});
