//! What a changed file affects, for `serve`.

use super::workspace;
use crate::content;
use std::path::Path;

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
    /// A puzzle set (`content/puzzles/*.txt`): the puzzle pages are rendered again.
    Puzzles,
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
        if relative.starts_with("content/puzzles/") && relative.ends_with(".txt") {
            return Some(Change::Puzzles);
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
