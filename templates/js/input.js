// Move input shared by the game page and the lesson boards: the selected tower and the hops made
// so far, what a click on a square means (select, hop, play a whole move, or a refusal with its
// reason), and the highlights that follow. The legal moves come from the engine.

import { Board, sideArgs } from './model.js';
import { t } from './i18n.js';

export class MoveInput {
  constructor(game) {
    this.game = game;
    this.selected = null;
    this.hops = [];
    this.autoplay = false;
  }

  reset() {
    this.selected = null;
    this.hops = [];
  }

  /** The legal moves that agree with the hops made so far from the selected tower. */
  candidates() {
    return this.game.getLegalMoves().filter(m =>
      m.from === this.selected && this.hops.every((square, i) => m.path[i] === square));
  }

  /** What a click on `name` does: {play: move, fromHop} (the move is complete), {hopped: move,
   *  fromHop} (hops made, the capture goes on), {redraw: true} (selection changed) or
   *  {refuse: reason} (nothing changed). */
  click(name) {
    const moves = this.game.getLegalMoves();
    if (this.selected && (this.hops.length > 0 || name !== this.selected)) {
      const candidates = this.candidates();
      if (candidates.some(m => m.path[this.hops.length] === name)) {
        this.hops.push(name);
        return this.advance(this.hops.length - 1);
      }
      const ending = candidates.filter(m => m.to === name);
      if (ending.length === 1) return { play: ending[0], fromHop: this.hops.length };
      if (ending.length > 1) return { refuse: t('several-captures-end') };
      if (this.hops.length > 0) return { refuse: t('finish-capture') };
    }
    if (moves.some(m => m.from === name)) {
      this.selected = this.selected === name ? null : name;
      return this.selected ? this.advance(0) : { redraw: true };
    }
    const pieces = this.game.board().tower(name);
    const top = pieces[pieces.length - 1];
    if (!top) return { refuse: this.selected ? t('not-a-destination') : t('select-tower-first') };
    if (top.color !== this.game.sideToMove) return { refuse: t('tower-belongs-to', sideArgs(this.game.display, top.color)) };
    if (moves.some(m => m.capture)) return { refuse: t('capture-compulsory') };
    return { refuse: t('tower-no-move') };
  }

  /** With auto-play on, makes every further hop that is the only one possible once the player
   *  has made a hop (selecting a tower never plays anything by itself), then reports. */
  advance(firstHop) {
    let candidates = this.candidates();
    while (this.autoplay && this.hops.length > 0 && candidates.length > 0) {
      const next = candidates[0].path[this.hops.length];
      if (!next || !candidates.every(m => m.path[this.hops.length] === next)) break;
      if (!candidates[0].capture && candidates.length > 1) break;
      this.hops.push(next);
      candidates = this.candidates();
    }
    const complete = candidates.find(m => m.path.length === this.hops.length);
    if (complete && !candidates.some(m => m.path.length > this.hops.length)) return { play: complete, fromHop: firstHop };
    if (this.hops.length > firstHop && candidates.length > 0) return { hopped: candidates[0], fromHop: firstHop };
    return { redraw: true };
  }

  /** The board as the player should see it now: mid-capture, the engine's frame after the hops
   *  made (the tower on its last landing, crowned if it was, the jumped towers grey). */
  shownBoard() {
    const board = this.game.board();
    if (!this.selected || this.hops.length === 0) return { board, jumped: new Set() };
    const frame = this.game.frames(this.candidates()[0].text).hops[this.hops.length];
    return { board: new Board(frame.board), jumped: new Set(frame.jumped) };
  }

  /** The renderer's view of the position with the selection, targets and compulsory captures. */
  view(last) {
    const { board, jumped } = this.shownBoard();
    const targets = new Set();
    const captureTargets = new Set();
    if (this.selected) {
      for (const m of this.candidates()) {
        const next = m.path[this.hops.length];
        if (next) targets.add(next);
        if (m.capture) { captureTargets.add(next); targets.add(m.to); captureTargets.add(m.to); }
      }
    }
    const moves = this.game.getLegalMoves();
    return {
      board, jumped, targets, captureTargets, variant: this.game.variant, display: this.game.display,
      capturers: new Set(this.hops.length ? [] : moves.filter(m => m.capture).map(m => m.from)),
      last: new Set(last ? [last.from, ...last.path] : []),
      selected: this.hops.length ? this.hops[this.hops.length - 1] : this.selected,
      inspected: null,
    };
  }
}
