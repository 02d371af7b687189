//! Stage 5 — writing: the finished pages into `dist/`, all of them or none, so that a reader
//! never sees a half-written page and a failed build leaves the previous site whole.

use crate::error::{Error, Result};
use std::fs;
use std::path::{Path, PathBuf};

/// The list of the files the generator wrote in `dist/`, one path a line: what a later build may
/// remove when their source is gone (nothing else in `dist/` is ever touched).
pub const MANIFEST: &str = ".generator-files";

/// Replaces the site in `dist` with `pages` (path relative to `dist`, bytes) so that no reader
/// ever sees a half-written file and a failure leaves the previous site: every page is first
/// written to a temporary name beside its target (all of them, or none: on an error the
/// temporary files are removed and nothing else changed), then each is renamed over its target
/// (atomic on one file system). Files of the previous build's manifest that are no longer
/// produced are removed; the new manifest is written the same way.
pub fn write_site(dist: &Path, pages: &[(String, Vec<u8>)]) -> Result<Vec<(String, usize)>> {
    fs::create_dir_all(dist).map_err(|e| Error::file("dist", e))?;
    remove_stale_temporaries(dist);
    let temporary = |target: &Path| {
        let name = target.file_name().unwrap_or_default().to_string_lossy();
        target.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
    };
    let mut staged: Vec<(PathBuf, PathBuf)> = Vec::new();
    let stage = |path: &str, bytes: &[u8], staged: &mut Vec<(PathBuf, PathBuf)>| -> Result<()> {
        if path.split('/').any(|part| part.is_empty() || part == "..") {
            return Err(Error::file(
                &format!("dist/{path}"),
                "not a plain relative path",
            ));
        }
        let target = dist.join(path);
        if let Some(parent) = target.parent() {
            crate::inside::check_folder(dist, parent, &format!("dist/{path}"))?;
            fs::create_dir_all(parent)
                .map_err(|e| Error::file(&parent.display().to_string(), e))?;
            crate::inside::check_folder(dist, parent, &format!("dist/{path}"))?;
        }
        let temp = temporary(&target);
        // A new file, never one planted at that name (a link would be written through).
        let written = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .and_then(|mut file| std::io::Write::write_all(&mut file, bytes));
        written.map_err(|e| Error::file(&format!("dist/{path}"), e))?;
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
        fs::rename(temp, target).map_err(|e| Error::file(&target.display().to_string(), e))?;
    }
    for gone in previous.lines().filter(|path| !listed.contains(path)) {
        let file = dist.join(gone);
        let plain =
            !gone.is_empty() && !gone.split('/').any(|part| part.is_empty() || part == "..");
        // Never through a folder that a link takes out of `dist`.
        let inside = file
            .parent()
            .is_some_and(|parent| crate::inside::check_folder(dist, parent, gone).is_ok());
        if plain && inside {
            let _ = fs::remove_file(file);
        }
    }
    Ok(pages
        .iter()
        .map(|(path, bytes)| (path.clone(), bytes.len()))
        .collect())
}

/// Removes the temporary files (`.NAME.PID.tmp`) that a build killed before its renames left
/// under `dist`, unless their build is still running. Links are not followed.
fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            remove_stale_temporaries(&entry.path());
            continue;
        }
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .filter(|name| name.starts_with('.'))
            .and_then(|name| name.strip_suffix(".tmp"))
            .and_then(|rest| rest.rsplit_once('.'))
            .and_then(|(_, pid)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        // Where running processes cannot be told (no /proc), no temporary is taken for stale.
        let known = Path::new("/proc/self").exists();
        // Our own are left from an earlier write of this process (none is under way yet).
        let running = pid != std::process::id() && Path::new(&format!("/proc/{pid}")).exists();
        // A link planted under such a name is removed too (the link, not what it points to).
        if known && !running && (kind.is_file() || kind.is_symlink()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let error = write_site(dist.path(), &new).unwrap_err().to_string();
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
    fn temporaries_of_a_killed_build_are_removed_by_the_next() {
        let dist = tempfile::tempdir().unwrap();
        fs::create_dir_all(dist.path().join("lessons")).unwrap();
        // PID 4194305 is above Linux's largest: no such build runs.
        for stale in [".a.html.4194305.tmp", "lessons/.x.html.4194305.tmp"] {
            fs::write(dist.path().join(stale), "half").unwrap();
        }
        fs::write(dist.path().join("keep.4194305.tmp"), "not ours").unwrap();
        write_site(dist.path(), &[page("a.html", "a")]).unwrap();
        assert_eq!(
            files_in(dist.path()),
            [MANIFEST, "a.html", "keep.4194305.tmp"]
        );
    }

    #[cfg(unix)]
    #[test]
    fn nothing_is_written_or_deleted_through_a_link_out_of_dist() {
        let outside = tempfile::tempdir().unwrap();
        fs::write(outside.path().join("precious.html"), "mine").unwrap();
        let dist = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(outside.path(), dist.path().join("lessons")).unwrap();
        // A planted manifest names the file behind the link as one of ours.
        fs::write(dist.path().join(MANIFEST), "lessons/precious.html\n").unwrap();
        write_site(dist.path(), &[page("a.html", "a")]).unwrap();
        assert!(
            outside.path().join("precious.html").exists(),
            "deleted through the link"
        );
        let error = write_site(dist.path(), &[page("lessons/x.html", "x")])
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("dist/lessons/x.html: a link that leads out"),
            "{error}"
        );
        assert!(!outside.path().join("x.html").exists());
        assert!(!outside.path().join(".x.html.tmp").exists());
        // A link planted at a temporary's name is removed, never written through.
        let target = outside.path().join("precious.html");
        let planted = dist
            .path()
            .join(format!(".a.html.{}.tmp", std::process::id()));
        std::os::unix::fs::symlink(&target, &planted).unwrap();
        write_site(dist.path(), &[page("a.html", "new")]).unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "mine");
        assert_eq!(
            fs::read_to_string(dist.path().join("a.html")).unwrap(),
            "new"
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
