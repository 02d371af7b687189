//! Static evaluation: a weighted sum of a few features, each counted as White's minus Black's.
//!
//! Being linear, the weights can be fitted to game results by logistic regression (`engine tune`, `src/cli/tune.rs`):
//! the features are the data, the weights the only parameters. Each game family names its own
//! features ([`DRAUGHTS_FEATURES`], [`HEX_FEATURES`]); the weights per rule set are below, with
//! how they were obtained. English checkers, Russian draughts, Bashni and Lasca add a learned network's
//! score to this sum (`super::net`, trained on the residual: the linear weights stay as they are).

use super::Score;
use crate::color::Color;

/// The most features a family may use.
pub const MAX_FEATURES: usize = 12;

/// Feature values, White's minus Black's, in the order of the family's names.
pub type Features = [i32; MAX_FEATURES];

/// One weight per feature, in the search's units ([`super::Searchable::UNIT`]: hundredths of a man,
/// thousandths of a marble) per unit of the feature.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Weights(pub [i32; MAX_FEATURES]);

impl Weights {
    /// The score of `features` for `side` (positive: good for `side`).
    #[inline]
    pub fn score(&self, features: &Features, side: Color) -> Score {
        let white: i32 = self.0.iter().zip(features).map(|(w, f)| w * f).sum();
        match side {
            Color::White => white,
            Color::Black => -white,
        }
    }
}

/// The draughts features (every rule set; the ones a rule set can't have stay zero).
pub const DRAUGHTS_FEATURES: [&str; MAX_FEATURES] = [
    "man on top",
    "king on top",
    "reserve (own piece under an own top)",
    "prisoner (own piece under an enemy top)",
    "advancement of men (ranks)",
    "man on the back rank",
    "centre",
    "mobility",
    "man one step from crowning",
    "backed man",
    "side to move",
    "king alone (endgame)",
];

/// The Hexpush features.
pub const HEX_FEATURES: [&str; MAX_FEATURES] = [
    "marble on the board",
    "distance to the centre",
    "neighbouring pair",
    "marble on the edge",
    "edge marble pushed at",
    "line of three",
    "side to move",
    "enemy marble one push from going off",
    "enemy marble near the rim that can be pushed outwards",
    "",
    "",
    "",
];

// The weights below come from `engine tune VARIANT --games 300 --level 5 --time 1000`: 300
// self-play games of level 5 from random openings, their quiet positions labelled with the
// game's result, fitted by logistic least squares (src/cli/tune.rs). Before tuning every rule set
// used guessed values; in a check of `engine match bashni 6 6 --games 60` the fitted Bashni
// weights scored 71.7% against the guessed ones (Elo +161, 95%: +74 to +273).

/// Fitted for `bashni` and `bashni-classic` (13,579 positions; error 0.158 before, 0.139 after).
pub const BASHNI: Weights = Weights([100, 252, 115, 11, 9, 99, -25, -26, 13, -15, 48, 0]);
/// Fitted for `russian` (15,973 positions; error 0.093 before, 0.086 after).
pub const RUSSIAN: Weights = Weights([100, 176, 0, 0, 11, 60, -13, 0, 42, 8, -4, 0]);
/// Fitted for `english` (39,188 positions; error 0.098 before, 0.095 after).
pub const ENGLISH: Weights = Weights([100, 162, 0, 0, 8, 51, -17, 7, 16, 8, -1, 0]);
/// Fitted for `lasca` (22,899 positions; error 0.139 before, 0.121 after).
pub const LASCA: Weights = Weights([100, 63, 76, -15, -10, 10, 3, 5, -6, -9, 6, 0]);
/// Fitted for Hexpush with its two pressure features (`engine tune hexpush --games 200 --level 5
/// --time 50`, contempt on: 35,774 positions; error 0.127 before, 0.120 after; the weights before
/// were the last fit, `[1000, -76, 58, 153, -256, 13, 69]`, and a guess of 250 and 80 for the
/// pressure). An enemy marble one push from going off now carries most of what "an edge marble
/// pushed at" did.
pub const HEX: Weights = Weights([1000, -95, 79, 52, -33, -29, 74, 207, 29, 0, 0, 0]);
