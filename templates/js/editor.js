// The board editor of the game pages: tools that put a piece or a marble on a cell or take it
// away, Clear board, Standard position and the side to move, over the engine's editor of the
// game (`EngineEditor` for draughts, `HexEditor` for Hexpush: the page opens it); undo and redo
// of edits; the engine's verdict on the setup shown live while editing. "Play from here" starts
// play only from a position the rules accept; Cancel goes back to the game as it was. The page
// draws the setup and words the engine's problems.

import { store, defineKey, record, shortString } from './storage.js';
import { topInView } from './dom.js';
import { sentence, t } from './i18n.js';

/** The position being set up, kept across a reload: the draughts pages' (`editor`) and the
 *  Hexpush page's (`editor.hexpush`) apart, so that neither page's Cancel drops the other's
 *  (`tfen` is the game's position text, an HFEN for Hexpush). */
defineKey(/^editor(\.hexpush)?$/, 1, record({ tfen: shortString(2000), tool: shortString(40), variant: shortString(20) }, ['tfen']));

/** The engine's editor of a game, as this panel uses it (`EngineEditor`, `HexEditor`).
 *  @typedef {{position(): string, sideToMove(): string, clear(): void,
 *    setSideToMove(side: string): void, checkJson(): string, free(): void}} Setup */

/** What the page gives the editor: the engine's editor of a position text, drawing a setup,
 *  the standard start and a tool's edit of a cell in its game, the game's shell (its messages,
 *  its discard question, its start), the position to edit from, the rule set's name, every
 *  change of the position text heard, what Clear board says (when not the draughts
 *  pages' words), where the setup is kept (`editor` unless told), and the engine's problems
 *  worded.
 *  @typedef {{open(text: string): Setup, draw(setup: Setup): void, standard(setup: Setup): void,
 *    apply(setup: Setup, cell: string, tool: string): void, variant(): string, position(): string,
 *    shell(): import('./shell.js').GameShell, cancelInput?(): void, changed?(text: string): void,
 *    clearedText?(): string, storeKey?: string,
 *    problemText(problem: import('./engine.js').WordedProblem): string,
 *    errorClause(error: unknown): string}} EditorHost */

export class EditorMode {
  /** @param {HTMLElement} panel the editor's panel (its buttons and fields the template's)
   *  @param {EditorHost} host @param {string} firstTool the tool in hand at first */
  constructor(panel, host, firstTool) {
    this.panel = panel;
    this.host = host;
    /** Where the setup is kept over a reload. */
    this.storeKey = host.storeKey ?? 'editor';
    /** The engine's setup while the editor is open, else null. @type {Setup | null} */
    this.editor = null;
    this.tool = firstTool;
    /** The setups before each edit (position texts), the last last. @type {string[]} */
    this.done = [];
    /** The setups of the edits taken back, the last taken back last. @type {string[]} */
    this.undone = [];
    /** @param {string} selector */
    const find = selector => /** @type {HTMLElement} */ (panel.querySelector(selector));
    this.side = /** @type {HTMLSelectElement} */ (find('#editor-side'));
    this.problem = find('#editor-problem');
    find('#editor-undo').addEventListener('click', () => this.undo());
    find('#editor-redo').addEventListener('click', () => this.redo());
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (panel.querySelectorAll('[data-tool]'))) {
      button.addEventListener('click', () => this.choose(/** @type {string} */ (button.dataset.tool)));
    }
    find('#editor-clear').addEventListener('click', () => this.change(e => e.clear(), this.host.clearedText?.() ?? t('board-cleared')));
    find('#editor-standard').addEventListener('click', () => this.change(e => this.host.standard(e), t('standard-set')));
    this.side.addEventListener('change', () => this.change(e => e.setSideToMove(this.side.value), ''));
    document.addEventListener('keydown', event => {
      // While editing, Ctrl+Z and Ctrl+Y take back and make again edits.
      if (!this.active || !(event.ctrlKey || event.metaKey) || /** @type {Element} */ (event.target).closest?.('input, textarea, select')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); this.undo(); }
      if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); this.redo(); }
    });
  }

  get active() { return this.editor !== null; }

  /** The engine's setup: the editor is open whenever its buttons and the board reach it. */
  get setup() {
    if (!this.editor) throw new Error('the board editor is not open');
    return this.editor;
  }

  /** The Edit board button: opens the editor on the position shown, or (Play from here) starts
   *  play from the setup. */
  toggle() {
    const shell = this.host.shell();
    if (this.active) {
      if (this.exit()) shell.say(t('editor-play-starts'));
      return;
    }
    this.host.cancelInput?.();
    this.restore(this.host.position());
    shell.say(t('editor-editing'));
  }

  /** Opens the editor on the position text `text` with `tool` (none: the last); a text the
   *  engine refuses (a saved setup gone bad) leaves it closed and says why.
   *  @param {string} text @param {string} [tool] */
  restore(text, tool) {
    try {
      this.enter(text, tool);
    } catch (error) {
      this.close();
      this.host.shell().say(t('editor-restore-failed', { detail: this.host.errorClause(error) }));
    }
    this.host.shell().update();
  }

  /** The setup saved over the game `ownGame` restored, if it is this rule set's.
   *  @param {boolean} ownGame whether the page opened its saved game (not a link's) */
  restoreSaved(ownGame) {
    const saved = store.get(this.storeKey, null);
    if (saved && ownGame && (saved.variant || this.host.variant()) === this.host.variant()) this.restore(saved.tfen, saved.tool);
  }

  /** Opens the editor on the setup `text`. @param {string} text @param {string} [tool] */
  enter(text, tool) {
    this.editor = this.host.open(text);
    this.done = [];
    this.undone = [];
    this.panel.hidden = false;
    this.choose(tool || this.tool);
    this.redraw();
  }

  /** Takes `tool` (a piece's or a marble's letter, or an eraser). @param {string} tool */
  choose(tool) {
    this.tool = tool;
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (this.panel.querySelectorAll('[data-tool]'))) {
      button.setAttribute('aria-pressed', String(button.dataset.tool === tool));
    }
    this.save();
  }

  /** A click on a cell with the current tool. @param {string} cell */
  click(cell) {
    this.host.shell().finishAnimation();
    this.change(e => this.host.apply(e, cell, this.tool), '');
  }

  /** Applies `edit`; an edit that changes the setup can be undone.
   *  @param {(setup: Setup) => void} edit @param {string} message */
  change(edit, message) {
    const before = this.setup.position();
    const shell = this.host.shell();
    try {
      edit(this.setup);
      shell.say(message);
    } catch (error) {
      shell.say(sentence(t('engine-refused', { detail: this.host.errorClause(error) })));
    }
    if (this.setup.position() !== before) {
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
    const text = from.pop();
    if (text === undefined) { this.host.shell().say(t('nothing-to-take-back')); return false; }
    to.push(this.setup.position());
    this.setup.free();
    this.editor = this.host.open(text);
    this.host.shell().say(message);
    this.redraw();
    return true;
  }

  /** Draws the setup, says at once whether the rules accept it, and follows it in the
   *  position field. */
  redraw() {
    this.side.value = this.setup.sideToMove();
    this.host.draw(this.setup);
    const problem = this.problemText();
    this.problem.textContent = problem ? t('editor-not-playable', { problem }) : t('editor-playable');
    this.problem.dataset.kind = problem ? 'problem' : 'ok';
    /** @type {HTMLButtonElement} */ (this.panel.querySelector('#editor-undo')).disabled = this.done.length === 0;
    /** @type {HTMLButtonElement} */ (this.panel.querySelector('#editor-redo')).disabled = this.undone.length === 0;
    this.host.changed?.(this.setup.position());
    this.save();
  }

  /** After each redraw of the page: the Edit board button, Cancel, the status line, and the
   *  setup drawn over the game while editing. Returns whether the editor is open. */
  drawn() {
    const editing = this.active;
    const wasEditing = document.body.classList.contains('editing');
    document.body.classList.toggle('editing', editing);
    // Leaving the editor from its buttons far down a phone's page: the board comes back in view.
    if (wasEditing && !editing) topInView(/** @type {HTMLElement} */ (document.getElementById('board')));
    const edit = /** @type {HTMLElement} */ (document.getElementById('edit'));
    // Its name says what it does, so it is a plain button (before, also a toggle "pressed"
    // while editing, which a screen reader read as "Play from here, toggle button, pressed");
    // drawn as pressed while the editor is open.
    edit.textContent = editing ? t('play-from-here') : t('edit-board');
    edit.classList.toggle('engaged', editing);
    /** @type {HTMLElement} */ (document.getElementById('editor-cancel')).hidden = !editing;
    if (editing) {
      const status = /** @type {HTMLElement} */ (document.getElementById('status'));
      status.textContent = t('editing-status');
      status.dataset.turn = 'editing';
      this.redraw();
    }
    return editing;
  }

  save() {
    if (this.editor) store.set(this.storeKey, { tfen: this.setup.position(), tool: this.tool, variant: this.host.variant() });
  }

  /** Why the setup cannot be played, in the page's words from the engine's typed verdict
   *  (the editor's `checkJson`); '' when it can. */
  problemText() {
    const problem = /** @type {import('./engine.js').WordedProblem | null} */ (JSON.parse(this.setup.checkJson()));
    return problem ? this.host.problemText(problem) : '';
  }

  /** Leaves the editor and starts play from its position (asked first over a game in
   *  progress), unless the rules refuse the position: then the editor stays open and says why.
   *  Returns whether it closed. */
  exit() {
    const problem = this.problemText();
    const shell = this.host.shell();
    if (problem) {
      shell.say(t('editor-cannot-play', { problem }));
      return false;
    }
    const text = this.setup.position();
    if (!shell.confirmDiscard(t('discard-editor'))) return false;
    this.close();
    return shell.start(this.host.variant(), text);
  }

  /** Cancel: leaves the editor; the game is as it was, its moves and undo intact. */
  cancel() {
    if (!this.active) return;
    // From the keyboard, back to the button that opened the editor (Cancel goes with it).
    const keyed = document.activeElement === document.getElementById('editor-cancel');
    this.close();
    if (keyed) document.getElementById('edit')?.focus({ preventScroll: true });
    this.host.shell().say(t('editor-cancelled'));
    this.host.shell().update();
  }

  /** Leaves the editor without starting a game. */
  close() {
    this.editor?.free();
    this.editor = null;
    this.panel.hidden = true;
    store.remove(this.storeKey);
  }
}
