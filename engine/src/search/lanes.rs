//! Sixteen-bit sums four to a 64-bit word ("SIMD within a register") for the learned network's
//! first layer ([`super::net`]) where the compiler has no vector instructions to use: the pages'
//! wasm, where summing 32 hidden units one by one made the English search about a third slower
//! than the native one. Each lane wraps at 16 bits as an `i16` addition does, so the sums, and
//! the score, are the same as the vector loop's.

use super::accumulator::FirstLayer;
use super::net::{HIDDEN, INPUTS};

/// Words of four lanes that hold the hidden units.
pub const WORDS: usize = HIDDEN / 4;

/// The hidden units' 16-bit values, four a word: unit `4w + k` in bits `16k` to `16k + 15` of
/// word `w`.
pub type Lanes = [u64; WORDS];

/// A network's first layer in lanes: each input's weights (sign-extended to 16 bits) and the
/// biases.
#[derive(Clone, Debug)]
pub struct LaneLayer {
    weights: [Lanes; INPUTS],
    biases: Lanes,
}

/// Lanes holding `value(unit)` for every hidden unit.
fn pack(value: impl Fn(usize) -> i16) -> Lanes {
    core::array::from_fn(|word| {
        (0..4).fold(0, |packed, k| {
            packed | (value(4 * word + k) as u16 as u64) << (16 * k)
        })
    })
}

/// The top bit of each lane.
const TOP: u64 = 0x8000_8000_8000_8000;

/// Lane-by-lane sum, each lane wrapping at 16 bits: the low 15 bits of each lane are added
/// with the top bits masked off (no carry leaves a lane), then the top bits are put back.
#[inline(always)]
fn add(a: u64, b: u64) -> u64 {
    ((a & !TOP) + (b & !TOP)) ^ ((a ^ b) & TOP)
}

/// Lane-by-lane difference, each lane wrapping at 16 bits: the top bits set in `a` and cleared
/// in `b` (no borrow leaves a lane), then the top bits put right.
#[inline(always)]
fn sub(a: u64, b: u64) -> u64 {
    ((a | TOP) - (b & !TOP)) ^ ((a ^ !b) & TOP)
}

impl LaneLayer {
    /// The layer with weight `weight(input, unit)` and bias `bias(unit)`.
    pub fn new(weight: impl Fn(usize, usize) -> i8, bias: impl Fn(usize) -> i16) -> LaneLayer {
        LaneLayer {
            weights: core::array::from_fn(|input| pack(|unit| weight(input, unit) as i16)),
            biases: pack(bias),
        }
    }
}

impl FirstLayer for LaneLayer {
    type Sums = Lanes;

    fn biases(&self) -> Lanes {
        self.biases
    }

    #[inline]
    fn add(&self, sums: &mut Lanes, input: usize) {
        for (sum, &weight) in sums.iter_mut().zip(&self.weights[input]) {
            *sum = add(*sum, weight);
        }
    }

    #[inline]
    fn remove(&self, sums: &mut Lanes, input: usize) {
        for (sum, &weight) in sums.iter_mut().zip(&self.weights[input]) {
            *sum = sub(*sum, weight);
        }
    }

    fn unpack(sums: &Lanes) -> [i16; HIDDEN] {
        core::array::from_fn(|unit| (sums[unit / 4] >> (16 * (unit % 4))) as u16 as i16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lanes_add_and_subtract_as_sixteen_bit_integers_wrapping_each_alone() {
        let values = [
            i16::MIN,
            -1,
            0,
            1,
            2,
            300,
            i16::MAX - 5,
            -20_000,
            20_000,
            i16::MAX,
        ];
        for &a in &values {
            for &b in &values {
                // Lanes 0 and 3 hold a, the others b; every lane gets b added or taken away.
                let x = pack(|u| if u % 3 == 0 { a } else { b })[0];
                let y = pack(|_| b)[0];
                for k in 0..4 {
                    let lane = |word: u64| (word >> (16 * k)) as u16 as i16;
                    let first = if k % 3 == 0 { a } else { b };
                    assert_eq!(
                        lane(add(x, y)),
                        first.wrapping_add(b),
                        "{a} + {b}, lane {k}"
                    );
                    assert_eq!(
                        lane(sub(x, y)),
                        first.wrapping_sub(b),
                        "{a} - {b}, lane {k}"
                    );
                }
            }
        }
    }
}
