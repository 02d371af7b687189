// The tower inspector: the full composition of one tower, top first, for the square the player
// points at, focuses, selects or long-presses.

import { pieceName, squareLabel } from './model.js';
import { t } from './i18n.js';

/** @param {HTMLElement} panel @param {RuleDisplay} display @param {string} square @param {Piece[]} pieces */
function showTower(panel, display, square, pieces) {
  const name = squareLabel(display, square);
  const title = document.createElement('p');
  title.className = 'inspector-title';
  title.textContent = pieces.length === 0 ? t('inspector-empty', { square: name })
    : t('inspector-tower', { square: name, count: pieces.length });
  const list = document.createElement('ol');
  list.className = 'inspector-list';
  for (const piece of pieces.slice().reverse()) {
    const item = document.createElement('li');
    const disc = document.createElement('span');
    disc.className = `mini piece ${piece.color}${piece.king ? ' king' : ''}`;
    disc.setAttribute('aria-hidden', 'true');
    item.append(disc, pieceName(display, piece));
    list.append(item);
  }
  panel.replaceChildren(title, list);
}

/** The inspector of one board: it lists the square last named by `show`, and lists it again
 *  from the board as now shown on every `refresh` (the pages call it after each redraw, so the
 *  list follows moves, take-backs and edits). */
export class TowerInspector {
  /** @param {HTMLElement} panel where the tower is listed
   *  @param {() => ({display: RuleDisplay, board: import('./model.js').Board | null} | null)} shown
   *  the board as shown now and its rule display (null: no board yet) */
  constructor(panel, shown) {
    this.panel = panel;
    this.shown = shown;
    /** The square listed (null: none named yet). @type {string | null} */
    this.square = null;
  }

  /** Lists the tower on `square`, now and after each redraw. @param {string} square */
  show(square) {
    this.square = square;
    this.refresh();
  }

  /** Lists the named square's tower again from the board as now shown. */
  refresh() {
    this.list(this.panel);
  }

  /** Lists the named square's tower in `panel` from the board as now shown.
   *  @param {HTMLElement} panel */
  list(panel) {
    const shown = this.square === null ? null : this.shown();
    if (!shown || this.square === null) return;
    showTower(panel, shown.display, this.square, shown.board ? shown.board.tower(this.square) : []);
  }

  /** Lists the named square's tower over the board too, in `note`, for a long press whose
   *  inspector is out of view (on a phone it is far below the board): on the half of the board
   *  away from the `square` pressed, up to it (`note` and `board` share their positioned parent), until
   *  the next press anywhere or the next redraw (the page hides it then).
   *  @param {HTMLElement} note @param {HTMLElement} square the square's button @param {HTMLElement} board */
  peek(note, square, board) {
    this.list(note);
    const [pressed, whole] = [square.getBoundingClientRect(), board.getBoundingClientRect()];
    const lower = pressed.top + pressed.height / 2 > whole.top + whole.height / 2;
    const margin = board.offsetHeight * 0.03;
    // At most the room between the board's edge and the square pressed (a tall tower's list
    // wraps in rows, then is cut: the inspector below has it whole).
    const room = lower ? pressed.top - whole.top : whole.bottom - pressed.bottom;
    note.style.maxHeight = `${room - 2 * margin}px`;
    note.hidden = false;
    note.style.top = `${lower ? board.offsetTop + margin : board.offsetTop + board.offsetHeight - margin - note.offsetHeight}px`;
    // (The press that showed it is over before the next one begins.)
    document.addEventListener('pointerdown', () => { note.hidden = true; }, { capture: true, once: true });
  }
}
