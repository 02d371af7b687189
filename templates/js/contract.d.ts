// The JSON the engine's page API sends, as the page code reads it: each shape has one writer in
// Rust, named beside it. The methods that send them are declared by wasm-bindgen itself
// (`generator types` writes target/wasm/types/engine-api.d.ts); tests/browser/tsconfig.json
// checks templates/js against both.

/** One completed iteration of a search (engine/src/web/schema/search.rs, `info`). */
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

/** A search's answer (engine/src/web/schema/search.rs, `result`): the last iteration's report,
 *  the chosen move, whether the side to move would take a draw, and whether the other side
 *  would take one offered by the side to move. */
interface SearchResult extends SearchInfo {
  best: string | null;
  drawAcceptable?: boolean;
  opponentTakesDraw?: boolean;
}

/** What the pages put on `window` for their tests (game-page.js, hexpush-page.js, lesson-page.js). */
interface Window {
  bashni: unknown;
  hexpush: unknown;
  lesson: unknown;
  puzzles: unknown;
  analysis: unknown;
  /** The page's loader's text85 decoder (templates/js/text85.js). */
  unpack85: (text: string) => Uint8Array<ArrayBuffer>;
}
