//! What one man is worth to the search in each draughts rule set, so that every score the engine
//! shows is in hundredths of a man ([`super::calibrated`]).
//!
//! The evaluation's weights count a man [`super::Searchable::UNIT`] (100), but the learned
//! networks, trained on game results as much as on material, add to it: a man taken away in a
//! quiet position of a self-play game changes the search's score by about twice that, and by a
//! different amount in each rule set. The figures are `engine calibrate VARIANT --games 200
//! --depth 8` (seed 1), the trimmed mean over about 4,000–9,000 positions, measured without the
//! endgame tables (Russian and English since 2026-12-06: with them, 227 and 231); measure again
//! after training a network. Hexpush has no network: its marble, measured the same way, is within 5%
//! of the weights' 1000, which it keeps.

use super::Score;
use crate::Variant;

/// One man's worth to the search with `variant`'s learned evaluation, in the search's units.
pub const fn man_worth(variant: Variant) -> Score {
    match variant {
        Variant::Russian => 223,
        Variant::English => 255,
        Variant::Bashni => 214,
        Variant::BashniClassic => 236,
        Variant::Lasca => 148,
    }
}
