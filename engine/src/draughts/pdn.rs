//! Standard PDN FEN for Russian draughts and English checkers: `W:W21,22,K30:B1,2`.
//!
//! Squares are numbered 1–32 from the top-left dark square as White sees the board
//! (1 = b8, 4 = h8, 29 = a1, 32 = g1), so White's men start on 21–32 and Black's on 1–12.
//! The reader also accepts ranges (`B1-12`), a trailing `.` and sections in either order.
//! [`move_text`] writes a move with these numbers and [`game_record`] a whole game as a PDN file.

use crate::color::Color;
use crate::draughts::mv::Move;
use crate::draughts::position::Position;
use crate::draughts::setup::{Setup, SetupError};
use crate::draughts::square::Square;
use crate::draughts::tower::{Piece, Tower};
use crate::draughts::variant::Variant;
use crate::game::{Game, Outcome};
use core::fmt;

/// Why a text is not a PDN FEN of a legal position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PdnError {
    /// PDN FEN is defined here for `russian` and `english` only.
    UnsupportedVariant(Variant),
    /// The side to move is not `W` or `B`.
    BadSide(String),
    /// A section that does not start with `W` or `B`.
    BadSection(String),
    /// A square that is not a number from 1 to 32.
    BadSquare(String),
    /// The position itself is refused.
    Setup(SetupError),
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnError::UnsupportedVariant(variant) => {
                write!(
                    f,
                    "PDN FEN is only defined for russian and english, not {variant}"
                )
            }
            PdnError::BadSide(side) => {
                write!(
                    f,
                    "invalid PDN FEN: side to move `{}` is not W or B",
                    side.escape_debug()
                )
            }
            PdnError::BadSection(section) => write!(
                f,
                "invalid PDN FEN: section `{}` should start with W or B",
                section.escape_debug()
            ),
            PdnError::BadSquare(square) => {
                write!(
                    f,
                    "invalid PDN FEN: `{}` is not a square number from 1 to 32",
                    square.escape_debug()
                )
            }
            PdnError::Setup(error) => write!(f, "invalid PDN FEN: {error}"),
        }
    }
}

impl std::error::Error for PdnError {}

/// The square with PDN number `number` (1–32).
pub fn square_of_number(number: u8) -> Option<Square> {
    if !(1..=32).contains(&number) {
        return None;
    }
    let row_from_top = (number - 1) / 4;
    let rank = 7 - row_from_top;
    let file = 2 * ((number - 1) % 4) + rank % 2;
    Some(Square::new(file, rank))
}

/// The PDN number (1–32) of a dark square of the 8×8 board.
pub fn number_of_square(square: Square) -> u8 {
    (7 - square.rank()) * 4 + square.file() / 2 + 1
}

fn check_variant(variant: Variant) -> Result<(), PdnError> {
    if variant.has_pdn() {
        Ok(())
    } else {
        Err(PdnError::UnsupportedVariant(variant))
    }
}

/// Reads a PDN FEN as a position of `variant` (`russian` or `english`).
pub fn parse(variant: Variant, text: &str) -> Result<Position, PdnError> {
    check_variant(variant)?;
    let text = text.trim().trim_end_matches('.');
    let mut sections = text.split(':');
    let side_to_move = match sections.next().map(str::trim) {
        Some("W") => Color::White,
        Some("B") => Color::Black,
        other => return Err(PdnError::BadSide(other.unwrap_or("").to_string())),
    };
    let mut setup = Setup::empty(side_to_move);
    for section in sections.map(str::trim).filter(|s| !s.is_empty()) {
        let (color, list) = if let Some(list) = section.strip_prefix('W') {
            (Color::White, list)
        } else if let Some(list) = section.strip_prefix('B') {
            (Color::Black, list)
        } else {
            return Err(PdnError::BadSection(section.to_string()));
        };
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (king, numbers) = match item.strip_prefix('K') {
                Some(rest) => (true, rest),
                None => (false, item),
            };
            let bad = || PdnError::BadSquare(item.to_string());
            let (first, last) = match numbers.split_once('-') {
                Some((a, b)) => (
                    a.parse::<u8>().map_err(|_| bad())?,
                    b.parse::<u8>().map_err(|_| bad())?,
                ),
                None => {
                    let n = numbers.parse::<u8>().map_err(|_| bad())?;
                    (n, n)
                }
            };
            for number in first..=last {
                let square = square_of_number(number).ok_or_else(bad)?;
                setup
                    .towers
                    .push((square, Tower::single(Piece { color, king })));
            }
        }
    }
    Position::from_setup(variant, &setup).map_err(PdnError::Setup)
}

/// Writes `position` (of `russian` or `english`) as a PDN FEN, squares in number order.
pub fn write(position: &Position) -> Result<String, PdnError> {
    check_variant(position.variant())?;
    let mut text = position.side_to_move().letter().to_string();
    for color in Color::ALL {
        let mut pieces: Vec<(u8, bool)> = position
            .towers()
            .filter_map(|(square, tower)| {
                let top = tower.top()?;
                (top.color == color).then(|| (number_of_square(square), top.king))
            })
            .collect();
        pieces.sort_unstable();
        let items: Vec<String> = pieces
            .iter()
            .map(|&(number, king)| {
                if king {
                    format!("K{number}")
                } else {
                    number.to_string()
                }
            })
            .collect();
        text.push(':');
        text.push(color.letter());
        text.push_str(&items.join(","));
    }
    Ok(text)
}

/// A move of the 8×8 board in PDN numbers: `11-15`, or every square of a capture joined by
/// `x` (`22x15x6`).
pub fn move_text(mv: &Move) -> String {
    let separator = if mv.is_capture() { "x" } else { "-" };
    core::iter::once(mv.from())
        .chain(mv.landings().iter().copied())
        .map(|square| number_of_square(square).to_string())
        .collect::<Vec<_>>()
        .join(separator)
}

/// The PDN result token of a game: `1-0`, `0-1`, `1/2-1/2` or `*` while it goes on.
fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "*",
        Some(Outcome::Win {
            winner: Color::White,
            ..
        }) => "1-0",
        Some(Outcome::Win { .. }) => "0-1",
        Some(Outcome::Draw(_)) => "1/2-1/2",
    }
}

/// A whole game of `russian` or `english` as a PDN file: the tag pairs (with `GameType` 25 or
/// 21, and `FEN` when the game did not start from the start position), then the numbered moves
/// and the result. `date` is written as given (`2026.11.30`).
pub fn game_record(game: &Game, date: &str) -> Result<String, PdnError> {
    let start = game.start_position();
    let variant = start.variant();
    check_variant(variant)?;
    let result = result_token(game.outcome());
    let game_type = if variant == Variant::Russian { 25 } else { 21 };
    let mut text = format!(
        "[Event \"Casual game\"]\n[Site \"Bashni, offline\"]\n[Date \"{date}\"]\n\
         [White \"White\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n[GameType \"{game_type}\"]\n",
        if variant == Variant::English {
            "Red"
        } else {
            "Black"
        }
    );
    if *start != Position::start(variant) {
        text.push_str(&format!("[FEN \"{}\"]\n", write(start)?));
    }
    text.push('\n');
    let first = variant.rules().first_to_move;
    let mut number = 1;
    let mut tokens: Vec<String> = Vec::new();
    let mut side = start.side_to_move();
    if side != first {
        tokens.push(format!("{number}..."));
    }
    for mv in game.moves() {
        if side == first {
            tokens.push(format!("{number}."));
        }
        tokens.push(move_text(mv));
        if side != first {
            number += 1;
        }
        side = !side;
    }
    tokens.push(result.to_string());
    text.push_str(&tokens.join(" "));
    text.push('\n');
    Ok(text)
}
