// Hexpush move input shared by the Hexpush page and its lesson boards: the selected marble or
// line, the moves it can make (one target cell each), and what a tap means: select, arm a move
// to preview it, play the armed move, or a refusal with its reason.

import { HEX_STEPS, hexStep } from './hexboard.js';

export class HexInput {
  /** game: a HexGame. */
  constructor(game) {
    this.game = game;
    this.selected = [];
    this.armed = null;
  }

  reset() {
    this.selected = [];
    this.armed = null;
  }

  get side() { return this.game.sideToMove(); }

  moves() { return JSON.parse(this.game.legalMovesJson()); }

  board() { return JSON.parse(this.game.boardJson()); }

  /** The legal moves of the selection: inline moves it trails (one marble) or moves of exactly
   *  the selected line (two or three). */
  selectionMoves() {
    if (this.selected.length === 0) return [];
    const set = [...this.selected].sort().join();
    return this.moves().filter(m => this.selected.length === 1
      ? !m.broadside && m.marbles[0] === this.selected[0]
      : [...m.marbles].sort().join() === set);
  }

  /** The cells from `a` to `b` if they are 2–3 own marbles in a straight line, else null. */
  line(a, b, own) {
    for (const direction of Object.keys(HEX_STEPS)) {
      const cells = [a];
      let cell = a;
      while (cells.length < 3 && cell !== b) {
        cell = hexStep(cell, direction);
        if (!cell || !own.has(cell)) break;
        cells.push(cell);
      }
      if (cell === b) return cells;
    }
    return null;
  }

  /** What a tap on `name` does: {play: move} (the armed move, tapped again), {armed: move}
   *  (a move to preview), {redraw: true} (selection changed) or {refuse: reason}. */
  click(name) {
    const target = new Map(this.selectionMoves().map(m => [m.target, m])).get(name);
    if (target) {
      if (this.armed === target.text) return { play: target };
      this.armed = target.text;
      return { armed: target };
    }
    const board = this.board();
    const own = new Set(board[this.side]);
    if (own.has(name)) {
      const line = this.selected.length > 0 && this.selected[0] !== name ? this.line(this.selected[0], name, own) : null;
      this.selected = line || (this.selected.length === 1 && this.selected[0] === name ? [] : [name]);
      this.armed = null;
      if (this.selected.length > 0 && this.selectionMoves().length === 0) return { refuse: 'That has no legal move.' };
      return { redraw: true };
    }
    const other = this.side === 'black' ? 'white' : 'black';
    if (board[other].includes(name)) return { refuse: `That marble is ${other === 'black' ? 'Black' : 'White'}'s.` };
    return { refuse: this.selected.length ? 'No move of the selection goes there.' : 'Select one of your marbles first.' };
  }

  /** The renderer's view: marbles, selection, targets, the armed move's preview, the last move. */
  view(lastMove) {
    const board = this.board();
    const moves = this.selectionMoves();
    const last = lastMove ? [...lastMove.destinations, ...lastMove.marbles] : [];
    return {
      marbles: new Map([...board.black.map(c => [c, 'black']), ...board.white.map(c => [c, 'white'])]),
      selected: new Set(this.selected),
      targets: new Map(moves.map(m => [m.target, m])),
      armed: moves.find(m => m.text === this.armed) || null,
      last: new Set(last),
      lost: board.lost,
    };
  }
}

/** One sentence on what a move does, for its preview. */
export function describeHexMove(move, side) {
  const other = side === 'black' ? 'white' : 'black';
  const count = move.marbles.length === 1 ? 'one marble' : `${move.marbles.length} marbles`;
  if (move.broadside) return `${move.text}: ${count} move sideways.`;
  if (move.pushed.length === 0) return `${move.text}: ${count} ${move.marbles.length === 1 ? 'moves' : 'move'}.`;
  const pushed = move.pushed.length === 1 ? `one ${other} marble` : `${move.pushed.length} ${other} marbles`;
  return `${move.text}: ${count} push ${pushed}${move.off ? ', and one goes off the board!' : '.'}`;
}
