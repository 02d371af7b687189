//! The content in the other languages: each loaded beside the original, compared with it and
//! checked.

use crate::check::{self, Checked};
use crate::content::catalog::Catalogs;
use crate::content::{self, Content};
use crate::error::{both, gather, Error, Result};
use std::collections::BTreeSet;
use std::path::Path;

/// One more language's content, checked (see [`Content::load_in`]).
pub struct Translation {
    pub content: Content,
    pub checked: Checked,
}

impl Translation {
    /// Loads the content in `lang`, compares it with the default language's (the same boards)
    /// and checks every board of it with the engine.
    /// The originals whose own problems are `reported` are not compared.
    pub fn load(
        root: &Path,
        lang: &str,
        original: &Content,
        reported: &BTreeSet<String>,
    ) -> Result<Translation> {
        let content = Content::load_in(root, lang)?;
        let compared = check::translation::compare_content(original, &content, reported);
        let ((), checked) = both(compared, Checked::check(&content))?;
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

/// The content in every language but the default one. A translated file in a language without a
/// catalog is an error (its pages could not be labelled). Translations of the originals whose
/// own problems are `reported` are not compared with them.
pub(super) fn load_translations(
    root: &Path,
    catalogs: &Catalogs,
    content: &Content,
    reported: &BTreeSet<String>,
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
    gather(
        catalogs.0[1..]
            .iter()
            .map(|catalog| Translation::load(root, &catalog.lang, content, reported)),
    )
}
