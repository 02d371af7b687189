#!/usr/bin/env node
// Plays two builds of the pages' engine (wasm, as the pages run it) against each other, in one
// Node process: the page's search in each, the same time a move, so a change that only the pages
// see (their networks, their table) is measured where it plays. The native matches
// (scripts/versus_history.py) play the command line.
//
//   node scripts/page_match.mjs NEW OLD VARIANT [--games N] [--time MS] [--seed S] [--level L] [--plies P] [--fresh]
//
// A build is `GLUE.js:WASM.wasm[:DATA…]`: wasm-bindgen's glue and the wasm of a page engine with
// the `search` feature (the generator keeps them in target/wasm/cache/, named by their
// features), and what it installs as the pages do: weights files `RULES.bin` (`installNetwork`)
// and packed books `RULES.book` (`installBook`; `engine book pack RULES --out RULES.book`). Each
// opening (P random plies from the start, 4 unless told, from --seed) is played twice, each build
// once with each colour. It prints each game, then the score with its 95% interval and the Elo.
import { readFileSync, copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, basename } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args[at + 1]);
};
const takesValue = arg => arg?.startsWith('--') && arg !== '--fresh';
const [newSpec, oldSpec, variant] = args.filter((arg, i) => !arg.startsWith('--') && !takesValue(args[i - 1]));
if (!variant) {
  console.error('usage: node scripts/page_match.mjs NEW OLD VARIANT [--games N] [--time MS] [--seed S] [--level L] [--plies P] [--fresh]');
  process.exit(2);
}
const GAMES = option('--games', 100);
const TIME_MS = option('--time', 100);
const LEVEL = option('--level', 8);
const OPENING_PLIES = option('--plies', 4);
// --fresh: each move searched with empty tables, as a new process would (the pages keep them).
const FRESH = args.includes('--fresh');
const MAX_PLIES = 300;
let seed = option('--seed', 1);

// The search reports each iteration to this global (the page's worker defines it too).
globalThis.bashniSearchInfo = () => {};

/** A build's engine: its glue module (copied, so that two builds of one file stay two
 *  instances), instantiated, with its networks and books installed. */
async function load(spec, name) {
  const [glue, wasm, ...data] = spec.split(':').map(path => resolve(path));
  const copy = join(mkdtempSync(join(tmpdir(), `page-match-${name}-`)), basename(glue));
  copyFileSync(glue, copy);
  const engine = await import(pathToFileURL(copy).href);
  engine.initSync({ module: new WebAssembly.Module(readFileSync(wasm)) });
  for (const file of data) {
    // The rule set is the file's name (`russian.bin`, `russian.book`).
    const bytes = new Uint8Array(readFileSync(file));
    if (file.endsWith('.book')) engine.installBook(basename(file, '.book'), bytes);
    else engine.installNetwork(basename(file, '.bin'), bytes);
  }
  return { name, engine, search: new engine.EngineSearch() };
}

/** A small seeded generator (xorshift), the same openings for every run of a seed. */
function random(n) {
  seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
}

/** The move `player` chooses after `moves` from `start`. */
function choose(player, start, moves) {
  if (FRESH) player.search.clear();
  player.search.beginDraughts(variant, start, moves.join(' '), LEVEL, TIME_MS, 1);
  let answer;
  while ((answer = player.search.step(30)) === undefined);
  return JSON.parse(answer).best;
}

/** One game: White's score (1, ½, 0) and its moves. */
function game(referee, white, black, opening) {
  const board = new referee.EngineGame(variant, undefined);
  const start = board.startTfen();
  const moves = [];
  for (const text of opening) { board.play(text); moves.push(text); }
  for (const player of [white, black]) player.search.clear();
  while (board.outcomeJson() === 'null' && moves.length < MAX_PLIES) {
    const player = board.sideToMove() === 'white' ? white : black;
    const move = choose(player, start, moves);
    board.play(move);
    moves.push(move);
  }
  const outcome = JSON.parse(board.outcomeJson());
  board.free();
  if (!outcome || outcome.kind !== 'win') return { score: 0.5, moves };
  return { score: outcome.winner === 'white' ? 1 : 0, moves };
}

/** An opening of a few random legal plies that does not end the game. */
function opening(referee) {
  for (;;) {
    const board = new referee.EngineGame(variant, undefined);
    const plies = [];
    while (plies.length < OPENING_PLIES && board.outcomeJson() === 'null') {
      const legal = JSON.parse(board.legalMovesJson());
      const text = legal[random(legal.length)].text;
      board.play(text);
      plies.push(text);
    }
    const over = board.outcomeJson() !== 'null';
    board.free();
    if (!over) return plies;
  }
}

const fresh = await load(newSpec, 'new');
const old = await load(oldSpec, 'old');
const referee = fresh.engine;
let won = 0, drawn = 0, lost = 0;
for (let pair = 0; 2 * pair < GAMES; pair++) {
  const plies = opening(referee);
  for (const [white, black] of [[fresh, old], [old, fresh]]) {
    const { score, moves } = game(referee, white, black, plies);
    const forNew = white === fresh ? score : 1 - score;
    if (forNew === 1) won++; else if (forNew === 0) lost++; else drawn++;
    const n = won + drawn + lost;
    const mean = (won + drawn / 2) / n;
    const deviation = Math.sqrt((won * (1 - mean) ** 2 + drawn * (0.5 - mean) ** 2 + lost * mean ** 2) / n);
    const margin = 1.96 * deviation / Math.sqrt(n);
    const elo = p => (p <= 0 ? -1200 : p >= 1 ? 1200 : Math.round(-400 * Math.log10(1 / p - 1)));
    console.log(`${variant}: game ${n} (${white.name} white, ${moves.length} plies) ${score === 0.5 ? 'draw' : score === 1 ? 'white wins' : 'black wins'}; new +${won} =${drawn} -${lost} of ${n}: ${(100 * mean).toFixed(1)}% (95%: ${(100 * (mean - margin)).toFixed(1)}% to ${(100 * (mean + margin)).toFixed(1)}%), Elo ${elo(mean)} (${elo(mean - margin)} to ${elo(mean + margin)})`);
  }
}
