//! The draughts pages' API (wasm-bindgen): one [`WasmGame`] per board, the board editor, and the
//! readers of a pasted position or game record. Only the pages that play draughts carry it
//! (the `draughts` feature).

use crate::draughts::position::Position;
use crate::draughts::square::Square;
use crate::draughts::{pdn, tfen};
use crate::game::Game;
use crate::web::schema::{self, problem};
use crate::web::wasm::{game_error, history_controls, js_error, variant_arg};
use crate::Variant;
use wasm_bindgen::prelude::*;

history_controls!(WasmGame, "EngineGame", WasmGame::move_json, |_| None);

/// A game of one rule set, with history, undo/redo and result.
#[wasm_bindgen(js_name = EngineGame)]
pub struct WasmGame {
    game: Game,
}

#[wasm_bindgen(js_class = EngineGame)]
impl WasmGame {
    /// A new game of `variant` from its start position, or from `tfen` when given: a TFEN, or in
    /// Russian draughts and English checkers also a PDN FEN ([`pdn::read_position`]; a refused
    /// one throws its [`problem`] JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, tfen_text: Option<String>) -> Result<WasmGame, JsError> {
        let variant = variant_arg(variant)?;
        let start = match tfen_text.as_deref().map(str::trim) {
            None | Some("") => Position::start(variant),
            Some(text) => pdn::read_position(variant, text)
                .map_err(|e| JsError::new(&problem::fen(&e, variant)))?,
        };
        Ok(WasmGame {
            game: Game::from_position(start),
        })
    }

    /// The rule set's id.
    pub fn variant(&self) -> String {
        self.game.position().variant().id().to_string()
    }

    /// What the page shows of the rule set (see [`schema::draughts::rules`]).
    #[wasm_bindgen(js_name = rulesJson)]
    pub fn rules_json(&self) -> String {
        schema::draughts::rules(self.variant_id())
    }

    /// The frames of the legal move written as `text`, hop by hop, as the player must see
    /// them (see [`schema::draughts::frames`]).
    #[wasm_bindgen(js_name = framesJson)]
    pub fn frames_json(&self, text: &str) -> Result<String, JsError> {
        let position = self.game.position();
        let mv = crate::draughts::notation::parse_move(position, text).map_err(js_error)?;
        Ok(schema::draughts::frames(position, &mv))
    }

    /// The frames of the move that led to the current position (`null` at the start), for
    /// animating a move just played, replayed or made by the computer.
    #[wasm_bindgen(js_name = lastMoveFramesJson)]
    pub fn last_move_frames_json(&self) -> String {
        let plies = self.game.moves().len();
        let before = plies
            .checked_sub(1)
            .and_then(|i| self.game.positions().nth(i));
        schema::or_null(before.zip(self.game.moves().last()), |(before, mv)| {
            schema::draughts::frames(before, mv)
        })
    }

    /// The current position in TFEN.
    pub fn tfen(&self) -> String {
        tfen::write(self.game.position())
    }

    /// The start position of this game in TFEN.
    #[wasm_bindgen(js_name = startTfen)]
    pub fn start_tfen(&self) -> String {
        tfen::write(self.game.start_position())
    }

    /// `"white"` or `"black"`.
    #[wasm_bindgen(js_name = sideToMove, unchecked_return_type = "\"white\" | \"black\"")]
    pub fn side_to_move(&self) -> String {
        self.game.position().side_to_move().name().to_string()
    }

    /// The board as JSON in the seeds' shape: `cells[rank][file]` = array of `{color, king}`, top last.
    #[wasm_bindgen(js_name = boardJson)]
    pub fn board_json(&self) -> String {
        let position = self.game.position();
        schema::draughts::board(position.geometry().size, |square| position.tower(square))
    }

    /// The legal moves as JSON: `[{from, to, path, captured, capture, text}]`, sorted by text.
    #[wasm_bindgen(js_name = legalMovesJson)]
    pub fn legal_moves_json(&self) -> String {
        schema::draughts::moves(self.variant_id(), &self.game.legal_moves())
    }

    /// Plays the move written as `text` (`c3-d4`, `c3:e5:g7`); returns the move as JSON. A game
    /// that is over throws [`problem::game_over`]; a text that names no legal move, the
    /// engine's words (the page asks `refusalJson` why).
    pub fn play(&mut self, text: &str) -> Result<String, JsError> {
        self.game
            .play_text(text)
            .map(|mv| schema::draughts::mv(self.variant_id(), &mv))
            .map_err(|e| game_error(e, |_| None))
    }

    /// Why the route `route` — squares joined by `-`, `:` or `x` (`c3`, `c3-d4`, `c3:e5:c7`; PDN
    /// numbers on the 8×8 board) — is not a legal move now: `null` when it is one (or, unless
    /// `complete`, the beginning of one; a complete route whose squares make a legal move that
    /// its marks do not, `c3:d4` for `c3-d4`, is `marked-as-capture` or `marked-as-move`), else `{"reason","square"?,"owner"?}` with `reason` one
    /// of the ids of [`crate::draughts::refusal::Refusal::id`], or `malformed-route` when the
    /// text is not squares.
    #[wasm_bindgen(js_name = refusalJson)]
    pub fn refusal_json(&self, route: &str, complete: bool) -> String {
        let position = self.game.position();
        match crate::draughts::notation::parse_route(position, route) {
            Ok(squares) => {
                // Squares that make a legal move which the text marks otherwise (`c3:d4` for
                // `c3-d4`) are refused for that.
                let refusal = self.game.refusal(&squares, complete).or_else(|| {
                    complete
                        .then(|| crate::draughts::notation::marked_refusal(position, route))
                        .flatten()
                });
                schema::draughts::refusal(position, refusal)
            }
            Err(_) => schema::draughts::malformed_route(),
        }
    }

    /// What a tap on the square named `square` does after the route entered so far (`route`:
    /// the selected square, then the landings made, joined by `-`; empty when nothing is
    /// selected), with `autoplay` making the forced landings (see [`schema::draughts::tap`]). The page keeps
    /// the route; the engine says what it becomes.
    #[wasm_bindgen(js_name = tapJson)]
    pub fn tap_json(&self, route: &str, square: &str, autoplay: bool) -> Result<String, JsError> {
        let position = self.game.position();
        let route = self.route_arg(route)?;
        let square = Square::parse(square).ok_or_else(|| JsError::new("not a square"))?;
        let answer = crate::draughts::tap::tap(position, &route, square, autoplay);
        Ok(schema::draughts::tap(position, &answer))
    }

    /// What the board marks while `route` (as for [`Self::tap_json`]) is entered: the next
    /// landings, the towers that must capture, and the board after the landings made (see
    /// [`schema::draughts::highlights`]); nothing once the game is over (a resignation, an
    /// agreed draw or a drawn repetition leaves moves on the board that no one may play).
    #[wasm_bindgen(js_name = highlightsJson)]
    pub fn highlights_json(&self, route: &str) -> Result<String, JsError> {
        let position = self.game.position();
        let route = self.route_arg(route)?;
        let marks = if self.game.outcome().is_some() {
            crate::draughts::tap::Highlights::default()
        } else {
            crate::draughts::tap::highlights(position, &route)
        };
        Ok(schema::draughts::highlights(position, &route, &marks))
    }

    /// The moves played so far as a JSON list of moves.
    #[wasm_bindgen(js_name = historyJson)]
    pub fn history_json(&self) -> String {
        schema::draughts::history(&self.game)
    }

    /// The current position as PDN FEN (`russian` and `english` only).
    pub fn pdn(&self) -> Result<String, JsError> {
        pdn::write(self.game.position()).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The whole game as a PDN file (a standard one for `russian` and `english`, the record
    /// format of engine/RECORDS.md for the tower rule sets). `tags` are the values of `Event`,
    /// `Site`, `Date` (like `2026.11.30`), `Round`, `White` and `Black`, in the page's language
    /// (missing ones are left at their defaults, an empty `Round` is not written).
    /// `whole`: the whole line, from any move shown ([`pdn::whole_line`]); else up to the
    /// move shown (the moves after it were taken back).
    #[wasm_bindgen(js_name = pdnGame)]
    pub fn pdn_game(&self, tags: Vec<String>, whole: bool) -> String {
        let tags = self.record_tags(&tags);
        if whole {
            pdn::annotated_record(&pdn::whole_line(&self.game), &tags, &[])
        } else {
            pdn::annotated_record(&self.game, &tags, &[])
        }
    }

    /// The whole game as [`Self::pdn_game`] writes it (with the same `tags`), annotated: `nags`
    /// the NAG after each move (`0,0,4`: none, none, `$4`) and `comments` the comment after each
    /// (lines, one a move; empty for none). The analysis board's engine only (the `analysis`
    /// feature).
    #[cfg(feature = "analysis")]
    #[wasm_bindgen(js_name = pdnAnnotated)]
    pub fn pdn_annotated(&self, tags: Vec<String>, nags: &str, comments: &str) -> String {
        let notes: Vec<(u8, String)> = nags
            .split(',')
            .map(|nag| nag.trim().parse().unwrap_or(0))
            .zip(
                comments
                    .split('\n')
                    .map(str::to_string)
                    .chain(core::iter::repeat(String::new())),
            )
            .collect();
        pdn::annotated_record(&self.game, &self.record_tags(&tags), &notes)
    }

    /// Perft of the current position (for the page benchmark).
    #[cfg(feature = "perft")]
    pub fn perft(&self, depth: u32) -> f64 {
        crate::perft::perft(self.game.position(), depth) as f64
    }
}

impl WasmGame {
    /// A record's tags from the page's values of `Event`, `Site`, `Date`, `Round`, `White` and
    /// `Black` (missing ones left at a casual game's).
    fn record_tags<'a>(&self, tags: &'a [String]) -> pdn::RecordTags<'a> {
        let variant = self.game.start_position().variant();
        let value = |index: usize| tags.get(index).map(String::as_str);
        let casual = pdn::RecordTags::casual(variant, value(2).unwrap_or(""));
        pdn::RecordTags {
            event: value(0).unwrap_or(casual.event),
            site: value(1).unwrap_or(casual.site),
            round: value(3).unwrap_or(casual.round),
            white: value(4).unwrap_or(casual.white),
            black: value(5).unwrap_or(casual.black),
            ..casual
        }
    }

    fn variant_id(&self) -> Variant {
        self.game.position().variant()
    }

    /// The squares of a route as the page sends it (empty text: no square).
    fn route_arg(&self, route: &str) -> Result<Vec<Square>, JsError> {
        if route.trim().is_empty() {
            return Ok(Vec::new());
        }
        crate::draughts::notation::parse_route(self.game.position(), route).map_err(js_error)
    }

    fn move_json(&self, mv: &crate::Move) -> String {
        schema::draughts::mv(self.variant_id(), mv)
    }
}

/// Reads one game record (PDN, see RECORDS.md) and returns it as JSON:
/// `{"variant","start","moves","result","tags","more"}` (see [`schema::draughts::record`]), a
/// record without `GameType` in square names as the rule set `reader` (the page's game). A
/// record the engine cannot replay throws its [`problem::record`] JSON (for a move: its number,
/// text and why); an unknown `reader` throws.
#[wasm_bindgen(js_name = readRecordJson)]
pub fn read_record_json(text: &str, reader: &str) -> Result<String, JsError> {
    pdn::read_game_on(text, variant_arg(reader)?)
        .map(|record| schema::draughts::record(&record))
        .map_err(|e| JsError::new(&problem::record(&e)))
}

/// The position `tfen` of `variant` as its players write it
/// ([`crate::draughts::notation::display_position`]: English checkers' PDN FEN in square numbers,
/// the TFEN for the others); `tfen` itself when it is not a position of the rules (a setup in
/// the editor) or `variant` is unknown.
#[wasm_bindgen(js_name = positionText)]
pub fn position_text(variant: &str, tfen: &str) -> String {
    variant_arg(variant)
        .ok()
        .and_then(|variant| tfen::parse(variant, tfen).ok())
        .map_or_else(
            || tfen.to_string(),
            |position| crate::draughts::notation::display_position(&position),
        )
}

/// Whether a pasted text is a position (a TFEN) rather than a game record
/// ([`tfen::looks_like_tfen`]).
#[wasm_bindgen(js_name = isTfenText)]
pub fn is_tfen_text(text: &str) -> bool {
    tfen::looks_like_tfen(text)
}
