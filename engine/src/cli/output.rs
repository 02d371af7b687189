//! How the command line ends: success, bad input (exit 2) or output that could not be written
//! (exit 1: a closed pipe, a full disk), always with at most one line on standard error.
//!
//! Everything is printed through [`line`], which reports a write error instead of panicking as
//! `println!` does.

use std::fmt;
use std::io::{self, Write};

/// Why a command failed.
#[derive(Debug)]
pub enum Failure {
    /// The arguments are wrong; the message says how.
    Input(String),
    /// Standard output could not be written.
    Output(io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Input(message)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Output(error)
    }
}

impl Failure {
    /// The exit status: 2 for bad input, 1 for an output failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Input(_) => 2,
            Failure::Output(_) => 1,
        }
    }

    /// Writes `error: …` as one line on standard error (ignoring a failure to do even that).
    pub fn report(&self) {
        let message = match self {
            Failure::Input(message) => one_line(message),
            Failure::Output(error) => one_line(&format!("cannot write the output: {error}")),
        };
        let _ = writeln!(io::stderr().lock(), "error: {message}");
    }
}

/// `message` with every control character (newline, carriage return, escape…) and line or
/// paragraph separator written as an escape, so the message stays on one line whatever input
/// it quotes. Other text is unchanged.
pub fn one_line(message: &str) -> String {
    let mut line = String::with_capacity(message.len());
    for c in message.chars() {
        if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
            line.extend(c.escape_default());
        } else {
            line.push(c);
        }
    }
    line
}

/// Writes one line to standard output; an error (a closed pipe, a full disk) is returned.
pub fn line(text: fmt::Arguments) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_fmt(text)?;
    out.write_all(b"\n")
}

/// Flushes standard output at the end of a command.
pub fn finish() -> io::Result<()> {
    io::stdout().lock().flush()
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(
            one_line("a `b\nc`\r\t\u{1b}[31m"),
            "a `b\\nc`\\r\\t\\u{1b}[31m"
        );
        assert_eq!(one_line("é ✓ `W:b1w`"), "é ✓ `W:b1w`");
        assert_eq!(one_line("x\u{2028}y"), "x\\u{2028}y");
    }
}
