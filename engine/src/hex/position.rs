//! A Hexpush position: each side's marbles as a bitboard, the side to move and the marbles each
//! side has lost; the three layouts; playing a move; the end of the game; the [`Playable`] impl
//! that puts it under the shared game history.

use super::cell::{Cell, Direction};
use super::hfen::HexMoveError;
use super::movegen;
use super::mv::HexMove;
use crate::color::Color;
use crate::game::{Outcome, Playable, WinReason};
use crate::quoted::quoted;
use crate::zobrist;
use core::fmt;
use core::str::FromStr;

/// Marbles per side.
pub const MARBLES: u8 = 14;
/// Marbles lost that lose the game.
pub const LOSING_LOSSES: u8 = 6;

/// A position: marbles, side to move, losses, and its Zobrist hash, kept up to date by each move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HexPosition {
    marbles: [u128; 2],
    side_to_move: Color,
    lost: [u8; 2],
    /// [`HexPosition::fresh_hash`] of the fields above.
    hash: u64,
}

/// A start layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Layout {
    /// Rows a–b full and c3–c5 for Black; the mirror for White.
    Standard,
    /// Two daisies each, side by side.
    BelgianDaisy,
    /// Two daisies each, further in.
    GermanDaisy,
}

impl Layout {
    /// All layouts with their names.
    pub const ALL: [(&'static str, Layout); 3] = [
        ("standard", Layout::Standard),
        ("belgian-daisy", Layout::BelgianDaisy),
        ("german-daisy", Layout::GermanDaisy),
    ];

    /// The layout's name.
    pub fn name(self) -> &'static str {
        Layout::ALL
            .iter()
            .find(|(_, l)| *l == self)
            .map_or("", |(n, _)| n)
    }

    /// The layout's cells: (Black's, White's).
    fn cells(self) -> (&'static str, &'static str) {
        match self {
            Layout::Standard => (
                "a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 b6 c3 c4 c5",
                "i5 i6 i7 i8 i9 h4 h5 h6 h7 h8 h9 g5 g6 g7",
            ),
            Layout::BelgianDaisy => (
                "a1 a2 b1 b2 b3 c2 c3 g7 g8 h7 h8 h9 i8 i9",
                "a4 a5 b4 b5 b6 c5 c6 g4 g5 h4 h5 h6 i5 i6",
            ),
            Layout::GermanDaisy => (
                "b1 b2 c1 c2 c3 d2 d3 f7 f8 g7 g8 g9 h8 h9",
                "b5 b6 c5 c6 c7 d6 d7 f3 f4 g3 g4 g5 h4 h5",
            ),
        }
    }
}

/// A name that is not a layout.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLayout(pub String);

impl fmt::Display for UnknownLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown layout `{}` (standard, belgian-daisy, german-daisy)",
            quoted(&self.0)
        )
    }
}

impl FromStr for Layout {
    type Err = UnknownLayout;
    fn from_str(name: &str) -> Result<Layout, UnknownLayout> {
        Layout::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, l)| l)
            .ok_or_else(|| UnknownLayout(name.to_string()))
    }
}

fn bits(cells: &str) -> u128 {
    cells
        .split_whitespace()
        .filter_map(Cell::parse)
        .fold(0, |acc, c| acc | c.bit())
}

impl HexPosition {
    /// A layout with Black to move.
    pub fn start(layout: Layout) -> HexPosition {
        let (black, white) = layout.cells();
        HexPosition::new([bits(white), bits(black)], Color::Black, [0, 0])
    }

    /// A position from its parts: marbles indexed by colour (White, Black), losses likewise.
    pub fn new(marbles: [u128; 2], side_to_move: Color, lost: [u8; 2]) -> HexPosition {
        let mut position = HexPosition {
            marbles,
            side_to_move,
            lost,
            hash: 0,
        };
        position.hash = position.fresh_hash();
        position
    }

    /// The marbles of `color`.
    pub fn marbles(&self, color: Color) -> u128 {
        self.marbles[color.index()]
    }

    /// The marbles `color` has lost.
    pub fn lost(&self, color: Color) -> u8 {
        self.lost[color.index()]
    }

    /// The player to move.
    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The Zobrist hash of the whole position (for the search's table and repetitions), as
    /// each move keeps it.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from nothing: the XOR of a key per marble (cell and colour),
    /// per side's count of lost marbles, and one when Black is to move.
    pub fn fresh_hash(&self) -> u64 {
        let mut hash = 0;
        for color in Color::ALL {
            let side = color.index();
            hash ^= zobrist::marbles_key(self.marbles[side], side)
                ^ zobrist::lost_key(side, self.lost[side]);
        }
        if self.side_to_move == Color::Black {
            hash ^= zobrist::BLACK_TO_MOVE;
        }
        hash
    }

    /// Whether a side has lost six marbles.
    pub fn is_decided(&self) -> bool {
        self.lost.iter().any(|&n| n >= LOSING_LOSSES)
    }

    /// The legal moves (none once a side has lost six marbles).
    pub fn legal_moves(&self) -> Vec<HexMove> {
        let mut moves = Vec::with_capacity(64);
        Playable::generate_moves(self, &mut moves);
        moves
    }

    /// The position after `mv` (which must be legal here).
    pub fn after(&self, mv: &HexMove) -> HexPosition {
        let side = self.side_to_move;
        let direction: Direction = mv.direction;
        let moving = mv.marbles().fold(0u128, |acc, c| acc | c.bit());
        let pushed = mv.pushed_cells().fold(0u128, |acc, c| acc | c.bit());
        let (own, other) = (side.index(), (!side).index());
        let mut next = *self;
        next.marbles[own] = (self.marbles[own] & !moving) | direction.shift(moving);
        next.marbles[other] = (self.marbles[other] & !pushed) | direction.shift(pushed);
        // Only the cells whose marble changed change the hash.
        next.hash ^= zobrist::marbles_key(self.marbles[own] ^ next.marbles[own], own)
            ^ zobrist::marbles_key(self.marbles[other] ^ next.marbles[other], other)
            ^ zobrist::BLACK_TO_MOVE;
        if mv.off {
            next.lost[other] += 1;
            next.hash ^= zobrist::lost_key(other, self.lost[other])
                ^ zobrist::lost_key(other, next.lost[other]);
        }
        next.side_to_move = !side;
        next
    }
}

/// Hexpush: plies without a marble pushed off draw after this many.
const HEXPUSH_NO_PROGRESS_PLIES: usize = 100;

impl Playable for HexPosition {
    type Move = HexMove;
    type MoveError = HexMoveError;
    /// The position before the move: a copy is as cheap as undoing it.
    type Undo = HexPosition;

    fn legal_moves(&self) -> Vec<HexMove> {
        HexPosition::legal_moves(self)
    }

    fn generate_moves(&self, out: &mut Vec<HexMove>) {
        out.clear();
        if !self.is_decided() {
            let side = self.side_to_move;
            movegen::generate(self.marbles(side), self.marbles(!side), out);
        }
    }

    fn after(&self, mv: &HexMove) -> HexPosition {
        HexPosition::after(self, mv)
    }

    fn play_reversibly(&mut self, mv: &HexMove) -> HexPosition {
        let before = *self;
        *self = HexPosition::after(self, mv);
        before
    }

    fn take_back(&mut self, _: &HexMove, undo: &HexPosition) {
        *self = *undo;
    }

    fn parse_move(&self, text: &str) -> Result<HexMove, HexMoveError> {
        super::hfen::parse_move(self, text)
    }

    fn side_to_move(&self) -> Color {
        HexPosition::side_to_move(self)
    }

    fn hash(&self) -> u64 {
        HexPosition::hash(self)
    }

    fn is_progress(&self, mv: &HexMove) -> bool {
        mv.off
    }

    fn no_progress_limit(&self) -> usize {
        HEXPUSH_NO_PROGRESS_PLIES
    }

    fn decided(&self) -> Option<Outcome> {
        for loser in Color::ALL {
            if self.lost(loser) >= LOSING_LOSSES {
                return Some(Outcome::Win {
                    winner: !loser,
                    reason: WinReason::SixPushedOff,
                });
            }
        }
        if self.legal_moves().is_empty() {
            return Some(Outcome::Win {
                winner: !HexPosition::side_to_move(self),
                reason: WinReason::Blocked,
            });
        }
        None
    }
}
