// The language switch keeps the game in progress: the game lives in the URL fragment (and in
// localStorage, shared by every language), so each link to the same page in another language
// carries the current `location.hash`, kept up to date as the game goes on.
import { lang } from './i18n.js';

/** Sets every language link's fragment to the page's current one. */
export function keepHashInLanguageLinks() {
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a[data-keep-hash]'))) {
    if (link.hreflang === lang) continue;
    const href = link.getAttribute('href').split('#')[0];
    link.setAttribute('href', href + location.hash);
  }
}

keepHashInLanguageLinks();
addEventListener('hashchange', keepHashInLanguageLinks);
// A page may rewrite its fragment with history.replaceState (no hashchange): catch up on the
// way out too.
document.addEventListener('pointerdown', event => {
  if (/** @type {Element} */ (event.target).closest?.('a[data-keep-hash]')) keepHashInLanguageLinks();
}, true);
document.addEventListener('keydown', event => {
  if (event.key === 'Enter' && /** @type {Element} */ (event.target).closest?.('a[data-keep-hash]')) keepHashInLanguageLinks();
}, true);
