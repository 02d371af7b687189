//! What the engine's page API (wasm-bindgen) shares across its games: errors as the JavaScript
//! exceptions the pages show, argument readers, and the history controls every game class has.
//! The games' classes are in [`super::wasm_draughts`] and [`super::wasm_hex`].
//!
//! Structured data crosses to JavaScript as JSON text (see [`crate::web::json`]); the page's
//! `Game` class parses it. Every rule is decided here; the page only draws and forwards input.

use crate::web::problem;
use crate::Color;
#[cfg(feature = "draughts")]
use crate::Variant;
use wasm_bindgen::prelude::*;

#[cfg(feature = "draughts")]
pub(crate) fn variant_arg(id: &str) -> Result<Variant, JsError> {
    id.parse::<Variant>()
        .map_err(|e| JsError::new(&e.to_string()))
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

/// The history controls every game page has, over the shared [`Game`]: undo and redo (the move
/// as JSON, made by `$move_json(&self, &move)`), the result, resignation and agreed draws.
macro_rules! history_controls {
    ($wrapper:ident, $js:literal, $move_json:path) => {
        #[wasm_bindgen(js_class = $js)]
        impl $wrapper {
            /// Takes back the last move; returns it as JSON, or `null`.
            pub fn undo(&mut self) -> String {
                let mv = self.game.undo();
                mv.map_or("null".into(), |mv| $move_json(self, &mv))
            }

            /// Plays again the last move taken back; returns it as JSON, or `null`.
            pub fn redo(&mut self) -> String {
                let mv = self.game.redo();
                mv.map_or("null".into(), |mv| $move_json(self, &mv))
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
                $crate::web::json::outcome(self.game.outcome())
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
