//! The pipeline, one module per stage, each using only the stages above it:
//!
//! 1. [`crate::content`] — load `content/*.md` in every language (translations
//!    `x.LANG.md` beside their originals, English where one is missing) and the message catalogs
//!    `locales/LANG.ftl`: front matter typed, Markdown checked, every catalog with every key;
//! 2. [`crate::check`] — play every board block of every language through the engine,
//!    and compare each translation's boards with the original's;
//! 3. [`crate::assets`] — the stylesheet, each kind of page's script bundled from its
//!    ES modules, the engine compiled to wasm for each kind of page;
//! 4. [`crate::render`] — askama pages for each language (`dist/`, `dist/ru/`, …),
//!    their script minified and compressed, each page minified, sealed with its CSP;
//! 5. [`crate::write`] — `dist/`, all of it or nothing (with `--base-url`, also
//!    `sitemap.xml` and `404.html`).
//!
//! Every stage reports one [`Error`](crate::error::Error) type carrying its `file:line:col` to the diagnostics.
//! [`Site`] keeps what each stage made, so that `generator serve` redoes only what a changed
//! file affects ([`Site::update`]).

mod change;
mod incremental;
mod limits;
mod sources;
#[cfg(test)]
mod tests;
mod translation;

pub use change::Change;
pub use incremental::Site;
pub use limits::{check_base_url, check_sizes, size_limit};
pub use sources::Sources;

use crate::assets::Engines;
use crate::error::Result;
use crate::render::{self, Mode};
use crate::write;
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

/// Builds the whole site into `root/dist`; returns the written paths and sizes. Every page is
/// rendered before anything is written, then [`write::write_site`] replaces the files. With
/// `base_url` (the address the site is published at) `sitemap.xml`, `robots.txt` and `404.html`
/// are written too.
pub fn build(root: &Path, base_url: Option<&str>) -> Result<Vec<(String, usize)>> {
    if let Some(base) = base_url {
        check_base_url(base)?;
    }
    let sources = Sources::load(root)?;
    for line in sources.coverage() {
        crate::report::line(format_args!("Coverage {line}"));
    }
    for line in sources.practice_report()? {
        crate::report::line(format_args!("{line}"));
    }
    let engines = Arc::new(Engines::build()?);
    let site = Site::with_base_url(
        root,
        Mode::Build,
        sources,
        engines,
        base_url.map(str::to_string),
    )?;
    let mut pages: Vec<(String, Vec<u8>)> = site.pages().clone().into_iter().collect();
    let publishing = site.publishing_files(base_url)?;
    if publishing.is_empty() {
        crate::report::line(format_args!(
            "No --base-url given: sitemap.xml, robots.txt and 404.html are not written (they need the \
             address the site is published at: generator --base-url https://…)."
        ));
    }
    pages.extend(publishing);
    check_sizes(&pages)?;
    for line in crate::size_report::report(&pages) {
        crate::report::line(format_args!("{line}"));
    }
    let dist = root.join("dist");
    crate::inside::check_folder(root, &dist, "dist")?;
    let written = write::write_site(&dist, &pages)?;
    for (path, size) in &written {
        crate::report::line(format_args!(
            "Wrote dist/{path} ({:.1} KB)",
            *size as f64 / 1024.0
        ));
    }
    Ok(written)
}

/// Loads, checks and renders every page (no wasm is compiled, nothing is written); returns the
/// number of pages.
pub fn check(root: &Path) -> Result<usize> {
    let sources = Sources::load(root)?;
    // Everything `build` does but compiling the engine and writing: each page rendered,
    // minified and sealed.
    for (path, html) in sources.render(&Engines::placeholder(), Mode::Build, None, &|_| true)? {
        render::finish(&path, &html, Mode::Build)?;
    }
    for line in sources.coverage() {
        crate::report::line(format_args!("Coverage {line}"));
    }
    for line in sources.practice_report()? {
        crate::report::line(format_args!("{line}"));
    }
    Ok(sources.page_count())
}
