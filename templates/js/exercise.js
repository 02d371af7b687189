// One exercise board, as the lesson boards and the puzzle page have it: the board shell
// (board-shell.js) playing one side of a position against the accepted lines. A move on an
// accepted line is praised and the scripted reply follows; any other move is answered (with its
// punishing reply when the author gave one) and taken back on Retry; a try against the rules is
// answered with the rule the engine names. Hints and the solution count as mistakes. What the
// board is part of (a lesson's course, the puzzle page) is its `session`: it keeps the result
// and may word the goal, a wrong move and a solve in its own way.

import { t, pieceWords } from './i18n.js';
import { DraughtsKit } from './draughts-kit.js';
import { HexKit } from './hex-kit.js';
import { LostMarbles } from './hex-lost.js';
import { describeHexMove } from './hexinput.js';
import { TowerInspector } from './inspector.js';
import { BoardShell } from './board-shell.js';
import { bottomInView } from './dom.js';

const REPLY_PAUSE_MS = 350;
const EXERCISE_HOP_MS = 220;

/** The game page of each rule set, where a board can be played out.
 *  @type {{[variant: string]: string}} */
export const GAME_PAGES = {
  bashni: 'bashni.html', 'bashni-classic': 'bashni.html', russian: 'russian.html',
  english: 'english.html', lasca: 'lasca.html', hexpush: 'hexpush.html',
};

/** A board of a lesson or the puzzle page: the rule set, the start position, the accepted lines
 *  (move texts, a line may end with a decision: `offer-draw`, `resign`), the author's answers to
 *  wrong moves (`move` the wrong move's text or decision, `text` the answer, `reply` the move
 *  that punishes it, `after` the moves of the line played before it: the turn it answers), the
 *  goal's words, the hint, the words of a solve, whether the board is a demonstration and whether
 *  it shows Offer draw and Resign.
 *  @typedef {{variant: string, position: string, lines: string[][],
 *    wrong: WrongAnswer[], goalText: string, hint?: string,
 *    success?: string, demo?: boolean, decisions?: boolean}} ExerciseSpec */

/** An author's answer to a wrong move or decision: it answers `move` played after the line's
 *  moves `after` (none: the first turn), and only there; the same move elsewhere is another
 *  position's mistake.
 *  @typedef {{move: string, text: string, reply?: string, after?: string[]}} WrongAnswer */

/** What an exercise board is part of (a lesson's Course, the PuzzleSession): see ExerciseBoard.
 *  @typedef {{total: number, stars: {[index: string]: number}, sound: import('./sound.js').Sound,
 *    record(index: number, stars: number): void, next(index: number): void,
 *    goal?(board: ExerciseBoard): (string | Node)[],
 *    wrongText?(board: ExerciseBoard, move: ShellMove): string,
 *    solvedText?(board: ExerciseBoard): string, solvedGoal?(board: ExerciseBoard): (string | Node)[],
 *    mistake?(board: ExerciseBoard): void, nextText?(index: number): string, showsStars?: boolean,
 *    afterShown?(shown: boolean): void, solutionPlayingText?(): string, startedOverText?(): string,
 *    solution?: boolean, orient?: boolean, targets?: boolean, rulesCount?: boolean,
 *    boardLabel?: string}} ExerciseSession */

/** @typedef {import('./board-shell.js').ShellMove} ShellMove */

/** The analysis board of each kind of game. */
const ANALYSIS_PAGES = { draughts: 'analysis.html', hexpush: 'hexpush-analysis.html' };

/** The stars for a board solved with `mistakes` wrong moves and hints. @param {number} mistakes */
export function starsFor(mistakes) {
  return mistakes === 0 ? 3 : mistakes === 1 ? 2 : 1;
}

/** Stars as text: `stars` of three filled. @param {number} stars */
export function starText(stars) { return '★'.repeat(stars) + '☆'.repeat(3 - stars); }

/** A new element `tag` of class `className` (none: '') with the text `text`, if any.
 *  @template {keyof HTMLElementTagNameMap} K
 *  @param {K} tag @param {string} className @param {string} [text]
 *  @returns {HTMLElementTagNameMap[K]} */
export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The buttons that step through a demonstration's line: to its start, back, on, to its end. */
function demoSteps() {
  /** @param {string} symbol @param {string} label */
  const button = (symbol, label) => {
    const node = element('button', '', symbol);
    node.type = 'button';
    node.setAttribute('aria-label', label);
    return node;
  };
  return {
    first: button('«', t('lesson-demo-first')), prev: button('‹', t('lesson-demo-previous')),
    next: button('›', t('lesson-demo-next')), last: button('»', t('lesson-demo-last')),
  };
}

/** The board kit of an exercise board (the same kits as the game pages), its hop speed set;
 *  `handlers` gets the taps and drags. A Hexpush board counts the marbles pushed off in `lost`
 *  (a position may start with some off, and six lose).
 *  @param {HTMLElement} element @param {ExerciseSpec} spec
 *  @param {import('./hexboard.js').HexHandlers | import('./draughts-kit.js').DraughtsHandlers} handlers
 *    the kit's: a HexKit's or a DraughtsKit's, as `spec.variant` says
 *  @param {HTMLElement} lost */
function exerciseKit(element, spec, handlers, lost) {
  if (spec.variant === 'hexpush') {
    element.className = 'hexboard coordinates';
    const kit = new HexKit(element, /** @type {import('./hexboard.js').HexHandlers} */ (handlers), { lost: new LostMarbles(lost) });
    kit.hopMs = EXERCISE_HOP_MS;
    return kit;
  }
  element.className = 'board';
  const kit = new DraughtsKit(element, /** @type {import('./draughts-kit.js').DraughtsHandlers} */ (handlers));
  kit.hopMs = EXERCISE_HOP_MS;
  return kit;
}

export class ExerciseBoard extends BoardShell {
  /**
   * @param {HTMLElement} host where the board's card goes
   * @param {ExerciseSpec} spec the board: variant, position, lines (accepted lines of move texts),
   *   wrong (author's answers to wrong moves), goalText, hint, success, demo, decisions (the
   *   board shows Offer draw and Resign: a line may end, or a wrong answer be, `offer-draw` or
   *   `resign`)
   * @param {number} index the board's place in its session
   * @param {ExerciseSession} session what the board is part of: total, stars (by index), sound,
   *   record(index, stars), next(index); and optionally goal(board) (the goal's nodes),
   *   wrongText(board, move) (the answer to a move off every line), solvedText(board), mistake(board) (after each mistake), nextText() (the
   *   Next button's label), afterShown(shown) (the board's Next and links after a solve shown or
   *   hidden again), solutionPlayingText() (said while See the solution plays), startedOverText()
   *   (said when the board starts over),
   *   boardLabel (the board's name to a screen reader; else "Board N"),
   *   showsStars (false: no stars shown), solution (true: a "See the solution" button) and
   *   orient (true: the board turned so that the side to move plays up the screen, as a puzzle
   *   is shown; a lesson's board keeps its author's view), targets (true: a piece picked shows
   *   where it can go, as a game's board does; a lesson's board leaves that for its hint)
   */
  constructor(host, spec, index, session) {
    const feedback = element('p', 'feedback');
    // A demonstration's line is stepped through with buttons of its own (a lesson page has many
    // boards: the arrow keys stay the page's).
    const steps = spec.demo ? demoSteps() : null;
    super(null, steps ? { message: feedback, nav: steps } : { message: feedback });
    this.spec = spec;
    this.index = index;
    /** The wrong moves and hints of this board so far (kept by Start over until it is solved). */
    this.mistakes = 0;
    /** Whether the board was solved. */
    this.solved = false;
    this.session = session;
    this.card = element('section', 'lesson-card');
    // (A puzzle page's board is its puzzle, not a lesson's numbered board.)
    const label = session.boardLabel ?? t('lesson-board-label', { number: index + 1 });
    this.card.setAttribute('aria-label', label);
    this.goal = element('p', 'goal');
    const boardElement = element('div', '');
    boardElement.setAttribute('role', 'group');
    boardElement.setAttribute('aria-label', label);
    this.feedback = feedback;
    this.feedback.setAttribute('role', 'status');
    this.feedback.setAttribute('aria-live', 'polite');
    const buttons = element('div', 'row');
    this.hintButton = element('button', '', t('lesson-hint'));
    this.retryButton = element('button', '', t('lesson-retry'));
    this.resetButton = element('button', '', t('lesson-start-over'));
    // (Its words are the session's, given when the row under the board opens: `openAfter`.)
    this.nextButton = element('button', 'next-board', '');
    this.stars = element('span', 'stars');
    this.solutionButton = element('button', '', t('puzzle-see-solution'));
    for (const button of [this.hintButton, this.retryButton, this.resetButton, this.nextButton, this.solutionButton]) button.type = 'button';
    buttons.append(this.hintButton, this.retryButton, this.resetButton);
    if (spec.decisions) {
      // Offering a draw and resigning are answers here, as on a game page.
      for (const [word, label] of [['offer-draw', t('lesson-offer-draw')], ['resign', t('lesson-resign')]]) {
        const button = element('button', 'decision', label);
        button.type = 'button';
        button.addEventListener('click', () => this.decide(word));
        buttons.append(button);
      }
    }
    buttons.append(this.stars);
    if (session.solution) buttons.append(this.solutionButton);
    this.after = element('div', 'after-solve');
    this.playOut = element('a', 'play-out', t('lesson-play-out'));
    this.playComputer = element('a', 'play-out', t('lesson-play-computer'));
    this.analyseLink = element('a', 'play-out', t('lesson-analyse'));
    this.after.append(this.nextButton, this.playOut, this.playComputer, this.analyseLink);
    // Under a Hexpush board, its marbles pushed off.
    const lost = element('div', '');
    this.card.append(this.goal, boardElement, ...(spec.variant === 'hexpush' ? [lost] : []), this.feedback, buttons, this.after);
    host.append(this.card);
    /** @param {string} name */
    const inspect = name => this.inspect(name);
    this.kit = exerciseKit(boardElement, spec, spec.variant === 'hexpush'
      ? { cell: name => this.tap(name) }
      : { square: name => this.tap(name), drag: (from, to) => this.drag(from, to), inspect, hover: inspect, focus: inspect }, lost);
    /** The tower inspector of a board of towers (made once the rule set is known), listing the
     *  square last pointed at, focused or pressed. @type {TowerInspector | null} */
    this.inspector = null;
    this.boardElement = boardElement;
    this.hintButton.addEventListener('click', () => this.hint());
    this.retryButton.addEventListener('click', () => this.retry());
    this.resetButton.addEventListener('click', () => this.reset());
    this.solutionButton.addEventListener('click', () => this.track(this.showSolution()));
    this.nextButton.addEventListener('click', () => this.session.next(this.index));
    /** Whether a demonstration's Play is stepping through its line. */
    this.demoPlaying = false;
    /** The mark of the demonstration's play under way (see `playDemo`). @type {symbol | null} */
    this.demoRun = null;
    if (steps) {
      // A demonstration: nothing to find, the line is played for the learner to watch, or
      // stepped through move by move (Play pauses; a step pauses too).
      this.card.classList.add('demo');
      this.playButton = element('button', 'demo-play', t('lesson-play'));
      this.playButton.type = 'button';
      this.playButton.addEventListener('click', () => this.track(this.playDemo()));
      /** Where the demonstration stands: "moves shown / moves in its line". */
      this.demoCount = element('span', 'demo-count');
      this.demoCount.setAttribute('aria-hidden', 'true');
      this.stepRow = element('div', 'demo-steps');
      this.stepRow.setAttribute('role', 'group');
      this.stepRow.setAttribute('aria-label', t('lesson-demo-steps'));
      this.stepRow.append(steps.first, steps.prev, this.playButton, steps.next, steps.last, this.demoCount);
      // With the focus on its buttons, ←/→/Home/End step as on a game page's move list.
      this.stepRow.addEventListener('keydown', event => {
        const ply = this.stepTarget(event.key);
        if (ply === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        this.goTo(ply);
      });
      this.hintButton.replaceWith(this.stepRow);
    }
    this.reset();
    const earned = session.stars?.[index];
    if (earned) this.showStars(earned);
  }

  /** Lists the tower on `name` in the board's tower inspector, kept current as moves change
   *  the board (`drawBoard`). @param {string} name */
  inspect(name) {
    this.inspector?.show(name);
  }

  drawBoard() {
    super.drawBoard();
    this.inspector?.refresh();
  }

  reset() {
    this.cancelPending();
    this.demoPlaying = false;
    this.kit.skip();
    if (this.spec.demo) {
      // The whole line is the game's, shown from its start: Play and the steps walk along it.
      this.kit.create(this.spec.variant, this.spec.position, this.spec.lines[0]);
      this.kit.goTo(0);
    } else {
      this.kit.create(this.spec.variant, this.spec.position);
    }
    if (this.kit.towers && !this.inspector) {
      // Towers hide their lower pieces: the tower pointed at, focused or pressed is listed here,
      // last in the card, so that the list coming and going never moves the buttons under the
      // pointer on its way to them.
      // (Not a live region, as the game page's is not: each square reached would be read twice,
      // by its own name and by this list.)
      const panel = element('div', 'inspector lesson-inspector');
      /** @type {HTMLElement} */ (this.boardElement.parentElement).append(panel);
      const kit = /** @type {import('./draughts-kit.js').DraughtsKit} */ (this.kit);
      this.inspector = new TowerInspector(panel, () => kit.hasGame ? { display: kit.game.display, board: kit.shownBoard() } : null);
    }
    /** The board's start (TFEN or HFEN). @type {string} */
    this.startPosition = this.kit.position;
    /** Whether a tower of two or more pieces stands on the board at its start. @type {boolean} */
    this.startsWithTowers = this.kit.towers && /** @type {import('./draughts-kit.js').DraughtsKit} */ (this.kit)
      .shownBoard().cells.some(rank => rank.some(tower => tower.length > 1));
    this.learner = this.kit.sideToMove;
    if (this.session.orient) this.kit.orient(this.learner !== this.kit.bottomSide);
    // Start over keeps the mistakes made so far: only a new try after a solve starts clean.
    if (this.solved) this.mistakes = 0;
    this.solved = false;
    this.waiting = false;
    /** The decision taken (`offer-draw`, `resign`) when it ended the try, else null. */
    this.decided = null;
    this.busy = false;
    this.lastMove = null;
    this.suggest(null);
    this.goal.innerHTML = '';
    if (this.session.goal) {
      this.goal.append(...this.session.goal(this));
    } else if (this.spec.demo) {
      this.goal.append(element('strong', '', t('lesson-watch', { goal: this.spec.goalText })), ' ', t('lesson-press-play'));
    } else {
      this.goal.append(element('strong', '', t('lesson-goal', { goal: this.spec.goalText })), ' ', t('lesson-to-play', this.kit.sideArgs(this.kit.sideToMove)));
    }
    // (A puzzle missed already says so: played again, it no longer counts.)
    this.say(this.session.startedOverText?.() ?? '');
    this.retryButton.hidden = true;
    /** Whether the solution was shown (See the solution), not found. */
    this.solutionShown = false;
    /** The moves See the solution played, as the rule set writes them. @type {string[]} */
    this.solutionMoves = [];
    this.solutionButton.disabled = false;
    this.hintButton.disabled = false;
    /** The turn (moves played) of the last hint: a second hint there names the move. */
    this.hintedAt = -1;
    this.after.hidden = true;
    this.session.afterShown?.(false);
    this.card.classList.remove('celebrate');
    this.update();
  }

  /** The board: on a lesson's board the landing squares and the route are the answer, shown
   *  only once a hint asks for them (a puzzle's shows them, as lidraughts does: see `targets`);
   *  the hint's tower ringed; nothing outlined once solved or waiting for Retry. */
  boardView() {
    const marks = this.hintMarks();
    const locked = this.solved || this.waiting;
    return { lastMove: this.lastMove, marks, conceal: marks === null && !this.session.targets, outlined: locked ? new Set() : null };
  }

  /** Text as the board speaks: pieces, not towers, where nothing stacks and on a board that
   *  starts without a tower (the first lessons come before towers are taught).
   *  @param {string} text */
  words(text) {
    return pieceWords(text, this.speaksOfTowers);
  }

  /** Whether the board speaks of towers: where pieces stack, on a board that starts with one. */
  get speaksOfTowers() {
    // (`reset`, which the constructor calls, sets startsWithTowers.)
    return this.kit.towers && /** @type {boolean} */ (this.startsWithTowers);
  }

  /** Play on a demonstration: plays its line from the move shown (from its start when the end
   *  is shown), one move after the other; pressed while playing, pauses. Reaching the end counts
   *  the board as seen (`settled`). */
  async playDemo() {
    if (this.demoPlaying) { this.demoPlaying = false; this.update(); return; }
    if (!this.browsing) super.goTo(0);
    this.demoPlaying = true;
    this.update();
    // This play's own mark: paused and played again while it waited, it stops (one play at a time).
    const run = Symbol('play');
    this.demoRun = run;
    const playing = () => this.demoPlaying && this.demoRun === run;
    while (playing() && this.browsing) {
      super.goTo(this.ply + 1);
      await this.drawing;
      if (playing() && this.browsing) await this.pause();
    }
    if (!playing()) return;
    this.demoPlaying = false;
    this.update();
  }

  /** A step asked by a button pauses a demonstration that is playing. @param {number} target */
  goTo(target) {
    if (this.demoPlaying) { this.demoPlaying = false; this.update(); }
    super.goTo(target);
  }

  /** Once a step of a demonstration is drawn (not before: the words ran ahead of a sliding
   *  king), it says where it stands, the move just shown or the start; shown to its end, it is
   *  seen: counted the first time, said again after. */
  settled() {
    if (!this.spec.demo) return;
    if (this.browsing) {
      this.say(this.ply ? t('after-move', { move: this.line[this.ply - 1].notation }) : t('start-position'));
      return;
    }
    if (this.solved) this.say(this.solvedText(), 'done');
    else this.solve();
  }

  update() {
    const focused = document.activeElement;
    super.update();
    // A board solved takes no more decisions (before, they stayed enabled, and answered).
    for (const decision of this.card.querySelectorAll('button.decision')) /** @type {HTMLButtonElement} */ (decision).disabled = this.solved;
    if (!this.playButton || !this.demoCount) return;
    // A step that led to the start or the end disables its button: the focus goes to Play
    // rather than off the board (a keyboard's next Enter would open the next board).
    if (focused instanceof HTMLButtonElement && focused.disabled && this.stepRow?.contains(focused)) this.playButton.focus({ preventScroll: true });
    this.playButton.textContent = this.demoPlaying ? t('lesson-pause') : t('lesson-play');
    this.demoCount.textContent = `${this.ply} / ${this.line.length}`;
  }

  /** Whether the board takes a move now; says why not. */
  accepts() {
    // (A demonstration watched to its end is seen, not "solved" with a Start over to play it.)
    if (this.spec.demo) { if (!this.busy) this.say(t('lesson-demo-press-play'), ''); return false; }
    if (this.solved) { this.say(t('lesson-already-solved'), 'done'); return false; }
    if (this.waiting) { this.say(t('lesson-press-retry'), 'wrong'); return false; }
    if (this.busy) return false;
    return true;
  }

  /** A tap's result; a selection or a hop keeps a praise or a hint the board gave, and clears
   *  anything else (a refusal, "your turn again"), which no longer says what the board shows.
   *  @param {import('./board-shell.js').InputResult} result */
  input(result) {
    if (result.armed) result.message = describeHexMove(result.armed, this.kit.sideToMove) + ' ' + t('lesson-tap-again');
    if (result.refuse || result.play || result.message) { super.input(result); return; }
    const kind = this.feedback.dataset.kind;
    if (kind !== 'good' && kind !== 'hint') this.say('');
    if (!result.hopped) this.update();
  }

  /** A try refused: against a rule (the engine names it), a mistake (unless the session does not
   *  count such tries: a rated puzzle); else only why.
   *  @param {string} text @param {string | null} [rule] */
  refuse(text, rule = null) {
    if (!rule) { this.say(this.words(text), 'refused'); return; }
    if (this.session.rulesCount !== false) this.mistake();
    // (Each language words a rule for pieces or for towers itself: `$towers`.)
    this.say(t('lesson-against-rules', { rule: t(`lesson-rule-${rule}`, { towers: this.speaksOfTowers ? 'yes' : 'no' }) }), 'wrong');
  }

  pause() {
    return new Promise(resolve => setTimeout(resolve, this.kit.motion ? REPLY_PAUSE_MS : 0));
  }

  /** The learner's move, judged against the accepted lines once it is played.
   *  @param {string} text @param {number} [fromHop] @param {boolean} [typed] */
  playMove(text, fromHop = 0, typed = false) {
    this.suggest(null);
    const played = [...this.played, text];
    const lines = this.spec.lines.filter(line => played.every((move, i) => line[i] === move));
    const shown = super.playMove(text, fromHop, typed);
    if (shown) {
      this.busy = true;
      // (`show` made the move played the last move.)
      this.track(this.judge(/** @type {ShellMove} */ (this.lastMove), lines, played, shown));
    }
    return shown;
  }

  /** After the learner's `move`, the last of `played`: a wrong move answered, a line
   *  completed solved, else praised and the scripted reply played.
   *  @param {ShellMove} move @param {string[][]} lines the accepted lines it follows
   *  @param {string[]} played the board's moves, `move` the last
   *  @param {Promise<void>} shown resolves once it is drawn */
  async judge(move, lines, played, shown) {
    const epoch = this.epoch;
    const current = () => epoch === this.epoch;
    const length = played.length;
    if (lines.length === 0) {
      await this.wrong(move, played.slice(0, -1), shown);
    } else if (lines.some(line => line.length === length)) {
      await shown;
      if (!current()) return;
      this.solve();
    } else {
      this.say(t('lesson-good', { move: move.notation }), 'good');
      await shown;
      await this.pause();
      if (!current()) return;
      await this.showScripted(lines[0][length]);
      if (!current()) return;
      // A line to a draw may end with the reply that brings the position round a third time.
      // (The reply is named: a screen reader heard the board change without it.)
      const reply = this.kit.lastMove()?.notation ?? lines[0][length];
      if (lines.some(line => line.length === length + 1)) this.solve();
      else this.say(t('lesson-keep-going', { ...this.kit.sideArgs(this.kit.sideToMove), reply }), 'good');
    }
    if (!current()) return;
    this.busy = false;
    this.update();
  }

  /** The learner offers a draw or resigns (`word`): the answer when an accepted line ends so
   *  here, otherwise a mistake explained as a wrong move is, taken back by Retry.
   *  @param {string} word */
  decide(word) {
    if (!this.accepts() || this.kit.midMove) return;
    this.suggest(null);
    const played = [...this.played, word];
    this.decided = word;
    if (this.spec.lines.some(line => line.length === played.length && played.every((text, i) => line[i] === text))) {
      this.solve();
      return;
    }
    this.mistake();
    this.waiting = true;
    const expected = this.wrongAnswer(word, this.played);
    this.say(t('lesson-not-quite', { why: expected ? expected.text : t('lesson-not-the-answer') }), 'wrong');
    this.retryButton.hidden = false;
    this.update();
    this.retryButton.focus();
  }

  /** Counts a mistake (a wrong move, a rule broken, a hint, the solution shown). */
  mistake() {
    this.mistakes++;
    this.session.mistake?.(this);
  }

  /** The author's answer to `word` (a move's text or a decision) made after the moves
   *  `before`, if the author wrote one for that turn.
   *  @param {string} word @param {string[]} before @returns {WrongAnswer | undefined} */
  wrongAnswer(word, before) {
    return this.spec.wrong.find(w => w.move === word
      && (w.after ?? []).length === before.length && before.every((text, i) => w.after?.[i] === text));
  }

  /** A move off every line, played after the moves `before`, answered; Retry takes it back.
   *  @param {ShellMove} move @param {string[]} before @param {Promise<void>} shown */
  async wrong(move, before, shown) {
    this.mistake();
    this.waiting = true;
    const expected = this.wrongAnswer(move.text, before);
    const answer = this.session.wrongText?.(this, move) ?? t('lesson-not-quite', { why: expected ? expected.text : t('lesson-not-the-goal') });
    this.say(answer, 'wrong');
    this.retryButton.hidden = false;
    const epoch = this.epoch;
    await shown;
    if (expected && expected.reply) {
      await this.pause();
      if (epoch !== this.epoch) return;
      await this.showScripted(expected.reply);
    }
    if (epoch !== this.epoch) return;
    this.retryButton.focus();
  }

  /** Plays the rest of the first accepted line from the last position on it (a wrong move is
   *  taken back first); the board then counts as solved with help. */
  async showSolution() {
    if (this.solved || this.busy) return;
    if (this.waiting) this.retry();
    this.mistake();
    this.mistake();
    this.suggest(null);
    this.busy = true;
    // Nothing else to ask while it plays (Start over stops it); the moves are written out once played.
    this.hintButton.disabled = this.solutionButton.disabled = true;
    // (The key focus goes on to Start over rather than to the page when the button it was on is disabled.)
    if (document.activeElement === this.solutionButton) this.resetButton.focus();
    const epoch = this.epoch;
    const played = this.played;
    const line = this.spec.lines.find(l => played.every((text, i) => l[i] === text)) || this.spec.lines[0];
    // The last hint is no longer the question: the board says what it is doing at once.
    this.say(this.session.solutionPlayingText?.() ?? '', '');
    this.solutionMoves = [];
    for (let i = played.length; i < line.length; i++) {
      if (i + 1 === line.length && this.isDecision(line[i])) { this.decided = line[i]; break; }
      this.solutionMoves.push(this.kit.parseMove(line[i])?.notation ?? line[i]);
      await this.showScripted(line[i]);
      if (epoch !== this.epoch) return;
      await this.pause();
      if (epoch !== this.epoch) return;
    }
    this.busy = false;
    this.solutionShown = true;
    this.solve();
  }

  /** Whether a line's word is a decision (offering a draw, resigning), not a move. @param {string} word */
  isDecision(word) { return word === 'offer-draw' || word === 'resign'; }

  /** Takes back the wrong move (and the reply that punished it), or the wrong decision. */
  retry() {
    this.cancelPending();
    this.kit.skip();
    // A wrong decision played nothing on the board: only a wrong move is taken back.
    // Back to the learner's turn before the wrong move: the move, and the reply if one came.
    if (!this.decided && this.played.length > 0) {
      this.kit.undo();
      if (this.played.length > 0 && this.kit.sideToMove !== this.learner) this.kit.undo();
    }
    this.decided = null;
    this.lastMove = this.kit.lastMove();
    this.waiting = false;
    this.busy = false;
    const keyed = document.activeElement === this.retryButton;
    this.retryButton.hidden = true;
    this.say(t('lesson-your-turn'), '');
    this.update();
    // Retried from the keyboard: back on the board, at its square or cell reached by Tab
    // (before, the focus fell to the page's body with the button).
    if (keyed) /** @type {HTMLElement | null} */ (this.card.querySelector('button[tabindex="0"][aria-label*=","], [data-cell][tabindex="0"]'))?.focus();
  }

  hint() {
    if (this.solved) return;
    this.mistake();
    const played = this.played;
    const next = this.spec.lines.find(line => played.every((text, i) => line[i] === text));
    const word = next?.[played.length];
    // A second hint at the same turn names the answer; the author's hint is for the board's
    // first turn (later turns are pointed at their piece).
    const again = this.hintedAt === played.length;
    this.hintedAt = played.length;
    const authored = played.length === 0 ? this.spec.hint : undefined;
    if (word && this.isDecision(word)) {
      this.say(again ? t('lesson-hint-move', { move: t(word === 'resign' ? 'lesson-resign' : 'lesson-offer-draw') })
        : authored || t('lesson-decision-hint'), 'hint');
      this.update();
      return;
    }
    // Mid-capture the tower stands on its last landing, not on the square it left.
    const cell = this.kit.midMove ? this.kit.landing : word ? this.kit.hintCell(word) : null;
    // Another piece picked is let go: its targets would point away from the one the hint shows
    // (the right piece picked keeps its targets).
    if (this.kit.selecting && !this.kit.midMove && !(cell && this.kit.selects(cell))) this.kit.cancel();
    // The second names the move: its squares are marked, from the start to each landing.
    const whole = again && word && !this.kit.midMove ? this.kit.marks(word) : null;
    this.suggest(whole || (cell ? new Set([cell]) : null));
    const name = cell ? this.kit.cellName(cell) : null;
    if (again && word) {
      this.say(t('lesson-hint-move', { move: this.kit.parseMove(word)?.notation ?? word }), 'hint');
    } else {
      this.say(authored || (name ? t('lesson-look-at', { square: name }) : t('lesson-try-from-start')), 'hint');
    }
    this.update();
  }

  solve() {
    this.solved = true;
    this.solutionButton.disabled = true;
    this.hintButton.disabled = true;
    const stars = starsFor(this.mistakes);
    // (Recorded first: a puzzle's text says the rating the result gave.)
    this.session.record(this.index, stars);
    this.say(this.solvedText(), this.mistakes && this.session.solution ? 'wrong' : 'done');
    if (this.session.solvedGoal) this.goal.replaceChildren(...this.session.solvedGoal(this));
    // The stars shown are the best kept, not those of this try when it was worse.
    if (this.session.showsStars !== false) this.showStars(this.session.stars[this.index]);
    this.reward();
    this.showAfter();
    this.update();
    // The result in view (on a phone it can fall under the screen's edge).
    bottomInView(this.feedback);
  }

  /** What the board says once solved (a demonstration: once seen). */
  solvedText() {
    return this.session.solvedText?.(this)
      ?? (this.spec.demo ? `${t('lesson-done')} ${this.spec.success || ''}`.trim() : `${t('lesson-solved')} ${this.spec.success || t('lesson-well-done')}`);
  }

  /** A small reward for a solve: a sound (if sounds are on) and a glow (unless motion is
   *  reduced). */
  reward() {
    this.session.sound.play('end');
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
      this.card.classList.remove('celebrate');
      void this.card.offsetWidth;
      this.card.classList.add('celebrate');
    }
  }

  /** A board solved on an earlier visit: said so, with Next to go on (the board starts again,
   *  to be played once more; the links to play the position out come with a solve). */
  showSolvedBefore() {
    this.say(t('lesson-solved-before'), 'done');
    this.openAfter(false);
  }

  /** Opens the row under the board: Next, and with `links` the links to play the position on.
   *  @param {boolean} links */
  openAfter(links) {
    this.after.hidden = false;
    for (const link of [this.playOut, this.playComputer, this.analyseLink]) link.hidden = !links;
    this.nextButton.textContent = this.session.nextText?.(this.index) ?? t('lesson-next-board');
  }

  /** After a solve: Next (the board scrolls nothing itself; the puzzle page's session brings
   *  it into view, `afterShown`), the position to play out on the game
   *  page, with a friend or against the computer, and the line on the analysis board. */
  showAfter() {
    this.openAfter(true);
    this.session.afterShown?.(true);
    // The board as it stands: its start and the moves played on it (to step back through), the
    // learner playing on from there, the computer taking the side the lesson's replies played.
    const page = GAME_PAGES[this.spec.variant];
    const start = this.startPosition ?? '';
    const params = new URLSearchParams(this.spec.variant === 'hexpush' ? {} : { variant: this.spec.variant });
    if (this.played.length) {
      params.set('start', start);
      params.set('moves', this.played.join(','));
    } else {
      params.set(this.kit.positionKey, start);
    }
    this.playOut.href = `../${page}#${params}`;
    const computer = new URLSearchParams(params);
    computer.set('opponent', '4');
    computer.set('computer', this.learner === 'white' ? 'black' : 'white');
    this.playComputer.href = `../${page}#${computer}`;
    // The analysis board likewise.
    this.analyseLink.href = `../${ANALYSIS_PAGES[this.spec.variant === 'hexpush' ? 'hexpush' : 'draughts']}#${params}`;
    // (A demonstration stepped to its end keeps the focus on its steps.)
    if (!this.stepRow?.contains(document.activeElement)) this.nextButton.focus({ preventScroll: true });
  }

  /** @param {number} stars */
  showStars(stars) {
    this.stars.textContent = starText(stars);
    this.stars.setAttribute('aria-label', t('lesson-stars', { stars }));
  }
}
