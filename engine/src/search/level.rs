//! The opponent's levels 1–8: from a beginner that blunders believably to the full search.
//!
//! A level caps the search's depth and nodes and, below level 6, adds noise to the exactly scored
//! root moves before choosing: a weak level prefers moves that are nearly as good as the best and
//! sometimes plays a clear mistake, as a beginner does, rather than a random move. Each level is
//! measurably stronger than the one below (`engine match`; the ladder, with intervals, is in
//! docs/strength.md, written by `scripts/strength_doc.py`).

use super::rng::Rng;
use super::searcher::{Limits, SearchResult, Searcher};
use super::{centi_units, Searchable};
use core::fmt;
use core::str::FromStr;

/// The weakest of the strong levels: they play book moves and read the endgame tables.
pub const STRONG_LEVEL: u8 = 7;

/// A level from 1 (weakest) to 8 (the full search in the time given).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Level(u8);

/// Each level's depth cap, node cap, noise (standard deviation, hundredths of a man in
/// draughts, of a marble in Hexpush) and share of the time given, levels 1 to 8.
pub type LevelTable = [(u32, u64, f64, f64); 8];

/// The draughts levels: depth 1–5 with shrinking noise, then 10,000 and 30,000 nodes, then the
/// time given.
pub const DRAUGHTS_LEVELS: LevelTable = [
    (1, u64::MAX, 150.0, 1.0),
    (2, u64::MAX, 80.0, 1.0),
    (3, u64::MAX, 40.0, 1.0),
    (4, u64::MAX, 25.0, 1.0),
    (5, u64::MAX, 10.0, 1.0),
    (48, 10_000, 0.0, 1.0),
    (48, 30_000, 0.0, 1.0),
    (48, u64::MAX, 0.0, 1.0),
];

/// The Hexpush levels: its tree is wider (60–100 moves a position), so the same depth costs far
/// more and, at 100 ms a move, the full search reaches about depth 5. So the levels are spread
/// lower: depth 1 with noise, then depth 1–5 without (level 7 also stops at the time given), then
/// all of the time. (With draughts-like node caps, level 6 at 5,000 nodes scored 33% against level
/// 5 at depth 4: `engine match hexpush 6 5`; level 7 as 30% of the time given scored 33% against
/// level 6 at 100 ms a move, `engine match hexpush 7 6 --games 6 --time 100`, so it searches to
/// depth 5 instead.)
pub const HEX_LEVELS: LevelTable = [
    (1, u64::MAX, 400.0, 1.0),
    (1, u64::MAX, 40.0, 1.0),
    (1, u64::MAX, 0.0, 1.0),
    (2, u64::MAX, 0.0, 1.0),
    (3, u64::MAX, 0.0, 1.0),
    (4, u64::MAX, 0.0, 1.0),
    (5, u64::MAX, 0.0, 1.0),
    (48, u64::MAX, 0.0, 1.0),
];

impl Level {
    /// The strongest level.
    pub const MAX: Level = Level(8);

    /// Level `n` if it is 1–8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// Its number, 1–8.
    pub fn number(self) -> u8 {
        self.0
    }

    fn row<P: Searchable>(self) -> (u32, u64, f64, f64) {
        P::LEVELS[self.0 as usize - 1]
    }

    /// The search limits of this level in game `P` given `time_ms` a move.
    pub fn limits<P: Searchable>(self, time_ms: f64) -> Limits {
        let (depth, nodes, _, share) = self.row::<P>();
        Limits {
            depth,
            nodes,
            time_ms: time_ms * share,
        }
    }

    /// The noise added to root scores in game `P`, in hundredths of a man or marble.
    pub fn noise<P: Searchable>(self) -> f64 {
        self.row::<P>().2
    }

    /// Searches `position` within `limits` (normally [`Level::limits`]) and chooses this level's
    /// move; `seed` drives the noise.
    pub fn choose<P: Searchable>(
        self,
        searcher: &mut Searcher<P>,
        position: &P,
        earlier: &[u64],
        limits: Limits,
        seed: u64,
    ) -> SearchResult<P::Move> {
        self.start(searcher, position, earlier, limits, true);
        let result = searcher.search_on();
        self.pick(searcher, position, result, seed)
    }

    /// Begins this level's search of `position`, for [`Searcher::advance`] to carry on in
    /// slices; [`Level::pick`] then chooses the move from its answer. With `book` false the
    /// search never answers from the opening book (an analysis, which wants the position's own
    /// search, not a move). Whether endgame tables were solved for it first
    /// ([`Searchable::prepare_known`]: then more may remain).
    pub fn start<P: Searchable>(
        self,
        searcher: &mut Searcher<P>,
        position: &P,
        earlier: &[u64],
        limits: Limits,
        book: bool,
    ) -> bool {
        searcher.set_exact_root(self.noise::<P>() > 0.0);
        // Only the strong levels play from the opening book and know the endgame tables.
        searcher.set_book(book && self.0 >= STRONG_LEVEL);
        searcher.set_tables(self.0 >= STRONG_LEVEL);
        // Before the clock starts: the pages solve the endgame tables the game is coming to.
        let solved = self.0 >= STRONG_LEVEL && position.prepare_known();
        searcher.start(position, earlier, limits);
        solved
    }

    /// This level's move from the answer of its search ([`Level::start`]): the best one, or
    /// below level 6 the best after noise is added to every root move's score.
    pub fn pick<P: Searchable>(
        self,
        searcher: &mut Searcher<P>,
        position: &P,
        mut result: SearchResult<P::Move>,
        seed: u64,
    ) -> SearchResult<P::Move> {
        searcher.set_exact_root(false);
        // The noise is in hundredths of a man or marble, the root scores in the search's units.
        let noise = self.noise::<P>() * P::UNIT as f64 / 100.0;
        if noise > 0.0 && result.best.is_some() {
            let mut moves = Vec::new();
            position.generate_moves(&mut moves);
            let mut rng = Rng::new(seed ^ position.hash());
            let scores = searcher.root_scores();
            let pick = (0..moves.len())
                .map(|i| (scores[i] as f64 + rng.normal(noise), i))
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, i)| i);
            if let Some(i) = pick {
                if Some(moves[i]) != result.best {
                    result.best = Some(moves[i]);
                    result.score = centi_units::<P>(scores[i]);
                    result.pv = vec![moves[i]];
                }
            }
        }
        result
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(text: &str) -> Result<Level, String> {
        text.parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| format!("level `{text}` is not 1-8"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Variant};

    /// The answer of `level` from `start` (a book position) in 50 ms.
    fn answer<P: Searchable>(start: &P, level: u8, book: bool) -> SearchResult<P::Move> {
        let mut searcher = Searcher::new(1);
        let level = Level::new(level).unwrap();
        level.start(&mut searcher, start, &[], level.limits::<P>(50.0), book);
        let result = searcher.search_on();
        level.pick(&mut searcher, start, result, 1)
    }

    /// Checks that from `start` the strong levels play a move of its book, without a search,
    /// and that an analysis and level 6 search.
    fn answers_from_the_book<P: crate::book::Opening + Searchable>(start: P) {
        let booked = answer(&start, 8, true);
        assert_eq!(booked.depth, 0, "the book's move, nothing searched");
        let book = crate::book::moves(&start);
        let (_, centi) = book
            .iter()
            .find(|(mv, _)| Some(*mv) == booked.best)
            .expect("a move of the book");
        assert_eq!(
            booked.score, *centi,
            "the book's score, in hundredths of the game's unit as the answer gives it"
        );
        assert!(
            answer(&start, 8, false).depth > 0,
            "an analysis searches the position"
        );
        assert!(
            answer(&start, 6, true).depth > 0,
            "level 6 plays without the book"
        );
    }

    #[test]
    fn the_strong_levels_answer_from_the_book_unless_told_not_to() {
        answers_from_the_book(Position::start(Variant::Russian));
        answers_from_the_book(crate::hex::HexPosition::start(crate::hex::Layout::Standard));
    }
}
