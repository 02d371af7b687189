//! Games between players — levels, `random`, `greedy` — for `engine match` and for tuning.
//!
//! A match plays each of its openings twice with the colours swapped; an opening is a few random
//! plies from the start, so no two pairs of games begin alike. The result is counted from the
//! first player's side, with an Elo difference and its 95% interval.

use core::fmt;
use core::str::FromStr;
use engine::game::{Game, Outcome};
use engine::search::eval::{Weights, MAX_FEATURES};
use engine::search::Level;
use engine::search::{earlier_hashes, Searchable};
use engine::search::{Driver, Rng, Searcher};
use engine::Color;

/// Games longer than this many plies are scored as draws.
const MAX_GAME_PLIES: usize = 400;

/// Who chooses the moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// A level of the search.
    Level(Level),
    /// A uniformly random legal move.
    Random,
    /// The move that leaves the most material one ply ahead (ties at random).
    Greedy,
}

impl FromStr for Player {
    type Err = String;
    fn from_str(text: &str) -> Result<Player, String> {
        match text {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ => text
                .parse::<Level>()
                .map(Player::Level)
                .map_err(|_| format!("player `{text}` is not a level 1-8, `random` or `greedy`")),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(level) => write!(f, "level {level}"),
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

/// The material part of a game's weights: what `greedy` counts.
pub fn material_weights(weights: &Weights, material_features: usize) -> Weights {
    let mut only = *weights;
    only.0[material_features..].fill(0);
    only
}

/// How many leading features are material: draughts' men, kings, reserves and prisoners;
/// Hexpush's marbles.
pub fn material_features<P: Searchable>(position: &P) -> usize {
    if P::OPTIONAL_TACTICS { 1 } else { 4 }
        .min(MAX_FEATURES)
        .min(position.weights().0.len())
}

/// One side of a game in progress.
struct Seat<P: Searchable> {
    player: Player,
    searcher: Option<Searcher<P>>,
}

impl<P: Searchable> Seat<P> {
    fn new(entrant: Entrant) -> Seat<P> {
        let searcher = matches!(entrant.player, Player::Level(_)).then(|| {
            let mut searcher = Searcher::new(16);
            searcher.set_weights(entrant.weights);
            searcher.set_driver(entrant.driver);
            searcher.set_learned(entrant.learned);
            searcher
        });
        Seat {
            player: entrant.player,
            searcher,
        }
    }

    fn choose(&mut self, game: &Game<P>, time_ms: f64, rng: &mut Rng) -> Option<P::Move> {
        let position = game.position();
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        match (self.player, self.searcher.as_mut()) {
            (Player::Level(level), Some(searcher)) => {
                let earlier = earlier_hashes(game);
                level
                    .choose(
                        searcher,
                        position,
                        &earlier,
                        level.limits::<P>(time_ms),
                        rng.next_u64(),
                    )
                    .best
            }
            (Player::Greedy, _) => {
                let weights = material_weights(position.weights(), material_features(position));
                let mover = position.side_to_move();
                let scores: Vec<i32> = moves
                    .iter()
                    .map(|mv| {
                        let after = position.after(mv);
                        if after.has_lost() {
                            i32::MAX
                        } else {
                            weights.score(&after.features(), mover)
                        }
                    })
                    .collect();
                let top = scores.iter().copied().max().unwrap_or(0);
                let best: Vec<usize> = (0..moves.len()).filter(|&i| scores[i] == top).collect();
                Some(moves[best[rng.below(best.len())]])
            }
            _ => Some(moves[rng.below(moves.len())]),
        }
    }
}

/// A player, with the evaluation weights it uses instead of the game's own and the root driver
/// (to compare weights and drivers).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entrant {
    /// Who chooses the moves.
    pub player: Player,
    /// Weights instead of the game's own.
    pub weights: Option<Weights>,
    /// How the root is searched.
    pub driver: Driver,
    /// Whether the evaluation adds the game's learned part ([`Searcher::set_learned`]).
    pub learned: bool,
}

impl Entrant {
    /// `player` with the game's own weights and the default driver.
    pub fn plain(player: Player) -> Entrant {
        Entrant {
            player,
            weights: None,
            driver: Driver::default(),
            learned: true,
        }
    }
}

/// Plays one game from `start`, `white` against `black`; returns White's score (1, ½ or 0) and
/// the game.
pub fn play_game<P: Searchable>(
    start: &P,
    white: Entrant,
    black: Entrant,
    time_ms: f64,
    rng: &mut Rng,
) -> (f64, Game<P>) {
    let mut seats = [Seat::new(white), Seat::new(black)];
    let mut game = Game::from_position(start.clone());
    while game.outcome().is_none() && game.moves().len() < MAX_GAME_PLIES {
        let side = game.position().side_to_move();
        let Some(mv) = seats[side.index()].choose(&game, time_ms, rng) else {
            break;
        };
        if game.play(&mv).is_err() {
            break;
        }
    }
    let score = match game.outcome() {
        Some(Outcome::Win {
            winner: Color::White,
            ..
        }) => 1.0,
        Some(Outcome::Win { .. }) => 0.0,
        _ => 0.5,
    };
    (score, game)
}

/// A position `plies` random plies from `start` that still has moves. Random walks that end
/// the game are tried again, up to [`OPENING_ATTEMPTS`] times; after that (openings so long that
/// random play nearly always ends the game) the walk stops before the move that would end it.
pub fn random_opening<P: Searchable>(start: &P, plies: usize, rng: &mut Rng) -> P {
    let mut moves = Vec::new();
    for _ in 0..OPENING_ATTEMPTS {
        let mut position = start.clone();
        for _ in 0..plies {
            position.generate_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            position = position.after(&moves[rng.below(moves.len())]);
        }
        position.generate_moves(&mut moves);
        if !moves.is_empty() {
            return position;
        }
    }
    let mut position = start.clone();
    let mut replies = Vec::new();
    for _ in 0..plies {
        position.generate_moves(&mut moves);
        let going_on: Vec<&P::Move> = moves
            .iter()
            .filter(|mv| {
                position.after(mv).generate_moves(&mut replies);
                !replies.is_empty()
            })
            .collect();
        if going_on.is_empty() {
            break;
        }
        position = position.after(going_on[rng.below(going_on.len())]);
    }
    position
}

/// How many random walks [`random_opening`] tries before it walks short of the game's end.
const OPENING_ATTEMPTS: usize = 100;

/// A match's tally from the first player's side.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub struct Tally {
    /// Games the first player won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's score share, 0–1.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// The Elo difference the score implies, with its 95% interval (low, high).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let mean = self.score();
        let variance = (self.wins as f64 * (1.0 - mean).powi(2)
            + self.draws as f64 * (0.5 - mean).powi(2)
            + self.losses as f64 * mean.powi(2))
            / n;
        let margin = 1.96 * (variance / n).sqrt();
        (elo_of(mean), elo_of(mean - margin), elo_of(mean + margin))
    }
}

/// The Elo difference of a score share (clamped away from 0 and 1).
pub fn elo_of(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (elo, low, high) = self.elo();
        write!(
            f,
            "{} games: +{} ={} -{}, score {:.1}%, Elo {:+.0} (95%: {:+.0} to {:+.0})",
            self.games(),
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.score(),
            elo,
            low,
            high
        )
    }
}

/// Plays `games` games (rounded up to pairs) of `first` against `second` from random openings,
/// colours alternating; `report` sees the tally after each game.
#[allow(clippy::too_many_arguments)]
pub fn run_match<P: Searchable>(
    start: &P,
    first: Entrant,
    second: Entrant,
    games: u32,
    time_ms: f64,
    opening_plies: usize,
    seed: u64,
    mut report: impl FnMut(&Tally),
) -> Tally {
    let mut tally = Tally::default();
    let mut rng = Rng::new(seed);
    for pair in 0..games.div_ceil(2) {
        let opening = random_opening(start, opening_plies, &mut rng);
        for swap in [false, true] {
            let mover = opening.side_to_move();
            // The first player takes the side to move in the first game of a pair.
            let first_is_white = (mover == Color::White) != swap;
            let (white, black) = if first_is_white {
                (first, second)
            } else {
                (second, first)
            };
            let mut game_rng = Rng::new(seed ^ ((pair as u64 * 2 + swap as u64 + 1) * 0x9E37));
            let (white_score, _) = play_game(&opening, white, black, time_ms, &mut game_rng);
            let score = if first_is_white {
                white_score
            } else {
                1.0 - white_score
            };
            match score {
                s if s > 0.75 => tally.wins += 1,
                s if s < 0.25 => tally.losses += 1,
                _ => tally.draws += 1,
            }
            report(&tally);
        }
    }
    tally
}
