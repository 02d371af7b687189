// A lesson page's entry: the look chosen on the game pages, the lesson's boards, and
// `data-ready` once they are drawn.

import { store } from './storage.js';
import { LAST_LESSON } from './lesson-keys.js';
import { Course } from './lesson.js';
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
window.lesson = new Course();
// The index's "continue where you left off" comes back here.
store.set(LAST_LESSON, mainData('lesson'));
performance.mark('board-ready');
document.documentElement.dataset.ready = 'true';
