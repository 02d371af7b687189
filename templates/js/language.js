// The language switch keeps the game in progress: the game lives in the URL fragment (and in
// localStorage, shared by every language), so each link to the same page in another language
// carries the current `location.hash`, kept up to date as the game goes on.
import { lang, t } from './i18n.js';
import { store, defineKey, boolean } from './storage.js';
import { main } from './dom.js';

/** Whether the offer of the reader's language was dismissed. */
defineKey(/^language-offered$/, 1, boolean);

/** Sets every language link's fragment to the page's current one. */
export function keepHashInLanguageLinks() {
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a[data-keep-hash]'))) {
    if (link.hreflang === lang) continue;
    const href = (link.getAttribute('href') ?? '').split('#')[0];
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

/** The home page offers a reader whose browser prefers another of the site's languages that
 *  language, once: a link in its own name, with a button that dismisses it for good. */
export function offerOwnLanguage() {
  if (store.get('language-offered', false)) return;
  const links = [.../** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.languages a[hreflang]'))];
  const wanted = (navigator.languages || [navigator.language]).map(tag => tag.split('-')[0].toLowerCase());
  const first = wanted.find(code => code === lang || links.some(link => link.hreflang === code));
  const link = links.find(candidate => candidate.hreflang === first);
  if (!link) return;
  const offer = Object.assign(document.createElement('p'), { className: 'language-offer' });
  offer.lang = link.hreflang;
  const go = Object.assign(document.createElement('a'), { href: link.getAttribute('href'), textContent: `${link.textContent} →` });
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: '×' });
  close.setAttribute('aria-label', t('language-offer-close'));
  const dismiss = () => { store.set('language-offered', true); offer.remove(); };
  go.addEventListener('click', dismiss);
  close.addEventListener('click', dismiss);
  offer.append(go, close);
  main().prepend(offer);
}
