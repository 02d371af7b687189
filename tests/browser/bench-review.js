// The game review's speed (a benchmark, not a test): a 60-move Russian game (the engine's own
// first moves, played in the page) reviewed on the analysis board on a desktop and on a 390 px
// phone with the CPU slowed 4×; prints the time from the click to the marks and the longest
// main-thread task seen meanwhile. Run after building the site: node tests/browser/bench-review.js
import { openBrowser, openPage, ready } from './harness.js';

const browser = await openBrowser();
/** A game of up to 120 plies: level 3 against itself in the page's worker. */
async function someGame() {
  const { page } = await openPage(browser, 'analysis.html', '#variant=russian');
  await ready(page);
  const moves = await page.evaluate(async () => {
    const board = window.analysis;
    board.opponent.stop();
    const played = [];
    for (let ply = 0; ply < 120; ply++) {
      const answer = await board.reviewer.think({ kind: 'draughts', variant: 'russian', start: board.kit.startPosition, moves: played, level: 3, timeMs: 30 }).catch(() => null);
      if (!answer || !answer.best) break;
      played.push(answer.best);
    }
    return played;
  });
  await page.close();
  return moves;
}

// A game of about 120 plies (the 60 moves): level 3 ends some games sooner.
let moves = [];
for (let tries = 0; tries < 6 && moves.length < 100; tries++) moves = await someGame();
for (const [name, slowdown, width] of [['desktop', 1, 1280], ['phone, CPU 4× slower', 4, 390]]) {
  const { page } = await openPage(browser, 'analysis.html', `#variant=russian&moves=${moves.join(',')}`);
  await page.setViewportSize({ width, height: 844 });
  await ready(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluate(() => {
    window.longest = 0;
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) window.longest = Math.max(window.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const started = Date.now();
  // Pressed from the page itself: Playwright's role query (the accessible name of every
  // element, in the page's main thread) would be a long task of its own on a slowed CPU.
  await page.evaluate(() => document.getElementById('review').click());
  await page.waitForSelector('html[data-reviewed="true"]', { timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  const longest = await page.evaluate(() => window.longest);
  console.log(`${name}: ${moves.length} plies reviewed in ${seconds.toFixed(1)} s; longest main-thread task ${longest.toFixed(0)} ms`);
  await page.close();
}
await browser.close();
