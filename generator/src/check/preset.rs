//! Presets: named positions in `content/presets/NAME.md` (front matter `title`, `variant`,
//! `summary`; a description; one ```` ```board ```` block with the position). Lessons start
//! boards from them (`preset: NAME`) and the game pages list them in their preset menu.

use super::board_block::{self, Context, PresetPosition};
use crate::content::{markdown, PresetSource};
use crate::error::{Error, Result};
use engine::draughts::tfen;
use engine::Position;

/// A checked preset.
pub struct Preset {
    /// Its name (the file name without `.md`).
    pub slug: String,
    /// Its title.
    pub title: String,
    /// One line about it.
    pub summary: String,
    /// Its description (the prose around the board block), as plain text: the game page shows
    /// it where the preset is offered and when it is loaded.
    pub prose: String,
    /// The position.
    pub position: Position,
}

impl Preset {
    /// The preset as the game page's menu reads it (JSON).
    pub fn json(&self) -> String {
        use engine::web::schema::string;
        format!(
            r#"{{"slug":{},"title":{},"summary":{},"prose":{},"variant":{},"tfen":{}}}"#,
            string(&self.slug),
            string(&self.title),
            string(&self.summary),
            string(&self.prose),
            string(self.position.variant().id()),
            string(&tfen::write(&self.position))
        )
    }
}

/// The presets as the board blocks name them.
pub fn positions(presets: &[Preset]) -> Vec<PresetPosition<'_>> {
    presets
        .iter()
        .map(|p| PresetPosition {
            slug: &p.slug,
            position: &p.position,
        })
        .collect()
}

/// Checks a preset: exactly one board block, a legal position of its rule set.
pub fn check(source: &PresetSource) -> Result<Preset> {
    let doc = &source.page.doc;
    let blocks = markdown::fenced_blocks(&doc.body, "board");
    let [block] = blocks.as_slice() else {
        return Err(Error::at(
            &doc.path,
            doc.body_line,
            1,
            format!(
                "a preset has exactly one ```board block with its position (found {})",
                blocks.len()
            ),
        ));
    };
    let cx = Context {
        path: &doc.path,
        first_line: doc.body_line + block.first_line,
        presets: &[],
    };
    let board = board_block::parse(&block.text, &cx, source.variant, false)?;
    Ok(Preset {
        slug: source.slug.clone(),
        title: source.page.front.title.clone(),
        summary: source.page.front.summary.clone(),
        prose: plain_text(&markdown::to_html_replacing(
            &doc.body,
            &["board"],
            |_, _, _| String::new(),
        )),
        position: board.start,
    })
}

/// The text of rendered `html`: tags dropped, the usual entities read, spaces collapsed.
fn plain_text(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    // Only ASCII white space separates words: French keeps its no-break spaces before `:` and `;`.
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    words
        .join(" ")
        .replace(" .", ".")
        .replace(" ,", ",")
        .replace(" :", ":")
        .replace(" \u{a0}", "\u{a0}")
        .replace(" \u{202f}", "\u{202f}")
}

#[cfg(test)]
mod prose_tests {
    #[test]
    fn the_prose_is_plain_text() {
        let html = "<p>White&#39;s man on <strong>a1</strong> takes <code>a1:c3</code>.</p>\n";
        assert_eq!(super::plain_text(html), "White's man on a1 takes a1:c3.");
        let french = "<p>Elle doit s’arrêter en <strong>f6</strong>\u{a0}: a1:f6:d8\u{202f}!</p>\n";
        assert_eq!(
            super::plain_text(french),
            "Elle doit s’arrêter en f6\u{a0}: a1:f6:d8\u{202f}!"
        );
    }
}
