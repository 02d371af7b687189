//! Endgame tables for Russian draughts and English checkers: every position of up to four pieces
//! (no towers; the solver and the index go to five), won, drawn or lost for the side to move,
//! with the distance to the end in plies.
//!
//! The tables are made by retrograde analysis ([`generate`]; `engine endgame generate VARIANT`)
//! and kept in `engine/data/endgame/VARIANT.egtb` (`store`: run-length coded bytes). The
//! native search reads them on its first probe ([`probe`]): the file's headings then, a
//! material's bytes when it is first reached, and a table unpacked once is mapped from the
//! system's temporary folder by every later process (`mapped`). The pages carry no table files
//! (2.5 MB): the Russian game page's and the analysis board's worker solves the materials a game
//! comes down to ([`on_demand`], `endgames` feature), and there [`probe`] reads those.
//!
//! ```no_run
//! use engine::endgame::{probe, Value};
//! use engine::{draughts::tfen, Variant};
//!
//! // Two kings against one in English checkers: a win.
//! let position = tfen::parse(Variant::English, "W:a1W,c1W,h8b").unwrap();
//! assert!(matches!(probe(&position), Some(Value::Win(_))));
//! ```

pub mod check;
pub mod generate;
pub mod index;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod mapped;
pub mod on_demand;
#[cfg(not(target_arch = "wasm32"))]
pub mod store;

use crate::{Position, Variant};
use index::{Material, Placement, MAX_PIECES};
use std::sync::OnceLock;

/// A slot that holds no position (two pieces on a square, a man on its crowning rank).
const INVALID: u8 = 255;

/// What a table says of a position, for its side to move; distances are in plies to the end of
/// the game with best play (the winner shortest, the loser longest).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Value {
    /// Won in that many plies (odd).
    Win(u32),
    /// Drawn.
    Draw,
    /// Lost in that many plies (even; 0: no move now).
    Loss(u32),
}

impl Value {
    /// The stored byte: 0 a draw, otherwise the distance plus one (its parity says who wins).
    pub fn byte(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) | Value::Loss(d) => (d + 1).min(254) as u8,
        }
    }

    /// The value of a stored byte; `None` for a slot that holds no position.
    pub fn from_byte(byte: u8) -> Option<Value> {
        match byte {
            INVALID => None,
            0 => Some(Value::Draw),
            b if (b - 1).is_multiple_of(2) => Some(Value::Loss(u32::from(b - 1))),
            b => Some(Value::Win(u32::from(b - 1))),
        }
    }
}

/// A material's table, one byte a slot: made or unpacked here, or mapped from the cache folder.
enum TableBytes {
    Owned(Vec<u8>),
    #[cfg(all(unix, not(target_arch = "wasm32")))]
    Mapped(mapped::Mapped),
}

impl TableBytes {
    fn as_slice(&self) -> &[u8] {
        match self {
            TableBytes::Owned(bytes) => bytes,
            #[cfg(all(unix, not(target_arch = "wasm32")))]
            TableBytes::Mapped(mapped) => mapped.bytes(),
        }
    }
}

/// One material's table: its bytes, or until first asked for, where the file's packed form is
/// (read and unpacked lazily: a search that reaches a few materials reads only those).
struct Slot {
    bytes: OnceLock<TableBytes>,
    #[cfg(not(target_arch = "wasm32"))]
    packed: store::Packed,
}

/// The tables of one rule set: one byte per slot of each material solved.
pub struct Tables {
    variant: Variant,
    /// Indexed by [`Material::key`].
    tables: Vec<Option<Slot>>,
    /// The most pieces of any material held.
    pieces: u8,
    /// Whether the slots of positions with a capture to make hold their values (as solved);
    /// the file leaves them out (`store`), and then they are worked out from the captures.
    #[cfg(not(target_arch = "wasm32"))]
    captures_stored: bool,
    /// A folder where unpacked tables are kept between runs (a process per move, as the
    /// command line's `best`, then reads a table instead of unpacking it: a few milliseconds
    /// each).
    #[cfg(not(target_arch = "wasm32"))]
    cache: Option<std::path::PathBuf>,
}

impl Tables {
    /// No table yet.
    pub fn empty(variant: Variant) -> Tables {
        Tables {
            variant,
            tables: (0..625).map(|_| None).collect(),
            pieces: 0,
            #[cfg(not(target_arch = "wasm32"))]
            captures_stored: true,
            #[cfg(not(target_arch = "wasm32"))]
            cache: None,
        }
    }

    /// The rule set.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The most pieces of a position the tables answer for.
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// The materials held, in the order they were solved.
    pub fn materials(&self) -> Vec<Material> {
        Material::all(MAX_PIECES)
            .into_iter()
            .filter(|m| self.table(*m).is_some())
            .collect()
    }

    /// The table of `material`, if held (unpacked on first use; a table that does not unpack
    /// is empty, and answers nothing).
    pub fn table(&self, material: Material) -> Option<&[u8]> {
        let slot = self.tables.get(material.key())?.as_ref()?;
        Some(
            slot.bytes
                .get_or_init(|| self.unpack(slot, material))
                .as_slice(),
        )
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn unpack(&self, slot: &Slot, material: Material) -> TableBytes {
        store::unpack_cached(&slot.packed, material, self.cache.as_deref())
            .unwrap_or(TableBytes::Owned(Vec::new()))
    }

    /// The pages only solve tables ([`on_demand`]), which are never packed.
    #[cfg(target_arch = "wasm32")]
    fn unpack(&self, _slot: &Slot, _material: Material) -> TableBytes {
        TableBytes::Owned(Vec::new())
    }

    /// Holds `table` for `material` (its size must be the material's).
    fn insert(&mut self, material: Material, table: Vec<u8>) {
        if let Some(slot) = self.tables.get_mut(material.key()) {
            self.pieces = self.pieces.max(material.total());
            *slot = Some(Slot {
                bytes: OnceLock::from(TableBytes::Owned(table)),
                #[cfg(not(target_arch = "wasm32"))]
                packed: store::Packed::Bytes(Vec::new()),
            });
        }
    }

    /// Holds `material`'s table in the file's packed form, to read and unpack on first use.
    #[cfg(not(target_arch = "wasm32"))]
    fn insert_packed(&mut self, material: Material, packed: store::Packed) {
        if let Some(slot) = self.tables.get_mut(material.key()) {
            self.pieces = self.pieces.max(material.total());
            *slot = Some(Slot {
                bytes: OnceLock::new(),
                packed,
            });
        }
    }

    /// What the tables say of `position`: `None` when it is not of their rule set, has towers
    /// or more pieces than they hold. A side to move without pieces has lost.
    // One copy in the pages' wasm, where size counts more than speed.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn lookup(&self, position: &Position) -> Option<Value> {
        if position.variant() != self.variant {
            return None;
        }
        if position.owned_by(position.side_to_move()) == 0 {
            return Some(Value::Loss(0));
        }
        if position.occupied().count_ones() > u32::from(self.pieces) {
            return None;
        }
        let placement = Placement::of(position);
        let material = placement.material();
        if material.total() as u32 != position.occupied().count_ones() {
            // Towers: more pieces than squares taken.
            return None;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if !self.captures_stored {
            let moves = position.legal_moves();
            if moves.first().is_some_and(crate::Move::is_capture) {
                return self.best_of(position, &moves);
            }
        }
        let byte = *self.table(material)?.get(placement.index())?;
        Value::from_byte(byte)
    }

    /// The value of `position` from those of its `moves` (captures: each leads to fewer pieces).
    #[cfg(not(target_arch = "wasm32"))]
    fn best_of(&self, position: &Position, moves: &[crate::Move]) -> Option<Value> {
        best_of_moves(position, moves, |child| self.lookup(child)).map(|(_, value)| value)
    }
}

/// The best of `moves` for the side to move, by the values `value_of` gives the positions they
/// lead to, with its value for the mover; `None` when there is no move or a value is unknown.
fn best_of_moves(
    position: &Position,
    moves: &[crate::Move],
    value_of: impl Fn(&Position) -> Option<Value>,
) -> Option<(crate::Move, Value)> {
    let mut best: Option<(crate::Move, Value)> = None;
    for mv in moves {
        let child = crate::game::Playable::after(position, mv);
        let mine = match value_of(&child)? {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        };
        if best.is_none_or(|(_, b)| preference(mine) > preference(b)) {
            best = Some((*mv, mine));
        }
    }
    best
}

/// How much the side to move likes a value: a short win most, a short loss least.
fn preference(value: Value) -> i64 {
    match value {
        Value::Win(d) => 1_000 - i64::from(d),
        Value::Draw => 0,
        Value::Loss(d) => -1_000 + i64::from(d),
    }
}

/// The rule sets that have tables.
pub const VARIANTS: [Variant; 2] = [Variant::Russian, Variant::English];

/// The tables of `variant` read from `engine/data/endgame` (or the folder named by the
/// environment variable `ENGINE_ENDGAME_DIR`) on first use; `None` when there are none.
#[cfg(not(target_arch = "wasm32"))]
pub fn tables(variant: Variant) -> Option<&'static Tables> {
    static LOADED: [OnceLock<Option<Tables>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = VARIANTS.iter().position(|&v| v == variant)?;
    LOADED[slot]
        .get_or_init(|| store::read(&store::path(variant), variant).ok())
        .as_ref()
}

/// The move the tables play in `position`: to the shortest win, else to a draw, else to the
/// longest loss; `None` when they do not hold the position or one of its moves'.
pub fn best_move(position: &Position) -> Option<crate::Move> {
    probe(position)?;
    best_of_moves(position, &position.legal_moves(), probe).map(|(mv, _)| mv)
}

/// What the tables say of `position` (see [`Tables::lookup`]); `None` when its rule set has no
/// tables, it has towers or too many pieces (in the pages: or its material is not solved yet).
pub fn probe(position: &Position) -> Option<Value> {
    if position.occupied().count_ones() > u32::from(MAX_PIECES) {
        return None;
    }
    #[cfg(not(target_arch = "wasm32"))]
    return tables(position.variant())?.lookup(position);
    #[cfg(target_arch = "wasm32")]
    return on_demand::lookup(position);
}
