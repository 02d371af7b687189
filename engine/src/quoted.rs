//! Someone else's text shown inside a message: a move, a square, a tag typed or read from a file
//! goes back to the user in an error ("`x9` is not a square"), and such text may hold what a
//! message must not pass on as it is — a line break, a terminal's escape sequence, a character
//! that turns the rest of the line right to left. [`quoted`] writes those as escapes
//! (`\n`, `\0`, `\u{202e}`) and every other character as itself.
//!
//! It does what `str::escape_debug` does for such text, with one difference in reach: it escapes
//! the control characters and the invisible formatting ones by their code points, where
//! `escape_debug` consults the whole Unicode table of printable characters. That table, its
//! code and the `Debug` formatting around it made about 3 KB of each page's compressed wasm,
//! for characters no move or square is made of.
//!
//! ```
//! use engine::quoted::quoted;
//!
//! assert_eq!(quoted("e3-f4").to_string(), "e3-f4");
//! assert_eq!(quoted("a1\n\u{1b}[2J").to_string(), "a1\\n\\u{1b}[2J");
//! assert_eq!(quoted("дамка \"x\"").to_string(), "дамка \\\"x\\\"");
//! ```

use core::fmt::{self, Display, Write as _};

/// `text` as a message shows it: see the [module](self).
pub fn quoted(text: &str) -> Quoted<'_> {
    Quoted(text)
}

/// Text that displays with its unsafe characters escaped ([`quoted`]).
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(&'a str);

impl Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '\n' => f.write_str("\\n")?,
                '\r' => f.write_str("\\r")?,
                '\t' => f.write_str("\\t")?,
                '\0' => f.write_str("\\0")?,
                '\\' | '"' | '\'' => {
                    f.write_char('\\')?;
                    f.write_char(c)?;
                }
                c if c.is_control() || invisible(c) => write!(f, "\\u{{{:x}}}", c as u32)?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// Whether `c` is a formatting character that shows nothing but changes how the text around it
/// is shown or read: zero-width characters, direction marks, embeddings, overrides and isolates,
/// separators of lines and paragraphs, the byte-order mark and the other invisible operators.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{ad}'
        | '\u{34f}'
        | '\u{61c}'
        | '\u{115f}'..='\u{1160}'
        | '\u{17b4}'..='\u{17b5}'
        | '\u{180b}'..='\u{180f}'
        | '\u{200b}'..='\u{200f}'
        | '\u{2028}'..='\u{202e}'
        | '\u{2060}'..='\u{206f}'
        | '\u{3164}'
        | '\u{fe00}'..='\u{fe0f}'
        | '\u{feff}'
        | '\u{ffa0}'
        | '\u{fff0}'..='\u{fffb}'
        | '\u{e0000}'..='\u{e0fff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_text_reads_as_escape_debug_writes_it() {
        for text in [
            "e3-f4",
            "a1:c3:e5",
            "it's \"x\" \\ y",
            "tab\there\r\n",
            "\u{0}\u{7}\u{1b}[31m\u{7f}",
            "W:a1w,c3W",
        ] {
            assert_eq!(quoted(text).to_string(), text.escape_debug().to_string());
        }
    }

    #[test]
    fn invisible_and_direction_characters_are_escaped() {
        assert_eq!(quoted("a\u{202e}1").to_string(), "a\\u{202e}1");
        assert_eq!(
            quoted("\u{feff}x\u{200b}").to_string(),
            "\\u{feff}x\\u{200b}"
        );
        assert_eq!(quoted("\u{2028}\u{85}").to_string(), "\\u{2028}\\u{85}");
    }

    #[test]
    fn letters_of_every_script_stay_as_they_are() {
        for text in ["дамка", "ÉéÀ", "棋", "♔♚", "🙂"] {
            assert_eq!(quoted(text).to_string(), text);
        }
    }
}
