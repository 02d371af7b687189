// Hexpush move input shared by the Hexpush page and its lesson boards: the selected marble or
// line, the moves it can make (one target cell each), what a tap means (select, play the one
// move that reaches a cell, arm a move to preview it when several do, clear, or a refusal with
// its reason) and what a drag means (swipe out the line, drop it on the direction).

import { t } from './i18n.js';

export class HexInput {
  /** game: a HexGame; shape: the board's shape, from the engine (hexshape.js); oneTap: a tap
   *  on a cell only one move reaches plays it (the page), else every move is previewed by a
   *  first tap on its arrow (the lessons teach with the preview).
   *  @param {object} game
   *  @param {{shape: import('./hexshape.js').HexShape, oneTap?: boolean}} options */
  constructor(game, { shape, oneTap = false }) {
    this.game = game;
    this.shape = shape;
    this.oneTap = oneTap;
    this.selected = [];
    this.armed = null;
    this.drag = null;
  }

  reset() {
    this.selected = [];
    this.armed = null;
    this.drag = null;
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

  /** The cells from `a` to `b` if they are own marbles in a straight line (any length: a line
   *  longer than the engine's `maxLine` can't move, and the caller says so), else null. */
  line(a, b, own) {
    for (const direction of this.shape.directions) {
      const cells = [a];
      let cell = a;
      while (cell !== b) {
        cell = this.shape.step(cell, direction);
        if (!cell || !own.has(cell)) break;
        cells.push(cell);
      }
      if (cell === b) return cells;
    }
    return null;
  }

  /** The selection after adding own marble `name`: the line from one end of the selection to it
   *  when that line holds the whole selection (tapping the middle marble, then both ends, selects
   *  all three), else the line from the first selected, else `name` alone; {tooLong} for a line
   *  of 4 or more. */
  extend(name, own) {
    if (this.selected.length === 0 || this.selected.includes(name) && this.selected.length === 1) return { cells: [name] };
    const ends = [...new Set([this.selected[0], this.selected[this.selected.length - 1]])].filter(end => end !== name);
    const lines = ends.map(end => this.line(end, name, own)).filter(Boolean);
    const covering = lines.find(cells => this.selected.every(cell => cells.includes(cell)))
      || lines.find(cells => cells[0] === this.selected[0]);
    if (!covering) return { cells: [name] };
    if (covering.length > this.shape.maxLine) return { tooLong: covering.length };
    return { cells: covering };
  }

  /** The moves of the selection that bring a marble to `name` (not one of your marbles: a tap
   *  there selects). */
  movesTo(name) {
    if (this.board()[this.side].includes(name)) return [];
    return this.selectionMoves().filter(m => m.target === name || m.destinations.includes(name));
  }

  /** What a tap on `name` does: {play: move} (with oneTap, a cell only one move reaches — no
   *  confirming tap — or the armed move tapped again), {armed: move} (a cell several moves reach,
   *  or any arrow without oneTap: the first tap previews the move whose arrow is there), {redraw: true} (selection changed; with `cleared`
   *  when a tap on an empty cell cleared it) or {refuse: reason}. */
  click(name) {
    const reaching = this.oneTap ? this.movesTo(name) : this.movesTo(name).filter(m => m.target === name);
    if (!this.oneTap && reaching.length === 1 && this.armed !== reaching[0].text) {
      this.armed = reaching[0].text;
      return { armed: reaching[0] };
    }
    if (reaching.length === 1 || reaching.some(m => m.text === this.armed)) {
      return { play: reaching.find(m => m.text === this.armed) || reaching[0] };
    }
    if (reaching.length > 1) {
      this.armed = (reaching.find(m => m.target === name) || reaching[0]).text;
      return { armed: reaching.find(m => m.text === this.armed) };
    }
    const board = this.board();
    const own = new Set(board[this.side]);
    if (own.has(name)) {
      if (this.selected.length === 1 && this.selected[0] === name) {
        this.reset();
        return { redraw: true };
      }
      const next = this.extend(name, own);
      if (next.tooLong) return { refuse: t('hex-line-too-long', { count: next.tooLong }) };
      this.selected = next.cells;
      this.armed = null;
      if (this.selectionMoves().length === 0) return { refuse: t('hex-no-move') };
      return { redraw: true };
    }
    const other = this.side === 'black' ? 'white' : 'black';
    if (board[other].includes(name)) return { refuse: t('hex-marble-of', { side: other, name: t(`side-${other}`) }) };
    if (this.selected.length) {
      this.reset();
      return { redraw: true, cleared: true };
    }
    return { refuse: t('hex-select-first') };
  }

  /** A drag starts on `name`: on one of your marbles it selects it (a selected line stays
   *  selected when the drag starts on it). Returns whether a drag began. */
  dragStart(name) {
    const own = new Set(this.board()[this.side]);
    if (!own.has(name)) return false;
    if (!this.selected.includes(name)) this.selected = [name];
    this.armed = null;
    this.drag = { origin: name, last: name, keep: this.selected.length > 1 };
    return true;
  }

  /** The dragging finger is over `name`: over your marbles it swipes out the line from where the
   *  drag began (up to `maxLine`); over a cell next to the line it previews the move that way. Returns
   *  whether the view changed. */
  dragOver(name) {
    if (!this.drag || !name) return false;
    const own = new Set(this.board()[this.side]);
    if (own.has(name)) {
      if (this.selected.includes(name)) {
        const changed = this.drag.last !== name;
        this.drag.last = name;
        if (this.drag.keep) return changed;
      }
      const cells = this.line(this.drag.origin, name, own);
      if (!cells || cells.length > this.shape.maxLine) return false;
      const changed = cells.join() !== this.selected.join();
      this.selected = cells;
      this.drag.last = name;
      this.armed = null;
      return changed;
    }
    const move = this.dropMove(name);
    const armed = move ? move.text : null;
    const changed = armed !== this.armed;
    this.armed = armed;
    return changed;
  }

  /** The move a drop on `name` makes: the selection's move in the direction from the line cell
   *  the finger left to `name`, else the only move that reaches `name`; else null. */
  dropMove(name) {
    const moves = this.selectionMoves();
    const direction = this.drag && this.shape.directions.find(d => this.shape.step(this.drag.last, d) === name);
    const along = direction && moves.find(m => m.direction === direction);
    if (along) return along;
    const reaching = this.movesTo(name);
    return reaching.length === 1 ? reaching[0] : null;
  }

  /** The drag ends over `name`: {play: move} when dropped on a move, else {redraw: true} with
   *  the swiped selection kept. */
  dragEnd(name) {
    if (!this.drag) return { redraw: true };
    const move = name && !this.selected.includes(name) ? this.dropMove(name) : null;
    this.drag = null;
    this.armed = null;
    if (move) return { play: move };
    if (this.selected.length && this.selectionMoves().length === 0) return { refuse: t('hex-no-move') };
    return { redraw: true };
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
      side: this.side,
    };
  }
}

/** One sentence on what a move does, for its preview. */
export function describeHexMove(move, side) {
  const args = { move: move.text, count: move.marbles.length, pushed: move.pushed.length, other: side === 'black' ? 'white' : 'black' };
  if (move.broadside) return t('hex-move-sideways', args);
  if (move.pushed.length === 0) return t('hex-move-inline', args);
  return move.off ? t('hex-move-push-off', args) : t('hex-move-push', args);
}
