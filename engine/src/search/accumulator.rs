//! The learned network's hidden sums carried from one evaluation to the next ("incremental
//! updates", as NNUE networks do): positions evaluated one after another in a search differ in
//! a few pieces, so instead of summing the weights of all 20-odd pieces again, the sums of the
//! last position evaluated from the same side are corrected by the pieces that left and came.
//! The sums wrap at 16 bits, and wrapping addition and subtraction undo each other exactly, so
//! the corrected sums are the fresh ones bit for bit: the score, and so the search, is the same.
//!
//! The sums are kept per thread ([`thread_local!`]), one set a side to move, with the network
//! they belong to; a sum of another network, or of a position that differs in many pieces, is
//! started afresh. On an x86-64 processor with AVX2 (asked at run time) the same code runs
//! compiled for its 256-bit vectors; the pages' wasm and other processors run it with 128-bit ones.

use super::net::{input_index, Net, Pieces, Sums, KINDS};
use super::Score;
use core::cell::RefCell;

/// More changed pieces than this and the sums are made afresh (as cheap by then).
const MOST_CHANGES: u32 = 12;

/// The sums of one position with the pieces they were made from (the sums first, on a 32-byte
/// boundary, so that 256-bit vectors read and write them whole).
#[derive(Clone, Copy)]
#[repr(C, align(32))]
struct Kept {
    sums: Sums,
    /// The network the sums belong to (its address).
    net: usize,
    pieces: Pieces,
}

/// The hidden sums of `net` for `pieces`, made from the kept ones where they are close enough,
/// else from the biases; `kept` then holds them.
#[inline(always)]
fn with_sums<'a>(net: &Net, kept: &'a mut Option<Kept>, view: usize, pieces: Pieces) -> &'a Sums {
    let address = net as *const Net as usize;
    let changes = |old: &Pieces| {
        old.iter()
            .zip(&pieces)
            .map(|(a, b)| (a ^ b).count_ones())
            .sum::<u32>()
    };
    if !matches!(kept, Some(entry) if entry.net == address && changes(&entry.pieces) <= MOST_CHANGES)
    {
        *kept = None;
    }
    // Afresh: the biases, as the sums of an empty board, then every piece added below.
    let entry = kept.get_or_insert_with(|| Kept {
        net: address,
        pieces: [0; KINDS],
        sums: net.b1,
    });
    for (kind, (&old, &new)) in entry.pieces.iter().zip(&pieces).enumerate() {
        for_each_bit(old & !new, |bit| {
            net.remove(&mut entry.sums, input_index(view, kind, bit))
        });
        for_each_bit(new & !old, |bit| {
            net.add(&mut entry.sums, input_index(view, kind, bit))
        });
    }
    entry.pieces = pieces;
    &entry.sums
}

/// Calls `f` with the index of each set bit of `bits`, lowest first.
#[inline(always)]
fn for_each_bit(mut bits: u64, mut f: impl FnMut(u32)) {
    while bits != 0 {
        f(bits.trailing_zeros());
        bits &= bits - 1;
    }
}

thread_local! {
    /// The last sums made from each side's view (White to move, Black to move).
    static KEPT: RefCell<[Option<Kept>; 2]> =
        const { RefCell::new([None, None]) };
}

/// The score of `net` for `pieces`, seen by side `view` (0 White, 1 Black), from hidden sums
/// made from the last ones of that view kept in this thread.
pub fn score(net: &Net, view: usize, pieces: Pieces) -> Score {
    KEPT.with(|kept| {
        let kept = &mut kept.borrow_mut()[view];
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor runs AVX2 instructions, checked just above.
            return unsafe { score_wide(net, kept, view, pieces) };
        }
        score_kept(net, kept, view, pieces)
    })
}

/// [`score`] from the sums `kept` for `view`, compiled for the target's baseline vectors.
#[inline(always)]
fn score_kept(net: &Net, kept: &mut Option<Kept>, view: usize, pieces: Pieces) -> Score {
    net.output(with_sums(net, kept, view, pieces))
}

/// [`score_kept`] compiled with AVX2's 256-bit vectors (16 sums an instruction instead of 8): the
/// same integer arithmetic, so the same score. Natively only, where the processor has them.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn score_wide(net: &Net, kept: &mut Option<Kept>, view: usize, pieces: Pieces) -> Score {
    score_kept(net, kept, view, pieces)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::net::tests::sample_net_of;
    use crate::search::net::{ENGLISH, TOWER_INPUTS};
    use crate::search::Rng;

    /// Random piece sets on the dark squares, each a few pieces away from the last, and
    /// sometimes many, of the first `kinds` kinds.
    fn walks_of(kinds: usize) -> Vec<Pieces> {
        let mut rng = Rng::new(7);
        let mut pieces: Pieces = [0; KINDS];
        (0..2000)
            .map(|step| {
                let flips = if step % 50 == 0 { 20 } else { 1 + rng.below(4) };
                for _ in 0..flips {
                    let (rank, column) = (rng.below(8), rng.below(4));
                    let bit = rank * 8 + 2 * column + rank % 2;
                    let kind = rng.below(kinds);
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

    /// Walks of the tops' four kinds.
    fn walks() -> Vec<Pieces> {
        walks_of(4)
    }

    fn fresh(net: &Net, view: usize, pieces: Pieces) -> Sums {
        let mut active = Vec::new();
        for (kind, &bits) in pieces.iter().enumerate() {
            for_each_bit(bits, |bit| active.push(input_index(view, kind, bit) as u8));
        }
        net.hidden_sums(&active)
    }

    #[test]
    fn kept_sums_corrected_are_the_fresh_ones() {
        let towers = sample_net_of(TOWER_INPUTS);
        for (net, kinds) in [(ENGLISH.net(), 4), (&towers, KINDS)] {
            kept_sums_follow_walks(net, kinds);
        }
    }

    fn kept_sums_follow_walks(net: &Net, kinds: usize) {
        let mut kept = [None, None];
        for (step, pieces) in walks_of(kinds).into_iter().enumerate() {
            // Each view keeps its own sums; a position is seen by both in turn.
            let view = step % 2;
            let expected = fresh(net, view, pieces);
            let kept_sums = *with_sums(net, &mut kept[view], view, pieces);
            assert_eq!(kept_sums, expected);
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_wide_vectors_score_as_the_baseline_ones() {
        if !std::is_x86_feature_detected!("avx2") {
            return;
        }
        let net = ENGLISH.net();
        let (mut wide, mut baseline) = ([None, None], [None, None]);
        for (step, pieces) in walks().into_iter().enumerate() {
            let view = step % 2;
            let expected = score_kept(net, &mut baseline[view], view, pieces);
            // SAFETY: the processor runs AVX2 instructions, checked above.
            let scored = unsafe { score_wide(net, &mut wide[view], view, pieces) };
            assert_eq!(scored, expected);
        }
    }

    #[test]
    fn sums_of_another_network_are_not_taken() {
        let net = ENGLISH.net();
        let mut other = net.clone();
        other.b1[0] = other.b1[0].wrapping_add(1);
        let mut kept = None;
        let pieces = walks()[10];
        with_sums(net, &mut kept, 0, pieces);
        assert_eq!(
            *with_sums(&other, &mut kept, 0, pieces),
            fresh(&other, 0, pieces)
        );
    }
}
