// What a game page keeps for the course: a game opened from a lesson's game block (the link's
// `course=SLUG.INDEX`) counts, once it ends, as that lesson level's stars — a win 3, a draw 2,
// a loss 1 — written where the lesson page keeps its boards' stars; a resignation or an agreed
// draw in the game's first moves does not count, nor a game at another level than the lesson's.
// The result banner says which, with the way back to the lesson.

import { t } from './i18n.js';
import { store } from './storage.js';
import { starsKey } from './lesson-keys.js';

/** The stars a finished course game earns: a win, a draw, a loss. */
export const COURSE_GAME_STARS = { win: 3, draw: 2, loss: 1 };

/** A resignation before this many plies (ten moves each) is no game played: the course level
 *  still waits for one (resigning at once would otherwise finish the lesson). */
const COURSE_GAME_LEAST_PLIES = 20;

/** Whether a game that ended so (`outcome.reason`) after `plies` plies is a game played, one
 *  the lesson counts: a resignation or an agreed draw in the first moves is not.
 *  @param {{reason: string}} outcome @param {number} plies */
export function countsForCourse(outcome, plies) {
  return !['resignation', 'agreement'].includes(outcome.reason) || plies >= COURSE_GAME_LEAST_PLIES;
}

/** The lesson level a link's `course` parameter names (`SLUG.INDEX`, from the lesson, whose
 *  `opponent` is the computer's level it asks for; `SLUG.INDEX.LEVEL` as the game page keeps it in
 *  its address): {slug, index, level}, or null.
 *  @param {URLSearchParams | null | undefined} params */
export function courseOf(params) {
  const found = /^([a-z0-9][a-z0-9-]{0,99})\.(0|[1-9]\d{0,2})(?:\.([1-8]))?$/.exec(params?.get('course') || '');
  const level = found?.[3] ?? params?.get('opponent') ?? '';
  return found && /^[1-8]$/.test(level) ? { slug: found[1], index: Number(found[2]), level: Number(level) } : null;
}

/** The `course` parameter that names `course` in the game page's address.
 *  @param {{slug: string, index: number, level: number}} course */
export function courseParam(course) {
  return `${course.slug}.${course.index}.${course.level}`;
}

/** Keeps the result (`win`, `draw` or `loss`) of the course game `course` as its level's stars
 *  (the best kept).
 *  @param {{slug: string, index: number}} course @param {'win' | 'draw' | 'loss'} result */
export function recordCourseGame(course, result) {
  const key = starsKey(course.slug);
  const saved = store.get(key, { stars: {} });
  const stars = Math.max(saved.stars[course.index] || 0, COURSE_GAME_STARS[result]);
  store.set(key, { ...saved, stars: { ...saved.stars, [course.index]: stars } });
}

/** Shows in the result banner's course line (`line`) what became of the course game of the
 *  lesson `lesson.slug`: counted, or ended too soon to count; and the link back to the lesson
 *  (the game pages sit beside the `lessons/` folder). Hidden for a game no lesson opened (null).
 *  @param {HTMLElement} line @param {{slug: string, counted: boolean} | null} lesson */
export function showCourseNote(line, lesson) {
  line.hidden = !lesson;
  if (!lesson) return;
  /** @type {HTMLElement} */ (line.querySelector('.course-verdict')).textContent = lesson.counted
    ? t('course-game-counted')
    : t('course-game-too-short', { moves: COURSE_GAME_LEAST_PLIES / 2 });
  /** @type {HTMLAnchorElement} */ (line.querySelector('a')).href = `lessons/${lesson.slug}.html`;
}
