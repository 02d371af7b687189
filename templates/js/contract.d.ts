// The JSON the engine's page API sends, as the page code reads it: each shape has one writer in
// Rust (engine/src/web/schema/), named beside it. The methods that send them are declared by
// wasm-bindgen itself: `generator types` writes target/wasm/types/engine-glue.d.ts (the page's
// `engine-glue.js` module) and, beside it, wasm-bindgen's engine-api.d.ts that it returns;
// tests/browser/tsconfig.json checks templates/js against both and against this file.
//
// Every `JSON.parse` of an engine answer in templates/js takes its type from here with a JSDoc
// cast, e.g. `/** @type {DraughtsMove[]} */ (JSON.parse(game.legalMovesJson()))`, or through
// the `@returns` of the method that reads it; the search worker's (a script in a string,
// opponent.js) are typed where its messages arrive (`Opponent.receive`).

// ---- Shared names (engine/src/web/schema/mod.rs and the ids it writes) ----------------------

/** A side as the engine names it (`Color::name`): also a piece's and a marble's colour. */
type Side = 'white' | 'black';

/** A draughts rule set's id (`Variant::id`, engine/src/draughts/variant.rs). */
type VariantId = 'bashni' | 'bashni-classic' | 'russian' | 'english' | 'lasca';

/** A game's result (engine/src/web/schema/mod.rs, `outcome`; `null` while the game goes on):
 *  `outcomeJson` and `declaredJson` of both games. `text` is the engine's English. */
type Outcome = OutcomeWin | OutcomeDraw;

/** A won game (engine/src/web/schema/mod.rs, `outcome`). */
interface OutcomeWin {
  kind: 'win';
  winner: Side;
  reason: 'no-pieces' | 'blocked' | 'resignation' | 'six-off';
  text: string;
}

/** A drawn game (engine/src/web/schema/mod.rs, `outcome`). */
interface OutcomeDraw {
  kind: 'draw';
  winner: null;
  reason: 'repetition' | 'noprogress' | 'agreement';
  text: string;
}

// ---- Draughts (engine/src/web/schema/draughts.rs) --------------------------------------------

/** One piece of a tower (engine/src/web/schema/draughts.rs, `piece`). */
interface Piece {
  color: Side;
  king: boolean;
}

/** A board in the seeds' shape (engine/src/web/schema/draughts.rs, `board`): `cells[rank][file]`
 *  is the tower there, bottom first and the top last (empty for an empty or light square).
 *  `EngineGame.boardJson`, `EngineEditor.boardJson`. */
type BoardCells = Piece[][][];

/** A draughts move (engine/src/web/schema/draughts.rs, `mv`): `path` every landing, `text` the
 *  move text (`play` takes it), `notation` the way players of the rule set write it (PDN numbers
 *  in English checkers). `legalMovesJson`, `historyJson`, `lineJson` (lists, see `moves` and
 *  `history`), `parseMove`, `play`, `undo`/`redo` (or `null`). */
interface DraughtsMove {
  from: string;
  to: string;
  path: string[];
  captured: string[];
  capture: boolean;
  text: string;
  notation: string;
}

/** One frame of a move (engine/src/web/schema/draughts.rs, `frame`): the board then, the towers
 *  jumped that still stand, where the moving tower stands and its pieces (top last). */
interface MoveFrame {
  board: BoardCells;
  jumped: string[];
  at: string;
  mover: Piece[];
}

/** A piece taken by a move, in jump order (engine/src/web/schema/draughts.rs, `frames`). */
interface TakenPiece {
  square: string;
  piece: Piece;
}

/** The frames of a move (engine/src/web/schema/draughts.rs, `frames`): `hops[k]` the board after
 *  `k` hops, `settled` the position after the move, `taken` the pieces taken, `prisoners`
 *  whether they go under the capturing tower. `framesJson`, `lastMoveFramesJson` (or `null`). */
interface MoveFrames {
  hops: MoveFrame[];
  settled: MoveFrame;
  taken: TakenPiece[];
  prisoners: boolean;
}

/** Why a route is refused (`Refusal::id`, engine/src/draughts/refusal.rs), or
 *  `malformed-route` for a text that is not squares (`schema::draughts::malformed_route`). */
type RefusalReason =
  | 'not-playable' | 'empty-square' | 'opponent-tower' | 'land-beyond' | 'no-move'
  | 'capture-compulsory' | 'not-a-destination' | 'backward-move' | 'backward-capture'
  | 'own-tower' | 'tower-jumped-twice' | 'landing-ends-capture' | 'capture-unfinished'
  | 'capture-over' | 'crown-ends-capture' | 'ambiguous-route' | 'marked-as-capture'
  | 'marked-as-move' | 'game-over';

/** Why a route is refused (engine/src/web/schema/draughts.rs, `refusal`; `null` when it is
 *  not): `square` where the problem is, as the rule set names it (30 in English checkers, else
 *  b6; left out when the reason names none), `owner` the owner
 *  of the tower there (only when the reason is about a tower). `refusalJson`, and a tap's
 *  `refuse`. */
interface DraughtsRefusal {
  reason: RefusalReason | 'malformed-route';
  square?: string;
  owner?: Side;
}

/** A tap that selects a square, or clears the selection (`null`)
 *  (engine/src/web/schema/draughts.rs, `tap`). */
interface TapSelect {
  select: string | null;
  hop?: never;
  move?: never;
  play?: never;
  refuse?: never;
  ruleBreak?: never;
}

/** A tap that lands: the whole route now, and a legal move it begins
 *  (engine/src/web/schema/draughts.rs, `tap`). */
interface TapHop {
  select?: never;
  hop: string[];
  move: DraughtsMove;
  play?: never;
  refuse?: never;
  ruleBreak?: never;
}

/** A tap that completes a move (engine/src/web/schema/draughts.rs, `tap`). */
interface TapPlay {
  select?: never;
  hop?: never;
  move?: never;
  play: DraughtsMove;
  refuse?: never;
  ruleBreak?: never;
}

/** A refused tap; `ruleBreak` whether it broke a rule of the game
 *  (engine/src/web/schema/draughts.rs, `tap`). */
interface TapRefuse {
  select?: never;
  hop?: never;
  move?: never;
  play?: never;
  refuse: DraughtsRefusal;
  ruleBreak: boolean;
}

/** What a tap does (engine/src/web/schema/draughts.rs, `tap`): `EngineGame.tapJson`. */
type TapAnswer = TapSelect | TapHop | TapPlay | TapRefuse;

/** What the board marks while a route is entered (engine/src/web/schema/draughts.rs,
 *  `highlights`): `frame` the board after the landings made, `null` when none are made.
 *  `EngineGame.highlightsJson`. */
interface MoveHighlights {
  targets: string[];
  captureTargets: string[];
  capturers: string[];
  frame: MoveFrame | null;
}

/** What the pages show of a rule set beside its rules (engine/src/web/schema/draughts.rs,
 *  `display`): the side names (`Variant::side_name`), the square numbers players use (`null`
 *  where squares are named a–h/1–8), two moves as players write them, the export formats. */
interface RuleDisplay {
  sides: { white: 'White'; black: 'Black' | 'Red' };
  numbers: { [square: string]: number } | null;
  /** How a quiet move and a capture are written in the rule set (`move_examples`). */
  examples: { move: string; capture: string };
  exports: 'pdn'[];
}

/** The board's squares (engine/src/web/schema/draughts.rs, `board_squares`): `names` and
 *  `dark` by rank (White's side first) then file, each square's name and whether it is a playing
 *  square; `files` and `ranks` the labels along the board's edge. */
interface BoardSquares {
  names: string[][];
  dark: boolean[][];
  files: string[];
  ranks: string[];
}

/** What the page shows of the rule set (engine/src/web/schema/draughts.rs, `rules`):
 *  `EngineGame.rulesJson`. */
interface Rules {
  towers: boolean;
  size: number;
  squares: BoardSquares;
  firstToMove: Side;
  startTfen: string;
  display: RuleDisplay;
}

/** A game record read from PDN (engine/src/web/schema/draughts.rs, `record`): the rule set, the
 *  start TFEN, the engine's move texts, the result token (`null`: unfinished or unknown), the
 *  tags in the order read, and whether more games follow. `readRecordJson`. */
interface GameRecord {
  variant: VariantId;
  start: string;
  moves: string[];
  result: '1-0' | '0-1' | '1/2-1/2' | null;
  tags: { [name: string]: string };
  more: boolean;
}

// ---- Hexpush (engine/src/web/schema/hex.rs) ---------------------------------------------------

/** A Hexpush direction (`Direction`'s `Debug`, engine/src/hex/cell.rs). */
type HexDirection = 'E' | 'W' | 'NE' | 'SW' | 'NW' | 'SE';

/** A Hexpush move (engine/src/web/schema/hex.rs, `mv`): the cells that move and where they go,
 *  the opponent's marbles pushed and whether one leaves the board; `target` the one cell a
 *  player clicks for it. `legalMovesJson`, `selectionMovesJson`, `movesToJson` (lists, see
 *  `moves`), `lineJson`, `parseMove`, `play`, `undo`/`redo` and `dropJson` (or `null`). */
interface HexMove {
  text: string;
  marbles: string[];
  direction: HexDirection;
  broadside: boolean;
  target: string | null;
  destinations: string[];
  pushed: string[];
  off: boolean;
}

/** Why a tap on a cell is refused (engine/src/web/schema/hex.rs, `pick`; `PickRefusal::id`,
 *  engine/src/hex/selection.rs): `count` with `line-too-long`, `side` with `opponent-marble`. */
interface HexPickRefusal {
  reason: 'line-too-long' | 'opponent-marble' | 'select-first';
  count?: number;
  side?: Side;
}

/** A tap that selects marbles; `movable` whether they have a move (engine/src/web/schema/hex.rs,
 *  `pick`). */
interface HexPickSelect {
  select: string[];
  movable: boolean;
  cleared?: never;
  refuse?: never;
}

/** A tap that clears the selection (engine/src/web/schema/hex.rs, `pick`). */
interface HexPickCleared {
  select?: never;
  movable?: never;
  cleared: true;
  refuse?: never;
}

/** A refused tap (engine/src/web/schema/hex.rs, `pick`). */
interface HexPickRefuse {
  select?: never;
  movable?: never;
  cleared?: never;
  refuse: HexPickRefusal;
}

/** What a tap does to the marbles selected (engine/src/web/schema/hex.rs, `pick`):
 *  `HexGame.pickJson`. */
type HexPick = HexPickSelect | HexPickCleared | HexPickRefuse;

/** One cell of the Hexpush board (engine/src/web/schema/hex.rs, `shape`): `row` and `diagonal`
 *  from 0, its neighbour on the board in each direction. */
interface HexCellShape {
  name: string;
  row: number;
  diagonal: number;
  neighbours: { [direction in HexDirection]?: string };
}

/** The Hexpush board's shape (engine/src/web/schema/hex.rs, `shape`): every cell in row order,
 *  the six directions. `hexShapeJson`. */
interface HexBoardShape {
  cells: HexCellShape[];
  directions: HexDirection[];
}

/** The Hexpush marbles (engine/src/web/schema/hex.rs, `board`): the cells of each side's, the
 *  marbles each side lost, and the number lost that loses the game. `HexGame.boardJson`. */
interface HexBoard {
  black: string[];
  white: string[];
  lost: { black: number; white: number };
  lostLimit: number;
}

// `HexGame.historyJson` is a list of move texts (engine/src/web/schema/hex.rs, `texts`) and
// `HexGame.swipeJson` a list of cells (`cells`) or `null`: both `string[]`.

// ---- Problems (engine/src/web/schema/problem.rs) ---------------------------------------------

/** An action refused because the game is over (engine/src/web/schema/problem.rs, `game_over`). */
interface GameOverProblem {
  family: 'game';
  reason: 'over';
}

/** An edit of the board editor refused (engine/src/web/schema/problem.rs, `edit` and
 *  `unknown_tool`). */
type EditProblem =
  | { family: 'edit'; reason: 'tower-full'; square: string; max: number }
  | { family: 'edit'; reason: 'light-square'; square: string }
  | { family: 'edit'; reason: 'unknown-tool'; tool: string };

/** A rule set the engine does not know (engine/src/web/schema/problem.rs, `unknown_variant`). */
interface UnknownVariantProblem {
  family: 'setup';
  reason: 'unknown-variant';
  variant: string;
}

/** A setup refused by the rules of its rule set (engine/src/web/schema/problem.rs, `setup`;
 *  `SetupError::id`, engine/src/draughts/setup.rs), `square` as that rule set names it (30 in
 *  English checkers, else b6). `EngineEditor.checkJson` (or `null`). */
type SetupProblem =
  | { family: 'setup'; reason: 'too-many-pieces'; color: Side; count: number; max: number }
  | {
      family: 'setup';
      reason: 'off-board' | 'light-square' | 'duplicate-square' | 'empty-tower'
        | 'tower-not-allowed' | 'man-on-promotion-rank';
      square: string;
    };

/** A TFEN refused (engine/src/web/schema/problem.rs, `tfen`): its syntax, or the setup it
 *  describes: the exceptions of `new EngineGame`/`new EngineEditor`. */
type TfenProblem =
  | SetupProblem
  | { family: 'tfen'; reason: 'missing-colon' }
  | { family: 'tfen'; reason: 'bad-side'; side: string }
  | { family: 'tfen'; reason: 'bad-square'; entry: string }
  | { family: 'tfen'; reason: 'bad-piece'; square: string; letter: string }
  | { family: 'tfen'; reason: 'tower-too-high'; square: string; max: number };

/** A PDN FEN refused (engine/src/web/schema/problem.rs, `pdn`): its syntax, or the setup it
 *  describes. */
type PdnProblem =
  | SetupProblem
  | { family: 'pdn'; reason: 'unsupported-variant'; variant: VariantId }
  | { family: 'pdn'; reason: 'bad-side'; side: string }
  | { family: 'pdn'; reason: 'bad-section'; section: string }
  | { family: 'pdn'; reason: 'bad-square'; square: string };

/** A move refused by the rules, inside a record's problem (engine/src/web/schema/problem.rs,
 *  `refusal`): the square named as the record's rule set names squares, and whether its pieces
 *  stack into towers. */
interface RefusalProblem {
  family: 'refusal';
  reason: RefusalReason;
  towers: boolean;
  square?: string;
}

/** A game record refused (engine/src/web/schema/problem.rs, `record`): a move is named by its
 *  number, `dots` (`...` for the second player's move of that number) and its text.
 *  The exception of `readRecordJson`. */
type RecordProblem =
  | { family: 'record'; reason: 'bad-tag'; tag: string }
  | { family: 'record'; reason: 'unknown-game-type'; value: string }
  | { family: 'record'; reason: 'bad-fen'; fen: string; problem: TfenProblem | PdnProblem }
  | { family: 'record'; reason: 'unclosed'; mark: string }
  | { family: 'record'; reason: 'too-many-tags'; max: number }
  | { family: 'record'; reason: 'move-malformed' | 'move-ambiguous'; number: number; dots: '' | '...'; move: string }
  | { family: 'record'; reason: 'move-illegal'; number: number; dots: '' | '...'; move: string; problem: RefusalProblem };

/** An HFEN refused (engine/src/web/schema/problem.rs, `hfen`): the exception of `new HexGame`. */
type HfenProblem =
  | { family: 'hfen'; reason: 'shape' }
  | { family: 'hfen'; reason: 'bad-side'; side: string }
  | { family: 'hfen'; reason: 'off-board' | 'bad-color'; entry: string }
  | { family: 'hfen'; reason: 'duplicate'; cell: string }
  | { family: 'hfen'; reason: 'too-many-marbles'; color: Side; max: number }
  | { family: 'hfen'; reason: 'bad-lost'; lost: string; max: number };

/** A Hexpush move text refused, quoting what was typed (engine/src/web/schema/problem.rs,
 *  `hex_move`): the exception of `HexGame.play`/`parseMove`. */
interface HexMoveProblem {
  family: 'hex-move';
  reason: 'malformed' | 'illegal';
  move: string;
}

/** A Hexpush editor's edit refused (engine/src/web/schema/problem.rs, `hex_edit`): the
 *  exception of `HexEditor.apply`/`setLost`. */
type HexEditProblem =
  | { family: 'hex-edit'; reason: 'too-many-marbles'; color: Side; max: number }
  | { family: 'hex-edit'; reason: 'too-many-lost'; lost: number; max: number };

/** Why play cannot start from a Hexpush setup (engine/src/web/schema/problem.rs, `hex_setup`):
 *  `HexEditor.checkJson` (or `null`). */
type HexSetupProblem =
  | { family: 'hex-setup'; reason: 'decided'; color: Side; max: number }
  | { family: 'hex-setup'; reason: 'no-marbles' | 'no-move'; color: Side };

/** Why the engine refused a text, for the page to word (engine/src/web/schema/problem.rs, every
 *  writer): `{family, reason, …values}`, a value that is itself a problem nested. The wasm
 *  classes throw these as their exceptions' message (engine.js's `thrownProblem`). */
type Problem =
  | GameOverProblem
  | EditProblem
  | UnknownVariantProblem
  | TfenProblem
  | PdnProblem
  | RecordProblem
  | HfenProblem
  | HexMoveProblem
  | HexEditProblem
  | HexSetupProblem;

// ---- Search (engine/src/web/schema/search.rs) -------------------------------------------------

/** One completed iteration of a search (engine/src/web/schema/search.rs, `info`): what the
 *  worker's `bashniSearchInfo` receives, and each of the best lines that `step` answers after `beginLinesDraughts`/`beginLinesHex`. */
interface SearchInfo {
  depth: number;
  /** Hundredths of the game's unit (`unit`), from White's side. */
  score: number;
  unit: 'man' | 'marble';
  /** The winner's full moves to a forced end (positive: White wins), or null. */
  win: number | null;
  nodes: number;
  nps: number;
  /** Milliseconds. */
  time: number;
  /** The principal variation in the variant's notation. */
  pv: string[];
  /** Its first move as the game's `play` takes it, or null. */
  move: string | null;
}

/** The line a game keeps as "the game" and whether the line played left it
 *  (engine/src/web/schema/mod.rs, `kept_line`): `keptLineJson`. */
interface KeptLine<M> {
  moves: M[];
  variation: boolean;
}

/** A search's answer (engine/src/web/schema/search.rs, `result`): the last iteration's report,
 *  the chosen move, whether the side to move would take a draw, and whether the other side
 *  would take one offered by the side to move. `EngineSearch.step`. (`drawAcceptable` and
 *  `opponentTakesDraw` are always written; they are optional here because `Opponent.moveNow`
 *  answers with the last report and its move, without them.) */
interface SearchResult extends SearchInfo {
  best: string | null;
  drawAcceptable?: boolean;
  opponentTakesDraw?: boolean;
  /** How the game stands in the searched position by the rules (`null` while it goes on): what
   *  a position without a move (`best` null) is, lost or drawn. Absent from Move now's answer. */
  outcome?: Outcome | null;
}

/** What the pages put on `window` for their tests (game-page.js, hexpush-page.js, lesson-page.js). */
interface Window {
  bashni: unknown;
  hexpush: unknown;
  lesson: unknown;
  puzzles: unknown;
  analysis: unknown;
  /** The page's loader's data text decoder (templates/js/data-text.js). */
  unpackText: (text: string) => Uint8Array<ArrayBuffer>;
}
