//! The pipeline's tests: the pages of a small fixture site ([`fixture_site`]: its own course
//! with the repository's templates and catalogs) rendered, sealed and bundled, and changed file
//! by file.

use super::*;
use crate::assets::Assets;
use crate::assets::{Script, GAME_ENTRY, HEXPUSH_ENTRY, INDEX_ENTRY, LESSON_ENTRY};
use crate::render;
use crate::render::{csp, minify};
use crate::test_support::{fixture, fixture_site};
use base64::Engine as _;
use std::fs;

fn repo() -> PathBuf {
    workspace()
}

fn all_pages(mode: Mode) -> Vec<(String, String)> {
    let site = fixture_site();
    let sources = Sources::load(site.path()).unwrap();
    sources
        .render(&Engines::placeholder(), mode, None, &|_| true)
        .unwrap()
}

/// The fixture site's pages of one language: the index, the five game pages, the two analysis
/// boards, the four lessons and the one puzzle page.
const PAGES_PER_LANGUAGE: usize = 13;

fn rendered(name: &str) -> String {
    let pages = all_pages(Mode::Build);
    pages.into_iter().find(|(path, _)| path == name).unwrap().1
}

/// The start tag of the element of `html` whose id is `id` (the first).
fn start_tag<'a>(html: &'a str, id: &str) -> &'a str {
    let at = html
        .find(&format!(" id=\"{id}\""))
        .unwrap_or_else(|| panic!("no element #{id}"));
    let open = html[..at].rfind('<').unwrap();
    &html[open..at + html[at..].find('>').unwrap() + 1]
}

/// The text of the label of the control whose id is `id`.
fn label_of<'a>(html: &'a str, id: &str) -> &'a str {
    let at = html
        .find(&format!(" for=\"{id}\""))
        .unwrap_or_else(|| panic!("no label for #{id}"));
    let text = &html[at + html[at..].find('>').unwrap() + 1..];
    &text[..text.find("</label>").unwrap()]
}

#[test]
fn game_page_has_the_test_contract() {
    let html = rendered("bashni.html");
    assert!(html.contains(r#"<main class="game-layout" data-variant="bashni">"#));
    let status = start_tag(&html, "status");
    assert!(status.contains(r#"role="status""#) && status.contains(r#"aria-live="polite""#));
    // The position's field and the move field, named by their labels as a player reads them.
    assert_eq!(label_of(&html, "tfen"), "Position (TFEN)");
    let tfen = start_tag(&html, "tfen");
    assert!(
        tfen.starts_with("<input") && tfen.contains(" readonly"),
        "{tfen}"
    );
    assert_eq!(label_of(&html, "move-input"), "Move");
    assert!(start_tag(&html, "move-input").starts_with("<input"));
    assert!(html.contains(&format!(r#"content="{}""#, csp::PLACEHOLDER)));
    assert!(html.contains(r#"<option value="bashni-classic">Classic Bashni</option>"#));
    // A rule set played here names its puzzle page, which the page's puzzle links follow (the
    // fixture has Bashni's puzzles only).
    assert!(html.contains(
        r#"<option value="bashni" data-puzzles="puzzles/bashni.html" selected>Bashni</option>"#
    ));
    assert!(html.contains(r#"<script type="application/octet-stream" id="engine-wasm">"#));
}

#[test]
fn each_page_carries_what_its_engine_installs() {
    let pages = all_pages(Mode::Build);
    let page = |name: &str| &pages.iter().find(|(path, _)| path == name).unwrap().1;
    let carried = |html: &str, kind: &str| -> Vec<String> {
        let marker = format!(" data-{kind}=\"");
        html.match_indices(&marker)
            .map(|(at, _)| {
                let rest = &html[at + marker.len()..];
                rest[..rest.find('"').unwrap()].to_string()
            })
            .collect()
    };
    // A game page: the network and the book of each rule set played on it.
    assert_eq!(carried(page("english.html"), "network"), ["english"]);
    assert_eq!(carried(page("english.html"), "book"), ["english"]);
    assert_eq!(carried(page("russian.html"), "book"), ["russian"]);
    // Bashni's page plays classic Bashni with Bashni's network, and carries both books.
    assert_eq!(carried(page("bashni.html"), "network"), ["bashni"]);
    assert_eq!(
        carried(page("bashni.html"), "book"),
        ["bashni", "bashni-classic"]
    );
    // The analysis board: every network, and no book (an analysis searches the position).
    assert_eq!(
        carried(page("analysis.html"), "network"),
        ["bashni", "russian", "english", "lasca"]
    );
    assert!(carried(page("analysis.html"), "book").is_empty());
    // Hexpush's game page: the standard layout's book (the layout a game starts from unless
    // the player picks another); its analysis board none.
    assert_eq!(carried(page("hexpush.html"), "book"), ["hexpush-standard"]);
    assert!(carried(page("hexpush-analysis.html"), "book").is_empty());
}

#[test]
fn a_game_page_carries_only_the_presets_of_its_rule_sets() {
    let pages = all_pages(Mode::Build);
    let presets = |name: &str| -> String {
        let html = &pages.iter().find(|(path, _)| path == name).unwrap().1;
        let tag = start_tag(html, "presets");
        let body = &html[html.find(tag).unwrap() + tag.len()..];
        let packed = crate::render::data_text::decode(&body[..body.find("</script>").unwrap()]);
        let mut json = String::new();
        std::io::Read::read_to_string(
            &mut flate2::read::GzDecoder::new(&packed.unwrap()[..]),
            &mut json,
        )
        .unwrap();
        json
    };
    // The fixture's one preset is an English checkers position.
    assert!(presets("english.html").contains(r#""variant":"english""#));
    assert_eq!(presets("russian.html"), "[]");
    assert_eq!(presets("bashni.html"), "[]");
}

#[test]
fn index_links_every_game_page_relatively() {
    let html = rendered("index.html");
    for page in ["bashni.html", "russian.html", "english.html", "lasca.html"] {
        assert!(
            html.contains(&format!(r#"<a href="{page}" data-game><strong>"#)),
            "{page}"
        );
    }
    assert!(html.contains("<h1>Bashni</h1>"));
    // The front door: Play the computer opens the main game's dialog.
    assert!(
        html.contains(r#"<a class="button primary" href="bashni.html#play">Play the computer</a>"#)
    );
}

#[test]
fn a_missing_template_asset_is_named() {
    let scripts: Vec<String> = [LESSON_ENTRY, HEXPUSH_ENTRY, INDEX_ENTRY]
        .iter()
        .map(|name| format!("templates/js/{name}"))
        .collect();
    let mut files = vec![
        ("templates/site.css", "body{}"),
        ("templates/game.css", ""),
        ("templates/training.css", ""),
        ("templates/course.css", ""),
        ("templates/hexboard.css", ""),
    ];
    files.extend(scripts.iter().map(|path| (path.as_str(), "1")));
    let dir = fixture(&files);
    let err = Assets::load(dir.path()).err().unwrap().to_string();
    assert!(err.starts_with("templates/js/game-page.js: "), "{err}");
}

/// The policy's hash sources for `directive` (`script-src`, `style-src`) in a built page.
fn listed(html: &str, directive: &str) -> Vec<String> {
    // The minifier may put `content` before `http-equiv`: the policy is the quoted value
    // that starts with `default-src`.
    let start = html.find("\"default-src ").expect("a policy") + 1;
    let policy = &html[start..start + html[start..].find('"').expect("its end")];
    let sources = policy
        .split(';')
        .map(str::trim)
        .find_map(|d| d.strip_prefix(directive))
        .unwrap_or_else(|| panic!("no {directive} in {policy}"));
    let mut hashes: Vec<String> = sources
        .split_whitespace()
        .filter(|s| s.starts_with("'sha256-"))
        .map(str::to_string)
        .collect();
    hashes.sort();
    hashes
}

/// The hashes of the contents of every `<tag …>…</tag>` in `html` whose opening tag passes `keep`.
fn hashes_of(html: &str, tag: &str, keep: fn(&str) -> bool) -> Vec<String> {
    let close = format!("</{tag}>");
    let mut hashes: Vec<String> = html
        .split(&close)
        .filter_map(|chunk| chunk.rfind(&format!("<{tag}")).map(|at| &chunk[at..]))
        .filter_map(|element| element.split_once('>'))
        .filter(|(open, _)| keep(open))
        .map(|(_, content)| {
            use sha2::Digest as _;
            let digest = sha2::Sha256::digest(content.as_bytes());
            format!(
                "'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            )
        })
        .collect();
    hashes.sort();
    hashes.dedup();
    hashes
}

/// The hashes the policy must list for `page`'s scripts: its inline code that runs, and
/// the code its loader inflates.
fn script_hashes(page: &str) -> Vec<String> {
    let runs =
        |open: &str| !open.contains("type=application/") && !open.contains("type=\"application/");
    let mut scripts = hashes_of(page, "script", runs);
    let code = csp::page_code(page).unwrap().expect("a page-code block");
    scripts.push(csp::hash_source(&code));
    scripts.sort();
    scripts
}

#[test]
fn pages_over_their_size_limit_are_refused() {
    let page = |path: &str, kb: usize| (path.to_string(), vec![b' '; kb * 1024]);
    assert!(check_sizes(&[page("bashni.html", 200), page("lessons/a.html", 180)]).is_ok());
    let error = check_sizes(&[page("ru/hexpush.html", 201)])
        .unwrap_err()
        .to_string();
    assert!(error.starts_with("dist/ru/hexpush.html: "), "{error}");
    assert!(check_sizes(&[page("fr/lessons/a.html", 181)]).is_err());
}

#[test]
fn the_page_code_is_compressed_and_its_inflated_text_is_the_minified_bundle() {
    let html = rendered("bashni.html");
    let page = String::from_utf8(csp::seal(&minify::page(&html), false).unwrap()).unwrap();
    let code = csp::page_code(&page).unwrap().unwrap();
    // The engine's glue is in, and the names are mangled.
    assert!(code.contains("WebAssembly") && code.len() > 10_000);
    assert!(!code.contains("engineGlue") && !code.contains("function pageOf"));
    assert!(
        !page.contains(&code[..200]),
        "the code is not inline as text"
    );
    // The loader inflates it (the minifier picks the quotes).
    assert!(["'", "\"", "`"]
        .iter()
        .any(|q| page.contains(&format!("DecompressionStream({q}gzip{q})"))));
}

#[test]
fn every_built_page_lists_exactly_the_hashes_of_its_inline_code() {
    for (path, html) in all_pages(Mode::Build) {
        let page = String::from_utf8(csp::seal(&minify::page(&html), false).unwrap()).unwrap();
        // Data blocks (JSON, the wasm) are not run: the policy needs no hash for them.
        let runs = |open: &str| {
            !open.contains("type=application/") && !open.contains("type=\"application/")
        };
        let scripts = script_hashes(&page);
        assert_eq!(hashes_of(&page, "script", runs).len() + 1, scripts.len());
        let styles = hashes_of(&page, "style", |_| true);
        assert!(!scripts.is_empty() && styles.len() == 1, "{path}");
        assert_eq!(listed(&page, "script-src"), scripts, "{path}");
        assert_eq!(listed(&page, "style-src"), styles, "{path}");
        assert!(!page.contains("unsafe-inline"), "{path}");
        assert!(page.contains("worker-src blob:;"), "{path}");
    }
}

#[test]
fn every_page_bundles_its_modules_in_dependency_order() {
    let root = repo();
    let game = Script::load(&root, GAME_ENTRY).unwrap();
    let order: Vec<&str> = game.0.iter().map(|m| m.name.as_str()).collect();
    let at = |name: &str| {
        order
            .iter()
            .position(|n| *n == name)
            .unwrap_or_else(|| panic!("no {name}"))
    };
    assert!(at("engine-glue.js") < at("engine.js"));
    assert!(at("engine.js") < at("game.js"));
    assert!(at("model.js") < at("renderer.js"));
    assert_eq!(order.last(), Some(&GAME_ENTRY));
    let index = Script::load(&root, INDEX_ENTRY).unwrap();
    let order: Vec<&str> = index.0.iter().map(|m| m.name.as_str()).collect();
    assert!(
        !order.iter().any(|name| name.starts_with("engine")),
        "no engine on the index: {order:?}"
    );
    let at = |name| order.iter().position(|n| *n == name);
    assert!(at("i18n.js") < at("progress.js"), "{order:?}");
    assert_eq!(order.last(), Some(&INDEX_ENTRY));
}

#[test]
fn only_served_pages_carry_the_live_reload_and_may_reach_their_server() {
    let finished = |mode| -> Vec<(String, String)> {
        all_pages(mode)
            .into_iter()
            .map(|(path, html)| {
                let page = render::finish(&path, &html, mode).unwrap();
                (path, String::from_utf8(page).unwrap())
            })
            .collect()
    };
    for ((path, built), (_, served)) in finished(Mode::Build).iter().zip(finished(Mode::Serve)) {
        assert!(!built.contains("/__build/events"), "{path}");
        assert!(built.contains("connect-src 'none'"), "{path}");
        assert!(served.contains("/__build/events"), "{path}");
        assert!(served.contains("connect-src 'self'"), "{path}");
        // The live-reload script is hashed like the page's own: one more hash, all listed.
        let scripts = script_hashes(&served);
        assert_eq!(listed(&served, "script-src"), scripts, "{path}");
        assert_eq!(
            scripts.len(),
            listed(built, "script-src").len() + 1,
            "{path}"
        );
    }
}

/// A copy of the repository's content and templates, to edit.
#[test]
fn a_changed_lesson_renders_only_what_it_affects() {
    let dir = fixture_site();
    let root = dir.path();
    let sources = Sources::load(root).unwrap();
    let mut site = Site::new(root, Mode::Serve, sources, Arc::new(Engines::placeholder())).unwrap();
    let lesson = "content/lessons/02-capturing.md";
    let path = root.join(lesson);
    let text = fs::read_to_string(&path).unwrap();
    let change = || Change::of(root, &root.join(lesson));
    assert_eq!(change(), Some(Change::Lesson(lesson.into())));
    // The prose changes: only its page, in every language (the translations show its boards).
    fs::write(&path, text.replace("outlined in red", "outlined in red!")).unwrap();
    let mut redone = site.update(change()).unwrap();
    redone.sort();
    assert_eq!(
        redone,
        [
            "fr/lessons/02-capturing.html",
            "lessons/02-capturing.html",
            "ru/lessons/02-capturing.html"
        ]
    );
    for page in &redone {
        assert!(site.pages().contains_key(page), "{page} is served");
    }
    // Its title changes: the index and every lesson (each links its neighbours).
    fs::write(&path, text.replace("title = \"", "title = \"New: ")).unwrap();
    let again = site.update(change()).unwrap();
    assert!(again.contains(&"index.html".to_string()), "{again:?}");
    // (and the lesson itself in its two translations).
    assert_eq!(again.len(), 1 + site.sources.checked.lessons.len() + 2);
    assert!(
        again.contains(&"ru/lessons/02-capturing.html".to_string()),
        "{again:?}"
    );
    // A broken lesson is an error until it is fixed, even if another file changes meanwhile.
    fs::write(
        &path,
        text.replace("solution: e3:c5\n", "solution: e3:e7\n"),
    )
    .unwrap();
    let error = site.update(change()).unwrap_err();
    let line = 1 + text.lines().position(|l| l == "solution: e3:c5").unwrap();
    assert!(
        error.to_string().starts_with(&format!(
            "content/lessons/02-capturing.md:{line}:11: `e3:e7`"
        )),
        "{error}"
    );
    let other = Change::of(root, &root.join("content/index.md")).unwrap();
    assert!(
        site.update([other]).is_err(),
        "the broken lesson is still pending"
    );
    fs::write(&path, &text).unwrap();
    let fixed = site.update([]).unwrap();
    assert!(fixed.contains(&"lessons/02-capturing.html".to_string()));
    assert!(fixed.contains(&"index.html".to_string()));
    let page = String::from_utf8(site.pages()["lessons/02-capturing.html"].clone()).unwrap();
    assert!(page.contains("Capturing"));
}

#[test]
fn every_page_names_its_language_and_links_its_translations() {
    let pages = all_pages(Mode::Build);
    let page = |path: &str| &pages.iter().find(|(p, _)| p == path).unwrap().1;
    assert_eq!(
        pages.len(),
        3 * PAGES_PER_LANGUAGE,
        "every page in en, fr and ru"
    );
    for (path, lang) in [
        ("bashni.html", "en"),
        ("ru/bashni.html", "ru"),
        ("fr/index.html", "fr"),
    ] {
        assert!(
            page(path).contains(&format!("<html lang=\"{lang}\">")),
            "{path}"
        );
    }
    let ru = page("ru/lessons/04-towers.html");
    for (lang, href) in [
        ("en", "../../lessons/04-towers.html"),
        ("fr", "../../fr/lessons/04-towers.html"),
        ("ru", "../../ru/lessons/04-towers.html"),
    ] {
        let link = format!("<link rel=\"alternate\" hreflang=\"{lang}\" href=\"{href}\">");
        assert!(ru.contains(&link), "{link}");
    }
    // The switch: a link to each other language (its fragment kept by language.js).
    assert!(ru.contains(r#"<a href="../../lessons/04-towers.html" hreflang="en" lang="en" data-keep-hash>English</a>"#));
    assert!(ru.contains(
        r#"<span class="current-language" lang="ru" aria-current="page">Русский</span>"#
    ));
    assert!(page("bashni.html").contains(
        r#"<a href="fr/bashni.html" hreflang="fr" lang="fr" data-keep-hash>Français</a>"#
    ));
    // Interface, descriptions and icon in every language; relative links only.
    assert!(page("ru/bashni.html").contains(">Новая партия</button>"));
    assert!(page("fr/bashni.html").contains(">Nouvelle partie</button>"));
    assert!(page("ru/index.html").contains("4 коротких урока"));
    assert!(page("ru/lessons/04-towers.html").contains("Урок 4 из 4"));
    assert!(page("ru/lessons/01-board-and-men.html")
        .contains("\"goalText\":\"Проведите шашку в дамки\""));
    assert!(
        !pages.iter().any(|(_, html)| html.contains('\u{27e8}')),
        "no goal marker is left"
    );
    for (path, html) in &pages {
        assert!(
            html.contains("<meta name=\"description\" content=\""),
            "{path}"
        );
        assert!(html.contains("<meta property=\"og:title\""), "{path}");
        assert!(
            html.contains(
                "<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:image/svg+xml,%3Csvg "
            ),
            "{path}"
        );
        assert!(
            !html.contains("https://"),
            "{path}: an absolute link without --base-url"
        );
        // The page scripts' messages its code uses (the index: the course progress), packed.
        let messages = crate::render::csp::packed_block(html, "messages")
            .unwrap()
            .unwrap_or_else(|| panic!("{path}: no messages"));
        assert!(messages.starts_with("{\"") && messages.len() > 10, "{path}");
    }
}

#[test]
fn a_missing_translation_falls_back_to_english_with_a_notice_and_the_coverage_says_so() {
    let dir = fixture_site();
    let root = dir.path();
    fs::remove_file(root.join("content/lessons/04-towers.ru.md")).unwrap();
    fs::remove_file(root.join("content/games/lasca.fr.md")).unwrap();
    let sources = Sources::load(root).unwrap();
    let coverage = sources.coverage();
    assert_eq!(
        coverage,
        [
            "fr: 10/11 files translated (90%): lessons 4/4, game pages 4/5, presets 1/1, index 1/1",
            "ru: 10/11 files translated (90%): lessons 3/4, game pages 5/5, presets 1/1, index 1/1",
        ]
    );
    let pages = sources
        .render(&Engines::placeholder(), Mode::Build, None, &|p| {
            p.ends_with("04-towers.html") || p.ends_with("lasca.html")
        })
        .unwrap();
    let page = |path: &str| &pages.iter().find(|(p, _)| p == path).unwrap().1;
    let ru = page("ru/lessons/04-towers.html");
    assert!(
        ru.contains("<p class=\"fallback-notice\" role=\"note\">Этот урок ещё не переведён"),
        "{ru}"
    );
    assert!(ru.contains("<div lang=\"en\">"));
    assert!(ru.contains("Урок 4 из 4"), "the interface stays Russian");
    // An untranslated game page shows the English rules, marked as English.
    let lasca = page("fr/lasca.html");
    assert!(
        lasca.contains("<summary>Règles</summary>\n      <div lang=\"en\">"),
        "{lasca}"
    );
    assert!(!page("ru/lasca.html").contains("<div lang=\"en\">"));
    assert!(!page("fr/lessons/04-towers.html").contains("class=\"fallback-notice\""));
    assert!(!page("lessons/04-towers.html").contains("class=\"fallback-notice\""));
}

#[test]
fn a_translation_whose_moves_differ_stops_the_build() {
    let dir = fixture_site();
    let root = dir.path();
    let path = root.join("content/lessons/02-capturing.fr.md");
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("solution: e3:c5\n"));
    fs::write(
        &path,
        text.replace("solution: e3:c5\n", "solution: e3:g5\n"),
    )
    .unwrap();
    let error = Sources::load(root).err().unwrap().to_string();
    assert!(
        error.starts_with("content/lessons/02-capturing.fr.md:"),
        "{error}"
    );
    assert!(
        error.contains("board 1 differs from content/lessons/02-capturing.md"),
        "{error}"
    );
    // A translation with no catalog for its language is refused too.
    fs::write(&path, &text).unwrap();
    fs::write(root.join("content/lessons/02-capturing.de.md"), &text).unwrap();
    let error = Sources::load(root).err().unwrap().to_string();
    assert!(
        error.starts_with("content/lessons/02-capturing.de.md: "),
        "{error}"
    );
}

#[test]
fn sitemap_robots_and_404_only_with_a_base_url() {
    let dir = fixture_site();
    let sources = Sources::load(dir.path()).unwrap();
    let site = Site::new(
        dir.path(),
        Mode::Build,
        sources,
        Arc::new(Engines::placeholder()),
    )
    .unwrap();
    assert!(site.publishing_files(None).unwrap().is_empty());
    let base = "https://example.org/bashni/";
    let files = site.publishing_files(Some(base)).unwrap();
    let names: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(names, ["sitemap.xml", "robots.txt", "404.html"]);
    let sitemap = String::from_utf8(files[0].1.clone()).unwrap();
    assert_eq!(sitemap.matches("<url>").count(), 3 * PAGES_PER_LANGUAGE);
    assert!(sitemap.contains("<loc>https://example.org/bashni/ru/lessons/04-towers.html</loc>"));
    assert!(sitemap.contains(r#"<xhtml:link rel="alternate" hreflang="fr" href="https://example.org/bashni/fr/lessons/04-towers.html"/>"#));
    assert!(
        sitemap.contains(r#"hreflang="x-default" href="https://example.org/bashni/index.html""#)
    );
    let robots = String::from_utf8(files[1].1.clone()).unwrap();
    assert!(
        robots.contains("\nSitemap: https://example.org/bashni/sitemap.xml\n"),
        "{robots}"
    );
    assert!(robots.starts_with("User-agent: *\n"), "{robots}");
    let not_found = String::from_utf8(files[2].1.clone()).unwrap();
    assert!(
        not_found.contains("https://example.org/bashni/ru/index.html"),
        "absolute links: any address may show it"
    );
    assert!(not_found.contains("Страница") || not_found.contains("По этому адресу"));
    assert!(!not_found.contains("unsafe-inline"));
    // With the address, pages name their absolute alternates and og:url.
    let with_base = Sources::load(dir.path())
        .unwrap()
        .render(&Engines::placeholder(), Mode::Build, Some(base), &|p| {
            p == "ru/bashni.html"
        })
        .unwrap();
    let html = &with_base[0].1;
    assert!(html.contains(
        r#"<link rel="alternate" hreflang="en" href="https://example.org/bashni/bashni.html">"#
    ));
    assert!(html.contains(
        r#"<meta property="og:url" content="https://example.org/bashni/ru/bashni.html">"#
    ));
    // Facebook's og:locale:alternate names the page's other languages (not its own).
    assert!(html.contains(r#"<meta property="og:locale" content="ru_RU">"#));
    for locale in ["en_GB", "fr_FR"] {
        assert!(html.contains(&format!(
            r#"<meta property="og:locale:alternate" content="{locale}">"#
        )));
    }
    assert!(!html.contains(r#"<meta property="og:locale:alternate" content="ru_RU">"#));
    assert!(check_base_url("example.org").is_err());
}

#[test]
fn a_changed_catalog_renders_every_page_and_a_missing_key_stops_it() {
    let dir = fixture_site();
    let root = dir.path();
    let sources = Sources::load(root).unwrap();
    let mut site = Site::new(root, Mode::Serve, sources, Arc::new(Engines::placeholder())).unwrap();
    let path = root.join("locales/ru.ftl");
    let text = fs::read_to_string(&path).unwrap();
    fs::write(
        &path,
        text.replace("new-game = Новая партия", "new-game = Новая игра"),
    )
    .unwrap();
    let change = Change::of(root, &path).unwrap();
    assert_eq!(
        site.update([change.clone()]).unwrap().len(),
        3 * PAGES_PER_LANGUAGE
    );
    let page = String::from_utf8(site.pages()["ru/bashni.html"].clone()).unwrap();
    assert!(page.contains(">Новая игра</button>"));
    fs::write(&path, text.replace("new-game = Новая партия\n", "")).unwrap();
    let error = site.update([change]).unwrap_err().to_string();
    assert!(error.starts_with("locales/ru.ftl: "), "{error}");
    assert!(error.contains("`new-game`"), "{error}");
}

#[test]
fn changed_files_are_told_apart() {
    let root = Path::new("/site");
    let of = |path: &str| Change::of(root, &root.join(path));
    assert_eq!(of("content/index.md"), Some(Change::Index));
    assert_eq!(
        of("content/games/lasca.md"),
        Some(Change::Game("lasca".into()))
    );
    assert_eq!(of("content/presets/chain.md"), Some(Change::Presets));
    assert_eq!(of("templates/js/game.js"), Some(Change::Assets));
    assert_eq!(of("templates/site.css"), Some(Change::Assets));
    assert_eq!(
        of("templates/lesson.html"),
        Some(Change::Template("templates/lesson.html".into()))
    );
    assert_eq!(of("content/README.md"), None);
    assert_eq!(
        of("content/lessons/04-towers.ru.md"),
        Some(Change::Translation("ru".into()))
    );
    assert_eq!(of("locales/fr.ftl"), Some(Change::Catalogs));
    assert_eq!(of("content/lessons/.01.md.swp"), None);
    assert_eq!(of("dist/index.html"), None);
    assert_eq!(
        Change::of(root, &workspace().join("engine/src/lib.rs")),
        Some(Change::Engine)
    );
}

#[test]
fn a_catalog_message_cannot_put_a_script_or_a_redirect_into_a_page() {
    let dir = fixture_site();
    let root = dir.path();
    let catalog = root.join("locales/en.ftl");
    let text = fs::read_to_string(&catalog).unwrap();
    let hostile = text
        .replace(
            "keys-draughts = Keys:",
            "keys-draughts = <script>alert(1)</script><meta http-equiv=refresh content=0;url=//x> Keys:",
        )
        .replace(
            "resign-question = ",
            "resign-question = <img src=x onerror=alert(2)> ",
        );
    assert_ne!(hostile, text);
    fs::write(&catalog, hostile).unwrap();
    let sources = Sources::load(root).unwrap();
    let site = Site::new(root, Mode::Build, sources, Arc::new(Engines::placeholder())).unwrap();
    let page = String::from_utf8(site.pages()["bashni.html"].clone()).unwrap();
    assert!(
        page.contains("&lt;script>alert(1)&lt;/script>") || page.contains("&lt;script&gt;alert(1)"),
        "the message is shown as text"
    );
    for injected in ["<script>alert", "<meta http-equiv=refresh", "<img src=x"] {
        assert!(!page.contains(injected), "{injected} reached the page");
    }
    assert!(
        page.contains("<kbd>Ctrl</kbd>"),
        "the keys keep their markup"
    );
}

#[test]
fn a_lesson_links_to_the_puzzles_of_its_theme_and_an_unknown_theme_is_refused() {
    let html = rendered("lessons/03-multiple-captures.html");
    assert!(
        html.contains(r#"<a href="../puzzles/bashni.html#theme=capture-chain">"#),
        "the lesson's end opens the puzzles of its theme"
    );
    let dir = fixture_site();
    let lesson = "content/lessons/03-multiple-captures.md";
    let text = fs::read_to_string(dir.path().join(lesson)).unwrap();
    let line = 1 + text
        .lines()
        .position(|l| l.starts_with("puzzles = "))
        .unwrap();
    let files = [
        lesson,
        "content/lessons/03-multiple-captures.ru.md",
        "content/lessons/03-multiple-captures.fr.md",
    ]
    .map(|file| {
        (
            dir.path().join(file),
            fs::read_to_string(dir.path().join(file)).unwrap(),
        )
    });
    let why = "the themes of its puzzles are `breakthrough`, `capture-chain`";
    for theme in ["push-off", "chains"] {
        for (path, text) in &files {
            let named = text.replace("\"capture-chain\"", &format!("\"{theme}\""));
            fs::write(path, named).unwrap();
        }
        let sources = Sources::load(dir.path()).unwrap();
        let error = sources
            .render(&Engines::placeholder(), Mode::Build, None, &|_| true)
            .err()
            .unwrap()
            .to_string();
        assert!(
            error.starts_with(&format!(
                "{lesson}:{line}:11: no bashni puzzle has the theme `{theme}`: {why}"
            )),
            "{error}"
        );
    }
}

#[test]
fn one_run_reports_the_problems_of_every_file_each_at_its_place() {
    let dir = fixture_site();
    let broken = [
        "content/lessons/01-board-and-men.md",
        "content/lessons/03-multiple-captures.md",
        "content/lessons/02-capturing.ru.md",
    ];
    let mut places = Vec::new();
    for file in broken {
        let path = dir.path().join(file);
        let text = fs::read_to_string(&path).unwrap();
        let line = text
            .lines()
            .position(|l| l.starts_with("solution: "))
            .unwrap();
        let mut lines: Vec<&str> = text.lines().collect();
        lines[line] = "solution: a1-h8";
        fs::write(&path, lines.join("\n") + "\n").unwrap();
        places.push(format!("{file}:{}:11: ", line + 1));
    }
    let error = Sources::load(dir.path()).err().unwrap();
    let found: Vec<String> = error.each().map(|e| e.to_string()).collect();
    for place in &places {
        assert!(
            found.iter().any(|e| e.starts_with(place.as_str())),
            "{place} is reported: {found:#?}"
        );
    }
    let report = error.render_from(dir.path());
    assert!(
        report.ends_with(&format!("error: {} problems found", found.len())),
        "{report}"
    );
    assert!(
        report.matches("solution: a1-h8").count() >= places.len(),
        "each with its source line: {report}"
    );
}

#[test]
fn the_fixture_course_practice_is_measured() {
    let site = fixture_site();
    let sources = Sources::load(site.path()).unwrap();
    // The fixture has no rule table (no content/README.md): its boards name no rule.
    assert_eq!(sources.rule_table, None);
    let figures = sources.practice().unwrap();
    assert_eq!(figures.exercises, 4);
    assert!(figures.per_rule.is_empty());
    assert_eq!(figures.turns, 4);
    let report = sources.practice_report().unwrap();
    assert_eq!(report.len(), 6);
    assert!(report[0].starts_with("Practice: 4 exercise boards (target ≥ 70"));
}

#[test]
fn a_board_naming_a_rule_the_table_lacks_is_refused() {
    let site = fixture_site();
    fs::write(
        site.path().join("content/README.md"),
        "# Guide\n\n## Every rule on a board\n\n| rule | what |\n|---|---|\n| `man-step` | a man steps |\n",
    )
    .unwrap();
    let lesson = site.path().join("content/lessons/01-board-and-men.md");
    let text = fs::read_to_string(&lesson).unwrap();
    let at = text.find("\n```\n").unwrap();
    let tagged = format!("{}\nrules: man-stepp{}", &text[..at], &text[at..]);
    fs::write(&lesson, tagged).unwrap();
    for lang in ["ru", "fr"] {
        fs::remove_file(
            site.path()
                .join(format!("content/lessons/01-board-and-men.{lang}.md")),
        )
        .unwrap();
    }
    let error = Sources::load(site.path()).err().unwrap();
    assert!(
        error.to_string().contains("unknown rule id `man-stepp`"),
        "{error}"
    );
    assert_eq!(error.notes, ["did you mean `man-step`?"]);
}

#[test]
fn only_pages_with_a_hexpush_board_carry_its_styles() {
    let pages = all_pages(Mode::Build);
    let styles = |name: &str| {
        let html = &pages.iter().find(|(path, _)| path == name).unwrap().1;
        let start = html.find("<style").unwrap();
        html[start..start + html[start..].find("</style>").unwrap()].to_string()
    };
    for page in ["hexpush.html", "hexpush-analysis.html"] {
        assert!(styles(page).contains(".hexboard"), "{page}");
    }
    for page in [
        "bashni.html",
        "analysis.html",
        "index.html",
        "lessons/01-board-and-men.html",
        "puzzles/bashni.html",
    ] {
        let css = styles(page);
        assert!(
            css.contains(".board") && !css.contains(".hexboard"),
            "{page}"
        );
    }
}
