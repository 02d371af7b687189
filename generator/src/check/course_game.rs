//! A lesson's game block (` ```game `): a whole game against the computer from the start, played
//! on the game page and counted as the lesson's last level once it ends, won or lost. Its keys:
//! `level:` (1–8, the computer's level) and `side:` (`white` or `black`, the learner's side; the
//! side that moves first when not given).

use crate::board_kind::BoardKind;
use crate::content::markdown::FencedBlock;
use crate::error::{Error, Result};
use engine::Variant;

/// A whole game against the computer, as a lesson asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseGame {
    /// The rule set played.
    pub variant: Variant,
    /// The computer's level, 1–8.
    pub level: u8,
    /// The learner's side: `white` or `black`.
    pub side: &'static str,
}

/// The game of `block`, in a lesson of `kind` in `path` whose body starts at line `body_line`.
pub fn parse(
    block: &FencedBlock,
    path: &str,
    body_line: usize,
    kind: BoardKind,
) -> Result<CourseGame> {
    let first = body_line + block.first_line;
    let BoardKind::Draughts(variant) = kind else {
        return Err(Error::at(
            path,
            first.saturating_sub(1),
            1,
            "a game block is for the draughts lessons: Hexpush has its own game page",
        ));
    };
    let mut level = None;
    let mut side = variant.rules().first_to_move.name();
    for (offset, line) in block.text.lines().enumerate() {
        let at = first + offset;
        let Some((key, value)) = line.split_once(':') else {
            if line.trim().is_empty() {
                continue;
            }
            return Err(Error::at(
                path,
                at,
                1,
                "a game block takes `level: N` and `side: white|black`",
            ));
        };
        let col = key.len() + 2 + value.len() - value.trim_start().len();
        match (key.trim(), value.trim()) {
            ("level", value) => {
                level = Some(
                    value
                        .parse::<u8>()
                        .ok()
                        .filter(|n| (1..=8).contains(n))
                        .ok_or_else(|| {
                            Error::at(
                                path,
                                at,
                                col,
                                format!(
                                    "`{value}` is not a level: the computer's levels are 1 to 8"
                                ),
                            )
                        })?,
                )
            }
            ("side", "white") => side = "white",
            ("side", "black") => side = "black",
            ("side", value) => {
                return Err(Error::at(
                    path,
                    at,
                    col,
                    format!("`{value}` is not a side: write white or black"),
                ))
            }
            (key, _) => {
                return Err(Error::at(
                    path,
                    at,
                    1,
                    format!("`{key}` is not a key of a game block: it takes `level:` and `side:`"),
                ))
            }
        }
    }
    let level = level.ok_or_else(|| {
        Error::at(
            path,
            first.saturating_sub(1),
            1,
            "a game block needs the computer's level: add `level: 1`",
        )
    })?;
    Ok(CourseGame {
        variant,
        level,
        side,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::fenced_block as block;

    #[test]
    fn a_game_names_the_level_and_the_learners_side() {
        let bashni = BoardKind::Draughts(Variant::Bashni);
        assert_eq!(
            parse(&block("level: 1\n"), "x.md", 5, bashni),
            Ok(CourseGame {
                variant: Variant::Bashni,
                level: 1,
                side: "white"
            })
        );
        let english = BoardKind::Draughts(Variant::English);
        assert_eq!(
            parse(&block("level: 2\n"), "x.md", 5, english).map(|g| g.side),
            Ok("black")
        );
        assert_eq!(
            parse(&block("level: 3\nside: white\n"), "x.md", 5, english).map(|g| g.side),
            Ok("white")
        );
    }

    #[test]
    fn a_wrong_level_side_or_key_is_refused_at_its_place() {
        let bashni = BoardKind::Draughts(Variant::Bashni);
        let refused = |text: &str| {
            parse(&block(text), "x.md", 5, bashni)
                .unwrap_err()
                .to_string()
        };
        assert!(
            refused("level: 9\n").starts_with("x.md:8:8: `9` is not a level"),
            "{}",
            refused("level: 9\n")
        );
        assert!(refused("level: 1\nside: red\n").starts_with("x.md:9:7: `red` is not a side"));
        assert!(refused("level: 1\ntime: 5\n").starts_with("x.md:9:1: `time` is not a key"));
        assert!(refused("side: white\n")
            .starts_with("x.md:7:1: a game block needs the computer's level"));
        let hex = parse(&block("level: 1\n"), "x.md", 5, BoardKind::Hexpush).unwrap_err();
        assert!(hex
            .to_string()
            .starts_with("x.md:7:1: a game block is for the draughts lessons"));
    }
}
