// The Hexpush page's entry: the controller over the hexagon, and `data-ready` once it is drawn.

import { HexController } from './hexpush.js';
import { keepHashInLanguageLinks } from './language.js';

window.hexpush = new HexController();
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
