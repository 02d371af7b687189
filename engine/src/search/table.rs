//! The transposition table: what an earlier search learned about a position, by Zobrist hash.
//!
//! The table is an array of buckets of four 16-byte entries (64 bytes, aligned to one cache
//! line; natively on Linux backed by 2 MiB pages where the system allows), and
//! takes exactly the memory asked for, rounded down to whole buckets ([`Table::bytes`]): a
//! bucket is chosen by multiplying the hash's high 32 bits by the number of buckets, so any count
//! works, not only powers of two. A position may sit in any entry of its bucket. When storing
//! a position the bucket does not hold, the entry replaced is the least worth keeping: an empty
//! one first, else the one with the least depth, where an entry left by an earlier search (an
//! older *age*, [`Table::new_search`]) counts as much shallower. A result for a position already
//! stored replaces it unless it is shallower, only a bound, and of the same search.
//!
//! A move is stored as its index in the position's move list, which the generator always
//! produces in the same order, so an entry is 16 bytes whatever the game: the key, and the
//! score, depth, move, bound and age packed in a second word. An all-zero entry is empty.

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
    /// The bound kind in the low two bits (1 exact, 2 lower, 3 upper; 0 an empty entry), the
    /// search's age above them.
    bound_and_age: u8,
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
        match self.bound_and_age & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        }
    }

    /// The score, with a win or loss distance counted from `ply` again.
    pub fn score(&self, ply: usize) -> Score {
        from_table(self.score, ply)
    }

    fn age(&self) -> u8 {
        self.bound_and_age >> 2
    }

    /// The entry as stored: the key, then score, depth, move and bound with age in one word.
    fn pack(&self) -> [u64; 2] {
        let data = (self.score as u32 as u64)
            | (self.depth as u16 as u64) << 32
            | (self.best as u64) << 48
            | (self.bound_and_age as u64) << 56;
        [self.key, data]
    }

    fn unpack(slot: [u64; 2]) -> Entry {
        let [key, data] = slot;
        Entry {
            key,
            score: data as u32 as i32,
            depth: (data >> 32) as u16 as i16,
            best: (data >> 48) as u8,
            bound_and_age: (data >> 56) as u8,
        }
    }
}

/// Entries a bucket holds.
const BUCKET: usize = 4;

/// Ages are counted modulo this (six bits).
const AGES: u8 = 64;

/// How many plies of depth one search of age difference is worth when choosing what to replace.
const AGE_WEIGHT: i32 = 4;

/// One bucket: [`BUCKET`] packed entries ([`Entry::pack`]; all zero is empty), aligned to a
/// cache line so that a probe reads one line, not two.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([[u64; 2]; BUCKET]);

/// A fixed-size table of buckets.
pub struct Table {
    buckets: Vec<Bucket>,
    age: u8,
}

/// The size of a stored entry.
const ENTRY_BYTES: usize = core::mem::size_of::<[u64; 2]>();

impl Table {
    /// A table of `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize) -> Table {
        let count = ((megabytes << 20) / (BUCKET * ENTRY_BYTES)).clamp(1, u32::MAX as usize);
        let mut buckets = Vec::with_capacity(count);
        ask_for_huge_pages(&mut buckets);
        // Memory comes lazily, a page at its first touch; written now, those faults are paid
        // here and not inside a search's time (up to 40 ms of 100 with 64 MiB).
        buckets.resize(count, Bucket::default());
        Table { buckets, age: 0 }
    }

    /// The memory the entries take, in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * BUCKET * ENTRY_BYTES
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.age = 0;
    }

    /// Marks the entries stored so far as older than those to come (each new search at the
    /// root), so that they are the first replaced.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) % AGES;
    }

    /// `key`'s bucket: the key's high 32 bits scaled to the bucket count (fewer than 2³²
    /// buckets). One 64-bit product: a 128-bit one is a library call in wasm.
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (((key >> 32) * self.buckets.len() as u64) >> 32) as usize
    }

    /// Asks the processor to bring `key`'s bucket into its cache, for a probe soon after: the
    /// table is too large for the cache, and each node's probe would otherwise wait for memory
    /// (in a profile of the search, a fifth of its time). A no-op where there is no prefetch
    /// instruction (wasm).
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket: *const Bucket = &self.buckets[self.bucket(key)];
            // SAFETY: SSE is part of every x86_64 processor, and a prefetch is a hint that never
            // faults and changes nothing the program can see (the pointer is in bounds anyway).
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry for `key`, if the table holds one.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|slot| slot[0] == key && slot[1] != 0)
            .map(|&slot| Entry::unpack(slot))
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
        let index = self.bucket(key);
        let age = self.age;
        let bucket = &self.buckets[index].0;
        let slot = match bucket.iter().position(|s| s[0] == key && s[1] != 0) {
            Some(same) => {
                let old = Entry::unpack(bucket[same]);
                if old.depth as i32 > depth && bound != Bound::Exact && old.age() == age {
                    return;
                }
                same
            }
            None => {
                // Read straight from the packed word: depth in bits 32–47, age in 58–63.
                let worth = |s: &[u64; 2]| {
                    if s[1] == 0 {
                        i32::MIN
                    } else {
                        let older = (age + AGES - (s[1] >> 58) as u8) % AGES;
                        (s[1] >> 32) as u16 as i16 as i32 - AGE_WEIGHT * older as i32
                    }
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let old = Entry::unpack(bucket[slot]);
        let best = match best {
            Some(index) if index < u8::MAX as usize => index as u8,
            _ if old.key == key => old.best,
            _ => u8::MAX,
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let entry = Entry {
            key,
            score: to_table(score, ply),
            depth: depth.clamp(0, i16::MAX as i32) as i16,
            best,
            bound_and_age: bound_bits | age << 2,
        };
        self.buckets[index].0[slot] = entry.pack();
    }
}

/// Asks Linux to back the (still untouched) memory of `buckets` with 2 MiB pages: each probe
/// lands at random in the table, and with 4 KiB pages nearly every one also misses the
/// processor's address cache (TLB). Where the system says no, or elsewhere, nothing changes.
fn ask_for_huge_pages(buckets: &mut Vec<Bucket>) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let spare = buckets.spare_capacity_mut();
        let start = spare.as_mut_ptr() as usize;
        let first = start.next_multiple_of(PAGE);
        let end = (start + core::mem::size_of_val(spare)) / PAGE * PAGE;
        if end > first {
            // SAFETY: the whole pages inside the vector's own allocation; the
            // advice changes how the kernel backs it, never what the program reads.
            unsafe {
                libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buckets;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_takes_the_memory_asked_for() {
        assert_eq!(ENTRY_BYTES, 16);
        assert_eq!(Table::new(16).bytes(), 16 << 20);
        assert_eq!(Table::new(3).bytes(), 3 << 20);
    }

    #[test]
    fn a_bucket_is_one_cache_line() {
        assert_eq!(core::mem::size_of::<Bucket>(), 64);
        for megabytes in [0, 1, 3] {
            let table = Table::new(megabytes);
            assert_eq!(table.buckets.as_ptr() as usize % 64, 0);
        }
    }

    #[test]
    fn a_bucket_keeps_four_positions_and_replaces_the_shallowest() {
        let mut table = Table::new(0); // one bucket: every key shares it
        for key in 1..=4u64 {
            table.store(key, 0, key as i32, 10, Bound::Exact, Some(0));
        }
        for key in 1..=4u64 {
            assert_eq!(table.probe(key).map(|e| e.depth()), Some(key as i32));
        }
        table.store(5, 0, 3, 10, Bound::Lower, None);
        assert!(table.probe(1).is_none(), "the shallowest goes");
        assert!(table.probe(5).is_some());
        assert_eq!(table.probe(5).unwrap().bound(), Bound::Lower);
    }

    #[test]
    fn entries_of_an_earlier_search_go_first() {
        let mut table = Table::new(0);
        for key in 1..=4u64 {
            table.store(key, 0, 10, 0, Bound::Exact, None);
        }
        table.new_search();
        table.store(2, 0, 10, 0, Bound::Exact, None); // seen again in the new search
        table.new_search();
        table.store(9, 0, 1, 0, Bound::Upper, None);
        assert!(table.probe(2).is_some(), "the most recent survives");
        assert_eq!(
            [1, 3, 4]
                .iter()
                .filter(|&&k| table.probe(k).is_none())
                .count(),
            1
        );
    }

    #[test]
    fn a_shallower_bound_does_not_replace_a_deeper_result_of_the_same_search() {
        let mut table = Table::new(1);
        table.store(42, 0, 8, 50, Bound::Exact, Some(3));
        table.store(42, 0, 2, -10, Bound::Upper, None);
        let entry = table.probe(42).unwrap();
        assert_eq!(
            (entry.depth(), entry.score(0), entry.best()),
            (8, 50, Some(3))
        );
        table.new_search();
        table.store(42, 0, 2, -10, Bound::Upper, None);
        let entry = table.probe(42).unwrap();
        assert_eq!(
            (entry.depth(), entry.best()),
            (2, Some(3)),
            "an old entry gives way"
        );
    }
}
