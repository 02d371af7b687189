// The draughts board seen from the page: the board in the seeds' shape ({color, king} arrays,
// top last) and the words the page uses for pieces, sides and squares (from the engine's
// display facts: no rule is known here). No engine here (the game is in game.js), so the input
// logic that uses it runs under Node in the unit tests.

import { t } from './i18n.js';

/** The other player. @param {string} side @returns {Side} */
export const otherSide = side => (side === 'white' ? 'black' : 'white');

/** The board's squares as the engine names them (`rules.squares`): name and coordinates both
 *  ways, which squares are played on, and the labels along the edge. */
export class Squares {
  /** @param {BoardSquares} json */
  constructor(json) {
    this.names = json.names;
    this.dark = json.dark;
    this.files = json.files;
    this.ranks = json.ranks;
    this.size = json.names.length;
    /** @type {Map<string, [number, number]>} */
    this.at = new Map();
    json.names.forEach((rank, r) => rank.forEach((name, f) => this.at.set(name, [f, r])));
  }
  /** The name of the square on `file` and `rank` (both from 0 at White's lower left).
   *  @param {number} file @param {number} rank */
  name(file, rank) { return this.names[rank][file]; }
  /** The [file, rank] of the square `name` (a name the engine gave). @param {string} name
   *  @returns {[number, number]} */
  coordinates(name) {
    const at = this.at.get(name);
    if (!at) throw new Error(`the board has no square ${name}`);
    return at;
  }
  /** Whether the square on `file` and `rank` is a playing square. @param {number} file @param {number} rank */
  isDark(file, rank) { return this.dark[rank][file]; }
}

/** The board in the seeds' shape: cells[rank][file] is an array of {color, king}, top last;
 *  `squares` names them. */
export class Board {
  /** @param {BoardCells} cells @param {Squares} squares */
  constructor(cells, squares) {
    this.cells = cells;
    this.squares = squares;
    this.size = cells.length;
  }
  /** The tower on `name`, bottom first. @param {string} name */
  tower(name) {
    const [file, rank] = this.squares.coordinates(name);
    return this.cells[rank][file];
  }
  /** @param {string} name @param {Piece[]} pieces */
  setTower(name, pieces) {
    const [file, rank] = this.squares.coordinates(name);
    this.cells[rank][file] = pieces;
  }
  clone() { return new Board(this.cells.map(rank => rank.map(tower => tower.slice())), this.squares); }
}

/** Which of the catalog's side names a side of the rule set has: `white`, `black` or `red` (the
 *  engine's English word for it, `display` being its display facts: rulesJson().display); the
 *  colour itself when no rule set is known yet (a link refused before any game).
 *  @param {RuleDisplay | null | undefined} display @param {Side} color @returns {string} */
export function sideId(display, color) {
  return display?.sides[color].toLowerCase() ?? color;
}

/** A side's name as the rule set's players say it, in the page's language.
 *  @param {RuleDisplay | null | undefined} display @param {Side} color */
export function sideName(display, color) {
  return t(`side-${sideId(display, color)}`);
}

/** The message arguments that name `color`: `side` (for the catalogs' selectors) and `name`;
 *  with a `prefix`, `prefix` and `prefixName` (`winner`, `winnerName`).
 *  @param {RuleDisplay | null | undefined} display @param {Side} color @param {string} [prefix]
 *  @returns {{[name: string]: string}} */
export function sideArgs(display, color, prefix = '') {
  const id = sideId(display, color);
  return prefix ? { [prefix]: id, [`${prefix}Name`]: t(`side-${id}`) } : { side: id, name: t(`side-${id}`) };
}

/** A piece's name ("white man"). @param {RuleDisplay | null | undefined} display @param {Piece} piece */
export function pieceName(display, piece) {
  return t(piece.king ? 'piece-king' : 'piece-man', { side: sideId(display, piece.color) });
}

/** "white man", or "tower of 3, white king on top".
 *  @param {RuleDisplay | null | undefined} display @param {Piece[]} pieces */
export function describeTower(display, pieces) {
  if (pieces.length === 0) return t('square-empty');
  const top = pieces[pieces.length - 1];
  if (pieces.length === 1) return pieceName(display, top);
  return t('tower-of', { count: pieces.length, top: pieceName(display, top) });
}

/** A square as players name it: "b6", or "b6, 9" where the rule set numbers its squares.
 *  @param {RuleDisplay} display @param {string} name */
export function squareLabel(display, name) {
  return display.numbers ? `${name}, ${display.numbers[name]}` : name;
}
