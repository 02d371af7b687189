// The Hexpush board kit: one engine game (HexGame), the marble input (hexinput.js) and the hex
// renderer, behind the interface the board shell (board-shell.js) drives on every board — the
// same one as draughts-kit.js. Every rule is the engine's.

import { errorClause, HexGame, hexShapeJson, wordProblem } from './engine.js';
import { HexShape } from './hexshape.js';
import { hexMotion, HexRenderer } from './hexboard.js';
import { HexInput } from './hexinput.js';
import { sentence, t } from './i18n.js';
import { KitGame } from './kit-game.js';
/** @typedef {import('./hex-lost.js').LostMarbles} LostMarbles */

/** A Hexpush move as the kit describes it to the shell: the engine's, with its notation (its
 *  text) and, for a move played or redone, the colour of a marble it pushes off.
 *  @typedef {HexMove & {notation: string, offColor?: Side}} KitHexMove */

/** @extends {KitGame<InstanceType<typeof HexGame>, HexInput>} */
export class HexKit extends KitGame {
  /**
   * @param {HTMLElement} element the board
   * @param {import('./hexboard.js').HexHandlers} handlers {cell(name), dragStart(name) → bool, dragOver(name), dragEnd(name)}
   * @param {{oneTap?: boolean, lost?: LostMarbles}} options oneTap: a tap on a cell one move
   *   reaches plays it (the page); lost: where the marbles pushed off are counted, drawn with
   *   the board
   */
  constructor(element, handlers, { oneTap = false, lost } = {}) {
    super();
    this.element = element;
    /** The board's shape, from the engine. */
    this.shape = new HexShape(/** @type {HexBoardShape} */ (JSON.parse(hexShapeJson())));
    this.renderer = new HexRenderer(element, handlers, this.shape);
    this.oneTap = oneTap;
    /** The count of the marbles pushed off, if the board shows one. */
    this.lost = lost;
    /** The slides of the move being shown. @type {Animation[]} */
    this.animations = [];
    this.hopMs = 220;
    this.positionKey = 'hfen';
  }

  /** Why a game from `start` cannot begin (in the page's words), or null when it can; nothing
   *  on the page changes. @param {string} _variant @param {string | null} start */
  startProblem(_variant, start) {
    try {
      new HexGame(start || 'standard').free();
      return null;
    } catch (error) {
      return this.errorClause(error);
    }
  }

  /** A new game from `start` (a layout name or an HFEN; null: the standard layout), replaying
   *  `moves`. Throws the engine's refusal; the current game stays then.
   *  @param {string} _variant @param {string | null | undefined} start @param {string[]} [moves] */
  create(_variant, start, moves = []) {
    const game = new HexGame(start || 'standard');
    try {
      for (const text of moves) game.play(text);
    } catch (error) {
      game.free();
      throw error;
    }
    this.skip();
    this.show(game, new HexInput(game, { oneTap: this.oneTap }));
  }

  get variant() { return 'hexpush'; }
  get towers() { return false; }

  /** Hexpush's own way to win in words (outcome-text.js words the others): six marbles pushed
   *  off. @param {string} reason @param {import('./i18n.js').MessageArgs} args @returns {string | null} */
  winText(reason, args) { return reason === 'six-off' ? t('win-six-off', args) : null; }
  get startPosition() { return this.game.startHfen(); }
  get position() { return this.game.hfen(); }
  get standardStart() { return false; }
  /** @returns {Side} */
  get sideToMove() { return this.game.sideToMove(); }
  /** Moves are numbered in pairs from the side to move at the start. */
  get firstToMove() { return this.startSide; }
  /** The side whose marbles the board shows at the bottom unless it is turned. */
  get bottomSide() { return 'black'; }
  /** Turns the board half a turn (`flipped`: White's marbles at the bottom) or back. */
  /** @param {boolean} flipped */
  orient(flipped) { this.renderer.setFlipped(flipped); }
  /** @returns {Side} */
  get startSide() { return this.game.startSide(); }
  /** The side that plays the line's move `ply + 1`. @param {number} ply @returns {Side} */
  sideAfter(ply) { return this.game.sideAfter(ply); }
  /** @param {string} side */
  sideName(side) { return t(`side-${side}`); }
  /** The message arguments that name `side` (see model.js's sideArgs). @param {string} side @param {string} [prefix] */
  sideArgs(side, prefix = '') {
    return prefix ? { [prefix]: side, [`${prefix}Name`]: this.sideName(side) } : { side, name: this.sideName(side) };
  }
  /** Why the engine refused an HFEN or a typed move (see engine.js's wordProblem), in the page's
   *  language. @param {import('./engine.js').WordedProblem} problem a Problem */
  problemText(problem) {
    // Each family's key prefix is written out: see draughts-kit.js's problemText.
    return wordProblem(problem, {
      hfen: (reason, args) => t(`hfen-${reason}`, args),
      'hex-move': (reason, args) => t(`hex-move-${reason}`, args),
      game: () => t('refusal-game-over'),
    }, side => this.sideArgs(side));
  }

  /** An engine error as a clause in the page's language (see engine.js's errorClause).
   *  @param {unknown} error */
  errorClause(error) { return errorClause(error, problem => this.problemText(problem)); }
  history() { return /** @type {string[]} */ (JSON.parse(this.game.historyJson())).map(text => ({ text, notation: text })); }
  /** The whole line (moves played, then those after the position shown) and the cursor in it. */
  line() { return /** @type {HexMove[]} */ (JSON.parse(this.game.lineJson())).map(move => this.described(move, false)); }
  get cursor() { return this.game.cursor(); }
  /** @param {number} ply */
  goTo(ply) { this.input.reset(); this.game.goTo(ply); }
  /** The line kept as "the game" (the engine's: see HexGame.keepLine). */
  keepLine() { this.game.keepLine(); }
  /** @returns {string[]} */
  keptLine() { return this.kept().moves.map(move => move.text); }
  inVariation() { return this.kept().variation; }
  /** @returns {KeptLine<HexMove>} */
  kept() { return /** @type {KeptLine<HexMove>} */ (JSON.parse(this.game.keptLineJson())); }
  backToKeptLine() { this.input.reset(); return this.game.backToKeptLine(); }
  /** The legal move written as `text`, as the engine writes it, without playing it. @param {string} text */
  parseMove(text) { return this.described(/** @type {HexMove} */ (JSON.parse(this.game.parseMove(text))), this.sideToMove); }
  withdraw() { return this.game.withdraw(); }
  /** @returns {Outcome | null} */
  declared() { return /** @type {Outcome | null} */ (JSON.parse(this.game.declaredJson())); }
  /** @returns {Outcome | null} */
  outcome() { return /** @type {Outcome | null} */ (JSON.parse(this.game.outcomeJson())); }
  /** The history holds only move texts: a position reached by undo or a link marks no move. */
  lastMove() { return null; }
  /** @returns {HexMove[]} */
  legalMoves() { return /** @type {HexMove[]} */ (JSON.parse(this.game.legalMovesJson())); }
  canUndo() { return this.game.canUndo(); }
  canRedo() { return this.game.canRedo(); }
  undo() { this.input.reset(); return this.described(/** @type {HexMove | null} */ (JSON.parse(this.game.undo())), false); }
  redo() {
    this.input.reset();
    const mover = this.sideToMove;
    return this.described(/** @type {HexMove | null} */ (JSON.parse(this.game.redo())), mover);
  }
  /** @param {Side} side */
  resign(side) { this.game.resign(side); }
  agreeDraw() { this.game.agreeDraw(); }

  /** The engine's move with the names the shell uses (notation, the colour pushed off: the
   *  other side's than `mover`, when given).
   *  @param {(HexMove & {notation?: string, offColor?: Side}) | null} move @param {string | false} mover
   *  @returns {KitHexMove | null} */
  described(move, mover) {
    if (!move) return null;
    move.notation = move.text;
    if (mover) move.offColor = mover === 'black' ? 'white' : 'black';
    return /** @type {KitHexMove} */ (move);
  }

  /** Plays the move `text` (throws the engine's refusal); the move as the kit describes it.
   *  @param {string} text @returns {KitHexMove} */
  play(text) {
    const mover = this.sideToMove;
    const move = this.described(/** @type {HexMove} */ (JSON.parse(this.game.play(text))), mover);
    this.input.reset();
    return /** @type {KitHexMove} */ (move);
  }

  /** Slides the marbles of the move just played; resolves once it has been seen.
   *  @param {KitHexMove} move @param {number} _fromHop @param {() => void} done */
  animate(move, _fromHop, done) {
    done();
    this.animations = this.renderer.animate(move, this.hopMs);
    return Promise.all(this.animations.map(a => a.finished.catch(() => null))).then(() => { this.animations = []; });
  }

  skip() {
    const running = this.animations.length > 0;
    for (const animation of this.animations) animation.finish();
    this.animations = [];
    return running;
  }

  get busy() { return this.animations.some(a => a.playState === 'running'); }
  get motion() { return hexMotion(this.hopMs); }
  get selecting() { return this.input.selected.length > 0; }
  /** Whether the marble on `cell` is among those selected. @param {string} cell */
  selects(cell) { return this.input.selected.includes(cell); }
  get midMove() { return false; }
  /** Hexpush moves in one step: never a landing mid-move. */
  get landing() { return null; }

  cancel() {
    const had = this.selecting;
    this.input.reset();
    return had;
  }

  /** A tap on `name`: the input's result ({play}, {armed}, {refuse}, {cleared}, {redraw}).
   *  @param {string} name */
  click(name) { return this.input.click(name); }

  /** The marbles of the legal move `text` and the cells they go to, to mark it as a suggestion
   *  (the marbles alone did not say where they go). @param {string} text */
  marks(text) {
    const move = this.legalMoves().find(m => m.text === text);
    return move ? new Set([...move.marbles, ...move.destinations]) : null;
  }

  /** The points of an arrow showing the legal move `text`: from its marbles to where they go.
   *  @param {string} text */
  arrowPoints(text) {
    const move = this.legalMoves().find(m => m.text === text);
    return move ? [move.marbles, move.destinations] : null;
  }

  /** The element of the cell `name`. @param {string} name */
  cellElement(name) { return this.renderer.buttons.get(name); }

  /** The cell to point at for the legal move `text`. @param {string} text */
  hintCell(text) { return this.legalMoves().find(m => m.text === text)?.marbles[0] || null; }

  /** @param {string} name */
  cellName(name) { return name; }

  /** Why a typed move was refused, in the page's language: the engine's typed problem (a text
   *  that is not a move, or names no legal one) quotes what was typed. */
  /** @param {string} _text @param {unknown} error */
  refusalText(_text, error) { return sentence(this.errorClause(error)); }

  request() {
    return { kind: 'hex', start: this.startPosition, moves: this.history().map(m => m.text) };
  }

  /** Draws the position; returns the input's view (lost marbles, the armed move).
   *  @param {{lastMove?: HexMove | null, marks?: Set<string> | null, outlined?: Set<string> | null}} [options] */
  draw({ lastMove = null, marks = null, outlined = null } = {}) {
    const view = this.input.view(lastMove);
    if (marks) view.hint = marks;
    if (outlined) view.selected = outlined;
    this.renderer.draw(view);
    this.lost?.draw(view.lost, view.lostLimit);
    return view;
  }

}
