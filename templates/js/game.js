// The draughts game seen from the page: the engine's game (history, undo, result) under the
// names the page uses. Every rule is decided by the engine (EngineGame, from the wasm).

import { EngineGame } from './engine.js';
import { Board } from './model.js';

/** One game, backed by the engine: the seeds' names over the wasm API. What the engine says of
 *  the current position (board, legal moves, history, result) is read once and kept until the
 *  game changes. */
export class Game {
  constructor(variant, tfen) {
    this.engine = new EngineGame(variant, tfen || undefined);
    this.rules = JSON.parse(this.engine.rulesJson());
    this.cache = {};
  }
  get variant() { return this.engine.variant(); }
  get sideToMove() { return this.engine.sideToMove(); }
  get tfen() { return this.engine.tfen(); }
  get startTfen() { return this.engine.startTfen(); }
  /** Reads `key` from the engine once per position. */
  cached(key, read) {
    if (!(key in this.cache)) this.cache[key] = read();
    return this.cache[key];
  }
  /** Runs a change on the engine and forgets what was read before it. */
  change(action) {
    this.cache = {};
    return action();
  }
  board() { return this.cached('board', () => new Board(JSON.parse(this.engine.boardJson()))); }
  getLegalMoves() { return this.cached('moves', () => JSON.parse(this.engine.legalMovesJson())); }
  /** The engine's frames of the legal move `text` from the current position: the board after
   *  each hop as the player must see it (hops[k]), the settled board, the pieces taken. */
  frames(text) { return this.cached(`frames ${text}`, () => JSON.parse(this.engine.framesJson(text))); }
  /** What a tap on `square` does after `route` (the selected square, then the landings made):
   *  the engine's answer ({select}, {hop, move}, {play}, {refuse, ruleBreak}). */
  tap(route, square, autoplay) { return JSON.parse(this.engine.tapJson(route.join('-'), square, autoplay)); }
  /** What to mark while `route` is entered: {targets, captureTargets, capturers, frame}. */
  highlights(route) { return this.cached(`marks ${route.join('-')}`, () => JSON.parse(this.engine.highlightsJson(route.join('-')))); }
  /** The frames of the move that led here (null at the start), to animate it. */
  lastMoveFrames() { return this.cached('last frames', () => JSON.parse(this.engine.lastMoveFramesJson())); }
  /** Side names, square numbers and export formats of the rule set. */
  get display() { return this.rules.display; }
  getCaptures() { return this.getLegalMoves().filter(m => m.capture); }
  history() { return this.cached('history', () => JSON.parse(this.engine.historyJson())); }
  /** The whole line of moves (those played, then those after the position shown). */
  line() { return this.cached('line', () => JSON.parse(this.engine.lineJson())); }
  /** How many moves of the line are played. */
  get cursor() { return this.engine.cursor(); }
  /** Shows the position after `ply` moves of the line (the line and its result are kept). */
  goTo(ply) { this.change(() => this.engine.goTo(ply)); }
  /** The legal move written as `text`, as the engine writes it, without playing it (throws the
   *  engine's refusal). */
  parseMove(text) { return JSON.parse(this.engine.parseMove(text)); }
  /** Takes back a resignation or an agreed draw; whether there was one. */
  withdraw() { return this.change(() => this.engine.withdraw()); }
  /** The resignation or agreed draw at the end of the line (null if none). */
  declared() { return this.cached('declared', () => JSON.parse(this.engine.declaredJson())); }
  /** The side that moved first. */
  get startSide() { return this.engine.startSide(); }
  checkGameOver() { return this.cached('outcome', () => JSON.parse(this.engine.outcomeJson())); }
  makeMove(text) { return this.change(() => JSON.parse(this.engine.play(text))); }
  undoMove() { return this.change(() => JSON.parse(this.engine.undo())); }
  redoMove() { return this.change(() => JSON.parse(this.engine.redo())); }
  resign(side) { this.change(() => this.engine.resign(side)); }
  agreeDraw() { this.change(() => this.engine.agreeDraw()); }
  canUndo() { return this.engine.canUndo(); }
  canRedo() { return this.engine.canRedo(); }
  /** The game as a PDN file; `tags` the values of Event, Site, Date, Round, White and Black. */
  pdn(tags) { return this.engine.pdnGame(tags); }
  /** Whether the game started from the rule set's own start position. */
  get fromStandardStart() { return this.startTfen === this.rules.startTfen; }
  free() { this.engine.free(); }
}
