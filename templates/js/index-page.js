// The index's entry: the course progress beside the lesson list, the links to continue the
// course and the game in progress, the offer of the reader's own language (once), and
// `data-ready` once they are shown (no engine on this page).

import { showProgress } from './progress.js';
import { showContinueLink } from './continue.js';
import { applyStoredAppearance } from './appearance.js';
import { keepHashInLanguageLinks, offerOwnLanguage } from './language.js';
import { store } from './storage.js';

/** "Continue your game": the first game page with a saved game under way (moves, no result
 *  declared). */
function showContinueGame() {
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a[data-game]'))) {
    const href = link.getAttribute('href') ?? '';
    const name = href.replace(/\.html$/, '');
    const saved = store.get(name === 'hexpush' ? 'hexpush.game' : `game.${name}`, null);
    if (!saved?.moves?.length || saved.declared) continue;
    const button = /** @type {HTMLAnchorElement} */ (document.getElementById('continue-game'));
    button.href = href;
    button.hidden = false;
    return;
  }
}

applyStoredAppearance();
showProgress();
showContinueLink();
showContinueGame();
offerOwnLanguage();
document.documentElement.dataset.ready = 'true';
