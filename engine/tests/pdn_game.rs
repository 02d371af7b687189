//! PDN numbers in move text (English checkers' notation) and whole games exported as PDN.

use engine::draughts::notation::{display_text, parse_move};
use engine::draughts::{pdn, tfen};
use engine::{Game, Position, Variant};

#[test]
fn english_moves_read_and_write_pdn_numbers() {
    let start = Position::start(Variant::English);
    let mv = parse_move(&start, "11-15").unwrap();
    assert_eq!(mv.to_string(), "f6-e5");
    assert_eq!(display_text(Variant::English, &mv), "11-15");
    assert_eq!(parse_move(&start, &mv.to_string()).unwrap(), mv);
    assert!(parse_move(&start, "11-19").is_err());
    assert!(parse_move(&start, "33-15").is_err());
}

#[test]
fn a_capture_in_numbers_lists_every_square() {
    let position = tfen::parse(Variant::Russian, "W:c3w,d4b,f6b,h8b").unwrap();
    let mv = parse_move(&position, "c3:e5:g7").unwrap();
    assert_eq!(pdn::move_text(&mv), "22x15x8");
    assert_eq!(parse_move(&position, "22x15x8").unwrap(), mv);
    assert_eq!(parse_move(&position, "22x8").unwrap(), mv);
    assert_eq!(display_text(Variant::Russian, &mv), "c3:e5:g7");
}

#[test]
fn a_game_exports_as_pdn_with_numbered_moves_and_result() {
    let mut game = Game::new(Variant::English);
    for text in ["11-15", "23-19", "8-11"] {
        game.play_text(text).unwrap();
    }
    let record = pdn::game_record(&game, "2026.11.30").unwrap();
    assert!(record.contains("[GameType \"21\"]"), "{record}");
    assert!(record.contains("[Date \"2026.11.30\"]"));
    assert!(!record.contains("[FEN"));
    assert!(record.ends_with("\n1. 11-15 23-19 2. 8-11 *\n"), "{record}");
}

#[test]
fn a_game_shown_at_an_earlier_move_exports_its_whole_line_and_result() {
    let mut game = Game::new(Variant::English);
    for text in ["11-15", "23-19", "8-11"] {
        game.play_text(text).unwrap();
    }
    game.resign(engine::Color::White).unwrap();
    let whole = pdn::game_record(&game, "2026.12.07").unwrap();
    for ply in [0, 2] {
        game.go_to(ply);
        assert_eq!(
            pdn::game_record(&pdn::whole_line(&game), "2026.12.07").unwrap(),
            whole,
            "shown at ply {ply}"
        );
    }
    // Up to the move shown otherwise (moves taken back with undo are not the game's).
    assert!(pdn::game_record(&game, "2026.12.07")
        .unwrap()
        .ends_with("\n1. 11-15 23-19 *\n"));
    assert!(
        whole.ends_with("\n1. 11-15 23-19 2. 8-11 1-0\n")
            || whole.ends_with("\n1. 11-15 23-19 2. 8-11 0-1\n"),
        "{whole}"
    );
    assert_eq!(game.cursor(), 2, "the game still shows the move it showed");
}

#[test]
fn a_game_from_a_set_position_carries_its_fen_and_result() {
    let start = tfen::parse(Variant::Russian, "B:a1w,c3w,d4b,f6b,h8b").unwrap();
    let mut game = Game::from_position(start);
    game.play_text("d4:b2").unwrap();
    game.resign(engine::Color::White).unwrap();
    let record = pdn::game_record(&game, "2026.11.30").unwrap();
    assert!(record.contains("[GameType \"25\"]"));
    assert!(record.contains("[FEN \"B:W22,29:B4,11,18\"]"), "{record}");
    assert!(record.contains("[Result \"0-1\"]"));
    assert!(record.ends_with("\n1... d4:b2 0-1\n"), "{record}");
    assert!(pdn::game_record(&Game::new(Variant::Bashni), "").is_err());
}

#[test]
fn an_annotated_game_carries_nags_and_comments_and_reads_back() {
    let mut game = Game::new(Variant::Russian);
    for text in ["a3-b4", "d6-e5", "c3-d4"] {
        game.play_text(text).unwrap();
    }
    let notes = vec![
        (0, "+0.23".to_string()),
        (0, String::new()),
        (4, "−2.79 {better} b2-c3".to_string()),
    ];
    let tags = pdn::RecordTags::casual(Variant::Russian, "2026.12.01");
    let text = pdn::annotated_record(&game, &tags, &notes);
    assert!(
        text.contains("1. a3-b4 {+0.23} d6-e5 2. c3-d4 $4 {−2.79 better b2-c3} *"),
        "{text}"
    );
    let read = pdn::read_game(&text).unwrap();
    let moves: Vec<String> = read.moves.iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["a3-b4", "d6-e5", "c3-d4"]);
}

#[test]
fn a_record_carries_the_players_event_and_round_given_and_russian_moves_in_square_names() {
    let mut game = Game::new(Variant::Russian);
    for text in ["c3-d4", "f6-g5"] {
        game.play_text(text).unwrap();
    }
    let tags = pdn::RecordTags {
        event: "Партия",
        site: "Казань",
        date: "2026.12.01",
        round: "3",
        white: "Иванов",
        black: "Петров \"Пётр\"",
    };
    let text = pdn::annotated_record(&game, &tags, &[]);
    assert!(text.starts_with("[Event \"Партия\"]\n[Site \"Казань\"]\n[Date \"2026.12.01\"]\n[Round \"3\"]\n[White \"Иванов\"]\n"), "{text}");
    assert!(text.contains("[Black \"Петров \\\"Пётр\\\"\"]"), "{text}");
    assert!(text.ends_with("\n1. c3-d4 f6-g5 *\n"), "{text}");
    let read = pdn::read_game(&text).unwrap();
    assert_eq!(read.tag("White"), Some("Иванов"));
    assert_eq!(read.tag("Round"), Some("3"));
    assert_eq!(read.move_texts(), vec!["c3-d4", "f6-g5"]);
    assert!(!pdn::record(&game, "2026.12.01").contains("[Round"));
}

#[test]
fn a_position_is_read_from_a_pdn_fen_or_a_tfen_where_the_rule_set_has_pdn() {
    // The same English position, as checkers players paste it and as a TFEN.
    let pasted = pdn::read_position(Variant::English, "W:W21,22,K30:B1,2").unwrap();
    let tfen = tfen::parse(Variant::English, &tfen::write(&pasted)).unwrap();
    assert_eq!(pasted, tfen);
    assert_eq!(
        pdn::read_position(Variant::English, &tfen::write(&pasted)).unwrap(),
        pasted
    );
    assert_eq!(
        pasted,
        pdn::parse(Variant::English, "W:W21,22,K30:B1,2").unwrap()
    );
    // Square names, colour first, in Russian draughts.
    assert_eq!(
        pdn::read_position(Variant::Russian, "W:Wa1,Kc3:Bh8").unwrap(),
        tfen::parse(Variant::Russian, "W:a1w,c3W,h8b").unwrap()
    );
    // A bad PDN FEN says why as a PDN FEN (a square number out of range), a bad TFEN as a TFEN.
    assert!(matches!(
        pdn::read_position(Variant::English, "W:W33:B1"),
        Err(pdn::FenError::Pdn(_))
    ));
    assert!(matches!(
        pdn::read_position(Variant::English, "W:a1w,z9b"),
        Err(pdn::FenError::Tfen(_))
    ));
    // The empty board, and every rule set without a PDN FEN, read TFENs only.
    assert_eq!(
        pdn::read_position(Variant::English, "W:").unwrap(),
        tfen::parse(Variant::English, "W:").unwrap()
    );
    assert!(matches!(
        pdn::read_position(Variant::Bashni, "W:W21,22:B1"),
        Err(pdn::FenError::Tfen(_))
    ));
}

#[test]
fn a_fen_tag_copied_whole_from_a_record_reads_as_its_value() {
    let bare = pdn::read_position(Variant::English, "W:W21,22,K30:B1,2").unwrap();
    for tag in [
        r#"[FEN "W:W21,22,K30:B1,2"]"#,
        r#"  [fen "W:W21,22,K30:B1,2"]  "#,
        "[FEN \"W:W21,22,K30:B1,2\"]\n",
    ] {
        assert_eq!(
            pdn::read_position(Variant::English, tag).unwrap(),
            bare,
            "{tag}"
        );
    }
    // A TFEN in the tag, as the pages' records of Bashni write it.
    assert_eq!(
        pdn::read_position(Variant::Bashni, r#"[FEN "W:a1w,c3wb,h8b"]"#).unwrap(),
        tfen::parse(Variant::Bashni, "W:a1w,c3wb,h8b").unwrap()
    );
    // Another tag, a second tag or moves after it are no position: refused as before.
    for text in [
        r#"[Event "W:W21:B1"]"#,
        r#"[FEN "W:W21:B1"] [Event "x"]"#,
        r#"[FEN "W:W21:B1"] 1. 21-17"#,
        r#"[FEN "W:W21:B1""#,
    ] {
        assert!(
            pdn::read_position(Variant::English, text).is_err(),
            "{text}"
        );
    }
    // A bad position inside the tag says what is wrong with the position.
    assert!(matches!(
        pdn::read_position(Variant::English, r#"[FEN "W:W33:B1"]"#),
        Err(pdn::FenError::Pdn(_))
    ));
}

#[test]
fn a_record_without_game_type_is_read_as_the_readers_game_when_in_square_names() {
    let russian = "1. c3-d4 f6-e5 2. d4:f6 g7:e5 *";
    assert_eq!(pdn::read_game(russian).unwrap().variant, Variant::Bashni);
    for reader in [Variant::Russian, Variant::BashniClassic] {
        let record = pdn::read_game_on(russian, reader).unwrap();
        assert_eq!(record.variant, reader);
        assert_eq!(record.moves.len(), 4);
    }
    let lasca = pdn::read_game_on("1. c3-d4 *", Variant::Lasca).unwrap();
    assert_eq!((lasca.variant, lasca.moves.len()), (Variant::Lasca, 1));
    // Square numbers are English checkers' whatever the reader; square names on the English
    // page are English checkers' when the first move is legal there (Black's), else Bashni's;
    // a record with no move and no FEN is the reader's game.
    assert_eq!(
        pdn::read_game_on("1. 11-15 23-19 *", Variant::Russian)
            .unwrap()
            .variant,
        Variant::English
    );
    assert_eq!(
        pdn::read_game_on(russian, Variant::English)
            .unwrap()
            .variant,
        Variant::Bashni
    );
    let english = pdn::read_game_on("1. f6-e5 c3-d4 2. e5:c3 *", Variant::English).unwrap();
    assert_eq!(
        (english.variant, english.moves.len()),
        (Variant::English, 3)
    );
    assert_eq!(
        pdn::read_game_on("[FEN \"W:c3w,d4b\"]\n1. c3:e5 *", Variant::English)
            .unwrap()
            .variant,
        Variant::English
    );
    assert_eq!(
        pdn::read_game_on("*", Variant::Lasca).unwrap().variant,
        Variant::Lasca
    );
    // A GameType tag decides, whatever the reader.
    let tagged = "[GameType \"bashni\"]\n1. c3-d4 *";
    assert_eq!(
        pdn::read_game_on(tagged, Variant::Russian).unwrap().variant,
        Variant::Bashni
    );
}

#[test]
fn a_fen_with_the_half_move_clock_and_move_number_of_draughts_sites_reads_as_the_position() {
    for variant in [Variant::Russian, Variant::English] {
        let plain = pdn::parse(variant, "W:W21,22,23:B1,2,3").unwrap();
        assert_eq!(
            pdn::parse(variant, "W:W21,22,23:B1,2,3:H0:F1").unwrap(),
            plain
        );
        assert_eq!(
            pdn::parse(variant, "W:W21,22,23:B1,2,3:H12:F30").unwrap(),
            plain
        );
        // Anything else after the pieces is still refused.
        assert!(pdn::parse(variant, "W:W21,22,23:B1,2,3:H").is_err());
        assert!(pdn::parse(variant, "W:W21,22,23:B1,2,3:X0").is_err());
    }
}

#[test]
fn each_rule_sets_record_example_reads_as_a_record_of_that_rule_set() {
    for variant in Variant::ALL {
        let example = pdn::record_example(variant);
        let record = pdn::read_game(&example).unwrap_or_else(|e| panic!("{example}: {e}"));
        assert_eq!(record.variant, variant, "{example}");
        assert_eq!(record.moves.len(), 2, "{example}");
    }
    assert!(pdn::record_example(Variant::English).starts_with("[GameType \"21\"] 1. "));
    assert!(
        pdn::record_example(Variant::English)[19..]
            .chars()
            .next()
            .unwrap()
            .is_ascii_digit(),
        "square numbers"
    );
}
