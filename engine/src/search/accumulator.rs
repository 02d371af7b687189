//! The learned network's hidden sums carried from one evaluation to the next ("incremental
//! updates", as NNUE networks do): positions evaluated one after another in a search differ in
//! a few pieces, so instead of summing the weights of all 20-odd pieces again, the sums of the
//! last position evaluated from the same side are corrected by the pieces that left and came.
//! The sums wrap at 16 bits, and wrapping addition and subtraction undo each other exactly, so
//! the corrected sums are the fresh ones bit for bit: the score, and so the search, is the same.
//!
//! The sums are kept per thread ([`thread_local!`]), one set a side to move, with the network
//! they belong to; a sum of another network, or of a position that differs in many pieces, is
//! started afresh.

#[cfg(any(test, target_arch = "wasm32"))]
use super::lanes::LaneLayer;
use super::net::{input_index, Net, Pieces, HIDDEN};
use core::cell::RefCell;

/// The first layer of a network in some arithmetic: its hidden units' sums and how an input
/// enters or leaves them.
pub trait FirstLayer {
    /// The hidden units' sums.
    type Sums: Copy;
    /// The biases: the sums of an empty board.
    fn biases(&self) -> Self::Sums;
    /// Adds input `input`'s weights to `sums`.
    fn add(&self, sums: &mut Self::Sums, input: usize);
    /// Takes input `input`'s weights out of `sums`.
    fn remove(&self, sums: &mut Self::Sums, input: usize);
    /// The sums as one 16-bit integer a unit.
    fn unpack(sums: &Self::Sums) -> [i16; HIDDEN];
}

/// The weights as they are, one unit at a time (which compilers with vector registers turn
/// into vector instructions).
impl FirstLayer for Net {
    type Sums = [i16; HIDDEN];

    fn biases(&self) -> Self::Sums {
        self.b1
    }

    #[inline]
    fn add(&self, sums: &mut Self::Sums, input: usize) {
        for (sum, &w) in sums.iter_mut().zip(&self.w1[input]) {
            *sum = sum.wrapping_add(w as i16);
        }
    }

    #[inline]
    fn remove(&self, sums: &mut Self::Sums, input: usize) {
        for (sum, &w) in sums.iter_mut().zip(&self.w1[input]) {
            *sum = sum.wrapping_sub(w as i16);
        }
    }

    fn unpack(sums: &Self::Sums) -> [i16; HIDDEN] {
        *sums
    }
}

/// More changed pieces than this and the sums are made afresh (as cheap by then).
const MOST_CHANGES: u32 = 12;

/// The sums of one position with the pieces they were made from.
#[derive(Clone, Copy)]
struct Kept<S> {
    /// The network the sums belong to (its address).
    net: usize,
    pieces: Pieces,
    sums: S,
}

/// The sums of `pieces` in `layer`, from the kept ones where they are close enough; `kept`
/// then holds them.
fn sums_of<L: FirstLayer>(
    layer: &L,
    kept: &mut Option<Kept<L::Sums>>,
    view: usize,
    pieces: Pieces,
) -> [i16; HIDDEN] {
    let net = layer as *const L as usize;
    let changes = |old: &Pieces| {
        old.iter()
            .zip(&pieces)
            .map(|(a, b)| (a ^ b).count_ones())
            .sum::<u32>()
    };
    let entry = match kept {
        Some(entry) if entry.net == net && changes(&entry.pieces) <= MOST_CHANGES => {
            for (kind, (&old, &new)) in entry.pieces.iter().zip(&pieces).enumerate() {
                for_each_bit(old & !new, |bit| {
                    layer.remove(&mut entry.sums, input_index(view, kind, bit))
                });
                for_each_bit(new & !old, |bit| {
                    layer.add(&mut entry.sums, input_index(view, kind, bit))
                });
            }
            entry.pieces = pieces;
            entry
        }
        _ => {
            let mut sums = layer.biases();
            for (kind, &bits) in pieces.iter().enumerate() {
                for_each_bit(bits, |bit| {
                    layer.add(&mut sums, input_index(view, kind, bit))
                });
            }
            kept.insert(Kept { net, pieces, sums })
        }
    };
    L::unpack(&entry.sums)
}

/// Calls `f` with the index of each set bit of `bits`, lowest first.
#[inline(always)]
fn for_each_bit(mut bits: u64, mut f: impl FnMut(u32)) {
    while bits != 0 {
        f(bits.trailing_zeros());
        bits &= bits - 1;
    }
}

/// The arithmetic of this target's evaluations: the weights as they are natively, 16-bit
/// lanes four to a word in wasm ([`super::lanes`]).
#[cfg(not(target_arch = "wasm32"))]
type Layer = Net;
#[cfg(target_arch = "wasm32")]
type Layer = LaneLayer;

thread_local! {
    /// The last sums made from each side's view (White to move, Black to move).
    static KEPT: RefCell<[Option<Kept<<Layer as FirstLayer>::Sums>>; 2]> =
        const { RefCell::new([None, None]) };
}

/// The hidden sums of `pieces`, seen by side `view` (0 White, 1 Black), in `layer`: made from
/// the last ones of that view kept in this thread.
pub fn hidden_sums(layer: &Layer, view: usize, pieces: Pieces) -> [i16; HIDDEN] {
    KEPT.with(|kept| sums_of(layer, &mut kept.borrow_mut()[view], view, pieces))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::net::ENGLISH;
    use crate::search::Rng;

    /// Random piece sets on the dark squares, each a few pieces away from the last, and
    /// sometimes many.
    fn walks() -> Vec<Pieces> {
        let mut rng = Rng::new(7);
        let mut pieces: Pieces = [0; 4];
        (0..2000)
            .map(|step| {
                let flips = if step % 50 == 0 { 20 } else { 1 + rng.below(4) };
                for _ in 0..flips {
                    let (rank, column) = (rng.below(8), rng.below(4));
                    let bit = rank * 8 + 2 * column + rank % 2;
                    let kind = rng.below(4);
                    for (k, bits) in pieces.iter_mut().enumerate() {
                        *bits &= !(1 << bit);
                        if k == kind && rng.below(3) > 0 {
                            *bits |= 1 << bit;
                        }
                    }
                }
                pieces
            })
            .collect()
    }

    fn fresh(net: &Net, view: usize, pieces: Pieces) -> [i16; HIDDEN] {
        let mut active = Vec::new();
        for (kind, &bits) in pieces.iter().enumerate() {
            for_each_bit(bits, |bit| active.push(input_index(view, kind, bit) as u8));
        }
        net.hidden_sums(&active)
    }

    #[test]
    fn kept_sums_corrected_are_the_fresh_ones_in_both_arithmetics() {
        let net = ENGLISH.net();
        let lanes = LaneLayer::new(|input, unit| net.w1[input][unit], |unit| net.b1[unit]);
        let (mut by_units, mut by_lanes) = ([None, None], [None, None]);
        for (step, pieces) in walks().into_iter().enumerate() {
            // Each view keeps its own sums; a position is seen by both in turn.
            let view = step % 2;
            let expected = fresh(net, view, pieces);
            assert_eq!(sums_of(net, &mut by_units[view], view, pieces), expected);
            assert_eq!(sums_of(&lanes, &mut by_lanes[view], view, pieces), expected);
        }
    }

    #[test]
    fn sums_of_another_network_are_not_taken() {
        let net = ENGLISH.net();
        let mut other = net.clone();
        other.b1[0] = other.b1[0].wrapping_add(1);
        let mut kept = None;
        let pieces = walks()[10];
        sums_of(net, &mut kept, 0, pieces);
        assert_eq!(
            sums_of(&other, &mut kept, 0, pieces),
            fresh(&other, 0, pieces)
        );
    }
}
