// The position box of the game pages: the position's code (TFEN on the draughts pages, HFEN on
// Hexpush) with Copy, a code pasted and loaded (the engine checks it first; a game in progress
// is asked about before it is discarded), and Share, the link to the game copied.

import { t } from './i18n.js';
import { byId, topInView } from './dom.js';

/** Selects `field` and copies its text; `say` tells `done`, or how to copy by hand where the
 *  page may not write to the clipboard.
 *  @param {HTMLInputElement | HTMLTextAreaElement} field @param {string} done
 *  @param {(text: string) => void} say */
export async function copyField(field, done, say) {
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
    say(done);
  } catch {
    say(document.execCommand && document.execCommand('copy') ? done : t('copy-by-hand'));
  }
}

/** The line under a field where its refusals show: where the player is looking, as the page's
 *  status line (which says them too, for screen readers) may be scrolled out of view. It is
 *  cleared when the field is edited or what was asked succeeds. */
export class FieldProblem {
  /** @param {string} id the line's id @param {HTMLElement} field the field it is about */
  constructor(id, field) {
    this.line = byId(id);
    field.addEventListener('input', () => this.clear());
  }

  /** Refuses with `text`: said by `shell` (and its sound), and shown on the line, scrolled into
   *  view. @param {{refuse(text: string): void}} shell @param {string} text */
  show(shell, text) {
    shell.refuse(text);
    this.line.textContent = text;
    this.line.hidden = false;
    this.line.scrollIntoView({ block: 'nearest' });
  }

  clear() {
    this.line.textContent = '';
    this.line.hidden = true;
  }
}

export class PositionBox {
  /** @param {import('./shell.js').GameShell} shell the page's game
   *  @param {string} code the id of the position's field (`tfen`, `hfen`): its Copy button is
   *    `copy-CODE`, the field to paste in `CODE-input` and its button `load-CODE`
   *  @param {() => void} leaveEditor closes the board editor, if it is open */
  constructor(shell, code, leaveEditor) {
    this.shell = shell;
    this.code = code;
    this.leaveEditor = leaveEditor;
    /** @param {string} id @param {() => void} handler */
    const on = (id, handler) => byId(id).addEventListener('click', () => { shell.finishAnimation(); handler(); });
    on(`copy-${code}`, () => copyField(byId(code), t('position-copied'), text => shell.say(text)));
    on(`load-${code}`, () => this.load());
    on('share', () => this.share());
    byId(`${code}-input`).addEventListener('keydown', /** @param {KeyboardEvent} event */ event => { if (event.key === 'Enter') this.load(); });
    this.problem = new FieldProblem(`${code}-problem`, byId(`${code}-input`));
  }

  /** Starts play from the pasted position, unless the engine refuses it (then it says why, under
   *  the field too, and the game stays). */
  load() {
    const text = /** @type {HTMLInputElement} */ (byId(`${this.code}-input`)).value.trim();
    // (An empty text would be read as the standard start.)
    if (!text) { this.problem.show(this.shell, t('position-empty')); return; }
    const variant = this.shell.kit.variant;
    const problem = this.shell.kit.startProblem(variant, text);
    if (problem) { this.problem.show(this.shell, t('tfen-refused', { detail: problem })); return; }
    if (!this.shell.confirmDiscard(t('discard-position'))) return;
    this.problem.clear();
    this.leaveEditor();
    if (this.shell.start(variant, text)) { this.shell.say(t('position-loaded')); topInView(byId('board')); }
  }

  /** Shows the link to the game (the page's address, which carries it) and copies it. */
  share() {
    this.shell.save();
    const field = byId('share-link');
    field.hidden = false;
    field.value = location.href;
    copyField(field, t('link-copied'), text => this.shell.say(text));
  }
}
