//! The build pipeline, top to bottom:
//! load content (`content/*.md`, front matter checked) and bundle each page's JS modules
//! (`bundle`) → compile the engine to wasm (`wasm_build`) → render Markdown and askama templates →
//! inline CSS, JS and the wasm (gzip, base64) → minify → hash the inline scripts and styles into
//! the page's Content-Security-Policy (`csp`) → write `dist/`.

use crate::lesson::{self, Lesson};
use crate::pages::{self, GameLink, GamePage, HexPage, IndexPage, LessonLink, LessonPage};
use crate::preset::{self, Preset};
use crate::{bundle, csp, markdown, minify, wasm_build};
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
        let doc = Document::parse(relative, &markdown::normalise_line_endings(&text))?;
        markdown::check(&doc)?;
        Ok(doc)
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
    /// The code of the `engine-glue.js` module: wasm-bindgen's glue inside `function engineGlue`.
    glue: String,
    /// The wasm, gzip-compressed, in base64.
    wasm_base64: String,
}

impl EngineAssets {
    /// Stand-ins for `check`, which renders every page but compiles no wasm.
    pub fn placeholder() -> EngineAssets {
        EngineAssets {
            glue: wasm_build::glue_module("").unwrap_or_default(),
            wasm_base64: String::new(),
        }
    }

    fn from_build(build: &wasm_build::EngineBuild) -> Result<EngineAssets, String> {
        Ok(EngineAssets {
            glue: wasm_build::glue_module(&build.glue)?,
            wasm_base64: base64::engine::general_purpose::STANDARD
                .encode(wasm_build::compress(&build.wasm)),
        })
    }
}

/// The engine each kind of page carries, each built with only what those pages use (the page
/// size limits): the draughts game pages search but have no Hexpush; the Hexpush page has both;
/// the lesson pages play both games but do not search.
pub struct Engines {
    /// For the draughts game pages: the `search` feature.
    pub draughts_game: EngineAssets,
    /// For the Hexpush page: `hex` and `search`.
    pub hexpush: EngineAssets,
    /// For the lesson pages and the index: `hex`.
    pub lessons: EngineAssets,
}

impl Engines {
    /// Stand-ins for `check`, which renders every page but compiles no wasm.
    pub fn placeholder() -> Engines {
        Engines {
            draughts_game: EngineAssets::placeholder(),
            hexpush: EngineAssets::placeholder(),
            lessons: EngineAssets::placeholder(),
        }
    }

    /// Compiles the three engines.
    pub fn build() -> Result<Engines, String> {
        let assets = |features: &[&str]| EngineAssets::from_build(&wasm_build::build(features)?);
        Ok(Engines {
            draughts_game: assets(&["search"])?,
            hexpush: assets(&["hex", "search"])?,
            lessons: assets(&["hex"])?,
        })
    }
}

/// The modules of a page's script, dependencies first (see [`bundle`]).
struct Script(Vec<bundle::Module>);

impl Script {
    /// Bundles the modules under `root/templates/js/` reachable from `entry`.
    fn load(root: &Path, entry: &str) -> Result<Script, String> {
        let dir = root.join("templates").join("js");
        let mut read = |name: &str| {
            fs::read_to_string(dir.join(name)).map_err(|e| format!("templates/js/{name}: {e}"))
        };
        let externals = [bundle::External {
            name: wasm_build::GLUE_MODULE,
            exports: &["engineGlue"],
        }];
        bundle::bundle(entry, &externals, &mut read).map(Script)
    }

    /// The page's one script, with the engine's glue where a module imports it.
    fn text(&self, engine: &EngineAssets) -> String {
        let mut text = String::new();
        for module in &self.0 {
            if module.name == wasm_build::GLUE_MODULE {
                text.push_str(&engine.glue);
            } else {
                text.push_str(&module.code);
            }
            text.push('\n');
        }
        text
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
    presets: Vec<Preset>,
    lessons: Vec<Lesson>,
    css: String,
    game_js: Script,
    hexpush_js: Script,
    lesson_js: Script,
    index_js: Script,
}

/// JSON made safe to sit inside a `<script>` element.
fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The entry module (under `templates/js/`) of each kind of page; the bundler follows its imports.
pub const GAME_ENTRY: &str = "game-page.js";
pub const HEXPUSH_ENTRY: &str = "hexpush-page.js";
pub const LESSON_ENTRY: &str = "lesson-page.js";
pub const INDEX_ENTRY: &str = "index-page.js";

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
        let hexpush = Document::load(root, "content/games/hexpush.md")?;
        hexpush.get("title")?;
        hexpush.get("summary")?;
        let presets = preset::load_all(root)?;
        let lessons = lesson::load_all(root, &presets)?;
        Ok(Site {
            index,
            games,
            hexpush,
            lessons,
            presets,
            css: asset("site.css")?,
            game_js: Script::load(root, GAME_ENTRY)?,
            hexpush_js: Script::load(root, HEXPUSH_ENTRY)?,
            lesson_js: Script::load(root, LESSON_ENTRY)?,
            index_js: Script::load(root, INDEX_ENTRY)?,
        })
    }

    /// How many pages the site has.
    pub fn page_count(&self) -> usize {
        2 + self.games.len() + self.lessons.len()
    }

    /// Renders every page: `(path under dist/, HTML before minifying)`.
    pub fn render(&self, engines: &Engines) -> Result<Vec<(String, String)>, String> {
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
            csp: csp::PLACEHOLDER,
            css: &self.css,
            root: "",
            title: self.index.get("title")?,
            intro_html: markdown::to_html(&self.index.body),
            games: &links,
            lessons: &lesson_links,
            script: &self.index_js.text(&engines.lessons),
        };
        out.push((
            "index.html".to_string(),
            pages::render(&index, &self.index.path)?,
        ));
        let engine = &engines.draughts_game;
        let script = self.game_js.text(engine);
        let presets: Vec<String> = self.presets.iter().map(Preset::json).collect();
        let presets_json = script_json(&format!("[{}]", presets.join(",")));
        for game in &self.games {
            let page = GamePage {
                csp: csp::PLACEHOLDER,
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
        let engine = &engines.hexpush;
        let hex_script = self.hexpush_js.text(engine);
        let page = HexPage {
            csp: csp::PLACEHOLDER,
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
        let engine = &engines.lessons;
        let lesson_script = self.lesson_js.text(engine);
        for (index, lesson) in self.lessons.iter().enumerate() {
            let page = LessonPage {
                csp: csp::PLACEHOLDER,
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

/// Builds the whole site into `root/dist`; returns the written paths and sizes. Every page is
/// rendered before anything is written, then [`write_site`] replaces the files.
pub fn build(root: &Path) -> Result<Vec<(String, usize)>, String> {
    let site = Site::load(root)?;
    let engines = Engines::build()?;
    let mut pages = Vec::new();
    for (path, html) in site.render(&engines)? {
        let bytes = csp::seal(&minify::page(&html)).map_err(|e| format!("dist/{path}: {e}"))?;
        pages.push((path, bytes));
    }
    let written = write_site(&root.join("dist"), &pages)?;
    for (path, size) in &written {
        println!("Wrote dist/{path} ({:.1} KB)", *size as f64 / 1024.0);
    }
    Ok(written)
}

/// The list of the files the generator wrote in `dist/`, one path a line: what a later build may
/// remove when their source is gone (nothing else in `dist/` is ever touched).
pub const MANIFEST: &str = ".generator-files";

/// Replaces the site in `dist` with `pages` (path relative to `dist`, bytes) so that no reader
/// ever sees a half-written file and a failure leaves the previous site: every page is first
/// written to a temporary name beside its target (all of them, or none: on an error the
/// temporary files are removed and nothing else changed), then each is renamed over its target
/// (atomic on one file system). Files of the previous build's manifest that are no longer
/// produced are removed; the new manifest is written the same way.
pub fn write_site(
    dist: &Path,
    pages: &[(String, Vec<u8>)],
) -> Result<Vec<(String, usize)>, String> {
    let temporary = |target: &Path| {
        let name = target.file_name().unwrap_or_default().to_string_lossy();
        target.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
    };
    let mut staged: Vec<(PathBuf, PathBuf)> = Vec::new();
    let stage =
        |path: &str, bytes: &[u8], staged: &mut Vec<(PathBuf, PathBuf)>| -> Result<(), String> {
            if path.split('/').any(|part| part.is_empty() || part == "..") {
                return Err(format!("dist/{path}: not a plain relative path"));
            }
            let target = dist.join(path);
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
            }
            let temp = temporary(&target);
            fs::write(&temp, bytes).map_err(|e| format!("dist/{path}: {e}"))?;
            staged.push((temp, target));
            Ok(())
        };
    let mut listed: Vec<&str> = pages.iter().map(|(path, _)| path.as_str()).collect();
    listed.sort_unstable();
    let manifest = listed
        .iter()
        .map(|path| format!("{path}\n"))
        .collect::<String>();
    let result = pages
        .iter()
        .try_for_each(|(path, bytes)| stage(path, bytes, &mut staged))
        .and_then(|()| stage(MANIFEST, manifest.as_bytes(), &mut staged));
    if let Err(message) = result {
        for (temp, _) in &staged {
            let _ = fs::remove_file(temp);
        }
        return Err(message);
    }
    let previous = fs::read_to_string(dist.join(MANIFEST)).unwrap_or_default();
    for (temp, target) in &staged {
        fs::rename(temp, target).map_err(|e| format!("{}: {e}", target.display()))?;
    }
    for gone in previous.lines().filter(|path| !listed.contains(path)) {
        if !gone.is_empty() && !gone.split('/').any(|part| part.is_empty() || part == "..") {
            let _ = fs::remove_file(dist.join(gone));
        }
    }
    Ok(pages
        .iter()
        .map(|(path, bytes)| (path.clone(), bytes.len()))
        .collect())
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
        let pages = site.render(&Engines::placeholder()).unwrap();
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
        let scripts: Vec<String> = [GAME_ENTRY, LESSON_ENTRY, HEXPUSH_ENTRY, INDEX_ENTRY]
            .iter()
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
        let err = site_with(
            "+++\ntitle = \"ok\"\n+++\n",
            Some("templates/js/game-page.js"),
        )
        .err()
        .unwrap();
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

    #[test]
    fn every_built_page_lists_exactly_the_hashes_of_its_inline_code() {
        let site = Site::load(&repo()).unwrap();
        for (path, html) in site.render(&Engines::placeholder()).unwrap() {
            let page = String::from_utf8(csp::seal(&minify::page(&html)).unwrap()).unwrap();
            // Data blocks (JSON, the wasm) are not run: the policy needs no hash for them.
            let runs = |open: &str| {
                !open.contains("type=application/") && !open.contains("type=\"application/")
            };
            let scripts = hashes_of(&page, "script", runs);
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

    fn page(path: &str, text: &str) -> (String, Vec<u8>) {
        (path.to_string(), text.as_bytes().to_vec())
    }

    fn files_in(dir: &Path) -> Vec<String> {
        let mut found = Vec::new();
        for entry in fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                found.extend(files_in(&path).into_iter().map(|f| format!("{name}/{f}")));
            } else {
                found.push(name);
            }
        }
        found.sort();
        found
    }

    #[test]
    fn a_failed_write_leaves_the_previous_site_whole() {
        let dist = tempfile::tempdir().unwrap();
        let old = [
            page("a.html", "old a"),
            page("b.html", "old b"),
            page("lessons/x.html", "old x"),
        ];
        write_site(dist.path(), &old).unwrap();
        // `c/` can't be made (a file is in the way): nothing of the new site may land.
        fs::write(dist.path().join("c"), "in the way").unwrap();
        let new = [
            page("a.html", "new a"),
            page("b.html", "new b"),
            page("c/d.html", "new d"),
        ];
        let error = write_site(dist.path(), &new).unwrap_err();
        assert!(error.contains("c"), "{error}");
        assert_eq!(
            fs::read_to_string(dist.path().join("a.html")).unwrap(),
            "old a"
        );
        assert_eq!(
            fs::read_to_string(dist.path().join("b.html")).unwrap(),
            "old b"
        );
        assert_eq!(
            fs::read_to_string(dist.path().join("lessons/x.html")).unwrap(),
            "old x"
        );
        assert_eq!(
            files_in(dist.path()),
            [MANIFEST, "a.html", "b.html", "c", "lessons/x.html"],
            "no temporary file is left"
        );
    }

    #[test]
    fn pages_whose_source_is_gone_are_removed_and_nothing_else() {
        let dist = tempfile::tempdir().unwrap();
        fs::write(dist.path().join("notes.txt"), "not the generator's").unwrap();
        write_site(
            dist.path(),
            &[
                page("a.html", "a"),
                page("lessons/x.html", "x"),
                page("lessons/y.html", "y"),
            ],
        )
        .unwrap();
        write_site(
            dist.path(),
            &[page("a.html", "a2"), page("lessons/y.html", "y2")],
        )
        .unwrap();
        assert_eq!(
            files_in(dist.path()),
            [MANIFEST, "a.html", "lessons/y.html", "notes.txt"]
        );
        assert_eq!(
            fs::read_to_string(dist.path().join(MANIFEST)).unwrap(),
            "a.html\nlessons/y.html\n"
        );
    }

    #[test]
    fn a_reader_never_sees_an_empty_or_half_written_page_during_a_rebuild() {
        let dist = tempfile::tempdir().unwrap();
        let big = |c: &str| c.repeat(400_000);
        write_site(dist.path(), &[page("a.html", &big("a"))]).unwrap();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let reader = {
            let (file, stop) = (dist.path().join("a.html"), std::sync::Arc::clone(&stop));
            std::thread::spawn(move || {
                let mut reads = 0;
                while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                    let text = fs::read_to_string(&file).unwrap();
                    assert_eq!(text.len(), 400_000, "a page read during a rebuild is whole");
                    assert!(text == big("a") || text == big("b"));
                    reads += 1;
                }
                reads
            })
        };
        for round in 0..40 {
            let letter = if round % 2 == 0 { "b" } else { "a" };
            write_site(dist.path(), &[page("a.html", &big(letter))]).unwrap();
        }
        stop.store(true, std::sync::atomic::Ordering::SeqCst);
        assert!(reader.join().unwrap() > 0);
    }
}
