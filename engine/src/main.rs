//! The engine's command line: `perft`, `divide`, `moves`, `play` and `bench` (engine/RULES.md §3),
//! the opponent's and the knowledge's tools (`cli/`), and `help`, which lists them all.
//!
//! Bad input exits with status 2, output that cannot be written (a closed pipe, a full disk) with
//! status 1, each with one line on standard error naming the problem. Arguments must be UTF-8.
//! `perft`, `divide` and `bench` look at no more than [`PERFT_LIMIT`] positions
//! ([`HEX_PERFT_LIMIT`] for Hexpush) unless given `--limit N`.
//!
//! On Linux the program starts at its own C `main`, before Rust's runtime would replace a closed
//! standard output with `/dev/null` (where everything printed would vanish with status 0): a
//! command started with its standard output closed exits 1 with one line.
#![cfg_attr(all(target_os = "linux", not(test)), no_main)]

use engine::draughts::tfen;
use engine::game::Playable;
use engine::hex::{self, HexPosition, Layout};
use engine::perft::{divide_limited, perft_limited};
use engine::quoted::quoted;
use engine::{Game, Position, Variant};

/// Prints one line on standard output, returning the write error (see `cli/output.rs`).
macro_rules! say {
    ($($text:tt)*) => {
        crate::output::line(format_args!($($text)*))
    };
}

#[path = "cli/arena.rs"]
mod arena;
#[path = "cli/book.rs"]
mod book;
#[path = "cli/calibrate.rs"]
mod calibrate;
#[path = "cli/endgame.rs"]
mod endgame;
#[path = "cli/learn.rs"]
mod learn;
#[path = "cli/opponent.rs"]
mod opponent;
#[path = "cli/options.rs"]
mod options;
#[path = "cli/output.rs"]
mod output;
#[path = "cli/puzzles.rs"]
mod puzzles;
#[path = "cli/reply.rs"]
mod reply;
#[path = "cli/tactics.rs"]
mod tactics;
#[path = "cli/themes.rs"]
mod themes;
#[path = "cli/train.rs"]
mod train;
#[path = "cli/tune.rs"]
mod tune;
use output::Failure;
use std::time::Instant;

/// The positions a draughts `perft`, `divide` or `bench` case may look at (generate or count
/// the moves of) before it stops with an error: about half a minute on one core of a laptop.
/// `--limit N` changes it.
const PERFT_LIMIT: u64 = 500_000_000;

/// [`PERFT_LIMIT`] for Hexpush, whose positions cost about ten times as much to count.
const HEX_PERFT_LIMIT: u64 = 40_000_000;

const USAGE: &str = "usage: engine perft VARIANT DEPTH [TFEN] [--limit POSITIONS] | divide VARIANT DEPTH [TFEN] [--limit POSITIONS] | moves VARIANT TFEN | play VARIANT TFEN MOVE... | bench [0|1] | best VARIANT POSITION [--time MS] [--depth N] [--level L] | match VARIANT A B [--games N] [--time MS] | tune VARIANT | calibrate VARIANT | tactics VARIANT | solve VARIANT FILE | reply VARIANT START [--moves \"M1 M2 ...\"] [--time MS] [--level L] | endgame generate|probe|check VARIANT ... | book generate VARIANT ... | train VARIANT [--games N] [--depth D] [--seed S] [--out FILE] ... | puzzles VARIANT [--count N] | verify-puzzles VARIANT FILE | help (every command and its options)";
/// `engine help`: every command with its options, one a line (the commands' meaning: engine/RULES.md §3
/// and the README's "The engine's command line").
const HELP: &str = "\
engine COMMAND ARGUMENTS — VARIANT is bashni, bashni-classic, russian, english, lasca or hexpush;
POSITION a TFEN (an HFEN for hexpush), or `start` for best and reply; perft and divide without
one count from the start.

Rules and notation:
  perft VARIANT DEPTH [POSITION] [--limit POSITIONS]   the leaf count DEPTH plies down
  divide VARIANT DEPTH [POSITION] [--limit POSITIONS]  each move with its count, then the total
  moves VARIANT POSITION                               each legal move and the position after it
  play VARIANT POSITION MOVE...                        the position after the moves (and the result)
  bench [0|1]                                          perft speed on fixed cases (1: a ply deeper)

The computer opponent:
  best VARIANT POSITION [--time MS] [--depth N] [--level L] [--nodes N]
                                                       search; an info line a depth, then the move
  reply VARIANT START [--moves \"M1 M2 ...\"] [--time MS] [--level L]
                                                       the computer's answer after a game's moves
  bench-search                                         search speed: nodes/s, depth in one second
  match VARIANT A B [--games N] [--time MS] [--seed S] [--openings PLIES] [--weights W,...]
        [--driver mtdf|pvs] [--plain first|second|both]
                                                       players A and B (a level 1-8, random, greedy)
                                                       from random openings, colours swapped
  tune VARIANT [--games N] [--time MS] [--level L] [--seed S]
                                                       fits the linear evaluation's weights
  calibrate VARIANT [--games N] [--depth D] [--seed S]
                                                       what a man (a marble) is worth to the search
  tactics VARIANT [--count N] [--seed S] [--games N] [--levels A,B]
                                                       puzzles found in games between two levels
  solve VARIANT FILE [--time MS] [--depth N]           the share of a `tactics` file's puzzles solved

Knowledge:
  train VARIANT [--games N] [--depth D] [--seed S] [--epochs E] [--rate R] [--result-share F]
        [--self-play linear|network] [--hidden H] [--inputs tops|towers] [--cache FILE] [--out FILE]
                                                       trains the learned network from self-play
  book generate VARIANT [--plies N] [--positions N] [--time MS] [--margin CP] [--branching K] [--out FILE]
  book pack VARIANT --out FILE [--from BOOK.txt]       the opening book, and its packed form for the pages
                                                       (Hexpush: VARIANT is hexpush-LAYOUT, e.g. hexpush-standard)
  endgame generate VARIANT [--pieces N] [--out FILE]   the endgame tables
  endgame probe VARIANT POSITION                       what the tables say of a position
  endgame check VARIANT                                the tables against a search
  puzzles VARIANT [--count N] [--games N] [--seed S] [--depth N] [--time MS] [--scan D]
          [--levels A,B] [--opening PLIES] [--nodes MILLIONS] [--from FILE]
                                                       puzzles mined from games
  verify-puzzles VARIANT FILE [--sample N] [--depth N] checks a puzzle file

  help                                                 this text
";

/// The entry point on Linux (see the crate's documentation): does what Rust's runtime would
/// (ignore SIGPIPE, so that a closed pipe is a write error, exit 1), after checking that
/// standard output is open.
#[cfg(all(target_os = "linux", not(test)))]
#[no_mangle]
pub extern "C" fn main(_argc: libc::c_int, _argv: *const *const libc::c_char) -> libc::c_int {
    // SAFETY: sets a signal's disposition before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    // SAFETY: F_GETFD only reads the descriptor's flags; -1 means it is not open.
    if unsafe { libc::fcntl(1, libc::F_GETFD) } == -1 {
        Failure::Output(std::io::Error::other("standard output is closed")).report();
        return 1;
    }
    libc::c_int::from(run_command())
}

#[cfg(not(all(target_os = "linux", not(test))))]
fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(run_command())
}

/// Runs the command the arguments name; the exit status.
fn run_command() -> u8 {
    match utf8_args()
        .and_then(|args| run(&args))
        .and_then(|()| Ok(output::finish()?))
    {
        Ok(()) => 0,
        Err(failure) => {
            failure.report();
            failure.exit_code()
        }
    }
}

/// The arguments, refusing one that is not UTF-8 (`std::env::args` would panic).
fn utf8_args() -> Result<Vec<String>, Failure> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(index, arg)| {
            arg.into_string().map_err(|arg| {
                Failure::Input(format!(
                    "argument {} `{}` is not UTF-8 text",
                    index + 1,
                    arg.as_encoded_bytes().escape_ascii()
                ))
            })
        })
        .collect()
}

fn run(args: &[String]) -> Result<(), Failure> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    if let Some(result) = opponent::run(&words) {
        return result;
    }
    if let Some(result) = reply::run(&words) {
        return result;
    }
    if let Some(result) = endgame::run(&words) {
        return result;
    }
    if let Some(result) = book::run(&words) {
        return result;
    }
    if let Some(result) = learn::run(&words) {
        return result;
    }
    if words.get(1) == Some(&"hexpush") {
        return run_hexpush(&words);
    }
    match words.as_slice() {
        ["help" | "--help" | "-h"] => Ok(say!("{}", HELP.trim_end())?),
        ["perft" | "divide", variant, depth, rest @ ..] => {
            let (text, limit) = perft_rest(rest, PERFT_LIMIT)?;
            let position = position_arg(variant, text)?;
            print_perft(words[0], &position, depth_arg(depth)?, limit)
        }
        ["moves", variant, position] => {
            let position = position_arg(variant, Some(*position))?;
            let lines = tfen::move_listing(&position);
            for (mv, after) in lines {
                say!("{mv} {after}")?;
            }
            Ok(())
        }
        ["play", variant, position, moves @ ..] => {
            let mut game = Game::from_position(position_arg(variant, Some(*position))?);
            for text in moves {
                game.play_text(text).map_err(|e| e.to_string())?;
            }
            say!("{}", tfen::write(game.position()))?;
            if let Some(outcome) = game.outcome() {
                say!("{outcome}")?;
            }
            Ok(())
        }
        ["bench", rest @ ..] if rest.len() <= 1 => {
            let extra = match rest.first() {
                Some(&text) => text
                    .parse::<u32>()
                    .ok()
                    .filter(|&d| d <= 1)
                    .ok_or_else(|| {
                        format!(
                            "bench depth `{}` is not 0 or 1 (the ply added to every case)",
                            quoted(text)
                        )
                    })?,
                None => 0,
            };
            bench(extra)
        }
        _ => Err(USAGE.to_string().into()),
    }
}

/// The words after a perft's depth: an optional position, then an optional `--limit N`.
fn perft_rest<'a>(rest: &[&'a str], default: u64) -> Result<(Option<&'a str>, u64), String> {
    let (text, options) = match rest.split_first() {
        Some((first, options)) if !first.starts_with("--") => (Some(*first), options),
        _ => (None, rest),
    };
    let options = options::Options::parse(options, &["limit"])?;
    let limit = options
        .get("limit", "a number of positions")?
        .unwrap_or(default);
    Ok((text, limit))
}

/// `perft` (the count) or `divide` (each first move with its count below, then the total),
/// stopped with an error once it has looked at more than `limit` positions.
fn print_perft<P: Playable>(
    command: &str,
    position: &P,
    depth: u32,
    limit: u64,
) -> Result<(), Failure> {
    let too_deep = |spent: engine::perft::BudgetSpent| {
        format!("{command} {spent}; choose a smaller depth, or raise the limit with --limit N")
    };
    if command == "perft" {
        say!(
            "{}",
            perft_limited(position, depth, limit).map_err(too_deep)?
        )?;
        return Ok(());
    }
    let split = divide_limited(position, depth, limit).map_err(too_deep)?;
    for (mv, count) in &split {
        say!("{mv} {count}")?;
    }
    say!("{}", split.iter().map(|(_, count)| count).sum::<u64>())?;
    Ok(())
}

/// The commands for Hexpush: the position is an HFEN or a layout name (default `standard`).
fn run_hexpush(words: &[&str]) -> Result<(), Failure> {
    let position = |text: Option<&&str>| -> Result<HexPosition, String> {
        match text {
            None => Ok(HexPosition::start(Layout::Standard)),
            Some(text) => hex::hfen::parse_start(text).map_err(|e| e.to_string()),
        }
    };
    match words {
        ["perft" | "divide", _, depth, rest @ ..] => {
            let (text, limit) = perft_rest(rest, HEX_PERFT_LIMIT)?;
            let position = position(text.as_ref())?;
            print_perft(words[0], &position, depth_arg(depth)?, limit)?;
        }
        ["moves", _, text] => {
            for (mv, after) in hex::hfen::move_listing(&position(Some(text))?) {
                say!("{mv} {after}")?;
            }
        }
        ["play", _, text, moves @ ..] => {
            let mut game = Game::from_position(position(Some(text))?);
            for text in moves {
                game.play_text(text).map_err(|e| e.to_string())?;
            }
            say!("{}", hex::hfen::write(game.position()))?;
            if let Some(outcome) = game.outcome() {
                say!("{outcome}")?;
            }
        }
        _ => return Err(USAGE.to_string().into()),
    }
    Ok(())
}

fn position_arg(variant: &str, tfen_text: Option<&str>) -> Result<Position, String> {
    let variant: Variant = variant
        .parse()
        .map_err(|e: engine::draughts::variant::UnknownVariant| e.to_string())?;
    match tfen_text {
        None => Ok(Position::start(variant)),
        Some(text) => tfen::parse(variant, text).map_err(|e| e.to_string()),
    }
}

fn depth_arg(depth: &str) -> Result<u32, String> {
    depth
        .parse::<u32>()
        .ok()
        .filter(|&d| d <= 30)
        .ok_or_else(|| format!("depth `{}` is not a number from 0 to 30", quoted(depth)))
}

/// Perft from each start position (and a busy Bashni middle game), nodes per second.
/// The last ply is bulk-counted. `extra` (0 or 1) deepens every search; each case stays
/// within the perft limit of its game.
fn bench(extra: u32) -> Result<(), Failure> {
    type Count<'a> = &'a dyn Fn() -> Result<u64, engine::perft::BudgetSpent>;
    let timed = |name: &str, depth: u32, count: Count| -> Result<f64, Failure> {
        let started = Instant::now();
        let nodes = count().map_err(|spent| format!("bench {name}: {spent}"))?;
        let seconds = started.elapsed().as_secs_f64();
        let speed = nodes as f64 / seconds / 1e6;
        say!("{name:<22} {depth:>5} {nodes:>14} {seconds:>9.3} {speed:>10.1}")?;
        Ok(speed)
    };
    let cases: [(&str, Variant, Option<&str>, u32); 6] = [
        ("bashni start", Variant::Bashni, None, 9),
        ("bashni-classic start", Variant::BashniClassic, None, 9),
        ("russian start", Variant::Russian, None, 10),
        ("english start", Variant::English, None, 11),
        ("lasca start", Variant::Lasca, None, 13),
        (
            "bashni towers, kings",
            Variant::Bashni,
            Some("B:a1w,e1w,g1wwwbbB,b2w,d2w,f2w,h2w,c3w,b4w,a5b,d6bbbbW,a7b,c7b,b8b,f8b"),
            9,
        ),
    ];
    say!(
        "{:<22} {:>5} {:>14} {:>9} {:>10}",
        "case",
        "depth",
        "nodes",
        "seconds",
        "Mnodes/s"
    )?;
    let mut speeds = Vec::new();
    for (name, variant, text, depth) in cases {
        let position = match text {
            Some(text) => tfen::parse(variant, text).expect("bench positions are valid"),
            None => Position::start(variant),
        };
        let depth = depth + extra;
        speeds.push(timed(name, depth, &|| {
            perft_limited(&position, depth, PERFT_LIMIT)
        })?);
    }
    for (name, layout) in [
        ("hexpush standard", Layout::Standard),
        ("hexpush german-daisy", Layout::GermanDaisy),
    ] {
        let depth = 4 + extra;
        speeds.push(timed(name, depth, &|| {
            perft_limited(&HexPosition::start(layout), depth, HEX_PERFT_LIMIT)
        })?);
    }
    // Ratios within this run are steadier than absolute figures on a noisy machine.
    say!(
        "bashni / russian speed: {:.2}; bashni / english speed: {:.2}; hexpush / bashni speed: {:.2}",
        speeds[0] / speeds[2],
        speeds[0] / speeds[3],
        speeds[6] / speeds[0]
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::HELP;

    /// Every option a command accepts is in `engine help` (the lists the commands parse with).
    #[test]
    fn help_names_every_option_of_every_command() {
        let lists: [(&str, &[&str]); 13] = [
            ("best", &crate::opponent::BEST_OPTIONS),
            ("calibrate", &crate::calibrate::OPTIONS),
            ("match", &crate::opponent::MATCH_OPTIONS),
            ("tune", &crate::opponent::TUNE_OPTIONS),
            ("tactics", &crate::opponent::TACTICS_OPTIONS),
            ("solve", &crate::opponent::SOLVE_OPTIONS),
            ("puzzles", &crate::opponent::PUZZLE_OPTIONS),
            ("verify-puzzles", &crate::opponent::VERIFY_OPTIONS),
            ("reply", &crate::reply::REPLY_OPTIONS),
            ("train", &crate::learn::TRAIN_OPTIONS),
            ("book generate", &crate::book::GENERATE_OPTIONS),
            ("book pack", &crate::book::PACK_OPTIONS),
            ("endgame generate", &crate::endgame::GENERATE_OPTIONS),
        ];
        for (command, options) in lists {
            // The line that starts with the command (two spaces in).
            let start = 1 + HELP
                .find(&format!("\n  {command} "))
                .unwrap_or_else(|| panic!("`{command}` is not in the help"));
            // The command's entry: up to the next line that starts another command.
            let entry: String = HELP[start..]
                .lines()
                .enumerate()
                .take_while(|(i, line)| {
                    *i == 0 || !line.starts_with("  ") || line.starts_with("   ")
                })
                .map(|(_, line)| line)
                .collect::<Vec<_>>()
                .join("\n");
            for option in options {
                assert!(
                    entry.contains(&format!("--{option}")),
                    "`{command}`'s --{option} is not in its help entry:\n{entry}"
                );
            }
        }
    }
}
