//! Board geometry: which squares exist on a board of a given size, the four diagonal
//! directions, precomputed rays and bitboard shifts.

use crate::color::Color;
use crate::draughts::square::Square;

/// One of the four diagonal directions, named from White's side of the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Up and right (`+9`).
    NorthEast = 0,
    /// Up and left (`+7`).
    NorthWest = 1,
    /// Down and right (`-7`).
    SouthEast = 2,
    /// Down and left (`-9`).
    SouthWest = 3,
}

impl Direction {
    /// All four directions.
    pub const ALL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];

    /// The two directions in which `color`'s men move forward.
    #[inline]
    pub const fn forward(color: Color) -> [Direction; 2] {
        match color {
            Color::White => [Direction::NorthEast, Direction::NorthWest],
            Color::Black => [Direction::SouthEast, Direction::SouthWest],
        }
    }

    /// The direction pointing back.
    #[inline(always)]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::NorthEast => Direction::SouthWest,
            Direction::NorthWest => Direction::SouthEast,
            Direction::SouthEast => Direction::NorthWest,
            Direction::SouthWest => Direction::NorthEast,
        }
    }

    /// How a square's index (`rank * 8 + file`) changes with one step this way.
    #[inline(always)]
    pub const fn index_step(self) -> i8 {
        self.rank_step() * 8 + self.file_step()
    }

    const fn file_step(self) -> i8 {
        match self {
            Direction::NorthEast | Direction::SouthEast => 1,
            Direction::NorthWest | Direction::SouthWest => -1,
        }
    }

    const fn rank_step(self) -> i8 {
        match self {
            Direction::NorthEast | Direction::NorthWest => 1,
            Direction::SouthEast | Direction::SouthWest => -1,
        }
    }
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const RANK_1: u64 = 0xFF;
const RANK_8: u64 = RANK_1 << 56;

/// The squares met walking from a square in one direction, nearest first, up to the edge.
#[derive(Clone, Copy)]
pub struct Ray {
    len: u8,
    bits: u64,
    squares: [Square; 7],
}

impl Ray {
    /// The squares of the ray, nearest first.
    #[inline]
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }
}

/// Everything about a square board of one size that move generation needs.
pub struct Geometry {
    /// Files and ranks (8, or 7 for Lasca).
    pub size: u8,
    /// The playable (dark, on-board) squares.
    pub playable: u64,
    /// The far rank of each colour's men (index by [`Color::index`]): where they are promoted.
    promotion_rank: [u64; 2],
    rays: [[Ray; 4]; 64],
}

impl Geometry {
    /// Whether a man of `color` reaching `square` is crowned there: the one place the engine
    /// decides crowning (moves, captures, frames, refusals and the setup check ask it).
    #[inline(always)]
    pub fn crowns(&self, color: Color, square: Square) -> bool {
        self.promotion_rank[color.index()] & square.bit() != 0
    }

    /// The first of `landings` (a capture's, in order) where a man of `color` is crowned.
    #[inline]
    pub fn first_crowning(&self, color: Color, landings: &[Square]) -> Option<Square> {
        landings
            .iter()
            .copied()
            .find(|&square| self.crowns(color, square))
    }

    const fn build(size: u8) -> Geometry {
        let mut playable = 0u64;
        let mut rays = [[Ray {
            len: 0,
            bits: 0,
            squares: [Square::from_index(0); 7],
        }; 4]; 64];
        let mut index = 0u8;
        while index < 64 {
            let square = Square::from_index(index);
            let on_board = square.file() < size && square.rank() < size;
            if on_board && square.is_dark() {
                playable |= square.bit();
                let mut d = 0;
                while d < 4 {
                    let dir = Direction::ALL[d];
                    let mut ray = Ray {
                        len: 0,
                        bits: 0,
                        squares: [Square::from_index(0); 7],
                    };
                    let mut file = square.file() as i8 + dir.file_step();
                    let mut rank = square.rank() as i8 + dir.rank_step();
                    while file >= 0 && rank >= 0 && file < size as i8 && rank < size as i8 {
                        let next = Square::new(file as u8, rank as u8);
                        ray.squares[ray.len as usize] = next;
                        ray.bits |= next.bit();
                        ray.len += 1;
                        file += dir.file_step();
                        rank += dir.rank_step();
                    }
                    rays[index as usize][d] = ray;
                    d += 1;
                }
            }
            index += 1;
        }
        let bottom = 0xFFu64 & playable;
        let top = (0xFFu64 << ((size as u32 - 1) * 8)) & playable;
        Geometry {
            size,
            playable,
            promotion_rank: [top, bottom],
            rays,
        }
    }

    /// The geometry of an 8×8 or 7×7 board.
    pub fn of_size(size: u8) -> &'static Geometry {
        if size == 7 {
            &GEOMETRY_7
        } else {
            &GEOMETRY_8
        }
    }

    /// Whether `square` is a playable square of this board.
    #[inline]
    pub fn is_playable(&self, square: Square) -> bool {
        self.playable & square.bit() != 0
    }

    /// The squares from `square` (excluded) to the edge in direction `dir`.
    #[inline]
    pub fn ray(&self, square: Square, dir: Direction) -> &[Square] {
        self.rays[square.index()][dir as usize].squares()
    }

    /// The first square of `blockers` met walking from `square` in direction `dir`.
    #[inline]
    pub fn first_blocker(&self, square: Square, dir: Direction, blockers: u64) -> Option<Square> {
        let hit = self.rays[square.index()][dir as usize].bits & blockers;
        if hit == 0 {
            return None;
        }
        let index = match dir {
            Direction::NorthEast | Direction::NorthWest => hit.trailing_zeros(),
            Direction::SouthEast | Direction::SouthWest => 63 - hit.leading_zeros(),
        };
        Some(Square::from_index(index as u8))
    }

    /// The squares from `square` (excluded) in direction `dir` up to the first square of
    /// `blockers` (excluded), as a bitboard.
    #[inline]
    pub fn ray_until(&self, square: Square, dir: Direction, blockers: u64) -> u64 {
        let bits = self.rays[square.index()][dir as usize].bits;
        match self.first_blocker(square, dir, blockers) {
            None => bits,
            Some(blocker) => bits & !self.rays[blocker.index()][dir as usize].bits & !blocker.bit(),
        }
    }

    /// The diagonal neighbour of `square` in direction `dir`, if it is on the board.
    #[inline]
    pub fn neighbour(&self, square: Square, dir: Direction) -> Option<Square> {
        self.ray(square, dir).first().copied()
    }

    /// Every square of `bits` moved one step in direction `dir`; squares leaving the board vanish.
    ///
    /// Without a branch on the direction (the capture search loops over directions): the
    /// squares that would leave an 8×8 board are dropped first, so that a rotation is a shift.
    #[inline(always)]
    pub fn shift(&self, bits: u64, dir: Direction) -> u64 {
        const STAYS: [u64; 4] = [
            !FILE_H & !RANK_8,
            !FILE_A & !RANK_8,
            !FILE_H & !RANK_1,
            !FILE_A & !RANK_1,
        ];
        const ROTATION: [u32; 4] = [9, 7, 64 - 7, 64 - 9];
        (bits & STAYS[dir as usize]).rotate_left(ROTATION[dir as usize]) & self.playable
    }
}

static GEOMETRY_8: Geometry = Geometry::build(8);
static GEOMETRY_7: Geometry = Geometry::build(7);
