import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { openBrowser, openPage, ready, ROOT } from './harness.js';
const browser = await openBrowser();
const engine = join(ROOT, 'target', 'release', 'engine');
const lesson = await openPage(browser, 'lessons/01-board-and-men.html');
await ready(lesson.page);
for (const [variant, depth] of [['bashni', 10], ['russian', 10], ['english', 11], ['lasca', 9]]) {
  const wasm = await lesson.page.evaluate(([variant, depth]) => {
    const Game = window.lesson.boards.find(board => board.kit.game).kit.game.constructor;
    const game = new Game(variant);
    const start = performance.now();
    const nodes = game.engine.perft(depth);
    return { nodes, ms: performance.now() - start };
  }, [variant, depth]);
  const start = process.hrtime.bigint();
  execFileSync(engine, ['perft', variant, String(depth)]);
  const nativeMs = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(variant, depth, wasm.nodes, wasm.ms.toFixed(0), nativeMs.toFixed(0), (nativeMs / wasm.ms).toFixed(2));
}
await browser.close();
