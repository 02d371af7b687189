//! Zobrist keys: a position's hash is the XOR of one key per (square, level, piece) and one for
//! Black to move. Keys come from a fixed SplitMix64 stream, so hashes are the same on every build.

use crate::square::Square;
use crate::tower::{Tower, MAX_HEIGHT};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

fn build_keys() -> KeyTable {
    let mut keys = [[[0u64; 4]; 64]; MAX_HEIGHT];
    let mut state = 0x0B45_4A53_4849_u64;
    let mut square = 0;
    while square < 64 {
        let mut level = 0;
        while level < MAX_HEIGHT {
            let mut piece = 0;
            while piece < 4 {
                let (next, key) = splitmix64(state);
                state = next;
                keys[level][square][piece] = key;
                piece += 1;
            }
            level += 1;
        }
        square += 1;
    }
    keys
}

type KeyTable = [[[u64; 4]; 64]; MAX_HEIGHT];

/// Indexed by level first, so the keys of the bottom level (every lone piece) sit together.
/// Built on first use rather than stored, which keeps 48 KB out of the wasm module.
static PIECE_KEYS: std::sync::LazyLock<Box<KeyTable>> =
    std::sync::LazyLock::new(|| Box::new(build_keys()));

/// The key XORed in when Black is to move.
pub const BLACK_TO_MOVE: u64 = 0xA1B2_C3D4_E5F6_0718;

/// The combined key of every piece of `tower` standing on `square`.
#[inline]
pub fn tower_key(square: Square, tower: Tower) -> u64 {
    let square = square.index();
    let table: &KeyTable = &PIECE_KEYS;
    if tower.height() == 1 {
        return table[0][square][tower.piece(0).index()];
    }
    let mut hash = 0;
    for (level, keys) in table.iter().enumerate().take(tower.height()) {
        hash ^= keys[square][tower.piece(level).index()];
    }
    hash
}
