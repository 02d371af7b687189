//! `engine puzzles`: puzzles mined from games between engine levels, so that each begins after a
//! believable mistake.
//!
//! Two noisy levels play each other from a few random opening plies. After every move, a quick
//! search of the position for the side to move (the player) tells whether the move just played
//! gave the player at least a man (a marble) more than before; such a position is a candidate.
//! A candidate becomes a puzzle when a line can be built from it where every move of the player
//! is the only good one (each root move scored exactly: the second best is at least a man or
//! marble worse, or loses the win), the opponent answers with its best defence, and within 1–5
//! moves of the player the player is a man (marble) up for good, or has won. In Hexpush the line
//! ends as soon as the gain is secure: after the player's move, the search finds that every
//! defence loses at least a marble ([`Themed::ENDS_WHEN_SECURE`]; a doomed marble can be pushed
//! off in many ways, so the moves that collect it are no puzzle). Every player move, and such a
//! secure gain, is then checked again by a deeper search. Lines that are only a single capture of
//! one piece, or where every player move is forced, are too obvious and are dropped. The rating
//! says how many of the levels fail the first move; the themes are named from the line and its
//! gain ([`themes`]). `--from gains` ([`Candidates::Gains`]) tries every position where the
//! player can gain, not only those just after a mistake.

use crate::arena::{material_features, material_weights, random_opening};
use crate::opponent::Written;
use crate::themes::Themed;
use engine::game::{Game, Outcome};
use engine::search::{
    centi_units, earlier_hashes, now_ms, Level, Limits, Rng, SearchResult, Searchable, Searcher,
    MATE_BOUND,
};
use std::collections::HashSet;

/// A puzzle: the position (player to move), the line (player and opponent alternating, the
/// player's move first and last), its starting rating and its themes.
pub struct Puzzle<P: Searchable> {
    /// The position with the player to move.
    pub position: P,
    /// The solution, the player's and the opponent's moves alternating.
    pub line: Vec<P::Move>,
    /// A starting rating from how many levels fail the first move.
    pub rating: u32,
    /// The theme ids.
    pub themes: Vec<&'static str>,
}

/// How hard the miner looks.
#[derive(Clone, Copy, Debug)]
pub struct Effort {
    /// Depth of the quick search that spots candidates.
    pub scan_depth: u32,
    /// Depth of the exact root search that builds the line.
    pub line_depth: u32,
    /// Depth of the search that checks each player move again.
    pub check_depth: u32,
    /// Milliseconds a move for the levels that play the games.
    pub game_ms: f64,
    /// Plies of random opening before the levels play.
    pub opening_plies: usize,
    /// The most nodes one search of a candidate's line may take: a candidate whose search
    /// needs more is dropped (a search that ends within it finds what an unlimited one would,
    /// so no puzzle is changed, only some left out).
    pub nodes: u64,
    /// Which positions of the games are candidates.
    pub candidates: Candidates,
}

/// Which positions of the games the miner tries (`--from`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Candidates {
    /// Those where the move just played gave the player a man or marble more than before, the
    /// player ahead by it (`mistakes`, the default): each puzzle begins after a mistake.
    Mistakes,
    /// Every position where the player can gain a man or marble on the present balance
    /// (`gains`): also those where an earlier mistake is still there to punish, or where the
    /// player was behind. Hexpush's mistakes mostly lose a marble whatever the player does;
    /// the positions with one only move are found among many more.
    Gains,
}

impl Candidates {
    /// Reads `mistakes` or `gains`, as `--from` takes them.
    pub fn parse(text: &str) -> Result<Candidates, String> {
        match text {
            "mistakes" => Ok(Candidates::Mistakes),
            "gains" => Ok(Candidates::Gains),
            _ => Err(format!("--from `{text}`: use mistakes or gains")),
        }
    }

    /// Whether a position is a candidate: the quick search scores it `after` for the player
    /// (hundredths of the unit, or a win's score), scored the position before the move
    /// `before` for the side that moved, and the player is `balance` men or marbles up.
    fn admits(self, before: i32, after: i32, balance: i32) -> bool {
        if after >= MATE_BOUND {
            return false;
        }
        match self {
            // `before` is the mover's view; the player's view before the move is its opposite.
            Candidates::Mistakes => after >= GAIN && after - -before >= GAIN,
            Candidates::Gains => after - 100 * balance >= GAIN,
        }
    }
}

/// The levels (White's, Black's) of the games, taken in turn, unless told otherwise: each
/// weak enough to blunder now and then, and strong enough that a blunder is a believable one.
pub const LEVEL_PAIRS: [(u8, u8); 6] = [(2, 4), (3, 5), (4, 3), (5, 2), (3, 3), (4, 4)];

/// Reads level pairs written `W-B,W-B,…` (levels 1–8), as `--levels` takes them.
pub fn parse_pairs(text: &str) -> Result<Vec<(u8, u8)>, String> {
    text.split(',')
        .map(|pair| {
            let level = |n: &str| {
                n.trim()
                    .parse::<u8>()
                    .ok()
                    .filter(|n| (1..=8).contains(n))
                    .ok_or_else(|| format!("`{pair}`: levels are 1-8, written W-B"))
            };
            let (white, black) = pair
                .split_once('-')
                .ok_or_else(|| format!("`{pair}`: a pair of levels is written W-B"))?;
            Ok((level(white)?, level(black)?))
        })
        .collect()
}

/// What one mining run did, for the README's figures.
#[derive(Default, Debug)]
pub struct Tally {
    /// Games played.
    pub games: u32,
    /// Candidate positions analysed.
    pub candidates: u32,
    /// Puzzles kept.
    pub kept: u32,
    /// Candidates dropped, by [`Reject`] (in its order).
    pub rejected: [u32; Reject::COUNT],
    /// Milliseconds spent playing the games, scanning their positions, building lines, checking
    /// them deeper and rating the puzzles.
    pub ms: [f64; 5],
}

/// Why a candidate is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reject {
    /// Some player move of the line is not the only good one.
    NotUnique,
    /// No decisive gain within the player moves allowed (or the game ended otherwise).
    NoGain,
    /// Every player move is forced.
    AllForced,
    /// A single move winning a single man or marble.
    TooObvious,
    /// The deeper search finds another move as good, or a better one.
    Deeper,
    /// A search of the line needed more nodes than the miner gives one ([`Effort::nodes`]).
    Costly,
}

impl Reject {
    /// How many reasons there are.
    pub const COUNT: usize = 6;
    /// Their names, in order, for the summary.
    pub const NAMES: [&'static str; Reject::COUNT] = [
        "not unique",
        "no gain",
        "all forced",
        "too obvious",
        "deeper check",
        "too costly",
    ];
}

/// A gain of at least this many hundredths of the unit makes a position a puzzle.
const GAIN: i32 = 100;
/// The most player moves in a line.
const MAX_PLAYER_MOVES: usize = 5;
/// The most nodes (millions) a search of a candidate's line may take, unless told otherwise
/// ([`Effort::nodes`]).
pub const NODES_MILLIONS: u64 = 20;

/// Plies of random opening before the levels play, unless told otherwise.
pub const OPENING_PLIES: usize = 4;
/// Games longer than this are stopped.
const MAX_PLIES: usize = 200;

/// Mines up to `count` puzzles from games between levels (`pairs` in turn, White's and Black's),
/// seeded by `seed`; calls `found` for each as it is kept. At most `games` games are played.
pub fn mine<P: Searchable + Written + Themed>(
    start: &P,
    count: usize,
    games: u32,
    seed: u64,
    effort: Effort,
    pairs: &[(u8, u8)],
    mut found: impl FnMut(&Puzzle<P>),
) -> Tally {
    let mut rng = Rng::new(seed);
    // The levels play with the game's evaluation; candidates and lines are judged on material
    // alone, by a searcher of their own (a table never mixes the two evaluations).
    let mut searcher = Searcher::<P>::new(16);
    let mut judge = material_judge(start);
    let mut seen = HashSet::new();
    let mut tally = Tally::default();
    while (tally.kept as usize) < count && tally.games < games {
        let (white, black) = pairs[tally.games as usize % pairs.len()];
        let seats = [level(white), level(black)];
        tally.games += 1;
        if tally.games.is_multiple_of(10) {
            // Progress, so that a run stopped by hand still tells its figures.
            eprintln!(
                "{} games, {} candidates, {} puzzles",
                tally.games, tally.candidates, tally.kept
            );
        }
        let opening = random_opening(start, effort.opening_plies, &mut rng);
        let mut game = Game::from_position(opening);
        let mut clock = now_ms();
        let mut before = scan(&mut judge, game.position(), effort);
        lap(&mut tally.ms[1], &mut clock);
        while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
            let seat = seats[game.position().side_to_move().index()];
            let earlier = earlier_hashes(&game);
            let limits = seat.limits::<P>(effort.game_ms);
            let chosen = seat.choose(
                &mut searcher,
                game.position(),
                &earlier,
                limits,
                rng.next_u64(),
            );
            lap(&mut tally.ms[0], &mut clock);
            let Some(mv) = chosen.best else {
                break;
            };
            if game.play(&mv).is_err() {
                break;
            }
            if game.outcome().is_some() {
                break;
            }
            let after = scan(&mut judge, game.position(), effort);
            lap(&mut tally.ms[1], &mut clock);
            let here = balance(game.position(), game.position().side_to_move());
            let candidate = effort.candidates.admits(before, after, here);
            before = after;
            if !candidate || !seen.insert(game.position().hash()) {
                continue;
            }
            tally.candidates += 1;
            let built = build_line(&mut judge, game.position(), effort, &mut tally.ms);
            clock = now_ms();
            match built {
                Ok(mut puzzle) => {
                    puzzle.rating = rating(&mut searcher, game.position(), &puzzle.line[0], effort);
                    lap(&mut tally.ms[4], &mut clock);
                    tally.kept += 1;
                    found(&puzzle);
                    if tally.kept as usize >= count {
                        break;
                    }
                }
                Err(reason) => tally.rejected[reason as usize] += 1,
            }
        }
    }
    tally
}

/// Adds the milliseconds since `clock` to `total` and restarts `clock`.
fn lap(total: &mut f64, clock: &mut f64) {
    let now = now_ms();
    *total += now - *clock;
    *clock = now;
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap_or(Level::MAX)
}

/// A searcher that evaluates positions of `start`'s game on material alone.
fn material_judge<P: Searchable>(start: &P) -> Searcher<P> {
    let mut judge = Searcher::new(16);
    judge.set_weights(Some(material_weights(
        start.weights(),
        material_features(start),
    )));
    // Material alone: without the learned part of the evaluation either.
    judge.set_learned(false);
    judge
}

/// The quick score of `position` for its side to move, in hundredths of the unit.
fn scan<P: Searchable>(judge: &mut Searcher<P>, position: &P, effort: Effort) -> i32 {
    judge
        .search(position, &[], Limits::depth(effort.scan_depth))
        .score
}

/// A search of `position` to `depth` within `nodes` nodes: [`Reject::Costly`] when it needed
/// them all (its result may then be a shallower iteration's).
fn budgeted<P: Searchable>(
    searcher: &mut Searcher<P>,
    position: &P,
    depth: u32,
    nodes: u64,
) -> Result<SearchResult<P::Move>, Reject> {
    let limits = Limits {
        nodes,
        ..Limits::depth(depth)
    };
    let result = searcher.search(position, &[], limits);
    if result.nodes >= nodes {
        return Err(Reject::Costly);
    }
    Ok(result)
}

/// The root moves of `position` with their exact scores at `depth`, best first (hundredths of
/// the unit for the side to move).
fn scored_moves<P: Searchable>(
    searcher: &mut Searcher<P>,
    position: &P,
    depth: u32,
    nodes: u64,
) -> Option<Vec<(P::Move, i32)>> {
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    if moves.len() < 2 {
        return Some(moves.into_iter().map(|mv| (mv, 0)).collect());
    }
    searcher.set_exact_root(true);
    let limits = Limits {
        nodes,
        ..Limits::depth(depth)
    };
    let result = searcher.search(position, &[], limits);
    searcher.set_exact_root(false);
    if result.nodes >= nodes {
        // Out of nodes: the scores may be a shallower iteration's.
        return None;
    }
    let mut scored: Vec<(P::Move, i32)> = moves
        .iter()
        .zip(searcher.root_scores())
        .map(|(&mv, &score)| (mv, centi_units::<P>(score)))
        .collect();
    scored.sort_by_key(|&(_, score)| -score);
    Some(scored)
}

/// The only good move of `position` at `depth` (and whether it is the only legal one): the best,
/// when the second best is at least [`GAIN`] worse or loses the win the best keeps; a forced
/// move counts. [`Reject::NotUnique`] otherwise, [`Reject::Costly`] when the search needed more
/// than `nodes` nodes.
fn only_move<P: Searchable>(
    searcher: &mut Searcher<P>,
    position: &P,
    depth: u32,
    nodes: u64,
) -> Result<(P::Move, bool), Reject> {
    let scored = scored_moves(searcher, position, depth, nodes).ok_or(Reject::Costly)?;
    match scored.as_slice() {
        [] => Err(Reject::NotUnique),
        [(only, _)] => Ok((*only, true)),
        [(best, first), (_, second), ..] => {
            let clear = first - second >= GAIN || (*first > MATE_BOUND && *second <= MATE_BOUND);
            if clear {
                Ok((*best, false))
            } else {
                Err(Reject::NotUnique)
            }
        }
    }
}

/// How far below "a man or marble worse than the best" a move that [`rival`] finds may score: its
/// test runs without the contempt the exact search adds, so it leaves that much room before it
/// calls a move a rival.
const RIVAL_SLACK: i32 = 30;

/// A quick test that `position` has no only good move at `depth`: the best move of a normal
/// search and a null-window search of each other move ([`Searcher::rival`]), stopping at the
/// first that comes within a man or marble (less [`RIVAL_SLACK`]) of the best or keeps its win
/// ([`Reject::NotUnique`]; [`Reject::Costly`] beyond `nodes` nodes). Most candidates fail so,
/// at a fraction of the cost of scoring every root move exactly; a position that passes is
/// still judged by [`only_move`].
fn rival<P: Searchable>(
    searcher: &mut Searcher<P>,
    position: &P,
    depth: u32,
    nodes: u64,
) -> Result<(), Reject> {
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    if moves.len() < 2 {
        return Ok(());
    }
    let result = budgeted(searcher, position, depth, nodes)?;
    let Some(best) = result.best else {
        return Ok(());
    };
    let bound = if result.score > MATE_BOUND {
        MATE_BOUND + 1
    } else {
        result.score - GAIN + 1 + RIVAL_SLACK
    };
    match searcher.rival(position, &best, bound, depth, nodes) {
        Some(false) => Ok(()),
        Some(true) => Err(Reject::NotUnique),
        None => Err(Reject::Costly),
    }
}

/// Builds the puzzle that begins at `start`, or says why there is none (`searcher` judges on
/// material); the time building the line and checking it goes to `ms[2]` and `ms[3]`.
fn build_line<P: Searchable + Written + Themed>(
    searcher: &mut Searcher<P>,
    start: &P,
    effort: Effort,
    ms: &mut [f64; 5],
) -> Result<Puzzle<P>, Reject> {
    let mut clock = now_ms();
    let found = find_line(searcher, start, effort);
    lap(&mut ms[2], &mut clock);
    let (line, gain) = found?;
    let checked = check_line(searcher, start, &line, effort);
    lap(&mut ms[3], &mut clock);
    checked?;
    let themes = P::themes(start, &line, gain);
    Ok(Puzzle {
        position: start.clone(),
        line,
        rating: 0,
        themes,
    })
}

/// The line of the puzzle that begins at `start` at the line depth and the men or marbles it
/// gains, or why there is none.
fn find_line<P: Searchable + Themed>(
    searcher: &mut Searcher<P>,
    start: &P,
    effort: Effort,
) -> Result<(Vec<P::Move>, i32), Reject> {
    let player = start.side_to_move();
    let base = balance(start, player);
    let mut position = start.clone();
    let mut line = Vec::new();
    let mut all_forced = true;
    let mut gain = None;
    for _ in 0..MAX_PLAYER_MOVES {
        rival(searcher, &position, effort.line_depth, effort.nodes)?;
        let (mv, forced) = only_move(searcher, &position, effort.line_depth, effort.nodes)?;
        all_forced &= forced;
        line.push(mv);
        position = position.after(&mv);
        if won(&position, player) {
            gain = Some((balance(&position, player) - base).max(1));
            break;
        }
        let result = budgeted(searcher, &position, effort.line_depth, effort.nodes)?;
        if P::ENDS_WHEN_SECURE {
            gain = secure_gain(-result.score, base);
            if gain.is_some() {
                break;
            }
        }
        let mut reply = result.best.ok_or(Reject::NoGain)?;
        // Where lines end when the gain is secure, they end only so (the test above).
        let ends = |answered: &P| {
            !P::ENDS_WHEN_SECURE
                && balance(answered, player) - base >= 1
                && !answered.decided().is_some_and(|o| lost(o, player))
        };
        let mut answered = position.after(&reply);
        if !ends(&answered)
            && answered.decided().is_none()
            && rival(searcher, &answered, effort.line_depth, effort.nodes).is_err()
        {
            // The player would have no only move after this reply: as good a defence may
            // leave one (the one the search named first is no better than the others).
            if let Some(other) = other_defence(searcher, &position, &reply, effort, &ends)? {
                reply = other;
                answered = position.after(&reply);
            }
        }
        if ends(&answered) {
            gain = Some(balance(&answered, player) - base);
            break;
        }
        line.push(reply);
        position = answered;
        if position.decided().is_some() {
            return Err(Reject::NoGain);
        }
    }
    let gain = gain.ok_or(Reject::NoGain)?;
    if all_forced {
        return Err(Reject::AllForced);
    }
    if too_obvious(start, &line) {
        return Err(Reject::TooObvious);
    }
    Ok((line, gain))
}

/// The player's men or marbles less the opponent's in `position`.
fn balance<P: Themed>(position: &P, player: engine::Color) -> i32 {
    position.material(player) - position.material(player.opposite())
}

/// The men or marbles a line secures when a search after the player's move scores the
/// position `score` (hundredths of the unit for the player, or a win's score) and the line began
/// `base` up: `None` unless that is at least a man or marble ([`GAIN`]), or a forced win
/// (counted as one).
fn secure_gain(score: i32, base: i32) -> Option<i32> {
    if score > MATE_BOUND {
        return Some(1);
    }
    let gain = score - 100 * base;
    (score >= -MATE_BOUND && gain >= GAIN).then_some(gain / 100)
}

/// Whether the gain of a line still holds at `depth` at its end `end` (after the player's last
/// move; `base` the balance it began with): where lines end when the gain is secure
/// ([`Themed::ENDS_WHEN_SECURE`]), a search of `end` at `depth` from an empty table must find it
/// secure (or the game won); elsewhere the gain is taken in the line and the moves' checks are enough.
fn gain_holds<P: Searchable + Themed>(
    searcher: &mut Searcher<P>,
    end: &P,
    base: i32,
    depth: u32,
    nodes: u64,
) -> Result<bool, Reject> {
    let player = end.side_to_move().opposite();
    if !P::ENDS_WHEN_SECURE || won(end, player) {
        return Ok(true);
    }
    // From an empty table, so that the miner's check and `verify` agree.
    searcher.clear();
    let result = budgeted(searcher, end, depth, nodes)?;
    Ok(secure_gain(-result.score, base).is_some())
}

/// How much below the best reply (hundredths of the unit) another reply still counts as as good
/// a defence: less than any material, only the search's contempt for draws.
const EQUAL_DEFENCE: i32 = 10;

/// A reply of the opponent in `position` as good as `reply` (within [`EQUAL_DEFENCE`], scored
/// exactly) after which the line ends (`ends`) or the player has an only move (it passes
/// [`rival`]), if there is one.
fn other_defence<P: Searchable>(
    searcher: &mut Searcher<P>,
    position: &P,
    reply: &P::Move,
    effort: Effort,
    ends: &impl Fn(&P) -> bool,
) -> Result<Option<P::Move>, Reject> {
    let scored =
        scored_moves(searcher, position, effort.line_depth, effort.nodes).ok_or(Reject::Costly)?;
    let Some(&(_, best)) = scored.first() else {
        return Ok(None);
    };
    for (other, score) in scored {
        if score < best - EQUAL_DEFENCE {
            break;
        }
        if other == *reply {
            continue;
        }
        let answered = position.after(&other);
        if ends(&answered) {
            return Ok(Some(other));
        }
        if answered.decided().is_none()
            && rival(searcher, &answered, effort.line_depth, effort.nodes).is_ok()
        {
            return Ok(Some(other));
        }
    }
    Ok(None)
}

/// Every player move of `line` again, deeper, from an empty table (as `verify` checks it: on
/// material, then by the engine as it plays, [`also_wins`]), and the gain at its end
/// ([`gain_holds`]); a quick [`rival`] test of each move first drops most lines that fail,
/// before the costly exact scores.
fn check_line<P: Searchable + Themed>(
    searcher: &mut Searcher<P>,
    start: &P,
    line: &[P::Move],
    effort: Effort,
) -> Result<(), Reject> {
    let (depth, nodes) = (effort.check_depth, effort.nodes);
    let deeper = |reject| match reject {
        Reject::Costly => Reject::Costly,
        _ => Reject::Deeper,
    };
    let mut turns = Vec::new();
    let mut end = start.clone();
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 0 {
            turns.push((end.clone(), *mv));
        }
        end = end.after(mv);
    }
    // The cheap tests first (a rival move, the gain at the end), then the exact scores.
    searcher.clear();
    for (position, _) in &turns {
        rival(searcher, position, depth, nodes).map_err(deeper)?;
    }
    let base = balance(start, start.side_to_move());
    if !gain_holds(searcher, &end, base, depth, nodes)? {
        return Err(Reject::Deeper);
    }
    searcher.clear();
    for (position, mv) in &turns {
        match only_move(searcher, position, depth, nodes) {
            Ok((only, _)) if only == *mv => {}
            Ok(_) => return Err(Reject::Deeper),
            Err(reject) => return Err(deeper(reject)),
        }
    }
    // As `verify` checks it: no other move wins as well by the engine as it plays.
    let mut engine = Searcher::new(16);
    for (position, mv) in &turns {
        if also_wins(&mut engine, position, mv, depth, nodes)?.is_some() {
            return Err(Reject::Deeper);
        }
    }
    Ok(())
}

/// Whether `position` is won for `player` (the game is over and `player` won).
fn won<P: Searchable>(position: &P, player: engine::Color) -> bool {
    matches!(position.decided(), Some(Outcome::Win { winner, .. }) if winner == player)
}

fn lost(outcome: Outcome, player: engine::Color) -> bool {
    matches!(outcome, Outcome::Win { winner, .. } if winner != player)
}

/// A line of one player move that takes a single man (marble) and does not win the game: the
/// gain is there for the taking. (A quiet move that makes a gain secure is not.)
fn too_obvious<P: Searchable + Themed>(start: &P, line: &[P::Move]) -> bool {
    let player = start.side_to_move();
    let [only] = line else {
        return false;
    };
    let after = start.after(only);
    balance(&after, player) - balance(start, player) == 1 && !won(&after, player)
}

/// A starting rating: 800, and 150 for each level (1–8, at the miner's time a move) that does
/// not find `first`.
fn rating<P: Searchable>(
    searcher: &mut Searcher<P>,
    start: &P,
    first: &P::Move,
    effort: Effort,
) -> u32 {
    let fails = (1..=8u8)
        .filter(|&n| {
            let level = level(n);
            let limits = level.limits::<P>(effort.game_ms);
            let chosen = level.choose(searcher, start, &[], limits, u64::from(n) * 7919);
            chosen.best.as_ref() != Some(first)
        })
        .count() as u32;
    800 + 150 * fails
}

/// How well the engine as it plays must score a move other than the line's, in hundredths of
/// the unit, to call it winning too: in draughts about two men (the learned evaluation counts a
/// man up in the middlegame near 2.00); in Hexpush four marbles, so there only a forced win
/// counts in practice.
const DECISIVE: i32 = 400;

/// A move of `position` other than `mv` that the engine as it plays (its learned evaluation,
/// its endgame tables) scores as winning at `depth`: a forced win, or at least [`DECISIVE`]. A
/// player who finds it has not missed the puzzle, so the puzzle is not one.
/// [`Reject::Costly`] when the search needed more than `nodes` nodes.
fn also_wins<P: Searchable>(
    engine: &mut Searcher<P>,
    position: &P,
    mv: &P::Move,
    depth: u32,
    nodes: u64,
) -> Result<Option<(P::Move, i32)>, Reject> {
    engine.clear();
    let scored = scored_moves(engine, position, depth, nodes).ok_or(Reject::Costly)?;
    Ok(scored
        .into_iter()
        .find(|(other, score)| other != mv && (*score > MATE_BOUND || *score >= DECISIVE)))
}

/// Checks one puzzle again: from `position`, each player move of `line` must be the only good
/// move at `depth` (judged on material, as the miner judges it) and no other move may win as
/// well by the engine as it plays ([`also_wins`]), and where a line ends when its gain is
/// secure, the gain must still be secure at its end ([`gain_holds`]). `Err` says what is not
/// so.
pub fn verify<P: Searchable + Themed>(
    position: &P,
    line: &[P::Move],
    depth: u32,
) -> Result<(), String> {
    let mut judge = material_judge(position);
    let searcher = &mut judge;
    // The engine as it plays, with its learned evaluation and endgame tables.
    let mut engine = Searcher::new(16);
    let mut here = position.clone();
    let mut outcome = Ok(());
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 0 {
            if let Ok(Some((other, score))) = also_wins(&mut engine, &here, mv, depth, u64::MAX) {
                outcome = Err(format!(
                    "move {} `{mv}`: `{other}` wins too ({})",
                    i + 1,
                    if score > MATE_BOUND {
                        "a forced win".to_string()
                    } else {
                        format!("{score} hundredths")
                    }
                ));
                break;
            }
            match only_move(searcher, &here, depth, u64::MAX) {
                Ok((only, _)) if only == *mv => {}
                Ok((only, _)) => {
                    outcome = Err(format!(
                        "move {} `{mv}`: `{only}` is the only good move",
                        i + 1
                    ));
                    break;
                }
                Err(_) => {
                    outcome = Err(format!("move {} `{mv}`: another move is as good", i + 1));
                    break;
                }
            }
        }
        here = here.after(mv);
    }
    let base = balance(position, position.side_to_move());
    if outcome.is_ok() && !gain_holds(searcher, &here, base, depth, u64::MAX).unwrap_or(false) {
        outcome = Err(format!(
            "the gain at the end of the line is not secure at depth {depth}"
        ));
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::game::Playable;
    use engine::hex::{hfen, HexPosition};
    use engine::search::MATE;

    /// How hard the tests look: Hexpush's line and check depths.
    const EFFORT: Effort = Effort {
        scan_depth: 2,
        line_depth: 4,
        check_depth: 6,
        game_ms: 20.0,
        opening_plies: OPENING_PLIES,
        nodes: NODES_MILLIONS * 1_000_000,
        candidates: Candidates::Gains,
    };

    /// White to move: `g6f5` is the only move that dooms two Black marbles, neither yet off.
    const DOOMED: &str = "W:a2w,b2w,b3w,b5b,c1b,c2b,c3w,c4w,c5b,d1b,d2w,d3b,d5w,d6b,e1b,e3b,e4w,\
        e5w,e6b,e7b,e8b,f5w,f6w,f7b,f8b,g6w,g7w,i8w:0-0";

    #[test]
    fn a_hexpush_line_ends_when_its_gain_is_secure() {
        let start = hfen::parse(DOOMED).unwrap();
        let mut judge = material_judge(&start);
        let (line, gain) = find_line(&mut judge, &start, EFFORT).unwrap_or_else(|r| {
            panic!("no line: {}", Reject::NAMES[r as usize]);
        });
        assert_eq!(line, [hfen::parse_move(&start, "g6f5").unwrap()]);
        assert_eq!(gain, 2);
        assert!(!too_obvious(&start, &line), "a quiet move is not obvious");
        assert_eq!(verify(&start, &line, EFFORT.check_depth), Ok(()));
        assert_eq!(
            HexPosition::themes(&start, &line, gain),
            ["push-off", "double-push-off"]
        );
    }

    #[test]
    fn a_hexpush_gain_holds_only_when_a_search_finds_it() {
        let start = hfen::parse_start("standard").unwrap();
        let mut judge = material_judge(&start);
        let mut moves = Vec::new();
        start.generate_moves(&mut moves);
        let end = start.after(&moves[0]);
        assert_eq!(gain_holds(&mut judge, &end, 0, 4, u64::MAX), Ok(false));
        let doomed = hfen::parse(DOOMED).unwrap();
        let end = doomed.after(&hfen::parse_move(&doomed, "g6f5").unwrap());
        assert_eq!(gain_holds(&mut judge, &end, 0, 4, u64::MAX), Ok(true));
    }

    #[test]
    fn a_secure_gain_is_a_marble_or_a_win() {
        assert_eq!(secure_gain(99, 0), None);
        assert_eq!(secure_gain(100, 0), Some(1));
        assert_eq!(secure_gain(250, 0), Some(2));
        assert_eq!(secure_gain(100, 1), None);
        assert_eq!(secure_gain(0, -1), Some(1));
        assert_eq!(secure_gain(MATE - 3, 0), Some(1));
        assert_eq!(secure_gain(-(MATE - 3), -5), None);
    }

    #[test]
    fn mistakes_are_new_gains_and_gains_are_any() {
        use Candidates::{Gains, Mistakes};
        // Even before, a marble up now: both.
        assert!(Mistakes.admits(0, 100, 0) && Gains.admits(0, 100, 0));
        // A marble down, winning it back: a gain, not a mistake (the player is not ahead).
        assert!(!Mistakes.admits(100, 0, -1) && Gains.admits(100, 0, -1));
        // A marble up already and no more to win: neither is new, and nothing to gain.
        assert!(!Mistakes.admits(-100, 100, 1) && !Gains.admits(-100, 100, 1));
        // The same gain still there after the opponent's move: a gain, not a new mistake.
        assert!(!Mistakes.admits(-100, 100, 0) && Gains.admits(-100, 100, 0));
        // A forced win within the quick search: neither (a puzzle is about material).
        assert!(!Mistakes.admits(0, MATE - 1, 0) && !Gains.admits(0, MATE - 1, 0));
        assert_eq!(Candidates::parse("gains"), Ok(Gains));
        assert!(Candidates::parse("all").is_err());
    }
}
