//! The search's reports as the pages read them: one JSON object per completed iteration and one
//! for the final answer, with scores from White's side (the analysis view's convention).

use crate::color::Color;
use crate::search::{SearchInfo, SearchResult, MATE, MATE_BOUND};
use crate::web::json::string;

/// `{"depth","score","win","nodes","nps","time","pv","move"}`: `score` is in hundredths of a
/// piece from White's side; `win` is `null`, or the plies to a forced end (positive: White wins);
/// `pv` is in the variant's notation and `move`, its first move as the game's `play` takes it.
pub fn info<M: core::fmt::Display>(
    info: &SearchInfo<M>,
    side_to_move: Color,
    notation: impl Fn(&M) -> String,
) -> String {
    let sign = if side_to_move == Color::White { 1 } else { -1 };
    let win = if info.score.abs() > MATE_BOUND {
        let plies = MATE - info.score.abs();
        (sign * info.score.signum() * plies).to_string()
    } else {
        "null".to_string()
    };
    let pv: Vec<String> = info.pv.iter().map(|mv| string(&notation(mv))).collect();
    // Whole numbers only: formatting floats would add the float printer to the page's wasm.
    let elapsed = (info.elapsed_ms.max(1.0)) as u64;
    let nps = info.nodes.saturating_mul(1000) / elapsed;
    let first = info
        .pv
        .first()
        .map_or("null".to_string(), |mv| string(&mv.to_string()));
    format!(
        r#"{{"depth":{},"score":{},"win":{},"nodes":{},"nps":{},"time":{},"pv":[{}],"move":{}}}"#,
        info.depth,
        sign * info.score,
        win,
        info.nodes,
        nps,
        info.elapsed_ms as u64,
        pv.join(","),
        first
    )
}

/// The final answer: the last iteration's report plus `"best"`, the chosen move's text (as the
/// game's `play` takes it), or `null` when there is no legal move.
pub fn result<M: Clone + core::fmt::Display>(
    result: &SearchResult<M>,
    side_to_move: Color,
    notation: impl Fn(&M) -> String,
) -> String {
    let report = SearchInfo {
        depth: result.depth,
        score: result.score,
        nodes: result.nodes,
        elapsed_ms: result.elapsed_ms,
        pv: result.pv.clone(),
    };
    let body = info(&report, side_to_move, notation);
    let best = result
        .best
        .as_ref()
        .map_or("null".to_string(), |mv| string(&mv.to_string()));
    format!(r#"{{"best":{best},{}"#, &body[1..])
}
