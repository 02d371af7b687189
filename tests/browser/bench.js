// Page figures (a benchmark, not a test): each page's size raw and gzipped, the time from
// navigation to a ready board in headless Chromium, and the engine's perft speed in the page's
// wasm against the native engine measured in the same run, as a ratio.
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
const { page } = await openPage(browser, 'bashni.html');
await ready(page);
console.log('\nperft        depth      nodes   wasm ms  native ms  wasm/native speed');
for (const [variant, depth] of cases) {
  const wasm = await page.evaluate(([variant, depth]) => {
    const game = new window.bashni.Game(variant);
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
  console.log(`${variant.padEnd(12)} ${String(depth).padStart(5)} ${String(nodes).padStart(10)} ${wasm.ms.toFixed(0).padStart(9)} ${nativeMs.toFixed(0).padStart(10)} ${(nativeMs / wasm.ms).toFixed(2).padStart(18)}`);
}
await browser.close();
