//! The rules of Bashni and its relatives — classic Bashni, Russian draughts, English checkers
//! and Lasca — as one move generator driven by each rule set's parameters, with their notation
//! (TFEN, move text, PDN FEN), perft, and a [`Game`] with history and results.
//!
//! ```
//! use engine::{tfen, Variant};
//!
//! let position = tfen::parse(Variant::Bashni, "W:c3w,d4b,f6b,h8b").unwrap();
//! let moves = position.legal_moves();
//! assert_eq!(moves.len(), 1);
//! assert_eq!(moves[0].to_string(), "c3:e5:g7");
//!
//! let mut after = position.clone();
//! after.play(&moves[0]).unwrap();
//! // The two captured black men are now under the white man, the last one taken at the bottom.
//! assert_eq!(tfen::write(&after), "B:g7bbw,h8b");
//! ```
//!
//! The core uses no threads, files or clocks, so it builds for `wasm32-unknown-unknown`;
//! the page's API is in the `wasm` module there.

#![warn(missing_docs)]

pub mod color;
pub mod editor;
pub mod game;
pub mod geometry;
pub mod hex;
pub mod json;
pub mod movegen;
pub mod mv;
pub mod notation;
pub mod pdn;
pub mod perft;
pub mod position;
pub mod setup;
pub mod square;
pub mod tfen;
pub mod tower;
pub mod variant;
mod zobrist;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
#[cfg(target_arch = "wasm32")]
pub mod wasm_hex;

pub use color::Color;
pub use game::{DrawReason, Game, GameError, Outcome, WinReason};
pub use mv::Move;
pub use position::{IllegalMove, Position};
pub use setup::{Setup, SetupError};
pub use square::Square;
pub use tower::{Piece, Tower};
pub use variant::Variant;
