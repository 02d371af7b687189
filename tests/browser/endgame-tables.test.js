// The endgame tables in the pages (issue 21 §2): the pages carry no table files, so their worker
// solves the materials a game comes down to (engine/src/endgame/on_demand.rs) and the search
// reads them. Seen as a player sees it: the analysis board calls three kings against one on the
// main road a draw (a search alone shows White three kings up: these tests fail so) and a won
// ending a win in exactly the tables' number of moves, with the whole line to the end; the
// Russian and English game pages' analysis knows such endings too, and the Russian page's
// computer plays a won ending out to the shortest win against the longest defence (the native
// engine's, from the same tables).
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

/** The native tables' distance to the end of `position` of `variant`, in plies (`win in N plies`). */
function tableWin(variant, position) {
  const said = execFileSync(ENGINE, ['endgame', 'probe', variant, position]).toString();
  const plies = Number(/^win in (\d+) plies/.exec(said)?.[1]);
  assert.ok(plies > 0, said);
  return plies;
}

const analysisDepth = page => page.evaluate(() => Number(document.getElementById('analysis-depth').textContent));

test('the analysis board calls three kings against one on the main road a draw', async () => {
  const { page, problems, requests } = await openPage(browser, 'analysis.html', `#variant=russian&tfen=${DRAWN}`);
  await ready(page);
  await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 12);
  // A search alone counts the kings: +3.01 weights' men at this depth natively (engine/RULES.md §4).
  assert.equal(await page.locator('#analysis-eval').textContent(), '0.00');
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.filter(r => !r.includes('analysis.html')), []);
  await page.close();
});

test('the analysis board shows a won ending as won in the tables\' moves, with the line to its end', async () => {
  const plies = tableWin('russian', WON);
  const { page, problems } = await openPage(browser, 'analysis.html', `#variant=russian&tfen=${WON}`);
  await ready(page);
  const expected = `White wins in ${(plies + 1) / 2} moves`;
  await page.waitForFunction(text => document.getElementById('analysis-eval').textContent === text, expected);
  assert.ok(await analysisDepth(page) >= 1);
  // The line goes on to the end of the game: the winner's last move takes the last king.
  const line = await page.locator('#analysis-line button.line-move').allTextContents();
  assert.equal(line.length, plies, line.join(' '));
  assert.match(line.at(-1), /:/, 'the last move captures');
  // The three best lines agree on the best one.
  await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length > 0);
  assert.match(await page.locator('#analysis-lines li').first().textContent(), new RegExp(`^${expected} `));
  assert.deepEqual(problems, []);
  await page.close();
});

// The game pages that solve tables, each with an ending its analysis knows from them (a search
// alone scores it otherwise) and a won ending its computer plays out.
const GAME_PAGES = [
  {
    variant: 'russian', name: 'Russian', known: DRAWN,
    knownName: 'three kings against one on the main road a draw', shows: () => '0.00',
    won: WON, wonName: 'three kings against one',
  },
  // English checkers: a king and a man against a king, won in 31 plies (a search alone, +4.22 weights' men
  // at depth 15 natively). No won
  // ending to play out: the page's search alone already plays the shortest win in those tried
  // (a king and a man against a king in 45 plies, two kings against a king and a man in 41),
  // so such a test could not fail without the tables.
  {
    variant: 'english', name: 'English', known: 'W:h2w,g1W,a7B',
    knownName: 'a king and a man against a king won in the tables\' moves',
    shows: position => `White wins in ${(tableWin('english', position) + 1) / 2} moves`,
  },
];

for (const { variant, name, known, knownName, shows } of GAME_PAGES) {
  test(`the ${name} game page's analysis calls ${knownName}`, async () => {
    const { page, problems } = await openPage(browser, `${variant}.html`, `#variant=${variant}&tfen=${known}`);
    await ready(page);
    await page.getByLabel('Analysis').check();
    await page.waitForFunction(() => Number(document.getElementById('analysis-depth').textContent) >= 12);
    assert.equal(await page.locator('#analysis-eval').textContent(), shows(known));
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// English checkers: two kings against a king and a man, drawn. Its materials are more than one
// search's budget of tables, so an analysis solves the rest between its slices and searches again
// with them (a search alone, +0.29 at depth 12).
const ENGLISH_DRAWN = 'W:b2W,a1W,h8B,f8b';

for (const path of ['english.html', 'analysis.html']) {
  test(`${path}'s analysis solves every table two kings against a king and a man need, and calls it a draw`, async () => {
    assert.equal(execFileSync(ENGINE, ['endgame', 'probe', 'english', ENGLISH_DRAWN]).toString().trim(), 'draw');
    const { page, problems } = await openPage(browser, path, `#variant=english&tfen=${ENGLISH_DRAWN}`);
    await ready(page);
    if (path !== 'analysis.html') await page.getByLabel('Analysis').check();
    await page.waitForFunction(() => document.getElementById('analysis-eval').textContent === '0.00'
      && Number(document.getElementById('analysis-depth').textContent) >= 12, null, { timeout: 20_000 });
    if (path === 'analysis.html') {
      // The best lines, searched by another worker, know the tables too.
      await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length > 0);
      assert.match(await page.locator('#analysis-lines li').first().textContent(), /^0\.00 /);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
}

for (const { variant, name, won, wonName } of GAME_PAGES.filter(page => page.won)) {
  test(`on the ${name} page the computer plays ${wonName} out to the shortest win`, async () => {
    const plies = tableWin(variant, won);
    const { page, problems, requests } = await openPage(browser, `${variant}.html`, `#variant=${variant}&tfen=${won}&opponent=8&computer=white`);
    await ready(page);
    const PLIES = '#moves button.ply:not(.future)';
    const played = () => page.locator(PLIES).count();
    const reached = plies => page.waitForFunction(([selector, n]) => document.querySelectorAll(selector).length >= n, [PLIES, plies], { timeout: 20_000 });
    for (let ply = 1; ; ply += 2) {
      assert.ok(ply <= plies, `still no result after ${ply - 1} plies`);
      // The computer's move, then the longest defence: the native engine's, which sees no game
      // history (no matter here: each win ends before the no-progress rule could end the game).
      await reached(ply);
      if (await page.locator('#result').isVisible()) break;
      const reply = execFileSync(ENGINE, ['best', variant, await tfen(page), '--time', '50']).toString().trim().split('\n').at(-1);
      await page.locator('#move-input').fill(reply);
      await page.locator('#move-input').press('Enter');
      await reached(ply + 1);
    }
    assert.equal(await page.locator('#result .score').textContent(), '1–0');
    assert.equal(await played(), plies, 'the shortest win against the longest defence');
    assert.deepEqual(problems, []);
    assert.deepEqual(requests.filter(r => !r.includes(`${variant}.html`)), []);
    await page.close();
  });
}

test('a review of an ending judges every position by the tables: a move that keeps the loss no worse is no blunder', async () => {
  // Five pieces: the tables of the four-piece endings it comes to are solved before the review
  // searches its first position (before, one batch of them only: the first two positions were
  // scored +4.18 and +4.20 weights' men by the search, and Black's e1-g3 was marked a blunder).
  const { page, problems } = await openPage(browser, 'analysis.html', '#variant=russian&start=W:c1W,e1B,d2W,a3W,h8b&moves=d2-a5,e1-g3,a5-c3,g3-h2');
  await ready(page);
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 120_000 });
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('bashni.review@2')));
  assert.equal(saved.evaluations.length, 5);
  // A known win scores 30,000 less the plies to it.
  for (const [score] of saved.evaluations) assert.ok(Math.abs(score) > 29_000, JSON.stringify(saved.evaluations));
  assert.equal(await page.locator('#review-summary').textContent(),
    'White: 0 inaccuracies, 0 mistakes, 0 blunders, accuracy 100%.Black: 0 inaccuracies, 0 mistakes, 0 blunders, accuracy 100%.');
  assert.deepEqual(problems, []);
  await page.close();
});
