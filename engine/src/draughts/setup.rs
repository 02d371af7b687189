//! An unchecked arrangement of towers and the side to move, and every reason it can be refused.
//!
//! A [`Setup`] is anything TFEN or the board editor can say; [`crate::Position::from_setup`]
//! checks it against a rule set and returns a [`SetupError`] naming what is wrong.

use crate::color::Color;
use crate::draughts::square::Square;
use crate::draughts::tower::Tower;
use core::fmt;

/// Towers on squares of the 8×8 grid and a side to move, not yet checked against any rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// The player to move.
    pub side_to_move: Color,
    /// Occupied squares with their towers, in any order (duplicates are refused later).
    pub towers: Vec<(Square, Tower)>,
}

impl Setup {
    /// An empty board with `side_to_move` to move.
    pub fn empty(side_to_move: Color) -> Setup {
        Setup {
            side_to_move,
            towers: Vec::new(),
        }
    }
}

/// Why a setup is not a legal position of a rule set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// A square outside the board (e.g. `h8` in Lasca).
    OffBoard(Square),
    /// A light square, where play never happens.
    LightSquare(Square),
    /// The same square given twice.
    DuplicateSquare(Square),
    /// A square given with no piece on it.
    EmptyTower(Square),
    /// More pieces of a colour than the set holds.
    TooManyPieces {
        /// The colour.
        color: Color,
        /// How many there are.
        count: usize,
        /// How many the set holds.
        max: usize,
    },
    /// A tower of two or more pieces in a rule set without towers.
    TowerNotAllowed(Square),
    /// A man-topped tower on the rank where it would have been promoted.
    ManOnPromotionRank(Square),
    /// A side with no tower of its own (no piece on top): refused by the board editor only,
    /// which sets up a game to play (a TFEN may give such a position: a game its side to move
    /// has lost, or its opponent will). Only in builds with the editor.
    #[cfg(feature = "editor")]
    NoPieces(Color),
    /// A side to move with pieces but no legal move (each one blocked): a game over before it
    /// begins, refused by the board editor as [`SetupError::NoPieces`] is.
    #[cfg(feature = "editor")]
    NoMove(Color),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::OffBoard(square) => write!(f, "square {square} is off the board"),
            SetupError::LightSquare(square) => {
                write!(f, "square {square} is a light square; pieces stand on dark squares only")
            }
            SetupError::DuplicateSquare(square) => write!(f, "square {square} is given twice"),
            SetupError::EmptyTower(square) => write!(f, "square {square} has an empty tower"),
            SetupError::TooManyPieces { color, count, max } => {
                write!(f, "{count} {color} pieces, but a set holds only {max}")
            }
            SetupError::TowerNotAllowed(square) => {
                write!(f, "square {square} holds a tower, but this rule set has no towers")
            }
            SetupError::ManOnPromotionRank(square) => write!(
                f,
                "square {square} has a man on top on its own far rank, where it would have been crowned"
            ),
            #[cfg(feature = "editor")]
            SetupError::NoPieces(color) => write!(f, "{color} has no pieces to play"),
            #[cfg(feature = "editor")]
            SetupError::NoMove(color) => write!(f, "{color} is to move and has no legal move"),
        }
    }
}

impl std::error::Error for SetupError {}

impl SetupError {
    /// The kebab-case id of the problem, as the pages receive it (`too-many-pieces`, …).
    pub const fn id(&self) -> &'static str {
        match self {
            SetupError::OffBoard(_) => "off-board",
            SetupError::LightSquare(_) => "light-square",
            SetupError::DuplicateSquare(_) => "duplicate-square",
            SetupError::EmptyTower(_) => "empty-tower",
            SetupError::TooManyPieces { .. } => "too-many-pieces",
            SetupError::TowerNotAllowed(_) => "tower-not-allowed",
            SetupError::ManOnPromotionRank(_) => "man-on-promotion-rank",
            #[cfg(feature = "editor")]
            SetupError::NoPieces(_) => "no-pieces",
            #[cfg(feature = "editor")]
            SetupError::NoMove(_) => "no-move",
        }
    }
}
