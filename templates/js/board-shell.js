// The board shell: the one flow by which a person plays on every board of the site — a game
// page, a lesson or puzzle board, the analysis board. It holds a board kit (draughts-kit.js or
// hex-kit.js) over the engine's game and turns taps, drags and typed moves into moves; plays and
// animates them; steps through the engine's line (the move list's buttons, the arrow keys, a
// swipe over the list); and draws the board and the move list. The shell keeps no copy of the
// game: the line, the cursor and every rule are the engine's.
//
// What a board is for is given by its options (the parts of the page it drives) and by the hooks
// a board overrides: whether it takes a move now (`accepts`), whether a move is played at all
// (`admit`), what a move or a step means to it (`moved`, `jumped`, `settled`), how it speaks
// (`say`, `refuse`) and what it draws besides the board (`update`, `moveMark`, `lineEnd`).
// The game pages (shell.js), the exercise boards of lessons and puzzles (exercise.js) and the
// analysis board (analysis.js) are this shell with their own options and hooks.

import { sentence, t } from './i18n.js';
import { otherSide } from './model.js';
import { fadeCutStart } from './dom.js';

/** Horizontal travel (px) that makes a swipe over the move list a step. */
const SWIPE_PX = 40;

/**
 * @typedef {object} ShellParts the parts of the page a board shell drives (each optional)
 * @property {HTMLElement} [message] where the board speaks (`say`)
 * @property {HTMLElement} [moves] the move list (an <ol>), each move a button to its position
 * @property {HTMLElement} [swipe] the area where a horizontal swipe steps through the line
 * @property {{first: HTMLButtonElement, prev: HTMLButtonElement, next: HTMLButtonElement,
 *   last: HTMLButtonElement}} [nav] the buttons that step through the line
 * @property {boolean} [keys] whether ←/→/Home/End step through the line (one board on the page)
 */

/** A move as a kit describes it: a DraughtsMove, or a Hexpush move with its notation (hex-kit.js,
 *  `described`). @typedef {{text: string, notation: string}} ShellMove */

/** The score of a result as players write it. @param {Outcome | null} outcome */
export function scoreText(outcome) {
  if (!outcome) return '';
  if (outcome.kind === 'draw') return '½–½';
  return outcome.winner === 'white' ? '1–0' : '0–1';
}

/** The score of a result as the move list's last item. @param {Outcome} outcome */
export function scoreItem(outcome) {
  const score = Object.assign(document.createElement('li'), { className: 'score', textContent: scoreText(outcome) });
  score.setAttribute('aria-label', t('result-score', { score: scoreText(outcome) }));
  return score;
}

/** What a tap or a drag made (the kits' `click` and `drag`, the Hexpush input's drag): a refusal
 *  (`rule` the rule it breaks, when it breaks one), a move to play (already shown up to hop
 *  `fromHop`), a hop of a capture made, a Hexpush move previewed (`armed`), or a new selection
 *  (`redraw`; `cleared` when a tap cleared it); `message` what the board says of it.
 *  @typedef {{refuse?: string, rule?: string | null, play?: {text: string}, fromHop?: number,
 *    hopped?: DraughtsMove, armed?: HexMove, redraw?: boolean, cleared?: boolean,
 *    message?: string}} InputResult */

export class BoardShell {
  /**
   * @param {any} kit the board kit (see draughts-kit.js for the interface)
   * @param {ShellParts} parts the parts of the page this board drives
   */
  constructor(kit, parts = {}) {
    this.kit = kit;
    this.parts = parts;
    /** The move that led to the position shown, marked on the board (null: none). @type {ShellMove | null} */
    this.lastMove = null;
    /** A suggestion ringed on the board while its position is shown: {position, marks}.
     *  @type {{position: string, marks: Set<string>} | null} */
    this.suggestion = null;
    /** The animations and scripted moves under way (see `track`). @type {Promise<unknown>} */
    this.work = Promise.resolve();
    /** The move being drawn (what comes after a move waits for it). @type {Promise<void>} */
    this.drawing = Promise.resolve();
    /** Counts resets: work that awaited checks it did not change (see `cancelPending`). */
    this.epoch = 0;
    this.bindNavigation();
  }

  // --- the line, as the engine keeps it ----------------------------------------------------

  /** How many moves of the line are on the board. */
  get ply() { return this.kit.cursor; }
  /** The game's whole line of moves (none before a game is made). @returns {ShellMove[]} */
  get line() { return this.kit.hasGame ? this.kit.line() : []; }

  /** How many numbered moves the line makes, as the move list numbers them: a move of each
   *  player under one number (a line the second player opens starts with one of its own). A
   *  record "of 20 moves" is 40 plies. */
  get numberedMoves() {
    const first = this.kit.firstToMove;
    return this.line.filter((_, index) => index === 0 || this.kit.sideAfter(index) === first).length;
  }
  /** The numbers of a line of `count` moves played from the position shown, as the move list
   *  would number them: "7." before a move that opens a pair (the first player's), "7…" before
   *  the line's first move when it is the second player's, else ''. @param {number} count
   *  @returns {string[]} */
  lineNumbers(count) {
    const first = this.kit.firstToMove;
    let pairs = this.line.slice(0, this.ply).filter((_, index) => index === 0 || this.kit.sideAfter(index) === first).length;
    let mover = this.kit.sideToMove;
    return Array.from({ length: count }, (_, k) => {
      const side = mover;
      mover = otherSide(mover);
      if (side === first) return `${++pairs}.`;
      if (k > 0) return '';
      pairs = Math.max(pairs, 1);
      return `${pairs}…`;
    });
  }

  /** A line of moves played from the position shown, numbered as the move list numbers them
   *  ("7. c3-d4 f6-g5 8. …"). @param {string[]} moves */
  numberedLine(moves) {
    const numbers = this.lineNumbers(moves.length);
    return moves.map((move, k) => (numbers[k] ? `${numbers[k]} ${move}` : move)).join(' ');
  }

  /** Whether the board shows an earlier position of the line. */
  get browsing() { return this.ply < this.line.length; }
  /** The moves played to reach the position shown, as the engine writes them. @returns {string[]} */
  get played() { return this.kit.hasGame ? this.kit.history().map(/** @param {{text: string}} move */ move => move.text) : []; }

  // --- hooks: what a board is for ----------------------------------------------------------

  /** Whether the board takes a move now (a board that does not says why). */
  accepts() { return true; }
  /** Whether the legal move `text` is played (typed: entered in the Move field).
   *  @param {string} _text @param {boolean} _typed */
  admit(_text, _typed) { return true; }
  /** After the move `move` of `mover` is played (`how`: 'played' by the player, or 'step' along
   *  the line), before it is drawn. @param {ShellMove} _move @param {string} _mover @param {'played' | 'step'} _how */
  moved(_move, _mover, _how) {}
  /** After the board jumped to the position after `ply` moves of the line; `words` say where.
   *  @param {number} _ply @param {string} _words */
  jumped(_ply, _words) {}
  /** Once a move or a step has been drawn (nothing reset since). */
  settled() {}
  /** Whether the move list and keys may step through the line now. */
  navigable() { return true; }
  /** The judgement marked on the move at `index` of the line ({mark, kind, title}), or null.
   *  @param {number} _index @returns {{mark: string, kind: string, title: string} | null} */
  moveMark(_index) { return null; }
  /** What the move list shows after the last move (a result), or null.
   *  @returns {HTMLElement | null} */
  lineEnd() { return null; }

  /** Says `text` (of `kind`: '', 'refused', 'wrong', 'good', 'hint', 'done').
   *  @param {string} text @param {string} [kind] */
  say(text, kind = '') {
    const message = this.parts.message;
    if (!message) return;
    message.textContent = text;
    if (kind) message.dataset.kind = kind;
    else delete message.dataset.kind;
  }

  /** A try refused (`rule`: the rule it breaks, when it breaks one).
   *  @param {string} text @param {string | null} [_rule] */
  refuse(text, _rule = null) { this.say(text, 'refused'); }

  /** Draws the board and the move list. */
  update() {
    if (!this.kit.hasGame) return;
    this.drawBoard();
    this.drawMoves();
  }

  /** What the board shows besides the position (see the kits' `draw`). */
  boardView() { return { lastMove: this.lastMove, marks: this.hintMarks() }; }

  drawBoard() { this.kit.draw(this.boardView()); }

  /** The suggestion to ring, while its position is the one shown. */
  hintMarks() {
    if (this.suggestion && this.suggestion.position !== this.kit.position) this.suggestion = null;
    return this.suggestion?.marks ?? null;
  }

  /** Rings `marks` (a Set of cells) until the position changes. @param {Set<string> | null} marks */
  suggest(marks) { this.suggestion = marks ? { position: this.kit.position, marks } : null; }

  // --- work under way ----------------------------------------------------------------------

  /** Keeps `task` (an animation, a scripted reply) as part of the board's work under way.
   *  @template T @param {Promise<T>} task @returns {Promise<T>} */
  track(task) {
    this.work = Promise.allSettled([this.work, task]);
    return task;
  }

  /** Resolves once every animation and scripted move started so far has ended or given up:
   *  what a test waits for instead of a fixed time. */
  idle() { return this.work.then(() => undefined); }

  /** Forgets the work under way: each awaits and then checks that the epoch did not change, so
   *  none plays on a board that was reset. */
  cancelPending() { this.epoch += 1; }

  /** Finishes any animation now (and redraws). */
  finishAnimation() {
    if (this.kit.skip()) this.update();
  }

  // --- input -------------------------------------------------------------------------------

  /** A tap on the cell `name`. @param {string} name */
  tap(name) {
    this.finishAnimation();
    if (!this.accepts()) return;
    this.input(this.kit.click(name, () => this.update()));
  }

  /** A piece dragged from `from` and dropped on `to`: the same as the two taps.
   *  @param {string} from @param {string} to */
  drag(from, to) {
    this.finishAnimation();
    if (!this.accepts()) return;
    this.input(this.kit.drag(from, to, () => this.update()));
  }

  /** What the kit made of a tap or a drag: a refusal (with the rule it breaks), a move, or a
   *  new selection (a hop made is animated by the kit, which redraws after it).
   *  @param {InputResult} result */
  input(result) {
    if (result.refuse) { this.refuse(result.refuse, result.rule || null); this.update(); return; }
    if (result.play) { this.playMove(result.play.text, result.fromHop || 0); return; }
    this.say(result.message ?? '');
    if (result.hopped) { this.hopped(); return; }
    this.update();
  }

  /** After a hop of a capture made by taps (drawn by the kit). */
  hopped() {}

  /** A move typed in the game's notation (a move as the list writes it, or another way of
   *  writing it the engine reads: c3:g7 for c3:e5:g7, upper case…): played as if made on the
   *  board, or refused with the engine's reason. Whether it was played.
   *  @param {string} input @returns {boolean} */
  typed(input) {
    this.finishAnimation();
    if (!this.accepts()) return false;
    this.kit.cancel();
    const text = input.trim();
    // The engine reads the text (any way of writing a legal move it knows) or says why not.
    let move;
    try {
      move = this.kit.parseMove(text).text;
    } catch (error) {
      this.refuse(this.kit.refusalText(text, error));
      this.update();
      return false;
    }
    return this.playMove(move, 0, true) !== null;
  }

  /** Plays the legal move `text` (already shown up to hop `fromHop`) from the position shown.
   *  Resolves once it has been drawn; null when it was not played.
   *  @param {string} text @param {number} [fromHop] @param {boolean} [typed]
   *  @returns {Promise<void> | null} */
  playMove(text, fromHop = 0, typed = false) {
    if (!this.admit(text, typed)) { this.kit.cancel(); this.update(); return null; }
    const mover = this.kit.sideToMove;
    let move;
    try {
      move = this.kit.play(text);
    } catch (error) {
      this.refuse(typed ? this.kit.refusalText(text, error) : sentence(t('engine-refused', { detail: this.kit.errorClause(error) })));
      return null;
    }
    this.moved(move, mover, 'played');
    return this.show(move, fromHop);
  }

  /** Draws the move just made: marked as the last, the page redrawn, the move animated from hop
   *  `fromHop`; resolves once it has been shown. @param {ShellMove} move @param {number} [fromHop] */
  show(move, fromHop = 0) {
    const epoch = this.epoch;
    this.lastMove = move;
    this.update();
    this.drawing = this.track(this.kit.animate(move, fromHop, () => this.update()).then(() => {
      if (epoch === this.epoch) this.settled();
    }));
    return this.drawing;
  }

  /** Plays `text` as a scripted move (a reply, a demonstration): no judgement, only shown.
   *  @param {string} text */
  showScripted(text) {
    return this.show(this.kit.play(text));
  }

  // --- stepping through the line -----------------------------------------------------------

  /** Shows the position after `target` moves of the line (the moves after it are kept): one
   *  step forward is animated, any other is a jump. @param {number} target */
  goTo(target) {
    if (!this.navigable()) return;
    const ply = Math.max(0, Math.min(target, this.line.length));
    if (ply === this.ply) return;
    this.finishAnimation();
    this.kit.cancel();
    if (ply === this.ply + 1) {
      const mover = this.kit.sideToMove;
      const move = this.kit.play(this.line[this.ply].text);
      this.moved(move, mover, 'step');
      this.show(move);
      return;
    }
    this.kit.goTo(ply);
    this.lastMove = this.kit.lastMove();
    this.jumped(ply, ply === 0 ? t('start-position') : t('after-move', { move: this.line[ply - 1].notation }));
    this.update();
    this.settled();
  }

  /** The move list's buttons, clicks on its moves, swipes over it and the arrow keys. */
  bindNavigation() {
    const { nav, moves, swipe, keys } = this.parts;
    if (nav) {
      const steps = { first: () => 0, prev: () => this.ply - 1, next: () => this.ply + 1, last: () => this.line.length };
      for (const [name, target] of Object.entries(steps)) nav[/** @type {keyof typeof nav} */ (name)].addEventListener('click', () => this.goTo(target()));
    }
    moves?.addEventListener('click', event => {
      const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[data-ply]'));
      if (button) this.goTo(Number(button.dataset.ply));
    });
    if (swipe) this.bindSwipe(swipe);
    if (keys) document.addEventListener('keydown', event => this.stepKey(event));
  }

  /** A horizontal swipe over `area` steps back or forward (phones). @param {HTMLElement} area */
  bindSwipe(area) {
    /** Where the press began (null: none under way). @type {{x: number, y: number} | null} */
    let start = null;
    area.addEventListener('pointerdown', event => { start = { x: event.clientX, y: event.clientY }; });
    area.addEventListener('pointerup', event => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      this.goTo(this.ply + (dx < 0 ? 1 : -1));
    });
    area.addEventListener('pointercancel', () => { start = null; });
  }

  /** Where the key `key` steps the line to: ← back a move, → on a move, Home to the start,
   *  End to the end (undefined: another key). @param {string} key */
  stepTarget(key) {
    return /** @type {{[key: string]: number | undefined}} */ ({ ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.line.length })[key];
  }

  /** ←/→/Home/End step through the line (not while typing, in a dialog, nor on the board, whose
   *  arrows move between squares). @param {KeyboardEvent} event */
  stepKey(event) {
    const target = /** @type {Element} */ (event.target);
    if (event.altKey || event.ctrlKey || event.metaKey || document.querySelector('dialog[open]')) return;
    if (target.closest?.('input, textarea, select, dialog') || this.kit.element?.contains(target)) return;
    const ply = this.stepTarget(event.key);
    if (ply === undefined || !this.navigable()) return;
    event.preventDefault();
    this.goTo(ply);
  }

  // --- the move list -----------------------------------------------------------------------

  /** The move list in the game's notation, numbered in pairs from the first player; each move
   *  a button that shows its position, with its judgement when it has one; the moves after the
   *  one shown greyed; then the line's end (a result). The buttons that step are enabled where
   *  they lead somewhere. */
  drawMoves() {
    const { moves: list, nav } = this.parts;
    const navigable = this.navigable();
    if (nav) {
      nav.first.disabled = nav.prev.disabled = !navigable || this.ply === 0;
      nav.next.disabled = nav.last.disabled = !navigable || !this.browsing;
    }
    if (!list) return;
    const first = this.kit.firstToMove;
    const ply = this.ply;
    /** @type {HTMLElement[]} */
    const items = [];
    /** The item of the pair of moves under way. @type {HTMLElement | null} */
    let item = null;
    this.line.forEach((move, index) => {
      const side = this.kit.sideAfter(index);
      if (!item || side === first) {
        item = document.createElement('li');
        items.push(item);
        if (side !== first) item.append(Object.assign(document.createElement('span'), { className: 'ply', textContent: '…' }));
      }
      const judged = this.moveMark(index);
      const button = Object.assign(document.createElement('button'), {
        type: 'button', className: 'ply', textContent: move.notation + (judged?.mark || ''),
      });
      if (judged) {
        button.dataset.judgement = judged.kind;
        if (judged.title) button.title = judged.title;
      }
      button.dataset.ply = String(index + 1);
      if (index + 1 === ply) button.setAttribute('aria-current', 'step');
      if (index + 1 > ply) button.classList.add('future');
      /** @type {HTMLElement} */ (item).append(button);
    });
    const end = this.lineEnd();
    if (end) items.push(end);
    list.replaceChildren(...items);
    // The move shown kept in view; at the line's end, its result after it (before: the score
    // could stay out of view, past the strip's right end on a phone).
    const current = end && ply === this.line.length ? end : /** @type {HTMLElement | null} */ (list.querySelector('[aria-current]'));
    // Only the list scrolls (scrollIntoView would scroll the page too, away from the board).
    requestAnimationFrame(() => {
      if (!current) { if (ply === 0) list.scrollTop = list.scrollLeft = 0; return; }
      const top = current.offsetTop;
      const bottom = top + current.offsetHeight;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
      // The one-line strip of a phone: the current move at the right end of what shows.
      const right = current.offsetLeft + current.offsetWidth;
      if (current.offsetLeft < list.scrollLeft) list.scrollLeft = current.offsetLeft;
      else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
      fadeCutStart(list);
    });
    if (this.fadingList !== list) {
      // Scrolled by hand too: the strip's cut start fades, so that a move cut in two is not
      // read as another move number.
      list.addEventListener('scroll', () => fadeCutStart(list), { passive: true });
      /** The move list whose scrolling is followed. @type {HTMLElement | undefined} */
      this.fadingList = list;
    }
  }
}
