// Lesson pages: each ```board block of the lesson becomes a live board with a goal. The learner
// plays; a move on an accepted line is praised and the scripted reply follows; any other move
// is explained (with its punishing reply when the author gave one) and taken back on Retry.
// Stars (3 without a mistake or hint, 2 with one, 1 otherwise) are kept in local storage.

import { Board, sideName } from './model.js';
import { Game } from './game.js';
import { HexGame } from './engine.js';
import { store } from './storage.js';
import { Renderer } from './renderer.js';
import { Animator } from './animator.js';
import { MoveInput } from './input.js';
import { hexMotion, HexRenderer } from './hexboard.js';
import { HexInput, describeHexMove } from './hexinput.js';

const byId = id => document.getElementById(id);
const lessonSlug = document.querySelector('main').dataset.lesson;
const lessonKey = `lesson.${lessonSlug}`;
const REPLY_PAUSE_MS = 350;
const LESSON_HOP_MS = 220;

/** The stars for a board solved with `mistakes` wrong moves and hints. */
function starsFor(mistakes) {
  return mistakes === 0 ? 3 : mistakes === 1 ? 2 : 1;
}

function starText(stars) { return '★'.repeat(stars) + '☆'.repeat(3 - stars); }

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A draughts board for a lesson: the engine game, the move input, the renderer, animations. */
class DraughtsKit {
  constructor(element, spec, onSquare) {
    this.spec = spec;
    element.className = 'board';
    this.renderer = new Renderer(element, { square: onSquare, inspect() {}, hover() {}, focus() {} });
    this.animator = new Animator(element);
  }

  start() {
    this.game?.free();
    this.game = new Game(this.spec.variant, this.spec.position);
    this.input = new MoveInput(this.game);
  }

  get motion() { return this.animator.enabled; }
  get sideName() { return sideName(this.spec.variant, this.game.sideToMove); }
  history() { return this.game.history(); }
  skip() { return this.animator.skip(); }
  undo() { this.game.undoMove(); this.input.reset(); }

  /** A tap: {refuse: text}, {play: move, fromHop}, or {redraw: true} (hops shown). */
  click(name, lastMove) {
    const result = this.input.click(name);
    if (result.hopped) {
      this.animator.play({
        move: result.hopped, before: this.game.board(), rules: this.game.rules, fromHop: result.fromHop,
        toHop: this.input.hops.length, draw: (board, jumped) => this.frame(board, jumped), done: () => this.draw({ lastMove }),
      });
      return { redraw: false };
    }
    return result;
  }

  frame(board, jumped) {
    this.renderer.drawFrame(board, this.game.variant, jumped);
  }

  /** Plays `text` with its animation; resolves with the move once it has been shown. */
  play(text, fromHop = 0) {
    const before = this.game.board();
    const move = this.game.makeMove(text);
    this.input.reset();
    this.draw({ lastMove: move });
    return new Promise(resolve => this.animator.play({
      move, before, rules: this.game.rules, fromHop,
      draw: (board, jumped) => this.frame(board, jumped), done: () => { this.draw({ lastMove: move }); resolve(move); },
    }).then(() => resolve(move)));
  }

  /** The square to point at for the legal move `text`. */
  hintCell(text) { return this.game.getLegalMoves().find(m => m.text === text)?.from || null; }

  draw({ lastMove, hint = null, locked = false }) {
    const view = this.input.view(lastMove);
    if (hint) view.capturers = new Set([hint]);
    if (locked) view.capturers = new Set();
    this.renderer.draw(view);
  }
}

/** A Hexpush board for a lesson. */
class HexKit {
  constructor(element, spec, onSquare) {
    this.spec = spec;
    element.className = 'hexboard coordinates';
    this.renderer = new HexRenderer(element, { cell: onSquare });
    this.animations = [];
  }

  start() {
    this.game?.free();
    this.game = new HexGame(this.spec.position);
    this.input = new HexInput(this.game);
  }

  get motion() { return hexMotion(LESSON_HOP_MS); }
  get sideName() { return this.game.sideToMove() === 'black' ? 'Black' : 'White'; }
  history() { return JSON.parse(this.game.historyJson()).map(text => ({ text, notation: text })); }
  skip() {
    const running = this.animations.length > 0;
    for (const animation of this.animations) animation.finish();
    this.animations = [];
    return running;
  }
  undo() { this.game.undo(); this.input.reset(); }

  click(name) {
    const result = this.input.click(name);
    if (result.armed) return { message: `${describeHexMove(result.armed, this.game.sideToMove())} Tap again to play it.` };
    return result;
  }

  play(text) {
    const mover = this.game.sideToMove();
    const move = JSON.parse(this.game.play(text));
    move.notation = move.text;
    move.offColor = mover === 'black' ? 'white' : 'black';
    this.input.reset();
    this.draw({ lastMove: move });
    this.animations = this.renderer.animate(move, LESSON_HOP_MS);
    return Promise.all(this.animations.map(a => a.finished.catch(() => null))).then(() => move);
  }

  hintCell(text) { return JSON.parse(this.game.legalMovesJson()).find(m => m.text === text)?.marbles[0] || null; }

  draw({ lastMove, hint = null }) {
    const view = this.input.view(lastMove);
    if (hint) view.selected = new Set([hint]);
    this.renderer.draw(view);
  }
}

class LessonBoard {
  constructor(host, spec, index, course) {
    this.spec = spec;
    this.index = index;
    this.course = course;
    this.card = element('section', 'lesson-card');
    this.card.setAttribute('aria-label', `Board ${index + 1}`);
    this.goal = element('p', 'goal');
    const boardElement = element('div', '');
    boardElement.setAttribute('role', 'group');
    boardElement.setAttribute('aria-label', `Board ${index + 1}`);
    this.feedback = element('p', 'feedback');
    this.feedback.setAttribute('role', 'status');
    this.feedback.setAttribute('aria-live', 'polite');
    const buttons = element('div', 'row');
    this.hintButton = element('button', '', 'Hint');
    this.retryButton = element('button', '', 'Retry');
    this.resetButton = element('button', '', 'Start over');
    this.stars = element('span', 'stars');
    for (const button of [this.hintButton, this.retryButton, this.resetButton]) button.type = 'button';
    buttons.append(this.hintButton, this.retryButton, this.resetButton, this.stars);
    this.card.append(this.goal, boardElement, this.feedback, buttons);
    host.append(this.card);
    const Kit = spec.variant === 'hexpush' ? HexKit : DraughtsKit;
    this.kit = new Kit(boardElement, spec, name => this.click(name));
    this.hintButton.addEventListener('click', () => this.hint());
    this.retryButton.addEventListener('click', () => this.retry());
    this.resetButton.addEventListener('click', () => this.reset());
    this.reset();
    const earned = course.stars[index];
    if (earned) this.showStars(earned);
  }

  reset() {
    this.cancelPending();
    this.kit.skip();
    this.kit.start();
    this.played = [];
    this.mistakes = 0;
    this.solved = false;
    this.waiting = false;
    this.busy = false;
    this.lastMove = null;
    this.hintCell = null;
    this.goal.innerHTML = '';
    this.goal.append(element('strong', '', `Goal: ${this.spec.goalText}.`), ` ${this.kit.sideName} to play.`);
    this.say('');
    this.retryButton.hidden = true;
    this.draw();
  }

  /** Forgets the scripted replies and animations under way: each awaits and then checks that
   *  no reset or retry came in between (`epoch`), so none plays on a board that was reset. */
  cancelPending() {
    this.epoch = (this.epoch || 0) + 1;
  }

  say(text, kind = '') {
    this.feedback.textContent = text;
    this.feedback.dataset.kind = kind;
  }

  draw() {
    this.kit.draw({ lastMove: this.lastMove, hint: this.hintCell, locked: this.solved || this.waiting });
  }

  click(name) {
    if (this.kit.skip()) this.draw();
    if (this.solved) { this.say('Solved! Start over to play it again, or go on to the next board.', 'done'); return; }
    if (this.waiting) { this.say('Press Retry to take that move back.', 'wrong'); return; }
    if (this.busy) return;
    const result = this.kit.click(name, this.lastMove);
    if (result.refuse) { this.say(result.refuse, 'refused'); this.draw(); return; }
    if (result.play) { this.learnerMove(result.play, result.fromHop || 0); return; }
    if (result.message) this.say(result.message, '');
    if (result.redraw !== false) this.draw();
  }

  /** Plays `text` and remembers it as the last move; resolves once it has been shown. */
  async show(text, fromHop = 0) {
    const epoch = this.epoch;
    const shown = this.kit.play(text, fromHop);
    this.played.push(text);
    const move = await shown;
    if (epoch !== this.epoch) return;
    this.lastMove = move;
    this.draw();
  }

  pause() {
    return new Promise(resolve => setTimeout(resolve, this.kit.motion ? REPLY_PAUSE_MS : 0));
  }

  async learnerMove(move, fromHop) {
    this.hintCell = null;
    this.busy = true;
    const epoch = this.epoch;
    const current = () => epoch === this.epoch;
    const played = [...this.played, move.text];
    const lines = this.spec.lines.filter(line => played.every((text, i) => line[i] === text));
    const shown = this.show(move.text, fromHop);
    if (lines.length === 0) {
      await this.wrong(move, shown);
    } else if (lines.some(line => line.length === played.length)) {
      await shown;
      if (!current()) return;
      this.solve();
    } else {
      this.say(`Good: ${move.notation}. Now the reply…`, 'good');
      await shown;
      await this.pause();
      if (!current()) return;
      await this.show(lines[0][played.length]);
      if (!current()) return;
      this.say(`${this.kit.sideName} to play: keep going.`, 'good');
    }
    if (!current()) return;
    this.busy = false;
    this.draw();
  }

  async wrong(move, shown) {
    this.mistakes++;
    this.waiting = true;
    const expected = this.spec.wrong.find(w => w.move === move.text);
    const text = expected ? expected.text : 'That move does not reach the goal.';
    this.say(`Not quite: ${text}`, 'wrong');
    this.retryButton.hidden = false;
    const epoch = this.epoch;
    await shown;
    if (expected && expected.reply) {
      await this.pause();
      if (epoch !== this.epoch) return;
      await this.show(expected.reply);
    }
    if (epoch !== this.epoch) return;
    this.retryButton.focus();
  }

  retry() {
    this.cancelPending();
    this.kit.skip();
    const keep = this.played.length - (this.played.length % 2 === 0 ? 2 : 1);
    while (this.played.length > keep) { this.kit.undo(); this.played.pop(); }
    this.lastMove = this.kit.history().at(-1) || null;
    this.waiting = false;
    this.busy = false;
    this.retryButton.hidden = true;
    this.say('Your turn again.', '');
    this.draw();
  }

  hint() {
    if (this.solved) return;
    this.mistakes++;
    const next = this.spec.lines.find(line => this.played.every((text, i) => line[i] === text));
    this.hintCell = next ? this.kit.hintCell(next[this.played.length]) : null;
    this.say(this.spec.hint || (this.hintCell ? `Look at ${this.hintCell}.` : 'Try again from the start.'), 'hint');
    this.draw();
  }

  solve() {
    this.solved = true;
    const stars = starsFor(this.mistakes);
    this.say(`Solved! ${this.spec.success || 'Well done.'}`, 'done');
    this.showStars(stars);
    this.course.record(this.index, stars);
    this.draw();
  }

  showStars(stars) {
    this.stars.textContent = starText(stars);
    this.stars.setAttribute('aria-label', `${stars} of 3 stars`);
  }
}

/** The lesson as a whole: its boards, the stars earned, the end-of-lesson message. */
export class Course {
  constructor() {
    const specs = JSON.parse(byId('lesson-boards').textContent);
    this.total = specs.length;
    // Stars of boards this lesson no longer has are forgotten.
    const saved = store.get(lessonKey, { stars: {} }).stars;
    this.stars = Object.fromEntries(Object.entries(saved).filter(([index]) => Number(index) < this.total));
    this.boards = [...document.querySelectorAll('.lesson-board')].map((host, i) => new LessonBoard(host, specs[i], i, this));
    this.banner = element('p', 'lesson-done');
    this.banner.setAttribute('role', 'status');
    document.querySelector('.lesson-nav').before(this.banner);
    this.update();
  }

  record(index, stars) {
    this.stars[index] = Math.max(this.stars[index] || 0, stars);
    store.set(lessonKey, { stars: this.stars, boards: this.total });
    this.update();
    const next = this.boards[index + 1];
    if (next) next.card.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }

  update() {
    const earned = Object.values(this.stars);
    if (earned.length < this.total) { this.banner.hidden = true; return; }
    const next = document.querySelector('.lesson-nav a[rel="next"]');
    this.banner.hidden = false;
    this.banner.textContent = `Lesson complete: ${starText(Math.min(...earned))}.${next ? ` Next: ${next.textContent.replace(' →', '')}.` : ' That was the last lesson.'}`;
  }
}
