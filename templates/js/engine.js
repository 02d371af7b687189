// Starts the engine. The wasm is inlined in the page gzip-compressed and written as data text (no
// fetch: works from file://), inflated with the browser's DecompressionStream, compiled and
// instantiated here. The bundle puts this module before every module that imports it, and its
// top-level `await` holds them back until the engine is ready.
//
// A worker can run the same engine (the hook for the computer opponent): `engineWorker(script)`
// starts a classic worker from a Blob URL (the policy allows `worker-src blob:`) whose code is
// the wasm-bindgen glue, as the source text of `engineGlue`, then `script`, and posts it the
// compiled module and the page's learned networks and book (which the worker's engine installs). In the worker, `engineReady` resolves to the glue's exports (`EngineGame`,
// `HexGame`, …) once the module is instantiated: the script waits for it, then listens:
//     const worker = engineWorker(`engineReady.then(engine => {
//       self.onmessage = event => postMessage(...engine.EngineGame...);
//     });`);
// `engineBytes` (the inflated wasm) and `engineModule` are exported for other uses.
import { excerpt } from './i18n.js';
import { byId } from './dom.js';

import { engineGlue } from './engine-glue.js';

performance.mark('script-start');

/** The bytes of the inline wasm: data text decoded (by the page's loader's decoder), then
 *  inflated (gzip). @param {string} text @returns {Promise<ArrayBuffer>} */
async function inflate(text) {
  const bytes = self.unpackText(text);
  const gunzip = new DecompressionStream('gzip');
  const writer = gunzip.writable.getWriter();
  // A damaged stream rejects these too; the error is thrown once, by arrayBuffer() below.
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  return new Response(gunzip.readable).arrayBuffer();
}

/** The engine's wasm, inflated (an ArrayBuffer). */
export const engineBytes = await inflate(byId('engine-wasm').textContent);
/** The engine's wasm, compiled (a WebAssembly.Module, which can be posted to a worker). */
// (Compiled synchronously: for a module this small it is ready sooner than with an await.)
export const engineModule = new WebAssembly.Module(engineBytes);
/** What the page carries for its engine to install (the wasm embeds neither): the learned network
 *  of each rule set it searches and, on a game page, its opening books; each `[kind, name,
 *  bytes]`, inflated (a network's name is its rule set's, a book's its rule set's or Hexpush
 *  layout's, `hexpush-standard`). Every engine instance installs them when it starts. */
const engineData = await Promise.all([...document.querySelectorAll('script[data-network], script[data-book]')]
  .map(async block => {
    const { network, book } = /** @type {HTMLElement} */ (block).dataset;
    return /** @type {[string, string, Uint8Array]} */ ([network ? 'network' : 'book', network || book || '', new Uint8Array(await inflate(/** @type {string} */ (block.textContent)))]);
  }));
/** Installs `data` (see engineData) in an engine instance.
 *  @param {ReturnType<typeof engineGlue>} engine @param {[string, string, Uint8Array][]} data */
function installData(engine, data) {
  for (const [kind, name, bytes] of data) {
    if (kind === 'network') engine.installNetwork(name, bytes);
    else engine.installBook(name, bytes);
  }
}
const engine = engineGlue();
engine.initSync({ module: engineModule });
installData(engine, engineData);
performance.mark('engine-ready');

export const EngineGame = engine.EngineGame;
export const EngineEditor = engine.EngineEditor;
export const HexGame = engine.HexGame;
export const HexEditor = engine.HexEditor;
/** The Hexpush board's shape as JSON (the pages with Hexpush only: see hexshape.js). */
export const hexShapeJson = () => engine.hexShapeJson();
/** The position (a TFEN) of a rule set as its players write it: English checkers' PDN FEN in
 *  square numbers, the TFEN for the others (the engine's `display_position`).
 *  @type {(variant: string, tfen: string) => string} */
export const positionText = engine.positionText;
/** Whether a pasted text is a position (TFEN) rather than a game record: the engine says. */
export const isTfenText = engine.isTfenText;
/** Reads a game record (PDN): {variant, start, moves, result, tags}; throws why not (a problem,
 *  see errorClause). */
export const readRecordJson = engine.readRecordJson;

/** The Blob URL of each worker script, made once. @type {Map<string, string>} */
const workerUrls = new Map();

/** A worker running `script` after the engine's glue; see the top of this file.
 *  @param {string} script @returns {Worker} */
export function engineWorker(script) {
  const prelude = `const engine = (${engineGlue})();
const engineReady = new Promise(resolve => {
  self.onmessage = event => {
    self.onmessage = null;
    engine.initSync({ module: event.data.module });
    (${installData})(engine, event.data.data);
    resolve(engine);
  };
});
`;
  if (!workerUrls.has(script)) {
    workerUrls.set(script, URL.createObjectURL(new Blob([prelude, script], { type: 'text/javascript' })));
  }
  const worker = new Worker(/** @type {string} */ (workerUrls.get(script)));
  worker.postMessage({ module: engineModule, data: engineData });
  return worker;
}

/** The problem an engine error carries (engine/src/web/schema/problem.rs: why a TFEN, an HFEN or a
 *  game record was refused, `{family, reason, …values}`), or null for an error in other words.
 *  @param {any} error what was thrown: anything, a JsError (its `message`) or a string
 *  @returns {Problem | null} */
function thrownProblem(error) {
  const text = String((error && error.message) || error);
  if (!text.startsWith('{"family":')) return null;
  try {
    return /** @type {Problem} */ (JSON.parse(text));
  } catch {
    return null;
  }
}

/** A problem in the page's words: its values first (a nested problem worded the same way, a
 *  side named by `sideArgs`), then the message `messages[family](reason, args)` (a kit gives
 *  the families its page can meet).
 *  @param {WordedProblem} problem a Problem (contract.d.ts), or one of its values that is itself
 *    a problem
 *  @param {{[family: string]: ProblemWording}} messages
 *  @param {(side: Side) => {[name: string]: string}} sideArgs
 *  @returns {string} */
export function wordProblem(problem, messages, sideArgs) {
  /** @type {{[name: string]: unknown}} */
  const args = {};
  for (const [name, value] of Object.entries(problem)) {
    args[name] = value && typeof value === 'object' ? wordProblem(value, messages, sideArgs)
      : typeof value === 'string' ? excerpt(value) : value;
  }
  if (problem.color) Object.assign(args, sideArgs(problem.color));
  return messages[problem.family]?.(problem.reason, args) ?? `${problem.family}: ${problem.reason}`;
}

/** What `wordProblem` reads of a problem: its family, its reason and the side it names, if any.
 *  @typedef {{family: string, reason: string, color?: Side}} WordedProblem */

/** The message of one problem family: `reason` the problem's, `args` its values worded (which
 *  values depends on the family and the reason: dynamic).
 *  @typedef {(reason: string, args: {[name: string]: any}) => string} ProblemWording */

/** An engine error (a JsError or a thrown string) as a clause for the player — no capital, no
 *  full stop: a catalog message frames it (`record-unreadable`, `link-failed`): a typed problem
 *  worded by `word` (a kit's `problemText`), else the engine's own words (quoted, not in backticks).
 *  @param {unknown} error @param {((problem: any) => string) | null} [word] @returns {string} */
export function errorClause(error, word = null) {
  const problem = word && thrownProblem(error);
  // (The engine's own words mark a move or a text with backticks, for a terminal: quotes here,
  // as the pages' own words quote a move.)
  return problem && word ? word(problem) : excerpt((error instanceof Error ? error.message : String(error)).replace(/`([^`]*)`/g, '“$1”'), 300);
}
