// What a player types or pastes is never echoed back whole, and a huge record is refused in a
// word rather than read for seconds (issue 23 §2): a 100,000-character move is quoted by its
// beginning; a record of 100,000 tags is refused (a game has a dozen).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const message = async page => (await page.locator('#message').textContent()).trim();

test('a pasted page of text in the Move field is answered by its beginning, not echoed whole', async () => {
  for (const file of ['russian.html', 'hexpush.html']) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    const field = page.locator('#move-input');
    assert.equal(await field.getAttribute('maxlength'), '200');
    // A value set by a script is not held to maxlength: the page bounds what it quotes itself.
    await field.evaluate(input => { /** @type {HTMLInputElement} */ (input).value = `c3${'x'.repeat(100_000)}`; });
    await field.press('Enter');
    await page.waitForFunction(() => document.getElementById('message').textContent.trim() !== '');
    const said = await message(page);
    assert.ok(said.length < 400, `${file}: ${said.length} characters`);
    assert.match(said, /c3x+…/, file);
    assert.deepEqual(problems, [], file);
    await page.close();
  }
});

test('a record of 100,000 tags is refused in a word, one of 999 imports', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await page.locator('#import-box summary').click();
  // Pasted (typing 1.6 MB would take the test's whole time).
  const paste = count => page.getByLabel(/Paste a game record/).evaluate((area, count) => {
    const tags = Array.from({ length: count }, (_, i) => `[Tag${i} "v${i}"]`).join('\n');
    /** @type {HTMLTextAreaElement} */ (area).value = `${tags}\n[GameType "25"]\n1. 22-18 11-16 *`;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, count);
  await paste(100_000);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.waitForFunction(() => document.getElementById('message').textContent.includes('more than 1,000 tags'));
  assert.deepEqual(await page.locator('#moves button.ply').allTextContents(), [], 'the game on the board is kept');
  await paste(998);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 2);
  assert.deepEqual(await page.locator('#moves button.ply').allTextContents(), ['c3-d4', 'f6-g5']);
  assert.deepEqual(problems, []);
  await page.close();
});
