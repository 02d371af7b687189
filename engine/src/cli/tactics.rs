//! A tactics suite built by exhaustive search: positions where exactly one move forces the
//! opponent to be left without a move (no tower that can move, or six marbles off) within 1, 3
//! or 5 plies, whatever the opponent replies. `engine tactics` finds them in self-play games;
//! `engine solve` and the tests measure how many the search finds.

use crate::arena::{play_game, random_opening, Entrant, Player};
use engine::search::Level;
use engine::search::Rng;
use engine::search::Searchable;

/// Whether the side to move can leave the opponent without a move within `plies` (odd) plies
/// whatever the replies; `budget` counts down the positions looked at (`None` when it ran out).
pub fn forces_win<P: Searchable>(position: &P, plies: u32, budget: &mut u64) -> Option<bool> {
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    for mv in &moves {
        if wins_with(position, mv, plies, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

/// Whether `mv` leaves the opponent without a move within `plies` plies whatever they reply.
pub fn wins_with<P: Searchable>(
    position: &P,
    mv: &P::Move,
    plies: u32,
    budget: &mut u64,
) -> Option<bool> {
    *budget = budget.checked_sub(1)?;
    let after = position.after(mv);
    let mut replies = Vec::new();
    after.generate_moves(&mut replies);
    if replies.is_empty() {
        return Some(true);
    }
    if plies < 3 {
        return Some(false);
    }
    for reply in &replies {
        if !forces_win(&after.after(reply), plies - 2, budget)? {
            return Some(false);
        }
    }
    Some(true)
}

/// The one move that forces a win within `plies`, if exactly one does.
pub fn unique_win<P: Searchable>(position: &P, plies: u32, budget: &mut u64) -> Option<P::Move> {
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    let mut winner = None;
    for mv in &moves {
        if wins_with(position, mv, plies, budget)? {
            if winner.is_some() {
                return None;
            }
            winner = Some(*mv);
        }
    }
    winner
}

/// A puzzle: the position, the plies of its forced win, and the winning move.
pub struct Puzzle<P: Searchable> {
    /// The position, the winner to move.
    pub position: P,
    /// 1, 3 or 5.
    pub plies: u32,
    /// The only winning move.
    pub solution: P::Move,
}

/// Up to `count` puzzles of each length (1, 3, 5 plies) from games between the two `levels`
/// (a weak side against a strong one loses material and so walks into forced wins), each the
/// shortest forced win of its position and its only winning move.
pub fn find<P: Searchable>(
    start: &P,
    count: usize,
    seed: u64,
    max_games: u32,
    levels: [Level; 2],
) -> Vec<Puzzle<P>> {
    let mut rng = Rng::new(seed);
    let mut found: Vec<Puzzle<P>> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let players = levels.map(|level| Entrant::plain(Player::Level(level)));
    for _ in 0..max_games {
        let opening = random_opening(start, 4, &mut rng);
        let (_, game) = play_game(&opening, players[0], players[1], 1000.0, &mut rng);
        for position in game.positions() {
            if !seen.insert(position.hash()) {
                continue;
            }
            for plies in [1, 3, 5] {
                if found.iter().filter(|p| p.plies == plies).count() >= count {
                    continue;
                }
                let mut budget = 2_000_000;
                // Only the shortest win counts: a shorter one would also solve the puzzle.
                let shorter = (1..plies)
                    .step_by(2)
                    .any(|p| forces_win(position, p, &mut budget) != Some(false));
                if shorter {
                    break;
                }
                match unique_win(position, plies, &mut budget) {
                    Some(solution) => {
                        found.push(Puzzle {
                            position: position.clone(),
                            plies,
                            solution,
                        });
                        break;
                    }
                    None => {
                        if forces_win(position, plies, &mut budget) != Some(false) {
                            break;
                        }
                    }
                }
            }
        }
        if [1, 3, 5]
            .iter()
            .all(|&n| found.iter().filter(|p| p.plies == n).count() >= count)
        {
            break;
        }
    }
    found
}
