//! `engine reply` (the move after a game's moves, history known), `engine book`/`endgame` errors,
//! and the English book: every entry is a legal move of its position.

mod common;
use common::engine;
use engine::book;
use engine::draughts::tfen;
use engine::Variant;

#[test]
fn reply_answers_after_the_moves_and_nothing_when_the_game_is_over() {
    let (code, out, err) = engine(&[
        "reply",
        "russian",
        "start",
        "--moves",
        "c3-d4 f6-g5",
        "--time",
        "20",
    ]);
    assert_eq!(code, 0, "{err}");
    let position = tfen::parse(
        Variant::Russian,
        "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,e3w,g3w,d4w,b6b,d6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b,g5b",
    )
    .unwrap();
    let answer = out.lines().last().unwrap();
    assert!(
        position
            .legal_moves()
            .iter()
            .any(|m| m.to_string() == answer),
        "{answer}"
    );
    let (code, out, _) = engine(&["reply", "hexpush", "B:e7b,e8b,e9w:0-5", "--moves", "e7e8"]);
    assert_eq!((code, out.as_str()), (0, ""));
    let (code, out, _) = engine(&[
        "reply", "hexpush", "standard", "--moves", "a1b2", "--level", "1",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 1);
}

#[test]
fn reply_book_and_endgame_refuse_bad_input_in_one_line() {
    for args in [
        &["reply", "russian", "start", "--moves", "a1-h8"][..],
        &["reply", "russian", "start", "--time", "-1"],
        &["reply", "chess", "start"],
        &["book", "generate", "chess"],
        &["book"],
        &["endgame", "generate", "bashni"],
        &["endgame", "generate", "russian", "--pieces", "9"],
        &["endgame", "probe", "russian", "W:z9w"],
        &["endgame"],
    ] {
        let (code, out, err) = engine(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn every_english_book_move_is_legal_and_the_start_is_in_it() {
    let text = include_str!("../data/book/english.txt");
    let entries = book::parse(text);
    assert!(entries.len() > 100);
    for (position, moves) in &entries {
        let position = tfen::parse(Variant::English, position).unwrap();
        let legal: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        for (mv, _) in moves {
            assert!(legal.contains(mv), "{mv} in {}", tfen::write(&position));
        }
    }
    let start = engine::Position::start(Variant::English);
    assert!(!book::moves(&start).is_empty());
}
