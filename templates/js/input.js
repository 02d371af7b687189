// Move input shared by the game page and the lesson boards. The page holds the route entered so
// far (the selected tower, then the landings made) and draws; the engine says what a tap does —
// select, land and go on, play a whole move, or refuse with the rule's reason — and what to
// mark (game.tap and game.highlights). No rule is decided here.

import { Board, sideArgs } from './model.js';
import { pieceWords, sentence, t } from './i18n.js';

export class MoveInput {
  /** @param {import('./game.js').Game} game */
  constructor(game) {
    this.game = game;
    /** The selected square (null: none). @type {string | null} */
    this.selected = null;
    /** The landings made after it. @type {string[]} */
    this.hops = [];
    this.autoplay = false;
  }

  reset() {
    this.selected = null;
    this.hops = [];
  }

  /** The selected square, then the landings made (empty when nothing is selected).
   *  @returns {string[]} */
  get route() { return this.selected ? [this.selected, ...this.hops] : []; }

  /** What a tap on `name` does: {play: move, fromHop} (the move is complete), {hopped: move,
   *  fromHop} (landings made, the capture goes on), {redraw: true} (selection changed) or
   *  {refuse: text, rule} (nothing changed; `rule` the engine's reason id when the tap broke a
   *  rule of the game, else null).
   *  @param {string} name @returns {import('./board-shell.js').InputResult} */
  click(name) {
    const fromHop = this.hops.length;
    const answer = this.game.tap(this.route, name, this.autoplay);
    if ('select' in answer) {
      // (`in` does not narrow: every tap answer may name `select`, only this one does.)
      this.selected = /** @type {string | null} */ (answer.select);
      this.hops = [];
      return { redraw: true };
    }
    if (answer.hop) {
      [this.selected, ...this.hops] = answer.hop;
      return { hopped: answer.move, fromHop };
    }
    if (answer.play) return { play: answer.play, fromHop };
    return { refuse: this.refusalText(answer.refuse), rule: answer.ruleBreak ? answer.refuse.reason : null };
  }

  /** The engine's reason for a refused tap, in the page's language (pieces, not towers, in a
   *  game without towers).
   *  @param {DraughtsRefusal} refusal */
  refusalText(refusal) {
    const display = this.game.display;
    const towers = this.game.rules.towers;
    // (And whose turn it is: at an earlier position it may be the side that is not the player's.)
    if (refusal.reason === 'opponent-tower') return `${pieceWords(t('tower-belongs-to', sideArgs(display, /** @type {Side} */ (refusal.owner))), towers)} ${t('to-move', sideArgs(display, this.game.sideToMove))}.`;
    if (refusal.reason === 'empty-square') return pieceWords(t('select-tower-first'), towers);
    // (The engine names the square as the rule set does: 30, not c1, in English checkers.)
    return pieceWords(sentence(t(`refusal-${refusal.reason}`, { square: refusal.square ?? '' })), towers);
  }

  /** The board as the player should see it now: mid-capture, the engine's frame after the hops
   *  made (the tower on its last landing, crowned if it was, the jumped towers grey). */
  shownBoard() {
    const frame = this.game.highlights(this.route).frame;
    if (!frame) return { board: this.game.board(), jumped: new Set() };
    return { board: new Board(frame.board, this.game.squares), jumped: new Set(frame.jumped) };
  }

  /** The renderer's view of the position with the selection, targets and compulsory captures.
   *  @param {DraughtsMove | null | undefined} last the move that led here, marked
   *  @returns {import('./renderer.js').BoardView} */
  view(last) {
    const marks = this.game.highlights(this.route);
    const { board, jumped } = this.shownBoard();
    return {
      board, jumped, targets: new Set(marks.targets), captureTargets: new Set(marks.captureTargets),
      variant: this.game.variant, display: this.game.display, capturers: new Set(marks.capturers),
      last: new Set(last ? [last.from, ...last.path] : []),
      selected: this.hops.length ? this.hops[this.hops.length - 1] : this.selected,
      inspected: null,
    };
  }
}
