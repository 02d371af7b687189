//! The computer opponent: legal and deterministic answers, forced wins found by their distance,
//! the draw rules inside the tree, levels, the tactics suite, and the `best` / `match` commands.

mod common;
use common::engine;

use engine::draughts::tfen;
use engine::game::Playable;
use engine::hex::{hfen, HexPosition, Layout};
use engine::search::{Level, Limits, Searchable, Searcher, MATE};
use engine::{Position, Variant};

fn best<P: Searchable>(position: &P, depth: u32) -> (String, i32) {
    let mut searcher = Searcher::new(4);
    let result = searcher.search(position, &[], Limits::depth(depth));
    (result.best.unwrap().to_string(), result.score)
}

#[test]
fn every_rule_set_gets_a_legal_move_and_the_same_one_twice_at_a_fixed_depth() {
    for variant in Variant::ALL {
        let position = Position::start(variant);
        let first = best(&position, 6);
        let second = best(&position, 6);
        assert_eq!(first, second, "{variant}");
        let legal: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert!(legal.contains(&first.0), "{variant}: {first:?}");
    }
    let hex = HexPosition::start(Layout::Standard);
    assert_eq!(best(&hex, 3), best(&hex, 3));
}

#[test]
fn a_win_is_scored_by_its_distance_and_the_fastest_is_chosen() {
    // White's man takes the last black man: no black tower left, a win in one ply.
    let position = tfen::parse(Variant::Russian, "W:c3w,d4b,h8W").unwrap();
    let (mv, score) = best(&position, 4);
    assert_eq!((mv.as_str(), score), ("c3:e5", MATE - 1));
}

#[test]
fn a_forced_move_is_played_at_once_but_analysed_as_deep_as_any() {
    // After c3-d4 f6-e5 White's only move is d4:f6.
    let mut game = engine::game::Game::from_position(Position::start(Variant::Russian));
    for text in ["c3-d4", "f6-e5"] {
        game.play_text(text).unwrap();
    }
    let position = game.position().clone();
    assert_eq!(position.legal_moves().len(), 1);
    let limits = Limits {
        depth: 6,
        nodes: u64::MAX,
        time_ms: 60_000.0,
    };
    let mut searcher = Searcher::new(4);
    let played = searcher.search(&position, &[], limits);
    assert_eq!(
        played.depth, 1,
        "a player's search plays the forced move at once"
    );
    searcher.set_forced_at_once(false);
    let analysed = searcher.search(&position, &[], limits);
    assert_eq!(
        analysed.depth, 6,
        "an analysis searches it to the depth asked"
    );
    assert_eq!(analysed.best.unwrap().to_string(), "d4:f6");
}

#[test]
fn a_capture_pending_is_never_scored_statically() {
    // At depth 1, c3-d4 walks into e5:c3: the reply is a capture, so it is searched, and the
    // move scores a man down while the safe moves do not.
    let position = tfen::parse(Variant::Russian, "W:c3w,g1w,e5b,h8b").unwrap();
    let mut searcher = Searcher::new(4);
    searcher.set_exact_root(true);
    let result = searcher.search(&position, &[], Limits::depth(1));
    let moves = position.legal_moves();
    let score_of = |text: &str| {
        let index = moves.iter().position(|m| m.to_string() == text).unwrap();
        searcher.root_scores()[index]
    };
    assert!(score_of("c3-d4") < -50, "{}", score_of("c3-d4"));
    assert!(score_of("c3-b4") > -50, "{}", score_of("c3-b4"));
    assert_ne!(result.best.unwrap().to_string(), "c3-d4");
}

#[test]
fn the_no_progress_rule_is_seen_inside_the_search() {
    // Two white kings against one black king: a big plus, unless the no-progress count is one
    // ply from its limit, when every king move draws.
    let position = tfen::parse(Variant::Bashni, "W:a1W,c1W,h8B").unwrap();
    let (_, free) = best(&position, 3);
    assert!(free > 100, "{free}");
    let earlier: Vec<u64> = (1..30).collect();
    let mut searcher = Searcher::new(4);
    let result = searcher.search(&position, &earlier, Limits::depth(3));
    assert_eq!(result.score, 0);
}

#[test]
fn a_repetition_is_a_draw_inside_the_search() {
    // Black, a king against three, is lost; when the game's history holds the position after
    // h8-g7 two plies back, that move repeats it and the search takes the draw.
    let position = tfen::parse(Variant::Russian, "B:a1W,c1W,e1W,h8B").unwrap();
    let (_, lost) = best(&position, 3);
    assert!(lost < -100, "{lost}");
    let retreat = position
        .legal_moves()
        .into_iter()
        .find(|m| m.to_string() == "h8-g7")
        .unwrap();
    let repeated = position.after(&retreat).hash();
    let mut searcher = Searcher::new(4);
    let result = searcher.search(&position, &[repeated], Limits::depth(3));
    assert_eq!(
        (result.best.unwrap().to_string(), result.score),
        ("h8-g7".to_string(), 0)
    );
}

#[test]
fn hexpush_pushes_the_sixth_marble_off() {
    // White has lost five; Black to move pushes the sixth off with two against one.
    let position = hfen::parse("B:a1b,e7b,e8b,e9w:0-5").unwrap();
    let (mv, score) = best(&position, 2);
    assert_eq!((mv.as_str(), score), ("e7e8", MATE - 1));
}

#[test]
fn levels_choose_legal_moves_and_the_weak_ones_vary() {
    let position = Position::start(Variant::Bashni);
    let legal = position.legal_moves();
    let mut chosen = std::collections::HashSet::new();
    for seed in 0..20 {
        let mut searcher = Searcher::new(1);
        let level = Level::new(1).unwrap();
        let result = level.choose(
            &mut searcher,
            &position,
            &[],
            level.limits::<Position>(1000.0),
            seed,
        );
        let mv = result.best.unwrap();
        assert!(legal.contains(&mv));
        chosen.insert(mv.to_string());
    }
    assert!(chosen.len() > 1, "level 1 always plays {chosen:?}");
    assert!(Level::new(0).is_none() && Level::new(9).is_none());
}

/// The suite of `tests/data/tactics.txt`: `VARIANT PLIES POSITION SOLUTION` a line, each the
/// only move that forces a win within PLIES; the search finds every one at PLIES + 2.
#[test]
fn the_tactics_suite_is_solved_at_a_small_depth() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tactics.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut solved = 0;
    let mut total = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let [variant, plies, position, solution] = line.split_whitespace().collect::<Vec<_>>()[..]
        else {
            panic!("bad line {line}");
        };
        let depth = plies.parse::<u32>().unwrap() + 2;
        let found = if variant == "hexpush" {
            best(&hfen::parse(position).unwrap(), depth).0
        } else {
            let variant: Variant = variant.parse().unwrap();
            best(&tfen::parse(variant, position).unwrap(), depth).0
        };
        total += 1;
        if found == solution {
            solved += 1;
        } else {
            eprintln!("{variant} {position}: found {found}, the solution is {solution}");
        }
    }
    assert!(total >= 30, "{total} puzzles");
    assert_eq!(solved, total);
}

#[test]
fn best_prints_the_move_last_for_every_rule_set_and_hexpush() {
    for (variant, position) in [
        ("bashni", "start"),
        ("bashni-classic", "start"),
        ("russian", "start"),
        ("english", "start"),
        ("lasca", "start"),
        ("hexpush", "standard"),
        ("hexpush", "german-daisy"),
    ] {
        let position = match variant.parse::<Variant>() {
            Ok(rules) => tfen::write(&Position::start(rules)),
            Err(_) => position.to_string(),
        };
        let position = position.as_str();
        let (code, out, err) = engine(&["best", variant, position, "--time", "200"]);
        assert_eq!(code, 0, "{variant}: {err}");
        let last = out.lines().last().unwrap();
        assert!(!last.contains(' '), "{variant}: {last}");
        let (code, moves, _) = engine(&["moves", variant, position]);
        assert_eq!(code, 0);
        assert!(
            moves.lines().any(|l| l.split(' ').next() == Some(last)),
            "{variant}: {last} is not legal"
        );
    }
}

#[test]
fn best_with_a_depth_or_a_level_answers_and_is_deterministic_at_a_depth() {
    let tfen = "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b";
    let (code, first, _) = engine(&["best", "bashni", tfen, "--depth", "5"]);
    let (_, second, _) = engine(&["best", "bashni", tfen, "--depth", "5"]);
    assert_eq!(code, 0);
    assert_eq!(first.lines().last(), second.lines().last());
    assert!(first.lines().any(|l| l.starts_with("info depth 5 ")));
    let (code, out, _) = engine(&["best", "english", "start", "--level", "2"]);
    assert_eq!(code, 0);
    assert!(out.lines().last().is_some_and(|l| l.contains('-')));
}

#[test]
fn best_prints_nothing_without_a_legal_move_and_refuses_bad_input_in_one_line() {
    let (code, out, err) = engine(&["best", "bashni", "W:h8b"]);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""));
    let (code, out, _) = engine(&["best", "hexpush", "B:a1b,i9w:6-0"]);
    assert_eq!((code, out.as_str()), (0, ""));
    for args in [
        &["best", "checkers", "start"][..],
        &["best", "bashni", "W:z9w"],
        &["best", "bashni", "start", "--time", "soon"],
        &["best", "bashni", "start", "--level", "9"],
        &["best", "bashni", "start", "--depth"],
        &["best", "hexpush", "B:a1q:0-0"],
        &["best"],
    ] {
        let (code, out, err) = engine(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn match_prints_a_tally_with_an_elo_interval() {
    let (code, out, err) = engine(&[
        "match", "english", "8", "random", "--games", "2", "--time", "20",
    ]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("level 8 vs random: 2 games: +"), "{last}");
    assert!(last.contains("Elo") && last.contains("95%"), "{last}");
}

#[test]
fn an_iteration_cut_by_the_limit_still_plays_the_move_a_failed_high_pass_proved() {
    // Classic Bashni: depth 4 plays a7-e3, depth 5 finds that c7-d8 wins. A search stopped by
    // its nodes inside depth 5 (649 nodes to depth 4, 1,451 to depth 5), after a pass of it
    // failed high on c7-d8, plays c7-d8 (and reports depth 4, the last iteration it completed).
    let position = tfen::parse(
        Variant::BashniClassic,
        "W:a1w,c1w,g1w,b2w,a3w,g3wb,h6bbbbbbbbb,a7bbwwwwW,c7w",
    )
    .unwrap();
    let at_depth = |depth| best(&position, depth).0;
    assert_eq!(
        (at_depth(4).as_str(), at_depth(5).as_str()),
        ("a7-e3", "c7-d8")
    );
    let mut searcher = Searcher::new(4);
    let limits = Limits {
        nodes: 800,
        ..Limits::depth(6)
    };
    let result = searcher.search(&position, &[], limits);
    assert_eq!(result.best.unwrap().to_string(), "c7-d8");
    assert_eq!(result.depth, 4);
    assert!(result.score > MATE - 100, "{}", result.score);
}

#[test]
fn the_best_root_moves_scored_exactly_agree_with_every_move_scored_exactly() {
    // The analysis board's three lines: the three best scores about as a search that scores
    // every root move exactly finds them at the same depth (not always to the hundredth: the
    // search's pruning depends on its window), with fewer nodes.
    for text in [
        "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b",
        "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,d4w,e3w,g3w,b6b,d6b,g5b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b",
        "W:a1w,c1w,e1w,b2w,f2w,h2w,a3w,c3w,e3w,g3w,f4w,b6b,d6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,e5b",
    ] {
        let position = tfen::parse(Variant::Russian, text).unwrap();
        let top = |exact_all: bool| {
            let mut searcher = Searcher::new(4);
            if exact_all {
                searcher.set_exact_root(true);
            } else {
                searcher.set_exact_best(3);
            }
            let result = searcher.search(&position, &[], Limits::depth(10));
            let mut scores = searcher.root_scores().to_vec();
            scores.sort_by(|a, b| b.cmp(a));
            scores.truncate(3);
            (scores, result.nodes)
        };
        let (all, all_nodes) = top(true);
        let (best, best_nodes) = top(false);
        eprintln!("{text}: {best:?} in {best_nodes} nodes, {all:?} in {all_nodes}");
        assert!(
            best.iter().zip(&all).all(|(b, a)| (b - a).abs() <= 20),
            "{best:?} against {all:?}: {text}"
        );
        assert!(
            best_nodes < all_nodes,
            "{best_nodes} nodes, {all_nodes} for every move exact"
        );
    }
}
