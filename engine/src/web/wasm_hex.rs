//! The engine's API for the Hexpush page (wasm-bindgen): one [`WasmHexGame`] per board, over the
//! shared game history. Structured data crosses as JSON text (see [`crate::web::schema`]).

use crate::game::Game;
use crate::hex::{hfen, selection, Cell, HexMove, HexPosition};
use crate::web::schema::{self, problem};
use crate::web::wasm::{game_error, history_controls};
use wasm_bindgen::prelude::*;

/// A cell named by the page.
pub(crate) fn cell_arg(name: &str) -> Result<Cell, JsError> {
    Cell::parse(name).ok_or_else(|| JsError::new(&format!("`{name}` is not a cell")))
}

/// Cells named by the page, separated by spaces (none: an empty text).
fn cells_arg(names: &str) -> Result<Vec<Cell>, JsError> {
    names.split_whitespace().map(cell_arg).collect()
}

/// A Hexpush game with history, undo/redo and result.
#[wasm_bindgen(js_name = HexGame)]
pub struct WasmHexGame {
    game: Game<HexPosition>,
}

#[wasm_bindgen(js_class = HexGame)]
impl WasmHexGame {
    /// A new game from a layout name (`standard`, `belgian-daisy`, `german-daisy`) or an HFEN
    /// (a refused one throws its [`problem::hfen`] JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(start: &str) -> Result<WasmHexGame, JsError> {
        let position = hfen::parse_start(start).map_err(|e| JsError::new(&problem::hfen(&e)))?;
        Ok(WasmHexGame {
            game: Game::from_position(position),
        })
    }

    /// The current position in HFEN.
    pub fn hfen(&self) -> String {
        hfen::write(self.game.position())
    }

    /// The start position in HFEN.
    #[wasm_bindgen(js_name = startHfen)]
    pub fn start_hfen(&self) -> String {
        hfen::write(self.game.start_position())
    }

    /// `"white"` or `"black"`.
    #[wasm_bindgen(js_name = sideToMove, unchecked_return_type = "\"white\" | \"black\"")]
    pub fn side_to_move(&self) -> String {
        self.game.position().side_to_move().name().to_string()
    }

    /// The marbles and losses as JSON.
    #[wasm_bindgen(js_name = boardJson)]
    pub fn board_json(&self) -> String {
        schema::hex::board(self.game.position())
    }

    /// The legal moves as JSON, sorted by move text.
    #[wasm_bindgen(js_name = legalMovesJson)]
    pub fn legal_moves_json(&self) -> String {
        schema::hex::moves(self.game.legal_moves())
    }

    /// What a tap on `cell` does to the `selected` marbles (cell names joined by spaces; see
    /// [`schema::hex::pick`]).
    #[wasm_bindgen(js_name = pickJson)]
    pub fn pick_json(&self, selected: &str, cell: &str) -> Result<String, JsError> {
        let position = self.game.position();
        let answer = selection::pick(position, &cells_arg(selected)?, cell_arg(cell)?);
        Ok(schema::hex::pick(&answer))
    }

    /// The legal moves of the `selected` marbles (see [`selection::selection_moves`]).
    #[wasm_bindgen(js_name = selectionMovesJson)]
    pub fn selection_moves_json(&self, selected: &str) -> Result<String, JsError> {
        let position = self.game.position();
        let moves = selection::selection_moves(position, &cells_arg(selected)?);
        Ok(schema::hex::moves(moves))
    }

    /// The moves of the `selected` marbles that bring a marble to `cell` (see
    /// [`selection::moves_to`]).
    #[wasm_bindgen(js_name = movesToJson)]
    pub fn moves_to_json(&self, selected: &str, cell: &str) -> Result<String, JsError> {
        let position = self.game.position();
        let moves = selection::moves_to(position, &cells_arg(selected)?, cell_arg(cell)?);
        Ok(schema::hex::moves(moves))
    }

    /// The line swiped from own marble `origin` to `over` (a JSON list of cells), or `null` when
    /// it is not a line a move can move.
    #[wasm_bindgen(js_name = swipeJson)]
    pub fn swipe_json(&self, origin: &str, over: &str) -> Result<String, JsError> {
        let line = selection::swipe(self.game.position(), cell_arg(origin)?, cell_arg(over)?);
        Ok(schema::or_null(line, |cells| schema::hex::cells(&cells)))
    }

    /// The move a drag of the `selected` marbles dropped on `cell` makes, having left the line
    /// at `left` (see [`selection::drop_move`]), or `null`.
    #[wasm_bindgen(js_name = dropJson)]
    pub fn drop_json(&self, selected: &str, left: &str, cell: &str) -> Result<String, JsError> {
        let position = self.game.position();
        let mv = selection::drop_move(
            position,
            &cells_arg(selected)?,
            cell_arg(left)?,
            cell_arg(cell)?,
        );
        Ok(schema::or_null(mv, |mv| schema::hex::mv(&mv)))
    }

    /// Plays the move written as `text`; returns it as JSON. A text that names no legal move
    /// throws its [`problem::hex_move`] JSON.
    pub fn play(&mut self, text: &str) -> Result<String, JsError> {
        let mv = self
            .game
            .play_text(text)
            .map_err(|e| game_error(e, |error| Some(problem::hex_move(error))))?;
        Ok(schema::hex::mv(&mv))
    }

    /// The move texts played so far, as JSON.
    #[wasm_bindgen(js_name = historyJson)]
    pub fn history_json(&self) -> String {
        schema::hex::texts(self.game.moves())
    }
}

impl WasmHexGame {
    fn move_json(&self, mv: &HexMove) -> String {
        schema::hex::mv(mv)
    }
}

history_controls!(WasmHexGame, "HexGame", WasmHexGame::move_json, |error| {
    Some(problem::hex_move(error))
});

/// The Hexpush board's shape as JSON ([`schema::hex::shape`]): its cells, their neighbours and the
/// longest line a move moves. The page draws and walks the board from it.
#[wasm_bindgen(js_name = hexShapeJson)]
pub fn hex_shape_json() -> String {
    schema::hex::shape()
}

/// Checks an HFEN: the empty string if it is valid, else the reason.
#[wasm_bindgen(js_name = checkHfen)]
pub fn check_hfen(text: &str) -> String {
    hfen::parse(text)
        .err()
        .map_or(String::new(), |e| e.to_string())
}
