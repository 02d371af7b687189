//! Cells and directions of the hexagon. A cell is row `a`…`i` (r = 0..8, Black's edge first) and
//! diagonal `1`…`9` (c = 0..8); it exists when |c − r| ≤ 4. Cells are indexed r·9 + c, so a set of
//! cells is a `u128` bitboard and a step in a direction is a shift (no step wraps onto a real cell).

use core::fmt;

/// A cell of the board (index r·9 + c).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

/// The 61 cells that exist, as a bitboard.
pub const BOARD: u128 = {
    let mut bits = 0u128;
    let mut r: i32 = 0;
    while r < 9 {
        let mut c: i32 = 0;
        while c < 9 {
            if (c - r).abs() <= 4 {
                bits |= 1u128 << (r * 9 + c);
            }
            c += 1;
        }
        r += 1;
    }
    bits
};

impl Cell {
    /// The cell at row `r`, diagonal `c` (0-based), if it exists.
    pub fn new(r: u8, c: u8) -> Option<Cell> {
        (r < 9 && c < 9 && (c as i8 - r as i8).abs() <= 4).then_some(Cell(r * 9 + c))
    }

    /// Its index r·9 + c.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its bit in a bitboard.
    #[inline]
    pub fn bit(self) -> u128 {
        1u128 << self.0
    }

    /// Row index 0..8.
    pub fn row(self) -> u8 {
        self.0 / 9
    }

    /// Diagonal index 0..8.
    pub fn diagonal(self) -> u8 {
        self.0 % 9
    }

    /// The neighbour in `direction`, if it exists.
    #[inline]
    pub fn step(self, direction: Direction) -> Option<Cell> {
        let index = self.0 as i16 + direction.delta() as i16;
        (0..81).contains(&index).then_some(()).and_then(|_| {
            let cell = Cell(index as u8);
            (BOARD & cell.bit() != 0).then_some(cell)
        })
    }

    /// The cells of a bitboard, in board order.
    pub fn iter_bits(mut bits: u128) -> impl Iterator<Item = Cell> {
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Cell(index))
        })
    }

    /// Reads a name like `e5`.
    pub fn parse(name: &str) -> Option<Cell> {
        match name.as_bytes() {
            [row @ b'a'..=b'i', diagonal @ b'1'..=b'9'] => Cell::new(row - b'a', diagonal - b'1'),
            _ => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row()) as char, self.diagonal() + 1)
    }
}

/// One of the six directions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Direction {
    /// (0, +1)
    E,
    /// (0, −1)
    W,
    /// (+1, +1)
    NE,
    /// (−1, −1)
    SW,
    /// (+1, 0)
    NW,
    /// (−1, 0)
    SE,
}

impl Direction {
    /// All six.
    pub const ALL: [Direction; 6] = [
        Direction::E,
        Direction::W,
        Direction::NE,
        Direction::SW,
        Direction::NW,
        Direction::SE,
    ];

    /// The three line axes, each named by its direction of increasing index.
    pub const AXES: [Direction; 3] = [Direction::E, Direction::NE, Direction::NW];

    /// The index difference of one step.
    #[inline]
    pub const fn delta(self) -> i8 {
        match self {
            Direction::E => 1,
            Direction::W => -1,
            Direction::NE => 10,
            Direction::SW => -10,
            Direction::NW => 9,
            Direction::SE => -9,
        }
    }

    /// The direction whose step is `delta`.
    pub fn from_delta(delta: i16) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.delta() as i16 == delta)
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::E => Direction::W,
            Direction::W => Direction::E,
            Direction::NE => Direction::SW,
            Direction::SW => Direction::NE,
            Direction::NW => Direction::SE,
            Direction::SE => Direction::NW,
        }
    }

    /// Whether a line along `axis` moving this way moves along itself.
    pub fn is_along(self, axis: Direction) -> bool {
        self == axis || self == axis.opposite()
    }

    /// Shifts every cell of `bits` one step this way; cells leaving the board drop out.
    #[inline]
    pub fn shift(self, bits: u128) -> u128 {
        let delta = self.delta();
        let moved = if delta > 0 {
            bits << delta
        } else {
            bits >> (-delta)
        };
        moved & BOARD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_61_cells_named_as_in_the_rules() {
        assert_eq!(BOARD.count_ones(), 61);
        let names: Vec<String> = Cell::iter_bits(BOARD).map(|c| c.to_string()).collect();
        assert_eq!(&names[..6], ["a1", "a2", "a3", "a4", "a5", "b1"]);
        assert_eq!(names.last().unwrap(), "i9");
        assert!(
            Cell::parse("e9").is_some()
                && Cell::parse("a6").is_none()
                && Cell::parse("i4").is_none()
        );
    }

    #[test]
    fn steps_never_wrap_onto_a_cell() {
        for cell in Cell::iter_bits(BOARD) {
            for direction in Direction::ALL {
                let (r, c) = (cell.row() as i8, cell.diagonal() as i8);
                let (dr, dc) = match direction {
                    Direction::E => (0, 1),
                    Direction::W => (0, -1),
                    Direction::NE => (1, 1),
                    Direction::SW => (-1, -1),
                    Direction::NW => (1, 0),
                    Direction::SE => (-1, 0),
                };
                let expected = if (0..9).contains(&(r + dr)) && (0..9).contains(&(c + dc)) {
                    Cell::new((r + dr) as u8, (c + dc) as u8)
                } else {
                    None
                };
                assert_eq!(cell.step(direction), expected, "{cell} {direction:?}");
                assert_eq!(direction.shift(cell.bit()), expected.map_or(0, Cell::bit));
            }
        }
    }
}
