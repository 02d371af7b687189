// The draughts board seen from the page: the board in the seeds' shape ({color, king} arrays,
// top last) and the words the page uses for pieces, sides and squares (from the engine's
// display facts: no rule is known here). No engine here (the game is in game.js), so the input
// logic that uses it runs under Node in the unit tests.

import { t } from './i18n.js';

export const FILES = 'abcdefgh';

/** The other player. */
export const otherSide = side => (side === 'white' ? 'black' : 'white');

/** The board in the seeds' shape: cells[rank][file] is an array of {color, king}, top last. */
export class Board {
  constructor(cells) {
    this.cells = cells;
    this.size = cells.length;
  }
  static squareName(file, rank) { return FILES[file] + (rank + 1); }
  static coordinates(name) { return [FILES.indexOf(name[0]), Number(name.slice(1)) - 1]; }
  static isDark(file, rank) { return (file + rank) % 2 === 0; }
  tower(name) {
    const [file, rank] = Board.coordinates(name);
    return this.cells[rank][file];
  }
  setTower(name, pieces) {
    const [file, rank] = Board.coordinates(name);
    this.cells[rank][file] = pieces;
  }
  clone() { return new Board(this.cells.map(rank => rank.map(tower => tower.slice()))); }
}

/** Which of the catalog's side names a side of the rule set has: `white`, `black` or `red` (the
 *  engine's English word for it, `display` being its display facts: rulesJson().display); the
 *  colour itself when no rule set is known yet (a link refused before any game). */
export function sideId(display, color) {
  return display?.sides[color].toLowerCase() ?? color;
}

/** A side's name as the rule set's players say it, in the page's language. */
export function sideName(display, color) {
  return t(`side-${sideId(display, color)}`);
}

/** The message arguments that name `color`: `side` (for the catalogs' selectors) and `name`;
 *  with a `prefix`, `prefix` and `prefixName` (`winner`, `winnerName`). */
export function sideArgs(display, color, prefix = '') {
  const id = sideId(display, color);
  return prefix ? { [prefix]: id, [`${prefix}Name`]: t(`side-${id}`) } : { side: id, name: t(`side-${id}`) };
}

export function pieceName(display, piece) {
  return t(piece.king ? 'piece-king' : 'piece-man', { side: sideId(display, piece.color) });
}

/** "white man", or "tower of 3, white king on top". */
export function describeTower(display, pieces) {
  if (pieces.length === 0) return t('square-empty');
  const top = pieces[pieces.length - 1];
  if (pieces.length === 1) return pieceName(display, top);
  return t('tower-of', { count: pieces.length, top: pieceName(display, top) });
}

/** A square as players name it: "b6", or "b6, 9" where the rule set numbers its squares. */
export function squareLabel(display, name) {
  return display.numbers ? `${name}, ${display.numbers[name]}` : name;
}
