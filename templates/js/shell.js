// The game pages' shell: the board shell (board-shell.js: taps, typed moves, animation,
// stepping through the line, the move list) with what a game between two players has —
// starting and restoring games, undo/redo, resigning and draw offers, the result banner, saving
// to storage and to the link, the keyboard shortcuts, and the computer opponent. The page adds
// what is its own (the draughts editor and presets, the Hexpush layouts) through the hooks it
// passes. The kit knows the game; the shell never decides a rule.

import { store } from './storage.js';
import { Sound } from './sound.js';
import { HOP_MS, Settings } from './settings.js';
import { ComputerPlayer } from './computer.js';
import { otherSide } from './model.js';
import { BoardShell, scoreItem, scoreText } from './board-shell.js';
import { courseOf, courseParam, countsForCourse, recordCourseGame, showCourseNote } from './course-result.js';
import { excerpt, sentence, t } from './i18n.js';
import { byId } from './dom.js';
import { importedText, readResultParam, resultParam, withLaterGames } from './record-link.js';
import { outcomeText } from './outcome-text.js';

/** @typedef {import('./board-shell.js').ShellMove} ShellMove */

/** What a game page gives its shell (see GameShell).
 *  @typedef {{storeKey: string, linkVariant: boolean, variant: () => string,
 *    opponentKey?: string, opponentDefaults?: object, startOf?: (layout: string) => string | null,
 *    hosts?: (variant: string) => boolean, started?: () => void, drawn?: () => void,
 *    editing?: () => boolean, inspected?: () => string | null, leaveEditor?: () => void,
 *    flip?: (() => void) | null, orient?: (flipped: boolean) => void, isFlipped?: () => boolean,
 *    applySettings?: (values: import('./settings.js').SettingsValues) => void}} ShellPage */

/** A result the players declared: a side resigned, or a draw agreed.
 *  @typedef {{resigned: Side, draw?: undefined} | {resigned?: undefined, draw: true}} Declared */

/** A game as it is saved and put in links: the rule set, the start, the whole line, the move
 *  shown (`undone`: the moves after it were taken back), the declared result, an imported
 *  record's tags and whether its result is the record's; saved only (a link does not carry it),
 *  whether the player turned the board from the view the game starts with.
 *  @typedef {{variant: string, start?: string | null, moves: string[], ply?: number,
 *    undone?: boolean, declared?: Declared | null, tags?: {[name: string]: string} | null,
 *    recorded?: boolean, turned?: boolean}} SavedGame */

/** A game a link names: a SavedGame with the position it names and its parameters.
 *  @typedef {SavedGame & {start: string | null, position: string | null, params: URLSearchParams}} LinkRecord */


export class GameShell extends BoardShell {
  /**
   * @param {any} kit the board kit (see draughts-kit.js for the interface)
   * @param {ShellPage} page the page's own part:
   *   storeKey: where the game is saved; linkVariant: whether links name the rule set;
   *   opponentKey/opponentDefaults: the computer's remembered choices;
   *   started(): after a game starts; drawn(): after each redraw; editing(): whether the board
   *   is being edited; flip(): the F key (or null); orient(flipped): turns the board or back;
   *   isFlipped(): whether it is turned (saved with the game); applySettings(values): the page's
   *   settings.
   */
  constructor(kit, page) {
    super(kit, {
      message: byId('message'), moves: byId('moves'), swipe: byId('move-list'),
      nav: { first: byId('nav-first'), prev: byId('nav-prev'), next: byId('nav-next'), last: byId('nav-last') },
    });
    this.page = page;
    /** The lesson level the game counts for, played at the computer's `level` (see `restore`).
     *  @type {{slug: string, index: number, level: number} | null} */
    this.course = null;
    /** The lesson whose game just ended here, and whether it counted (the result banner's way
     *  back to it). @type {{slug: string, counted: boolean} | null} */
    this.lessonNote = null;
    /** The move that ended the game while it is drawn (the result waits for it: `show`).
     *  @type {ShellMove | null} */
    this.resultWaits = null;
    /** Whether the last move played ended the game (its result is brought into view once shown). */
    this.endedByMove = false;
    /** The draw offered and not yet answered: the side that offered it. @type {{by: Side} | null} */
    this.drawOffer = null;
    /** The side asked whether it resigns (null: not asked). @type {Side | null} */
    this.resigning = null;
    this.sound = new Sound();
    this.computer = new ComputerPlayer({
      store,
      storeKey: page.opponentKey,
      defaults: page.opponentDefaults,
      request: () => this.kit.request(),
      state: () => {
        const outcome = this.shownOutcome();
        return {
          over: Boolean(outcome), result: outcome ? { score: scoreText(outcome), text: this.outcomeText(outcome) } : null,
          editing: this.editing, sideToMove: this.kit.sideToMove, busy: this.kit.busy || this.viewing,
        };
      },
      sideName: side => (this.kit.hasGame ? this.kit.sideName(side) : side),
      numberedLine: moves => this.numberedLine(moves),
      firstToMove: () => (this.kit.hasGame ? this.kit.firstToMove : null),
      changed: () => this.update(),
      settled: () => this.drawing,
      newComputerGame: (layout, choose) => this.newGame(layout, choose, true),
      play: text => this.computerMove(text),
      showHint: result => this.showHint(result),
      say: text => this.say(text),
    });
    this.settings = new Settings(byId('settings'), values => this.applySettings(values));
    // On a touch screen the key help and the typed-move field are folded away.
    if (matchMedia('(pointer: coarse)').matches) byId('keyboard-box').open = false;
    this.bind();
  }

  get editing() { return Boolean(this.page.editing?.()); }

  /** The resignation or agreed draw at the end of the line, as the engine keeps it:
   *  `{resigned: side}`, `{draw: true}` or null. @returns {Declared | null} */
  get declared() {
    const declared = this.kit.hasGame ? this.kit.declared() : null;
    if (!declared) return null;
    return declared.kind === 'win' ? { resigned: otherSide(declared.winner) } : { draw: true };
  }
  /** Whether the player stepped back through the move list (not with Undo) to look: the
   *  computer waits, and a move played there asks before it replaces the rest of the line. */
  get viewing() { return this.stepped && this.browsing; }

  bind() {
    /** @param {string} id @param {() => void} handler */
    const on = (id, handler) => byId(id).addEventListener('click', () => { this.finishAnimation(); handler(); });
    on('undo', () => this.undo());
    on('redo', () => this.redo());
    on('resign', () => this.askResign());
    on('resign-yes', () => this.resign());
    on('resign-no', () => this.keepPlaying());
    on('offer-draw', () => this.offerDraw());
    on('rematch', () => this.rematch());
    on('next-level', () => this.newGame('', () => this.computer.nextLevel(), true));
    on('result-new-game', () => this.newGame());
    on('draw-accept', () => this.answerDraw(true));
    on('draw-decline', () => this.answerDraw(false));
    byId('move-input').addEventListener('keydown', /** @param {KeyboardEvent} event */ event => { if (event.key === 'Enter') this.typedMove(); });
    // A refusal said under the field is no longer true once the field is typed in.
    byId('move-input').addEventListener('input', () => this.sayUnderField(''));
    document.addEventListener('keydown', event => this.shortcut(event));
    window.addEventListener('hashchange', () => this.onHashChange());
  }

  /** The shortcuts listed on the page: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, F flip, Esc
   *  cancel, and ←/→/Home/End to step through the moves (not while typing, nor on the board,
   *  whose arrows move between squares). @param {KeyboardEvent} event */
  shortcut(event) {
    if (event.key === 'Escape' && !document.querySelector('dialog[open]')) {
      // Esc answers the resign prompt "Keep playing".
      if (this.resigning) { this.keepPlaying(); return; }
      this.finishAnimation();
      if (this.kit.cancel()) { this.say(t('move-cancelled')); this.update(); }
      return;
    }
    if (/** @type {Element} */ (event.target).closest?.('input, textarea, select, dialog') || event.altKey || document.querySelector('dialog[open]')) return;
    const key = event.key.toLowerCase();
    if (event.ctrlKey || event.metaKey) {
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); this.finishAnimation(); this.undo(); }
      if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); this.finishAnimation(); this.redo(); }
      return;
    }
    if (key === 'f' && this.page.flip) { this.page.flip(); return; }
    this.stepKey(event);
  }

  /** The line is stepped through only while the board is not being edited. */
  navigable() { return !this.editing; }

  /** @param {import('./settings.js').SettingsValues} values */
  applySettings(values) {
    this.kit.hopMs = HOP_MS[/** @type {keyof typeof HOP_MS} */ (values.speed)] ?? HOP_MS.normal;
    this.kit.autoplay = values.autoplay;
    this.sound.enabled = values.sound;
    this.page.applySettings?.(values);
    if (this.kit.hasGame) this.update();
  }

  // --- starting, saving and restoring games -------------------------------------------------

  /** A game of `variant` from `start` (null: the standard start) along `moves`, shown at `ply`
   *  (the end by default; `undone`: the moves after it were taken back) with a declared result,
   *  the board `turned` by the player from the view the game starts with. On a refusal the
   *  current game stays and, unless `quiet`, the reason is shown; returns whether it started. */
  /** @param {string} variant @param {string | null} start @param {string[]} [moves]
   *  @param {{quiet?: boolean, ply?: number, undone?: boolean, declared?: Declared | null,
   *           tags?: {[name: string]: string} | null, recorded?: boolean, turned?: boolean}} [options] */
  start(variant, start, moves = [], { quiet = false, ply = moves.length, undone = false, declared = null, tags = null, recorded = false, turned = false } = {}) {
    this.sayUnderField('');
    // A new game is no lesson's game that ended (its banner said so).
    this.lessonNote = null;
    try {
      this.kit.create(variant, start, moves);
    } catch (error) {
      // Why the last start was refused (a link says it in its own words).
      this.refusal = this.kit.errorClause(error);
      if (!quiet) this.say(sentence(t('engine-refused', { detail: this.refusal })));
      return false;
    }
    // A declared result belongs to the end of the line; the position shown may be earlier.
    if (declared) this.declare(declared);
    /** An imported record's tags (players, event…), written back by its export. */
    this.tags = tags;
    /** Whether the declared result is the one a record said (not a resignation seen here). */
    this.recorded = Boolean(declared) && recorded;
    // Shown before the end of its line: stepped back to look (a move there asks before it
    // replaces the rest), unless the rest was taken back with Undo.
    this.stepped = ply < moves.length && !undone;
    this.kit.goTo(Math.max(0, Math.min(ply, this.line.length)));
    this.lastMove = this.kit.lastMove();
    this.drawOffer = null;
    this.suggest(null);
    this.closeResign();
    this.pendingReply = null;
    this.endedByMove = false;
    this.computer.forget();
    this.say('');
    this.announce('');
    this.page.started?.();
    // The board from the player's side: turned when the player's side is drawn at the top (Black
    // or Red on a draughts board, White in Hexpush), unless the player turned it (a saved game
    // comes back as it was left). Turning it is a view of this game only.
    this.page.orient?.(this.playersView() !== turned);
    this.computer.showSettings();
    this.update();
    return true;
  }

  /** A new game from the standard start (of `layout` on Hexpush), asked first over a game in
   *  progress; `choose` changes the players' choices once the player agreed. `sameStart`: from
   *  this game's start instead (a game against the computer from a position set up in the
   *  editor; before, Play the computer dropped it).
   *  @param {string} [layout] @param {() => void} [choose] @param {boolean} [sameStart] */
  newGame(layout = '', choose = () => {}, sameStart = false) {
    if (!this.confirmDiscard(t('discard-new-game'))) return;
    choose();
    this.page.leaveEditor?.();
    // A layout named (Hexpush's dialog) first, then this game's start when asked, then the
    // page's own choice (Hexpush's Layout menu) or the standard start.
    const start = (layout && this.page.startOf?.(layout))
      || (sameStart && this.kit.hasGame ? this.kit.startPosition : null)
      || (this.page.startOf?.('') ?? null);
    this.start(this.page.variant(), start);
  }

  /** After a result against the computer: a new game with the colours swapped. */
  rematch() {
    this.newGame('', () => this.computer.swapSides(), true);
  }

  /** Whether a game is under way that starting another would discard (moves played, no result). */
  get inProgress() { return this.line.length > 0 && !this.kit.outcome(); }

  /** Asks `question` (the page's words for what would discard the game) before a game in
   *  progress is discarded; whether to go on. @param {string} question */
  confirmDiscard(question) {
    return !this.inProgress || window.confirm(question);
  }

  /** Applies a resignation or an agreed draw (`{resigned: side}` or `{draw: true}`).
   *  @param {Declared} declared */
  declare(declared) {
    // A hint belongs to a game going on.
    this.suggest(null);
    try {
      if (declared.resigned) this.kit.resign(declared.resigned);
      else this.kit.agreeDraw();
    } catch (error) {
      this.say(sentence(t('engine-refused', { detail: this.kit.errorClause(error) })));
    }
  }

  /** The view a game starts with: turned when the player's side against the computer is drawn
   *  at the top (Black or Red on a draughts board, White in Hexpush). */
  playersView() { return this.computer.active && this.playerSide() !== this.kit.bottomSide; }

  /** What is saved and put in links: the rule set, the start, the whole line, the move shown
   *  (and whether the moves after it were taken back with Undo rather than stepped over), the
   *  declared result. */
  record() {
    /** @type {SavedGame} */
    const record = { variant: this.kit.variant, start: this.kit.startPosition, moves: this.line.map(m => m.text) };
    if (this.browsing) record.ply = this.ply;
    if (this.browsing && !this.stepped) record.undone = true;
    if (this.declared) record.declared = this.declared;
    if (this.tags) record.tags = this.tags;
    if (this.recorded && this.declared) record.recorded = true;
    // (The turn the player gave the board, from the view a game starts with: a link that opens
    // this game with the other side against the computer starts from that side's view.)
    if (this.page.isFlipped) record.turned = this.page.isFlipped() !== this.playersView();
    return record;
  }

  save() {
    if (!this.kit.hasGame || this.editing) return;
    const record = this.record();
    store.set(this.page.storeKey, record);
    const params = new URLSearchParams();
    if (this.page.linkVariant) params.set('variant', record.variant);
    params.set(this.kit.positionKey, this.kit.position);
    if (record.moves.length) {
      if (!this.kit.standardStart) params.set('start', /** @type {string} */ (record.start));
      params.set('moves', record.moves.join(','));
      if (record.ply !== undefined) params.set('ply', String(record.ply));
    }
    if (this.declared) params.set('result', resultParam(this.declared, Boolean(this.recorded)));
    if (this.course) params.set('course', courseParam(this.course));
    for (const [name, value] of Object.entries(this.computer.linkParams())) params.set(name, value);
    const hash = `#${params}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }

  /** The game a link's parameters name, as a record (null when the link names none).
   *  @returns {LinkRecord | null} */
  linkRecord() {
    const params = new URLSearchParams(location.hash.slice(1));
    // A link that names only an opponent (`#opponent=4&computer=black`) is a new game against it.
    if (!params.get('moves') && !params.has('opponent') && !params.has(this.kit.positionKey) && !(this.page.linkVariant && params.has('variant'))) return null;
    const moves = (params.get('moves') || '').split(',').filter(Boolean);
    const result = readResultParam(params.get('result'));
    const ply = params.has('ply') ? Number(params.get('ply')) : moves.length;
    return {
      variant: params.get('variant') || this.page.variant(),
      start: moves.length ? params.get('start') : params.get(this.kit.positionKey),
      position: params.get(this.kit.positionKey),
      moves, ply: Number.isInteger(ply) ? ply : moves.length, declared: result?.declared ?? null, recorded: result?.recorded ?? false, params,
    };
  }

  /** Starts the game `record` names (a saved game or a link); whether it could.
   *  @param {SavedGame} record @param {boolean} [quiet] */
  open(record, quiet = true) {
    return this.start(record.variant, record.start ?? null, record.moves, {
      quiet, ply: record.ply ?? record.moves.length, undone: record.undone ?? false, declared: record.declared ?? null,
      tags: record.tags ?? null, recorded: record.recorded ?? false, turned: record.turned ?? false,
    });
  }

  /** Whether the game on the board is the one `record` names. @param {SavedGame} record */
  isGame(record) {
    return this.kit.variant === record.variant && record.moves.join(',') === this.line.map(m => m.text).join(',')
      && (record.start ?? this.kit.startPosition) === this.kit.startPosition;
  }

  /** Opens the game a link names, else the saved game, else a new one. A link that would replace
   *  a saved game in progress asks first; a link that cannot be opened says what was wrong over
   *  the game shown instead. Returns whether the game shown is the saved one. */
  restore() {
    // The home page's Play the computer link (`#play`) opens the dialog over the game.
    // (The board editor restored meanwhile is left: its panel hides the computer's.)
    if (location.hash === '#play') {
      setTimeout(() => {
        if (this.editing) { this.page.leaveEditor?.(); this.update(); }
        this.computer.openPlayDialog();
      });
    }
    const savedRecord = store.get(this.page.storeKey, null);
    let saved = savedRecord && { variant: this.page.variant(), ...savedRecord };
    // A saved game of a rule set played on another page is not this page's game.
    if (saved && this.page.hosts && !this.page.hosts(saved.variant)) saved = null;
    const link = this.linkRecord();
    /** The lesson level this game counts for once it ends (a lesson's game block opened it). */
    this.course = courseOf(link?.params);
    // Said with what the opening says (opening a game clears the message line).
    const opponentNote = link && !this.computer.applyLink(link.params) ? t('link-unknown-opponent') : '';
    const sameLine = Boolean(link && saved && saved.variant === link.variant && saved.moves.join(',') === link.moves.join(','));
    // (A link without moves names a position: the saved game is the same only when it has no
    // moves either and starts there.)
    const sameAsSaved = sameLine && link !== null && ((link.start != null && link.start === saved.start) || (link.moves.length > 0 && link.start == null));
    const wanted = link && (!saved?.moves.length || sameLine || window.confirm(t('link-replace-saved')));
    this.linkNote = '';
    // The link of the saved game opens the saved record, with what a link does not carry (an
    // imported record's tags), at the move the link shows.
    const opened = link !== null && Boolean(wanted) && ((sameAsSaved && this.open({ ...saved, ply: link.ply, undone: saved.undone && link.ply === saved.ply })) || this.openLink(link));
    // A record imported on another game page opened here: said as an import there is (with the
    // result the record gave, and whether its text held more games).
    if (opened && link.params.has('imported') && !this.linkNote) {
      const recorded = readResultParam(link.params.get('result'))?.recorded ? link.params.get('result') : null;
      this.linkNote = withLaterGames({ more: link.params.has('more') }, importedText(this.numberedMoves, recorded));
    }
    let savedNote = '';
    if (!opened && !(saved && this.open(saved))) {
      // A saved game with a move the engine refuses keeps its moves before it.
      const refused = saved && this.openPrefix(saved);
      if (refused) savedNote = t('saved-move-refused', refused);
      else this.start(this.page.variant(), null);
    }
    const note = wanted && !opened ? t('link-failed', { problem: this.linkProblem }) : this.linkNote || savedNote;
    if (note || opponentNote) this.say([note, opponentNote].filter(Boolean).join(' '));
    return !opened || Boolean(saved && this.isGame(saved));
  }

  /** Opens a link's game: with its moves (checked against the position it names), else its
   *  position alone. On a refusal, `linkProblem` says why. @param {LinkRecord} link */
  openLink(link) {
    if (link.moves.length) {
      if (this.open(link)) {
        // The link's position is the one shown (at its ply): its moves decide, and it says so.
        if (link.position && this.kit.position !== link.position) this.linkNote = t('link-position-differs');
        return true;
      }
      // A move the engine refuses: the game up to it, and which move it was.
      const refused = !link.position && this.openPrefix(link);
      if (refused) {
        this.linkNote = t('link-move-refused', refused);
        return true;
      }
      // Not even its start opens (a rule set the site does not have, a broken position): why,
      // asked without touching the game on the board.
      this.linkProblem = this.kit.startProblem(link.variant, link.start) || t('link-moves-illegal');
      return false;
    }
    if (this.start(link.variant, link.start, [], { quiet: true })) return true;
    this.linkProblem = this.refusal;
    return false;
  }

  /** Opens the longest legal beginning of `record`'s moves (none: its start); the number and
   *  text of the first move refused, or null when not even its start opens.
   *  @param {SavedGame} record */
  openPrefix(record) {
    for (let count = record.moves.length - 1; count >= 0; count -= 1) {
      if (this.open({ ...record, moves: record.moves.slice(0, count), ply: count, declared: null })) {
        return { number: count + 1, move: excerpt(record.moves[count]) };
      }
    }
    return null;
  }

  /** A link opened in this tab (the fragment changed): asked first when it would replace a
   *  game in progress. */
  onHashChange() {
    const link = this.linkRecord();
    if (!link || this.isGame(link)) return;
    if (this.inProgress && !window.confirm(t('link-replace-game'))) {
      this.save();
      return;
    }
    this.page.leaveEditor?.();
    this.linkNote = '';
    this.course = courseOf(link.params);
    if (!this.openLink(link)) this.say(t('link-failed', { problem: this.linkProblem }));
    else if (this.linkNote) this.say(this.linkNote);
  }

  // --- messages -----------------------------------------------------------------------------

  /** @param {string} text */
  announce(text) { byId('announce').textContent = text; }

  /** @param {string} text */
  refuse(text) {
    super.refuse(text);
    this.sound.play('error');
  }

  // --- play (the board shell's hooks) -------------------------------------------------------

  /** Why the board takes no move now (null when it does). In a game against the computer the
   *  player never moves the computer's side: not while it thinks, nor in an earlier position
   *  stepped back to (from one of their own they may play another move instead, after asking). */
  blocked() {
    if (this.kit.outcome()) return t('blocked-over');
    if (!this.computer.isComputerTurn()) return null;
    if (!this.viewing) return t('blocked-computer');
    // (Undo takes nothing back from the start.)
    return t(this.canTakeBack() ? 'blocked-computer-earlier' : 'blocked-computer-start');
  }

  accepts() {
    const blocked = this.blocked();
    if (blocked) this.refuse(blocked);
    return !blocked;
  }

  /** After a hop made by taps: the opponent's first action declines a draw offer, and Undo
   *  can take the capture begun back at once (the rest waits for the hop's drawing). */
  hopped() {
    this.declineByPlaying(this.kit.sideToMove);
    if (!this.editing) byId('undo').disabled = false;
  }

  /** The opponent's first action after a draw offer (a move, or the first hop of a capture)
   *  declines it (seeds/003); `side` is the side that acted. @param {Side} side */
  declineByPlaying(side) {
    if (!this.drawOffer || side === this.drawOffer.by) return;
    this.drawOffer = null;
    this.say(t('draw-declined-playing', this.kit.sideArgs(side)));
    // A hop may be being drawn: only the prompts change now.
    byId('draw-offer').hidden = true;
    byId('resign').disabled = byId('offer-draw').disabled = false;
  }

  /** From an earlier position of the line, a different move replaces the rest of the line
   *  after asking. @param {string} text */
  admit(text) {
    this.say('');
    const next = this.line[this.ply];
    if (next && next.text !== text && this.viewing
      && !window.confirm(t('replace-line', { move: this.kit.legalMoves().find(/** @param {ShellMove} m */ m => m.text === text)?.notation || text }))) {
      this.say(t('line-kept'));
      return false;
    }
    return true;
  }

  /** Says `text` (see BoardShell); the refusal repeated under the Move field goes with the
   *  message it repeats. @param {string} text @param {string} [kind] */
  say(text, kind = '') {
    super.say(text, kind);
    if (byId('move-said').textContent !== text) this.sayUnderField('');
  }

  /** @param {ShellMove} move @param {Side} mover @param {'played' | 'step'} how */
  moved(move, mover, how) {
    this.sayUnderField('');
    if (how === 'played') this.declineByPlaying(mover);
    // A move that ends the game brings the result into view once it is shown (a move typed in
    // the keyboard box leaves the side panel scrolled down, away from the banner at its top).
    this.endedByMove = how === 'played' && Boolean(this.kit.outcome());
    this.stepped = how === 'step';
    const words = how === 'step' ? `${move.notation}.` : t('played', { ...this.kit.sideArgs(mover), move: move.notation });
    this.announceMove(move, words);
  }

  /** A move made or replayed: the resign prompt closes, the move is heard and announced.
   *  @param {ShellMove & {capture?: boolean, pushed?: string[]}} move @param {string} words */
  announceMove(move, words) {
    this.closeResign();
    this.sound.play(this.kit.outcome() ? 'end' : move.capture || move.pushed?.length ? 'capture' : 'move');
    this.announce(`${words} ${this.statusText()}`);
  }

  /** Once a move is drawn, the computer may answer it. */
  settled() { this.computer.update(); }

  /** @param {number} _ply @param {string} words */
  jumped(_ply, words) {
    this.stepped = true;
    this.afterStep(words);
  }

  /** After the board changed to another position of the line (a step, an undo).
   *  @param {string} announcement */
  afterStep(announcement) {
    this.endedByMove = false;
    this.say('');
    this.drawOffer = null;
    this.closeResign();
    this.announce(`${announcement} ${this.statusText()}`);
  }

  /** The refusal of a typed move repeated under the Move field ('' none), and the field marked
   *  invalid while it stands, described by it (a screen reader hears it again on coming back
   *  to the field). @param {string} text */
  sayUnderField(text) {
    byId('move-said').textContent = text;
    const field = byId('move-input');
    if (text) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', 'move-said');
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  }

  typedMove() {
    const field = byId('move-input');
    if (this.editing) { this.finishAnimation(); this.refuse(t('leave-editor')); return; }
    const played = this.typed(field.value);
    if (played) field.value = '';
    // The message is above the board, out of view on a phone while typing: a refusal is also
    // said under the field (seen, not read out a second time).
    this.sayUnderField(played ? '' : byId('message').textContent);
  }

  /** Undo: cancels a half-made capture first; then removes a declared result (and only that);
   *  then takes back a move (against the computer, its reply too). */
  undo() {
    if (this.editing) return;
    if (this.kit.selecting) {
      const halfMade = this.kit.midMove;
      this.kit.cancel();
      this.say(halfMade ? t('capture-cancelled') : '');
      this.update();
      if (halfMade) return;
    }
    if (this.declared) {
      const declared = this.declared;
      this.kit.withdraw();
      this.afterStep('');
      this.update();
      this.say(declared.resigned ? t('resignation-taken-back') : t('draw-taken-back'));
      return;
    }
    if (!this.canTakeBack()) { this.say(t('nothing-to-undo')); return; }
    // Against the computer, its reply and the player's move before it: both are named (before,
    // only the reply, while the board went back two moves).
    const taken = [this.kit.undo().notation];
    if (this.computer.isComputerTurn() && this.kit.canUndo()) taken.unshift(this.kit.undo().notation);
    this.stepped = false;
    this.lastMove = this.kit.lastMove();
    this.afterStep(t('took-back', { move: taken.join(' ') }));
    this.update();
  }

  /** Whether a move can be taken back. Against the computer, its first move alone cannot: the
   *  player has played nothing yet, and the computer would only play again. */
  canTakeBack() {
    return this.kit.canUndo() && !(this.computer.active && this.kit.cursor === 1 && !this.computer.isComputerTurn());
  }

  /** Redo: plays again the next move of the line (against the computer, its reply too). */
  redo() {
    if (this.editing) return;
    this.kit.cancel();
    if (!this.kit.canRedo() || this.kit.outcome()) { this.say(t('nothing-to-redo')); this.update(); return; }
    // The engine's own redo: the line's next move, the cursor one ply on; each move replayed is
    // named with its side (before, the computer's reply alone, under the player's side).
    const replayed = () => {
      const mover = this.kit.sideToMove;
      const move = this.kit.redo();
      return { move, said: t('replayed', { ...this.kit.sideArgs(mover), move: move.notation }) };
    };
    const steps = [replayed()];
    if (this.computer.isComputerTurn() && this.kit.canRedo()) steps.push(replayed());
    const last = steps[steps.length - 1].move;
    this.announceMove(last, steps.map(step => step.said).join(' '));
    this.show(last);
  }

  /** The side the person at the device plays: the side to move, or the computer's opponent. */
  playerSide() {
    if (!this.computer.active) return this.kit.sideToMove;
    return otherSide(this.computer.settings.side);
  }

  askResign() {
    if (this.kit.outcome() || this.editing) return;
    this.resigning = this.playerSide();
    byId('resign-side').textContent = t('resign-side', this.kit.sideArgs(this.resigning));
    byId('resign-confirm').hidden = false;
    // The safe answer first, as lichess does: Enter again does not resign.
    byId('resign-no').focus();
  }

  /** The resign prompt closes whenever the position changes (it named the side to move then). */
  closeResign() {
    this.resigning = null;
    byId('resign-confirm').hidden = true;
  }

  /** "No" to the resign prompt: the computer's reply, held while the player was asked, is
   *  played now. */
  keepPlaying() {
    this.closeResign();
    byId('resign').focus();
    const reply = this.pendingReply;
    this.pendingReply = null;
    if (reply) this.computerMove(reply);
  }

  resign() {
    const side = this.resigning;
    this.closeResign();
    this.pendingReply = null;
    if (!side || this.kit.outcome()) return;
    this.kit.cancel();
    this.declare({ resigned: side });
    this.drawOffer = null;
    this.sound.play('end');
    this.say('');
    this.announce(this.statusText());
    this.update();
    this.showResult();
    // The prompt's buttons are gone: the focus goes to the result's first button (before, to
    // the page's body, and a keyboard player started again from the top).
    /** @type {HTMLElement | null} */ (byId('result').querySelector('button:not([hidden])'))?.focus();
  }

  offerDraw() {
    if (this.kit.outcome() || this.editing) return;
    if (this.computer.active) {
      this.judgeDraw();
      return;
    }
    const offer = { by: this.playerSide() };
    this.drawOffer = offer;
    this.say('');
    this.announce(this.drawQuestion(offer.by));
    this.update();
    // The question is the other side's to answer: the focus on its safe answer, as the resign
    // prompt's (before, on the page's body: the button pressed is disabled while the offer stands).
    if (document.activeElement === byId('offer-draw') || document.activeElement === document.body) byId('draw-decline').focus();
  }

  /** The computer answers a draw offer after a fresh search of the position. */
  async judgeDraw() {
    const position = this.kit.position;
    byId('offer-draw').disabled = true;
    this.say(t('draw-considering'));
    let accepts = false;
    try {
      accepts = await this.computer.acceptsDraw();
    } catch {
      accepts = false;
    }
    byId('offer-draw').disabled = false;
    if (this.kit.position !== position || this.kit.outcome()) return;
    if (!accepts) { this.say(t('computer-declines-draw')); this.update(); return; }
    this.kit.cancel();
    this.declare({ draw: true });
    this.sound.play('end');
    this.say('');
    this.announce(`${t('computer-accepts-draw')} ${this.statusText()}`);
    this.update();
    this.showResult();
  }

  /** The question a draw offered by `by` asks the other side. @param {Side} by */
  drawQuestion(by) {
    return t('draw-question', { ...this.kit.sideArgs(by), ...this.kit.sideArgs(otherSide(by), 'other') });
  }

  /** The opponent's answer. Not in the middle of a capture: the capture is finished first.
   *  @param {boolean} accepted */
  answerDraw(accepted) {
    if (!this.drawOffer) return;
    if (accepted && this.kit.midMove) { this.refuse(t('draw-finish-capture')); return; }
    const by = this.drawOffer.by;
    this.drawOffer = null;
    const fromPrompt = byId('draw-offer').contains(document.activeElement);
    if (accepted) {
      this.kit.cancel();
      this.declare({ draw: true });
      this.sound.play('end');
      this.say('');
      this.announce(this.statusText());
      this.update();
      this.showResult();
      // The prompt is gone: the focus to the result's first button, as after a resignation.
      if (fromPrompt) /** @type {HTMLElement | null} */ (byId('result').querySelector('button:not([hidden])'))?.focus();
    } else {
      this.say(t('draw-declined', this.kit.sideArgs(otherSide(by))));
      this.update();
      // Back to the button the offer was made with.
      if (fromPrompt) byId('offer-draw').focus();
    }
  }

  /** The result banner in view (it may be below the board on a phone). */
  showResult() {
    byId('result').scrollIntoView?.({ block: 'nearest' });
  }

  /** The computer's chosen move, played and animated as a player's. @param {string} text */
  computerMove(text) {
    if (this.viewing || !this.kit.legalMoves().some(/** @param {ShellMove} m */ m => m.text === text)) return;
    // Nothing moves under a player deciding whether to resign: the reply waits for the answer.
    if (this.resigning) { this.pendingReply = text; return; }
    this.finishAnimation();
    this.kit.cancel();
    this.playMove(text);
  }

  /** Marks the engine's suggestion on the board until the position changes. @param {SearchResult} result */
  showHint(result) {
    const marks = this.kit.marks(result.best);
    if (!marks) return;
    // The suggestion takes the place of a selection begun (not of a capture under way).
    if (!this.kit.midMove) this.kit.cancel();
    this.suggest(marks);
    this.update();
  }

  // --- words --------------------------------------------------------------------------------

  /** The result in words (outcome-text.js). @param {Outcome} outcome */
  outcomeText(outcome) { return outcomeText(this.kit, outcome, this.recorded); }

  statusText() {
    const outcome = this.kit.outcome();
    if (outcome) return this.outcomeText(outcome);
    const side = this.kit.sideArgs(this.kit.sideToMove);
    if (this.kit.midMove) return t('to-move-capture', side);
    return this.kit.legalMoves().some(/** @param {{capture?: boolean}} move */ move => move.capture) ? t('to-move-must-capture', side) : t('to-move', side);
  }

  // --- drawing ------------------------------------------------------------------------------

  /** Draws a move as the board shell does; a move that ends the game says so once it is drawn
   *  (the result banner came up while the last capture was still in flight, the man taken still
   *  on the board). @param {ShellMove} move @param {number} [fromHop] */
  show(move, fromHop = 0) {
    const ends = Boolean(this.kit.outcome());
    if (ends) this.resultWaits = move;
    const drawing = super.show(move, fromHop);
    if (ends) {
      drawing.finally(() => {
        if (this.resultWaits !== move) return;
        this.resultWaits = null;
        this.update();
      });
    }
    return drawing;
  }

  /** The game's result as the page shows it: none yet while the move that ended the game is
   *  drawn (the banner, the status line, the move list's score and the computer's panel wait
   *  for it). */
  shownOutcome() { return this.resultWaits ? null : this.kit.outcome(); }

  update() {
    if (!this.kit.hasGame) return;
    const outcome = this.shownOutcome();
    const editing = this.editing;
    byId('board').classList.toggle('over', Boolean(outcome) && !editing);
    if (!editing) this.drawBoard();
    // (The status keeps its words while the move that ended the game is drawn.)
    if (!editing && !this.resultWaits) {
      byId('status').textContent = this.statusText();
      byId('status').dataset.turn = outcome ? 'over' : this.kit.sideToMove;
      // The banner says the result: the status line keeps it for screen readers only.
      byId('status').classList.toggle('visually-hidden', Boolean(outcome));
    }
    const result = byId('result');
    result.hidden = !outcome || editing;
    if (outcome) {
      result.querySelector('.score').textContent = scoreText(outcome);
      result.querySelector('.reason').textContent = this.outcomeText(outcome);
      const mine = this.computer.active && outcome.kind !== 'draw' ? (outcome.winner === this.playerSide() ? 'win' : 'loss') : '';
      result.dataset.outcome = outcome.kind === 'draw' ? 'draw' : mine || 'decisive';
      byId('rematch').hidden = !this.computer.active;
      // Not lost against the computer: one level up is offered.
      const level = this.computer.settings.level;
      byId('next-level').hidden = !this.computer.active || mine === 'loss' || level >= 8;
      byId('next-level').textContent = t('next-level', { level: level + 1 });
      // (The lesson waits for a game played, at its level.)
      const played = countsForCourse(outcome, this.line.length);
      if (this.course && this.computer.active && !this.browsing && this.computer.settings.level === this.course.level) {
        this.lessonNote = { slug: this.course.slug, counted: played };
        if (played) {
          // (The computer plays: `mine` is 'win' or 'loss' in a decided game.)
          recordCourseGame(this.course, outcome.kind === 'draw' ? 'draw' : /** @type {'win' | 'loss'} */ (mine));
          this.course = null;
        }
      }
    }
    showCourseNote(byId('course-note'), outcome ? this.lessonNote : null);
    this.showMatchup();
    // (Share link shares the game: while editing, it would not be the position shown.)
    for (const id of ['undo', 'redo', 'resign', 'offer-draw', 'move-input', 'new-game', 'share']) byId(id).disabled = editing;
    if (!editing) {
      // (A piece picked alone is nothing to undo: a hop of a capture begun is.)
      byId('undo').disabled = !this.canTakeBack() && !this.kit.midMove && !this.declared;
      byId('redo').disabled = !this.browsing || Boolean(outcome);
      byId('resign').disabled = byId('offer-draw').disabled = Boolean(outcome) || Boolean(this.drawOffer);
      byId('move-input').disabled = Boolean(outcome);
    }
    byId('draw-offer').hidden = !this.drawOffer || editing;
    if (this.drawOffer) {
      byId('draw-question').textContent = this.drawQuestion(this.drawOffer.by);
      byId('draw-accept').disabled = this.kit.midMove;
    }
    this.drawMoves();
    // (After the move list, which keeps its last move in view.)
    if (outcome && !result.hidden && this.endedByMove) {
      this.endedByMove = false;
      this.showResult();
    }
    this.page.drawn?.();
    this.save();
    this.computer.update();
  }

  /** "You play White · Computer level 4" over the board, against the computer. */
  showMatchup() {
    const matchup = byId('matchup');
    matchup.hidden = !this.computer.active;
    if (this.computer.active) {
      matchup.textContent = t('matchup', { ...this.kit.sideArgs(this.playerSide()), level: this.computer.settings.level });
    }
  }

  /** The board with the inspected square kept outlined. */
  boardView() { return { ...super.boardView(), inspected: this.page.inspected?.() }; }

  /** The score at the end of the move list, once the game is over and its end is shown. */
  lineEnd() {
    const outcome = this.shownOutcome();
    if (!outcome || this.browsing) return null;
    return scoreItem(outcome);
  }
}
