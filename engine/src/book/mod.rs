//! Opening books: positions from the start with the moves a deep search found good and their
//! scores, made by self-play (`engine book generate VARIANT`, [`generate`]), kept as text in
//! `engine/data/book/VARIANT.txt` and built into the native engine; the game pages carry their
//! rule set's book in a compact form ([`packed`]) and install it. A strong level plays a book
//! move when it has one, chosen at random among the book's moves for the position (all within a
//! small margin of the best), so that games from the start do not repeat.
//!
//! The file has one line per position: its TFEN, then each move with its score in hundredths
//! of a man, in the engine's move text, e.g. `B:… c3-d4 +3 e3-f4 +1`. Lines starting with `#` are comments.
//!
//! ```
//! use engine::book;
//! use engine::{Position, Variant};
//!
//! let start = Position::start(Variant::English);
//! let moves = book::moves(&start);
//! assert!(!moves.is_empty());
//! assert!(start.legal_moves().contains(&moves[0].0));
//! ```

#[cfg(not(target_arch = "wasm32"))]
pub mod generate;
pub mod packed;

use crate::{Move, Position, Variant};
use std::collections::HashMap;

/// The rule sets' books (`engine book generate VARIANT`): every rule set of draughts has one
/// (README, "Strength", gives the commands and the matches that kept them).
#[cfg(not(target_arch = "wasm32"))]
const TEXTS: [(Variant, &str); 5] = [
    (Variant::Bashni, include_str!("../../data/book/bashni.txt")),
    (
        Variant::BashniClassic,
        include_str!("../../data/book/bashni-classic.txt"),
    ),
    (
        Variant::Russian,
        include_str!("../../data/book/russian.txt"),
    ),
    (
        Variant::English,
        include_str!("../../data/book/english.txt"),
    ),
    (Variant::Lasca, include_str!("../../data/book/lasca.txt")),
];

/// A book: each position's TFEN with its moves (as written) and their scores.
pub type Book = HashMap<String, Vec<(String, i32)>>;

/// Reads a book's text: a position's TFEN, then its moves each with a score. Refused, naming the
/// line, when a line does not read so.
pub fn parse(text: &str) -> Result<Book, String> {
    let mut book = Book::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let pairs = &words[1..];
        let moves: Option<Vec<(String, i32)>> = (!pairs.is_empty()
            && pairs.len().is_multiple_of(2))
        .then(|| {
            pairs
                .chunks(2)
                .map(|pair| Some((pair[0].to_string(), pair[1].parse().ok()?)))
                .collect()
        })
        .flatten();
        let moves = moves.ok_or_else(|| {
            format!(
                "line {}: not a position with moves and their scores (TFEN MOVE SCORE …)",
                number + 1
            )
        })?;
        book.insert(words[0].to_string(), moves);
    }
    Ok(book)
}

/// Writes a book as its file's text, positions sorted.
pub fn write(book: &Book, comment: &str) -> String {
    let mut lines: Vec<String> = book
        .iter()
        .map(|(position, moves)| {
            let moves: Vec<String> = moves
                .iter()
                .map(|(mv, score)| format!("{mv} {score:+}"))
                .collect();
            format!("{position} {}", moves.join(" "))
        })
        .collect();
    lines.sort();
    let mut text = String::new();
    for line in comment.lines() {
        text.push_str("# ");
        text.push_str(line);
        text.push('\n');
    }
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The text of `variant`'s built-in book, empty when it has none.
#[cfg(not(target_arch = "wasm32"))]
pub fn text(variant: Variant) -> &'static str {
    TEXTS
        .iter()
        .find(|(v, _)| *v == variant)
        .map_or("", |(_, text)| text)
}

/// The built-in book of `variant`, read from its text on first use; `None` when it has no
/// positions.
#[cfg(not(target_arch = "wasm32"))]
pub fn book(variant: Variant) -> Option<&'static Book> {
    use std::sync::OnceLock;
    static BOOKS: [OnceLock<Book>; Variant::ALL.len()] =
        [const { OnceLock::new() }; Variant::ALL.len()];
    let index = variant.index();
    // The built-in books read (a test checks every line of them).
    let book = BOOKS[index].get_or_init(|| parse(text(variant)).unwrap_or_default());
    (!book.is_empty()).then_some(book)
}

/// The books the page installed (the pages' wasm).
#[cfg(target_arch = "wasm32")]
pub static INSTALLED: packed::Installed = packed::Installed::new();

/// The book's moves for `position` with their scores (hundredths of a man), best first; empty
/// when the book does not have the position.
pub fn moves(position: &Position) -> &'static [(Move, i32)] {
    lookup(position.variant()).map_or(&[], |book| book.moves(position))
}

/// The book of `variant` as the search reads it: natively the built-in one, packed and read on
/// first use (the same path as a page's); in the pages' wasm the one the page installed.
fn lookup(variant: Variant) -> Option<&'static packed::Lookup> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::Once;
        static BUILT_IN: packed::Installed = packed::Installed::new();
        static PACKED: [Once; Variant::ALL.len()] = [const { Once::new() }; Variant::ALL.len()];
        PACKED[variant.index()].call_once(|| {
            // Once, whatever comes of it: a test checks that every built-in book packs and
            // reads back.
            if let Some(bytes) = book(variant).and_then(|book| packed::pack(variant, book).ok()) {
                let _ = BUILT_IN.install(variant, &bytes);
            }
        });
        BUILT_IN.get(variant)
    }
    #[cfg(target_arch = "wasm32")]
    INSTALLED.get(variant)
}

/// A book move for `position` with its score, chosen with `seed` among the book's moves, or
/// `None`.
pub fn choose(position: &Position, seed: u64) -> Option<(Move, i32)> {
    // Looked up by hash: keep only moves legal here, should another position share its hash.
    let legal = position.legal_moves();
    let moves: Vec<(Move, i32)> = moves(position)
        .iter()
        .copied()
        .filter(|(mv, _)| legal.contains(mv))
        .collect();
    if moves.is_empty() {
        return None;
    }
    let mut rng = crate::search::Rng::new(seed ^ position.hash());
    Some(moves[rng.below(moves.len())])
}
