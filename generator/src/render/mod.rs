//! Stage 4 — rendering: the checked content and the assets into askama pages ([`pages`]), each
//! minified ([`minify`]) and sealed with its Content-Security-Policy ([`csp`]).
//!
//! A page is rendered for a [`Mode`]: a built site (no network at all), or `generator serve`,
//! whose pages carry the live-reload script (hashed in the policy like every inline script) and
//! may reach their own server (`connect-src 'self'`).

pub mod csp;
pub mod minify;
pub mod pages;

use crate::assets::{Assets, Engines};
use crate::board_kind::BoardKind;
use crate::check::{Checked, Preset};
use crate::content::{markdown, Content};
use crate::error::{Error, Result};
use engine::Variant;
use pages::{GameLink, GamePage, HexPage, IndexPage, LessonLink, LessonPage, Shell};

/// What the pages are rendered for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `dist/`: self-contained pages that reach no server.
    Build,
    /// `generator serve`: pages that reload themselves after a rebuild.
    Serve,
}

/// The live-reload script of served pages: it listens to the server's events
/// (`/__build/events`, Server-Sent Events), reloads the page after a rebuild, and shows a
/// failed build's diagnostic over the page until the next good build reloads it. It builds
/// the overlay with the DOM (text only, styles through the CSSOM, which the policy allows).
pub const LIVE_RELOAD: &str = "(()=>{const events=new EventSource('/__build/events');let overlay=null;\
events.addEventListener('reload',()=>location.reload());\
events.addEventListener('failed',e=>{if(!overlay){overlay=document.createElement('pre');\
Object.assign(overlay.style,{position:'fixed',inset:'0',margin:'0',padding:'1.5rem',overflow:'auto',\
background:'rgba(24,24,24,.95)',color:'#ffb4a8',font:'14px/1.5 ui-monospace,monospace',\
whiteSpace:'pre-wrap',zIndex:'2147483647'});overlay.setAttribute('role','alert');\
document.body.append(overlay)}overlay.textContent=e.data})})()";

/// The inline module that runs a page's code: it inflates the `page-code` data block (gzip,
/// base64) and appends the code as a `<script type="module">`. The policy lists the hash of this
/// loader and of the inflated code (a hash-matched inline script inserted by a script runs).
pub const PAGE_LOADER: &str = "const t=document.getElementById('page-code').textContent,\
b=Uint8Array.from(atob(t),c=>c.charCodeAt(0)),s=document.createElement('script');s.type='module';\
s.textContent=await new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream('gzip'))).text();\
document.body.append(s)";

/// A page's bundled script as the page carries it: minified, gzip-compressed, in base64 (the
/// `page-code` block that [`PAGE_LOADER`] runs).
pub fn page_code(script: &str) -> String {
    use base64::Engine as _;
    let code = minify::script(script);
    base64::engine::general_purpose::STANDARD
        .encode(crate::assets::wasm_build::compress(code.as_bytes()))
}

/// What the pages are made of.
pub struct Inputs<'a> {
    pub content: &'a Content,
    pub checked: &'a Checked,
    pub assets: &'a Assets,
    pub engines: &'a Engines,
    pub mode: Mode,
}

/// JSON made safe to sit inside a `<script>` element.
fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The path under `dist/` of the page of lesson `slug`.
pub fn lesson_path(slug: &str) -> String {
    format!("lessons/{slug}.html")
}

/// Renders the pages whose path (under `dist/`) passes `wanted`: `(path, HTML before
/// minifying)`.
pub fn pages(inputs: &Inputs, wanted: &dyn Fn(&str) -> bool) -> Result<Vec<(String, String)>> {
    let Inputs {
        content,
        checked,
        assets,
        engines,
        mode,
    } = inputs;
    let live_reload = (*mode == Mode::Serve).then_some(LIVE_RELOAD);
    let links: Vec<GameLink> = content
        .games
        .iter()
        .map(|g| GameLink {
            href: format!("{}.html", g.slug),
            title: g.page.front.title.clone(),
            summary: g.page.front.summary.clone(),
        })
        .collect();
    let lesson_links: Vec<LessonLink> = checked
        .lessons
        .iter()
        .map(|l| LessonLink {
            slug: l.slug.clone(),
            title: l.title.clone(),
            summary: l.summary.clone(),
        })
        .collect();
    let shell = |title, root, script, wasm_base64| Shell {
        title,
        lang: "en",
        csp: csp::PLACEHOLDER,
        css: &assets.css,
        root,
        games: &links,
        script,
        loader: PAGE_LOADER,
        wasm_base64,
        live_reload,
    };
    let index_script = page_code(&assets.index_js.text(&engines.lessons));
    let game_script = page_code(&assets.game_js.text(&engines.draughts_game));
    let hexpush_script = page_code(&assets.hexpush_js.text(&engines.hexpush));
    let lesson_script = page_code(&assets.lesson_js.text(&engines.lessons));
    let mut out = Vec::new();
    if wanted("index.html") {
        let index = IndexPage {
            shell: shell(&content.index.front.title, "", &index_script, ""),
            intro_html: markdown::to_html(&content.index.doc.body),
            lessons: &lesson_links,
        };
        out.push((
            "index.html".to_string(),
            pages::render(&index, &content.index.doc.path)?,
        ));
    }
    let presets: Vec<String> = checked.presets.iter().map(Preset::json).collect();
    let presets_json = script_json(&format!("[{}]", presets.join(",")));
    for game in &content.games {
        let path = format!("{}.html", game.slug);
        if !wanted(&path) {
            continue;
        }
        let title = &game.page.front.title;
        let rules_html = markdown::to_html(&game.page.doc.body);
        let html = match game.kind {
            BoardKind::Draughts(variant) => pages::render(
                &GamePage {
                    shell: shell(title, "", &game_script, &engines.draughts_game.wasm_base64),
                    presets_json: &presets_json,
                    variant: variant.id(),
                    rules_html,
                    variants: Variant::ALL.iter().map(|v| (v.id(), v.title())).collect(),
                },
                &game.page.doc.path,
            )?,
            BoardKind::Hexpush => pages::render(
                &HexPage {
                    shell: shell(title, "", &hexpush_script, &engines.hexpush.wasm_base64),
                    rules_html,
                },
                &game.page.doc.path,
            )?,
        };
        out.push((path, html));
    }
    for (index, lesson) in checked.lessons.iter().enumerate() {
        let path = lesson_path(&lesson.slug);
        if !wanted(&path) {
            continue;
        }
        let page = LessonPage {
            shell: shell(
                &lesson.title,
                "../",
                &lesson_script,
                &engines.lessons.wasm_base64,
            ),
            slug: &lesson.slug,
            number: index + 1,
            count: checked.lessons.len(),
            prose_html: lesson.html(),
            boards_json: script_json(&lesson.boards_json()),
            previous: index.checked_sub(1).map(|i| &lesson_links[i]),
            next: lesson_links.get(index + 1),
        };
        out.push((path, pages::render(&page, &lesson.path)?));
    }
    Ok(out)
}

/// A rendered page as written: minified, its policy listing the hashes of its inline code.
pub fn finish(path: &str, html: &str, mode: Mode) -> Result<Vec<u8>> {
    csp::seal(&minify::page(html), mode == Mode::Serve)
        .map_err(|e| Error::file(&format!("dist/{path}"), e))
}
