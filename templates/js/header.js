// The site header's links: on a phone they scroll in one line beside the languages, and the link
// of the page's own part of the site (marked `aria-current` by the template: this game, the
// lessons, the puzzles) is brought into that line's view, so that the reader sees where they are.

/** Scrolls the header's strip of links (not the page) so that the page's own link is in view. */
export function showOwnLink() {
  const own = document.querySelector('.site-header nav a[aria-current]');
  const strip = own?.parentElement;
  if (!own || !strip || strip.scrollWidth <= strip.clientWidth) return;
  // Its left edge a little inside the strip's start.
  const left = own.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
  strip.scrollLeft = Math.max(0, left - 24);
}
