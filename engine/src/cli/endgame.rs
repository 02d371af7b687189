//! `endgame`: making and reading the endgame tables (engine/src/endgame).
//!
//!     engine endgame generate VARIANT [--pieces N] [--out FILE]   # solve and write the tables
//!     engine endgame probe VARIANT TFEN                             # win/draw/loss and distance
//!     engine endgame check VARIANT                                  # every won position has a winning move…
//!
//! `VARIANT` is `russian` or `english`. `generate` solves four pieces unless told otherwise (the
//! files in the repository; five, `--pieces 5`, take about 8 minutes and 51 MB for English
//! checkers, and played no better: README, "Strength"); it writes to `engine/data/endgame/VARIANT.egtb`
//! unless told otherwise, `probe` and `check` read from there (or `ENGINE_ENDGAME_DIR`).

use crate::options::Options;
use crate::output::Failure;
use engine::draughts::tfen;
use engine::endgame::{self, generate, index::MAX_PIECES, store, Value};
use engine::Variant;
use std::io::Write;

/// The words `endgame generate` takes.
pub const GENERATE_OPTIONS: [&str; 2] = ["pieces", "out"];

/// Runs `words` if they are an `endgame` command; `None` when they are not.
pub fn run(words: &[&str]) -> Option<Result<(), Failure>> {
    let result = match words {
        ["endgame", "generate", variant, rest @ ..] => generate_command(variant, rest),
        ["endgame", "probe", variant, position] => probe_command(variant, position),
        ["endgame", "check", variant] => check_command(variant),
        ["endgame", ..] => Err(
            "usage: engine endgame generate VARIANT [--pieces N] [--out FILE] | probe VARIANT TFEN | check VARIANT"
                .to_string()
                .into(),
        ),
        _ => return None,
    };
    Some(result)
}

fn variant_arg(text: &str) -> Result<Variant, Failure> {
    let variant: Variant = text
        .parse()
        .map_err(|e: engine::draughts::variant::UnknownVariant| e.to_string())?;
    if !endgame::VARIANTS.contains(&variant) {
        return Err(format!("no endgame tables for {variant}: only russian and english").into());
    }
    Ok(variant)
}

/// The pieces `generate` solves to unless told: the repository's files.
const DEFAULT_PIECES: u8 = 4;

fn generate_command(variant: &str, rest: &[&str]) -> Result<(), Failure> {
    let variant = variant_arg(variant)?;
    let options = Options::parse(rest, &GENERATE_OPTIONS)?;
    let pieces: u8 = options
        .get("pieces", "a number of pieces")?
        .unwrap_or(DEFAULT_PIECES);
    if !(2..=MAX_PIECES).contains(&pieces) {
        return Err(format!("--pieces {pieces} is not from 2 to {MAX_PIECES}").into());
    }
    let out = options
        .get::<String>("out", "")?
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| store::path(variant));
    let mut since = std::time::Instant::now();
    let tables = generate::generate(
        variant,
        pieces,
        |_| true,
        |group| {
            // Progress only: a closed standard error must not stop the work.
            let seconds = since.elapsed().as_secs_f64();
            let size: usize = group.iter().map(|m| m.size()).sum();
            let _ = writeln!(std::io::stderr(), "{group:?}: {size} slots, {seconds:.1} s");
            since = std::time::Instant::now();
        },
    );
    store::write(&out, &tables)?;
    let bytes = std::fs::metadata(&out).map(|m| m.len()).unwrap_or(0);
    say!("wrote {} ({bytes} bytes)", out.display())?;
    Ok(())
}

fn probe_command(variant: &str, position: &str) -> Result<(), Failure> {
    let variant = variant_arg(variant)?;
    let position = tfen::parse(variant, position).map_err(|e| e.to_string())?;
    let tables = store::read(&store::path(variant), variant)?;
    match tables.lookup(&position) {
        Some(Value::Win(d)) => say!("win in {d} plies")?,
        Some(Value::Loss(d)) => say!("loss in {d} plies")?,
        Some(Value::Draw) => say!("draw")?,
        None => say!("not in the tables")?,
    }
    Ok(())
}

fn check_command(variant: &str) -> Result<(), Failure> {
    let variant = variant_arg(variant)?;
    let tables = store::read(&store::path(variant), variant)?;
    let report = endgame::check::check(&tables);
    say!("{report}")?;
    if report.errors > 0 {
        return Err(format!("{} positions disagree with their moves", report.errors).into());
    }
    Ok(())
}
