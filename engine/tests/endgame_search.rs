//! The search with the endgame tables of `engine/data/endgame`: it sees a won ending as won by
//! its distance, converts it, and sees a drawn one as drawn.

use engine::draughts::tfen;
use engine::endgame::{probe, Value};
use engine::search::{Limits, Searcher, MATE, MATE_BOUND};
use engine::{Game, Variant};

#[test]
fn the_tables_are_in_the_repository_and_answer() {
    let position = tfen::parse(Variant::English, "W:a1W,c1W,h8B").unwrap();
    assert!(matches!(probe(&position), Some(Value::Win(_))));
    let position = tfen::parse(Variant::Russian, "W:c1W,e1W,g1W,a1B").unwrap();
    assert_eq!(probe(&position), Some(Value::Draw));
    // Five pieces, or towers: not in the tables.
    let position = tfen::parse(Variant::Russian, "W:c1W,e1W,g1W,a1B,h8B").unwrap();
    assert_eq!(probe(&position), None);
    let position = tfen::parse(Variant::Bashni, "W:c1W,a1B").unwrap();
    assert_eq!(probe(&position), None);
}

#[test]
fn the_search_scores_a_table_win_by_its_distance_and_plays_it_out() {
    let start = tfen::parse(Variant::English, "W:a1W,c1W,h8B").unwrap();
    let Some(Value::Win(plies)) = probe(&start) else {
        panic!("not a win");
    };
    let mut searcher = Searcher::new(4);
    let result = searcher.search(&start, &[], Limits::depth(3));
    assert!(result.score > MATE_BOUND, "score {}", result.score);
    assert_eq!(MATE - result.score, plies as i32);
    // Played out by the search on both sides, the win comes in exactly that many plies.
    let mut game = Game::from_position(start);
    for _ in 0..plies {
        let earlier = engine::search::earlier_hashes(&game);
        let mv = searcher
            .search(game.position(), &earlier, Limits::depth(3))
            .best
            .expect("a move");
        game.play(&mv).unwrap();
    }
    assert!(game.outcome().is_some(), "{}", tfen::write(game.position()));
}

#[test]
fn the_search_sees_a_table_draw() {
    let position = tfen::parse(Variant::Russian, "W:c1W,e1W,g1W,a1B").unwrap();
    let mut searcher = Searcher::new(4);
    let result = searcher.search(&position, &[], Limits::depth(6));
    assert_eq!(result.score, 0);
}
