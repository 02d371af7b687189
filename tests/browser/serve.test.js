// The author's loop (issue 5): `generator check` validates without writing and names a broken
// lesson's file:line:col; `generator serve` serves dist/ on 127.0.0.1 and rebuilds when a
// lesson changes, so an open page reloads with the new text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './harness.js';

const GENERATOR = join(ROOT, 'target', 'release', 'generator');

/** A copy of the site sources to edit freely. */
function sources() {
  const root = mkdtempSync(join(tmpdir(), 'bashni-site-'));
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(ROOT, 'templates'), join(root, 'templates'), { recursive: true });
  cpSync(join(ROOT, 'locales'), join(root, 'locales'), { recursive: true });
  return root;
}

async function until(check, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    const value = await check().catch(() => null);
    if (value) return value;
    await new Promise(resolve => setTimeout(resolve, 250));
  }
  throw new Error('timed out');
}

test('check validates without writing and names a broken lesson precisely', () => {
  const root = sources();
  const good = spawnSync(GENERATOR, ['check', '--root', root], { encoding: 'utf8' });
  assert.equal(good.status, 0, good.stderr);
  assert.match(good.stdout, /no problems found/);
  assert.ok(!existsSync(join(root, 'dist')), 'check writes nothing');
  const lesson = join(root, 'content', 'lessons', '02-capturing.md');
  const text = readFileSync(lesson, 'utf8');
  const line = text.split('\n').indexOf('solution: e3:c5') + 1;
  writeFileSync(lesson, text.replace('solution: e3:c5\n', 'solution: e3:e7\n'));
  const bad = spawnSync(GENERATOR, ['check', '--root', root], { encoding: 'utf8' });
  assert.equal(bad.status, 1);
  assert.equal(bad.stderr.split('\n')[0], `error: content/lessons/02-capturing.md:${line}:11: \`e3:e7\` is not a legal move here`, 'the first line names the place (the source and a caret follow)');
  rmSync(root, { recursive: true, force: true });
});

test('serve rebuilds after a lesson changes', async () => {
  const root = sources();
  const port = 18000 + Math.floor(Math.random() * 2000);
  const server = spawn(GENERATOR, ['serve', '--root', root, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', chunk => { output += chunk; });
  server.stderr.on('data', chunk => { output += chunk; });
  try {
    const base = `http://127.0.0.1:${port}`;
    await until(() => fetch(`${base}/__build`).then(r => r.ok), 180);
    const first = await (await fetch(`${base}/__build`)).text();
    const page = await (await fetch(`${base}/lessons/01-board-and-men.html`)).text();
    assert.match(page, /The board and the men/);
    assert.match(page, /__build/, 'served pages reload themselves after a rebuild');
    const lesson = join(root, 'content', 'lessons', '01-board-and-men.md');
    writeFileSync(lesson, readFileSync(lesson, 'utf8').replace('# The board and the men', '# The board, the men and you'));
    await until(async () => (await (await fetch(`${base}/__build`)).text()) !== first, 180);
    const rebuilt = await (await fetch(`${base}/lessons/01-board-and-men.html`)).text();
    assert.match(rebuilt, /The board, the men and you/);
  } catch (error) {
    error.message += `\nserver output:\n${output}`;
    throw error;
  } finally {
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
