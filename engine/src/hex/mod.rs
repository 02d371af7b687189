//! Hexpush: the marble-pushing game on a hexagon of 61 cells (HEXPUSH.md) — its cells and
//! directions, positions on 128-bit bitboards, move generation (inline moves, broadsides, sumito
//! pushes), the move notation, HFEN, and perft. The game history is the shared [`crate::Game`].

pub mod cell;
pub mod hfen;
pub mod movegen;
pub mod mv;
pub mod position;

pub use cell::{Cell, Direction};
pub use hfen::HfenError;
pub use mv::HexMove;
pub use position::{HexPosition, Layout};

/// Counts the leaf paths of the move tree of depth `depth` (bulk-counting the last ply).
pub fn perft(position: &HexPosition, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.legal_moves().len() as u64,
        _ => position
            .legal_moves()
            .iter()
            .map(|mv| perft(&position.after(mv), depth - 1))
            .sum(),
    }
}
