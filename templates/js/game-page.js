// The game pages' entry (Bashni, Russian draughts, English checkers, Lasca): the controller over
// the board, and the test contract (`window.bashni`, `data-ready` once the board is drawn).

import { Board } from './model.js';
import { Game } from './game.js';
import { Renderer } from './renderer.js';
import { Controller, pageOf } from './controller.js';
import { engineWorker } from './engine.js';
import { keepHashInLanguageLinks } from './language.js';
import { unpack } from './packed.js';
import { linkWithHash } from './dom.js';
import { showOwnLink } from './header.js';
import { keepKeyboardPlace } from './focus.js';

showOwnLink();
keepKeyboardPlace();

// A link to a game of another page's rule set opens that page (a page is one game).
const elsewhere = pageOf(new URLSearchParams(location.hash.slice(1)).get('variant') || '');
if (elsewhere) location.replace(elsewhere.split('#')[0] + location.hash);
else window.bashni = { Board, Game, Renderer, engineWorker, controller: new Controller(JSON.parse(await unpack('presets'))) };
// The analysis board opens the game shown (its link carries the game's fragment).
linkWithHash('analysis-link', 'analysis.html');
linkWithHash('result-review', 'analysis.html', 'review=1');
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
