// The endgame tables in the pages (issue 21 §2): the pages carry no table files, so their worker
// solves the materials a game comes down to (engine/src/endgame/on_demand.rs) and the search
// reads them. Seen as a player sees it: the analysis board calls three kings against one on the
// main road a draw (a search alone shows White three kings up: these tests fail so) and a won
// ending a win in exactly the tables' number of moves, with the whole line to the end; the
// Russian game page's analysis knows the draw too, and its computer plays the won ending out to
// the shortest win against the longest defence (the native engine's, from the same tables).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { openBrowser, openPage, ready, tfen, ROOT } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const ENGINE = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'release', 'engine');
// Russian draughts: three kings against one, off the main road (won) and on it (drawn).
const WON = 'W:c1W,e1B,d2W,a3W';
const DRAWN = 'W:c1W,e1W,g1W,a1B';

/** The native tables' distance to the end of `position`, in plies (`win in N plies`). */
function tableWin(position) {
  const said = execFileSync(ENGINE, ['endgame', 'probe', 'russian', position]).toString();
  const plies = Number(/^win in (\d+) plies/.exec(said)?.[1]);
  assert.ok(plies > 0, said);
  return plies;
}

const analysisDepth = page => page.evaluate(() => Number(document.getElementById('analysis-depth').textContent));

test('the analysis board calls three kings against one on the main road a draw', async () => {
  const { page, problems, requests } = await openPage(browser, 'analysis.html', `#variant=russian&tfen=${DRAWN}`);
  await ready(page);
  await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 12);
  // A search alone counts the kings: +3.01 at this depth natively.
  assert.equal(await page.locator('#analysis-eval').textContent(), '0.00');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.filter(r => !r.includes('analysis.html')), []);
  await page.close();
});

test('the analysis board shows a won ending as won in the tables\' moves, with the line to its end', async () => {
  const plies = tableWin(WON);
  const { page, problems } = await openPage(browser, 'analysis.html', `#variant=russian&tfen=${WON}`);
  await ready(page);
  const expected = `White wins in ${(plies + 1) / 2} moves`;
  await page.waitForFunction(text => document.getElementById('analysis-eval').textContent === text, expected);
  assert.ok(await analysisDepth(page) >= 1);
  // The line goes on to the end of the game: the winner's last move takes the last king.
  const line = (await page.locator('#analysis-line').textContent()).split(' ');
  assert.equal(line.length, plies, line.join(' '));
  assert.match(line.at(-1), /:/, 'the last move captures');
  // The three best lines agree on the best one.
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length > 0);
  assert.match(await page.locator('#analysis-lines li').first().textContent(), new RegExp(`^${expected} `));
  assert.deepEqual(problems, []);
  await page.close();
});

test('the Russian game page\'s analysis calls three kings against one on the main road a draw', async () => {
  const { page, problems } = await openPage(browser, 'russian.html', `#variant=russian&tfen=${DRAWN}`);
  await ready(page);
  await page.getByLabel('Analysis').check();
  await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 12);
  assert.equal(await page.locator('#analysis-eval').textContent(), '0.00');
  assert.deepEqual(problems, []);
  await page.close();
});

test('on the Russian page the computer plays three kings against one out to the shortest win', async () => {
  const plies = tableWin(WON);
  const { page, problems, requests } = await openPage(browser, 'russian.html', `#variant=russian&tfen=${WON}&opponent=8&computer=white`);
  await ready(page);
  const PLIES = '#moves button.ply:not(.future)';
  const played = () => page.locator(PLIES).count();
  const reached = plies => page.waitForFunction(([selector, n]) => document.querySelectorAll(selector).length >= n, [PLIES, plies], { timeout: 20_000 });
  for (let ply = 1; ; ply += 2) {
    assert.ok(ply <= plies, `still no result after ${ply - 1} plies`);
    // The computer's move, then the longest defence: the native engine's, which sees no game
    // history (no matter here: the win ends before the no-progress rule's 30 plies).
    await reached(ply);
    if (await page.locator('#result').isVisible()) break;
    const reply = execFileSync(ENGINE, ['best', 'russian', await tfen(page), '--time', '50']).toString().trim().split('\n').at(-1);
    await page.locator('#move-input').fill(reply);
    await page.locator('#move-input').press('Enter');
    await reached(ply + 1);
  }
  assert.equal(await page.locator('#result .score').textContent(), '1–0');
  assert.equal(await played(), plies, 'the shortest win against the longest defence');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.filter(r => !r.includes('russian.html')), []);
  await page.close();
});
