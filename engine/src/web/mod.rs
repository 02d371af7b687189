//! The page API: what the generated pages call.
//!
//! [`json`] writes the structures the pages read (moves, boards, results) and [`problem`] why a
//! text was refused; both are plain Rust, so the generator and the tests use them natively too; `wasm` (the draughts pages' `Game` and
//! `Editor`) and `wasm_hex` (the Hexpush page's `HexGame`) are the wasm-bindgen classes, built
//! for `wasm32-unknown-unknown` only.

pub mod json;
pub mod problem;
#[cfg(feature = "search")]
pub mod search_json;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
#[cfg(all(target_arch = "wasm32", feature = "hex"))]
pub mod wasm_hex;
#[cfg(all(target_arch = "wasm32", feature = "search"))]
pub mod wasm_search;
