//! The coordinates trainer's block (` ```coordinates `): where a lesson puts the trainer that asks
//! for squares against the clock. Its one optional key, `variant:`, names the rule set whose
//! square names it asks (`english`: 1–32); without it, the lesson's.

use crate::board_kind::BoardKind;
use crate::content::markdown::FencedBlock;
use crate::error::{Error, Result};
use engine::Variant;

/// The rule set whose square names the trainer of `block` asks, from a lesson of `kind` in
/// `path` whose body starts at line `body_line`.
pub fn variant(
    block: &FencedBlock,
    path: &str,
    body_line: usize,
    kind: BoardKind,
) -> Result<Variant> {
    let mut variant = match kind {
        BoardKind::Draughts(variant) => Some(variant),
        BoardKind::Hexpush => None,
    };
    let first = body_line + block.first_line;
    for (offset, line) in block.text.lines().enumerate() {
        let at = first + offset;
        if line.trim().is_empty() {
            continue;
        }
        let Some(value) = line.strip_prefix("variant:") else {
            return Err(Error::at(
                path,
                at,
                1,
                "a coordinates block takes only `variant:` (the rule set whose square names it asks)",
            ));
        };
        let value = value.trim();
        let col = line.len() - line.trim_start_matches("variant:").trim_start().len() + 1;
        variant = Some(
            value
                .parse::<Variant>()
                .map_err(|error| Error::at(path, at, col, error))?,
        );
    }
    // Said at the fence, the line above the block's first.
    variant.ok_or_else(|| {
        Error::at(
            path,
            first.saturating_sub(1),
            1,
            "the coordinates trainer asks for squares of a draughts board: name one with `variant:`",
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::fenced_block as block;

    #[test]
    fn the_trainer_asks_the_lessons_squares_or_those_of_the_variant_named() {
        let bashni = BoardKind::Draughts(Variant::Bashni);
        assert_eq!(variant(&block(""), "x.md", 5, bashni), Ok(Variant::Bashni));
        assert_eq!(
            variant(&block("variant: english\n"), "x.md", 5, bashni),
            Ok(Variant::English)
        );
        assert_eq!(
            variant(&block("variant: english\n"), "x.md", 5, BoardKind::Hexpush),
            Ok(Variant::English)
        );
    }

    #[test]
    fn a_wrong_key_or_rule_set_is_refused_at_its_line() {
        let bashni = BoardKind::Draughts(Variant::Bashni);
        let error = variant(&block("side: white\n"), "x.md", 5, bashni).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("x.md:8:1: a coordinates block takes only `variant:`"),
            "{error}"
        );
        let error = variant(&block("variant: chess\n"), "x.md", 5, bashni).unwrap_err();
        assert!(error.to_string().starts_with("x.md:8:10: "), "{error}");
        let error = variant(&block(""), "x.md", 5, BoardKind::Hexpush).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("x.md:7:1: the coordinates trainer asks"),
            "{error}"
        );
    }
}
