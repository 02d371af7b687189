//! Front matter: the TOML between two `+++` lines at the top of a content file, read by the
//! `toml` crate into a typed struct (as Zola does: `split` is its own function, the fields are
//! serde structs that refuse unknown keys). Every refusal names `file:line:col`: an unknown key,
//! a value of the wrong type (`order = "16"`), a missing key, a front matter never closed.
//!
//! Lines are counted after CRLF and lone CR endings have become LF
//! ([`super::markdown::normalise_line_endings`]).

use super::typography::deserialize_smart as smart;
use crate::error::{Error, Result};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::ops::Range;

/// A file cut at its front matter.
pub struct Split<'t> {
    /// The TOML between the `+++` lines.
    pub toml: &'t str,
    /// The Markdown after the closing `+++`.
    pub body: &'t str,
    /// The line number (1-based) of the body's first line.
    pub body_line: usize,
}

/// The line the TOML starts on: the one after the opening `+++`.
const TOML_LINE: usize = 2;

/// Cuts `text` (LF line endings) into front matter and body.
pub fn split<'t>(path: &str, text: &'t str) -> Result<Split<'t>> {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    if first.trim_end() != "+++" {
        return Err(Error::at(
            path,
            1,
            1,
            "no front matter: start the file with a line `+++`, then `title = \"…\"`, then `+++`",
        ));
    }
    let mut offset = 0;
    for (index, line) in rest.split('\n').enumerate() {
        if line.trim() == "+++" {
            let body_start = (offset + line.len() + 1).min(rest.len());
            return Ok(Split {
                toml: &rest[..offset],
                body: &rest[body_start..],
                body_line: TOML_LINE + index + 1,
            });
        }
        offset += line.len() + 1;
    }
    Err(Error::at(
        path,
        1,
        1,
        "the front matter is not closed: add a line `+++` after it",
    )
    .label("the front matter opens here and no line `+++` closes it"))
}

/// The 1-based line and column in the file of byte `offset` of the TOML.
fn place(toml: &str, offset: usize) -> (usize, usize) {
    let before = &toml[..offset.min(toml.len())];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        TOML_LINE + before.matches('\n').count(),
        before[line_start..].chars().count() + 1,
    )
}

/// An error at byte range `span` of the TOML.
pub fn error_at(
    path: &str,
    toml: &str,
    span: Range<usize>,
    message: impl std::fmt::Display,
) -> Error {
    let (line, col) = place(toml, span.start);
    Error::at(path, line, col, message)
}

/// Reads the front matter into `T`.
pub fn parse<T: DeserializeOwned>(path: &str, toml: &str) -> Result<T> {
    toml::from_str(toml).map_err(|e| {
        // (serde names Rust's types: an author reads "a whole number".)
        let message = e
            .message()
            .trim_end_matches('\n')
            .replace('\n', " ")
            .replace("expected i64", "expected a whole number");
        if let Some(key) = message
            .strip_prefix("missing field `")
            .and_then(|m| m.split('`').next())
        {
            return Error::at(
                path,
                1,
                1,
                format!(
                    "the front matter has no `{key}`: add `{key} = {}`",
                    if key == "order" { "1" } else { "\"…\"" }
                ),
            );
        }
        let span = e.span().unwrap_or(0..0);
        let mut error = error_at(path, toml, span, format!("front matter: {message}"));
        if message.starts_with("unknown field") {
            error = error.label("unknown key");
        } else if message.starts_with("invalid type") {
            error = error
                .label("wrong type")
                .note("text is quoted (`title = \"Kings\"`), a whole number is not (`order = 3`)");
        }
        error
    })
}

/// A value with its byte range in the TOML, for errors about what it says.
pub type Spanned<T> = toml::Spanned<T>;

/// The front matter of `content/index.md`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct PageFront {
    #[serde(deserialize_with = "smart")]
    pub title: String,
}

/// The front matter of a game page's rules (`content/games/NAME.md`).
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct GameFront {
    #[serde(deserialize_with = "smart")]
    pub title: String,
    #[serde(deserialize_with = "smart")]
    pub summary: String,
}

/// The front matter of a lesson.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct LessonFront {
    #[serde(deserialize_with = "smart")]
    pub title: String,
    /// Its place in the course.
    pub order: Spanned<i64>,
    /// The rule set of its boards (a draughts rule set or `hexpush`).
    pub variant: Spanned<String>,
    #[serde(deserialize_with = "smart")]
    pub summary: String,
    /// The theme of the puzzles its end links to (`puzzles = "capture-chain"`), one that the
    /// puzzles of its game have; without it the link opens its game's puzzles of any theme.
    #[serde(default)]
    pub puzzles: Option<Spanned<String>>,
}

/// The front matter of a preset.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct PresetFront {
    #[serde(deserialize_with = "smart")]
    pub title: String,
    /// Its draughts rule set.
    pub variant: Spanned<String>,
    #[serde(deserialize_with = "smart")]
    pub summary: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(text: &str) -> Result<LessonFront> {
        let cut = split("content/lessons/a.md", text)?;
        parse("content/lessons/a.md", cut.toml)
    }

    const GOOD: &str =
        "+++\ntitle = \"T\"\norder = 16\nvariant = \"bashni\"\nsummary = \"S\"\n+++\n# Body\n";

    #[test]
    fn front_matter_is_read_into_its_struct() {
        let cut = split("x.md", GOOD).unwrap();
        assert_eq!(cut.body, "# Body\n");
        assert_eq!(cut.body_line, 7);
        let front: LessonFront = parse("x.md", cut.toml).unwrap();
        assert_eq!((front.title.as_str(), *front.order.get_ref()), ("T", 16));
        assert_eq!(front.variant.get_ref(), "bashni");
        assert_eq!(place(cut.toml, front.variant.span().start), (4, 11));
    }

    /// The diagnostic of `text`'s refusal, as the author sees it.
    fn refusal(text: &str) -> String {
        lesson(text).unwrap_err().render(Some(text), false)
    }

    #[test]
    fn an_unknown_key_is_an_error_at_the_key() {
        let text = GOOD.replace("summary", "sumary");
        assert_eq!(
            refusal(&text),
            "error: content/lessons/a.md:5:1: front matter: unknown field `sumary`, expected one of `title`, `order`, `variant`, `summary`, `puzzles`\n \
             --> content/lessons/a.md:5:1\n  |\n5 | sumary = \"S\"\n  | ^^^^^^ unknown key"
        );
    }

    #[test]
    fn a_value_of_the_wrong_type_is_an_error_at_the_value() {
        let text = GOOD.replace("order = 16", "order = \"16\"");
        assert_eq!(
            refusal(&text),
            "error: content/lessons/a.md:3:9: front matter: invalid type: string \"16\", expected a whole number\n \
             --> content/lessons/a.md:3:9\n  |\n3 | order = \"16\"\n  |         ^^^^ wrong type\n  |\n  \
             = note: text is quoted (`title = \"Kings\"`), a whole number is not (`order = 3`)"
        );
    }

    #[test]
    fn a_front_matter_without_its_closing_line_is_an_error_at_its_start() {
        let text = "+++\ntitle = \"T\"\norder = 1\n# Body\n";
        assert_eq!(
            refusal(text),
            "error: content/lessons/a.md:1:1: the front matter is not closed: add a line `+++` after it\n \
             --> content/lessons/a.md:1:1\n  |\n1 | +++\n  | ^^^ the front matter opens here and no line `+++` closes it"
        );
    }

    #[test]
    fn missing_front_matter_or_key_names_the_fix() {
        assert_eq!(
            lesson("# Title\n").unwrap_err().to_string(),
            "content/lessons/a.md:1:1: no front matter: start the file with a line `+++`, then `title = \"…\"`, then `+++`"
        );
        assert_eq!(
            lesson("+++\ntitle = \"T\"\n+++\n").unwrap_err().to_string(),
            "content/lessons/a.md:1:1: the front matter has no `order`: add `order = 1`"
        );
        assert!(lesson("+++\ntitle = unquoted\n+++\n")
            .unwrap_err()
            .to_string()
            .starts_with("content/lessons/a.md:2:"));
    }
}
