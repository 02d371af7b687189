//! How much each part of a finished page weighs: the engine (wasm, compressed, as data text), the
//! learned networks and opening book it installs, the page code, the page scripts' messages, the
//! styles, and the HTML around them; printed by the build for the heaviest page of each kind,
//! beside its limit ([`crate::site::size_limit`]).

use crate::assets::Engines;
use crate::site::size_limit;

/// The bytes of a finished page by part.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Parts {
    /// The inlined engine (`<script id=engine-wasm>`).
    pub wasm: usize,
    /// The learned networks (`<script data-network=…>`, one a rule set the page searches).
    pub networks: usize,
    /// The opening books (`<script data-book=…>`, a game page's rule set's).
    pub books: usize,
    /// The page code (`<script id=page-code>`) and the loader and other inline modules.
    pub js: usize,
    /// The page scripts' messages (`<script id=messages>`).
    pub messages: usize,
    /// The styles (`<style>`).
    pub css: usize,
    /// Everything else: the markup, the text, the presets.
    pub html: usize,
}

/// The contents of every element opened by a tag starting with `open` up to its `close`.
fn contents(html: &str, open: &str, close: &str) -> usize {
    let mut total = 0;
    let mut rest = html;
    while let Some(start) = rest.find(open) {
        let after = &rest[start..];
        let Some(body) = after.find('>') else { break };
        let Some(end) = after[body..].find(close) else {
            break;
        };
        total += end - 1;
        rest = &after[body + end..];
    }
    total
}

impl Parts {
    /// Measures a finished (minified) page.
    pub fn of(html: &str) -> Parts {
        let wasm = contents(html, "<script id=engine-wasm", "</script>");
        let networks = contents(html, "<script data-network", "</script>");
        let books = contents(html, "<script data-book", "</script>");
        let messages = contents(html, "<script id=messages", "</script>");
        let scripts = contents(html, "<script", "</script>");
        let css = contents(html, "<style", "</style>");
        let js = scripts - wasm - networks - books - messages;
        Parts {
            wasm,
            networks,
            books,
            js,
            messages,
            css,
            html: html.len() - scripts - css,
        }
    }

    fn total(&self) -> usize {
        self.wasm + self.networks + self.books + self.js + self.messages + self.css + self.html
    }
}

/// The kind of page a path is and the engine features its wasm is built with, for the report.
fn kind(path: &str) -> (&'static str, &'static [&'static str]) {
    let name = path.rsplit('/').next().unwrap_or(path);
    let hex = name.contains("hexpush");
    let play = if hex {
        Engines::HEX_PLAY
    } else {
        Engines::DRAUGHTS_PLAY
    };
    if path.contains("lessons/") {
        ("lesson", play)
    } else if path.contains("puzzles/") {
        ("puzzles", play)
    } else if name == "index.html" {
        ("index", &[])
    } else if name == "404.html" {
        ("404", &[])
    } else if name == "analysis.html" {
        ("analysis", Engines::ANALYSIS)
    } else if name == "hexpush-analysis.html" {
        ("hexpush analysis", Engines::HEXPUSH)
    } else if name == "hexpush.html" {
        ("hexpush", Engines::HEXPUSH)
    } else if Engines::TABLES_VARIANTS
        .iter()
        .any(|v| name == format!("{}.html", v.id()))
    {
        ("draughts game, tables", Engines::DRAUGHTS_TABLES)
    } else {
        ("draughts game", Engines::DRAUGHTS_GAME)
    }
}

/// One line per kind of page: its heaviest page by part, in KB, with its limit.
pub fn report(pages: &[(String, Vec<u8>)]) -> Vec<String> {
    type Kind = (&'static str, &'static [&'static str]);
    let mut heaviest: Vec<(Kind, &str, Parts)> = Vec::new();
    for (path, bytes) in pages.iter().filter(|(p, _)| p.ends_with(".html")) {
        let parts = Parts::of(&String::from_utf8_lossy(bytes));
        let kind = kind(path);
        match heaviest.iter_mut().find(|(k, _, _)| *k == kind) {
            Some(entry) if entry.2.total() >= parts.total() => {}
            Some(entry) => *entry = (kind, path, parts),
            None => heaviest.push((kind, path, parts)),
        }
    }
    let kb = |n: usize| format!("{:.1}", n as f64 / 1024.0);
    let mut lines = vec![format!(
        "{:<14} {:<28} {:>16} {:>6} {:>8} {:>5} {:>6} {:>8} {:>6} {:>6} {:>7} {:>6}",
        "Size (KB)",
        "heaviest page",
        "engine features",
        "wasm",
        "networks",
        "book",
        "JS",
        "messages",
        "CSS",
        "HTML",
        "total",
        "limit"
    )];
    for ((kind, features), path, parts) in heaviest {
        lines.push(format!(
            "{:<14} {:<28} {:>16} {:>6} {:>8} {:>5} {:>6} {:>8} {:>6} {:>6} {:>7} {:>6}",
            kind,
            path,
            features.join(","),
            kb(parts.wasm),
            kb(parts.networks),
            kb(parts.books),
            kb(parts.js),
            kb(parts.messages),
            kb(parts.css),
            kb(parts.html),
            kb(parts.total()),
            size_limit(path) / 1024
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_split_into_its_parts() {
        let html =
            "<html><style>a{b:c}</style><p>hi</p><script id=engine-wasm type=x>AAAA</script>\
                    <script data-network=lasca type=x>NNN</script><script data-book=lasca>BB</script>\
                    <script id=messages type=x>MM</script><script id=page-code type=x>CODE</script>\
                    <script type=module>go()</script></html>";
        let parts = Parts::of(html);
        assert_eq!(parts.css, 6);
        assert_eq!(parts.wasm, 4);
        assert_eq!(parts.networks, 3);
        assert_eq!(parts.books, 2);
        assert_eq!(parts.messages, 2);
        assert_eq!(parts.js, 8);
        assert_eq!(parts.total(), html.len());
    }

    #[test]
    fn the_report_names_the_heaviest_page_of_each_kind() {
        let page =
            |n: usize| format!("<script id=engine-wasm>{}</script>", "A".repeat(n)).into_bytes();
        let pages = vec![
            ("bashni.html".to_string(), page(10)),
            ("ru/english.html".to_string(), page(20)),
            ("ru/russian.html".to_string(), page(30)),
            ("lessons/01-a.html".to_string(), page(5)),
            ("404.html".to_string(), page(1)),
        ];
        let lines = report(&pages);
        assert_eq!(lines.len(), 5, "{lines:#?}");
        assert!(lines[1].starts_with("draughts game ") && lines[1].contains("bashni.html"));
        // The game pages that solve endgame tables have an engine of their own.
        assert!(lines
            .iter()
            .any(|l| l.starts_with("draughts game, tables") && l.contains("ru/russian.html")));
        assert!(!lines.iter().any(|l| l.contains("ru/english.html")));
        assert!(lines
            .iter()
            .any(|l| l.starts_with("404") && l.ends_with("200")));
        assert!(lines
            .iter()
            .any(|l| l.starts_with("lesson") && l.ends_with("180")));
    }
}
