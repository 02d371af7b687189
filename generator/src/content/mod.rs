//! Stage 1 — loading: every file of `content/` read, its front matter typed
//! ([`front_matter`]), its Markdown checked for what content may not do ([`markdown::check`]).
//! Nothing here knows the rules of a game: the board blocks are checked by the next stage
//! ([`crate::check`]).

pub mod catalog;
pub mod front_matter;
pub mod markdown;
#[cfg(test)]
mod problem_messages;
pub mod suggest;
pub mod typography;

use crate::board_kind::BoardKind;
use crate::error::{both, gather, Error, Result};
use engine::Variant;
use front_matter::{GameFront, LessonFront, PageFront, PresetFront, Spanned};
use serde::de::DeserializeOwned;
use std::fs;
use std::path::Path;

/// A Markdown file of `content/`, cut at its front matter.
pub struct Document {
    /// The path relative to the root, for messages.
    pub path: String,
    /// The front matter's TOML (for the place of an error about one of its values).
    pub toml: String,
    /// The Markdown after the front matter.
    pub body: String,
    /// The line number (1-based) of the body's first line in the file.
    pub body_line: usize,
}

/// A content file with its front matter read into `F`.
pub struct Page<F> {
    pub doc: Document,
    pub front: F,
}

impl Document {
    /// Reads `relative` under `root` (UTF-8, LF or CRLF), its front matter into `F`, and checks
    /// its Markdown.
    pub fn load<F: DeserializeOwned>(root: &Path, relative: &str) -> Result<Page<F>> {
        let text = crate::inside::read_text(root, relative)?;
        Document::parse(relative, &markdown::normalise_line_endings(&text))
    }

    /// Reads `text` as the file `path`.
    pub fn parse<F: DeserializeOwned>(path: &str, text: &str) -> Result<Page<F>> {
        let cut = front_matter::split(path, text)?;
        let front = front_matter::parse(path, cut.toml)?;
        let doc = Document {
            path: path.to_string(),
            toml: cut.toml.to_string(),
            body: cut.body.to_string(),
            body_line: cut.body_line,
        };
        markdown::check(&doc)?;
        Ok(Page { doc, front })
    }

    /// An error about the front-matter value `value`.
    pub fn error_at<T>(&self, value: &Spanned<T>, message: impl std::fmt::Display) -> Error {
        front_matter::error_at(&self.path, &self.toml, value.span(), message)
    }

    /// The file name without `.md`.
    pub fn slug(&self) -> String {
        slug_of(&self.path)
    }
}

/// The name of the file at `path` without `.md`: a preset's or a lesson's name.
pub fn slug_of(path: &str) -> String {
    let name = path.rsplit('/').next().unwrap_or_default();
    let stem = name.trim_end_matches(".md");
    match language_of(path) {
        Some(lang) => stem[..stem.len() - lang.len() - 1].to_string(),
        None => stem.to_string(),
    }
}

/// The language of a translation's file name (`04-towers.ru.md` → `ru`, `x.pt-BR.md` →
/// `pt-BR`): a language tag (see [`is_language_tag`]) before `.md`; `None` for a file in the
/// default language (English).
pub fn language_of(path: &str) -> Option<&str> {
    let name = path.rsplit('/').next()?;
    let (_, lang) = name.strip_suffix(".md")?.rsplit_once('.')?;
    is_language_tag(lang).then_some(lang)
}

/// Whether `tag` is a language tag as browsers read it (`Intl`, `<html lang>`), written the
/// canonical way: `ru`, `pt-BR`, `sr-Latn` (not `pt_BR`, `PT-br`).
pub fn is_language_tag(tag: &str) -> bool {
    tag.parse::<unic_langid::LanguageIdentifier>()
        .is_ok_and(|id| id == tag)
}

/// The translation of the default-language file `path` into `lang` (`x.md` → `x.ru.md`).
pub fn translated_path(path: &str, lang: &str) -> String {
    format!("{}.{lang}.md", path.trim_end_matches(".md"))
}

/// A game page's source: its board and the rules beside it.
pub struct GameSource {
    pub kind: BoardKind,
    /// The page file name without `.html`.
    pub slug: String,
    pub page: Page<GameFront>,
}

/// A preset's source: a named draughts position.
pub struct PresetSource {
    pub slug: String,
    pub variant: Variant,
    pub page: Page<PresetFront>,
}

/// A lesson's source.
pub struct LessonSource {
    pub slug: String,
    /// The rule set of its boards.
    pub kind: BoardKind,
    pub page: Page<LessonFront>,
}

/// Everything under `content/`, read.
pub struct Content {
    /// The language of this content (`en` for the default one).
    pub lang: String,
    /// The default-language files shown in place of a missing translation (empty in English).
    pub fallbacks: Vec<String>,
    pub index: Page<PageFront>,
    /// The game pages, in the order of [`GAME_PAGES`].
    pub games: Vec<GameSource>,
    pub presets: Vec<PresetSource>,
    /// In course order.
    pub lessons: Vec<LessonSource>,
}

/// The pages with a game board: one per rule set with its own page, and Hexpush.
pub const GAME_PAGES: [(&str, BoardKind); 5] = [
    ("bashni", BoardKind::Draughts(Variant::Bashni)),
    ("russian", BoardKind::Draughts(Variant::Russian)),
    ("english", BoardKind::Draughts(Variant::English)),
    ("lasca", BoardKind::Draughts(Variant::Lasca)),
    ("hexpush", BoardKind::Hexpush),
];

pub const INDEX: &str = "content/index.md";
pub const PRESETS: &str = "content/presets";
pub const LESSONS: &str = "content/lessons";

impl Content {
    /// Reads everything under `root/content/` in the default language (English).
    pub fn load(root: &Path) -> Result<Content> {
        Content::load_in(root, DEFAULT_LANG)
    }

    /// Reads the content in `lang`: each file's translation (`x.ru.md` beside `x.md`) where
    /// there is one, else the default-language file (listed in [`Content::fallbacks`]). A
    /// translation without its default-language file is an error.
    pub fn load_in(root: &Path, lang: &str) -> Result<Content> {
        let mut fallbacks = Vec::new();
        let mut pick = |path: &str| -> String {
            if lang == DEFAULT_LANG {
                return path.to_string();
            }
            let translated = translated_path(path, lang);
            if root.join(&translated).is_file() {
                translated
            } else {
                fallbacks.push(path.to_string());
                path.to_string()
            }
        };
        // Every file is read, so that one run reports the problems of them all.
        let index = Document::load(root, &pick(INDEX));
        let games = gather(GAME_PAGES.iter().map(|&(slug, kind)| {
            let path = pick(&format!("content/games/{slug}.md"));
            load_game_from(&path, root, slug, kind)
        }));
        let presets = markdown_files(root, PRESETS)
            .and_then(|paths| gather(paths.iter().map(|path| load_preset(root, &pick(path)))));
        let lessons = markdown_files(root, LESSONS)
            .and_then(|paths| gather(paths.iter().map(|path| load_lesson(root, &pick(path)))));
        let (index, (games, (presets, mut lessons))) =
            both(index, both(games, both(presets, lessons)))?;
        order_lessons(&mut lessons)?;
        for dir in ["content", "content/games", PRESETS, LESSONS] {
            if let Some(orphan) = translations_without_original(root, dir).first() {
                return Err(Error::file(
                    orphan,
                    format!(
                        "a translation of {}, which does not exist: add it, or rename this file",
                        original_of(orphan)
                    ),
                ));
            }
        }
        Ok(Content {
            lang: lang.to_string(),
            fallbacks,
            index,
            games,
            presets,
            lessons,
        })
    }
}

/// Reads `content/games/SLUG.md`.
pub fn load_game(root: &Path, slug: &str, kind: BoardKind) -> Result<GameSource> {
    load_game_from(&format!("content/games/{slug}.md"), root, slug, kind)
}

fn load_game_from(path: &str, root: &Path, slug: &str, kind: BoardKind) -> Result<GameSource> {
    Ok(GameSource {
        kind,
        slug: slug.to_string(),
        page: Document::load(root, path)?,
    })
}

/// The default language: its content has no suffix and its pages are at the top of `dist/`.
pub const DEFAULT_LANG: &str = "en";

/// The default-language file of a translation (`x.ru.md` → `x.md`).
pub fn original_of(path: &str) -> String {
    match language_of(path) {
        Some(lang) => format!("{}.md", path.trim_end_matches(&format!(".{lang}.md"))),
        None => path.to_string(),
    }
}

/// The translations in `dir` (`x.LANG.md`) whose default-language file (`x.md`) is missing.
fn translations_without_original(root: &Path, dir: &str) -> Vec<String> {
    let mut orphans = Vec::new();
    let Ok(entries) = fs::read_dir(root.join(dir)) else {
        return orphans;
    };
    for entry in entries.flatten() {
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        let path = format!("{dir}/{name}");
        if language_of(&path).is_some() && !root.join(original_of(&path)).is_file() {
            orphans.push(path);
        }
    }
    orphans.sort();
    orphans
}

/// Reads a preset file.
pub fn load_preset(root: &Path, path: &str) -> Result<PresetSource> {
    let page: Page<PresetFront> = Document::load(root, path)?;
    let variant = page
        .front
        .variant
        .get_ref()
        .parse::<Variant>()
        .map_err(|e| page.doc.error_at(&page.front.variant, e))?;
    Ok(PresetSource {
        slug: page.doc.slug(),
        variant,
        page,
    })
}

/// Reads a lesson file.
pub fn load_lesson(root: &Path, path: &str) -> Result<LessonSource> {
    let page: Page<LessonFront> = Document::load(root, path)?;
    let kind = BoardKind::parse(page.front.variant.get_ref())
        .map_err(|e| page.doc.error_at(&page.front.variant, e))?;
    Ok(LessonSource {
        slug: page.doc.slug(),
        kind,
        page,
    })
}

/// Sorts lessons into course order; two lessons in one place are an error.
pub fn order_lessons(lessons: &mut [LessonSource]) -> Result<()> {
    let order = |lesson: &LessonSource| *lesson.page.front.order.get_ref();
    lessons.sort_by(|a, b| (order(a), &a.slug).cmp(&(order(b), &b.slug)));
    for pair in lessons.windows(2) {
        if order(&pair[0]) == order(&pair[1]) {
            return Err(pair[1].page.doc.error_at(
                &pair[1].page.front.order,
                format!(
                    "`order = {}` is also the order of {}: give each lesson its own place",
                    order(&pair[1]),
                    pair[0].page.doc.path
                ),
            ));
        }
    }
    Ok(())
}

/// The Markdown files of `dir` under `root`, sorted by name, as paths relative to the root.
pub fn markdown_files(root: &Path, dir: &str) -> Result<Vec<String>> {
    let entries = match fs::read_dir(root.join(dir)) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(Error::file(&format!("{dir}/"), e)),
    };
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.as_encoded_bytes().ends_with(b".md") || name == "README.md" {
            continue;
        }
        if name.to_str().and_then(language_of).is_some() {
            continue; // a translation: see `Content::load_in`
        }
        let name = name.into_string().map_err(|name| {
            Error::file(
                &format!("{dir}/{}", name.as_encoded_bytes().escape_ascii()),
                "the file name is not UTF-8: rename it",
            )
        })?;
        let path = format!("{dir}/{name}");
        check_file_name(&path)?;
        files.push(path);
    }
    files.sort();
    Ok(files)
}

/// A lesson's or preset's name (its file name without `.md`) is its page's address and the key
/// its progress is saved under: lower-case letters, digits and hyphens, up to 100, starting with
/// a letter or digit. `path` is a default-language file (a translation adds `.LANG` before `.md`).
fn check_file_name(path: &str) -> Result<()> {
    let slug = slug_of(path);
    let fits = (1..=100).contains(&slug.len())
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !slug.starts_with('-');
    if fits {
        return Ok(());
    }
    Err(Error::at(
        path,
        1,
        1,
        format!(
            "`{slug}` cannot name a page: a file name is lower-case letters, digits and hyphens \
             (the page's address and its saved progress use it), and a translation is \
             NAME.LANG.md with LANG a language tag (`04-towers.ru.md`, `x.pt-BR.md`): rename the file"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::fixture;

    proptest::proptest! {
        /// Any file name (without a dot: a dot starts a language) names a page exactly when it
        /// is lower-case letters, digits and hyphens not starting with a hyphen; never a panic.
        #[test]
        fn a_file_name_is_accepted_exactly_when_it_can_name_a_page(name in "[^/.\\x00]{1,40}") {
            let fits = name.len() <= 100
                && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                && !name.starts_with('-');
            proptest::prop_assert_eq!(check_file_name(&format!("content/lessons/{name}.md")).is_ok(), fits);
        }

        /// A language tag is accepted only in the form browsers read (`Intl` would throw on
        /// the others): canonical, as unic-langid writes it back.
        #[test]
        fn only_canonical_language_tags_are_accepted(tag in "[a-zA-Z0-9_-]{0,12}") {
            if is_language_tag(&tag) {
                let parsed: unic_langid::LanguageIdentifier = tag.parse().unwrap();
                proptest::prop_assert_eq!(parsed.to_string(), tag.clone());
                proptest::prop_assert!(!tag.contains('_'));
            }
        }
    }

    #[test]
    fn a_file_name_that_cannot_name_a_page_is_refused_with_its_file() {
        for name in ["16-é", "18-a.b", "X.RU", "Towers", "a_b", "-a", "a b"] {
            let path = format!("content/lessons/{name}.md");
            let dir = fixture(&[(&path, "+++\ntitle = \"T\"\n+++\n")]);
            let error = markdown_files(dir.path(), LESSONS).unwrap_err().to_string();
            assert!(
                error.starts_with(&format!("{path}:1:1: ")),
                "{name}: {error}"
            );
            assert!(error.contains("cannot name a page"), "{error}");
        }
        let dir = fixture(&[
            ("content/presets/16-tower-3.md", ""),
            ("content/presets/16-tower-3.ru.md", ""),
        ]);
        assert_eq!(
            markdown_files(dir.path(), PRESETS).unwrap(),
            ["content/presets/16-tower-3.md"]
        );
    }

    fn content_with(index: &str, drop: Option<&str>) -> Result<Content> {
        let games: Vec<(String, String)> = GAME_PAGES
            .iter()
            .map(|(slug, _)| {
                (
                    format!("content/games/{slug}.md"),
                    "+++\ntitle = \"T\"\nsummary = \"S\"\n+++\nRules.\n".to_string(),
                )
            })
            .collect();
        let mut files: Vec<(&str, &str)> = games
            .iter()
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect();
        files.push((INDEX, index));
        files.retain(|(p, _)| Some(*p) != drop);
        let dir = fixture(&files);
        Content::load(dir.path())
    }

    #[test]
    fn broken_content_gives_a_clear_error() {
        assert!(content_with("+++\ntitle = \"ok\"\n+++\n", None).is_ok());
        assert_eq!(
            content_with("# no front matter\n", None).err().unwrap().to_string(),
            "content/index.md:1:1: no front matter: start the file with a line `+++`, then `title = \"…\"`, then `+++`"
        );
        assert_eq!(
            content_with("+++\n+++\n", None).err().unwrap().to_string(),
            "content/index.md:1:1: the front matter has no `title`: add `title = \"…\"`"
        );
        assert_eq!(
            content_with("+++\nname = \"x\"\n+++\n", None)
                .err()
                .unwrap()
                .to_string(),
            "content/index.md:2:1: front matter: unknown field `name`, expected `title`"
        );
        let missing = content_with("+++\ntitle = \"ok\"\n+++\n", Some("content/games/lasca.md"))
            .err()
            .unwrap()
            .to_string();
        assert!(missing.starts_with("content/games/lasca.md: "), "{missing}");
    }
}
