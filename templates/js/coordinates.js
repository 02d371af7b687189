// The coordinates trainer of the course (a lesson's ```coordinates block; lichess has one too):
// a square of the board is named — as the rule set names squares, a–h and 1–8, or 1–32 in
// English checkers — and the player taps it, as many as they can in thirty seconds. A wrong tap
// says which square was tapped. The best score of each way of naming squares is kept on this
// device. The square names are the engine's (the rule set's display facts), drawn on the same
// board as the game's.

import { Game } from './game.js';
import { Board } from './model.js';
import { Renderer } from './renderer.js';
import { store, defineKey, integer } from './storage.js';
import { t } from './i18n.js';
import { element } from './exercise.js';

/** The best score of each coordinates trainer. */
defineKey(/^coordinates\.(letters|numbers)$/, 1, integer(0, 10_000));

/** How long a round lasts (ms). */
export const TRAINER_ROUND_MS = 30_000;
/** How often the clock is redrawn (ms). */
const TRAINER_TICK_MS = 100;

export class CoordinatesTrainer {
  /** @param {HTMLElement} host where the trainer goes  @param {string} variant the rule set */
  constructor(host, variant) {
    const game = new Game(variant, null);
    /** The rule set's display facts: its side names and, in English checkers, square numbers. */
    this.display = game.display;
    this.variant = variant;
    this.squares = game.squares;
    game.free();
    this.numbered = Boolean(this.display.numbers);
    this.storeKey = `coordinates.${this.numbered ? 'numbers' : 'letters'}`;
    this.best = store.get(this.storeKey, 0);
    this.running = false;
    /** The square asked (null: no round is on). @type {string | null} */
    this.target = null;
    this.score = 0;
    this.flipped = false;
    /** When the round under way ends (performance.now()). */
    this.endsAt = 0;
    this.renderer = this.build(host);
    this.draw();
  }

  /** Builds the trainer's card in `host`; returns its board's renderer. @param {HTMLElement} host
   *  (The constructor calls it: the elements it keeps are there in every other method, cast so.) */
  build(host) {
    this.card = element('section', 'course-card trainer');
    this.card.setAttribute('aria-label', t('trainer-label'));
    const goal = element('p', 'goal');
    goal.append(element('strong', '', t('trainer-goal')), ' ', t(this.numbered ? 'trainer-how-numbers' : 'trainer-how-letters'));
    this.prompt = element('p', 'trainer-target');
    this.prompt.setAttribute('aria-live', 'assertive');
    this.clock = element('progress', 'trainer-clock');
    this.clock.max = TRAINER_ROUND_MS;
    this.clock.value = TRAINER_ROUND_MS;
    this.clock.setAttribute('aria-label', t('trainer-time'));
    this.boardElement = element('div', 'board');
    this.boardElement.setAttribute('role', 'group');
    this.boardElement.setAttribute('aria-label', t('trainer-label'));
    const renderer = new Renderer(this.boardElement, { square: name => this.tap(name), inspect: () => {} });
    this.feedback = element('p', 'feedback');
    this.feedback.setAttribute('role', 'status');
    const buttons = element('div', 'row');
    this.startButton = element('button', '', t('trainer-start'));
    const flip = element('button', '', t('trainer-flip'));
    this.bestText = element('span', 'trainer-best');
    for (const button of [this.startButton, flip]) /** @type {HTMLButtonElement} */ (button).type = 'button';
    this.startButton.addEventListener('click', () => this.start());
    flip.addEventListener('click', () => { this.flipped = !this.flipped; this.draw(); });
    buttons.append(this.startButton, flip, this.bestText);
    this.card.append(goal, this.prompt, this.clock, this.boardElement, this.feedback, buttons);
    host.append(this.card);
    return renderer;
  }

  /** The name of the square `name` as the rule set names it. @param {string} name */
  label(name) { return this.display.numbers ? String(this.display.numbers[name]) : name; }

  /** The empty board, seen from White's side or (flipped) from the other; the names on its edge
   *  only where they are a–h and 1–8 and no round is on (on a numbered board they are the
   *  answers). */
  draw() {
    const { size } = this.squares;
    const empty = new Board(Array.from({ length: size }, () => Array.from({ length: size }, () => [])), this.squares);
    this.renderer.setView({ flipped: this.flipped, coordinates: !this.numbered && !this.running });
    this.renderer.drawFrame(empty, this.variant, this.display);
    /** @type {HTMLElement} */ (this.bestText).textContent = t('trainer-best', { best: this.best });
  }

  /** A new round: the clock runs, the first square is asked. */
  start() {
    clearInterval(this.ticking);
    this.running = true;
    this.score = 0;
    this.endsAt = performance.now() + TRAINER_ROUND_MS;
    /** @type {HTMLElement} */ (this.startButton).textContent = t('trainer-restart');
    this.say(t('trainer-score', { score: 0 }), '');
    this.draw();
    this.ask();
    this.ticking = setInterval(() => this.tick(), TRAINER_TICK_MS);
  }

  /** Names another dark square than the last. */
  ask() {
    const squares = [...this.renderer.buttons.keys()].filter(name => name !== this.target);
    this.target = squares[Math.floor(Math.random() * squares.length)];
    /** @type {HTMLElement} */ (this.prompt).textContent = this.label(/** @type {string} */ (this.target));
  }

  tick() {
    const left = Math.max(0, this.endsAt - performance.now());
    /** @type {HTMLProgressElement} */ (this.clock).value = left;
    if (left === 0) this.end();
  }

  /** A tap on the square `name`: right or wrong, the next square asked. @param {string} name */
  tap(name) {
    if (!this.running) { this.say(t('trainer-press-start'), ''); return; }
    const button = /** @type {HTMLElement} */ (this.renderer.buttons.get(name));
    const right = name === this.target;
    button.classList.remove('trainer-right', 'trainer-wrong');
    void button.offsetWidth;
    button.classList.add(right ? 'trainer-right' : 'trainer-wrong');
    if (!right) { this.say(t('trainer-missed', { square: this.label(name) }), 'wrong'); return; }
    this.score += 1;
    this.say(t('trainer-score', { score: this.score }), 'good');
    this.ask();
  }

  /** Time is up: the score, and the best kept when beaten. */
  end() {
    clearInterval(this.ticking);
    this.running = false;
    this.target = null;
    /** @type {HTMLElement} */ (this.prompt).textContent = '';
    const beaten = this.score > this.best;
    if (beaten) {
      this.best = this.score;
      store.set(this.storeKey, this.best);
    }
    this.say(t(beaten ? 'trainer-new-best' : 'trainer-result', { score: this.score, best: this.best }), 'done');
    /** @type {HTMLElement} */ (this.startButton).textContent = t('trainer-again');
    this.draw();
  }

  /** Says `text`, of `kind` (good, wrong, done or '' for a neutral word).
   *  @param {string} text @param {string} kind */
  say(text, kind) {
    /** @type {HTMLElement} */ (this.feedback).textContent = text;
    /** @type {HTMLElement} */ (this.feedback).dataset.kind = kind;
  }
}
