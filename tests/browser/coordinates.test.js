// The course's first lesson (issue 22 §1): square names taught on boards that ask for a named
// move (a–h and 1–8, then 1–32 in English checkers), and the coordinates trainer played as a
// learner plays it: Start, a named square tapped, a wrong tap answered with its name, the round
// ended by the clock (a fake clock: no waiting thirty seconds), the best score kept on the device.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

test('the coordinates trainer asks for squares against the clock and keeps the best score', async () => {
  const { page, problems, requests } = await openPage(browser, 'lessons/00-squares.html');
  await page.clock.install();
  await page.reload();
  await ready(page);
  const trainer = page.locator('.trainer').first();
  const feedback = trainer.locator('.feedback');
  // Before Start a tap only says to press it.
  await trainer.locator('button[data-square="c3"]').click();
  assert.match(await feedback.textContent(), /^Press Start/);
  await trainer.getByRole('button', { name: /^Start/ }).click();
  for (let found = 1; found <= 3; found++) {
    const target = await trainer.locator('.trainer-target').textContent();
    assert.match(target, /^[a-h][1-8]$/);
    await trainer.locator(`button[data-square="${target}"]`).click();
    assert.equal(await feedback.textContent(), `Found: ${found}`);
  }
  const target = await trainer.locator('.trainer-target').textContent();
  const wrong = target === 'a1' ? 'c1' : 'a1';
  await trainer.locator(`button[data-square="${wrong}"]`).click();
  assert.equal(await feedback.textContent(), `That is ${wrong}.`);
  assert.equal(await trainer.locator('.trainer-target').textContent(), target, 'the same square is still asked');
  // The clock ends the round: the score, a new best, kept after a reload.
  await page.clock.runFor(31_000);
  assert.equal(await feedback.textContent(), 'Time! You found 3: your new best.');
  assert.equal(await trainer.locator('.trainer-best').textContent(), 'Best: 3');
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('.trainer').first().locator('.trainer-best').textContent(), 'Best: 3');
  // The English checkers trainer names squares 1–32, the engine's numbers.
  const english = page.locator('.trainer').nth(1);
  await english.getByRole('button', { name: /^Start/ }).click();
  const number = await english.locator('.trainer-target').textContent();
  assert.match(number, /^([1-9]|[12]\d|3[0-2])$/);
  await english.locator(`button[aria-label*=", ${number},"]`).click();
  assert.equal(await english.locator('.feedback').textContent(), 'Found: 1');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
});

test('the first lesson names the squares: a named move is accepted, a neighbour is answered with its name', async () => {
  const { page, problems } = await openPage(browser, 'lessons/00-squares.html');
  await ready(page);
  const first = page.locator('.lesson-card').first();
  await first.locator('button[data-square="c3"]').click();
  await first.locator('button[data-square="b4"]').click();
  assert.match(await first.locator('.feedback').textContent(), /That is b4: the column b is left of c/);
  await first.getByRole('button', { name: 'Retry' }).click();
  await first.locator('button[data-square="c3"]').click();
  await first.locator('button[data-square="d4"]').click();
  await first.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  // The course starts here: the home page's map lists it first.
  await page.goto(page.url().replace(/lessons\/.*$/, 'index.html'));
  await ready(page);
  assert.equal(await page.locator('.lesson-list > li[data-lesson]').first().getAttribute('data-lesson'), '00-squares');
  assert.deepEqual(problems, []);
  await page.close();
});
