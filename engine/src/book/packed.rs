//! A book as a page carries it: the book's tree of moves from the start, a few bytes a position,
//! where the text names every position by its TFEN (about 100 bytes a line). The game pages
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
#[cfg(not(target_arch = "wasm32"))]
use crate::draughts::tfen;
use crate::game::Playable;
use crate::{Move, Position, Variant};
use std::sync::OnceLock;

/// Packs `book` of `variant` ([`Lookup::read`] reads it). Refused, with why, when a position is
/// not reached from the start by the book's moves, or a move is not legal in its position.
#[cfg(not(target_arch = "wasm32"))]
pub fn pack(variant: Variant, book: &Book) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let start = Position::start(variant);
    let mut written = std::collections::HashSet::from([tfen::write(&start)]);
    let mut walk = vec![start];
    while let Some(position) = walk.pop() {
        let key = tfen::write(&position);
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
            let after_key = tfen::write(&after);
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
/// moves and their scores (hundredths of a man), best first. (Looked up one by one: the search
/// asks once a move, and a few hundred comparisons cost less code in the page than a sort.)
#[derive(Debug, Default)]
pub struct Lookup {
    positions: Vec<(u64, Vec<(Move, i32)>)>,
}

impl Lookup {
    /// Reads a book that [`pack`] wrote for `variant`; refused, with why, when the bytes do not
    /// read as one.
    pub fn read(variant: Variant, bytes: &[u8]) -> Result<Lookup, &'static str> {
        let mut positions = Vec::new();
        let mut reader = Reader { bytes, at: 0 };
        let mut walk = vec![Position::start(variant)];
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
    pub fn moves(&self, position: &Position) -> &[(Move, i32)] {
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
pub struct Installed {
    slots: [OnceLock<Lookup>; Variant::ALL.len()],
}

impl Installed {
    /// No book installed.
    pub const fn new() -> Installed {
        Installed {
            slots: [const { OnceLock::new() }; Variant::ALL.len()],
        }
    }

    /// Installs `variant`'s book from `bytes` ([`pack`]). Refused, with why, for bytes that do
    /// not read and for a second book of a rule set (a page installs each book once).
    pub fn install(&self, variant: Variant, bytes: &[u8]) -> Result<(), &'static str> {
        self.slots[variant.index()]
            .set(Lookup::read(variant, bytes)?)
            .map_err(|_| "this rule set already has an opening book")
    }

    /// The book installed for `variant`, if it has positions.
    pub fn get(&self, variant: Variant) -> Option<&Lookup> {
        self.slots[variant.index()]
            .get()
            .filter(|book| !book.is_empty())
    }
}

impl Default for Installed {
    fn default() -> Installed {
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

    #[test]
    fn every_built_in_book_packs_and_reads_back_the_same() {
        for variant in Variant::ALL {
            let Some(book) = super::super::book(variant) else {
                continue;
            };
            let bytes = pack(variant, book).unwrap();
            let lookup = Lookup::read(variant, &bytes).unwrap();
            assert_eq!(lookup.len(), book.len(), "{variant:?}");
            for (key, entries) in book {
                let position = tfen::parse(variant, key).unwrap();
                let mut expected = entries.clone();
                expected.sort_by_key(|(_, score)| -score);
                let found: Vec<(String, i32)> = lookup
                    .moves(&position)
                    .iter()
                    .map(|(mv, score)| (mv.to_string(), *score))
                    .collect();
                assert_eq!(found, expected, "{variant:?} {key}");
            }
            assert!(
                bytes.len() < book.len() * 12,
                "{variant:?}: {} bytes for {} positions",
                bytes.len(),
                book.len()
            );
        }
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
        let installed = Installed::new();
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
