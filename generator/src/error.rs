//! The generator's one error type: what is wrong, where (`file:line:col`), and notes that help
//! fix it; and its diagnostic in the style of rustc (the source line with a caret under the
//! place), drawn by `annotate-snippets`.
//!
//! The first line of a diagnostic is always `error: FILE:LINE:COL: MESSAGE` — the same text as
//! the error's `Display` — so a one-line reader (an editor, a test) still finds the place.

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use std::fmt;
use std::path::Path;

/// A place in a source file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub col: usize,
}

/// What went wrong, where, and how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The file, relative to the site's root (empty when no file is involved).
    pub path: String,
    /// The place in the file, when known.
    pub at: Option<Location>,
    /// What is wrong and what to do.
    pub message: String,
    /// Shown under the caret (for instance the reason a move is illegal).
    pub label: Option<Box<str>>,
    /// Further lines (`note: …`): the legal moves, the keys allowed…
    pub notes: Vec<String>,
    /// The next problem found in the same run, with its own place (see [`gather`]): the
    /// problems of a run are a chain, so that one error stays small.
    pub next: Option<Box<Error>>,
}

/// The generator's results.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// An error at `path:line:col`.
    pub fn at(path: &str, line: usize, col: usize, message: impl fmt::Display) -> Error {
        Error {
            path: path.to_string(),
            at: Some(Location { line, col }),
            message: message.to_string(),
            label: None,
            notes: Vec::new(),
            next: None,
        }
    }

    /// An error about a whole file (it cannot be read, its name is wrong…).
    pub fn file(path: &str, message: impl fmt::Display) -> Error {
        Error {
            path: path.to_string(),
            at: None,
            message: message.to_string(),
            label: None,
            notes: Vec::new(),
            next: None,
        }
    }

    /// An error that concerns no file (the wasm build, the command line).
    pub fn other(message: impl fmt::Display) -> Error {
        Error::file("", message)
    }

    /// With a label under the caret.
    pub fn label(mut self, label: impl fmt::Display) -> Error {
        self.label = Some(label.to_string().into());
        self
    }

    /// With a note after the source line.
    pub fn note(mut self, note: impl fmt::Display) -> Error {
        self.notes.push(note.to_string());
        self
    }

    /// This error, then the others of the same run ([`Error::next`]), in the order found.
    pub fn each(&self) -> impl Iterator<Item = &Error> {
        std::iter::successors(Some(self), |error| error.next.as_deref())
    }

    /// This problem and those chained after it, unchained.
    fn unchained(mut self) -> Vec<Error> {
        let mut rest = self
            .next
            .take()
            .map_or_else(Vec::new, |next| next.unchained());
        rest.insert(0, self);
        rest
    }

    /// Adds `others` (and the problems they carry) after the problems of this run.
    fn with_also(mut self, others: impl IntoIterator<Item = Error>) -> Error {
        let mut rest = self
            .next
            .take()
            .map_or_else(Vec::new, |next| next.unchained());
        for other in others {
            rest.extend(other.unchained());
        }
        self.next = rest.into_iter().rev().fold(None, |next, mut error| {
            error.next = next;
            Some(Box::new(error))
        });
        self
    }

    /// Every diagnostic of the run, each reading its source line from its file under `root`
    /// (LF or CRLF), and how many there are when more than one; `color`: ANSI styles.
    pub fn render_all(&self, root: Option<&Path>, color: bool) -> String {
        let mut text: Vec<String> = self
            .each()
            .map(|error| {
                let source = root
                    .and_then(|root| std::fs::read(root.join(&error.path)).ok())
                    .and_then(|bytes| String::from_utf8(bytes).ok());
                error.render(source.as_deref(), color)
            })
            .collect();
        if text.len() > 1 {
            text.push(format!("error: {} problems found", text.len()));
        }
        text.join("\n")
    }

    /// The diagnostics of the run, reading the source lines from the files under `root`.
    pub fn render_from(&self, root: &Path) -> String {
        self.render_all(Some(root), false)
    }

    /// The diagnostic: `error: FILE:LINE:COL: MESSAGE`, then the source line of `source` (the
    /// whole file's text) with a caret under the place, then the notes. `color`: ANSI styles.
    pub fn render(&self, source: Option<&str>, color: bool) -> String {
        let title = self.to_string();
        let mut group = Group::with_title(Level::ERROR.primary_title(title.as_str()));
        let line_text = self.at.and_then(|at| {
            let text = source?;
            let text = text.replace("\r\n", "\n").replace('\r', "\n");
            text.split('\n')
                .nth(at.line.checked_sub(1)?)
                .map(|l| (at, l.to_string()))
        });
        if let Some((at, line)) = &line_text {
            let span = underline(line, at.col);
            let mut annotation = AnnotationKind::Primary.span(span);
            if let Some(label) = &self.label {
                annotation = annotation.label(&**label);
            }
            group = group.element(
                Snippet::source(line.as_str())
                    .line_start(at.line)
                    .path(self.path.as_str())
                    .annotation(annotation),
            );
        } else if let Some(label) = &self.label {
            group = group.element(Level::NOTE.message(&**label));
        }
        for note in &self.notes {
            group = group.element(Level::NOTE.message(note.as_str()));
        }
        let report: [Group; 1] = [group];
        let renderer = if color {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        renderer.render(&report).to_string()
    }
}

/// The byte range to underline in `line` for the 1-based character column `col`: the word that
/// starts there (up to the next space), at least one character.
fn underline(line: &str, col: usize) -> std::ops::Range<usize> {
    let start = line
        .char_indices()
        .nth(col.saturating_sub(1))
        .map_or(line.len(), |(i, _)| i);
    let word = line[start..]
        .find(char::is_whitespace)
        .map_or(line.len(), |end| start + end);
    if word > start {
        start..word
    } else {
        let next = line[start..].chars().next().map_or(0, char::len_utf8);
        start..start + next
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.path.is_empty(), self.at) {
            (true, _) => f.write_str(&self.message),
            (false, None) => write!(f, "{}: {}", self.path, self.message),
            (false, Some(at)) => {
                write!(f, "{}:{}:{}: {}", self.path, at.line, at.col, self.message)
            }
        }
    }
}

impl std::error::Error for Error {}

/// Every value of `results`, or every problem among them: the first with the others chained
/// after it ([`Error::next`]), so that one run reports them all.
pub fn gather<T>(results: impl IntoIterator<Item = Result<T>>) -> Result<Vec<T>> {
    let (values, errors) = split(results);
    let mut errors = errors.into_iter();
    match errors.next() {
        None => Ok(values),
        Some(first) => Err(first.with_also(errors)),
    }
}

/// The values of `results` that were made, and the problems of the others.
pub fn split<T>(results: impl IntoIterator<Item = Result<T>>) -> (Vec<T>, Vec<Error>) {
    let mut values = Vec::new();
    let mut errors = Vec::new();
    for result in results {
        match result {
            Ok(value) => values.push(value),
            Err(error) => errors.push(error),
        }
    }
    (values, errors)
}

/// Both values, or the problems of both.
pub fn both<A, B>(a: Result<A>, b: Result<B>) -> Result<(A, B)> {
    match (a, b) {
        (Ok(a), Ok(b)) => Ok((a, b)),
        (Err(error), Ok(_)) | (Ok(_), Err(error)) => Err(error),
        (Err(first), Err(second)) => Err(first.with_also([second])),
    }
}

/// `result`, with `others` added to its problems (an error even when `result` is a value).
pub fn and_also<T>(result: Result<T>, others: Vec<Error>) -> Result<T> {
    let mut others = others.into_iter();
    match (result, others.next()) {
        (result, None) => result,
        (Ok(_), Some(first)) => Err(first.with_also(others)),
        (Err(error), Some(first)) => Err(error.with_also(std::iter::once(first).chain(others))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_line_names_the_place_and_a_caret_points_at_it() {
        let source = "+++\ntitle = \"x\"\n+++\nsolution: c3:e7 b6-a5\n";
        let error = Error::at(
            "content/lessons/a.md",
            4,
            11,
            "`c3:e7` is not a legal move here",
        )
        .label("a capture is compulsory")
        .note("the legal moves here: c3:e5");
        assert_eq!(
            error.render(Some(source), false),
            "error: content/lessons/a.md:4:11: `c3:e7` is not a legal move here\n \
             --> content/lessons/a.md:4:11\n  |\n4 | solution: c3:e7 b6-a5\n  \
             |           ^^^^^ a capture is compulsory\n  |\n  = note: the legal moves here: c3:e5"
        );
        assert_eq!(
            Error::file("templates/x.js", "No such file").render(None, false),
            "error: templates/x.js: No such file"
        );
    }

    #[test]
    fn the_underline_covers_the_word_at_the_column() {
        assert_eq!(underline("ab cd", 4), 3..5);
        assert_eq!(underline("ab", 5), 2..2);
        assert_eq!(underline("é x", 3), 3..4);
    }
}
