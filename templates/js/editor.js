// The board editor: tools that put a piece on top of a tower or take towers away, Clear board,
// Standard position and the side to move, over the engine's EngineEditor; undo and redo of
// edits; the engine's verdict on the setup shown live while editing. "Play from here" starts
// play only from a position the rules accept; Cancel goes back to the game as it was.

import { Board } from './model.js';
import { store, defineKey, record, shortString } from './storage.js';
import { EngineEditor, errorClause } from './engine.js';
import { sentence, t } from './i18n.js';

/** The position being set up, kept across a reload (`editor`). */
defineKey(/^editor$/, 1, record({ tfen: shortString(2000), tool: shortString(40), variant: shortString(20) }, ['tfen']));

/** What the page gives the editor: it draws the setup, says a message, starts a game from a
 *  TFEN (whether it did), names the rule set and the board's squares, hears every change of
 *  the TFEN and words the engine's problems.
 *  @typedef {{draw(board: Board): void, say(text: string): void, start(tfen: string): boolean,
 *    variant(): string, squares(): import('./model.js').Squares, changed?(tfen: string): void,
 *    problemText(problem: import('./engine.js').WordedProblem): string}} EditorHost */

/** @typedef {InstanceType<typeof EngineEditor>} Setup */

export class EditorMode {
  /** @param {HTMLElement} panel the editor's panel (its buttons and fields the template's)
   *  @param {EditorHost} host */
  constructor(panel, host) {
    this.panel = panel;
    this.host = host;
    /** The engine's setup while the editor is open, else null. @type {InstanceType<typeof EngineEditor> | null} */
    this.editor = null;
    this.tool = 'w';
    /** The setups before each edit (TFEN), the last last. @type {string[]} */
    this.done = [];
    /** The setups of the edits taken back, the last taken back last. @type {string[]} */
    this.undone = [];
    this.side = /** @type {HTMLSelectElement} */ (panel.querySelector('#editor-side'));
    this.problem = /** @type {HTMLElement} */ (panel.querySelector('#editor-problem'));
    /** @type {HTMLElement} */ (panel.querySelector('#editor-undo')).addEventListener('click', () => this.undo());
    /** @type {HTMLElement} */ (panel.querySelector('#editor-redo')).addEventListener('click', () => this.redo());
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (panel.querySelectorAll('[data-tool]'))) {
      button.addEventListener('click', () => this.choose(/** @type {string} */ (button.dataset.tool)));
    }
    /** @type {HTMLElement} */ (panel.querySelector('#editor-clear')).addEventListener('click', () => this.change(e => e.clear(), t('board-cleared')));
    /** @type {HTMLElement} */ (panel.querySelector('#editor-standard')).addEventListener('click', () =>
      this.change(e => e.standard(this.host.variant()), t('standard-set')));
    this.side.addEventListener('change', () => this.change(e => e.setSideToMove(this.side.value), ''));
  }

  get active() { return this.editor !== null; }

  /** The engine's setup: the editor is open whenever its buttons and the board reach it. */
  get setup() {
    if (!this.editor) throw new Error('the board editor is not open');
    return this.editor;
  }

  /** Opens the editor on the setup `tfen`. @param {string} tfen @param {string} [tool] */
  enter(tfen, tool) {
    this.editor = new EngineEditor(this.host.variant(), tfen);
    this.done = [];
    this.undone = [];
    this.panel.hidden = false;
    this.choose(tool || this.tool);
    this.redraw();
  }

  /** Takes `tool` (a piece's letter, or an eraser). @param {string} tool */
  choose(tool) {
    this.tool = tool;
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (this.panel.querySelectorAll('[data-tool]'))) {
      button.setAttribute('aria-pressed', String(button.dataset.tool === tool));
    }
    this.save();
  }

  /** A click on a square with the current tool. @param {string} square */
  click(square) {
    this.change(e => e.apply(square, this.tool, this.host.variant()), '');
  }

  /** Applies `edit`; an edit that changes the setup can be undone.
   *  @param {(setup: Setup) => void} edit @param {string} message */
  change(edit, message) {
    const before = this.setup.tfen();
    try {
      edit(this.setup);
      this.host.say(message);
    } catch (error) {
      // (An edit refused is the editor's own family; the pages without the editor carry none of it.)
      const word = /** @param {any} problem */ problem => (problem.family === 'edit' ? t(`edit-${problem.reason}`, problem) : this.host.problemText(problem));
      this.host.say(sentence(t('engine-refused', { detail: errorClause(error, word) })));
    }
    if (this.setup.tfen() !== before) {
      this.done.push(before);
      this.undone = [];
    }
    this.redraw();
  }

  /** Takes back the last edit (Ctrl+Z while editing); whether there was one. */
  undo() { return this.step(this.done, this.undone, t('edit-undone')); }

  /** Makes again the last edit taken back; whether there was one. */
  redo() { return this.step(this.undone, this.done, t('edit-redone')); }

  /** Moves the last setup of `from` to the board, the one shown to `to`; whether there was one.
   *  @param {string[]} from @param {string[]} to @param {string} message */
  step(from, to, message) {
    const tfen = from.pop();
    if (tfen === undefined) { this.host.say(t('nothing-to-take-back')); return false; }
    to.push(this.setup.tfen());
    this.setup.free();
    this.editor = new EngineEditor(this.host.variant(), tfen);
    this.host.say(message);
    this.redraw();
    return true;
  }

  /** Draws the setup, says at once whether the rules accept it, and follows it in the TFEN. */
  redraw() {
    this.side.value = this.setup.sideToMove();
    const squares = this.host.squares();
    this.host.draw(new Board(/** @type {BoardCells} */ (JSON.parse(this.setup.boardJson(squares.size))), squares));
    const problem = this.problemText();
    this.problem.textContent = problem ? t('editor-not-playable', { problem }) : t('editor-playable');
    this.problem.dataset.kind = problem ? 'problem' : 'ok';
    /** @type {HTMLButtonElement} */ (this.panel.querySelector('#editor-undo')).disabled = this.done.length === 0;
    /** @type {HTMLButtonElement} */ (this.panel.querySelector('#editor-redo')).disabled = this.undone.length === 0;
    this.host.changed?.(this.setup.tfen());
    this.save();
  }

  save() {
    if (this.editor) store.set('editor', { tfen: this.setup.tfen(), tool: this.tool, variant: this.host.variant() });
  }

  /** Why the setup cannot be played, in the page's words from the engine's typed verdict
   *  (EngineEditor.checkJson); '' when it can. */
  problemText() {
    const problem = /** @type {SetupProblem | null} */ (JSON.parse(this.setup.checkJson()));
    return problem ? this.host.problemText(problem) : '';
  }

  /** Leaves the editor and starts play from its position, unless the rules refuse the
   *  position: then the editor stays open and says why. Returns whether it closed. */
  exit() {
    const problem = this.problemText();
    if (problem) {
      this.host.say(t('editor-cannot-play', { problem }));
      return false;
    }
    const tfen = this.setup.tfen();
    if (!this.host.start(tfen)) return false;
    this.close();
    return true;
  }

  /** Leaves the editor without starting a game. */
  close() {
    this.editor?.free();
    this.editor = null;
    this.panel.hidden = true;
    store.remove('editor');
  }
}
