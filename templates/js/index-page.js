// The index's entry: the course progress beside the lesson list (no engine on this page).

import { showProgress } from './progress.js';
import { applyStoredAppearance } from './settings.js';
import { keepHashInLanguageLinks } from './language.js';

applyStoredAppearance();
showProgress();
