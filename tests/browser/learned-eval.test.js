// Each game page's computer evaluates as the native engine does, its rule set's learned network
// included (issue 21; classic Bashni plays with Bashni's): the search in the page's worker reports, depth by depth, the same scores
// and node counts as `engine best` for the same position. The pages' wasm embeds no network: the
// page carries its rule sets' weights and installs them (templates/js/engine.js), and a page
// whose worker did not install them scores these positions differently from depth 1.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { openBrowser, openPage, ready, ROOT } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const ENGINE = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'release', 'engine');
const DEPTHS = 6;
// A middlegame of each rule set with a network, out of the native opening books, with no
// capture to play at once.
const CASES = [
  { page: 'english.html', variant: 'english', position: 'B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,g3w,d4b,f4w,a5w,c5b,b6b,h6b,a7b,g7b,b8b,d8b,f8b,h8b' },
  { page: 'russian.html', variant: 'russian', position: 'B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,g3w,d4b,f4w,a5w,c5b,b6b,h6b,a7b,g7b,b8b,d8b,f8b,h8b' },
  { page: 'bashni.html', variant: 'bashni', position: 'W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,f4w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8wb' },
  // Classic Bashni is played on the Bashni page, with Bashni's network.
  { page: 'bashni.html', variant: 'bashni-classic', position: 'W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,f4w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8wb' },
  { page: 'lasca.html', variant: 'lasca', position: 'B:a1w,c1w,e1w,b2w,d2w,f2w,a3w,c3w,e3w,d4w,a5b,c5b,e5b,g5b,b6b,d6b,f6b,a7b,c7b,e7b,g7wb' },
];

for (const { page: pageName, variant, position } of CASES) {
  test(`the ${variant} page's search scores as the native engine, learned network included: the same score and nodes at each depth`, async () => {
    // A timed search, as the page's (to a fixed depth the native engine orders its first moves
    // otherwise and visits other nodes): its first reports.
    const native = execFileSync(ENGINE, ['best', variant, position, '--time', '500']).toString()
      .split('\n').filter(line => line.startsWith('info')).slice(0, DEPTHS)
      .map(line => ({ depth: Number(/depth (\d+)/.exec(line)[1]), score: Number(/score cp (-?\d+)/.exec(line)[1]), nodes: Number(/nodes (\d+)/.exec(line)[1]) }));
    assert.equal(native.length, DEPTHS);
    const { page, problems } = await openPage(browser, pageName);
    await ready(page);
    const reports = await page.evaluate(([rules, start, depths]) => new Promise(resolve => {
      const worker = window.bashni.engineWorker(`engineReady.then(engine => {
        const reports = [];
        self.bashniSearchInfo = json => reports.push(JSON.parse(json));
        const search = new engine.EngineSearch();
        search.beginDraughts(${JSON.stringify(rules)}, ${JSON.stringify(start)}, '', 8, 60000, 1);
        while (reports.length < ${depths} && search.step(50) === undefined);
        search.cancel();
        self.postMessage(reports.slice(0, ${depths}));
      });`);
      worker.onmessage = event => { worker.terminate(); resolve(event.data); };
    }), [variant, position, DEPTHS]);
    // The page reports White's view, the command line the side to move's.
    const sign = position.startsWith('B') ? -1 : 1;
    assert.deepEqual(reports.map(r => ({ depth: r.depth, score: sign * r.score, nodes: r.nodes })), native);
    assert.deepEqual(problems, []);
    await page.close();
  });
}
