//! Markdown to HTML with the options every page uses (mdBook's `new_cmark_parser` idea).

use pulldown_cmark::{html, Options, Parser};

/// The parser options: tables, footnotes, strikethrough, smart punctuation.
pub fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES
}

/// Renders Markdown to an HTML fragment.
pub fn to_html(source: &str) -> String {
    let mut out = String::with_capacity(source.len() * 3 / 2);
    html::push_html(&mut out, Parser::new_ext(source, options()));
    out
}
