//! The pipeline, one module per stage, each using only the stages above it:
//!
//! 1. [`content`](crate::content) — load `content/*.md`: front matter typed, Markdown checked;
//! 2. [`check`](crate::check) — play every board block through the engine;
//! 3. [`assets`](crate::assets) — the stylesheet, each kind of page's script bundled from its
//!    ES modules, the engine compiled to wasm for each kind of page;
//! 4. [`render`](crate::render) — askama pages, minified, sealed with their CSP;
//! 5. [`write`](crate::write) — `dist/`, all of it or nothing.
//!
//! Every stage reports one [`Error`] type carrying its `file:line:col` to the diagnostics.
//! [`Site`] keeps what each stage made, so that `generator serve` redoes only what a changed
//! file affects ([`Site::update`]).

use crate::assets::{Assets, Engines};
use crate::check::{self, Checked};
use crate::content::{self, Content, Document};
use crate::error::{Error, Result};
use crate::render::{self, Inputs, Mode};
use crate::write;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The folder with `content/` and `templates/`: the current one if it has both, else this repository.
pub fn default_root() -> PathBuf {
    let here = std::env::current_dir().unwrap_or_default();
    if here.join("content").is_dir() && here.join("templates").is_dir() {
        here
    } else {
        workspace()
    }
}

/// The workspace this generator was built from (the engine's sources are there).
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// What the first three stages make from the sources: everything but the engine.
pub struct Sources {
    pub content: Content,
    pub checked: Checked,
    pub assets: Assets,
}

impl Sources {
    /// Loads and checks the content and reads the assets under `root`.
    pub fn load(root: &Path) -> Result<Sources> {
        let content = Content::load(root)?;
        let checked = Checked::check(&content)?;
        let assets = Assets::load(root)?;
        Ok(Sources {
            content,
            checked,
            assets,
        })
    }

    /// Renders the pages whose path passes `wanted` (HTML before minifying).
    pub fn render(
        &self,
        engines: &Engines,
        mode: Mode,
        wanted: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<(String, String)>> {
        let inputs = Inputs {
            content: &self.content,
            checked: &self.checked,
            assets: &self.assets,
            engines,
            mode,
        };
        render::pages(&inputs, wanted)
    }

    /// How many pages the site has.
    pub fn page_count(&self) -> usize {
        1 + self.content.games.len() + self.checked.lessons.len()
    }
}

/// What a changed file affects.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Change {
    /// The engine's sources: the wasm is compiled again.
    Engine,
    /// An askama template: compiled into the generator, so it needs a restart.
    Template(String),
    /// The stylesheet or a page script.
    Assets,
    Index,
    Game(String),
    Presets,
    /// A lesson file (changed, added or removed).
    Lesson(String),
}

impl Change {
    /// What `path` (absolute, or relative to `root`) is to the site, if anything.
    pub fn of(root: &Path, path: &Path) -> Option<Change> {
        let engine = workspace().join("engine");
        let in_engine =
            path.starts_with(&engine) || engine.canonicalize().is_ok_and(|e| path.starts_with(e));
        if in_engine {
            let relative = path.strip_prefix(&engine).ok();
            let source = relative.is_none_or(|r| r.starts_with("src") || r == "Cargo.toml");
            return source.then_some(Change::Engine);
        }
        let canonical_root = root.canonicalize().ok();
        let relative = path
            .strip_prefix(root)
            .ok()
            .or_else(|| path.strip_prefix(canonical_root.as_deref()?).ok())?
            .to_str()?;
        let name = relative.rsplit('/').next()?;
        if name.starts_with('.') || name.ends_with('~') {
            return None; // editors' temporary files
        }
        if let Some(template) = relative.strip_prefix("templates/") {
            return Some(if template.ends_with(".html") && !template.contains('/') {
                Change::Template(relative.to_string())
            } else {
                Change::Assets
            });
        }
        if !relative.ends_with(".md") || name == "README.md" {
            return None;
        }
        if relative == content::INDEX {
            Some(Change::Index)
        } else if let Some(game) = relative.strip_prefix("content/games/") {
            Some(Change::Game(game.trim_end_matches(".md").to_string()))
        } else if relative.starts_with(content::PRESETS) {
            Some(Change::Presets)
        } else if relative
            .strip_prefix("content/lessons/")
            .is_some_and(|name| !name.contains('/'))
        {
            Some(Change::Lesson(relative.to_string()))
        } else {
            None
        }
    }
}

/// The site as the stages made it, its pages finished (minified, sealed) in memory.
pub struct Site {
    root: PathBuf,
    mode: Mode,
    sources: Sources,
    engines: Arc<Engines>,
    /// Path under `dist/` → the finished page.
    pages: BTreeMap<String, Vec<u8>>,
    /// Changes not yet applied because applying them failed: tried again with the next ones.
    pending: BTreeSet<Change>,
}

impl Site {
    /// Renders and finishes every page of `sources`.
    pub fn new(root: &Path, mode: Mode, sources: Sources, engines: Arc<Engines>) -> Result<Site> {
        let mut site = Site {
            root: root.to_path_buf(),
            mode,
            sources,
            engines,
            pages: BTreeMap::new(),
            pending: BTreeSet::new(),
        };
        site.render(&|_| true)?;
        Ok(site)
    }

    /// The finished pages: path under `dist/` → bytes.
    pub fn pages(&self) -> &BTreeMap<String, Vec<u8>> {
        &self.pages
    }

    /// Renders and finishes the pages whose path passes `wanted`; returns their paths.
    fn render(&mut self, wanted: &dyn Fn(&str) -> bool) -> Result<Vec<String>> {
        let rendered = self.sources.render(&self.engines, self.mode, wanted)?;
        let mut finished = Vec::new();
        for (path, html) in rendered {
            finished.push((render::finish(&path, &html, self.mode)?, path));
        }
        let paths: Vec<String> = finished.iter().map(|(_, p)| p.clone()).collect();
        for (bytes, path) in finished {
            self.pages.insert(path, bytes);
        }
        Ok(paths)
    }

    /// Applies the changed files (and any change a previous update failed to apply): reloads
    /// only the sources they are, checks only what depends on them, renders only the pages
    /// they affect. Returns the pages rendered again. After an error the site is as it was
    /// before the failing step, and the changes are tried again with the next update.
    pub fn update(&mut self, changes: impl IntoIterator<Item = Change>) -> Result<Vec<String>> {
        self.pending.extend(changes);
        let pending = self.pending.clone();
        let result = self.apply(&pending);
        if result.is_ok() {
            self.pending.clear();
        }
        result
    }

    fn apply(&mut self, changes: &BTreeSet<Change>) -> Result<Vec<String>> {
        let root = self.root.clone();
        let mut all = false;
        let mut wanted: BTreeSet<String> = BTreeSet::new();
        let lesson_links = |sources: &Sources| -> Vec<(String, String, String)> {
            let lessons = &sources.checked.lessons;
            lessons
                .iter()
                .map(|l| (l.slug.clone(), l.title.clone(), l.summary.clone()))
                .collect()
        };
        let links_before = lesson_links(&self.sources);
        for change in changes {
            match change {
                Change::Template(path) => {
                    return Err(Error::file(
                        path,
                        "the page templates are compiled into the generator: \
                         stop `generator serve` and start it again to use this change",
                    ))
                }
                Change::Engine => {
                    self.engines = Arc::new(Engines::build()?);
                    all = true;
                }
                Change::Assets => {
                    self.sources.assets = Assets::load(&root)?;
                    all = true;
                }
                Change::Index => {
                    self.sources.content.index = Document::load(&root, content::INDEX)?;
                    wanted.insert("index.html".into());
                }
                Change::Game(slug) => {
                    let games = &mut self.sources.content.games;
                    let Some(at) = games.iter().position(|g| &g.slug == slug) else {
                        continue;
                    };
                    let game = content::load_game(&root, slug, games[at].kind)?;
                    let old = &games[at].page.front;
                    // The navigation of every page names each game page.
                    all |= old.title != game.page.front.title
                        || old.summary != game.page.front.summary;
                    wanted.insert(format!("{slug}.html"));
                    games[at] = game;
                }
                Change::Presets => {
                    let presets = content::markdown_files(&root, content::PRESETS)?
                        .iter()
                        .map(|path| content::load_preset(&root, path))
                        .collect::<Result<Vec<_>>>()?;
                    let checked = check::presets(&presets)?;
                    let lessons = check::lessons(&self.sources.content.lessons, &checked)?;
                    self.sources.content.presets = presets;
                    self.sources.checked.presets = checked;
                    self.sources.checked.lessons = lessons;
                    all = true;
                }
                Change::Lesson(path) => {
                    let lessons = &mut self.sources.content.lessons;
                    let source = if root.join(path).exists() {
                        Some(content::load_lesson(&root, path)?)
                    } else {
                        None
                    };
                    let checked = match &source {
                        Some(source) => {
                            let presets = check::preset::positions(&self.sources.checked.presets);
                            Some(check::lesson::check(source, &presets)?)
                        }
                        None => None,
                    };
                    let slug = content::slug_of(path);
                    let mut next: Vec<content::LessonSource> = std::mem::take(lessons)
                        .into_iter()
                        .filter(|l| l.slug != slug)
                        .chain(source)
                        .collect();
                    let ordered = content::order_lessons(&mut next);
                    let checked_lessons = &mut self.sources.checked.lessons;
                    checked_lessons.retain(|l| l.slug != slug);
                    checked_lessons.extend(checked);
                    let order: Vec<String> = next.iter().map(|l| l.slug.clone()).collect();
                    checked_lessons.sort_by_key(|l| order.iter().position(|s| *s == l.slug));
                    *lessons = next;
                    ordered?;
                    self.pages.remove(&render::lesson_path(&slug));
                    wanted.insert(render::lesson_path(&slug));
                }
            }
        }
        if lesson_links(&self.sources) != links_before {
            // The index lists the lessons; each lesson links its neighbours.
            wanted.insert("index.html".into());
            wanted.extend(
                self.sources
                    .checked
                    .lessons
                    .iter()
                    .map(|l| render::lesson_path(&l.slug)),
            );
        }
        if all {
            self.pages.clear();
        }
        self.render(&|path| all || wanted.contains(path))
    }
}

/// Builds the whole site into `root/dist`; returns the written paths and sizes. Every page is
/// rendered before anything is written, then [`write::write_site`] replaces the files.
pub fn build(root: &Path) -> Result<Vec<(String, usize)>> {
    let sources = Sources::load(root)?;
    let engines = Arc::new(Engines::build()?);
    let site = Site::new(root, Mode::Build, sources, engines)?;
    let pages: Vec<(String, Vec<u8>)> = site.pages.into_iter().collect();
    check_sizes(&pages)?;
    let written = write::write_site(&root.join("dist"), &pages)?;
    for (path, size) in &written {
        println!("Wrote dist/{path} ({:.1} KB)", *size as f64 / 1024.0);
    }
    Ok(written)
}

/// The most a finished page may weigh, raw: a lesson (and the index) 180 KB, a game page
/// 200 KB, so that every page stays quick to open on a phone.
pub fn size_limit(path: &str) -> usize {
    let lesson = path.contains("lessons/") || path.ends_with("index.html");
    if lesson {
        180 * 1024
    } else {
        200 * 1024
    }
}

/// Refuses a page heavier than its [`size_limit`].
pub fn check_sizes(pages: &[(String, Vec<u8>)]) -> Result<()> {
    for (path, bytes) in pages {
        let limit = size_limit(path);
        if path.ends_with(".html") && bytes.len() > limit {
            return Err(Error::file(
                &format!("dist/{path}"),
                format!(
                    "the page weighs {:.1} KB, more than its limit of {} KB: make its script, \
                     styles or engine smaller",
                    bytes.len() as f64 / 1024.0,
                    limit / 1024
                ),
            ));
        }
    }
    Ok(())
}

/// Loads, checks and renders every page (no wasm is compiled, nothing is written); returns the
/// number of pages.
pub fn check(root: &Path) -> Result<usize> {
    let sources = Sources::load(root)?;
    sources.render(&Engines::placeholder(), Mode::Build, &|_| true)?;
    Ok(sources.page_count())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::{Script, GAME_ENTRY, HEXPUSH_ENTRY, INDEX_ENTRY, LESSON_ENTRY};
    use crate::render::{csp, minify};
    use base64::Engine as _;
    use std::fs;

    fn repo() -> PathBuf {
        workspace()
    }

    fn all_pages(mode: Mode) -> Vec<(String, String)> {
        let sources = Sources::load(&repo()).unwrap();
        sources
            .render(&Engines::placeholder(), mode, &|_| true)
            .unwrap()
    }

    fn rendered(name: &str) -> String {
        let pages = all_pages(Mode::Build);
        pages.into_iter().find(|(path, _)| path == name).unwrap().1
    }

    /// The part of a page between two markers, for snapshot-style comparisons.
    fn between<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
        let from = html.find(start).unwrap_or_else(|| panic!("no `{start}`"));
        let to = html[from..]
            .find(end)
            .unwrap_or_else(|| panic!("no `{end}`"))
            + from;
        &html[from..to + end.len()]
    }

    #[test]
    fn game_page_has_the_test_contract() {
        let html = rendered("bashni.html");
        assert!(html.contains(r#"<main class="game-layout" data-variant="bashni">"#));
        assert!(html.contains(r#"<p id="status" role="status" aria-live="polite" class="status">"#));
        assert_eq!(
            between(&html, r#"<label class="field" for="tfen">"#, "readonly>"),
            "<label class=\"field\" for=\"tfen\">Position (TFEN)</label>\n    <div class=\"row\">\n      <input id=\"tfen\" class=\"mono\" type=\"text\" readonly>"
        );
        assert!(html.contains(r#"<label class="field" for="move-input">Move</label>"#));
        assert!(html.contains(&format!(r#"content="{}""#, csp::PLACEHOLDER)));
        assert!(html.contains(r#"<option value="bashni-classic">Classic Bashni</option>"#));
        assert!(html.contains(r#"<option value="bashni" selected>Bashni</option>"#));
        assert!(html.contains(r#"<script type="application/octet-stream" id="engine-wasm">"#));
    }

    #[test]
    fn index_links_every_game_page_relatively() {
        let html = rendered("index.html");
        for page in ["bashni.html", "russian.html", "english.html", "lasca.html"] {
            assert!(
                html.contains(&format!(r#"<a href="{page}"><strong>"#)),
                "{page}"
            );
        }
        assert!(html.contains("<h1>Bashni</h1>"));
    }

    fn fixture(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (path, text) in files {
            let target = dir.path().join(path);
            fs::create_dir_all(target.parent().unwrap()).unwrap();
            fs::write(target, text).unwrap();
        }
        dir
    }

    #[test]
    fn a_missing_template_asset_is_named() {
        let scripts: Vec<String> = [LESSON_ENTRY, HEXPUSH_ENTRY, INDEX_ENTRY]
            .iter()
            .map(|name| format!("templates/js/{name}"))
            .collect();
        let mut files = vec![("templates/site.css", "body{}")];
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
        let runs = |open: &str| {
            !open.contains("type=application/") && !open.contains("type=\"application/")
        };
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
        assert!(code.contains("engineGlue") && code.len() > 10_000);
        assert!(
            !page.contains(&code[..200]),
            "the code is not inline as text"
        );
        assert!(
            page.contains("DecompressionStream('gzip')")
                || page.contains("DecompressionStream(\"gzip\")")
        );
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
        assert_eq!(
            order,
            ["storage.js", "progress.js", "settings.js", INDEX_ENTRY],
            "no engine on the index"
        );
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
        for ((path, built), (_, served)) in finished(Mode::Build).iter().zip(finished(Mode::Serve))
        {
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
    fn copy_of_the_site() -> tempfile::TempDir {
        fn copy(from: &Path, to: &Path) {
            fs::create_dir_all(to).unwrap();
            for entry in fs::read_dir(from).unwrap().flatten() {
                let target = to.join(entry.file_name());
                if entry.path().is_dir() {
                    copy(&entry.path(), &target);
                } else {
                    fs::copy(entry.path(), target).unwrap();
                }
            }
        }
        let dir = tempfile::tempdir().unwrap();
        for sub in ["content", "templates"] {
            copy(&repo().join(sub), &dir.path().join(sub));
        }
        dir
    }

    #[test]
    fn a_changed_lesson_renders_only_what_it_affects() {
        let dir = copy_of_the_site();
        let root = dir.path();
        let sources = Sources::load(root).unwrap();
        let mut site =
            Site::new(root, Mode::Serve, sources, Arc::new(Engines::placeholder())).unwrap();
        let lesson = "content/lessons/02-capturing.md";
        let path = root.join(lesson);
        let text = fs::read_to_string(&path).unwrap();
        let change = || Change::of(root, &root.join(lesson));
        assert_eq!(change(), Some(Change::Lesson(lesson.into())));
        // The prose changes: only its page.
        fs::write(&path, text.replace("outlined in red", "outlined in red!")).unwrap();
        assert_eq!(
            site.update(change()).unwrap(),
            ["lessons/02-capturing.html"]
        );
        // Its title changes: the index and every lesson (each links its neighbours).
        fs::write(&path, text.replace("title = \"", "title = \"New: ")).unwrap();
        let again = site.update(change()).unwrap();
        assert!(again.contains(&"index.html".to_string()), "{again:?}");
        assert_eq!(again.len(), 1 + site.sources.checked.lessons.len());
        // A broken lesson is an error until it is fixed, even if another file changes meanwhile.
        fs::write(
            &path,
            text.replace("solution: e3:c5\n", "solution: e3:e7\n"),
        )
        .unwrap();
        let error = site.update(change()).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("content/lessons/02-capturing.md:17:11: `e3:e7`"),
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
        assert_eq!(of("content/lessons/.01.md.swp"), None);
        assert_eq!(of("dist/index.html"), None);
        assert_eq!(
            Change::of(root, &workspace().join("engine/src/lib.rs")),
            Some(Change::Engine)
        );
    }
}
