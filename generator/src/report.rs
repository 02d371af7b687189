//! What the generator tells its user on standard output (pages written, coverage, sizes). A
//! closed or full output never stops a build half-way: the lines that cannot be written are
//! dropped, and the run ends with exit status 1 and one line on standard error (see `main`).

use std::io::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};

static LOST: AtomicBool = AtomicBool::new(false);

/// Writes `text` and a newline to standard output.
pub fn line(text: impl std::fmt::Display) {
    if writeln!(std::io::stdout().lock(), "{text}").is_err() {
        LOST.store(true, Ordering::Relaxed);
    }
}

/// Whether a line could not be written.
pub fn lost() -> bool {
    LOST.load(Ordering::Relaxed) || std::io::stdout().lock().flush().is_err()
}
