//! Every JSON shape the engine sends to the pages, each with its one writer: the page code
//! reads them through `templates/js/contract.d.ts` (type-checked by `tsc --checkJs` in the test
//! command) and the Node unit tests read answers recorded from these writers
//! (`tests/unit/fixtures`, checked by `engine/tests/fixtures.rs`).
//!
//! - [`draughts`]: moves, boards, frames, taps and highlights, a rule set's display facts,
//!   refusals, game records and lines;
//! - [`hex`]: Hexpush moves, cells, selections, board and shape;
//! - [`problem`]: why a text was refused (`{"family","reason",…}`), for the pages to word;
//! - [`search`]: the search's reports and answers;
//! - here: strings, lists, `null` for no value and the result of a game (shared by every game).
//!
//! Strings may quote what a player or a file gave (a record's tags, a refused entry, an unknown
//! rule set's name): [`string`] escapes `"`, `\` and every control character, and the pages
//! put such text into the DOM only as text.

use crate::game::{DrawReason, Outcome, WinReason};
use core::fmt::Write;

pub mod draughts;
#[cfg(feature = "hex")]
pub mod hex;
pub mod problem;
#[cfg(feature = "search")]
pub mod search;

/// `text` as a JSON string literal.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `null` for no value, else the value as `write` writes it (a move taken back, the frames of
/// the last move, a refused setup…).
pub fn or_null<T>(value: Option<T>, write: impl FnOnce(T) -> String) -> String {
    value.map_or_else(|| "null".to_string(), write)
}

/// Items already written as JSON, as one JSON list.
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    format!("[{}]", items.join(","))
}

/// The line a game keeps as "the game" (an analysis board's game as opened) and whether the
/// line played left it: `{"moves","variation"}`, `moves` written as a game's line is.
pub fn kept_line(moves: impl IntoIterator<Item = String>, variation: bool) -> String {
    format!(r#"{{"moves":{},"variation":{variation}}}"#, list(moves))
}

/// The result: `null` while the game goes on, else `{"kind","winner","reason","text"}`.
pub fn outcome(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "null".to_string(),
        Some(o @ Outcome::Win { winner, reason }) => {
            let reason = match reason {
                WinReason::NoPieces => "no-pieces",
                WinReason::Blocked => "blocked",
                WinReason::Resignation => "resignation",
                WinReason::SixPushedOff => "six-off",
            };
            format!(
                r#"{{"kind":"win","winner":"{winner}","reason":"{reason}","text":{}}}"#,
                string(&o.to_string())
            )
        }
        Some(o @ Outcome::Draw(reason)) => format!(
            r#"{{"kind":"draw","winner":null,"reason":"{}","text":{}}}"#,
            match reason {
                DrawReason::Repetition => "repetition",
                DrawReason::NoProgress => "noprogress",
                DrawReason::Agreement => "agreement",
            },
            string(&o.to_string())
        ),
    }
}
