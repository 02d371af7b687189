// The index's entry: the course progress beside the lesson list and the link to continue the
// course (no engine on this page), and `data-ready` once they are shown.

import { showProgress } from './progress.js';
import { showContinueLink } from './continue.js';
import { applyStoredAppearance } from './settings.js';
import { keepHashInLanguageLinks } from './language.js';

applyStoredAppearance();
showProgress();
showContinueLink();
document.documentElement.dataset.ready = 'true';
