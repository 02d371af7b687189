//! The Content-Security-Policy every page carries, with the `sha256` hashes of the page's own
//! inline scripts and styles instead of `'unsafe-inline'`.
//!
//! Pages are rendered with [`PLACEHOLDER`] as the policy; once a page is minified (the hashes
//! must be of the final bytes), [`seal`] hashes its inline `<script>` and `<style>` elements
//! and writes the policy in the placeholder's place.

use base64::Engine as _;
use sha2::{Digest, Sha256};

/// Stands for the policy in a rendered page until [`seal`] replaces it.
pub const PLACEHOLDER: &str = "bashni-content-security-policy";

/// The policy for a page whose inline scripts and styles have these hash sources
/// (`'sha256-…'`). It forbids every network fetch; `'wasm-unsafe-eval'` lets the embedded wasm
/// compile; `worker-src blob:` lets the page start a worker from a Blob URL (the engine in a
/// worker); nothing else is allowed. `connect_self`: the page may reach its own server
/// (`connect-src 'self'`, for the live reload of `generator serve` only).
pub fn policy(scripts: &[String], styles: &[String], connect_self: bool) -> String {
    let sources = |hashes: &[String]| {
        if hashes.is_empty() {
            "'none'".to_string()
        } else {
            hashes.join(" ")
        }
    };
    let scripts = if scripts.is_empty() {
        "'wasm-unsafe-eval'".to_string()
    } else {
        format!("{} 'wasm-unsafe-eval'", scripts.join(" "))
    };
    format!(
        "default-src 'none'; script-src {scripts}; style-src {}; img-src data:; \
connect-src {connect}; font-src 'none'; media-src 'none'; object-src 'none'; frame-src 'none'; \
worker-src blob:; base-uri 'none'; form-action 'none'",
        sources(styles),
        connect = if connect_self { "'self'" } else { "'none'" }
    )
}

/// The CSP source for inline content: `'sha256-BASE64'`.
pub fn hash_source(content: &str) -> String {
    let digest = Sha256::digest(content.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// What an inline element is, for the policy.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    Script,
    Style,
}

/// The contents of the page's inline scripts the browser runs (no `type`, `module` or a
/// JavaScript MIME type; data blocks such as `application/json` are not run and need no hash)
/// and of its `<style>` elements, in page order.
#[cfg(test)]
fn inline_code(html: &str) -> Vec<(Kind, &str)> {
    inline_blocks(html)
        .into_iter()
        .map(|(kind, _, code)| (kind, code))
        .collect()
}

/// The attribute that marks the generator's own inline scripts and styles in a rendered page
/// (`data-own="MARK"`, written by the templates through `Shell::own`): [`seal`] lists the hashes
/// of those only, refuses a page with any other, and removes the mark. The mark is random for
/// each run of the generator, so no content or catalog text can carry it.
pub fn own_mark() -> &'static str {
    static MARK: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    MARK.get_or_init(|| {
        use std::hash::BuildHasher;
        let random = std::collections::hash_map::RandomState::new();
        format!("{:016x}{:016x}", random.hash_one(1u8), random.hash_one(2u8))
    })
}

/// Every inline style, and every inline script the browser runs: `(kind, opening tag, code)`.
fn inline_blocks(html: &str) -> Vec<(Kind, &str, &str)> {
    let mut found = Vec::new();
    let mut at = 0;
    // Tag by tag: a `<script` or `<style` quoted inside another tag's attribute is text.
    while let Some(offset) = html[at..].find('<') {
        let start = at + offset;
        let rest = &html[start..];
        if rest.starts_with("<!--") {
            at = rest.find("-->").map_or(html.len(), |end| start + end + 3);
            continue;
        }
        let Some(tag_end) = tag_end(rest).map(|end| start + end) else {
            break;
        };
        let tag = &html[start..tag_end];
        let lower = tag.to_ascii_lowercase();
        let named = |name: &str| {
            lower.strip_prefix(name).is_some_and(|after| {
                after.starts_with(|c: char| c.is_ascii_whitespace() || c == '>' || c == '/')
            })
        };
        let kind = if named("<script") {
            Kind::Script
        } else if named("<style") {
            Kind::Style
        } else {
            at = tag_end;
            continue;
        };
        let close = if kind == Kind::Script {
            "</script"
        } else {
            "</style"
        };
        let Some(end) = html[tag_end..].find(close).map(|i| tag_end + i) else {
            break;
        };
        if kind == Kind::Style || runs_as_script(tag) {
            found.push((kind, tag, &html[tag_end..end]));
        }
        at = end;
    }
    found
}

/// The length of the tag at the start of `text` (through its `>`), quoted attribute values
/// skipped; None when it never closes.
fn tag_end(text: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (index, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return Some(index + 1),
            _ => {}
        }
    }
    None
}

/// Whether a `<script …>` opening tag is JavaScript the browser runs.
fn runs_as_script(tag: &str) -> bool {
    let lower = tag.to_ascii_lowercase();
    let Some(at) = lower.find(" type=") else {
        return true;
    };
    let value = lower[at + 6..].trim_start_matches(['"', '\'']);
    ["module", "text/javascript", "application/javascript"]
        .iter()
        .any(|t| {
            value.starts_with(t)
                && !value[t.len()..]
                    .starts_with(|c: char| c.is_alphanumeric() || c == '/' || c == '-')
        })
}

/// The page's code as its loader inflates it (`super::page_loader`): the text of the
/// `<script type="application/octet-stream" id="page-code">` data block, data text and gzip
/// undone. `None` on a page without one.
pub fn page_code(html: &str) -> Result<Option<String>, String> {
    packed_block(html, "page-code")
}

/// The text of the packed data block `<script … id="ID">` (gzip-compressed, as data text) as the
/// page's loader inflates it; `None` on a page without one.
pub fn packed_block(html: &str, id: &str) -> Result<Option<String>, String> {
    use std::io::Read as _;
    // The minifier may drop the quotes and reorder the attributes.
    let Some(at) = html.match_indices("<script").map(|(at, _)| at).find(|&at| {
        let open = &html[at..at + html[at..].find('>').unwrap_or(0)];
        open.contains(&format!("id={id}")) || open.contains(&format!("id=\"{id}\""))
    }) else {
        return Ok(None);
    };
    let start = at + html[at..].find('>').unwrap_or(0) + 1;
    let end = start
        + html[start..]
            .find("</script")
            .ok_or(format!("the {id} block is not closed"))?;
    let bytes = super::data_text::decode(&html[start..end])
        .map_err(|e| format!("the {id} block is not data text: {e}"))?;
    let mut text = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut text)
        .map_err(|e| format!("the {id} block is not gzip-compressed text: {e}"))?;
    Ok(Some(text))
}

/// Replaces the [`PLACEHOLDER`] in a minified page with the policy listing the hashes of the
/// page's inline scripts and styles (and `connect-src 'self'` when `connect_self`).
pub fn seal(page: &[u8], connect_self: bool) -> Result<Vec<u8>, String> {
    let html = std::str::from_utf8(page).map_err(|_| "the page is not UTF-8".to_string())?;
    let (mut scripts, mut styles) = (Vec::new(), Vec::new());
    let mark = own_mark();
    for (kind, tag, code) in inline_blocks(html) {
        if !tag.contains(mark) {
            let what = if kind == Kind::Script {
                "script"
            } else {
                "style"
            };
            let start: String = code.chars().take(60).collect();
            return Err(format!(
                "an inline {what} the templates did not write (`{start}`): a page's scripts and styles come only from the templates, never from content or a catalog"
            ));
        }
        let list = if kind == Kind::Script {
            &mut scripts
        } else {
            &mut styles
        };
        let source = hash_source(code);
        if !list.contains(&source) {
            list.push(source);
        }
    }
    if let Some(code) = page_code(html)? {
        let source = hash_source(&code);
        if !scripts.contains(&source) {
            scripts.push(source);
        }
    }
    let policy = policy(&scripts, &styles, connect_self);
    if html.matches(PLACEHOLDER).count() != 1 {
        return Err(
            "the page must contain the CSP placeholder exactly once (the base template's meta tag)"
                .into(),
        );
    }
    let unmarked = html
        .replace(&format!(" data-own=\"{mark}\""), "")
        .replace(&format!(" data-own={mark}"), "");
    if unmarked.contains(mark) {
        return Err("the mark of the generator's own code is left in the page".into());
    }
    let html = unmarked.as_str();
    let at = html.find(PLACEHOLDER).unwrap_or_default();
    // The minifier drops the quotes of an attribute value that needs none: put them back.
    let quoted = html[..at].ends_with('"');
    let value = if quoted {
        policy
    } else {
        format!("\"{policy}\"")
    };
    Ok(html.replacen(PLACEHOLDER, &value, 1).into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_the_browsers() {
        // The example of the CSP specification: `alert('Hello, world.');`.
        assert_eq!(
            hash_source("alert('Hello, world.');"),
            "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
        );
    }

    #[test]
    fn only_code_that_runs_is_listed() {
        let html = "<style>a{}</style><script type=application/json>[1]</script>\
            <script type=module>go()</script><script>x<y</script><script type=\"text/javascript\">z</script>\
            <script type=application/octet-stream id=w>AAAA</script><script type=modules>no</script>";
        assert_eq!(
            inline_code(html),
            [
                (Kind::Style, "a{}"),
                (Kind::Script, "go()"),
                (Kind::Script, "x<y"),
                (Kind::Script, "z"),
            ]
        );
    }

    #[test]
    fn the_placeholder_becomes_the_policy() {
        let mark = own_mark();
        let page = format!(
            "<meta http-equiv=Content-Security-Policy content={PLACEHOLDER}><style data-own={mark}>a{{}}</style><script type=module data-own=\"{mark}\">go()</script>"
        );
        let sealed = String::from_utf8(seal(page.as_bytes(), false).unwrap()).unwrap();
        assert!(
            !sealed.contains(mark) && sealed.contains("<style>a{}</style>"),
            "{sealed}"
        );
        let expected = policy(&[hash_source("go()")], &[hash_source("a{}")], false);
        assert!(
            sealed.contains(&format!("content=\"{expected}\"")),
            "{sealed}"
        );
        assert!(!expected.contains("unsafe-inline"));
        assert!(expected.contains("worker-src blob:"));
        assert!(expected.contains("connect-src 'none'"));
        assert!(seal(b"<p>no policy</p>", false).is_err());
        let served = String::from_utf8(seal(page.as_bytes(), true).unwrap()).unwrap();
        assert!(served.contains("connect-src 'self'"), "{served}");
    }

    #[test]
    fn a_tag_name_quoted_in_an_attribute_is_text() {
        let mark = own_mark();
        let page = format!(
            "<meta http-equiv=Content-Security-Policy content={PLACEHOLDER}><meta name=description content=\"Use <style> and <script> well\"><p title='<script>x'>a < b</p><!-- <script>no</script> --><style data-own={mark}>a{{}}</style>"
        );
        assert_eq!(inline_code(&page), [(Kind::Style, "a{}")]);
        assert!(seal(page.as_bytes(), false).is_ok());
    }

    #[test]
    fn code_the_templates_did_not_write_is_refused_not_listed() {
        let mark = own_mark();
        assert_eq!(mark.len(), 32);
        for stranger in [
            "<script>alert(1)</script>",
            "<script type=module data-own=0123>alert(1)</script>",
            "<style>body{display:none}</style>",
        ] {
            let page = format!(
                "<meta http-equiv=Content-Security-Policy content={PLACEHOLDER}><style data-own={mark}>a{{}}</style>{stranger}"
            );
            let error = seal(page.as_bytes(), false).unwrap_err();
            assert!(error.starts_with("an inline "), "{error}");
            assert!(error.contains("the templates did not write"), "{error}");
        }
    }
}
