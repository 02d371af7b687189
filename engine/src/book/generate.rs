//! Making a book by self-play: from the start, breadth first, each position is searched with every
//! root move scored exactly; the moves within a margin of the best (at most a few) go into the
//! book, and the positions they lead to are searched in turn, to a number of plies.

use super::{Book, Opening, RuleSet};
use crate::game::Playable;
use crate::search::{centi_units, Limits, Searchable, Searcher};
use std::collections::VecDeque;

/// How a book is made.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// Plies from the start the book covers.
    pub plies: usize,
    /// The most positions it holds.
    pub positions: usize,
    /// Milliseconds of search per position.
    pub time_ms: f64,
    /// How far below the best (hundredths of the weights' man or marble, as the book keeps scores) a move may score
    /// and still be played.
    pub margin: i32,
    /// The most moves kept per position.
    pub branching: usize,
}

/// Makes the book of `rules` by `plan`; `progress` hears of each position with its TFEN (HFEN)
/// and moves.
pub fn generate<R: RuleSet>(
    rules: R,
    plan: Plan,
    mut progress: impl FnMut(&str, &[(String, i32)]),
) -> Book
where
    R::Game: Searchable,
{
    let mut book = Book::new();
    let mut queue = VecDeque::from([(rules.start(), 0usize)]);
    let mut searcher = Searcher::<R::Game>::new(64);
    searcher.set_exact_root(true);
    searcher.set_book(false);
    while let Some((position, ply)) = queue.pop_front() {
        if book.len() >= plan.positions {
            break;
        }
        let key = position.book_key();
        if book.contains_key(&key) {
            continue;
        }
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        if moves.is_empty() {
            continue;
        }
        searcher.search(&position, &[], Limits::time(plan.time_ms));
        // In hundredths of the weights' man or marble, as the book keeps them.
        let scores: Vec<i32> = searcher
            .root_scores()
            .iter()
            .map(|&score| centi_units::<R::Game>(score))
            .collect();
        if scores.len() != moves.len() {
            continue;
        }
        let best = scores.iter().copied().max().unwrap_or(0);
        let mut ranked: Vec<(usize, i32)> = scores
            .iter()
            .enumerate()
            .filter(|(_, &s)| s >= best - plan.margin)
            .map(|(i, &s)| (i, s))
            .collect();
        ranked.sort_by_key(|&(i, s)| (-s, i));
        ranked.truncate(plan.branching.max(1));
        let entry: Vec<(String, i32)> = ranked
            .iter()
            .map(|&(i, s)| (moves[i].to_string(), s))
            .collect();
        progress(&key, &entry);
        book.insert(key, entry);
        if ply + 1 < plan.plies {
            for &(i, _) in &ranked {
                queue.push_back((position.after(&moves[i]), ply + 1));
            }
        }
    }
    book
}
