// Every page loads from file:// with no console error and no network request, and the game
// pages are playable by clicks: highlights, step-by-step captures, results, undo, pasted TFEN.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser, openPage, ready, square, status, tfen, DIST, idle } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const GAME_PAGES = { 'bashni.html': 32, 'russian.html': 32, 'english.html': 32, 'lasca.html': 25, 'hexpush.html': 61, 'analysis.html': 32, 'hexpush-analysis.html': 61 };

test('every page loads offline with no console error and no request', async () => {
  const pages = readdirSync(DIST).filter(f => f.endsWith('.html'));
  assert.deepEqual(pages.sort(), ['analysis.html', 'bashni.html', 'english.html', 'hexpush-analysis.html', 'hexpush.html', 'index.html', 'lasca.html', 'russian.html']);
  for (const file of pages) {
    const { page, problems, requests } = await openPage(browser, file);
    if (GAME_PAGES[file]) {
      await ready(page);
      assert.equal(await page.locator('#board button').count(), GAME_PAGES[file], file);
      assert.match(await status(page), /to move$/, file);
    }
    await idle(page);
    assert.deepEqual(problems, [], `${file}: console errors`);
    assert.deepEqual(requests, [], `${file}: network requests`);
    await page.close();
  }
});

test('pages name no external URL and carry a CSP that forbids fetches', () => {
  const lessons = readdirSync(join(DIST, 'lessons')).map(f => join('lessons', f));
  for (const file of [...readdirSync(DIST), ...lessons].filter(f => f.endsWith('.html'))) {
    const html = readFileSync(join(DIST, file), 'utf8');
    // The data blocks (compressed, as data text) are left out: their characters are no text.
    const text = html.replace(/<script[^>]*type="?application\/octet-stream"?[^>]*>[^<]*<\/script>/g, '')
      // (The icon's SVG names its namespace, an identifier that nothing fetches.)
      .replace("xmlns='http://www.w3.org/2000/svg'", '');
    assert.doesNotMatch(text, /(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i, `${file} names an external URL`);
    assert.match(html, /http-equiv=["']?Content-Security-Policy/i, file);
    assert.match(html, /default-src 'none'/, file);
    assert.match(html, /connect-src 'none'/, file);
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const [, href] of markup.matchAll(/href=["']?([^"' >]+)/g)) {
      // The favicon is inlined as data, on purpose (issue 13 §3).
      if (href.startsWith('data:image/svg+xml,')) continue;
      assert.ok(!href.startsWith('/') && !href.includes(':'), `${file}: link ${href} is not relative`);
    }
  }
});

test('a worker from a Blob URL runs the same engine under the page policy (the opponent\'s hook)', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  const moves = await page.evaluate(() => new Promise((resolve, reject) => {
    const worker = window.bashni.engineWorker(`engineReady.then(engine => {
      postMessage(JSON.parse(new engine.EngineGame('bashni').legalMovesJson()).map(m => m.text));
    });`);
    worker.onmessage = event => { worker.terminate(); resolve(event.data); };
    worker.onerror = event => reject(new Error(event.message || 'the worker failed'));
  }));
  assert.deepEqual(moves, ['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the index links to every game page', async () => {
  const { page } = await openPage(browser, 'index.html');
  for (const name of ['Bashni', 'Russian draughts', 'English checkers', 'Lasca', 'Hexpush']) {
    await page.locator('main .game-list').getByRole('link', { name, exact: true }).click();
    await ready(page);
    assert.match(await page.title(), new RegExp(name));
    await page.goBack();
  }
  await page.close();
});

test('the header\'s Puzzles link of a game or lesson opens that game\'s puzzles', () => {
  const puzzlesLink = file => readFileSync(join(DIST, file), 'utf8').match(/<header.*?<a [^>]*?href=["']?([^"' >]*puzzles\/[^"' >]*)/s)?.[1];
  assert.equal(puzzlesLink('english.html'), 'puzzles/english.html');
  assert.equal(puzzlesLink('hexpush.html'), 'puzzles/hexpush.html');
  assert.equal(puzzlesLink('ru/lasca.html'), 'puzzles/lasca.html');
  assert.equal(puzzlesLink('lessons/13-english-checkers.html'), '../puzzles/english.html');
  assert.equal(puzzlesLink('puzzles/russian.html'), '../puzzles/russian.html');
});

test('a capture is played hop by hop, jumped towers grey, to a win', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:c3w,d4b,f6b');
  await ready(page);
  assert.equal(await status(page), 'White to move: must capture');
  assert.match(await square(page, 'c3').getAttribute('class'), /can-capture/);
  await square(page, 'c3').click();
  assert.match(await square(page, 'e5').getAttribute('class'), /target/);
  await square(page, 'e5').click();
  assert.match(await square(page, 'd4').getAttribute('class'), /jumped/, 'jumped tower turns grey');
  assert.equal(await status(page), 'White to move: continue the capture');
  await square(page, 'a1').click();
  assert.match(await page.locator('#message').textContent(), /The capture is not finished: the tower on e5 can still jump/);
  await square(page, 'g7').click();
  assert.equal(await status(page), 'White wins: Black has no towers left');
  assert.match(await square(page, 'g7').getAttribute('aria-label'), /^g7, tower of 3, white man on top/);
  assert.equal(await tfen(page), 'B:g7bbw');
  await square(page, 'g7').click();
  assert.match(await page.locator('#message').textContent(), /game is over/);
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await tfen(page), 'W:c3w,d4b,f6b');
  assert.equal(await status(page), 'White to move: must capture');
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await tfen(page), 'B:g7bbw');
  assert.deepEqual(problems, []);
  await page.close();
});

test('clicking the last square plays a capture with one route there', async () => {
  const { page } = await openPage(browser, 'russian.html', '#variant=russian&tfen=W:c3w,d4b,f6b,h8b');
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'g7').click();
  assert.equal(await tfen(page), 'B:g7w,h8b');
  assert.equal(await page.locator('#moves li').first().textContent(), 'c3:e5:g7');
  await page.close();
});

test('an illegal click changes nothing and says why', async () => {
  const { page } = await openPage(browser, 'bashni.html');
  await ready(page);
  const before = await tfen(page);
  await square(page, 'c3').click();
  await square(page, 'c5').click();
  assert.equal(await tfen(page), before);
  assert.notEqual((await page.locator('#message').textContent()).trim(), '');
  await square(page, 'b6').click();
  // Whose it is and whose turn: at an earlier position it may not be the player's.
  assert.match(await page.locator('#message').textContent(), /belongs to Black\. White to move\.$/);
  await square(page, 'd4').click();
  assert.equal(await status(page), 'Black to move');
  assert.match(await square(page, 'd4').getAttribute('aria-label'), /^d4, white man/);
  page.once('dialog', dialog => dialog.accept());
  await page.getByRole('button', { name: 'New game' }).click();
  assert.equal(await tfen(page), before);
  await page.close();
});

test('a pasted TFEN loads, a bad one is refused with its reason', async () => {
  const { page } = await openPage(browser, 'bashni.html');
  await ready(page);
  const start = await tfen(page);
  await page.getByLabel('Paste a position (TFEN)').fill('W:a1w,b1b');
  await page.getByRole('button', { name: 'Load' }).click();
  assert.match(await page.locator('#message').textContent(), /b1 is a light square/);
  assert.equal(await tfen(page), start);
  await page.getByLabel('Paste a position (TFEN)').fill('B:h2w,d4bw,e5b');
  await page.getByRole('button', { name: 'Load' }).click();
  assert.equal(await tfen(page), 'B:h2w,d4bw,e5b');
  assert.equal(await status(page), 'Black to move: must capture');
  await square(page, 'e5').click();
  await square(page, 'c3').click();
  assert.equal(await tfen(page), 'W:h2w,c3wb,d4b');
  assert.match(await square(page, 'd4').getAttribute('aria-label'), /^d4, black man/, 'the tower changed hands');
  await page.close();
});

test('the variant switch and English side names', async () => {
  const { page } = await openPage(browser, 'english.html');
  await ready(page);
  assert.equal(await status(page), 'Red to move');
  // Classic Bashni is played on the Bashni page: the menu opens it there.
  await page.getByLabel('Rule set').selectOption('bashni-classic');
  await page.waitForURL(/\/bashni\.html#variant=bashni-classic/);
  await ready(page);
  assert.equal(await status(page), 'White to move');
  assert.equal(await page.locator('h1').textContent(), 'Classic Bashni');
  // Its puzzle links, the header's and the side's, open classic Bashni's puzzles (before,
  // Bashni's), and Bashni's again once Bashni is played.
  const puzzleLinks = () => page.locator('a[data-puzzles-link]').evaluateAll(links => links.map(link => link.getAttribute('href')));
  assert.deepEqual(await puzzleLinks(), ['puzzles/bashni-classic.html', 'puzzles/bashni-classic.html']);
  await page.getByLabel('Rule set').selectOption('bashni');
  await page.waitForFunction(() => document.querySelector('h1').textContent === 'Bashni');
  assert.deepEqual(await puzzleLinks(), ['puzzles/bashni.html', 'puzzles/bashni.html']);
  await page.locator('.site-header').getByRole('link', { name: 'Puzzles' }).click();
  await page.waitForURL(/\/puzzles\/bashni\.html$/);
  await page.close();
});

test('bashni.html copied alone to another folder plays offline', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bashni-alone-'));
  copyFileSync(join(DIST, 'bashni.html'), join(folder, 'bashni.html'));
  const { page, problems, requests } = await openPage(browser, join(folder, 'bashni.html'));
  await ready(page);
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  assert.equal(await status(page), 'Black to move');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests, []);
  await page.close();
  rmSync(folder, { recursive: true, force: true });
});
