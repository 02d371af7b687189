// Keyboard shortcuts (issue 11 §2.10), the move list showing move numbers from 10 and many moves
// (§2.15), each page offering only its own presets (§2.7), and dark pages following the device or
// the Appearance setting (§3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square, cell, contrast } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const plies = page => page.locator('#moves .ply:not(.future)').count();

test('Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, F flips (kept with the game over a reload); not while typing in a field', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  assert.match(await page.locator('#shortcuts').textContent(), /Ctrl\+Z undo, Ctrl\+Y redo, F flip the board/);
  for (const name of ['c3', 'd4', 'f6', 'e5']) await square(page, name).click();
  assert.equal(await plies(page), 2);
  await page.keyboard.press('Control+z');
  assert.equal(await plies(page), 1);
  await page.keyboard.press('Control+y');
  assert.equal(await plies(page), 2);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await plies(page), 2);
  await page.keyboard.press('f');
  assert.match(await page.locator('#board').getAttribute('class'), /flipped/);
  await page.keyboard.press('f');
  assert.doesNotMatch(await page.locator('#board').getAttribute('class'), /flipped/);
  // The same by the Flip board button beside Undo and Redo (a tap on a phone has no F key),
  // which the Settings box follows.
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.match(await page.locator('#board').getAttribute('class'), /flipped/);
  assert.equal(await page.locator('input[name="flipped"]').isChecked(), true);
  await page.getByRole('button', { name: 'Flip board' }).click();
  assert.doesNotMatch(await page.locator('#board').getAttribute('class'), /flipped/);
  await page.getByLabel('Move', { exact: true }).focus();
  await page.keyboard.press('Control+z');
  await page.keyboard.type('f');
  assert.equal(await plies(page), 2, 'Ctrl+Z in the Move field is the field\'s own');
  assert.doesNotMatch(await page.locator('#board').getAttribute('class'), /flipped/);
  // Two players at one device turn the board between them: a reload keeps the game as they
  // left it, turned; a new game starts the right way up.
  await page.getByRole('button', { name: 'Flip board' }).click();
  await page.reload();
  await ready(page);
  assert.equal(await plies(page), 2);
  assert.match(await page.locator('#board').getAttribute('class'), /flipped/, 'the turn comes back with the game');
  assert.equal(await page.locator('input[name="flipped"]').isChecked(), true);
  page.once('dialog', dialog => dialog.accept());
  await page.locator('#new-game').click();
  assert.doesNotMatch(await page.locator('#board').getAttribute('class'), /flipped/);
  await page.reload();
  await ready(page);
  assert.doesNotMatch(await page.locator('#board').getAttribute('class'), /flipped/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Hexpush: Ctrl+Z undoes and Ctrl+Y redoes, F turns the board, kept over a reload', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  const field = page.getByLabel('Move', { exact: true });
  await field.fill('a1b2');
  await field.press('Enter');
  await page.locator('#board').click({ position: { x: 2, y: 2 } });
  assert.equal(await plies(page), 1);
  await page.keyboard.press('Control+z');
  assert.equal(await plies(page), 0);
  await page.keyboard.press('Control+y');
  assert.equal(await plies(page), 1);
  // F turns the board (White's marbles at the bottom), and a reload keeps it with the game.
  const turned = async () => (await cell(page, 'a1').boundingBox()).y < (await cell(page, 'i9').boundingBox()).y;
  assert.equal(await turned(), false);
  await page.locator('body').press('f');
  assert.equal(await turned(), true);
  await page.reload();
  await ready(page);
  assert.equal(await plies(page), 1);
  assert.equal(await turned(), true, 'the turn comes back with the game');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the move list shows numbers from 10 in full and at least eight moves at once', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  for (let i = 0; i < 24; i++) {
    const move = await page.evaluate(() => window.bashni.controller.game.getLegalMoves()[0]?.text);
    if (!move) break;
    await page.getByLabel('Move', { exact: true }).fill(move);
    await page.getByLabel('Move', { exact: true }).press('Enter');
  }
  const list = page.locator('#moves');
  const { padding, font, rows, shown } = await list.evaluate(element => {
    const style = getComputedStyle(element);
    const row = element.querySelector('li').getBoundingClientRect().height;
    return {
      padding: parseFloat(style.paddingLeft), font: parseFloat(style.fontSize),
      rows: element.querySelectorAll('li').length, shown: element.clientHeight / row,
    };
  });
  assert.ok(rows >= 10, `${rows} moves`);
  assert.ok(padding >= 3 * font * 0.95, 'room for "10." and "100."');
  assert.ok(shown >= 8, `${shown.toFixed(1)} rows shown`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('dark pages: the device\'s choice, the Appearance setting, and every page follows it', async () => {
  const dark = await openBrowser({ colorScheme: 'dark' });
  const { page, problems } = await openPage(dark, 'bashni.html');
  await ready(page);
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const isDark = async () => {
    const [r, g, b] = (await background()).match(/\d+/g).map(Number);
    return r + g + b < 200;
  };
  assert.equal(await page.evaluate(() => document.documentElement.dataset.appearance), 'dark');
  assert.ok(await isDark(), await background());
  const box = page.locator('details', { has: page.locator('#settings') });
  await box.locator('summary').click();
  await page.locator('#settings [name="appearance"]').selectOption('light');
  assert.ok(!(await isDark()), 'Light overrides the device');
  await page.locator('#settings [name="appearance"]').selectOption('dark');
  // Text on the accent (Play the computer, the move shown, the result of a game between two
  // friends) stays readable on a dark page: WCAG's 4.5:1 at least (white on the dark page's
  // salmon was 2.47:1).
  for (const name of ['c3', 'd4']) await square(page, name).click();
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Yes, resign' }).click();
  for (const selector of ['button.primary', '#moves button.ply[aria-current]', '#result']) {
    const ratio = await contrast(page.locator(selector).first());
    assert.ok(ratio >= 4.5, `${selector}: contrast ${ratio.toFixed(2)}`);
  }
  const lesson = await dark.context.newPage();
  await lesson.goto(page.url().replace(/bashni\.html.*$/, 'lessons/01-board-and-men.html'));
  await lesson.waitForSelector('html[data-ready="true"]');
  assert.equal(await lesson.evaluate(() => document.documentElement.dataset.appearance), 'dark');
  const index = await dark.context.newPage();
  await index.goto(page.url().replace(/bashni\.html.*$/, 'index.html'));
  await index.waitForFunction(() => document.documentElement.dataset.appearance);
  assert.equal(await index.evaluate(() => document.documentElement.dataset.appearance), 'dark');
  assert.deepEqual(problems, []);
  await dark.close();
});

test('the preset menu offers only the presets of the rule set being played (§2.7)', async () => {
  const options = page => page.locator('#preset option').evaluateAll(list => list.slice(1).map(o => o.value));
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  const bashni = await options(page);
  assert.ok(bashni.includes('promotion-mid-capture') && !bashni.includes('crown'), `${bashni}`);
  await page.getByLabel('Rule set').selectOption('bashni-classic');
  const classic = await options(page);
  assert.ok(classic.length >= 1 && !classic.some(slug => bashni.includes(slug)), `${classic}`);
  await page.close();
  const english = await openPage(browser, 'english.html');
  await ready(english.page);
  assert.ok((await options(english.page)).includes('crown'));
  assert.ok(!(await options(english.page)).includes('promotion-mid-capture'));
  await english.page.close();
  const russian = await openPage(browser, 'russian.html');
  await ready(russian.page);
  assert.ok(await russian.page.getByLabel('Preset position').isHidden(), 'no Russian presets: no menu');
  await russian.page.close();
  assert.deepEqual(problems, []);
});

test('the menus act on a choice, not on each value the arrow keys step past (WCAG 3.2.2)', async () => {
  // Chromium changes a closed menu's value at every arrow key. Before, one ArrowDown on Rule set
  // started classic Bashni and a second opened the Russian draughts page; one on Opponent started
  // a game against the computer; the preset menu loaded the first preset at every key.
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  const rules = page.getByLabel('Rule set');
  await rules.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await rules.inputValue(), 'russian', 'the menu shows the value stepped to');
  assert.equal(await page.locator('h1').textContent(), 'Bashni', 'and nothing happened yet');
  assert.match(page.url(), /\/bashni\.html/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'Classic Bashni');
  // Leaving the menu chooses the value stepped to, as Enter does.
  const opponent = page.getByLabel('Opponent');
  await opponent.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.ok(await page.locator('#matchup').isHidden(), 'no game against the computer yet');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => /Computer\slevel\s2$/.test(document.getElementById('matchup').textContent));
  // A choice with the mouse acts at once.
  await page.getByLabel('Rule set').selectOption('bashni');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'Bashni');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the keyboard keeps its place: a button that goes away or is disabled by its press passes the focus on (before, to the page\'s body)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  const focused = () => page.evaluate(() => {
    const element = document.activeElement;
    return element === document.body ? 'body' : element?.id || element?.textContent?.trim() || element?.tagName;
  });
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  // Undo takes the only move back and is disabled: the focus goes on to Redo.
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('undo').disabled);
  await page.waitForFunction(() => document.activeElement !== document.body && document.activeElement?.id !== 'undo');
  assert.equal(await focused(), 'redo');
  // A draw offered from the keyboard: its question is the other side's, the focus on its safe
  // answer; declined, back to Offer draw.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Offer draw' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'draw-decline');
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'offer-draw');
  // Cancel editing hides itself: the focus goes back to Edit board.
  await page.getByRole('button', { name: 'Edit board' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cancel editing' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('editor-cancel').hidden);
  assert.equal(await focused(), 'edit', 'back to the button that opened the editor');
  assert.deepEqual(problems, []);
  await page.close();
});
