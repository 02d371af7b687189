//! One small sort for the short lists the engine sorts (moves, towers, the lines of a listing).
//!
//! The standard library's sorts are built again for every element type and comparison, each
//! several KB of WebAssembly; the pages' engine had a dozen of them, about 30 KB of its code.
//! The engine's lists are short (a position's moves, the towers of a board), where an insertion
//! sort is as quick, and one is a few hundred bytes. It is stable, so it orders exactly as
//! `sort_by_key` did (and as `sort_unstable` did wherever no two items are equal).

/// Sorts `items` so that no item comes after one it goes `before`; equal items keep their order.
pub fn sort_by<T>(items: &mut [T], mut before: impl FnMut(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `items` by `key`, smallest first; equal keys keep their order.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a) < key(b));
}

/// Sorts `items` in their own order, smallest first.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, |a, b| a < b);
}

/// `items` sorted by their text (`to_string`), each text made once.
pub fn by_text<T: ToString>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut keyed: Vec<(String, T)> = items.into_iter().map(|t| (t.to_string(), t)).collect();
    sort_by(&mut keyed, |a, b| a.0 < b.0);
    keyed.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small generator of numbers, so that the test needs no crate.
    fn numbers(seed: u64, count: usize) -> Vec<u64> {
        let mut state = seed;
        (0..count)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                state >> 58
            })
            .collect()
    }

    #[test]
    fn orders_as_the_standard_stable_sort_does() {
        for seed in 0..200 {
            let items: Vec<(u64, usize)> = numbers(seed, (seed % 40) as usize)
                .into_iter()
                .enumerate()
                .map(|(i, n)| (n, i))
                .collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |&(n, _)| n);
            let mut theirs = items.clone();
            theirs.sort_by_key(|&(n, _)| n);
            assert_eq!(ours, theirs, "seed {seed}");
            let mut whole = items.clone();
            sort(&mut whole);
            theirs.sort();
            assert_eq!(whole, theirs);
        }
    }

    #[test]
    fn by_text_sorts_bytewise() {
        assert_eq!(by_text([10, 9, 100, 1]), vec![1, 10, 100, 9]);
        assert!(by_text(Vec::<u8>::new()).is_empty());
    }
}
