// Page figures (a benchmark, not a test): each page's size raw and gzipped, the time from
// navigation to a ready board in headless Chromium, and the engine's perft speed in the page's
// wasm against the native engine measured in the same run, as a ratio; the search's speed in the
// page's worker against the native search (nodes/s, depth in 1 s); the time the computer takes to
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

// The search: one second from an opening and from a middlegame, in a worker of the page (the
// opponent's own path) and natively.
const MIDGAME = 'B:a1w,e1w,g1wwwbbB,b2w,d2w,f2w,h2w,c3w,b4w,a5b,d6bbbbW,a7b,c7b,b8b,f8b';
// From the start the native engine plays its opening book (Russian draughts, English checkers and
// Lasca have one; the pages none) and searches nothing, so the openings here are out of the books:
// Russian draughts (and Bashni alike) after c3-d4 f6-g5, English checkers from a middlegame. Red (Black) to move:
// with White to move this position has one legal move, which both engines play at depth 1
// without a search.
const OPENING = 'W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,e3w,g3w,d4w,g5b,b6b,d6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b';
const ENGLISH_MIDGAME = 'B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,g3w,d4b,f4w,a5w,c5b,b6b,h6b,a7b,g7b,b8b,d8b,f8b,h8b';
const { page } = await openPage(browser, 'bashni.html');
await ready(page);
const searches = [['bashni', OPENING], ['bashni', MIDGAME], ['russian', OPENING], ['english', ENGLISH_MIDGAME]];
console.log('\nsearch 1 s           wasm nodes/s  depth   native nodes/s  depth   wasm/native');
for (const [variant, position] of searches) {
  const wasm = await page.evaluate(([variant, start]) => new Promise(resolve => {
    const worker = window.bashni.engineWorker(`engineReady.then(engine => {
      self.bashniSearchInfo = () => {};
      const search = new engine.EngineSearch();
      search.beginDraughts(${JSON.stringify(variant)}, ${JSON.stringify(start)}, '', 8, 1000, 1);
      let json;
      while ((json = search.step(1e9)) === undefined);
      self.postMessage(JSON.parse(json));
    });`);
    worker.onmessage = event => { worker.terminate(); resolve(event.data); };
  }), [variant, position]);
  const lines = execFileSync(engine, ['best', variant, position, '--time', '1000']).toString().trim().split('\n');
  const last = lines.filter(l => l.startsWith('info')).pop();
  const native = { nps: Number(/ nps (\d+)/.exec(last)[1]), depth: Number(/depth (\d+)/.exec(last)[1]) };
  const name = `${variant} ${position === OPENING ? 'opening' : 'middlegame'}`;
  console.log(`${name.padEnd(20)} ${String(wasm.nps).padStart(13)} ${String(wasm.depth).padStart(6)} ${String(native.nps).padStart(16)} ${String(native.depth).padStart(6)} ${(wasm.nps / native.nps).toFixed(2).padStart(13)}`);
}
await page.close();
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
