//! The computer opponent's page API (wasm-bindgen), run inside the page's Web Worker.
//!
//! [`WasmSearch`] replays the game it is given (so the search sees its repetitions and the
//! no-progress count), searches at a level within a time budget, reports each completed
//! iteration to the worker's global `bashniSearchInfo(json)` and returns the final answer as JSON
//! ([`crate::web::search_json`]). Its transposition tables live as long as the worker.

use crate::draughts::notation;
use crate::draughts::position::Position;
use crate::game::{Game, Playable};
#[cfg(feature = "hex")]
use crate::hex::{self, HexPosition};
use crate::search::{earlier_hashes, Level, SearchInfo, Searchable, Searcher};
use crate::web::search_json;
use crate::web::wasm::js_error;
use crate::Variant;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Defined by the worker script: receives each completed iteration's report.
    #[wasm_bindgen(js_name = bashniSearchInfo)]
    fn report_info(json: &str);
}

/// Transposition table size of each game's searcher in the page, in megabytes.
const TABLE_MB: usize = 16;

/// The searchers of one worker, made when first needed.
#[wasm_bindgen(js_name = EngineSearch)]
#[derive(Default)]
pub struct WasmSearch {
    draughts: Option<Searcher<Position>>,
    #[cfg(feature = "hex")]
    hex: Option<Searcher<HexPosition>>,
}

fn think<P: Searchable + 'static>(
    searcher: &mut Searcher<P>,
    game: &Game<P>,
    level: u8,
    time_ms: f64,
    seed: u32,
    notation: fn(&P::Move) -> String,
) -> Result<String, JsError> {
    let level = Level::new(level).ok_or_else(|| js_error(format!("level {level} is not 1-8")))?;
    let side = game.position().side_to_move();
    searcher.on_info(Box::new(move |info: &SearchInfo<P::Move>| {
        report_info(&search_json::info(info, side, notation))
    }));
    let earlier = earlier_hashes(game);
    let result = level.choose(
        searcher,
        game.position(),
        &earlier,
        level.limits::<P>(time_ms),
        seed as u64,
    );
    Ok(search_json::result(&result, side, notation))
}

fn replay<P: Playable>(start: P, moves: &str) -> Result<Game<P>, JsError> {
    let mut game = Game::from_position(start);
    for text in moves.split_whitespace() {
        game.play_text(text).map_err(js_error)?;
    }
    Ok(game)
}

#[wasm_bindgen(js_class = EngineSearch)]
impl WasmSearch {
    /// No searcher yet; each game's is made on its first search.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmSearch {
        WasmSearch::default()
    }

    /// Searches the draughts game of `variant` from `start` (a TFEN) after `moves` (move texts
    /// separated by spaces) at `level` for about `time_ms`; returns the answer as JSON.
    #[wasm_bindgen(js_name = thinkDraughts)]
    pub fn think_draughts(
        &mut self,
        variant: &str,
        start: &str,
        moves: &str,
        level: u8,
        time_ms: f64,
        seed: u32,
    ) -> Result<String, JsError> {
        let variant: Variant = variant.parse().map_err(js_error)?;
        let start = crate::draughts::tfen::parse(variant, start).map_err(js_error)?;
        let game = replay(start, moves)?;
        let searcher = self.draughts.get_or_insert_with(|| Searcher::new(TABLE_MB));
        let text: fn(&crate::Move) -> String = match variant {
            Variant::English => |mv| notation::display_text(Variant::English, mv),
            _ => |mv| mv.to_string(),
        };
        think(searcher, &game, level, time_ms, seed, text)
    }

    /// The same for Hexpush: `start` is an HFEN or a layout name.
    #[cfg(feature = "hex")]
    #[wasm_bindgen(js_name = thinkHex)]
    pub fn think_hex(
        &mut self,
        start: &str,
        moves: &str,
        level: u8,
        time_ms: f64,
        seed: u32,
    ) -> Result<String, JsError> {
        let start = hex::hfen::parse_start(start).map_err(js_error)?;
        let game = replay(start, moves)?;
        let searcher = self.hex.get_or_insert_with(|| Searcher::new(TABLE_MB));
        think(searcher, &game, level, time_ms, seed, |mv| mv.to_string())
    }

    /// Forgets what the searchers learned (a new game).
    pub fn clear(&mut self) {
        if let Some(s) = self.draughts.as_mut() {
            s.clear();
        }
        #[cfg(feature = "hex")]
        if let Some(s) = self.hex.as_mut() {
            s.clear();
        }
    }
}
