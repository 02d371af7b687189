//! Hexpush properties over random games: undo restores the exact position, marbles on the board
//! plus marbles lost stay 14 a side, HFEN and move text round-trip; the parsers never panic.

use engine::hex::{hfen, HexPosition, Layout};
use engine::{Color, Game};
use proptest::prelude::*;

fn layout() -> impl Strategy<Value = Layout> {
    prop::sample::select(Layout::ALL.iter().map(|&(_, l)| l).collect::<Vec<_>>())
}

fn check(position: &HexPosition) {
    for color in Color::ALL {
        let total = position.marbles(color).count_ones() as u8 + position.lost(color);
        assert_eq!(total, 14, "{color} marbles in {}", hfen::write(position));
    }
    assert_eq!(
        position.marbles(Color::Black) & position.marbles(Color::White),
        0
    );
    let text = hfen::write(position);
    assert_eq!(
        hfen::parse(&text).as_ref(),
        Ok(position),
        "HFEN round trip of {text}"
    );
    for mv in position.legal_moves() {
        let written = mv.to_string();
        assert_eq!(
            hfen::parse_move(position, &written),
            Ok(mv),
            "move text {written} in {text}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_keep_every_invariant(layout in layout(), choices in prop::collection::vec(any::<prop::sample::Index>(), 0..120)) {
        let mut game = Game::from_position(HexPosition::start(layout));
        let mut seen = vec![*game.position()];
        for choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[choice.index(moves.len())];
            game.play(&mv).unwrap();
            check(game.position());
            seen.push(*game.position());
        }
        while game.undo().is_some() {
            seen.pop();
            prop_assert_eq!(game.position(), seen.last().unwrap(), "undo restores the exact position");
        }
    }

    #[test]
    fn parsers_never_panic(text in ".{0,60}") {
        let _ = hfen::parse(&text);
        let _ = hfen::parse_move(&HexPosition::start(Layout::Standard), &text);
    }

    #[test]
    fn hfen_like_text_never_panics(text in "[BWx]:([a-j][0-9]{1,2}[bwx]?,?){0,20}:[0-9]{1,2}-[0-9]{1,2}") {
        let _ = hfen::parse(&text);
    }

    #[test]
    fn move_like_text_never_panics(text in "([a-j][0-9]){1,4}") {
        let _ = hfen::parse_move(&HexPosition::start(Layout::BelgianDaisy), &text);
    }
}
