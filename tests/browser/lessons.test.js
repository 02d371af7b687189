// The lesson pages played as a learner plays them (issue 5): every board of every lesson solved
// by clicking its first solution line, wrong moves explained and taken back, hints, stars kept
// and shown on the index, and the way from one lesson to the next.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, openPage, ready, DIST } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const LESSONS = readdirSync(join(DIST, 'lessons')).filter(f => f.endsWith('.html')).sort();

/** The square (or Hexpush cell) `name` of the lesson board `card`. */
const square = (card, name) => card.locator(`button[data-square="${name}"], button[data-cell="${name}"]`);

/** Plays one move as a learner does: a draughts move by clicking its start and every landing
 *  square; a Hexpush move by selecting its marble (both ends for a broadside), then tapping its
 *  arrow twice (preview, play). */
async function clickMove(card, text) {
  if (/[-:]/.test(text)) {
    for (const name of text.split(/[-:]/)) await square(card, name).click();
    return;
  }
  const cells = text.match(/[a-i][1-9]/g);
  await square(card, cells[0]).click();
  if (cells.length === 3) await square(card, cells[1]).click();
  const arrow = card.locator(`button[aria-label$=", move ${text}"]`);
  await arrow.click();
  await arrow.click();
}

test('every board of every lesson is solved by clicking its solution', async () => {
  assert.ok(LESSONS.length >= 15, 'the course has its lessons');
  for (const file of LESSONS) {
    const { page, problems, requests } = await openPage(browser, `lessons/${file}`, '', { keepStorage: true });
    await ready(page);
    const boards = await page.evaluate(() => JSON.parse(document.getElementById('lesson-boards').textContent));
    const cards = page.locator('.lesson-card');
    assert.equal(await cards.count(), boards.length, file);
    for (const [index, spec] of boards.entries()) {
      const card = cards.nth(index);
      const line = spec.lines[0];
      for (let ply = 0; ply < line.length; ply += 2) {
        await clickMove(card, line[ply]);
        if (ply + 1 < line.length) {
          await card.locator('.feedback', { hasText: 'keep going' }).waitFor();
        }
      }
      await card.locator('.feedback', { hasText: 'Solved!' }).waitFor();
      assert.equal(await card.locator('.stars').getAttribute('aria-label'), '3 of 3 stars', `${file} board ${index + 1}`);
    }
    assert.match(await page.locator('.lesson-done').textContent(), /Lesson complete: ★★★/, file);
    assert.deepEqual(problems, [], file);
    assert.deepEqual(requests, [], file);
    await page.close();
  }
  const { page } = await openPage(browser, 'index.html', '', { keepStorage: true });
  assert.equal((await page.locator('#course-progress').textContent()).trim(), `${LESSONS.length} of ${LESSONS.length} lessons complete.`);
  assert.equal(await page.locator('.lesson-list li.complete').count(), LESSONS.length);
  await page.close();
});

test('a wrong move shows its explanation and punishing reply, and Retry takes it back', async () => {
  const { page } = await openPage(browser, 'lessons/10-end-of-game.html');
  await ready(page);
  const card = page.locator('.lesson-card').first();
  await clickMove(card, 'f4-g5');
  await card.locator('.feedback', { hasText: 'The black man jumps g5' }).waitFor();
  await card.locator('button[data-square="f4"][aria-label^="f4, tower of 2, black man on top"]').waitFor();
  await card.getByRole('button', { name: 'Retry' }).click();
  assert.match(await square(card, 'f4').getAttribute('aria-label'), /^f4, white man/);
  assert.match(await square(card, 'h6').getAttribute('aria-label'), /^h6, black man/);
  await card.getByRole('button', { name: 'Hint' }).click();
  assert.match(await card.locator('.feedback').textContent(), /can only go to g5/);
  assert.match(await square(card, 'h4').getAttribute('class'), /can-capture/, 'the hint marks the tower to move');
  await clickMove(card, 'h4-g5');
  await card.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.equal(await card.locator('.stars').getAttribute('aria-label'), '1 of 3 stars');
  await page.close();
});

test('an unexpected wrong move gets the default explanation; illegal clicks say why', async () => {
  const { page } = await openPage(browser, 'lessons/04-towers.html');
  await ready(page);
  const card = page.locator('.lesson-card').first();
  await square(card, 'h8').click();
  assert.match(await card.locator('.feedback').textContent(), /belongs to Black/);
  await page.close();
  const flip = await openPage(browser, 'lessons/05-capturing-towers.html');
  await ready(flip.page);
  const second = flip.page.locator('.lesson-card').nth(1);
  await clickMove(second, 'e3:g5');
  await second.locator('.feedback', { hasText: 'Not quite: That move does not reach the goal.' }).waitFor();
  await second.getByRole('button', { name: 'Retry' }).click();
  assert.match(await square(second, 'e3').getAttribute('aria-label'), /^e3, white man/);
  await flip.page.close();
  const other = await openPage(browser, 'lessons/11-classic-bashni.html');
  await ready(other.page);
  const classic = other.page.locator('.lesson-card').first();
  await clickMove(classic, 'a1:c3:e5');
  await classic.locator('.feedback', { hasText: 'leaves one man on b2' }).waitFor();
  await classic.getByRole('button', { name: 'Retry' }).click();
  await clickMove(classic, 'a1:c3:a1');
  await classic.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  await other.page.close();
});

test('lessons link to the previous and next lesson and from the index in course order', async () => {
  const { page } = await openPage(browser, 'index.html');
  const links = await page.locator('.lesson-list a').evaluateAll(list => list.map(a => a.getAttribute('href')));
  assert.deepEqual(links, LESSONS.map(f => `lessons/${f}`));
  await page.locator('.lesson-list a').first().click();
  await ready(page);
  await page.getByRole('link', { name: /→/ }).click();
  await ready(page);
  assert.match(page.url(), new RegExp(LESSONS[1]));
  await page.getByRole('link', { name: /^←/ }).click();
  await ready(page);
  assert.match(page.url(), new RegExp(LESSONS[0]));
  await page.close();
});

test('the game page loads a preset from its menu', async () => {
  const { page } = await openPage(browser, 'english.html');
  await ready(page);
  await page.getByLabel('Preset position').selectOption('crown');
  assert.equal(await page.getByLabel('Position (TFEN)', { exact: true }).inputValue(), 'B:b2w,d2w,a3b');
  assert.match(await page.locator('#message').textContent(), /^Crown: /);
  await page.locator('#board button[data-square="a3"]').click();
  await page.locator('#board button[data-square="c1"]').click();
  assert.equal((await page.getByRole('status').first().textContent()).trim(), 'White to move');
  await page.close();
});

test('the Hexpush lesson: a preview before the push, a wrong move explained', async () => {
  const { page, problems } = await openPage(browser, 'lessons/15-hexpush.html');
  await ready(page);
  const push = page.locator('.lesson-card').first();
  await square(push, 'e6').click();
  await push.locator('button[aria-label$=", move e6e7"]').click();
  assert.match(await push.locator('.feedback').textContent(), /e6e7: 3 marbles push one white marble, and one goes off the board! Tap again/);
  const sandwich = page.locator('.lesson-card').nth(1);
  await clickMove(sandwich, 'c3b3');
  await sandwich.locator('.feedback', { hasText: 'breaks your line' }).waitFor();
  await sandwich.getByRole('button', { name: 'Retry' }).click();
  assert.equal(await square(sandwich, 'c3').getAttribute('aria-label'), 'c3, black marble');
  await clickMove(sandwich, 'c3c5d4');
  await sandwich.locator('.feedback', { hasText: 'Solved!' }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});
