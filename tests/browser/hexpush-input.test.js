// Hexpush faults of issue 11 §2.18, played as a person plays: clearing a selection, selecting a
// line from its middle, a line of four, the Layout menu after a reload, typed moves as phones
// type them, a broken share link, the rules text, scrolling a phone over the board, drag and drop,
// a move without the confirming tap; and the marble colours setting (§3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, status } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const cell = (page, name) => page.locator(`#board button[data-cell="${name}"]`);
const message = async page => (await page.locator('#message').textContent()).trim();
const plies = page => page.locator('#moves .ply:not(.future)').allTextContents();
const selected = page => page.locator('#board .cell.selected').evaluateAll(cells => cells.map(c => c.dataset.cell).sort());

/** The centre of a cell in viewport pixels. */
async function centre(page, name) {
  const box = await cell(page, name).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag through the centres of `names`, pressed on the first, released on the last. */
async function mouseDrag(page, names) {
  const start = await centre(page, names[0]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const name of names.slice(1)) {
    const { x, y } = await centre(page, name);
    await page.mouse.move(x, y, { steps: 4 });
  }
  await page.mouse.up();
}

/** A finger drag through `points` (viewport pixels), by the DevTools protocol's touch input. */
async function touchDrag(page, points) {
  const cdp = await page.context().newCDPSession(page);
  const touch = ({ x, y }) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(points[0]) });
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    for (let step = 1; step <= 5; step++) {
      const point = { x: a.x + (b.x - a.x) * step / 5, y: a.y + (b.y - a.y) * step / 5 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(point) });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const phoneOptions = { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true };

test('tapping an empty cell clears the selection', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await cell(page, 'c3').click();
  assert.deepEqual(await selected(page), ['c3']);
  await cell(page, 'e6').click();
  assert.deepEqual(await selected(page), [], 'the selection is gone');
  assert.equal(await message(page), 'Selection cleared.');
  assert.equal(await page.locator('#board .arrow').count(), 0, 'and its arrows');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the middle marble, then both ends, selects the line of three', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await cell(page, 'c4').click();
  await cell(page, 'c3').click();
  assert.deepEqual(await selected(page), ['c3', 'c4']);
  await cell(page, 'c5').click();
  assert.deepEqual(await selected(page), ['c3', 'c4', 'c5']);
  await cell(page, 'd3').click();
  assert.deepEqual(await plies(page), ['c3c5d3'], 'the three move sideways');
  await page.close();
});

test('a line of four is refused with its reason, not turned into one marble', async () => {
  const { page } = await openPage(browser, 'hexpush.html', '#hfen=B:c3b,c4b,c5b,c6b,i9w:0-0');
  await ready(page);
  await cell(page, 'c3').click();
  await cell(page, 'c6').click();
  assert.equal(await message(page), 'At most 3 marbles move together: that line has 4.');
  assert.deepEqual(await selected(page), ['c3'], 'the selection stays');
  await cell(page, 'c5').click();
  assert.deepEqual(await selected(page), ['c3', 'c4', 'c5'], 'three of them can be selected');
  await page.close();
});

test('the Layout menu shows the layout of a game reopened after a reload', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await page.locator('#layout').selectOption('german-daisy');
  await page.getByRole('button', { name: 'New game' }).click();
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('d3e4');
  await move.press('Enter');
  await page.goto(page.url().split('#')[0]);
  await ready(page);
  assert.deepEqual(await plies(page), ['d3e4']);
  assert.equal(await page.locator('#layout').inputValue(), 'german-daisy');
  page.once('dialog', dialog => dialog.accept());
  await page.getByRole('button', { name: 'New game' }).click();
  assert.equal(await page.locator('#layout').inputValue(), 'german-daisy', 'New game starts the layout shown');
  assert.match(await page.getByLabel('Position (HFEN)', { exact: true }).inputValue(), /^B:b1b,b2b,b5w,b6w,c1b/);
  await page.close();
});

test('typed moves as a phone types them: capitals and c3-d3', async () => {
  const { page } = await openBrowser(phoneOptions).then(async phone => ({ phone, ...(await openPage(phone, 'hexpush.html')) }));
  await ready(page);
  // On a touch screen the typed-move field is folded away until asked for.
  await page.getByText('Keyboard and typed moves').click();
  const move = page.getByLabel('Move', { exact: true });
  assert.equal(await move.getAttribute('autocapitalize'), 'none');
  await move.fill('C3-D3');
  await move.press('Enter');
  assert.deepEqual(await plies(page), ['c3d3'], 'written in the list as the notation has it');
  assert.equal(await move.inputValue(), '');
  await move.fill('G5F4');
  await move.press('Enter');
  assert.deepEqual(await plies(page), ['c3d3', 'g5f4']);
  await move.fill('A1-A9');
  await move.press('Enter');
  assert.match(await message(page), /^“A1-A9” is not a move: write the trailing marble/, 'a refusal quotes what was typed (a9 is off the board)');
  await move.fill('A1-A5');
  await move.press('Enter');
  assert.equal(await message(page), '“A1-A5” is not a legal move here.', 'cells of the board, read as the engine reads them');
  await page.context().close();
});

test('a broken share link says so, and the saved game is shown', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  const move = page.getByLabel('Move', { exact: true });
  await move.fill('c3d4');
  await move.press('Enter');
  assert.deepEqual(await plies(page), ['c3d4']);
  // Opened in this tab and again on a reload, the link asks before replacing the game in progress.
  page.on('dialog', dialog => dialog.accept().catch(() => { /* already closed by the reload */ }));
  await page.goto(`${page.url().split('#')[0]}#hfen=B:zz9b:0-0`);
  await page.locator('#message', { hasText: /link/i }).waitFor();
  await page.reload();
  await ready(page);
  assert.match(await message(page), /link/i, 'the page says the link could not be opened');
  assert.deepEqual(await plies(page), ['c3d4'], 'the saved game is kept');
  await page.close();
});

test('the rules say 100 plies, as the rule is', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await page.locator('details.rules summary').click();
  const rules = await page.locator('details.rules').innerText();
  assert.match(rules, /100 plies/);
  assert.doesNotMatch(rules, /100 moves/);
  await page.close();
});

test('a phone scrolls the page with a finger on the board away from the marbles', async () => {
  const phone = await openBrowser(phoneOptions);
  const { page } = await openPage(phone, 'hexpush.html');
  await ready(page);
  const from = await centre(page, 'e5');
  await touchDrag(page, [from, { x: from.x, y: from.y - 150 }]);
  await page.waitForFunction(() => window.scrollY > 40, null, { timeout: 3000 });
  assert.equal(await status(page), 'Black to move', 'nothing was played');
  await phone.close();
});

test('drag on a phone: a finger swipes the line and drops it on the direction', async () => {
  const phone = await openBrowser(phoneOptions);
  const { page, problems } = await openPage(phone, 'hexpush.html');
  await ready(page);
  await touchDrag(page, [await centre(page, 'c3'), await centre(page, 'd4')]);
  assert.deepEqual(await plies(page), ['c3d4'], 'one marble dragged one cell');
  await touchDrag(page, [await centre(page, 'g7'), await centre(page, 'g6'), await centre(page, 'g5'), await centre(page, 'f5')]);
  assert.deepEqual(await plies(page), ['c3d4', 'g5g7f5'], 'the line g7–g5 swiped and dropped south-east');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'a drag does not scroll');
  assert.deepEqual(problems, []);
  await phone.close();
});

test('drag with a mouse: the line is swiped, the move previewed on the way and played on release', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  const start = await centre(page, 'c3');
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const name of ['c4', 'c5', 'd5']) {
    const { x, y } = await centre(page, name);
    await page.mouse.move(x, y, { steps: 4 });
  }
  assert.deepEqual(await selected(page), ['c3', 'c4', 'c5']);
  assert.match(await message(page), /c3c5d3: 3 marbles move sideways\. Let go to play it\./);
  assert.equal(await status(page), 'Black to move');
  await page.mouse.up();
  assert.deepEqual(await plies(page), ['c3c5d3']);
  await mouseDrag(page, ['g5', 'g5']);
  assert.deepEqual(await selected(page), ['g5'], 'a press and release on one marble is a tap');
  await page.close();
});

test('a move without the confirming tap when only one move reaches the cell; a preview when several do', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await cell(page, 'c3').click();
  await cell(page, 'd4').click();
  assert.deepEqual(await plies(page), ['c3d4'], 'one tap on the arrow plays');
  await cell(page, 'g5').click();
  await cell(page, 'g7').click();
  await cell(page, 'f5').click();
  assert.match(await message(page), /Press again to play it\./, 'f5 is where two broadsides take g5: a preview');
  assert.equal(await status(page), 'White to move');
  await cell(page, 'f5').click();
  assert.equal(await plies(page).then(p => p.length), 2);
  await page.close();
});

test('marble colours: black and yellow, remembered', async () => {
  const { page } = await openPage(browser, 'hexpush.html');
  await ready(page);
  const whiteMarble = () => cell(page, 'i9').locator('.marble').evaluate(m => getComputedStyle(m).backgroundImage);
  assert.doesNotMatch(await whiteMarble(), /rgb\(244, 194, 13\)/);
  await page.locator('details', { has: page.locator('#settings') }).locator('summary').click();
  await page.locator('#settings [name="marbles"]').selectOption('yellow');
  assert.match(await whiteMarble(), /rgb\(244, 194, 13\)/, 'the light marbles are yellow');
  await page.reload();
  await ready(page);
  assert.match(await whiteMarble(), /rgb\(244, 194, 13\)/, 'after a reload too');
  assert.equal(await page.locator('#settings [name="marbles"]').inputValue(), 'yellow');
  await page.close();
});
