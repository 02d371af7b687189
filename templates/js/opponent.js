// The computer opponent and the analysis: the engine's search run in a Web Worker made from the
// page's own engine (engine.js's `engineWorker`: the glue's text and the compiled module, no
// network), so the page never waits on it. The worker lives as long as its Opponent, and so does
// its engine with its transposition tables: the engine searches in short time slices and the
// worker reads new requests between them, so a new position or `stop()` reaches a running search
// within a slice and the next search starts from what the last one learned.

import { engineWorker } from './engine.js';
import { t, lang } from './i18n.js';

/** The worker's own code, run after the engine's glue (see engine.js). */
const WORKER_SCRIPT = `engineReady.then(engine => {
  const SLICE_MS = 30;
  const search = new engine.EngineSearch();
  let current = null;
  // What the request under way asked: a move ('think') or the best lines ('lines').
  let asked = 'think';
  // How many searches the engine has begun (read between its calls: not while it searches).
  let searches = 0;
  const slices = new MessageChannel();
  // One slice queued at most, whatever the requests that come between two slices.
  let queued = false;
  const nextSlice = () => {
    if (!queued) slices.port2.postMessage(0);
    queued = true;
  };
  const failed = (id, error) =>
    self.postMessage({ type: 'error', id, message: String((error && error.message) || error) });
  self.bashniSearchInfo = json =>
    self.postMessage({ type: 'info', id: current, info: JSON.parse(json), searches });
  self.bashniSearchLines = json =>
    self.postMessage({ type: 'progress', id: current, lines: JSON.parse(json), searches });
  slices.port1.onmessage = () => {
    queued = false;
    if (current === null) return;
    const id = current;
    let json;
    try {
      json = search.step(SLICE_MS);
    } catch (error) {
      current = null;
      failed(id, error);
      return;
    }
    if (json === undefined) return nextSlice();
    current = null;
    if (asked === 'lines') self.postMessage({ type: 'lines', id, lines: JSON.parse(json), searches });
    else self.postMessage({ type: 'done', id, result: JSON.parse(json), searches });
  };
  self.onmessage = ({ data }) => {
    if (data.type === 'stop') {
      if (data.id === current) { search.cancel(); current = null; }
      return;
    }
    if (data.type === 'record') {
      // The game as annotated PDN, written here so that replaying it costs the page nothing.
      let game = null;
      try {
        game = new engine.EngineGame(data.variant, data.start || undefined);
        for (const text of data.moves) game.play(text);
        // The result the players declared at the end, which the record's result gives.
        if (data.declared?.resigned) game.resign(data.declared.resigned);
        else if (data.declared?.draw) game.agreeDraw();
        self.postMessage({ type: 'record', id: data.id, text: game.pdnAnnotated(data.tags, data.nags, data.comments) });
      } catch (error) {
        failed(data.id, error);
      } finally {
        game?.free();
      }
      return;
    }
    current = data.id;
    asked = data.type;
    try {
      if (data.type === 'lines') {
        if (data.kind === 'hex') search.beginLinesHex(data.start, data.moves, data.count, data.timeMs);
        else search.beginLinesDraughts(data.variant, data.start, data.moves, data.count, data.timeMs);
      } else {
        search.setBook(data.book);
        search.setNodes(data.nodes);
        if (data.kind === 'hex') search.beginHex(data.start, data.moves, data.level, data.timeMs, data.seed);
        else search.beginDraughts(data.variant, data.start, data.moves, data.level, data.timeMs, data.seed);
      }
      searches = search.searches;
    } catch (error) {
      current = null;
      failed(data.id, error);
      return;
    }
    nextSlice();
  };
});
`;

/** Thinking time a move, by level (ms): most levels stop sooner, at their depth or node cap. */
export const LEVEL_TIME_MS = [0, 300, 300, 400, 500, 700, 1000, 1500, 2500];

/** The game to search, as the page describes it: its kind, the rule set (draughts), the start
 *  position (TFEN or HFEN) and the moves played from it.
 *  @typedef {{kind: 'draughts'|'hex', variant?: string, start: string, moves: string[]}} SearchRequest */
export class Opponent {
  /** @param {{book?: boolean}} [options] `book: false` for an analysis: its searches never answer
   *  from the page's opening book (a game's opponent and hints do, at the strong levels). */
  constructor({ book = true } = {}) {
    this.book = book;
    this.worker = null;
    /** The request under way: how to answer it, and the last report of its search.
     *  @type {{id: number, resolve: (answer: any) => void, reject: (error: Error) => void,
     *          onInfo: (info: SearchInfo) => void, onLines?: (lines: SearchInfo[]) => void,
     *          last: SearchInfo | null} | null} */
    this.pending = null;
    this.nextId = 1;
    /** How many searches the worker's engine has begun (one engine, its tables kept, for all). */
    this.searches = 0;
  }

  /** Whether a search is running. */
  get busy() {
    return this.pending !== null;
  }

  startWorker() {
    if (this.worker) return this.worker;
    this.worker = engineWorker(WORKER_SCRIPT);
    this.worker.onmessage = ({ data }) => this.receive(data);
    this.worker.onerror = event => {
      event.preventDefault();
      this.fail(event.message || t('search-stopped'));
    };
    return this.worker;
  }

  /**
   * Searches a position and resolves with the engine's answer (`{best, score, win, depth, pv, …}`,
   * score from White's side); `onInfo` sees each completed depth. A request made while another
   * runs ends the other (its promise resolves with `null`); the worker and its tables stay.
   * A request with `nodes` searches that many nodes instead of for its time: the same answer
   * every time (a game review's).
   * @param {SearchRequest & {level: number, timeMs: number, seed?: number, nodes?: number}} request
   * @param {(info: SearchInfo) => void} [onInfo]
   * @returns {Promise<SearchResult | null>}
   */
  think(request, onInfo = () => {}) {
    this.release(null);
    const id = this.nextId++;
    const worker = this.startWorker();
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onInfo, last: null };
      worker.postMessage({
        type: 'think',
        id,
        kind: request.kind,
        variant: request.variant || '',
        start: request.start,
        moves: request.moves.join(' '),
        level: request.level,
        timeMs: request.timeMs,
        seed: request.seed ?? Math.floor(Math.random() * 0x7fffffff),
        book: this.book,
        nodes: request.nodes ?? 0,
      });
    });
  }

  /**
   * The `count` best lines of a position, searched for about `timeMs`: resolves with a
   * list of the engine's reports (`{score, win, depth, pv, move}`, scores from White's side),
   * best first, or `null` when another request came first; `onLines` sees the lines at each
   * depth their search completes (the answer is the last of them). The worker
   * searches them in slices like a move, so another request or `stop()` ends them within a
   * slice and the worker and its tables stay.
   * @param {SearchRequest} request
   * @param {number} count
   * @param {number} timeMs
   * @param {(lines: SearchInfo[]) => void} [onLines]
   * @returns {Promise<SearchInfo[] | null>}
   */
  lines(request, count, timeMs, onLines = () => {}) {
    this.release(null);
    const id = this.nextId++;
    const worker = this.startWorker();
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onInfo: () => {}, onLines, last: null };
      worker.postMessage({ type: 'lines', id, kind: request.kind, variant: request.variant || '', start: request.start, moves: request.moves.join(' '), count, timeMs });
    });
  }

  /**
   * The game `request` as annotated PDN (the analysis board's engine only), written in the
   * worker: resolves with its text, or `null` when another request came first.
   * @param {import('./record-link.js').GameLine} request
   * @param {{tags: string[], nags: number[], comments: string[],
   *   declared: import('./shell.js').Declared | null}} notes the record's tags
   *   (`Event`, `Site`, `Date` like `2026.12.01`, `Round`, `White`, `Black`, in the page's words),
   *   each move's NAG (0 for none), each move's comment, and the resignation or agreed draw
   *   that ended the game
   * @returns {Promise<string | null>}
   */
  record(request, notes) {
    this.release(null);
    const id = this.nextId++;
    const worker = this.startWorker();
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onInfo: () => {}, last: null };
      worker.postMessage({
        type: 'record', id, variant: request.variant, start: request.start, moves: request.moves,
        tags: notes.tags, nags: notes.nags.join(','), comments: notes.comments.join('\n'), declared: notes.declared,
      });
    });
  }

  /** A message of the worker: the engine's answers it parsed (`bashniSearchInfo`'s report, `step`'s
   *  answer, the lines), an annotated record, or why a request failed.
   *  @param {{type: 'info', id: number, info: SearchInfo, searches: number}
   *    | {type: 'progress', id: number, lines: SearchInfo[], searches: number}
   *    | {type: 'done', id: number, result: SearchResult, searches: number}
   *    | {type: 'lines', id: number, lines: SearchInfo[], searches: number}
   *    | {type: 'record', id: number, text: string}
   *    | {type: 'error', id: number, message: string}} data */
  receive(data) {
    const pending = this.pending;
    if (!pending || data.id !== pending.id) return;
    if (data.type === 'record') {
      this.pending = null;
      pending.resolve(data.text);
    } else if (data.type === 'lines') {
      this.pending = null;
      pending.resolve(data.lines);
    } else if (data.type === 'progress') {
      this.searches = data.searches;
      pending.onLines?.(data.lines);
    } else if (data.type === 'info') {
      this.searches = data.searches;
      pending.last = data.info;
      pending.onInfo(data.info);
    } else if (data.type === 'done') {
      this.pending = null;
      this.searches = data.searches;
      pending.resolve(data.result);
    } else {
      this.pending = null;
      pending.reject(new Error(data.message));
    }
  }

  /** Ends the request under way with `message` (the worker failed) and the worker with it.
   *  @param {string} message */
  fail(message) {
    const pending = this.pending;
    this.pending = null;
    this.endWorker();
    if (pending) pending.reject(new Error(message));
  }

  /** Answers now with the best move of the deepest depth finished so far (none yet: waits). */
  moveNow() {
    const pending = this.pending;
    if (!pending || !pending.last || !pending.last.move) return false;
    this.release({ ...pending.last, best: pending.last.move });
    return true;
  }

  /** Ends the running search, if any; its promise resolves with `null`. */
  stop() {
    this.release(null);
  }

  /** Tells the worker to drop the running search (keeping its tables) and resolves its promise
   *  with `answer`. @param {SearchResult | null} answer */
  release(answer) {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    if (this.worker) this.worker.postMessage({ type: 'stop', id: pending.id });
    pending.resolve(answer);
  }

  endWorker() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }
}

/** Two decimals the page's language's way: `1.35`, `1,35`. */
const decimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * An evaluation from White's side as players read it: `+1.35`, `−0.20` (`+1,35` in Russian and
 * French; in the game's unit: men, or marbles in Hexpush), or who wins in how many moves (`White wins in 7`).
 * @param {{score: number, win?: number|null}} info the engine's report (or a review's evaluation)
 * @param {(side: string) => string} sideName the rule set's name of a side
 */
export function evaluationText(info, sideName) {
  if (info.win !== null && info.win !== undefined) {
    const side = info.win > 0 ? 'white' : 'black';
    return t('analysis-win', { side, name: sideName(side), moves: Math.abs(info.win) });
  }
  const units = info.score / 100;
  const sign = units > 0 ? '+' : units < 0 ? '−' : '';
  return sign + decimal.format(Math.abs(units));
}
