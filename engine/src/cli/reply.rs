//! `reply`: the computer's move after a game's moves, with the game's history known to the search
//! (repetitions and the no-progress count reach back before the position), as the pages search.
//!
//!     engine reply VARIANT START [--moves "M1 M2 ..."] [--time MS] [--level L]
//!
//! `START` is what `best` takes (a TFEN or `start`; for `hexpush` an HFEN or a layout name).
//! It prints the chosen move, or nothing when the game is over. `scripts/versus_history.py`
//! plays two builds against each other through it.

use crate::opponent::{start_arg, Start};
use crate::options::Options;
use crate::output::Failure;
use engine::game::Game;
use engine::search::{earlier_hashes, Level, Limits, Searchable, Searcher};

/// The words `reply` takes after the start position.
pub const REPLY_OPTIONS: [&str; 3] = ["moves", "time", "level"];

/// The transposition table of `reply`, in MiB (as `best`).
const REPLY_TABLE_MB: usize = 32;

/// Runs `reply` if `words` are that command; `None` when they are not.
pub fn run(words: &[&str]) -> Option<Result<(), Failure>> {
    let ["reply", variant, start, rest @ ..] = words else {
        return None;
    };
    let result = start_arg(variant, Some(start))
        .map_err(Failure::from)
        .and_then(|start| {
            let options = Options::parse(rest, &REPLY_OPTIONS)?;
            match start {
                Start::Draughts(position) => reply(*position, &options),
                Start::Hex(position) => reply(position, &options),
            }
        });
    Some(result)
}

fn reply<P: Searchable>(start: P, options: &Options) -> Result<(), Failure> {
    let time: f64 = options.time(1000.0)?;
    let level: Option<Level> = options.get("level", "a level 1-8")?;
    let moves: String = options.get("moves", "")?.unwrap_or_default();
    let mut game = Game::from_position(start);
    for text in moves.split_whitespace() {
        game.play_text(text).map_err(|e| e.to_string())?;
    }
    if game.outcome().is_some() {
        return Ok(());
    }
    let earlier = earlier_hashes(&game);
    let mut searcher = Searcher::new(REPLY_TABLE_MB);
    let result = match level {
        Some(level) => level.choose(
            &mut searcher,
            game.position(),
            &earlier,
            level.limits::<P>(time),
            game.moves().len() as u64,
        ),
        None => searcher.search(game.position(), &earlier, Limits::time(time)),
    };
    if let Some(mv) = result.best {
        say!("{mv}")?;
    }
    Ok(())
}
