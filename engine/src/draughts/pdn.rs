//! PDN: the standard FEN of Russian draughts and English checkers (`W:W21,22,K30:B1,2`), and
//! game records of every rule set, written by [`record`] and read by [`read_game`] in the
//! format of RECORDS.md (PDN tags and move text; Bashni, classic Bashni and Lasca name their
//! rule set in `GameType` and give a TFEN as `FEN`).
//!
//! Squares are numbered 1–32 from the top-left dark square as White sees the board
//! (1 = b8, 4 = h8, 29 = a1, 32 = g1), so White's men start on 21–32 and Black's on 1–12.
//! The reader also accepts ranges (`B1-12`), a trailing `.` and sections in either order.
//! [`move_text`] writes a move with these numbers and [`game_record`] a whole game as a PDN file.
//!
//! The record reader is lenient in form — comments `{…}` and `;…`, variations `(…)`, NAGs
//! `$n`, the marks `!` and `?`, move numbers glued to moves (`1.c3-d4`) and text after the
//! result are skipped, moves may be in square names or numbers — but strict in substance:
//! every move must be legal where it is played, and an error names the move.

use crate::color::Color;
use crate::draughts::mv::Move;
use crate::draughts::notation::{self, MoveTextError};
use crate::draughts::position::Position;
use crate::draughts::setup::{Setup, SetupError};
use crate::draughts::square::Square;
use crate::draughts::tower::{Piece, Tower};
use crate::draughts::variant::Variant;
use crate::game::{Game, Outcome};
use crate::quoted::quoted;
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
                    quoted(side)
                )
            }
            PdnError::BadSection(section) => write!(
                f,
                "invalid PDN FEN: section `{}` should start with W or B",
                quoted(section)
            ),
            PdnError::BadSquare(square) => {
                write!(
                    f,
                    "invalid PDN FEN: `{}` is not a square number from 1 to 32",
                    quoted(square)
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

/// Reads a PDN FEN as a position of `variant` (`russian` or `english`): each piece by its
/// number (`W:W21,K22:B1-3`) or by its square's name (`W:Wa1,Kc3:Bh8`); a half-move clock
/// and a move number after them (`:H0:F1`) are read and left aside.
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
        // The half-move clock and the move number some sites add (`:H0:F1`, as lidraughts
        // writes a position): the position is the same, and its game starts afresh here.
        if let Some(count) = section.strip_prefix(['H', 'F']) {
            if !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
        }
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
            // A square by its name (`Wa1,Kc3`, as draughts sites write the FEN of rule sets
            // played on a lettered board), else by its number or a range of numbers.
            if let Some(square) = Square::parse(numbers) {
                setup
                    .towers
                    .push((square, Tower::single(Piece { color, king })));
                continue;
            }
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
        crate::sort::sort(&mut pieces);
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

/// The `GameType` tag value of a rule set's records: the standard PDN numbers 25 (Russian
/// draughts) and 21 (English checkers), the rule set's id for the others (see RECORDS.md).
pub fn game_type(variant: Variant) -> &'static str {
    match variant {
        Variant::Russian => "25",
        Variant::English => "21",
        other => other.id(),
    }
}

/// A tag pair line, `[Name "value"]`, with `"` and `\` in the value escaped.
fn tag_line(name: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[{name} \"{escaped}\"]\n")
}

/// A whole game of `russian` or `english` as a PDN file: the tag pairs (with `GameType` 25 or
/// 21, and `FEN` when the game did not start from the start position), then the numbered moves
/// and the result. `date` is written as given (`2026.11.30`). The other rule sets are refused
/// (the pages offer PDN export for these two); [`record`] writes a game of any rule set.
pub fn game_record(game: &Game, date: &str) -> Result<String, PdnError> {
    check_variant(game.start_position().variant())?;
    Ok(record(game, date))
}

/// A whole game of any rule set as a record [`read_game`] reads back (RECORDS.md): the tag
/// pairs, then the numbered moves and the result. Russian draughts and English checkers are
/// standard PDN (`GameType` 25 or 21, a PDN FEN; the moves in square names for Russian
/// draughts, `c3-d4` and `c3:e5`, as Russian players write them, in square numbers for English
/// checkers); Bashni, classic
/// Bashni and Lasca carry their rule set's id as `GameType`, a TFEN as `FEN` and the moves in
/// the engine's move text (`c3-d4`, `c3:e5:g7`). `FEN` is written only when the game did not
/// start from the start position.
pub fn record(game: &Game, date: &str) -> String {
    let tags = RecordTags::casual(game.start_position().variant(), date);
    annotated_record(game, &tags, &[])
}

/// The tag pairs of a record that the game itself does not decide (`Result`, `GameType` and
/// `FEN` are the game's): who played, where, when. A page writes them in its own language;
/// [`RecordTags::casual`] gives the English defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordTags<'a> {
    /// `Event`: "Casual game" by default.
    pub event: &'a str,
    /// `Site`: "Bashni, offline" by default.
    pub site: &'a str,
    /// `Date`, as written (`2026.11.30`).
    pub date: &'a str,
    /// `Round`: written only when not empty.
    pub round: &'a str,
    /// `White`: the player of White.
    pub white: &'a str,
    /// `Black`: the player of Black (Red in English checkers).
    pub black: &'a str,
}

impl<'a> RecordTags<'a> {
    /// The tags of a casual game on `date`, the players named by their sides.
    pub fn casual(variant: Variant, date: &'a str) -> RecordTags<'a> {
        RecordTags {
            event: "Casual game",
            site: "Bashni, offline",
            date,
            round: "",
            white: "White",
            black: variant.side_name(Color::Black),
        }
    }
}

/// `game` at the end of its line, with the result there: what a record of a game stepped back
/// over (or imported and shown from its start) writes, all of it (before, a game shown at its
/// start exported no move and `*`). Moves taken back with undo are the caller's to leave out
/// (the game page knows which: they are kept for redo like the moves stepped back over).
pub fn whole_line(game: &Game) -> Game {
    let mut whole = game.clone();
    whole.go_to(usize::MAX);
    whole
}

/// [`record`] with `notes[k]` written after move `k`: a NAG (`$2` mistake, `$4` blunder, `$6`
/// inaccuracy; 0 for none) and a comment (empty for none; its braces dropped so that it stays one
/// comment), as the game review annotates a game. Readers skip both ([`read_game`]). The game
/// is written up to the move it shows ([`whole_line`] writes all of a line stepped back over).
pub fn annotated_record(game: &Game, tags: &RecordTags, notes: &[(u8, String)]) -> String {
    let start = game.start_position();
    let variant = start.variant();
    let result = result_token(game.outcome());
    let mut text = String::new();
    for (name, value) in [
        ("Event", tags.event),
        ("Site", tags.site),
        ("Date", tags.date),
        ("Round", tags.round),
        ("White", tags.white),
        ("Black", tags.black),
        ("Result", result),
        ("GameType", game_type(variant)),
    ] {
        if !(name == "Round" && value.is_empty()) {
            text.push_str(&tag_line(name, value));
        }
    }
    if *start != Position::start(variant) {
        let fen = if variant.has_pdn() {
            // Not `expect`, for the reason `Position::start` gives.
            write(start).unwrap_or_else(|_| panic!("russian and english positions have a PDN FEN"))
        } else {
            crate::draughts::tfen::write(start)
        };
        text.push_str(&tag_line("FEN", &fen));
    }
    text.push('\n');
    let first = variant.rules().first_to_move;
    let mut number = 1;
    let mut tokens: Vec<String> = Vec::new();
    let mut side = start.side_to_move();
    if side != first {
        tokens.push(format!("{number}..."));
    }
    for (index, mv) in game.moves().enumerate() {
        if side == first {
            tokens.push(format!("{number}."));
        }
        tokens.push(record_move(variant, mv));
        if let Some((nag, comment)) = notes.get(index) {
            if *nag > 0 {
                tokens.push(format!("${nag}"));
            }
            let comment = comment.replace(['{', '}'], "");
            if !comment.trim().is_empty() {
                tokens.push(format!("{{{}}}", comment.trim()));
            }
        }
        if side != first {
            number += 1;
        }
        side = !side;
    }
    tokens.push(result.to_string());
    text.push_str(&tokens.join(" "));
    text.push('\n');
    text
}

/// A move of `variant` as its records write it: checkers players write square numbers; Russian
/// players, like the move list, write square names (`c3-d4`, `c3:e5`), as the other rule sets'
/// records do.
fn record_move(variant: Variant, mv: &Move) -> String {
    if variant == Variant::English {
        move_text(mv)
    } else {
        mv.to_string()
    }
}

/// A short record of `variant`, as an example for a field that reads records: its `GameType`
/// and a first move and reply from the start, as its records write them, and the result of a
/// game going on (`[GameType "25"] 1. c3-d4 f6-g5 *`), so that the example, typed as it
/// stands, reads.
pub fn record_example(variant: Variant) -> String {
    let mut game = Game::from_position(Position::start(variant));
    let mut moves = Vec::new();
    for _ in 0..2 {
        let Some(mv) = game.legal_moves().into_iter().next() else {
            break;
        };
        moves.push(record_move(variant, &mv));
        if game.play(&mv).is_err() {
            break;
        }
    }
    format!(
        "[GameType \"{}\"] 1. {} *",
        game_type(variant),
        moves.join(" ")
    )
}

/// The result of a recorded game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordResult {
    /// White won (`1-0`, or `2-0` in the two-point scoring of Russian records).
    WhiteWins,
    /// Black (Red in English checkers) won (`0-1`, `0-2`).
    BlackWins,
    /// Drawn (`1/2-1/2`, `1-1`).
    Draw,
}

impl RecordResult {
    /// The result token a result is written with: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn token(self) -> &'static str {
        match self {
            RecordResult::WhiteWins => "1-0",
            RecordResult::BlackWins => "0-1",
            RecordResult::Draw => "1/2-1/2",
        }
    }

    /// Reads a result token: `Some(None)` for `*` (unfinished), `None` for a word that is no
    /// result token.
    fn parse(token: &str) -> Option<Option<RecordResult>> {
        match token {
            "1-0" | "2-0" => Some(Some(RecordResult::WhiteWins)),
            "0-1" | "0-2" => Some(Some(RecordResult::BlackWins)),
            "1/2-1/2" | "1-1" => Some(Some(RecordResult::Draw)),
            "*" => Some(None),
            _ => None,
        }
    }
}

/// One game read from a record: its rule set, start position, moves, tags and result.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// The rule set (from the `GameType` tag).
    pub variant: Variant,
    /// The position the game starts from (the `FEN` tag, or the rule set's start).
    pub start: Position,
    /// The moves, each checked against the legal moves of the position it was played in.
    pub moves: Vec<Move>,
    /// The tag pairs in the order read (a tag given twice keeps its first place and last value).
    pub tags: Tags,
    /// The result: the token closing the moves, else the `Result` tag; `None` for `*`, an
    /// unknown value or none at all.
    pub result: Option<RecordResult>,
    /// Whether the text goes on with another game after this one's result (only the first
    /// game of a text is read).
    pub later_games: bool,
}

impl GameRecord {
    /// The start position as TFEN.
    pub fn start_tfen(&self) -> String {
        crate::draughts::tfen::write(&self.start)
    }

    /// The moves as the engine's move texts (`c3-d4`, `c3:e5:g7`), as the game history gives them.
    pub fn move_texts(&self) -> Vec<String> {
        self.moves.iter().map(Move::to_string).collect()
    }

    /// The value of the tag `name`, if the record has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }
}

/// What went wrong with one move of a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveProblem {
    /// The move number as the record counts it (the written numbers are trusted).
    pub number: u32,
    /// Whether it is the second player's move of that number (written `12...`).
    pub second: bool,
    /// The move as written, annotation marks removed.
    pub text: String,
    /// Why it was refused (an illegal move carries its [`Refusal`](crate::draughts::refusal::Refusal)).
    pub error: MoveTextError,
    /// The record's rule set, which names the squares and says whether pieces stack.
    pub variant: Variant,
}

/// Why a record's `FEN` tag was refused: a PDN FEN (numbers) or a TFEN (square names).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Read as a PDN FEN.
    Pdn(PdnError),
    /// Read as a TFEN.
    Tfen(crate::draughts::tfen::TfenError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Pdn(error) => write!(f, "{error}"),
            FenError::Tfen(error) => write!(f, "{error}"),
        }
    }
}

/// Why a text is not a game record the engine can replay.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// A tag that is not `[Name "value"]`.
    BadTag(String),
    /// A `GameType` that names none of the rule sets (RECORDS.md lists the values).
    UnknownGameType(String),
    /// The `FEN` tag does not describe a legal position of the rule set.
    BadFen {
        /// The tag's value.
        fen: String,
        /// The rule set the record is of.
        variant: Variant,
        /// Why, as the reader of that kind of FEN says it.
        reason: FenError,
    },
    /// A comment `{` or a variation `(` is never closed.
    Unclosed(char),
    /// More tag pairs than a record has any use for ([`MAX_TAGS`]).
    TooManyTags,
    /// A move of the game is not a move, or not legal where it is played.
    Move(MoveProblem),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::BadTag(tag) => write!(
                f,
                "invalid record: tag `{}` should be written [Name \"value\"]",
                quoted(tag)
            ),
            RecordError::UnknownGameType(value) => write!(
                f,
                "invalid record: GameType `{}` is not one of 25 (russian), 21 (english), \
                 bashni, bashni-classic, lasca",
                quoted(value)
            ),
            RecordError::BadFen { fen, reason, .. } => {
                write!(f, "invalid record: FEN `{}`: {reason}", quoted(fen))
            }
            RecordError::Unclosed(c) => {
                write!(f, "invalid record: `{c}` is never closed")
            }
            RecordError::TooManyTags => {
                write!(f, "invalid record: more than {MAX_TAGS} tags")
            }
            RecordError::Move(problem) => {
                let dots = if problem.second { "..." } else { "" };
                write!(
                    f,
                    "move {}{dots} ({}): ",
                    problem.number,
                    quoted(&problem.text)
                )?;
                match &problem.error {
                    MoveTextError::Malformed(_) => {
                        f.write_str("not a move (write c3-d4, c3:e5:g7 or 11-15, 22x15)")
                    }
                    MoveTextError::Illegal { reason, .. } => {
                        write!(f, "not a legal move here: {reason}")
                    }
                    MoveTextError::Ambiguous(_) => {
                        f.write_str("matches more than one capture: give every landing square")
                    }
                }
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// The rule set a `GameType` value names: 25 or `russian`, 21 or `english`, and the other ids
/// (any case); only the part before a comma counts (PDN's `25,W,8,8,A0,0`).
fn variant_of_game_type(value: &str) -> Result<Variant, RecordError> {
    let head = value.split(',').next().unwrap_or("").trim();
    match head {
        "25" => Ok(Variant::Russian),
        "21" => Ok(Variant::English),
        id => id
            .to_ascii_lowercase()
            .parse()
            .map_err(|_| RecordError::UnknownGameType(value.to_string())),
    }
}

/// Whether a FEN is written with square names (a TFEN) rather than PDN numbers.
fn names_squares(fen: &str) -> bool {
    fen.as_bytes()
        .windows(2)
        .any(|pair| matches!(pair, [b'a'..=b'h', b'1'..=b'8']))
}

/// Whether a FEN lists its pieces by colour, PDN's way (`W:Wa1,Kc3:Bh8`), rather than as a
/// TFEN (`W:a1w,c3W,h8b`): its first section after the side begins with `W` or `B`.
fn colour_first(fen: &str) -> bool {
    fen.split(':')
        .nth(1)
        .is_some_and(|section| section.trim_start().starts_with(['W', 'B']))
}

/// The rule set of a record without `GameType`: English checkers when its FEN or first move is
/// written in square numbers (checkers files often leave the tag out); when they are written in
/// square names, `reader`'s rule set (the game the reader is on) — on an English checkers
/// reader only when the first move is legal in English checkers ([`plays_as_english`]), else
/// Bashni; `reader`'s for a record with neither FEN nor move.
fn inferred_variant(fen: Option<&str>, first_move: Option<&str>, reader: Variant) -> Variant {
    let numbers = match (fen, first_move) {
        (Some(fen), _) => !names_squares(fen),
        (None, Some(mv)) => mv.starts_with(|c: char| c.is_ascii_digit()),
        (None, None) => return reader,
    };
    if numbers {
        Variant::English
    } else if reader == Variant::English && !plays_as_english(fen, first_move) {
        Variant::Bashni
    } else {
        reader
    }
}

/// Whether a record in square names is English checkers: its FEN is a position of English
/// checkers and its first move (if any) legal there. A record of the other rule sets from
/// their start begins with White's move, which English checkers (Black first) never has.
fn plays_as_english(fen: Option<&str>, first_move: Option<&str>) -> bool {
    let start = match fen {
        Some(fen) => match read_position(Variant::English, fen) {
            Ok(position) => position,
            Err(_) => return false,
        },
        None => Position::start(Variant::English),
    };
    first_move.is_none_or(|mv| notation::parse_move(&start, &mv.to_ascii_lowercase()).is_ok())
}

/// The start position a `FEN` tag gives: a PDN FEN or a TFEN for Russian and English records,
/// a TFEN for the others.
fn start_of_fen(variant: Variant, fen: &str) -> Result<Position, RecordError> {
    read_position(variant, fen).map_err(|reason| RecordError::BadFen {
        fen: fen.to_string(),
        variant,
        reason,
    })
}

/// A position of `variant` written as a record's `FEN` tag may be: in Russian draughts and
/// English checkers a PDN FEN (`W:W21,22,K30:B1,2`, or by square names colour first,
/// `W:Wa1,Kc3:Bh8`), else (and in every rule set) a TFEN (`W:a1w,c3W,h8b`). The whole tag
/// copied from a record, `[FEN "W:W21,22:B1"]`, reads as its value.
pub fn read_position(variant: Variant, text: &str) -> Result<Position, FenError> {
    let tagged = fen_tag_value(text);
    let text = tagged.as_deref().unwrap_or(text);
    // (A FEN with no square at all, `W:`, is the empty board either way: read as a TFEN.)
    let numbers = !names_squares(text) && text.bytes().any(|byte| byte.is_ascii_digit());
    if variant.has_pdn() && (numbers || colour_first(text)) {
        parse(variant, text).map_err(FenError::Pdn)
    } else {
        crate::draughts::tfen::parse(variant, text).map_err(FenError::Tfen)
    }
}

/// The value of `text` when it is one `FEN` tag and nothing else (`[FEN "…"]`, the name in any
/// case), as a player copies it from a record.
fn fen_tag_value(text: &str) -> Option<String> {
    let (tags, rest) = read_tags(text).ok()?;
    match tags.as_slice() {
        [(name, value)] if rest.trim().is_empty() && name.eq_ignore_ascii_case("FEN") => {
            Some(value.clone())
        }
        _ => None,
    }
}

/// Tag pairs of a record, name and value, in the order read.
pub type Tags = Vec<(String, String)>;

/// The most tag names a record may have: a game has a dozen; with a hundred thousand, each
/// looked up among the earlier ones, a record would be read for seconds.
pub const MAX_TAGS: usize = 1000;

/// Splits a record into its tag pairs and its move text.
fn read_tags(text: &str) -> Result<(Tags, &str), RecordError> {
    let mut tags = Tags::new();
    let mut rest = text.trim_start_matches('\u{feff}').trim_start();
    while let Some(body) = rest.strip_prefix('[') {
        // The tag ends at the first `]` outside the quoted value.
        let mut quoted = false;
        let mut escaped = false;
        let end = body
            .char_indices()
            .find(|&(_, c)| {
                let closes = c == ']' && !quoted;
                if escaped {
                    escaped = false;
                } else if c == '\\' && quoted {
                    escaped = true;
                } else if c == '"' {
                    quoted = !quoted;
                }
                closes
            })
            .map(|(index, _)| index)
            .ok_or_else(|| RecordError::BadTag(first_line(rest)))?;
        let (name, value) = parse_tag(&body[..end])
            .ok_or_else(|| RecordError::BadTag(rest[..end + 2].to_string()))?;
        let full = tags.len() == MAX_TAGS;
        match tags.iter_mut().find(|(tag, _)| *tag == name) {
            Some(slot) => slot.1 = value,
            None if full => return Err(RecordError::TooManyTags),
            None => tags.push((name, value)),
        }
        rest = body[end + 1..].trim_start();
    }
    Ok((tags, rest))
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_string()
}

/// `Name "value"` → the name and the unescaped value.
fn parse_tag(inside: &str) -> Option<(String, String)> {
    let (name, value) = inside.trim().split_once(char::is_whitespace)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut unescaped = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        unescaped.push(if c == '\\' { chars.next()? } else { c });
    }
    Some((name.to_string(), unescaped))
}

/// One word of the move text.
#[derive(Debug, PartialEq)]
enum Token<'a> {
    /// A move number: `12.` or `12...`.
    Number(u32),
    Move(&'a str),
    Result(Option<RecordResult>),
}

/// The move text's words, with comments `{…}` and `;…`, variations `(…)`, escape lines `%…`,
/// NAGs `$n` and the marks `!`/`?` left out; reading stops after the first result token, and
/// the text after it is returned with the words.
fn tokens(text: &str) -> Result<(Vec<Token<'_>>, &str), RecordError> {
    let mut tokens = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        let Some(c) = rest.chars().next() else {
            return Ok((tokens, rest));
        };
        match c {
            '{' => {
                let end = rest.find('}').ok_or(RecordError::Unclosed('{'))?;
                rest = &rest[end + 1..];
            }
            ';' | '%' => rest = rest.split_once('\n').map_or("", |(_, after)| after),
            '(' => rest = skip_variation(rest)?,
            _ => {
                let end = rest
                    .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                    .unwrap_or(rest.len())
                    .max(c.len_utf8());
                let (word, after) = rest.split_at(end);
                rest = after;
                if word.starts_with('$') || word == ")" || word == "}" {
                    continue;
                }
                if let Some(result) = RecordResult::parse(word) {
                    tokens.push(Token::Result(result));
                    return Ok((tokens, rest));
                }
                let digits =
                    word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                let dots = word[digits..].len() - word[digits..].trim_start_matches('.').len();
                let mut mv = word;
                if digits > 0 && dots > 0 {
                    if let Ok(number) = word[..digits].parse() {
                        tokens.push(Token::Number(number));
                    }
                    mv = &word[digits + dots..];
                }
                let mv = mv.trim_end_matches(['!', '?']);
                if !mv.is_empty() {
                    tokens.push(Token::Move(mv));
                }
            }
        }
    }
}

/// Skips a variation `(…)`, nested ones and the comments inside; returns the text after it.
fn skip_variation(text: &str) -> Result<&str, RecordError> {
    let mut depth = 0usize;
    let mut in_comment = false;
    for (index, c) in text.char_indices() {
        match c {
            '}' if in_comment => in_comment = false,
            _ if in_comment => {}
            '{' => in_comment = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(&text[index + 1..]);
                }
            }
            _ => {}
        }
    }
    Err(RecordError::Unclosed(if in_comment { '{' } else { '(' }))
}

/// Reads one game record (RECORDS.md): its tag pairs, then its move text up to the first
/// result token; text after that is ignored (a file of several games yields its first).
/// Every move is checked against the legal moves of the position reached, and a capture may
/// be written with only its first and last squares when only one capture goes that way.
/// A record without `GameType` in square names is read as Bashni ([`read_game_on`]).
pub fn read_game(text: &str) -> Result<GameRecord, RecordError> {
    read_game_on(text, Variant::Bashni)
}

/// [`read_game`] for a reader on the game `reader` (a page of Russian draughts, say): a record
/// without `GameType` written in square names is read as that game, as lidraughts reads a
/// pasted game as the variant of its page.
pub fn read_game_on(text: &str, reader: Variant) -> Result<GameRecord, RecordError> {
    let (tags, movetext) = read_tags(text)?;
    let tag = |name: &str| {
        tags.iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.trim())
    };
    let (words, after) = tokens(movetext)?;
    // Another game follows when the rest has tags or moves of its own (or cannot be read).
    let later_games = after.trim_start().starts_with('[')
        || tokens(after).map_or(true, |(rest, _)| !rest.is_empty());
    let fen = tag("FEN").filter(|fen| !fen.is_empty());
    let variant = match tag("GameType") {
        Some(value) => variant_of_game_type(value)?,
        None => {
            let first_move = words.iter().find_map(|token| match token {
                Token::Move(mv) => Some(*mv),
                _ => None,
            });
            inferred_variant(fen, first_move, reader)
        }
    };
    let start = match fen {
        Some(fen) => start_of_fen(variant, fen)?,
        None => Position::start(variant),
    };
    let first = variant.rules().first_to_move;
    let mut position = start.clone();
    let mut number = 1;
    let mut moves = Vec::new();
    let mut result = tag("Result").and_then(RecordResult::parse).flatten();
    for token in words {
        match token {
            Token::Number(written) => number = written,
            Token::Result(token_result) => result = token_result,
            Token::Move(text) => {
                let second = position.side_to_move() != first;
                let mv = notation::parse_move(&position, &text.to_ascii_lowercase()).map_err(
                    |error| {
                        RecordError::Move(MoveProblem {
                            number,
                            second,
                            text: text.to_string(),
                            error,
                            variant: position.variant(),
                        })
                    },
                )?;
                position.play_unchecked(&mv);
                moves.push(mv);
                if second {
                    number += 1;
                }
            }
        }
    }
    Ok(GameRecord {
        variant,
        start,
        moves,
        tags,
        result,
        later_games,
    })
}
