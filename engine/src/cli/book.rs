//! `book`: making an opening book by self-play (engine/src/book), and writing a built-in book in
//! the form the game pages carry it.
//!
//!     engine book generate VARIANT [--plies N] [--positions N] [--time MS] [--margin CP] [--branching K] [--out FILE]
//!     engine book pack VARIANT --out FILE [--from BOOK.txt]
//!
//! VARIANT is a rule set of draughts (`russian`) or a Hexpush layout (`hexpush-standard`).
//! `generate` writes `engine/data/book/VARIANT.txt` unless told otherwise (the engine builds it
//! in: rebuild after making it). `pack` writes the built-in book's bytes (or those of the book file
//! `--from`) as a page installs them (`engine::book::packed`, before the page's gzip), e.g. for
//! `scripts/page_match.mjs`.

use crate::options::Options;
use crate::output::Failure;
use engine::book::generate::{generate, Plan};
use engine::book::{Named, RuleSet};
use engine::search::Searchable;
use std::io::Write;

/// The words `book generate` takes.
pub const GENERATE_OPTIONS: [&str; 6] =
    ["plies", "positions", "time", "margin", "branching", "out"];

/// The words `book pack` takes.
pub const PACK_OPTIONS: [&str; 2] = ["out", "from"];

/// Runs `words` if they are a `book` command; `None` when they are not.
pub fn run(words: &[&str]) -> Option<Result<(), Failure>> {
    let result = match words {
        ["book", "generate", name, rest @ ..] => match name.parse() {
            Ok(Named::Draughts(variant)) => generate_command(variant, rest),
            Ok(Named::Hexpush(layout)) => generate_command(layout, rest),
            Err(why) => Err(why.into()),
        },
        ["book", "pack", name, rest @ ..] => match name.parse() {
            Ok(Named::Draughts(variant)) => pack_command(variant, rest),
            Ok(Named::Hexpush(layout)) => pack_command(layout, rest),
            Err(why) => Err(why.into()),
        },
        ["book", ..] => Err(
            "usage: engine book generate VARIANT [--plies N] [--positions N] [--time MS] [--margin CP] [--branching K] [--out FILE]\n       engine book pack VARIANT --out FILE [--from BOOK.txt]\n(VARIANT: a rule set of draughts, or hexpush-LAYOUT for a Hexpush layout)"
                .to_string()
                .into(),
        ),
        _ => return None,
    };
    Some(result)
}

fn pack_command<R: RuleSet>(rules: R, rest: &[&str]) -> Result<(), Failure> {
    let name = rules.book_name();
    let options = Options::parse(rest, &PACK_OPTIONS)?;
    let out = options
        .get::<String>("out", "")?
        .ok_or_else(|| "book pack needs --out FILE".to_string())?;
    let read;
    let book = match options.get::<String>("from", "")? {
        Some(from) => {
            let text =
                std::fs::read_to_string(&from).map_err(|e| format!("cannot read {from}: {e}"))?;
            read = engine::book::parse(&text).map_err(|why| format!("{from}: {why}"))?;
            if read.is_empty() {
                return Err(format!("{from} has no position").into());
            }
            &read
        }
        None => engine::book::book(rules).ok_or_else(|| format!("{name} has no opening book"))?,
    };
    let bytes = engine::book::packed::pack(rules, book)?;
    std::fs::write(&out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
    say!(
        "wrote {out} ({} positions, {} bytes)",
        book.len(),
        bytes.len()
    )?;
    Ok(())
}

fn generate_command<R: RuleSet>(rules: R, rest: &[&str]) -> Result<(), Failure>
where
    R::Game: Searchable,
{
    let name = rules.book_name();
    let unit = <R::Game as Searchable>::UNIT_NAME;
    let options = Options::parse(rest, &GENERATE_OPTIONS)?;
    let plan = Plan {
        plies: options.get("plies", "a number of plies")?.unwrap_or(10),
        positions: options
            .get("positions", "a number of positions")?
            .unwrap_or(400),
        time_ms: options.time(1000.0)?,
        margin: options
            .get("margin", "hundredths of the game's unit")?
            .unwrap_or(8),
        branching: options.get("branching", "a number of moves")?.unwrap_or(3),
    };
    if !(plan.time_ms.is_finite() && plan.time_ms > 0.0) {
        return Err(format!(
            "--time {} is not a positive number of milliseconds",
            plan.time_ms
        )
        .into());
    }
    let out = options
        .get::<String>("out", "")?
        .unwrap_or_else(|| format!("{}/data/book/{name}.txt", env!("CARGO_MANIFEST_DIR")));
    let mut count = 0;
    let book = generate(rules, plan, |position, moves| {
        count += 1;
        // Progress only: a closed standard error must not stop the work.
        let _ = writeln!(std::io::stderr(), "{count} {position} {moves:?}");
    });
    let comment = format!(
        "Opening book of {name}: engine book generate {name} --plies {} --positions {} --time {} --margin {} --branching {}\n{} positions; each line: the position, then moves with their scores (hundredths of the weights' {unit}, the search's units: not the measured {unit} the engine shows).",
        plan.plies, plan.positions, plan.time_ms, plan.margin, plan.branching, book.len()
    );
    std::fs::write(&out, engine::book::write(&book, &comment))
        .map_err(|e| format!("cannot write {out}: {e}"))?;
    say!("wrote {out} ({} positions)", book.len())?;
    Ok(())
}
