// The Hexpush board editor played as a person sets up a position: Edit board, the tools on the
// cells, the marbles pushed off, the side to move, undo and redo of edits, the engine's verdict
// shown live, Play from here, Cancel, a reload while editing, and a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cell, hfen, openBrowser, openPage, ready, status } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

/** The message over the board, and the editor's verdict on the setup. */
const message = async page => (await page.locator('#message').textContent()).trim();
const verdict = async page => (await page.locator('#editor-problem').textContent()).trim();
/** Waits for the message `text` (said once the clipboard has taken the text). */
const saidAtLast = (page, text) => page.waitForFunction(words => document.getElementById('message').textContent.trim() === words, text, { timeout: 10_000 });
const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Opens the Hexpush page with the editor open on its position. */
async function openEditor(viewport) {
  const context = viewport ? await openBrowser(viewport) : browser;
  const { page, problems, requests } = await openPage(context, 'hexpush.html');
  page.on('dialog', dialog => dialog.accept());
  await ready(page);
  await button(page, 'Edit board').click({ timeout: 10_000 });
  return { page, problems, requests, context };
}

test('a position set up marble by marble is played from, with its marbles already off', async () => {
  const { page, problems, requests } = await openEditor();
  assert.equal(await status(page), 'Editing the board');
  assert.equal(await page.locator('#editor').isVisible(), true);
  // A plain button named for what it does (before, a toggle read as "Play from here, pressed").
  assert.equal(await button(page, 'Play from here').getAttribute('aria-pressed'), null);
  assert.match(await button(page, 'Play from here').getAttribute('class'), /\bengaged\b/, 'drawn as pressed');
  await button(page, 'Clear board').click();
  assert.equal(await message(page), 'Board cleared: the marbles off stay as they were.');
  assert.equal(await page.locator('#board .marble').count(), 0);
  assert.equal(await hfen(page), 'B::0-0');
  assert.equal(await verdict(page), 'Not playable yet: Black has no marble on the board.');
  // Share link shares the game, not the setup: off while editing.
  assert.equal(await button(page, 'Share link').isDisabled(), true);
  await button(page, 'Black marble').click();
  assert.equal(await button(page, 'Black marble').getAttribute('aria-pressed'), 'true');
  for (const name of ['e6', 'e7', 'e8']) await cell(page, name).click();
  await button(page, 'White marble').click();
  await cell(page, 'e9').click();
  assert.equal(await cell(page, 'e9').getAttribute('aria-label'), 'e9, white marble');
  // The same colour again takes the marble away; the eraser too.
  await cell(page, 'e9').click();
  assert.equal(await cell(page, 'e9').getAttribute('aria-label'), 'e9, empty');
  await cell(page, 'e9').click();
  await cell(page, 'a1').click();
  await button(page, 'Eraser').click();
  await cell(page, 'a1').click();
  await page.getByLabel('White marbles off:').selectOption('5');
  assert.equal(await hfen(page), 'B:e6b,e7b,e8b,e9w:0-5');
  assert.equal(await page.locator('#lost-white').textContent(), '5 of 6', 'the rows count the setup');
  assert.equal(await verdict(page), 'Playable position.');
  // Undo and redo of edits, by the buttons and by the keys.
  await button(page, 'Undo edit').click();
  assert.equal(await hfen(page), 'B:e6b,e7b,e8b,e9w:0-0');
  await page.keyboard.press('Control+y');
  assert.equal(await hfen(page), 'B:e6b,e7b,e8b,e9w:0-5');
  await page.getByLabel('Side to move').selectOption('white');
  await page.keyboard.press('Control+z');
  assert.equal(await page.getByLabel('Side to move').inputValue(), 'black');
  await button(page, 'Play from here').click();
  assert.equal(await message(page), 'Play starts from the edited position.');
  assert.equal(await status(page), 'Black to move');
  assert.equal(await page.locator('#editor').isVisible(), false);
  assert.equal(await hfen(page), 'B:e6b,e7b,e8b,e9w:0-5');
  // The sixth white marble pushed off wins.
  await page.getByLabel('Move', { exact: true }).fill('e6e7');
  await page.getByLabel('Move', { exact: true }).press('Enter');
  assert.match(await status(page), /Black wins/);
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
});

test('an edit past the marbles a side has is refused and changes nothing; a finished position is not played', async () => {
  const { page, problems } = await openEditor();
  const start = await hfen(page);
  await button(page, 'Black marble').click();
  await cell(page, 'e5').click();
  assert.equal(await message(page), 'Black has 14 marbles in all, on the board and pushed off: take one away first.');
  assert.equal(await hfen(page), start);
  await page.getByLabel('Black marbles off:').selectOption('1');
  assert.equal(await message(page), 'Black has 14 marbles in all, on the board and pushed off: take one away first.');
  assert.equal(await page.getByLabel('Black marbles off:').inputValue(), '0', 'the menu shows the setup');
  assert.equal(await button(page, 'Undo edit').isDisabled(), true, 'nothing to take back');
  // Six off: the game is over, and play does not start.
  await button(page, 'Clear board').click();
  await cell(page, 'e5').click();
  await button(page, 'White marble').click();
  await cell(page, 'i9').click();
  await page.getByLabel('White marbles off:').selectOption('6');
  assert.equal(await verdict(page), 'Not playable yet: White has lost 6 marbles: the game is over.');
  await button(page, 'Play from here').click();
  assert.equal(await message(page), "This position can’t be played: White has lost 6 marbles: the game is over.");
  assert.equal(await status(page), 'Editing the board');
  // Standard position: the start of the layout chosen above.
  await page.locator('#layout').selectOption('belgian-daisy');
  await button(page, 'Standard position').click();
  assert.match(await hfen(page), /^B:a1b,a2b,a4w,a5w,b1b,/);
  assert.equal(await page.getByLabel('White marbles off:').inputValue(), '0');
  // Cancelled, the Layout menu names the game's layout again (before: the one chosen for
  // Standard position, which New game would then have used).
  await button(page, 'Cancel editing').click();
  assert.equal(await page.locator('#layout').inputValue(), 'standard');
  assert.deepEqual(problems, []);
  await page.close();
});

test('Cancel goes back to the game as it was; a reload keeps the setup being edited', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  page.on('dialog', dialog => dialog.accept());
  await ready(page);
  await cell(page, 'c3').click();
  await cell(page, 'd4').click();
  const played = await hfen(page);
  await button(page, 'Edit board').click();
  await button(page, 'Eraser').click();
  await cell(page, 'i9').click();
  assert.equal(await page.locator('#board .marble.white').count(), 13);
  // While editing, the Move field is off (a tap edits, it plays nothing).
  assert.equal(await page.getByLabel('Move', { exact: true }).isDisabled(), true);
  await page.reload();
  await ready(page);
  assert.equal(await status(page), 'Editing the board', 'the editor comes back');
  assert.equal(await page.locator('#board .marble.white').count(), 13);
  await button(page, 'Cancel editing').click();
  assert.equal(await message(page), 'Editing cancelled: the game is as it was.');
  assert.equal(await hfen(page), played);
  assert.deepEqual(await page.locator('#moves .ply:not(.future)').allTextContents(), ['c3d4']);
  assert.equal(await page.locator('#board .marble').count(), 28);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the editor on a 360 px phone: its tools at hand, taps edit, no overflow', async () => {
  const { page, problems, context } = await openEditor({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  await button(page, 'Eraser').tap();
  await cell(page, 'a1').tap();
  assert.equal(await cell(page, 'a1').getAttribute('aria-label'), 'a1, empty');
  // The tools stay on the screen while the board is edited.
  const tools = await page.locator('#editor .tools').boundingBox();
  assert.ok(tools && tools.y + tools.height <= 740, `the tools are on the screen (${JSON.stringify(tools)})`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a pasted HFEN is loaded (a refused one says why and the game stays); Copy and Share copy the position and the link', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  page.on('dialog', dialog => dialog.accept());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await ready(page);
  const pasted = page.getByLabel('Paste a position (HFEN)');
  await button(page, 'Load').click();
  assert.equal(await message(page), 'Paste a position first.');
  await pasted.fill('B:e5b,a6b:0-0');
  await pasted.press('Enter');
  assert.equal(await message(page), 'This position can’t be used: “a6b” is not a cell of the board (a1 to i9).');
  assert.match(await hfen(page), /^B:a1b,a2b/, 'the game stays');
  await pasted.fill('W:e5b,e6b,e9w:2-1');
  await button(page, 'Load').click();
  assert.equal(await message(page), 'Position loaded.');
  assert.equal(await status(page), 'White to move');
  assert.equal(await hfen(page), 'W:e5b,e6b,e9w:2-1');
  assert.equal(await page.locator('#lost-black').textContent(), '2 of 6');
  await page.locator('#copy-hfen').click();
  await saidAtLast(page, 'Position copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'W:e5b,e6b,e9w:2-1');
  await button(page, 'Share link').click();
  await saidAtLast(page, 'Link to this game copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /hexpush\.html#/);
  // The link opens the same position in a new tab.
  const { page: other } = await openPage(browser, 'hexpush.html', new URL(link).hash);
  await ready(other);
  assert.equal(await hfen(other), 'W:e5b,e6b,e9w:2-1');
  assert.deepEqual(problems, []);
  await other.close();
  await page.close();
});

test('in French the Hexpush editor clears a "plateau", the draughts editor a "damier"', async () => {
  for (const [file, words, said] of [['fr/hexpush.html', 'Vider le plateau', 'Plateau vidé\u00a0: les billes sorties restent comptées.'], ['fr/bashni.html', 'Vider le damier', 'Damier vidé.']]) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    await page.locator('#edit').click();
    assert.equal((await page.locator('#editor-clear').textContent()).trim(), words);
    await page.locator('#editor-clear').click();
    assert.equal(await message(page), said);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a saved setup the engine refuses is not restored, and the page says why in its words', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await page.evaluate(() => localStorage.setItem('bashni.editor.hexpush', JSON.stringify({ tfen: 'B:a6b:0-0', tool: 'b', variant: 'hexpush' })));
  await page.reload();
  await ready(page);
  assert.equal(await message(page), 'The saved editor position could not be restored: “a6b” is not a cell of the board (a1 to i9).');
  assert.equal(await page.locator('#editor').isHidden(), true);
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Hexpush board turns with its ⇅ button and the F key, as the draughts boards do', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  const a1Below = async () => (await cell(page, 'a1').boundingBox()).y > (await cell(page, 'i9').boundingBox()).y;
  assert.equal(await a1Below(), true, "Black's side at the bottom");
  assert.match(await page.locator('#shortcuts').textContent(), /F flip the board/);
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.equal(await a1Below(), false, "White's side at the bottom");
  // A selection's arrows turn with the board (before, they kept the old turn: backwards).
  await cell(page, 'c3').click();
  const arrow = () => cell(page, 'd4').locator('.arrow').evaluate(a => a.style.transform);
  const turned = await arrow();
  await cell(page, 'c3').focus();
  await page.keyboard.press('f');
  assert.equal(await a1Below(), true);
  assert.notEqual(await arrow(), turned);
  await page.keyboard.press('Escape');
  // A move still plays where it is tapped.
  await page.keyboard.press('F');
  await cell(page, 'c3').click();
  await cell(page, 'd4').click();
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(problems, []);
  await page.close();
});

test("the Hexpush editor keeps its setup apart from the draughts pages': its Cancel leaves a Bashni setup saved", async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  page.on('dialog', dialog => dialog.accept());
  await ready(page);
  await button(page, 'Edit board').click();
  await button(page, 'Clear board').click();
  const setup = await page.locator('#tfen').inputValue();
  await page.goto(page.url().replace(/bashni\.html.*$/, 'hexpush.html'));
  await ready(page);
  assert.equal(await status(page), 'Black to move', 'the Bashni setup is not opened here');
  await button(page, 'Edit board').click();
  await button(page, 'Cancel editing').click();
  await page.goto(page.url().replace(/hexpush\.html.*$/, 'bashni.html'));
  await ready(page);
  assert.equal(await status(page), 'Editing the board', 'the Bashni setup is still there');
  assert.equal(await page.locator('#tfen').inputValue(), setup);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Play the computer over a Hexpush position set up in the editor plays from that position', async () => {
  const { page, problems } = await openEditor();
  await button(page, 'Clear board').click();
  await button(page, 'Black marble').click();
  for (const name of ['e6', 'e7', 'e8']) await cell(page, name).click();
  await button(page, 'White marble').click();
  for (const name of ['e9', 'a1']) await cell(page, name).click();
  await page.getByLabel('White marbles off:').selectOption('5');
  await button(page, 'Play from here').click();
  const setUp = await hfen(page);
  assert.equal(setUp, 'B:a1w,e6b,e7b,e8b,e9w:0-5');
  // The Layout menu names it as the game's start, and so does the dialog's.
  assert.equal(await page.locator('#layout option:checked').textContent(), 'Set-up position');
  await button(page, 'Play the computer').click();
  const dialog = page.getByRole('dialog', { name: 'Play the computer' });
  assert.equal(await dialog.locator('select[name="layout"] option:checked').textContent(), 'Set-up position');
  await dialog.getByLabel('Black').check();
  await dialog.getByLabel('Level').selectOption('1');
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  // (Before, the dialog's layout, Standard, replaced it.)
  assert.equal(await hfen(page), setUp);
  // Choosing a layout in the menu leaves it.
  await page.locator('#layout').selectOption('standard');
  assert.match(await hfen(page), /^B:a1b,a2b,/);
  assert.equal(await page.locator('#layout option[value=""]').count(), 0, 'the set-up position is no longer the game');
  assert.deepEqual(problems, []);
  await page.close();
});
