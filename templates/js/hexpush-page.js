// The Hexpush page's entry: the controller over the hexagon, and `data-ready` once it is drawn.

import { HexController } from './hexpush.js';
import { keepHashInLanguageLinks } from './language.js';
import { linkWithHash } from './dom.js';
import { showOwnLink } from './header.js';
import { keepKeyboardPlace } from './focus.js';

showOwnLink();
keepKeyboardPlace();

window.hexpush = new HexController();
// The analysis board opens the game shown (its link carries the game's fragment).
linkWithHash('analysis-link', 'hexpush-analysis.html');
linkWithHash('result-review', 'hexpush-analysis.html', 'review=1');
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
