//! Move text both ways: `c3-d4` for a quiet move, `c3:e5:g3` for a capture.
//!
//! The reader is lenient in form — `x` may stand for `:`, spaces around are ignored, and a
//! capture may be given by its first and last squares alone (`c3:g3`) when only one legal
//! capture goes that way — but strict in substance: the text must name a legal move.
//! On the 8×8 board the PDN square numbers are read too (`11-15`, `22x15x8`), and
//! [`display_text`] writes English checkers moves that way.

use crate::draughts::mv::Move;
use crate::draughts::pdn;
use crate::draughts::position::Position;
use crate::draughts::refusal::Refusal;
use crate::draughts::square::Square;
use crate::draughts::variant::Variant;
use crate::quoted::quoted;
use core::fmt;

/// Why a move text does not name a legal move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveTextError {
    /// Not of the form `c3-d4` or `c3:e5:g3`.
    Malformed(String),
    /// Well formed, but no legal move matches.
    Illegal {
        /// The text, trimmed.
        text: String,
        /// Why the squares it names are not a legal move.
        reason: Refusal,
    },
    /// `from:to` matches several captures; the full path is needed.
    Ambiguous(String),
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Malformed(text) => write!(
                f,
                "`{}` is not a move: write `c3-d4` for a move or `c3:e5:g7` for a capture",
                quoted(text)
            ),
            MoveTextError::Illegal { text, .. } => {
                write!(f, "`{}` is not a legal move here", quoted(text))
            }
            MoveTextError::Ambiguous(text) => write!(
                f,
                "`{}` matches more than one capture: give every landing square",
                quoted(text)
            ),
        }
    }
}

impl std::error::Error for MoveTextError {}

/// The squares of a move text and whether it is written as a capture.
pub fn parse_squares(text: &str) -> Result<(Vec<Square>, bool), MoveTextError> {
    parse_squares_with(text, Square::parse)
}

/// A square written as a PDN number (1–32) of the 8×8 board.
fn parse_number(text: &str) -> Option<Square> {
    text.parse::<u8>().ok().and_then(pdn::square_of_number)
}

fn parse_squares_with(
    text: &str,
    read_square: impl Fn(&str) -> Option<Square>,
) -> Result<(Vec<Square>, bool), MoveTextError> {
    let malformed = || MoveTextError::Malformed(text.to_string());
    let trimmed = text.trim();
    // Capitals are read as small letters: a phone's keyboard writes `C3-d4`.
    let capture = trimmed.contains([':', 'x', 'X']);
    let separator: &[char] = if capture { &[':', 'x', 'X'] } else { &['-'] };
    let squares = trimmed
        .split(separator)
        .map(|name| read_square(&name.trim().to_ascii_lowercase()))
        .collect::<Option<Vec<Square>>>()
        .ok_or_else(malformed)?;
    if squares.len() < 2 || (!capture && squares.len() != 2) {
        return Err(malformed());
    }
    Ok((squares, capture))
}

/// The legal move of `position` that `text` names.
pub fn parse_move(position: &Position, text: &str) -> Result<Move, MoveTextError> {
    let numeric = text.trim_start().starts_with(|c: char| c.is_ascii_digit());
    let (squares, capture) = if numeric && position.geometry().size == 8 {
        parse_squares_with(text, parse_number)?
    } else {
        parse_squares(text)?
    };
    let legal = position.legal_moves();
    let (from, landings) = (squares[0], &squares[1..]);
    let same_start = |mv: &&Move| mv.from() == from && mv.is_capture() == capture;
    if let Some(mv) = legal
        .iter()
        .filter(same_start)
        .find(|mv| mv.landings() == landings)
    {
        return Ok(*mv);
    }
    if capture && landings.len() == 1 {
        let mut by_end = legal
            .iter()
            .filter(same_start)
            .filter(|mv| mv.to() == landings[0]);
        if let Some(mv) = by_end.next() {
            return match by_end.next() {
                None => Ok(*mv),
                Some(_) => Err(MoveTextError::Ambiguous(text.trim().to_string())),
            };
        }
    }
    let mut route = vec![from];
    route.extend_from_slice(landings);
    let reason = position
        .refusal(&route, true)
        .unwrap_or(Refusal::MarkedAs { capture });
    Err(MoveTextError::Illegal {
        text: text.trim().to_string(),
        reason,
    })
}

/// Why the move text `text` names no legal move of `position` when its squares alone would
/// (`c3:d4` for the move `c3-d4`: [`Refusal::MarkedAs`]), as [`parse_move`] says it; `None`
/// when it names one, or is not a move text.
pub fn marked_refusal(position: &Position, text: &str) -> Option<Refusal> {
    match parse_move(position, text) {
        Err(MoveTextError::Illegal {
            reason: reason @ Refusal::MarkedAs { .. },
            ..
        }) => Some(reason),
        _ => None,
    }
}

/// The squares of a route as a page sends it while a move is being entered: one square (`c3`)
/// or squares joined by `-`, `:` or `x` (`c3:e5:c7`), PDN numbers on the 8×8 board (`22x15`).
/// The separators are not checked against the kind of move: see [`Position::refusal`].
pub fn parse_route(position: &Position, text: &str) -> Result<Vec<Square>, MoveTextError> {
    let numeric = text.trim_start().starts_with(|c: char| c.is_ascii_digit());
    let read = |name: &str| {
        if numeric && position.geometry().size == 8 {
            parse_number(name)
        } else {
            Square::parse(name)
        }
    };
    text.trim()
        .split(['-', ':', 'x', 'X'])
        .map(|name| read(&name.trim().to_ascii_lowercase()))
        .collect::<Option<Vec<Square>>>()
        .ok_or_else(|| MoveTextError::Malformed(text.to_string()))
}

/// The position as a player of its rule set writes it: English checkers' PDN FEN in square
/// numbers (`B:W14,23:B9,K11`), as checkers players and their programs write positions; the TFEN
/// (`B:e3w,c5w,b6b,f6B`) for the others.
pub fn display_position(position: &Position) -> String {
    if position.variant() == Variant::English {
        if let Ok(fen) = pdn::write(position) {
            return fen;
        }
    }
    crate::draughts::tfen::write(position)
}

/// The move as a player of `variant` writes it: PDN numbers for English checkers (`11-15`,
/// `22x15x6`), the algebraic move text (`c3-d4`, `c3:e5:g3`) for the others.
pub fn display_text(variant: Variant, mv: &Move) -> String {
    if variant == Variant::English {
        pdn::move_text(mv)
    } else {
        mv.to_string()
    }
}
