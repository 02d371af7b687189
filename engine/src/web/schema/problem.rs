//! Why the engine refused a text — a TFEN, a PDN FEN, an HFEN, a game record, a setup, an edit — as JSON
//! — or a typed Hexpush move — for the pages to word in their own language:
//! `{"family","reason", …values}`.
//!
//! `family` and `reason` name the message (`tfen` + `bad-side` is the catalog's `tfen-bad-side`);
//! the values are the message's variables: texts as written (`side`, `entry`, `tag`), squares and
//! cells by name, numbers, a side as `color` (`"white"`/`"black"`, named by the page the way its
//! rule set names sides). A value that is itself a problem — the setup a TFEN describes, the FEN
//! tag of a record, the refusal of a record's move — is a nested object of the same shape.
//!
//! The engine's wasm classes throw these as their exceptions' message, and the pages catch and
//! word them; the command line and the generator keep the English of each error's `Display`.

use super::draughts::square_name;
use super::string;
use crate::draughts::notation::MoveTextError;
use crate::draughts::pdn::{FenError, PdnError, RecordError};
use crate::draughts::refusal::Refusal;
use crate::draughts::setup::SetupError;
use crate::draughts::tfen::TfenError;
use crate::draughts::tower::MAX_HEIGHT;
use crate::draughts::variant::Variant;
use core::fmt::{Display, Write};

/// One problem object being written.
struct Problem(String);

impl Problem {
    fn new(family: &str, reason: &str) -> Problem {
        Problem(format!(r#"{{"family":"{family}","reason":"{reason}""#))
    }

    /// A text value (escaped).
    fn text(mut self, name: &str, value: &str) -> Problem {
        let _ = write!(self.0, r#","{name}":{}"#, string(value));
        self
    }

    /// A number value.
    fn number(mut self, name: &str, value: impl Display) -> Problem {
        let _ = write!(self.0, r#","{name}":{value}"#);
        self
    }

    /// A nested problem.
    fn nested(mut self, name: &str, problem: String) -> Problem {
        let _ = write!(self.0, r#","{name}":{problem}"#);
        self
    }

    fn done(mut self) -> String {
        self.0.push('}');
        self.0
    }
}

/// An action refused because the game is over (the page says `refusal-game-over`).
pub fn game_over() -> String {
    Problem::new("game", "over").done()
}

/// An edit of the board editor refused (`edit-*` messages).
pub fn edit(error: &crate::draughts::editor::EditError) -> String {
    use crate::draughts::editor::EditError;
    match error {
        EditError::TowerFull(square) => Problem::new("edit", "tower-full")
            .text("square", &square.to_string())
            .number("max", MAX_HEIGHT),
        EditError::LightSquare(square) => {
            Problem::new("edit", "light-square").text("square", &square.to_string())
        }
    }
    .done()
}

/// A rule set the engine does not know, named by a link or a saved game (`setup-unknown-variant`).
pub fn unknown_variant(name: &str) -> String {
    Problem::new("setup", "unknown-variant")
        .text("variant", name)
        .done()
}

/// An editor tool the engine does not know (`edit-unknown-tool`).
pub fn unknown_tool(name: &str) -> String {
    Problem::new("edit", "unknown-tool")
        .text("tool", name)
        .done()
}

/// A setup refused by the rules of its rule set `variant` (`setup-*` messages), a square named
/// as `variant` names it ([`square_name`]: 30, not c1, in English checkers).
pub fn setup(error: &SetupError, variant: Variant) -> String {
    let problem = Problem::new("setup", error.id());
    match error {
        SetupError::TooManyPieces { color, count, max } => problem
            .text("color", &color.to_string())
            .number("count", count)
            .number("max", max),
        #[cfg(feature = "editor")]
        SetupError::NoPieces(color) | SetupError::NoMove(color) => {
            problem.text("color", &color.to_string())
        }
        SetupError::OffBoard(square)
        | SetupError::LightSquare(square)
        | SetupError::DuplicateSquare(square)
        | SetupError::EmptyTower(square)
        | SetupError::TowerNotAllowed(square)
        | SetupError::ManOnPromotionRank(square) => {
            problem.text("square", &square_name(variant, *square))
        }
    }
    .done()
}

/// A TFEN refused (`tfen-*` messages; a position refused by the rules of `variant` is its setup
/// problem). A square the text itself gets wrong is named as the text writes it.
pub fn tfen(error: &TfenError, variant: Variant) -> String {
    match error {
        TfenError::MissingColon => Problem::new("tfen", "missing-colon"),
        TfenError::BadSide(side) => Problem::new("tfen", "bad-side").text("side", side),
        TfenError::BadSquare(entry) => Problem::new("tfen", "bad-square").text("entry", entry),
        TfenError::BadPiece { square, letter } => Problem::new("tfen", "bad-piece")
            .text("square", &square.to_string())
            .text("letter", &letter.to_string()),
        TfenError::TowerTooHigh(square) => Problem::new("tfen", "tower-too-high")
            .text("square", &square.to_string())
            .number("max", MAX_HEIGHT),
        TfenError::Setup(error) => return setup(error, variant),
    }
    .done()
}

/// Why a position of `variant` written as a PDN FEN or a TFEN was refused: the problem of the
/// form it was read as ([`pdn`] or [`tfen`]).
pub fn fen(error: &FenError, variant: Variant) -> String {
    match error {
        FenError::Pdn(error) => pdn(error, variant),
        FenError::Tfen(error) => tfen(error, variant),
    }
}

/// A PDN FEN refused (`pdn-*` messages; a position refused by the rules of `variant` is its
/// setup problem).
pub fn pdn(error: &PdnError, variant: Variant) -> String {
    match error {
        PdnError::UnsupportedVariant(variant) => {
            Problem::new("pdn", "unsupported-variant").text("variant", variant.id())
        }
        PdnError::BadSide(side) => Problem::new("pdn", "bad-side").text("side", side),
        PdnError::BadSection(section) => {
            Problem::new("pdn", "bad-section").text("section", section)
        }
        PdnError::BadSquare(square) => Problem::new("pdn", "bad-square").text("square", square),
        PdnError::Setup(error) => return setup(error, variant),
    }
    .done()
}

/// A move of a record of `variant` refused by the rules (`refusal-*` messages, as for a move
/// typed on the board). The page's own game may be of another rule set, so the square is named
/// as `variant` names squares (1–32 in English checkers) and `towers` says whether its pieces stack.
fn refusal(refusal: &Refusal, variant: Variant) -> String {
    let problem = Problem::new("refusal", refusal.id()).number("towers", variant.rules().towers);
    match refusal.square() {
        Some(square) => problem.text("square", &square_name(variant, square)),
        None => problem,
    }
    .done()
}

/// A game record refused (`record-*` messages). A move is named by its number, `dots` (`...`
/// for the second player's move of that number, else empty) and its text (`move`); an illegal
/// one carries the rules' refusal as `problem`.
pub fn record(error: &RecordError) -> String {
    match error {
        RecordError::BadTag(tag) => Problem::new("record", "bad-tag").text("tag", tag),
        RecordError::UnknownGameType(value) => {
            Problem::new("record", "unknown-game-type").text("value", value)
        }
        RecordError::BadFen {
            fen: text,
            variant,
            reason,
        } => Problem::new("record", "bad-fen")
            .text("fen", text)
            .nested("problem", fen(reason, *variant)),
        RecordError::Unclosed(mark) => {
            Problem::new("record", "unclosed").text("mark", &mark.to_string())
        }
        RecordError::TooManyTags => {
            Problem::new("record", "too-many-tags").number("max", crate::draughts::pdn::MAX_TAGS)
        }
        RecordError::Move(problem) => {
            let (reason, why) = match &problem.error {
                MoveTextError::Malformed(_) => ("move-malformed", None),
                MoveTextError::Illegal { reason, .. } => {
                    ("move-illegal", Some(refusal(reason, problem.variant)))
                }
                MoveTextError::Ambiguous(_) => ("move-ambiguous", None),
            };
            let named = Problem::new("record", reason)
                .number("number", problem.number)
                .text("dots", if problem.second { "..." } else { "" })
                .text("move", &problem.text);
            match why {
                Some(why) => named.nested("problem", why),
                None => named,
            }
        }
    }
    .done()
}

/// An HFEN refused (`hfen-*` messages).
#[cfg(feature = "hex")]
pub fn hfen(error: &crate::hex::hfen::HfenError) -> String {
    use crate::hex::hfen::HfenError;
    use crate::hex::position::{LOSING_LOSSES, MARBLES};
    match error {
        HfenError::Shape => Problem::new("hfen", "shape"),
        HfenError::BadSide(side) => Problem::new("hfen", "bad-side").text("side", side),
        HfenError::OffBoard(entry) => Problem::new("hfen", "off-board").text("entry", entry),
        HfenError::Duplicate(cell) => Problem::new("hfen", "duplicate").text("cell", cell),
        HfenError::BadColor(entry) => Problem::new("hfen", "bad-color").text("entry", entry),
        HfenError::TooManyMarbles(color) => Problem::new("hfen", "too-many-marbles")
            .text("color", &color.to_string())
            .number("max", MARBLES),
        HfenError::BadLost(text) => Problem::new("hfen", "bad-lost")
            .text("lost", text)
            .number("max", LOSING_LOSSES),
    }
    .done()
}

/// An edit of the Hexpush board editor refused (`hex-edit-*` messages).
#[cfg(feature = "hex")]
pub fn hex_edit(error: &crate::hex::editor::HexEditError) -> String {
    use crate::hex::editor::HexEditError;
    use crate::hex::position::{LOSING_LOSSES, MARBLES};
    match error {
        HexEditError::TooManyMarbles(color) => Problem::new("hex-edit", "too-many-marbles")
            .text("color", &color.to_string())
            .number("max", MARBLES),
        HexEditError::TooManyLost(lost) => Problem::new("hex-edit", "too-many-lost")
            .number("lost", lost)
            .number("max", LOSING_LOSSES),
    }
    .done()
}

/// Why play cannot start from a Hexpush setup (`hex-setup-*` messages).
#[cfg(feature = "hex")]
pub fn hex_setup(problem: &crate::hex::editor::HexSetupProblem) -> String {
    use crate::hex::editor::HexSetupProblem;
    match problem {
        HexSetupProblem::Decided(color) => Problem::new("hex-setup", "decided")
            .text("color", &color.to_string())
            .number("max", crate::hex::position::LOSING_LOSSES),
        HexSetupProblem::NoMarbles(color) => {
            Problem::new("hex-setup", "no-marbles").text("color", &color.to_string())
        }
        HexSetupProblem::NoMove(color) => {
            Problem::new("hex-setup", "no-move").text("color", &color.to_string())
        }
    }
    .done()
}

/// A Hexpush move text refused (`hex-move-*` messages), quoting what was typed as `move`.
#[cfg(feature = "hex")]
pub fn hex_move(error: &crate::hex::hfen::HexMoveError) -> String {
    use crate::hex::hfen::HexMoveError;
    match error {
        HexMoveError::Malformed(text) => Problem::new("hex-move", "malformed").text("move", text),
        HexMoveError::Illegal(text) => Problem::new("hex-move", "illegal").text("move", text),
    }
    .done()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::pdn::read_game;
    use crate::draughts::tfen;
    use crate::draughts::variant::Variant;

    fn tfen_problem(variant: Variant, text: &str) -> String {
        tfen(&tfen::parse(variant, text).unwrap_err(), variant)
    }

    #[test]
    fn tfen_problems_name_their_reason_and_values() {
        assert_eq!(
            tfen_problem(Variant::Bashni, "W a1w"),
            r#"{"family":"tfen","reason":"missing-colon"}"#
        );
        assert_eq!(
            tfen_problem(Variant::Bashni, "X:a1w"),
            r#"{"family":"tfen","reason":"bad-side","side":"X"}"#
        );
        assert_eq!(
            tfen_problem(Variant::Bashni, "W:a1q"),
            r#"{"family":"tfen","reason":"bad-piece","square":"a1","letter":"q"}"#
        );
        assert_eq!(
            tfen_problem(Variant::Bashni, "W:b1w"),
            r#"{"family":"setup","reason":"light-square","square":"b1"}"#
        );
        assert_eq!(
            tfen_problem(Variant::Bashni, "W:z9\"w"),
            r#"{"family":"tfen","reason":"bad-square","entry":"z9\"w"}"#
        );
    }

    #[test]
    fn a_refused_setup_names_its_square_as_its_rule_set_does() {
        // c1 is square 30 in English checkers, as its board is labelled; a square the text
        // itself gets wrong is named as the text writes it.
        assert_eq!(
            tfen_problem(Variant::English, "W:c1b"),
            r#"{"family":"setup","reason":"man-on-promotion-rank","square":"30"}"#
        );
        assert_eq!(
            tfen_problem(Variant::Russian, "W:c1b"),
            r#"{"family":"setup","reason":"man-on-promotion-rank","square":"c1"}"#
        );
        // A light square has no number.
        assert_eq!(
            tfen_problem(Variant::English, "W:a2w"),
            r#"{"family":"setup","reason":"light-square","square":"a2"}"#
        );
        assert_eq!(
            tfen_problem(Variant::English, "W:a1q"),
            r#"{"family":"tfen","reason":"bad-piece","square":"a1","letter":"q"}"#
        );
        let pdn = crate::draughts::pdn::read_position(Variant::English, "W:W1:B5");
        assert_eq!(
            fen(&pdn.unwrap_err(), Variant::English),
            r#"{"family":"setup","reason":"man-on-promotion-rank","square":"1"}"#
        );
        let game = record(&read_game("[GameType \"21\"]\n[FEN \"W:c1b\"]\n*").unwrap_err());
        assert!(
            game.ends_with(
                r#""problem":{"family":"setup","reason":"man-on-promotion-rank","square":"30"}}"#
            ),
            "{game}"
        );
    }

    #[test]
    fn record_problems_nest_the_fen_or_the_move_refused() {
        let fen = record(&read_game("[FEN \"W:b1w\"]\n*").unwrap_err());
        assert_eq!(
            fen,
            r#"{"family":"record","reason":"bad-fen","fen":"W:b1w","problem":{"family":"setup","reason":"light-square","square":"b1"}}"#
        );
        let moved = record(&read_game("1. c3-d4 d6-c5 2. d4-c5 *").unwrap_err());
        assert!(
            moved.starts_with(
                r#"{"family":"record","reason":"move-illegal","number":2,"dots":"","move":"d4-c5","problem":{"family":"refusal","reason":"#
            ),
            "{moved}"
        );
        // A record's rule set names the square and says whether pieces stack, whatever game
        // the page shows: square 10 and no towers in English checkers, f6 and towers in Bashni.
        let english = record(
            &read_game("[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17x10 *")
                .unwrap_err(),
        );
        assert!(
            english.ends_with(r#""problem":{"family":"refusal","reason":"not-a-destination","towers":false,"square":"10"}}"#),
            "{english}"
        );
        let bashni = record(&read_game("1. c3-d4 f6-g5 2. d4-f6 *").unwrap_err());
        assert!(
            bashni.contains(r#""towers":true,"square":"f6""#),
            "{bashni}"
        );
        let malformed = record(&read_game("1. c3-d4 zz *").unwrap_err());
        assert!(malformed.contains(r#""dots":"...""#), "{malformed}");
        assert!(
            malformed.contains(r#""reason":"move-malformed""#),
            "{malformed}"
        );
    }

    #[cfg(feature = "hex")]
    #[test]
    fn hfen_problems_name_the_cell_or_the_side() {
        use crate::hex::hfen::parse_start;
        let problem = |text: &str| hfen(&parse_start(text).unwrap_err());
        assert_eq!(
            problem("B:a1b,a1w:0-0"),
            r#"{"family":"hfen","reason":"duplicate","cell":"a1"}"#
        );
        assert_eq!(problem("nonsense"), r#"{"family":"hfen","reason":"shape"}"#);
        let start = parse_start("standard").unwrap();
        let typed = |text: &str| hex_move(&crate::hex::hfen::parse_move(&start, text).unwrap_err());
        assert_eq!(
            typed("A1-A5"),
            r#"{"family":"hex-move","reason":"illegal","move":"A1-A5"}"#,
            "read as people type, then refused by the rules"
        );
        assert_eq!(
            typed("A1-A9"),
            r#"{"family":"hex-move","reason":"malformed","move":"A1-A9"}"#
        );
        assert_eq!(
            problem("B:a1b:7-0"),
            r#"{"family":"hfen","reason":"bad-lost","lost":"7-0","max":6}"#
        );
    }

    #[test]
    fn every_problem_is_json_the_pages_can_read() {
        for text in [
            "",
            "W",
            "W:",
            "B:a1w,a1b",
            "W:a1wbwbwbwbwbwbwbwbwbwbwbwbwbwbwb",
            "W:a3WWW",
        ] {
            if let Err(error) = tfen::parse(Variant::English, text) {
                let json = tfen(&error, Variant::English);
                assert!(
                    json.starts_with(r#"{"family":"#) && json.ends_with('}'),
                    "{json}"
                );
            }
        }
    }
}
