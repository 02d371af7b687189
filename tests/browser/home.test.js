// The home page as a game site's front door (issue 19 §4): a board picture, Play the computer
// and Continue your game first, then the course with its progress and the puzzles; a reader whose
// browser prefers Russian or French is offered that language once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready, square } from './harness.js';

test('the front door: a board, Play the computer, and Continue your game once a game is under way', async () => {
  const browser = await openBrowser();
  const { page, problems } = await openPage(browser, 'index.html');
  await ready(page);
  assert.equal(await page.locator('.front svg.front-board').count(), 1);
  const actions = page.locator('.front-actions a:visible');
  assert.deepEqual(await actions.allTextContents(), ['Play the computer', 'Learn', 'Puzzles']);
  // Bashni's puzzles, the game the course teaches first (not the first set by name, classic Bashni's).
  assert.equal(await actions.filter({ hasText: 'Puzzles' }).getAttribute('href'), 'puzzles/bashni.html');
  assert.equal(await page.locator('.site-header').getByRole('link', { name: 'Puzzles' }).getAttribute('href'), 'puzzles/bashni.html');
  const front = await page.locator('.front').boundingBox();
  const course = await page.locator('#lessons').boundingBox();
  assert.ok(front.y < course.y, 'the front comes before the course');
  // A game begun on the Russian page is offered to continue.
  await page.goto(page.url().replace('index.html', 'russian.html'));
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  await page.goto(page.url().split('russian.html')[0] + 'index.html');
  await ready(page);
  const resume = page.getByRole('link', { name: 'Continue your game' });
  assert.match(await resume.getAttribute('href'), /^russian\.html$/);
  await resume.click();
  await ready(page);
  assert.deepEqual(await page.locator('#moves button.ply').allTextContents(), ['c3-d4']);
  assert.deepEqual(problems, []);
  await page.close();
  await browser.close();
});

test('a Russian browser is offered the Russian site once', async () => {
  const browser = await openBrowser({ locale: 'ru-RU' });
  const { page, problems } = await openPage(browser, 'index.html');
  await ready(page);
  const offer = page.locator('.language-offer');
  assert.equal(await offer.getAttribute('lang'), 'ru');
  assert.match(await offer.textContent(), /Русский/);
  await offer.getByRole('button', { name: 'Close' }).click();
  assert.equal(await offer.count(), 0);
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('.language-offer').count(), 0, 'offered once');
  // The Russian page itself offers nothing.
  await page.goto(page.url().replace('index.html', 'ru/index.html'));
  await ready(page);
  assert.equal(await page.locator('.language-offer').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
  await browser.close();
});

test('an English browser is offered nothing', async () => {
  const browser = await openBrowser({ locale: 'en-GB' });
  const { page, problems } = await openPage(browser, 'index.html');
  await ready(page);
  assert.equal(await page.locator('.language-offer').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
  await browser.close();
});
