// Page figures (a benchmark, not a test): each page's size raw and gzipped, the time from
// navigation to a ready board in headless Chromium, and the engine's perft speed in the page's
// wasm against the native engine measured in the same run, as a ratio; the search's speed in the
// page's worker against the native search (nodes/s to the same depth, rounds run in turn); the time the computer takes to
// answer at the default level on a 390 px phone with the CPU slowed 4×.
// Run after building the site: node tests/browser/bench.js
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { openBrowser, openPage, ready, DIST, ROOT } from './harness.js';

console.log('page (and the largest lesson)      raw KB   gzip KB');
const size = file => readFileSync(join(DIST, file)).length;
const lessons = readdirSync(join(DIST, 'lessons')).filter(f => f.endsWith('.html')).map(f => join('lessons', f));
const largestLesson = lessons.sort((a, b) => size(b) - size(a))[0];
for (const file of [...readdirSync(DIST).filter(f => f.endsWith('.html')).sort(), largestLesson]) {
  const bytes = readFileSync(join(DIST, file));
  console.log(`${file.padEnd(33)} ${(bytes.length / 1024).toFixed(1).padStart(8)} ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1).padStart(9)}`);
}

const browser = await openBrowser();
const times = [];
for (let i = 0; i < 7; i++) {
  const { page } = await openPage(browser, 'bashni.html');
  await ready(page);
  const marks = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime])));
  times.push(marks['board-ready']);
  if (i === 0) console.log(`  first load: script starts ${marks['script-start'].toFixed(1)} ms, engine ready ${marks['engine-ready'].toFixed(1)} ms, board drawn ${marks['board-ready'].toFixed(1)} ms`);
  await page.close();
}
times.sort((a, b) => a - b);
console.log(`\nbashni.html navigation → ready board: median ${times[3].toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[6].toFixed(1)}) over 7 loads`);

const engine = join(ROOT, 'target', 'release', 'engine');
const cases = [['bashni', 8], ['russian', 8], ['english', 9]];
// Perft is in the draughts lessons' wasm (the game pages leave it out to keep their room for the
// search): the same rules, compiled alike.
const lesson = await openPage(browser, 'lessons/01-board-and-men.html');
await ready(lesson.page);
console.log('\nperft (a lesson page) depth      nodes   wasm ms  native ms  wasm/native speed');
for (const [variant, depth] of cases) {
  const wasm = await lesson.page.evaluate(([variant, depth]) => {
    const Game = window.lesson.boards.find(board => board.kit.game).kit.game.constructor;
    const game = new Game(variant);
    game.engine.perft(depth);
    const start = performance.now();
    const nodes = game.engine.perft(depth);
    return { nodes, ms: performance.now() - start };
  }, [variant, depth]);
  execFileSync(engine, ['perft', variant, String(depth)]);
  const start = process.hrtime.bigint();
  const nodes = Number(execFileSync(engine, ['perft', variant, String(depth)]).toString().trim().split('\n').pop());
  const nativeMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (nodes !== wasm.nodes) throw new Error(`${variant}: wasm ${wasm.nodes} vs native ${nodes}`);
  console.log(`${variant.padEnd(12)} ${String(depth).padStart(10)} ${String(nodes).padStart(10)} ${wasm.ms.toFixed(0).padStart(9)} ${nativeMs.toFixed(0).padStart(10)} ${(nativeMs / wasm.ms).toFixed(2).padStart(18)}`);
}

// The search: the game page's worker (the opponent's own path, with the page's network) and the native engine, each to the
// same depth from the same position, so that both search (nearly) the same tree: the page's table
// is 16 MiB, the native one 32 MiB, and the node counts printed show how close the trees are.
// Nodes a second over one second's search would compare different trees (how far each got) and
// swing with them. The machine's speed drifts, so the two run in rounds, ABBA (wasm, native,
// native, wasm), the ratio taken within each round; the median of the rounds is the figure.
const MIDGAME = 'B:a1w,e1w,g1wwwbbB,b2w,d2w,f2w,h2w,c3w,b4w,a5b,d6bbbbW,a7b,c7b,b8b,f8b';
// From the start the native engine plays its opening book (Russian draughts, English checkers and
// Lasca have one; the pages none) and searches nothing, so the openings here are out of the books:
// Russian draughts (and Bashni alike) after c3-d4 f6-g5, English checkers from a middlegame. Red (Black) to move:
// with White to move this position has one legal move, which both engines play at depth 1
// without a search.
const OPENING = 'W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,e3w,g3w,d4w,g5b,b6b,d6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b';
const ENGLISH_MIDGAME = 'B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,g3w,d4b,f4w,a5w,c5b,b6b,h6b,a7b,g7b,b8b,d8b,f8b,h8b';
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);
/** Each rule set's game page, where its search runs with its network. */
const pages = {};
for (const variant of ['bashni', 'russian', 'english']) {
  pages[variant] = (await openPage(browser, `${variant}.html`)).page;
  await ready(pages[variant]);
}
/** The page's search in a new worker until it completes `depth`, twice, each with a new table:
 *  [[nodes, ms] of the first, [nodes, ms] of the second] (the search's own clock). The first is
 *  a page's first search: V8 runs the engine's code from its quick first compilation, and has
 *  the hot functions optimised while it searches. The second is every later one, as the page
 *  keeps its worker from move to move (and the analysis board from position to position). */
const wasmToDepth = (variant, start, depth) => pages[variant].evaluate(([variant, start, depth]) => new Promise(resolve => {
  const worker = window.bashni.engineWorker(`engineReady.then(engine => {
    const searches = [];
    for (let i = 0; i < 2; i++) {
      let reached = null;
      self.bashniSearchInfo = json => {
        const info = JSON.parse(json);
        if (info.depth === ${depth} && !reached) reached = [info.nodes, info.time];
      };
      const search = new engine.EngineSearch();
      search.setBook(false);
      search.beginDraughts(${JSON.stringify(variant)}, ${JSON.stringify(start)}, '', 8, 60000, 1);
      while (!reached && search.step(20) === undefined);
      search.free();
      searches.push(reached);
    }
    self.postMessage(searches);
  });`);
  worker.onmessage = event => { worker.terminate(); resolve(event.data); };
}), [variant, start, depth]);
/** The native search to `depth` with the same limits as the page's (time, then depth): [nodes, ms]. */
const nativeToDepth = (variant, start, depth) => {
  const out = execFileSync(engine, ['best', variant, start, '--time', '60000', '--depth', String(depth)]).toString();
  const line = out.split('\n').filter(l => l.startsWith(`info depth ${depth} `)).pop();
  return [Number(/ nodes (\d+)/.exec(line)[1]), Number(/ time (\d+)/.exec(line)[1])];
};
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const searches = [['bashni', OPENING, 15], ['bashni', MIDGAME, 15], ['russian', OPENING, 15], ['english', ENGLISH_MIDGAME, 14]];
console.log(`\nsearch to a depth, ${ROUNDS} rounds ABBA   depth   wasm nodes  native nodes   wasm nodes/s  native nodes/s   wasm/native: a page's first search, a later one (median; min-max)`);
for (const [variant, position, depth] of searches) {
  const wasm = [], native = [], first = [], later = [];
  let nodes;
  const perSecond = (x, y) => (x[0] + y[0]) / (x[1] + y[1]) * 1000;
  for (let round = 0; round < ROUNDS; round++) {
    const [a, aLater] = await wasmToDepth(variant, position, depth);
    const b = nativeToDepth(variant, position, depth);
    const c = nativeToDepth(variant, position, depth);
    const [d, dLater] = await wasmToDepth(variant, position, depth);
    wasm.push(perSecond(aLater, dLater));
    native.push(perSecond(b, c));
    first.push(perSecond(a, d) / native[round]);
    later.push(wasm[round] / native[round]);
    nodes = [aLater[0], b[0]];
  }
  const name = `${variant} ${position === OPENING ? 'opening' : 'middlegame'}`;
  const spread = ratios => `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`;
  console.log(`${name.padEnd(35)} ${String(depth).padStart(5)} ${String(nodes[0]).padStart(12)} ${String(nodes[1]).padStart(13)} ${median(wasm).toFixed(0).padStart(14)} ${median(native).toFixed(0).padStart(15)}   ${spread(first)}, ${spread(later)}`);
}
for (const page of Object.values(pages)) await page.close();
await browser.close();

// The computer's answer on a phone: 390×844, touch, the CPU slowed 4× (Chrome's throttling),
// the default level (4) playing White from the start, from choosing it to its move on the board.
const phone = await openBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const answers = [];
for (let i = 0; i < 3; i++) {
  const { page: tab } = await openPage(phone, 'bashni.html');
  await ready(tab);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.getByLabel('Computer plays').selectOption('white', { force: true }).catch(() => {});
  const started = Date.now();
  await tab.getByLabel('Opponent').selectOption('4');
  await tab.getByLabel('Computer plays').selectOption('white');
  await tab.waitForFunction(() => document.querySelectorAll('#moves .ply:not(.future)').length === 1, null, { timeout: 30000 });
  answers.push(Date.now() - started);
  await tab.close();
}
answers.sort((a, b) => a - b);
console.log(`\nphone (390 px, CPU 4× slower), level 4 answers the first move in: median ${answers[1]} ms (${answers.join(', ')} ms)`);
await phone.close();
