//! What the move generator reads of a position: the squares each side's tops own, the kings,
//! the side to move and, under the immediate rule, the towers — a borrowed view, a few words to
//! copy where a [`Position`] is 312 bytes.
//!
//! Perft counts the replies to each move on a changed copy of the view ([`Board::after`]):
//! only the bitboards change, which is all the generator reads under the deferred rule.

use crate::color::Color;
use crate::draughts::geometry::Geometry;
use crate::draughts::mv::Move;
use crate::draughts::position::Position;
use crate::draughts::square::Square;
use crate::draughts::tower::Tower;
use crate::draughts::variant::{Rules, Variant};

/// A position as the move generator sees it ([`Position::board`]).
#[derive(Clone, Copy)]
pub struct Board<'a> {
    variant: Variant,
    rules: &'static Rules,
    geometry: &'static Geometry,
    side_to_move: Color,
    /// Squares whose top piece is White's, then Black's.
    tops: [u64; 2],
    /// Squares whose top piece is a king.
    kings: u64,
    /// The position's towers, as they were before any [`Board::after`].
    position: &'a Position,
}

impl<'a> Board<'a> {
    /// The view of `position`, from its bitboards ([`Position::board`]).
    #[inline]
    pub(crate) fn new(position: &'a Position, tops: [u64; 2], kings: u64) -> Board<'a> {
        Board {
            variant: position.variant(),
            rules: position.rules(),
            geometry: position.geometry(),
            side_to_move: position.side_to_move(),
            tops,
            kings,
            position,
        }
    }

    /// The rule set.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The rule set's parameters.
    #[inline]
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// The board geometry of the rule set.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// The player to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// Squares whose top piece is `color`'s.
    #[inline]
    pub fn owned_by(&self, color: Color) -> u64 {
        self.tops[color.index()]
    }

    /// Squares whose top piece is a king.
    #[inline]
    pub fn kings(&self) -> u64 {
        self.kings
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> u64 {
        self.tops[0] | self.tops[1]
    }

    /// The tower on `square` in the position viewed (not changed by [`Board::after`]).
    #[inline]
    pub fn tower(&self, square: Square) -> Tower {
        self.position.tower(square)
    }

    /// The view after `mv`, one of the legal moves, under the deferred rule (each jumped tower
    /// loses its top once, a lone piece its square): the bitboards and the side to move change,
    /// the towers stay those of the position viewed — which is why the immediate rule, where
    /// the generator reads the towers, is refused.
    #[inline]
    pub fn after(&self, mv: &Move) -> Board<'a> {
        debug_assert!(!self.rules.immediate_capture);
        if !mv.is_capture() {
            return self.after_quiet(mv.from(), mv.to());
        }
        let mut after = *self;
        let side = self.side_to_move.index();
        let (from, to) = (mv.from().bit(), mv.to().bit());
        let king = self.kings & from != 0;
        let crowned = !king
            && self
                .geometry
                .first_crowning(self.side_to_move, mv.landings())
                .is_some();
        after.tops[side] &= !from;
        after.kings &= !from;
        for &square in mv.captured() {
            let bit = square.bit();
            after.tops[0] &= !bit;
            after.tops[1] &= !bit;
            after.kings &= !bit;
            if let Some(top) = self.tower(square).without_top().top() {
                after.tops[top.color.index()] |= bit;
                if top.king {
                    after.kings |= bit;
                }
            }
        }
        after.tops[side] |= to;
        if king || crowned {
            after.kings |= to;
        }
        after.side_to_move = !self.side_to_move;
        after
    }

    /// [`Board::after`] the quiet move from `from` to `to`.
    #[inline]
    pub fn after_quiet(&self, from: Square, to: Square) -> Board<'a> {
        debug_assert!(!self.rules.immediate_capture);
        let mut after = *self;
        let path = from.bit() | to.bit();
        after.tops[self.side_to_move.index()] ^= path;
        if self.kings & from.bit() != 0 {
            after.kings ^= path;
        } else if self.geometry.crowns(self.side_to_move, to) {
            after.kings |= to.bit();
        }
        after.side_to_move = !self.side_to_move;
        after
    }
}
