// Hexpush's analysis board's entry (analysis.js), with the hex board only.

import { openAnalysisPage } from './analysis.js';
import { HexKit } from './hex-kit.js';

openAnalysisPage(board => new HexKit(document.getElementById('board'), { cell: name => board.tap(name) }, { oneTap: true }));
