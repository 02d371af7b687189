//! Hexpush: the marble-pushing game on a hexagon of 61 cells (engine/HEXPUSH.md) — its cells and
//! directions, positions on 128-bit bitboards, move generation (inline moves, broadsides, sumito
//! pushes), the move notation and HFEN, what a tap does to the marbles selected ([`selection`]),
//! and the board [`editor`]'s model. The game history ([`crate::Game`]) and [`crate::perft`] are
//! shared with draughts.

pub mod cell;
pub mod editor;
pub mod hfen;
pub mod movegen;
pub mod mv;
pub mod position;
pub mod selection;

pub use cell::{Cell, Direction};
pub use hfen::HfenError;
pub use mv::HexMove;
pub use position::{HexPosition, Layout};
