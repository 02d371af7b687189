//! A book as a page carries it: the book's tree of moves from the start, a few bytes a position,
//! where the text names every position by its TFEN or HFEN (about 100 bytes a line). The game pages
//! carry their rule set's book in this form and install it when the engine starts
//! ([`Installed`]); the native engine packs its built-in text the same way on first use, so that
//! both play from one [`Lookup`].
//!
//! The bytes are the book's positions in the order a walk from the start meets them, each
//! written once: its number of moves, then for each move its index among the position's legal
//! moves (doubled, plus one when the position it leads to is written next in the walk) and its
//! score (zigzag), all as LEB128 numbers. A position is written when first met; the positions
//! its moves lead to follow it, in the order of its moves, each with the positions under it.
//!
//! ```
//! use engine::book::{self, packed};
//! use engine::{Position, Variant};
//!
//! let book = book::book(Variant::English).unwrap();
//! let bytes = packed::pack(Variant::English, book).unwrap();
//! let lookup = packed::Lookup::read(Variant::English, &bytes).unwrap();
//! assert_eq!(lookup.len(), book.len());
//! assert!(!lookup.moves(&Position::start(Variant::English)).is_empty());
//! ```

#[cfg(not(target_arch = "wasm32"))]
use super::Book;
use super::{Opening, RuleSet};
#[cfg(not(target_arch = "wasm32"))]
use crate::game::Playable;
use std::sync::OnceLock;

/// The most rule sets a game has (draughts' five; Hexpush has three layouts).
pub const SLOTS: usize = crate::Variant::ALL.len();

/// Packs `book` of `rules` ([`Lookup::read`] reads it). Refused, with why, when a position is
/// not reached from the start by the book's moves, or a move is not legal in its position.
#[cfg(not(target_arch = "wasm32"))]
pub fn pack<R: RuleSet>(rules: R, book: &Book) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let start = rules.start();
    let mut written = std::collections::HashSet::from([start.book_key()]);
    let mut walk = vec![start];
    while let Some(position) = walk.pop() {
        let key = position.book_key();
        let entries = book.get(&key).map_or(&[][..], Vec::as_slice);
        let legal = position.legal_moves();
        let mut next = Vec::new();
        write_number(&mut bytes, entries.len() as u64);
        for (text, score) in entries {
            let index = legal
                .iter()
                .position(|mv| mv.to_string() == *text)
                .ok_or_else(|| format!("{key}: {text} is not a legal move"))?;
            let after = position.after(&legal[index]);
            let after_key = after.book_key();
            let follows = book.contains_key(&after_key) && written.insert(after_key);
            write_number(&mut bytes, (index as u64) << 1 | u64::from(follows));
            write_number(&mut bytes, zigzag(*score));
            if follows {
                next.push(after);
            }
        }
        walk.extend(next.into_iter().rev());
    }
    let unreached = book.keys().filter(|key| !written.contains(*key)).count();
    if unreached > 0 {
        return Err(format!(
            "{unreached} of the book's positions are not reached from the start by its moves"
        ));
    }
    Ok(bytes)
}

/// A book's moves by position, as the search asks for them: each position's hash with its
/// moves and their scores (hundredths of the weights' man or marble), best first. (Looked up one by one: the search
/// asks once a move, and a few hundred comparisons cost less code in the page than a sort.)
#[derive(Debug)]
pub struct Lookup<P: Opening> {
    positions: Vec<(u64, BookMoves<P>)>,
}

/// A position's book moves with their scores (hundredths of the weights' man or marble), best first.
pub type BookMoves<P> = Vec<(<P as crate::game::Playable>::Move, i32)>;

impl<P: Opening> Lookup<P> {
    /// Reads a book that [`pack`] wrote for `rules`; refused, with why, when the bytes do not
    /// read as one.
    pub fn read<R: RuleSet<Game = P>>(rules: R, bytes: &[u8]) -> Result<Lookup<P>, &'static str> {
        let mut positions = Vec::new();
        let mut reader = Reader { bytes, at: 0 };
        let mut walk = vec![rules.start()];
        while let Some(position) = walk.pop() {
            let count = reader.number()?;
            let legal = position.legal_moves();
            let mut moves = Vec::new();
            let mut next = Vec::new();
            for _ in 0..count {
                let code = reader.number()?;
                let score = reader.number()?;
                let mv = usize::try_from(code >> 1)
                    .ok()
                    .and_then(|index| legal.get(index))
                    .ok_or("a book move is not a legal move of its position")?;
                let score =
                    i32::try_from(unzigzag(score)).map_err(|_| "a book score is too large")?;
                // Best first, in the book's order among equal scores.
                let at = moves.partition_point(|&(_, other)| other >= score);
                moves.insert(at, (*mv, score));
                if code & 1 == 1 {
                    next.push(position.after(mv));
                }
            }
            if !moves.is_empty() {
                positions.push((position.hash(), moves));
            }
            walk.extend(next.into_iter().rev());
        }
        if reader.at != bytes.len() {
            return Err("the book has bytes after its last position");
        }
        Ok(Lookup { positions })
    }

    /// The book's moves for `position` with their scores, best first; empty when the book does
    /// not have it.
    pub fn moves(&self, position: &P) -> &[(P::Move, i32)] {
        let hash = position.hash();
        self.positions
            .iter()
            .find(|(h, _)| *h == hash)
            .map_or(&[], |(_, moves)| moves)
    }

    /// How many positions the book has.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether the book has no position.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }
}

/// Books given at run time, at most one a rule set, kept for the life of the program: the
/// pages' wasm embeds none (each game page carries its own rule set's, packed), and the native
/// engine installs its built-in ones here on first use.
#[derive(Debug)]
pub struct Installed<P: Opening> {
    slots: [OnceLock<Lookup<P>>; SLOTS],
    /// Natively, whether each rule set's built-in book was installed ([`Installed::load_once`]).
    #[cfg(not(target_arch = "wasm32"))]
    loaded: [std::sync::Once; SLOTS],
}

impl<P: Opening> Installed<P> {
    /// No book installed.
    pub const fn new() -> Installed<P> {
        Installed {
            slots: [const { OnceLock::new() }; SLOTS],
            #[cfg(not(target_arch = "wasm32"))]
            loaded: [const { std::sync::Once::new() }; SLOTS],
        }
    }

    /// Installs the book of `rules` from `bytes` ([`pack`]). Refused, with why, for bytes that
    /// do not read and for a second book of a rule set (a page installs each book once).
    pub fn install(&self, rules: P::Rules, bytes: &[u8]) -> Result<(), &'static str> {
        self.slots[rules.slot()]
            .set(Lookup::read(rules, bytes)?)
            .map_err(|_| "this rule set already has an opening book")
    }

    /// Installs the bytes `built_in` gives for `rules`, the first time it is asked for them.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn load_once(&self, rules: P::Rules, built_in: impl FnOnce() -> Option<Vec<u8>>) {
        self.loaded[rules.slot()].call_once(|| {
            if let Some(bytes) = built_in() {
                let _ = self.install(rules, &bytes);
            }
        });
    }

    /// The book installed for `rules`, if it has positions.
    pub fn get(&self, rules: P::Rules) -> Option<&Lookup<P>> {
        self.slots[rules.slot()]
            .get()
            .filter(|book| !book.is_empty())
    }
}

impl<P: Opening> Default for Installed<P> {
    fn default() -> Installed<P> {
        Installed::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Appends `value` as LEB128: seven bits a byte, low first, the high bit set on all but the last.
fn write_number(bytes: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        bytes.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    bytes.push(value as u8);
}

#[cfg(not(target_arch = "wasm32"))]
/// A signed number as an unsigned one, small magnitudes small: 0, −1, 1, −2 → 0, 1, 2, 3.
fn zigzag(value: i32) -> u64 {
    (((value as i64) << 1) ^ ((value as i64) >> 63)) as u64
}

/// The inverse of [`zigzag`].
fn unzigzag(value: u64) -> i64 {
    (value >> 1) as i64 ^ -((value & 1) as i64)
}

/// Reads LEB128 numbers from bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// The next number (one function, not three copies inlined, in the page's wasm).
    #[inline(never)]
    fn number(&mut self) -> Result<u64, &'static str> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self
                .bytes
                .get(self.at)
                .ok_or("the book ends in the middle")?;
            self.at += 1;
            value |= u64::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Ok(value);
            }
        }
        Err("a number in the book is too long")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::tfen;
    use crate::{Position, Variant};

    #[test]
    fn every_built_in_book_packs_and_reads_back_the_same() {
        for variant in Variant::ALL {
            packs_and_reads_back(variant, |key| tfen::parse(variant, key).ok());
        }
        for &layout in <crate::hex::Layout as RuleSet>::ALL {
            packs_and_reads_back(layout, |key| crate::hex::hfen::parse(key).ok());
        }
    }

    /// Packs the built-in book of `rules`, if it has one, and checks that it reads back the same
    /// (every position's moves and scores, best first) in a few bytes a position; `read` reads
    /// a position as the book names it.
    fn packs_and_reads_back<R: RuleSet>(rules: R, read: impl Fn(&str) -> Option<R::Game>) {
        let Some(book) = super::super::book(rules) else {
            return;
        };
        let bytes = pack(rules, book).unwrap();
        let lookup = Lookup::read(rules, &bytes).unwrap();
        assert_eq!(lookup.len(), book.len(), "{rules:?}");
        for (key, entries) in book {
            let position = read(key).unwrap();
            let mut expected = entries.clone();
            expected.sort_by_key(|(_, score)| -score);
            let found: Vec<(String, i32)> = lookup
                .moves(&position)
                .iter()
                .map(|(mv, score)| (mv.to_string(), *score))
                .collect();
            assert_eq!(found, expected, "{rules:?} {key}");
        }
        assert!(
            bytes.len() < book.len() * 12,
            "{rules:?}: {} bytes for {} positions",
            bytes.len(),
            book.len()
        );
    }

    #[test]
    fn numbers_round_trip() {
        for value in [
            0,
            1,
            -1,
            63,
            -64,
            64,
            127,
            128,
            -129,
            30000,
            i32::MAX,
            i32::MIN,
        ] {
            let mut bytes = Vec::new();
            write_number(&mut bytes, zigzag(value));
            let mut reader = Reader {
                bytes: &bytes,
                at: 0,
            };
            assert_eq!(unzigzag(reader.number().unwrap()), i64::from(value));
            assert_eq!(reader.at, bytes.len());
        }
    }

    #[test]
    fn damaged_bytes_are_refused_with_why_and_install_nothing() {
        let book = super::super::book(Variant::English).unwrap();
        let bytes = pack(Variant::English, book).unwrap();
        let installed = Installed::<Position>::new();
        let truncated = &bytes[..bytes.len() - 1];
        assert_eq!(
            installed.install(Variant::English, truncated),
            Err("the book ends in the middle")
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            installed.install(Variant::English, &longer),
            Err("the book has bytes after its last position")
        );
        assert_eq!(
            installed.install(Variant::English, &[1, 0x7e, 0]),
            Err("a book move is not a legal move of its position")
        );
        assert!(installed.get(Variant::English).is_none());
        for cut in 0..bytes.len() {
            assert!(
                Lookup::read(Variant::English, &bytes[..cut]).is_err(),
                "{cut}"
            );
        }
        installed.install(Variant::English, &bytes).unwrap();
        assert_eq!(
            installed.get(Variant::English).map(Lookup::len),
            Some(book.len())
        );
        let russian = pack(
            Variant::Russian,
            super::super::book(Variant::Russian).unwrap(),
        );
        assert_eq!(
            installed.install(Variant::English, &bytes),
            Err("this rule set already has an opening book")
        );
        assert!(installed.get(Variant::Russian).is_none());
        installed
            .install(Variant::Russian, &russian.unwrap())
            .unwrap();
    }

    #[test]
    fn a_position_the_moves_do_not_reach_is_refused() {
        let mut book = super::super::book(Variant::English).unwrap().clone();
        let lone = "B:a1w,h8b".to_string();
        book.insert(lone, vec![("h8-g7".to_string(), 0)]);
        assert_eq!(
            pack(Variant::English, &book),
            Err("1 of the book's positions are not reached from the start by its moves".into())
        );
    }
}
