//! Hexpush move generation on bitboards: every inline move (with its sumito push, if any) and
//! every broadside of 2 or 3 marbles, one move per set of marbles and direction.

use super::cell::{Cell, Direction, BOARD};
use super::mv::HexMove;

/// The legal moves of the side owning `own` against `opponent`.
pub fn generate(own: u128, opponent: u128, out: &mut Vec<HexMove>) {
    let empty = BOARD & !own & !opponent;
    for direction in Direction::ALL {
        for first in Cell::iter_bits(own) {
            if let Some(mv) = inline(first, direction, own, opponent) {
                out.push(mv);
            }
        }
    }
    for axis in Direction::AXES {
        let pairs = own & axis.opposite().shift(own);
        let triples = pairs & axis.opposite().shift(pairs);
        for (starts, count) in [(pairs, 2u8), (triples, 3u8)] {
            for direction in Direction::ALL.into_iter().filter(|d| !d.is_along(axis)) {
                let mut free = starts;
                for step in 0..count {
                    let mut target = empty;
                    for _ in 0..step {
                        target = axis.opposite().shift(target);
                    }
                    free &= direction.opposite().shift(target);
                }
                for first in Cell::iter_bits(free) {
                    out.push(HexMove {
                        first,
                        direction,
                        line: axis,
                        count,
                        pushed: 0,
                        off: false,
                    });
                }
            }
        }
    }
}

/// The most own marbles a move moves in a line (an inline move or a broadside).
pub const MAX_LINE: u8 = 3;

/// The inline move of the line that `first` trails in `direction`, if it is legal.
fn inline(first: Cell, direction: Direction, own: u128, opponent: u128) -> Option<HexMove> {
    let mut count = 0;
    let mut cell = Some(first);
    while let Some(here) = cell.filter(|c| own & c.bit() != 0) {
        count += 1;
        if count > MAX_LINE {
            return None;
        }
        cell = here.step(direction);
    }
    let ahead = cell?;
    let mut pushed = 0;
    let mut next = Some(ahead);
    while let Some(here) = next.filter(|c| opponent & c.bit() != 0) {
        pushed += 1;
        if pushed >= count {
            return None;
        }
        next = here.step(direction);
    }
    if let Some(behind) = next {
        if pushed > 0 && own & behind.bit() != 0 {
            return None;
        }
    }
    Some(HexMove {
        first,
        direction,
        line: direction,
        count,
        pushed,
        off: pushed > 0 && next.is_none(),
    })
}
