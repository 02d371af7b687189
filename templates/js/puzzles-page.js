// A puzzle page's entry: the look chosen on the game pages, the puzzles unpacked, the first
// puzzle on its board, and `data-ready` once it is drawn.

import { store } from './storage.js';
import { PuzzleSession } from './puzzles.js';
import { unpack } from './packed.js';
import { applyStoredAppearance } from './appearance.js';
import { keepHashInLanguageLinks } from './language.js';
import { mainData } from './dom.js';
import { showOwnLink } from './header.js';
import { keepKeyboardPlace } from './focus.js';

showOwnLink();
keepKeyboardPlace();

applyStoredAppearance();
const savedLook = store.get('settings', {});
document.body.dataset.theme = savedLook.theme || 'wood';
document.body.dataset.pieces = savedLook.pieces || 'classic';
const variant = mainData('variant');
window.puzzles = new PuzzleSession(variant, JSON.parse(await unpack('puzzle-data')));
keepHashInLanguageLinks();
document.documentElement.dataset.ready = 'true';
