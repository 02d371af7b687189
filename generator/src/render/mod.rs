//! Stage 4 — rendering: the checked content and the assets into askama pages ([`pages()`]), each
//! minified ([`minify`]) and sealed with its Content-Security-Policy ([`csp`]).
//!
//! A page is rendered for a [`Mode`]: a built site (no network at all), or `generator serve`,
//! whose pages carry the live-reload script (hashed in the policy like every inline script) and
//! may reach their own server (`connect-src 'self'`).

pub mod csp;
pub mod data_text;
pub mod minify;
pub mod pages;

use crate::assets::{Assets, EngineAssets, Engines, Script, Sheet};
use crate::board_kind::BoardKind;
use crate::check::puzzles::PuzzleSet;
use crate::check::{Checked, Lesson, Preset};
use crate::content::catalog::Catalog;
use crate::content::{self, markdown, Content, DEFAULT_LANG};
use crate::error::{Error, Location, Result};
use engine::book::RuleSet;
use engine::Variant;
use pages::{
    Alternate, AnalysisPage, EngineData, GameLink, GamePage, HexPage, Home, IndexPage, LessonLink,
    LessonPage, NotFoundPage, PuzzlePage, Shell,
};
use std::cell::OnceCell;

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

/// The inline module that runs a page's code: it decodes and inflates (at once) the
/// `messages` data block (gzip, [`data_text`]) into the JSON that templates/js/i18n.js reads and
/// the `page-code` block, which it appends as a `<script type="module">`; it hands the page's
/// code its decoder as `self.unpackText` (templates/js/data-text.js, carried here once). The
/// policy lists the hash of this loader and of the inflated code (a hash-matched inline script
/// inserted by a script runs).
pub fn page_loader() -> &'static str {
    static LOADER: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        let decoder = include_str!("../../../templates/js/data-text.js").replacen(
            "export function unpackText",
            "function unpackText",
            1,
        );
        minify::script(&format!(
            "{decoder}\nself.unpackText=unpackText;\n\
             const z=e=>new Response(new Blob([unpackText(e.textContent)]).stream()\
             .pipeThrough(new DecompressionStream('gzip'))).text(),\
             m=document.getElementById('messages'),s=document.createElement('script'),\
             [j,c]=await Promise.all([z(m),z(document.getElementById('page-code'))]);\
             m.textContent=j;s.type='module';s.textContent=c;document.body.append(s);"
        ))
    });
    &LOADER
}

/// `bytes` as a page carries data: gzip-compressed, in [`data_text`].
fn packed(bytes: &[u8]) -> String {
    data_text::encode(&crate::assets::wasm_build::compress(bytes))
}

/// What the engine of a page installs when it starts (its wasm embeds neither), [`packed`]: the
/// learned network of each of `variants` that has one, and with `books` the opening book of each
/// that has one ([`book_data`]).
fn engine_data(
    variants: impl IntoIterator<Item = Variant>,
    books: bool,
) -> Result<Vec<EngineData>> {
    let mut data = Vec::new();
    for variant in variants {
        if let Some(file) = engine::search::net::file(variant) {
            data.push(EngineData {
                kind: "network",
                variant: variant.id(),
                packed: packed(file),
            });
        }
        if books {
            data.extend(book_data(variant)?);
        }
    }
    Ok(data)
}

/// The opening book of `rules` as a page carries it ([`engine::book::packed`], then
/// [`packed`]), if it has one; a book that does not pack is refused naming its file.
fn book_data<R: RuleSet>(rules: R) -> Result<Option<EngineData>> {
    let Some(book) = engine::book::book(rules) else {
        return Ok(None);
    };
    let name = rules.book_name();
    let bytes = engine::book::packed::pack(rules, book)
        .map_err(|why| Error::file(&format!("engine/data/book/{name}.txt"), why))?;
    Ok(Some(EngineData {
        kind: "book",
        variant: name,
        packed: packed(&bytes),
    }))
}

/// What the Hexpush game page's engine installs when it starts: the opening book of each layout
/// that has one.
fn hexpush_data() -> Result<Vec<EngineData>> {
    let mut data = Vec::new();
    for &rules in <engine::hex::Layout as RuleSet>::ALL {
        data.extend(book_data(rules)?);
    }
    Ok(data)
}

/// A page's bundled script as the page carries it: minified, then [`packed`] (the `page-code`
/// block that the page's loader module runs: `templates/page_code.html`).
pub fn page_code(script: &str) -> String {
    packed(minify::script(script).as_bytes())
}

/// What the pages of one language are made of.
pub struct Inputs<'a> {
    pub content: &'a Content,
    pub checked: &'a Checked,
    pub assets: &'a Assets,
    pub engines: &'a Engines,
    pub mode: Mode,
    /// The interface messages of the pages' language.
    pub catalog: &'a Catalog,
    /// Every language of the site, the default one first: `(code, own name, og:locale)`.
    pub languages: &'a [(String, String, String)],
    /// The site's address (`--base-url`), for absolute alternates and `og:url`.
    pub base_url: Option<&'a str>,
    /// The puzzle sets, one page each.
    pub puzzles: &'a [PuzzleSet],
}

/// The puzzle page a lesson's end links to (from `lessons/`): its game's, opened on the
/// lesson's theme when it names one; none when its game has no puzzles. A theme that none of
/// the game's puzzles has is refused at the lesson's front matter.
fn lesson_puzzles(sets: &[PuzzleSet], lesson: &Lesson) -> Result<String> {
    let set = sets.iter().find(|set| set.kind.id() == lesson.kind.id());
    let Some(theme) = &lesson.puzzle_theme else {
        return Ok(set
            .map(|set| puzzles_path(set.kind.id()))
            .unwrap_or_default());
    };
    let mut themes: Vec<&str> = set
        .iter()
        .flat_map(|set| &set.puzzles)
        .flat_map(|puzzle| puzzle.themes.iter().map(String::as_str))
        .collect();
    themes.sort_unstable();
    themes.dedup();
    match set {
        Some(set) if themes.contains(&theme.id.as_str()) => Ok(format!(
            "{}#theme={}",
            puzzles_path(set.kind.id()),
            theme.id
        )),
        _ => {
            let at = theme.at.unwrap_or(Location { line: 1, col: 1 });
            let known = if themes.is_empty() {
                format!("{} has no puzzles yet: remove `puzzles`", lesson.kind.id())
            } else {
                format!("the themes of its puzzles are `{}`", themes.join("`, `"))
            };
            Err(Error::at(
                &lesson.path,
                at.line,
                at.col,
                format!(
                    "no {} puzzle has the theme `{}`: {known}",
                    lesson.kind.id(),
                    theme.id
                ),
            ))
        }
    }
}

/// The path under `dist/` of the puzzle page of game `id`.
pub fn puzzles_path(id: &str) -> String {
    format!("puzzles/{id}.html")
}

/// JSON made safe to sit inside a `<script>` element.
fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// Where the draughts page of `here` sends a player who picks `other` in its Rule set menu: empty
/// when `other` is played on this page (its own rule set, or one without a page of its own, played
/// on the first draughts page), else the other page (with `#variant=` for a rule set it hosts).
fn variant_page(content: &Content, here: Variant, other: Variant) -> String {
    let pages: Vec<(Variant, &str)> = content
        .games
        .iter()
        .filter_map(|game| match game.kind {
            BoardKind::Draughts(variant) => Some((variant, game.slug.as_str())),
            BoardKind::Hexpush => None,
        })
        .collect();
    let host = pages
        .iter()
        .find(|(variant, _)| *variant == other)
        .or(pages.first());
    match host {
        Some((variant, _)) if *variant == here => String::new(),
        Some((variant, slug)) if *variant == other => format!("{slug}.html"),
        Some((_, slug)) => format!("{slug}.html#variant={}", other.id()),
        None => String::new(),
    }
}

/// The path under `dist/` of the page of lesson `slug`.
pub fn lesson_path(slug: &str) -> String {
    format!("lessons/{slug}.html")
}

/// The folder of a language's pages under `dist/`: `""` for the default language, `ru/`.
pub fn language_prefix(lang: &str) -> String {
    if lang == DEFAULT_LANG {
        String::new()
    } else {
        format!("{lang}/")
    }
}

/// The site's icon: a tower of three discs, as an SVG `data:` URL (so that the page names no
/// address), its markup written as it is with the characters a URL reserves escaped: a quarter
/// smaller than base64, on every page.
pub fn favicon() -> String {
    const SVG: &str = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>\
<g stroke='#3b2412' stroke-width='1.5'>\
<path d='M5 22v4c0 2.2 4.9 4 11 4s11-1.8 11-4v-4z' fill='#b23a2a'/><ellipse cx='16' cy='22' rx='11' ry='4' fill='#d9553f'/>\
<path d='M5 15v4c0 2.2 4.9 4 11 4s11-1.8 11-4v-4z' fill='#f3e4c4'/><ellipse cx='16' cy='15' rx='11' ry='4' fill='#fff6e2'/>\
<path d='M5 8v4c0 2.2 4.9 4 11 4s11-1.8 11-4V8z' fill='#b23a2a'/><ellipse cx='16' cy='8' rx='11' ry='4' fill='#d9553f'/>\
</g><path d='M11 8l2-2 3 2 3-2 2 2-2 1.5h-6z' fill='#e8b923'/></svg>";
    let mut url = String::from("data:image/svg+xml,");
    for c in SVG.chars() {
        match c {
            '%' | '#' | '<' | '>' | '"' => url.push_str(&format!("%{:02X}", c as u32)),
            _ => url.push(c),
        }
    }
    url
}

/// `html` from the default-language file `path` marked as English (`lang="en"`) on a page in
/// another language (its translation is missing); as it is otherwise.
fn in_english_if_untranslated(lang: &str, path: &str, html: String) -> String {
    if lang == DEFAULT_LANG || content::language_of(path).is_some() {
        html
    } else {
        format!("<div lang=\"{DEFAULT_LANG}\">{html}</div>")
    }
}

/// Renders the pages of `inputs`' language whose path (under `dist/`, the language's folder
/// included) passes `wanted`: `(path, HTML before minifying)`.
pub fn pages(inputs: &Inputs, wanted: &dyn Fn(&str) -> bool) -> Result<Vec<(String, String)>> {
    let Inputs {
        content,
        checked,
        assets,
        engines,
        mode,
        catalog,
        languages,
        base_url,
        puzzles,
    } = inputs;
    let lang = catalog.lang.as_str();
    let prefix = language_prefix(lang);
    let live_reload = (*mode == Mode::Serve).then_some(LIVE_RELOAD);
    let links = game_links(content);
    let lesson_links: Vec<LessonLink> = checked
        .lessons
        .iter()
        .map(|l| LessonLink {
            slug: l.slug.clone(),
            title: l.title.clone(),
            summary: l.summary.clone(),
            boards: l.levels(),
        })
        .collect();
    let favicon = favicon();
    let game_puzzles = |id: &str| {
        puzzles
            .iter()
            .find(|set| set.kind.id() == id)
            .map(|set| puzzles_path(set.kind.id()))
            .unwrap_or_default()
    };
    // The site's Puzzles link (the home page, the pages of no one game): Bashni's, the game the
    // site and its course are about, where it has some; else the first set.
    let first_puzzles = Some(game_puzzles(BoardKind::Draughts(Variant::Bashni).id()))
        .filter(|own| !own.is_empty())
        .or_else(|| puzzles.first().map(|set| puzzles_path(set.kind.id())))
        .unwrap_or_default();
    // The header's Puzzles link of a page about one game: that game's puzzles where there are some.
    let header_puzzles = |kind: BoardKind| {
        Some(game_puzzles(kind.id()))
            .filter(|own| !own.is_empty())
            .unwrap_or_else(|| first_puzzles.clone())
    };
    // The page `path` (in its language's folder) in every language.
    let alternates = |path: &str| -> Vec<Alternate> {
        let depth = path.matches('/').count() + prefix.matches('/').count();
        let to_top = "../".repeat(depth);
        languages
            .iter()
            .map(|(code, name, locale)| {
                let there = format!("{}{path}", language_prefix(code));
                Alternate {
                    lang: code.clone(),
                    name: name.clone(),
                    locale: locale.clone(),
                    href: match base_url {
                        Some(base) => format!("{}/{there}", base.trim_end_matches('/')),
                        None => format!("{to_top}{there}"),
                    },
                    relative: format!("{to_top}{there}"),
                }
            })
            .collect()
    };
    let canonical =
        |path: &str| base_url.map(|base| format!("{}/{prefix}{path}", base.trim_end_matches('/')));
    // Each page carries the messages its code can ask for (read before compression), packed.
    // A kind of page's code is minified and packed once, and only when a page of it is wanted
    // (`serve` renders one lesson after its file changed).
    let bundle = |script: &Script, engine: &EngineAssets| {
        (
            packed(catalog.script_json_for(&script.messages()).as_bytes()),
            page_code(&script.text(engine)),
        )
    };
    let game_bundles = [OnceCell::new(), OnceCell::new()];
    let hexpush_bundle = OnceCell::new();
    let lesson_bundles = [OnceCell::new(), OnceCell::new()];
    let site_description = catalog.text("site-description");
    let mut out = Vec::new();
    let index_alternates = alternates("index.html");
    if wanted(&format!("{prefix}index.html")) {
        let (index_messages, index_script) = bundle(&assets.index_js, &engines.draughts_play);
        let index = IndexPage {
            shell: Shell {
                title: &content.index.front.title,
                lang,
                csp: csp::PLACEHOLDER,
                css: assets.css(Sheet::Course, false),
                root: "",
                games: &links,
                script: &index_script,
                wasm_text: "",
                live_reload,
                loader: page_loader(),
                messages: &index_messages,
                catalog,
                description: &site_description,
                alternates: &index_alternates,
                canonical: canonical("index.html"),
                favicon: &favicon,
                puzzles_href: &first_puzzles,
                path: "index.html",
            },
            intro_html: in_english_if_untranslated(
                lang,
                &content.index.doc.path,
                markdown::to_html(&content.index.doc.body),
            ),
            lessons: &lesson_links,
        };
        out.push((
            format!("{prefix}index.html"),
            pages::render(&index, &content.index.doc.path)?,
        ));
    }
    // A game page's presets: those of the rule sets played on it (its menu offers no other).
    let presets_packed = |played: &[Variant]| {
        let presets: Vec<String> = checked
            .presets
            .iter()
            .filter(|preset| played.contains(&preset.position.variant()))
            .map(Preset::json)
            .collect();
        packed(format!("[{}]", presets.join(",")).as_bytes())
    };
    for game in &content.games {
        let path = format!("{}.html", game.slug);
        if !wanted(&format!("{prefix}{path}")) {
            continue;
        }
        let title = &game.page.front.title;
        let rules_html = in_english_if_untranslated(
            lang,
            &game.page.doc.path,
            markdown::to_html(&game.page.doc.body),
        );
        let page_alternates = alternates(&path);
        let puzzles_href = header_puzzles(game.kind);
        let shell = |script, wasm_text, messages| Shell {
            title,
            lang,
            csp: csp::PLACEHOLDER,
            css: assets.css(Sheet::Game, game.kind == BoardKind::Hexpush),
            root: "",
            games: &links,
            script,
            wasm_text,
            live_reload,
            loader: page_loader(),
            messages,
            catalog,
            description: &game.page.front.summary,
            alternates: &page_alternates,
            canonical: canonical(&path),
            favicon: &favicon,
            puzzles_href: &puzzles_href,
            path: &path,
        };
        let html = match game.kind {
            BoardKind::Draughts(variant) => {
                let (engine, tables) = engines.game(variant);
                let (game_messages, game_script) = game_bundles[usize::from(tables)]
                    .get_or_init(|| bundle(&assets.game_js, engine));
                let played: Vec<Variant> = Variant::ALL
                    .iter()
                    .copied()
                    .filter(|other| variant_page(content, variant, *other).is_empty())
                    .collect();
                pages::render(
                    &GamePage {
                        shell: shell(game_script, &engine.wasm_text, game_messages),
                        game_puzzles: game_puzzles(variant.id()),
                        presets_packed: presets_packed(&played),
                        variant: variant.id(),
                        rules_html,
                        variants: Variant::ALL
                            .iter()
                            .map(|other| {
                                let name = catalog.text(&format!("variant-{}", other.id()));
                                let page = variant_page(content, variant, *other);
                                // A rule set played here: its puzzles, for the page's links.
                                let puzzles = if page.is_empty() {
                                    game_puzzles(other.id())
                                } else {
                                    String::new()
                                };
                                (other.id(), name, page, puzzles)
                            })
                            .collect(),
                        engine_data: engine_data(played.iter().copied(), true)?,
                    },
                    &game.page.doc.path,
                )?
            }
            BoardKind::Hexpush => {
                let (hexpush_messages, hexpush_script) =
                    hexpush_bundle.get_or_init(|| bundle(&assets.hexpush_js, &engines.hexpush));
                pages::render(
                    &HexPage {
                        shell: shell(hexpush_script, &engines.hexpush.wasm_text, hexpush_messages),
                        game_puzzles: game_puzzles("hexpush"),
                        rules_html,
                        engine_data: hexpush_data()?,
                    },
                    &game.page.doc.path,
                )?
            }
        };
        out.push((format!("{prefix}{path}"), html));
    }
    for (index, lesson) in checked.lessons.iter().enumerate() {
        let path = lesson_path(&lesson.slug);
        if !wanted(&format!("{prefix}{path}")) {
            continue;
        }
        let page_alternates = alternates(&path);
        let puzzles_href = header_puzzles(lesson.kind);
        let engine = engines.play(lesson.kind);
        let (lesson_messages, lesson_script) = lesson_bundles
            [usize::from(lesson.kind == BoardKind::Hexpush)]
        .get_or_init(|| bundle(&assets.lesson_js, engine));
        let page = LessonPage {
            shell: Shell {
                title: &lesson.title,
                lang,
                csp: csp::PLACEHOLDER,
                css: assets.css(Sheet::Course, lesson.kind == BoardKind::Hexpush),
                root: "../",
                games: &links,
                script: lesson_script,
                wasm_text: &engine.wasm_text,
                live_reload,
                loader: page_loader(),
                messages: lesson_messages,
                catalog,
                description: &lesson.summary,
                alternates: &page_alternates,
                canonical: canonical(&path),
                favicon: &favicon,
                puzzles_href: &puzzles_href,
                path: &path,
            },
            slug: &lesson.slug,
            number: index + 1,
            count: checked.lessons.len(),
            prose_html: lesson.html(),
            boards_json: script_json(&lesson.boards_json(&|key| catalog.text(key))),
            previous: index.checked_sub(1).map(|i| &lesson_links[i]),
            next: lesson_links.get(index + 1),
            fallback: lang != DEFAULT_LANG && content::language_of(&lesson.path).is_none(),
            lesson_puzzles: lesson_puzzles(puzzles, lesson)?,
        };
        out.push((
            format!("{prefix}{path}"),
            pages::render(&page, &lesson.path)?,
        ));
    }
    // Each analysis board: its page, game, engine, script, title and the rule sets whose
    // networks it carries.
    let analysis_boards: [(_, _, _, _, _, &[Variant]); 2] = [
        (
            "analysis.html",
            "draughts",
            &engines.analysis,
            &assets.analysis_js,
            "analysis-title",
            &Variant::ALL,
        ),
        (
            "hexpush-analysis.html",
            "hexpush",
            &engines.hexpush,
            &assets.hex_analysis_js,
            "analysis-title-hexpush",
            &[],
        ),
    ];
    for (path, game, engine, entry, title_key, network_variants) in analysis_boards {
        if !wanted(&format!("{prefix}{path}")) {
            continue;
        }
        let page_alternates = alternates(path);
        let (messages, script) = bundle(entry, engine);
        let title = catalog.text(title_key);
        let description = catalog.text("analysis-description");
        let page = AnalysisPage {
            shell: Shell {
                title: &title,
                lang,
                csp: csp::PLACEHOLDER,
                css: assets.css(Sheet::Analysis, game == "hexpush"),
                root: "",
                games: &links,
                script: &script,
                wasm_text: &engine.wasm_text,
                live_reload,
                loader: page_loader(),
                messages: &messages,
                catalog,
                description: &description,
                alternates: &page_alternates,
                canonical: canonical(path),
                favicon: &favicon,
                puzzles_href: &first_puzzles,
                path,
            },
            game,
            engine_data: engine_data(network_variants.iter().copied(), false)?,
            variants: network_variants
                .iter()
                .map(|&variant| {
                    (
                        variant.id(),
                        catalog.text(&format!("variant-{}", variant.id())),
                        engine::draughts::pdn::record_example(variant),
                    )
                })
                .collect(),
        };
        out.push((
            format!("{prefix}{path}"),
            pages::render(&page, "templates/analysis.html")?,
        ));
    }
    let puzzle_bundles = [OnceCell::new(), OnceCell::new()];
    for set in puzzles.iter() {
        let id = set.kind.id();
        let path = puzzles_path(id);
        if !wanted(&format!("{prefix}{path}")) {
            continue;
        }
        let page_alternates = alternates(&path);
        let engine = engines.play(set.kind);
        let (puzzle_messages, puzzle_script) = puzzle_bundles
            [usize::from(set.kind == BoardKind::Hexpush)]
        .get_or_init(|| bundle(&assets.puzzles_js, engine));
        let name = catalog.text(&format!("variant-{id}"));
        let title = catalog.format_text("puzzles-title", "game", &name);
        let description = catalog.format_text("puzzles-description", "game", &name);
        let mut themes: Vec<(String, String)> = crate::check::puzzles::THEMES
            .iter()
            .filter(|theme| {
                set.puzzles
                    .iter()
                    .any(|p| p.themes.iter().any(|t| t == *theme))
            })
            .map(|theme| (theme.to_string(), catalog.text(&format!("theme-{theme}"))))
            .collect();
        themes.sort_by(|a, b| a.1.cmp(&b.1));
        let page = PuzzlePage {
            shell: Shell {
                title: &title,
                lang,
                csp: csp::PLACEHOLDER,
                css: assets.css(Sheet::Puzzles, set.kind == BoardKind::Hexpush),
                root: "../",
                games: &links,
                script: puzzle_script,
                wasm_text: &engine.wasm_text,
                live_reload,
                loader: page_loader(),
                messages: puzzle_messages,
                catalog,
                description: &description,
                alternates: &page_alternates,
                canonical: canonical(&path),
                favicon: &favicon,
                puzzles_href: &header_puzzles(set.kind),
                path: &path,
            },
            variant: id,
            puzzles_packed: packed(set.json().as_bytes()),
            count: set.puzzles.len(),
            sets: puzzles
                .iter()
                .map(|other| {
                    (
                        format!("{}.html", other.kind.id()),
                        catalog.text(&format!("variant-{}", other.kind.id())),
                        other.kind == set.kind,
                    )
                })
                .collect(),
            themes,
        };
        out.push((
            format!("{prefix}{path}"),
            pages::render(&page, &format!("content/puzzles/{id}.txt"))?,
        ));
    }
    Ok(out)
}

/// The 404 page of a site published at `base_url`, in every language of `catalogs` (the first,
/// the default, names the page): `(path, HTML before minifying)`.
pub fn not_found(
    inputs: &Inputs,
    catalogs: &[Catalog],
    base_url: &str,
) -> Result<(String, String)> {
    let base = format!("{}/", base_url.trim_end_matches('/'));
    let links = game_links(inputs.content);
    let catalog = inputs.catalog;
    let title = catalog.text("not-found-title");
    let description = catalog.text("site-description");
    let favicon = favicon();
    let page = NotFoundPage {
        shell: Shell {
            title: &title,
            lang: &catalog.lang,
            csp: csp::PLACEHOLDER,
            css: inputs.assets.css(Sheet::Game, false),
            root: &base,
            games: &links,
            script: "",
            wasm_text: "",
            live_reload: None,
            loader: "",
            messages: "",
            catalog,
            description: &description,
            alternates: &[],
            canonical: None,
            favicon: &favicon,
            puzzles_href: "",
            path: "",
        },
        homes: catalogs
            .iter()
            .map(|c| Home {
                lang: c.lang.clone(),
                text: c.text("not-found-text"),
                link: c.text("not-found-home"),
                href: format!("{base}{}index.html", language_prefix(&c.lang)),
            })
            .collect(),
    };
    Ok((
        "404.html".to_string(),
        pages::render(&page, "templates/not_found.html")?,
    ))
}

/// The `robots.txt` of a site published at `base_url`: every page may be crawled, and the
/// sitemap is named by its absolute address.
pub fn robots(base_url: &str) -> String {
    format!(
        "User-agent: *\nAllow: /\n\nSitemap: {}/sitemap.xml\n",
        base_url.trim_end_matches('/')
    )
}

/// The sitemap of a site published at `base_url` whose pages are `paths` (under `dist/`): every
/// page of the default language with its address in each language as an alternate, and each
/// translation likewise.
pub fn sitemap(paths: &[String], languages: &[String], base_url: &str) -> String {
    let base = base_url.trim_end_matches('/');
    let escape = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;");
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let originals: Vec<&String> = paths
        .iter()
        .filter(|p| {
            p.ends_with(".html")
                && !languages[1..]
                    .iter()
                    .any(|l| p.starts_with(&format!("{l}/")))
        })
        .collect();
    for path in originals {
        let versions: Vec<(&String, String)> = languages
            .iter()
            .map(|lang| (lang, format!("{}{path}", language_prefix(lang))))
            .filter(|(_, p)| paths.contains(p))
            .collect();
        for (_, there) in &versions {
            xml.push_str(&format!(
                "  <url>\n    <loc>{}</loc>\n",
                escape(&format!("{base}/{there}"))
            ));
            for (lang, other) in &versions {
                xml.push_str(&format!(
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{lang}\" href=\"{}\"/>\n",
                    escape(&format!("{base}/{other}"))
                ));
            }
            xml.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>\n  </url>\n",
                escape(&format!("{base}/{path}"))
            ));
        }
    }
    xml.push_str("</urlset>\n");
    xml
}

/// A rendered page as written: minified, its policy listing the hashes of its inline code.
pub fn finish(path: &str, html: &str, mode: Mode) -> Result<Vec<u8>> {
    csp::seal(&minify::page(html), mode == Mode::Serve)
        .map_err(|e| Error::file(&format!("dist/{path}"), e))
}

/// The game pages as the index and the 404 page link them.
fn game_links(content: &Content) -> Vec<GameLink> {
    content
        .games
        .iter()
        .map(|g| GameLink {
            href: format!("{}.html", g.slug),
            title: g.page.front.title.clone(),
            summary: g.page.front.summary.clone(),
        })
        .collect()
}
