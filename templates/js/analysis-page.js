// The analysis board's entry: the look chosen on the game pages, the game of the link on the
// board, and `data-ready` once it is drawn (`window.analysis` for the tests).

import { store } from './storage.js';
import { AnalysisBoard } from './analysis.js';
import { applyStoredAppearance } from './settings.js';
import { keepHashInLanguageLinks } from './language.js';

applyStoredAppearance();
const savedLook = store.get('settings', {});
document.body.dataset.theme = savedLook.theme || 'wood';
document.body.dataset.pieces = savedLook.pieces || 'classic';
window.analysis = new AnalysisBoard();
keepHashInLanguageLinks();
document.documentElement.dataset.ready = 'true';
