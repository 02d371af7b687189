//! The puzzle sets, `content/puzzles/VARIANT.txt`: one puzzle a line,
//! `ID|POSITION|MOVES|RATING|THEMES` (mined by `engine puzzles`, see the README). Each line is
//! checked with the engine — the position read, the player to move first, every move of the
//! solution legal in turn, the player's move first and last — and a refusal names `file:line`.
//! Empty lines and lines starting with `#` are comments.

use crate::board_kind::BoardKind;
use crate::error::{Error, Result};
use engine::draughts::tfen;
use engine::game::{Game, Playable};
use engine::hex::hfen;
use std::collections::HashSet;
use std::fs;
use std::path::Path;

/// The themes a puzzle may name (see the engine's `cli/themes.rs`).
pub const THEMES: [&str; 11] = [
    "capture-chain",
    "shot",
    "promotion-mid-capture",
    "turkish-strike",
    "breakthrough",
    "liberation",
    "ownership-flip",
    "tower-of-3",
    "push-off",
    "double-push-off",
    "broadside",
];

/// One checked puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its id, unique in its set.
    pub id: String,
    /// The position (TFEN or HFEN) with the player to move.
    pub position: String,
    /// The solution: the player's and the opponent's moves alternating.
    pub moves: Vec<String>,
    /// Its starting rating.
    pub rating: u32,
    /// Its theme ids.
    pub themes: Vec<String>,
}

/// The puzzles of one game.
pub struct PuzzleSet {
    /// The game they are played in.
    pub kind: BoardKind,
    /// The puzzles in file order.
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// The set as the puzzle page reads it: a JSON list of `[id, position, moves, rating,
    /// themes]`, the moves and themes as space- and comma-separated text.
    pub fn json(&self) -> String {
        let items: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| {
                format!(
                    "[{},{},{},{},{}]",
                    engine::web::schema::string(&p.id),
                    engine::web::schema::string(&p.position),
                    engine::web::schema::string(&p.moves.join(" ")),
                    p.rating,
                    engine::web::schema::string(&p.themes.join(","))
                )
            })
            .collect();
        format!("[{}]", items.join(","))
    }
}

/// Reads and checks every `content/puzzles/*.txt` under `root` (none: no puzzle pages), in
/// the site's order of games ([`BoardKind::order`]: the puzzle pages list them so).
pub fn load(root: &Path) -> Result<Vec<PuzzleSet>> {
    let dir = root.join("content").join("puzzles");
    let Ok(entries) = fs::read_dir(&dir) else {
        return Ok(Vec::new());
    };
    let mut files: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    let mut sets = Vec::new();
    for file in files {
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let shown = format!("content/puzzles/{name}");
        let Some(id) = name.strip_suffix(".txt") else {
            return Err(Error::file(&shown, "a puzzle file is named VARIANT.txt"));
        };
        let kind = BoardKind::parse(id).map_err(|e| Error::file(&shown, e))?;
        let text = crate::inside::read_text(root, &shown)?;
        sets.push(PuzzleSet {
            kind,
            puzzles: check(&shown, &text, kind)?,
        });
    }
    sets.sort_by_key(|set| set.kind.order());
    Ok(sets)
}

/// Checks the puzzle file `path` (its text) of the game `kind`.
pub fn check(path: &str, text: &str, kind: BoardKind) -> Result<Vec<Puzzle>> {
    let mut ids = HashSet::new();
    let mut puzzles = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = parse(line, kind).map_err(|e| Error::at(path, line_no, 1, e))?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(Error::at(
                path,
                line_no,
                1,
                format!("puzzle id `{}` is used twice", puzzle.id),
            ));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// One line read and checked.
fn parse(line: &str, kind: BoardKind) -> core::result::Result<Puzzle, String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [id, position, moves, rating, themes] = fields[..] else {
        return Err(format!(
            "a puzzle is ID|POSITION|MOVES|RATING|THEMES (5 fields), this line has {}",
            fields.len()
        ));
    };
    let id_ok = !id.is_empty()
        && id.len() <= 20
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !id_ok {
        return Err(format!(
            "puzzle id `{}` is not 1-20 lowercase letters, digits and `-`",
            id.escape_debug()
        ));
    }
    let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
    if moves.len().is_multiple_of(2) {
        return Err(format!(
            "the solution has {} moves: it starts and ends with the player's move, so it has an odd number",
            moves.len()
        ));
    }
    match kind {
        BoardKind::Draughts(variant) => {
            let start = tfen::parse(variant, position).map_err(|e| e.to_string())?;
            replay(Game::from_position(start), &moves)?;
        }
        BoardKind::Hexpush => {
            let start = hfen::parse(position).map_err(|e| e.to_string())?;
            replay(Game::from_position(start), &moves)?;
        }
    }
    let rating: u32 = rating
        .parse()
        .ok()
        .filter(|r| (100..=3500).contains(r))
        .ok_or_else(|| {
            format!(
                "rating `{}` is not a number from 100 to 3500",
                rating.escape_debug()
            )
        })?;
    let themes: Vec<String> = themes
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect();
    if let Some(unknown) = themes.iter().find(|t| !THEMES.contains(&t.as_str())) {
        return Err(format!(
            "unknown theme `{}` (known: {})",
            unknown.escape_debug(),
            THEMES.join(", ")
        ));
    }
    Ok(Puzzle {
        id: id.to_string(),
        position: position.to_string(),
        moves,
        rating,
        themes,
    })
}

/// Plays the solution from the puzzle's position: every move legal, the game not over before
/// the last.
fn replay<P: Playable>(mut game: Game<P>, moves: &[String]) -> core::result::Result<(), String> {
    if game.outcome().is_some() {
        return Err("the game is already over in this position".to_string());
    }
    for (i, text) in moves.iter().enumerate() {
        if game.outcome().is_some() {
            return Err(format!("the game is over before move {} (`{text}`)", i + 1));
        }
        game.play_text(text)
            .map_err(|e| format!("move {} `{text}` of the solution: {e}", i + 1))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Variant;

    const RUSSIAN: BoardKind = BoardKind::Draughts(Variant::Russian);

    #[test]
    fn a_good_line_is_read() {
        let puzzles = check(
            "p.txt",
            "# comment\n\nru-000001|W:c3w,d4b,h8b|c3:e5|900|\n",
            RUSSIAN,
        )
        .unwrap();
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].moves, vec!["c3:e5"]);
    }

    #[test]
    fn every_fault_names_its_line() {
        let cases = [
            ("ru-1|W:c3w,d4b,h8b|c3:e5|900", "5 fields"),
            ("ru-1|W:c3w,d4b,h8b|c3-b4|900|", "move 1 `c3-b4`"),
            ("ru-1|W:c3w,d4b,h8b|c3:e5 h8-g7|900|", "odd number"),
            ("ru-1|W:c3w,d4b,h8b|c3:e5|9|", "rating `9`"),
            (
                "ru-1|W:c3w,d4b,h8b|c3:e5|900|magic",
                "unknown theme `magic`",
            ),
            ("RU 1|W:c3w,d4b,h8b|c3:e5|900|", "puzzle id"),
            ("ru-1|W:zz|c3:e5|900|", ""),
        ];
        for (line, wanted) in cases {
            let text = format!("# first\n{line}\n");
            let error = check("content/puzzles/russian.txt", &text, RUSSIAN).unwrap_err();
            let shown = error.to_string();
            assert!(shown.contains("content/puzzles/russian.txt:2"), "{shown}");
            assert!(shown.contains(wanted), "{line}: {shown}");
        }
        let twice = "ru-1|W:c3w,d4b,h8b|c3:e5|900|\nru-1|W:c3w,d4b,h8b|c3:e5|900|\n";
        let error = check("p.txt", twice, RUSSIAN).unwrap_err().to_string();
        assert!(
            error.contains("p.txt:2") && error.contains("used twice"),
            "{error}"
        );
    }
}
