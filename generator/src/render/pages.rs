//! The askama templates of the site. Every page has a [`Shell`] — what `base.html` draws
//! around it — and the fields of its own template. Each page's `csp` is
//! [`super::csp::PLACEHOLDER`] when rendered; the policy with the page's hashes replaces it
//! after minifying.

use crate::content::catalog::Catalog;
use crate::error::{Error, Result};
use askama::Template;
use std::ops::Deref;

/// What every page has: `base.html`'s fields and the page's script. The page structs reach it
/// by `Deref` (askama's way for a template to use its parent's fields), so the templates name
/// these fields directly (`{{ title }}`, `{{ csp }}`).
pub struct Shell<'a> {
    /// The page title (before ` — Bashni …`).
    pub title: &'a str,
    /// The language of the page (`<html lang>`).
    pub lang: &'a str,
    /// The policy placeholder, replaced after minifying.
    pub csp: &'a str,
    /// The site's stylesheet, inline.
    pub css: &'a str,
    /// The way from the page to the site's root (`""` or `"../"`).
    pub root: &'a str,
    /// The game pages, for the navigation.
    pub games: &'a [GameLink],
    /// The page's bundled script, minified, gzip-compressed, as data text (super::data_text) (see
    /// [`super::page_code`]).
    pub script: &'a str,
    /// The inline module that runs it ([`super::page_loader`]).
    pub loader: &'a str,
    /// The engine's wasm, compressed, as data text (super::data_text) (empty on a page without the engine).
    pub wasm_text: &'a str,
    /// The live-reload script of `generator serve` (never in a built site).
    pub live_reload: Option<&'a str>,
    /// The page scripts' messages in the page's language: the JSON of
    /// [`Catalog::script_json_for`], gzip-compressed and as data text (super::data_text) (the loader inflates it).
    pub messages: &'a str,
    /// The page's interface messages.
    pub catalog: &'a Catalog,
    /// The page's description (meta description and Open Graph).
    pub description: &'a str,
    /// The page in every language, this one included (hreflang links and the language switch).
    pub alternates: &'a [Alternate],
    /// The page's absolute address, when the site's address is known (`--base-url`).
    pub canonical: Option<String>,
    /// The site's icon, an SVG tower, as a `data:` URL.
    pub favicon: &'a str,
    /// The first puzzle page from the site's root (`puzzles/bashni.html`; empty: none).
    pub puzzles_href: &'a str,
    /// The page's own path from its language's root (`bashni.html`, `lessons/04-towers.html`;
    /// empty for the not-found page): the header marks its own link (`aria-current`).
    pub path: &'a str,
}

/// The page in one language.
pub struct Alternate {
    /// Its language code (`hreflang`).
    pub lang: String,
    /// The language's own name (`Русский`).
    pub name: String,
    /// Its `og:locale` (`ru_RU`).
    pub locale: String,
    /// Its address for `<link rel="alternate">`: absolute with `--base-url`, else relative.
    pub href: String,
    /// Its address relative to this page (the language switch).
    pub relative: String,
}

/// A number a template hands to a message (plurals select on it).
pub trait MessageNumber {
    fn value(&self) -> i64;
}

macro_rules! message_number {
    ($($t:ty),*) => {$(
        impl MessageNumber for $t {
            fn value(&self) -> i64 {
                i64::try_from(*self).unwrap_or(i64::MAX)
            }
        }
        impl MessageNumber for &$t {
            fn value(&self) -> i64 {
                i64::try_from(**self).unwrap_or(i64::MAX)
            }
        }
    )*};
}
message_number!(usize, i32, u32, i64);

impl Shell<'_> {
    /// The message `key` in the page's language.
    pub fn t(&self, key: &str) -> String {
        self.catalog.text(key)
    }

    /// The message `key` with the number `n` as `$name`.
    pub fn tn(&self, key: &str, name: &str, n: impl MessageNumber) -> String {
        self.catalog.format(key, &[(name, n.value())])
    }

    /// The message `key` with two numbers.
    pub fn tnn(
        &self,
        key: &str,
        a: &str,
        x: impl MessageNumber,
        b: &str,
        y: impl MessageNumber,
    ) -> String {
        self.catalog.format(key, &[(a, x.value()), (b, y.value())])
    }

    /// The message `key` with the text `value` as `$name`.
    pub fn t_with(&self, key: &str, name: &str, value: &str) -> String {
        self.catalog.format_text(key, name, value)
    }

    /// The mark of the generator's own inline scripts and styles (see [`super::csp::own_mark`]).
    pub fn own(&self) -> &'static str {
        super::csp::own_mark()
    }

    /// The message `key` as HTML: its text escaped, except the keyboard keys it marks with
    /// `<kbd>` and `</kbd>` (the one tag a message may carry), for a template to insert as is.
    pub fn t_markup(&self, key: &str) -> String {
        message_markup(&self.catalog.text(key))
    }

    /// The message `key` as HTML (see [`Shell::t_markup`]) with the generator's own HTML `html`
    /// as `$name`.
    pub fn t_with_markup(&self, key: &str, name: &str, html: &str) -> String {
        const SLOT: &str = "\u{E000}";
        message_markup(&self.catalog.format_text(key, name, SLOT)).replace(SLOT, html)
    }
}

/// A message's text as HTML: every `&`, `<`, `>` and `"` escaped, then `<kbd>` and `</kbd>`
/// (exactly so, with no attribute) given back their meaning. A catalog can therefore never put
/// a script, a style or a link into a page.
pub fn message_markup(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace("&lt;kbd&gt;", "<kbd>")
        .replace("&lt;/kbd&gt;", "</kbd>")
}

macro_rules! shell_page {
    ($page:ident) => {
        impl<'a> Deref for $page<'a> {
            type Target = Shell<'a>;
            fn deref(&self) -> &Shell<'a> {
                &self.shell
            }
        }
    };
}

/// A link to a game page on the index and in the navigation.
pub struct GameLink {
    /// Relative URL (`bashni.html`).
    pub href: String,
    /// Its title.
    pub title: String,
    /// One line about it.
    pub summary: String,
}

/// A link to a lesson, in course order.
pub struct LessonLink {
    /// Its name: the page is `lessons/NAME.html`.
    pub slug: String,
    /// Its title.
    pub title: String,
    /// One line about it.
    pub summary: String,
    /// How many boards it has (the index counts the stars earned against it).
    pub boards: usize,
}

/// `dist/index.html`.
#[derive(Template)]
#[template(path = "index.html")]
pub struct IndexPage<'a> {
    pub shell: Shell<'a>,
    pub intro_html: String,
    pub lessons: &'a [LessonLink],
}
shell_page!(IndexPage);

/// A lesson page: prose with live boards, and the way to the previous and next lessons.
#[derive(Template)]
#[template(path = "lesson.html")]
pub struct LessonPage<'a> {
    pub shell: Shell<'a>,
    pub slug: &'a str,
    pub number: usize,
    pub count: usize,
    pub prose_html: String,
    pub boards_json: String,
    pub previous: Option<&'a LessonLink>,
    pub next: Option<&'a LessonLink>,
    /// The lesson is not translated into the page's language: its English text is shown, with a
    /// notice.
    pub fallback: bool,
    /// The puzzle page of the lesson's game, from the site's root (empty: none).
    pub lesson_puzzles: String,
}
shell_page!(LessonPage);

/// A game page: the board, its controls and the rules beside it.
#[derive(Template)]
#[template(path = "game.html")]
pub struct GamePage<'a> {
    pub shell: Shell<'a>,
    /// This game's puzzle page (empty: none).
    pub game_puzzles: String,
    /// The presets of the rule sets played on this page as JSON, gzip-compressed, as data text
    /// (super::data_text).
    pub presets_packed: String,
    pub variant: &'a str,
    pub rules_html: String,
    /// Each rule set's id, its name in the page's language, where it is played (empty: on this
    /// page; a page is one game) and, for one played here, its puzzle page (empty: none), which
    /// the page's puzzle links follow while it is played.
    pub variants: Vec<(&'static str, String, String, String)>,
    /// The learned networks and opening books of the rule sets played on this page.
    pub engine_data: Vec<EngineData>,
}
shell_page!(GamePage);

/// A rule set's learned network or opening book as a page carries it (the pages' engine embeds
/// neither and installs these when it starts: `templates/js/engine.js`).
pub struct EngineData {
    /// `network` (a weights file, `engine/data/eval/*.bin`) or `book` (an opening book packed
    /// by `engine::book::packed`).
    pub kind: &'static str,
    /// The rule set's id (a network), or the book's name (`russian`, `hexpush-standard`).
    pub variant: &'static str,
    /// The bytes, gzip-compressed, as data text (super::data_text).
    pub packed: String,
}

/// A puzzle page: the puzzles of one game, played on one board.
#[derive(Template)]
#[template(path = "puzzles.html")]
pub struct PuzzlePage<'a> {
    pub shell: Shell<'a>,
    /// The game's id (`russian`, `hexpush`).
    pub variant: &'a str,
    /// The puzzles as [`crate::check::puzzles::PuzzleSet::json`] writes them, gzip-compressed,
    /// as data text (super::data_text).
    pub puzzles_packed: String,
    /// How many puzzles the set has.
    pub count: usize,
    /// The other puzzle pages: `(href, name)`, this one included.
    pub sets: Vec<(String, String, bool)>,
    /// The themes the set's puzzles have: `(id, name)`.
    pub themes: Vec<(String, String)>,
}
shell_page!(PuzzlePage);

/// The analysis board of the draughts games (`analysis.html`) or of Hexpush
/// (`hexpush-analysis.html`).
#[derive(Template)]
#[template(path = "analysis.html")]
pub struct AnalysisPage<'a> {
    pub shell: Shell<'a>,
    /// `draughts` or `hexpush`.
    pub game: &'a str,
    /// The learned networks of every rule set the board plays (no books: analysis plays none).
    pub engine_data: Vec<EngineData>,
    /// The rule sets a pasted position may be read in, `(id, name, how a record of it begins)`
    /// (none on Hexpush's board); the record's example is the import field's placeholder.
    pub variants: Vec<(&'static str, String, String)>,
}
shell_page!(AnalysisPage);

/// Renders a template; an error names the source it was rendering.
pub fn render(page: &impl Template, source: &str) -> Result<String> {
    page.render()
        .map_err(|e| Error::file(source, format!("rendering its page: {e}")))
}

/// The Hexpush page: the hexagon, its controls and the rules beside it.
#[derive(Template)]
#[template(path = "hexpush.html")]
pub struct HexPage<'a> {
    pub shell: Shell<'a>,
    /// This game's puzzle page (empty: none).
    pub game_puzzles: String,
    pub rules_html: String,
    /// The opening books the page's engine installs.
    pub engine_data: Vec<EngineData>,
}
shell_page!(HexPage);

/// A way home in one language, on the 404 page.
pub struct Home {
    pub lang: String,
    pub text: String,
    pub link: String,
    pub href: String,
}

/// `dist/404.html` (only with `--base-url`: a host serves it at any address, so its links are
/// absolute): "no such page" in every language, each with a link to its home page.
#[derive(Template)]
#[template(path = "not_found.html")]
pub struct NotFoundPage<'a> {
    pub shell: Shell<'a>,
    pub homes: Vec<Home>,
}
shell_page!(NotFoundPage);

#[cfg(test)]
mod tests {
    #[test]
    fn a_message_carries_no_markup_but_its_keys() {
        assert_eq!(
            super::message_markup("Press <kbd>Ctrl</kbd>+<kbd>Z</kbd> & go"),
            "Press <kbd>Ctrl</kbd>+<kbd>Z</kbd> &amp; go"
        );
        for hostile in [
            "<script>alert(1)</script>",
            "<meta http-equiv=refresh content=0;url=//evil>",
            "<kbd onclick=x>K</kbd>",
            "<img src=x onerror=alert(1)>",
        ] {
            let html = super::message_markup(hostile);
            assert!(
                !html.contains("<script") && !html.contains("<meta") && !html.contains("<img"),
                "{html}"
            );
            assert!(!html.contains("<kbd "), "{html}");
        }
    }
}
