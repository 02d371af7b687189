//! The engine reproduces every record of `tests/data/moves.txt` and `perft.txt` exactly,
//! and the start-position perft tables.

mod common;

use common::records;
use engine::draughts::tfen;
use engine::perft::perft;
use engine::{Position, Variant};

/// Perft records are checked up to this many leaf nodes each, to keep the suite fast
/// (the benchmark goes deeper).
const NODE_LIMIT: u64 = 3_000_000;

fn draughts(record: &common::Record) -> Option<(Variant, Position)> {
    let variant: Variant = record.variant.parse().ok()?;
    let position =
        tfen::parse(variant, &record.position).unwrap_or_else(|e| panic!("{}: {e}", record.id));
    Some((variant, position))
}

#[test]
fn every_legal_move_and_resulting_position_matches() {
    let mut checked = 0;
    for record in records("moves.txt") {
        let Some((_, position)) = draughts(&record) else {
            continue;
        };
        let actual = tfen::move_listing(&position);
        assert_eq!(actual, record.moves, "record {}", record.id);
        checked += 1;
    }
    assert!(checked > 100, "only {checked} records");
}

#[test]
fn every_perft_record_matches() {
    let mut checked = 0;
    for record in records("perft.txt") {
        let Some((_, position)) = draughts(&record) else {
            continue;
        };
        for &(depth, count) in record.perft.iter().filter(|(_, n)| *n <= NODE_LIMIT) {
            assert_eq!(
                perft(&position, depth),
                count,
                "record {} depth {depth}",
                record.id
            );
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} counts");
}

#[test]
fn start_position_perft_to_depth_seven() {
    let table: [(Variant, [u64; 7]); 5] = [
        (Variant::Bashni, [7, 49, 302, 1469, 7482, 37908, 189912]),
        (
            Variant::BashniClassic,
            [7, 49, 302, 1469, 7482, 37908, 189912],
        ),
        (Variant::Russian, [7, 49, 302, 1469, 7482, 37986, 190146]),
        (Variant::English, [7, 49, 302, 1469, 7361, 36768, 179740]),
        (Variant::Lasca, [6, 6, 18, 54, 116, 324, 846]),
    ];
    for (variant, counts) in table {
        let start = Position::start(variant);
        for (depth, &count) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&start, depth), count, "{variant} depth {depth}");
        }
    }
}

#[test]
fn start_position_perft_depth_eight() {
    let table = [
        (Variant::Bashni, 925_868),
        (Variant::BashniClassic, 925_945),
        (Variant::Russian, 929_905),
        (Variant::English, 845_931),
        (Variant::Lasca, 2_148),
    ];
    for (variant, count) in table {
        assert_eq!(perft(&Position::start(variant), 8), count, "{variant}");
    }
}
