//! Property tests over random games and random tower arrangements, and parser fuzzing.

use engine::draughts::notation::parse_move;
use engine::draughts::{pdn, tfen};
use engine::game::Playable;
use engine::perft::perft;
use engine::{Color, Game, Piece, Position, Setup, Square, Tower, Variant};
use proptest::prelude::*;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// Any arrangement the board editor could make: up to 12 squares with towers of 1–4 pieces.
fn soup() -> impl Strategy<Value = (Variant, Setup)> {
    (
        variant(),
        any::<bool>(),
        prop::collection::vec((0u8..64, prop::collection::vec(0usize..4, 1..5)), 0..12),
    )
        .prop_map(|(variant, black, entries)| {
            let size = variant.rules().size;
            let mut setup = Setup::empty(if black { Color::Black } else { Color::White });
            for (index, pieces) in entries {
                let square = Square::from_index(index);
                if !square.is_dark() || square.file() >= size || square.rank() >= size {
                    continue;
                }
                if setup.towers.iter().any(|(s, _)| *s == square) {
                    continue;
                }
                let height = if variant.rules().towers {
                    pieces.len()
                } else {
                    1
                };
                let tower = pieces.iter().take(height).fold(Tower::EMPTY, |t, &p| {
                    t.with_top(Piece {
                        color: if p & 1 == 1 {
                            Color::Black
                        } else {
                            Color::White
                        },
                        king: p >= 2,
                    })
                });
                setup.towers.push((square, tower));
            }
            (variant, setup)
        })
}

fn check_position(position: &Position) {
    // TFEN round-trips, and the incremental hash equals the hash of the position read afresh.
    let text = tfen::write(position);
    let reread = tfen::parse(position.variant(), &text).unwrap();
    assert_eq!(&reread, position, "{text}");
    assert_eq!(reread.hash(), position.hash(), "{text}");
    // So does the set of tall towers the evaluation reads.
    assert_eq!(reread.tall(), position.tall(), "{text}");
    let moves = position.legal_moves();
    // Perft's last two plies counted as the moves are found equal the moves played.
    let replies = moves.iter().map(|mv| perft(&position.after(mv), 1)).sum();
    assert_eq!(
        position.clone().count_replies(&mut Vec::new()),
        (moves.len() as u64, replies)
    );
    let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "duplicate move text in {text}");
    for mv in &moves {
        // Every listed move plays; its text reads back as the same move; undo restores exactly.
        assert_eq!(parse_move(position, &mv.to_string()).unwrap(), *mv);
        let mut played = position.clone();
        played.play(mv).unwrap();
        let mut reversible = position.clone();
        let undo = reversible.play_reversibly(mv);
        // The search's play leaves the hash stale until it is taken back: compare the boards.
        assert_eq!(tfen::write(&reversible), tfen::write(&played));
        assert_eq!(reversible.tall(), played.tall(), "{mv} in {text}");
        reversible.take_back(mv, &undo);
        assert_eq!(&reversible, position, "take back {mv} in {text}");
        assert_eq!(
            reversible.tall(),
            position.tall(),
            "take back {mv} in {text}"
        );
        // Perft's count of the replies without playing the move in full.
        let mut counted = position.clone();
        assert_eq!(
            counted.count_legal_moves_after(mv),
            played.count_legal_moves(),
            "replies to {mv} in {text}"
        );
        assert_eq!(&counted, position);
        assert_eq!(reversible.hash(), position.hash());
        // The hash a quiet move leads to, told without playing it (the search's early fetch).
        let told = position.hash_after_quiet(mv);
        assert_eq!(
            told,
            (!mv.is_capture()).then(|| played.hash()),
            "{mv} in {text}"
        );
        if position.rules().towers {
            for color in Color::ALL {
                assert_eq!(
                    played.piece_count(color),
                    position.piece_count(color),
                    "{mv} in {text}"
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(variant in variant(), choices in prop::collection::vec(any::<prop::sample::Index>(), 0..80)) {
        let mut game = Game::new(variant);
        for choice in choices {
            check_position(game.position());
            let moves = game.legal_moves();
            if moves.is_empty() { break; }
            let before = game.position().clone();
            let mv = *choice.get(&moves);
            game.play(&mv).unwrap();
            game.undo().unwrap();
            prop_assert_eq!(game.position(), &before);
            game.redo().unwrap();
        }
    }

    #[test]
    fn random_tower_arrangements_keep_every_invariant((variant, setup) in soup()) {
        if let Ok(position) = Position::from_setup(variant, &setup) {
            check_position(&position);
        }
    }

    #[test]
    fn nothing_but_the_listed_moves_plays(variant in variant(), from in 0u8..64, to in 0u8..64, capture in any::<bool>()) {
        let position = Position::start(variant);
        let text = format!("{}{}{}", Square::from_index(from), if capture { ':' } else { '-' }, Square::from_index(to));
        let listed = position.legal_moves().iter().any(|m| m.to_string() == text);
        prop_assert_eq!(parse_move(&position, &text).is_ok(), listed);
        let mut game = Game::new(variant);
        let result = game.play_text(&text);
        prop_assert_eq!(result.is_ok(), listed);
        if !listed { prop_assert_eq!(game.position(), &position); }
    }

    #[test]
    fn parsers_never_panic(text in ".{0,60}", variant in variant()) {
        let _ = tfen::parse(variant, &text);
        let _ = pdn::parse(Variant::Russian, &text);
        let _ = parse_move(&Position::start(variant), &text);
    }

    #[test]
    fn tfen_like_text_never_panics(text in "[WBwb:]{0,2}([a-i][0-9]{1,2}[wWbBx]{0,30},?){0,14}", variant in variant()) {
        let _ = tfen::parse(variant, &text);
    }

    #[test]
    fn pdn_like_text_never_panics(text in "[WB]:[WBK]?[0-9K,-]{0,40}(:[WB][0-9K,-]{0,40})?\\.?") {
        let _ = pdn::parse(Variant::English, &text);
    }
}
