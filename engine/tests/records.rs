//! Game records (RECORDS.md): reading PDN games of every rule set, the errors that name the
//! move, and the writer's output read back unchanged.

use engine::draughts::notation::MoveTextError;
use engine::draughts::pdn::{self, read_game, RecordError, RecordResult};
use engine::draughts::refusal::Refusal;
use engine::draughts::tfen;
use engine::web::schema;
use engine::{Color, Game, Outcome, Position, Variant};
use proptest::prelude::*;

#[test]
fn a_russian_game_with_comments_variations_and_marks() {
    let text = r#"[Event "Club championship"]
[White "Ivanov"]
[Black "Petrov"]
[Result "2-0"]
[GameType "25"]

1. c3-d4 {the centre} f6-g5 2. b2-c3! (2. g3-f4 $2 {loses (badly)} g5:e3 3. d2:f4) g7-f6?!
3. d4-e5 $1 ; a comment to the end of the line
d6:f4 4. g3:g7 2-0
"#;
    let record = read_game(text).unwrap();
    assert_eq!(record.variant, Variant::Russian);
    assert_eq!(record.start, Position::start(Variant::Russian));
    assert_eq!(
        record.move_texts(),
        ["c3-d4", "f6-g5", "b2-c3", "g7-f6", "d4-e5", "d6:f4", "g3:e5:g7"]
    );
    assert_eq!(record.result, Some(RecordResult::WhiteWins));
    assert_eq!(record.tag("White"), Some("Ivanov"));
    assert_eq!(record.tags.len(), 5);
}

#[test]
fn an_english_game_in_square_numbers_needs_no_game_type() {
    let text = "[Event \"?\"]\n1. 11-15 23-19 2. 8-11 22-18 3. 15x22 25x18 0-1\n";
    let record = read_game(text).unwrap();
    assert_eq!(record.variant, Variant::English);
    assert_eq!(
        record.move_texts(),
        ["f6-e5", "e3-f4", "g7-f6", "c3-d4", "e5:c3", "b2:d4"]
    );
    assert_eq!(record.result, Some(RecordResult::BlackWins));
    // Without GameType and with square names, a record is Bashni's.
    let bashni = read_game("1. c3-d4 f6-e5 *").unwrap();
    assert_eq!(bashni.variant, Variant::Bashni);
    assert_eq!(bashni.result, None);
}

#[test]
fn bashni_records_carry_their_towers_in_a_tfen() {
    let text =
        "[GameType \"bashni\"]\n[FEN \"B:g1w,c3w,d4wb,f6b,h8b\"]\n\n1... d4:b2 2. g1-h2 1-1\n";
    // d4 is a black man on a white one: Black moves it and captures c3.
    let record = read_game(text).unwrap();
    assert_eq!(record.variant, Variant::Bashni);
    assert_eq!(record.start_tfen(), "B:g1w,c3w,d4wb,f6b,h8b");
    assert_eq!(record.move_texts(), ["d4:b2", "g1-h2"]);
    assert_eq!(record.result, Some(RecordResult::Draw));
}

#[test]
fn game_type_values_name_every_rule_set() {
    for variant in Variant::ALL {
        let text = format!("[GameType \"{}\"]\n*", pdn::game_type(variant));
        assert_eq!(read_game(&text).unwrap().variant, variant);
        let text = format!("[GameType \"{}\"]\n*", variant.id().to_uppercase());
        assert_eq!(read_game(&text).unwrap().variant, variant);
    }
    assert_eq!(
        read_game("[GameType \"25,W,8,8,A0,0\"]\n*")
            .unwrap()
            .variant,
        Variant::Russian
    );
    let lasca = read_game("[GameType \"lasca\"]\n1. c3-d4 e5:c3 2. d2:b4 *").unwrap();
    assert_eq!(lasca.move_texts(), ["c3-d4", "e5:c3", "d2:b4"]);
    let classic = read_game("[GameType \"bashni-classic\"]\n[FEN \"W:c3w,d4bb,h8b\"]\n1. c3:c3 *");
    // `c3:c3` is the first and last squares of c3:e5:c3 (the tower on d4 jumped twice).
    assert_eq!(classic.unwrap().move_texts(), ["c3:e5:c3"]);
}

#[test]
fn a_capture_may_be_given_by_its_first_and_last_squares() {
    let text = "[GameType \"25\"]\n[FEN \"W:c3w,d4b,f6b,h8b\"]\n1. c3:g7 *";
    assert_eq!(read_game(text).unwrap().move_texts(), ["c3:e5:g7"]);
    let numbers = "[GameType \"21\"]\n[FEN \"W:W22:B18,11,1\"]\n1. 22x8 *";
    assert_eq!(read_game(numbers).unwrap().move_texts(), ["c3:e5:g7"]); // The FEN's pieces by colour with their squares' names, as draughts sites write it.
    for fen in ["W:Wc3:Bd4,f6,h8", "W:Wc3:Bd4,f6,Kh8", "W:Bd4,f6,h8:Wc3"] {
        let text = format!("[GameType \"25\"]\n[FEN \"{fen}\"]\n1. c3:g7 *");
        assert_eq!(
            read_game(&text).unwrap().move_texts(),
            ["c3:e5:g7"],
            "{fen}"
        );
    }
    let kings = read_game("[GameType \"25\"]\n[FEN \"B:WKa1:Bh8,Kb8\"]\n*").unwrap();
    assert_eq!(kings.start_tfen(), "B:a1W,b8B,h8b");
}

#[test]
fn errors_name_the_move_and_the_problem() {
    let text = "[GameType \"25\"]\n1. c3-d4 f6-g5 2. d4-c3 g5-h4 3. g3-f4 *";
    let error = read_game(text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "move 2 (d4-c3): not a legal move here: a man moves forward only, not back to c3"
    );
    let RecordError::Move(problem) = error else {
        panic!("{error:?}")
    };
    assert_eq!((problem.number, problem.second), (2, false));
    assert_eq!(
        problem.error,
        MoveTextError::Illegal {
            text: "d4-c3".into(),
            reason: Refusal::BackwardMove(engine::Square::parse("c3").unwrap())
        }
    );
    let second = read_game("[GameType \"25\"]\n1. c3-d4 d4-e5 *").unwrap_err();
    assert_eq!(
        second.to_string(),
        "move 1... (d4-e5): not a legal move here: the tower on d4 is the opponent's"
    );
    let compulsory = read_game("[GameType \"25\"]\n1. c3-d4 f6-e5 2. a3-b4 *").unwrap_err();
    assert_eq!(
        compulsory.to_string(),
        "move 2 (a3-b4): not a legal move here: capturing is compulsory: the tower on d4 must capture"
    );
    let malformed = read_game("[GameType \"25\"]\n1. c3-d4 f6-e5 2. hello *").unwrap_err();
    assert_eq!(
        malformed.to_string(),
        "move 2 (hello): not a move (write c3-d4, c3:e5:g7 or 11-15, 22x15)"
    );
    // White moves second in English checkers.
    let ambiguous =
        read_game("[GameType \"21\"]\n[FEN \"W:d4w,e5b,c5b,e7b,c7b\"]\n1. d4xd8 *").unwrap_err();
    assert!(
        ambiguous
            .to_string()
            .starts_with("move 1... (d4xd8): matches more than one capture"),
        "{ambiguous}"
    );
    assert!(matches!(
        read_game("[GameType \"shogi\"]\n*"),
        Err(RecordError::UnknownGameType(_))
    ));
    assert!(matches!(
        read_game("[GameType \"bashni\"]\n[FEN \"W:c4w\"]\n*"),
        Err(RecordError::BadFen { .. })
    ));
    assert!(matches!(
        read_game("[GameType \"25\"]\n[FEN \"W:W33:B1\"]\n*"),
        Err(RecordError::BadFen { .. })
    ));
    // A light square, or a name and a number mixed up, is refused with the FEN's problem.
    for fen in ["W:Wa2:Bh8", "W:Wz9:Bh8", "W:Wa1:Bh8:Xc3"] {
        let text = format!("[GameType \"25\"]\n[FEN \"{fen}\"]\n*");
        assert!(
            matches!(read_game(&text), Err(RecordError::BadFen { .. })),
            "{fen}"
        );
    }
    assert_eq!(
        read_game("1. c3-d4 {unfinished").unwrap_err(),
        RecordError::Unclosed('{')
    );
    assert_eq!(
        read_game("1. c3-d4 (1. a3-b4").unwrap_err(),
        RecordError::Unclosed('(')
    );
    assert!(matches!(
        read_game("[Event Casual]\n*"),
        Err(RecordError::BadTag(_))
    ));
}

#[test]
fn the_result_token_closes_the_game_and_the_tag_stands_in_for_it() {
    let tagged = read_game("[Result \"1/2-1/2\"]\n1. c3-d4").unwrap();
    assert_eq!(tagged.result, Some(RecordResult::Draw));
    let two_games = "[GameType \"25\"]\n1. c3-d4 1-0\n\n[GameType \"25\"]\n1. a3-b4 *\n";
    let first = read_game(two_games).unwrap();
    assert_eq!(first.move_texts(), ["c3-d4"]);
    assert_eq!(first.result, Some(RecordResult::WhiteWins));
    assert_eq!(
        read_game("1. c3-d4 0-2").unwrap().result,
        Some(RecordResult::BlackWins)
    );
    assert_eq!(read_game("").unwrap().moves.len(), 0);
}

#[test]
fn a_text_of_several_games_reads_its_first_and_says_more_follow() {
    let one = "[GameType \"russian\"]\n1. c3-d4 f6-g5 1-0\n";
    assert!(!read_game(one).unwrap().later_games);
    assert!(!read_game("1. c3-d4 * {the end}").unwrap().later_games);
    assert!(!read_game("1. c3-d4").unwrap().later_games);
    let two = format!("{one}\n[GameType \"russian\"]\n1. e3-f4 0-1\n");
    let first = read_game(&two).unwrap();
    assert_eq!(first.moves.len(), 2);
    assert!(first.later_games);
    assert!(read_game("1. c3-d4 1-0 1. e3-f4 *").unwrap().later_games);
    assert!(schema::draughts::record(&first).ends_with(r#","more":true}"#));
}

#[test]
fn tag_values_are_escaped_and_the_pages_read_the_record_as_json() {
    let text = "[Event \"The \\\"Spring\\\" cup\"]\n[GameType \"russian\"]\n1. c3-d4 *";
    let record = read_game(text).unwrap();
    assert_eq!(record.tag("Event"), Some("The \"Spring\" cup"));
    assert_eq!(
        schema::draughts::record(&record),
        format!(
            r#"{{"variant":"russian","start":"{}","moves":["c3-d4"],"result":null,"tags":{{"Event":"The \"Spring\" cup","GameType":"russian"}},"more":false}}"#,
            Variant::Russian.rules().start_tfen
        )
    );
    let mut game = Game::new(Variant::Lasca);
    game.play_text("c3-d4").unwrap();
    let written = pdn::record(&game, "2026.01.\"02\"");
    assert!(
        written.contains("[Date \"2026.01.\\\"02\\\"\"]"),
        "{written}"
    );
    assert_eq!(
        read_game(&written).unwrap().tag("Date"),
        Some("2026.01.\"02\"")
    );
}

#[test]
fn every_rule_set_writes_a_record() {
    let start = tfen::parse(Variant::BashniClassic, "B:g1w,c3w,d4wb,f6b,h8b").unwrap();
    let mut game = Game::from_position(start);
    game.play_text("d4:b2").unwrap();
    game.agree_draw().unwrap();
    let written = pdn::record(&game, "2026.11.30");
    assert!(
        written.contains("[GameType \"bashni-classic\"]"),
        "{written}"
    );
    assert!(
        written.contains("[FEN \"B:g1w,c3w,d4wb,f6b,h8b\"]"),
        "{written}"
    );
    assert!(written.ends_with("\n1... d4:b2 1/2-1/2\n"), "{written}");
    assert!(pdn::game_record(&game, "").is_err());
}

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A random game of `variant` from a position reached by `opening` random moves, with
/// `moves` random moves played and a result declared or not.
fn random_game(
    variant: Variant,
    opening: &[prop::sample::Index],
    moves: &[prop::sample::Index],
    ending: u8,
) -> Game {
    let mut start = Position::start(variant);
    for choice in opening {
        let legal = start.legal_moves();
        if legal.is_empty() {
            break;
        }
        start.play_unchecked(choice.get(&legal));
    }
    let mut game = Game::from_position(start);
    for choice in moves {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(choice.get(&legal)).unwrap();
    }
    let _ = match ending {
        0 => game.resign(Color::White),
        1 => game.resign(Color::Black),
        2 => game.agree_draw(),
        _ => Ok(()),
    };
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// What the writer writes, the reader reads back: rule set, start, moves and result.
    #[test]
    fn written_records_read_back(
        variant in variant(),
        opening in prop::collection::vec(any::<prop::sample::Index>(), 0..20),
        moves in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
        ending in 0u8..6,
    ) {
        let game = random_game(variant, &opening, &moves, ending);
        let written = pdn::record(&game, "2026.11.30");
        if variant.has_pdn() {
            prop_assert_eq!(pdn::game_record(&game, "2026.11.30").unwrap(), written.clone());
        }
        let record = read_game(&written).unwrap();
        prop_assert_eq!(record.variant, variant);
        prop_assert_eq!(&record.start, game.start_position());
        let played: Vec<_> = game.moves().copied().collect();
        prop_assert_eq!(&record.moves, &played);
        let expected = match game.outcome() {
            None => None,
            Some(Outcome::Win { winner: Color::White, .. }) => Some(RecordResult::WhiteWins),
            Some(Outcome::Win { .. }) => Some(RecordResult::BlackWins),
            Some(Outcome::Draw(_)) => Some(RecordResult::Draw),
        };
        prop_assert_eq!(record.result, expected);
        prop_assert_eq!(record.tag("GameType"), Some(pdn::game_type(variant)));
    }

    #[test]
    fn the_record_reader_never_panics(text in ".{0,200}") {
        let _ = read_game(&text);
    }

    #[test]
    fn record_like_text_never_panics(text in r#"(\[[A-Za-z]{1,8} "[^"\]]{0,12}"\]\n){0,3}([0-9]{1,2}\.{1,3} |[a-h][1-8][-:x][a-h][1-8] |[{}();$!?*] |1-0 ){0,12}"#) {
        let _ = read_game(&text);
    }
}

/// The examples of RECORDS.md, read as written: their rule set, moves and result.
#[test]
fn the_examples_of_records_md_read() {
    let doc = include_str!("../RECORDS.md");
    let examples: Vec<&str> = doc
        .split("```pdn\n")
        .skip(1)
        .map(|block| block.split("```").next().unwrap())
        .collect();
    let expected = [
        (Variant::Russian, 7, Some(RecordResult::WhiteWins)),
        (Variant::English, 6, Some(RecordResult::BlackWins)),
        (Variant::Bashni, 6, None),
        (Variant::BashniClassic, 2, None),
        (Variant::Lasca, 3, None),
    ];
    assert_eq!(examples.len(), expected.len());
    for (example, (variant, moves, result)) in examples.into_iter().zip(expected) {
        let record = read_game(example).unwrap_or_else(|e| panic!("{e}\n{example}"));
        assert_eq!(record.variant, variant, "{example}");
        assert_eq!(record.moves.len(), moves, "{example}");
        assert_eq!(record.result, result, "{example}");
    }
    // The Russian example is the game of the test above, in square numbers.
    let russian = read_game(doc.split("```pdn\n").nth(1).unwrap()).unwrap();
    assert_eq!(russian.move_texts().last().unwrap(), "g3:e5:g7");
}

#[test]
fn a_tag_given_twice_keeps_its_first_place_and_its_last_value() {
    let text = "[White \"A\"]\n[Event \"E\"]\n[White \"B\"]\n[Black \"C\"]\n[Event \"F\"]\n[GameType \"25\"]\n1. 22-18 *\n";
    let record = read_game(text).unwrap();
    let names: Vec<&str> = record.tags.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["White", "Event", "Black", "GameType"]);
    assert_eq!(record.tag("White"), Some("B"));
    assert_eq!(record.tag("Event"), Some("F"));
}

#[test]
fn a_record_of_more_tags_than_any_game_has_is_refused() {
    let tags =
        |count: usize| -> String { (0..count).map(|i| format!("[T{i} \"{i}\"]\n")).collect() };
    let fits = format!(
        "{}[GameType \"25\"]\n1. 22-18 *\n",
        tags(engine::draughts::pdn::MAX_TAGS - 1)
    );
    assert!(read_game(&fits).is_ok());
    let many = format!("{}[GameType \"25\"]\n1. 22-18 *\n", tags(100_000));
    let error = read_game(&many).unwrap_err();
    assert_eq!(error.to_string(), "invalid record: more than 1000 tags");
}

#[test]
fn a_pasted_text_is_a_position_when_it_begins_as_a_tfen_and_a_record_otherwise() {
    for position in ["W:a1w,c3b", "B:a1w", "  w:a1w", "b:", "X:c3w"] {
        assert!(tfen::looks_like_tfen(position), "{position:?}");
    }
    // A wrong side to move is then named as one (before: "move 1 (X:c3w) is not a move").
    let wrong = tfen::parse(Variant::Bashni, "X:c3w")
        .unwrap_err()
        .to_string();
    assert!(wrong.contains("side to move `X`"), "{wrong}");
    let record = "[Event \"Club\"]\n[GameType \"25\"]\n\n1. c3-d4 f6-g5 *";
    for text in [record, "1. c3-d4 f6-g5", "11-15 23-19", "", "W", "Wa1"] {
        assert!(!tfen::looks_like_tfen(text), "{text:?}");
    }
    // What the analysis board then does with each: a record that is one reads as a game.
    assert!(read_game(record).is_ok());
}
