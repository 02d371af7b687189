//! Perft: the number of leaf paths of the move tree, the standard check of a move generator.
//!
//! The last ply is bulk-counted: at depth 1 the moves are counted, not played.

use crate::movegen;
use crate::mv::Move;
use crate::position::Position;

/// The number of move sequences of length `depth` from `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => movegen::count(position),
        _ => {
            let mut moves = Vec::new();
            movegen::generate(position, &mut moves);
            moves
                .iter()
                .map(|mv| {
                    let mut child = position.clone();
                    child.play_unchecked(mv);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by first move: each legal move with the count below it, sorted by move text.
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = position.legal_moves();
    moves.sort_by_cached_key(|mv| mv.to_string());
    moves
        .into_iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play_unchecked(&mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
