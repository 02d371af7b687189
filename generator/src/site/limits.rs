//! What a finished site must keep to: the weight of each page, and the form of the address it
//! is published at.

use crate::error::{Error, Result};

/// Refuses a `--base-url` that is not an `http(s)://` address.
pub fn check_base_url(base: &str) -> Result<()> {
    let ok = (base.starts_with("https://") || base.starts_with("http://"))
        && !base.contains(['"', '<', '>', ' ', '#', '?']);
    if ok {
        Ok(())
    } else {
        Err(Error::other(format!(
            "--base-url `{base}` is not an address like https://example.org/bashni"
        )))
    }
}

/// The most a finished page may weigh, raw: a lesson (and the index) 180 KB, a game page
/// 200 KB, so that every page stays quick to open on a phone.
pub fn size_limit(path: &str) -> usize {
    let lesson = path.contains("lessons/") || path.ends_with("index.html");
    if lesson {
        180 * 1024
    } else {
        200 * 1024
    }
}

/// Refuses a page heavier than its [`size_limit`].
pub fn check_sizes(pages: &[(String, Vec<u8>)]) -> Result<()> {
    for (path, bytes) in pages {
        let limit = size_limit(path);
        if path.ends_with(".html") && bytes.len() > limit {
            return Err(Error::file(
                &format!("dist/{path}"),
                format!(
                    "the page weighs {:.1} KB, more than its limit of {} KB: make its script, \
                     styles or engine smaller",
                    bytes.len() as f64 / 1024.0,
                    limit / 1024
                ),
            ));
        }
    }
    Ok(())
}
