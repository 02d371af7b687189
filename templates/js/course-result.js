// What a game page keeps for the course: a game opened from a lesson's game block (the link's
// `course=SLUG.INDEX`) counts, once it ends, as that lesson level's stars — a win 3, a draw 2,
// a loss 1 — written where the lesson page keeps its boards' stars; a resignation in the game's
// first moves does not count.

import { store } from './storage.js';
import { starsKey } from './lesson-keys.js';

/** The stars a finished course game earns: a win, a draw, a loss. */
export const COURSE_GAME_STARS = { win: 3, draw: 2, loss: 1 };

/** A resignation before this many plies (ten moves each) is no game played: the course level
 *  still waits for one (resigning at once would otherwise finish the lesson). */
export const COURSE_GAME_LEAST_PLIES = 20;

/** The lesson level a link's `course` parameter names ({slug, index}), or null.
 *  @param {URLSearchParams | null | undefined} params */
export function courseOf(params) {
  const found = /^([a-z0-9][a-z0-9-]{0,99})\.(0|[1-9]\d{0,2})$/.exec(params?.get('course') || '');
  return found ? { slug: found[1], index: Number(found[2]) } : null;
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
