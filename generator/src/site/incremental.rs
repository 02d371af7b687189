//! The site kept in memory: its pages finished, and redone only where a changed file reaches.

use super::change::Change;
use super::sources::Sources;
use super::translation::load_translations;
use crate::assets::{Assets, Engines};
use crate::check::{self};
use crate::content::catalog::Catalogs;
use crate::content::{self, Document};
use crate::error::{Error, Result};
use crate::render::{self, language_prefix, Inputs, Mode};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
/// The site as the stages made it, its pages finished (minified, sealed) in memory.
pub struct Site {
    root: PathBuf,
    mode: Mode,
    pub(super) sources: Sources,
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
        let lesson_links = |sources: &Sources| -> Vec<(String, String, String, usize)> {
            let lessons = &sources.checked.lessons;
            lessons
                .iter()
                .map(|l| {
                    (
                        l.slug.clone(),
                        l.title.clone(),
                        l.summary.clone(),
                        l.levels(),
                    )
                })
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
                Change::Puzzles => {
                    // The navigation of every page links the puzzle pages.
                    self.sources.puzzles = check::puzzles::load(&root)?;
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
                    // A rule id the table does not have, or a course below targets that refuse.
                    self.sources.practice()?;
                    // Its page in every language: rendered again (a translation shows the
                    // lesson's boards), or gone with the lesson.
                    let exists = root.join(path).exists();
                    for catalog in &self.sources.catalogs.0 {
                        let page = format!(
                            "{}{}",
                            language_prefix(&catalog.lang),
                            render::lesson_path(&slug)
                        );
                        if exists {
                            wanted.insert(page);
                        } else {
                            self.pages.remove(&page);
                        }
                    }
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
            self.sources.translations = load_translations(
                &root,
                &self.sources.catalogs,
                &self.sources.content,
                &BTreeSet::new(),
            )?;
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

impl Site {
    /// `sitemap.xml`, `robots.txt` (naming the sitemap) and `404.html` for a site published at
    /// `base_url`; nothing without it.
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
            puzzles: &self.sources.puzzles,
        };
        let (path, html) = render::not_found(&inputs, &self.sources.catalogs.0, base_url)?;
        let page = render::finish(&path, &html, self.mode)?;
        Ok(vec![
            ("sitemap.xml".to_string(), sitemap.into_bytes()),
            (
                "robots.txt".to_string(),
                render::robots(base_url).into_bytes(),
            ),
            (path, page),
        ])
    }
}
