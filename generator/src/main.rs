//! The site generator: `generator [build|check|serve]`.
//!
//! `build` (the default) writes `dist/`; `check` validates everything and writes nothing;
//! `serve` serves the site on 127.0.0.1 and rebuilds what a change affects; `types` writes the
//! TypeScript declarations of the engine's page API (`target/wasm/types/engine-glue.d.ts`), which
//! the test command type-checks the page code against.
//!
//! The pipeline reads in stage order (see [`site`]): [`content`] → [`check`] → [`assets`] →
//! [`render`] → [`write`](mod@write); every stage reports an [`error::Error`] with its `file:line:col`.

mod assets;
mod board_kind;
mod check;
mod content;
mod error;
mod inside;
mod render;
mod report;
mod serve;
mod site;
mod size_report;
#[cfg(test)]
mod test_support;
mod write;

use error::Error;
use std::io::IsTerminal as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str =
    "usage: generator [build [--base-url https://…] | check | serve [--port N] | types] [--root DIR]";

fn main() -> ExitCode {
    let args: Result<Vec<String>, _> = std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect();
    let mut root = None;
    let result = args
        .map_err(|a| {
            Error::other(format!(
                "argument `{}` is not UTF-8 text",
                a.as_encoded_bytes().escape_ascii()
            ))
        })
        .and_then(|args| run(&args, &mut root));
    // Standard error may be closed too: what cannot be said is dropped, never a panic.
    let say = |text: &str| {
        let _ = writeln!(std::io::stderr().lock(), "{text}");
    };
    match result {
        Ok(()) if report::lost() => {
            say("error: standard output is closed or full: the report could not be written");
            ExitCode::from(1)
        }
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let color = std::io::stderr().is_terminal();
            say(&error.render_all(root.as_deref(), color));
            ExitCode::from(1)
        }
    }
}

/// Runs the command line `args`; `root` is set to the site's root once known (for the source
/// lines of a diagnostic).
fn run(args: &[String], root_out: &mut Option<PathBuf>) -> Result<(), Error> {
    let mut verb = "build";
    let mut root = None;
    let mut port = 8000u16;
    let mut base_url = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "build" | "check" | "serve" | "types" => verb = arg,
            "--base-url" => base_url = Some(rest.next().ok_or(Error::other(USAGE))?.clone()),
            "--root" => root = Some(PathBuf::from(rest.next().ok_or(Error::other(USAGE))?)),
            "--port" => {
                port = rest
                    .next()
                    .and_then(|p| p.parse().ok())
                    .ok_or(Error::other("--port needs a number"))?
            }
            "-h" | "--help" => {
                crate::report::line(format_args!("{USAGE}"));
                return Ok(());
            }
            other => return Err(Error::other(format!("unknown argument `{other}`\n{USAGE}"))),
        }
    }
    if let Some(url) = &base_url {
        if !is_site_address(url) {
            return Err(Error::other(format!(
                "--base-url needs the address the site is published at, like https://example.org/bashni (found `{url}`)"
            )));
        }
    }
    let root = root.unwrap_or_else(site::default_root);
    *root_out = Some(root.clone());
    match verb {
        "check" => {
            let pages = site::check(&root)?;
            crate::report::line(format_args!("Checked {pages} pages: no problems found."));
            Ok(())
        }
        "serve" => serve::serve(&root, port),
        "types" => {
            let path = assets::wasm_build::write_types().map_err(Error::other)?;
            crate::report::line(format_args!("Wrote {}", path.display()));
            Ok(())
        }
        _ => site::build(&root, base_url.as_deref()).map(|_| ()),
    }
}

/// Whether `url` is an http(s) address with a host: `https://example.org/bashni`.
fn is_site_address(url: &str) -> bool {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    let Some(rest) = rest else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
        && !rest.contains(char::is_whitespace)
}
