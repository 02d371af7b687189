//! Zobrist keys: a position's hash is the XOR of one key per element of the position — for
//! draughts one per (square, level, piece), for Hexpush one per (cell, colour) and per (side,
//! marbles lost) — and one for Black to move.
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

/// Where the Hexpush keys start in the index space of [`mix`], past every draughts index
/// (64 levels × 64 squares × 4 pieces).
#[cfg(feature = "hex")]
const HEX_BASE: u64 = 1 << 20;

/// The key of a marble of colour `color` (0 White, 1 Black) on the cell of bit `bit` (0–127).
#[cfg(feature = "hex")]
#[inline(always)]
pub const fn marble_key(bit: u32, color: usize) -> u64 {
    mix(HEX_BASE + (bit as u64) * 2 + color as u64)
}

/// The key of side `color` (0 White, 1 Black) having lost `lost` marbles (0–255).
#[cfg(feature = "hex")]
#[inline(always)]
pub const fn lost_key(color: usize, lost: u8) -> u64 {
    mix(HEX_BASE + 256 + (color as u64) * 256 + lost as u64)
}

/// The XOR of the keys of every marble of colour `color` in `cells` (one bit a cell).
#[cfg(feature = "hex")]
#[inline]
pub fn marbles_key(mut cells: u128, color: usize) -> u64 {
    let mut hash = 0;
    while cells != 0 {
        hash ^= marble_key(cells.trailing_zeros(), color);
        cells &= cells - 1;
    }
    hash
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
