//! Zobrist keys: a position's hash is the XOR of one key per (square, level, piece) and one for
//! Black to move.
//!
//! A key is the SplitMix64 finaliser of the triple's index plus a fixed seed. The finaliser is a
//! bijection, so distinct triples get distinct, well-mixed keys; computing them takes a few
//! instructions and no table, which keeps the wasm module small and the hash the same on every build.

use crate::draughts::square::Square;
use crate::draughts::tower::Tower;

const SEED: u64 = 0x0B45_4A53_4849_7A1B;

#[inline(always)]
const fn mix(index: u64) -> u64 {
    let mut z = index.wrapping_add(SEED).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key XORed in when Black is to move.
pub const BLACK_TO_MOVE: u64 = mix(u64::MAX);

/// The combined key of every piece of `tower` standing on `square`.
#[inline]
pub fn tower_key(square: Square, tower: Tower) -> u64 {
    if tower.height() == 1 {
        return mix((square.index() * 4 + tower.piece(0).index()) as u64);
    }
    let mut hash = 0;
    for level in 0..tower.height() {
        let index = ((level * 64 + square.index()) * 4 + tower.piece(level).index()) as u64;
        hash ^= mix(index);
    }
    hash
}
