//! The transposition table: what an earlier search learned about a position, by Zobrist hash.
//!
//! One entry a slot, replaced when the new search went at least as deep or the slot holds
//! another position. A move is stored as its index in the position's move list, which the
//! generator always produces in the same order, so an entry is 16 bytes whatever the game.

use super::{Score, MATE_BOUND};

/// How the stored score bounds the true one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    score: i32,
    depth: i16,
    /// The best move's index in the move list, or `u8::MAX`.
    best: u8,
    bound: Bound,
}

impl Entry {
    /// The best move's index in the position's move list.
    pub fn best(&self) -> Option<usize> {
        (self.best != u8::MAX).then_some(self.best as usize)
    }

    /// The depth it was searched to.
    pub fn depth(&self) -> i32 {
        self.depth as i32
    }

    /// The bound kind.
    pub fn bound(&self) -> Bound {
        self.bound
    }

    /// The score, with a win or loss distance counted from `ply` again.
    pub fn score(&self, ply: usize) -> Score {
        from_table(self.score, ply)
    }
}

/// A fixed-size table indexed by the low bits of the hash.
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    depth: -1,
    best: u8::MAX,
    bound: Bound::Upper,
};

impl Table {
    /// A table of about `megabytes` MB (a power of two number of entries, at least 1024).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / core::mem::size_of::<Entry>();
        let len = wanted.max(1024).next_power_of_two() / 2;
        Table {
            slots: vec![EMPTY; len.max(1024)],
            mask: len.max(1024) - 1,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY);
    }

    /// The entry for `key`, if the table holds one.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.slots[key as usize & self.mask];
        (entry.key == key && entry.depth >= 0).then_some(entry)
    }

    /// Stores a result for `key` found `ply` plies from the root.
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        depth: i32,
        score: Score,
        bound: Bound,
        best: Option<usize>,
    ) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key && slot.depth as i32 > depth && bound != Bound::Exact {
            return;
        }
        let best = match best {
            Some(index) if index < u8::MAX as usize => index as u8,
            _ if slot.key == key => slot.best,
            _ => u8::MAX,
        };
        *slot = Entry {
            key,
            score: to_table(score, ply),
            depth: depth.clamp(0, i16::MAX as i32) as i16,
            best,
            bound,
        };
    }
}

/// A win or loss score counted from the root becomes one counted from this node.
fn to_table(score: Score, ply: usize) -> Score {
    if score > MATE_BOUND {
        score + ply as Score
    } else if score < -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

fn from_table(score: Score, ply: usize) -> Score {
    if score > MATE_BOUND {
        score - ply as Score
    } else if score < -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}
