//! Tower FEN: `SIDE:ENTRY,ENTRY,…`, each entry a square and its tower bottom to top (`d4bWb`).
//!
//! The reader accepts entries in any order, skips empty entries and surrounding spaces, and
//! refuses everything engine/RULES.md lists with one [`TfenError`]. The writer is canonical:
//! entries in rank-then-file order.

use crate::color::Color;
use crate::draughts::position::Position;
use crate::draughts::setup::{Setup, SetupError};
use crate::draughts::square::Square;
use crate::draughts::tower::{Piece, Tower, MAX_HEIGHT};
use crate::draughts::variant::Variant;
use crate::quoted::quoted;
use core::fmt;

/// Why a text is not a TFEN of a legal position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TfenError {
    /// No `:` after the side to move.
    MissingColon,
    /// The side to move is not `W` or `B`.
    BadSide(String),
    /// An entry that does not start with a square name `a1`…`h8`.
    BadSquare(String),
    /// A letter other than `w`, `W`, `b`, `B` in a tower.
    BadPiece {
        /// The entry's square.
        square: Square,
        /// The letter.
        letter: char,
    },
    /// A tower of more pieces than two full sets.
    TowerTooHigh(Square),
    /// The position itself is refused.
    Setup(SetupError),
}

impl fmt::Display for TfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TfenError::MissingColon => {
                f.write_str("invalid TFEN: expected the side to move and a colon, like `W:a1w,c3b`")
            }
            TfenError::BadSide(side) => {
                write!(
                    f,
                    "invalid TFEN: side to move `{}` is not `W` or `B`",
                    quoted(side)
                )
            }
            TfenError::BadSquare(entry) => write!(
                f,
                "invalid TFEN: entry `{}` does not start with a square of the board (a1 to h8)",
                quoted(entry)
            ),
            TfenError::BadPiece { square, letter } => write!(
                f,
                "invalid TFEN: square {square} has the letter `{}`; a piece is one of w, W, b, B",
                quoted(letter.encode_utf8(&mut [0; 4]))
            ),
            TfenError::TowerTooHigh(square) => write!(
                f,
                "invalid TFEN: the tower on {square} has more than {MAX_HEIGHT} pieces"
            ),
            TfenError::Setup(error) => write!(f, "invalid TFEN: {error}"),
        }
    }
}

impl std::error::Error for TfenError {}

impl From<SetupError> for TfenError {
    fn from(error: SetupError) -> TfenError {
        TfenError::Setup(error)
    }
}

/// Reads a TFEN into an unchecked [`Setup`] (syntax only).
pub fn parse_setup(text: &str) -> Result<Setup, TfenError> {
    let (side, entries) = text.trim().split_once(':').ok_or(TfenError::MissingColon)?;
    let side_to_move = match side.trim() {
        "W" | "w" => Color::White,
        "B" | "b" => Color::Black,
        other => return Err(TfenError::BadSide(other.to_string())),
    };
    let mut setup = Setup::empty(side_to_move);
    for entry in entries.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        setup.towers.push(parse_entry(entry)?);
    }
    Ok(setup)
}

fn parse_entry(entry: &str) -> Result<(Square, Tower), TfenError> {
    let name_len = entry
        .char_indices()
        .skip(1)
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(entry.len(), |(index, _)| index);
    let square = entry
        .get(..name_len)
        .and_then(Square::parse)
        .ok_or_else(|| TfenError::BadSquare(entry.to_string()))?;
    let mut tower = Tower::EMPTY;
    for letter in entry[name_len..].chars() {
        let piece = Piece::from_letter(letter).ok_or(TfenError::BadPiece { square, letter })?;
        if tower.height() == MAX_HEIGHT {
            return Err(TfenError::TowerTooHigh(square));
        }
        tower = tower.with_top(piece);
    }
    Ok((square, tower))
}

/// Whether `text` is meant as a position rather than a game record: a TFEN begins with the side
/// to move and a colon (`W:` or `B:`, either case), which a game record (tags in brackets, or
/// numbered moves) never does. Any other letter before the colon is a position with a wrong
/// side to move (which [`parse`] names), not a record. (A pasted text is read as one or the
/// other by this.)
pub fn looks_like_tfen(text: &str) -> bool {
    let mut start = text.trim_start().chars();
    start.next().is_some_and(|c| c.is_ascii_alphabetic()) && start.next() == Some(':')
}

/// Reads a TFEN as a position of `variant`.
pub fn parse(variant: Variant, text: &str) -> Result<Position, TfenError> {
    Ok(Position::from_setup(variant, &parse_setup(text)?)?)
}

/// Writes the canonical TFEN of a setup (entries sorted rank-then-file).
pub fn write_setup(setup: &Setup) -> String {
    let mut towers = setup.towers.clone();
    crate::sort::sort_by_key(&mut towers, |&(square, _)| square);
    let entries: Vec<String> = towers
        .iter()
        .map(|(square, tower)| format!("{square}{tower}"))
        .collect();
    format!("{}:{}", setup.side_to_move.letter(), entries.join(","))
}

/// Writes the canonical TFEN of `position`.
pub fn write(position: &Position) -> String {
    write_setup(&position.setup())
}

/// Each legal move of `position` with the canonical TFEN after it, sorted bytewise by move
/// text: the listing of the `moves` command (engine/RULES.md §3).
pub fn move_listing(position: &Position) -> Vec<(String, String)> {
    let mut lines: Vec<(String, String)> = position
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut after = position.clone();
            after.play_unchecked(mv);
            (mv.to_string(), write(&after))
        })
        .collect();
    crate::sort::sort(&mut lines);
    lines
}
