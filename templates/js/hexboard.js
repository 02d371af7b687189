// Draws the Hexpush board: a button for each cell of the engine's shape, placed on the hexagon (row a at the bottom,
// diagonals rising to the right), marbles, the selected line, arrows for the moves it can make,
// the preview of an armed move (what moves, what is pushed, what goes off) and the last move.

import { t } from './i18n.js';

/** The height of a row of cells, in cell widths (rows of a hexagonal grid: √3/2). */
const ROW_HEIGHT = Math.sqrt(3) / 2;

/** Where a cell of the engine's shape stands, in cell widths: right along the row (each row up
 *  starts half a cell further right, as its diagonals rise to the right) and up by rows. */
/** @param {HexCellShape} cell */
const spot = cell => ({ x: cell.diagonal - cell.row / 2, y: cell.row * ROW_HEIGHT });

/** The distance between two spots. @param {{x: number, y: number}} a @param {{x: number, y: number}} b */
const distance = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

/** Whether moves are animated at `ms` per step (off at 0 and under prefers-reduced-motion).
 *  @param {number} ms */
export function hexMotion(ms) { return ms > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches; }

/** What the hex renderer reports: a tap on a cell and, on a board whose marbles can be dragged,
 *  a drag that begins on a cell (whether it does), goes over a cell and ends over one (null: off
 *  the board, or cancelled). A board has the three drag handlers or none.
 *  @typedef {{cell(name: string): void, dragStart?: (name: string) => boolean,
 *    dragOver?: (name: string) => void, dragEnd?: (name: string | null) => void}} HexHandlers */

export class HexRenderer {
  /** @param {HTMLElement} root @param {HexHandlers} handlers
   *  @param {import('./hexshape.js').HexShape} shape the board's cells, from the engine */
  constructor(root, handlers, shape) {
    this.root = root;
    this.handlers = handlers;
    this.shape = shape;
    /** The cells' buttons by name. @type {Map<string, HTMLButtonElement>} */
    this.buttons = new Map();
    const xs = shape.cells.map(cell => spot(cell).x);
    /** The board's left edge and width in cell widths, and its top row. */
    this.left = Math.min(...xs);
    this.width = Math.max(...xs) - this.left + 1;
    const rows = Math.max(...shape.cells.map(cell => cell.row));
    this.rows = rows;
    root.style.setProperty('--columns', String(this.width));
    root.style.setProperty('--height', String(rows * ROW_HEIGHT + 1));
    /** The screen angle (degrees, clockwise from east) of each direction, unturned: from a cell
     *  to its neighbour that way. */
    this.angles = Object.fromEntries(shape.directions.map(direction => {
      const from = /** @type {HexCellShape} */ (shape.cells.find(cell => cell.neighbours[direction]));
      const [a, b] = [spot(from), spot(/** @type {HexCellShape} */ (shape.byName.get(/** @type {string} */ (from.neighbours[direction]))))];
      return [direction, Math.round(Math.atan2(a.y - b.y, b.x - a.x) * 180 / Math.PI)];
    }));
    /** The cell nearest the middle of the board: the one Tab reaches first. */
    const middle = { x: this.left + (this.width - 1) / 2, y: rows * ROW_HEIGHT / 2 };
    const centre = shape.cells.reduce((best, cell) => (distance(spot(cell), middle) < distance(spot(best), middle) ? cell : best)).name;
    this.column = this.x(centre);
    this.keepColumn = false;
    /** Whether the board is turned half a turn (White's marbles at the bottom). */
    this.flipped = false;
    // Top row first, so that the cells follow in reading order.
    for (let r = rows; r >= 0; r--) {
      for (const { name } of shape.cells.filter(cell => cell.row === r)) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'cell';
        button.dataset.cell = name;
        button.tabIndex = name === centre ? 0 : -1;
        this.place(button, name, r);
        button.innerHTML = `<span class="coord">${name}</span>`;
        button.addEventListener('click', event => {
          // A cell pressed with a pointer does not keep the focus (as a draughts square: renderer.js).
          if (event.detail) button.blur();
          if (!this.dragged) handlers.cell(name);
        });
        button.addEventListener('focus', () => this.moveCursor(name, false));
        this.buttons.set(name, button);
        root.append(button);
      }
    }
    this.cursor = centre;
    root.addEventListener('keydown', event => this.key(event));
    // A drag: pressed on a cell, it begins when the pointer reaches another cell (a press and
    // release on one cell stays a tap). Touch panning is off only on the mover's marbles (CSS),
    // so a finger elsewhere on the board scrolls the page.
    root.classList.toggle('draggable', Boolean(handlers.dragStart));
    root.addEventListener('pointerdown', event => {
      if (event.button !== 0 || !handlers.dragStart) return;
      const name = /** @type {HTMLElement | null | undefined} */ (/** @type {Element} */ (event.target).closest?.('[data-cell]'))?.dataset.cell;
      /** The press under way: its pointer, the cell it began on and the one it is over, and
       *  whether it became a drag. @type {{id: number, origin: string, over: string, dragging: boolean} | null} */
      this.pointer = name ? { id: event.pointerId, origin: name, over: name, dragging: false } : null;
    });
    root.addEventListener('pointermove', event => {
      const pointer = this.pointer;
      if (!pointer || pointer.id !== event.pointerId) return;
      const name = this.cellAt(event.clientX, event.clientY);
      if (!name || name === pointer.over) return;
      pointer.over = name;
      if (!pointer.dragging) {
        if (!/** @type {Required<HexHandlers>} */ (handlers).dragStart(pointer.origin)) { this.pointer = null; return; }
        pointer.dragging = true;
      }
      // (A press is followed only on a board with the drag handlers: see pointerdown.)
      /** @type {Required<HexHandlers>} */ (handlers).dragOver(name);
    });
    /** @param {PointerEvent} event */
    const end = event => {
      const pointer = this.pointer;
      if (!pointer || pointer.id !== event.pointerId) return;
      this.pointer = null;
      if (!pointer.dragging) return;
      // The click that may follow the release is the drag's, not a tap.
      this.dragged = true;
      setTimeout(() => { this.dragged = false; });
      this.buttons.get(pointer.origin)?.blur();
      /** @type {Required<HexHandlers>} */ (handlers).dragEnd(event.type === 'pointerup' ? this.cellAt(event.clientX, event.clientY) : null);
    };
    root.addEventListener('pointerup', end);
    root.addEventListener('pointercancel', end);
  }

  /** Puts the cell `name` of row `row` in its place on the board, turned or not.
   *  @param {HTMLElement} button @param {string} name @param {number} row */
  place(button, name, row) {
    const x = this.flipped ? this.width - 1 - this.x(name) : this.x(name);
    const fromTop = this.flipped ? row : this.rows - row;
    button.style.left = `${(x / this.width) * 100}%`;
    button.style.top = `${(fromTop * ROW_HEIGHT / (this.rows * ROW_HEIGHT + 1)) * 100}%`;
  }

  /** Turns the board half a turn (`flipped`: White's side at the bottom) or back. @param {boolean} flipped */
  setFlipped(flipped) {
    if (this.flipped === flipped) return;
    this.flipped = flipped;
    for (const cell of this.shape.cells) this.place(/** @type {HTMLButtonElement} */ (this.buttons.get(cell.name)), cell.name, cell.row);
  }

  /** The angle on the screen of a direction of the board. @param {HexDirection} direction */
  angle(direction) {
    return this.angles[direction] + (this.flipped ? 180 : 0);
  }

  /** Horizontal position of a cell in cell widths (0 = left edge of the hexagon). @param {string} name */
  x(name) {
    return spot(/** @type {HexCellShape} */ (this.shape.byName.get(name))).x - this.left;
  }

  /** The cell under the point (x, y) of the viewport, or null. @param {number} x @param {number} y */
  cellAt(x, y) {
    const element = /** @type {HTMLElement | null | undefined} */ (document.elementFromPoint(x, y)?.closest?.('[data-cell]'));
    return element && this.root.contains(element) ? /** @type {string} */ (element.dataset.cell) : null;
  }

  /** @param {KeyboardEvent} event */
  key(event) {
    const name = /** @type {HTMLElement} */ (event.target).dataset?.cell;
    if (!name || !event.key.startsWith('Arrow')) return;
    event.preventDefault();
    // The directions that go the arrow's way on the screen, the board turned or not.
    const way = /** @type {{[key: string]: ((dx: number, dy: number) => boolean) | undefined}} */ ({
      ArrowLeft: (dx, dy) => dx < 0 && dy === 0, ArrowRight: (dx, dy) => dx > 0 && dy === 0,
      ArrowUp: (dx, dy) => dy < 0, ArrowDown: (dx, dy) => dy > 0,
    })[event.key];
    if (!way) return;
    const options = /** @type {string[]} */ (this.shape.directions
      .filter(d => {
        const radians = this.angle(d) * Math.PI / 180;
        return way(Math.round(Math.cos(radians) * 2), Math.round(Math.sin(radians) * 2));
      })
      .map(d => this.shape.step(name, d)).filter(Boolean));
    if (options.length === 0) return;
    // Nearest the column kept; between two as near, the one on the left of the screen.
    /** @param {string} cell */
    const screenX = cell => (this.flipped ? -this.x(cell) : this.x(cell));
    options.sort((a, b) => Math.abs(this.x(a) - this.column) - Math.abs(this.x(b) - this.column) || screenX(a) - screenX(b));
    this.keepColumn = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    this.moveCursor(options[0], true);
    this.keepColumn = false;
  }

  /** Makes `name` the one cell reached by Tab (and focuses it when `focus`).
   *  @param {string} name @param {boolean} focus */
  moveCursor(name, focus) {
    /** @type {HTMLButtonElement} */ (this.buttons.get(this.cursor)).tabIndex = -1;
    this.cursor = name;
    const button = /** @type {HTMLButtonElement} */ (this.buttons.get(name));
    button.tabIndex = 0;
    if (!this.keepColumn) this.column = this.x(name);
    if (focus && document.activeElement !== button) button.focus();
  }

  /** view: {marbles: Map name→color, selected, targets: Map name→move, armed, last, over}
   *  @param {import('./hexinput.js').HexView} view */
  draw(view) {
    const preview = /** @type {{marbles: string[], destinations: string[], pushed: string[], off: boolean}} */ (view.armed || { marbles: [], destinations: [], pushed: [], off: false });
    const pushed = new Set(preview.pushed);
    const offCell = preview.off ? preview.pushed[preview.pushed.length - 1] : null;
    for (const [name, button] of this.buttons) {
      const color = view.marbles.get(name);
      const target = view.targets.get(name);
      const flags = {
        selected: view.selected.has(name),
        hint: Boolean(view.hint && view.hint.has(name)),
        target: Boolean(target),
        armed: /** @type {boolean} */ (view.armed && target === view.armed), // (null, no move armed: toggled off)
        moving: preview.marbles.includes(name),
        landing: preview.destinations.includes(name),
        pushed: pushed.has(name),
        off: name === offCell,
        last: view.last.has(name),
        own: Boolean(color) && color === view.side,
      };
      for (const [flag, on] of Object.entries(flags)) button.classList.toggle(flag, on);
      const label = [name, color ? t('marble-of', { side: color }) : t('square-empty'),
        flags.selected && t('square-selected'), flags.hint && t('square-suggested'),
        target && t('cell-move', { move: target.text })];
      button.setAttribute('aria-label', label.filter(Boolean).join(', '));
      // Idempotent: whatever the cell holds (a marble of another color, leftovers of draws in
      // one task), it ends with exactly one marble of `color` or none; flying ghosts are animate's.
      const marbles = [.../** @type {NodeListOf<HTMLElement>} */ (button.querySelectorAll('.marble:not(.flying)'))];
      const kept = color ? marbles.find(m => m.dataset.color === color) : null;
      for (const marble of marbles) if (marble !== kept) marble.remove();
      if (color && !kept) {
        const element = document.createElement('span');
        element.className = `marble ${color}`;
        element.dataset.color = color;
        button.append(element);
      }
      for (const arrow of button.querySelectorAll('.arrow')) arrow.remove();
      if (target) {
        const arrow = document.createElement('span');
        arrow.className = 'arrow';
        arrow.textContent = '➜';
        arrow.style.transform = `rotate(${this.angle(target.direction)}deg)`;
        button.append(arrow);
      }
    }
  }

  /** Slides the marbles of a played move from where they were (FLIP); the one pushed off fades.
   *  Returns the running animations (none when motion is off or reduced).
   *  @param {import('./hex-kit.js').KitHexMove} move @param {number} ms */
  animate(move, ms) {
    /** @type {Animation[]} */
    const animations = [];
    if (!hexMotion(ms)) return animations;
    /** @param {string} name */
    const shift = name => {
      const a = /** @type {HTMLButtonElement} */ (this.buttons.get(name));
      const next = this.shape.step(name, move.direction);
      const b = next && this.buttons.get(next);
      return { a, b };
    };
    for (const name of [...move.marbles, ...move.pushed]) {
      const { a, b } = shift(name);
      if (!b) {
        for (const old of a.querySelectorAll('.flying')) old.remove();
        const ghost = document.createElement('span');
        ghost.className = `marble ${move.offColor} flying`;
        a.append(ghost);
        const [dx, dy] = [Math.cos(this.angle(move.direction) * Math.PI / 180), Math.sin(this.angle(move.direction) * Math.PI / 180)];
        const animation = ghost.animate([{ transform: 'none', opacity: 1 },
          { transform: `translate(${dx * a.offsetWidth}px, ${dy * a.offsetWidth}px) scale(.6)`, opacity: 0 }],
        { duration: ms * 1.5, easing: 'ease-in', fill: 'forwards' });
        animation.finished.then(() => ghost.remove(), () => ghost.remove());
        animations.push(animation);
        continue;
      }
      const marble = b.querySelector('.marble:not(.flying)');
      if (!marble) continue;
      animations.push(marble.animate([{ transform: `translate(${a.offsetLeft - b.offsetLeft}px, ${a.offsetTop - b.offsetTop}px)` }, { transform: 'none' }],
        { duration: ms, easing: 'ease-out' }));
    }
    return animations;
  }
}
