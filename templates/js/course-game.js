// A lesson's whole game against the computer (a ```game block): the course's last level, played
// on the game page from the start. The link tells the game page which lesson level it is; when
// the game ends there, won, drawn or lost on the board, the game page keeps the result as that
// level's stars (3, 2 or 1), and this card then says how it went and offers the next level up.

import { t } from './i18n.js';
import { element, GAME_PAGES } from './exercise.js';
import { otherSide, sideArgs } from './model.js';
import { Game } from './game.js';
import { COURSE_GAME_STARS } from './course-result.js';

/** The link of a game against the computer at `level` on `variant`'s game page, the learner
 *  playing `side`; `course` names the lesson level it counts for (`SLUG.INDEX`), if any.
 *  @param {string} variant @param {number} level @param {string} side @param {string} [course] */
export function computerGameLink(variant, level, side, course = '') {
  const params = new URLSearchParams({ variant, opponent: String(level), computer: otherSide(side) });
  if (course) params.set('course', course);
  return `../${GAME_PAGES[variant]}#${params}`;
}

export class CourseGameCard {
  /** @param {HTMLElement} host the block's place  @param {string} slug the lesson
   *  @param {number} stars the stars this level has earned (0: not played yet) */
  constructor(host, slug, stars) {
    // The template writes all three on every game block (`side` white or black).
    const { variant, level, side } = /** @type {{variant: string, level: string, side: Side}} */ (host.dataset);
    const index = Number(host.dataset.levelIndex);
    this.card = element('section', 'course-card course-game');
    this.card.setAttribute('aria-label', t('course-game-label'));
    const goal = element('p', 'goal');
    // The side as the rule set names it (Red in English checkers): the engine's display facts.
    const game = new Game(variant, null);
    goal.append(element('strong', '', t('course-game-goal', { level })), ' ', t('course-game-side', sideArgs(game.display, side)));
    game.free();
    const play = element('a', 'button next-board', t(stars ? 'course-game-again' : 'course-game-play'));
    /** @type {HTMLAnchorElement} */ (play).href = computerGameLink(variant, Number(level), side, `${slug}.${index}`);
    const row = element('div', 'after-solve');
    row.append(play);
    this.card.append(goal);
    if (stars) {
      const outcome = Object.keys(COURSE_GAME_STARS).find(key => COURSE_GAME_STARS[/** @type {keyof typeof COURSE_GAME_STARS} */ (key)] === stars)
;
      this.card.append(element('p', 'feedback', t(`course-game-${outcome}`, { level })));
      if (Number(level) < 8) {
        const next = element('a', 'button', t('next-level', { level: Number(level) + 1 }));
        /** @type {HTMLAnchorElement} */ (next).href = computerGameLink(variant, Number(level) + 1, side);
        row.append(next);
      }
    }
    this.card.append(row);
    host.append(this.card);
  }
}
