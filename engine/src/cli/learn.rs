//! `train`: the learned evaluation's command (the work itself is in `cli/train.rs`).
//!
//!     engine train VARIANT [--games N] [--depth D] [--seed S] [--epochs E] [--rate R]
//!         [--result-share F] [--self-play linear|network] [--hidden H] [--inputs tops|towers]
//!         [--cache FILE] [--out FILE]
//!
//! VARIANT is any draughts rule set: a tower is seen by its top piece (with `--inputs towers`
//! by the piece right under it too: 192 inputs instead of 128), and Lasca's 7×7 board
//! fills the lower left of the network's 8×8 one. Defaults: 12,000
//! games, depth 8, seed 1, 30 epochs, step 0.002, result share 0.5, 32 hidden units (the first
//! English network was made so; `--hidden` takes 16, 32, … up to 128). Plays the self-play
//! games, trains the network and writes its integer weights to `engine/data/eval/VARIANT.bin`
//! unless told otherwise (the engine builds in the files of the rule sets that have a network:
//! rebuild after making one). `--cache FILE` keeps the self-play
//! positions in FILE and reads them from there when it exists, to train again without playing the
//! games again. `--self-play network` plays and scores the self-play games with the network the
//! engine was built with (a next generation; by default the linear evaluation only); the
//! positions keep the linear evaluation's scores, which the network is trained to add to. A
//! cache is read as it is, whichever search played it.

use crate::options::Options;
use crate::output::Failure;
use crate::train::{self, Model, Objective, SelfPlay};
use engine::quoted::quoted;
use engine::search::net::{is_valid_width, Net, HIDDEN_STEP, MAX_HIDDEN, TOP_INPUTS, TOWER_INPUTS};
use engine::search::Rng;
use engine::{Position, Variant};
use std::io::Write;
use std::time::Instant;

/// The words `train` takes.
pub const TRAIN_OPTIONS: [&str; 11] = [
    "games",
    "depth",
    "seed",
    "epochs",
    "rate",
    "result-share",
    "self-play",
    "hidden",
    "inputs",
    "cache",
    "out",
];

const USAGE: &str = "usage: engine train VARIANT [--games N] [--depth D] [--seed S] [--epochs E] [--rate R] [--result-share F] [--self-play linear|network] [--hidden H] [--inputs tops|towers] [--cache FILE] [--out FILE]";

/// Runs `words` if they are a `train` command; `None` when they are not.
pub fn run(words: &[&str]) -> Option<Result<(), Failure>> {
    let result = match words {
        ["train", variant, rest @ ..] => train_command(variant, rest),
        ["train", ..] => Err(USAGE.to_string().into()),
        _ => return None,
    };
    Some(result)
}

/// Progress on standard error (a closed standard error must not stop the work).
fn note(text: &str) {
    let _ = writeln!(std::io::stderr(), "{text}");
}

fn train_command(variant: &str, rest: &[&str]) -> Result<(), Failure> {
    let variant: Variant = variant
        .parse()
        .map_err(|e: engine::draughts::variant::UnknownVariant| e.to_string())?;
    // The network sees 32 dark squares, towers by their top pieces (and with `--inputs towers`
    // the piece under each top): every draughts rule set, Lasca's 7×7 board in its lower left
    // corner (`net::pieces`).
    let start = Position::start(variant);
    let options = Options::parse(rest, &TRAIN_OPTIONS)?;
    let games: u32 = options.count("games", "a number of games", 12_000)?;
    let depth: u32 = options.get("depth", "a depth")?.unwrap_or(8);
    let seed: u64 = options.get("seed", "a number")?.unwrap_or(1);
    let epochs: u32 = options.count("epochs", "a number of passes", 30)?;
    let rate: f32 = options.get("rate", "a step size")?.unwrap_or(0.002);
    let result_share: f32 = options
        .get("result-share", "a share from 0 to 1")?
        .unwrap_or(0.5);
    if !(0.0..=1.0).contains(&result_share) {
        return Err(format!("--result-share {result_share} is not from 0 to 1").into());
    }
    let hidden = options.count("hidden", "a number of hidden units", 32)? as usize;
    if !is_valid_width(hidden) {
        return Err(format!(
            "--hidden {hidden} is not a multiple of {HIDDEN_STEP} up to {MAX_HIDDEN}"
        )
        .into());
    }
    let inputs = match options.get::<String>("inputs", "")?.as_deref() {
        None | Some("tops") => TOP_INPUTS,
        Some("towers") => TOWER_INPUTS,
        Some(other) => {
            return Err(format!("--inputs `{}` is not tops or towers", quoted(other)).into())
        }
    };
    let play = match options.get::<String>("self-play", "")?.as_deref() {
        None | Some("linear") => SelfPlay::Linear,
        Some("network") => SelfPlay::Network,
        Some(other) => {
            return Err(format!("--self-play `{}` is not linear or network", quoted(other)).into())
        }
    };
    let out = options
        .get::<String>("out", "")?
        .unwrap_or_else(|| format!("{}/data/eval/{variant}.bin", env!("CARGO_MANIFEST_DIR")));
    let started = Instant::now();
    let cache = options.get::<String>("cache", "")?;
    let cached = cache.as_ref().and_then(|path| std::fs::read(path).ok());
    let samples = match cached {
        Some(bytes) => train::samples_from_bytes(&bytes).ok_or_else(|| {
            format!(
                "the cache {} is not a file of samples written by this engine's train --cache",
                cache.as_deref().unwrap_or("")
            )
        })?,
        None => {
            let samples = train::generate(&start, games, depth, seed, play, inputs, |n, count| {
                if n % 50 == 0 {
                    note(&format!(
                        "{n} games, {count} positions, {:.0} s",
                        started.elapsed().as_secs_f64()
                    ));
                }
            });
            if let Some(path) = &cache {
                std::fs::write(path, train::samples_to_bytes(&samples))
                    .map_err(|e| format!("cannot write {path}: {e}"))?;
            }
            samples
        }
    };
    if samples
        .iter()
        .any(|s| s.active().iter().any(|&i| i as usize >= inputs))
    {
        return Err(format!(
            "the cache {} holds the inputs of what lies under the tops: add --inputs towers",
            cache.as_deref().unwrap_or("")
        )
        .into());
    }
    if samples.len() < 100 {
        return Err(format!("train: only {} positions to learn from", samples.len()).into());
    }
    note(&format!(
        "{} positions ({:.0} s)",
        samples.len(),
        started.elapsed().as_secs_f64()
    ));
    // Every twentieth position is held out to measure the fit.
    let (held, learn): (Vec<_>, Vec<_>) =
        samples.iter().enumerate().partition(|(i, _)| i % 20 == 0);
    let held: Vec<_> = held.into_iter().map(|(_, s)| *s).collect();
    let learn: Vec<_> = learn.into_iter().map(|(_, s)| *s).collect();
    let objective = Objective {
        scale: train::fit_scale(&learn),
        result_share,
    };
    let linear_error = objective.error(&held, |s| s.linear as f32);
    say!(
        "positions {} (held out {}), scale {}, held-out error of the linear evaluation {linear_error:.5}",
        learn.len(),
        held.len(),
        objective.scale
    )?;
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut model = Model::new(&mut rng, inputs, hidden);
    train::train(
        &mut model,
        &learn,
        objective,
        epochs,
        rate,
        &mut rng,
        |epoch, model| {
            let error = objective.error(&held, |s| s.linear as f32 + model.output(s.active()));
            note(&format!(
                "epoch {epoch}: held-out error {error:.5} ({:.0} s)",
                started.elapsed().as_secs_f64()
            ));
        },
    );
    let net = model.quantise();
    let float_error = objective.error(&held, |s| s.linear as f32 + model.output(s.active()));
    let integer_error = objective.error(&held, |s| {
        s.linear as f32 + net.evaluate_inputs(s.active()) as f32
    });
    let bytes = net.to_bytes();
    Net::parse(&bytes).map_err(|e| format!("train: the written weights do not read back: {e}"))?;
    std::fs::write(&out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
    say!(
        "held-out error: linear {linear_error:.5}, with the network {float_error:.5}, with its integer weights {integer_error:.5}"
    )?;
    say!(
        "wrote {out} ({} bytes) in {:.0} s",
        bytes.len(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(())
}
