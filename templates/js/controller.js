// The draughts game page (Bashni, classic Bashni, Russian draughts, English checkers, Lasca): the
// page shell's game flow (shell.js) over the draughts kit, plus what only this page has — the
// rule-set menu, presets, the board editor, the tower inspector, position codes, PDN export and
// import of game records.

import { EngineEditor, errorClause, positionText, readRecordJson } from './engine.js';
import { copyField, FieldProblem, PositionBox } from './position-box.js';
import { importedText, ownTags, RECORD_TAGS, recordedResult, recordParams, withLaterGames } from './record-link.js';
import { TowerInspector } from './inspector.js';
import { EditorMode } from './editor.js';
import { DraughtsKit } from './draughts-kit.js';
import { GameShell } from './shell.js';
import { Board, sideId } from './model.js';
import { t } from './i18n.js';
import { byId, inView, mainData, onChoice, panelToTop, topInView } from './dom.js';

/** The page where `variant` is played, or '' when it is played on this one (the Rule set menu's
 *  options say it: a page is one game). @param {string} variant */
export function pageOf(variant) {
  const option = [.../** @type {HTMLSelectElement} */ (byId('variant')).options].find(o => o.value === variant);
  return option?.dataset.page || '';
}

export class Controller {
  /** @param {Array<{slug: string, title: string, variant: string, tfen: string, prose?: string, summary?: string}>} presets
   *  the rule sets' presets (the page's packed `presets` block) */
  constructor(presets) {
    this.page = mainData('variant');
    /** The tower inspector: the board being edited while editing, else the board shown. */
    this.inspector = new TowerInspector(byId('inspector'), () => ({
      display: this.kit.display,
      board: (this.editor.active ? this.editorBoard : this.kit.shownBoard()) ?? null,
    }));
    /** The square pressed long (or right-clicked) to inspect: ringed in gold until the next tap
     *  (hovering or focusing a square shows it in the inspector without a ring). @type {string | null} */
    this.ringed = null;
    this.kit = new DraughtsKit(byId('board'), {
      square: name => this.click(name),
      drag: (from, to) => this.drag(from, to),
      inspect: name => this.inspect(name, true),
      hover: name => this.inspect(name, false),
      focus: name => this.inspect(name, false),
    });
    /** The setup problems and the editor's refused edits in the page's words (an edit
     *  refused is the editor's own family; the pages without the editor carry none of it).
     *  @param {import('./engine.js').WordedProblem} problem */
    const editorText = problem => (problem.family === 'edit' ? t(`edit-${problem.reason}`, problem) : this.kit.problemText(problem));
    /** @type {EditorMode} */
    this.editor = new EditorMode(byId('editor'), {
      open: tfen => new EngineEditor(this.kit.variant, tfen),
      draw: setup => this.drawEditor(setup),
      standard: setup => /** @type {InstanceType<typeof EngineEditor>} */ (setup).standard(this.kit.variant),
      apply: (setup, square, tool) => /** @type {InstanceType<typeof EngineEditor>} */ (setup).apply(square, tool, this.kit.variant),
      shell: () => this.shell,
      position: () => this.kit.position,
      cancelInput: () => this.kit.cancel(),
      variant: () => this.kit.variant,
      changed: tfen => { byId('tfen').value = positionText(this.kit.variant, tfen); },
      problemText: editorText,
      errorClause: error => errorClause(error, editorText),
    }, 'w');
    this.presets = presets;
    /** The page's own heading and title, before a game of another rule set renames them. */
    this.heading = { h1: byId('title').textContent, title: document.title };
    this.shell = new GameShell(this.kit, {
      storeKey: `game.${this.page}`,
      linkVariant: true,
      variant: () => (this.kit.hasGame ? this.kit.variant : this.page),
      hosts: variant => !pageOf(variant),
      started: () => this.started(),
      drawn: () => this.drawn(),
      editing: () => this.editor.active,
      inspected: () => this.ringed,
      leaveEditor: () => { if (this.editor.active) this.editor.close(); },
      flip: () => this.flipBoard(),
      orient: flipped => this.shell.settings.set('flipped', flipped),
      isFlipped: () => this.flipped(),
      applySettings: values => this.kit.renderer.setView({ flipped: values.flipped, coordinates: values.coordinates }),
    });
    /** Where an import's refusal shows, under its field. */
    this.importProblem = new FieldProblem('import-problem', byId('record-input'));
    this.bind();
    new PositionBox(this.shell, 'tfen', () => { if (this.editor.active) this.editor.close(); });
    // The saved editor belongs to the saved game: restored over it, not over a linked game.
    this.editor.restoreSaved(this.shell.restore());
  }

  /** The engine game and the sound (for the test contract). */
  get game() { return this.kit.game; }
  get sound() { return this.shell.sound; }

  /** Whether the board is turned round. @returns {boolean} */
  flipped() { return Boolean(this.shell.settings.get('flipped')); }

  /** Turns the board round for this game (the Flip button, the F key), as the setting does. */
  flipBoard() {
    this.shell.settings.set('flipped', !this.flipped());
  }

  bind() {
    /** @param {string} id @param {() => void} handler */
    const on = (id, handler) => byId(id).addEventListener('click', () => { this.shell.finishAnimation(); handler(); });
    on('new-game', () => this.shell.newGame());
    on('edit', () => this.editor.toggle());
    on('flip', () => this.flipBoard());
    on('editor-cancel', () => this.editor.cancel());
    on('export-pdn', () => this.exportPdn());
    // (Said in the dialog: the page's message is behind it.)
    on('copy-pdn', () => {
      // (Emptied first: the same words again are a change a screen reader reads.)
      byId('pdn-said').textContent = '';
      copyField(byId('pdn-text'), t('record-copied'), text => { byId('pdn-said').textContent = text; });
    });
    on('close-pdn', () => byId('pdn-dialog').close());
    on('import-record', () => this.importRecord(byId('record-input').value));
    byId('record-file').addEventListener('change', () => this.importFile());
    // (The menus act on a choice, not on each value the arrow keys step past: onChoice.)
    onChoice(byId('preset'), preset => this.loadPreset(preset));
    onChoice(byId('variant'), variant => {
      // A rule set with a page of its own opens it (this page's game stays saved here).
      const elsewhere = pageOf(variant);
      if (elsewhere) { location.assign(elsewhere); return; }
      if (!this.shell.confirmDiscard(t('discard-variant'))) { byId('variant').value = this.kit.variant; return; }
      if (this.editor.active) this.editor.close();
      this.shell.start(variant, null);
    });
  }

  // --- games --------------------------------------------------------------------------------

  /** After a game starts: the menus and words of its rule set, and its name as the page's
   *  heading and title (classic Bashni is played on the Bashni page). */
  started() {
    const variant = this.kit.variant;
    byId('variant').value = variant;
    const name = byId('variant').selectedOptions[0]?.text || this.heading.h1;
    byId('title').textContent = name;
    document.title = this.heading.title.replace(this.heading.h1, name);
    this.linkPuzzles(byId('variant').selectedOptions[0]?.dataset.puzzles);
    this.listPresets(variant);
    byId('export-pdn').hidden = !this.kit.display.exports.includes('pdn');
    this.nameSides();
  }

  /** The page's puzzle links (the header's and the side's) open the puzzles of the rule set
   *  played (classic Bashni's on the Bashni page), where it has some.
   *  @param {string | undefined} puzzles its puzzle page (`puzzles/bashni-classic.html`) */
  linkPuzzles(puzzles) {
    if (!puzzles) return;
    const file = puzzles.slice(puzzles.lastIndexOf('/') + 1);
    for (const link of document.querySelectorAll('a[data-puzzles-link]')) {
      link.setAttribute('href', (link.getAttribute('href') ?? '').replace(/[^/]*$/, file));
    }
  }

  /** The preset menu offers only the presets of the rule set being played (issue 11 §2.7): a
   *  preset of another rule set would turn the page into another game. None: no menu.
   *  @param {string} variant */
  listPresets(variant) {
    const menu = byId('preset');
    const own = this.presets.filter(preset => preset.variant === variant);
    menu.replaceChildren(menu.options[0], ...own.map(preset => Object.assign(new Option(preset.title, preset.slug), { title: preset.prose || preset.summary })));
    menu.closest('label').hidden = own.length === 0;
  }

  /** @param {string} slug */
  loadPreset(slug) {
    const preset = this.presets.find(p => p.slug === slug);
    byId('preset').value = '';
    if (!preset || !this.shell.confirmDiscard(t('discard-preset'))) return;
    if (this.editor.active) this.editor.close();
    if (this.shell.start(preset.variant, preset.tfen)) this.shell.say(t('preset-loaded', { title: preset.title, text: preset.prose || preset.summary || '' }));
  }

  /** A game record (PDN) pasted or opened: replayed into the move list, shown from its start.
   *  A record of another rule set opens on its page; a bad or empty one changes nothing.
   *  @param {string} text */
  importRecord(text) {
    if (!text.trim()) { this.importProblem.show(this.shell, t('import-empty')); return; }
    let record;
    try {
      // (A record without GameType in square names is a game of this page's rule set.)
      record = /** @type {GameRecord} */ (JSON.parse(readRecordJson(text, this.shell.page.variant())));
    } catch (error) {
      this.importProblem.show(this.shell, t('record-unreadable', { detail: this.kit.errorClause(error) }));
      return;
    }
    this.importProblem.clear();
    const elsewhere = pageOf(record.variant);
    if (elsewhere) {
      // A record of a rule set with a page of its own opens there, from its start, and that
      // page says it was imported (`imported`).
      const params = recordParams(record);
      params.set('imported', '1');
      if (record.more) params.set('more', '1');
      location.assign(`${elsewhere.split('#')[0]}#${params}`);
      return;
    }
    if (!this.shell.confirmDiscard(t('discard-import'))) return;
    if (this.editor.active) this.editor.close();
    const tags = Object.fromEntries(RECORD_TAGS.filter(name => record.tags[name]).map(name => [name, record.tags[name]]));
    // The result the record gives, marked at the end of its line (unless the rules ended it);
    // none for an unknown result (null reads no entry).
    const declared = recordedResult(record.result);
    if (!this.shell.start(record.variant, record.start, record.moves, { tags })) return;
    const recorded = declared && !this.kit.outcome() ? declared : null;
    this.shell.open({ ...this.shell.record(), declared: recorded, recorded: Boolean(recorded), ply: 0 });
    const count = this.shell.numberedMoves;
    this.shell.say(withLaterGames(record, importedText(count, record.result)));
    byId('import-box').open = false;
    // On a phone the Import button is far below the board (before, nothing seemed to happen);
    // on a laptop it is down the panel, which goes back to its top: the message saying what
    // was imported, and the moves under it.
    topInView(byId('board'));
    panelToTop();
  }

  async importFile() {
    const file = byId('record-file').files[0];
    if (!file) return;
    const text = await file.text();
    byId('record-input').value = text;
    this.importRecord(text);
  }

  // --- messages -----------------------------------------------------------------------------

  /** The tags of an export: an imported record's own, else this game's in the page's words. */
  exportTags() {
    const tags = this.shell.tags || {};
    const computer = this.shell.computer;
    const own = ownTags(side => this.kit.sideName(side), computer.active ? { side: computer.settings.side, level: computer.settings.level } : null);
    return RECORD_TAGS.map((name, i) => tags[name] || own[i]);
  }

  exportPdn() {
    // The whole game from any move stepped back to (an imported game is shown from its start);
    // moves taken back with Undo are no longer the game's.
    byId('pdn-text').value = this.kit.game.pdn(this.exportTags(), !this.shell.browsing || Boolean(this.shell.viewing));
    byId('pdn-said').textContent = '';
    const link = byId('pdn-download');
    link.href = `data:application/x-draughts-pdn;charset=utf-8,${encodeURIComponent(byId('pdn-text').value)}`;
    byId('pdn-dialog').showModal();
    // The record from its first tag (the dialog's focus had scrolled the field down to the third).
    byId('pdn-text').scrollTop = 0;
  }

  /** Shows the tower on `name` in the inspector (kept current through moves and edits).
   *  @param {string} name @param {boolean} pressed */
  inspect(name, pressed) {
    this.inspector.show(name);
    if (pressed) {
      // (One ring: a square pressed before loses its own, even where no redraw came between.)
      for (const ringed of byId('board').querySelectorAll('.inspected')) ringed.classList.remove('inspected');
      this.ringed = name;
      const square = this.kit.renderer.button(name);
      square?.classList.add('inspected');
      byId('inspector-box').open = true;
      if (square && !inView(byId('inspector'))) this.inspector.peek(byId('tower-peek'), square, byId('board'));
    }
  }

  // --- play -----------------------------------------------------------------------------------

  /** @param {string} name */
  click(name) {
    this.ringed = null;
    if (!this.editor.active) { this.shell.tap(name); return; }
    this.editor.click(name);
  }

  /** A tower dragged from `from` and dropped on `to`: the same as tapping both squares.
   *  @param {string} from @param {string} to */
  drag(from, to) {
    if (!this.editor.active) this.shell.drag(from, to);
  }

  // --- the editor -----------------------------------------------------------------------------

  /** Draws the setup being edited. @param {import('./editor.js').Setup} setup */
  drawEditor(setup) {
    const squares = this.kit.squares;
    const board = new Board(/** @type {BoardCells} */ (JSON.parse(/** @type {InstanceType<typeof EngineEditor>} */ (setup).boardJson(squares.size))), squares);
    this.editorBoard = board;
    this.kit.renderer.drawFrame(board, this.kit.variant, this.kit.display);
    this.inspector.refresh();
  }

  // --- drawing --------------------------------------------------------------------------------

  /** The rule set's words on the page, from the engine: side names and colours (Red in English
   *  checkers) in the editor, square numbers in the Move field's example. */
  nameSides() {
    const { display } = this.kit;
    document.body.dataset.black = sideId(display, 'black');
    for (const button of byId('editor').querySelectorAll('[data-tool]')) {
      const tool = button.dataset.tool;
      if (!/^[wb]$/i.test(tool)) continue;
      const side = this.kit.sideArgs(tool.toLowerCase() === 'w' ? 'white' : 'black');
      button.lastChild.textContent = tool === tool.toUpperCase() ? t('editor-king', side) : t('editor-man', side);
    }
    for (const option of byId('editor-side').options) option.textContent = this.kit.sideName(option.value);
    // Without towers a piece takes a square's place: no top piece to take off, nothing stacked.
    byId('editor').querySelector('[data-tool="erase-top"]').hidden = !this.kit.towers;
    // Nothing stacks to look inside: no tower inspector.
    byId('inspector-box').hidden = !this.kit.towers;
    byId('move-input').placeholder = t('move-example', display.examples);
  }

  /** After each redraw: the editor's state, the position code, the inspector. */
  drawn() {
    // A tower listed over the board lists what was there before this redraw: gone.
    byId('tower-peek').hidden = true;
    // (Export PDN exports the game, not the setup being edited.)
    byId('export-pdn').disabled = this.editor.active;
    if (!this.editor.drawn()) {
      byId('tfen').value = positionText(this.kit.variant, this.kit.position);
      this.inspector.refresh();
    }
  }
}
