// The analysis board of each kind of game (draughts, Hexpush): a game or a position opened from a
// game page's link
// (the same fragment: variant, start or tfen, moves, ply), stepped through with its move list,
// analysed by the engine without end in a worker (its table kept from position to position):
// one search gives the evaluation, the main line and the best lines, so they agree,
// moves played on the board as a variation that leaves the game as it was, and the whole game
// reviewed: every position searched, an evaluation graph, each move judged (?!, ?, ??) with the
// better move, and each side's accuracy (review.js). The board is the board shell
// (board-shell.js) with the analysis' hooks; the engine decides every rule.

import { ArrowLayer, SVG } from './arrows.js';
import { Opponent, evaluationText } from './opponent.js';
import { isTfenText, readRecordJson } from './engine.js';
import { ownTags, readResultParam, recordParams, withLaterGames } from './record-link.js';
import { JUDGEMENTS, review, winningChances } from './review.js';
import { sentence, t } from './i18n.js';
import { store, defineKey, record, shortString } from './storage.js';
import { BoardShell, scoreItem, scoreText } from './board-shell.js';
import { FieldProblem } from './position-box.js';
import { declaredOutcome, outcomeText } from './outcome-text.js';
import { applyStoredAppearance } from './appearance.js';
import { keepHashInLanguageLinks } from './language.js';
import { byId, inView, keepInPanel, mainData, onChoice, panelToTop, topInView } from './dom.js';
import { otherSide } from './model.js';
import { TowerInspector } from './inspector.js';
import { keepKeyboardPlace } from './focus.js';

/** The last game review: the game (variant, start, moves joined by commas), each position's
 *  evaluation `[score, win]`, the engine's best move there and its best line (a list of moves;
 *  a review saved before lines were kept has none). @param {any} value */
function savedReview(value) {
  const clean = record({ variant: shortString(20), start: shortString(2000), moves: shortString(20_000) }, ['variant', 'start', 'moves'])(value);
  if (!clean || !Array.isArray(value.evaluations) || !Array.isArray(value.best)) return undefined;
  const evaluations = value.evaluations.filter(/** @param {any} e */ e => Array.isArray(e) && e.length === 2 && Number.isInteger(e[0])
    && Math.abs(e[0]) <= 100_000 && (e[1] === null || Number.isInteger(e[1])));
  const best = value.best.filter(/** @param {any} b */ b => b === null || (typeof b === 'string' && b.length <= 200));
  const plies = clean.moves ? clean.moves.split(',').length : 0;
  if (evaluations.length !== plies + 1 || best.length !== plies + 1) return undefined;
  /** @param {any} l */
  const line = l => Array.isArray(l) && l.length <= 64 && l.every(m => typeof m === 'string' && m.length <= 200);
  const lines = Array.isArray(value.lines) && value.lines.length === plies + 1 && value.lines.every(line) ? value.lines : [];
  return { ...clean, evaluations, best, lines };
}

// Version 2: scores in hundredths of the engine's measured man (version 1's were about twice
// as large in draughts; such a review is made again rather than misjudged).
defineKey(/^review$/, 2, savedReview);

/** @typedef {import('./review.js').Evaluation} Evaluation */
/** @typedef {import('./board-shell.js').ShellMove} ShellMove */
/** @typedef {import('./shell.js').Declared} Declared */

/** The search of one position of a review, in nodes, not time, by kind of game: a game
 *  reviewed twice, or on a slower device, gets the same evaluations and marks. On a 2020s
 *  desktop, about 120 ms a position in draughts (depth 13–16) and 130 ms in Hexpush (7–8). */
export const REVIEW_NODES = { draughts: 600_000, hex: 120_000 };
/** How many best lines the analysis shows, and how long they are first searched (ms); each
 *  search after it twice as long, up to the last (the "infinite" analysis: about an hour in
 *  all, long enough to leave running). */
const LINES = 3;
const LINES_MS = 1200;
const LINES_LAST_MS = 1200 * 2 ** 11;

/** Opens the analysis board of the page: the look chosen on the game pages, the game of the
 *  link on the board, and `data-ready` once it is drawn (`window.analysis` for the tests).
 *  `makeKit(board)` makes the board's kit (each analysis page's entry brings its game's only,
 *  so a page carries one game's board code).
 *  @param {(board: AnalysisBoard) => any} makeKit */
export function openAnalysisPage(makeKit) {
  applyStoredAppearance();
  const savedLook = store.get('settings', {});
  document.body.dataset.theme = savedLook.theme || 'wood';
  document.body.dataset.pieces = savedLook.pieces || 'classic';
  window.analysis = new AnalysisBoard(makeKit);
  keepHashInLanguageLinks();
  keepKeyboardPlace();
  document.documentElement.dataset.ready = 'true';
}

export class AnalysisBoard extends BoardShell {
  /** @param {(board: AnalysisBoard) => any} makeKit the board's kit (DraughtsKit or HexKit),
   *  its taps and drags sent to `board`. */
  constructor(makeKit) {
    super(null, {
      message: byId('message'), moves: byId('moves'), swipe: byId('move-list'), keys: true,
      nav: { first: byId('nav-first'), prev: byId('nav-prev'), next: byId('nav-next'), last: byId('nav-last') },
    });
    /** Whether this is Hexpush's analysis board (else the draughts games'). */
    this.hex = mainData('game') === 'hexpush';
    this.kind = this.hex ? 'hex' : 'draughts';
    /** The evaluations' unit, which sets how fast the winning chances rise (review.js).
     *  @type {import('./review.js').Unit} */
    this.unit = this.hex ? 'marble' : 'man';
    this.kit = makeKit(this);
    /** The tower inspector of the draughts board (shown for the rule sets of towers; Hexpush has
     *  none): the square last pointed at, focused or pressed, listed top first. */
    this.inspector = this.hex ? null : new TowerInspector(byId('inspector'), () => ({ display: this.kit.display, board: this.kit.shownBoard() ?? null }));
    /** The arrows of the best lines' first moves. */
    this.arrows = new ArrowLayer(byId('board'), name => this.kit.cellElement(name));
    /** The analysis' worker (the evaluation, the main line and the best lines). */
    this.opponent = new Opponent({ book: false });
    /** The review's worker. */
    this.reviewer = new Opponent({ book: false });
    this.flipped = false;
    /** The best lines of the position shown, once searched. @type {SearchInfo[] | null} */
    this.lines = null;
    /** The position whose analysis is shown (variant, start and moves as a key). */
    this.analysed = '';
    /** The depth of the lines shown (0: none yet). */
    this.shownDepth = 0;
    /** The review of the game shown, once made. @type {ReturnType<typeof review> | null} */
    this.result = null;
    /** Each position's evaluation in the review shown (none: no review). @type {Evaluation[]} */
    this.evaluations = [];
    /** Whether a line's move is being pressed. */
    this.linePressed = false;
    /** Whether the lines wait to be redrawn: pressed, or the keyboard's focus on them (bind). */
    this.linesHeld = () => this.linePressed;
    /** Where the variation's line was clicked from (null if the variation did not start with
     *  a line's click). @type {number | null} */
    this.lineFrom = null;
    /** The move shown when the panel was last scrolled to it (see `drawMoves`). */
    this.panelPly = -1;
    /** The address of the game shown, as the page last wrote it (`remember`). */
    this.address = '';
    /** The drawings of the analysis that wait for the press to end, by kind. @type {{[kind: string]: () => void}} */
    this.held = {};
    if (!this.hex) this.draughtsKit.renderer.setView({ flipped: false, coordinates: true });
    // Hexpush's White is at the top of its board: White's part of the bar there too.
    byId('eval-bar').classList.toggle('flipped', this.hex);
    /** Where a pasted text's refusal shows, under its field. */
    this.openProblem = new FieldProblem('open-problem', byId('open-input'));
    this.bind();
    this.open();
  }

  bind() {
    /** @param {string} id @param {() => void} handler */
    const on = (id, handler) => byId(id).addEventListener('click', handler);
    on('review', () => this.review());
    on('learn', () => this.learnNext());
    on('flip', () => { this.flipped = !this.flipped; this.turnBoard(); this.update(); });
    on('back-to-game', () => this.backToGame());
    byId('analysis-toggle').addEventListener('change', () => this.analyse());
    // A line pressed is not redrawn under the finger or the mouse (its click would be lost), nor
    // while the keyboard's focus is on one of its moves (before, the focus fell to the page's
    // body at each deeper search): the newer analysis waits for the release or for the focus
    // to leave the lines, and is dropped if the click moved the board.
    const lists = ['analysis-lines', 'analysis-line'].map(id => byId(id));
    for (const list of lists) list.addEventListener('pointerdown', () => { this.linePressed = true; });
    this.linesHeld = () => this.linePressed || lists.some(list => list.contains(document.activeElement));
    // (After the click, which comes once the press has ended, or once the focus has moved on.)
    const drawHeld = () => setTimeout(() => {
      if (this.linesHeld()) return;
      const held = Object.values(this.held);
      this.held = {};
      for (const draw of held) draw();
    });
    const release = () => {
      if (!this.linePressed) return;
      this.linePressed = false;
      drawHeld();
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    for (const list of lists) list.addEventListener('focusout', drawHeld);
    on('open-record', () => this.openText(byId('open-input').value));
    // (The rule set list above the board: stepping past a rule set with the keys does not open it.)
    if (!this.hex) onChoice(byId('rules'), value => this.chooseRules(value));
    // An address that names a game, typed or opened from a link in this tab, opens it, as on
    // the game pages (the page's own changes of its address replace it and send no event).
    window.addEventListener('hashchange', () => {
      const params = new URLSearchParams(location.hash.slice(1));
      if (!['variant', 'moves', 'start', this.kit.positionKey].some(key => params.has(key))) return;
      // While a game is reviewed it stays, and so does its address (the next step would have
      // written its move into the other game's).
      if (this.reviewing) { history.replaceState(null, '', this.address); return; }
      // (The move under way is not settled on the game opened: no second analysis.)
      this.cancelPending();
      this.finishAnimation();
      this.kit.cancel();
      this.openProblem.clear();
      this.showGame(params);
      this.say('');
    });
    byId('open-file').addEventListener('change', async () => {
      const file = byId('open-file').files[0];
      if (!file) return;
      byId('open-input').value = await file.text();
      this.openText(byId('open-input').value);
    });
  }

  /** A game record (PDN) or a position (TFEN, of the rule set chosen above the board; on Hexpush's
   *  board an HFEN) pasted or opened from a file: shown from its start, as a link to this page
   *  would show it. A text the engine refuses changes nothing and says why. @param {string} text */
  openText(text) {
    const trimmed = text.trim();
    // What is wrong is said in the box too, where the player is (on a phone the message line is
    // a screen above).
    /** @param {string} problem */
    const refuse = problem => this.openProblem.show(this, problem);
    if (this.reviewing) return;
    if (!trimmed) { refuse(this.hex ? t('analysis-open-empty-hexpush') : t('analysis-open-empty')); return; }
    let params;
    let more = false;
    if (this.hex || isTfenText(trimmed)) {
      const variant = this.hex ? 'hexpush' : byId('rules').value;
      const problem = this.kit.startProblem(variant, trimmed);
      if (problem) { refuse(t('tfen-refused', { detail: problem })); return; }
      params = new URLSearchParams(this.hex ? {} : { variant });
      params.set(this.kit.positionKey, trimmed);
    } else {
      try {
        const record = /** @type {GameRecord} */ (JSON.parse(readRecordJson(trimmed, byId('rules').value)));
        params = recordParams(record);
        more = record.more;
      } catch (error) {
        refuse(t('record-unreadable', { detail: this.kit.errorClause(error) }));
        return;
      }
    }
    this.openProblem.clear();
    this.showGame(params);
    const count = this.game.moves.length && this.numberedMoves;
    const opened = count ? t('game-imported', { count }) : t('position-loaded');
    this.say(withLaterGames({ more }, opened));
    byId('open-box').open = false;
    byId('board').scrollIntoView({ block: 'nearest' });
  }

  /** Another rule set chosen above the board: a new board of it, from its start (asked first
   *  when the board holds moves or a position of its own, kept as it was if refused).
   *  @param {string} variant */
  chooseRules(variant) {
    const select = /** @type {HTMLSelectElement} */ (byId('rules'));
    if (variant === this.variant) return;
    const params = new URLSearchParams(location.hash.slice(1));
    const holds = this.line.length > 0 || ['start', this.kit.positionKey].some(key => params.get(key));
    if (this.reviewing || (holds && !window.confirm(t('analysis-rules-confirm', { rules: select.selectedOptions[0].text })))) {
      select.value = this.variant ?? 'bashni';
      return;
    }
    this.openProblem.clear();
    this.showGame(new URLSearchParams({ variant }));
    this.say('');
  }

  /** Shows the game `params` names (as a link to this page would), the page's address naming
   *  it. @param {URLSearchParams} params */
  showGame(params) {
    history.replaceState(null, '', `#${params}`);
    /** The mistake of the game being learnt from (see `learnNext`), `solved` once a better
     *  move was found; `trying` the move being searched, `good` one found about as good as the
     *  engine's. @type {{ply: number, solved?: boolean, trying?: string, good?: string} | null} */
    this.learning = null;
    /** The mistake the player stepped away from unsolved (Learn from your mistakes takes them
     *  back to it; its better move stays unsaid meanwhile). @type {{ply: number} | null} */
    this.steppedAway = null;
    this.open();
  }

  /** Opens the game the fragment names (a new game of Bashni when it names none). */
  open() {
    const params = new URLSearchParams(location.hash.slice(1));
    const variant = this.hex ? 'hexpush' : params.get('variant') || 'bashni';
    const moves = (params.get('moves') || '').split(',').filter(Boolean);
    const start = (moves.length ? params.get('start') : params.get(this.kit.positionKey)) || null;
    const result = readResultParam(params.get('result'));
    // A game against the computer (the game page's `opponent` and `computer`): the player's side,
    // whose mistakes are learnt from and from whose side the board is seen.
    const computer = params.get('computer') || 'black';
    /** @type {Side | null} */
    this.playerSide = params.has('opponent') && (computer === 'white' || computer === 'black') ? otherSide(computer) : null;
    /** The computer's level in that game. */
    this.computerLevel = Number(params.get('opponent')) || 0;
    /** The resignation or agreed draw that ended the game (the link's `result`), shown at its
     *  end; none where the rules ended it. The position stays open to analysis and variations.
     *  @type {{declared: Declared, recorded: boolean, outcome: Outcome} | null} */
    this.declared = null;
    // A move the rules refuse ends the game there: the moves before it are kept. What was
    // refused, if anything, in the page's language (a move as a typed move's refusal is worded).
    let refused = '';
    try {
      this.kit.create(variant, start);
    } catch (error) {
      this.kit.create(variant, null);
      refused = sentence(t('link-failed', { problem: this.kit.errorClause(error) }));
    }
    for (const [index, move] of (refused ? [] : moves).entries()) {
      try { this.kit.play(move); } catch (error) {
        refused = this.kit.refusalText(move, error);
        // The address keeps the moves played, so that a reload or the game page opens them.
        for (const key of ['moves', 'ply', 'result', 'start', this.kit.positionKey]) params.delete(key);
        if (index) params.set('moves', moves.slice(0, index).join(','));
        if (start) params.set(index ? 'start' : this.kit.positionKey, start);
        history.replaceState(null, '', `#${params}`);
        break;
      }
    }
    if (refused) this.say(refused);
    else if (result && !this.kit.outcome()) this.declared = { ...result, outcome: declaredOutcome(result.declared) };
    // The game as opened, which the engine keeps: what "back to the game" returns to and what a
    // review judges.
    this.kit.keepLine();
    /** Whether the game is the board's own (opened without moves, or made so: `own=1`): the
     *  moves played from its end are then its game, as on lichess' analysis board, not a
     *  variation of an empty game with a "Back to the game" to nothing. Once it is reviewed,
     *  moves played are variations of the game reviewed. */
    this.ownGame = this.game.moves.length === 0 || params.get('own') === '1';
    this.variant = variant;
    // A game opened (a link, an import, another rule set) is shown from the panel's top, its
    // heading and result first, as the page opens (before, an import left the panel scrolled
    // to its last move, the heading and the rule set above its top).
    this.panelPly = -1;
    panelToTop();
    this.flipped = this.playerSide !== null && this.playerSide !== this.kit.bottomSide;
    this.turnBoard();
    const ply = Number(params.get('ply') ?? this.game.moves.length);
    this.kit.goTo(Number.isInteger(ply) ? Math.max(0, Math.min(ply, this.game.moves.length)) : this.game.moves.length);
    this.lastMove = this.kit.lastMove();
    if (!this.hex) {
      byId('rules').value = variant;
      // The import field's example: a record of the rule set shown (its GameType, its notation).
      byId('open-input').placeholder = byId('rules').selectedOptions[0]?.dataset.example ?? '';
    }
    byId('review').disabled = this.game.moves.length === 0;
    this.forgetReview();
    this.restoreReview();
    if (this.result) this.ownGame = false;
    this.changed();
    // The game page's "Review the game" (`review=1`): the review starts at once, unless this
    // game's is saved; the address forgets the request (a reload does not start it again).
    if (params.get('review') === '1') {
      params.delete('review');
      history.replaceState(null, '', `#${params}`);
      if (this.game.moves.length && !this.result) this.review();
    }
  }

  /** No review shown: a game was opened that has none yet. */
  forgetReview() {
    this.result = null;
    this.evaluations = [];
    /** The mistakes and blunders of the review, with their plies. @type {Array<{ply: number, kind: string | null}>} */
    this.mistakes = [];
    /** The engine's best move in each position of the review. @type {Array<string | null>} */
    this.bestMoves = [];
    this.steppedAway = null;
    for (const id of ['learn', 'annotated', 'review-summary', 'eval-graph']) byId(id).hidden = true;
  }

  /** The review saved for this game, if it is the one shown. */
  restoreReview() {
    const saved = store.get('review', null);
    const { variant, start, moves } = this.game;
    if (!saved || saved.variant !== variant || saved.start !== start || saved.moves !== moves.join(',')) return;
    this.judge(saved.evaluations.map(/** @param {[number, number | null]} evaluation */ ([score, win]) => ({ score, win })), saved.best, false, saved.lines || []);
  }

  /** The review of the game from each position's evaluation, best move and best line, shown with its
   *  summary and annotated record, unless `later`: the caller shows them in tasks of their own.
   *  @param {Evaluation[]} evaluations @param {Array<string | null>} best @param {boolean} [later]
   *  @param {string[][]} [lines] */
  judge(evaluations, best, later = false, lines = []) {
    const { moves } = this.game;
    this.evaluations = evaluations;
    this.bestMoves = best;
    // (A new review's mistakes are not the last one's.)
    this.learning = null;
    this.steppedAway = null;
    const movers = moves.map((_, ply) => this.kit.sideAfter(ply));
    this.result = review(evaluations, movers, best, moves, lines, this.unit);
    // (Against the computer, the player's own.)
    this.mistakes = this.result.moves
      .map((move, k) => ({ ...move, ply: k }))
      .filter(move => (move.kind === 'mistake' || move.kind === 'blunder') && (!this.playerSide || movers[move.ply] === this.playerSide));
    byId('learn').hidden = this.mistakes.length === 0;
    if (later) return;
    this.showSummary();
    this.showAnnotated();
  }

  /** The game as annotated PDN: each move's NAG (?! $6, ? $2, ?? $4) and a comment with the
   *  evaluation after it and, on a judged move, the better move; written by a worker (replaying
   *  the game there keeps the page's main thread free): `writer`, or one of its own. */
  async showAnnotated(writer = /** @type {Opponent | null} */ (null)) {
    const result = this.result;
    if (this.hex || !result) return;
    /** @type {{[kind: string]: number}} */
    const nags = { inaccuracy: 6, mistake: 2, blunder: 4 };
    /** @param {string} side */
    const sideName = side => this.kit.sideName(side);
    const comments = result.moves.map((move, k) => {
      // A position where the game is over (the search found no move in it) has no evaluation:
      // the record's result says how it ended.
      const over = k + 1 === result.moves.length && !this.bestMoves?.[k + 1];
      const value = over ? '' : evaluationText(this.evaluations[k + 1], sideName);
      // (Two sentences: "Black wins in 9 moves. Better: g3-f4 …"; before, no stop between.)
      return move.line ? [value, t('review-better', { move: move.line })].filter(Boolean).join('. ') : value;
    });
    // (A game against the computer names its players as the game page's record does.)
    const computer = this.playerSide ? { side: otherSide(this.playerSide), level: this.computerLevel ?? 0 } : null;
    const tags = ownTags(sideName, computer);
    const own = writer ? null : new Opponent();
    const text = await /** @type {Opponent} */ (writer || own).record(this.game, { tags, nags: result.moves.map(m => nags[/** @type {string} */ (m.kind)] || 0), comments, declared: this.declared?.declared ?? null })
      .catch(() => null)
      .finally(() => own?.endWorker());
    if (text === null) return;
    byId('annotated-pdn').value = text;
    byId('annotated-download').href = `data:application/x-draughts-pdn;charset=utf-8,${encodeURIComponent(text)}`;
    byId('annotated').hidden = false;
  }

  /** The game as opened (the line the engine keeps): its rule set, start and move texts.
   *  @returns {import('./record-link.js').GameLine} */
  get game() {
    return { variant: this.variant ?? '', start: this.kit.startPosition, moves: this.kit.keptLine() };
  }

  /** Whether the line on the board left the game (a variation was played). */
  get inVariation() { return this.kit.inVariation(); }

  /** The search request of the position shown. */
  request() {
    const { variant = '', start, moves } = this.kit.request();
    return { kind: /** @type {'draughts'|'hex'} */ (this.kind), variant, start, moves };
  }

  /** The board turned as `flipped` says, and the evaluation bar with it (White's part on White's
   *  side). */
  turnBoard() {
    this.kit.orient(this.flipped);
    // (White's part of the bar on White's side of the board: Hexpush's White is at its top.)
    byId('eval-bar').classList.toggle('flipped', this.flipped !== this.hex);
  }

  /** The kit as the draughts board's (drags exist there only). */
  get draughtsKit() { return /** @type {import('./draughts-kit.js').DraughtsKit} */ (this.kit); }

  /** Learn from your mistakes: the next mistake or blunder of the game (after the last, the
   *  first again), its position shown and the player asked for a better move. */
  learnNext() {
    if (!this.mistakes?.length) return;
    const away = this.steppedAway;
    const next = this.mistakes.find(m => (away ? m.ply === away.ply : m.ply > (this.learning?.ply ?? -1))) || this.mistakes[0];
    this.steppedAway = null;
    if (this.inVariation) this.backToGame();
    this.learning = next;
    this.goTo(next.ply);
    const side = this.kit.sideAfter(next.ply);
    const played = this.kit.line()[next.ply].notation;
    const number = this.mistakes.indexOf(next) + 1;
    // Its kind as the summary counts it (before, a blunder was called "Mistake 1 of 2" beside
    // "0 mistakes, 2 blunders").
    this.say(t('learn-find', { ...this.kit.sideArgs(side), move: played, number, count: this.mistakes.length, kind: next.kind }));
    // On a phone the board is above the button: its top back in view (before, three rows off).
    topInView(byId('board'));
    // On a laptop the panel's top, where the message and the button are now that the analysis
    // is put away (before, a panel scrolled down to the moves showed neither heading nor rule set).
    panelToTop();
    this.analyse();
  }

  /** While learning from a mistake, a move tried at its position: the engine's move, or one
   *  its search finds about as good (see `tryMove`), is praised and played, as a variation;
   *  another is refused and the player tries again. @param {string} text */
  admit(text) {
    const learning = this.learning;
    if (!learning || learning.solved || this.ply !== learning.ply) return true;
    // (`open`, which the constructor calls, sets bestMoves.)
    if (text !== /** @type {Array<string | null>} */ (this.bestMoves)[learning.ply] && text !== learning.good) {
      // (The mistake itself is refused without a search, which might find it near enough.)
      if (text === this.kit.line()[learning.ply]?.text) this.say(t('learn-not-it', this.tried(text)));
      else if (!learning.trying) this.tryMove(text);
      return false;
    }
    const last = learning.ply === this.mistakes?.at(-1)?.ply;
    this.learning = { ...learning, solved: true };
    this.say(last ? t('learn-good-last', this.tried(text)) : t('learn-good', this.tried(text)), 'good');
    return true;
  }

  /** Searches the position after `text`, a move tried where a mistake was made that is not the
   *  engine's: played if it loses less than an inaccuracy against the review's evaluation of
   *  the position (the engine's own choice may vary between two moves about as good), else
   *  refused. The analysis' worker, idle while the move is sought, searches it.
   *  @param {string} text */
  async tryMove(text) {
    const learning = /** @type {{ply: number}} */ (this.learning);
    this.learning = { ...learning, trying: text };
    const request = this.request();
    const sign = this.kit.sideToMove === 'white' ? 1 : -1;
    // As deep as a review's search on any device: twice its nodes, as the position after the
    // move is a ply further.
    const nodes = 2 * REVIEW_NODES[/** @type {'draughts'|'hex'} */ (this.kind)];
    const result = await this.opponent.think({ ...request, moves: [...request.moves, text], level: 8, timeMs: 0, nodes }).catch(() => null);
    // (The position left meanwhile: the try is forgotten; no answer, as when the search was
    // stopped: no verdict either.)
    if (this.learning?.trying !== text) return;
    this.learning = learning;
    if (!result) return;
    const after = result.best ? result : this.terminal(result);
    const loss = sign * (winningChances(this.evaluations[learning.ply], this.unit) - winningChances(after, this.unit));
    if (loss < JUDGEMENTS[JUDGEMENTS.length - 1][1]) {
      this.learning = { ...learning, good: text };
      this.playMove(text);
    } else {
      this.say(t('learn-not-it', this.tried(text)));
    }
  }

  /** The messages' argument for the move `text` tried where a mistake was made: its
   *  notation. @param {string} text */
  tried(text) {
    return { move: this.kit.parseMove(text).notation };
  }

  /** A move played on the board (a variation) or a step along the line: said to a screen
   *  reader as the game page says a step ("After c3-d4."; before, only the side to move).
   *  @param {ShellMove} move */
  moved(move) {
    if (!this.learning?.solved) this.say('');
    byId('announce').textContent = t('after-move', { move: move.notation });
    this.dropAnalysis();
  }

  /** A jump along the line (the move list, the graph), said as a step is.
   *  @param {number} _ply @param {string} words */
  jumped(_ply, words) {
    if (!this.learning?.solved) this.say('');
    byId('announce').textContent = words;
    this.dropAnalysis();
  }

  /** The position shown is changing: the analysis of the one left goes at once, before the
   *  move is drawn (its lines and arrows would be read as the new position's, and a click on
   *  them refused), and what its search still reports is not shown (`searchLines`). The
   *  new position's analysis begins once it is drawn (`settled`). */
  dropAnalysis() {
    this.analysed = '';
    this.lines = null;
    this.best = null;
    byId('analysis-lines').replaceChildren();
    byId('analysis-lines-depth').textContent = '';
    this.showAnalysis(null);
  }

  /** What the review says of the game's move that led to the position shown: "c3-d4??: a
   *  blunder. Better: …" ('' where it marked nothing). */
  judgementText() {
    const index = this.ply - 1;
    const judged = index >= 0 ? this.moveMark(index) : null;
    if (!judged) return '';
    const move = this.kit.line()[index].notation + judged.mark;
    return [t('review-judgement', { move, kind: judged.kind }), judged.title].filter(Boolean).join(' ');
  }

  /** Once a move or a step is drawn: the review's word on the game's move that led there (if
   *  it judged it), and a new analysis of the position. */
  settled() {
    // (After the mistake stepped away from unsolved, where to go back, not its better move.)
    const away = this.steppedAway;
    /** @type {Array<{ply: number, kind: string | null}>} */ const mistakes = this.mistakes ?? [];
    const number = away ? mistakes.findIndex(m => m.ply === away.ply) + 1 : 0;
    const judgement = this.learning ? '' : away && this.ply === away.ply + 1
      ? t('learn-stepped-away', { number, kind: mistakes[number - 1]?.kind }) : this.judgementText();
    if (judgement) this.say(judgement);
    this.changed();
  }

  /** @param {number} ply */
  goTo(ply) {
    // (A step away from the mistake's position leaves it: unsolved, it is kept to go back to,
    // as lichess' "you browsed away".)
    if (this.quizzing && ply !== this.learning?.ply) this.steppedAway = this.learning;
    if (this.learning?.solved || (this.learning && ply !== this.learning.ply)) this.learning = null;
    super.goTo(ply);
  }

  /** Back to the game as opened, at the move where the variation left it, or where its line
   *  was clicked from if that was earlier. */
  backToGame() {
    const from = this.lineFrom;
    this.kit.backToKeptLine();
    if (from !== null && from < this.kit.cursor) this.kit.goTo(from);
    this.lastMove = this.kit.lastMove();
    const focused = document.activeElement === byId('back-to-game');
    this.changed();
    // The button goes with the variation: the focus goes to the game's move shown (or the
    // list's first button at its start), not off the page.
    if (focused) {
      // (A position opened without moves has none: the board's first square then.)
      const list = byId('moves');
      /** @type {HTMLElement | null} */ (list.querySelector('[aria-current]') ?? list.querySelector('button') ?? byId('board').querySelector('button'))?.focus({ preventScroll: true });
    }
  }

  /** After the position changed: the board, the lists, the address, and a new analysis. */
  changed() {
    if (this.ownGame && !this.reviewing && this.inVariation && this.extendsGame()) this.adoptLine();
    if (!this.inVariation) this.lineFrom = null;
    this.best = null;
    this.held = {};
    this.update();
    this.remember();
    this.analyse();
  }

  /** Whether the line on the board is the game's moves and more after them. */
  extendsGame() {
    const line = this.kit.line();
    return this.game.moves.every((text, index) => line[index]?.text === text);
  }

  /** The line played on from the end of a board's own game becomes its game: kept (a move
   *  played earlier in it is a variation), in the address (a reload opens it), reviewable. */
  adoptLine() {
    this.kit.keepLine();
    // (A result declared before any move, a resignation on the game page, no longer stands.)
    this.declared = null;
    this.reviewButtons(false);
    const params = new URLSearchParams(location.hash.slice(1));
    // With moves, the address names their start position `start` (a `start` without moves
    // was not read: the board is the rule set's start).
    const start = params.get(this.kit.positionKey);
    for (const key of ['result', 'start', this.kit.positionKey]) params.delete(key);
    if (start) params.set('start', start);
    params.set('moves', this.game.moves.join(','));
    params.set('own', '1');
    history.replaceState(null, '', `#${params}`);
  }

  /** The address names the move of the game shown, so that a reload and the game page's link
   *  open it there (a variation is not the game: the address keeps the move it left from). */
  remember() {
    const params = new URLSearchParams(location.hash.slice(1));
    if (this.game.moves.length && !this.inVariation) {
      params.set('ply', String(this.kit.cursor));
      const hash = `#${params}`;
      if (location.hash !== hash) history.replaceState(null, '', hash);
    }
    byId('game-link').href = `${this.game.variant === 'bashni-classic' ? 'bashni' : this.game.variant}.html${location.hash}`;
    this.address = location.hash;
  }

  /** Whether a mistake is being learnt from: the engine keeps its answer to itself until the
   *  player finds it (its analysis, lines and arrows are put away). */
  get quizzing() { return Boolean(this.learning && !this.learning.solved); }

  /** The engine's analysis of the position shown, if it is on. */
  analyse() {
    const on = byId('analysis-toggle').checked && !this.quizzing;
    byId('analysis').hidden = !on;
    // While a mistake is sought, the whole box goes (not an empty frame under its checkbox).
    /** @type {HTMLElement} */ (byId('analysis').parentElement).hidden = this.quizzing;
    // (The bar keeps its room beside the board: the board does not move.)
    byId('eval-bar').style.visibility = this.quizzing ? 'hidden' : '';
    // The annotated record, with its better moves, waits too.
    document.body.classList.toggle('quizzing', this.quizzing);
    // (A phone then has Learn from your mistakes right under its message: training.css.)
    document.body.classList.toggle('learning', Boolean(this.learning));
    const outcome = this.kit.outcome();
    if (!on || outcome) {
      this.opponent.stop();
      this.best = null;
      this.analysed = '';
      this.lines = null;
      byId('analysis-lines').replaceChildren();
      byId('analysis-lines-depth').textContent = '';
      if (outcome) this.showOutcome(outcome);
      this.update();
      return;
    }
    const request = this.request();
    // The last position's evaluation and lines go with it (a new position's first figures may
    // take a while, as when its endgame tables are solved first).
    const key = JSON.stringify([request.variant, request.start, request.moves]);
    if (key !== this.analysed) {
      this.analysed = key;
      this.lines = null;
      byId('analysis-lines').replaceChildren();
      byId('analysis-lines-depth').textContent = '';
      this.showAnalysis(null);
    }
    this.searchLines(request, key);
  }

  /** The analysis of the position of `request` (`key`): one search of the worker, which
   *  reports the three best lines at each depth it completes (the best move's line the
   *  search's, the others' read from its table); searched again for twice as long each time
   *  while the position stays, so that it deepens. The evaluation and main line are the best
   *  line's: they agree.
   *  @param {import('./opponent.js').SearchRequest} request @param {string} key */
  async searchLines(request, key) {
    for (let timeMs = LINES_MS; timeMs <= LINES_LAST_MS; timeMs *= 2) {
      // (A depth reported after the position changed is the old position's: not shown.)
      const lines = await this.opponent.lines(request, LINES, timeMs, lines => {
        if (!this.quizzing && key === this.analysed) this.takeLines(lines, false);
      })
        .catch(error => { this.say(String(error.message || error)); return null; });
      if (!lines || this.quizzing || key !== this.analysed) return;
      this.takeLines(lines, true);
    }
  }

  /** The best lines of a depth, shown with the evaluation above them theirs: a deeper one, or
   *  the search's answer (`end`) at the depth shown (a search begun again reports its first
   *  depths again, which are not shown twice).
   *  @param {SearchInfo[]} lines @param {boolean} end */
  takeLines(lines, end) {
    if (!lines.length || (end ? lines[0].depth < this.shownDepth : lines[0].depth <= this.shownDepth)) return;
    this.shownDepth = lines[0].depth;
    this.lines = lines;
    this.drawLines();
    this.showAnalysis(lines[0]);
  }

  /** The best lines, each with its evaluation, best first, their depth, and an arrow for each
   *  one's first move (the best boldest). */
  drawLines() {
    const lines = this.lines;
    if (!lines?.length) return;
    if (this.linesHeld()) { this.held.lines = () => this.drawLines(); return; }
    const forMover = this.kit.sideToMove === 'white' ? 1 : -1;
    /** @param {SearchInfo} line */
    const chances = line => forMover * winningChances(line, this.unit);
    byId('analysis-lines-depth').textContent = t('analysis-lines-depth', { depth: lines[0].depth });
    byId('analysis-lines').replaceChildren(...lines.map(line => {
      const item = document.createElement('li');
      const value = Object.assign(document.createElement('strong'), { textContent: evaluationText(line, side => this.kit.sideName(side)) });
      item.append(value, ' ', ...this.lineButtons(line.pv));
      // The figures behind the text, for the tests: the depth and the side to move's chances.
      Object.assign(item.dataset, { depth: String(line.depth), chances: String(chances(line)) });
      return item;
    }));
    this.best = lines.map((line, rank) => ({ points: this.kit.arrowPoints(line.move), rank })).filter(arrow => arrow.points);
    this.drawBoard();
  }

  /** The analysis' evaluation, depth and line (none yet: `info` null).
   *  @param {SearchInfo | null} info */
  showAnalysis(info) {
    if (info && this.linesHeld()) { this.held.analysis = () => this.showAnalysis(info); return; }
    if (!info) this.shownDepth = 0;
    byId('analysis-eval').textContent = info ? evaluationText(info, side => this.kit.sideName(side)) : '…';
    byId('analysis-depth').textContent = info ? String(info.depth) : '';
    /** @type {HTMLElement} */ (byId('analysis-depth').parentElement).hidden = false;
    byId('analysis-line').replaceChildren(...(info ? this.lineButtons(info.pv) : []));
    if (!info) return;
    const chances = winningChances(info, this.unit);
    byId('eval-bar').setAttribute('aria-valuenow', String(Math.round(100 * chances)));
    byId('eval-bar').style.setProperty('--white', `${50 + 50 * chances}%`);
  }

  /** A line's moves as buttons, separated by spaces and numbered as the move list numbers
   *  them: a click plays the line up to that move.
   *  @param {string[]} moves the engine's line, in the game's notation @returns {(string | Node)[]} */
  lineButtons(moves) {
    const numbers = this.lineNumbers(moves.length);
    return moves.flatMap((text, k) => {
      const button = Object.assign(document.createElement('button'), { type: 'button', className: 'line-move', textContent: text });
      button.addEventListener('click', () => this.playLine(moves.slice(0, k + 1)));
      if (!numbers[k]) return [...(k ? [' '] : []), button];
      // A move's number and the move are not parted at the end of a row.
      const step = Object.assign(document.createElement('span'), { className: 'line-step' });
      step.append(Object.assign(document.createElement('span'), { className: 'line-number', textContent: numbers[k] }), ' ', button);
      return [...(k ? [' '] : []), step];
    });
  }

  /** Plays `moves` (a line of the engine's, in the game's notation) from the position shown,
   *  as a variation, and shows the position after the last of them. @param {string[]} moves */
  playLine(moves) {
    // (While a mistake is being learnt from, its answer is the player's to find.)
    if (this.quizzing) return;
    this.finishAnimation();
    this.kit.cancel();
    // Where the line was clicked from, for Back to the game (a line that starts with the
    // game's own moves leaves the game later than that).
    const from = this.inVariation ? this.lineFrom : this.kit.cursor;
    try {
      for (const text of moves) this.kit.play(this.kit.parseMove(text).text);
    } catch (error) {
      // (A line of an earlier position, clicked as the position changed: what was played stays.)
      this.say(sentence(t('engine-refused', { detail: this.kit.errorClause(error) })));
    }
    this.lastMove = this.kit.lastMove();
    this.lineFrom = from;
    this.changed();
  }

  /** A finished game's result where the analysis stands: the score as players write it (1–0,
   *  0–1, ½–½), no depth or line to search, the bar all the winner's (even for a draw).
   *  @param {Outcome} outcome */
  showOutcome(outcome) {
    byId('analysis-eval').textContent = scoreText(outcome);
    byId('analysis-depth').textContent = '';
    /** @type {HTMLElement} */ (byId('analysis-depth').parentElement).hidden = true;
    byId('analysis-line').textContent = outcomeText(this.kit, outcome);
    byId('analysis-lines').replaceChildren();
    byId('analysis-lines-depth').textContent = '';
    const chances = outcome.kind === 'draw' ? 0 : outcome.winner === 'white' ? 1 : -1;
    byId('eval-bar').setAttribute('aria-valuenow', String(100 * chances));
    byId('eval-bar').style.setProperty('--white', `${50 + 50 * chances}%`);
  }

  /** The declared result (`declared`) where it stands: at the game's last move, not in a
   *  variation. */
  get declaredHere() {
    return this.declared && !this.inVariation && this.kit.cursor === this.game.moves.length ? this.declared : null;
  }

  /** The game's declared result after its last move in the list (not after a variation's). */
  lineEnd() {
    return this.declared && !this.inVariation ? scoreItem(this.declared.outcome) : null;
  }

  /** Draws the board, the status, the move list (with the review's marks) and the variation. */
  update() {
    // A tower listed over the board lists what was there before this redraw: gone.
    if (this.inspector) byId('tower-peek').hidden = true;
    this.drawBoard();
    // How the game ended, as the game page says it: by the rules, or as the players declared.
    const declared = this.declaredHere;
    const outcome = this.kit.outcome() ?? declared?.outcome;
    byId('status').textContent = outcome ? outcomeText(this.kit, outcome, declared?.recorded)
      : t('to-move', this.kit.sideArgs(this.kit.sideToMove));
    const variation = this.inVariation;
    byId('back-to-game').hidden = !variation;
    byId('variation').hidden = !variation;
    if (variation) byId('variation').textContent = t('analysis-variation', { moves: this.kit.line().map(/** @param {ShellMove} m */ m => m.notation).join(' ') });
    this.drawMoves();
    this.drawGraph();
  }

  /** F turns the board, as on the game pages (not while typing); the other keys step.
   *  @param {KeyboardEvent} event */
  stepKey(event) {
    const typing = /** @type {Element} */ (event.target).closest?.('input, textarea, select, dialog');
    if (event.key.toLowerCase() === 'f' && !typing && !event.altKey && !event.ctrlKey && !event.metaKey) {
      byId('flip').click();
      return;
    }
    super.stepKey(event);
  }

  /** The move list, and the move shown kept in view in the panel where the panel scrolls (a
   *  desktop's, whose review and graph can push the list below its fold). */
  drawMoves() {
    super.drawMoves();
    // (Only when the move shown changed: a panel scrolled by hand stays where it was put; not
    // while learning from a mistake, whose message and button at the top are what is read.)
    if (this.panelPly === this.ply || this.learning) return;
    // (Not as the page opens: its heading and the game's result come first, even at the end of
    // a long game; before, the panel opened scrolled past them.)
    const opening = this.panelPly === -1;
    this.panelPly = this.ply;
    if (opening) return;
    requestAnimationFrame(() => keepInPanel(document.querySelector('#moves [aria-current]')));
  }

  /** The board with the arrows of the best lines, and the tower inspected listed again. */
  drawBoard() {
    super.drawBoard();
    this.arrows.show(this.best || []);
    if (this.inspector) {
      byId('inspector-box').hidden = !this.kit.towers;
      this.inspector.refresh();
    }
  }

  /** Lists the tower on `name` in the inspector (a long press opens its box).
   *  @param {string} name @param {boolean} pressed */
  inspect(name, pressed) {
    if (!this.inspector || !this.kit.towers) return;
    this.inspector.show(name);
    if (!pressed) return;
    /** @type {HTMLDetailsElement} */ (byId('inspector-box')).open = true;
    // On a phone the inspector is below the moves: the tower is listed over the board too.
    const square = this.kit.renderer.button(name);
    if (square && !inView(byId('inspector'))) this.inspector.peek(byId('tower-peek'), square, byId('board'));
  }

  /** The review's mark on the move at `index` of the game (none in a variation).
   *  @param {number} index @returns {{mark: string, kind: string, title: string} | null} */
  moveMark(index) {
    const judged = !this.inVariation && this.result ? this.result.moves[index] : null;
    if (!judged?.mark) return null;
    // (Not the better move of the mistake being learnt from: that is the player's to find.)
    const secret = (this.quizzing && index === this.learning?.ply) || index === this.steppedAway?.ply;
    return { mark: judged.mark, kind: judged.kind ?? '', title: judged.line && !secret ? t('review-better', { move: judged.line }) : '' };
  }

  /** Every position of the game searched in turn, then the graph, the marks and the summary;
   *  the page stays responsive (the worker searches, the page only waits). */
  async review() {
    if (this.reviewing) return;
    this.reviewing = true;
    // The game reviewed is the game: moves played at its end are variations of it from now on.
    this.ownGame = false;
    const own = new URLSearchParams(location.hash.slice(1));
    if (own.has('own')) {
      own.delete('own');
      history.replaceState(null, '', `#${own}`);
      this.address = location.hash;
    }
    this.reviewButtons(true);
    const progress = byId('review-progress');
    progress.hidden = false;
    const { variant, start, moves } = this.game;
    const evaluations = [];
    const best = [];
    const lines = [];
    const kind = /** @type {'draughts'|'hex'} */ (this.kind);
    for (let ply = 0; ply <= moves.length; ply++) {
      const result = await this.reviewer.think({ kind, variant, start, moves: moves.slice(0, ply), level: 8, timeMs: 0, nodes: REVIEW_NODES[kind] });
      evaluations.push(result && result.best ? { score: result.score, win: result.win } : this.terminal(result));
      best.push(result?.best ?? null);
      lines.push(result?.best ? result.pv : []);
      progress.value = (ply + 1) / (moves.length + 1);
    }
    const tick = () => new Promise(resolve => setTimeout(resolve, 0));
    await tick();
    this.judge(evaluations, best, true, lines);
    store.set('review', {
      variant, start, moves: moves.join(','), best, lines,
      evaluations: evaluations.map(e => [e.score, e.win ?? null]),
    });
    progress.hidden = true;
    // The summary, the marks, the graph and the annotated record each in a task of their own:
    // no long task on a slow phone.
    await tick();
    this.showSummary();
    await tick();
    this.drawMoves();
    await tick();
    this.drawGraph();
    await tick();
    // The reviewer's worker writes the record, then ends (its tables are big; the next
    // analysis starts another).
    await this.showAnnotated(this.reviewer);
    this.reviewer.endWorker();
    this.reviewButtons(false);
    // The graph, the summary and the record came above the moves: the move shown (the first,
    // at the start) back in the panel's view (before, a laptop's panel showed no move at all).
    keepInPanel(document.querySelector('#moves [aria-current]') ?? document.querySelector('#moves li'));
    this.reviewing = false;
    document.documentElement.dataset.reviewed = 'true';
  }

  /** While a review runs, neither another review nor another game can be started.
   *  @param {boolean} disabled */
  reviewButtons(disabled) {
    byId('review').disabled = disabled || this.game.moves.length === 0;
    byId('open-record').disabled = disabled;
    if (!this.hex) byId('rules').disabled = disabled;
  }

  /** The evaluation of a position the search found no move in, from how the engine says the game
   *  stands there (`result.outcome`): won by one side (a win in 1 against the other, as the
   *  review scores a mate), else drawn.
   *  @param {SearchResult | null} result */
  terminal(result) {
    const outcome = result?.outcome;
    if (outcome?.kind !== 'win') return { score: 0, win: null };
    return { score: 0, win: outcome.winner === 'white' ? 1 : -1 };
  }


  showSummary() {
    const summary = byId('review-summary');
    summary.hidden = false;
    const result = this.result;
    if (!result) return;
    // A side that made no move (a game opened one move from its end) has nothing to judge.
    const sides = /** @type {const} */ (['white', 'black']).filter(side => result.sides[side].accuracy !== null);
    summary.replaceChildren(...sides.map(side => {
      const counts = result.sides[side];
      const line = document.createElement('p');
      line.textContent = t('review-side', {
        name: this.kit.sideName(side), inaccuracies: counts.inaccuracy, mistakes: counts.mistake,
        blunders: counts.blunder, accuracy: counts.accuracy ?? 0,
      });
      return line;
    }));
  }

  /** The evaluation graph: White's chances after each move, the even line across it, a mark at
   *  each mistake and blunder (after the move); a click shows that position. */
  drawGraph() {
    const host = byId('eval-graph');
    if (!this.evaluations.length) return;
    host.hidden = false;
    const n = this.evaluations.length - 1;
    const width = Math.max(n, 1);
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 -1 ${width} 2`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('review-graph'));
    const points = this.evaluations.map((e, ply) => `${ply},${-winningChances(e, this.unit)}`).join(' ');
    const area = document.createElementNS(SVG, 'polygon');
    area.setAttribute('points', `0,1 ${points} ${n},1`);
    area.setAttribute('class', 'graph-white');
    const middle = document.createElementNS(SVG, 'line');
    Object.entries({ x1: 0, y1: 0, x2: width, y2: 0, class: 'graph-middle' }).forEach(([k, v]) => middle.setAttribute(k, String(v)));
    const cursor = document.createElementNS(SVG, 'line');
    const at = Math.min(this.kit.cursor, n);
    Object.entries({ x1: at, y1: -1, x2: at, y2: 1, class: 'graph-cursor' }).forEach(([k, v]) => cursor.setAttribute(k, String(v)));
    // (The position after move k is at k + 1.)
    const marks = (this.result?.moves ?? []).flatMap((move, k) => {
      if (move.kind !== 'mistake' && move.kind !== 'blunder') return [];
      const mark = document.createElementNS(SVG, 'line');
      Object.entries({ x1: k + 1, y1: -1, x2: k + 1, y2: 1, class: `graph-${move.kind}` }).forEach(([key, v]) => mark.setAttribute(key, String(v)));
      return [mark];
    });
    svg.append(area, middle, ...marks, cursor);
    svg.addEventListener('click', event => {
      const box = svg.getBoundingClientRect();
      const ply = Math.round(((event.clientX - box.left) / box.width) * width);
      if (this.inVariation) this.backToGame();
      this.goTo(Math.max(0, Math.min(n, ply)));
    });
    host.replaceChildren(svg);
  }
}
