//! Engine answers recorded for the page code's unit tests (`tests/unit/fixtures/`): each recorded
//! file must equal what the engine answers now, so a change in the contract fails here and is
//! recorded again on purpose (`bash scripts/record-fixtures.sh`, which sets `RECORD_FIXTURES`;
//! the test suite never writes them).

use engine::web::json;

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

#[test]
fn the_hex_shape_the_unit_tests_use_is_the_engines() {
    recorded("hex-shape.json", &json::hex_shape());
}

/// The draughts positions the move-input unit tests play on, each as the page API answers for
/// it: side to move, the rule set's display, the legal moves, the board and every move's frames.
const POSITIONS: [(&str, &str, &str); 5] = [
    ("quiet", "bashni", "W:c3w,e3w,f6b"),
    ("capture", "bashni", "W:a3w,c3w,d4b,f6b,h8b"),
    ("crowned-mid-capture", "bashni", "W:b6w,c7b,f6b"),
    ("english", "english", "W:c3w,f6b"),
    ("stuck", "bashni", "W:a1w,b2w,c3w,h8b"),
];

fn position_answers(variant: &str, text: &str) -> String {
    use engine::draughts::tfen;
    let variant: engine::Variant = variant.parse().unwrap();
    let position = tfen::parse(variant, text).unwrap();
    let moves = position.legal_moves();
    let frames: Vec<String> = moves
        .iter()
        .map(|mv| {
            format!(
                "{}:{}",
                json::string(&mv.to_string()),
                json::frames(&position, mv)
            )
        })
        .collect();
    format!(
        r#"{{"variant":"{}","tfen":{},"sideToMove":"{}","display":{},"moves":{},"board":{},"frames":{{{}}}}}"#,
        variant.id(),
        json::string(text),
        position.side_to_move().name(),
        json::display(variant),
        json::moves(variant, &moves),
        json::board(position.geometry().size, |square| position.tower(square)),
        frames.join(",")
    )
}

#[test]
fn the_draughts_positions_the_unit_tests_use_are_the_engines() {
    let entries: Vec<String> = POSITIONS
        .iter()
        .map(|(name, variant, text)| {
            format!("{}:{}", json::string(name), position_answers(variant, text))
        })
        .collect();
    recorded(
        "draughts-positions.json",
        &format!("{{{}}}", entries.join(",")),
    );
}
