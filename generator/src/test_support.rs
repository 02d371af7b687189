//! Helpers shared by the generator's unit tests.

use std::fs;

/// A temporary folder holding `files` (relative path, text), folders made as needed.
pub fn fixture(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let target = dir.path().join(path);
        fs::create_dir_all(target.parent().unwrap()).unwrap();
        fs::write(target, text).unwrap();
    }
    dir
}

/// The small site the pipeline's tests build: the course of `generator/tests/fixture-site`
/// (four lessons, one preset, the five game pages, three puzzles, each in English, Russian and
/// French) with the repository's templates and catalogs, copied into a temporary folder that a
/// test may change. The live content is checked by every build, not by these tests, so that
/// editing a lesson never breaks them.
pub fn fixture_site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let workspace = crate::site::workspace();
    copy(
        &workspace.join("generator/tests/fixture-site/content"),
        &dir.path().join("content"),
    );
    for sub in ["templates", "locales"] {
        copy(&workspace.join(sub), &dir.path().join(sub));
    }
    dir
}

/// Copies the folder `from` to `to`, recursively.
fn copy(from: &std::path::Path, to: &std::path::Path) {
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

/// A fenced block of `text` whose first line is line 3 of its lesson's body (the block parsers'
/// tests).
pub fn fenced_block(text: &str) -> crate::content::markdown::FencedBlock {
    crate::content::markdown::FencedBlock {
        first_line: 3,
        text: text.to_string(),
    }
}
