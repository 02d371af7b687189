// Draws the board: a grid of square buttons (dark squares) and plain cells, towers as stacks of
// discs with their height, the highlights, coordinates, and the board flipped or not. Reports
// clicks, drags, long presses and keyboard focus to its owner; decides nothing about the game.

import { describeTower, squareLabel } from './model.js';
import { squareAfterKey } from './keyboard.js';
import { t } from './i18n.js';

/** @typedef {import('./model.js').Squares} Squares */
const LONG_PRESS_MS = 450;
/** How far (px) a press must travel to become a drag. */
const DRAG_START_PX = 8;

/** What the renderer reports to its owner, by square name: a tap, a long press (inspect), a
 *  tower dragged from one square to another, the pointer over a square, the keyboard's focus.
 *  @typedef {{square(name: string): void, inspect(name: string): void,
 *    drag?: (from: string, to: string) => void, hover?: (name: string) => void,
 *    focus?: (name: string) => void}} RendererHandlers */

/** What `draw` shows: the board (drawn with the rule set `variant`'s `display` facts) and the
 *  squares marked: the tower selected, the targets, the capture targets and the capturers, the
 *  last move, the towers jumped, the tower inspected, a hint.
 *  @typedef {{board: import('./model.js').Board, variant: string, display: RuleDisplay,
 *    selected: string | null, targets: Set<string>, captureTargets: Set<string>,
 *    capturers: Set<string>, last: Set<string>, jumped: Set<string>, inspected: string | null,
 *    hint?: Set<string> | null}} BoardView */
export class Renderer {
  /** @param {HTMLElement} root @param {RendererHandlers} handlers */
  constructor(root, handlers) {
    this.root = root;
    this.handlers = handlers;
    this.size = 0;
    this.variant = '';
    this.flipped = false;
    this.coordinates = true;
    /** The playing squares' buttons by name. @type {Map<string, HTMLElement>} */
    this.buttons = new Map();
    /** Every square's cell, in the grid's order (its square's name in `data-square`). @type {HTMLElement[]} */
    this.cells = [];
    /** The square Tab reaches (null before the board is built). @type {string | null | undefined} */
    this.cursor = null;
    this.column = 0;
    /** The long press under way. @type {ReturnType<typeof setTimeout> | undefined} */
    this.pressTimer = undefined;
    this.pressConsumed = false;
    this.keepColumn = false;
    /** The press that may become a drag: its square, where it began, the stack it moves.
     *  @type {{from: string, x: number, y: number, stack: HTMLElement, moving: boolean} | null} */
    this.drag = null;
    root.addEventListener('keydown', event => this.key(event));
    root.addEventListener('pointermove', event => this.dragMove(event));
    root.addEventListener('pointerup', event => this.dragEnd(event));
    root.addEventListener('pointercancel', () => this.dragEnd(null));
  }

  /** A press on a tower may become a drag: the stack follows the pointer.
   *  @param {PointerEvent} event @param {string} name */
  dragStart(event, name) {
    const stack = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (this.buttons.get(name)).querySelector('.stack'));
    this.drag = stack && this.handlers.drag ? { from: name, x: event.clientX, y: event.clientY, stack, moving: false } : null;
  }

  /** @param {PointerEvent} event */
  dragMove(event) {
    const drag = this.drag;
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moving && Math.hypot(dx, dy) < DRAG_START_PX) return;
    drag.moving = true;
    clearTimeout(this.pressTimer);
    drag.stack.classList.add('dragged');
    drag.stack.style.transform = `translate(${dx}px, ${dy}px)`;
  }

  /** Ends a drag: a drop on another square is reported as a move from the first to it.
   *  @param {PointerEvent | null} event (null: the drag was cancelled) */
  dragEnd(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag || !drag.moving) return;
    drag.stack.classList.remove('dragged');
    drag.stack.style.transform = '';
    // (Nor does a tower dragged: see `listen`.)
    /** @type {HTMLElement} */ (this.buttons.get(drag.from)).blur();
    this.pressConsumed = true;
    setTimeout(() => { this.pressConsumed = false; }, 0);
    const target = event && /** @type {HTMLElement | null | undefined} */ (document.elementFromPoint(event.clientX, event.clientY)?.closest('[data-square]'));
    if (target && this.root.contains(target) && target.dataset.square !== drag.from) /** @type {(from: string, to: string) => void} */ (this.handlers.drag)(drag.from, /** @type {string} */ (target.dataset.square));
  }

  /** Builds the grid of `squares` (the board's, model.js) for `variant`.
   *  @param {import('./model.js').Squares} squares @param {string} variant @param {RuleDisplay} display */
  build(squares, variant, display) {
    const { size } = squares;
    this.squares = squares;
    this.size = size;
    this.variant = variant;
    this.display = display;
    this.root.replaceChildren();
    this.buttons.clear();
    this.cells = [];
    // (Numbers given to the style are written as text by the DOM: here and in `place`.)
    this.root.style.setProperty('--size', /** @type {any} */ (size));
    for (let rank = size - 1; rank >= 0; rank--) {
      for (let file = 0; file < size; file++) {
        const name = squares.name(file, rank);
        const dark = squares.isDark(file, rank);
        const cell = document.createElement(dark ? 'button' : 'div');
        cell.className = dark ? 'sq dark' : 'sq';
        cell.dataset.square = name;
        if (dark) {
          /** @type {HTMLButtonElement} */ (cell).type = 'button';
          cell.tabIndex = -1;
          this.listen(cell, name);
          this.buttons.set(name, cell);
        } else {
          cell.setAttribute('aria-hidden', 'true');
        }
        this.cells.push(cell);
        this.root.append(cell);
      }
    }
    this.cursor = this.cursor && this.buttons.has(this.cursor) ? this.cursor : this.buttons.keys().next().value;
    /** @type {HTMLElement} */ (this.buttons.get(/** @type {string} */ (this.cursor))).tabIndex = 0;
    this.place();
  }

  /** Reports what happens on the square `name`'s button. @param {HTMLElement} button @param {string} name */
  listen(button, name) {
    button.addEventListener('click', event => {
      // A square pressed with a pointer does not keep the focus, so that ← and → go on stepping
      // through the moves (the arrows walk the board once the keyboard brought the focus there).
      if (event.detail) button.blur();
      if (this.pressConsumed) { this.pressConsumed = false; return; }
      this.handlers.square(name);
    });
    button.addEventListener('focus', () => this.moveCursor(name, false));
    button.addEventListener('pointerenter', () => this.handlers.hover?.(name));
    button.addEventListener('pointerdown', event => {
      this.pressConsumed = false;
      this.dragStart(event, name);
      clearTimeout(this.pressTimer);
      this.pressTimer = setTimeout(() => { this.pressConsumed = true; this.handlers.inspect(name); }, LONG_PRESS_MS);
    });
    for (const type of ['pointerup', 'pointerleave', 'pointercancel']) {
      button.addEventListener(type, () => clearTimeout(this.pressTimer));
    }
    button.addEventListener('contextmenu', event => event.preventDefault());
  }

  /** Puts each cell in its grid place (flipped or not) and writes the coordinates (after the
   *  first `build`, which gives the squares and the display facts). */
  place() {
    const last = this.size - 1;
    for (const cell of this.cells) {
      const [file, rank] = /** @type {Squares} */ (this.squares).coordinates(/** @type {string} */ (cell.dataset.square));
      const x = this.flipped ? last - file : file;
      const y = this.flipped ? rank : last - rank;
      cell.style.gridColumn = /** @type {any} */ (x + 1);
      cell.style.gridRow = /** @type {any} */ (y + 1);
      cell.querySelectorAll('.coord').forEach(label => label.remove());
      if (!this.coordinates) continue;
      const numbers = this.display?.numbers;
      if (numbers) {
        if (/** @type {Squares} */ (this.squares).isDark(file, rank)) cell.insertAdjacentHTML('beforeend', `<span class="coord number">${numbers[/** @type {string} */ (cell.dataset.square)]}</span>`);
        continue;
      }
      if (x === 0) cell.insertAdjacentHTML('beforeend', `<span class="coord rank">${/** @type {Squares} */ (this.squares).ranks[rank]}</span>`);
      if (y === last) cell.insertAdjacentHTML('beforeend', `<span class="coord file">${/** @type {Squares} */ (this.squares).files[file]}</span>`);
    }
  }

  /** @param {{flipped: boolean, coordinates: boolean}} view */
  setView({ flipped, coordinates }) {
    this.flipped = flipped;
    this.coordinates = coordinates;
    this.root.classList.toggle('flipped', flipped);
    if (this.size) this.place();
  }

  /** @param {KeyboardEvent} event */
  key(event) {
    const name = /** @type {HTMLElement} */ (event.target).dataset?.square;
    if (!name || !event.key.startsWith('Arrow')) return;
    event.preventDefault();
    const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    const next = squareAfterKey(name, event.key, /** @type {Squares} */ (this.squares), this.flipped, this.column);
    if (!next) return;
    this.keepColumn = vertical;
    this.moveCursor(next, true);
    this.keepColumn = false;
  }

  /** Makes `name` the one square reached by Tab (and focuses it when `focus`).
   *  @param {string} name @param {boolean} focus */
  moveCursor(name, focus) {
    if (!this.buttons.has(name)) return;
    if (this.cursor && this.buttons.has(this.cursor)) /** @type {HTMLElement} */ (this.buttons.get(this.cursor)).tabIndex = -1;
    if (!this.keepColumn) {
      const file = /** @type {Squares} */ (this.squares).coordinates(name)[0];
      this.column = this.flipped ? this.size - 1 - file : file;
    }
    this.cursor = name;
    const button = /** @type {HTMLElement} */ (this.buttons.get(name));
    button.tabIndex = 0;
    if (focus && document.activeElement !== button) button.focus();
    this.handlers.focus?.(name);
  }

  /** @param {string} name */
  button(name) { return this.buttons.get(name); }

  /** Draws `board` with only the `jumped` towers marked (animation frames, the editor);
   *  `display` is the engine's display facts of `variant` (side names, square numbers).
   *  @param {import('./model.js').Board} board @param {string} variant @param {RuleDisplay} display
   *  @param {Set<string>} [jumped] */
  drawFrame(board, variant, display, jumped = new Set()) {
    /** @type {Set<string>} */
    const none = new Set();
    this.draw({ board, variant, display, jumped, targets: none, captureTargets: none, capturers: none, last: none, selected: null, inspected: null });
  }

  /** view: {board, variant, display, selected, targets, captureTargets, capturers, last, jumped, inspected}
   *  @param {BoardView} view */
  draw(view) {
    if (view.board.size !== this.size || view.variant !== this.variant) this.build(view.board.squares, view.variant, view.display);
    this.squares = view.board.squares;
    this.root.dataset.black = view.display.sides.black.toLowerCase();
    for (const [name, button] of this.buttons) {
      const pieces = view.board.tower(name);
      const flags = {
        selected: view.selected === name,
        target: view.targets.has(name),
        'capture-target': view.captureTargets.has(name),
        'can-capture': view.capturers.has(name),
        last: view.last.has(name),
        jumped: view.jumped.has(name),
        inspected: view.inspected === name,
        hint: Boolean(view.hint && view.hint.has(name)),
      };
      for (const [flag, on] of Object.entries(flags)) button.classList.toggle(flag, on);
      const states = [
        flags.jumped && t('square-captured'), flags.selected && t('square-selected'),
        flags['can-capture'] && t('square-can-capture'), flags.target && t('square-move-here'),
        flags.hint && t('square-suggested'),
      ];
      const label = [squareLabel(view.display, name), describeTower(view.display, pieces), ...states.filter(Boolean)];
      button.setAttribute('aria-label', label.join(', '));
      const key = pieces.map(p => p.color[0] + (p.king ? 'K' : 'm')).join('');
      if (button.dataset.tower !== key) {
        button.dataset.tower = key;
        button.querySelector('.stack')?.remove();
        if (pieces.length > 0) button.append(towerElement(pieces));
      }
    }
  }
}

/** A tower as a stack of discs, bottom first, with its height when it holds more than one.
 *  @param {Piece[]} pieces */
export function towerElement(pieces) {
  const stack = document.createElement('span');
  stack.className = pieces.length > 6 ? "stack tall" : "stack";
  // Tall towers (7+) use thinner discs spread over more height, so every piece shows.
  const step = pieces.length > 6 ? 66 / (pieces.length - 1) : pieces.length > 1 ? Math.min(13, 42 / (pieces.length - 1)) : 0;
  pieces.forEach((piece, level) => {
    const disc = document.createElement('span');
    disc.className = `piece ${piece.color}${piece.king ? ' king' : ''}`;
    disc.style.bottom = `${level * step}%`;
    stack.append(disc);
  });
  if (pieces.length > 1) {
    const height = document.createElement('span');
    height.className = 'height';
    height.textContent = /** @type {any} */ (pieces.length); // (a number: the DOM writes it as text)
    stack.append(height);
  }
  return stack;
}
