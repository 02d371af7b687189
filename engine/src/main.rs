//! The engine's command line: `perft`, `divide`, `moves`, `play` and `bench` (RULES.md §3).
//!
//! Bad input exits with status 2 and one line on standard error naming the problem.

use engine::draughts::tfen;
use engine::game::Playable;
use engine::hex::{self, HexPosition, Layout};
use engine::perft::{divide, perft};
use engine::{Game, Position, Variant};
use std::process::ExitCode;

#[path = "cli/opponent.rs"]
mod opponent;
use std::time::Instant;

const USAGE: &str = "usage: engine perft VARIANT DEPTH [TFEN] | divide VARIANT DEPTH [TFEN] | moves VARIANT TFEN | play VARIANT TFEN MOVE... | bench [DEPTH] | best VARIANT POSITION [--time MS] [--depth N] [--level L] | match VARIANT A B [--games N] [--time MS] | tune VARIANT | tactics VARIANT | solve VARIANT FILE";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    if let Some(result) = opponent::run(&words) {
        return result;
    }
    if words.get(1) == Some(&"hexpush") {
        return run_hexpush(&words);
    }
    match words.as_slice() {
        ["perft", variant, depth, rest @ ..] if rest.len() <= 1 => {
            let position = position_arg(variant, rest.first())?;
            println!("{}", perft(&position, depth_arg(depth)?));
            Ok(())
        }
        ["divide", variant, depth, rest @ ..] if rest.len() <= 1 => {
            print_divide(&position_arg(variant, rest.first())?, depth_arg(depth)?);
            Ok(())
        }
        ["moves", variant, position] => {
            let position = position_arg(variant, Some(position))?;
            let lines = tfen::move_listing(&position);
            for (mv, after) in lines {
                println!("{mv} {after}");
            }
            Ok(())
        }
        ["play", variant, position, moves @ ..] => {
            let mut game = Game::from_position(position_arg(variant, Some(position))?);
            for text in moves {
                game.play_text(text).map_err(|e| e.to_string())?;
            }
            println!("{}", tfen::write(game.position()));
            if let Some(outcome) = game.outcome() {
                println!("{outcome}");
            }
            Ok(())
        }
        ["bench", rest @ ..] if rest.len() <= 1 => {
            let extra = rest.first().map(|d| depth_arg(d)).transpose()?.unwrap_or(0);
            bench(extra);
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    }
}

/// The commands for Hexpush: the position is an HFEN or a layout name (default `standard`).
fn run_hexpush(words: &[&str]) -> Result<(), String> {
    let position = |text: Option<&&str>| -> Result<HexPosition, String> {
        match text {
            None => Ok(HexPosition::start(Layout::Standard)),
            Some(text) => match text.parse::<Layout>() {
                Ok(layout) => Ok(HexPosition::start(layout)),
                Err(_) => hex::hfen::parse(text).map_err(|e| e.to_string()),
            },
        }
    };
    match words {
        ["perft", _, depth, rest @ ..] if rest.len() <= 1 => {
            println!("{}", perft(&position(rest.first())?, depth_arg(depth)?));
        }
        ["divide", _, depth, rest @ ..] if rest.len() <= 1 => {
            print_divide(&position(rest.first())?, depth_arg(depth)?);
        }
        ["moves", _, text] => {
            for (mv, after) in hex::hfen::move_listing(&position(Some(text))?) {
                println!("{mv} {after}");
            }
        }
        ["play", _, text, moves @ ..] => {
            let mut game = Game::from_position(position(Some(text))?);
            for text in moves {
                game.play_text(text).map_err(|e| e.to_string())?;
            }
            println!("{}", hex::hfen::write(game.position()));
            if let Some(outcome) = game.outcome() {
                println!("{outcome}");
            }
        }
        _ => return Err(USAGE.to_string()),
    }
    Ok(())
}

/// Each first move with its perft count below, then the total.
fn print_divide<P: Playable>(position: &P, depth: u32) {
    let split = divide(position, depth);
    for (mv, count) in &split {
        println!("{mv} {count}");
    }
    println!("{}", split.iter().map(|(_, count)| count).sum::<u64>());
}

fn position_arg(variant: &str, tfen_text: Option<&&str>) -> Result<Position, String> {
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
        .ok_or_else(|| format!("depth `{depth}` is not a number from 0 to 30"))
}

/// Perft from each start position (and a busy Bashni middle game), nodes per second.
/// The last ply is bulk-counted. `extra` deepens every search.
fn bench(extra: u32) {
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
    println!(
        "{:<22} {:>5} {:>14} {:>9} {:>10}",
        "case", "depth", "nodes", "seconds", "Mnodes/s"
    );
    let mut speeds = Vec::new();
    for (name, variant, text, depth) in cases {
        let position = match text {
            Some(text) => tfen::parse(variant, text).expect("bench positions are valid"),
            None => Position::start(variant),
        };
        let depth = depth + extra;
        let started = Instant::now();
        let nodes = perft(&position, depth);
        let seconds = started.elapsed().as_secs_f64();
        let speed = nodes as f64 / seconds / 1e6;
        println!("{name:<22} {depth:>5} {nodes:>14} {seconds:>9.3} {speed:>10.1}");
        speeds.push(speed);
    }
    for (name, layout) in [
        ("hexpush standard", Layout::Standard),
        ("hexpush german-daisy", Layout::GermanDaisy),
    ] {
        let depth = 4 + extra;
        let started = Instant::now();
        let nodes = perft(&HexPosition::start(layout), depth);
        let seconds = started.elapsed().as_secs_f64();
        let speed = nodes as f64 / seconds / 1e6;
        println!("{name:<22} {depth:>5} {nodes:>14} {seconds:>9.3} {speed:>10.1}");
        speeds.push(speed);
    }
    // Ratios within this run are steadier than absolute figures on a noisy machine.
    println!(
        "bashni / russian speed: {:.2}; bashni / english speed: {:.2}; hexpush / bashni speed: {:.2}",
        speeds[0] / speeds[2],
        speeds[0] / speeds[3],
        speeds[6] / speeds[0]
    );
}
