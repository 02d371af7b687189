// The game page on every device: phones in portrait (touch, 320 and 390 px wide) and a desktop.
// No horizontal overflow, the board fully on screen and as wide as the screen allows, taps play,
// and the README's screenshots are made here — written to docs/screenshots/ only when
// SCREENSHOTS=docs is set (scripts/screenshots.sh), so that the test suite leaves the tree as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser, openPage, ready, square, status, tfen, ROOT } from './harness.js';

const SHOTS = process.env.SCREENSHOTS === 'docs'
  ? join(ROOT, 'docs', 'screenshots')
  : mkdtempSync(join(tmpdir(), 'bashni-screenshots-'));
// Screenshots that are not for the docs are only looked at while the tests run.
if (process.env.SCREENSHOTS !== 'docs') process.on('exit', () => rmSync(SHOTS, { recursive: true, force: true }));
const MIDGAME = '#variant=bashni&tfen=W:a1w,c1w,e1w,g1w,b2w,f2w,h2w,a3w,c3wBw,g3w,d4wb,b6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,f8b,h8b';

/** Layout figures of the open page. */
function layout(page) {
  return page.evaluate(() => {
    const board = document.getElementById('board').getBoundingClientRect();
    const square = document.querySelector('#board button').getBoundingClientRect();
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      board: { left: board.left, right: board.right, top: board.top, bottom: board.bottom, width: board.width },
      square: square.width,
      viewport: { width: innerWidth, height: innerHeight },
      touchAction: getComputedStyle(document.getElementById('board')).touchAction,
    };
  });
}

test('on a 390×844 phone, a game against the computer keeps its buttons on the first screen: Undo, Resign, Offer draw, Hint, Move now', async () => {
  const browser = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // A middlegame out of the opening book, Red to move: level 8 thinks (2.5 s) and shows Move now.
  const middlegame = 'B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,g3w,d4b,f4w,a5w,c5b,b6b,h6b,a7b,g7b,b8b,d8b,f8b,h8b';
  const { page, problems } = await openPage(browser, 'english.html', `#variant=english&tfen=${middlegame}&opponent=8&computer=black`);
  await ready(page);
  await page.locator('#thinking:not([hidden])').waitFor();
  const thinking = Date.now();
  const bottoms = await page.evaluate(() => Object.fromEntries(['undo', 'resign', 'offer-draw', 'hint', 'move-now']
    .map(id => [id, document.getElementById(id).getBoundingClientRect().bottom])));
  for (const [id, bottom] of Object.entries(bottoms)) assert.ok(bottom <= 844, `${id} is on screen (its bottom at ${bottom})`);
  await page.getByRole('button', { name: 'Move now' }).tap();
  await page.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 1);
  // Level 8 stops by itself no sooner than half its 2.5 s: a move before 1.25 s is Move now's.
  assert.ok(Date.now() - thinking < 1250, `the move came ${Date.now() - thinking} ms after the search began`);
  assert.equal(await page.evaluate(() => scrollY), 0, 'no scrolling needed');
  assert.deepEqual(problems, []);
  await browser.close();
});

/** Presses `name` long (as a finger held on it), until the page rings it as inspected.
 *  @param {import('playwright-core').Page} page @param {string} name */
async function pressLong(page, name) {
  await square(page, name).dispatchEvent('pointerdown');
  await page.waitForFunction(name => document.querySelector(`#board button[aria-label^="${name},"]`)?.classList.contains('inspected'), name);
  await square(page, name).dispatchEvent('pointerup');
}

test('on a phone, a tall tower pressed long is listed over the half of the board away from it, in rows, the square left in view', async () => {
  const browser = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // Ten pieces on c3 (bottom to top), against the computer: the line above the board says so.
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3bbbbbbwwww,e5b,a1w&opponent=1&computer=black');
  await ready(page);
  await pressLong(page, 'c3');
  const peek = page.locator('#tower-peek');
  assert.equal(await peek.locator('li').count(), 10);
  const [note, board, pressed] = await Promise.all([peek.boundingBox(), page.locator('#board').boundingBox(), square(page, 'c3').boundingBox()]);
  assert.ok(note && note.y >= board.y - 1, `the note starts on the board, below the line above it: ${JSON.stringify([note, board])}`);
  assert.ok(note.y + note.height <= pressed.y, 'the square pressed stays in view');
  assert.deepEqual(problems, []);
  await browser.close();
});

test('on a phone, the analysis board lists a tower pressed long over the board too, gone at the next tap', async () => {
  const browser = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=bashni&tfen=W:c3bwb,a1w,h8b');
  await ready(page);
  const peek = page.locator('#tower-peek');
  await square(page, 'c3').dispatchEvent('pointerdown');
  // (Before, the press opened the inspector far below the moves and showed nothing on the screen.)
  await peek.waitFor({ state: 'visible' });
  await square(page, 'c3').dispatchEvent('pointerup');
  assert.ok((await page.locator('#inspector').boundingBox()).y > 844, 'the inspector is below the screen');
  assert.deepEqual(await peek.locator('li').allTextContents(), ['black man', 'white man', 'black man']);
  const [note, board, pressed] = await Promise.all([peek.boundingBox(), page.locator('#board').boundingBox(), square(page, 'c3').boundingBox()]);
  assert.ok(note.y >= board.y && note.y + note.height <= pressed.y, `over the board, above the square: ${JSON.stringify([note, board, pressed])}`);
  await square(page, 'h8').tap();
  assert.ok(await peek.isHidden(), 'the next tap takes the note away');
  assert.deepEqual(problems, []);
  await browser.close();
});

for (const [width, height] of [[390, 844], [320, 640]]) {
  test(`a ${width}×${height} touch phone: no horizontal scroll, the board fills the width, taps play`, async () => {
    const browser = await openBrowser({ viewport: { width, height }, hasTouch: true, isMobile: true });
    const { page, problems } = await openPage(browser, 'bashni.html', MIDGAME);
    await ready(page);
    const figures = layout(page);
    const { overflow, board, square: size, viewport, touchAction } = await figures;
    assert.equal(overflow, 0, 'no horizontal overflow');
    assert.ok(board.left >= 0 && board.right <= viewport.width, 'the board is inside the screen');
    assert.ok(board.width >= viewport.width * 0.92, `the board uses the width (${board.width} of ${viewport.width})`);
    assert.ok(board.bottom <= viewport.height, 'the whole board is on screen');
    assert.ok(size >= 36, `squares are big enough to tap (${size}px)`);
    assert.equal(touchAction, 'none', 'dragging on the board does not scroll the page');
    await square(page, 'c3').tap();
    await square(page, 'e5').tap();
    assert.equal(await status(page), 'Black to move');
    assert.match(await tfen(page), /e5bwBw/);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await square(page, 'c3').tap();
    if (width === 390) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'phone.png') });
    }
    await pressLong(page, 'c3');
    assert.equal(await page.locator('#inspector-box').getAttribute('open'), '', 'press and hold opens the inspector');
    assert.deepEqual(await page.locator('#inspector li').allTextContents(), ['white man', 'black king', 'white man']);
    // The inspector is far below the board: the tower is listed over the board too (before, the
    // press showed nothing on the screen), and the next tap takes the note away.
    assert.ok((await page.locator('#inspector').boundingBox()).y > height, 'the inspector is below the screen');
    const peek = page.locator('#tower-peek');
    assert.deepEqual(await peek.locator('li').allTextContents(), ['white man', 'black king', 'white man']);
    const [note, boardBox] = await Promise.all([peek.boundingBox(), page.locator('#board').boundingBox()]);
    assert.ok(note && note.y >= boardBox.y && note.y + note.height <= boardBox.y + boardBox.height, `the note is over the board: ${JSON.stringify([note, boardBox])}`);
    await square(page, 'h8').tap();
    assert.ok(await peek.isHidden(), 'the next tap takes the note away');
    // A second tower pressed long takes the ring from the first (both stayed ringed).
    for (const name of ['c3', 'e5']) await pressLong(page, name);
    assert.deepEqual(await page.locator('#board .inspected').evaluateAll(cells => cells.map(cell => cell.closest('[data-square]')?.getAttribute('data-square'))), ['e5']);
    // A redraw takes the note away too (it would list what stood there before): here the board
    // turned by the F key, with no press.
    await pressLong(page, 'c3');
    assert.ok(await peek.isVisible());
    await page.keyboard.press('f');
    await peek.waitFor({ state: 'hidden' });
    await page.locator('.panel details').first().locator('summary').tap();
    assert.equal((await layout(page)).overflow, 0, 'still no overflow with a panel open');
    assert.deepEqual(problems, []);
    await browser.close();
  });
}

test('on a phone the header marks the page\'s own link and brings it into the strip\'s view', async () => {
  const browser = await openBrowser({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  for (const [path, name] of [['hexpush.html', 'Hexpush'], ['lasca.html', 'Lasca'], ['lessons/04-towers.html', 'Lessons'], ['puzzles/russian.html', 'Puzzles']]) {
    const { page, problems } = await openPage(browser, path);
    await ready(page);
    const strip = page.locator('.site-header').getByRole('navigation').first();
    // (`page` for a game's or a puzzle set's own link; `true`, the part of the site, for Lessons.)
    const own = strip.locator('a[aria-current]');
    assert.equal(await own.textContent(), name, path);
    assert.equal(await own.getAttribute('aria-current'), name === 'Lessons' ? 'true' : 'page', path);
    const box = await own.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 320, `${path}: ${name} on screen (${JSON.stringify(box)})`);
    // A link cut in two at the strip's start fades there (before: "es Bashni Rus", "и Башни Русс"
    // read as names); Lessons and Puzzles come first, in view without scrolling.
    const { cut, fades } = await strip.evaluate(nav => ({
      cut: [...nav.querySelectorAll('a')].some(link => {
        const { left, right } = link.getBoundingClientRect();
        return left < nav.getBoundingClientRect().left - 1 && right > nav.getBoundingClientRect().left + 1;
      }),
      fades: getComputedStyle(nav).maskImage.startsWith('linear-gradient(to right, rgba(0, 0, 0, 0)'),
    }));
    assert.ok(!cut || fades, `${path}: a name cut at the strip's start, unfaded`);
    if (['Lessons', 'Puzzles'].includes(name)) assert.equal(await strip.evaluate(nav => nav.scrollLeft), 0, path);
    // The strip is the width of the screen, under the site's name and the languages.
    assert.ok((await strip.boundingBox()).width >= 300, `${path}: the links' strip the whole width`);
    assert.equal(await page.evaluate(() => scrollX), 0, `${path}: the page itself did not scroll`);
    assert.deepEqual(problems, []);
    await page.close();
  }
  await browser.close();
});

test('on a 320 px phone the header keeps the other languages on screen, and the games\' links scroll under them', async () => {
  const browser = await openBrowser({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  for (const [path, others] of [['bashni.html', ['Русский', 'Français']], ['ru/bashni.html', ['English', 'Français']], ['fr/bashni.html', ['English', 'Русский']]]) {
    const { page, problems } = await openPage(browser, path);
    await ready(page);
    const header = page.locator('.site-header');
    for (const name of others) {
      const box = await header.getByRole('link', { name }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `${path}: ${name} is on screen (${JSON.stringify(box)})`);
    }
    assert.equal((await layout(page)).overflow, 0, `${path}: no horizontal overflow`);
    // The lessons come first in the strip, in view without scrolling (before, after the five games).
    const lessons = await header.getByRole('navigation').first().getByRole('link').first().boundingBox();
    assert.ok(lessons.x + lessons.width <= 320, `${path}: the lessons' link is on screen`);
    assert.equal(await header.getByRole('navigation').first().getByRole('link').first().getAttribute('href'), 'index.html#lessons');
    // The last game's link is reached by scrolling the games' strip, not the page.
    const games = header.getByRole('navigation').first();
    const last = games.getByRole('link').last();
    assert.ok(await games.evaluate(nav => nav.scrollWidth > nav.clientWidth), `${path}: the games' links do not all fit, and scroll`);
    await games.evaluate(nav => { nav.scrollLeft = nav.scrollWidth; });
    const shown = await last.boundingBox();
    assert.ok(shown.x >= 0 && shown.x + shown.width <= 320, `${path}: scrolled, the last game's link is on screen`);
    assert.equal(await page.evaluate(() => scrollX), 0, `${path}: the page itself did not scroll`);
    // The page's own game is marked, and brought into the strip's view on loading.
    const own = header.getByRole('navigation').first().getByRole('link', { name: /^(Bashni|Башни)$/ });
    assert.equal(await own.getAttribute('aria-current'), 'page');
    // Each link is tall enough for a finger (before, 16–20 px).
    const heights = await header.getByRole('link').evaluateAll(links => links.map(link => link.getBoundingClientRect().height));
    assert.ok(Math.min(...heights) >= 30, `${path}: the header's links ${heights} px high`);
    assert.deepEqual(problems, []);
    await page.close();
  }
  await browser.close();
});

test('a desktop: board and panel side by side, the board fully on screen', async () => {
  const browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
  const { page, problems } = await openPage(browser, 'bashni.html', MIDGAME);
  await ready(page);
  const { overflow, board, viewport } = await layout(page);
  assert.equal(overflow, 0);
  assert.ok(board.bottom <= viewport.height, 'the whole board is on screen');
  const panel = await page.locator('.panel').boundingBox();
  assert.ok(panel.x >= board.right, 'the panel is beside the board');
  // A checkbox keeps its words beside it (before, "Analysis" stood under its box: the rows'
  // text fields' rule made the box grow).
  const box = await page.locator('#analysis-toggle').boundingBox();
  const words = await page.locator('label:has(#analysis-toggle)').boundingBox();
  assert.ok(words.height < 2 * box.height, `the Analysis label is one line (${words.height} px, its box ${box.height} px)`);
  assert.ok(box.width < 30, `the box is a box (${box.width} px wide)`);
  await square(page, 'c3').click();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'desktop.png') });
  assert.deepEqual(problems, []);
  await browser.close();
});

test('on a 320 px phone the coordinates of a lesson board and of the Hexpush board are readable (9 px or more)', async () => {
  const browser = await openBrowser({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  try {
    for (const file of ['lessons/01-board-and-men.html', 'lessons/15-hexpush.html']) {
      const { page, problems } = await openPage(browser, file);
      await ready(page);
      const sizes = await page.evaluate(() => [...document.querySelectorAll('.lesson-card .coord')]
        .filter(label => label.getClientRects().length)
        .map(label => parseFloat(getComputedStyle(label).fontSize)));
      assert.ok(sizes.length > 0, `${file}: coordinates are shown`);
      assert.ok(Math.min(...sizes) >= 9, `${file}: the smallest is ${Math.min(...sizes)} px`);
      assert.deepEqual(problems, [], file);
      await page.close();
    }
  } finally {
    await browser.close();
  }
});

test('on a 390×844 phone, the lesson and puzzle boards are as wide as the screen allows: squares of 44 px at least, no overflow', async () => {
  const browser = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const path of ['lessons/05-capturing-towers.html', 'ru/lessons/12-russian-draughts.html', 'puzzles/bashni.html']) {
    const { page, problems } = await openPage(browser, path);
    await ready(page);
    const size = await page.locator('.lesson-card .board button.sq').first().evaluate(square => square.getBoundingClientRect().width);
    // (Before, about 41 px: the card sat inside the page's margins and its own.)
    assert.ok(size >= 44, `${path}: squares of ${size.toFixed(1)} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${path}: no horizontal overflow`);
    const card = await page.locator('.lesson-card').first().boundingBox();
    assert.ok(card.x >= 0 && card.x + card.width <= 390, `${path}: the card is on the screen (${card.x} to ${card.x + card.width})`);
    assert.deepEqual(problems, [], path);
    await page.close();
  }
  await browser.close();
});

test('on a 1366×768 laptop the board editor opens with its tools and its verdict in view', async () => {
  const browser = await openBrowser({ viewport: { width: 1366, height: 768 } });
  for (const file of ['bashni.html', 'hexpush.html']) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    await page.locator('#edit').click();
    const verdict = await page.locator('#editor-problem').boundingBox();
    // (Before, the verdict was below the fold of the panel, under the empty move list.)
    assert.ok(verdict && verdict.y + verdict.height <= 768, `${file}: the verdict is on screen (${JSON.stringify(verdict)})`);
    assert.equal(await page.locator('#move-list').isVisible(), false);
    await page.locator('#editor-cancel').click();
    assert.equal(await page.locator('#move-list').isVisible(), true, 'the list is back after editing');
    assert.deepEqual(problems, []);
    await page.close();
  }
  await browser.close();
});
