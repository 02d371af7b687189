// The site header's links: on a phone they scroll in one line under the site's name and the
// languages, and the link of the page's own part of the site (marked `aria-current` by the
// template: this game, the lessons, the puzzles) is brought into that line's view, so that the
// reader sees where they are.

import { fadeCutStart } from './dom.js';

/** Scrolls the header's strip of links (not the page) so that the page's own link is in view:
 *  left as it is when the link shows whole already, else with the link just after the strip's
 *  start, or as near it as the strip scrolls (a cut start fades, as the end does). */
export function showOwnLink() {
  const own = /** @type {HTMLElement | null} */ (document.querySelector('.site-header nav a[aria-current]'));
  const strip = own?.parentElement;
  if (!own || !strip || strip.scrollWidth <= strip.clientWidth) return;
  const left = own.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
  // (The strip's last 1.5rem fade out.)
  const fade = parseFloat(getComputedStyle(strip).paddingRight) || 0;
  // (Just after the fade of a cut start, so that the link itself shows whole and unfaded.)
  if (left < strip.scrollLeft || left + own.offsetWidth > strip.scrollLeft + strip.clientWidth - fade) strip.scrollLeft = Math.max(0, left - fade);
  // Scrolled as far as it goes, a name may be cut at the start: that end fades then too.
  fadeCutStart(strip);
  strip.addEventListener('scroll', () => fadeCutStart(strip), { passive: true });
}
