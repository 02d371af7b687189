// The draughts board seen from the page: the board in the seeds' shape ({color, king} arrays,
// top last) and the words the page uses for pieces and sides. No engine here (the game is in
// game.js), so the input logic that uses it runs under Node in the unit tests.

export const FILES = 'abcdefgh';

/** The board in the seeds' shape: cells[rank][file] is an array of {color, king}, top last. */
export class Board {
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

/** How each rule set names its sides. */
export function sideName(variant, color) {
  if (variant === 'english' && color === 'black') return 'Red';
  return color === 'white' ? 'White' : 'Black';
}

export function pieceName(variant, piece) {
  return `${sideName(variant, piece.color).toLowerCase()} ${piece.king ? 'king' : 'man'}`;
}

/** "white man", or "tower of 3, white king on top". */
export function describeTower(variant, pieces) {
  if (pieces.length === 0) return 'empty';
  const top = pieces[pieces.length - 1];
  if (pieces.length === 1) return pieceName(variant, top);
  return `tower of ${pieces.length}, ${pieceName(variant, top)} on top`;
}
