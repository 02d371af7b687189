//! Perft: the number of leaf paths of the move tree, the standard check of a move generator —
//! one for every [`Playable`] game.
//!
//! The last ply is bulk-counted: at depth 1 the moves are counted, not played. Moves are played
//! and taken back in place ([`Playable::play_reversibly`]) into one reusable move list per ply,
//! so the draughts count runs without copying positions or allocating.

use crate::game::Playable;

/// The number of move sequences of length `depth` from `position`.
pub fn perft<P: Playable>(position: &P, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize];
    perft_with(&mut position.clone(), depth, &mut buffers)
}

/// [`perft`] with one reusable move list per ply, so the search allocates nothing.
fn perft_with<P: Playable>(position: &mut P, depth: u32, buffers: &mut [Vec<P::Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
            position.generate_moves(moves);
            let mut nodes = 0;
            for mv in moves.iter() {
                let undo = position.play_reversibly(mv);
                nodes += if depth == 2 {
                    position.count_legal_moves()
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
pub fn divide<P: Playable>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    let mut moves = position.legal_moves();
    moves.sort_by_cached_key(|mv| mv.to_string());
    moves
        .into_iter()
        .map(|mv| (mv, perft(&position.after(&mv), depth.saturating_sub(1))))
        .collect()
}
