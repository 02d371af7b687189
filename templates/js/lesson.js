// Lesson pages: each ```board block of the lesson becomes a live board with a goal. The learner
// plays; a move on an accepted line is praised and the scripted reply follows; any other move
// is explained (with its punishing reply when the author gave one) and taken back on Retry.
// Stars (3 without a mistake or hint, 2 with one, 1 otherwise) are kept in local storage.

const byId = id => document.getElementById(id);
const lessonSlug = document.querySelector('main').dataset.lesson;
const lessonKey = `lesson.${lessonSlug}`;
const REPLY_PAUSE_MS = 350;

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

class LessonBoard {
  constructor(host, spec, index, course) {
    this.spec = spec;
    this.index = index;
    this.course = course;
    this.card = element('section', 'lesson-card');
    this.card.setAttribute('aria-label', `Board ${index + 1}`);
    this.goal = element('p', 'goal');
    const boardElement = element('div', 'board');
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
    this.renderer = new Renderer(boardElement, { square: name => this.click(name), inspect() {}, hover() {}, focus() {} });
    this.animator = new Animator(boardElement);
    this.hintButton.addEventListener('click', () => this.hint());
    this.retryButton.addEventListener('click', () => this.retry());
    this.resetButton.addEventListener('click', () => this.reset());
    this.reset();
    const earned = course.stars[index];
    if (earned) this.showStars(earned);
  }

  reset() {
    this.animator.skip();
    this.game?.free();
    this.game = new Game(this.spec.variant, this.spec.tfen);
    this.input = new MoveInput(this.game);
    this.played = [];
    this.mistakes = 0;
    this.solved = false;
    this.waiting = false;
    this.busy = false;
    this.lastMove = null;
    this.hintSquare = null;
    const side = sideName(this.spec.variant, this.game.sideToMove);
    this.goal.innerHTML = '';
    this.goal.append(element('strong', '', `Goal: ${this.spec.goalText}.`), ` ${side} to play.`);
    this.say('');
    this.retryButton.hidden = true;
    this.draw();
  }

  say(text, kind = '') {
    this.feedback.textContent = text;
    this.feedback.dataset.kind = kind;
  }

  draw() {
    const view = this.input.view(this.lastMove);
    if (this.hintSquare) view.capturers = new Set([this.hintSquare]);
    if (this.solved || this.waiting) { view.capturers = new Set(); }
    this.renderer.draw(view);
  }

  click(name) {
    if (this.animator.skip()) this.draw();
    if (this.solved) { this.say('Solved! Start over to play it again, or go on to the next board.', 'done'); return; }
    if (this.waiting) { this.say('Press Retry to take that move back.', 'wrong'); return; }
    if (this.busy) return;
    const result = this.input.click(name);
    if (result.refuse) { this.say(result.refuse, 'refused'); return; }
    if (result.play) { this.learnerMove(result.play, result.fromHop); return; }
    if (result.hopped) {
      this.animator.play({
        move: result.hopped, before: this.game.board(), rules: this.game.rules, fromHop: result.fromHop,
        toHop: this.input.hops.length, draw: (board, jumped) => this.frame(board, jumped), done: () => this.draw(),
      });
      return;
    }
    this.draw();
  }

  frame(board, jumped) {
    const none = new Set();
    this.renderer.draw({ board, jumped, variant: this.game.variant, targets: none, captureTargets: none,
      capturers: none, last: none, selected: null, inspected: null });
  }

  /** Plays `text` on the board with its animation; resolves when it has been shown. */
  show(text, fromHop = 0) {
    const before = this.game.board();
    const move = this.game.makeMove(text);
    this.lastMove = move;
    this.input.reset();
    this.draw();
    return new Promise(resolve => this.animator.play({
      move, before, rules: this.game.rules, fromHop,
      draw: (board, jumped) => this.frame(board, jumped), done: () => { this.draw(); resolve(); },
    }).then(resolve));
  }

  async learnerMove(move, fromHop) {
    this.hintSquare = null;
    this.busy = true;
    const shown = this.show(move.text, fromHop);
    this.played.push(move.text);
    const lines = this.spec.lines.filter(line => this.played.every((text, i) => line[i] === text));
    if (lines.length === 0) {
      await this.wrong(move, shown);
    } else if (lines.some(line => line.length === this.played.length)) {
      await shown;
      this.solve();
    } else {
      this.say(`Good: ${move.notation}. Now the reply…`, 'good');
      await shown;
      await new Promise(resolve => setTimeout(resolve, this.animator.enabled ? REPLY_PAUSE_MS : 0));
      const reply = lines[0][this.played.length];
      this.played.push(reply);
      await this.show(reply);
      this.say(`${sideName(this.spec.variant, this.game.sideToMove)} to play: keep going.`, 'good');
    }
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
    await shown;
    if (expected && expected.reply) {
      await new Promise(resolve => setTimeout(resolve, this.animator.enabled ? REPLY_PAUSE_MS : 0));
      this.played.push(expected.reply);
      await this.show(expected.reply);
    }
    this.retryButton.focus();
  }

  retry() {
    this.animator.skip();
    const keep = this.played.length - (this.played.length % 2 === 0 ? 2 : 1);
    while (this.played.length > keep) { this.game.undoMove(); this.played.pop(); }
    this.lastMove = this.game.history().at(-1) || null;
    this.input.reset();
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
    const move = next && this.game.getLegalMoves().find(m => m.text === next[this.played.length]);
    this.hintSquare = move ? move.from : null;
    this.say(this.spec.hint || (move ? `Look at the tower on ${move.from}.` : 'Try again from the start.'), 'hint');
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
class Course {
  constructor() {
    const specs = JSON.parse(byId('lesson-boards').textContent);
    this.stars = store.get(lessonKey, { stars: {} }).stars;
    this.total = specs.length;
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

const savedLook = store.get('settings', {});
document.body.dataset.theme = savedLook.theme || 'wood';
document.body.dataset.pieces = savedLook.pieces || 'classic';
window.lesson = new Course();
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
