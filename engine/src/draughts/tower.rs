//! Pieces and towers: a tower is a stack of pieces packed into one `u64`.
//!
//! Bits 0–23 hold each level's colour (1 = black), bits 24–47 each level's kind (1 = king) and
//! bits 48–55 the height; level 0 is the bottom. 24 levels are enough: a position holds at most
//! 12 pieces of each colour.

use crate::color::Color;
use core::fmt;

/// The most pieces one tower can hold (12 of each colour).
pub const MAX_HEIGHT: usize = 24;

const KING_SHIFT: u32 = 24;
const HEIGHT_SHIFT: u32 = 48;
const LEVEL_MASK: u64 = (1 << MAX_HEIGHT) - 1;

/// One piece: a colour and a kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Its owner.
    pub color: Color,
    /// A king (`true`) or a man.
    pub king: bool,
}

impl Piece {
    /// The TFEN letter: `w` white man, `W` white king, `b` black man, `B` black king.
    pub const fn letter(self) -> char {
        match (self.color, self.king) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        }
    }

    /// The piece a TFEN letter stands for.
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'w' => Some(Piece {
                color: Color::White,
                king: false,
            }),
            'W' => Some(Piece {
                color: Color::White,
                king: true,
            }),
            'b' => Some(Piece {
                color: Color::Black,
                king: false,
            }),
            'B' => Some(Piece {
                color: Color::Black,
                king: true,
            }),
            _ => None,
        }
    }

    /// 0–3: colour index times two plus one for a king (the Zobrist table's piece index).
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 2 + self.king as usize
    }
}

/// A stack of pieces on one square, bottom to top; the empty tower is an empty square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Tower(u64);

impl Tower {
    /// No piece: an empty square.
    pub const EMPTY: Tower = Tower(0);

    /// A tower of one piece.
    #[inline]
    pub const fn single(piece: Piece) -> Tower {
        Tower::EMPTY.with_top(piece)
    }

    /// How many pieces it holds.
    #[inline]
    pub const fn height(self) -> usize {
        (self.0 >> HEIGHT_SHIFT) as usize
    }

    /// The tower as one number (colours, kings and height packed; equal towers, equal
    /// numbers): what its Zobrist key is made from.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether it holds no piece.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The piece at `level` (0 = bottom); `level` must be below the height.
    #[inline]
    pub const fn piece(self, level: usize) -> Piece {
        debug_assert!(level < self.height());
        let color = if (self.0 >> level) & 1 == 1 {
            Color::Black
        } else {
            Color::White
        };
        let king = (self.0 >> (KING_SHIFT as usize + level)) & 1 == 1;
        Piece { color, king }
    }

    /// The top piece, which owns the tower, or `None` when empty.
    #[inline]
    pub const fn top(self) -> Option<Piece> {
        match self.height() {
            0 => None,
            h => Some(self.piece(h - 1)),
        }
    }

    /// The piece right under the top (what a capture of the top leaves on top), or `None` for
    /// a tower of fewer than two pieces.
    #[inline]
    pub const fn under_top(self) -> Option<Piece> {
        match self.height() {
            0 | 1 => None,
            h => Some(self.piece(h - 2)),
        }
    }

    /// This tower with `piece` put on top. The height must stay within [`MAX_HEIGHT`].
    #[inline]
    pub const fn with_top(self, piece: Piece) -> Tower {
        let level = self.height();
        debug_assert!(level < MAX_HEIGHT);
        let mut bits = self.0 + (1 << HEIGHT_SHIFT);
        bits |= (piece.color as u64) << level;
        bits |= (piece.king as u64) << (KING_SHIFT as usize + level);
        Tower(bits)
    }

    /// This tower with `piece` slid underneath, as a captured piece is.
    #[inline]
    pub const fn with_bottom(self, piece: Piece) -> Tower {
        debug_assert!(self.height() < MAX_HEIGHT);
        let colors = ((self.0 & LEVEL_MASK) << 1) | piece.color as u64;
        let kings = (((self.0 >> KING_SHIFT) & LEVEL_MASK) << 1) | piece.king as u64;
        let height = self.height() as u64 + 1;
        Tower(colors | (kings << KING_SHIFT) | (height << HEIGHT_SHIFT))
    }

    /// This tower without its top piece (the empty tower stays empty).
    #[inline]
    pub const fn without_top(self) -> Tower {
        match self.height() {
            0 => self,
            h => {
                let keep = (1u64 << (h - 1)) - 1;
                let colors = self.0 & keep;
                let kings = (self.0 >> KING_SHIFT) & keep;
                Tower(colors | (kings << KING_SHIFT) | (((h - 1) as u64) << HEIGHT_SHIFT))
            }
        }
    }

    /// This tower with its top piece crowned.
    #[inline]
    pub const fn with_top_crowned(self) -> Tower {
        match self.height() {
            0 => self,
            h => Tower(self.0 | 1 << (KING_SHIFT as usize + h - 1)),
        }
    }

    /// The pieces from bottom to top.
    pub fn pieces(self) -> impl DoubleEndedIterator<Item = Piece> + ExactSizeIterator {
        (0..self.height()).map(move |level| self.piece(level))
    }

    /// How many of its pieces are `color`'s.
    #[inline]
    pub const fn count(self, color: Color) -> usize {
        let black = (self.0 & LEVEL_MASK).count_ones() as usize;
        match color {
            Color::Black => black,
            Color::White => self.height() - black,
        }
    }
}

/// The TFEN letters bottom to top, e.g. `bWb`.
impl fmt::Display for Tower {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.pieces()
            .try_for_each(|piece| write!(f, "{}", piece.letter()))
    }
}

impl fmt::Debug for Tower {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tower({self})")
    }
}
