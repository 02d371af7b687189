//! The endgame tables, made in memory (kings-only to four pieces, everything to three): known
//! results of the theory and the tables' agreement with the moves.

use engine::draughts::tfen;
use engine::endgame::check::{check, follows};
use engine::endgame::generate::generate;
use engine::endgame::index::{Material, Placement};
use engine::endgame::store::{decode, encode};
use engine::endgame::{Tables, Value};
use engine::Variant;
use std::collections::HashMap;
use std::sync::OnceLock;

fn kings_only_or_small(material: Material) -> bool {
    material.total() <= 3 || material.own_men + material.other_men == 0
}

fn tables(variant: Variant) -> &'static Tables {
    static RUSSIAN: OnceLock<Tables> = OnceLock::new();
    static ENGLISH: OnceLock<Tables> = OnceLock::new();
    let cell = if variant == Variant::Russian {
        &RUSSIAN
    } else {
        &ENGLISH
    };
    cell.get_or_init(|| generate(variant, 4, kings_only_or_small, |_| {}))
}

fn value(variant: Variant, text: &str) -> Value {
    let position = tfen::parse(variant, text).unwrap();
    tables(variant).lookup(&position).unwrap()
}

#[test]
fn russian_three_kings_beat_one_off_the_main_road_but_not_on_it() {
    // The lone king on the main road (a1–h8) holds the draw.
    assert_eq!(value(Variant::Russian, "W:c1W,e1W,g1W,a1B"), Value::Draw);
    assert_eq!(value(Variant::Russian, "B:c1W,e1W,g1W,a1B"), Value::Draw);
    // Off it, three kings win (Petrov's triangle, within the fifteen moves the rules allow).
    match value(Variant::Russian, "W:c1W,e1W,g1W,b8B") {
        Value::Win(plies) => assert!(plies <= 30, "won in {plies} plies"),
        other => panic!("expected a win, got {other:?}"),
    }
    // Two kings against one are a draw in Russian draughts (flying kings).
    assert_eq!(value(Variant::Russian, "W:c1W,e1W,b8B"), Value::Draw);
}

#[test]
fn english_two_kings_beat_one() {
    assert!(matches!(
        value(Variant::English, "W:a1W,c1W,h8B"),
        Value::Win(_)
    ));
    assert!(matches!(
        value(Variant::English, "B:a1W,c1W,h8B"),
        Value::Loss(_)
    ));
    // One king against one: a king caught in a single corner (h8) is lost, one in a double
    // corner (b8, a7) holds.
    assert!(matches!(
        value(Variant::English, "W:a1W,h8B"),
        Value::Win(_)
    ));
    assert_eq!(value(Variant::English, "W:c1W,b8B"), Value::Draw);
}

#[test]
fn a_side_without_moves_has_lost() {
    // Black's man on a3 is blocked by White's pieces (English: men move forward only).
    let text = "B:a3b,b2W,c1W";
    let position = tfen::parse(Variant::English, text).unwrap();
    if position.legal_moves().is_empty() {
        assert_eq!(value(Variant::English, text), Value::Loss(0));
    }
    // A man that must capture into a recapture.
    assert!(matches!(
        value(Variant::Russian, "B:d4w,e5b,c3W"),
        Value::Win(_) | Value::Draw | Value::Loss(_)
    ));
}

#[test]
fn every_value_follows_from_the_moves() {
    for variant in [Variant::Russian, Variant::English] {
        let report = check(tables(variant));
        assert_eq!(report.errors, 0, "{variant}: {report}");
        assert!(
            report.wins > 0 && report.losses > 0 && report.draws > 0,
            "{report}"
        );
    }
}

#[test]
fn a_won_position_has_a_move_to_a_lost_one_for_the_opponent() {
    let position = tfen::parse(Variant::English, "W:a1W,c1W,h8B").unwrap();
    let table = tables(Variant::English);
    let Some(Value::Win(d)) = table.lookup(&position) else {
        panic!("not a win");
    };
    let winning = position.legal_moves().into_iter().any(|mv| {
        let mut child = position.clone();
        child.play_unchecked(&mv);
        table.lookup(&child) == Some(Value::Loss(d - 1))
    });
    assert!(winning);
    assert!(follows(table, &position, Value::Win(d)));
    assert!(!follows(table, &position, Value::Draw));
}

#[test]
fn the_file_format_reads_back_what_it_wrote_and_refuses_garbage() {
    let tables = tables(Variant::English);
    let bytes = encode(tables);
    let again = decode(&bytes, Variant::English).unwrap();
    // The file leaves out what can be worked out (captures): every position still reads the same.
    for material in tables.materials() {
        for index in 0..material.size() {
            let placement = Placement::from_index(material, index);
            if let Some(position) = placement.position(Variant::English) {
                assert_eq!(
                    tables.lookup(&position),
                    again.lookup(&position),
                    "{position}"
                );
            }
        }
    }
    assert_eq!(check(&again).errors, 0);
    assert!(decode(&bytes, Variant::Russian).is_err());
    for cut in [0, 5, 20, bytes.len() / 2, bytes.len() - 1] {
        let _ = decode(&bytes[..cut], Variant::English);
    }
    let mut broken = bytes.clone();
    for i in (30..broken.len()).step_by(997) {
        broken[i] ^= 0x5A;
    }
    let _ = decode(&broken, Variant::English);
    assert!(decode(b"not a table", Variant::English).is_err());
}

#[test]
fn tables_read_from_a_file_answer_the_same_before_and_after_the_cache_holds_them() {
    let tables = tables(Variant::English);
    let file = std::env::temp_dir().join(format!("engine-egtb-test-{}.egtb", std::process::id()));
    engine::endgame::store::write(&file, tables).unwrap();
    let material = Material::from_counts([0, 2, 0, 1]);
    for _ in 0..2 {
        // The second read finds the unpacked table in the cache folder.
        let read = engine::endgame::store::read(&file, Variant::English).unwrap();
        for index in 0..material.size() {
            let placement = Placement::from_index(material, index);
            if let Some(position) = placement.position(Variant::English) {
                assert_eq!(tables.lookup(&position), read.lookup(&position));
            }
        }
    }
    // A file cut anywhere, or with a table's heading damaged, is refused or answers nothing;
    // it never panics (the heading is read now, the table's bytes when first asked for).
    let bytes = std::fs::read(&file).unwrap();
    let mut cuts: Vec<usize> = (0..40).collect();
    cuts.extend([bytes.len() / 2, bytes.len() - 1]);
    for cut in cuts {
        std::fs::write(&file, &bytes[..cut]).unwrap();
        if let Ok(read) = engine::endgame::store::read(&file, Variant::English) {
            for material in read.materials() {
                let _ = read.table(material);
            }
        }
    }
    let _ = std::fs::remove_file(&file);
}

#[test]
fn five_kings_solve_too_four_against_one_is_won() {
    // A five-piece material (the native tables hold up to five, the pages solve up to four):
    // four kings against one, solved with what it comes down to, every value follows from
    // the moves.
    let kings = |m: Material| m.own_men + m.other_men == 0 && m.own_kings.min(m.other_kings) <= 1;
    let tables = generate(Variant::English, 5, kings, |_| {});
    assert_eq!(tables.pieces(), 5);
    assert_eq!(check(&tables).errors, 0);
    let position = tfen::parse(Variant::English, "W:a1W,c1W,e1W,g1W,h8B").unwrap();
    assert!(matches!(tables.lookup(&position), Some(Value::Win(_))));
    let position = tfen::parse(Variant::English, "B:a1W,c1W,e1W,g1W,h8B").unwrap();
    assert!(matches!(tables.lookup(&position), Some(Value::Loss(_))));
}

/// Every position of up to three pieces valued by the definition, pass by pass, with no table:
/// at pass 0 a position without moves is lost; at pass `k` a position is won in `k` when a move
/// leads to a loss in fewer than `k` plies, lost in `k` when every move leads to a win in fewer
/// than `k`; what no pass settles is drawn. Keyed by material and slot.
fn by_passes(variant: Variant) -> HashMap<(Material, usize), Value> {
    let key = |position: &engine::Position| {
        let placement = Placement::of(position);
        (placement.material(), placement.index())
    };
    let mut open: Vec<engine::Position> = Material::all(3)
        .into_iter()
        .flat_map(|m| (0..m.size()).map(move |i| Placement::from_index(m, i)))
        .filter(Placement::is_possible)
        .filter_map(|p| p.position(variant))
        .collect();
    let mut values = HashMap::new();
    for pass in 0u32.. {
        let mut found = Vec::new();
        open.retain(|position| {
            let children: Vec<Option<Value>> = position
                .legal_moves()
                .iter()
                .map(|mv| {
                    let child = engine::game::Playable::after(position, mv);
                    if child.owned_by(child.side_to_move()) == 0 {
                        Some(Value::Loss(0))
                    } else {
                        values.get(&key(&child)).copied()
                    }
                })
                .collect();
            let wins = children
                .iter()
                .any(|c| matches!(c, Some(Value::Loss(d)) if *d < pass));
            let loses = children
                .iter()
                .all(|c| matches!(c, Some(Value::Win(d)) if *d < pass));
            let value = if wins {
                Value::Win(pass)
            } else if loses && (pass == 0) == children.is_empty() {
                Value::Loss(pass)
            } else {
                return true;
            };
            found.push((key(position), value));
            false
        });
        if found.is_empty() && pass > 0 {
            break;
        }
        values.extend(found);
    }
    values
}

#[test]
fn the_retrograde_sweep_gives_what_the_definition_gives_pass_by_pass() {
    for variant in [Variant::Russian, Variant::English] {
        let reference = by_passes(variant);
        let tables = tables(variant);
        let mut compared = 0;
        for material in Material::all(3) {
            for index in 0..material.size() {
                let placement = Placement::from_index(material, index);
                let Some(position) = placement
                    .is_possible()
                    .then(|| placement.position(variant))
                    .flatten()
                else {
                    continue;
                };
                let expected = reference
                    .get(&(material, index))
                    .copied()
                    .unwrap_or(Value::Draw);
                assert_eq!(tables.lookup(&position), Some(expected), "{position}");
                compared += 1;
            }
        }
        assert!(compared > 100_000, "{compared}");
    }
}

#[test]
fn a_search_that_reaches_the_tables_shows_their_line_to_the_end() {
    use engine::search::{Limits, Searcher};
    // Three kings against one (the tables in engine/data/endgame): won in 25 plies.
    let position = tfen::parse(Variant::Russian, "W:c1W,e1B,d2W,a3W").unwrap();
    let mut searcher = Searcher::new(1);
    let result = searcher.search(&position, &[], Limits::depth(3));
    assert_eq!(result.pv.len(), 25, "{:?}", result.pv);
    let end = result.pv.iter().fold(position.clone(), |here, mv| {
        engine::game::Playable::after(&here, mv)
    });
    assert!(
        end.legal_moves().is_empty(),
        "the line ends the game: {end}"
    );
    // Told not to read them (levels 1-6), the search's line ends where its depth does.
    searcher.set_tables(false);
    searcher.clear();
    let result = searcher.search(&position, &[], Limits::depth(3));
    assert!(result.pv.len() <= 3, "{:?}", result.pv);
}
