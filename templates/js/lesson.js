// Lesson pages: each ```board block of the lesson becomes a live board with a goal. The learner
// plays; a move on an accepted line is praised and the scripted reply follows; any other move
// is explained (with its punishing reply when the author gave one) and taken back on Retry.
// Stars (3 without a mistake or hint, 2 with one, 1 otherwise) are kept in local storage.

import { store } from './storage.js';
import { DraughtsKit } from './draughts-kit.js';
import { HexKit } from './hex-kit.js';
import { describeHexMove } from './hexinput.js';

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

/** If a refused tap on `name` breaks a rule of the game, that rule in the learner's words
 *  (a quiet move while a capture is compulsory, stopping a capture early, jumping a grey tower
 *  again, a flying king landing where its capture cannot go on); null otherwise. Worded from
 *  the engine's legal moves and the board as shown mid-capture. */
function ruleBreak(kit, name) {
  const input = kit.input;
  const moves = kit.legalMoves();
  const compulsory = moves.some(m => m.capture);
  if (!input.selected) {
    const top = kit.game.board().tower(name).at(-1);
    const mine = top && top.color === kit.sideToMove;
    return mine && compulsory && !moves.some(m => m.from === name)
      ? 'Capturing is compulsory: while one of your towers can capture, you must capture.' : null;
  }
  const here = input.hops.at(-1) || input.selected;
  if (name === here) return null;
  const { board, jumped } = input.shownBoard();
  const at = square => [square.charCodeAt(0) - 97, Number(square.slice(1)) - 1];
  const [fx, fy] = at(here);
  const [tx, ty] = at(name);
  const stillJumping = input.hops.length > 0
    ? 'The capture is not over: a move ends only when the capturing tower has no jump left.' : null;
  if (tx === fx || Math.abs(tx - fx) !== Math.abs(ty - fy) || board.tower(name).length > 0) return stillJumping;
  const sx = Math.sign(tx - fx);
  const sy = Math.sign(ty - fy);
  const between = [];
  for (let i = 1; i < Math.abs(tx - fx); i++) between.push(String.fromCharCode(97 + fx + i * sx) + (fy + i * sy + 1));
  if (between.some(square => jumped.has(square))) {
    return 'A grey tower can\'t be jumped a second time: it stays on its square, whole, until the capture ends.';
  }
  const candidates = input.candidates().filter(m => m.capture);
  if (candidates.length === 0) return stillJumping;
  const sameWay = candidates.some(m => {
    const [nx, ny] = at(m.path[input.hops.length]);
    return Math.sign(nx - fx) === sx && Math.sign(ny - fy) === sy;
  });
  if (sameWay && between.some(square => board.tower(square).length > 0)) {
    return 'The king must land where its capture can go on: from one of the other squares it has another piece to take.';
  }
  if (stillJumping) return stillJumping;
  return 'Capturing is compulsory: this tower must capture, not make a quiet move.';
}

/** The board kit of a lesson board (the same kits as the game pages), its hop speed set. */
function lessonKit(element, spec, onSquare) {
  if (spec.variant === 'hexpush') {
    element.className = 'hexboard coordinates';
    const kit = new HexKit(element, { cell: onSquare });
    kit.hopMs = LESSON_HOP_MS;
    return kit;
  }
  element.className = 'board';
  const kit = new DraughtsKit(element, { square: onSquare });
  kit.hopMs = LESSON_HOP_MS;
  return kit;
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
    this.kit = lessonKit(boardElement, spec, name => this.click(name));
    this.hintButton.addEventListener('click', () => this.hint());
    this.retryButton.addEventListener('click', () => this.retry());
    this.resetButton.addEventListener('click', () => this.reset());
    this.towers = ['bashni', 'bashni-classic', 'lasca'].includes(spec.variant);
    if (spec.demo) {
      // A demonstration: nothing to find, the line is played for the learner to watch.
      this.card.classList.add('demo');
      this.playButton = element('button', '', 'Play');
      this.playButton.type = 'button';
      this.playButton.addEventListener('click', () => this.playDemo());
      this.hintButton.replaceWith(this.playButton);
    }
    this.reset();
    const earned = course.stars[index];
    if (earned) this.showStars(earned);
  }

  reset() {
    this.cancelPending();
    this.kit.skip();
    this.kit.create(this.spec.variant, this.spec.position);
    this.played = [];
    this.mistakes = 0;
    this.solved = false;
    this.waiting = false;
    this.busy = false;
    this.lastMove = null;
    this.hintCell = null;
    this.goal.innerHTML = '';
    if (this.spec.demo) {
      this.goal.append(element('strong', '', `Watch: ${this.spec.goalText}.`), ' Press Play.');
      this.playButton.disabled = false;
    } else {
      this.goal.append(element('strong', '', `Goal: ${this.spec.goalText}.`), ` ${this.turnName} to play.`);
    }
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

  get turnName() { return this.kit.sideName(this.kit.sideToMove); }

  /** The board: the landing squares and the route are the answer, shown only once a hint asks
   *  for them; the hint's tower outlined; nothing outlined once solved or waiting for Retry. */
  draw() {
    const locked = this.solved || this.waiting;
    this.kit.draw({
      lastMove: this.lastMove, conceal: this.hintCell === null,
      marks: this.hintCell ? new Set([this.hintCell]) : null, outlined: locked ? new Set() : null,
    });
  }

  /** The text as this rule set speaks: pieces, not towers, where nothing stacks. */
  words(text) {
    return this.towers ? text : text.replace(/\btowers\b/g, 'pieces').replace(/\btower\b/g, 'piece');
  }

  /** Plays a demonstration's line, one move after the other, then counts it as seen. */
  async playDemo() {
    this.reset();
    const epoch = this.epoch;
    this.busy = true;
    this.playButton.disabled = true;
    for (const text of this.spec.lines[0]) {
      await this.show(text);
      if (epoch !== this.epoch) return;
      await this.pause();
      if (epoch !== this.epoch) return;
    }
    this.busy = false;
    this.playButton.disabled = false;
    this.solve();
  }

  click(name) {
    if (this.kit.skip()) this.draw();
    if (this.solved) { this.say('Solved! Start over to play it again, or go on to the next board.', 'done'); return; }
    if (this.waiting) { this.say('Press Retry to take that move back.', 'wrong'); return; }
    if (this.busy) return;
    if (this.spec.demo) { this.say('This board is a demonstration: press Play to watch it.', ''); return; }
    const result = this.kit.click(name, () => this.draw());
    if (result.armed) result.message = `${describeHexMove(result.armed, this.kit.sideToMove)} Tap again to play it.`;
    const rule = result.refuse && this.kit instanceof DraughtsKit ? ruleBreak(this.kit, name) : null;
    if (rule) {
      // A try against the rules the lesson teaches: answered with the rule, and a mistake.
      this.mistakes++;
      this.say(`Against the rules: ${this.words(rule)}`, 'wrong');
      this.draw();
      return;
    }
    if (result.refuse) { this.say(this.words(result.refuse), 'refused'); this.draw(); return; }
    if (result.play) { this.learnerMove(result.play, result.fromHop || 0); return; }
    if (result.message) this.say(result.message, '');
    if (!result.hopped) this.draw();
  }

  /** Plays `text` and remembers it as the last move; resolves once it has been shown. */
  async show(text, fromHop = 0) {
    const epoch = this.epoch;
    const move = this.kit.play(text);
    this.played.push(text);
    this.lastMove = move;
    await this.kit.animate(move, fromHop, () => this.draw());
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
      this.say(`${this.turnName} to play: keep going.`, 'good');
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
    this.lastMove = this.kit.lastMove();
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
    // Mid-capture the tower stands on its last landing, not on the square it left.
    this.hintCell = this.kit.midMove ? this.kit.input.hops.at(-1) : next ? this.kit.hintCell(next[this.played.length]) : null;
    const cell = this.hintCell && this.kit.cellName ? this.kit.cellName(this.hintCell) : this.hintCell;
    this.say(this.spec.hint || (cell ? `Look at ${cell}.` : 'Try again from the start.'), 'hint');
    this.draw();
  }

  solve() {
    this.solved = true;
    const stars = starsFor(this.mistakes);
    this.say(this.spec.demo ? `Done. ${this.spec.success || ''}`.trim() : `Solved! ${this.spec.success || 'Well done.'}`, 'done');
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
