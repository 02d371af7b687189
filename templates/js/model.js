// The draughts engine seen from the page: the board in the seeds' shape ({color, king} arrays,
// top last), the game (history, undo, result) and the words the page uses for pieces and sides.
// Every rule is decided by the engine (EngineGame, from the wasm module above).

const FILES = 'abcdefgh';

/** The board in the seeds' shape: cells[rank][file] is an array of {color, king}, top last. */
class Board {
  constructor(cells) {
    this.cells = cells;
    this.size = cells.length;
  }
  static squareName(file, rank) { return FILES[file] + (rank + 1); }
  static coordinates(name) { return [FILES.indexOf(name[0]), Number(name.slice(1)) - 1]; }
  static isDark(file, rank) { return (file + rank) % 2 === 0; }
  /** The PDN number (1–32) of a dark square of the 8×8 board, as English checkers numbers it. */
  static number(name) {
    const [file, rank] = Board.coordinates(name);
    return (7 - rank) * 4 + Math.floor(file / 2) + 1;
  }
  tower(name) {
    const [file, rank] = Board.coordinates(name);
    return this.cells[rank][file];
  }
  setTower(name, pieces) {
    const [file, rank] = Board.coordinates(name);
    this.cells[rank][file] = pieces;
  }
  clone() { return new Board(this.cells.map(rank => rank.map(tower => tower.slice()))); }

  /** The board as it looks after the first `hops` jumps of a capture: the moving tower on its
   *  last landing, the jumped towers grey (deferred rule: returned in `jumped`) or already
   *  without their top (immediate rule). `move` is the engine's move object. */
  duringCapture(move, hops, rules) {
    const shown = this.clone();
    const mover = shown.tower(move.from);
    shown.setTower(move.from, []);
    const jumped = move.captured.slice(0, hops);
    if (rules.immediateCapture) {
      for (const square of jumped) shown.setTower(square, shown.tower(square).slice(0, -1));
    }
    if (hops > 0) shown.setTower(move.path[hops - 1], mover);
    return { board: shown, jumped: rules.immediateCapture ? new Set() : new Set(jumped), mover };
  }
}

/** One game, backed by the engine: the seeds' names over the wasm API. What the engine says of
 *  the current position (board, legal moves, history, result) is read once and kept until the
 *  game changes. */
class Game {
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
  getCaptures() { return this.getLegalMoves().filter(m => m.capture); }
  history() { return this.cached('history', () => JSON.parse(this.engine.historyJson())); }
  checkGameOver() { return this.cached('outcome', () => JSON.parse(this.engine.outcomeJson())); }
  makeMove(text) { return this.change(() => JSON.parse(this.engine.play(text))); }
  undoMove() { return this.change(() => JSON.parse(this.engine.undo())); }
  redoMove() { return this.change(() => JSON.parse(this.engine.redo())); }
  resign(side) { this.change(() => this.engine.resign(side)); }
  agreeDraw() { this.change(() => this.engine.agreeDraw()); }
  canUndo() { return this.engine.canUndo(); }
  canRedo() { return this.engine.canRedo(); }
  pdn(date) { return this.engine.pdnGame(date); }
  /** Whether the game started from the rule set's own start position. */
  get fromStandardStart() { return this.startTfen === this.rules.startTfen; }
  free() { this.engine.free(); }
}

/** How each rule set names its sides. */
function sideName(variant, color) {
  if (variant === 'english' && color === 'black') return 'Red';
  return color === 'white' ? 'White' : 'Black';
}

function pieceName(variant, piece) {
  return `${sideName(variant, piece.color).toLowerCase()} ${piece.king ? 'king' : 'man'}`;
}

/** "white man", or "tower of 3, white king on top". */
function describeTower(variant, pieces) {
  if (pieces.length === 0) return 'empty';
  const top = pieces[pieces.length - 1];
  if (pieces.length === 1) return pieceName(variant, top);
  return `tower of ${pieces.length}, ${pieceName(variant, top)} on top`;
}
