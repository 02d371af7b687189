//! `engine reply` (the move after a game's moves, history known), `engine book`/`endgame` errors,
//! and the opening books: every line reads, every move is legal, every position is reached.

mod common;
use common::engine;
use engine::book::{self, Opening, RuleSet};
use engine::draughts::tfen;
use engine::game::Playable;
use engine::hex::{hfen, Layout};
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
        &["book", "generate", "hexpush-round"],
        // A layout with no book.
        &[
            "book",
            "pack",
            "hexpush-german-daisy",
            "--out",
            "unwritten.book",
        ],
        &["book"],
        // A book file with no position in it.
        &[
            "book",
            "pack",
            "bashni",
            "--from",
            "/dev/null",
            "--out",
            "unwritten.book",
        ],
        &["book", "pack", "english"],
        &[
            "book",
            "pack",
            "english",
            "--from",
            "missing.txt",
            "--out",
            "unwritten.book",
        ],
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
fn every_book_line_reads_and_every_move_is_legal_and_reached_from_the_start() {
    // Every file in engine/data/book is a rule set's built-in book.
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/data/book");
    let mut files = 0;
    for file in std::fs::read_dir(folder).unwrap() {
        let path = file.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let text = match name.strip_prefix("hexpush-") {
            Some(layout) => book::text(layout.parse::<Layout>().unwrap()),
            None => book::text(name.parse::<Variant>().unwrap()),
        };
        assert_eq!(text, std::fs::read_to_string(&path).unwrap(), "{name}");
        files += 1;
    }
    assert!(files >= 6);
    for variant in Variant::ALL {
        check_book(variant, |key| tfen::parse(variant, key).ok());
    }
    for &layout in <Layout as RuleSet>::ALL {
        check_book(layout, |key| hfen::parse(key).ok());
    }
    assert!(book::book(Layout::Standard).is_some());
}

/// Checks the built-in book of `rules`, if it has one: every line reads as a position written as
/// the engine writes it (`read` reads it) and its legal moves with scores, and every position is
/// reached from the start by the book's own moves.
fn check_book<R: RuleSet>(rules: R, read: impl Fn(&str) -> Option<R::Game>) {
    let name = rules.book_name();
    let text = book::text(rules);
    if text.is_empty() {
        assert!(book::book(rules).is_none());
        return;
    }
    let entries = book::parse(text).unwrap();
    // Bashni's is the smallest: its searches keep few second moves (README, "Strength").
    assert!(entries.len() >= 40, "{name}: {} positions", entries.len());
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert!(words.len() >= 3 && words.len() % 2 == 1, "{name}: {line}");
        let position = read(words[0]).unwrap_or_else(|| panic!("{name}: {line}"));
        assert_eq!(position.book_key(), words[0], "{name}");
        let legal: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        for pair in words[1..].chunks(2) {
            assert!(
                legal.iter().any(|m| m == pair[0]),
                "{name}: {} in {line}",
                pair[0]
            );
            assert!(pair[1].parse::<i32>().is_ok(), "{name}: {line}");
        }
        assert_eq!(entries[words[0]].len(), words.len() / 2, "{name}: {line}");
    }
    // Every position is reached from the start by the book's own moves.
    let start = rules.start();
    assert!(!book::moves(&start).is_empty(), "{name}");
    let mut reached = std::collections::HashSet::from([start.book_key()]);
    let mut queue = vec![start];
    while let Some(position) = queue.pop() {
        for (mv, _) in book::moves(&position) {
            let next = position.after(mv);
            if reached.insert(next.book_key()) {
                queue.push(next);
            }
        }
    }
    let unreached: Vec<&String> = entries.keys().filter(|k| !reached.contains(*k)).collect();
    assert!(unreached.is_empty(), "{name}: {unreached:?}");
}

#[test]
fn book_pack_writes_the_bytes_a_page_carries() {
    packs_as_the_library_does(Variant::Lasca);
    packs_as_the_library_does(Layout::Standard);
}

/// `engine book pack NAME` writes the bytes the library packs for the built-in book of `rules`.
fn packs_as_the_library_does<R: RuleSet>(rules: R) {
    let name = rules.book_name();
    let out = std::env::temp_dir().join(format!("book-pack-{name}-{}.book", std::process::id()));
    let (code, said, err) = engine(&["book", "pack", name, "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let written = std::fs::read(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    let book = book::book(rules).unwrap();
    assert_eq!(written, book::packed::pack(rules, book).unwrap(), "{said}");
    assert!(
        said.contains(&format!("{} positions", book.len())),
        "{said}"
    );
}
