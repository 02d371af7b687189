//! Board diagrams an author can type in a lesson: one text row per rank, top rank first, one
//! token per square — `.` for an empty square, or the tower's pieces bottom to top (`w`, `bW`).
//!
//! ```text
//! 8 . b . b . b . b
//! 7 b . b . . . b .
//! …
//!   a b c d e f g h
//! ```
//! The rank numbers on the left and the file letters below are optional. Errors give the line and
//! column of the token at fault, relative to the first row.

use engine::{Color, Piece, Setup, Square, Tower};

/// A problem at (row index, column in that row, both 0-based), with what to fix.
#[derive(Debug, PartialEq, Eq)]
pub struct DiagramError {
    /// Index of the row within the diagram.
    pub row: usize,
    /// Byte column within that row.
    pub col: usize,
    /// What is wrong and how to fix it.
    pub message: String,
}

fn error(row: usize, col: usize, message: String) -> DiagramError {
    DiagramError { row, col, message }
}

/// The tokens of a row with their byte columns.
fn tokens(row: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (index, c) in row.char_indices().chain(std::iter::once((row.len(), ' '))) {
        match (c.is_whitespace() || c == '|', start) {
            (true, Some(s)) => {
                out.push((s, &row[s..index]));
                start = None;
            }
            (false, None) => start = Some(index),
            _ => {}
        }
    }
    out
}

/// Reads a diagram of a `size`×`size` board with `side` to move.
pub fn parse(rows: &[&str], size: u8, side: Color) -> Result<Setup, DiagramError> {
    let size_usize = size as usize;
    let files: String = "abcdefgh"[..size_usize].chars().collect();
    let mut board_rows: Vec<(usize, Vec<(usize, &str)>)> = Vec::new();
    for (index, row) in rows.iter().enumerate() {
        let mut cells = tokens(row);
        if cells.is_empty() {
            continue;
        }
        let letters: String = cells.iter().map(|(_, t)| *t).collect();
        if letters == files {
            continue;
        }
        if cells[0].1.chars().all(|c| c.is_ascii_digit()) {
            let expected = size_usize - board_rows.len();
            if cells[0].1 != expected.to_string() {
                return Err(error(
                    index,
                    cells[0].0,
                    format!(
                        "this row is rank {expected}, but it is labelled `{}`",
                        cells[0].1
                    ),
                ));
            }
            cells.remove(0);
        }
        board_rows.push((index, cells));
    }
    if board_rows.len() != size_usize {
        let row = board_rows.last().map_or(0, |(index, _)| *index);
        return Err(error(
            row,
            0,
            format!(
                "the diagram has {} rows; a {size}×{size} board needs {size}, one per rank, top rank first",
                board_rows.len()
            ),
        ));
    }
    let mut setup = Setup::empty(side);
    for (rank_from_top, (index, cells)) in board_rows.iter().enumerate() {
        let rank = (size_usize - 1 - rank_from_top) as u8;
        if cells.len() != size_usize {
            let col = cells.last().map_or(0, |(c, _)| *c);
            return Err(error(
                *index,
                col,
                format!(
                    "rank {} has {} squares; write {size}, `.` for an empty one",
                    rank + 1,
                    cells.len()
                ),
            ));
        }
        for (file, (col, token)) in cells.iter().enumerate() {
            if *token == "." || *token == "-" {
                continue;
            }
            let square = Square::new(file as u8, rank);
            if !square.is_dark() {
                return Err(error(
                    *index,
                    *col,
                    format!("{square} is a light square: write `.` there"),
                ));
            }
            let mut tower = Tower::EMPTY;
            for (offset, letter) in token.char_indices() {
                let piece = Piece::from_letter(letter).ok_or_else(|| {
                    error(
                        *index,
                        col + offset,
                        format!("`{letter}` is not a piece: use w, W, b, B (bottom to top) or `.`"),
                    )
                })?;
                if tower.height() == engine::draughts::tower::MAX_HEIGHT {
                    return Err(error(
                        *index,
                        *col,
                        format!("the tower on {square} is too high"),
                    ));
                }
                tower = tower.with_top(piece);
            }
            setup.towers.push((square, tower));
        }
    }
    Ok(setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::draughts::tfen;

    #[test]
    fn a_diagram_reads_like_tfen() {
        let rows = [
            "8 . . . . . . . b",
            "7 . . . . . . . .",
            "6 . . . . . b . .",
            "5 . . . . . . . .",
            "4 . . . bW . . . .",
            "3 . . w . . . . .",
            "2 . . . . . . . .",
            "1 . . . . . . . .",
            "  a b c d e f g h",
        ];
        let setup = parse(&rows, 8, Color::White).unwrap();
        assert_eq!(tfen::write_setup(&setup), "W:c3w,d4bW,f6b,h8b");
    }

    #[test]
    fn mistakes_point_at_the_token() {
        let mut rows = vec![". . . . . . . ."; 8];
        rows[2] = ". . . x . . . .";
        assert_eq!(
            parse(&rows, 8, Color::White).unwrap_err(),
            error(
                2,
                6,
                "`x` is not a piece: use w, W, b, B (bottom to top) or `.`".into()
            )
        );
        rows[2] = ". . w . . . . .";
        assert_eq!(
            parse(&rows, 8, Color::White).unwrap_err().message,
            "c6 is a light square: write `.` there"
        );
        assert!(parse(&rows[..7], 8, Color::White)
            .unwrap_err()
            .message
            .starts_with("the diagram has 7 rows"));
    }
}
