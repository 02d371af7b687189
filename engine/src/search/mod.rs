//! The computer opponent: one search for every game the engine knows.
//!
//! [`Searcher`] is an iterative-deepening principal-variation search (alpha-beta with null
//! windows after the first move) over any position that is [`Searchable`]: the draughts
//! [`Position`](crate::Position) of all five rule sets and Hexpush's
//! [`HexPosition`](crate::hex::HexPosition). It keeps a transposition table on the Zobrist hash,
//! orders moves (table move, captures by size, killers, history), reduces late quiet moves,
//! never scores a position statically while a capture is pending (draughts captures are
//! compulsory), sees repetitions and the no-progress rule inside the tree, and scores a win by
//! its distance. A time budget, a node budget and a depth limit stop it; at a fixed depth it is
//! fully deterministic.
//!
//! ```
//! use engine::search::{Limits, Searcher};
//! use engine::{Position, Variant};
//!
//! let position = Position::start(Variant::Bashni);
//! let mut searcher = Searcher::new(1);
//! let result = searcher.search(&position, &[], Limits::depth(4));
//! assert_eq!(result.depth, 4);
//! assert!(position.legal_moves().contains(&result.best.unwrap()));
//! ```
//!
//! The draughts search also reads the endgame tables of Russian draughts and English checkers at
//! every node of four pieces or fewer ([`crate::endgame`], through [`Searchable::known`]; at
//! levels 7–8, and in a search not run by a level) and, with a time limit, plays opening-book
//! moves ([`crate::book`], [`Searchable::book_move`]; Hexpush's search too, from its standard
//! layout's book). Native builds read the tables from
//! their files; the Russian game page and the analysis board solve them in their worker as a
//! game comes down to them (`endgames` feature, [`crate::endgame::on_demand`]), and the game
//! pages install their rule set's book (`books` feature). A draw by
//! repetition or no progress costs a side that is ahead the game's contempt
//! ([`Searchable::CONTEMPT`]).
//!
//! Evaluation is linear in a few features per game family ([`eval`]); the weights were fitted to
//! self-play results (`engine tune`, in the command line's `cli/tune.rs`). English checkers,
//! Russian draughts, Bashni (and classic Bashni with it) and Lasca each add a small network learned
//! from self-play (`net`, [`Searchable::learned`]; `engine train`, in `cli/train.rs`): built into
//! the native engine; in the pages (the `networks` feature) installed by the page from the weights
//! it carries. [`Level`] maps the page's levels 1–8 to budgets and noise.

#[cfg(any(not(target_arch = "wasm32"), feature = "networks"))]
pub mod accumulator;
mod clock;
mod draughts_impl;
pub mod eval;
#[cfg(feature = "hex")]
mod hex_impl;
pub mod level;
pub mod lines;
#[cfg(any(not(target_arch = "wasm32"), feature = "networks"))]
pub mod net;
mod rng;
mod searcher;
mod table;
#[cfg(any(not(target_arch = "wasm32"), feature = "networks"))]
pub mod units;

pub use clock::now_ms;
pub use eval::Weights;
pub use level::Level;
pub use rng::Rng;
pub use searcher::{Driver, Limits, SearchInfo, SearchResult, Searcher};

use crate::game::{Game, Playable};

/// A score from the side to move. Inside the search it is in the game's own units
/// ([`Searchable::UNIT`] to a man or a marble in the evaluation's weights); the search's answers
/// ([`SearchInfo`], [`SearchResult`]) give it in hundredths of that unit ([`centi_units`]), and
/// the engine's outputs (the page API, the command line's `info` lines) in hundredths of what a
/// man or a marble is worth to the search as measured ([`calibrated`]).
/// Wins and losses are `MATE` minus their distance in plies, in all three.
pub type Score = i32;

/// The score of a win on the spot; a win in `n` plies scores `MATE - n`.
pub const MATE: Score = 30_000;

/// Scores beyond this are wins or losses at a known distance.
pub const MATE_BOUND: Score = MATE - 1_000;

/// How far below even (hundredths of the measured man or marble, as the engine shows scores:
/// [`calibrated`]) the computer's own score must be for it to take a draw offered by its opponent.
pub const DRAW_MARGIN: Score = 50;

/// `score`, in the search's units of game `P`, in hundredths of the weights' unit (a win or loss
/// distance is kept as it is).
pub fn centi_units<P: Searchable>(score: Score) -> Score {
    rescaled(score, 100, P::UNIT)
}

/// A score in hundredths of the weights' unit (a book's, a bound the puzzle tools give) in the
/// search's units: the inverse of [`centi_units`], wins and losses kept as they are.
pub fn from_centi_units<P: Searchable>(centi: Score) -> Score {
    rescaled(centi, P::UNIT, 100)
}

/// A search's answer `centi` for `position` (hundredths of the weights' unit, as
/// [`centi_units`] gives it) in hundredths of what a man or a marble is worth to the search in
/// that position's rule set ([`Searchable::score_unit`]): the unit of every score the engine
/// shows. A win or loss distance is kept as it is.
pub fn calibrated<P: Searchable>(position: &P, centi: Score) -> Score {
    rescaled(centi, P::UNIT, position.score_unit())
}

/// `score × from / to`, rounded toward zero: a score counted again in a unit `to / from` times as
/// large. A win or loss distance is kept as it is.
pub fn rescaled(score: Score, from: Score, to: Score) -> Score {
    if score.abs() > MATE_BOUND {
        score
    } else {
        (score as i64 * from as i64 / to.max(1) as i64) as Score
    }
}

/// Whether a side whose search scored its position `centi` (hundredths of the measured man or
/// marble, as shown: [`calibrated`]; or a loss) takes a draw: when at least [`DRAW_MARGIN`]
/// worse or lost.
pub fn draw_acceptable(centi: Score) -> bool {
    centi <= -DRAW_MARGIN
}

/// The full moves of the winning side in a win or loss `plies` away: a side to move that wins
/// in 5 plies plays 3 moves; one that loses in 4 plies sees the winner play 2.
pub fn moves_to_end(plies: Score) -> Score {
    (plies.abs() + 1) / 2
}

/// How many history slots [`Searchable::history_key`] may use.
pub const HISTORY_KEYS: usize = 8_192;

/// What an endgame table knows of a position, for its side to move ([`Searchable::known`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Known {
    /// Won in that many plies with best play.
    Win(u32),
    /// Drawn with best play.
    Draw,
    /// Lost in that many plies with best play.
    Loss(u32),
}

/// What a leaf of the search needs to know of a position's moves ([`Searchable::leaf_moves`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LeafMoves {
    /// No legal move.
    None,
    /// Moves that must be searched before the position is scored ([`Searchable::must_resolve`]).
    MustResolve,
    /// Moves that may be left unsearched: the position can be scored statically.
    Quiet,
}

/// What the search needs of a game beyond the shared history's [`Playable`] (whose
/// `generate_moves` must give the same order for the same position: the transposition table
/// stores a move as its index in that list).
pub trait Searchable: Playable {
    /// Whether some forcing moves are not compulsory (Hexpush), so that quiescence tries them
    /// after standing pat; where forcing moves are compulsory (draughts) they are searched
    /// in full instead.
    const OPTIONAL_TACTICS: bool;

    /// The search's score of one man or marble (the weights' unit: 100 in draughts, 1000 in
    /// Hexpush, whose features are finer than a marble).
    const UNIT: Score;

    /// What one man (one marble) is worth to the search with its learned evaluation in this
    /// position's rule set, in the search's units: the unit of the scores the engine shows
    /// ([`calibrated`]). Measured by `engine calibrate` and kept in `units.rs`.
    fn score_unit(&self) -> Score {
        Self::UNIT
    }

    /// The game's unit as the page API names it: `"man"` or `"marble"`.
    const UNIT_NAME: &'static str;

    /// What a draw by repetition or by the no-progress rule costs, in the search's units, for a
    /// root side that is ahead by a tenth of a unit or more ([`Searcher`] scores it so): it looks
    /// for another way rather than shuffling, and a quiet position loses a share of it the
    /// longer nothing happened. Zero where draws are the normal result of good play (draughts).
    const CONTEMPT: Score;

    /// The game's levels 1–8 ([`level`]).
    const LEVELS: &'static level::LevelTable;

    /// Plays `mv` (legal here) in place, keeping the hash up to date, and returns what
    /// [`Playable::take_back`] needs to undo it.
    fn make(&mut self, mv: &Self::Move) -> Self::Undo;

    /// Whether the side to move has already lost without looking at its moves (Hexpush: six
    /// marbles off the board).
    fn has_lost(&self) -> bool;

    /// Whether `mv` is forcing: a capture, a marble pushed off. Ordered first, and the only
    /// moves quiescence tries.
    fn is_tactical(&self, mv: &Self::Move) -> bool;

    /// Whether the moves in `moves` must all be searched before the position may be scored
    /// statically (draughts: they are captures, which are compulsory).
    fn must_resolve(&self, moves: &[Self::Move]) -> bool;

    /// Whether the position has legal moves and whether they must be resolved, as the search asks
    /// at a leaf (most nodes). The default fills `scratch` with the moves to tell; a game that can
    /// tell without listing them (draughts, from its bitboards) saves building a list that a leaf
    /// would not search.
    fn leaf_moves(&self, scratch: &mut Vec<Self::Move>) -> LeafMoves {
        list_moves(self, scratch)
    }

    /// How much a tactical move wins, for ordering (pieces captured, marbles pushed).
    fn gain(&self, mv: &Self::Move) -> i32;

    /// The hash of the position after `mv` where it is cheap to tell without playing the move
    /// (draughts: a quiet move), so that the search can fetch the table's bucket for it while it
    /// searches the move before; `None` elsewhere.
    fn hash_after(&self, _mv: &Self::Move) -> Option<u64> {
        None
    }

    /// A small number naming the move by its squares, below [`HISTORY_KEYS`].
    fn history_key(&self, mv: &Self::Move) -> usize;

    /// The features of the position, White's minus Black's ([`eval`]).
    fn features(&self) -> eval::Features;

    /// The weights fitted for this position's game or rule set.
    fn weights(&self) -> &'static Weights;

    /// A learned evaluation's score for the side to move, in the search's units, added to the
    /// weighted features' (English checkers, Russian draughts, Bashni and Lasca: [`net`]); zero where
    /// the game has none.
    fn learned(&self) -> Score {
        0
    }

    /// What an endgame table says of the position, if one holds it (the draughts rule sets
    /// that have tables: on disk natively, solved in the pages' worker).
    fn known(&self) -> Option<Known> {
        None
    }

    /// The move the endgame tables play here (to the shortest win, else to a draw, else to the
    /// longest loss), when they hold the position and every move's.
    fn known_move(&self) -> Option<Self::Move> {
        None
    }

    /// Makes ready what [`Searchable::known`] reads for the positions this one can come to,
    /// before a search that reads it (the pages' worker solves the endgame tables, a budget at a
    /// time; the native engine reads them from files as it goes). Whether it made something
    /// new ready: then more may remain for the next call.
    fn prepare_known(&self) -> bool {
        false
    }

    /// A move from an opening book for the position, chosen with `seed` among the book's, with
    /// its score in the search's units (the draughts rule sets and the Hexpush layouts with a
    /// book: built into the native engine, installed by the game pages).
    fn book_move(&self, _seed: u64) -> Option<(Self::Move, Score)> {
        None
    }
}

/// Fills `moves` with the legal moves of `position` and tells what they are.
fn list_moves<P: Searchable>(position: &P, moves: &mut Vec<P::Move>) -> LeafMoves {
    position.generate_moves(moves);
    if moves.is_empty() {
        LeafMoves::None
    } else if position.must_resolve(moves) {
        LeafMoves::MustResolve
    } else {
        LeafMoves::Quiet
    }
}

/// The hashes of `game`'s positions before the current one, back to its last progress, oldest
/// first: what [`Searcher::search`] takes as `earlier`.
pub fn earlier_hashes<P: Playable>(game: &Game<P>) -> Vec<u64> {
    let since = game.no_progress_plies();
    let positions: Vec<&P> = game.positions().collect();
    let end = positions.len().saturating_sub(1);
    positions[end.saturating_sub(since)..end]
        .iter()
        .map(|p| p.hash())
        .collect()
}
