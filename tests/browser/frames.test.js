// The board the player sees during a move is the engine's frame of it (issue 11 §1): a man
// crowned mid-capture shows and is announced as a king (§2.1), an animated multi-capture leaves
// no copies of the moving tower behind (§2.4), and English checkers names Red and the square
// numbers wherever the engine says so (§2.5).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square, status, tfen } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const label = (page, name) => square(page, name).getAttribute('aria-label');

/** Opens a settings panel field and sets it. */
async function setting(page, name, value) {
  const box = page.locator('details', { has: page.locator('#settings') });
  if (!(await box.getAttribute('open') !== null)) await box.locator('summary').click();
  await page.locator(`#settings [name="${name}"]`).selectOption(value);
}

test('a man crowned mid-capture shows and is announced as a king (Bashni preset, Russian)', async () => {
  const pages = [['bashni.html', ''], ['russian.html', '#variant=russian&tfen=W:b6w,c7b,f6b']];
  for (const [file, hash] of pages) {
    const { page, problems } = await openPage(browser, file, hash);
    await ready(page);
    if (!hash) await page.getByLabel('Preset position').selectOption('promotion-mid-capture');
    assert.equal(await tfen(page), 'W:b6w,f6b,c7b', file);
    await square(page, 'b6').click();
    await square(page, 'd8').click();
    assert.match(await label(page, 'd8'), /^d8, white king\b/, `${file}: announced as a king`);
    assert.equal(await square(page, 'd8').locator('.piece.king').count(), 1, `${file}: drawn as a king`);
    assert.match(await label(page, 'c7'), /captured/, `${file}: c7 is jumped`);
    await square(page, 'g5').click();
    assert.match(await status(page), /^White wins/);
    assert.match(await label(page, 'g5'), /^g5, (tower of 3, )?white king/);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('lesson 08: the man crowned on d8 is drawn and named a king before the capture goes on', async () => {
  const { page, problems } = await openPage(browser, 'lessons/08-promotion-mid-capture.html');
  await ready(page);
  const card = page.locator('.lesson-board').first();
  await card.locator('button[data-square="b6"]').click();
  await card.locator('button[data-square="d8"]').click();
  const d8 = card.locator('button[data-square="d8"]');
  assert.match(await d8.getAttribute('aria-label'), /^d8, white king\b/);
  assert.equal(await d8.locator('.piece.king').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an animated multi-capture leaves no copies of the moving tower (typed, final square, redo)', async () => {
  const moving = await openBrowser({ reducedMotion: 'no-preference' });
  const { page, problems } = await openPage(moving, 'bashni.html', '#variant=bashni&tfen=W:c1w,d2b,d4b,d6b,h8b');
  await ready(page);
  await setting(page, 'speed', 'fast');
  /** Runs `play`, then watches every frame until the animation ends: the most towers in flight
   *  at once, and the most squares showing the moving (white-topped) tower at once. */
  const watch = async play => {
    await page.evaluate(() => {
      window.seen = { flying: 0, white: 0, frames: 0 };
      const look = () => {
        const board = document.getElementById('board');
        const flying = board.querySelectorAll('.flying.tower').length;
        const white = [...board.querySelectorAll('button[data-square]')]
          .filter(b => /^\S+, (tower of \d+, )?white/.test(b.getAttribute('aria-label'))).length;
        window.seen.flying = Math.max(window.seen.flying, flying);
        window.seen.white = Math.max(window.seen.white, white + flying);
        window.seen.frames++;
        // Until a flight has started and ended (or about ten seconds without one).
        if ((!window.seen.flying && window.seen.frames < 600) || board.querySelector('.flying')) requestAnimationFrame(look);
        else window.seen.done = true;
      };
      requestAnimationFrame(look);
    });
    await play();
    await page.waitForFunction(() => window.seen.done, null, { timeout: 10000 });
    return page.evaluate(() => window.seen);
  };
  const move = page.getByLabel('Move', { exact: true });
  let seen = await watch(async () => { await move.fill('c1:e3:c5:e7'); await move.press('Enter'); });
  assert.ok(seen.frames > 10, 'the move was animated');
  assert.equal(seen.flying, 1, 'typed: one tower in flight at a time');
  assert.equal(seen.white, 1, 'typed: the tower is shown once');
  assert.equal(await tfen(page), 'B:e7bbbw,h8b');

  await page.getByRole('button', { name: 'Undo' }).click();
  seen = await watch(async () => { await square(page, 'c1').click(); await square(page, 'e7').click(); });
  assert.equal(seen.flying, 1, 'final square: one tower in flight at a time');
  assert.equal(seen.white, 1, 'final square: the tower is shown once');

  await page.getByRole('button', { name: 'Undo' }).click();
  seen = await watch(() => page.getByRole('button', { name: 'Redo' }).click());
  assert.equal(seen.flying, 1, 'redo: one tower in flight at a time');
  assert.equal(seen.white, 1, 'redo: the tower is shown once');
  assert.equal(await tfen(page), 'B:e7bbbw,h8b');
  assert.deepEqual(problems, []);
  await page.close();
  await moving.close();
});

test('English checkers: Red throughout, square numbers in every name and in the Move field', async () => {
  const { page, problems } = await openPage(browser, 'english.html');
  await ready(page);
  assert.equal(await status(page), 'Red to move');
  assert.equal(await label(page, 'b6'), 'b6, 9, red man');
  assert.equal(await label(page, 'c3'), 'c3, 22, white man');
  assert.match(await page.getByLabel('Move', { exact: true }).getAttribute('placeholder'), /^22-18 or 22x15x8\b/);
  const blackPiece = p => p.evaluate(() => getComputedStyle(document.querySelector('#board .piece.black')).getPropertyValue('--black-piece').trim());
  const red = await blackPiece(page);
  await page.getByRole('button', { name: 'Edit board' }).click();
  const tools = await page.locator('#editor [data-tool]').allTextContents();
  assert.ok(tools.includes('Red man') && tools.includes('Red king'), tools.join(' | '));
  assert.ok(!tools.some(text => /Black/.test(text)), tools.join(' | '));
  assert.deepEqual(await page.locator('#editor-side option').allTextContents(), ['White', 'Red']);
  // No towers here: a piece put on a square takes the place of the one there, and there is no
  // top piece to take off.
  assert.ok(await page.getByRole('button', { name: 'Top-piece eraser' }).isHidden());
  assert.match(await page.locator('#editor-help').textContent(), /in place of the one it holds/);
  await page.getByRole('button', { name: 'Clear board' }).click();
  for (const [tool, name] of [['White man', 'c3'], ['Red man', 'c3'], ['White king', 'e1']]) {
    await page.getByRole('button', { name: tool, exact: true }).click();
    await square(page, name).click();
  }
  assert.equal(await label(page, 'c3'), 'c3, 22, red man');
  assert.match(await page.locator('#editor-problem').textContent(), /^Playable/);
  await page.close();

  // The Bashni page keeps Black, drawn black.
  const bashni = await openPage(browser, 'bashni.html');
  await ready(bashni.page);
  assert.equal(await label(bashni.page, 'b6'), 'b6, black man');
  assert.match(await bashni.page.getByLabel('Move', { exact: true }).getAttribute('placeholder'), /^c3-d4 or c3:e5:g7/);
  assert.notEqual(await blackPiece(bashni.page), red, 'Red pieces are not drawn black');
  await bashni.page.getByRole('button', { name: 'Edit board' }).click();
  assert.ok(await bashni.page.getByRole('button', { name: 'Top-piece eraser' }).isVisible());
  assert.match(await bashni.page.locator('#editor-help').textContent(), /on top of its tower/);
  await bashni.page.close();
  assert.deepEqual(problems, []);
});
