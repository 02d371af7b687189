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
