//! Every problem the engine throws to the pages (engine/src/web/schema/problem.rs) has its message in
//! the page scripts' part of every language's catalog: one sample error of each kind is worded
//! as the pages word it (`family-reason`, a game that is over as `refusal-game-over`, nested
//! problems too) and each key is looked up in en, ru and fr.

use super::catalog::Catalogs;
use engine::draughts::editor::EditError;
use engine::draughts::notation::MoveTextError;
use engine::draughts::pdn::{FenError, MoveProblem, PdnError, RecordError};
use engine::draughts::refusal::Refusal;
use engine::draughts::setup::SetupError;
use engine::draughts::square::Square;
use engine::draughts::tfen::TfenError;
use engine::hex::editor::{HexEditError, HexSetupProblem};
use engine::hex::hfen::{HexMoveError, HfenError};
use engine::web::schema::problem;
use engine::{Color, Variant};

/// One error of every kind the pages can be thrown, as the engine writes it for them.
fn every_problem() -> Vec<String> {
    let square = Square::new(2, 2);
    let setups = [
        SetupError::OffBoard(square),
        SetupError::LightSquare(square),
        SetupError::DuplicateSquare(square),
        SetupError::EmptyTower(square),
        SetupError::TooManyPieces {
            color: Color::Black,
            count: 13,
            max: 12,
        },
        SetupError::TowerNotAllowed(square),
        SetupError::ManOnPromotionRank(square),
    ];
    let refusals = [
        Refusal::NotPlayable(square),
        Refusal::EmptySquare(square),
        Refusal::OpponentTower(square),
        Refusal::LandBeyond(square),
        Refusal::NoMove(square),
        Refusal::CaptureCompulsory(square),
        Refusal::NotADestination(square),
        Refusal::BackwardMove(square),
        Refusal::BackwardCapture(square),
        Refusal::OwnTower(square),
        Refusal::TowerJumpedTwice(square),
        Refusal::LandingEndsCapture(square),
        Refusal::CaptureUnfinished(square),
        Refusal::CaptureOver(square),
        Refusal::CrownEndsCapture(square),
        Refusal::AmbiguousRoute(square),
        Refusal::MarkedAs { capture: true },
        Refusal::MarkedAs { capture: false },
        Refusal::GameOver,
    ];
    let mut tfen_errors = vec![
        TfenError::MissingColon,
        TfenError::BadSide("X".into()),
        TfenError::BadSquare("z9w".into()),
        TfenError::BadPiece {
            square,
            letter: 'q',
        },
        TfenError::TowerTooHigh(square),
    ];
    tfen_errors.extend(setups.iter().cloned().map(TfenError::Setup));
    let mut pdn_errors = vec![
        PdnError::UnsupportedVariant(Variant::Lasca),
        PdnError::BadSide("X".into()),
        PdnError::BadSection("Q1".into()),
        PdnError::BadSquare("33".into()),
    ];
    pdn_errors.extend(setups.iter().cloned().map(PdnError::Setup));
    let move_problem = |error| {
        RecordError::Move(MoveProblem {
            number: 2,
            second: true,
            text: "d4-c5".into(),
            error,
            variant: Variant::Russian,
        })
    };
    let mut records = vec![
        RecordError::BadTag("[Event".into()),
        RecordError::UnknownGameType("99".into()),
        RecordError::Unclosed('{'),
        RecordError::TooManyTags,
        move_problem(MoveTextError::Malformed("zz".into())),
        move_problem(MoveTextError::Ambiguous("c3:g7".into())),
    ];
    records.extend(refusals.iter().map(|&reason| {
        move_problem(MoveTextError::Illegal {
            text: "d4-c5".into(),
            reason,
        })
    }));
    records.extend(tfen_errors.iter().cloned().map(|e| RecordError::BadFen {
        fen: "W:".into(),
        variant: Variant::Bashni,
        reason: FenError::Tfen(e),
    }));
    records.extend(pdn_errors.iter().cloned().map(|e| RecordError::BadFen {
        fen: "W:".into(),
        variant: Variant::Russian,
        reason: FenError::Pdn(e),
    }));
    let hfen_errors = [
        HfenError::Shape,
        HfenError::BadSide("X".into()),
        HfenError::OffBoard("a6b".into()),
        HfenError::Duplicate("a1".into()),
        HfenError::BadColor("a1r".into()),
        HfenError::TooManyMarbles(Color::White),
        HfenError::BadLost("7-0".into()),
    ];
    let hex_moves = [
        HexMoveError::Malformed("a1-z9".into()),
        HexMoveError::Illegal("a1-a5".into()),
    ];
    let edits = [EditError::TowerFull(square), EditError::LightSquare(square)];
    let mut all = vec![
        problem::game_over(),
        problem::unknown_variant("chess"),
        problem::unknown_tool("q"),
    ];
    all.extend(edits.iter().map(problem::edit));
    all.extend(setups.iter().map(|e| problem::setup(e, Variant::Bashni)));
    all.extend(
        tfen_errors
            .iter()
            .map(|e| problem::tfen(e, Variant::Bashni)),
    );
    all.extend(pdn_errors.iter().map(|e| problem::pdn(e, Variant::Russian)));
    all.extend(records.iter().map(problem::record));
    all.extend(hfen_errors.iter().map(problem::hfen));
    all.extend(hex_moves.iter().map(problem::hex_move));
    all.extend(
        [
            HexEditError::TooManyMarbles(Color::Black),
            HexEditError::TooManyLost(7),
        ]
        .iter()
        .map(problem::hex_edit),
    );
    all.extend(
        [
            HexSetupProblem::Decided(Color::White),
            HexSetupProblem::NoMarbles(Color::Black),
            HexSetupProblem::NoMove(Color::White),
        ]
        .iter()
        .map(problem::hex_setup),
    );
    all
}

/// The catalog keys a problem is worded with, nested ones included.
fn message_keys(json: &str) -> Vec<String> {
    let field = |rest: &str, name: &str| -> Option<String> {
        let start = rest.find(&format!("\"{name}\":\""))? + name.len() + 4;
        Some(rest[start..start + rest[start..].find('"')?].to_string())
    };
    json.match_indices("{\"family\":")
        .filter_map(|(at, _)| {
            let (family, reason) = (field(&json[at..], "family")?, field(&json[at..], "reason")?);
            Some(match family.as_str() {
                "game" => "refusal-game-over".to_string(),
                _ => format!("{family}-{reason}"),
            })
        })
        .collect()
}

#[test]
fn every_problem_the_engine_throws_has_a_message_in_every_language() {
    let catalogs = Catalogs::load(&crate::site::workspace()).unwrap();
    let problems = every_problem();
    assert!(problems.len() > 60, "{} samples", problems.len());
    let mut checked = 0;
    for json in &problems {
        let keys = message_keys(json);
        assert!(!keys.is_empty(), "{json}");
        for key in keys {
            for catalog in &catalogs.0 {
                assert!(
                    catalog.script_json().contains(&format!("\"{key}\":")),
                    "locales/{}.ftl has no page-script message `{key}` for {json}",
                    catalog.lang
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 3 * problems.len());
}
