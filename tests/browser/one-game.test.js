// A page is one game, and its records are kept whole (issue 19 §2–§3): the Rule set menu and
// links open another rule set's own page; classic Bashni, played on the Bashni page, renames its
// heading; a link or a saved game with a refused move keeps the moves before it and names it; a
// PDN record's tags and result are kept, shown and written back; Russian draughts is exported in
// square names; the export speaks the page's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, status } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const line = page => page.locator('#moves button.ply').allTextContents();
const message = async page => (await page.locator('#message').textContent()).trim();

test('another rule set opens its own page; classic Bashni renames the Bashni page', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await page.getByLabel('Rule set').selectOption('english');
  await page.waitForURL(/\/english\.html/);
  await ready(page);
  assert.equal(await page.locator('h1').textContent(), 'English checkers');
  assert.equal(await page.title(), 'English checkers — play with a friend or the computer');
  // A link to a Bashni game on the Russian page opens the Bashni page with it.
  await page.goto(page.url().replace(/english\.html.*$/, 'russian.html#variant=bashni&moves=c3-d4,f6-g5'));
  await page.waitForURL(/\/bashni\.html#/);
  await ready(page);
  assert.deepEqual(await line(page), ['c3-d4', 'f6-g5']);
  assert.equal(await page.locator('h1').textContent(), 'Bashni');
  page.once('dialog', dialog => dialog.accept());
  await page.getByLabel('Rule set').selectOption('bashni-classic');
  assert.equal(await page.locator('h1').textContent(), 'Classic Bashni');
  assert.match(await page.title(), /^Classic Bashni/);
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('h1').textContent(), 'Classic Bashni', 'after a reload too');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link or a saved game with a refused move keeps the moves before it and names the move', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&moves=c3-d4,f6-g5,a1-a2,b2-c3');
  await ready(page);
  assert.deepEqual(await line(page), ['c3-d4', 'f6-g5']);
  assert.match(await message(page), /^Move 3 of the link, a1-a2, is not legal there/);
  // A saved game whose third move no longer plays (written as an older page might have).
  await page.evaluate(() => localStorage.setItem('bashni.game.russian', JSON.stringify({ variant: 'russian', start: null, moves: ['c3-d4', 'f6-g5', 'd4-d5', 'b6-a5'] })));
  await page.goto(page.url().split('#')[0]);
  await ready(page);
  assert.deepEqual(await line(page), ['c3-d4', 'f6-g5']);
  assert.match(await message(page), /^Move 3 of the saved game, d4-d5, is not legal there/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a PDN record keeps its tags and result, and the export writes them back in square names', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await page.locator('#import-box summary').click();
  await page.getByLabel(/Paste a game record/).fill('[Event "Kazan Open"]\n[Round "3"]\n[White "Ivanov"]\n[Black "Petrov"]\n[GameType "25"]\n1. 22-18 11-16 2. 24-20 1-0');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  assert.deepEqual(await line(page), ['c3-d4', 'f6-g5', 'g3-h4']);
  await page.getByRole('button', { name: 'Last move' }).click();
  const banner = page.locator('#result');
  await banner.waitFor();
  assert.match(await banner.textContent(), /1–0\s*White wins, as the game record gives/);
  await page.getByRole('button', { name: 'Export PDN' }).click();
  const pdn = await page.locator('#pdn-text').inputValue();
  for (const tag of ['[Event "Kazan Open"]', '[Round "3"]', '[White "Ivanov"]', '[Black "Petrov"]', '[Result "1-0"]', '[GameType "25"]']) {
    assert.ok(pdn.includes(tag), `${tag} in\n${pdn}`);
  }
  assert.match(pdn, /\n1\. c3-d4 f6-g5 2\. g3-h4 1-0\n$/);
  await page.getByRole('button', { name: 'Close' }).click();
  // The address names the result as the record's, which a link opens as the record's.
  assert.match(page.url(), /result=1-0/);
  // The record survives a reload: tags and result.
  await page.reload();
  await ready(page);
  assert.match(await page.locator('#result').textContent(), /as the game record gives/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an export in French names the event and the players in French', async () => {
  const { page, problems } = await openPage(browser, 'fr/russian.html', '#variant=russian&moves=c3-d4,f6-g5');
  await ready(page);
  await page.locator('#export-pdn').click();
  const pdn = await page.locator('#pdn-text').inputValue();
  assert.match(pdn, /\[Event "Partie amicale"\]/);
  assert.match(pdn, /\[White "Blancs"\]/);
  assert.match(pdn, /\n1\. c3-d4 f6-g5 \*\n$/);
  assert.doesNotMatch(pdn, /Casual game/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an export of a game against the computer names the person Player, in the page\'s language', async () => {
  const { page, problems } = await openPage(browser, 'fr/russian.html', '#variant=russian&moves=c3-d4,f6-g5&opponent=2&computer=black');
  await ready(page);
  await page.locator('#export-pdn').click();
  const pdn = await page.locator('#pdn-text').inputValue();
  // (Before: [White "Blancs"], the person named by the colour.)
  assert.match(pdn, /\[White "Joueur"\]\n\[Black "Ordinateur niveau 2"\]/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a record of another rule set opens on its own page', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await page.locator('#import-box summary').click();
  await page.getByLabel(/Paste a game record/).fill('[GameType "bashni"]\n1. c3-d4 f6-e5 2. d4:f6 *');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.waitForURL(/\/bashni\.html#/);
  await ready(page);
  assert.deepEqual(await line(page), ['c3-d4', 'f6-e5', 'd4:f6']);
  assert.match(await status(page), /^White to move/, 'shown from its start');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link is explained when its opponent, rule set or position is wrong, in the page language', async () => {
  // An unknown opponent: the game opens, and the page says the opponent was not taken.
  let { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&moves=c3-d4&opponent=9');
  await ready(page);
  assert.deepEqual(await line(page), ['c3-d4']);
  assert.match(await message(page), /unknown opponent/);
  await page.close();
  // A rule set the site does not have, on the Russian page: named, in Russian.
  ({ page, problems } = await openPage(browser, 'ru/russian.html', '#variant=chess&moves=e2-e4'));
  await ready(page);
  assert.match(await message(page), /нет правил под названием chess/);
  assert.doesNotMatch(await message(page), /unknown variant|не являются допустимой партией/);
  await page.close();
  // A position that does not follow from the moves: the moves' game, and a word about it.
  ({ page, problems } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W%3Aa1w&moves=c3-d4,f6-g5'));
  await ready(page);
  assert.deepEqual(await line(page), ['c3-d4', 'f6-g5']);
  assert.match(await message(page), /does not follow from its moves/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link that cannot open leaves the game on the board and its save as they were', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', '#variant=russian&moves=c3-d4,f6-g5');
  await ready(page);
  page.on('dialog', dialog => dialog.accept());
  // A link opened in this tab whose moves do not play from its position.
  await page.evaluate(() => { location.hash = '#variant=russian&tfen=W%3Ac3w%2Cd4b&moves=h2-g3'; });
  await page.waitForFunction(() => document.getElementById('message').textContent.includes('could not be opened'));
  assert.deepEqual(await line(page), ['c3-d4', 'f6-g5']);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('bashni.game.russian') || 'null'));
  assert.deepEqual(saved?.moves, ['c3-d4', 'f6-g5']);
  assert.deepEqual(problems, []);
  await page.close();
});
