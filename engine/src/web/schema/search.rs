//! The search's reports as the pages read them: one JSON object per completed iteration and one
//! for the final answer, with scores from White's side (the analysis view's convention).

use super::string;
use crate::color::Color;
use crate::search::{
    draw_acceptable, moves_to_end, rescaled, Score, SearchInfo, SearchResult, Searchable, MATE,
    MATE_BOUND,
};

/// How the scores of one position's search are written: from White's side, in hundredths of
/// what a man or a marble is worth to the search ([`crate::search::calibrated`]).
#[derive(Clone, Copy, Debug)]
pub struct Scale {
    /// The side to move in the searched position (its scores are from that side).
    pub side_to_move: Color,
    /// The unit's name: `"man"` or `"marble"`.
    pub unit: &'static str,
    /// [`Searchable::UNIT`]: the search's units in one of the weights' men or marbles.
    weights_unit: Score,
    /// [`Searchable::score_unit`]: the search's units in one man or marble as measured.
    measured_unit: Score,
}

impl Scale {
    /// The scale of `position`'s scores.
    pub fn of<P: Searchable>(position: &P) -> Scale {
        Scale {
            side_to_move: position.side_to_move(),
            unit: P::UNIT_NAME,
            weights_unit: P::UNIT,
            measured_unit: position.score_unit(),
        }
    }

    /// A search's score (hundredths of the weights' unit, from the side to move, or a win's) in
    /// hundredths of the measured unit, from the same side: [`crate::search::calibrated`].
    pub fn shown(&self, score: Score) -> Score {
        rescaled(score, self.weights_unit, self.measured_unit)
    }
}

/// `{"depth","score","unit","win","nodes","nps","time","pv","move"}`: `score` is in hundredths
/// of what the game's unit, named by `unit` (`"man"` or `"marble"`), is worth to the search
/// ([`Scale`]), from White's side; `win` is `null`, or the winner's full moves to a forced end
/// (positive: White wins); `pv` is in the variant's notation and `move`, its first move as the
/// game's `play` takes it.
pub fn info<M: core::fmt::Display>(
    info: &SearchInfo<M>,
    scale: Scale,
    notation: impl Fn(&M) -> String,
) -> String {
    let sign = if scale.side_to_move == Color::White {
        1
    } else {
        -1
    };
    let win = if info.score.abs() > MATE_BOUND {
        let moves = moves_to_end(MATE - info.score.abs());
        (sign * info.score.signum() * moves).to_string()
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
        r#"{{"depth":{},"score":{},"unit":{},"win":{},"nodes":{},"nps":{},"time":{},"pv":[{}],"move":{}}}"#,
        info.depth,
        sign * scale.shown(info.score),
        string(scale.unit),
        win,
        info.nodes,
        nps,
        info.elapsed_ms as u64,
        pv.join(","),
        first
    )
}

/// The final answer: the last iteration's report plus `"best"`, the chosen move's text (as the
/// game's `play` takes it), or `null` when there is no legal move, and `"drawAcceptable"`,
/// whether the side to move would take a draw offered in this position: `best_score`, its best
/// move's score before any level noise (hundredths of the weights' unit), shown as the page shows
/// it and judged by [`crate::search::draw_acceptable`]; and
/// `"opponentTakesDraw"`, whether the other side would take a draw offered by the side to move
/// (the same score seen from the other side); and `"outcome"`, how the game stands in the
/// position by the rules ([`super::outcome`]: `null` while it goes on), which says what a
/// position without a move is, lost or drawn.
pub fn result<M: Clone + core::fmt::Display>(
    result: &SearchResult<M>,
    best_score: Score,
    outcome: Option<crate::game::Outcome>,
    scale: Scale,
    notation: impl Fn(&M) -> String,
) -> String {
    let report = SearchInfo {
        depth: result.depth,
        score: result.score,
        nodes: result.nodes,
        elapsed_ms: result.elapsed_ms,
        pv: result.pv.clone(),
    };
    let body = info(&report, scale, notation);
    let best = result
        .best
        .as_ref()
        .map_or("null".to_string(), |mv| string(&mv.to_string()));
    let best_score = scale.shown(best_score);
    let draw = result.best.is_some() && draw_acceptable(best_score);
    let opponent_draw = result.best.is_some() && draw_acceptable(-best_score);
    format!(
        r#"{{"best":{best},"drawAcceptable":{draw},"opponentTakesDraw":{opponent_draw},"outcome":{},{}"#,
        super::outcome(outcome),
        &body[1..]
    )
}
