// Moves drawn in motion: the tower slides hop by hop over the frames the engine returned (the
// board after each hop), then each piece taken travels to the capturing tower and slips under
// it (tower rule sets) or fades away (Russian draughts, English checkers). Purely visual: the
// engine's position is already final while this runs, and any input finishes the animation at
// once (skip()).

import { Board } from './model.js';
import { towerElement } from './renderer.js';

export class Animator {
  /** @param {HTMLElement} board the board element (the cells' `data-square` name them) */
  constructor(board) {
    this.board = board;
    this.hopMs = 220;
    this.generation = 0;
    /** The animations under way. @type {Animation[]} */
    this.running = [];
    this.busy = false;
  }

  get enabled() {
    return this.hopMs > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** Stops every animation now; returns whether one was running (the caller redraws). */
  skip() {
    if (!this.busy) return false;
    this.generation++;
    this.stop();
    return true;
  }

  stop() {
    for (const animation of this.running) animation.cancel();
    this.running = [];
    this.board.querySelectorAll('.flying').forEach(element => element.remove());
    this.busy = false;
  }

  /** Animates the hops `fromHop`…`toHop` of `move` (all of it, then the pieces taken, when
   *  `toHop` is the end). frames: the engine's frames of the move (hops[k] is the board after k
   *  hops), squares the board's (model.js); draw(board, jumped) draws a frame; done() draws the position after. Without motion,
   *  calls done() at once.
   *  @param {{move: DraughtsMove, frames: MoveFrames | null | undefined, squares: import('./model.js').Squares,
   *    draw: (board: Board, jumped: Set<string>) => void, done: () => void, fromHop?: number,
   *    toHop?: number}} animation */
  async play({ move, frames, squares, draw, done, fromHop = 0, toHop = move.path.length }) {
    this.skip();
    if (!this.enabled || !frames) { done(); return; }
    const generation = ++this.generation;
    this.busy = true;
    const still = () => generation === this.generation;
    for (let hop = fromHop; hop < toHop; hop++) {
      // The engine's frame, without the tower that is in flight from where it stands.
      const frame = frames.hops[hop];
      const board = new Board(frame.board, squares);
      board.setTower(frame.at, []);
      draw(board, new Set(frame.jumped));
      await this.fly(frame.mover, frame.at, move.path[hop], this.hopMs, 'tower');
      if (!still()) return;
    }
    if (move.capture && toHop === move.path.length) {
      // The settled board with the tower as it landed; the pieces taken join it, or vanish.
      const board = new Board(frames.settled.board, squares);
      board.setTower(move.to, frames.hops[toHop].mover);
      draw(board, new Set());
      await Promise.all(frames.taken.map(({ square, piece }) =>
        frames.prisoners
          ? this.fly([piece], square, move.to, this.hopMs * 1.2, 'under')
          : this.fly([piece], square, square, this.hopMs * 1.2, 'vanish')));
      if (!still()) return;
    }
    this.stop();
    done();
  }

  /** Moves a copy of `pieces` from the square `from` to `to`; resolves when it arrives.
   *  @param {Piece[]} pieces @param {string} from @param {string} to @param {number} ms
   *  @param {'tower' | 'under' | 'vanish'} kind */
  async fly(pieces, from, to, ms, kind) {
    const a = /** @type {HTMLElement | null} */ (this.board.querySelector(`[data-square="${from}"]`));
    const b = /** @type {HTMLElement | null} */ (this.board.querySelector(`[data-square="${to}"]`));
    if (!a || !b) return;
    const element = document.createElement('span');
    element.className = `flying ${kind}`;
    Object.assign(element.style, {
      left: `${a.offsetLeft}px`, top: `${a.offsetTop}px`, width: `${a.offsetWidth}px`, height: `${a.offsetHeight}px`,
    });
    element.append(towerElement(pieces));
    this.board.append(element);
    const dx = b.offsetLeft - a.offsetLeft;
    const dy = b.offsetTop - a.offsetTop;
    const end = {
      tower: { transform: `translate(${dx}px, ${dy}px)` },
      under: { transform: `translate(${dx}px, ${dy + a.offsetHeight * 0.18}px) scale(.8)`, opacity: 0.2 },
      vanish: { transform: 'scale(.3)', opacity: 0 },
    }[kind];
    const animation = element.animate([{ transform: 'translate(0, 0)', opacity: 1 }, end],
      { duration: ms, easing: 'ease-in-out', fill: 'forwards' });
    this.running.push(animation);
    try { await animation.finished; } catch { /* cancelled by skip() */ }
    // The copy has done its job: the next frame draws the tower where it landed. Left in place
    // it would stay on every landing square until the move ends.
    element.remove();
    this.running = this.running.filter(running => running !== animation);
  }
}
