// The draughts games' analysis board's entry (analysis.js), with the draughts board only.

import { openAnalysisPage } from './analysis.js';
import { DraughtsKit } from './draughts-kit.js';

openAnalysisPage(board => new DraughtsKit(document.getElementById('board'), {
  square: name => board.tap(name),
  drag: (from, to) => board.drag(from, to),
}));
