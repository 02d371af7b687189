//! Markdown to HTML with the options every page uses (mdBook's `new_cmark_parser` idea), and the
//! fenced blocks (```` ```board ````) that the lesson pages turn into live boards.
//!
//! Content is data, not code: [`check`] refuses raw HTML, link and image targets other than
//! relative, `http(s):` and `mailto:` ones, heading attributes other than an id, and ids the
//! page templates use themselves; and rendering shows any raw HTML as text.

use super::Document;
use crate::error::{Error, Result};
use pulldown_cmark::{html, CodeBlockKind, CowStr, Event, Options, Parser, Tag, TagEnd};
use std::borrow::Cow;

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
    to_html_replacing(source, &[], |_, _, _| String::new())
}

/// A fenced block of the language looked for.
pub struct FencedBlock {
    /// 0-based line of its first content line within the source.
    pub first_line: usize,
    /// Its text.
    pub text: String,
}

/// Renders Markdown, putting `replace(lang, index, block)` (raw HTML) in place of each fenced
/// block whose info string is one of `langs` (`index`: its number among the blocks of its
/// language); returns the HTML (the blocks are passed in order).
pub fn to_html_replacing(
    source: &str,
    langs: &[&str],
    mut replace: impl FnMut(&str, usize, &FencedBlock) -> String,
) -> String {
    let mut out = String::with_capacity(source.len() * 3 / 2);
    let mut events = Vec::new();
    // The block being read, its language and its number among the blocks of that language.
    let mut current: Option<(FencedBlock, &str, usize)> = None;
    let mut counts = vec![0; langs.len()];
    for (event, range) in Parser::new_ext(source, options()).into_offset_iter() {
        match (&event, current.as_mut()) {
            (Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))), None)
                if langs.contains(&info.split_whitespace().next().unwrap_or_default()) =>
            {
                let fence_line = source[..range.start].matches('\n').count();
                let kind = langs
                    .iter()
                    .position(|lang| info.split_whitespace().next() == Some(*lang))
                    .unwrap_or_default();
                let block = FencedBlock {
                    first_line: fence_line + 1,
                    text: String::new(),
                };
                current = Some((block, langs[kind], counts[kind]));
                counts[kind] += 1;
            }
            (Event::Text(text), Some((block, _, _))) => block.text.push_str(text),
            (Event::End(TagEnd::CodeBlock), Some(_)) => {
                if let Some((block, lang, index)) = current.take() {
                    events.push(Event::Html(replace(lang, index, &block).into()));
                }
            }
            (_, Some(_)) => {}
            // Never reached for checked content; shown as text all the same.
            (Event::Html(raw) | Event::InlineHtml(raw), None) => {
                events.push(Event::Text(raw.clone()))
            }
            (_, None) => events.push(event),
        }
    }
    html::push_html(&mut out, events.into_iter());
    out
}

/// The fenced blocks of language `lang` in `source`, in order.
pub fn fenced_blocks(source: &str, lang: &str) -> Vec<FencedBlock> {
    let mut blocks = Vec::new();
    to_html_replacing(source, &[lang], |_, _, block| {
        blocks.push(FencedBlock {
            first_line: block.first_line,
            text: block.text.clone(),
        });
        String::new()
    });
    blocks
}

/// `text` with CRLF and lone CR line endings turned into LF, as the Markdown parser reads them,
/// so the `+++` split and every line number are the same for a CRLF file.
pub fn normalise_line_endings(text: &str) -> Cow<'_, str> {
    if text.contains('\r') {
        Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(text)
    }
}

/// Refuses what content must not do (see the module docs), naming `file:line:col`.
pub fn check(doc: &Document) -> Result<()> {
    check_body(&doc.body).map_err(|(offset, message)| {
        let before = &doc.body[..offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = doc.body_line + before.matches('\n').count();
        let col = before[line_start..].chars().count() + 1;
        Error::at(&doc.path, line, col, message)
    })
}

/// Whether the fenced code block `block` (its source, from the opening fence) ends with its
/// closing fence. Markdown closes a fence left open at the end of the file (or of its list item
/// or quote) by itself, silently taking the rest of the file into the block: content may not.
fn fence_is_closed(block: &str) -> bool {
    let opening = block.trim_start();
    let Some(mark) = opening.chars().next().filter(|c| matches!(c, '`' | '~')) else {
        return true;
    };
    let length = opening.chars().take_while(|&c| c == mark).count();
    let mut lines = block.trim_end_matches('\n').split('\n');
    lines.next();
    lines.next_back().is_some_and(|last| {
        let last = last.trim_start_matches(|c: char| c == '>' || c.is_whitespace());
        let run = last.chars().take_while(|&c| c == mark).count();
        run >= length && last[run..].trim().is_empty()
    })
}

/// The byte offset in the fenced block `block` (its source, from the opening fence) of a line
/// inside it that opens another fenced block (a fence with a word after it): its own closing
/// fence was forgotten.
fn opens_another(block: &str) -> Option<usize> {
    let mut offset = block.find('\n')? + 1;
    for line in block[offset..].split_inclusive('\n') {
        let text = line.trim_start_matches(|c: char| c == '>' || c.is_whitespace());
        let mark = text.chars().next().filter(|c| matches!(c, '`' | '~'));
        if let Some(mark) = mark {
            let run = text.chars().take_while(|&c| c == mark).count();
            if run >= 3 && !text[run..].trim().is_empty() {
                return Some(offset);
            }
        }
        offset += line.len();
    }
    None
}

// The ids the page templates give their own elements (`TEMPLATE_IDS`): content may not take them.
include!(concat!(env!("OUT_DIR"), "/template_ids.rs"));

/// The first refusal in `source`: its byte offset and what to do instead.
fn check_body(source: &str) -> Result<(), (usize, String)> {
    let taken_id = |id: &CowStr, what: &str| -> Result<(), String> {
        if TEMPLATE_IDS.contains(&id.as_ref()) {
            return Err(format!(
                "the {what} `{}` is one of the page's own ids: choose another name",
                id.escape_debug()
            ));
        }
        Ok(())
    };
    if let Some(at) = source.find('\0') {
        return Err((at, "a NUL character is not text: remove it".to_string()));
    }
    let mut depth = 0usize;
    for (event, range) in Parser::new_ext(source, options()).into_offset_iter() {
        let here = |refused: Result<(), String>| refused.map_err(|message| (range.start, message));
        match &event {
            Event::Start(_) => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err((
                        range.start,
                        format!(
                            "more than {MAX_NESTING} quotes, lists and spans inside one another: nest less"
                        ),
                    ));
                }
            }
            Event::End(_) => depth = depth.saturating_sub(1),
            _ => {}
        }
        match &event {
            Event::Html(raw) | Event::InlineHtml(raw) => here(Err(format!(
                "raw HTML `{}` is not allowed in content: write it in Markdown",
                raw.trim().escape_debug()
            )))?,
            Event::Start(Tag::Link { dest_url, .. }) => here(allowed_target(dest_url, "link"))?,
            Event::Start(Tag::Image { dest_url, .. }) => here(allowed_target(dest_url, "image"))?,
            Event::Start(Tag::Heading {
                id, classes, attrs, ..
            }) => {
                // Point at the attribute block, the last `{` of the heading.
                let at = source[range.clone()]
                    .rfind('{')
                    .map_or(range.start, |i| range.start + i);
                if !classes.is_empty() || !attrs.is_empty() {
                    return Err((
                        at,
                        "a heading takes only an id, like `{#my-section}`: no classes or other attributes"
                            .to_string(),
                    ));
                }
                if let Some(id) = id {
                    taken_id(id, "heading id").map_err(|message| (at, message))?;
                }
            }
            Event::Start(Tag::FootnoteDefinition(label)) => here(taken_id(label, "footnote name"))?,
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if info
                    .split_whitespace()
                    .next()
                    .and_then(|lang| super::suggest::meant(lang, &KNOWN_FENCES))
                    .is_some() =>
            {
                let lang = info.split_whitespace().next().unwrap_or_default();
                let meant = super::suggest::meant(lang, &KNOWN_FENCES).unwrap_or_default();
                let at = source[range.clone()].find(lang).unwrap_or(0);
                return Err((
                    range.start + at,
                    format!(
                        "`{lang}` is not a kind of block the build knows, and its lines would show \
                         as code: write `{meant}`"
                    ),
                ));
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if KNOWN_FENCES.contains(&info.split_whitespace().next().unwrap_or_default())
                    && opens_another(&source[range.clone()]).is_some() =>
            {
                // A board's closing fence forgotten: the next board's opening line is taken
                // into it, and the prose between would be read as its keys.
                let block = &source[range.clone()];
                let inner = opens_another(block).unwrap_or_default();
                let below = block[..inner].matches('\n').count();
                let fence: String = block
                    .trim_start()
                    .chars()
                    .take_while(|c| *c == '`' || *c == '~')
                    .collect();
                return Err((
                    range.start + block.len() - block.trim_start().len(),
                    format!(
                        "this block is not closed before the next one opens, {below} lines below: \
                         add a line {fence} after its last key"
                    ),
                ));
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(_)))
                if !fence_is_closed(&source[range.clone()]) =>
            {
                let fence = source[range.clone()].trim_start();
                let mark: String = fence
                    .chars()
                    .take_while(|c| *c == fence.chars().next().unwrap_or('`'))
                    .collect();
                return Err((
                    range.start + source[range.clone()].len() - fence.len(),
                    format!("this code block is never closed: add a line {mark} where it ends"),
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The fenced blocks the build reads (the others are shown as code): a fence a typo away from
/// one of them is refused.
const KNOWN_FENCES: [&str; 3] = ["board", "coordinates", "game"];

/// How deep blocks and spans may nest in content (a page's HTML is read by recursive code: the
/// minifier, the browser's own limits); far more than any text needs.
pub const MAX_NESTING: usize = 32;

/// A link target is relative to the site (not `//host`), `http:`, `https:` or `mailto:`; an
/// image is a `data:image/…` address (the only images a page's policy loads).
fn allowed_target(target: &str, what: &str) -> Result<(), String> {
    // As a browser reads it: surrounding spaces and controls dropped, tabs and newlines
    // removed anywhere (so `java\tscript:` is `javascript:`).
    let url: String = target
        .trim_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    let scheme = url
        .find([':', '/', '?', '#'])
        .filter(|&end| url[end..].starts_with(':'))
        .map(|end| url[..end].to_ascii_lowercase());
    if what == "image" {
        // A page is one self-contained file whose policy loads images only from `data:`.
        return if scheme.as_deref() == Some("data") && url[5..].starts_with("image/") {
            Ok(())
        } else {
            Err(format!(
                "the image `{}` would not show: a page is one self-contained file, so an image is written into it as a `data:image/…` address",
                target.escape_debug()
            ))
        };
    }
    // Two slashes, either way round, name another host (`//host`, `\\host`).
    if url
        .chars()
        .take(2)
        .filter(|c| matches!(c, '/' | '\\'))
        .count()
        == 2
    {
        return Err(format!(
            "the {what} target `{}` leads to another site: write it with https:",
            target.escape_debug()
        ));
    }
    match scheme.as_deref() {
        None | Some("http" | "https" | "mailto") => Ok(()),
        Some(_) => Err(format!(
            "the {what} target `{}` is not allowed: use a relative address or an http:, https: or mailto: one",
            target.escape_debug()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The refusal of `body` in a file whose body starts on line 5.
    fn refusal(body: &str) -> String {
        let doc = Document {
            path: "content/x.md".to_string(),
            toml: String::new(),
            body: body.to_string(),
            body_line: 5,
        };
        check(&doc).err().map(|e| e.to_string()).unwrap_or_default()
    }

    #[test]
    fn raw_html_is_refused_with_its_place() {
        for (body, at) in [
            ("Hi.\n\n<script>alert(1)</script>\n", "content/x.md:7:1: "),
            (
                "An image <img src=x onerror=alert(1)> here.\n",
                "content/x.md:5:10: ",
            ),
            (
                "<iframe src=\"https://example.com\"></iframe>\n",
                "content/x.md:5:1: ",
            ),
            (
                "Text.\n\n<meta http-equiv=\"refresh\" content=\"0;url=https://example.com\">\n",
                "content/x.md:7:1: ",
            ),
            (
                "<form action=\"https://example.com\"><button>Go</button></form>\n",
                "content/x.md:5:1: ",
            ),
            ("- a list with <b>bold</b>\n", "content/x.md:5:15: "),
            ("<!-- a comment -->\n", "content/x.md:5:1: "),
        ] {
            let err = refusal(body);
            assert!(err.starts_with(at), "{body:?}: {err}");
            assert!(err.contains("raw HTML `<"), "{err}");
            assert!(
                err.ends_with("is not allowed in content: write it in Markdown"),
                "{err}"
            );
            assert!(!err.contains('\n'), "{err}");
        }
    }

    #[test]
    fn html_in_code_and_board_blocks_is_text() {
        assert_eq!(
            refusal("Write `<script>` like this.\n\n```\n<iframe>\n```\n"),
            ""
        );
        let html = to_html("`<b>` and <b>bold</b>\n");
        assert_eq!(
            html,
            "<p><code>&lt;b&gt;</code> and &lt;b&gt;bold&lt;/b&gt;</p>\n"
        );
    }

    #[test]
    fn javascript_and_other_schemes_are_refused_in_links_and_images() {
        for (body, at) in [
            (
                "A [link](javascript:alert(1)).\n",
                "content/x.md:5:3: the link target `javascript:alert(1)`",
            ),
            (
                "![pic](javascript:alert(1))\n",
                "content/x.md:5:1: the image `javascript:alert(1)` would not show",
            ),
            (
                "[x](JavaScript:alert(1))\n",
                "content/x.md:5:1: the link target",
            ),
            (
                "[x](<java\tscript:alert(1)>)\n",
                "content/x.md:5:1: the link target",
            ),
            (
                "[x](&#106;avascript:alert(1))\n",
                "content/x.md:5:1: the link target",
            ),
            (
                "[x][r]\n\n[r]: data:text/html,<script>alert(1)</script>\n",
                "content/x.md:5:1: the link target",
            ),
            (
                "<javascript:alert(1)>\n",
                "content/x.md:5:1: the link target",
            ),
            (
                "[x](vbscript:msgbox)\n",
                "content/x.md:5:1: the link target",
            ),
            (
                "![x](file:///etc/passwd)\n",
                "content/x.md:5:1: the image `file:///etc/passwd` would not show",
            ),
        ] {
            let err = refusal(body);
            assert!(err.starts_with(at), "{body:?}: {err}");
        }
        let fine = "[a](bashni.html) [b](../index.html#c-rules) [c](https://example.com/x?y=1:2) \
             [d](http://example.com) [e](mailto:someone@example.com) [f](#top) [g](a/b:c) \
             <someone@example.com> <https://example.com>\n";
        assert_eq!(refusal(fine), "");
    }

    #[test]
    fn images_the_policy_would_block_other_sites_and_nul_are_refused() {
        for (body, at) in [
            (
                "![a](https://example.com/a.png)\n",
                "content/x.md:5:1: the image `https://example.com/a.png` would not show",
            ),
            (
                "![a](pics/a.png)\n",
                "content/x.md:5:1: the image `pics/a.png` would not show",
            ),
            (
                "See [x](//evil.example/a).\n",
                "content/x.md:5:5: the link target `//evil.example/a` leads to another site",
            ),
            (
                "See [x](\\\\\\\\evil.example/a).\n",
                "content/x.md:5:5: the link target",
            ),
            ("Text\0here.\n", "content/x.md:5:5: a NUL character"),
        ] {
            let err = refusal(body);
            assert!(err.starts_with(at), "{body:?}: {err}");
        }
        assert_eq!(refusal("![dot](data:image/png;base64,iVBORw0KGgo=)\n"), "");
    }

    proptest::proptest! {
        /// Content nested to any depth, of quotes, lists and emphasis, is checked without a
        /// panic; what passes the check renders.
        #[test]
        fn any_nesting_is_checked_and_what_passes_renders(
            marks in proptest::collection::vec(proptest::sample::select(vec!["> ", "- ", "1. ", "*", "_", "[", "](a)", "`"]), 0..4000),
        ) {
            let body = format!("{}text\n", marks.concat());
            if refusal(&body).is_empty() {
                let _ = to_html(&body);
            }
        }
    }

    #[test]
    fn nesting_deeper_than_the_bound_is_refused_where_it_goes_too_deep() {
        let deep = format!("{}\n", ">".repeat(20_000));
        let err = refusal(&deep);
        assert!(err.starts_with("content/x.md:5:"), "{err}");
        assert!(err.contains("inside one another: nest less"), "{err}");
        let fine = format!("{} quoted\n", ">".repeat(MAX_NESTING - 2));
        assert_eq!(refusal(&fine), "");
    }

    #[test]
    fn content_cannot_take_the_pages_own_ids_or_add_attributes() {
        assert!(TEMPLATE_IDS.contains(&"lesson-boards"));
        assert!(TEMPLATE_IDS.contains(&"board"));
        assert!(TEMPLATE_IDS.contains(&"course-progress"));
        assert_eq!(
            refusal("Text.\n\n## Boards {#lesson-boards}\n"),
            "content/x.md:7:11: the heading id `lesson-boards` is one of the page's own ids: choose another name"
        );
        assert!(
            refusal("# Title {#board}\n").starts_with("content/x.md:5:9: the heading id `board`")
        );
        assert!(refusal("Note[^status].\n\n[^status]: here\n").starts_with(
            "content/x.md:7:1: the footnote name `status` is one of the page's own ids"
        ));
        let attribute = refusal("# Title {onclick=alert(1)}\n");
        assert!(
            attribute.starts_with("content/x.md:5:9: a heading takes only an id"),
            "{attribute}"
        );
        assert!(refusal("# Title {.lesson-board}\n")
            .starts_with("content/x.md:5:9: a heading takes only an id"));
        assert_eq!(
            refusal("## Rules {#c-rules}\n\nNote[^1].\n\n[^1]: here\n"),
            ""
        );
    }

    #[test]
    fn a_mistyped_board_fence_is_refused_with_the_fence_meant() {
        for (body, lang) in [
            ("Text.\n\n```boards\nposition: W:c3w\n```\n", "boards"),
            ("Text.\n\n```bord\nposition: W:c3w\n```\n", "bord"),
            ("Text.\n\n~~~ Board\nposition: W:c3w\n~~~\n", "Board"),
        ] {
            let col = body.lines().nth(2).unwrap().find(lang).unwrap() + 1;
            assert_eq!(
                refusal(body),
                format!(
                    "content/x.md:7:{col}: `{lang}` is not a kind of block the build knows, and \
                     its lines would show as code: write `board`"
                )
            );
        }
        for other in [
            "```toml\nx = 1\n```\n",
            "```\nplain\n```\n",
            "```board\nposition: x\n```\n",
        ] {
            assert_eq!(refusal(other), "", "{other:?}");
        }
    }

    #[test]
    fn a_board_left_open_before_the_next_is_an_error_at_its_fence() {
        let body = "Text.\n\n```board\nposition: W:c3w\ngoal: move\n\nProse.\n\n```board\nposition: W:c3w\n```\n";
        assert_eq!(
            refusal(body),
            "content/x.md:7:1: this block is not closed before the next one opens, 6 lines below: add a line ``` after its last key"
        );
        let closed = "```board\nposition: W:c3w\n```\n\nProse.\n\n```board\nposition: W:c3w\n```\n";
        assert_eq!(refusal(closed), "");
    }

    #[test]
    fn an_unclosed_code_block_is_an_error_at_its_fence() {
        let body = "Text.\n\n```board\nposition: W:c3w\ngoal: move\n";
        assert_eq!(
            refusal(body),
            "content/x.md:7:1: this code block is never closed: add a line ``` where it ends"
        );
        let doc = Document {
            path: "content/x.md".to_string(),
            toml: String::new(),
            body: body.to_string(),
            body_line: 5,
        };
        let file = format!("+++\ntitle = \"x\"\n+++\n\n{body}");
        assert_eq!(
            check(&doc).unwrap_err().render(Some(&file), false),
            "error: content/x.md:7:1: this code block is never closed: add a line ``` where it ends\n \
             --> content/x.md:7:1\n  |\n7 | ```board\n  | ^^^^^^^^"
        );
        for closed in [
            "```board\nposition: x\n```\n",
            "```board\nposition: x\n```",
            "~~~~\ncode\n~~~~~\n",
            "> ```\n> quoted\n> ```\n",
            "- ```\n  item\n  ```\n",
        ] {
            assert_eq!(refusal(closed), "", "{closed:?}");
        }
        assert!(refusal("````\ncode\n```\n").contains("add a line ```` where"));
    }

    #[test]
    fn crlf_and_cr_read_as_lf() {
        assert_eq!(normalise_line_endings("a\r\nb\rc\n"), "a\nb\nc\n");
        assert!(matches!(normalise_line_endings("a\nb"), Cow::Borrowed(_)));
    }
}
