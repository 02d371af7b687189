// The course's stored keys: each lesson's stars by board (`lesson.<slug>`, written by the lesson
// page and by a course game on a game page) and the lesson last opened (`last-lesson`), which
// the index reads for its course map and its "continue" link.

import { defineKey, integer, isObject } from './storage.js';

/** `{ stars: { "<board index>": 0–3 }, boards: n }`: bad entries dropped.
 *  @param {any} value */
function lessonProgress(value) {
  if (!isObject(value)) return undefined;
  /** @type {{[index: string]: number}} */
  const stars = {};
  if (isObject(value.stars)) {
    for (const [index, count] of Object.entries(value.stars)) {
      // A board's index as the lesson page writes it (no leading zero), and one to three stars.
      if (/^(0|[1-9]\d{0,2})$/.test(index) && Number.isInteger(count) && count >= 1 && count <= 3) stars[index] = count;
    }
  }
  const boards = integer(1, 1000)(value.boards);
  return boards === undefined ? { stars } : { stars, boards };
}

defineKey(/^lesson\.[\w-]{1,100}$/, 1, lessonProgress);
defineKey(/^last-lesson$/, 1, value => (typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,99}$/.test(value) ? value : undefined));

/** The key of the stars of the lesson `slug`. @param {string | undefined} slug */
export const starsKey = slug => `lesson.${slug}`;

/** The key of the lesson last opened. */
export const LAST_LESSON = 'last-lesson';
