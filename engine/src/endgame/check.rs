//! The tables checked against the moves: each value must follow from the values its moves lead to.
//!
//! A win in `d` has a move to a loss in `d − 1` and none to a shorter loss; a loss in `d` has
//! every move leading to a win, the longest in `d − 1` (none at all when `d` is 0); a draw has no
//! move to a loss and some move to a draw. A table that passes is a fixed point of the game's
//! rules (the generator cannot have cut a pass short or skipped a move).

use super::index::Placement;
use super::{Tables, Value};
use core::fmt;

/// What [`check`] found.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Report {
    /// Positions looked at.
    pub positions: u64,
    /// Won for the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost for the side to move.
    pub losses: u64,
    /// The longest distance to the end, in plies.
    pub longest: u32,
    /// Positions whose value does not follow from their moves.
    pub errors: u64,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} positions: {} won, {} drawn, {} lost for the side to move; longest {} plies; {} errors",
            self.positions, self.wins, self.draws, self.losses, self.longest, self.errors
        )
    }
}

/// Checks every position of every table.
pub fn check(tables: &Tables) -> Report {
    let mut report = Report::default();
    for material in tables.materials() {
        let Some(table) = tables.table(material) else {
            continue;
        };
        for index in 0..table.len() {
            let placement = Placement::from_index(material, index);
            if !placement.is_possible() {
                continue;
            }
            let Some(position) = placement.position(tables.variant()) else {
                report.errors += 1;
                continue;
            };
            let Some(value) = tables.lookup(&position) else {
                report.errors += 1;
                continue;
            };
            report.positions += 1;
            match value {
                Value::Win(d) => {
                    report.wins += 1;
                    report.longest = report.longest.max(d);
                }
                Value::Loss(d) => {
                    report.losses += 1;
                    report.longest = report.longest.max(d);
                }
                Value::Draw => report.draws += 1,
            }
            if !follows(tables, &position, value) {
                report.errors += 1;
            }
        }
    }
    report
}

/// Whether `value` follows from the values of the moves of `position`.
pub fn follows(tables: &Tables, position: &crate::Position, value: Value) -> bool {
    let children: Vec<Option<Value>> = position
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            tables.lookup(&child)
        })
        .collect();
    let shortest_loss = children
        .iter()
        .filter_map(|c| match c {
            Some(Value::Loss(d)) => Some(*d),
            _ => None,
        })
        .min();
    let longest_win = children
        .iter()
        .map(|c| match c {
            Some(Value::Win(d)) => Some(*d),
            _ => None,
        })
        .try_fold(0, |longest, d| d.map(|d| longest.max(d)));
    match value {
        Value::Win(d) => shortest_loss == Some(d - 1),
        Value::Loss(0) => children.is_empty(),
        Value::Loss(d) => !children.is_empty() && longest_win == Some(d - 1),
        Value::Draw => shortest_loss.is_none() && children.contains(&Some(Value::Draw)),
    }
}
