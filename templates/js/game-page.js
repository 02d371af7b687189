// The game pages' entry (Bashni, Russian draughts, English checkers, Lasca): the controller over
// the board, and the test contract (`window.bashni`, `data-ready` once the board is drawn).

import { Board } from './model.js';
import { Game } from './game.js';
import { Renderer } from './renderer.js';
import { Controller } from './controller.js';
import { engineWorker } from './engine.js';
import { keepHashInLanguageLinks } from './language.js';

window.bashni = { Board, Game, Renderer, engineWorker, controller: new Controller() };
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
