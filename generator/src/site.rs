//! The pipeline, one module per stage, each using only the stages above it:
//!
//! 1. [`content`](crate::content) — load `content/*.md` in every language (translations
//!    `x.LANG.md` beside their originals, English where one is missing) and the message catalogs
//!    `locales/LANG.ftl`: front matter typed, Markdown checked, every catalog with every key;
//! 2. [`check`](crate::check) — play every board block of every language through the engine,
//!    and compare each translation's boards with the original's;
//! 3. [`assets`](crate::assets) — the stylesheet, each kind of page's script bundled from its
//!    ES modules, the engine compiled to wasm for each kind of page;
//! 4. [`render`](crate::render) — askama pages for each language (`dist/`, `dist/ru/`, …),
//!    their script minified and compressed, each page minified, sealed with its CSP;
//! 5. [`write`](crate::write) — `dist/`, all of it or nothing (with `--base-url`, also
//!    `sitemap.xml` and `404.html`).
//!
//! Every stage reports one [`Error`] type carrying its `file:line:col` to the diagnostics.
//! [`Site`] keeps what each stage made, so that `generator serve` redoes only what a changed
//! file affects ([`Site::update`]).

use crate::assets::{Assets, Engines};
use crate::check::{self, Checked};
use crate::content::catalog::Catalogs;
use crate::content::{self, Content, Document};
use crate::error::{Error, Result};
use crate::render::{self, language_prefix, Inputs, Mode};
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

/// One more language's content, checked (see [`Content::load_in`]).
pub struct Translation {
    pub content: Content,
    pub checked: Checked,
}

impl Translation {
    /// Loads the content in `lang`, compares it with the default language's (the same boards)
    /// and checks every board of it with the engine.
    pub fn load(root: &Path, lang: &str, original: &Content) -> Result<Translation> {
        let content = Content::load_in(root, lang)?;
        check::translation::compare_content(original, &content)?;
        let checked = Checked::check(&content)?;
        Ok(Translation { content, checked })
    }

    /// Whether the page `path` (`lessons/x.html`) shows the default language's text, its
    /// translation missing.
    pub fn shows_original(&self, path: &str) -> bool {
        let stem = path.trim_end_matches(".html");
        let source = if path == "index.html" {
            content::INDEX.to_string()
        } else if let Some(lesson) = stem.strip_prefix("lessons/") {
            format!("{}/{lesson}.md", content::LESSONS)
        } else {
            format!("content/games/{stem}.md")
        };
        self.content.fallbacks.contains(&source)
    }

    /// How much of the content is translated, as the build prints it.
    pub fn coverage(&self) -> String {
        let content = &self.content;
        let fallback = |files: &mut dyn Iterator<Item = &str>| {
            let all: Vec<&str> = files.collect();
            let missing = all
                .iter()
                .filter(|p| content.fallbacks.iter().any(|f| f == *p))
                .count();
            format!("{}/{}", all.len() - missing, all.len())
        };
        let total = 1 + content.games.len() + content.presets.len() + content.lessons.len();
        let translated = total - content.fallbacks.len();
        format!(
            "{}: {translated}/{total} files translated ({}%): lessons {}, game pages {}, presets {}, index {}",
            content.lang,
            translated * 100 / total.max(1),
            fallback(&mut content.lessons.iter().map(|l| l.page.doc.path.as_str())),
            fallback(&mut content.games.iter().map(|g| g.page.doc.path.as_str())),
            fallback(&mut content.presets.iter().map(|p| p.page.doc.path.as_str())),
            fallback(&mut std::iter::once(content.index.doc.path.as_str())),
        )
    }
}

/// What the first three stages make from the sources: everything but the engine.
pub struct Sources {
    /// The content in the default language (English).
    pub content: Content,
    pub checked: Checked,
    pub assets: Assets,
    /// The interface messages of every language.
    pub catalogs: Catalogs,
    /// The content in each other language of [`Sources::catalogs`], in their order.
    pub translations: Vec<Translation>,
}

impl Sources {
    /// Loads and checks the content in every language and reads the assets under `root`.
    pub fn load(root: &Path) -> Result<Sources> {
        let catalogs = Catalogs::load(root)?;
        let content = Content::load(root)?;
        let checked = Checked::check(&content)?;
        let assets = Assets::load(root)?;
        let translations = load_translations(root, &catalogs, &content)?;
        Ok(Sources {
            content,
            checked,
            assets,
            catalogs,
            translations,
        })
    }

    /// Renders the pages whose path passes `wanted` (HTML before minifying), every language.
    pub fn render(
        &self,
        engines: &Engines,
        mode: Mode,
        base_url: Option<&str>,
        wanted: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<(String, String)>> {
        let languages: Vec<(String, String)> = self
            .catalogs
            .0
            .iter()
            .map(|c| (c.lang.clone(), c.text("language-name")))
            .collect();
        let mut pages = Vec::new();
        let mut contents = vec![(&self.content, &self.checked)];
        contents.extend(self.translations.iter().map(|t| (&t.content, &t.checked)));
        for (content, checked) in contents {
            let Some(catalog) = self.catalogs.get(&content.lang) else {
                continue;
            };
            let inputs = Inputs {
                content,
                checked,
                assets: &self.assets,
                engines,
                mode,
                catalog,
                languages: &languages,
                base_url,
            };
            pages.extend(render::pages(&inputs, wanted)?);
        }
        Ok(pages)
    }

    /// How many pages the site has.
    pub fn page_count(&self) -> usize {
        (1 + self.content.games.len() + self.checked.lessons.len()) * self.catalogs.0.len()
    }

    /// Each other language's coverage, one line each.
    pub fn coverage(&self) -> Vec<String> {
        self.translations
            .iter()
            .map(Translation::coverage)
            .collect()
    }
}

/// The content in every language but the default one. A translated file in a language without a
/// catalog is an error (its pages could not be labelled).
fn load_translations(
    root: &Path,
    catalogs: &Catalogs,
    content: &Content,
) -> Result<Vec<Translation>> {
    for dir in [
        "content",
        "content/games",
        content::PRESETS,
        content::LESSONS,
    ] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        let mut names: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .collect();
        names.sort();
        for name in names {
            let path = format!("{dir}/{name}");
            if let Some(lang) = content::language_of(&path) {
                if catalogs.get(lang).is_none() {
                    return Err(Error::file(
                        &path,
                        format!(
                            "a translation into `{lang}`, which has no catalog: add \
                             locales/{lang}.ftl (see README.md, adding a language)"
                        ),
                    ));
                }
            }
        }
    }
    catalogs.0[1..]
        .iter()
        .map(|catalog| Translation::load(root, &catalog.lang, content))
        .collect()
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
    /// A translated file (`x.ru.md`): the language's pages are rendered again.
    Translation(String),
    /// A message catalog (`locales/*.ftl`): every page is rendered again.
    Catalogs,
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
        if relative.starts_with("locales/") && relative.ends_with(".ftl") {
            return Some(Change::Catalogs);
        }
        if !relative.ends_with(".md") || name == "README.md" {
            return None;
        }
        if relative.starts_with("content/") {
            if let Some(lang) = content::language_of(relative) {
                return Some(Change::Translation(lang.to_string()));
            }
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
    /// The site's address (`--base-url`): absolute alternates, `og:url`, sitemap and 404 page.
    base_url: Option<String>,
}

impl Site {
    /// Renders and finishes every page of `sources`.
    pub fn new(root: &Path, mode: Mode, sources: Sources, engines: Arc<Engines>) -> Result<Site> {
        Site::with_base_url(root, mode, sources, engines, None)
    }

    /// Renders and finishes every page of `sources` for a site published at `base_url`.
    pub fn with_base_url(
        root: &Path,
        mode: Mode,
        sources: Sources,
        engines: Arc<Engines>,
        base_url: Option<String>,
    ) -> Result<Site> {
        let mut site = Site {
            root: root.to_path_buf(),
            mode,
            sources,
            engines,
            pages: BTreeMap::new(),
            pending: BTreeSet::new(),
            base_url,
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
        let rendered =
            self.sources
                .render(&self.engines, self.mode, self.base_url.as_deref(), wanted)?;
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
        // The language folders whose pages are all rendered again.
        let mut languages: BTreeSet<String> = BTreeSet::new();
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
                Change::Catalogs => {
                    self.sources.catalogs = Catalogs::load(&root)?;
                    all = true;
                }
                Change::Translation(lang) => {
                    languages.insert(language_prefix(lang));
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
                    for catalog in &self.sources.catalogs.0 {
                        let prefix = language_prefix(&catalog.lang);
                        self.pages
                            .remove(&format!("{prefix}{}", render::lesson_path(&slug)));
                    }
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
        let content_changed = changes
            .iter()
            .any(|c| !matches!(c, Change::Engine | Change::Assets | Change::Template(_)));
        if content_changed {
            // Translations are compared with the default language's content and fall back to
            // it: read them again; a page changed in one language is rendered in all of them.
            self.sources.translations =
                load_translations(&root, &self.sources.catalogs, &self.sources.content)?;
            let originals: Vec<String> = wanted.iter().cloned().collect();
            for translation in &self.sources.translations {
                let prefix = language_prefix(&translation.content.lang);
                wanted.extend(
                    originals
                        .iter()
                        .filter(|page| translation.shows_original(page))
                        .map(|page| format!("{prefix}{page}")),
                );
            }
        }
        if all {
            self.pages.clear();
        }
        let languages: Vec<String> = languages.into_iter().collect();
        self.render(&|path| {
            all || wanted.contains(path) || languages.iter().any(|l| path.starts_with(l.as_str()))
        })
    }
}

/// Builds the whole site into `root/dist`; returns the written paths and sizes. Every page is
/// rendered before anything is written, then [`write::write_site`] replaces the files. With
/// `base_url` (the address the site is published at) `sitemap.xml` and `404.html` are written
/// too.
pub fn build(root: &Path, base_url: Option<&str>) -> Result<Vec<(String, usize)>> {
    if let Some(base) = base_url {
        check_base_url(base)?;
    }
    let sources = Sources::load(root)?;
    for line in sources.coverage() {
        println!("Coverage {line}");
    }
    let engines = Arc::new(Engines::build()?);
    let site = Site::with_base_url(
        root,
        Mode::Build,
        sources,
        engines,
        base_url.map(str::to_string),
    )?;
    let mut pages: Vec<(String, Vec<u8>)> = site.pages.clone().into_iter().collect();
    let publishing = site.publishing_files(base_url)?;
    if publishing.is_empty() {
        println!(
            "No --base-url given: sitemap.xml and 404.html are not written (they need the \
             address the site is published at: generator --base-url https://…)."
        );
    }
    pages.extend(publishing);
    check_sizes(&pages)?;
    for line in crate::size_report::report(&pages) {
        println!("{line}");
    }
    let written = write::write_site(&root.join("dist"), &pages)?;
    for (path, size) in &written {
        println!("Wrote dist/{path} ({:.1} KB)", *size as f64 / 1024.0);
    }
    Ok(written)
}

/// Refuses a `--base-url` that is not an `http(s)://` address.
pub fn check_base_url(base: &str) -> Result<()> {
    let ok = (base.starts_with("https://") || base.starts_with("http://"))
        && !base.contains(['"', '<', '>', ' ', '#', '?']);
    if ok {
        Ok(())
    } else {
        Err(Error::other(format!(
            "--base-url `{base}` is not an address like https://example.org/bashni"
        )))
    }
}

impl Site {
    /// `sitemap.xml` and `404.html` for a site published at `base_url`; nothing without it.
    pub fn publishing_files(&self, base_url: Option<&str>) -> Result<Vec<(String, Vec<u8>)>> {
        let Some(base_url) = base_url else {
            return Ok(Vec::new());
        };
        let paths: Vec<String> = self.pages.keys().cloned().collect();
        let languages: Vec<String> = self
            .sources
            .catalogs
            .0
            .iter()
            .map(|c| c.lang.clone())
            .collect();
        let sitemap = render::sitemap(&paths, &languages, base_url);
        let inputs = Inputs {
            content: &self.sources.content,
            checked: &self.sources.checked,
            assets: &self.sources.assets,
            engines: &self.engines,
            mode: self.mode,
            catalog: self.sources.catalogs.default(),
            languages: &[],
            base_url: Some(base_url),
        };
        let (path, html) = render::not_found(&inputs, &self.sources.catalogs.0, base_url)?;
        let page = render::finish(&path, &html, self.mode)?;
        Ok(vec![
            ("sitemap.xml".to_string(), sitemap.into_bytes()),
            (path, page),
        ])
    }
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
    sources.render(&Engines::placeholder(), Mode::Build, None, &|_| true)?;
    for line in sources.coverage() {
        println!("Coverage {line}");
    }
    Ok(sources.page_count())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::{Script, GAME_ENTRY, HEXPUSH_ENTRY, INDEX_ENTRY, LESSON_ENTRY};
    use crate::render::{csp, minify};
    use crate::test_support::fixture;
    use base64::Engine as _;
    use std::fs;

    fn repo() -> PathBuf {
        workspace()
    }

    fn all_pages(mode: Mode) -> Vec<(String, String)> {
        let sources = Sources::load(&repo()).unwrap();
        sources
            .render(&Engines::placeholder(), mode, None, &|_| true)
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
        for sub in ["content", "templates", "locales"] {
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
    fn every_page_names_its_language_and_links_its_translations() {
        let pages = all_pages(Mode::Build);
        let page = |path: &str| &pages.iter().find(|(p, _)| p == path).unwrap().1;
        assert_eq!(pages.len(), 3 * 21, "every page in en, fr and ru");
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
        assert!(page("ru/index.html").contains("15 коротких уроков"));
        assert!(page("ru/lessons/04-towers.html").contains("Урок 4 из 15"));
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
                    "<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:image/svg+xml;base64,"
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
        let dir = copy_of_the_site();
        let root = dir.path();
        fs::remove_file(root.join("content/lessons/04-towers.ru.md")).unwrap();
        fs::remove_file(root.join("content/games/lasca.fr.md")).unwrap();
        let sources = Sources::load(root).unwrap();
        let coverage = sources.coverage();
        assert_eq!(
            coverage,
            [
                "fr: 30/31 files translated (96%): lessons 15/15, game pages 4/5, presets 10/10, index 1/1",
                "ru: 30/31 files translated (96%): lessons 14/15, game pages 5/5, presets 10/10, index 1/1",
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
        assert!(ru.contains("Урок 4 из 15"), "the interface stays Russian");
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
        let dir = copy_of_the_site();
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
    fn sitemap_and_404_only_with_a_base_url() {
        let sources = Sources::load(&repo()).unwrap();
        let site = Site::new(
            &repo(),
            Mode::Build,
            sources,
            Arc::new(Engines::placeholder()),
        )
        .unwrap();
        assert!(site.publishing_files(None).unwrap().is_empty());
        let base = "https://example.org/bashni/";
        let files = site.publishing_files(Some(base)).unwrap();
        let names: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(names, ["sitemap.xml", "404.html"]);
        let sitemap = String::from_utf8(files[0].1.clone()).unwrap();
        assert_eq!(sitemap.matches("<url>").count(), 3 * 21);
        assert!(sitemap.contains("<loc>https://example.org/bashni/ru/lessons/04-towers.html</loc>"));
        assert!(sitemap.contains(r#"<xhtml:link rel="alternate" hreflang="fr" href="https://example.org/bashni/fr/lessons/04-towers.html"/>"#));
        assert!(sitemap
            .contains(r#"hreflang="x-default" href="https://example.org/bashni/index.html""#));
        let not_found = String::from_utf8(files[1].1.clone()).unwrap();
        assert!(
            not_found.contains("https://example.org/bashni/ru/index.html"),
            "absolute links: any address may show it"
        );
        assert!(not_found.contains("Страница") || not_found.contains("По этому адресу"));
        assert!(!not_found.contains("unsafe-inline"));
        // With the address, pages name their absolute alternates and og:url.
        let with_base = Sources::load(&repo())
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
        assert!(check_base_url("example.org").is_err());
    }

    #[test]
    fn a_changed_catalog_renders_every_page_and_a_missing_key_stops_it() {
        let dir = copy_of_the_site();
        let root = dir.path();
        let sources = Sources::load(root).unwrap();
        let mut site =
            Site::new(root, Mode::Serve, sources, Arc::new(Engines::placeholder())).unwrap();
        let path = root.join("locales/ru.ftl");
        let text = fs::read_to_string(&path).unwrap();
        fs::write(
            &path,
            text.replace("new-game = Новая партия", "new-game = Новая игра"),
        )
        .unwrap();
        let change = Change::of(root, &path).unwrap();
        assert_eq!(site.update([change.clone()]).unwrap().len(), 3 * 21);
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
}
