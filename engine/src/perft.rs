//! Perft: the number of leaf paths of the move tree, the standard check of a move generator —
//! one for every [`Playable`] game.
//!
//! The last ply is bulk-counted: at depth 1 the moves are counted, not played, and at depth 2
//! each move's replies are counted as the move is found, without a move list or playing it in
//! full ([`Playable::count_replies`]). Above, moves are played and taken back in place
//! ([`Playable::play_reversibly`]) from one reusable move list per ply, so the draughts count
//! allocates nothing and copies one position per node of depth 2.
//!
//! [`perft_limited`] and [`divide_limited`] stop once they have looked at more positions than a
//! budget, so a depth too deep for the position is refused instead of running for hours.

use crate::game::Playable;
use std::fmt;

/// The number of move sequences of length `depth` from `position`.
pub fn perft<P: Playable>(position: &P, depth: u32) -> u64 {
    perft_limited(position, depth, u64::MAX).expect("an unlimited budget is never spent")
}

/// A perft that looked at more positions than its budget allowed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BudgetSpent {
    /// The budget: positions whose moves may be generated or counted.
    pub positions: u64,
}

impl fmt::Display for BudgetSpent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "stopped after {} positions: the depth is too deep for this position",
            self.positions
        )
    }
}

impl std::error::Error for BudgetSpent {}

/// [`perft`] that gives up once it has generated or counted the moves of more than `budget`
/// positions (the work, not the count: the last ply is counted without being visited).
pub fn perft_limited<P: Playable>(
    position: &P,
    depth: u32,
    budget: u64,
) -> Result<u64, BudgetSpent> {
    let mut buffers = vec![Vec::new(); depth as usize];
    let mut left = budget;
    perft_with(&mut position.clone(), depth, &mut buffers, &mut left)
        .ok_or(BudgetSpent { positions: budget })
}

/// Takes `cost` positions from the budget; `None` when it is spent.
fn spend(left: &mut u64, cost: u64) -> Option<()> {
    *left = left.checked_sub(cost)?;
    Some(())
}

/// [`perft`] with one reusable move list per ply, so the search allocates nothing; `None` once
/// `left` runs out.
fn perft_with<P: Playable>(
    position: &mut P,
    depth: u32,
    buffers: &mut [Vec<P::Move>],
    left: &mut u64,
) -> Option<u64> {
    match depth {
        0 => Some(1),
        1 => {
            spend(left, 1)?;
            Some(position.count_legal_moves())
        }
        2 => {
            spend(left, 1)?;
            let (moves, replies) = position.count_replies(&mut buffers[0]);
            spend(left, moves)?;
            Some(replies)
        }
        _ => {
            spend(left, 1)?;
            let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
            position.generate_moves(moves);
            let mut nodes = 0;
            for mv in moves.iter() {
                let undo = position.play_reversibly(mv);
                let below = perft_with(position, depth - 1, deeper, left);
                position.take_back(mv, &undo);
                nodes += below?;
            }
            Some(nodes)
        }
    }
}

/// Perft split by first move: each legal move with the count below it, sorted by move text.
pub fn divide<P: Playable>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    divide_limited(position, depth, u64::MAX).expect("an unlimited budget is never spent")
}

/// [`divide`] under one budget for the whole split (see [`perft_limited`]).
pub fn divide_limited<P: Playable>(
    position: &P,
    depth: u32,
    budget: u64,
) -> Result<Vec<(P::Move, u64)>, BudgetSpent> {
    let moves = crate::sort::by_text(position.legal_moves());
    let mut left = budget;
    let spent = BudgetSpent { positions: budget };
    spend(&mut left, 1).ok_or(spent)?;
    moves
        .into_iter()
        .map(|mv| {
            let depth = depth.saturating_sub(1);
            let mut buffers = vec![Vec::new(); depth as usize];
            let count = perft_with(&mut position.after(&mv), depth, &mut buffers, &mut left)
                .ok_or(spent)?;
            Ok((mv, count))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Variant};

    #[test]
    fn a_budget_large_enough_changes_nothing() {
        let start = Position::start(Variant::Bashni);
        assert_eq!(perft_limited(&start, 5, 10_000), Ok(perft(&start, 5)));
        let split = divide_limited(&start, 4, 10_000).unwrap();
        assert_eq!(split, divide(&start, 4));
    }

    #[test]
    fn a_spent_budget_is_an_error_not_a_wrong_count() {
        let start = Position::start(Variant::Bashni);
        assert_eq!(
            perft_limited(&start, 30, 1000),
            Err(BudgetSpent { positions: 1000 })
        );
        assert!(divide_limited(&start, 30, 1000).is_err());
        // Exactly the positions looked at: the root and its seven children at depth 2.
        assert_eq!(perft_limited(&start, 2, 8), Ok(49));
        assert!(perft_limited(&start, 2, 7).is_err());
    }
}
