//! The board editor's page API (the game pages' "Set up" panel): a setup changed square by
//! square, checked only when play starts. Only the game pages have it (the `editor` feature).

use crate::draughts::editor::{Editor, Tool};
use crate::draughts::square::Square;
use crate::draughts::variant::Variant;
use crate::web::schema::{self, problem};
use crate::web::wasm::{color_arg, variant_arg};
use wasm_bindgen::prelude::*;

/// The board editor: a setup changed square by square, checked only when play starts.
#[wasm_bindgen(js_name = EngineEditor)]
pub struct WasmEditor {
    editor: Editor,
    /// The rule set the setup is for: it checks the setup and names its squares.
    variant: Variant,
}

#[wasm_bindgen(js_class = EngineEditor)]
impl WasmEditor {
    /// An editor of a setup for the rule set `variant`, holding the setup `tfen` describes (its
    /// syntax must be right; else it throws the [`problem`] JSON; an unknown `variant` throws).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, tfen_text: &str) -> Result<WasmEditor, JsError> {
        let variant = variant_arg(variant)?;
        Editor::from_tfen(tfen_text)
            .map(|editor| WasmEditor { editor, variant })
            .map_err(|e| JsError::new(&problem::tfen(&e, variant)))
    }

    /// The setup as TFEN (possibly not a legal position yet).
    #[wasm_bindgen(js_name = position)]
    pub fn tfen(&self) -> String {
        self.editor.tfen()
    }

    /// `"white"` or `"black"`.
    #[wasm_bindgen(js_name = sideToMove, unchecked_return_type = "\"white\" | \"black\"")]
    pub fn side_to_move(&self) -> String {
        self.editor.setup().side_to_move.name().to_string()
    }

    /// The board as JSON in the seeds' shape, `size`×`size`.
    #[wasm_bindgen(js_name = boardJson)]
    pub fn board_json(&self, size: u8) -> String {
        schema::draughts::board(size, |square| self.editor.tower(square))
    }

    /// Applies `tool` (`erase`, `erase-top`, `w`, `W`, `b`, `B`) to the square named `square` in
    /// a setup of `variant` (a piece is stacked only where the rule set has towers).
    pub fn apply(&mut self, square: &str, tool: &str, variant: &str) -> Result<(), JsError> {
        let variant = variant_arg(variant)?;
        let square = Square::parse(square)
            .ok_or_else(|| JsError::new(&format!("`{square}` is not a square")))?;
        let tool: Tool = tool
            .parse()
            .map_err(|_: crate::draughts::editor::UnknownTool| {
                JsError::new(&problem::unknown_tool(tool))
            })?;
        self.editor
            .apply(square, tool, variant)
            .map_err(|e| JsError::new(&problem::edit(&e)))
    }

    /// Removes every tower.
    pub fn clear(&mut self) {
        self.editor.clear();
    }

    /// The start position of `variant`.
    pub fn standard(&mut self, variant: &str) -> Result<(), JsError> {
        self.editor.standard(variant_arg(variant)?);
        Ok(())
    }

    /// Sets the side to move (`"white"`/`"black"`).
    #[wasm_bindgen(js_name = setSideToMove)]
    pub fn set_side_to_move(&mut self, side: &str) -> Result<(), JsError> {
        self.editor.set_side_to_move(color_arg(side)?);
        Ok(())
    }

    /// Why the setup is not a legal position of the editor's rule set, for the page to word
    /// (see [`problem::setup`]): `null` when it is one.
    #[wasm_bindgen(js_name = checkJson)]
    pub fn check_json(&self) -> String {
        schema::or_null(self.editor.check(self.variant).err(), |e| {
            problem::setup(&e, self.variant)
        })
    }
}
