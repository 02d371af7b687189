// Lesson pages: each ```board block of the lesson becomes a live board with a goal. The learner
// plays; a move on an accepted line is praised and the scripted reply follows; any other move
// is explained (with its punishing reply when the author gave one) and taken back on Retry; a
// try against the rules is answered with the rule the engine names. Stars (3 without a mistake
// or hint, 2 with one, 1 otherwise) are kept in local storage; a solved board offers Next and
// "play it out" on the game page; the last one opens the lesson-complete panel.

import { store } from './storage.js';
import { t, lang } from './i18n.js';
import { Sound } from './sound.js';
import { DraughtsKit } from './draughts-kit.js';
import { HexKit } from './hex-kit.js';
import { describeHexMove } from './hexinput.js';

/** An element of the page by id (any: the template fixes its kind). @type {(id: string) => any} */
const byId = id => document.getElementById(id);
const lessonSlug = document.querySelector('main').dataset.lesson;
const lessonKey = `lesson.${lessonSlug}`;
const REPLY_PAUSE_MS = 350;
const LESSON_HOP_MS = 220;

/** The game page of each rule set, where a board can be played out. */
const GAME_PAGES = {
  bashni: 'bashni.html', 'bashni-classic': 'bashni.html', russian: 'russian.html',
  english: 'english.html', lasca: 'lasca.html', hexpush: 'hexpush.html',
};

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

/** The board kit of a lesson board (the same kits as the game pages), its hop speed set;
 *  `handlers` gets the taps and drags. */
function lessonKit(element, spec, handlers) {
  if (spec.variant === 'hexpush') {
    element.className = 'hexboard coordinates';
    const kit = new HexKit(element, handlers);
    kit.hopMs = LESSON_HOP_MS;
    return kit;
  }
  element.className = 'board';
  const kit = new DraughtsKit(element, handlers);
  kit.hopMs = LESSON_HOP_MS;
  return kit;
}

class LessonBoard {
  constructor(host, spec, index, course) {
    this.spec = spec;
    this.index = index;
    this.course = course;
    this.card = element('section', 'lesson-card');
    this.card.setAttribute('aria-label', t('lesson-board-label', { number: index + 1 }));
    this.goal = element('p', 'goal');
    const boardElement = element('div', '');
    boardElement.setAttribute('role', 'group');
    boardElement.setAttribute('aria-label', t('lesson-board-label', { number: index + 1 }));
    this.feedback = element('p', 'feedback');
    this.feedback.setAttribute('role', 'status');
    this.feedback.setAttribute('aria-live', 'polite');
    const buttons = element('div', 'row');
    this.hintButton = element('button', '', t('lesson-hint'));
    this.retryButton = element('button', '', t('lesson-retry'));
    this.resetButton = element('button', '', t('lesson-start-over'));
    this.nextButton = element('button', 'next-board', t('lesson-next-board'));
    this.stars = element('span', 'stars');
    for (const button of [this.hintButton, this.retryButton, this.resetButton, this.nextButton]) button.type = 'button';
    buttons.append(this.hintButton, this.retryButton, this.resetButton, this.stars);
    this.after = element('div', 'after-solve');
    this.playOut = element('a', 'play-out', t('lesson-play-out'));
    this.playComputer = element('a', 'play-out', t('lesson-play-computer'));
    this.after.append(this.nextButton, this.playOut, this.playComputer);
    this.card.append(this.goal, boardElement, this.feedback, buttons, this.after);
    host.append(this.card);
    this.kit = lessonKit(boardElement, spec, spec.variant === 'hexpush'
      ? { cell: name => this.click(name) }
      : { square: name => this.click(name), drag: (from, to) => this.drag(from, to) });
    this.hintButton.addEventListener('click', () => this.hint());
    this.retryButton.addEventListener('click', () => this.retry());
    this.resetButton.addEventListener('click', () => this.reset());
    this.nextButton.addEventListener('click', () => this.course.next(this.index));
    if (spec.demo) {
      // A demonstration: nothing to find, the line is played for the learner to watch.
      this.card.classList.add('demo');
      this.playButton = element('button', '', t('lesson-play'));
      this.playButton.type = 'button';
      this.playButton.addEventListener('click', () => this.track(this.playDemo()));
      this.hintButton.replaceWith(this.playButton);
    }
    /** The scripted replies and animations under way (see `track`). @type {Promise<unknown>} */
    this.work = Promise.resolve();
    this.reset();
    const earned = course.stars[index];
    if (earned) this.showStars(earned);
  }

  reset() {
    this.cancelPending();
    this.kit.skip();
    this.kit.create(this.spec.variant, this.spec.position);
    this.startPosition = this.kit.position;
    this.learner = this.kit.sideToMove;
    this.played = [];
    this.mistakes = 0;
    this.solved = false;
    this.waiting = false;
    this.busy = false;
    this.lastMove = null;
    this.hintCell = null;
    this.goal.innerHTML = '';
    if (this.spec.demo) {
      this.goal.append(element('strong', '', t('lesson-watch', { goal: this.spec.goalText })), ' ', t('lesson-press-play'));
      this.playButton.disabled = false;
    } else {
      this.goal.append(element('strong', '', t('lesson-goal', { goal: this.spec.goalText })), ' ', t('lesson-to-play', { side: this.turnName }));
    }
    this.say('');
    this.retryButton.hidden = true;
    this.after.hidden = true;
    this.card.classList.remove('celebrate');
    this.draw();
  }

  /** Keeps `task` (a scripted reply, a demonstration) as part of the board's work under way. */
  track(task) {
    this.work = Promise.allSettled([this.work, task]);
    return task;
  }

  /** Resolves once every scripted reply and animation started so far has ended or given up
   *  (a reset or retry in between): what a test waits for instead of a fixed time. */
  idle() {
    return this.work.then(() => undefined);
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
   *  for them; the hint's tower ringed; nothing outlined once solved or waiting for Retry. */
  draw() {
    const locked = this.solved || this.waiting;
    this.kit.draw({
      lastMove: this.lastMove, conceal: this.hintCell === null,
      marks: this.hintCell ? new Set([this.hintCell]) : null, outlined: locked ? new Set() : null,
    });
  }

  /** English text as this rule set speaks: pieces, not towers, where nothing stacks (the
   *  catalogs of other languages word it themselves). */
  words(text) {
    if (this.kit.towers || lang !== 'en') return text;
    return text.replace(/\btowers\b/g, 'pieces').replace(/\btower\b/g, 'piece');
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

  /** Whether the board takes a move now; says why not. */
  ready() {
    if (this.kit.skip()) this.draw();
    if (this.solved) { this.say(t('lesson-already-solved'), 'done'); return false; }
    if (this.waiting) { this.say(t('lesson-press-retry'), 'wrong'); return false; }
    if (this.busy) return false;
    if (this.spec.demo) { this.say(t('lesson-demo-press-play'), ''); return false; }
    return true;
  }

  click(name) {
    if (!this.ready()) return;
    this.answer(this.kit.click(name, () => this.draw()));
  }

  /** A tower dragged from `from` to `to`: the same as the two taps. */
  drag(from, to) {
    if (!this.ready()) return;
    this.kit.cancel();
    // (Only the draughts boards take drags.)
    const kit = /** @type {import('./draughts-kit.js').DraughtsKit} */ (this.kit);
    this.answer(kit.drag(from, to, () => this.draw()));
  }

  /** What the kit made of a tap or a drag: a rule broken (a mistake: the engine names the rule
   *  in `rule`), a refusal, a move, or a new selection. */
  answer(result) {
    const rule = result.rule || null;
    if (result.armed) result.message = describeHexMove(result.armed, this.kit.sideToMove) + ' ' + t('lesson-tap-again');
    if (result.refuse && rule) {
      this.mistakes++;
      this.say(t('lesson-against-rules', { rule: this.words(t(`lesson-rule-${rule}`)) }), 'wrong');
      this.draw();
      return;
    }
    if (result.refuse) { this.say(this.words(result.refuse), 'refused'); this.draw(); return; }
    if (result.play) { this.track(this.learnerMove(result.play, result.fromHop || 0)); return; }
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
      this.say(t('lesson-good', { move: move.notation }), 'good');
      await shown;
      await this.pause();
      if (!current()) return;
      await this.show(lines[0][played.length]);
      if (!current()) return;
      this.say(t('lesson-keep-going', { side: this.turnName }), 'good');
    }
    if (!current()) return;
    this.busy = false;
    this.draw();
  }

  async wrong(move, shown) {
    this.mistakes++;
    this.waiting = true;
    const expected = this.spec.wrong.find(w => w.move === move.text);
    this.say(t('lesson-not-quite', { why: expected ? expected.text : t('lesson-not-the-goal') }), 'wrong');
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
    this.say(t('lesson-your-turn'), '');
    this.draw();
  }

  hint() {
    if (this.solved) return;
    this.mistakes++;
    const next = this.spec.lines.find(line => this.played.every((text, i) => line[i] === text));
    // Mid-capture the tower stands on its last landing, not on the square it left.
    this.hintCell = this.kit.midMove ? /** @type {import('./draughts-kit.js').DraughtsKit} */ (this.kit).input.hops.at(-1) : next ? this.kit.hintCell(next[this.played.length]) : null;
    const cell = this.hintCell ? this.kit.cellName(this.hintCell) : null;
    this.say(this.spec.hint || (cell ? t('lesson-look-at', { square: cell }) : t('lesson-try-from-start')), 'hint');
    this.draw();
  }

  solve() {
    this.solved = true;
    const stars = starsFor(this.mistakes);
    this.say(this.spec.demo ? `${t('lesson-done')} ${this.spec.success || ''}`.trim() : `${t('lesson-solved')} ${this.spec.success || t('lesson-well-done')}`, 'done');
    this.course.record(this.index, stars);
    // The stars shown are the best kept, not those of this try when it was worse.
    this.showStars(this.course.stars[this.index]);
    this.reward();
    this.showAfter();
    this.draw();
  }

  /** A small reward for a solve: a sound (if sounds are on) and a glow (unless motion is
   *  reduced). */
  reward() {
    this.course.sound.play('end');
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
      this.card.classList.remove('celebrate');
      void this.card.offsetWidth;
      this.card.classList.add('celebrate');
    }
  }

  /** After a solve: Next (nothing scrolls by itself) and the position to play out on the game
   *  page, with a friend or against the computer. */
  showAfter() {
    this.after.hidden = false;
    this.nextButton.textContent = this.index + 1 < this.course.total ? t('lesson-next-board') : t('lesson-see-result');
    // The board's own start: the learner plays it out from there, the computer taking the side
    // the lesson's replies played.
    const page = GAME_PAGES[this.spec.variant];
    const params = new URLSearchParams(this.spec.variant === 'hexpush'
      ? { hfen: this.startPosition } : { variant: this.spec.variant, tfen: this.startPosition });
    this.playOut.href = `../${page}#${params}`;
    const computer = new URLSearchParams(params);
    computer.set('opponent', '4');
    computer.set('computer', this.learner === 'white' ? 'black' : 'white');
    this.playComputer.href = `../${page}#${computer}`;
    this.nextButton.focus({ preventScroll: true });
  }

  showStars(stars) {
    this.stars.textContent = starText(stars);
    this.stars.setAttribute('aria-label', t('lesson-stars', { stars }));
  }
}


/** The lesson as a whole: its boards, the stars earned, the lesson-complete panel. */
export class Course {
  constructor() {
    const specs = JSON.parse(byId('lesson-boards').textContent);
    this.total = specs.length;
    this.sound = new Sound();
    this.sound.enabled = store.get('settings', {}).sound !== false;
    // Stars of boards this lesson no longer has are forgotten.
    const saved = store.get(lessonKey, { stars: {} }).stars;
    this.stars = Object.fromEntries(Object.entries(saved).filter(([index]) => Number(index) < this.total));
    this.boards = [...document.querySelectorAll('.lesson-board')].map((host, i) => new LessonBoard(host, specs[i], i, this));
    this.banner = element('section', 'lesson-done');
    this.banner.setAttribute('role', 'status');
    this.banner.tabIndex = -1;
    document.querySelector('.lesson-nav').before(this.banner);
    this.update();
    this.markCurrent();
  }

  record(index, stars) {
    this.stars[index] = Math.max(this.stars[index] || 0, stars);
    store.set(lessonKey, { stars: this.stars, boards: this.total });
    this.update();
    this.markCurrent();
  }

  /** The first board not yet solved is the one in focus. */
  markCurrent() {
    const current = this.boards.findIndex((_, i) => !this.stars[i]);
    this.boards.forEach((board, i) => board.card.classList.toggle('current', i === current));
  }

  /** Next: the next board (or the lesson-complete panel) into view, on the learner's request. */
  next(index) {
    const board = this.boards[index + 1];
    const target = board ? board.card : this.banner;
    target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'center' });
    (board ? board.card.querySelector('button') : this.banner).focus({ preventScroll: true });
  }

  update() {
    const earned = Object.values(this.stars);
    if (earned.length < this.total) { this.banner.hidden = true; return; }
    const least = Math.min(...earned);
    const total = earned.reduce((sum, n) => sum + n, 0);
    const next = document.querySelector('.lesson-nav a[rel="next"]');
    this.banner.hidden = false;
    this.banner.replaceChildren(
      element('h2', '', t('lesson-complete', { stars: starText(least) })),
      element('p', '', t('lesson-score', { earned: total, possible: 3 * this.total })),
    );
    if (next) {
      const link = element('a', 'button next-lesson', t('lesson-next-lesson', { title: next.textContent.replace(' →', '') }));
      link.href = next.getAttribute('href');
      this.banner.append(link);
    } else {
      const link = element('a', 'button next-lesson', t('lesson-course-done'));
      link.href = '../index.html#lessons';
      this.banner.append(link);
    }
  }
}
