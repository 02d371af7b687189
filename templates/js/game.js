// The draughts game seen from the page: the engine's game (history, undo, result) under the
// names the page uses. Every rule is decided by the engine (EngineGame, from the wasm).

import { EngineGame } from './engine.js';
import { Board, Squares } from './model.js';

/** One game, backed by the engine: the seeds' names over the wasm API. What the engine says of
 *  the current position (board, legal moves, history, result) is read once and kept until the
 *  game changes. */
export class Game {
  /** @param {string} variant @param {string | null | undefined} tfen the start (none: the rule set's) */
  constructor(variant, tfen) {
    this.engine = new EngineGame(variant, tfen || undefined);
    /** What the page shows of the rule set. */
    this.rules = /** @type {Rules} */ (JSON.parse(this.engine.rulesJson()));
    /** The board's squares as the engine names them. */
    this.squares = new Squares(this.rules.squares);
    /** What was read of the current position, by key (see `cached`). @type {{[key: string]: unknown}} */
    this.cache = {};
  }
  get variant() { return this.engine.variant(); }
  /** @returns {Side} */
  get sideToMove() { return this.engine.sideToMove(); }
  get tfen() { return this.engine.tfen(); }
  get startTfen() { return this.engine.startTfen(); }
  /** Reads `key` from the engine once per position.
   *  @template T @param {string} key @param {() => T} read @returns {T} */
  cached(key, read) {
    if (!(key in this.cache)) this.cache[key] = read();
    return /** @type {T} */ (this.cache[key]);
  }
  /** Runs a change on the engine and forgets what was read before it.
   *  @template T @param {() => T} action @returns {T} */
  change(action) {
    this.cache = {};
    return action();
  }
  /** @returns {Board} */
  board() { return this.cached('board', () => new Board(/** @type {BoardCells} */ (JSON.parse(this.engine.boardJson())), this.squares)); }
  /** @returns {DraughtsMove[]} */
  getLegalMoves() { return this.cached('moves', () => /** @type {DraughtsMove[]} */ (JSON.parse(this.engine.legalMovesJson()))); }
  /** The engine's frames of the legal move `text` from the current position: the board after
   *  each hop as the player must see it (hops[k]), the settled board, the pieces taken.
   *  @param {string} text @returns {MoveFrames} */
  frames(text) { return this.cached(`frames ${text}`, () => /** @type {MoveFrames} */ (JSON.parse(this.engine.framesJson(text)))); }
  /** What a tap on `square` does after `route` (the selected square, then the landings made):
   *  the engine's answer ({select}, {hop, move}, {play}, {refuse, ruleBreak}).
   *  @param {string[]} route @param {string} square @param {boolean} autoplay @returns {TapAnswer} */
  tap(route, square, autoplay) { return /** @type {TapAnswer} */ (JSON.parse(this.engine.tapJson(route.join('-'), square, autoplay))); }
  /** What to mark while `route` is entered: {targets, captureTargets, capturers, frame}.
   *  @param {string[]} route @returns {MoveHighlights} */
  highlights(route) { return this.cached(`marks ${route.join('-')}`, () => /** @type {MoveHighlights} */ (JSON.parse(this.engine.highlightsJson(route.join('-'))))); }
  /** The frames of the move that led here (null at the start), to animate it.
   *  @returns {MoveFrames | null} */
  lastMoveFrames() { return this.cached('last frames', () => /** @type {MoveFrames | null} */ (JSON.parse(this.engine.lastMoveFramesJson()))); }
  /** Side names, square numbers and export formats of the rule set. */
  get display() { return this.rules.display; }
  /** @returns {DraughtsMove[]} */
  history() { return this.cached('history', () => /** @type {DraughtsMove[]} */ (JSON.parse(this.engine.historyJson()))); }
  /** The whole line of moves (those played, then those after the position shown).
   *  @returns {DraughtsMove[]} */
  line() { return this.cached('line', () => /** @type {DraughtsMove[]} */ (JSON.parse(this.engine.lineJson()))); }
  /** How many moves of the line are played. */
  get cursor() { return this.engine.cursor(); }
  /** Shows the position after `ply` moves of the line (the line and its result are kept).
   *  @param {number} ply */
  goTo(ply) { this.change(() => this.engine.goTo(ply)); }
  /** Keeps the whole line as "the game", to come back to from a variation (the engine keeps it). */
  keepLine() { this.change(() => this.engine.keepLine()); }
  /** The kept line and whether the line left it. @returns {KeptLine<DraughtsMove>} */
  keptLine() { return this.cached('kept', () => /** @type {KeptLine<DraughtsMove>} */ (JSON.parse(this.engine.keptLineJson()))); }
  /** Back to the kept line at the ply where the line left it; that ply. */
  backToKeptLine() { return this.change(() => this.engine.backToKeptLine()); }
  /** The legal move written as `text`, as the engine writes it, without playing it (throws the
   *  engine's refusal).
   *  @param {string} text @returns {DraughtsMove} */
  parseMove(text) { return /** @type {DraughtsMove} */ (JSON.parse(this.engine.parseMove(text))); }
  /** Takes back a resignation or an agreed draw; whether there was one. */
  withdraw() { return this.change(() => this.engine.withdraw()); }
  /** The resignation or agreed draw at the end of the line (null if none).
   *  @returns {Outcome | null} */
  declared() { return this.cached('declared', () => /** @type {Outcome | null} */ (JSON.parse(this.engine.declaredJson()))); }
  /** The side that plays the line's move `ply + 1` (the engine's turn order). @param {number} ply
   *  @returns {Side} */
  sideAfter(ply) { return this.engine.sideAfter(ply); }
  /** The result (null while the game goes on). @returns {Outcome | null} */
  checkGameOver() { return this.cached('outcome', () => /** @type {Outcome | null} */ (JSON.parse(this.engine.outcomeJson()))); }
  /** @param {string} text @returns {DraughtsMove} */
  makeMove(text) { return this.change(() => /** @type {DraughtsMove} */ (JSON.parse(this.engine.play(text)))); }
  /** The move taken back (null if none). @returns {DraughtsMove | null} */
  undoMove() { return this.change(() => /** @type {DraughtsMove | null} */ (JSON.parse(this.engine.undo()))); }
  /** The move played again (null if none). @returns {DraughtsMove | null} */
  redoMove() { return this.change(() => /** @type {DraughtsMove | null} */ (JSON.parse(this.engine.redo()))); }
  /** @param {Side} side */
  resign(side) { this.change(() => this.engine.resign(side)); }
  agreeDraw() { this.change(() => this.engine.agreeDraw()); }
  canUndo() { return this.engine.canUndo(); }
  canRedo() { return this.engine.canRedo(); }
  /** The game as a PDN file; `tags` the values of Event, Site, Date, Round, White and Black;
   *  `whole`: all of its line from any move shown, else up to the move shown (the moves after
   *  it were taken back). @param {string[]} tags @param {boolean} whole */
  pdn(tags, whole) { return this.engine.pdnGame(tags, whole); }
  /** Whether the game started from the rule set's own start position. */
  get fromStandardStart() { return this.startTfen === this.rules.startTfen; }
  free() { this.engine.free(); }
}
