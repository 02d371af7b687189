//! Suggestions for a mistyped name: the known name a couple of edits away (` ```bord ` for
//! ` ```board `), so that a typo is refused with what was meant instead of passing unseen.

/// How many single-character insertions, deletions and substitutions turn `a` into `b`
/// (Levenshtein's distance, by characters).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replaced = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// The name of `known` that `typed` most likely meant: a different name at most two edits away
/// (ignoring case), the closest first.
pub fn meant<'k>(typed: &str, known: &[&'k str]) -> Option<&'k str> {
    let lower = typed.to_lowercase();
    known
        .iter()
        .filter(|name| **name != typed)
        .map(|name| (edit_distance(&lower, name), *name))
        .filter(|(distance, _)| *distance <= 2)
        .min()
        .map(|(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_distance_counts_edits() {
        assert_eq!(edit_distance("board", "board"), 0);
        assert_eq!(edit_distance("bord", "board"), 1);
        assert_eq!(edit_distance("boards", "board"), 1);
        assert_eq!(edit_distance("baord", "board"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("toml", "board"), 4);
    }

    #[test]
    fn a_typo_is_taken_for_the_name_meant_and_other_words_are_not() {
        for typo in ["bord", "boards", "Board", "baord", "boar"] {
            assert_eq!(meant(typo, &["board"]), Some("board"), "{typo}");
        }
        for other in ["board", "toml", "text", "rust", ""] {
            assert_eq!(meant(other, &["board"]), None, "{other}");
        }
    }
}
