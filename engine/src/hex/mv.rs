//! A Hexpush move and its notation: an inline move is the trailing marble's cell and the cell it
//! goes to (`a1b2`); a broadside is its two end cells in board order, then where the first lands
//! (`c3c4d3`).

use super::cell::{Cell, Direction};
use core::fmt;

/// A legal move: 1–3 own marbles in a line, shifted one cell in one direction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HexMove {
    /// The trailing marble (inline) or the first end in board order (broadside).
    pub first: Cell,
    /// The direction of the move.
    pub direction: Direction,
    /// The direction from `first` along the line of marbles (the move's own for inline moves).
    pub line: Direction,
    /// How many own marbles move (1–3).
    pub count: u8,
    /// How many opponent marbles are pushed (0–2).
    pub pushed: u8,
    /// Whether the front pushed marble leaves the board.
    pub off: bool,
}

impl HexMove {
    /// Whether the marbles move sideways (a broadside) rather than along their line.
    pub fn is_broadside(&self) -> bool {
        self.line != self.direction
    }

    /// The cells of the moving marbles.
    pub fn marbles(&self) -> impl Iterator<Item = Cell> + '_ {
        let mut cell = Some(self.first);
        (0..self.count).map_while(move |_| {
            let here = cell?;
            cell = here.step(self.line);
            Some(here)
        })
    }

    /// The opponent's marbles this move pushes, nearest first (the last may go off the board).
    pub fn pushed_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let mut cell = self.last().step(self.direction);
        (0..self.pushed).map_while(move |_| {
            let here = cell?;
            cell = here.step(self.direction);
            Some(here)
        })
    }

    /// Where the moving marbles land, in the order of [`Self::marbles`] (off the board: left out).
    pub fn destinations(&self) -> impl Iterator<Item = Cell> + '_ {
        self.marbles().filter_map(|cell| cell.step(self.direction))
    }

    /// The one cell a player taps for this move: where the first marble of a broadside lands,
    /// or the cell ahead of an inline line.
    pub fn target(&self) -> Option<Cell> {
        if self.is_broadside() {
            self.destinations().next()
        } else {
            self.last().step(self.direction)
        }
    }

    /// The last marble of the line (the other end of a broadside; the leading marble inline).
    pub fn last(&self) -> Cell {
        self.marbles().last().unwrap_or(self.first)
    }
}

impl fmt::Display for HexMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let landing = self
            .first
            .step(self.direction)
            .map_or(String::new(), |c| c.to_string());
        if self.is_broadside() {
            write!(f, "{}{}{landing}", self.first, self.last())
        } else {
            write!(f, "{}{landing}", self.first)
        }
    }
}
