// Hexpush move input shared by the Hexpush page and its lesson boards. The page holds the
// selected marble or line and the move it previews; the engine (selection.rs through HexGame)
// says what a tap does to the selection, which moves it has and which reach a cell, the line a
// swipe makes and the move a drop makes. Here: which move to preview or play, and the words.

import { t } from './i18n.js';

/** What the hex renderer draws (HexInput's `view`): the marbles by cell, the marbles selected,
 *  each move of the selection by the cell a tap on which makes it, the move previewed, the cells
 *  of the last move, the marbles lost and how many lose the game, the side to move, and a
 *  suggestion (`hint`).
 *  @typedef {{marbles: Map<string, Side>, selected: Set<string>, targets: Map<string | null, HexMove>,
 *    armed: HexMove | null, last: Set<string>, lost: {black: number, white: number}, lostLimit: number, side: Side,
 *    hint?: Set<string>}} HexView */

export class HexInput {
  /** game: a HexGame (the engine's); oneTap: a tap on a cell only one move reaches plays it
   *  (the page), else every move is previewed by a first tap on its arrow (the lessons teach
   *  with the preview).
   *  @param {import('./engine-api.js').HexGame} game
   *  @param {{oneTap?: boolean}} options */
  constructor(game, { oneTap = false } = {}) {
    this.game = game;
    this.oneTap = oneTap;
    /** The selected marbles. @type {string[]} */
    this.selected = [];
    /** The text of the move previewed (null: none). @type {string | null} */
    this.armed = null;
    /** The drag under way: where it began, the last of the player's marbles it was over, and
     *  whether it keeps the line selected before it. @type {{origin: string, last: string, keep: boolean} | null} */
    this.drag = null;
  }

  reset() {
    this.selected = [];
    this.armed = null;
    this.drag = null;
  }

  /** The side to move. @returns {Side} */
  get side() { return this.game.sideToMove(); }

  /** The marbles and losses. @returns {HexBoard} */
  board() { return /** @type {HexBoard} */ (JSON.parse(this.game.boardJson())); }

  /** The engine's legal moves of the selection (see selection.rs).
   *  @returns {HexMove[]} */
  selectionMoves() {
    return this.selected.length ? /** @type {HexMove[]} */ (JSON.parse(this.game.selectionMovesJson(this.selected.join(' ')))) : [];
  }

  /** The moves of the selection that bring a marble to `name`.
   *  @param {string} name @returns {HexMove[]} */
  movesTo(name) { return /** @type {HexMove[]} */ (JSON.parse(this.game.movesToJson(this.selected.join(' '), name))); }

  /** What a tap on `name` does: {play: move} (with oneTap, a cell only one move reaches — no
   *  confirming tap — or the armed move tapped again), {armed: move} (a cell several moves reach,
   *  or any arrow without oneTap: the first tap previews the move whose arrow is there),
   *  {redraw: true} (selection changed; with `cleared` when a tap on an empty cell cleared it) or
   *  {refuse: reason}. What the tap does to the selection is the engine's answer.
   *  @param {string} name @returns {import('./board-shell.js').InputResult} */
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
    const tappedSelection = this.selected.includes(name);
    const answer = /** @type {HexPick} */ (JSON.parse(this.game.pickJson(this.selected.join(' '), name)));
    if (answer.select) {
      this.selected = answer.select;
      this.armed = null;
      return answer.movable ? { redraw: true } : { refuse: t('hex-no-move') };
    }
    if (answer.cleared) {
      this.reset();
      return tappedSelection ? { redraw: true } : { redraw: true, cleared: true };
    }
    const { reason, count, side } = answer.refuse;
    if (reason === 'line-too-long') return { refuse: t('hex-line-too-long', { count }) };
    if (reason === 'opponent-marble') return { refuse: t('hex-marble-of', { side, name: t(`side-${side}`) }) };
    return { refuse: t('hex-select-first') };
  }

  /** A drag starts on `name`: on one of your marbles it selects it (a selected line stays
   *  selected when the drag starts on it). Returns whether a drag began. @param {string} name */
  dragStart(name) {
    const own = new Set(this.board()[this.side]);
    if (!own.has(name)) return false;
    if (!this.selected.includes(name)) this.selected = [name];
    this.armed = null;
    this.drag = { origin: name, last: name, keep: this.selected.length > 1 };
    return true;
  }

  /** The dragging finger is over `name`: over your marbles it swipes out the line from where the
   *  drag began (as far as a move can move); over a cell next to the line it previews the move
   *  that way. Returns whether the view changed. @param {string | null} name */
  dragOver(name) {
    if (!this.drag || !name) return false;
    const own = new Set(this.board()[this.side]);
    if (own.has(name)) {
      if (this.selected.includes(name)) {
        const changed = this.drag.last !== name;
        this.drag.last = name;
        if (this.drag.keep) return changed;
      }
      const cells = /** @type {string[] | null} */ (JSON.parse(this.game.swipeJson(this.drag.origin, name)));
      if (!cells) return false;
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

  /** The move a drop on `name` makes (the engine's answer from the line cell the finger left).
   *  @param {string} name @returns {HexMove | null} */
  dropMove(name) {
    if (!this.drag) return null;
    return /** @type {HexMove | null} */ (JSON.parse(this.game.dropJson(this.selected.join(' '), this.drag.last, name)));
  }

  /** The drag ends over `name`: {play: move} when dropped on a move, else {redraw: true} with
   *  the swiped selection kept. @param {string | null} name @returns {import('./board-shell.js').InputResult} */
  dragEnd(name) {
    if (!this.drag) return { redraw: true };
    const move = name && !this.selected.includes(name) ? this.dropMove(name) : null;
    this.drag = null;
    this.armed = null;
    if (move) return { play: move };
    if (this.selected.length && this.selectionMoves().length === 0) return { refuse: t('hex-no-move') };
    return { redraw: true };
  }

  /** The renderer's view: marbles, selection, targets, the armed move's preview, the last move.
   *  @param {HexMove | null | undefined} lastMove @returns {HexView} */
  view(lastMove) {
    const board = this.board();
    const moves = this.selectionMoves();
    const last = lastMove ? [...lastMove.destinations, ...lastMove.marbles] : [];
    return {
      marbles: new Map(/** @type {[string, Side][]} */ ([...board.black.map(c => [c, 'black']), ...board.white.map(c => [c, 'white'])])),
      selected: new Set(this.selected),
      targets: new Map(moves.map(m => [m.target, m])),
      armed: moves.find(m => m.text === this.armed) || null,
      last: new Set(last),
      lost: board.lost,
      lostLimit: board.lostLimit,
      side: this.side,
    };
  }
}

/** One sentence on what a move does, for its preview. @param {HexMove} move @param {string} side */
export function describeHexMove(move, side) {
  const args = { move: move.text, count: move.marbles.length, pushed: move.pushed.length, other: side === 'black' ? 'white' : 'black' };
  if (move.broadside) return t('hex-move-sideways', args);
  if (move.pushed.length === 0) return t('hex-move-inline', args);
  return move.off ? t('hex-move-push-off', args) : t('hex-move-push', args);
}
