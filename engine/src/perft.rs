//! Perft: the number of leaf paths of the move tree, the standard check of a move generator.
//!
//! The last ply is bulk-counted: at depth 1 the moves are counted, not played.

use crate::draughts::movegen;
use crate::draughts::mv::Move;
use crate::draughts::position::Position;

/// The number of move sequences of length `depth` from `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize];
    perft_with(&mut position.clone(), depth, &mut buffers)
}

/// [`perft`] with one reusable move list per ply, so the search allocates nothing.
fn perft_with(position: &mut Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => movegen::count(position),
        _ => {
            let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
            moves.clear();
            movegen::generate(position, moves);
            let mut nodes = 0;
            for mv in moves.iter() {
                let undo = position.play_reversibly(mv);
                nodes += if depth == 2 {
                    movegen::count(position)
                } else {
                    perft_with(position, depth - 1, deeper)
                };
                position.take_back(mv, &undo);
            }
            nodes
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
