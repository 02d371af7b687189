//! The Hexpush board editor's page API (the Hexpush page's "Edit board" panel): a setup changed
//! cell by cell, always one an HFEN can write, checked when play starts. Only the Hexpush game
//! page has it (the `editor` feature with `hex`).

use crate::color::Color;
use crate::hex::editor::{HexEditor, HexTool};
use crate::hex::Layout;
use crate::web::schema::{self, problem};
use crate::web::wasm::color_arg;
use crate::web::wasm_hex::cell_arg;
use wasm_bindgen::prelude::*;

/// The Hexpush board editor.
#[wasm_bindgen(js_name = HexEditor)]
pub struct WasmHexEditor {
    editor: HexEditor,
}

#[wasm_bindgen(js_class = HexEditor)]
impl WasmHexEditor {
    /// An editor holding the position an HFEN or a layout's name gives (a refused text throws
    /// its [`problem::hfen`] JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(hfen_text: &str) -> Result<WasmHexEditor, JsError> {
        HexEditor::from_hfen(hfen_text)
            .map(|editor| WasmHexEditor { editor })
            .map_err(|e| JsError::new(&problem::hfen(&e)))
    }

    /// The setup as HFEN (possibly one play cannot start from).
    pub fn position(&self) -> String {
        self.editor.hfen()
    }

    /// `"white"` or `"black"`.
    #[wasm_bindgen(js_name = sideToMove, unchecked_return_type = "\"white\" | \"black\"")]
    pub fn side_to_move(&self) -> String {
        self.editor.position().side_to_move().name().to_string()
    }

    /// The marbles and losses as JSON ([`schema::hex::board`]).
    #[wasm_bindgen(js_name = boardJson)]
    pub fn board_json(&self) -> String {
        schema::hex::board(&self.editor.position())
    }

    /// Applies `tool` (`erase`, `b`, `w`) to the cell named `cell`; a marble too many throws
    /// its [`problem::hex_edit`] JSON and changes nothing.
    pub fn apply(&mut self, cell: &str, tool: &str) -> Result<(), JsError> {
        let cell = cell_arg(cell)?;
        let tool: HexTool = tool
            .parse()
            .map_err(|_: crate::hex::editor::UnknownHexTool| {
                JsError::new(&problem::unknown_tool(tool))
            })?;
        self.editor
            .apply(cell, tool)
            .map_err(|e| JsError::new(&problem::hex_edit(&e)))
    }

    /// Sets how many marbles of `side` (`"white"`/`"black"`) have been pushed off; a count
    /// refused throws its [`problem::hex_edit`] JSON and changes nothing.
    #[wasm_bindgen(js_name = setLost)]
    pub fn set_lost(&mut self, side: &str, lost: u8) -> Result<(), JsError> {
        let color: Color = color_arg(side)?;
        self.editor
            .set_lost(color, lost)
            .map_err(|e| JsError::new(&problem::hex_edit(&e)))
    }

    /// Takes every marble off the board.
    pub fn clear(&mut self) {
        self.editor.clear();
    }

    /// The start of the layout named `layout` (an unknown name throws).
    pub fn standard(&mut self, layout: &str) -> Result<(), JsError> {
        let layout: Layout = layout
            .parse()
            .map_err(|e: crate::hex::position::UnknownLayout| JsError::new(&e.to_string()))?;
        self.editor.standard(layout);
        Ok(())
    }

    /// Sets the side to move (`"white"`/`"black"`).
    #[wasm_bindgen(js_name = setSideToMove)]
    pub fn set_side_to_move(&mut self, side: &str) -> Result<(), JsError> {
        self.editor.set_side_to_move(color_arg(side)?);
        Ok(())
    }

    /// Why play cannot start from the setup, for the page to word ([`problem::hex_setup`]):
    /// `null` when it can.
    #[wasm_bindgen(js_name = checkJson)]
    pub fn check_json(&self) -> String {
        schema::or_null(self.editor.check().err(), |e| problem::hex_setup(&e))
    }
}
