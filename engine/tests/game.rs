//! The game: undo/redo, results, and the draw rules of engine/RULES.md §1.

use engine::draughts::tfen;
use engine::{Color, DrawReason, Game, GameError, Outcome, Position, Variant, WinReason};

fn game(variant: Variant, text: &str) -> Game {
    Game::from_position(tfen::parse(variant, text).unwrap())
}

#[test]
fn no_piece_left_loses() {
    let mut g = game(Variant::Bashni, "W:c3w,d4b,f6b");
    g.play_text("c3:e5:g7").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        })
    );
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.play_text("g7-h8"), Err(GameError::Over(_))));
}

#[test]
fn a_blocked_side_loses() {
    let g = game(Variant::Bashni, "B:a1w,c1w,b2b");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Blocked
        })
    );
}

#[test]
fn threefold_repetition_draws() {
    let mut g = game(Variant::Russian, "W:a1W,h2B");
    for _ in 0..2 {
        for text in ["a1-b2", "h2-g3", "b2-a1", "g3-h2"] {
            assert_eq!(g.outcome(), None);
            g.play_text(text).unwrap();
        }
    }
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[test]
fn thirty_plies_without_progress_draw_and_a_man_move_resets() {
    let mut g = game(Variant::Bashni, "W:a1W,h2B");
    // Kings wander without capturing and without any position occurring a third time.
    while g.outcome().is_none() {
        let next = g
            .legal_moves()
            .into_iter()
            .filter(|mv| g.position().kings() & mv.from().bit() != 0 && !mv.is_capture())
            .find(|mv| {
                let mut trial = g.clone();
                trial.play(mv).unwrap();
                trial.repetitions() < 3
                    && trial
                        .position()
                        .legal_moves()
                        .iter()
                        .all(|m| !m.is_capture())
            })
            .expect("a quiet king move that neither repeats thrice nor allows a capture");
        g.play(&next).unwrap();
        assert!(g.no_progress_plies() <= 30);
    }
    assert_eq!(g.no_progress_plies(), 30);
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::NoProgress)));
    g.undo();
    assert_eq!(g.outcome(), None);
    let mut g = game(Variant::Bashni, "W:a1W,c1w,h2B");
    g.play_text("a1-b2").unwrap();
    g.play_text("h2-g1").unwrap();
    assert_eq!(g.no_progress_plies(), 2);
    g.play_text("c1-d2").unwrap();
    assert_eq!(g.no_progress_plies(), 0, "a man move resets the count");
}

#[test]
fn undo_redo_and_declared_results() {
    let start = Position::start(Variant::English);
    let mut g = Game::from_position(start.clone());
    g.play_text("c3-d4").unwrap_err();
    g.play_text("b6-a5").unwrap();
    g.play_text("c3-b4").unwrap();
    assert_eq!(g.undo().unwrap().to_string(), "c3-b4");
    assert!(g.can_redo());
    assert_eq!(g.redo().unwrap().to_string(), "c3-b4");
    g.undo();
    g.undo();
    assert_eq!(g.position(), &start);
    assert_eq!(g.undo(), None);
    g.resign(Color::Black).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Resignation
        })
    );
    assert!(g.agree_draw().is_err());
    g.undo();
    assert_eq!(g.outcome(), None);
    g.agree_draw().unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
}

#[test]
fn pdn_fen_round_trips_for_russian_and_english() {
    for variant in [Variant::Russian, Variant::English] {
        let start = Position::start(variant);
        let text = engine::draughts::pdn::write(&start).unwrap();
        assert_eq!(engine::draughts::pdn::parse(variant, &text).unwrap(), start);
    }
    assert_eq!(
        engine::draughts::pdn::write(&Position::start(Variant::Russian)).unwrap(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    let p = engine::draughts::pdn::parse(Variant::English, "W:W21,22,K30:B1,2").unwrap();
    assert_eq!(tfen::write(&p), "W:c1W,a3w,c3w,b8b,d8b");
    assert_eq!(
        engine::draughts::pdn::parse(Variant::English, "B:W18:B1-3.")
            .unwrap()
            .piece_count(Color::Black),
        3
    );
    assert!(engine::draughts::pdn::parse(Variant::Bashni, "W:W21:B1").is_err());
}

#[test]
fn the_game_keeps_the_line_and_its_cursor() {
    let texts = |g: &Game| {
        g.line()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut g = Game::from_position(Position::start(Variant::Russian));
    for text in ["c3-d4", "f6-g5", "g3-h4"] {
        g.play_text(text).unwrap();
    }
    assert_eq!(g.start_side(), Color::White);
    g.go_to(1);
    assert_eq!((g.cursor(), texts(&g).as_str()), (1, "c3-d4 f6-g5 g3-h4"));
    // The line's next move keeps the rest; reading a move plays nothing.
    assert_eq!(g.parse("f6-g5").unwrap().to_string(), "f6-g5");
    assert_eq!(g.cursor(), 1);
    assert!(g.parse("a1-b2").is_err());
    g.play_text("f6-g5").unwrap();
    assert_eq!((g.cursor(), texts(&g).as_str()), (2, "c3-d4 f6-g5 g3-h4"));
    // Another move replaces it.
    g.play_text("c3-b4").unwrap_err();
    g.play_text("g3-f4").unwrap();
    assert_eq!((g.cursor(), texts(&g).as_str()), (3, "c3-d4 f6-g5 g3-f4"));
    g.go_to(99);
    assert_eq!(g.cursor(), 3);
}

#[test]
fn a_declared_result_ends_the_line_where_it_is_made_and_can_be_withdrawn() {
    let mut g = Game::from_position(Position::start(Variant::Russian));
    for text in ["c3-d4", "f6-g5", "g3-h4"] {
        g.play_text(text).unwrap();
    }
    g.go_to(2);
    g.resign(Color::White).unwrap();
    assert_eq!(g.line().count(), 2, "the moves after the resignation go");
    let resigned = Some(Outcome::Win {
        winner: Color::Black,
        reason: WinReason::Resignation,
    });
    assert_eq!(g.outcome(), resigned);
    // Stepping back through the game keeps the result for the line's end.
    g.go_to(0);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.declared(), resigned);
    g.go_to(2);
    assert_eq!(g.outcome(), resigned);
    assert!(g.withdraw());
    assert!(!g.withdraw());
    assert_eq!(g.outcome(), None);
    assert_eq!(g.line().count(), 2);
}

#[test]
fn a_kept_line_is_left_by_a_variation_and_come_back_to_where_it_was_left() {
    let start = Position::start(Variant::Russian);
    let mut g = Game::from_position(start);
    for text in ["c3-d4", "f6-g5", "b2-c3", "g7-f6"] {
        g.play_text(text).unwrap();
    }
    g.keep_line();
    let texts = |moves: &[engine::Move]| moves.iter().map(|m| m.to_string()).collect::<Vec<_>>();
    assert_eq!(texts(g.kept_line()), ["c3-d4", "f6-g5", "b2-c3", "g7-f6"]);
    // Stepping through the kept line is no variation.
    g.go_to(1);
    assert!(!g.in_variation());
    g.go_to(4);
    assert!(!g.in_variation());
    // Another move after the second ply is: the line is cut there.
    g.go_to(2);
    g.play_text("a3-b4").unwrap();
    g.play_text("g5-h4").unwrap();
    assert!(g.in_variation());
    assert_eq!(g.line().count(), 4);
    // Back: the kept line whole, shown where the variation left it.
    assert_eq!(g.back_to_kept_line(), 2);
    assert!(!g.in_variation());
    assert_eq!(g.cursor(), 2);
    assert_eq!(
        g.line().map(|m| m.to_string()).collect::<Vec<_>>(),
        ["c3-d4", "f6-g5", "b2-c3", "g7-f6"]
    );
    // A move past the kept line's end is a variation too.
    g.go_to(4);
    g.play_text("c3-b4").unwrap();
    assert!(g.in_variation());
    assert_eq!(g.back_to_kept_line(), 4);
    assert_eq!(g.line().count(), 4);
}

#[test]
fn the_sides_take_turns_from_the_side_that_moved_first() {
    let from_black = game(Variant::Russian, "B:c3w,e1w,f6b,h8b");
    let sides = |g: &Game| (0..4).map(|ply| g.side_after(ply)).collect::<Vec<_>>();
    assert_eq!(
        sides(&from_black),
        [Color::Black, Color::White, Color::Black, Color::White]
    );
    let from_start = Game::from_position(Position::start(Variant::English));
    assert_eq!(from_start.start_side(), Color::Black);
    assert_eq!(
        sides(&from_start),
        [Color::Black, Color::White, Color::Black, Color::White]
    );
}
