//! Hexpush's Zobrist hash: distinct positions get distinct keys (the old folded hash gave
//! `a1b,c2b,…` and `a1b,h4b,…` the same one), and the hash each move keeps up to date equals the
//! one computed from nothing.

use engine::hex::{hfen, HexPosition, Layout};
use engine::search::Rng;
use std::collections::HashMap;

fn parse(text: &str) -> HexPosition {
    hfen::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn positions_that_the_folded_hash_confused_differ() {
    let a = parse("B:a1b,c2b,e5w,i9w:0-0");
    let b = parse("B:a1b,h4b,e5w,i9w:0-0");
    assert_ne!(a, b);
    assert_ne!(a.hash(), b.hash());
}

#[test]
fn every_cell_and_colour_changes_the_hash() {
    let empty = parse("B:e5w,i9w:0-0");
    let mut seen = HashMap::new();
    for row in 'a'..='i' {
        for column in 1..=9 {
            for colour in ['b', 'w'] {
                let text = format!("B:e5w,i9w,{row}{column}{colour}:0-0");
                let Ok(position) = hfen::parse(&text) else {
                    continue;
                };
                if position == empty {
                    continue;
                }
                if let Some(other) = seen.insert(position.hash(), text.clone()) {
                    panic!("{text} and {other} share a hash");
                }
            }
        }
    }
    assert!(seen.len() > 100, "only {} positions", seen.len());
}

#[test]
fn random_games_keep_the_hash_up_to_date_and_distinct() {
    let mut rng = Rng::new(18);
    let mut by_hash: HashMap<u64, HexPosition> = HashMap::new();
    let mut positions = 0;
    for game in 0..400 {
        let layout = [Layout::Standard, Layout::BelgianDaisy, Layout::GermanDaisy][game % 3];
        let mut position = HexPosition::start(layout);
        for _ in 0..150 {
            assert_eq!(position.hash(), position.fresh_hash(), "{position:?}");
            positions += 1;
            if let Some(other) = by_hash.insert(position.hash(), position) {
                assert_eq!(
                    other,
                    position,
                    "two positions share hash {:#x}",
                    position.hash()
                );
            }
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Mostly pushes off when there are some, so that games reach lost marbles.
            let pushes: Vec<_> = moves.iter().filter(|m| m.off).collect();
            let mv = if !pushes.is_empty() && rng.below(2) == 0 {
                *pushes[rng.below(pushes.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            position = position.after(&mv);
        }
    }
    assert!(positions > 50_000, "only {positions} positions");
    assert!(by_hash.len() > 40_000, "only {} distinct", by_hash.len());
}
