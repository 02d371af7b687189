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

/// The rule sets' books (`engine book generate VARIANT`). Bashni and classic Bashni have none:
/// theirs lost against the search without a book (README, "Strength").
#[cfg(not(target_arch = "wasm32"))]
const TEXTS: [(Variant, &str); 3] = [
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

/// Reads a book's text; lines that do not read are skipped (the file is ours, checked by a test).
pub fn parse(text: &str) -> Book {
    let mut book = Book::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let Some(position) = words.next() else {
            continue;
        };
        let rest: Vec<&str> = words.collect();
        let moves: Vec<(String, i32)> = rest
            .chunks(2)
            .filter_map(|pair| match pair {
                [mv, score] => Some((mv.to_string(), score.parse().ok()?)),
                _ => None,
            })
            .collect();
        if !moves.is_empty() {
            book.insert(position.to_string(), moves);
        }
    }
    book
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

/// The built-in book of `variant` as text, read on first use; `None` when it has no positions.
#[cfg(not(target_arch = "wasm32"))]
pub fn book(variant: Variant) -> Option<&'static Book> {
    use std::sync::OnceLock;
    static BOOKS: [OnceLock<Book>; Variant::ALL.len()] =
        [const { OnceLock::new() }; Variant::ALL.len()];
    let index = Variant::ALL.iter().position(|&v| v == variant)?;
    let book = BOOKS[index].get_or_init(|| parse(text(variant)));
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
        static BUILT_IN: packed::Installed = packed::Installed::new();
        if BUILT_IN.get(variant).is_none() {
            // The built-in books are checked by a test (every one packs and reads back).
            if let Some(bytes) = book(variant).and_then(|book| packed::pack(variant, book).ok()) {
                let _ = BUILT_IN.install(variant, &bytes);
            }
        }
        BUILT_IN.get(variant)
    }
    #[cfg(target_arch = "wasm32")]
    INSTALLED.get(variant)
}

/// A book move for `position` with its score, chosen with `seed` among the book's moves, or
/// `None`.
pub fn choose(position: &Position, seed: u64) -> Option<(Move, i32)> {
    let moves = moves(position);
    if moves.is_empty() {
        return None;
    }
    let mut rng = crate::search::Rng::new(seed ^ position.hash());
    Some(moves[rng.below(moves.len())])
}
