//! The page API: what the generated pages call.
//!
//! [`schema`] writes every JSON shape the pages read (moves, boards, results, why a text was
//! refused, the search's reports); it is plain Rust, so the generator and the tests use it
//! natively too.
//! The wasm-bindgen classes, built for `wasm32-unknown-unknown` only, each behind the feature of
//! the pages that use it: `wasm_draughts` (`draughts`: the draughts pages' `Game`, `Editor` and
//! readers), `wasm_hex` (`hex`: the Hexpush page's `HexGame`), `wasm_editor` and
//! `wasm_hex_editor` (`editor`: the game pages' board editors, `EngineEditor` and `HexEditor`),
//! `wasm_search` (`search`: the computer opponent), over what `wasm` shares.

pub mod schema;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
#[cfg(all(target_arch = "wasm32", feature = "draughts"))]
pub mod wasm_draughts;
#[cfg(all(target_arch = "wasm32", feature = "editor", feature = "draughts"))]
pub mod wasm_editor;
#[cfg(all(target_arch = "wasm32", feature = "hex"))]
pub mod wasm_hex;
#[cfg(all(target_arch = "wasm32", feature = "editor", feature = "hex"))]
pub mod wasm_hex_editor;
#[cfg(all(target_arch = "wasm32", feature = "search"))]
pub mod wasm_search;
