//! The draughts family in the search: move lists, what is forcing, and the evaluation features.
//!
//! Material is counted through the towers: the top piece owns and moves the tower; the owner's
//! other pieces in it are a reserve (taking the top only uncovers another of theirs), and the
//! opponent's pieces in it are prisoners, a future liberation for the opponent. Without towers
//! (Russian, English) every tower is a lone piece and those two features stay zero.

use super::eval::{self, Features, Weights};
use super::{Searchable, HISTORY_KEYS};
use crate::color::Color;
use crate::draughts::geometry::Direction;
use crate::draughts::position::Undo;
use crate::draughts::square::Square;
use crate::draughts::variant::Variant;
use crate::{Move, Position};

impl Searchable for Position {
    const LEVELS: &'static super::level::LevelTable = &super::level::DRAUGHTS_LEVELS;
    const OPTIONAL_TACTICS: bool = false;
    const CONTEMPT: super::Score = 0;
    const UNIT: super::Score = 100;
    const UNIT_NAME: &'static str = "man";

    #[inline]
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
    fn gain(&self, mv: &Move) -> i32 {
        mv.captured().len() as i32
    }

    #[inline]
    fn history_key(&self, mv: &Move) -> usize {
        let key = mv.from().index() * 64 + mv.to().index();
        debug_assert!(key < HISTORY_KEYS);
        key
    }

    fn features(&self) -> Features {
        let mut f = [0; eval::MAX_FEATURES];
        let geometry = self.geometry();
        let size = geometry.size;
        let last = size - 1;
        let empty = geometry.playable & !self.occupied();
        for color in Color::ALL {
            let sign = if color == Color::White { 1 } else { -1 };
            let own = self.owned_by(color);
            let kings = own & self.kings();
            let men = own & !kings;
            f[0] += sign * men.count_ones() as i32;
            f[1] += sign * kings.count_ones() as i32;
            let mut advancement = 0;
            let mut back = 0;
            let mut centre = 0;
            let mut near_crown = 0;
            for square in Square::iter_bits(own) {
                let rank = match color {
                    Color::White => square.rank(),
                    Color::Black => last - square.rank(),
                };
                let file = square.file();
                if (2..=last - 2).contains(&file) && (2..=last - 2).contains(&square.rank()) {
                    centre += 1;
                }
                if men & square.bit() != 0 {
                    advancement += rank as i32;
                    back += (rank == 0) as i32;
                    near_crown += (rank == last - 1) as i32;
                }
            }
            f[4] += sign * advancement;
            f[5] += sign * back;
            f[6] += sign * centre;
            f[8] += sign * near_crown;
            let forward = Direction::forward(color);
            let mut mobility = 0;
            let mut backed = 0;
            for dir in Direction::ALL {
                let steppers = if forward.contains(&dir) { own } else { kings };
                mobility += (geometry.shift(steppers, dir) & empty).count_ones() as i32;
                if forward.contains(&dir) {
                    // A man with an own tower right behind it in this direction's line.
                    backed += (geometry.shift(own, dir) & men).count_ones() as i32;
                }
            }
            f[7] += sign * mobility;
            f[9] += sign * backed;
        }
        if self.rules().towers {
            for (_, tower) in self.towers() {
                if tower.height() < 2 {
                    continue;
                }
                let owner = tower.top().map_or(Color::White, |p| p.color);
                for piece in tower.pieces().rev().skip(1) {
                    let sign = if piece.color == Color::White { 1 } else { -1 };
                    if piece.color == owner {
                        f[2] += sign;
                    } else {
                        f[3] += sign;
                    }
                }
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

    #[cfg(not(target_arch = "wasm32"))]
    fn book_move(&self, seed: u64) -> Option<(Move, super::Score)> {
        let moves = crate::book::moves(self);
        if moves.is_empty() {
            return None;
        }
        let mut rng = super::Rng::new(seed ^ self.hash());
        Some(moves[rng.below(moves.len())])
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn known(&self) -> Option<super::Known> {
        use crate::endgame::{probe, Value};
        Some(match probe(self)? {
            Value::Win(d) => super::Known::Win(d),
            Value::Draw => super::Known::Draw,
            Value::Loss(d) => super::Known::Loss(d),
        })
    }
}
