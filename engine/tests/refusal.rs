//! Why a route is refused: each reason on a real position of a rule set where a learner meets
//! it, the JSON the pages read, the reason carried by the move-text and play errors, and
//! properties tying the reasons to the legal moves; the same for a tap on the board (what
//! [`tap`] answers for each route entered).

use engine::draughts::notation::{marked_refusal, parse_move, parse_route, MoveTextError};
use engine::draughts::refusal::Refusal;
use engine::draughts::tap::{highlights, tap, Tap};
use engine::draughts::tfen;
use engine::web::schema;
use engine::{Color, Game, Position, Square, Variant};
use proptest::prelude::*;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn position(variant: Variant, text: &str) -> Position {
    tfen::parse(variant, text).unwrap()
}

/// The refusal of `route` in the position `text` of `variant`.
fn refusal(variant: Variant, text: &str, route: &str, complete: bool) -> Option<Refusal> {
    let position = position(variant, text);
    let route = parse_route(&position, route).unwrap();
    position.refusal(&route, complete)
}

fn start(variant: Variant) -> String {
    variant.rules().start_tfen.to_string()
}

#[test]
fn the_starting_square_must_hold_a_tower_of_the_player_that_can_move() {
    let bashni = start(Variant::Bashni);
    assert_eq!(
        refusal(Variant::Bashni, &bashni, "d4-e5", false),
        Some(Refusal::EmptySquare(sq("d4")))
    );
    assert_eq!(
        refusal(Variant::Bashni, &bashni, "b6-a5", false),
        Some(Refusal::OpponentTower(sq("b6")))
    );
    assert_eq!(
        refusal(Variant::Bashni, &bashni, "a1", false),
        Some(Refusal::NoMove(sq("a1")))
    );
    assert_eq!(
        refusal(Variant::Bashni, &bashni, "c4", false),
        Some(Refusal::NotPlayable(sq("c4")))
    );
    assert_eq!(
        refusal(Variant::Lasca, &start(Variant::Lasca), "g3-h4", false),
        Some(Refusal::NotPlayable(sq("h4")))
    );
    // English: Red (black) moves first.
    assert_eq!(
        refusal(Variant::English, &start(Variant::English), "c3-d4", true),
        Some(Refusal::OpponentTower(sq("c3")))
    );
    assert_eq!(refusal(Variant::Bashni, &bashni, "c3", false), None);
    assert_eq!(refusal(Variant::Bashni, &bashni, "c3-d4", true), None);
}

#[test]
fn capturing_is_compulsory() {
    let text = "W:c3w,d4b,g3w,h8b";
    // Another tower must capture: the first one that can is named.
    assert_eq!(
        refusal(Variant::Russian, text, "g3-h4", true),
        Some(Refusal::CaptureCompulsory(sq("c3")))
    );
    // The tower tried can capture, and tries a quiet move instead.
    assert_eq!(
        refusal(Variant::Russian, text, "c3-b4", true),
        Some(Refusal::CaptureCompulsory(sq("c3")))
    );
    assert_eq!(refusal(Variant::Russian, text, "c3:e5", true), None);
}

#[test]
fn quiet_moves_go_forward_one_square_to_an_empty_square() {
    let text = "W:c3w,d4w,h8b";
    assert_eq!(
        refusal(Variant::Russian, text, "c3-b2", true),
        Some(Refusal::BackwardMove(sq("b2")))
    );
    assert_eq!(
        refusal(Variant::Russian, text, "c3-a5", true),
        Some(Refusal::NotADestination(sq("a5")))
    );
    assert_eq!(
        refusal(Variant::Russian, text, "c3-c5", true),
        Some(Refusal::NotADestination(sq("c5")))
    );
    // Over one's own tower is not a capture.
    assert_eq!(
        refusal(Variant::Bashni, text, "c3:e5", true),
        Some(Refusal::OwnTower(sq("d4")))
    );
    // A short king steps one square (English), a flying king goes further (Russian).
    let kings = "W:c1W,h8b";
    assert_eq!(refusal(Variant::Russian, kings, "c1-f4", true), None);
    assert_eq!(
        refusal(Variant::English, kings, "c1-f4", true),
        Some(Refusal::NotADestination(sq("f4")))
    );
}

#[test]
fn men_capture_backward_only_where_the_rules_say_so() {
    let text = "W:c3w,b2b,h8b";
    assert_eq!(
        refusal(Variant::English, text, "c3:a1", true),
        Some(Refusal::BackwardCapture(sq("b2")))
    );
    assert_eq!(refusal(Variant::Russian, text, "c3:a1", true), None);
    assert_eq!(
        refusal(Variant::Lasca, "W:c3w,b2b,g5b", "c3:a1", true),
        Some(Refusal::BackwardCapture(sq("b2")))
    );
}

#[test]
fn a_jumped_tower_is_grey_under_the_deferred_rule_and_may_be_jumped_again_in_classic_bashni() {
    let text = "W:c3w,d4bb,h8b";
    for variant in [Variant::Bashni, Variant::Russian] {
        let text = if variant == Variant::Russian {
            "W:c3w,d4b,h8b"
        } else {
            text
        };
        assert_eq!(
            refusal(variant, text, "c3:e5:c3", false),
            Some(Refusal::TowerJumpedTwice(sq("d4"))),
            "{variant}"
        );
    }
    // Classic Bashni: the top went at once, the black man under it may be jumped again.
    assert_eq!(
        refusal(Variant::BashniClassic, text, "c3:e5:c3", true),
        None
    );
    assert_eq!(
        refusal(Variant::BashniClassic, text, "c3:e5", true),
        Some(Refusal::CaptureUnfinished(sq("e5")))
    );
    // ...but not once its new top is the mover's own piece.
    assert_eq!(
        refusal(Variant::BashniClassic, "W:c3w,d4wb,h8b", "c3:e5:c3", true),
        Some(Refusal::OwnTower(sq("d4")))
    );
    // A flying king may not pass back over a grey tower either (the Turkish strike).
    for variant in [Variant::Russian, Variant::Bashni] {
        assert_eq!(
            refusal(variant, "W:a1W,c3b,f4b", "a1:e5:b2", false),
            Some(Refusal::TowerJumpedTwice(sq("c3"))),
            "{variant}"
        );
    }
}

#[test]
fn a_flying_king_must_land_where_the_capture_goes_on() {
    let text = "W:a1W,c3b,f4b";
    for variant in [Variant::Russian, Variant::Bashni] {
        for landing in ["d4", "f6", "h8"] {
            assert_eq!(
                refusal(variant, text, &format!("a1:{landing}"), false),
                Some(Refusal::LandingEndsCapture(sq(landing))),
                "{variant} {landing}"
            );
        }
        assert_eq!(refusal(variant, text, "a1:e5", false), None);
        assert_eq!(refusal(variant, text, "a1:e5:g3", true), None);
        assert_eq!(
            refusal(variant, text, "a1:e5:g5", false),
            Some(Refusal::NotADestination(sq("g5")))
        );
    }
}

#[test]
fn a_capture_is_played_to_its_end_and_no_further() {
    let text = "W:c3w,d4b,f6b,h8b";
    assert_eq!(refusal(Variant::Russian, text, "c3:e5", false), None);
    assert_eq!(
        refusal(Variant::Russian, text, "c3:e5", true),
        Some(Refusal::CaptureUnfinished(sq("e5")))
    );
    let short = "W:c3w,d4b,h8b";
    assert_eq!(
        refusal(Variant::Russian, short, "c3:e5:g7", false),
        Some(Refusal::CaptureOver(sq("e5")))
    );
    // Crown-stop: a man crowned during a capture stops there in English checkers and Lasca,
    // goes on as a king in Russian draughts and Bashni.
    let crown = "W:b6w,c7b,e7b";
    assert_eq!(
        refusal(Variant::English, crown, "b6:d8:f6", false),
        Some(Refusal::CrownEndsCapture(sq("d8")))
    );
    assert_eq!(refusal(Variant::Russian, crown, "b6:d8:f6", true), None);
    assert_eq!(
        refusal(Variant::Lasca, "W:c5w,d6b,f6b", "c5:e7:g5", false),
        Some(Refusal::CrownEndsCapture(sq("e7")))
    );
}

#[test]
fn first_and_last_squares_name_a_capture_only_when_one_goes_that_way() {
    let text = "W:d4w,e5b,c5b,e7b,c7b";
    let position = position(Variant::English, text);
    let route = parse_route(&position, "d4:d8").unwrap();
    assert_eq!(
        position.refusal(&route, true),
        Some(Refusal::AmbiguousRoute(sq("d8")))
    );
    assert!(matches!(
        parse_move(&position, "d4:d8"),
        Err(MoveTextError::Ambiguous(_))
    ));
    assert_eq!(
        refusal(Variant::Russian, "W:c3w,d4b,f6b,h8b", "c3:g7", true),
        None
    );
}

#[test]
fn the_move_text_and_play_errors_carry_the_reason() {
    let russian = position(Variant::Russian, "W:c3w,d4b,g3w,h8b");
    let error = parse_move(&russian, "g3-h4").unwrap_err();
    assert_eq!(
        error,
        MoveTextError::Illegal {
            text: "g3-h4".into(),
            reason: Refusal::CaptureCompulsory(sq("c3"))
        }
    );
    // The message the command line prints is unchanged.
    assert_eq!(error.to_string(), "`g3-h4` is not a legal move here");
    // The squares of a capture written as a quiet move.
    assert!(matches!(
        parse_move(&russian, "c3-e5"),
        Err(MoveTextError::Illegal {
            reason: Refusal::MarkedAs { capture: false },
            ..
        })
    ));
    // What the page asks about a typed text whose squares make a legal move (the rules'
    // refusal is none): the mark is wrong (before, the page could only say "not a legal move").
    let start = Position::start(Variant::Russian);
    assert_eq!(
        start.refusal(&parse_route(&start, "c3:d4").unwrap(), true),
        None
    );
    assert_eq!(
        marked_refusal(&start, "c3:d4"),
        Some(Refusal::MarkedAs { capture: true })
    );
    assert_eq!(marked_refusal(&start, "c3-d4"), None);
    assert_eq!(marked_refusal(&start, "c3?d4"), None);
    // Position::play refuses a move of another position and says why.
    let quiet = parse_move(&start, "g3-h4").unwrap();
    let mut played = russian.clone();
    let error = played.play(&quiet).unwrap_err();
    assert_eq!(error.reason, Refusal::CaptureCompulsory(sq("c3")));
    assert_eq!(
        error.to_string(),
        "illegal move g3-h4: capturing is compulsory: the tower on c3 must capture"
    );
    assert_eq!(played, russian);
}

#[test]
fn a_finished_game_refuses_every_route() {
    let mut game = Game::new(Variant::Bashni);
    assert_eq!(game.refusal(&[sq("c3"), sq("d4")], true), None);
    game.resign(Color::White).unwrap();
    assert_eq!(
        game.refusal(&[sq("c3"), sq("d4")], true),
        Some(Refusal::GameOver)
    );
}

#[test]
fn the_pages_read_the_reason_as_json() {
    let russian = position(Variant::Russian, "W:c3w,d4b,g3w,h8b");
    let json_of = |route: &str, complete| {
        let route = parse_route(&russian, route).unwrap();
        schema::draughts::refusal(&russian, russian.refusal(&route, complete))
    };
    assert_eq!(json_of("c3:e5", true), "null");
    assert_eq!(
        json_of("g3-h4", true),
        r#"{"reason":"capture-compulsory","square":"c3","owner":"white"}"#
    );
    assert_eq!(
        json_of("d4", false),
        r#"{"reason":"opponent-tower","square":"d4","owner":"black"}"#
    );
    assert_eq!(
        json_of("e5-f6", false),
        r#"{"reason":"empty-square","square":"e5"}"#
    );
    assert_eq!(
        schema::draughts::refusal(&russian, Some(Refusal::GameOver)),
        r#"{"reason":"game-over"}"#
    );
    // English squares may be given as PDN numbers.
    let english = Position::start(Variant::English);
    assert_eq!(
        parse_route(&english, "11-15").unwrap(),
        vec![sq("f6"), sq("e5")]
    );
    assert_eq!(
        english.refusal(&parse_route(&english, "11-15").unwrap(), true),
        None
    );
    assert!(parse_route(&english, "c3-").is_err());
    // And the page is told the square as the board names it: 15, not e5 (square 15 is empty).
    assert_eq!(
        schema::draughts::refusal(
            &english,
            english.refusal(&parse_route(&english, "15-19").unwrap(), false)
        ),
        r#"{"reason":"empty-square","square":"15"}"#
    );
}

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A position reached by a random game of `variant`.
fn random_position(variant: Variant, choices: &[prop::sample::Index]) -> Position {
    let mut position = Position::start(variant);
    for choice in choices {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(choice.get(&moves));
    }
    position
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// Every legal move is accepted whole, and every beginning of it while being entered.
    #[test]
    fn legal_moves_and_their_beginnings_are_never_refused(
        variant in variant(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
    ) {
        let position = random_position(variant, &choices);
        for mv in position.legal_moves() {
            let mut route = vec![mv.from()];
            route.extend_from_slice(mv.landings());
            prop_assert_eq!(position.refusal(&route, true), None, "{} in {}", mv, position);
            for end in 1..=route.len() {
                prop_assert_eq!(position.refusal(&route[..end], false), None, "{} in {}", mv, position);
            }
        }
    }

    /// A route is refused exactly when no legal move matches it, and the reason's square is a
    /// square of the board.
    #[test]
    fn a_route_is_refused_exactly_when_no_legal_move_matches(
        variant in variant(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
        squares in prop::collection::vec(0u8..64, 1..4),
        complete in any::<bool>(),
    ) {
        let position = random_position(variant, &choices);
        let route: Vec<Square> = squares.into_iter().map(Square::from_index).collect();
        let (from, landings) = (route[0], &route[1..]);
        let legal = position.legal_moves();
        let mine: Vec<_> = legal.iter().filter(|mv| mv.from() == from).collect();
        let matches = if complete {
            let by_end = mine.iter().filter(|mv| mv.is_capture() && landings.len() == 1 && mv.to() == landings[0]).count();
            mine.iter().any(|mv| mv.landings() == landings) || by_end == 1
        } else {
            mine.iter().any(|mv| mv.landings().starts_with(landings))
        };
        let refusal = position.refusal(&route, complete);
        prop_assert_eq!(refusal.is_none(), matches, "{:?} {:?} in {}", route, refusal, position);
        if let Some(square) = refusal.and_then(|r| r.square()) {
            prop_assert!(square.index() < 64);
            let _ = schema::draughts::refusal(&position, refusal);
        }
    }

    /// Every legal move can be entered on the board tap by tap — its tower, then each landing —
    /// and the last tap plays exactly that move; each tap before it selects or makes a landing.
    #[test]
    fn every_legal_move_can_be_tapped_landing_by_landing(
        variant in variant(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
    ) {
        let position = random_position(variant, &choices);
        for mv in position.legal_moves() {
            prop_assert_eq!(tap(&position, &[], mv.from(), false), Tap::Select(Some(mv.from())));
            let mut route = vec![mv.from()];
            for (index, &landing) in mv.landings().iter().enumerate() {
                let answer = tap(&position, &route, landing, false);
                route.push(landing);
                if index + 1 == mv.landings().len() {
                    prop_assert_eq!(&answer, &Tap::Play(mv), "{} in {}", mv, position);
                } else {
                    prop_assert!(matches!(&answer, Tap::Hop(r, _) if *r == route), "{:?} for {} in {}", answer, mv, position);
                }
            }
        }
    }

    /// A tap on any square after any route never panics; a refused tap names a square of the
    /// board, and a tap that plays plays a legal move.
    #[test]
    fn any_tap_is_answered_from_the_legal_moves(
        variant in variant(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
        squares in prop::collection::vec(0u8..64, 0..4),
        tapped in 0u8..64,
        autoplay in any::<bool>(),
    ) {
        let position = random_position(variant, &choices);
        let route: Vec<Square> = squares.into_iter().map(Square::from_index).collect();
        let legal = position.legal_moves();
        match tap(&position, &route, Square::from_index(tapped), autoplay) {
            Tap::Play(mv) => prop_assert!(legal.contains(&mv)),
            Tap::Hop(route, mv) => {
                prop_assert!(legal.contains(&mv));
                prop_assert!(mv.landings().starts_with(&route[1..]) && mv.from() == route[0]);
            }
            Tap::Refuse { refusal, .. } => {
                if let Some(square) = refusal.square() {
                    prop_assert!(square.index() < 64);
                }
            }
            Tap::Select(Some(square)) => prop_assert!(legal.iter().any(|mv| mv.from() == square)),
            Tap::Select(None) => {}
        }
        let marks = highlights(&position, &route);
        prop_assert!(marks.targets.iter().all(|t| legal.iter().any(|mv| mv.landings().contains(t))));
    }
}

#[test]
fn a_move_typed_in_capitals_is_read_as_in_small_letters() {
    // A phone's keyboard writes the first letter of a field as a capital.
    let start = Position::start(Variant::Bashni);
    assert_eq!(
        parse_move(&start, "C3-D4").unwrap(),
        parse_move(&start, "c3-d4").unwrap()
    );
    let russian = position(Variant::Russian, "W:c3w,d4b,g3w,h8b");
    assert_eq!(
        parse_move(&russian, "C3xE5").unwrap(),
        parse_move(&russian, "c3:e5").unwrap()
    );
    assert_eq!(
        parse_route(&russian, "G3-H4").unwrap(),
        vec![sq("g3"), sq("h4")]
    );
}
