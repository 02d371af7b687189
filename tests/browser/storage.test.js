// Stored data never bricks a page (issue 14 §1): every key the pages keep is filled with hostile
// values (wrong types, null, numbers, huge strings, negative stars, deep objects) and every page
// still loads with no console error and plays a move; share links that are refused say so, a link
// asks before replacing a saved game, and a link never turns the editor's position into another
// variant's game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser, openPage, ready } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const LESSON = '01-board-and-men';
const KEYS = [
  'settings', 'game.bashni', 'game.russian', 'game.english', 'game.lasca', 'editor', 'editor.hexpush', 'hexpush.game',
  'opponent', 'hexpush.opponent', `lesson.${LESSON}`, 'lesson.02-capturing',
];

const deep = (depth, leaf) => (depth === 0 ? leaf : { stars: deep(depth - 1, leaf), tfen: deep(depth - 1, leaf) });
const HOSTILE = [
  'null', '5', '"text"', '[]', 'true', 'not json {', '{"length":0}', '{"stars":null}',
  JSON.stringify({ stars: { 0: -3, 1: 'x', 2: 99, 3: null }, boards: -1 }),
  JSON.stringify({ tfen: 5, tool: {}, variant: 7, start: 5, moves: 'c3-d4' }),
  JSON.stringify({ variant: 'bashni', start: 'W:zz', moves: ['zz-yy', 5] }),
  JSON.stringify({ start: 'standard', moves: [null] }),
  JSON.stringify({ theme: { x: 1 }, speed: 'warp', coordinates: 'yes', mode: 'computer', level: 99, side: 3 }),
  '['.repeat(20000) + ']'.repeat(20000),
  JSON.stringify(deep(12, null)),
  JSON.stringify({ tfen: 'W:' + 'a1w,'.repeat(200_000), start: 'x'.repeat(300_000), moves: [] }),
];

/** Plays the first legal move through the Move field; returns the move list shown after it. */
async function playAMove(page, file) {
  // A kept `opponent` may let the computer move first: its move is made before the player's.
  await page.waitForFunction(() => document.getElementById('thinking').hidden);
  const text = await page.evaluate(hex => (hex
    ? JSON.parse(window.hexpush.game.legalMovesJson())[0].text
    : window.bashni.controller.game.getLegalMoves()[0].text), file === 'hexpush.html');
  const move = page.getByLabel('Move', { exact: true });
  await move.fill(text);
  await move.press('Enter');
  return page.locator('#moves .ply:not(.future)').allTextContents();
}

async function playLessonMove(page) {
  const card = page.locator('.lesson-card').first();
  const spec = await page.evaluate(() => JSON.parse(document.getElementById('lesson-boards').textContent)[0]);
  for (const name of spec.lines[0][0].split(/[-:]/)) await card.locator(`button[data-square="${name}"]`).click();
  await card.locator('.feedback').filter({ hasText: /keep going|Solved!/ }).waitFor();
}

test('every page loads and plays with every stored key hostile', async () => {
  for (let round = 0; round < HOSTILE.length; round++) {
    const setup = await openPage(browser, 'index.html');
    // Each key gets a different hostile value each round; one huge value at a time fits the quota.
    await setup.page.evaluate(([keys, values, round]) => {
      keys.forEach((key, i) => localStorage.setItem(`bashni.${key}`, values[(round + i) % values.length]));
    }, [KEYS, HOSTILE, round]);
    await setup.page.close();
    for (const file of ['bashni.html', 'russian.html', 'english.html', 'lasca.html', 'hexpush.html', `lessons/${LESSON}.html`, 'index.html']) {
      const { page, problems } = await openPage(browser, file, '', { keepStorage: true });
      const where = `${file}, round ${round}`;
      await ready(page).catch(error => { throw new Error(`${where}: ${error.message} ${problems.join(' ')}`); });
      if (file.startsWith('lessons/')) await playLessonMove(page);
      // (A kept `opponent` field may let the computer answer: at least the move is there.)
      else if (file !== 'index.html') assert.ok((await playAMove(page, file)).length >= 1, where);
      else assert.equal(await page.locator('.lesson-list li[data-lesson]').count() > 0, true, where);
      assert.deepEqual(problems, [], where);
      await page.close();
    }
  }
});

test('a bad field is dropped and the good ones kept; a bad value is removed quietly', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.evaluate(() => {
    localStorage.setItem('bashni.settings', JSON.stringify({ theme: 'ocean', speed: 'warp', flipped: 'yes', length: 0 }));
    localStorage.setItem('bashni.editor', JSON.stringify({ tfen: 5 }));
  });
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => document.body.dataset.theme), 'ocean', 'the good field is kept');
  assert.equal(await page.locator('#settings [name="speed"]').inputValue(), 'normal', 'the bad one gets its default');
  assert.equal(await page.evaluate(() => localStorage.getItem('bashni.editor')), null, 'the bad editor value is gone');
  assert.equal(await page.locator('#editor').isHidden(), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a refused share link says so over the game shown instead', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html', '#variant=bashni&tfen=W:zz9w');
  await ready(page);
  assert.match(await page.locator('#message').textContent(), /^The link could not be opened: ./);
  assert.equal((await playAMove(page, 'bashni.html')).length, 1);
  const hex = await openPage(browser, 'hexpush.html', '#hfen=nonsense');
  await ready(hex.page);
  assert.match(await hex.page.locator('#message').textContent(), /^The link could not be opened/);
  assert.deepEqual([...problems, ...hex.problems], []);
  await page.close();
  await hex.page.close();
});

test('a link asks before replacing a game in progress; declined, the game stays', async () => {
  const { page, problems } = await openPage(browser, 'russian.html');
  await ready(page);
  await playAMove(page, 'russian.html');
  const saved = await page.evaluate(() => localStorage.getItem('bashni.game.russian'));
  const base = page.url().split('#')[0];
  const link = `${base}#variant=russian&tfen=W:c3w,d4b,f6b,h8b`;
  const asked = [];
  let answer = false;
  page.on('dialog', dialog => { asked.push(dialog.message()); return answer ? dialog.accept() : dialog.dismiss(); });
  // A link opened in the same tab (a fragment change), declined.
  await page.goto(link);
  await page.waitForFunction(() => !location.hash.includes('d4b'));
  assert.equal(asked.length, 1, 'asked once');
  assert.match(asked[0], /Replace your game/);
  assert.equal((await page.locator('#moves .ply:not(.future)').allTextContents()).length, 1, 'the game stays');
  assert.equal(await page.evaluate(() => localStorage.getItem('bashni.game.russian')), saved);
  // A link opening the page while a game is saved, declined, then accepted.
  for (const accept of [false, true]) {
    answer = accept;
    await page.goto('about:blank');
    await page.goto(link);
    await ready(page);
    assert.match(asked.at(-1), /Replace your saved game/);
    const tfen = await page.evaluate(() => window.bashni.controller.game.tfen);
    assert.equal(tfen === 'W:c3w,d4b,f6b,h8b', accept, accept ? 'accepted: the link opens' : 'declined: the saved game stays');
  }
  assert.equal(asked.length, 3);
  // Reloading the page's own link asks nothing.
  await page.reload();
  await ready(page);
  assert.equal(asked.length, 3);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a link arriving while the editor is open never plays the editor position as its variant', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.getByRole('button', { name: 'Clear board' }).click();
  await page.evaluate(() => { location.hash = 'variant=lasca&tfen=W:a1w,g7b'; });
  await page.waitForFunction(() => window.bashni.controller.game.variant === 'lasca');
  assert.equal(await page.locator('#editor').isHidden(), true, 'the link ends the editing');
  assert.equal(await page.evaluate(() => window.bashni.controller.game.tfen), 'W:a1w,g7b');
  // A saved editor position is not restored over a link's game of another variant.
  await page.getByRole('button', { name: 'Edit board' }).click();
  await page.goto(page.url().split('#')[0] + '#variant=russian&tfen=W:c3w,h8b');
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => window.bashni.controller.game.variant), 'russian');
  assert.equal(await page.locator('#editor').isHidden(), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('stored lesson progress cannot fake a complete lesson or course', async () => {
  const { page, problems } = await openPage(browser, 'index.html');
  // Nine "boards" written with leading zeros, zero stars, and a board count larger than the
  // lesson's: none of it counts; the lesson page's own count decides.
  const lessons = await page.locator('.lesson-list li[data-lesson]').evaluateAll(items => items.map(item => ({
    slug: item.getAttribute('data-lesson'), boards: Number(item.getAttribute('data-boards')) })));
  const first = lessons[0];
  assert.ok(first.boards >= 1, 'the index knows how many boards each lesson has');
  await page.evaluate(({ slug }) => {
    const stars = { 0: 3, '00': 3, '000': 3, '01': 3, '02': 3, '002': 3, '003': 3, '0004': 3, 1: 0 };
    localStorage.setItem(`bashni.lesson.${slug}`, JSON.stringify({ stars, boards: 1 }));
    // One board solved, stored as if the lesson had one board.
    localStorage.setItem('bashni.lesson.02-capturing', JSON.stringify({ stars: { 0: 3 }, boards: 1 }));
  }, first);
  await page.reload();
  await ready(page);
  const item = page.locator(`.lesson-list li[data-lesson="${first.slug}"]`);
  assert.equal(await item.evaluate(li => li.classList.contains('complete')), first.boards === 1, 'only board 0 is solved');
  if (first.boards > 1) assert.match(await item.locator('.stars').textContent(), new RegExp(`^1 of ${first.boards}`));
  // Lesson 2 counts its own boards, not the stored count: one of them solved.
  const second = page.locator('.lesson-list li[data-lesson="02-capturing"] .stars');
  const boards = lessons.find(l => l.slug === '02-capturing').boards;
  assert.ok(boards > 1);
  assert.match(await second.textContent(), new RegExp(`^1 of ${boards}`));
  assert.deepEqual(problems, []);
  await page.close();
});
