// The draughts games' analysis board's entry (analysis.js), with the draughts board only.

import { openAnalysisPage } from './analysis.js';
import { DraughtsKit } from './draughts-kit.js';
import { byId } from './dom.js';

openAnalysisPage(board => new DraughtsKit(byId('board'), {
  square: name => board.tap(name),
  drag: (from, to) => board.drag(from, to),
  inspect: name => board.inspect(name, true),
  hover: name => board.inspect(name, false),
  focus: name => board.inspect(name, false),
}));
