//! The puzzle sets of the site (`content/puzzles/*.txt`, mined by `engine puzzles`) checked
//! again on a sample: every player move of each sampled puzzle is still the only good move,
//! searched from an empty table at the depth the miner checked it (`engine verify-puzzles`), no
//! other move wins as well by the engine as it plays (its learned evaluation and endgame
//! tables), and a Hexpush line's gain is still secure at its end.
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
        // Hexpush lines are searched shallower, as they were mined (`--depth 4`, checked at 6:
        // scoring every root move of Hexpush exactly is costly, seven plies deep half a minute
        // a move), and the end of each line is checked to keep its gain.
        let (depth, sample) = if variant == "hexpush" {
            ("6", "20")
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
