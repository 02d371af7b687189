//! `engine calibrate VARIANT`: what one man (one marble) is worth to the search, measured, so
//! that a score that leaves the engine can be said in hundredths of a man.
//!
//!     engine calibrate VARIANT [--games N] [--depth D] [--seed S]
//!
//! The learned evaluations are trained on game results as much as on material, so their score
//! of a man is not the nominal [`Searchable::UNIT`] and differs between rule sets. The command
//! plays self-play games (depth-`D` searches from random openings) and, in quiet positions of
//! them, takes one man away (a lone man, never a king or a piece of a tower; in Hexpush a
//! marble pushed off), once from each side, and searches the position again to the same depth.
//! The trimmed mean of the differences is the man's worth in the search's units: the figure
//! [`Searchable::score_unit`] keeps for the rule set (`engine/src/search/units.rs`).

use crate::arena::random_opening;
use crate::options::Options;
use crate::output::Failure;
use engine::color::Color;
use engine::game::{Game, Outcome};
use engine::hex::position::LOSING_LOSSES;
use engine::hex::{Cell, HexPosition};
use engine::search::{
    earlier_hashes, from_centi_units, Limits, Rng, Searchable, Searcher, MATE_BOUND,
};
use engine::Position;

/// The words `calibrate` takes.
pub const OPTIONS: [&str; 3] = ["games", "depth", "seed"];

/// Games played unless `--games` says otherwise.
const GAMES: u32 = 60;

/// Search depth unless `--depth` says otherwise.
const DEPTH: u32 = 6;

/// The deepest search `--depth` may ask for (each position is searched twice or three times).
const MAX_DEPTH: u32 = 20;

/// The longest game played, in plies.
const MAX_PLIES: usize = 200;

/// One position in this many of a game is measured.
const SAMPLE_EVERY: usize = 3;

/// The share of the differences left out at each end before averaging (a man taken from a
/// square that decides the position says little about what a man is worth).
const TRIM: f64 = 0.1;

/// A position that can lose one unit of material for the measurement.
pub trait Ablate: Searchable {
    /// This position with one of `owner`'s units taken away (chosen with `rng`), when it has
    /// one to spare.
    fn without_one(&self, owner: Color, rng: &mut Rng) -> Option<Self>;
}

impl Ablate for Position {
    fn without_one(&self, owner: Color, rng: &mut Rng) -> Option<Position> {
        let mut setup = self.setup();
        let lone_men: Vec<usize> = (0..setup.towers.len())
            .filter(|&i| {
                let tower = setup.towers[i].1;
                tower.height() == 1
                    && tower
                        .top()
                        .is_some_and(|piece| piece.color == owner && !piece.king)
            })
            .collect();
        if lone_men.is_empty() {
            return None;
        }
        setup.towers.remove(lone_men[rng.below(lone_men.len())]);
        Position::from_setup(self.variant(), &setup).ok()
    }
}

impl Ablate for HexPosition {
    fn without_one(&self, owner: Color, rng: &mut Rng) -> Option<HexPosition> {
        let marbles = self.marbles(owner);
        if marbles == 0 || self.lost(owner) + 1 >= LOSING_LOSSES {
            return None;
        }
        let nth = rng.below(marbles.count_ones() as usize);
        let cell = Cell::iter_bits(marbles).nth(nth)?;
        let mut all = [self.marbles(Color::White), self.marbles(Color::Black)];
        let mut losses = [self.lost(Color::White), self.lost(Color::Black)];
        all[owner.index()] &= !cell.bit();
        losses[owner.index()] += 1;
        Some(HexPosition::new(all, self.side_to_move(), losses))
    }
}

/// What the measurement found.
pub struct Calibration {
    /// How many differences were measured.
    pub samples: usize,
    /// Their trimmed mean, in the search's units: one man's (one marble's) worth.
    pub unit: f64,
    /// Their median, in the search's units.
    pub median: f64,
    /// The logistic slope, per search unit, that best predicts the self-play games' results
    /// from the scores of their positions: a score `s` predicts `1 / (1 + e^(-slope s))`.
    pub slope: f64,
}

/// Measures one man's worth to the search from `start` (see the module's documentation).
pub fn calibrate<P: Ablate>(start: &P, games: u32, depth: u32, seed: u64) -> Calibration {
    let mut rng = Rng::new(seed);
    let mut player: Searcher<P> = Searcher::new(16);
    let mut judge: Searcher<P> = Searcher::new(16);
    // The games are played as the engine plays them (but for the book: a search to a depth
    // never uses it), the measurements without the endgame tables: a table's draw would score a
    // man as worth nothing, and its wins (beyond the search's scores) would leave the sample.
    player.set_book(false);
    judge.set_book(false);
    judge.set_tables(false);
    let mut differences = Vec::new();
    let mut moves = Vec::new();
    // (score for the side to move in the search's units, that side's result: 1, ½ or 0).
    let mut outcomes: Vec<(f64, f64)> = Vec::new();
    for _ in 0..games {
        let mut scored: Vec<(Color, f64)> = Vec::new();
        let opening = random_opening(start, 4 + rng.below(8), &mut rng);
        let mut game = Game::from_position(opening);
        player.clear();
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let position = game.position().clone();
            let result = player.search(&position, &earlier_hashes(&game), Limits::depth(depth));
            let Some(best) = result.best else { break };
            if result.score.abs() <= MATE_BOUND {
                let score = from_centi_units::<P>(result.score) as f64;
                scored.push((position.side_to_move(), score));
            }
            if game.moves().len().is_multiple_of(SAMPLE_EVERY) {
                differences.extend(measure(&position, depth, &mut judge, &mut rng, &mut moves));
            }
            if game.play(&best).is_err() {
                break;
            }
        }
        let winner = match game.outcome() {
            Some(Outcome::Win { winner, .. }) => Some(winner),
            _ => None,
        };
        outcomes.extend(scored.into_iter().map(|(side, score)| {
            let result = winner.map_or(0.5, |w| if w == side { 1.0 } else { 0.0 });
            (score, result)
        }));
    }
    let mut found = summarise(differences);
    found.slope = fit_slope(&outcomes);
    found
}

/// The logistic slope (per search unit) with the least squared error predicting `outcomes`.
fn fit_slope(outcomes: &[(f64, f64)]) -> f64 {
    let error = |slope: f64| -> f64 {
        outcomes
            .iter()
            .map(|&(score, result)| {
                let predicted = 1.0 / (1.0 + (-slope * score).exp());
                (predicted - result) * (predicted - result)
            })
            .sum()
    };
    (1..=400)
        .map(|i| i as f64 * 0.000_05)
        .min_by(|&a, &b| error(a).total_cmp(&error(b)))
        .unwrap_or(0.0)
}

/// The worth of a man taken from each side of `position`, in the search's units, where the
/// position and the one without it are quiet and neither score is a win or a loss.
fn measure<P: Ablate>(
    position: &P,
    depth: u32,
    judge: &mut Searcher<P>,
    rng: &mut Rng,
    moves: &mut Vec<P::Move>,
) -> Vec<f64> {
    let mut score = |p: &P, moves: &mut Vec<P::Move>| -> Option<f64> {
        p.generate_moves(moves);
        if moves.is_empty() || p.must_resolve(moves) {
            return None;
        }
        judge.clear();
        let result = judge.search(p, &[], Limits::depth(depth));
        (result.score.abs() <= MATE_BOUND).then(|| from_centi_units::<P>(result.score) as f64)
    };
    let Some(before) = score(position, moves) else {
        return Vec::new();
    };
    let mover = position.side_to_move();
    let mut found = Vec::new();
    for owner in [mover.opposite(), mover] {
        let Some(less) = position.without_one(owner, rng) else {
            continue;
        };
        if let Some(after) = score(&less, moves) {
            found.push(if owner == mover {
                before - after
            } else {
                after - before
            });
        }
    }
    found
}

/// The trimmed mean and the median of `differences`.
fn summarise(mut differences: Vec<f64>) -> Calibration {
    differences.sort_by(f64::total_cmp);
    let n = differences.len();
    let cut = (n as f64 * TRIM) as usize;
    let kept = &differences[cut..n - cut];
    Calibration {
        samples: n,
        unit: kept.iter().sum::<f64>() / kept.len().max(1) as f64,
        median: differences.get(n / 2).copied().unwrap_or(0.0),
        slope: 0.0,
    }
}

/// `calibrate` with its options read.
pub fn run<P: Ablate>(start: &P, options: &Options) -> Result<(), Failure> {
    let games: u32 = options.get("games", "a number of games")?.unwrap_or(GAMES);
    let depth: u32 = options.get("depth", "a depth")?.unwrap_or(DEPTH);
    let seed = options.get("seed", "a seed")?.unwrap_or(1);
    if games == 0 {
        return Err("--games 0: at least one game is needed".to_string().into());
    }
    if !(1..=MAX_DEPTH).contains(&depth) {
        return Err(format!("--depth {depth} is not from 1 to {MAX_DEPTH}").into());
    }
    let found = calibrate(start, games, depth, seed);
    let name = P::UNIT_NAME;
    say!(
        "samples {} unit {:.0} median {:.0} (search units a {name}; the engine counts {})",
        found.samples,
        found.unit,
        found.median,
        start.score_unit()
    )?;
    say!(
        "results: slope {:.5} a search unit, {:.5} a hundredth of a {name}: a {name} ahead wins {:.0}%",
        found.slope,
        found.slope * found.unit / 100.0,
        100.0 / (1.0 + (-found.slope * found.unit).exp())
    )?;
    Ok(())
}
