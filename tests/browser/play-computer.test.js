// Playing the computer as a lidraughts player expects (issue 19 §1–§2): the Play the computer
// start (colour, level), the board turned to the player's side, "You play … · Computer level N",
// a reply that waits for the player's move to be drawn and thinks a moment, the thinking row that
// moves nothing, the result banner in the player's colours with Rematch, a resign prompt that
// holds the computer's reply, draw offers judged by a fresh search (after a reload too), the same
// reply after an undo, the must-capture ring and status, and the moves in view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openBrowser, openPage, ready, square, status, tfen } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const moveList = page => page.locator('#moves .ply:not(.future)').allTextContents();
const plies = (page, count) => page.waitForFunction(n => document.querySelectorAll('#moves button.ply:not(.future)').length === n, count, { timeout: 20000 });

/** Whether the board is drawn from Black's side: a1 above h8. */
async function flipped(page) {
  const a1 = await square(page, 'a1').boundingBox();
  const h8 = await square(page, 'h8').boundingBox();
  return a1.y < h8.y;
}

/** Waits until the game chosen in the dialog has started (the dialog's close event comes as a
 *  task of its own). */
const started = (page, level) => page.waitForFunction(l => document.getElementById('matchup').textContent.endsWith(`level\u00a0${l}`), level);

/** Chooses colour and level in the Play the computer dialog and starts. */
async function playComputer(page, colour, level) {
  await page.getByRole('button', { name: 'Play the computer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play the computer' });
  await dialog.getByLabel(colour).check();
  await dialog.getByLabel('Level').selectOption(String(level));
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await started(page, level);
}

test('the home page\'s Play the computer over a board left in the editor: the editor is left and the dialog shows', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.goto(page.url().split('#')[0] + '#play');
  await page.reload();
  await ready(page);
  // (Before, the editor came back and its panel hid the computer's, the dialog in it.)
  const dialog = page.getByRole('dialog', { name: 'Play the computer' });
  await dialog.waitFor({ timeout: 10_000 });
  assert.ok(await page.locator('#editor').isHidden(), 'the editor is left');
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(problems, []);
  await page.close();
});

test('Play the computer from the home page: the colour and level chosen, the board on the player\'s side', async () => {
  const { page, problems, requests } = await openPage(browser, 'index.html');
  const index = page.url();
  await ready(page);
  await page.getByRole('link', { name: 'Play the computer' }).first().click();
  await ready(page);
  const dialog = page.getByRole('dialog', { name: 'Play the computer' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('White').isChecked(), true, 'the side that moves first by default');
  await dialog.getByLabel('Black').check();
  await dialog.getByLabel('Level').selectOption('2');
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await started(page, 2);
  assert.equal(await page.locator('#matchup').textContent(), 'You play Black · Computer\u00a0level\u00a02');
  assert.equal(await flipped(page), true, 'Black plays from the bottom');
  await plies(page, 1);
  assert.match(await status(page), /^Black to move/);
  // The turned board is this game's view: a new game as White starts the right way up (asked
  // first: a game is in progress).
  page.once('dialog', dialog => dialog.accept());
  await playComputer(page, 'White', 3);
  assert.equal(await page.locator('#matchup').textContent(), 'You play White · Computer\u00a0level\u00a03');
  assert.equal(await flipped(page), false);
  assert.deepEqual(await moveList(page), [], 'White moves first: the computer waits');
  // F turns the board for this game; the next game starts from the player's side again.
  await page.locator('body').press('f');
  assert.equal(await flipped(page), true);
  await page.locator('#new-game').click();
  assert.equal(await flipped(page), false, 'the turn does not leak into the next game');
  await page.reload();
  await ready(page);
  assert.equal(await flipped(page), false, 'nor into a reload');
  // Turned back by the player (here Black's side at the top), a reload keeps the game as left.
  await playComputer(page, 'Black', 2);
  assert.equal(await flipped(page), true);
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.equal(await flipped(page), false);
  await page.reload();
  await ready(page);
  assert.equal(await flipped(page), false, 'the player\'s own turn comes back with the game');
  // A link to this game with the other side against the computer starts from that side's view
  // (the turn saved is the player's own, from the view the game starts with: here none).
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.equal(await flipped(page), true);
  const moves = await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('moves') || '');
  await page.evaluate(m => history.replaceState(null, '', `#variant=bashni&moves=${m}&opponent=2&computer=black`), moves);
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('#matchup').textContent(), 'You play White · Computer\u00a0level\u00a02');
  assert.equal(await flipped(page), false, 'White plays from the bottom');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.filter(url => !url.endsWith('/bashni.html') && url !== index), [], 'only the game page was opened');
  await page.close();
});

test('in English checkers the player has Red, which moves first, unless they choose otherwise', async () => {
  const { page, problems } = await openPage(browser, 'english.html');
  await ready(page);
  await page.getByRole('button', { name: 'Play the computer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play the computer' });
  assert.equal(await dialog.getByLabel('Red').isChecked(), true);
  // Red, which moves first, is offered first.
  assert.deepEqual((await dialog.locator('.colours label').allTextContents()).map(text => text.trim()), ['Red', 'White', 'Random']);
  // A first game is offered at level 1, and each level says whom it suits (before: level 4, numbers alone).
  const levels = dialog.getByLabel('Level');
  assert.equal(await levels.inputValue(), '1');
  assert.deepEqual((await levels.locator('option').allTextContents()).map(text => text.split(' — ')[1]),
    ['beginner', 'novice', 'casual player', 'improving player', 'club player', 'strong club player', 'expert', 'strongest']);
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await started(page, 1);
  assert.match(await status(page), /^Red to move/);
  assert.equal(await page.locator('#matchup').textContent(), 'You play Red · Computer\u00a0level\u00a01');
  // The Opponent menu gives the player the first move too.
  await page.getByLabel('Opponent').selectOption('friend');
  await page.getByLabel('Opponent').selectOption('3');
  assert.equal(await page.getByLabel('Computer plays').inputValue(), 'white');
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the computer\'s first move alone is not taken back: Undo waits for the player\'s move', async () => {
  const { page, problems } = await openPage(browser, 'english.html');
  await ready(page);
  await playComputer(page, 'White', 1);
  await plies(page, 1);
  assert.equal(await page.locator('#undo').isDisabled(), true, 'nothing of the player\'s to take back');
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#message').textContent(), 'Nothing to undo.');
  assert.equal((await moveList(page)).length, 1, 'the computer\'s move stays');
  // Once the player has moved (22-18) and the computer replied, Undo takes back both.
  await square(page, 'c3').click({ timeout: 10_000 });
  await square(page, 'd4').click({ timeout: 10_000 });
  await plies(page, 3);
  assert.equal(await page.locator('#undo').isDisabled(), false);
  await page.locator('#undo').click({ timeout: 10_000 });
  await plies(page, 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the reply waits for the player\'s move to be drawn, thinks a moment, and the thinking row moves nothing', async () => {
  const motion = await openBrowser({ reducedMotion: 'no-preference' });
  const { page, problems } = await openPage(motion, 'russian.html');
  await ready(page);
  // Between friends there is no thinking row, and no room kept for one (before: a gap of 71 px
  // on a phone between the Hint and Play the computer).
  const gap = await page.evaluate(() => document.getElementById('play-computer').getBoundingClientRect().top
    - document.querySelector('#opponent-box > .row').getBoundingClientRect().bottom);
  assert.ok(gap < 16, `a gap of ${gap} px between friends`);
  await playComputer(page, 'White', 1);
  const hintTop = async () => (await page.getByRole('button', { name: 'Hint' }).boundingBox()).y;
  // What is under the thinking row stays where it is as the row shows and hides.
  const opponentTop = async () => (await page.locator('#opponent').boundingBox()).y;
  const opponentBefore = await opponentTop();
  const before = await hintTop();
  await page.evaluate(() => {
    window.replyAt = null;
    window.slideEnded = null;
    new MutationObserver(() => {
      if (window.replyAt === null && document.querySelectorAll('#moves button.ply').length === 2) window.replyAt = performance.now();
    }).observe(document.getElementById('moves'), { childList: true, subtree: true });
    document.addEventListener('pointerup', () => { window.clickedAt = performance.now(); }, { capture: true, once: false });
  });
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  await page.waitForFunction(() => !document.getElementById('thinking').hidden || document.querySelectorAll('#moves button.ply').length === 2);
  assert.equal(await hintTop(), before, 'no layout shift when the thinking row shows');
  assert.equal(await opponentTop(), opponentBefore, 'nothing under the thinking row moves when it shows');
  await plies(page, 2);
  const { clickedAt, replyAt } = await page.evaluate(() => ({ clickedAt: window.clickedAt, replyAt: window.replyAt }));
  assert.ok(replyAt - clickedAt >= 300, `the reply came ${Math.round(replyAt - clickedAt)} ms after the click`);
  assert.equal(await hintTop(), before, 'nor when it hides');
  assert.equal(await opponentTop(), opponentBefore, 'nor under it');
  assert.deepEqual(problems, []);
  await page.close();
  await motion.close();
});

test('the result banner in the player\'s colours, Rematch with the colours swapped', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:c3w,d4b&opponent=1&computer=black');
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'e5').click();
  const banner = page.locator('#result');
  await banner.waitFor();
  assert.equal(await banner.getAttribute('data-outcome'), 'win');
  assert.match(await banner.textContent(), /1–0/);
  assert.ok((await page.locator('#status').boundingBox()).height <= 1, 'the result is not said twice');
  assert.match(await status(page), /White wins/, 'the status keeps it for screen readers');
  await page.getByRole('button', { name: 'Rematch' }).click();
  assert.equal(await page.locator('#matchup').textContent(), 'You play Black · Computer\u00a0level\u00a01');
  assert.equal(await flipped(page), true);
  await plies(page, 1);
  assert.deepEqual(problems, []);
  await page.close();
  // A lost game: the computer, to move, takes the player's last man.
  const lost = await openPage(browser, 'russian.html', '#variant=russian&tfen=B:c3w,d4b&opponent=1&computer=black');
  await ready(lost.page);
  await lost.page.locator('#result[data-outcome="loss"]').waitFor({ timeout: 10000 });
  assert.match(await lost.page.locator('#result').textContent(), /0–1/);
  assert.deepEqual(lost.problems, []);
  await lost.page.close();
});

// The rule sets' books from the start each have two moves or more: Russian draughts on its page,
// classic Bashni on the Bashni page, Hexpush's standard layout on its page (each page carries its
// rule sets' books, packed). Each case: the page, the book's name, the address's hash, the start.
const draughtsStart = 'W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b';
const hexpushStart = 'B:a1b,a2b,a3b,a4b,a5b,b1b,b2b,b3b,b4b,b5b,b6b,c3b,c4b,c5b,g5w,g6w,g7w,h4w,h5w,h6w,h7w,h8w,h9w,i5w,i6w,i7w,i8w,i9w:0-0';
for (const [file, name, hash, start] of [
  ['russian.html', 'russian', '#variant=russian&opponent=8&computer=white', draughtsStart],
  ['bashni.html', 'bashni-classic', '#variant=bashni-classic&opponent=8&computer=white', draughtsStart],
  ['hexpush.html', 'hexpush-standard', '#opponent=8&computer=black', hexpushStart],
]) {
  test(`at the strong levels the computer opens from its book, and not always the same way (${name})`, async () => {
    const book = readFileSync(new URL(`../../engine/data/book/${name}.txt`, import.meta.url), 'utf8');
    const line = book.split('\n').find(text => text.startsWith(`${start} `));
    const bookMoves = line.split(' ').slice(1).filter((_, i) => i % 2 === 0);
    assert.ok(bookMoves.length >= 2, line);
    // Enough games that every book move is played but once in a thousand runs (the computer
    // picks among them at random).
    let games = 1;
    while (bookMoves.length * ((bookMoves.length - 1) / bookMoves.length) ** games > 1e-3) games++;
    const seen = new Set();
    for (let game = 0; game < games; game++) {
      const { page, problems, requests } = await openPage(browser, file, hash);
      await ready(page);
      await plies(page, 1);
      const [first] = await moveList(page);
      assert.ok(bookMoves.includes(first), `${first} is one of the book's ${bookMoves}`);
      seen.add(first);
      assert.deepEqual(problems, []);
      assert.deepEqual(requests, [], 'the book is in the page');
      await page.close();
    }
    assert.deepEqual([...seen].sort(), [...bookMoves].sort(), 'every move the book gives was played');
  });
}

test('the score stays on one line on a phone', async () => {
  const phone = await openBrowser({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'russian.html', '#variant=russian&tfen=W:c3w,d4b&opponent=1&computer=black');
  await ready(page);
  await square(page, 'c3').tap();
  await square(page, 'e5').tap();
  await page.locator('#result').waitFor();
  const lines = await page.locator('#result .score').evaluate(score => score.getClientRects().length);
  assert.equal(lines, 1);
  assert.deepEqual(problems, []);
  await page.close();
  await phone.close();
});

test('resigning while the computer thinks: the prompt stays and the reply waits for the answer', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await playComputer(page, 'White', 8);
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  await page.locator('#thinking:not([hidden])').waitFor();
  await page.getByRole('button', { name: 'Resign' }).click();
  // The search ends (its row hides) but its move is held while the player decides.
  await page.locator('#thinking[hidden]').waitFor({ state: 'attached', timeout: 10000 });
  assert.equal(await page.locator('#resign-confirm').isVisible(), true);
  assert.equal((await moveList(page)).length, 1, 'nothing moved under the pointer');
  await page.getByRole('button', { name: 'Keep playing' }).click();
  await plies(page, 2);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a draw offer is judged by a fresh search, also right after a reload', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await playComputer(page, 'White', 4);
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.waitForFunction(() => /declines/.test(document.getElementById('message').textContent), null, { timeout: 10000 });
  // Three kings against a man: the computer, lost, takes the draw at once after a reload.
  await page.evaluate(() => { location.hash = '#variant=russian&tfen=W:a1W,c1W,e1W,h8b&opponent=4&computer=black'; });
  await page.waitForFunction(() => document.querySelectorAll('#board .piece').length === 4);
  await page.reload();
  await ready(page);
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.locator('#result[data-outcome="draw"]').waitFor({ timeout: 10000 });
  assert.match(await page.locator('#message').textContent() + await status(page), /agreement/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('after an undo the computer plays the same reply again', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  // Level 1 chooses among nearly equal replies at random: only remembering its reply makes it
  // play the same one every time.
  await playComputer(page, 'White', 1);
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  await plies(page, 2);
  const first = await moveList(page);
  // Undo and Redo say every move they take back or play again, each with its own side (before,
  // "Took back" named the reply alone, and Redo said "White replayed" the computer's reply).
  const announced = () => page.locator('#announce').textContent();
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.match(await announced(), new RegExp(`^Took back ${first[0]} ${first[1]}\\. `));
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.match(await announced(), new RegExp(`^White replayed ${first[0]}\\. Black replayed ${first[1]}\\. `));
  for (let again = 0; again < 3; again++) {
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.deepEqual(await moveList(page), []);
    await square(page, 'c3').click();
    await square(page, 'd4').click();
    await plies(page, 2);
    assert.deepEqual(await moveList(page), first);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('stepped back in a game against the computer, the player cannot move the computer\'s side for it; from their own position they may play another move', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await playComputer(page, 'White', 1);
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  await plies(page, 2);
  const [, reply] = await moveList(page);
  const asked = [];
  page.on('dialog', dialog => { asked.push(dialog.message()); dialog.accept(); });
  // Back to the position after c3-d4: Black, the computer, is to move there.
  await page.getByRole('button', { name: 'Previous move' }).click();
  assert.deepEqual(await moveList(page), ['c3-d4']);
  const before = await page.evaluate(() => window.bashni.controller.game.getLegalMoves().map(m => m.text));
  const other = before.find(text => text !== reply);
  // Before: the other reply was played for the computer after a confirmation, and the game went on.
  for (const name of other.split(/[-:]/)) await square(page, name).click();
  assert.deepEqual(asked, [], 'nothing asked');
  assert.equal((await page.locator('#message').textContent()).trim(), 'The computer plays this side: go to the last move to play on, or take your move back with Undo.');
  await page.getByRole('button', { name: 'Last move' }).click();
  assert.deepEqual(await moveList(page), ['c3-d4', reply], 'the computer\'s reply stands');
  // From the start, White's (the player's) position: another first move replaces the line, after asking.
  await page.keyboard.press('Home');
  await square(page, 'e3').click();
  await square(page, 'f4').click();
  assert.equal(asked.length, 1);
  await plies(page, 2);
  assert.equal((await moveList(page))[0], 'e3-f4');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a tower that must capture keeps its ring, and the status says so', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:e3w,a1w,h6b&opponent=4&computer=black');
  await ready(page);
  await square(page, 'e3').click();
  await square(page, 'f4').click();
  await page.waitForFunction(() => /must capture/.test(document.getElementById('status').textContent), null, { timeout: 10000 });
  assert.match(await status(page), /^White to move: must capture/);
  const ring = name => square(page, name).evaluate(button => ({ classes: button.className, shadow: getComputedStyle(button).boxShadow }));
  const f4 = await ring('f4');
  assert.match(f4.classes, /can-capture/);
  assert.doesNotMatch(f4.classes, /inspected/, 'the last square touched is not ringed in gold');
  // A long press inspects it: the gold ring goes inside the capture ring.
  await square(page, 'f4').hover();
  await page.mouse.down();
  await page.locator('#board [data-square="f4"].inspected').waitFor();
  await page.mouse.up();
  const pressed = await ring('f4');
  assert.match(pressed.classes, /can-capture/);
  assert.equal(pressed.shadow.match(/inset/g)?.length, 2, pressed.shadow);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the moves in view: beside the board on a laptop, a strip under the board on a phone', async () => {
  const laptop = await openBrowser({ viewport: { width: 1366, height: 768 } });
  const moves = 'g3-h4,h6-g5,h2-g3,g7-h6,g3-f4,h8-g7,g1-h2,f6-e5,h4:f6:h8,e5:g3,h2:f4,h6-g5';
  let { page, problems } = await openPage(laptop, 'russian.html', `#variant=russian&moves=${moves}`);
  await ready(page);
  const last = page.locator('#moves button.ply').last();
  const box = await last.boundingBox();
  assert.ok(box.y + box.height <= 768, `the latest move is in view (${box.y})`);
  assert.deepEqual(problems, []);
  await page.close();
  await laptop.close();
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  ({ page, problems } = await openPage(phone, 'russian.html', `#variant=russian&moves=${moves}`));
  await ready(page);
  const board = await page.locator('#board').boundingBox();
  const strip = await page.locator('#moves').boundingBox();
  assert.ok(strip.y < board.y + board.height + 200, `the moves start ${Math.round(strip.y - board.y - board.height)} px under the board`);
  assert.ok(strip.height < 60, `one line (${strip.height} px)`);
  const current = await page.locator('#moves [aria-current]').boundingBox();
  assert.ok(current.x >= strip.x && current.x + current.width <= strip.x + strip.width + 1, 'the current move shows in the strip');
  // Scrolled to the latest move, the strip's cut start fades (a move cut in two is not read as
  // a move number); back at its start it does not.
  const faded = () => page.locator('#moves').evaluate(list => getComputedStyle(list).maskImage !== 'none');
  assert.equal(await faded(), true, 'the cut start fades');
  await page.locator('#moves').evaluate(list => { list.scrollLeft = 0; });
  await page.waitForFunction(() => getComputedStyle(document.getElementById('moves')).maskImage === 'none');
  assert.equal(await page.locator('#move-input').isVisible(), false, 'the Move field is folded away on a touch screen');
  const header = await page.locator('.site-header').boundingBox();
  // Two lines of links a finger's height each (the site's links under the name and the
  // languages, since their one shared line cut the pages' names in two), no more.
  assert.ok(header.height < 70, `a compact header (${header.height} px)`);
  assert.deepEqual(problems, []);
  await page.close();
  await phone.close();
});

test('Hexpush: the layout chosen, and the board turned for the player with White', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  const cellY = async name => (await page.locator(`#board [data-cell="${name}"]`).boundingBox()).y;
  assert.ok(await cellY('a1') > await cellY('i9'), 'Black\'s side at the bottom');
  await page.getByRole('button', { name: 'Play the computer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play the computer' });
  assert.equal(await dialog.getByLabel('Black').isChecked(), true, 'Black moves first in Hexpush');
  await dialog.getByLabel('White').check();
  await dialog.getByLabel('Layout').selectOption('belgian-daisy');
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await started(page, 1);
  assert.equal(await page.locator('#matchup').textContent(), 'You play White · Computer\u00a0level\u00a01');
  assert.equal(await page.locator('#layout').inputValue(), 'belgian-daisy');
  assert.ok(await cellY('a1') < await cellY('i9'), 'White\'s side at the bottom');
  await plies(page, 1);
  assert.match(await status(page), /^White to move/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a touch screen the last square tapped is not ringed in gold over its capture ring', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'russian.html', '#variant=russian&tfen=W:e3w,a1w,h6b&opponent=4&computer=black');
  await ready(page);
  await square(page, 'e3').tap();
  await square(page, 'f4').tap();
  await page.waitForFunction(() => /must capture/.test(document.getElementById('status').textContent), null, { timeout: 10000 });
  const classes = await square(page, 'f4').getAttribute('class');
  assert.match(classes, /can-capture/);
  assert.doesNotMatch(classes, /inspected/);
  assert.deepEqual(problems, []);
  await page.close();
  await phone.close();
});

test('on a phone, a game against the computer starts with the board in view', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'bashni.html');
  await ready(page);
  // The button is at the screen's foot: the player scrolls a little to reach it.
  await page.getByRole('button', { name: 'Play the computer' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await playComputer(page, 'Black', 1);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const board = await page.locator('#board').boundingBox();
  // Before, the page followed the button down and showed only the board's last row.
  assert.ok(board.y >= -1 && board.y + board.height <= 844 + 1, `the board in view (its top at ${Math.round(board.y)} px)`);
  assert.deepEqual(problems, []);
  await page.close();
  await phone.close();
});

test('Play the computer over a position set up in the editor plays from that position', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByRole('button', { name: 'Clear board' }).click();
  for (const [tool, square] of [['White man', 'c3'], ['White man', 'e3'], ['Black man', 'f6'], ['Black man', 'h8']]) {
    await page.locator('#editor').getByRole('button', { name: tool, exact: true }).click();
    await page.locator(`#board button[data-square="${square}"]`).click();
  }
  await page.getByRole('button', { name: 'Play from here' }).click();
  const setUp = await tfen(page);
  assert.equal(setUp, 'W:c3w,e3w,f6b,h8b');
  // (Before, the game against the computer began from the standard position.)
  await playComputer(page, 'White', 1);
  assert.equal(await tfen(page), setUp);
  assert.deepEqual(problems, []);
  await page.close();
});
