#!/usr/bin/env node
// Checks that every engine answer recorded for the unit tests (fixtures/, which
// engine/tests/fixtures.rs keeps equal to what the engine writes) has the type that
// templates/js/contract.d.ts declares for it, so that a change of the engine's JSON recorded
// again without the contract following fails the tests. It writes the fixtures as TypeScript
// object literals checked with `satisfies` (their strings stay literal, which a JSON import
// would widen to `string`) into target/fixture-types/ and type-checks them with the browser
// tests' tsc (`npm ci` in tests/browser), naming the recorded answer of each error.
// Run by scripts/test.sh; it reads another directory of fixtures if given one.
//
//   node tests/unit/fixture-types.mjs [FIXTURES_DIR]
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = resolve(process.argv[2] ?? join(root, 'tests/unit/fixtures'));
const out = join(root, 'target/fixture-types');
const tsc = join(root, 'tests/browser/node_modules/.bin/tsc');

/** Each fixture file, and the type of the answers it records for a position (its fields are
 *  those engine/tests/fixtures.rs writes). */
const FILES = {
  'draughts-positions.json': 'DraughtsFixture',
  'hex-positions.json': 'HexFixture',
};
const TYPES = `
interface DraughtsFixture {
  variant: VariantId;
  tfen: string;
  sideToMove: Side;
  rules: Rules;
  moves: DraughtsMove[];
  board: BoardCells;
  frames: { [move: string]: MoveFrames };
  taps: { [routeSquareAutoplay: string]: TapAnswer };
  highlights: { [route: string]: MoveHighlights };
}
interface HexFixture {
  side: Side;
  board: HexBoard;
  picks: { [selectionCell: string]: HexPick };
  moves: { [selection: string]: HexMove[] };
  movesTo: { [selectionCell: string]: HexMove[] };
  swipes: { [originOver: string]: string[] };
  drops: { [selectionLeftCell: string]: HexMove };
}
`;

// The check's lines, and for each the recorded answer it writes (to name it in tsc's errors).
const lines = ["// Written by tests/unit/fixture-types.mjs: the unit tests' fixtures against contract.d.ts.", ...TYPES.split('\n')];
const where = lines.map(() => 'check.ts');
const line = (text, at) => {
  lines.push(text);
  where.push(at);
};

/** Writes `value` (at `path`, under `key`) as a literal: its entries on a line each while
 *  `depth` lasts, each of those whole on its line. */
function write(key, value, path, depth, indent) {
  const head = indent + (key === null ? '' : `${JSON.stringify(key)}: `);
  if (depth === 0 || value === null || typeof value !== 'object') return line(`${head}${JSON.stringify(value)},`, path);
  const list = Array.isArray(value);
  line(head + (list ? '[' : '{'), path);
  for (const [k, v] of Object.entries(value)) {
    const at = list ? `${path}[${k}]` : /^[A-Za-z_]\w*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`;
    write(list ? null : k, v, at, depth - 1, `${indent}  `);
  }
  line(`${indent}${list ? ']' : '}'},`, path);
}

for (const [file, type] of Object.entries(FILES)) {
  const recorded = JSON.parse(readFileSync(join(fixtures, file), 'utf8'));
  line('({', file);
  for (const [name, answers] of Object.entries(recorded)) write(name, answers, `${file} ${name}`, 2, '  ');
  line(`}) satisfies { [position: string]: ${type} };`, file);
}

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'check.ts'), `${lines.join('\n')}\n`);
const config = {
  compilerOptions: { noEmit: true, strict: true, target: 'es2022', lib: ['es2023'], types: [] },
  files: ['check.ts', join(root, 'templates/js/contract.d.ts')],
};
writeFileSync(join(out, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`);

const run = spawnSync(tsc, ['-p', join(out, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' });
if (run.error) {
  console.error(`${tsc}: ${run.error.message} (npm ci in tests/browser installs it)`);
  process.exit(2);
}
// tsc names a place in check.ts by line: name the recorded answer written there instead.
const report = (run.stdout + run.stderr).replace(/^\S*check\.ts\((\d+),\d+\): /gm, (_, n) => `${where[n - 1]}: `);
if (run.status !== 0) {
  console.error(`The recorded engine answers in ${fixtures} do not match templates/js/contract.d.ts:\n${report}`);
  process.exit(1);
}
console.log(`The recorded engine answers in ${fixtures} match templates/js/contract.d.ts.`);
