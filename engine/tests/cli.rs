//! The command line of engine/RULES.md §3: output format, sorting, and exit code 2 with one line for bad input.

mod common;
use common::engine;

#[test]
fn moves_prints_each_move_and_the_position_after() {
    let (code, out, _) = engine(&["moves", "bashni", "W:c3w,d4b,f6b,h8b"]);
    assert_eq!((code, out.as_str()), (0, "c3:e5:g7 B:g7bbw,h8b\n"));
}

#[test]
fn moves_are_sorted_bytewise() {
    let (code, out, _) = engine(&["moves", "russian", "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b"]);
    assert_eq!(code, 0);
    let moves: Vec<&str> = out.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert_eq!(
        moves,
        ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    );
}

#[test]
fn perft_prints_the_count_last_and_defaults_to_the_start() {
    let (code, out, _) = engine(&["perft", "english", "5"]);
    assert_eq!((code, out.lines().last()), (0, Some("7361")));
    let (_, out, _) = engine(&[
        "perft",
        "lasca",
        "3",
        "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,a3w,c3w,e3w,g3w,a5b,c5b,e5b,g5b,b6b,d6b,f6b,a7b,c7b,e7b,g7b",
    ]);
    assert_eq!(out.lines().last(), Some("18"));
}

#[test]
fn a_finished_game_prints_nothing() {
    assert_eq!(
        engine(&["moves", "bashni", "B:a1w,c1w,b2b"]),
        (0, String::new(), String::new())
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        &["moves", "chess", "W:"][..],
        &["moves", "bashni", "W:b1w"],
        &["moves", "bashni", "X:a1w"],
        &["moves", "russian", "W:a1ww"],
        &["moves", "lasca", "W:h8w"],
        &["perft", "bashni", "many"],
        &["moves", "bashni", "W:a1q"],
        &["moves", "bashni", "W:c3w,c3b"],
        &["moves", "bashni", "W:a1wwwwwwwwwwwww"],
        &["moves", "bashni", "W:b8w"],
        &["moves", "bashni", "W:c3"],
    ] {
        let (code, out, err) = engine(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let (_, _, err) = engine(&["moves", "bashni", "W:b1w"]);
    assert_eq!(
        err,
        "error: invalid TFEN: square b1 is a light square; pieces stand on dark squares only\n"
    );
}

#[test]
fn hexpush_moves_and_perft_take_an_hfen_or_a_layout() {
    let (code, out, _) = engine(&["moves", "hexpush", "B:c3b,c4b,c5b,c6w:0-0"]);
    assert_eq!(code, 0);
    assert!(
        out.lines().any(|l| l == "c3c4 W:c4b,c5b,c6b,c7w:0-0"),
        "{out}"
    );
    let (code, out, _) = engine(&["perft", "hexpush", "2", "belgian-daisy"]);
    assert_eq!((code, out.lines().last()), (0, Some("2692")));
    let (code, out, _) = engine(&["perft", "hexpush", "1"]);
    assert_eq!((code, out.lines().last()), (0, Some("44")));
    let (code, out, err) = engine(&["moves", "hexpush", "B:a6b:0-0"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1);
    assert!(err.contains("`a6b` is not a cell of the board"), "{err}");
}

#[test]
fn train_refuses_a_cache_of_inputs_the_network_would_not_have() {
    // A cache of two Lasca games with what lies under the tops, then a training of the tops
    // only from it: refused with what to add, before any training.
    let dir = std::env::temp_dir();
    let cache = dir.join(format!("train-cache-{}.bin", std::process::id()));
    let out = dir.join(format!("train-out-{}.bin", std::process::id()));
    let (cache, out) = (cache.to_str().unwrap(), out.to_str().unwrap());
    let towers = [
        "train", "lasca", "--games", "2", "--depth", "2", "--inputs", "towers",
    ];
    let (code, _, err) = common::engine(&[&towers[..], &["--cache", cache, "--out", out]].concat());
    // Two games are too few positions to learn from, but the cache is written first.
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("positions to learn from"), "{err}");
    let (code, _, err) = common::engine(&["train", "lasca", "--cache", cache, "--out", out]);
    let _ = std::fs::remove_file(cache);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("add --inputs towers"), "{err}");
    assert!(std::fs::metadata(out).is_err(), "no network was written");
}
