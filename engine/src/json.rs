//! Small JSON writers for the structures the pages read (moves, boards, results).
//!
//! Every string written here is a square name, a move text, a variant id or a fixed English
//! sentence, so only `"` and `\` need escaping; [`string`] escapes those and control characters.

use crate::game::{Game, Outcome, WinReason};
use crate::mv::Move;
use crate::notation;
use crate::square::Square;
use crate::tower::Tower;
use crate::variant::Variant;
use core::fmt::Write;

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

fn squares(list: &[Square]) -> String {
    let names: Vec<String> = list.iter().map(|s| string(&s.to_string())).collect();
    format!("[{}]", names.join(","))
}

/// A move of `variant`: `{"from","to","path","captured","capture","text","notation"}`;
/// `path` lists every landing, `text` is the move text and `notation` the way players of the
/// variant write it (PDN numbers in English checkers).
pub fn mv(variant: Variant, mv: &Move) -> String {
    format!(
        r#"{{"from":"{}","to":"{}","path":{},"captured":{},"capture":{},"text":"{}","notation":"{}"}}"#,
        mv.from(),
        mv.to(),
        squares(mv.landings()),
        squares(mv.captured()),
        mv.is_capture(),
        mv,
        notation::display_text(variant, mv)
    )
}

/// A list of moves of `variant`, sorted by move text.
pub fn moves(variant: Variant, list: &[Move]) -> String {
    let mut sorted: Vec<&Move> = list.iter().collect();
    sorted.sort_by_cached_key(|m| m.to_string());
    let items: Vec<String> = sorted.into_iter().map(|m| mv(variant, m)).collect();
    format!("[{}]", items.join(","))
}

/// A `size`×`size` board in the seeds' shape: `cells[rank][file]` is an array of
/// `{"color","king"}`, bottom first and the top last (empty for an empty or light square).
pub fn board(size: u8, tower_on: impl Fn(Square) -> Tower) -> String {
    let mut ranks = Vec::with_capacity(size as usize);
    for rank in 0..size {
        let mut files = Vec::with_capacity(size as usize);
        for file in 0..size {
            let tower = tower_on(Square::new(file, rank));
            let pieces: Vec<String> = tower
                .pieces()
                .map(|p| format!(r#"{{"color":"{}","king":{}}}"#, p.color, p.king))
                .collect();
            files.push(format!("[{}]", pieces.join(",")));
        }
        ranks.push(format!("[{}]", files.join(",")));
    }
    format!("[{}]", ranks.join(","))
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
            format!("{reason:?}").to_lowercase(),
            string(&o.to_string())
        ),
    }
}

/// The moves played so far, as move objects (see [`mv`]).
pub fn history(game: &Game) -> String {
    let variant = game.start_position().variant();
    let items: Vec<String> = game.moves().map(|m| mv(variant, m)).collect();
    format!("[{}]", items.join(","))
}
