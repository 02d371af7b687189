//! Presets: named positions in `content/presets/NAME.md` (front matter `title`, `variant`,
//! `summary`; a description; one ```` ```board ```` block with the position). Lessons start
//! boards from them (`preset: NAME`) and the game pages list them in their preset menu.

use crate::board_block::{self, Context};
use crate::markdown;
use crate::site::Document;
use engine::draughts::tfen;
use engine::{Position, Variant};
use std::fs;
use std::path::Path;

/// A checked preset.
pub struct Preset {
    /// Its name (the file name without `.md`).
    pub slug: String,
    /// Its title.
    pub title: String,
    /// One line about it.
    pub summary: String,
    /// The position.
    pub position: Position,
}

impl Preset {
    /// The preset as the game page's menu reads it (JSON).
    pub fn json(&self) -> String {
        use engine::web::json::string;
        format!(
            r#"{{"slug":{},"title":{},"summary":{},"variant":{},"tfen":{}}}"#,
            string(&self.slug),
            string(&self.title),
            string(&self.summary),
            string(self.position.variant().id()),
            string(&tfen::write(&self.position))
        )
    }
}

/// The Markdown files of `dir` under `root`, sorted by name, as paths relative to the root.
pub fn markdown_files(root: &Path, dir: &str) -> Result<Vec<String>, String> {
    let entries = match fs::read_dir(root.join(dir)) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{dir}/: {e}")),
    };
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.as_encoded_bytes().ends_with(b".md") || name == "README.md" {
            continue;
        }
        let name = name.into_string().map_err(|name| {
            format!(
                "{dir}/{}: the file name is not UTF-8: rename it",
                name.as_encoded_bytes().escape_ascii()
            )
        })?;
        files.push(format!("{dir}/{name}"));
    }
    files.sort();
    Ok(files)
}

/// The rule set named by a front-matter key `variant`, with its place for errors.
pub fn variant_of(doc: &Document) -> Result<Variant, String> {
    let id = doc.get("variant")?;
    id.parse::<Variant>().map_err(|e| {
        let line = doc
            .front
            .iter()
            .position(|(k, _)| k == "variant")
            .map_or(1, |i| i + 2);
        format!("{}:{line}:1: {e}", doc.path)
    })
}

/// Loads every preset under `content/presets/`.
pub fn load_all(root: &Path) -> Result<Vec<Preset>, String> {
    let mut presets = Vec::new();
    for path in markdown_files(root, "content/presets")? {
        let doc = Document::load(root, &path)?;
        let variant = variant_of(&doc)?;
        let blocks = markdown::fenced_blocks(&doc.body, "board");
        let [block] = blocks.as_slice() else {
            return Err(format!(
                "{path}:{}:1: a preset has exactly one ```board block with its position (found {})",
                doc.body_line,
                blocks.len()
            ));
        };
        let cx = Context {
            path: &path,
            first_line: doc.body_line + block.first_line,
            variant,
            presets: &[],
        };
        let board = board_block::parse(&block.text, &cx, false)?;
        let slug = path
            .trim_start_matches("content/presets/")
            .trim_end_matches(".md")
            .to_string();
        presets.push(Preset {
            slug,
            title: doc.get("title")?.to_string(),
            summary: doc.get("summary")?.to_string(),
            position: board.start,
        });
    }
    Ok(presets)
}
