// The game page played as a person plays it (issue 4): scripted games in every rule set, the
// capture situations with their grey towers, the editor, undo/redo, draw offers and resignation,
// keyboard-only play, typed moves, saved games, share links, PDN, settings and animations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square, status, tfen } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const message = async page => (await page.locator('#message').textContent()).trim();
const label = (page, name) => square(page, name).getAttribute('aria-label');
const classes = (page, name) => square(page, name).getAttribute('class');
const moveList = async page => (await page.locator('#moves .ply:not(.future)').allTextContents());

/** Plays move texts by clicking every square of each move (start, then each landing). */
async function clickMoves(page, moves) {
  for (const move of moves) {
    for (const name of move.split(/[-:]/)) await square(page, name).click();
  }
}

/** Opens a settings panel field and sets it. */
async function setting(page, name, value) {
  const box = page.locator('details', { has: page.locator('#settings') });
  if (!(await box.getAttribute('open') !== null)) await box.locator('summary').click();
  const field = page.locator(`#settings [name="${name}"]`);
  if (typeof value === 'boolean') await field.setChecked(value); else await field.selectOption(value);
}

test('a short game in every rule set, by clicks, in its own notation', async () => {
  const games = [
    ['bashni.html', 'bashni', ['c3-d4', 'f6-e5', 'd4:f6'], ['c3-d4', 'f6-e5', 'd4:f6'], 'B:'],
    ['bashni.html', 'bashni-classic', ['c3-d4', 'f6-e5', 'd4:f6'], ['c3-d4', 'f6-e5', 'd4:f6'], 'B:'],
    ['russian.html', 'russian', ['c3-d4', 'f6-e5', 'd4:f6'], ['c3-d4', 'f6-e5', 'd4:f6'], 'B:'],
    ['english.html', 'english', ['f6-e5', 'c3-d4', 'e5:c3'], ['11-15', '22-18', '15x22'], 'W:'],
    ['lasca.html', 'lasca', ['c3-d4', 'e5:c3', 'b2:d4'], ['c3-d4', 'e5:c3', 'b2:d4'], 'B:'],
  ];
  for (const [file, variant, moves, notation, side] of games) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    if (variant === 'bashni-classic') await page.getByLabel('Rule set').selectOption(variant);
    await clickMoves(page, moves);
    assert.deepEqual(await moveList(page), notation, variant);
    assert.ok((await tfen(page)).startsWith(side), variant);
    assert.match(await status(page), /to move(: must capture)?$/, variant);
    assert.deepEqual(problems, [], variant);
    await page.close();
  }
});

test('a capture chain: grey towers at once, all resolved together at the end', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4wb,f6b,h8b');
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'e5').click();
  assert.match(await classes(page, 'd4'), /jumped/);
  assert.match(await label(page, 'd4'), /^d4, tower of 2, black man on top, captured/, 'the tower keeps its top until the end');
  assert.match(await label(page, 'e5'), /^e5, white man, selected/);
  await square(page, 'c3').click();
  assert.match(await message(page), /The tower on d4 was already jumped in this capture and cannot be jumped again/);
  await square(page, 'g7').click();
  assert.doesNotMatch(await classes(page, 'd4'), /jumped/);
  assert.match(await label(page, 'd4'), /^d4, white man/, 'the tower changed hands when its top went');
  assert.match(await label(page, 'g7'), /^g7, tower of 3, white man on top/);
  assert.equal(await tfen(page), 'B:d4w,g7bbw,h8b');
  for (const name of ['c3', 'e5', 'g7']) assert.match(await classes(page, name), /last/, `last move path ${name}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('classic Bashni takes a jumped top at once, so a tower can be jumped again', async () => {
  const { page } = await openPage(browser, 'bashni.html', '#variant=bashni-classic&tfen=W:a1w,b2bb,d4b,h8b');
  await ready(page);
  await square(page, 'a1').click();
  await square(page, 'c3').click();
  assert.doesNotMatch(await classes(page, 'b2'), /jumped/);
  assert.match(await label(page, 'b2'), /^b2, black man/, 'the top went at once');
  await square(page, 'a1').click();
  assert.equal(await tfen(page), 'B:a1bbw,d4b,h8b');
  await page.close();
});

test('a man promoted mid-capture continues as a king', async () => {
  const { page } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:d6w,e7b,g7b');
  await ready(page);
  await square(page, 'd6').click();
  await square(page, 'f8').click();
  assert.equal(await status(page), 'White to move: continue the capture');
  await square(page, 'h6').click();
  assert.match(await label(page, 'h6'), /^h6, tower of 3, white king on top/);
  assert.equal(await status(page), 'White wins: Black has no towers left');
  assert.match(await page.locator('#board').getAttribute('class'), /over/);
  await page.close();
});

test('auto-play makes forced hops after the first, never on a mere selection; the final square plays a whole capture', async () => {
  const { page } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:c3w,d4b,f6b,h8b');
  await ready(page);
  await setting(page, 'autoplay', true);
  await square(page, 'c3').click();
  assert.equal(await tfen(page), 'W:c3w,d4b,f6b,h8b', 'selecting a piece plays nothing, even with auto-play (issue 11 §2.12)');
  await square(page, 'e5').click();
  assert.equal(await tfen(page), 'B:g7w,h8b', 'after the first hop the forced rest is played');
  await page.getByRole('button', { name: 'Undo' }).click();
  await setting(page, 'autoplay', false);
  await square(page, 'c3').click();
  assert.equal(await tfen(page), 'W:c3w,d4b,f6b,h8b', 'without auto-play nothing moves on selection');
  await square(page, 'g7').click();
  assert.equal(await tfen(page), 'B:g7w,h8b');
  await page.close();
});

test('undo cancels a half-made capture, then takes back whole moves; redo replays', async () => {
  const { page } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b,f6b,h8b');
  await ready(page);
  const undo = page.getByRole('button', { name: 'Undo' });
  await square(page, 'c3').click();
  assert.ok(await undo.isDisabled(), 'a piece picked is nothing to undo (a tap elsewhere drops it)');
  await square(page, 'e5').click();
  assert.ok(await undo.isEnabled(), 'a capture begun can be undone');
  await undo.click();
  assert.match(await message(page), /Capture cancelled/);
  assert.match(await label(page, 'c3'), /^c3, white man/);
  assert.doesNotMatch(await classes(page, 'd4'), /jumped/);
  await clickMoves(page, ['c3:e5:g7', 'h8:f6']);
  assert.deepEqual(await moveList(page), ['c3:e5:g7', 'h8:f6']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await tfen(page), 'W:c3w,d4b,f6b,h8b');
  assert.deepEqual(await moveList(page), []);
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await tfen(page), 'B:g7bbw,h8b');
  await page.close();
});

test('results: blocked side loses, resignation, draw offers, repetition', async () => {
  const { page } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=B:a1w,c1w,b2b');
  await ready(page);
  assert.equal(await status(page), 'White wins: Black cannot move');

  await page.getByLabel('Rule set').selectOption('russian');
  await page.getByRole('button', { name: 'Offer draw' }).click();
  assert.match(await page.locator('#draw-offer').textContent(), /White offers a draw\. Black, do you accept\?/);
  await page.getByRole('button', { name: 'Decline' }).click();
  assert.match(await message(page), /Black declined the draw/);
  assert.equal(await status(page), 'White to move');
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.getByRole('button', { name: 'Accept draw' }).click();
  assert.equal(await status(page), 'Draw by agreement');
  await square(page, 'c3').click();
  assert.match(await message(page), /game is over/);

  await page.locator('#new-game').click();
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Yes, resign' }).click();
  assert.equal(await status(page), 'Black wins: White resigned');

  await page.getByLabel('Paste a position (TFEN)').fill('W:a1W,h2B');
  await page.getByRole('button', { name: 'Load' }).click();
  const move = page.getByLabel('Move', { exact: true });
  for (let round = 0; round < 2; round++) {
    for (const text of ['a1-b2', 'h2-g3', 'b2-a1', 'g3-h2']) { await move.fill(text); await move.press('Enter'); }
  }
  assert.equal(await status(page), 'Draw by threefold repetition');
  await page.close();
});

test('the board editor builds a mixed tower and play starts from it', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4']);
  await page.getByRole('button', { name: 'Edit board' }).click();
  // Export PDN and Share link export the game, not the setup: off while editing.
  assert.equal(await page.getByRole('button', { name: 'Export PDN' }).isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Share link' }).isDisabled(), true);
  await page.getByRole('button', { name: 'Clear board' }).click();
  for (const [tool, name] of [['White man', 'c3'], ['Black king', 'c3'], ['White man', 'c3'], ['Black man', 'd4'],
    ['Black man', 'f6'], ['White king', 'h8'], ['Black man', 'h8']]) {
    await page.getByRole('button', { name: tool, exact: true }).click();
    await square(page, name).click();
  }
  assert.match(await label(page, 'c3'), /^c3, tower of 3, white man on top/);
  await page.getByRole('button', { name: 'Top-piece eraser' }).click();
  await square(page, 'h8').click();
  await page.getByRole('button', { name: 'Eraser', exact: true }).click();
  await square(page, 'f6').click();
  assert.match(await label(page, 'f6'), /^f6, empty/);
  await page.getByLabel('Side to move').selectOption('white');
  const asked = [];
  page.once('dialog', dialog => { asked.push(dialog.message()); dialog.accept(); });
  await page.getByRole('button', { name: 'Play from here' }).click();
  assert.match(asked[0], /ends the game in progress/, 'asked before the game with c3-d4 is replaced');
  assert.equal(await tfen(page), 'W:c3wBw,d4b,h8W');
  assert.equal(await status(page), 'White to move: must capture');
  await clickMoves(page, ['c3:e5']);
  assert.equal(await tfen(page), 'B:e5bwBw,h8W');
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await tfen(page), 'W:c3wBw,d4b,h8W', 'undo goes back to the edited position');

  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByRole('button', { name: 'Standard position' }).click();
  await page.getByRole('button', { name: 'Black man', exact: true }).click();
  await square(page, 'e5').click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  assert.match(await message(page), /can’t be played: 13 black pieces, but a set holds only 12/);
  assert.equal(await status(page), 'Editing the board');
  await page.getByRole('button', { name: 'Top-piece eraser' }).click();
  await square(page, 'b2').click();
  await page.getByRole('button', { name: 'White man', exact: true }).click();
  await square(page, 'h8').click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  assert.match(await message(page), /h8 has a man on the row where it is crowned: it would already be a king/);
  await page.getByRole('button', { name: 'Eraser', exact: true }).click();
  await square(page, 'h8').click();
  await square(page, 'e5').click();
  page.once('dialog', dialog => dialog.accept());
  await page.getByRole('button', { name: 'Play from here' }).click();
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a keyboard-only game: arrows, Enter, Escape, and a typed move', async () => {
  const { page } = await openPage(browser, 'bashni.html');
  await ready(page);
  await square(page, 'a1').focus();
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(key);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'c3');
  await page.keyboard.press('Enter');
  assert.match(await classes(page, 'c3'), /selected/);
  await page.keyboard.press('Escape');
  assert.doesNotMatch(await classes(page, 'c3'), /selected/);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'd4');
  // The square in focus and the man selected are told apart: a dashed dark ring, a solid blue
  // band (before, both were solid blue).
  const rings = await page.evaluate(() => {
    const focused = getComputedStyle(document.querySelector('[data-square="d4"]'));
    return { style: focused.outlineStyle, color: focused.outlineColor, selected: getComputedStyle(document.querySelector('[data-square="c3"]')).boxShadow };
  });
  assert.equal(rings.style, 'dashed', JSON.stringify(rings));
  assert.ok(!rings.selected.includes(rings.color), JSON.stringify(rings));
  await page.keyboard.press('Enter');
  assert.equal(await status(page), 'Black to move');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'd4', 'focus stays on the square');
  assert.match(await page.locator('#announce').textContent(), /White played c3-d4\. Black to move/);
  assert.ok(await page.evaluate(() => window.bashni.controller.sound.context instanceof AudioContext), 'a move sounds');
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('f6-g4');
  await move.press('Enter');
  assert.match(await message(page), /“f6-g4” is not a legal move here/);
  // Said under the field too (the message is above the board, off a phone's screen while typing),
  // and the text stays to be corrected.
  assert.equal(await page.locator('#move-said').textContent(), await message(page));
  assert.equal(await move.inputValue(), 'f6-g4');
  // The field is marked invalid and described by the refusal while it stands (a screen reader
  // hears it again on coming back to the field), and no longer once typed in.
  assert.equal(await move.getAttribute('aria-invalid'), 'true');
  assert.equal(await move.getAttribute('aria-describedby'), 'move-said');
  await move.press('Backspace');
  assert.equal(await move.getAttribute('aria-invalid'), null);
  // Capitals, as a phone's keyboard writes a field's first letter, are read.
  await move.fill('F6-e5');
  await move.press('Enter');
  await move.fill('d4:f6');
  await move.press('Enter');
  assert.deepEqual(await moveList(page), ['c3-d4', 'f6-e5', 'd4:f6']);
  assert.equal(await page.locator('#move-said').textContent(), '', 'a move played clears it');
  await page.close();
});

test('a reload restores the game, the editor and the settings', async () => {
  const { page } = await openPage(browser, 'bashni.html');
  await ready(page);
  await clickMoves(page, ['c3-d4', 'f6-e5']);
  await setting(page, 'theme', 'contrast');
  const position = await tfen(page);
  await page.goto(page.url().split('#')[0]);
  await ready(page);
  assert.equal(await tfen(page), position, 'saved game restored without the link');
  assert.deepEqual(await moveList(page), ['c3-d4', 'f6-e5']);
  assert.equal(await page.evaluate(() => document.body.dataset.theme), 'contrast');
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await moveList(page), ['c3-d4'], 'the history came back too');
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByRole('button', { name: 'Black king' }).click();
  await square(page, 'd4').click();
  await page.reload();
  await ready(page);
  assert.equal(await status(page), 'Editing the board');
  assert.match(await label(page, 'd4'), /^d4, tower of 2, black king on top/);
  await page.close();
});

test('a page where storage is refused still plays', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  await page.reload();
  await ready(page);
  await clickMoves(page, ['c3-d4']);
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a share link reopens the game with its moves; PDN export', async () => {
  const { page } = await openPage(browser, 'russian.html');
  await ready(page);
  await clickMoves(page, ['c3-d4', 'f6-e5']);
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByLabel('Link to this game').inputValue();
  assert.match(link, /moves=c3-d4%2Cf6-e5|moves=c3-d4,f6-e5/);
  assert.doesNotMatch(link, /start=/, 'a game from the start position needs no start in its link');
  await page.getByRole('button', { name: 'Export PDN' }).click();
  const pdn = await page.getByLabel('PDN', { exact: true }).inputValue();
  assert.match(pdn, /\[GameType "25"\]/);
  assert.match(pdn, /1\. c3-d4 f6-e5 \*/, 'Russian draughts in square names');
  // Copied from the dialog, and said there (the page's message is behind it).
  await page.locator('#pdn-dialog').getByRole('button', { name: 'Copy' }).click();
  await page.locator('#pdn-said', { hasText: 'Game record copied.' }).waitFor({ timeout: 5000 });
  await page.getByRole('button', { name: 'Close' }).click();
  const other = await openPage(browser, 'russian.html');
  await other.page.goto(link);
  await ready(other.page);
  assert.deepEqual(await moveList(other.page), ['c3-d4', 'f6-e5']);
  assert.equal(await tfen(other.page), await tfen(page));
  await other.page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await moveList(other.page), ['c3-d4']);
  await other.page.close();
  await page.close();
});

test('the tower inspector is offered where towers stack, not in English checkers or Russian draughts', async () => {
  for (const [file, towers] of [['lasca.html', true], ['english.html', false], ['russian.html', false]]) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    assert.equal(await page.locator('#inspector-box').isVisible(), towers, file);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('settings: flip, coordinates, themes and the tower inspector', async () => {
  const { page } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3wBw,h8b');
  await ready(page);
  const top = async name => (await square(page, name).boundingBox()).y;
  assert.ok(await top('h8') < await top('c3'));
  await setting(page, 'flipped', true);
  assert.ok(await top('h8') > await top('c3'), 'flipped: h8 at the bottom');
  assert.ok(await page.locator('.coord').count() > 0);
  await setting(page, 'coordinates', false);
  assert.equal(await page.locator('.coord').count(), 0);
  for (const theme of ['green', 'ocean', 'contrast', 'wood']) {
    await setting(page, 'theme', theme);
    assert.equal(await page.evaluate(() => document.body.dataset.theme), theme);
  }
  await setting(page, 'pieces', 'flat');
  assert.equal(await page.evaluate(() => document.body.dataset.pieces), 'flat');
  await square(page, 'c3').hover();
  await page.locator('#inspector-box summary').click();
  assert.deepEqual(await page.locator('#inspector li').allTextContents(), ['white man', 'black king', 'white man']);
  await page.close();
});

test('English shows square numbers and reads numeric moves', async () => {
  const { page } = await openPage(browser, 'english.html');
  await ready(page);
  assert.equal(await square(page, 'b8').locator('.coord').textContent(), '1');
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('11-15');
  await move.press('Enter');
  assert.deepEqual(await moveList(page), ['11-15']);
  assert.equal(await status(page), 'White to move');
  // A position refused names its square as the board does, and no tower (before: "square c1
  // has a man on top").
  await page.locator('#tfen-input').fill('W:W9,K20:B17,30');
  await page.getByRole('button', { name: 'Load' }).click();
  assert.match(await message(page), /square 30 has a man on the row where it is crowned/);
  assert.deepEqual(await moveList(page), ['11-15'], 'the game is unchanged');
  // A typed move that is no move at all is shown how moves are written here: in square numbers
  // (before, in square names: “c3-d4”, which a checkers player does not write).
  await move.fill('zz');
  await move.press('Enter');
  assert.equal(await message(page), '“zz” is not a move: write “22-18” for a move or “22x15x8” for a capture.');
  await page.close();
});

test('the English checkers page writes its positions as checkers players do: a FEN in square numbers', async () => {
  const { page, problems } = await openPage(browser, 'english.html');
  await ready(page);
  // Red (Black) moves first, its men on 1–12, White's on 21–32 (before: B:a1w,c1w,… in squares
  // the board never names).
  assert.equal(await tfen(page), 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12');
  assert.equal(await page.locator('#tfen-input').getAttribute('placeholder'), 'W:W21,22,23:B1,2,3');
  await page.locator('#tfen-input').fill('W:W21,22,K23:B1,2,3');
  await page.getByRole('button', { name: 'Load' }).click();
  assert.equal(await tfen(page), 'W:W21,22,K23:B1,2,3');
  // A preset too, and its words name the squares by number.
  await page.locator('#preset').selectOption({ label: 'Chain' });
  assert.equal(await tfen(page), 'B:W14,23:B9,11');
  // A FEN as lidraughts writes it, with the half-move clock and the move number (it was refused:
  // 'the part "H0" should start with W or B').
  await page.locator('#tfen-input').fill('W:W21,22,K23:B1,2,3:H0:F1');
  await page.getByRole('button', { name: 'Load' }).click();
  assert.equal(await tfen(page), 'W:W21,22,K23:B1,2,3');
  // The whole FEN tag line copied from a record (it was refused as a position).
  await page.locator('#tfen-input').fill('[FEN "B:W21,22:B1,K2"]');
  await page.getByRole('button', { name: 'Load' }).click();
  assert.equal(await tfen(page), 'B:W21,22:B1,K2');
  assert.deepEqual(problems, []);
  await page.close();
  const russian = await openPage(browser, 'russian.html');
  await ready(russian.page);
  await russian.page.locator('#tfen-input').fill('W:W21,22,23:B1,2,3:H0:F1');
  await russian.page.getByRole('button', { name: 'Load' }).click();
  assert.equal(await tfen(russian.page), 'W:a3w,c3w,e3w,b8b,d8b,f8b');
  assert.deepEqual(russian.problems, []);
  await russian.page.close();
});

test('moves are animated hop by hop; input finishes the animation at once', async () => {
  const moving = await openBrowser({ reducedMotion: 'no-preference' });
  const { page, problems } = await openPage(moving, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b,f6b,h8b');
  await ready(page);
  await setting(page, 'speed', 'slow');
  await square(page, 'c3').click();
  await square(page, 'g7').click();
  assert.equal(await page.locator('#board .flying').count(), 1, 'the tower is in flight');
  assert.equal(await tfen(page), 'B:g7bbw,h8b', 'the game itself has moved on');
  await square(page, 'h8').click();
  assert.equal(await page.locator('#board .flying').count(), 0, 'a click finished the animation');
  assert.match(await label(page, 'g7'), /^g7, tower of 3, white man on top/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await setting(page, 'speed', 'off');
  await square(page, 'c3').click();
  await square(page, 'g7').click();
  assert.equal(await page.locator('#board .flying').count(), 0, 'speed off: no animation');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await setting(page, 'speed', 'slow');
  await page.getByRole('button', { name: 'Undo' }).click();
  await square(page, 'c3').click();
  await square(page, 'g7').click();
  assert.equal(await page.locator('#board .flying').count(), 0, 'prefers-reduced-motion: no animation');
  assert.deepEqual(problems, []);
  await page.close();
  await moving.close();
});

test('a move that ends the game is drawn first: the result comes once the capture has landed', async () => {
  const moving = await openBrowser({ reducedMotion: 'no-preference' });
  try {
    const { page, problems } = await openPage(moving, 'russian.html', '#tfen=W:c3w,d4b');
    await ready(page);
    await setting(page, 'speed', 'slow');
    await square(page, 'c3').click();
    await square(page, 'e5').click();
    await page.locator('#board .flying').waitFor();
    // Neither the banner nor the status line nor the move list says it yet.
    const during = await page.evaluate(() => ({
      banner: document.getElementById('result').hidden,
      status: document.getElementById('status').textContent,
      score: document.querySelectorAll('#moves .score').length,
      flying: document.querySelectorAll('#board .flying').length,
    }));
    if (during.flying) {
      assert.ok(during.banner, 'no result while the capture is drawn');
      assert.doesNotMatch(during.status, /wins|no pieces/, 'the status waits too');
      assert.equal(during.score, 0, 'and the move list');
    }
    await page.locator('#result').waitFor();
    assert.equal(await page.locator('#board .flying').count(), 0, 'the capture had landed');
    assert.equal(await page.locator('#board [data-square="d4"] .piece').count(), 0, 'the man taken is gone');
    assert.equal(await page.locator('#result .score').textContent(), '1–0');
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await moving.close();
  }
});

/** Drags the tower on `from` and drops it on `to` with the mouse. */
async function drag(page, from, to) {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 15, a.y + a.height / 2 - 15, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('a refusal names a piece in the games without towers and a tower in Bashni, tapped or typed', async () => {
  for (const [file, variant, noun] of [['russian.html', 'russian', 'piece'], ['bashni.html', 'bashni', 'tower']]) {
    const { page, problems } = await openPage(browser, file, `#variant=${variant}&tfen=W:a1w,c3w,d4b,f6b,h8b`);
    await ready(page);
    await square(page, 'a1').click();
    assert.equal(await message(page), `Capturing is compulsory: the ${noun} on c3 must capture.`, variant);
    assert.deepEqual(problems, []);
    await page.close();
  }
  const { page, problems } = await openPage(browser, 'english.html', '#variant=english');
  await ready(page);
  await page.locator('#move-input').fill('9-18');
  await page.locator('#move-input').press('Enter');
  assert.match(await message(page), /the piece cannot go to 18/);
  assert.doesNotMatch(await message(page), /tower/);
  // A legal move's squares with the wrong mark (before: only "not a legal move here").
  await page.locator('#move-input').fill('9x13');
  await page.locator('#move-input').press('Enter');
  assert.equal(await message(page), '“9x13” is not a legal move here (this move does not capture: write it with “-”).');
  assert.deepEqual(problems, []);
  await page.close();
});

test('drag and drop hop by hop: a capture dragged on from where the man landed goes on', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:a1w,c3w,d4b,f6b,h8b');
  await ready(page);
  await drag(page, 'c3', 'e5');
  assert.equal(await message(page), '', 'the first hop is no refusal');
  // Before, the second drag began a new move from e5 in the position before the capture: the
  // hop was undone and refused.
  await drag(page, 'e5', 'g7');
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.getElementById('tfen')).value === 'B:a1w,g7w,h8b');
  assert.deepEqual(await moveList(page), ['c3:e5:g7']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('drag and drop: a move, a whole capture to its last square, and a refused drop', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:a1w,c3w,d4b,f6b,h8b');
  await ready(page);
  await drag(page, 'a1', 'b2');
  assert.match(await message(page), /Capturing is compulsory/);
  assert.equal(await tfen(page), 'W:a1w,c3w,d4b,f6b,h8b', 'a refused drop changes nothing');
  await drag(page, 'c3', 'g7');
  assert.equal(await tfen(page), 'B:a1w,g7w,h8b');
  page.once('dialog', dialog => dialog.accept());
  await page.locator('#new-game').click();
  await drag(page, 'c3', 'd4');
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(await moveList(page), ['c3-d4']);
  assert.deepEqual(problems, []);
  await page.close();
});
