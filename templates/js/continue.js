// The index's "continue where you left off": once the course is begun, a link to the lesson
// last visited when it has boards left to solve, else to the first lesson after it not yet
// complete (then the first in the course), from what the lesson pages keep in local storage.

import { store } from './storage.js';
import { starsKey, LAST_LESSON } from './lesson-keys.js';
import { t } from './i18n.js';
import { byId } from './dom.js';

/** Whether the lesson `slug`, of `boards` boards (as the index has it), has every board
 *  solved, and whether any board of it is.
 *  @param {string | undefined} slug @param {number} boards */
function lessonState(slug, boards) {
  const saved = store.get(starsKey(slug), null);
  if (!saved || !boards) return { complete: false, begun: false };
  const solved = Object.keys(saved.stars).filter(index => Number(index) < boards).length;
  return { complete: solved >= boards, begun: solved > 0 };
}

export function showContinueLink() {
  const items = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.lesson-list li[data-lesson]'))];
  const states = items.map(item => lessonState(item.dataset.lesson, Number(item.dataset.boards) || 0));
  if (!states.some(state => state.begun)) return;
  const last = Math.max(0, items.findIndex(item => item.dataset.lesson === store.get(LAST_LESSON, '')));
  const after = states.findIndex((state, i) => i >= last && !state.complete);
  const index = after >= 0 ? after : states.findIndex(state => !state.complete);
  if (index < 0) return;
  const lesson = items[index].querySelector('a');
  if (!lesson) return;
  const link = document.createElement('a');
  link.className = 'button continue';
  link.href = lesson.getAttribute('href') ?? '';
  link.textContent = t('index-continue', { title: (lesson.textContent ?? '').trim() });
  items[index].classList.add('next-up');
  byId('course-progress').after(link);
}
