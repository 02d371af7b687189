// The computer opponent's part of a game page, the same for the draughts pages and Hexpush: the
// Opponent and "Computer plays" choices (remembered, and in the share link), the thinking
// indicator with "Move now", the Hint, and the analysis view (evaluation from White's side,
// depth, best line), all driven by searches in Web Workers (opponent.js). The page tells it what
// the game is (`request()`), what state it is in (`state()`), and plays the moves it chooses
// (`play(text)`); it never decides a rule.

import { defineKey, record, oneOf, integer, boolean } from './storage.js';
import { Opponent, LEVEL_TIME_MS, evaluationText } from './opponent.js';
import { t } from './i18n.js';
import { otherSide } from './model.js';
import { onChoice } from './dom.js';

/** The opponent's remembered choices (`opponent`, Hexpush's `hexpush.opponent`). */
defineKey(/^(hexpush\.)?opponent$/, 1, record({
  mode: oneOf('friend', 'computer'), level: integer(1, 8), side: oneOf('white', 'black'), analysis: boolean,
}));

/** @typedef {import('./opponent.js').SearchRequest} SearchRequest */

/** An element of the opponent panel by id (any: the template fixes its kind). @type {(id: string) => any} */
const control = id => document.getElementById(id);

/** Hint search time (ms), analysis search time per position (ms), and the search that judges a
 *  draw offer (ms). */
const HINT_MS = 1000;
const ANALYSIS_MS = 20000;
const DRAW_JUDGE_MS = 600;
/** The least time (ms) the computer seems to think at each level, from the click (a game reads
 *  like a game: a reply at once would cut the player's own move short). */
const THINK_MS = [0, 300, 380, 460, 540, 620, 700, 780, 0];
/** @param {number} ms */
const pause = ms => new Promise(resolve => setTimeout(resolve, ms));

/** The choices before any is made; the computer's side is then the one that does not move
 *  first (known once the game is: Red moves first in English checkers). */
// A first game against the computer is offered at level 1, a beginner's (the dialog names each
// level, and remembers the one chosen).
const DEFAULTS = { mode: 'friend', level: 1, side: '', analysis: false };

/** What the page says of its game: over (and then its result: the score as players write it
 *  and the words that say how it ended), in the editor, the side to move, a move being drawn.
 *  @typedef {{over: boolean, result: {score: string, text: string} | null, editing: boolean, sideToMove: string, busy: boolean}} GameState */
export class ComputerPlayer {
  /**
   * @param {object} page
   * @param {{get(key: string, fallback: any): any, set(key: string, value: any): void}} page.store
   * @param {() => SearchRequest} page.request
   * @param {() => GameState} page.state
   * @param {string} [page.storeKey] where the choices are remembered ('opponent' by default)
   * @param {object} [page.defaults] choices before any is made (e.g. the side the computer plays)
   * @param {(side: string) => string} page.sideName
   * @param {(moves: string[]) => string} page.numberedLine a line of moves from the position
   *   shown, numbered as the move list numbers them
   * @param {() => void} page.changed after the choices change (the page redraws, then calls `update`)
   * @param {() => string|null} page.firstToMove the side that moves first in the game's rule set
   *   (null before there is a game)
   * @param {() => Promise<void>} page.settled resolves when the move being drawn is drawn
   * @param {(layout: string, choose: () => void) => void} page.newComputerGame a new game
   *   against the computer from the Play the computer dialog: `choose` takes its choices once
   *   the player agreed to leave the game in progress
   * @param {(text: string) => void} page.play the computer's move, played and animated as a player's
   * @param {(result: SearchResult) => void} page.showHint draws a suggested move
   * @param {(text: string) => void} page.say a message for the player
   */
  constructor(page) {
    this.page = page;
    this.opponent = new Opponent();
    this.analyst = new Opponent({ book: false });
    this.hinter = new Opponent();
    /** Whether a hint is being searched. */
    this.hinting = false;
    /** The key of the position the computer is searching a move for (null: none). @type {string | null} */
    this.thinkingKey = null;
    /** The key of the position the analysis view searches (null: none). @type {string | null} */
    this.analysedKey = null;
    /** Whether the analysis view shows a finished game's result (until the game goes on). */
    this.resultShown = false;
    /** The computer's replies in this game, by position and line: after an undo it plays the
     *  same move again (it does not seem to change its mind). */
    this.replies = new Map();
    this.key = page.storeKey || 'opponent';
    this.settings = { ...DEFAULTS, ...(page.defaults || {}), ...this.readSettings() };
    this.bind();
    this.showSettings();
  }

  /** The remembered choices, checked by their schema (above). */
  readSettings() {
    return this.page.store.get(this.key, {});
  }

  bind() {
    // (The menus act on a choice, not on each value the arrow keys step past: onChoice.)
    onChoice(control('opponent'), value => {
      if (value === 'friend') this.settings.mode = 'friend';
      else {
        // The player takes the side that moves first (Red in English checkers), unless a
        // computer already played.
        // (The page shows a game whenever the player can choose: firstToMove is not null.)
        if (this.settings.mode !== 'computer') this.settings.side = otherSide(/** @type {string} */ (this.page.firstToMove()));
        this.settings.mode = 'computer';
        this.settings.level = Number(value);
      }
      this.changed();
    });
    control('play-computer').addEventListener('click', () => this.openPlayDialog());
    control('play-dialog').addEventListener('close', () => {
      if (control('play-dialog').returnValue === 'play') this.playChosen();
    });
    onChoice(control('computer-side'), side => {
      this.settings.side = side;
      this.changed();
    });
    control('analysis-toggle').addEventListener('change', () => {
      this.settings.analysis = control('analysis-toggle').checked;
      this.changed();
    });
    control('move-now').addEventListener('click', () => this.moveNow());
    control('hint').addEventListener('click', () => this.hint());
  }

  changed() {
    this.page.store.set(this.key, this.settings);
    this.showSettings();
    this.page.changed();
  }

  /** The Play the computer dialog: the player's colour (the side that moves first by default),
   *  the level, and the layouts when the page has them. */
  openPlayDialog() {
    const form = control('play-form');
    for (const name of form.querySelectorAll('[data-side]')) name.textContent = this.page.sideName(name.dataset.side);
    // The side that moves first is offered first (Red in English checkers).
    const first = /** @type {string} */ (this.page.firstToMove());
    const choice = /** @param {string} side */ side => /** @type {HTMLElement} */ (form.querySelector(`[data-side="${side}"]`)?.parentElement);
    choice(otherSide(first)).before(choice(first));
    form.elements.colour.value = first;
    form.elements.level.value = String(this.settings.level);
    const layouts = control('layout');
    control('play-layout-field').hidden = !layouts;
    if (layouts) {
      form.elements.layout.replaceChildren(...[...layouts.options].map(option => new Option(option.text, option.value)));
      form.elements.layout.value = layouts.value;
    }
    control('play-dialog').showModal();
  }

  /** Starts the game chosen in the dialog. */
  playChosen() {
    const form = control('play-form');
    const colour = form.elements.colour.value;
    const player = colour === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : colour;
    const level = Number(form.elements.level.value);
    // The choices are taken once the player agrees to leave a game in progress.
    let started = false;
    this.page.newComputerGame(form.elements.layout?.value || '', () => {
      started = true;
      Object.assign(this.settings, { mode: 'computer', level, side: otherSide(player) });
      this.page.store.set(this.key, this.settings);
      this.showSettings();
    });
    // The board in view, not the button the dialog gives the focus back to: on a phone the
    // panel grows as the game starts and took the page down with that button, the board above.
    if (started) control('board')?.scrollIntoView({ block: 'nearest' });
  }

  /** A rematch: the same level, the colours swapped (`page.newComputerGame`'s `choose`). */
  swapSides() {
    this.settings.side = otherSide(this.settings.side);
    this.page.store.set(this.key, this.settings);
    this.showSettings();
  }

  /** One level up (the result banner's "Try level N"). */
  nextLevel() {
    this.settings.level = Math.min(8, this.settings.level + 1);
    this.page.store.set(this.key, this.settings);
    this.showSettings();
  }

  /** A new game: the replies of the last one are forgotten. */
  forget() {
    this.replies.clear();
  }

  /** Writes the side names (Red/White in English checkers) and the current choices. */
  showSettings() {
    const first = this.page.firstToMove();
    if (!this.settings.side && first) this.settings.side = otherSide(first);
    const side = control('computer-side');
    for (const option of side.options) option.textContent = this.page.sideName(option.value);
    control('opponent').value = this.settings.mode === 'friend' ? 'friend' : String(this.settings.level);
    side.value = this.settings.side;
    control('computer-side-field').hidden = this.settings.mode !== 'computer';
    control('analysis-toggle').checked = this.settings.analysis;
  }

  /** Whether a computer plays. */
  get active() { return this.settings.mode === 'computer'; }

  /** Whether it is the computer's turn in a game going on. */
  isComputerTurn() {
    const state = this.page.state();
    return this.active && !state.over && !state.editing && state.sideToMove === this.settings.side;
  }

  /** Whether the computer takes a draw offered now, judged by the engine's answer for the
   *  position (the engine's `drawAcceptable` from the computer's side): a fresh search, or in
   *  the opening the score its book gives the position. */
  async acceptsDraw() {
    const request = this.page.request();
    const computerToMove = this.page.state().sideToMove === this.settings.side;
    const result = await this.hinter.think({ ...request, level: 8, timeMs: DRAW_JUDGE_MS });
    if (!result?.best) return false;
    return Boolean(computerToMove ? result.drawAcceptable : result.opponentTakesDraw);
  }

  /** Whether a computer's search is running. */
  get thinking() { return this.thinkingKey !== null; }

  /** The choices as share-link parameters, or none against a friend. */
  linkParams() {
    return this.active ? { opponent: String(this.settings.level), computer: this.settings.side } : {};
  }

  /** Takes the choices a share link carries; false when it carries a bad one.
   *  @param {URLSearchParams} params */
  applyLink(params) {
    if (!params.has('opponent')) return true;
    const level = Number(params.get('opponent'));
    const side = params.get('computer') || 'black';
    if (!Number.isInteger(level) || level < 1 || level > 8 || !['white', 'black'].includes(side)) return false;
    Object.assign(this.settings, { mode: 'computer', level, side });
    this.page.store.set(this.key, this.settings);
    this.showSettings();
    return true;
  }

  /** What identifies a search's position (its game and moves). @param {SearchRequest} request */
  static keyOf(request) {
    return JSON.stringify([request.kind, request.variant || '', request.start, request.moves]);
  }

  /** Called by the page after every change: starts, keeps or stops the searches. */
  update() {
    const state = this.page.state();
    const request = this.page.request();
    const key = ComputerPlayer.keyOf(request);
    if (this.thinking && (this.thinkingKey !== key || !this.isComputerTurn())) this.stopThinking();
    if (this.isComputerTurn() && !this.thinking && !state.busy) this.think(request, key);
    this.updateAnalysis(request, key, state);
    control('hint').disabled = state.over || state.editing || this.isComputerTurn();
    // The thinking row keeps its place only where the computer plays (game.css).
    control('opponent-box').dataset.computer = String(this.active);
    // Play the computer is the panel's main button except while a game against it goes on.
    control('play-computer').classList.toggle('primary', !this.active || state.over);
  }

  /** The computer's move for the position of `request` (`key`), played when found.
   *  @param {SearchRequest} request @param {string} key */
  think(request, key) {
    const level = this.settings.level;
    const replyKey = `${level}:${key}`;
    const began = performance.now();
    this.thinkingKey = key;
    this.showThinking(true);
    const remembered = this.replies.get(replyKey);
    const search = remembered
      ? Promise.resolve(remembered)
      : this.opponent.think({ ...request, level, timeMs: LEVEL_TIME_MS[level] }, info => {
        if (this.settings.analysis) this.showAnalysis(info);
      });
    search.then(async result => {
      // A short think at least, and the player's own move drawn to its end first.
      await pause(THINK_MS[level] - (performance.now() - began));
      await this.page.settled();
      if (this.thinkingKey !== key) return;
      if (result?.best) this.replies.set(replyKey, result);
      this.thinkingKey = null;
      this.showThinking(false);
      if (!result || !result.best) return;
      if (ComputerPlayer.keyOf(this.page.request()) !== key) return;
      this.page.play(result.best);
    }, error => {
      if (this.thinkingKey !== key) return;
      this.thinkingKey = null;
      this.showThinking(false);
      this.page.say(t('computer-failed', { detail: error.message }));
    });
  }

  stopThinking() {
    this.thinkingKey = null;
    this.opponent.stop();
    this.showThinking(false);
  }

  moveNow() {
    if (!this.opponent.moveNow()) this.page.say(t('computer-no-move-yet'));
  }

  /** @param {boolean} on */
  showThinking(on) {
    control('thinking').hidden = !on;
    document.body.classList.toggle('computer-thinking', on);
  }

  /** Shows the engine's best move for the side to move. */
  async hint() {
    const state = this.page.state();
    if (state.over || state.editing || this.isComputerTurn()) return;
    const request = this.page.request();
    const key = ComputerPlayer.keyOf(request);
    // One search at a time; the button is not disabled meanwhile, which would throw a keyboard
    // player's focus out of it.
    if (this.hinting) return;
    this.hinting = true;
    this.page.say(t('hint-looking'));
    try {
      const result = await this.hinter.think({ ...request, level: 8, timeMs: HINT_MS });
      if (result && result.best && ComputerPlayer.keyOf(this.page.request()) === key) {
        this.page.showHint(result);
        this.page.say(t('hint-move', { move: result.pv[0] }));
      }
    } catch (error) {
      this.page.say(t('hint-failed', { detail: error instanceof Error ? error.message : String(error) }));
    } finally {
      this.hinting = false;
    }
  }

  /** Starts, keeps or stops the analysis view's search.
   *  @param {SearchRequest} request @param {string} key @param {GameState} state */
  updateAnalysis(request, key, state) {
    const box = control('analysis');
    box.hidden = !this.settings.analysis;
    if (!this.settings.analysis || state.editing || state.over) {
      this.analyst.stop();
      this.analysedKey = null;
      if (state.result) this.showResult(state.result);
      return;
    }
    // A game going on again (a rematch, a result taken back): the last one's result goes.
    if (this.resultShown) this.showAnalysis(null);
    if (this.thinking) {
      // The computer's own search reports into the view; one search at a time on the device.
      this.analyst.stop();
      this.analysedKey = null;
      return;
    }
    if (this.analysedKey === key) return;
    this.analysedKey = key;
    this.showAnalysis(null);
    this.analyst.think({ ...request, level: 8, timeMs: ANALYSIS_MS }, info => {
      if (this.analysedKey === key) this.showAnalysis(info);
    }).catch(() => {});
  }

  /** The analysis line: evaluation (in men or marbles, White's side), depth, best line. */
  /** @param {SearchInfo | null} info */
  showAnalysis(info) {
    const evaluation = control('analysis-eval');
    evaluation.textContent = info ? evaluationText(info, this.page.sideName) : '…';
    if (info) evaluation.title = info.unit === 'marble' ? t('analysis-eval-marble') : t('analysis-eval-man');
    control('analysis-depth').textContent = info ? String(info.depth) : '';
    /** @type {HTMLElement} */ (control('analysis-depth').parentElement).hidden = false;
    this.resultShown = false;
    control('analysis-line').textContent = info ? this.page.numberedLine(info.pv) : '';
  }

  /** A finished game's result where the analysis stood, as the analysis board shows it (its
   *  title kept, as there): the score (1–0, 0–1, ½–½) and how the game ended, no depth (before,
   *  "…" and an empty depth stayed there). @param {{score: string, text: string}} result */
  showResult(result) {
    control('analysis-eval').textContent = result.score;
    control('analysis-depth').textContent = '';
    /** @type {HTMLElement} */ (control('analysis-depth').parentElement).hidden = true;
    control('analysis-line').textContent = result.text;
    this.resultShown = true;
  }
}
