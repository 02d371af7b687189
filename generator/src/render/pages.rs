//! The askama templates of the site. Every page has a [`Shell`] — what `base.html` draws
//! around it — and the fields of its own template. Each page's `csp` is
//! [`super::csp::PLACEHOLDER`] when rendered; the policy with the page's hashes replaces it
//! after minifying.

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
    /// The page's bundled script, minified, gzip-compressed, in base64 (see
    /// [`super::page_code`]).
    pub script: &'a str,
    /// The inline module that runs it ([`super::PAGE_LOADER`]).
    pub loader: &'a str,
    /// The engine's wasm, compressed, in base64 (empty on a page without the engine).
    pub wasm_base64: &'a str,
    /// The live-reload script of `generator serve` (never in a built site).
    pub live_reload: Option<&'a str>,
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
}
shell_page!(LessonPage);

/// A game page: the board, its controls and the rules beside it.
#[derive(Template)]
#[template(path = "game.html")]
pub struct GamePage<'a> {
    pub shell: Shell<'a>,
    pub presets_json: &'a str,
    pub variant: &'a str,
    pub rules_html: String,
    pub variants: Vec<(&'static str, &'static str)>,
}
shell_page!(GamePage);

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
    pub rules_html: String,
}
shell_page!(HexPage);
