//! Squares: algebraic names (`a1` … `h8`), coordinates and the dark-square test.
//!
//! A square is stored as `rank * 8 + file` on an 8×8 grid whatever the board size, so the
//! same bitboards serve the 8×8 variants and Lasca's 7×7 board (which uses files a–g, ranks 1–7).

use crate::draughts::geometry::Direction;
use core::fmt;

/// A square of the 8×8 grid, `rank * 8 + file`, both counted from 0 at White's lower left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1). Both must be below 8.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < 8 && rank < 8);
        Square(rank * 8 + file)
    }

    /// The square with index `rank * 8 + file`; `index` must be below 64.
    #[inline]
    pub const fn from_index(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    /// `rank * 8 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 for `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The letter that names `file` (0 = `a`) in a square's name and on the board's edge.
    pub const fn file_letter(file: u8) -> char {
        (b'a' + file) as char
    }

    /// The number that names `rank` (0 = rank 1) in a square's name and on the board's edge.
    pub const fn rank_number(rank: u8) -> u8 {
        rank + 1
    }

    /// The one-bit bitboard of this square.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Whether play happens on this square: (file + rank) even, so `a1` is dark.
    #[inline]
    pub const fn is_dark(self) -> bool {
        (self.0 ^ (self.0 >> 3)) & 1 == 0
    }

    /// The lowest square of a non-empty bitboard.
    #[inline(always)]
    pub const fn lowest(bits: u64) -> Square {
        debug_assert!(bits != 0);
        Square(bits.trailing_zeros() as u8)
    }

    /// The square one diagonal step away in direction `dir`, which must be on the grid.
    #[inline(always)]
    pub const fn stepped(self, dir: Direction) -> Square {
        Square(self.0.wrapping_add_signed(dir.index_step()))
    }

    /// Reads a name like `c3` (files `a`–`h`, ranks `1`–`8`); `None` for anything else.
    pub fn parse(name: &str) -> Option<Square> {
        match name.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square::new(f - b'a', r - b'1')),
            _ => None,
        }
    }

    /// Iterates over the set bits of a bitboard, lowest first.
    #[inline]
    pub fn iter_bits(mut bits: u64) -> impl Iterator<Item = Square> {
        core::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let index = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Some(Square(index))
            }
        })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            Square::file_letter(self.file()),
            Square::rank_number(self.rank())
        )
    }
}
