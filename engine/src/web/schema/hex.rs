//! The Hexpush pages' JSON: moves, cells, the answers to selections, the board and its shape.

use super::{list, string};

/// Hexpush moves, sorted by move text.
pub fn moves(moves: Vec<crate::hex::HexMove>) -> String {
    let items: Vec<String> = crate::sort::by_text(moves).iter().map(mv).collect();
    format!("[{}]", items.join(","))
}

/// Hexpush cells by name.
pub fn cells(cells: &[crate::hex::Cell]) -> String {
    let names: Vec<String> = cells.iter().map(|c| string(&c.to_string())).collect();
    format!("[{}]", names.join(","))
}

/// What a tap does to the marbles selected (see [`crate::hex::selection::pick`]):
/// `{"select":[cell…],"movable":bool}`, `{"cleared":true}`, or `{"refuse":{"reason",…}}` with
/// `reason` one of `line-too-long` (with `count`), `opponent-marble` (with `side`) and
/// `select-first`.
pub fn pick(answer: &crate::hex::selection::Pick) -> String {
    use crate::hex::selection::{Pick, PickRefusal};
    match answer {
        Pick::Selected(selected, movable) => {
            format!(r#"{{"select":{},"movable":{movable}}}"#, cells(selected))
        }
        Pick::Cleared => r#"{"cleared":true}"#.to_string(),
        Pick::Refused(refusal) => {
            let detail = match refusal {
                PickRefusal::LineTooLong(count) => format!(r#","count":{count}"#),
                PickRefusal::OpponentMarble(side) => format!(r#","side":"{side}""#),
                PickRefusal::SelectFirst => String::new(),
            };
            format!(r#"{{"refuse":{{"reason":"{}"{detail}}}}}"#, refusal.id())
        }
    }
}

/// A Hexpush move of `position`: `{"text","marbles","direction","broadside","target",
/// "destinations","pushed","off"}` — the cells that move, where they go, the opponent's
/// marbles pushed, and whether one leaves the board. `target` is the one cell a player clicks
/// for it: the landing of the first marble of a broadside, or the cell ahead of an inline line.
pub fn mv(mv: &crate::hex::HexMove) -> String {
    use crate::hex::Cell;
    let marbles: Vec<Cell> = mv.marbles().collect();
    let destinations: Vec<Cell> = mv.destinations().collect();
    let pushed: Vec<Cell> = mv.pushed_cells().collect();
    let target = mv.target();
    format!(
        r#"{{"text":"{mv}","marbles":{},"direction":"{:?}","broadside":{},"target":{},"destinations":{},"pushed":{},"off":{}}}"#,
        cells(&marbles),
        mv.direction,
        mv.is_broadside(),
        target.map_or("null".to_string(), |c| string(&c.to_string())),
        cells(&destinations),
        cells(&pushed),
        mv.off
    )
}

/// The Hexpush board as the pages draw and walk it: `{"cells":[{"name","row","diagonal",
/// "neighbours":{"E":"a2",…}}],"directions":["E",…]}` — every cell in row order
/// (row a at the bottom, diagonals 1–9 rising to the right; `row` and `diagonal` from 0), its
/// neighbour on the board in each direction.
pub fn shape() -> String {
    use crate::hex::{Cell, Direction};
    let mut cells = Vec::new();
    for row in 0..9 {
        for diagonal in 0..9 {
            let Some(cell) = Cell::new(row, diagonal) else {
                continue;
            };
            let neighbours: Vec<String> = Direction::ALL
                .iter()
                .filter_map(|&d| cell.step(d).map(|n| format!(r#""{d:?}":"{n}""#)))
                .collect();
            cells.push(format!(
                r#"{{"name":"{cell}","row":{row},"diagonal":{diagonal},"neighbours":{{{}}}}}"#,
                neighbours.join(",")
            ));
        }
    }
    let directions: Vec<String> = Direction::ALL
        .iter()
        .map(|d| format!(r#""{d:?}""#))
        .collect();
    format!(
        r#"{{"cells":[{}],"directions":[{}]}}"#,
        cells.join(","),
        directions.join(",")
    )
}

/// Hexpush marbles: `{"black":[cells],"white":[cells],"lost":{"black":n,"white":n},"lostLimit":6}` (the
/// number of marbles lost that loses the game).
pub fn board(position: &crate::hex::HexPosition) -> String {
    use crate::color::Color;
    use crate::hex::Cell;
    let list = |color: Color| {
        let names: Vec<String> = Cell::iter_bits(position.marbles(color))
            .map(|c| string(&c.to_string()))
            .collect();
        format!("[{}]", names.join(","))
    };
    format!(
        r#"{{"black":{},"white":{},"lost":{{"black":{},"white":{}}},"lostLimit":{}}}"#,
        list(Color::Black),
        list(Color::White),
        position.lost(Color::Black),
        position.lost(Color::White),
        crate::hex::position::LOSING_LOSSES
    )
}

/// Move texts, as a JSON list of strings.
pub fn texts<'m>(moves: impl Iterator<Item = &'m crate::hex::HexMove>) -> String {
    list(moves.map(|m| string(&m.to_string())))
}
