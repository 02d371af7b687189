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
