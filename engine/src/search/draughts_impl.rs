//! The draughts family in the search: move lists, what is forcing, and the evaluation features.
//!
//! Material is counted through the towers: the top piece owns and moves the tower; the owner's
//! other pieces in it are a reserve (taking the top only uncovers another of theirs), and the
//! opponent's pieces in it are prisoners, a future liberation for the opponent. Without towers
//! (Russian, English) every tower is a lone piece and those two features stay zero.

use super::eval::{self, Features, Weights};
use super::{LeafMoves, Searchable, HISTORY_KEYS};
use crate::color::Color;
use crate::draughts::geometry::Direction;
use crate::draughts::movegen::{self, Outlook};
use crate::draughts::position::Undo;
use crate::draughts::square::Square;
use crate::draughts::variant::Variant;
use crate::{Move, Position};

/// The squares of rank `rank` (0 for rank 1).
const fn rank(rank: u8) -> u64 {
    0xFF << (8 * rank as u32)
}

/// The squares whose rank (counted from 0) has bit 0, 1 or 2 set.
const RANK_BITS: [u64; 3] = [
    rank(1) | rank(3) | rank(5) | rank(7),
    rank(2) | rank(3) | rank(6) | rank(7),
    rank(4) | rank(5) | rank(6) | rank(7),
];

/// The sum of the ranks (counted from 0) of the squares of `squares`, bit by bit of the rank.
#[inline]
fn rank_sum(squares: u64) -> i32 {
    RANK_BITS
        .iter()
        .enumerate()
        .map(|(bit, &mask)| ((squares & mask).count_ones() as i32) << bit)
        .sum()
}

/// The centre of a board of `size`: files and ranks from the third to the third from last.
const fn centre_of(size: u8) -> u64 {
    let span: u64 = (1 << (size - 2)) - (1 << 2); // files 2 ..= size - 3 of one rank
    let mut centre = 0;
    let mut r = 2;
    while r < size - 2 {
        centre |= span << (8 * r as u32);
        r += 1;
    }
    centre
}

/// [`centre_of`] the board of `size` (8 or 7), worked out at compile time.
#[inline]
fn centre(size: u8) -> u64 {
    const CENTRE_8: u64 = centre_of(8);
    const CENTRE_7: u64 = centre_of(7);
    if size == 8 {
        CENTRE_8
    } else {
        CENTRE_7
    }
}

/// Adds `color`'s material, advancement, back rank, centre, men near the crown, mobility and
/// backed men to the features `f`, times `sign` (1 for White, -1 for Black).
#[inline(always)]
fn add_side_features(position: &Position, color: Color, sign: i32, f: &mut Features) {
    let geometry = position.geometry();
    let last = geometry.size - 1;
    let empty = geometry.playable & !position.occupied();
    let own = position.owned_by(color);
    let kings = own & position.kings();
    let men = own & !kings;
    let count = men.count_ones() as i32;
    f[0] += sign * count;
    f[1] += sign * kings.count_ones() as i32;
    // Ranks counted from the colour's own side: White's as they are, Black's mirrored.
    let (advancement, back, near_crown) = match color {
        Color::White => (rank_sum(men), rank(0), rank(last - 1)),
        Color::Black => (last as i32 * count - rank_sum(men), rank(last), rank(1)),
    };
    f[4] += sign * advancement;
    f[5] += sign * (men & back).count_ones() as i32;
    f[6] += sign * (own & centre(geometry.size)).count_ones() as i32;
    f[8] += sign * (men & near_crown).count_ones() as i32;
    // Steps onto a free square: every tower forward, kings backward too; and men with an own
    // tower right behind them in a forward line.
    let [ahead, ahead_other] = Direction::forward(color);
    let [behind, behind_other] = Direction::forward(!color);
    let steps = |steppers: u64, dir| (geometry.shift(steppers, dir) & empty).count_ones();
    let mut mobility = (steps(own, ahead) + steps(own, ahead_other)) as i32;
    if kings != 0 {
        mobility += (steps(kings, behind) + steps(kings, behind_other)) as i32;
    }
    let backed = ((geometry.shift(own, ahead) & men).count_ones()
        + (geometry.shift(own, ahead_other) & men).count_ones()) as i32;
    f[7] += sign * mobility;
    f[9] += sign * backed;
}

impl Searchable for Position {
    const LEVELS: &'static super::level::LevelTable = &super::level::DRAUGHTS_LEVELS;
    const OPTIONAL_TACTICS: bool = false;
    const CONTEMPT: super::Score = 0;
    const UNIT: super::Score = 100;
    const UNIT_NAME: &'static str = "man";

    // Inlined into the search's loop: a call and its saved registers cost a tenth of a make.
    #[inline(always)]
    fn make(&mut self, mv: &Move) -> Undo {
        self.play_reversibly_hashed(mv)
    }

    #[inline]
    fn has_lost(&self) -> bool {
        false
    }

    #[inline]
    fn is_tactical(&self, mv: &Move) -> bool {
        mv.is_capture()
    }

    #[inline]
    fn must_resolve(&self, moves: &[Move]) -> bool {
        moves.first().is_some_and(Move::is_capture)
    }

    #[inline]
    fn leaf_moves(&self, _: &mut Vec<Move>) -> LeafMoves {
        match movegen::outlook(self) {
            Outlook::Stuck => LeafMoves::None,
            Outlook::Captures => LeafMoves::MustResolve,
            Outlook::Quiet => LeafMoves::Quiet,
        }
    }

    #[inline]
    fn gain(&self, mv: &Move) -> i32 {
        mv.captured().len() as i32
    }

    #[inline]
    fn hash_after(&self, mv: &Move) -> Option<u64> {
        self.hash_after_quiet(mv)
    }

    #[inline]
    fn history_key(&self, mv: &Move) -> usize {
        let key = mv.from().index() * 64 + mv.to().index();
        debug_assert!(key < HISTORY_KEYS);
        key
    }

    #[inline]
    fn features(&self) -> Features {
        let mut f = [0; eval::MAX_FEATURES];
        // Each colour by its own call, so that its directions and ranks are constants.
        add_side_features(self, Color::White, 1, &mut f);
        add_side_features(self, Color::Black, -1, &mut f);
        // Only a tower of two pieces or more holds reserves or prisoners.
        for square in Square::iter_bits(self.tall()) {
            let tower = self.tower(square);
            if let Some(top) = tower.top() {
                let owner = top.color;
                let sign = |color| if color == Color::White { 1 } else { -1 };
                // The owner's pieces under its top, and the opponent's.
                f[2] += sign(owner) * (tower.count(owner) as i32 - 1);
                f[3] += sign(!owner) * tower.count(!owner) as i32;
            }
        }
        f[10] = if self.side_to_move() == Color::White {
            1
        } else {
            -1
        };
        f
    }

    fn weights(&self) -> &'static Weights {
        match self.variant() {
            Variant::Bashni | Variant::BashniClassic => &eval::BASHNI,
            Variant::Russian => &eval::RUSSIAN,
            Variant::English => &eval::ENGLISH,
            Variant::Lasca => &eval::LASCA,
        }
    }

    #[cfg(any(not(target_arch = "wasm32"), feature = "networks"))]
    #[inline]
    fn learned(&self) -> super::Score {
        super::net::of(self.variant()).map_or(0, |network| network.evaluate(self))
    }

    /// The measured worth of a man with the rule set's network ([`super::units`]); the weights'
    /// own where no network is there (a page that did not install it) to add to them.
    #[cfg(any(not(target_arch = "wasm32"), feature = "networks"))]
    fn score_unit(&self) -> super::Score {
        match super::net::of(self.variant()) {
            Some(_) => super::units::man_worth(self.variant()),
            None => Self::UNIT,
        }
    }

    #[cfg(any(not(target_arch = "wasm32"), feature = "books"))]
    fn book_move(&self, seed: u64) -> Option<(Move, super::Score)> {
        crate::book::choose(self, seed)
            .map(|(mv, score)| (mv, super::from_centi_units::<Position>(score)))
    }

    #[cfg(any(not(target_arch = "wasm32"), feature = "endgames"))]
    fn known_move(&self) -> Option<Move> {
        crate::endgame::best_move(self)
    }

    #[cfg(all(target_arch = "wasm32", feature = "endgames"))]
    fn prepare_known(&self) -> bool {
        crate::endgame::on_demand::prepare(self) > 0
    }

    #[cfg(any(not(target_arch = "wasm32"), feature = "endgames"))]
    fn known(&self) -> Option<super::Known> {
        use crate::endgame::{probe, Value};
        Some(match probe(self)? {
            Value::Win(d) => super::Known::Win(d),
            Value::Draw => super::Known::Draw,
            Value::Loss(d) => super::Known::Loss(d),
        })
    }
}
