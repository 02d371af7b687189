//! The askama templates of the site. Each page's `csp` is [`crate::csp::PLACEHOLDER`] when
//! rendered; the policy with the page's hashes replaces it after minifying.

use askama::Template;

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
    pub csp: &'a str,
    pub css: &'a str,
    pub root: &'a str,
    pub title: &'a str,
    pub intro_html: String,
    pub games: &'a [GameLink],
    pub lessons: &'a [LessonLink],
    pub script: &'a str,
}

/// A lesson page: prose with live boards, and the way to the previous and next lessons.
#[derive(Template)]
#[template(path = "lesson.html")]
pub struct LessonPage<'a> {
    pub csp: &'a str,
    pub css: &'a str,
    pub root: &'a str,
    pub title: &'a str,
    pub slug: &'a str,
    pub number: usize,
    pub count: usize,
    pub prose_html: String,
    pub boards_json: String,
    pub previous: Option<&'a LessonLink>,
    pub next: Option<&'a LessonLink>,
    pub games: &'a [GameLink],
    pub wasm_base64: &'a str,
    pub script: &'a str,
}

/// A game page: the board, its controls and the rules beside it.
#[derive(Template)]
#[template(path = "game.html")]
pub struct GamePage<'a> {
    pub csp: &'a str,
    pub css: &'a str,
    pub root: &'a str,
    pub presets_json: &'a str,
    pub title: &'a str,
    pub variant: &'a str,
    pub rules_html: String,
    pub variants: Vec<(&'static str, &'static str)>,
    pub games: &'a [GameLink],
    pub wasm_base64: &'a str,
    pub script: &'a str,
}

/// Renders a template; an error names the source it was rendering.
pub fn render(page: &impl Template, source: &str) -> Result<String, String> {
    page.render()
        .map_err(|e| format!("rendering the page for {source}: {e}"))
}

/// The Hexpush page: the hexagon, its controls and the rules beside it.
#[derive(Template)]
#[template(path = "hexpush.html")]
pub struct HexPage<'a> {
    pub csp: &'a str,
    pub css: &'a str,
    pub root: &'a str,
    pub title: &'a str,
    pub rules_html: String,
    pub games: &'a [GameLink],
    pub wasm_base64: &'a str,
    pub script: &'a str,
}
