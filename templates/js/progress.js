// The index's course map: each lesson a stage, its boards the levels, each with the stars earned
// (kept by the lesson pages in local storage), and how much of the course is done.

import { store } from './storage.js';
import { starsKey } from './lesson-keys.js';
import { t } from './i18n.js';
import { byId } from './dom.js';

export function showProgress() {
  const items = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.lesson-list li[data-lesson]'))];
  let complete = 0;
  for (const item of items) {
    const saved = store.get(starsKey(item.dataset.lesson), null);
    // The lesson's boards as the page has them now, not as stored.
    const boards = Number(item.dataset.boards) || 0;
    const stars = saved && boards ? Object.entries(saved.stars).filter(([index]) => Number(index) < boards).map(([, n]) => n) : [];
    showLevels(item, saved?.stars || {});
    // Every lesson item has its stars' label (templates/index.html).
    const label = /** @type {HTMLElement} */ (item.querySelector('.stars'));
    if (saved && boards && stars.length >= boards) {
      const least = Math.min(...stars);
      complete++;
      label.textContent = '★'.repeat(least) + '☆'.repeat(3 - least);
      label.setAttribute('aria-label', t('progress-stars', { stars: least }));
      label.classList.remove('partial');
      item.classList.add('complete');
    } else if (stars.length > 0) {
      label.textContent = t('progress-boards', { done: stars.length, count: boards });
      // Words, not stars: read as the lesson's summary is, not in the stars' letters.
      label.classList.add('partial');
      label.setAttribute('aria-label', t('progress-boards-solved', { done: stars.length, count: boards }));
    }
  }
  const summary = byId('course-progress');
  if (complete > 0) summary.textContent = t('progress-lessons', { done: complete, count: items.length });
}

/** Each board of a lesson's stage: its stars, or open.
 *  @param {HTMLElement} item @param {{[index: string]: number}} stars */
function showLevels(item, stars) {
  /** @type {NodeListOf<HTMLAnchorElement>} */ (item.querySelectorAll('.levels a')).forEach((link, index) => {
    const earned = stars[index] || 0;
    link.dataset.stars = String(earned);
    link.setAttribute('aria-label', earned
      ? t('progress-level', { number: index + 1, stars: earned })
      : t('progress-level-open', { number: index + 1 }));
  });
}
