// The board editor: tools that put a piece on top of a tower or take towers away, Clear board,
// Standard position and the side to move, over the engine's EngineEditor. Leaving the editor
// asks the engine whether the setup is a legal position of the rule set before play starts.

import { Board } from './model.js';
import { store } from './storage.js';
import { EngineEditor, errorText } from './engine.js';

export class EditorMode {
  /** host: {draw(board), say(text), start(tfen) -> bool, variant() , size()} */
  constructor(panel, host) {
    this.panel = panel;
    this.host = host;
    this.editor = null;
    this.tool = 'w';
    this.side = panel.querySelector('#editor-side');
    for (const button of panel.querySelectorAll('[data-tool]')) {
      button.addEventListener('click', () => this.choose(button.dataset.tool));
    }
    panel.querySelector('#editor-clear').addEventListener('click', () => this.change(e => e.clear(), 'Board cleared.'));
    panel.querySelector('#editor-standard').addEventListener('click', () =>
      this.change(e => e.standard(this.host.variant()), 'Standard position set.'));
    this.side.addEventListener('change', () => this.change(e => e.setSideToMove(this.side.value), ''));
  }

  get active() { return this.editor !== null; }

  /** Opens the editor on the setup `tfen`. */
  enter(tfen, tool) {
    this.editor = new EngineEditor(tfen);
    this.panel.hidden = false;
    this.choose(tool || this.tool);
    this.redraw();
  }

  choose(tool) {
    this.tool = tool;
    for (const button of this.panel.querySelectorAll('[data-tool]')) {
      button.setAttribute('aria-pressed', String(button.dataset.tool === tool));
    }
    this.save();
  }

  /** A click on a square with the current tool. */
  click(square) {
    this.change(e => e.apply(square, this.tool), '');
  }

  change(edit, message) {
    try {
      edit(this.editor);
      this.host.say(message);
    } catch (error) {
      this.host.say(errorText(error));
    }
    this.redraw();
  }

  redraw() {
    this.side.value = this.editor.sideToMove();
    this.host.draw(new Board(JSON.parse(this.editor.boardJson(this.host.size()))));
    this.save();
  }

  save() {
    if (this.editor) store.set('editor', { tfen: this.editor.tfen(), tool: this.tool, variant: this.host.variant() });
  }

  /** Leaves the editor and starts play from its position, unless the rules refuse the
   *  position: then the editor stays open and says why. Returns whether it closed. */
  exit() {
    const problem = this.editor.check(this.host.variant());
    if (problem) {
      this.host.say(`This position can't be played: ${problem}.`);
      return false;
    }
    const tfen = this.editor.tfen();
    this.close();
    this.host.start(tfen);
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
