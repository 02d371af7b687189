//! The puzzle sets of the site (`content/puzzles/*.txt`, mined by `engine puzzles`) checked
//! again on a sample: every player move of each sampled puzzle is still the only good move,
//! searched from an empty table at the depth the miner checked it (`engine verify-puzzles`).
//! The build checks every puzzle's line for legality; this is the uniqueness the miner claims.

mod common;

use std::path::Path;

#[test]
fn a_sample_of_every_puzzle_set_is_still_unique() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../content/puzzles");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(variant) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let file = path.to_string_lossy().into_owned();
        // Hexpush lines are searched shallower, as they were mined; scoring every root move of
        // Hexpush exactly seven plies deep takes half a minute a move, so only its first puzzle
        // is checked here (`engine verify-puzzles hexpush … --depth 7` checks them all).
        let (depth, sample) = if variant == "hexpush" {
            ("7", "100000")
        } else {
            ("12", "40")
        };
        let (code, out, err) = common::engine(&[
            "verify-puzzles",
            variant,
            &file,
            "--sample",
            sample,
            "--depth",
            depth,
        ]);
        assert_eq!(code, 0, "{variant}: {out}{err}");
        assert!(out.starts_with("ok "), "{variant}: {out}");
    }
}
