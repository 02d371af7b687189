// The Hexpush page played as a person plays it (issue 6): select, preview and play by clicks,
// pushes and a marble going off, the result, typed moves, layouts, undo/redo, keyboard, reload,
// a phone; no console error, no network; and the commercial game's name appears nowhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, openPage, ready, status, DIST } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const cell = (page, name) => page.locator(`#board button[data-cell="${name}"]`);
const hfen = page => page.getByLabel('Position (HFEN)', { exact: true }).inputValue();
const message = async page => (await page.locator('#message').textContent()).trim();

test('the page loads offline: 61 cells named by cell, status, HFEN', async () => {
  const { page, problems, requests } = await openPage(browser, 'hexpush.html');
  await ready(page);
  assert.equal(await page.locator('#board button').count(), 61);
  assert.equal(await cell(page, 'a1').getAttribute('aria-label'), 'a1, black marble');
  assert.equal(await cell(page, 'e5').getAttribute('aria-label'), 'e5, empty');
  assert.equal(await status(page), 'Black to move');
  assert.match(await hfen(page), /^B:a1b,a2b,.*,i9w:0-0$/);
  // Each cell's name is centred under it, above the gap between two cells of the next row (at
  // its lower right, d3's name sat over c3 and read as c3's).
  for (const name of ['d3', 'e5', 'a1']) {
    // (The text itself, not its box, which spans the cell.)
    const label = await cell(page, name).locator('.coord').evaluate(coord => {
      const range = document.createRange();
      range.selectNodeContents(coord);
      const { x, y, width } = range.getBoundingClientRect();
      return { x, y, width };
    });
    const box = await cell(page, name).boundingBox();
    assert.ok(Math.abs(label.x + label.width / 2 - (box.x + box.width / 2)) <= 1, `${name}'s name is centred under it`);
    assert.ok(label.y > box.y + box.height / 2, `${name}'s name is below its centre`);
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
});

test('a move by clicks: select, see the arrows, preview where several moves meet, play; a line for a broadside', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await cell(page, 'c3').click();
  assert.match(await cell(page, 'd4').getAttribute('aria-label'), /move c3d4$/);
  await cell(page, 'c5').click();
  assert.equal(await page.locator('#board .selected').count(), 3, 'c3, c4 and c5 form a line');
  await cell(page, 'd4').click();
  assert.match(await message(page), /c3c5d4: 3 marbles move sideways\. Press again to play it\./, 'd4 is reached by two broadsides');
  assert.equal(await page.locator('#board .landing').count(), 3, 'the preview shows where they go');
  assert.equal(await status(page), 'Black to move', 'a preview plays nothing');
  await cell(page, 'd4').click();
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(await page.locator('#moves .ply:not(.future)').allTextContents(), ['c3c5d4']);
  await cell(page, 'g5').click();
  await cell(page, 'f4').click();
  assert.deepEqual(await page.locator('#moves .ply:not(.future)').allTextContents(), ['c3c5d4', 'g5f4'], 'a cell one move reaches: one tap');
  await cell(page, 'i9').click();
  assert.match(await message(page), /That marble is White's/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.match(await hfen(page), /^B:a1b/);
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a push off the board is previewed, counted, and six off wins', async () => {
  const { page } = await openPage(browser, 'hexpush.html', '#hfen=B:e6b,e7b,e8w,e9w,a1w,i5b:0-0');
  await ready(page);
  await cell(page, 'e6').click();
  await cell(page, 'e7').click();
  await cell(page, 'e8').click();
  assert.match(await message(page), /That marble is White's/, 'two marbles cannot push two');
  await page.close();
  const push = await openPage(browser, 'hexpush.html', '#hfen=B:e6b,e7b,e8b,e9w,a1w:0-5');
  await ready(push.page);
  // Dragged, the move is previewed on the way and played on release.
  const centre = async name => {
    const box = await cell(push.page, name).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await push.page.mouse.move(...await centre('e6'));
  await push.page.mouse.down();
  for (const name of ['e7', 'e8', 'e9']) await push.page.mouse.move(...await centre(name), { steps: 4 });
  assert.match(await message(push.page), /e6e7: 3 marbles push one white marble, and one goes off the board!/);
  assert.equal(await push.page.locator('#board .off').count(), 1);
  await push.page.mouse.up();
  assert.equal(await status(push.page), 'Black wins: six white marbles are off the board');
  assert.equal((await push.page.locator('#lost-white').textContent()).trim(), '6 of 6');
  await cell(push.page, 'a1').click();
  assert.match(await message(push.page), /game is over/);
  await push.page.close();
});

test('a typed move that ends the game brings the result into view (the side panel was left scrolled down at the Move field)', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html', '#hfen=B:e6b,e7b,e8b,e9w,a1w:0-5');
  await ready(page);
  await page.setViewportSize({ width: 1280, height: 640 });
  // Every box open: the panel scrolls.
  const closed = page.locator('.panel details:not([open]) > summary');
  while (await closed.count()) await closed.first().click();
  const move = page.getByLabel('Move', { exact: true });
  await move.scrollIntoViewIfNeeded();
  const banner = page.locator('#result');
  await move.fill('e6e7');
  await move.press('Enter');
  await banner.waitFor();
  assert.equal(await status(page), 'Black wins: six white marbles are off the board');
  const [box, panel] = await Promise.all([banner.boundingBox(), page.locator('.panel').boundingBox()]);
  assert.ok(box.y >= Math.max(0, panel.y) - 1 && box.y + box.height <= Math.min(640, panel.y + panel.height) + 1,
    `the result is in view: ${JSON.stringify([box, panel])}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a sandwich cannot push, and typed moves play (broadsides either end first)', async () => {
  const { page } = await openPage(browser, 'hexpush.html', '#hfen=B:c3b,c4b,c5b,c6w,c7b,a1w:0-0');
  await ready(page);
  await cell(page, 'c3').click();
  assert.equal(await cell(page, 'c6').getAttribute('aria-label'), 'c6, white marble', 'no push arrow into the sandwich');
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('c3c4');
  await move.press('Enter');
  assert.equal(await message(page), '“c3c4” is not a legal move here.');
  await move.fill('c5c3d5');
  await move.press('Enter');
  assert.deepEqual(await page.locator('#moves .ply:not(.future)').allTextContents(), ['c3c5d3']);
  assert.equal(await move.inputValue(), '');
  await page.close();
});

test('New game with a layout; the game survives a reload; settings are remembered', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await page.locator('#layout').selectOption('german-daisy');
  await page.getByRole('button', { name: 'New game' }).click();
  assert.match(await hfen(page), /^B:b1b,b2b,b5w,b6w,c1b/);
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('d3e4');
  await move.press('Enter');
  await page.locator('details', { has: page.locator('#settings') }).locator('summary').click();
  await page.locator('#settings [name="theme"]').selectOption('ocean');
  const position = await hfen(page);
  await page.goto(page.url().split('#')[0]);
  await ready(page);
  assert.equal(await hfen(page), position);
  assert.deepEqual(await page.locator('#moves .ply:not(.future)').allTextContents(), ['d3e4']);
  assert.equal(await page.evaluate(() => document.body.dataset.theme), 'ocean');
  await page.close();
});

test('keyboard: arrows walk the cells, Enter selects, previews and plays', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await cell(page, 'c3').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), 'd4');
  await page.keyboard.press('Enter');
  assert.equal(await status(page), 'White to move');
  assert.match(await page.locator('#announce').textContent(), /Black played c3d4\. White to move/);
  await page.close();
});

test('a 320 px phone: no horizontal overflow, taps play', async () => {
  const phone = await openBrowser({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(phone, 'hexpush.html');
  await ready(page);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  // The hexagon's frame (drawn beyond the cells) is inside the screen, points included.
  const frame = await page.evaluate(() => {
    const board = document.getElementById('board');
    const box = board.getBoundingClientRect();
    const before = getComputedStyle(board, '::before');
    const left = box.left + parseFloat(before.left);
    return { left, right: left + parseFloat(before.width), width: innerWidth };
  });
  assert.ok(frame.left >= 0 && frame.right <= frame.width, `the frame spans ${frame.left}-${frame.right} of ${frame.width}`);
  const size = (await cell(page, 'e5').boundingBox()).width;
  assert.ok(size >= 30, `cells are big enough to tap (${size}px)`);
  await cell(page, 'c3').tap();
  await cell(page, 'd4').tap();
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(problems, []);
  await phone.close();
});

test("the commercial game's name appears nowhere in dist/", () => {
  const name = ['aba', 'lone'].join('');
  const walk = dir => readdirSync(dir).flatMap(f => statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]);
  for (const file of walk(DIST)) {
    assert.ok(!readFileSync(file, 'utf8').toLowerCase().includes(name), `${file} names the commercial game`);
  }
});

test('a move is animated unless motion is reduced; input finishes it', async () => {
  const moving = await openBrowser({ reducedMotion: 'no-preference' });
  const { page } = await openPage(moving, 'hexpush.html');
  await ready(page);
  await cell(page, 'c3').click();
  await cell(page, 'd4').click();
  assert.ok(await page.evaluate(() => document.getAnimations().length) > 0, 'the marble slides');
  await cell(page, 'g5').click();
  assert.equal(await page.evaluate(() => document.getAnimations().filter(a => a.playState === 'running').length), 0);
  await moving.close();
});

test('a hint shows where the marbles go, and takes the place of a selection begun', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  // Black to move: a marble of Black's selected, then the hint asked for.
  await cell(page, 'a1').click();
  assert.equal(await page.locator('#board .selected').count(), 1);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#board .hint').length > 0, null, { timeout: 10_000 });
  assert.equal(await page.locator('#board .selected').count(), 0, 'the selection gives way to the hint');
  // Its marbles, and the cells they go to: at least one of those holds no marble of Black's.
  assert.ok(await page.locator('#board .hint:not(.own)').count() > 0, 'a cell the hint moves to is ringed');
  assert.deepEqual(problems, []);
  await page.close();
});
