//! The build pipeline, top to bottom:
//! load content (`content/*.md`, front matter checked) → compile the engine to wasm →
//! render Markdown and askama templates → inline CSS, JS and the wasm (base64) → minify → write `dist/`.

use crate::lesson::{self, Lesson};
use crate::pages::{self, GameLink, GamePage, HexPage, IndexPage, LessonLink, LessonPage};
use crate::preset::{self, Preset};
use crate::{markdown, minify, wasm_build};
use base64::Engine as _;
use engine::Variant;
use std::fs;
use std::path::{Path, PathBuf};

/// The folder with `content/` and `templates/`: the current one if it has both, else this repository.
pub fn default_root() -> PathBuf {
    let here = std::env::current_dir().unwrap_or_default();
    if here.join("content").is_dir() && here.join("templates").is_dir() {
        here
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }
}

/// A Markdown file with its front matter read.
pub struct Document {
    /// The path relative to the root, for messages.
    pub path: String,
    /// `key = "value"` pairs of the front matter, in order.
    pub front: Vec<(String, String)>,
    /// The Markdown after the front matter.
    pub body: String,
    /// The line number (1-based) of the body's first line in the file.
    pub body_line: usize,
}

impl Document {
    /// Reads `relative` under `root`; an error names the file and line.
    pub fn load(root: &Path, relative: &str) -> Result<Document, String> {
        let bytes = fs::read(root.join(relative)).map_err(|e| format!("{relative}: {e}"))?;
        let text = String::from_utf8(bytes).map_err(|_| format!("{relative}: not UTF-8 text"))?;
        Document::parse(relative, &text)
    }

    /// Splits `+++` front matter (lines of `key = "value"`) from the Markdown body.
    pub fn parse(path: &str, text: &str) -> Result<Document, String> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, first)) if first.trim_end() == "+++" => {}
            _ => {
                return Err(format!(
                    "{path}:1:1: no front matter: start the file with a line `+++`, then `title = \"…\"`, then `+++`"
                ))
            }
        }
        let mut front = Vec::new();
        for (index, line) in lines.by_ref() {
            let line_no = index + 1;
            let trimmed = line.trim();
            if trimmed == "+++" {
                let body_start = text
                    .lines()
                    .take(line_no)
                    .map(|l| l.len() + 1)
                    .sum::<usize>();
                let body = text
                    .get(body_start.min(text.len())..)
                    .unwrap_or("")
                    .to_string();
                return Ok(Document {
                    path: path.to_string(),
                    front,
                    body,
                    body_line: line_no + 1,
                });
            }
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let (key, value) = trimmed.split_once('=').ok_or_else(|| {
                format!("{path}:{line_no}:1: expected `key = \"value\"` in the front matter, found `{trimmed}`")
            })?;
            let value = value.trim();
            let unquoted = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .map(str::to_string)
                .or_else(|| value.parse::<i64>().ok().map(|n| n.to_string()))
                .ok_or_else(|| {
                    let col = line.find('=').unwrap_or(0) + 2;
                    format!("{path}:{line_no}:{col}: the value of `{}` must be a quoted string or a number", key.trim())
                })?;
            front.push((key.trim().to_string(), unquoted));
        }
        Err(format!(
            "{path}:1:1: the front matter is not closed: add a line `+++` after it"
        ))
    }

    /// The value of front-matter `key`, or an error naming the file.
    pub fn get(&self, key: &str) -> Result<&str, String> {
        self.front
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .ok_or_else(|| {
                format!(
                    "{}:1:1: the front matter has no `{key}`: add `{key} = \"…\"`",
                    self.path
                )
            })
    }
}

/// The engine as inlined into pages.
pub struct EngineAssets {
    glue: String,
    wasm_base64: String,
}

impl EngineAssets {
    /// Stand-ins for `check`, which renders every page but compiles no wasm.
    pub fn placeholder() -> EngineAssets {
        EngineAssets {
            glue: String::new(),
            wasm_base64: String::new(),
        }
    }

    fn from_build(build: &wasm_build::EngineBuild) -> EngineAssets {
        EngineAssets {
            glue: build.glue.clone(),
            wasm_base64: base64::engine::general_purpose::STANDARD.encode(&build.wasm),
        }
    }
}

/// A game page's source: its rule set and the Markdown beside the board.
struct GameSource {
    variant: Variant,
    /// The page file name without `.html`.
    slug: String,
    doc: Document,
}

/// Everything loaded from `content/` and `templates/`, checked.
pub struct Site {
    index: Document,
    games: Vec<GameSource>,
    hexpush: Document,
    hexpush_js: String,
    presets: Vec<Preset>,
    lessons: Vec<Lesson>,
    css: String,
    game_js: String,
    lesson_js: String,
    index_js: String,
}

/// The index page's scripts (the course progress).
pub const INDEX_SCRIPTS: &[&[&str]] = &[&["storage.js", "progress.js"]];

/// JSON made safe to sit inside a `<script>` element.
fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The scripts every draughts board needs (under `templates/js/`), in the order they are
/// joined: each file uses only what the files before it define.
const BOARD_SCRIPTS: &[&str] = &[
    "wasm.js",
    "model.js",
    "storage.js",
    "sound.js",
    "keyboard.js",
    "renderer.js",
    "animator.js",
    "input.js",
];

/// The game page's scripts: a board, and the page's own controls.
pub const GAME_SCRIPTS: &[&[&str]] = &[
    BOARD_SCRIPTS,
    &["inspector.js", "settings.js", "editor.js", "controller.js"],
];

/// The lesson page's scripts: a draughts board, a Hexpush board, and the lesson.
pub const LESSON_SCRIPTS: &[&[&str]] =
    &[BOARD_SCRIPTS, &["hexboard.js", "hexinput.js", "lesson.js"]];

/// The Hexpush page's scripts.
pub const HEXPUSH_SCRIPTS: &[&[&str]] = &[&[
    "wasm.js",
    "storage.js",
    "sound.js",
    "settings.js",
    "hexboard.js",
    "hexinput.js",
    "hexpush.js",
]];

/// The pages with a game board, one per rule set with its own page.
const GAME_PAGES: [(&str, Variant); 4] = [
    ("bashni", Variant::Bashni),
    ("russian", Variant::Russian),
    ("english", Variant::English),
    ("lasca", Variant::Lasca),
];

impl Site {
    /// Loads and checks the sources under `root`.
    pub fn load(root: &Path) -> Result<Site, String> {
        let index = Document::load(root, "content/index.md")?;
        index.get("title")?;
        let mut games = Vec::new();
        for (slug, variant) in GAME_PAGES {
            let doc = Document::load(root, &format!("content/games/{slug}.md"))?;
            doc.get("title")?;
            doc.get("summary")?;
            games.push(GameSource {
                variant,
                slug: slug.to_string(),
                doc,
            });
        }
        let asset = |name: &str| {
            fs::read_to_string(root.join("templates").join(name))
                .map_err(|e| format!("templates/{name}: {e}"))
        };
        let scripts = |names: &[&[&str]]| -> Result<String, String> {
            Ok(names
                .iter()
                .flat_map(|group| group.iter())
                .map(|name| asset(&format!("js/{name}")))
                .collect::<Result<Vec<_>, _>>()?
                .join("\n"))
        };
        let hexpush = Document::load(root, "content/games/hexpush.md")?;
        hexpush.get("title")?;
        hexpush.get("summary")?;
        let presets = preset::load_all(root)?;
        let lessons = lesson::load_all(root, &presets)?;
        Ok(Site {
            index,
            games,
            hexpush,
            hexpush_js: scripts(HEXPUSH_SCRIPTS)?,
            lessons,
            presets,
            css: asset("site.css")?,
            game_js: scripts(GAME_SCRIPTS)?,
            lesson_js: scripts(LESSON_SCRIPTS)?,
            index_js: scripts(INDEX_SCRIPTS)?,
        })
    }

    /// How many pages the site has.
    pub fn page_count(&self) -> usize {
        2 + self.games.len() + self.lessons.len()
    }

    /// Renders every page: `(path under dist/, HTML before minifying)`.
    pub fn render(&self, engine: &EngineAssets) -> Result<Vec<(String, String)>, String> {
        let links: Vec<GameLink> = self
            .games
            .iter()
            .map(|g| (g.slug.as_str(), &g.doc))
            .chain([("hexpush", &self.hexpush)])
            .map(|(slug, doc)| GameLink {
                href: format!("{slug}.html"),
                title: doc.get("title").unwrap_or_default().to_string(),
                summary: doc.get("summary").unwrap_or_default().to_string(),
            })
            .collect();
        let lesson_links: Vec<LessonLink> = self
            .lessons
            .iter()
            .map(|l| LessonLink {
                slug: l.slug.clone(),
                title: l.title.clone(),
                summary: l.summary.clone(),
            })
            .collect();
        let mut out = Vec::new();
        let index = IndexPage {
            csp: pages::CSP,
            css: &self.css,
            root: "",
            title: self.index.get("title")?,
            intro_html: markdown::to_html(&self.index.body),
            games: &links,
            lessons: &lesson_links,
            script: &self.index_js,
        };
        out.push((
            "index.html".to_string(),
            pages::render(&index, &self.index.path)?,
        ));
        let script = format!("{}\n{}", engine.glue, self.game_js);
        let presets: Vec<String> = self.presets.iter().map(Preset::json).collect();
        let presets_json = script_json(&format!("[{}]", presets.join(",")));
        for game in &self.games {
            let page = GamePage {
                csp: pages::CSP,
                css: &self.css,
                root: "",
                presets_json: &presets_json,
                title: game.doc.get("title")?,
                variant: game.variant.id(),
                rules_html: markdown::to_html(&game.doc.body),
                variants: Variant::ALL.iter().map(|v| (v.id(), v.title())).collect(),
                games: &links,
                wasm_base64: &engine.wasm_base64,
                script: &script,
            };
            out.push((
                format!("{}.html", game.slug),
                pages::render(&page, &game.doc.path)?,
            ));
        }
        let hex_script = format!("{}\n{}", engine.glue, self.hexpush_js);
        let page = HexPage {
            csp: pages::CSP,
            css: &self.css,
            root: "",
            title: self.hexpush.get("title")?,
            rules_html: markdown::to_html(&self.hexpush.body),
            games: &links,
            wasm_base64: &engine.wasm_base64,
            script: &hex_script,
        };
        out.push((
            "hexpush.html".to_string(),
            pages::render(&page, &self.hexpush.path)?,
        ));
        let lesson_script = format!("{}\n{}", engine.glue, self.lesson_js);
        for (index, lesson) in self.lessons.iter().enumerate() {
            let page = LessonPage {
                csp: pages::CSP,
                css: &self.css,
                root: "../",
                title: &lesson.title,
                slug: &lesson.slug,
                number: index + 1,
                count: self.lessons.len(),
                prose_html: lesson.html(),
                boards_json: script_json(&lesson.boards_json()),
                previous: index.checked_sub(1).map(|i| &lesson_links[i]),
                next: lesson_links.get(index + 1),
                games: &links,
                wasm_base64: &engine.wasm_base64,
                script: &lesson_script,
            };
            out.push((
                format!("lessons/{}.html", lesson.slug),
                pages::render(&page, &lesson.doc.path)?,
            ));
        }
        Ok(out)
    }
}

/// Builds the whole site into `root/dist`; returns the written paths and sizes.
pub fn build(root: &Path) -> Result<Vec<(String, usize)>, String> {
    let site = Site::load(root)?;
    let engine = EngineAssets::from_build(&wasm_build::build()?);
    let dist = root.join("dist");
    fs::create_dir_all(&dist).map_err(|e| format!("dist/: {e}"))?;
    let mut written = Vec::new();
    for (path, html) in site.render(&engine)? {
        let bytes = minify::page(&html);
        let target = dist.join(&path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        fs::write(&target, &bytes).map_err(|e| format!("dist/{path}: {e}"))?;
        println!("Wrote dist/{path} ({:.1} KB)", bytes.len() as f64 / 1024.0);
        written.push((path, bytes.len()));
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_is_read() {
        let doc = Document::parse("x.md", "+++\ntitle = \"Hi\"\norder = 3\n+++\n# Body\n").unwrap();
        assert_eq!(doc.get("title").unwrap(), "Hi");
        assert_eq!(doc.get("order").unwrap(), "3");
        assert_eq!(doc.body, "# Body\n");
    }

    #[test]
    fn missing_front_matter_names_the_file_and_the_fix() {
        let err = Document::parse("content/x.md", "# Title\n").err().unwrap();
        assert_eq!(
            err,
            "content/x.md:1:1: no front matter: start the file with a line `+++`, then `title = \"…\"`, then `+++`"
        );
    }

    #[test]
    fn bad_front_matter_line_gives_line_number() {
        let err = Document::parse("content/x.md", "+++\ntitle = \"a\"\nnonsense\n+++\n")
            .err()
            .unwrap();
        assert_eq!(
            err,
            "content/x.md:3:1: expected `key = \"value\"` in the front matter, found `nonsense`"
        );
        let err = Document::parse("content/x.md", "+++\ntitle = unquoted\n+++\n")
            .err()
            .unwrap();
        assert_eq!(
            err,
            "content/x.md:2:8: the value of `title` must be a quoted string or a number"
        );
        let err = Document::parse("content/x.md", "+++\ntitle = \"a\"\n")
            .err()
            .unwrap();
        assert!(err.contains("not closed"), "{err}");
    }

    #[test]
    fn missing_key_is_reported() {
        let doc = Document::parse("content/y.md", "+++\n+++\n").unwrap();
        assert_eq!(
            doc.get("title").err().unwrap(),
            "content/y.md:1:1: the front matter has no `title`: add `title = \"…\"`"
        );
    }
}

#[cfg(test)]
mod site_tests {
    use super::*;

    fn repo() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    fn rendered(name: &str) -> String {
        let site = Site::load(&repo()).unwrap();
        let pages = site.render(&EngineAssets::placeholder()).unwrap();
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
        assert!(html.contains(&format!(r#"content="{}""#, crate::pages::CSP)));
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

    fn good_games() -> Vec<(String, String)> {
        ["bashni", "russian", "english", "lasca", "hexpush"]
            .iter()
            .map(|slug| {
                (
                    format!("content/games/{slug}.md"),
                    "+++\ntitle = \"T\"\nsummary = \"S\"\n+++\nRules.\n".to_string(),
                )
            })
            .collect()
    }

    fn site_with(index: &str, drop: Option<&str>) -> Result<Site, String> {
        let games = good_games();
        let mut files: Vec<(&str, &str)> = games
            .iter()
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect();
        files.push(("content/index.md", index));
        files.push(("templates/site.css", "body{}"));
        let scripts: Vec<String> = [GAME_SCRIPTS, LESSON_SCRIPTS, HEXPUSH_SCRIPTS, INDEX_SCRIPTS]
            .iter()
            .flat_map(|groups| groups.iter())
            .flat_map(|group| group.iter())
            .map(|name| format!("templates/js/{name}"))
            .collect();
        files.extend(scripts.iter().map(|path| (path.as_str(), "1")));
        files.retain(|(p, _)| Some(*p) != drop);
        let dir = fixture(&files);
        Site::load(dir.path())
    }

    #[test]
    fn broken_content_gives_a_clear_error() {
        assert!(site_with("+++\ntitle = \"ok\"\n+++\n", None).is_ok());
        assert_eq!(
            site_with("# no front matter\n", None).err().unwrap(),
            "content/index.md:1:1: no front matter: start the file with a line `+++`, then `title = \"…\"`, then `+++`"
        );
        assert_eq!(
            site_with("+++\nname = \"x\"\n+++\n", None).err().unwrap(),
            "content/index.md:1:1: the front matter has no `title`: add `title = \"…\"`"
        );
        let missing = site_with("+++\ntitle = \"ok\"\n+++\n", Some("content/games/lasca.md"))
            .err()
            .unwrap();
        assert!(missing.starts_with("content/games/lasca.md: "), "{missing}");
    }

    #[test]
    fn a_missing_template_asset_is_named() {
        let err = site_with("+++\ntitle = \"ok\"\n+++\n", Some("templates/js/editor.js"))
            .err()
            .unwrap();
        assert!(err.starts_with("templates/js/editor.js: "), "{err}");
    }
}
