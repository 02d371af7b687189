//! The opponent's commands: `best` (the chosen move, engine/RULES.md §3), `match` (players
//! against each other, with an Elo difference) and `tune` (fit the evaluation to self-play
//! results).

use crate::arena::{run_match, Entrant, Player};
use crate::options::Options;
use crate::output::Failure;
use crate::themes::Themed;
use crate::{calibrate, puzzles, tactics, tune};
use engine::draughts::tfen;
use engine::hex::{self, HexPosition, Layout};
use engine::quoted::quoted;
use engine::search::{
    calibrated, moves_to_end, Driver, Level, Limits, SearchInfo, Searchable, Searcher, Weights,
    MATE, MATE_BOUND,
};
use engine::{Position, Variant};
use std::cell::RefCell;
use std::fmt::Display;
use std::io::{self, Write};
use std::rc::Rc;

/// The usage of these commands.
pub const USAGE: &str = "engine best VARIANT POSITION [--time MS] [--depth N] [--level L] | match VARIANT A B [--games N] [--time MS] [--seed S] [--openings PLIES] | tune VARIANT [--games N] [--time MS] [--level L] [--seed S] | calibrate VARIANT [--games N] [--depth D] [--seed S] | tactics VARIANT [--count N] [--seed S] [--games N] | solve VARIANT FILE [--time MS] [--depth N] | puzzles VARIANT [--count N] [--games N] [--seed S] [--depth N] [--time MS] | verify-puzzles VARIANT FILE [--sample N] [--depth N]";

/// A game's position as these commands take it: a draughts rule set with a TFEN (`start` for
/// its start position), or `hexpush` with an HFEN or a layout name.
pub enum Start {
    /// A draughts rule set's position.
    Draughts(Box<Position>),
    /// A Hexpush position.
    Hex(HexPosition),
}

/// Reads a command's variant and position (`None` or `start`: the start position).
pub fn start_arg(variant: &str, text: Option<&str>) -> Result<Start, String> {
    if variant == "hexpush" {
        return Ok(Start::Hex(match text {
            None | Some("start") => HexPosition::start(Layout::Standard),
            Some(text) => hex::hfen::parse_start(text).map_err(|e| e.to_string())?,
        }));
    }
    let variant: Variant = variant
        .parse()
        .map_err(|e: engine::draughts::variant::UnknownVariant| e.to_string())?;
    Ok(Start::Draughts(Box::new(match text {
        None | Some("start") => Position::start(variant),
        Some(text) => tfen::parse(variant, text).map_err(|e| e.to_string())?,
    })))
}

/// Runs `words` if they are one of these commands; `None` when they are not.
pub fn run(words: &[&str]) -> Option<Result<(), Failure>> {
    let result = match words {
        ["best", variant, position, rest @ ..] => {
            let start = start_arg(variant, Some(position));
            with_start(start, rest, &BEST_OPTIONS, best, best)
        }
        ["match", variant, first, second, rest @ ..] => with_start(
            start_arg(variant, None),
            rest,
            &MATCH_OPTIONS,
            |p, o| play_match(p, first, second, o),
            |p, o| play_match(p, first, second, o),
        ),
        ["tune", variant, rest @ ..] => {
            with_start(start_arg(variant, None), rest, &TUNE_OPTIONS, tune, tune)
        }
        ["tactics", variant, rest @ ..] => with_start(
            start_arg(variant, None),
            rest,
            &TACTICS_OPTIONS,
            find_tactics,
            find_tactics,
        ),
        ["solve", variant, file, rest @ ..] => with_start(
            start_arg(variant, None),
            rest,
            &SOLVE_OPTIONS,
            |p, o| solve(p, file, o),
            |p, o| solve(p, file, o),
        ),
        ["bench-search"] => bench_search(),
        ["calibrate", variant, rest @ ..] => with_start(
            start_arg(variant, None),
            rest,
            &calibrate::OPTIONS,
            calibrate::run,
            calibrate::run,
        ),
        ["puzzles", variant, rest @ ..] => with_start(
            start_arg(variant, None),
            rest,
            &PUZZLE_OPTIONS,
            mine_puzzles,
            mine_puzzles,
        ),
        ["verify-puzzles", variant, file, rest @ ..] => with_start(
            start_arg(variant, None),
            rest,
            &VERIFY_OPTIONS,
            |p, o| verify_puzzles(p, file, o),
            |p, o| verify_puzzles(p, file, o),
        ),
        ["best" | "calibrate" | "match" | "tune" | "tactics" | "solve" | "puzzles"
        | "verify-puzzles", ..] => Err(USAGE.to_string().into()),
        _ => return None,
    };
    Some(result)
}

fn with_start(
    start: Result<Start, String>,
    rest: &[&str],
    known: &[&str],
    draughts: impl FnOnce(&Position, &Options) -> Result<(), Failure>,
    hex: impl FnOnce(&HexPosition, &Options) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let start = start?;
    let options = Options::parse(rest, known)?;
    match start {
        Start::Draughts(position) => draughts(&position, &options),
        Start::Hex(position) => hex(&position, &options),
    }
}

/// The words `puzzles` takes.
pub const PUZZLE_OPTIONS: [&str; 10] = [
    "count", "games", "seed", "depth", "time", "scan", "levels", "opening", "nodes", "from",
];

/// `puzzles`: mines puzzles from games between levels and prints them one a line,
/// `ID|POSITION|MOVES|RATING|THEMES` (see `cli/puzzles.rs`); a summary goes to standard error.
fn mine_puzzles<P: Searchable + Written + Themed>(
    start: &P,
    options: &Options,
) -> Result<(), Failure> {
    let count: usize = options.get("count", "a number")?.unwrap_or(10);
    let games: u32 = options.count("games", "a number of games", 10_000)?;
    let seed: u64 = options.get("seed", "a number")?.unwrap_or(1);
    let depth: u32 = options.get("depth", "a depth")?.unwrap_or(8);
    let time: f64 = options.time(20.0)?;
    let scan: Option<u32> = options.get("scan", "a depth")?;
    let nodes: u64 = options
        .get("nodes", "millions of nodes")?
        .unwrap_or(puzzles::NODES_MILLIONS);
    let opening: usize = options
        .get("opening", "a number of plies")?
        .unwrap_or(puzzles::OPENING_PLIES);
    let pairs = match options.get::<String>("levels", "")? {
        Some(text) => puzzles::parse_pairs(&text)?,
        None => puzzles::LEVEL_PAIRS.to_vec(),
    };
    let candidates = match options.get::<String>("from", "")? {
        Some(text) => puzzles::Candidates::parse(&text)?,
        None => puzzles::Candidates::Mistakes,
    };
    let effort = puzzles::Effort {
        scan_depth: scan.unwrap_or(depth.saturating_sub(3).max(2)),
        line_depth: depth,
        check_depth: depth + 2,
        game_ms: time,
        opening_plies: opening,
        nodes: nodes.saturating_mul(1_000_000),
        candidates,
    };
    let prefix = start.puzzle_prefix();
    let mut failure = None;
    let tally = puzzles::mine(start, count, games, seed, effort, &pairs, |puzzle| {
        let moves: Vec<String> = puzzle.line.iter().map(|mv| mv.to_string()).collect();
        let written = say!(
            "{prefix}{:06x}|{}|{}|{}|{}",
            puzzle.position.hash() & 0xff_ffff,
            puzzle.position.written(),
            moves.join(" "),
            puzzle.rating,
            puzzle.themes.join(",")
        );
        if let Err(error) = written {
            failure.get_or_insert(error);
        }
    });
    if let Some(error) = failure {
        return Err(error.into());
    }
    eprintln!(
        "{} puzzles from {} games ({} candidate positions)",
        tally.kept, tally.games, tally.candidates
    );
    let rejected: Vec<String> = puzzles::Reject::NAMES
        .iter()
        .zip(tally.rejected)
        .map(|(name, n)| format!("{name} {n}"))
        .collect();
    eprintln!("dropped: {}", rejected.join(", "));
    let [games, scan, line, check, rate] = tally.ms.map(|ms| ms / 1000.0);
    eprintln!(
        "seconds: games {games:.0}, scan {scan:.0}, lines {line:.0}, deeper check {check:.0}, rating {rate:.0}"
    );
    Ok(())
}

/// The words `verify-puzzles` takes.
pub const VERIFY_OPTIONS: [&str; 2] = ["sample", "depth"];

/// `verify-puzzles`: checks again that every player move of the puzzles of `file` (the
/// `ID|POSITION|MOVES|RATING|THEMES` lines of `puzzles`; every `--sample`-th one) is the only
/// good move at `--depth`; prints `ok N` or each failure as `file:line: …` and fails.
fn verify_puzzles<P: Searchable + Written + Themed>(
    start: &P,
    file: &str,
    options: &Options,
) -> Result<(), Failure> {
    let sample: usize = options.get("sample", "a number")?.unwrap_or(1).max(1);
    let depth: u32 = options.get("depth", "a depth")?.unwrap_or(10);
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read `{file}`: {e}"))?;
    let (mut checked, mut failures) = (0, Vec::new());
    let puzzles = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
    for (number, line) in puzzles.step_by(sample) {
        let at = format!("{file}:{}", number + 1);
        let fields: Vec<&str> = line.split('|').collect();
        let [_, position, moves, ..] = fields[..] else {
            return Err(format!("{at}: expected ID|POSITION|MOVES|RATING|THEMES").into());
        };
        let position = start
            .read_like(position)
            .map_err(|e| format!("{at}: {e}"))?;
        let mut here = position.clone();
        let mut line_moves = Vec::new();
        for text in moves.split_whitespace() {
            let mv = here
                .parse_move(text)
                .map_err(|e| format!("{at}: `{text}`: {e}"))?;
            here = here.after(&mv);
            line_moves.push(mv);
        }
        checked += 1;
        if let Err(problem) = puzzles::verify(&position, &line_moves, depth) {
            failures.push(format!("{at}: {problem}"));
        }
    }
    for failure in &failures {
        say!("{failure}")?;
    }
    if failures.is_empty() {
        say!("ok {checked}")?;
        Ok(())
    } else {
        Err(format!(
            "{} of {checked} puzzles fail at depth {depth}",
            failures.len()
        )
        .into())
    }
}

/// The words `tactics` takes.
pub const TACTICS_OPTIONS: [&str; 4] = ["count", "seed", "games", "levels"];

/// `tactics`: prints puzzles found in self-play games, one a line: `PLIES POSITION SOLUTION`.
fn find_tactics<P: Searchable + Written>(start: &P, options: &Options) -> Result<(), Failure> {
    let count: usize = options.get("count", "a number")?.unwrap_or(10);
    let seed: u64 = options.get("seed", "a number")?.unwrap_or(3);
    let games: u32 = options.count("games", "a number of games", 500)?;
    let levels = options
        .get::<String>("levels", "")?
        .unwrap_or_else(|| "3,5".into());
    let levels: Vec<Level> = levels
        .split(',')
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    let [weak, strong] = levels[..] else {
        return Err("--levels needs two levels, e.g. 3,5".to_string().into());
    };
    for puzzle in tactics::find(start, count, seed, games, [weak, strong]) {
        say!(
            "{} {} {}",
            puzzle.plies,
            puzzle.position.written(),
            puzzle.solution
        )?;
    }
    Ok(())
}

/// A position in its game's notation (TFEN, HFEN) and read back.
pub trait Written: Sized {
    /// The notation of the position.
    fn written(&self) -> String;
    /// The start of its game's puzzle ids (`ru-`, `hx-`, …).
    fn puzzle_prefix(&self) -> &'static str;
    /// Reads a position of the same game as `self` (its rule set for draughts).
    fn read_like(&self, text: &str) -> Result<Self, String>;
}

impl Written for Position {
    fn written(&self) -> String {
        tfen::write(self)
    }
    fn puzzle_prefix(&self) -> &'static str {
        match self.variant() {
            Variant::Bashni => "ba-",
            Variant::BashniClassic => "bc-",
            Variant::Russian => "ru-",
            Variant::English => "en-",
            Variant::Lasca => "la-",
        }
    }
    fn read_like(&self, text: &str) -> Result<Position, String> {
        tfen::parse(self.variant(), text).map_err(|e| e.to_string())
    }
}

impl Written for HexPosition {
    fn written(&self) -> String {
        hex::hfen::write(self)
    }
    fn puzzle_prefix(&self) -> &'static str {
        "hx-"
    }
    fn read_like(&self, text: &str) -> Result<HexPosition, String> {
        hex::hfen::parse(text).map_err(|e| e.to_string())
    }
}

/// The words `solve` takes.
pub const SOLVE_OPTIONS: [&str; 2] = ["time", "depth"];

/// `solve`: searches every puzzle of a file written by `tactics` and prints the share solved
/// per length.
fn solve<P: Searchable + Written>(start: &P, file: &str, options: &Options) -> Result<(), Failure> {
    let time: f64 = options.time(1000.0)?;
    let depth: Option<u32> = options.get("depth", "a depth")?;
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read `{file}`: {e}"))?;
    let mut tally = [[0u32; 2]; 6];
    for (number, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [plies, position, solution] = fields[..] else {
            return Err(format!("{file}:{}: expected PLIES POSITION SOLUTION", number + 1).into());
        };
        let plies: usize = plies
            .parse()
            .ok()
            .filter(|&p| p < 6)
            .ok_or_else(|| format!("{file}:{}: `{plies}` is not 1, 3 or 5", number + 1))?;
        let position = start
            .read_like(position)
            .map_err(|e| format!("{file}:{}: {e}", number + 1))?;
        let mut searcher = Searcher::new(16);
        let limits = match depth {
            Some(d) => Limits::depth(d),
            None => Limits::time(time),
        };
        let found = searcher.search(&position, &[], limits).best;
        tally[plies][1] += 1;
        if found.is_some_and(|mv| mv.to_string() == solution) {
            tally[plies][0] += 1;
        }
    }
    for plies in [1, 3, 5] {
        let [solved, total] = tally[plies];
        say!("win in {plies}: {solved}/{total} solved")?;
    }
    let solved: u32 = tally.iter().map(|t| t[0]).sum();
    let total: u32 = tally.iter().map(|t| t[1]).sum();
    say!("solved {solved}/{total}")?;
    Ok(())
}

/// The words `best` takes after the position.
pub const BEST_OPTIONS: [&str; 4] = ["time", "depth", "level", "nodes"];

/// The nodes a `best --depth N` without `--time` may search: a few minutes (`--nodes` sets
/// another bound).
const DEPTH_SEARCH_NODES: u64 = 1_000_000_000;

/// The transposition table of `best`, in MiB.
const BEST_TABLE_MB: usize = 32;

/// `best`: searches `position` and prints information lines, then the chosen move.
pub fn best<P: Searchable + 'static>(position: &P, options: &Options) -> Result<(), Failure> {
    let time: f64 = options.time(1000.0)?;
    let depth: Option<u32> = options.get("depth", "a depth")?;
    let level: Option<Level> = options.get("level", "a level 1-8")?;
    if let Some(d) = depth {
        if !(1..=40).contains(&d) {
            return Err(format!("--depth {d} is not from 1 to 40").into());
        }
    }
    let mut searcher = Searcher::new(BEST_TABLE_MB);
    // The report cannot return an error: it keeps the first one, prints no more, and the
    // command fails with it once the search is over.
    let failed: Rc<RefCell<Option<io::Error>>> = Rc::default();
    let report = Rc::clone(&failed);
    let searched = position.clone();
    searcher.on_info(Box::new(move |info: &SearchInfo<P::Move>| {
        let mut failed = report.borrow_mut();
        if failed.is_none() {
            let shown = calibrated(&searched, info.score);
            *failed = say!("{}", info_line(info, shown)).err();
        }
    }));
    let result = match (level, depth) {
        (Some(level), _) => {
            let mut limits = level.limits::<P>(time);
            if let Some(d) = depth {
                limits.depth = limits.depth.min(d);
            }
            level.choose(&mut searcher, position, &[], limits, 0)
        }
        (None, Some(d)) if options.get::<f64>("time", "")?.is_none() => {
            let nodes = options
                .get::<u64>("nodes", "a number of nodes")?
                .unwrap_or(DEPTH_SEARCH_NODES)
                .max(1);
            searcher.search(
                position,
                &[],
                Limits {
                    nodes,
                    ..Limits::depth(d)
                },
            )
        }
        (None, Some(d)) => searcher.search(
            position,
            &[],
            Limits {
                depth: d,
                ..Limits::time(time)
            },
        ),
        (None, None) => searcher.search(position, &[], Limits::time(time)),
    };
    if let Some(error) = failed.take() {
        return Err(error.into());
    }
    if let Some(mv) = result.best {
        say!("{mv}")?;
    }
    Ok(())
}

/// A score as the information lines show it: `cp N` (hundredths of what a man or a marble is
/// worth to the search, [`engine::search::calibrated`]), or
/// `win N` / `loss N` (the winner's full moves to the end).
pub fn score_text(score: i32) -> String {
    if score > MATE_BOUND {
        format!("win {}", moves_to_end(MATE - score))
    } else if score < -MATE_BOUND {
        format!("loss {}", moves_to_end(MATE + score))
    } else {
        format!("cp {score}")
    }
}

/// An iteration's report, its score `shown` as [`score_text`] writes it.
fn info_line<M: Display>(info: &SearchInfo<M>, shown: i32) -> String {
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    let nps = info.nodes as f64 / (info.elapsed_ms.max(0.001) / 1000.0);
    format!(
        "info depth {} score {} nodes {} nps {:.0} time {:.0} pv {}",
        info.depth,
        score_text(shown),
        info.nodes,
        nps,
        info.elapsed_ms,
        pv.join(" ")
    )
}

/// The words `match` takes after the players.
pub const MATCH_OPTIONS: [&str; 7] = [
    "games", "time", "seed", "openings", "weights", "driver", "plain",
];

/// `match`: `first` against `second` from random openings; prints the tally after each pair
/// and a last summary line.
pub fn play_match<P: Searchable>(
    start: &P,
    first: &str,
    second: &str,
    options: &Options,
) -> Result<(), Failure> {
    let first: Player = first.parse()?;
    let second: Player = second.parse()?;
    let games: u32 = options.count("games", "a number of games", 20)?;
    let time: f64 = options.time(100.0)?;
    let seed: u64 = options.get("seed", "a number")?.unwrap_or(1);
    let default_plies = if P::OPTIONAL_TACTICS { 2 } else { 4 };
    let plies: usize = options
        .get("openings", "a number of plies")?
        .unwrap_or(default_plies);
    let weights = options
        .get::<String>("weights", "")?
        .map(|text| parse_weights(&text))
        .transpose()?;
    let driver = match options.get::<String>("driver", "")?.as_deref() {
        None | Some("mtdf") => Driver::Mtdf,
        Some("pvs") => Driver::Pvs,
        Some(other) => {
            return Err(format!("--driver `{}` is not mtdf or pvs", quoted(other)).into())
        }
    };
    // `--plain first|second|both`: who evaluates without the learned part.
    let plain = options.get::<String>("plain", "")?;
    let plain_first = matches!(plain.as_deref(), Some("first" | "both"));
    let plain_second = matches!(plain.as_deref(), Some("second" | "both"));
    if let Some(other) = plain
        .as_deref()
        .filter(|p| !matches!(*p, "first" | "second" | "both"))
    {
        return Err(format!("--plain `{}` is not first, second or both", quoted(other)).into());
    }
    let entrants = (
        Entrant {
            player: first,
            weights,
            driver,
            learned: !plain_first,
        },
        Entrant {
            learned: !plain_second,
            ..Entrant::plain(second)
        },
    );
    let mut failed = None;
    let tally = run_match(
        start,
        entrants.0,
        entrants.1,
        games,
        time,
        plies,
        seed,
        |tally| {
            if failed.is_none() && tally.games() % 10 == 0 && tally.games() < games {
                failed = say!("{first} vs {second}: {tally}").err();
            }
        },
    );
    if let Some(error) = failed {
        return Err(error.into());
    }
    say!("{first} vs {second}: {tally}")?;
    Ok(())
}

/// Weights written as `tune` prints them (`[100, 250, …]`, brackets optional).
fn parse_weights(text: &str) -> Result<Weights, String> {
    let mut weights = Weights([0; engine::search::eval::MAX_FEATURES]);
    let values: Vec<&str> = text
        .trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .map(str::trim)
        .collect();
    if values.len() != weights.0.len() {
        return Err(format!("--weights needs {} numbers", weights.0.len()));
    }
    for (slot, value) in weights.0.iter_mut().zip(values) {
        *slot = value
            .parse()
            .map_err(|_| format!("weight `{}` is not a whole number", quoted(value)))?;
    }
    Ok(weights)
}

/// The words `tune` takes.
pub const TUNE_OPTIONS: [&str; 4] = ["games", "time", "level", "seed"];

/// `tune`: plays self-play games, fits the weights and prints them with the errors.
pub fn tune<P: Searchable>(start: &P, options: &Options) -> Result<(), Failure> {
    let games: u32 = options.count("games", "a number of games", 200)?;
    let time: f64 = options.time(50.0)?;
    let level: Level = options
        .get("level", "a level 1-8")?
        .unwrap_or(Level::new(5).unwrap());
    let seed: u64 = options.get("seed", "a number")?.unwrap_or(7);
    let samples = tune::collect(start, games, level, time, seed, |n| {
        if n % 50 == 0 {
            // Progress only: a closed standard error must not stop the tuning.
            let _ = writeln!(io::stderr(), "{n} games");
        }
    });
    let initial = *start.weights();
    let scale = tune::fit_scale(&initial, &samples);
    let before = tune::error(&initial, &samples, scale);
    let (fitted, after) = tune::fit(&initial, &samples, scale);
    say!("samples {} scale {scale}", samples.len())?;
    say!("error before {before:.5} after {after:.5}")?;
    say!("weights {:?}", fitted.0)?;
    Ok(())
}

/// `bench-search`: the nodes and time PVS and MTD(f) take to the same depth on a few positions,
/// and the search's speed from the start and a middlegame in one second.
fn bench_search() -> Result<(), Failure> {
    let middlegame = "B:a1w,e1w,g1wwwbbB,b2w,d2w,f2w,h2w,c3w,b4w,a5b,d6bbbbW,a7b,c7b,b8b,f8b";
    let cases: Vec<(&str, Start, u32)> = vec![
        (
            "bashni start",
            Start::Draughts(Box::new(Position::start(Variant::Bashni))),
            11,
        ),
        (
            "russian start",
            Start::Draughts(Box::new(Position::start(Variant::Russian))),
            12,
        ),
        (
            "english start",
            Start::Draughts(Box::new(Position::start(Variant::English))),
            13,
        ),
        (
            "bashni middlegame",
            Start::Draughts(Box::new(
                tfen::parse(Variant::Bashni, middlegame).expect("valid"),
            )),
            9,
        ),
        (
            "hexpush standard",
            Start::Hex(HexPosition::start(Layout::Standard)),
            5,
        ),
    ];
    say!(
        "{:<18} {:>5} {:>11} {:>8} {:>11} {:>8} {:>10}",
        "case",
        "depth",
        "PVS nodes",
        "PVS ms",
        "MTD nodes",
        "MTD ms",
        "MTD/PVS"
    )?;
    for (name, start, depth) in &cases {
        let (pvs, mtd) = match start {
            Start::Draughts(p) => compare(p.as_ref(), *depth),
            Start::Hex(p) => compare(p, *depth),
        };
        say!(
            "{name:<18} {depth:>5} {:>11} {:>8.0} {:>11} {:>8.0} {:>10.2}",
            pvs.0,
            pvs.1,
            mtd.0,
            mtd.1,
            mtd.0 as f64 / pvs.0 as f64
        )?;
    }
    say!("\none second from each position (nodes/s, depth reached):")?;
    for (name, start, _) in &cases {
        let (nodes, ms, depth) = match start {
            Start::Draughts(p) => one_second(p.as_ref()),
            Start::Hex(p) => one_second(p),
        };
        say!(
            "{name:<18} {:>10.0} nodes/s, depth {depth}",
            nodes as f64 / ms * 1000.0
        )?;
    }
    Ok(())
}

fn compare<P: Searchable>(position: &P, depth: u32) -> ((u64, f64), (u64, f64)) {
    let run = |driver| {
        let mut searcher = Searcher::new(64);
        searcher.set_driver(driver);
        let result = searcher.search(position, &[], Limits::depth(depth));
        (result.nodes, result.elapsed_ms)
    };
    (run(Driver::Pvs), run(Driver::Mtdf))
}

fn one_second<P: Searchable>(position: &P) -> (u64, f64, u32) {
    let mut searcher = Searcher::new(64);
    // A speed test searches: no opening-book move.
    searcher.set_book(false);
    let result = searcher.search(
        position,
        &[],
        Limits {
            depth: 48,
            nodes: u64::MAX,
            time_ms: 1000.0,
        },
    );
    (result.nodes, result.elapsed_ms, result.depth)
}
