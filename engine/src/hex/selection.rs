//! What a tap or a swipe does to the marbles a Hexpush player selects: the explainer behind the
//! Hexpush boards.
//!
//! A player picks the marbles to move (one, or a line of two or three) and then a cell to move
//! them to. The page keeps the selection and the move it previews; this module answers what a
//! tap on a marble does to the selection ([`pick`]), which moves the selection has
//! ([`selection_moves`]) and which bring a marble to a cell ([`moves_to`]), the line a finger
//! swipes out ([`swipe`]), and the move a drop makes ([`drop_move`]). Lines, directions and the
//! three-marble limit are the engine's; the page draws.

use super::cell::{Cell, Direction};
use super::movegen::MAX_LINE;
use super::mv::HexMove;
use super::position::HexPosition;
use crate::color::Color;

/// What a tap on a cell that no move of the selection reaches does to the selection.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Pick {
    /// The selection is now these cells (one marble, or a line in order), and whether it has a
    /// legal move (a selection without one is kept, and the player is told).
    Selected(Vec<Cell>, bool),
    /// Nothing is selected any more (the one selected marble was tapped again, or an empty cell
    /// while marbles were selected).
    Cleared,
    /// Refused; the selection is unchanged.
    Refused(PickRefusal),
}

/// Why a tap does not change the selection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PickRefusal {
    /// The line from the selection to the tapped marble holds this many marbles, more than a
    /// move can move.
    LineTooLong(usize),
    /// The tapped marble belongs to the opponent (this colour).
    OpponentMarble(Color),
    /// An empty cell was tapped with nothing selected.
    SelectFirst,
}

impl PickRefusal {
    /// The kebab-case id the pages word (`line-too-long`, `opponent-marble`, `select-first`).
    pub const fn id(&self) -> &'static str {
        match self {
            PickRefusal::LineTooLong(_) => "line-too-long",
            PickRefusal::OpponentMarble(_) => "opponent-marble",
            PickRefusal::SelectFirst => "select-first",
        }
    }
}

/// What a tap on `cell` does to the `selected` marbles (the page first plays or previews a move
/// of the selection that reaches `cell`, see [`moves_to`]). An own marble extends the selection
/// to the line from one end of it (tapping the middle marble and then both ends selects all
/// three), else starts a new one; the one selected marble tapped again clears it.
pub fn pick(position: &HexPosition, selected: &[Cell], cell: Cell) -> Pick {
    let side = position.side_to_move();
    if position.marbles(side) & cell.bit() != 0 {
        if selected == [cell] {
            return Pick::Cleared;
        }
        return match extend(position, selected, cell) {
            Ok(cells) => {
                let movable = !selection_moves(position, &cells).is_empty();
                Pick::Selected(cells, movable)
            }
            Err(refusal) => Pick::Refused(refusal),
        };
    }
    let other = side.opposite();
    if position.marbles(other) & cell.bit() != 0 {
        return Pick::Refused(PickRefusal::OpponentMarble(other));
    }
    if selected.is_empty() {
        Pick::Refused(PickRefusal::SelectFirst)
    } else {
        Pick::Cleared
    }
}

/// The selection after adding own marble `cell`: the line from an end of the selection to it
/// that holds the whole selection, else the line from the first selected, else `cell` alone.
fn extend(position: &HexPosition, selected: &[Cell], cell: Cell) -> Result<Vec<Cell>, PickRefusal> {
    let (Some(&first), Some(&last)) = (selected.first(), selected.last()) else {
        return Ok(vec![cell]);
    };
    let mut ends = vec![first];
    if last != first {
        ends.push(last);
    }
    let lines: Vec<Vec<Cell>> = ends
        .into_iter()
        .filter(|&end| end != cell)
        .filter_map(|end| line(position, end, cell))
        .collect();
    let covering = lines
        .iter()
        .find(|cells| selected.iter().all(|s| cells.contains(s)))
        .or_else(|| lines.iter().find(|cells| cells.first() == Some(&first)));
    match covering {
        None => Ok(vec![cell]),
        Some(cells) if cells.len() > usize::from(MAX_LINE) => {
            Err(PickRefusal::LineTooLong(cells.len()))
        }
        Some(cells) => Ok(cells.clone()),
    }
}

/// The cells from `from` to `to` when both and every cell between are the side to move's
/// marbles in one straight line (of any length), in order from `from`.
fn line(position: &HexPosition, from: Cell, to: Cell) -> Option<Vec<Cell>> {
    let own = position.marbles(position.side_to_move());
    if own & from.bit() == 0 {
        return None;
    }
    if from == to {
        return Some(vec![from]);
    }
    Direction::ALL.into_iter().find_map(|direction| {
        let mut cells = vec![from];
        let mut here = from;
        while let Some(next) = here.step(direction).filter(|c| own & c.bit() != 0) {
            cells.push(next);
            if next == to {
                return Some(cells);
            }
            here = next;
        }
        None
    })
}

/// The line a finger swipes from own marble `origin` to own marble `over`, when it is one a
/// move can move (at most three marbles).
pub fn swipe(position: &HexPosition, origin: Cell, over: Cell) -> Option<Vec<Cell>> {
    line(position, origin, over).filter(|cells| cells.len() <= usize::from(MAX_LINE))
}

/// The legal moves of the selection: the inline moves a single selected marble trails (pushing
/// any of its own ahead), or the moves of exactly the selected line of two or three.
pub fn selection_moves(position: &HexPosition, selected: &[Cell]) -> Vec<HexMove> {
    let mut wanted: Vec<Cell> = selected.to_vec();
    crate::sort::sort(&mut wanted);
    position
        .legal_moves()
        .into_iter()
        .filter(|mv| match selected {
            [] => false,
            [single] => !mv.is_broadside() && mv.first == *single,
            _ => {
                let mut marbles: Vec<Cell> = mv.marbles().collect();
                crate::sort::sort(&mut marbles);
                marbles == wanted
            }
        })
        .collect()
}

/// The moves of the selection that bring one of its marbles to `cell` (none when `cell` holds
/// one of the player's marbles: a tap there is about the selection).
pub fn moves_to(position: &HexPosition, selected: &[Cell], cell: Cell) -> Vec<HexMove> {
    if position.marbles(position.side_to_move()) & cell.bit() != 0 {
        return Vec::new();
    }
    selection_moves(position, selected)
        .into_iter()
        .filter(|mv| mv.target() == Some(cell) || mv.destinations().any(|d| d == cell))
        .collect()
}

/// The move a drag of the selection dropped on `cell` makes: the selection's move in the
/// direction from `left` (the line cell the finger left) to `cell` when they are neighbours,
/// else the only move that reaches `cell`.
pub fn drop_move(
    position: &HexPosition,
    selected: &[Cell],
    left: Cell,
    cell: Cell,
) -> Option<HexMove> {
    let moves = selection_moves(position, selected);
    let toward = Direction::ALL
        .into_iter()
        .find(|&d| left.step(d) == Some(cell));
    if let Some(along) = toward.and_then(|d| moves.iter().find(|mv| mv.direction == d)) {
        return Some(*along);
    }
    match moves_to(position, selected, cell).as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::hfen;

    fn cell(name: &str) -> Cell {
        Cell::parse(name).expect("cell")
    }

    fn cells(names: &[&str]) -> Vec<Cell> {
        names.iter().map(|n| cell(n)).collect()
    }

    /// Black to move with a line a1–a4 of its own, White on e5 and i9.
    fn line_of_four() -> HexPosition {
        hfen::parse("B:a1b,a2b,a3b,a4b,e5w,i9w:0-0").expect("hfen")
    }

    #[test]
    fn taps_build_a_line_and_a_fourth_marble_is_refused() {
        let position = line_of_four();
        let one = pick(&position, &[], cell("a2"));
        assert_eq!(one, Pick::Selected(cells(&["a2"]), true));
        assert_eq!(
            pick(&position, &cells(&["a2"]), cell("a3")),
            Pick::Selected(cells(&["a2", "a3"]), true)
        );
        assert_eq!(
            pick(&position, &cells(&["a2", "a3"]), cell("a1")),
            Pick::Selected(cells(&["a3", "a2", "a1"]), true)
        );
        assert_eq!(
            pick(&position, &cells(&["a1", "a2", "a3"]), cell("a4")),
            Pick::Refused(PickRefusal::LineTooLong(4))
        );
        assert_eq!(pick(&position, &cells(&["a2"]), cell("a2")), Pick::Cleared);
    }

    #[test]
    fn other_cells_clear_or_are_refused() {
        let position = line_of_four();
        assert_eq!(
            pick(&position, &[], cell("e5")),
            Pick::Refused(PickRefusal::OpponentMarble(Color::White))
        );
        assert_eq!(
            pick(&position, &[], cell("c3")),
            Pick::Refused(PickRefusal::SelectFirst)
        );
        assert_eq!(pick(&position, &cells(&["a1"]), cell("c3")), Pick::Cleared);
    }

    #[test]
    fn a_swipe_stops_at_three_and_a_drop_follows_the_finger() {
        let position = line_of_four();
        assert_eq!(
            swipe(&position, cell("a1"), cell("a3")),
            Some(cells(&["a1", "a2", "a3"]))
        );
        assert_eq!(swipe(&position, cell("a1"), cell("a4")), None);
        let selected = cells(&["a1", "a2"]);
        let moves = selection_moves(&position, &selected);
        assert!(!moves.is_empty());
        let dropped = drop_move(&position, &selected, cell("a2"), cell("b3")).expect("a move");
        assert_eq!(
            dropped.direction,
            Direction::ALL
                .into_iter()
                .find(|&d| cell("a2").step(d) == Some(cell("b3")))
                .unwrap()
        );
        assert!(
            moves_to(&position, &selected, cell("a3")).is_empty(),
            "an own marble there"
        );
    }
}
