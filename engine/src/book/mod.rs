//! Opening books: positions from the start with the moves a deep search found good and their
//! scores, made by self-play (`engine book generate RULES`, [`generate`]), kept as text in
//! `engine/data/book/NAME.txt` and built into the native engine; the game pages carry their
//! rule set's book in a compact form ([`packed`]) and install it. A strong level plays a book
//! move when it has one, chosen at random among the book's moves for the position (all within a
//! small margin of the best), so that games from the start do not repeat.
//!
//! Every rule set of draughts ([`crate::Variant`]) and every Hexpush layout
//! ([`crate::hex::position::Layout`]) is a [`RuleSet`] that may have a book; its positions are
//! the game's [`Opening`] positions, named in the book by their TFEN or HFEN.
//!
//! The file has one line per position: its TFEN (HFEN), then each move with its score in
//! hundredths of the weights' man or marble (the search's units, not the measured man the engine shows), in the engine's move text, e.g.
//! `B:… c3-d4 +3 e3-f4 +1`. Lines starting with `#` are comments.
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
mod rule_sets;

pub use rule_sets::Named;

use crate::game::Playable;
use std::collections::HashMap;

/// What a book is for: a rule set of draughts ([`crate::Variant`]) or a Hexpush layout. Each
/// has at most one book.
pub trait RuleSet: Copy + PartialEq + core::fmt::Debug + Send + Sync + 'static {
    /// The game whose positions the book holds.
    type Game: Opening<Rules = Self>;
    /// Every rule set of the game, each in its own place ([`RuleSet::slot`]).
    const ALL: &'static [Self];
    /// The rule set's place in [`RuleSet::ALL`], below [`packed::SLOTS`].
    fn slot(self) -> usize;
    /// The book's name: its file is `engine/data/book/NAME.txt`, and a page's `data-book`
    /// names it so (`russian`, `hexpush-standard`).
    fn book_name(self) -> &'static str;
    /// The rule set's start position, where its book begins.
    fn start(self) -> Self::Game;
}

/// A position of a game that has opening books.
pub trait Opening: Playable + Send + Sync + 'static {
    /// The game's rule sets.
    type Rules: RuleSet<Game = Self>;
    /// The books the game's searches read: natively the built-in ones, installed on first use;
    /// in the pages' wasm those the page installed.
    fn installed() -> &'static packed::Installed<Self>;
    /// The rule sets whose books may hold the position (a draughts position knows its rule
    /// set; a Hexpush position may come from any layout).
    fn rule_sets(&self) -> &'static [Self::Rules];
    /// The position as its book names it (TFEN, HFEN).
    #[cfg(not(target_arch = "wasm32"))]
    fn book_key(&self) -> String;
}

/// The built-in books (`engine book generate RULES`), by name: every rule set of draughts has
/// one, and Hexpush's standard layout (README, "Strength", gives the commands and the matches
/// that kept them).
#[cfg(not(target_arch = "wasm32"))]
const TEXTS: [(&str, &str); 6] = [
    ("bashni", include_str!("../../data/book/bashni.txt")),
    (
        "bashni-classic",
        include_str!("../../data/book/bashni-classic.txt"),
    ),
    ("russian", include_str!("../../data/book/russian.txt")),
    ("english", include_str!("../../data/book/english.txt")),
    ("lasca", include_str!("../../data/book/lasca.txt")),
    (
        "hexpush-standard",
        include_str!("../../data/book/hexpush-standard.txt"),
    ),
];

/// A book: each position's TFEN (HFEN) with its moves (as written) and their scores.
pub type Book = HashMap<String, Vec<(String, i32)>>;

/// Reads a book's text: a position's TFEN (HFEN), then its moves each with a score. Refused, naming the
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
                "line {}: not a position with moves and their scores (POSITION MOVE SCORE …)",
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

/// The text of the built-in book of `rules`, empty when it has none.
#[cfg(not(target_arch = "wasm32"))]
pub fn text<R: RuleSet>(rules: R) -> &'static str {
    built_in(rules).map_or("", |index| TEXTS[index].1)
}

/// The place in [`TEXTS`] of the built-in book of `rules`, if it has one.
#[cfg(not(target_arch = "wasm32"))]
fn built_in<R: RuleSet>(rules: R) -> Option<usize> {
    TEXTS
        .iter()
        .position(|(name, _)| *name == rules.book_name())
}

/// The built-in book of `rules`, read from its text on first use; `None` when it has no
/// positions.
#[cfg(not(target_arch = "wasm32"))]
pub fn book<R: RuleSet>(rules: R) -> Option<&'static Book> {
    use std::sync::OnceLock;
    static BOOKS: [OnceLock<Book>; TEXTS.len()] = [const { OnceLock::new() }; TEXTS.len()];
    let index = built_in(rules)?;
    // The built-in books read (a test checks every line of them).
    let book = BOOKS[index].get_or_init(|| parse(TEXTS[index].1).unwrap_or_default());
    (!book.is_empty()).then_some(book)
}

/// Installs the book of `rules` from the bytes a page carries ([`packed::pack`]), for the
/// searches of this program from then on. Refused, with why, for bytes that do not read and
/// for a second book of a rule set.
pub fn install<R: RuleSet>(rules: R, bytes: &[u8]) -> Result<(), &'static str> {
    R::Game::installed().install(rules, bytes)
}

/// The book's moves for `position` with their scores (hundredths of the weights' man or marble), best
/// first; empty when no book has the position.
pub fn moves<P: Opening>(position: &P) -> &'static [(P::Move, i32)] {
    position
        .rule_sets()
        .iter()
        .filter_map(|&rules| lookup(rules))
        .map(|book| book.moves(position))
        .find(|moves| !moves.is_empty())
        .unwrap_or(&[])
}

/// The book of `rules` as the search reads it: natively the built-in one, packed and installed
/// on first use (the same path as a page's); in the pages' wasm the one the page installed.
fn lookup<R: RuleSet>(rules: R) -> Option<&'static packed::Lookup<R::Game>> {
    let installed = R::Game::installed();
    #[cfg(not(target_arch = "wasm32"))]
    installed.load_once(rules, || {
        // Once, whatever comes of it: a test checks that every built-in book packs and reads
        // back.
        book(rules).and_then(|book| packed::pack(rules, book).ok())
    });
    installed.get(rules)
}

/// A book move for `position` with its score, chosen with `seed` among the book's moves, or
/// `None`.
pub fn choose<P: Opening>(position: &P, seed: u64) -> Option<(P::Move, i32)> {
    // Looked up by hash: keep only moves legal here, should another position share its hash.
    let legal = position.legal_moves();
    let moves: Vec<(P::Move, i32)> = moves(position)
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
