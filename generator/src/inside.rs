//! The site's folder is the only place the generator reads its sources from and writes its
//! pages to: a file or folder reached through a link that leads out of it is refused, so that a
//! planted link can neither publish a file from elsewhere nor make a build write or delete one.

use crate::error::{Error, Result};
use std::fs;
use std::path::Path;

/// Whether `path` (which exists) is inside the folder `root`, links resolved.
fn within(root: &Path, path: &Path) -> bool {
    match (fs::canonicalize(root), fs::canonicalize(path)) {
        (Ok(root), Ok(path)) => path.starts_with(root),
        _ => false,
    }
}

/// Reads `relative` under `root`, refusing a file that a link places outside `root`. A UTF-8
/// byte order mark at its start is dropped (editors on some systems write one).
pub fn read(root: &Path, relative: &str) -> Result<Vec<u8>> {
    let path = root.join(relative);
    // Checked before it is read (a link to a device or a pipe would never end), and the file
    // read is the one checked.
    let real = fs::canonicalize(&path).map_err(|e| Error::file(relative, e))?;
    if !within(root, &real) {
        return Err(Error::file(
            relative,
            "a link that leads out of the site's folder: copy the file here instead",
        ));
    }
    if !fs::metadata(&real).is_ok_and(|m| m.is_file()) {
        return Err(Error::file(relative, "not a file"));
    }
    let mut bytes = fs::read(&real).map_err(|e| Error::file(relative, e))?;
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    Ok(bytes)
}

/// Reads `relative` under `root` as UTF-8 text (see [`read`]); text that is not UTF-8 is
/// refused at its first bad byte's line and column (a file saved in another encoding).
pub fn read_text(root: &Path, relative: &str) -> Result<String> {
    String::from_utf8(read(root, relative)?).map_err(|error| {
        let good = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        // (Valid up to here, so the prefix reads as text.)
        let before = std::str::from_utf8(good).unwrap_or_default();
        let line = 1 + before.matches('\n').count();
        let col = 1 + before[before.rfind('\n').map_or(0, |i| i + 1)..]
            .chars()
            .count();
        Error::at(
            relative,
            line,
            col,
            "not UTF-8 text here: save the file as UTF-8",
        )
    })
}

/// Refuses to write into or delete from `folder` (`dist`, or a folder in it) when a link makes
/// it, or the nearest folder above it that exists, lead out of `root` (so nothing is even
/// created out there).
pub fn check_folder(root: &Path, folder: &Path, shown: &str) -> Result<()> {
    let existing = folder.ancestors().find(|f| f.exists()).unwrap_or(folder);
    if !within(root, existing) {
        return Err(Error::file(
            shown,
            "a link that leads out of the site's folder: the generator writes only inside it",
        ));
    }
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::test_support::fixture;
    use std::os::unix::fs::symlink;

    #[test]
    fn a_link_out_of_the_root_is_refused_and_a_byte_order_mark_dropped() {
        let outside = fixture(&[("secret.md", "+++\ntitle = \"secret\"\n+++\n")]);
        let site = fixture(&[("content/lessons/01-a.md", "\u{feff}+++\n")]);
        let root = site.path();
        symlink(
            outside.path().join("secret.md"),
            root.join("content/lessons/02-b.md"),
        )
        .unwrap();
        symlink(
            root.join("content/lessons/01-a.md"),
            root.join("content/c.md"),
        )
        .unwrap();
        let error = read(root, "content/lessons/02-b.md")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("content/lessons/02-b.md: a link that leads out"),
            "{error}"
        );
        assert_eq!(read_text(root, "content/lessons/01-a.md").unwrap(), "+++\n");
        assert_eq!(
            read_text(root, "content/c.md").unwrap(),
            "+++\n",
            "a link inside is fine"
        );
        // A link to a device is refused before anything is read from it.
        symlink("/dev/zero", root.join("content/lessons/03-c.md")).unwrap();
        let error = read(root, "content/lessons/03-c.md")
            .unwrap_err()
            .to_string();
        assert!(error.contains("a link that leads out"), "{error}");
        symlink(outside.path(), root.join("dist")).unwrap();
        assert!(check_folder(root, &root.join("dist"), "dist").is_err());
        assert!(check_folder(root, &root.join("content"), "content").is_ok());
        assert!(check_folder(root, &root.join("nothing-yet"), "x").is_ok());
    }
}
