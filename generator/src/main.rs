//! The site generator: `generator [build|check|serve]`.
//!
//! `build` (the default) writes `dist/`; `check` validates everything and writes nothing;
//! `serve` builds, serves `dist/` on 127.0.0.1 and rebuilds when `content/` or `templates/` change.

mod board_block;
mod bundle;
mod csp;
mod diagram;
mod goal;
mod lesson;
mod markdown;
mod minify;
mod pages;
mod preset;
mod serve;
mod site;
mod wasm_build;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: generator [build | check | serve [--port N]] [--root DIR]";

fn main() -> ExitCode {
    let args: Result<Vec<String>, _> = std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect();
    match args
        .map_err(|a| {
            format!(
                "argument `{}` is not UTF-8 text",
                a.as_encoded_bytes().escape_ascii()
            )
        })
        .and_then(|args| run(&args))
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let mut verb = "build";
    let mut root = None;
    let mut port = 8000u16;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "build" | "check" | "serve" => verb = arg,
            "--root" => root = Some(PathBuf::from(rest.next().ok_or(USAGE)?)),
            "--port" => {
                port = rest
                    .next()
                    .and_then(|p| p.parse().ok())
                    .ok_or("--port needs a number")?
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    let root = root.unwrap_or_else(site::default_root);
    match verb {
        "check" => {
            let site = site::Site::load(&root)?;
            site.render(&site::Engines::placeholder())?;
            println!("Checked {} pages: no problems found.", site.page_count());
            Ok(())
        }
        "serve" => serve::serve(&root, port),
        _ => site::build(&root).map(|_| ()),
    }
}
