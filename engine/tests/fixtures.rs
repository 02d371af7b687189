//! Engine answers recorded for the page code's unit tests (`tests/unit/fixtures/`): each recorded
//! file must equal what the engine answers now, so a change in the contract fails here and is
//! recorded again on purpose (`bash scripts/record-fixtures.sh`, which sets `RECORD_FIXTURES`;
//! the test suite never writes them).

use engine::web::schema;

fn recorded(name: &str, answer: &str) {
    let path = format!(
        "{}/../tests/unit/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    if std::env::var_os("RECORD_FIXTURES").is_some() {
        std::fs::write(&path, format!("{answer}\n")).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(
        text.trim_end(),
        answer,
        "{path} is not what the engine answers now: record it again with bash scripts/record-fixtures.sh"
    );
}

/// The draughts positions the move-input unit tests play on, each as the page API answers for
/// it: side to move, the rule set's rules (its display among them), the legal moves, the board, every move's frames,
/// and what the board's taps get: the answer to a tap on every playable square after every route
/// the page can hold (nothing selected, or a tower and the first landings of one of its moves),
/// with and without auto-play (`"ROUTE|SQUARE|AUTOPLAY"`, the route's squares joined by `-`), and
/// the highlights of each of those routes.
const POSITIONS: [(&str, &str, &str); 6] = [
    ("quiet", "bashni", "W:c3w,e3w,f6b"),
    ("capture", "bashni", "W:a3w,c3w,d4b,f6b,h8b"),
    ("crowned-mid-capture", "bashni", "W:b6w,c7b,f6b"),
    ("english", "english", "W:c3w,f6b"),
    ("stuck", "bashni", "W:a1w,b2w,c3w,h8b"),
    ("two-routes", "english", "W:e1w,d2b,d4b,f2b,f4b"),
];

fn position_answers(variant: &str, text: &str) -> String {
    use engine::draughts::{tap, tfen};
    let variant: engine::Variant = variant.parse().unwrap();
    let position = tfen::parse(variant, text).unwrap();
    let moves = position.legal_moves();
    let frames: Vec<String> = moves
        .iter()
        .map(|mv| {
            format!(
                "{}:{}",
                schema::string(&mv.to_string()),
                schema::draughts::frames(&position, mv)
            )
        })
        .collect();
    let mut routes: Vec<Vec<engine::Square>> = vec![Vec::new()];
    for mv in &moves {
        for landings in 0..mv.landings().len() {
            let mut route = vec![mv.from()];
            route.extend_from_slice(&mv.landings()[..landings]);
            if !routes.contains(&route) {
                routes.push(route);
            }
        }
    }
    let size = position.geometry().size;
    let playable: Vec<engine::Square> = (0..size)
        .flat_map(|rank| (0..size).map(move |file| engine::Square::new(file, rank)))
        .filter(|&square| position.geometry().is_playable(square))
        .collect();
    let name = |route: &[engine::Square]| {
        route
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join("-")
    };
    let mut taps = Vec::new();
    let mut marks = Vec::new();
    for route in &routes {
        let highlights = tap::highlights(&position, route);
        marks.push(format!(
            "{}:{}",
            schema::string(&name(route)),
            schema::draughts::highlights(&position, route, &highlights)
        ));
        for &square in &playable {
            for autoplay in [false, true] {
                let answer = tap::tap(&position, route, square, autoplay);
                taps.push(format!(
                    "{}:{}",
                    schema::string(&format!("{}|{square}|{autoplay}", name(route))),
                    schema::draughts::tap(&position, &answer)
                ));
            }
        }
    }
    format!(
        r#"{{"variant":"{}","tfen":{},"sideToMove":"{}","rules":{},"moves":{},"board":{},"frames":{{{}}},"taps":{{{}}},"highlights":{{{}}}}}"#,
        variant.id(),
        schema::string(text),
        position.side_to_move().name(),
        schema::draughts::rules(variant),
        schema::draughts::moves(variant, &moves),
        schema::draughts::board(position.geometry().size, |square| position.tower(square)),
        frames.join(","),
        taps.join(","),
        marks.join(",")
    )
}

#[test]
fn the_draughts_positions_the_unit_tests_use_are_the_engines() {
    let entries: Vec<String> = POSITIONS
        .iter()
        .map(|(name, variant, text)| {
            format!(
                "{}:{}",
                schema::string(name),
                position_answers(variant, text)
            )
        })
        .collect();
    recorded(
        "draughts-positions.json",
        &format!("{{{}}}", entries.join(",")),
    );
}

/// The Hexpush positions the marble-input unit tests play on.
const HEX_POSITIONS: [(&str, &str); 3] = [
    ("line", "B:a1b,c3b,c4b,c5b,c6w,i9w:0-0"),
    ("four", "B:c3b,c4b,c5b,c6b,e5w,i9w:0-0"),
    ("white-to-move", "W:a1b,c3b,c4b,c5b,c6w,i9w:0-0"),
];

#[test]
fn the_hex_positions_the_unit_tests_use_are_the_engines() {
    let entries: Vec<String> = HEX_POSITIONS
        .iter()
        .map(|(name, text)| format!("{}:{}", schema::string(name), hex_position_answers(text)))
        .collect();
    recorded("hex-positions.json", &format!("{{{}}}", entries.join(",")));
}

/// A Hexpush position as the page API answers for it: the board, and for every selection the
/// page can hold (nothing, one marble, or a line of own marbles in either order) what a tap on
/// each cell does, the selection's moves and those that reach each cell, the line each swipe
/// makes and the move each drop makes (left out: an empty list or `null`).
fn hex_position_answers(text: &str) -> String {
    use engine::hex::{hfen, selection, Cell};
    let position = hfen::parse(text).unwrap();
    let cells: Vec<Cell> = (0..9)
        .flat_map(|row| (0..9).filter_map(move |diagonal| Cell::new(row, diagonal)))
        .collect();
    let own: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|c| position.marbles(position.side_to_move()) & c.bit() != 0)
        .collect();
    let mut selections: Vec<Vec<Cell>> = vec![Vec::new()];
    let mut swipes = Vec::new();
    for &origin in &own {
        for &over in &own {
            if let Some(line) = selection::swipe(&position, origin, over) {
                swipes.push(format!(
                    r#""{origin}|{over}":{}"#,
                    schema::hex::cells(&line)
                ));
                if !selections.contains(&line) {
                    selections.push(line);
                }
            }
        }
    }
    let key = |cells: &[Cell]| {
        cells
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (mut picks, mut moves, mut reaching, mut drops) = (vec![], vec![], vec![], vec![]);
    for selected in &selections {
        let name = key(selected);
        moves.push(format!(
            r#""{name}":{}"#,
            schema::hex::moves(selection::selection_moves(&position, selected))
        ));
        for &cell in &cells {
            let pick = selection::pick(&position, selected, cell);
            picks.push(format!(r#""{name}|{cell}":{}"#, schema::hex::pick(&pick)));
            let to = selection::moves_to(&position, selected, cell);
            if !to.is_empty() {
                reaching.push(format!(r#""{name}|{cell}":{}"#, schema::hex::moves(to)));
            }
            for &left in selected {
                if let Some(mv) = selection::drop_move(&position, selected, left, cell) {
                    drops.push(format!(
                        r#""{name}|{left}|{cell}":{}"#,
                        schema::hex::mv(&mv)
                    ));
                }
            }
        }
    }
    format!(
        r#"{{"side":"{}","board":{},"picks":{{{}}},"moves":{{{}}},"movesTo":{{{}}},"swipes":{{{}}},"drops":{{{}}}}}"#,
        position.side_to_move(),
        schema::hex::board(&position),
        picks.join(","),
        moves.join(","),
        reaching.join(","),
        swipes.join(","),
        drops.join(",")
    )
}
