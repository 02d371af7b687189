// Hexpush's analysis board's entry (analysis.js), with the hex board only.

import { openAnalysisPage } from './analysis.js';
import { HexKit } from './hex-kit.js';
import { LostMarbles } from './hex-lost.js';
import { byId } from './dom.js';

openAnalysisPage(board => new HexKit(byId('board'), { cell: name => board.tap(name) },
  { oneTap: true, lost: new LostMarbles(byId('lost'), 'lost') }));
