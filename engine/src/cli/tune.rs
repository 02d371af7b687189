//! Fitting the evaluation's weights to self-play results (`engine tune`), native only.
//!
//! The method is the one draughts and chess programmers call Texel tuning: play many games from
//! random openings, keep the quiet positions (no capture pending) with the game's final result,
//! and fit the weights so that a logistic curve of the evaluation predicts the result (least
//! squares, gradient descent with per-feature step sizes). The first feature (a man, a marble)
//! stays fixed as the unit.

use crate::arena::{play_game, random_opening, Entrant, Player};
use engine::search::eval::{Features, Weights, MAX_FEATURES};
use engine::search::Level;
use engine::search::Rng;
use engine::search::Searchable;

/// A position's features and the final result of its game for White (1, ½, 0).
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// The features, White's minus Black's.
    pub features: Features,
    /// White's score in the game.
    pub result: f64,
}

/// Plays `games` games of `level` against itself from random openings and keeps the quiet
/// positions after the opening with their results.
pub fn collect<P: Searchable>(
    start: &P,
    games: u32,
    level: Level,
    time_ms: f64,
    seed: u64,
    mut progress: impl FnMut(u32),
) -> Vec<Sample> {
    let mut rng = Rng::new(seed);
    let mut samples = Vec::new();
    let mut moves = Vec::new();
    for game_number in 0..games {
        let opening = random_opening(start, 4 + rng.below(4), &mut rng);
        let player = Entrant::plain(Player::Level(level));
        let (result, game) = play_game(&opening, player, player, time_ms, &mut rng);
        for position in game.positions().skip(2) {
            position.generate_moves(&mut moves);
            if moves.is_empty() || position.must_resolve(&moves) {
                continue;
            }
            samples.push(Sample {
                features: position.features(),
                result,
            });
        }
        progress(game_number + 1);
    }
    samples
}

fn predict(weights: &[f64; MAX_FEATURES], features: &Features, scale: f64) -> f64 {
    let score: f64 = weights
        .iter()
        .zip(features)
        .map(|(w, &f)| w * f as f64)
        .sum();
    1.0 / (1.0 + (-score / scale).exp())
}

/// The mean squared error of `weights` on `samples`.
pub fn error(weights: &Weights, samples: &[Sample], scale: f64) -> f64 {
    let w = weights.0.map(f64::from);
    samples
        .iter()
        .map(|s| (predict(&w, &s.features, scale) - s.result).powi(2))
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// The logistic scale that best fits `weights` as they are (searched on a grid).
pub fn fit_scale(weights: &Weights, samples: &[Sample]) -> f64 {
    (1..=60)
        .map(|i| i as f64 * 25.0)
        .min_by(|a, b| error(weights, samples, *a).total_cmp(&error(weights, samples, *b)))
        .unwrap_or(400.0)
}

/// Fits every weight but the first (the unit) by a local search from `initial` (each weight
/// moved up and down by a step while the error falls, the step halving from 16 to 1); features
/// the game does not use (always zero) keep their weight. Returns the weights and their error.
pub fn fit(initial: &Weights, samples: &[Sample], scale: f64) -> (Weights, f64) {
    let used: Vec<usize> = (1..MAX_FEATURES)
        .filter(|&k| samples.iter().any(|s| s.features[k] != 0))
        .collect();
    let mut best = *initial;
    let mut best_error = error(&best, samples, scale);
    let mut step = 16;
    while step >= 1 {
        let mut improved = true;
        while improved {
            improved = false;
            for &k in &used {
                for delta in [step, -step] {
                    let mut trial = best;
                    trial.0[k] += delta;
                    let e = error(&trial, samples, scale);
                    if e < best_error {
                        best = trial;
                        best_error = e;
                        improved = true;
                    }
                }
            }
        }
        step /= 2;
    }
    (best, best_error)
}
