//! What the engine's page API (wasm-bindgen) shares across its games: errors as the JavaScript
//! exceptions the pages show, argument readers, and the history controls every game class has.
//! The games' classes are in [`super::wasm_draughts`] and [`super::wasm_hex`].
//!
//! Structured data crosses to JavaScript as JSON text (see [`crate::web::schema`]); the page's
//! `Game` class parses it. Every rule is decided here; the page only draws and forwards input.

use crate::web::schema::problem;
use crate::Color;
#[cfg(feature = "draughts")]
use crate::Variant;
use wasm_bindgen::prelude::*;

#[cfg(feature = "draughts")]
pub(crate) fn variant_arg(id: &str) -> Result<Variant, JsError> {
    id.parse::<Variant>()
        .map_err(|_| JsError::new(&problem::unknown_variant(id)))
}

/// Any engine error as the JavaScript exception the pages show.
pub(crate) fn js_error(error: impl core::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

/// A game's refusal as the JavaScript exception the pages show: a game that is over as its
/// [`problem::game_over`], a move text as `move_problem` words it (when it does), anything
/// else in the engine's words.
pub(crate) fn game_error<P: crate::game::Playable>(
    error: crate::game::GameError<P>,
    move_problem: impl FnOnce(&P::MoveError) -> Option<String>,
) -> JsError {
    use crate::game::GameError;
    match &error {
        GameError::Over(_) => JsError::new(&problem::game_over()),
        GameError::Move(text_error) => match move_problem(text_error) {
            Some(json) => JsError::new(&json),
            None => js_error(&error),
        },
        GameError::Illegal(_) => js_error(&error),
    }
}

pub(crate) fn color_arg(name: &str) -> Result<Color, JsError> {
    match name {
        "white" | "w" | "W" => Ok(Color::White),
        "black" | "b" | "B" => Ok(Color::Black),
        other => Err(JsError::new(&format!("unknown colour `{other}`"))),
    }
}

/// The history controls every game page has, over the shared [`crate::game::Game`]: the line
/// of moves and its cursor, undo and redo (a move as JSON, made by `$move_json(&self, &move)`),
/// reading a move without playing it (a refused text throws what `$move_problem(&error)` makes
/// of a text error, or the engine's words), the result, resignation and agreed draws.
macro_rules! history_controls {
    ($wrapper:ident, $js:literal, $move_json:path, $move_problem:expr) => {
        #[wasm_bindgen(js_class = $js)]
        impl $wrapper {
            /// The whole line as a JSON list of moves: those played, then those after the
            /// cursor (stepped back over or taken back).
            #[wasm_bindgen(js_name = lineJson)]
            pub fn line_json(&self) -> String {
                $crate::web::schema::list(self.game.line().map(|mv| $move_json(self, mv)))
            }

            /// Keeps the whole line as "the game" (an analysis board's game as opened), to come
            /// back to from a variation.
            #[wasm_bindgen(js_name = keepLine)]
            pub fn keep_line(&mut self) {
                self.game.keep_line()
            }

            /// The kept line and whether the line left it (a variation was played), as JSON:
            /// [`crate::web::schema::kept_line`].
            #[wasm_bindgen(js_name = keptLineJson)]
            pub fn kept_line_json(&self) -> String {
                $crate::web::schema::kept_line(
                    self.game.kept_line().iter().map(|mv| $move_json(self, mv)),
                    self.game.in_variation(),
                )
            }

            /// Back to the kept line, at the ply where the line left it; returns that ply.
            #[wasm_bindgen(js_name = backToKeptLine)]
            pub fn back_to_kept_line(&mut self) -> usize {
                self.game.back_to_kept_line()
            }

            /// How many moves of the line are played (the position shown is after them).
            pub fn cursor(&self) -> usize {
                self.game.cursor()
            }

            /// Shows the position after `ply` moves of the line, keeping the line and its
            /// declared result.
            #[wasm_bindgen(js_name = goTo)]
            pub fn go_to(&mut self, ply: usize) {
                self.game.go_to(ply)
            }

            /// The legal move written as `text`, as JSON, without playing it.
            #[wasm_bindgen(js_name = parseMove)]
            pub fn parse_move(&self, text: &str) -> Result<String, JsError> {
                self.game
                    .parse(text)
                    .map(|mv| $move_json(self, &mv))
                    .map_err(|e| $crate::web::wasm::game_error(e, $move_problem))
            }

            /// The side that moved first (`"white"` or `"black"`).
            #[wasm_bindgen(js_name = startSide, unchecked_return_type = "\"white\" | \"black\"")]
            pub fn start_side(&self) -> String {
                self.game.start_side().name().to_string()
            }

            /// The side to move after `ply` moves from the start (`"white"` or `"black"`): the
            /// side that plays the line's move `ply + 1`.
            #[wasm_bindgen(js_name = sideAfter, unchecked_return_type = "\"white\" | \"black\"")]
            pub fn side_after(&self, ply: usize) -> String {
                self.game.side_after(ply).name().to_string()
            }

            /// Takes back a resignation or an agreed draw (nothing else); whether there was one.
            pub fn withdraw(&mut self) -> bool {
                self.game.withdraw()
            }

            /// The resignation or agreed draw at the end of the line as JSON (`null` if none).
            #[wasm_bindgen(js_name = declaredJson)]
            pub fn declared_json(&self) -> String {
                $crate::web::schema::outcome(self.game.declared())
            }

            /// Takes back the last move; returns it as JSON, or `null`.
            pub fn undo(&mut self) -> String {
                let mv = self.game.undo();
                $crate::web::schema::or_null(mv, |mv| $move_json(self, &mv))
            }

            /// Plays again the last move taken back; returns it as JSON, or `null`.
            pub fn redo(&mut self) -> String {
                let mv = self.game.redo();
                $crate::web::schema::or_null(mv, |mv| $move_json(self, &mv))
            }

            /// Whether a move can be taken back.
            #[wasm_bindgen(js_name = canUndo)]
            pub fn can_undo(&self) -> bool {
                self.game.can_undo()
            }

            /// Whether a taken-back move can be replayed.
            #[wasm_bindgen(js_name = canRedo)]
            pub fn can_redo(&self) -> bool {
                self.game.can_redo()
            }

            /// The result as JSON (`null` while the game goes on).
            #[wasm_bindgen(js_name = outcomeJson)]
            pub fn outcome_json(&self) -> String {
                $crate::web::schema::outcome(self.game.outcome())
            }

            /// `side` (`"white"`/`"black"`) resigns.
            pub fn resign(&mut self, side: &str) -> Result<(), JsError> {
                let side = $crate::web::wasm::color_arg(side)?;
                self.game
                    .resign(side)
                    .map_err(|e| $crate::web::wasm::game_error(e, |_| None))
            }

            /// Both players agree to a draw.
            #[wasm_bindgen(js_name = agreeDraw)]
            pub fn agree_draw(&mut self) -> Result<(), JsError> {
                self.game
                    .agree_draw()
                    .map_err(|e| $crate::web::wasm::game_error(e, |_| None))
            }
        }
    };
}
pub(crate) use history_controls;
