//! Hexpush (engine/HEXPUSH.md): every record of `tests/data/hexpush-moves.txt` and
//! `hexpush-perft.txt`, the layouts' perft table, HFEN and move-text refusals, and the game's end.

mod common;

use common::records;
use engine::hex::{hfen, HexPosition, Layout};
use engine::perft::perft;
use engine::{Color, Game, Outcome, WinReason};

/// Perft records are checked up to this many leaf nodes each (the benchmark goes deeper).
const NODE_LIMIT: u64 = 2_000_000;

fn position(record: &common::Record) -> HexPosition {
    hfen::parse(&record.position).unwrap_or_else(|e| panic!("{}: {e}", record.id))
}

#[test]
fn every_legal_move_and_resulting_position_matches() {
    let list = records("hexpush-moves.txt");
    assert!(list.len() > 20, "only {} records", list.len());
    for record in list {
        assert_eq!(
            hfen::move_listing(&position(&record)),
            record.moves,
            "record {}",
            record.id
        );
    }
}

#[test]
fn every_perft_record_matches() {
    let mut checked = 0;
    for record in records("hexpush-perft.txt") {
        let start = position(&record);
        for &(depth, count) in record.perft.iter().filter(|(_, n)| *n <= NODE_LIMIT) {
            assert_eq!(
                perft(&start, depth),
                count,
                "record {} depth {depth}",
                record.id
            );
            checked += 1;
        }
    }
    assert!(checked > 40, "only {checked} counts");
}

#[test]
fn layout_perft_to_depth_three() {
    let table = [
        (Layout::Standard, [44, 1_936, 98_912]),
        (Layout::BelgianDaisy, [52, 2_692, 149_322]),
        (Layout::GermanDaisy, [80, 6_244, 493_480]),
    ];
    for (layout, counts) in table {
        let start = HexPosition::start(layout);
        for (depth, &count) in counts.iter().enumerate() {
            assert_eq!(
                perft(&start, depth as u32 + 1),
                count,
                "{layout:?} depth {}",
                depth + 1
            );
        }
    }
}

#[test]
fn the_standard_layout_reads_and_writes_as_the_rules_say() {
    let text = "B:a1b,a2b,a3b,a4b,a5b,b1b,b2b,b3b,b4b,b5b,b6b,c3b,c4b,c5b,g5w,g6w,g7w,h4w,h5w,h6w,h7w,h8w,h9w,i5w,i6w,i7w,i8w,i9w:0-0";
    assert_eq!(hfen::write(&HexPosition::start(Layout::Standard)), text);
    assert_eq!(
        hfen::parse(text).unwrap(),
        HexPosition::start(Layout::Standard)
    );
}

#[test]
fn hfen_refusals_name_the_problem() {
    let cases = [
        (
            "B:a1b",
            "invalid HFEN: expected SIDE:MARBLES:LOST, like `B:a1b,i9w:0-0`",
        ),
        (
            "X:a1b:0-0",
            "invalid HFEN: side to move `X` is not `B` or `W`",
        ),
        (
            "B:a6b:0-0",
            "invalid HFEN: `a6b` is not a cell of the board (a1 to i9)",
        ),
        (
            "B:e10b:0-0",
            "invalid HFEN: `e10b` is not a cell of the board (a1 to i9)",
        ),
        ("B:a1b,a1w:0-0", "invalid HFEN: cell a1 is given twice"),
        (
            "B:a1r:0-0",
            "invalid HFEN: `a1r` has a colour other than b or w",
        ),
        (
            "B:a1b:7-0",
            "invalid HFEN: lost marbles `7-0` should be two counts from 0 to 6, like `0-0`",
        ),
        (
            "B:a1b,a2b,a3b,a4b,a5b,b1b,b2b,b3b,b4b,b5b:5-0",
            "invalid HFEN: more than 14 black marbles on the board and lost",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(
            hfen::parse(text).unwrap_err().to_string(),
            message,
            "{text}"
        );
    }
}

#[test]
fn broadsides_read_with_either_end_first() {
    let start = hfen::parse("B:c3b,c4b,c5b,c6w:0-0").unwrap();
    let mv = hfen::parse_move(&start, "c3c5b2").unwrap();
    assert_eq!(mv.to_string(), "c3c5b2");
    assert_eq!(
        hfen::parse_move(&start, "c5c3b4"),
        Ok(mv),
        "the other end first, with its own landing"
    );
    assert_eq!(
        hfen::parse_move(&start, "c5c3b2").unwrap_err().to_string(),
        "`c5c3b2` is not a legal move here"
    );
    assert!(hfen::parse_move(&start, "c3c9").is_err());
    assert!(hfen::parse_move(&start, "zz").is_err());
}

#[test]
fn typed_moves_allow_capitals_and_separators() {
    let start = HexPosition::start(Layout::Standard);
    let mv = hfen::parse_move(&start, "c3d3").unwrap();
    for typed in ["C3D3", "c3-d3", "C3-D3", " c3 d3 ", "c3xd3"] {
        assert_eq!(hfen::parse_move(&start, typed), Ok(mv), "{typed}");
    }
    let broadside = hfen::parse_move(&start, "c3c5d3").unwrap();
    assert_eq!(hfen::parse_move(&start, "C5-C3-D5"), Ok(broadside));
    assert_eq!(
        broadside.to_string(),
        "c3c5d3",
        "the canonical text is unchanged"
    );
    assert_eq!(
        hfen::parse_move(&start, "C3-B3").unwrap_err().to_string(),
        "`C3-B3` is not a legal move here",
        "the error quotes what was typed"
    );
    assert!(hfen::parse_move(&start, "c3--").is_err());
    assert!(hfen::parse_move(&start, "c3-d").is_err());
    assert!(
        hfen::parse_move(&start, "c3\nd3").is_err(),
        "a newline is not a separator"
    );
}

#[test]
fn six_off_wins_and_the_finished_game_has_no_moves() {
    let start = hfen::parse("B:c3b,c4b,c5b,c6w:0-5").unwrap();
    assert_eq!(perft(&start, 1), 29);
    let mut game = Game::from_position(hfen::parse("B:e7b,e8b,e9w,a1w:0-5").unwrap());
    game.play_text("e7e8").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::SixPushedOff
        })
    );
    assert!(game.legal_moves().is_empty());
    assert!(
        game.position().legal_moves().is_empty(),
        "a finished position has no moves"
    );
    assert_eq!(game.undo().map(|m| m.to_string()), Some("e7e8".to_string()));
    assert_eq!(game.outcome(), None);
}
