// The Hexpush page: the page shell's game flow (shell.js) over the Hexpush kit, plus what only
// this page has — the layouts, the marbles pushed off, and the marble input: tap a marble to see
// its moves as arrows, tap a second marble to make a line for broadsides, tap an arrow to play
// (a cell several moves reach previews first), or swipe the line and drop it on the direction;
// and the board editor (editor.js over the engine's HexEditor).

import { errorClause, HexEditor, HexGame, wordProblem } from './engine.js';
import { EditorMode } from './editor.js';
import { PositionBox } from './position-box.js';
import { describeHexMove } from './hexinput.js';
import { HexKit } from './hex-kit.js';
import { LostMarbles } from './hex-lost.js';
import { GameShell } from './shell.js';
import { t } from './i18n.js';
import { onChoice } from './dom.js';

/** An element of the page by id (any: the template fixes its kind). @type {(id: string) => any} */
const $ = id => document.getElementById(id);

export class HexController {
  constructor() {
    /** The start HFEN of each layout, made when first needed. @type {Map<string, string> | undefined} */
    this.layoutStarts = undefined;
    /** The marbles pushed off, counted in the panel: the game's, drawn with the board, and the
     *  setup's while editing. */
    this.lost = new LostMarbles($('lost'), 'lost');
    this.kit = new HexKit($('board'), {
      cell: name => this.click(name),
      dragStart: name => this.dragStart(name),
      dragOver: name => { if (this.kit.input.dragOver(name)) this.showPreview(); },
      dragEnd: name => this.dragEnd(name),
    }, { oneTap: true, lost: this.lost });
    /** @type {EditorMode} */
    this.editor = new EditorMode($('editor'), {
      open: hfen => new HexEditor(hfen),
      draw: setup => this.drawEditor(/** @type {InstanceType<typeof HexEditor>} */ (setup)),
      standard: setup => /** @type {InstanceType<typeof HexEditor>} */ (setup).standard($('layout').value || 'standard'),
      apply: (setup, cell, tool) => /** @type {InstanceType<typeof HexEditor>} */ (setup).apply(cell, tool),
      shell: () => this.shell,
      position: () => this.kit.position,
      cancelInput: () => this.kit.cancel(),
      variant: () => 'hexpush',
      changed: hfen => { $('hfen').value = hfen; },
      clearedText: () => t('hex-board-cleared'),
      storeKey: 'editor.hexpush',
      problemText: problem => this.editorText(problem),
      errorClause: error => errorClause(error, problem => this.editorText(problem)),
    }, 'b');
    for (const side of /** @type {Side[]} */ (['black', 'white'])) {
      $(`editor-lost-${side}`).addEventListener('change', /** @param {Event} event */ event =>
        this.editor.change(e => /** @type {InstanceType<typeof HexEditor>} */ (e).setLost(side, Number(/** @type {HTMLSelectElement} */ (event.target).value)), ''));
    }
    this.shell = new GameShell(this.kit, {
      storeKey: 'hexpush.game',
      opponentKey: 'hexpush.opponent',
      opponentDefaults: { side: 'white' },
      linkVariant: false,
      variant: () => 'hexpush',
      // (The menu's "Set-up position" is this game's start.)
      startOf: layout => layout || $('layout').value || this.kit.startPosition,
      orient: flipped => this.kit.renderer.setFlipped(flipped),
      isFlipped: () => this.kit.renderer.flipped,
      flip: () => this.flip(),
      started: () => this.showLayout(),
      drawn: () => {
        $('hfen').value = this.kit.position;
        // (After editing, the Layout menu names the game's layout again: while editing it
        // named the one Standard position sets.)
        if (!this.editor.drawn()) this.showLayout();
      },
      editing: () => this.editor.active,
      leaveEditor: () => { if (this.editor.active) this.editor.close(); },
      applySettings: values => $('board').classList.toggle('coordinates', values.coordinates),
    });
    /** @param {string} id @param {() => void} handler */
    const on = (id, handler) => $(id).addEventListener('click', () => { this.shell.finishAnimation(); handler(); });
    on('new-game', () => this.shell.newGame());
    on('flip', () => this.flip());
    on('edit', () => this.editor.toggle());
    on('editor-cancel', () => this.editor.cancel());
    onChoice($('layout'), () => {
      // (While editing, the layout is the one Standard position sets.)
      if (this.editor.active) return;
      if (this.shell.confirmDiscard(t('discard-layout'))) this.shell.start('hexpush', $('layout').value);
      else this.showLayout();
    });
    new PositionBox(this.shell, 'hfen', () => { if (this.editor.active) this.editor.close(); });
    // The saved editor belongs to the saved game: restored over it, not over a linked game.
    this.editor.restoreSaved(this.shell.restore());
  }

  /** The ⇅ button and the F key: the board turned for this game (as the game's start turns it
   *  for a player of White against the computer), and drawn again (the arrows of a selection
   *  turn with it). */
  flip() {
    this.kit.renderer.setFlipped(!this.kit.renderer.flipped);
    this.shell.update();
  }

  /** The engine's problems in the page's words: the editor's refused edits and setups beside
   *  the kit's (an HFEN, a move). @param {import('./engine.js').WordedProblem} problem */
  editorText(problem) {
    // Each family's key prefix is written out: see draughts-kit.js's problemText.
    /** @type {{[family: string]: import('./engine.js').ProblemWording}} */
    const own = {
      'hex-edit': (reason, args) => t(`hex-edit-${reason}`, args),
      'hex-setup': (reason, args) => t(`hex-setup-${reason}`, args),
      edit: (reason, args) => t(`edit-${reason}`, args),
    };
    // (A saved setup's HFEN refused on a reload is the kit's family.)
    return problem.family in own ? wordProblem(problem, own, side => this.kit.sideArgs(side)) : this.kit.problemText(problem);
  }

  /** Draws the setup being edited: its marbles, and its lost marbles in the rows and the
   *  editor's menus. @param {InstanceType<typeof HexEditor>} setup */
  drawEditor(setup) {
    const board = /** @type {HexBoard} */ (JSON.parse(setup.boardJson()));
    const marbles = new Map(/** @type {[string, Side][]} */ ([...board.black.map(c => [c, 'black']), ...board.white.map(c => [c, 'white'])]));
    const side = /** @type {Side} */ (setup.sideToMove());
    this.kit.renderer.draw({ marbles, selected: new Set(), targets: new Map(), armed: null, last: new Set(), lost: board.lost, lostLimit: board.lostLimit, side });
    this.lost.draw(board.lost, board.lostLimit);
    for (const side of /** @type {Side[]} */ (['black', 'white'])) $(`editor-lost-${side}`).value = String(board.lost[side]);
  }

  /** The engine game (for the test contract). */
  get game() { return this.kit.game; }

  /** Shows in the Layout menu the layout the game started from; a position of its own (set up
   *  in the editor, pasted, linked) is the menu's "Set-up position" (value ''), which New game,
   *  Rematch and the Play the computer dialog then start from again. */
  showLayout() {
    const menu = /** @type {HTMLSelectElement} */ ($('layout'));
    this.layoutStarts ??= new Map([...menu.options].filter(option => option.value).map(option => {
      const game = new HexGame(option.value);
      const start = game.startHfen();
      game.free();
      return [start, option.value];
    }));
    const layout = this.layoutStarts.get(this.kit.startPosition) ?? '';
    const own = [...menu.options].find(option => !option.value);
    if (!layout && !own) menu.append(new Option(t('hex-layout-position'), ''));
    if (layout && own) own.remove();
    menu.value = layout;
  }

  /** A tap on the cell `name`. @param {string} name */
  click(name) {
    if (this.editor.active) { this.editor.click(name); return; }
    this.shell.finishAnimation();
    if (!this.shell.accepts()) return;
    const result = this.kit.click(name);
    if (result.armed) result.message = t('hex-tap-again', { preview: describeHexMove(result.armed, this.kit.sideToMove) });
    else if (result.cleared) result.message = t('selection-cleared');
    this.shell.input(result);
  }

  /** A drag begins on `name` (only on the mover's marbles, while the player is to move).
   *  @param {string} name */
  dragStart(name) {
    this.shell.finishAnimation();
    if (this.shell.blocked() || this.editor.active) return false;
    if (!this.kit.input.dragStart(name)) return false;
    this.shell.update();
    return true;
  }

  /** The preview of the move under a dragging finger. */
  showPreview() {
    // (The shell of a Hexpush kit: its last move is the kit's.)
    const armed = this.kit.input.view(/** @type {import('./hex-kit.js').KitHexMove | null} */ (this.shell.lastMove)).armed;
    this.shell.say(armed ? t('hex-let-go', { preview: describeHexMove(armed, this.kit.sideToMove) }) : '');
    this.shell.update();
  }

  /** @param {string | null} name the cell the drag ended over (null: none) */
  dragEnd(name) {
    this.shell.input(this.kit.input.dragEnd(name));
  }
}
