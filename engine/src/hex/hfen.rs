//! HFEN, the Hexpush position text: `SIDE:ENTRIES:LOST` (`B:a1b,…,i9w:0-0`), and reading a
//! move text against a position.

use super::cell::{Cell, Direction};
use super::mv::HexMove;
use super::position::{HexPosition, LOSING_LOSSES, MARBLES};
use crate::color::Color;
use crate::quoted::quoted;
use core::fmt;

/// Why a text is not an HFEN.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HfenError {
    /// Not three `:`-separated parts.
    Shape,
    /// The side to move is not `B` or `W`.
    BadSide(String),
    /// An entry whose cell is not on the board.
    OffBoard(String),
    /// A cell given twice.
    Duplicate(String),
    /// A colour other than `b`/`w`.
    BadColor(String),
    /// More than 14 marbles of a colour, on the board plus lost.
    TooManyMarbles(Color),
    /// A lost count that is not a number from 0 to 6.
    BadLost(String),
}

impl fmt::Display for HfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HfenError::Shape => f.write_str("invalid HFEN: expected SIDE:MARBLES:LOST, like `B:a1b,i9w:0-0`"),
            HfenError::BadSide(side) => write!(f, "invalid HFEN: side to move `{}` is not `B` or `W`", quoted(side)),
            HfenError::OffBoard(entry) => write!(f, "invalid HFEN: `{}` is not a cell of the board (a1 to i9)", quoted(entry)),
            HfenError::Duplicate(cell) => write!(f, "invalid HFEN: cell {cell} is given twice"),
            HfenError::BadColor(entry) => write!(f, "invalid HFEN: `{}` has a colour other than b or w", quoted(entry)),
            HfenError::TooManyMarbles(color) => {
                write!(f, "invalid HFEN: more than {MARBLES} {color} marbles on the board and lost")
            }
            HfenError::BadLost(text) => write!(
                f,
                "invalid HFEN: lost marbles `{}` should be two counts from 0 to {LOSING_LOSSES}, like `0-0`",
                quoted(text)
            ),
        }
    }
}

impl std::error::Error for HfenError {}

/// Reads a start position as every Hexpush input takes it (the pages, the command line, lesson
/// boards): a layout name (`standard`, `belgian-daisy`, `german-daisy`) or an HFEN.
pub fn parse_start(text: &str) -> Result<HexPosition, HfenError> {
    match text.trim().parse::<super::Layout>() {
        Ok(layout) => Ok(HexPosition::start(layout)),
        Err(_) => parse(text),
    }
}

/// Reads an HFEN.
pub fn parse(text: &str) -> Result<HexPosition, HfenError> {
    let parts: Vec<&str> = text.trim().split(':').map(str::trim).collect();
    let [side, entries, lost] = parts.as_slice() else {
        return Err(HfenError::Shape);
    };
    let side = match *side {
        "B" => Color::Black,
        "W" => Color::White,
        other => return Err(HfenError::BadSide(other.to_string())),
    };
    let mut marbles = [0u128; 2];
    for entry in entries.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        // The cell is a letter and its digits (`e10b` names no cell: not a cell `e1` of colour `0b`).
        let colour_at = entry
            .char_indices()
            .skip(1)
            .find(|(_, c)| !c.is_ascii_digit())
            .map_or(entry.len(), |(at, _)| at);
        let cell = Cell::parse(&entry[..colour_at])
            .ok_or_else(|| HfenError::OffBoard(entry.to_string()))?;
        let color = match &entry[colour_at..] {
            "b" => Color::Black,
            "w" => Color::White,
            _ => return Err(HfenError::BadColor(entry.to_string())),
        };
        if (marbles[0] | marbles[1]) & cell.bit() != 0 {
            return Err(HfenError::Duplicate(cell.to_string()));
        }
        marbles[color.index()] |= cell.bit();
    }
    let bad_lost = || HfenError::BadLost(lost.to_string());
    let (black_lost, white_lost) = lost.split_once('-').ok_or_else(bad_lost)?;
    let count = |n: &str| {
        n.trim()
            .parse::<u8>()
            .ok()
            .filter(|&n| n <= LOSING_LOSSES)
            .ok_or_else(bad_lost)
    };
    let lost = [count(white_lost)?, count(black_lost)?];
    for color in Color::ALL {
        if marbles[color.index()].count_ones() as u8 + lost[color.index()] > MARBLES {
            return Err(HfenError::TooManyMarbles(color));
        }
    }
    Ok(HexPosition::new(marbles, side, lost))
}

/// Writes the canonical HFEN: marbles in board order.
pub fn write(position: &HexPosition) -> String {
    let black = position.marbles(Color::Black);
    let entries: Vec<String> = Cell::iter_bits(black | position.marbles(Color::White))
        .map(|cell| format!("{cell}{}", if black & cell.bit() != 0 { 'b' } else { 'w' }))
        .collect();
    let side = if position.side_to_move() == Color::Black {
        'B'
    } else {
        'W'
    };
    format!(
        "{side}:{}:{}-{}",
        entries.join(","),
        position.lost(Color::Black),
        position.lost(Color::White)
    )
}

/// Why a move text does not name a legal move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HexMoveError {
    /// Not two or three cell names.
    Malformed(String),
    /// Well formed but not a legal move here.
    Illegal(String),
}

impl fmt::Display for HexMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexMoveError::Malformed(text) => write!(
                f,
                "`{}` is not a move: write the trailing marble and where it goes (`a1b2`), or a broadside's two ends and where the first lands (`c3c4d3`)",
                quoted(text)
            ),
            HexMoveError::Illegal(text) => {
                write!(f, "`{}` is not a legal move here", quoted(text))
            }
        }
    }
}

impl std::error::Error for HexMoveError {}

/// The legal move of `position` that `text` names (a broadside may name either end first).
/// Lenient as people type: capitals (`C3D4`, as phones capitalise), and `-`, `x` or spaces
/// between the cells (`c3-d4`, `c3 c5 d3`) are read as the plain text; errors quote what was typed.
pub fn parse_move(position: &HexPosition, text: &str) -> Result<HexMove, HexMoveError> {
    let trimmed = text.trim();
    let malformed = || HexMoveError::Malformed(trimmed.to_string());
    let plain = plain_move_text(trimmed);
    let cells: Vec<Cell> = (0..plain.len() / 2)
        .map(|i| plain.get(2 * i..2 * i + 2).and_then(Cell::parse))
        .collect::<Option<Vec<Cell>>>()
        .filter(|cells| plain.len().is_multiple_of(2) && (cells.len() == 2 || cells.len() == 3))
        .ok_or_else(malformed)?;
    let illegal = || HexMoveError::Illegal(trimmed.to_string());
    let direction_from =
        |from: Cell, to: Cell| Direction::from_delta(to.index() as i16 - from.index() as i16);
    let legal = position.legal_moves();
    let found = match cells.as_slice() {
        [from, to] => {
            let direction = direction_from(*from, *to).ok_or_else(illegal)?;
            legal
                .into_iter()
                .find(|m| !m.is_broadside() && m.first == *from && m.direction == direction)
        }
        [a, b, landing] => {
            let direction = direction_from(*a, *landing).ok_or_else(illegal)?;
            let (first, last) = if a < b { (*a, *b) } else { (*b, *a) };
            legal.into_iter().find(|m| {
                m.is_broadside() && m.first == first && m.last() == last && m.direction == direction
            })
        }
        _ => None,
    };
    found.ok_or_else(illegal)
}

/// `text` in lower case without the separators a person may type between cells: `-`, `x`
/// (only right after a digit, where no cell name can start) and spaces (not newlines or other
/// control characters: a text holding them is refused, as the command line promises).
fn plain_move_text(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    for ch in text.chars().map(|c| c.to_ascii_lowercase()) {
        let after_digit = plain.ends_with(|c: char| c.is_ascii_digit());
        if ch == '-' || ch == ' ' || (ch == 'x' && after_digit) {
            continue;
        }
        plain.push(ch);
    }
    plain
}

/// The moves of `position` with the HFEN after each, sorted bytewise by move text (the
/// `moves` command's listing).
pub fn move_listing(position: &HexPosition) -> Vec<(String, String)> {
    let mut lines: Vec<(String, String)> = position
        .legal_moves()
        .iter()
        .map(|mv| (mv.to_string(), write(&position.after(mv))))
        .collect();
    crate::sort::sort(&mut lines);
    lines
}
