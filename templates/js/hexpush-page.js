// The Hexpush page's entry: the controller over the hexagon, and `data-ready` once it is drawn.

import { HexController } from './hexpush.js';
import { keepHashInLanguageLinks } from './language.js';

window.hexpush = new HexController();
// The analysis board opens the game shown (its link carries the game's fragment).
const analysisLink = document.getElementById('analysis-link');
const toAnalysis = () => analysisLink.setAttribute('href', `hexpush-analysis.html${location.hash}`);
analysisLink.addEventListener('pointerdown', toAnalysis);
analysisLink.addEventListener('focus', toAnalysis);
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
