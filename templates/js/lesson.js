// Lesson pages: each ```board block of the lesson becomes a live board with a goal. The learner
// plays; a move on an accepted line is praised and the scripted reply follows; any other move
// is explained (with its punishing reply when the author gave one) and taken back on Retry; a
// try against the rules is answered with the rule the engine names. Stars (3 without a mistake
// or hint, 2 with one, 1 otherwise) are kept in local storage; a solved board offers Next and
// "play it out" on the game page; the last one opens the lesson-complete panel.

import { store } from './storage.js';
import { starsKey } from './lesson-keys.js';
import { t } from './i18n.js';
import { Sound } from './sound.js';
import { ExerciseBoard, element, starText } from './exercise.js';
import { CoordinatesTrainer } from './coordinates.js';
import { CourseGameCard } from './course-game.js';
import { byId, mainData } from './dom.js';
import { keepReadingPlace } from './scroll-memory.js';

const lessonSlug = mainData('lesson');
const lessonKey = starsKey(lessonSlug);

/** Focuses the card of `board`, not one of its squares: a square in focus would be ringed (on
 *  some boards, the answer) and listed by the tower inspector. Tab goes on to the board.
 *  @param {ExerciseBoard} board */
function focusCard(board) {
  board.card.tabIndex = -1;
  board.card.focus({ preventScroll: true });
}

/** The lesson as a whole: its boards, the stars earned, the lesson-complete panel. */
export class Course {
  constructor() {
    const specs = JSON.parse(byId('lesson-boards').textContent);
    const games = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.lesson-game'))];
    /** The lesson's levels: its boards, then its games against the computer. */
    this.total = specs.length + games.length;
    this.sound = new Sound();
    this.sound.enabled = store.get('settings', {}).sound !== false;
    this.stars = this.savedStars();
    this.boards = [...document.querySelectorAll('.lesson-board')].map(host => /** @type {HTMLElement} */ (host)).map((host, i) => new ExerciseBoard(host, specs[i], i, this));
    this.games = games.map(host => new CourseGameCard(host, lessonSlug, this.stars[host.dataset.levelIndex ?? ''] || 0));
    this.trainers = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.coordinates-trainer'))]
      .map(host => new CoordinatesTrainer(host, host.dataset.variant ?? ''));
    this.banner = element('section', 'lesson-done');
    this.banner.setAttribute('role', 'status');
    this.banner.tabIndex = -1;
    document.querySelector('.lesson-nav')?.before(this.banner);
    // Boards solved on an earlier visit say so, with Next to go on.
    this.boards.forEach((board, i) => { if (this.stars[i]) board.showSolvedBefore(); });
    this.update();
    this.markCurrent();
    // A reload or a return comes back where the learner was; a link to a board opens it.
    const sections = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('main h2, main .lesson-card, main .lesson-game, main .coordinates-trainer'))];
    if (!keepReadingPlace(sections)) this.openLinkedBoard();
    // Back from a course game (or with the lesson played in another tab), a page the browser
    // kept whole in its back-forward cache would show the stars it had: with others earned
    // meanwhile, it is read again (and comes back to the same place).
    addEventListener('pageshow', event => {
      if (event.persisted && JSON.stringify(this.savedStars()) !== JSON.stringify(this.stars)) location.reload();
    });
  }

  /** The stars kept for this lesson's levels (those of levels it no longer has are forgotten).
   *  @returns {{[index: string]: number}} */
  savedStars() {
    const saved = store.get(lessonKey, { stars: {} }).stars;
    return Object.fromEntries(Object.entries(saved).filter(([index]) => Number(index) < this.total));
  }

  /** The board a link names (`#board=N`, from the course map) in view, its first button focused. */
  openLinkedBoard() {
    const number = Number(new URLSearchParams(location.hash.slice(1)).get('board'));
    const board = this.boards[number - 1];
    if (!Number.isInteger(number) || !board) return;
    board.card.scrollIntoView({ block: 'center' });
    focusCard(board);
  }

  /** Keeps the stars of board `index` (the best earned). @param {number} index @param {number} stars */
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

  /** The first board not solved yet (null: all are). @returns {ExerciseBoard | null} */
  firstUnsolved() {
    return this.boards.find((_, i) => !this.stars[i]) ?? null;
  }

  /** What Next says after board `index` is solved: the next board, or past the last one the
   *  result — or the board still to solve, where one is.
   *  @param {number} index @returns {string} */
  nextText(index) {
    if (index + 1 < this.total) return t('lesson-next-board');
    // (A demonstration still to watch is named so: it is no board to solve.)
    const unsolved = this.firstUnsolved();
    if (!unsolved) return t('lesson-see-result');
    return unsolved.spec.demo ? t('lesson-unwatched-demo') : t('lesson-unsolved-board');
  }

  /** Next: the next board (or the lesson-complete panel) into view, on the learner's request;
   *  past the last board with one still to solve, that board.
   *  @param {number} index the board solved */
  next(index) {
    const board = this.boards[index + 1] ?? (this.games.length ? null : this.firstUnsolved());
    const target = board ? board.card : this.games[0]?.card ?? this.banner;
    target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'center' });
    if (board) { focusCard(board); return; }
    /** @type {HTMLElement} */ (this.games[0]?.card.querySelector('a') ?? this.banner).focus({ preventScroll: true });
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
      link.href = /** @type {string} */ (next.getAttribute('href'));
      this.banner.append(link);
    } else {
      const link = element('a', 'button next-lesson', t('lesson-course-done'));
      link.href = '../index.html#lessons';
      this.banner.append(link);
    }
  }
}
