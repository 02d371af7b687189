//! The rules of Bashni and its relatives — classic Bashni, Russian draughts, English checkers
//! and Lasca — as one move generator driven by each rule set's parameters, with their notation
//! (TFEN, move text, PDN FEN); Hexpush, the hex-board marble-pushing game; and for both, one
//! game history with results ([`Game`]) and one perft.
//!
//! ```
//! use engine::draughts::tfen;
//! use engine::Variant;
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
//! The layout:
//! - shared vocabulary at the top: [`color`], [`game`] (the history over any
//!   [`Playable`](game::Playable) position, undo/redo, results), [`perft`] (one perft and
//!   divide for every game), and the Zobrist keys;
//! - [`draughts`]: the diagonal-board games (squares, towers, rule sets, positions, move
//!   generation, TFEN, move text, PDN, the board editor's model);
//! - [`hex`]: Hexpush (cells, 128-bit positions, move generation, HFEN);
//! - [`web`]: the page API — JSON writers, and on `wasm32` the wasm-bindgen classes.
//!
//! The core uses no threads, files or clocks, so it builds for `wasm32-unknown-unknown`.

#![warn(missing_docs)]

#[cfg(all(
    feature = "search",
    any(not(target_arch = "wasm32"), feature = "books")
))]
pub mod book;
pub mod color;
pub mod draughts;
#[cfg(all(
    feature = "search",
    any(not(target_arch = "wasm32"), feature = "endgames")
))]
pub mod endgame;
pub mod game;
#[cfg(feature = "hex")]
pub mod hex;
pub mod perft;
pub mod quoted;
#[cfg(feature = "search")]
pub mod search;
pub(crate) mod sort;
pub mod web;
mod zobrist;

pub use color::Color;
pub use draughts::mv::Move;
pub use draughts::position::{IllegalMove, Position};
pub use draughts::setup::{Setup, SetupError};
pub use draughts::square::Square;
pub use draughts::tower::{Piece, Tower};
pub use draughts::variant::Variant;
pub use game::{DrawReason, Game, GameError, Outcome, WinReason};
