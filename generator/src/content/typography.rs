//! Typographic quotes for the words a learner reads outside the Markdown: a board's hint, goal,
//! success and the why of a wrong move, and the titles and summaries of the front matter. The
//! Markdown prose gets them from the parser's smart punctuation; these texts are written the same
//! way (`Black's`, `"free"`) and are shown the same way (`Black’s`, `“free”`). They are not
//! given to the parser: it would read them as Markdown (a hint starting `1.` is a list to it).

use serde::{Deserialize, Deserializer};

/// `text` with each straight quote turned as the parser's smart punctuation turns it: an
/// apostrophe or a closing quote after a letter, a digit or closing punctuation, an opening one
/// elsewhere (at the start, after a space or an opening bracket).
pub fn smart_quotes(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut previous: Option<char> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let closes = previous.is_some_and(|p| p.is_alphanumeric() || ".,;:!?)]}’”…%—–".contains(p));
        // An apostrophe before a digit stands for the century left out (’90s).
        let elides = chars.peek().is_some_and(|next| next.is_ascii_digit());
        out.push(match c {
            '\'' if closes || elides => '’',
            '\'' => '‘',
            '"' if closes => '”',
            '"' => '“',
            other => other,
        });
        previous = Some(c);
    }
    out
}

/// Reads a text of the front matter with its quotes made typographic (`#[serde(deserialize_with)]`).
pub fn deserialize_smart<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    String::deserialize(deserializer).map(|text| smart_quotes(&text))
}

#[cfg(test)]
mod tests {
    use super::smart_quotes;

    #[test]
    fn apostrophes_and_quotes_turn_as_in_the_prose() {
        assert_eq!(
            smart_quotes("Black's man can't move."),
            "Black’s man can’t move."
        );
        assert_eq!(
            smart_quotes("a \"free\" man ('grey')"),
            "a “free” man (‘grey’)"
        );
        assert_eq!(smart_quotes("\"Go!\" she said."), "“Go!” she said.");
        assert_eq!(smart_quotes("the 90's"), "the 90’s");
        assert_eq!(smart_quotes("the '90s"), "the ’90s");
        assert_eq!(smart_quotes("\"Wait—\" he said"), "“Wait—” he said");
    }

    #[test]
    fn other_text_is_left_as_it_is() {
        for text in [
            "a1:c3:e5",
            "Ходите «дамкой» — e3-f4",
            "l’homme « libre »",
            "",
        ] {
            assert_eq!(smart_quotes(text), text);
        }
    }
}
