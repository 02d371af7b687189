// The computer opponent and the analysis: the engine's search run in a Web Worker made from the
// page's own engine (engine.js's `engineWorker`: the glue's text and the compiled module, no
// network), so the page never waits on it. One search at a time per Opponent; a new request or
// `stop()` ends the one running by ending its worker (a synchronous search can't be interrupted
// any other way), and the next request starts a fresh worker, which takes a few milliseconds
// with the module compiled.

import { engineWorker } from './engine.js';
import { t } from './i18n.js';

/** The worker's own code, run after the engine's glue (see engine.js). */
const WORKER_SCRIPT = `engineReady.then(engine => {
  const search = new engine.EngineSearch();
  let current = null;
  self.bashniSearchInfo = json => self.postMessage({ type: 'info', id: current, info: JSON.parse(json) });
  self.onmessage = ({ data }) => {
    current = data.id;
    try {
      const json = data.kind === 'hex'
        ? search.thinkHex(data.start, data.moves, data.level, data.timeMs, data.seed)
        : search.thinkDraughts(data.variant, data.start, data.moves, data.level, data.timeMs, data.seed);
      self.postMessage({ type: 'done', id: data.id, result: JSON.parse(json) });
    } catch (error) {
      self.postMessage({ type: 'error', id: data.id, message: String((error && error.message) || error) });
    }
  };
});
`;

/** Thinking time a move, by level (ms): the levels below 8 are capped by nodes, not time. */
export const LEVEL_TIME_MS = [0, 300, 300, 400, 500, 700, 1000, 1500, 2500];

export class Opponent {
  constructor() {
    this.worker = null;
    this.pending = null;
    this.nextId = 1;
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
   * runs ends the other (its promise resolves with `null`).
   * @param {{kind: 'draughts'|'hex', variant?: string, start: string, moves: string[],
   *          level: number, timeMs: number, seed?: number}} request
   */
  think(request, onInfo = () => {}) {
    this.stop();
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
      });
    });
  }

  receive(data) {
    const pending = this.pending;
    if (!pending || data.id !== pending.id) return;
    if (data.type === 'info') {
      pending.last = data.info;
      pending.onInfo(data.info);
    } else if (data.type === 'done') {
      this.pending = null;
      pending.resolve(data.result);
    } else {
      this.pending = null;
      pending.reject(new Error(data.message));
    }
  }

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
    this.pending = null;
    this.endWorker();
    pending.resolve({ ...pending.last, best: pending.last.move });
    return true;
  }

  /** Ends the running search, if any; its promise resolves with `null`. */
  stop() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.endWorker();
    pending.resolve(null);
  }

  endWorker() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }
}

/** An evaluation from White's side as players read it: `+1.35`, `−0.20`, `#7` (White wins in 7 plies), `−#4`. */
export function evaluationText(info) {
  if (info.win !== null && info.win !== undefined) {
    return (info.win > 0 ? '#' : '−#') + Math.abs(info.win);
  }
  const pieces = info.score / 100;
  const sign = pieces > 0 ? '+' : pieces < 0 ? '−' : '';
  return sign + Math.abs(pieces).toFixed(2);
}
