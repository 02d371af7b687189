//! Zobrist keys: a position's hash is the XOR of one key per element of the position — for
//! draughts one per occupied square and the tower on it, for Hexpush one per (cell, colour) and
//! per (side, marbles lost) — and one for Black to move.
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

/// Where the Hexpush keys start in the index space of [`mix`], past the lone pieces' indexes
/// (64 squares × 4 pieces) and below the towers' (2^49 and up).
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

/// The key of `tower` standing on `square`, in constant time whatever its height: a lone
/// piece's from (square, piece), a taller tower's from the square and the tower's packed
/// number ([`Tower::bits`], below bit 53, its height at least 2 from bit 48), so no two
/// (square, tower) pairs, and no other key of this module, share an index.
#[inline]
pub fn tower_key(square: Square, tower: Tower) -> u64 {
    match tower.height() {
        0 => 0,
        1 => lone_key(square.index() * 4 + tower.piece(0).index()),
        _ => mix(tower.bits() | (square.index() as u64) << 53),
    }
}

/// The key of a lone piece, by `square * 4 + piece index`: natively read from a table worked
/// out at compile time (two of the search's make's three keys are lone pieces'; a table read
/// is a few instructions less than the mix), in the pages' WebAssembly worked out (2 KB less).
#[inline(always)]
fn lone_key(index: usize) -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        static LONE_KEYS: [u64; 256] = {
            let mut keys = [0; 256];
            let mut index = 0;
            while index < 256 {
                keys[index] = mix(index as u64);
                index += 1;
            }
            keys
        };
        LONE_KEYS[index]
    }
    #[cfg(target_arch = "wasm32")]
    mix(index as u64)
}
