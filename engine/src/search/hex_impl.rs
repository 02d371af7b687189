//! Hexpush in the search: move lists, pushes off the board as the forcing moves, and the
//! evaluation features (marbles, distance to the centre, cohesion, the edge).

use super::eval::{self, Features, Weights};
use super::{Searchable, HISTORY_KEYS};
use crate::color::Color;
use crate::hex::cell::Direction;
use crate::hex::position::{LOSING_LOSSES, MARBLES};
use crate::hex::{HexMove, HexPosition};

/// The cells at each distance 0–4 from the centre `e5`.
const RINGS: [u128; 5] = {
    let mut rings = [0u128; 5];
    let mut r: i32 = 0;
    while r < 9 {
        let mut c: i32 = 0;
        while c < 9 {
            if (c - r).abs() <= 4 {
                let (dr, dc) = ((r - 4).abs(), (c - 4).abs());
                let mut d = (r - c).abs();
                if dr > d {
                    d = dr;
                }
                if dc > d {
                    d = dc;
                }
                rings[d as usize] |= 1u128 << (r * 9 + c);
            }
            c += 1;
        }
        r += 1;
    }
    rings
};

/// Per direction, the cells whose next step that way leaves the board.
const RIM: [u128; 6] = {
    let mut rims = [0u128; 6];
    let mut i = 0;
    while i < 6 {
        let delta = Direction::ALL[i].delta() as i32;
        let mut index: i32 = 0;
        while index < 81 {
            let (r, c) = (index / 9, index % 9);
            if (c - r).abs() <= 4 {
                let next = index + delta;
                let (nr, nc) = (next.div_euclid(9), next.rem_euclid(9));
                let on_board = next >= 0 && next < 81 && (nc - nr).abs() <= 4 && {
                    // A step changes the row and the diagonal by at most one each.
                    (nr - r).abs() <= 1 && (nc - c).abs() <= 1
                };
                if !on_board {
                    rims[i] |= 1u128 << index;
                }
            }
            index += 1;
        }
        i += 1;
    }
    rims
};

/// The pressure `own` marbles put on `enemy` ones, in two counts: enemy marbles that one push
/// would put off the board (two against one, or three against one or two, in line towards the rim
/// right behind them), and enemy marbles near the rim that two own marbles in line could push one
/// step outwards (the cell beyond them free).
fn pressure(own: u128, enemy: u128) -> (i32, i32) {
    let empty = crate::hex::cell::BOARD & !(own | enemy);
    let near_rim = RINGS[3] | RINGS[4];
    let mut threatened = 0u128;
    let mut pushable = 0u128;
    for (i, direction) in Direction::ALL.into_iter().enumerate() {
        // Cells with an own marble one step back against the push, and two steps back.
        let back1 = direction.shift(own);
        let back2 = direction.shift(back1);
        let back3 = direction.shift(back2);
        let two = back1 & back2;
        // Two own behind one enemy marble on the rim: it goes off.
        threatened |= enemy & RIM[i] & two;
        // Three own behind two enemy, the front one on the rim.
        let enemy_behind = direction.shift(enemy);
        let back4 = direction.shift(back3);
        threatened |= enemy & RIM[i] & enemy_behind & back2 & back3 & back4;
        // Two own behind one enemy near the rim, the cell beyond it free: pushed outwards.
        let beyond_free = direction.opposite().shift(empty);
        pushable |= enemy & near_rim & !RIM[i] & two & beyond_free;
    }
    (
        threatened.count_ones() as i32,
        (pushable & !threatened).count_ones() as i32,
    )
}

fn direction_index(direction: Direction) -> usize {
    Direction::ALL
        .iter()
        .position(|&d| d == direction)
        .unwrap_or(0)
}

impl Searchable for HexPosition {
    const LEVELS: &'static super::level::LevelTable = &super::level::HEX_LEVELS;
    const OPTIONAL_TACTICS: bool = true;
    /// A fifth of a marble: more than the shuffles of a quiet position are worth.
    const CONTEMPT: super::Score = 200;
    const UNIT: super::Score = 1000;
    const UNIT_NAME: &'static str = "marble";

    #[inline]
    fn make(&mut self, mv: &HexMove) -> HexPosition {
        // A move keeps the Zobrist hash itself; the undo is the position before (a copy is as
        // cheap as undoing).
        crate::game::Playable::play_reversibly(self, mv)
    }

    #[inline]
    fn has_lost(&self) -> bool {
        self.lost(self.side_to_move()) >= LOSING_LOSSES
    }

    /// The book keeps hundredths of a marble; the search counts a marble [`Self::UNIT`].
    #[cfg(any(not(target_arch = "wasm32"), feature = "books"))]
    fn book_move(&self, seed: u64) -> Option<(HexMove, super::Score)> {
        crate::book::choose(self, seed)
            .map(|(mv, score)| (mv, super::from_centi_units::<HexPosition>(score)))
    }

    #[inline]
    fn is_tactical(&self, mv: &HexMove) -> bool {
        mv.off
    }

    #[inline]
    fn must_resolve(&self, _: &[HexMove]) -> bool {
        false
    }

    #[inline]
    fn gain(&self, mv: &HexMove) -> i32 {
        mv.off as i32 * 4 + mv.pushed as i32
    }

    #[inline]
    fn history_key(&self, mv: &HexMove) -> usize {
        let key =
            (mv.first.index() * 6 + direction_index(mv.direction)) * 6 + direction_index(mv.line);
        debug_assert!(key < HISTORY_KEYS);
        key
    }

    fn features(&self) -> Features {
        let mut f = [0; eval::MAX_FEATURES];
        for color in Color::ALL {
            let sign = if color == Color::White { 1 } else { -1 };
            let own = self.marbles(color);
            let enemy = self.marbles(!color);
            f[0] += sign * (MARBLES - self.lost(color)) as i32;
            let distance: i32 = (1..5)
                .map(|d| d as i32 * (own & RINGS[d]).count_ones() as i32)
                .sum();
            f[1] += sign * distance;
            let mut pairs = 0;
            let mut threes = 0;
            for axis in Direction::AXES {
                let next = axis.shift(own) & own;
                pairs += next.count_ones() as i32;
                threes += (axis.shift(next) & own).count_ones() as i32;
            }
            f[2] += sign * pairs;
            f[5] += sign * threes;
            let edge = own & RINGS[4];
            f[3] += sign * edge.count_ones() as i32;
            // Edge marbles with an enemy marble right beside them on the inside.
            let mut pushed_at = 0u128;
            for direction in Direction::ALL {
                pushed_at |= direction.shift(enemy & RINGS[3]) & edge;
            }
            f[4] += sign * pushed_at.count_ones() as i32;
            let (threats, pushable) = pressure(own, enemy);
            f[7] += sign * threats;
            f[8] += sign * pushable;
        }
        f[6] = if self.side_to_move() == Color::White {
            1
        } else {
            -1
        };
        f
    }

    fn weights(&self) -> &'static Weights {
        &eval::HEX
    }
}
