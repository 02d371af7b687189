//! Markdown to HTML with the options every page uses (mdBook's `new_cmark_parser` idea), and the
//! fenced blocks (```` ```board ````) that the lesson pages turn into live boards.

use pulldown_cmark::{html, CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

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
    to_html_replacing(source, "", |_, _| String::new())
}

/// A fenced block of the language looked for.
pub struct FencedBlock {
    /// 0-based line of its first content line within the source.
    pub first_line: usize,
    /// Its text.
    pub text: String,
}

/// Renders Markdown, putting `replace(index, block)` (raw HTML) in place of each fenced block
/// whose info string is `lang`; returns the HTML (the blocks are passed in order).
pub fn to_html_replacing(
    source: &str,
    lang: &str,
    mut replace: impl FnMut(usize, &FencedBlock) -> String,
) -> String {
    let mut out = String::with_capacity(source.len() * 3 / 2);
    let mut events = Vec::new();
    let mut current: Option<FencedBlock> = None;
    let mut count = 0;
    for (event, range) in Parser::new_ext(source, options()).into_offset_iter() {
        match (&event, current.as_mut()) {
            (Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))), None)
                if !lang.is_empty() && info.split_whitespace().next() == Some(lang) =>
            {
                let fence_line = source[..range.start].matches('\n').count();
                current = Some(FencedBlock {
                    first_line: fence_line + 1,
                    text: String::new(),
                });
            }
            (Event::Text(text), Some(block)) => block.text.push_str(text),
            (Event::End(TagEnd::CodeBlock), Some(_)) => {
                let block = current.take().unwrap_or(FencedBlock {
                    first_line: 0,
                    text: String::new(),
                });
                events.push(Event::Html(replace(count, &block).into()));
                count += 1;
            }
            (_, Some(_)) => {}
            (_, None) => events.push(event),
        }
    }
    html::push_html(&mut out, events.into_iter());
    out
}

/// The fenced blocks of language `lang` in `source`, in order.
pub fn fenced_blocks(source: &str, lang: &str) -> Vec<FencedBlock> {
    let mut blocks = Vec::new();
    to_html_replacing(source, lang, |_, block| {
        blocks.push(FencedBlock {
            first_line: block.first_line,
            text: block.text.clone(),
        });
        String::new()
    });
    blocks
}
