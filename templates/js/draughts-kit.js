// The draughts board kit: one engine game (game.js), the move input (input.js), the renderer and
// the animator, behind the small interface the board shell (board-shell.js) drives on every
// board. A tap or a drag becomes an input result; the kit draws what the engine
// returns and never decides a rule.

import { sideArgs, sideName } from './model.js';
import { errorClause, wordProblem } from './engine.js';
import { excerpt, pieceWords, sentence, t } from './i18n.js';
import { Game } from './game.js';
import { Renderer } from './renderer.js';
import { Animator } from './animator.js';
import { MoveInput } from './input.js';
import { KitGame } from './kit-game.js';

/** What a draughts board reports to its page: a tap on a square, a tower dragged, and the
 *  square long-pressed (inspect), pointed at (hover) or focused, each optional but the tap.
 *  @typedef {{square(name: string): void, drag?: (from: string, to: string) => void,
 *    inspect?: (name: string) => void, hover?: (name: string) => void,
 *    focus?: (name: string) => void}} DraughtsHandlers */

/** @extends {KitGame<Game, MoveInput>} */
export class DraughtsKit extends KitGame {
  /**
   * @param {HTMLElement} element the board
   * @param {DraughtsHandlers} handlers {square(name), drag(from, to), inspect(name), hover(name), focus(name)}
   */
  constructor(element, handlers) {
    super();
    this.element = element;
    this.renderer = new Renderer(element, {
      square: name => handlers.square(name),
      drag: handlers.drag ? (from, to) => /** @type {(from: string, to: string) => void} */ (handlers.drag)(from, to) : undefined,
      inspect: name => handlers.inspect?.(name),
      hover: name => handlers.hover?.(name),
      focus: name => handlers.focus?.(name),
    });
    this.animator = new Animator(element);
    this.autoplay = false;
    /** The words a link or a saved game uses for this kit's positions. */
    this.positionKey = 'tfen';
  }

  /** Why a game of `variant` from `start` cannot begin (in the page's words), or null when it
   *  can; nothing on the page changes. @param {string} variant @param {string | null} start */
  startProblem(variant, start) {
    try {
      new Game(variant, start).free();
      return null;
    } catch (error) {
      return this.errorClause(error);
    }
  }

  /** A new game of `variant` from `start` (null: the standard start), replaying `moves` (the
   *  engine's move texts). Throws the engine's refusal; the current game stays then.
   *  @param {string} variant @param {string | null | undefined} start @param {string[]} [moves] */
  create(variant, start, moves = []) {
    const game = new Game(variant, start);
    try {
      for (const text of moves) game.makeMove(text);
    } catch (error) {
      game.free();
      throw error;
    }
    this.animator.skip();
    this.show(game, new MoveInput(game));
    this.input.autoplay = this.autoplay;
  }

  get variant() { return this.game.variant; }
  get display() { return this.game.display; }
  get rules() { return this.game.rules; }
  /** The board's squares as the engine names them. */
  get squares() { return this.game.squares; }
  /** Whether pieces stack into towers (a side can lose with all its pieces buried). */
  get towers() { return this.game.rules.towers; }
  get startPosition() { return this.game.startTfen; }
  get position() { return this.game.tfen; }
  get standardStart() { return this.game.fromStandardStart; }
  get sideToMove() { return this.game.sideToMove; }
  /** The side that moves first in this rule set, and the side to move at the start. */
  get firstToMove() { return this.game.rules.firstToMove; }
  /** The side whose pieces the board shows at the bottom unless it is turned. */
  get bottomSide() { return 'white'; }
  /** Turns the board half a turn (`flipped`: the top side's pieces at the bottom) or back. */
  /** @param {boolean} flipped */
  orient(flipped) { this.renderer.setView({ flipped, coordinates: this.renderer.coordinates }); }
  /** The side that plays the line's move `ply + 1`. @param {number} ply */
  sideAfter(ply) { return this.game.sideAfter(ply); }
  /** @param {Side} side */
  sideName(side) { return sideName(this.game.display, side); }
  /** The message arguments that name `side` (see model.js's sideArgs). @param {Side} side @param {string} [prefix] */
  sideArgs(side, prefix = '') { return sideArgs(this.current?.display, side, prefix); }
  history() { return this.game.history(); }
  /** The whole line (moves played, then those after the position shown) and the cursor in it. */
  line() { return this.game.line(); }
  get cursor() { return this.game.cursor; }
  /** @param {number} ply */
  goTo(ply) { this.input.reset(); this.game.goTo(ply); }
  /** The line kept as "the game" (the engine's: see Game.keepLine). */
  keepLine() { this.game.keepLine(); }
  keptLine() { return this.game.keptLine().moves.map(move => move.text); }
  inVariation() { return this.game.keptLine().variation; }
  backToKeptLine() { this.input.reset(); return this.game.backToKeptLine(); }
  /** The legal move written as `text`, as the engine writes it, without playing it. @param {string} text */
  parseMove(text) { return this.game.parseMove(text); }
  withdraw() { return this.game.withdraw(); }
  declared() { return this.game.declared(); }
  /** The move that led to this position, to mark it (null at the start). */
  lastMove() { return this.game.history().at(-1) || null; }
  outcome() { return this.game.checkGameOver(); }
  legalMoves() { return this.game.getLegalMoves(); }
  canUndo() { return this.game.canUndo(); }
  canRedo() { return this.game.canRedo(); }
  undo() { this.input.reset(); return this.game.undoMove(); }
  redo() { this.input.reset(); return this.game.redoMove(); }
  /** @param {Side} side */
  resign(side) { this.game.resign(side); }
  agreeDraw() { this.game.agreeDraw(); }

  /** Plays the move `text` (throws the engine's refusal); the move as the engine describes it.
   *  @param {string} text */
  play(text) {
    const move = this.game.makeMove(text);
    this.input.reset();
    return move;
  }

  /** Animates the move just played, from hop `fromHop` (the hops the player already saw);
   *  `done` draws the position after. Resolves when the move has been shown.
   *  @param {DraughtsMove} move @param {number} fromHop @param {() => void} done */
  animate(move, fromHop, done) {
    return this.animator.play({
      move, frames: this.game.lastMoveFrames(), squares: this.game.squares, fromHop,
      draw: (board, jumped) => this.frame(board, jumped), done,
    });
  }

  /** Finishes any animation now; whether one was running. */
  skip() { return this.animator.skip(); }
  get busy() { return this.animator.busy || this.input.hops.length > 0; }
  get motion() { return this.animator.enabled; }
  /** @param {number} ms */
  set hopMs(ms) { this.animator.hopMs = ms; }

  /** Whether a tower is selected, and whether a capture is half made. */
  get selecting() { return Boolean(this.input.selected); }
  /** Whether the tower on `cell` is the one selected. @param {string} cell */
  selects(cell) { return this.input.selected === cell; }
  get midMove() { return this.input.hops.length > 0; }
  /** Mid-capture, the square the moving tower stands on (else null). */
  get landing() { return this.input.hops.at(-1) ?? null; }

  /** Drops the selection (and any hops made); whether there was one. */
  cancel() {
    const had = this.selecting;
    this.input.reset();
    return had;
  }

  /** A tap on `name`: the input's result ({play, fromHop}, {hopped, fromHop}, {redraw},
   *  {refuse}); hops made are animated here, then `done` redraws.
   *  @param {string} name @param {() => void} done */
  click(name, done) {
    this.input.autoplay = this.autoplay;
    const result = this.input.click(name);
    if (result.hopped) {
      this.animator.play({
        move: result.hopped, frames: this.game.frames(result.hopped.text), squares: this.game.squares, fromHop: result.fromHop,
        toHop: this.input.hops.length, draw: (board, jumped) => this.frame(board, jumped), done,
      });
    }
    return result;
  }

  /** A tower dragged from `from` to `to`: the same taps, from a fresh selection — or, in the
   *  middle of a capture, dragged on from where it last landed: the next landing.
   *  @param {string} from @param {string} to @param {() => void} done */
  drag(from, to, done) {
    const hops = this.input.hops;
    if (hops.length > 0 && hops[hops.length - 1] === from) return this.click(to, done);
    if (this.input.selected !== from || this.input.hops.length > 0) {
      this.input.reset();
      const first = this.click(from, done);
      if (first.refuse || first.play) return first;
    }
    if (this.input.selected !== from) return { redraw: true };
    return this.click(to, done);
  }

  /** The squares of the legal move `text`, to mark it as a suggestion. @param {string} text */
  marks(text) {
    const move = this.legalMoves().find(m => m.text === text);
    return move ? new Set([move.from, ...move.path]) : null;
  }

  /** The points of an arrow showing the legal move `text`: its start and each landing.
   *  @param {string} text */
  arrowPoints(text) {
    const move = this.legalMoves().find(m => m.text === text);
    return move ? [[move.from], ...move.path.map(square => [square])] : null;
  }

  /** The element of the square `name` (dark squares only). @param {string} name */
  cellElement(name) { return this.renderer.button(name); }

  /** The square to point at for the legal move `text`. @param {string} text */
  hintCell(text) { return this.legalMoves().find(m => m.text === text)?.from || null; }

  /** A square as this rule set names it: 1–32 in English checkers, b6 otherwise. @param {string} name */
  cellName(name) { return this.current?.display?.numbers?.[name] ?? name; }

  /** Why the engine refused a text — a TFEN, a game record, a setup (see engine.js's
   *  wordProblem) — in the page's language; a record's refused move in the record's own rule
   *  set's words (its squares, its pieces). @param {import('./engine.js').WordedProblem} problem a Problem */
  problemText(problem) {
    // Each family's key prefix is written out (`tfen-${…}`): the generator gives a page the
    // messages whose keys or prefixes its code names, so `${family}-${reason}` would drop them.
    return wordProblem(problem, {
      // (The engine names a square as the problem's rule set does: 30, not c1, in English checkers.)
      setup: (reason, args) => t(`setup-${reason}`, args),
      tfen: (reason, args) => t(`tfen-${reason}`, args),
      pdn: (reason, args) => t(`pdn-${reason}`, args),
      record: (reason, args) => t(`record-${reason}`, args),
      // (A record's move refused: the record's rule set, not the page's game, names the square
      // and says whether its pieces stack.)
      refusal: (reason, args) => pieceWords(t(`refusal-${reason}`, args), args.towers),
      game: () => t('refusal-game-over'),
    }, side => this.sideArgs(side));
  }

  /** An engine error as a clause in the page's language (see engine.js's errorClause).
   *  @param {unknown} error */
  errorClause(error) { return errorClause(error, problem => this.problemText(problem)); }

  /** Why the typed move `text` was refused (`error`, the engine's), in the page's language: the
   *  engine's typed reason for its route (a catalog message per reason), else its own words.
   *  @param {string} text @param {unknown} error */
  refusalText(text, error) {
    let refusal = null;
    try {
      refusal = /** @type {DraughtsRefusal | null} */ (JSON.parse(this.game.engine.refusalJson(text, true)));
    } catch { /* no reason given: the engine's words below */ }
    if (!refusal) return sentence(t('engine-refused', { detail: this.errorClause(error) }));
    if (refusal.reason === 'malformed-route') {
      // (The rule set's own examples: numbered squares in English checkers.)
      const { move: example, capture } = this.display.examples;
      return t('refusal-malformed-route', { move: excerpt(text), example, capture });
    }
    const reason = pieceWords(t(`refusal-${refusal.reason}`, { square: refusal.square ?? '' }), this.towers);
    return t('move-illegal', { move: excerpt(text), reason });
  }

  /** The board as shown now (mid-capture: the engine's frame after the hops made). */
  shownBoard() { return this.input.shownBoard().board; }

  /** What the computer opponent needs to search this game. */
  request() {
    return { kind: 'draughts', variant: this.variant, start: this.startPosition, moves: this.history().map(m => m.text) };
  }

  /** Draws one frame of a move. @param {import('./model.js').Board} board @param {Set<string>} jumped */
  frame(board, jumped) {
    this.renderer.drawFrame(board, this.game.variant, this.game.display, jumped);
  }

  /** Draws the position with the input's highlights; `marks` (a Set) rings a suggestion,
   *  `inspected` keeps the inspected square outlined. Lesson boards `conceal` the landing
   *  squares (they are the answer) and set which towers are outlined (`outlined`).
   *  @param {{lastMove?: DraughtsMove | null, marks?: Set<string> | null, inspected?: string | null,
   *    conceal?: boolean, outlined?: Set<string> | null}} [options] */
  draw({ lastMove = null, marks = null, inspected = null, conceal = false, outlined = null } = {}) {
    const view = this.input.view(lastMove);
    if (marks) view.hint = marks;
    if (conceal) { view.targets = new Set(); view.captureTargets = new Set(); }
    if (outlined) view.capturers = outlined;
    view.inspected = inspected;
    this.renderer.draw(view);
  }

}
