//! The computer opponent's page API (wasm-bindgen), run inside the page's Web Worker.
//!
//! [`WasmSearch`] lives as long as the worker, and so do its searchers' transposition tables:
//! the computer and the analysis keep what they learned from one move to the next. A search is
//! begun (`beginDraughts`, `beginHex`: the game is replayed, so the search sees its repetitions
//! and the no-progress count) and then carried on in time slices (`step`), so that the worker
//! reads new requests — another position, stop — between two slices instead of being ended.
//! A move's search reports each completed iteration to the worker's global
//! `bashniSearchInfo(json)`, and its final answer is the JSON `step` returns
//! ([`crate::web::schema::search::result`]). The analysis board's best lines
//! (`beginLinesDraughts`, `beginLinesHex`: [`BestLines`]) are carried on by `step` in the same
//! way; they report the lines at each depth their search completes to the worker's global
//! `bashniSearchLines(json)` (the analysis board's evaluation, main line and best lines, which
//! deepen together), and their answer is the last of those lists of
//! [`crate::web::schema::search::info`] reports.

#[cfg(feature = "draughts")]
use crate::draughts::{notation, position::Position};
use crate::game::Game;
#[cfg(feature = "hex")]
use crate::hex::{self, HexPosition};
#[cfg(any(all(feature = "draughts", feature = "analysis"), feature = "hex"))]
use crate::search::lines::BestLines;
use crate::search::{earlier_hashes, Level, Limits, SearchInfo, Searchable, Searcher};
use crate::web::schema::{self, search::Scale};
use crate::web::wasm::js_error;
#[cfg(feature = "draughts")]
use crate::Variant;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Defined by the worker script: receives each completed iteration's report.
    #[wasm_bindgen(js_name = bashniSearchInfo)]
    fn report_info(json: &str);

    /// Defined by the worker script: receives the best lines at each depth their search
    /// completes (a list of reports, best first).
    #[cfg(any(all(feature = "draughts", feature = "analysis"), feature = "hex"))]
    #[wasm_bindgen(js_name = bashniSearchLines)]
    fn report_lines(json: &str);
}

/// Transposition table size of each game's searcher in the page, in MiB (the table takes exactly
/// this: [`crate::search`]'s table).
const TABLE_MB: usize = 16;

/// A search under way between two slices: what choosing and reporting its move needs, and what
/// searching again needs.
struct Session<P: Searchable> {
    position: P,
    level: Level,
    seed: u64,
    notation: fn(&P::Move) -> String,
    earlier: Vec<u64>,
    limits: Limits,
    /// How the game stands in the position by the rules (decided, drawn, or `None` while it
    /// goes on): the answer's `outcome`, which says what a position without a move is.
    outcome: Option<crate::game::Outcome>,
    /// Whether endgame tables the position comes to may remain to be solved between slices: an
    /// analysis (no book) solves them all, a budget a slice, and searches again whenever they
    /// grew, so that it shows what they know; a move of the computer uses those solved before
    /// it (the rest comes with its next moves).
    solving: bool,
}

/// The game from `start` along `moves` (move texts separated by spaces), so that a search sees
/// its repetitions and its no-progress count; a move the rules refuse throws why.
fn replay<P: Searchable>(start: P, moves: &str) -> Result<Game<P>, JsError> {
    let mut game = Game::from_position(start);
    for text in moves.split_whitespace() {
        game.play_text(text).map_err(js_error)?;
    }
    Ok(game)
}

/// What a page asks of a search: the level, its time, the seed of the level's noise (a book move
/// is chosen by the clock), whether it may answer from the opening book, and a node budget in
/// place of the time (0: none).
struct Ask {
    level: u8,
    time_ms: f64,
    seed: u32,
    book: bool,
    nodes: u64,
}

impl<P: Searchable + 'static> Session<P> {
    /// Replays `moves` from `start` and begins the asked level's search of the position reached.
    fn begin(
        searcher: &mut Searcher<P>,
        start: P,
        moves: &str,
        ask: Ask,
        notation: fn(&P::Move) -> String,
    ) -> Result<Session<P>, JsError> {
        let Ask {
            level,
            time_ms,
            seed,
            book,
            nodes,
        } = ask;
        let level =
            Level::new(level).ok_or_else(|| js_error(format!("level {level} is not 1-8")))?;
        let game = replay(start, moves)?;
        let position = game.position().clone();
        let outcome = game.outcome();
        let scale = Scale::of(&position);
        searcher.on_info(Box::new(move |info: &SearchInfo<P::Move>| {
            report_info(&schema::search::info(info, scale, notation))
        }));
        let earlier = earlier_hashes(&game);
        let mut limits = level.limits::<P>(time_ms);
        if nodes > 0 {
            // Nodes, not time: the same tree, the same answer, on any device (a search capped by
            // nodes is not sliced).
            limits.nodes = limits.nodes.min(nodes);
            limits.time_ms = f64::INFINITY;
        }
        // An analysis (the book off) searches a forced move as deep as any other.
        searcher.set_forced_at_once(book);
        let solved = level.start(searcher, &position, &earlier, limits, book);
        Ok(Session {
            position,
            level,
            seed: seed as u64,
            notation,
            earlier,
            limits,
            outcome,
            solving: solved && !book,
        })
    }

    /// One slice of the search (after solving more of the endgame tables, when it is
    /// [`Session::solving`]); the answer as JSON once it is over.
    fn step(&mut self, searcher: &mut Searcher<P>, slice_ms: f64) -> Option<String> {
        if self.solving {
            self.solving = self.position.prepare_known();
            if self.solving {
                // A search capped by nodes is over in this one step (it is not sliced): every
                // table it comes to solved first, so that it knows them all, as a timed analysis
                // comes to know them between its slices.
                while self.limits.capped_by_nodes() && self.position.prepare_known() {}
                // What the table holds was searched without the new endgames: forget it.
                searcher.clear();
                searcher.start(&self.position, &self.earlier, self.limits);
            }
        }
        let result = searcher.advance(slice_ms)?;
        let best_score = result.score;
        let result = self.level.pick(searcher, &self.position, result, self.seed);
        Some(schema::search::result(
            &result,
            best_score,
            self.outcome,
            Scale::of(&self.position),
            self.notation,
        ))
    }
}

/// The best lines of a position under way between two slices ([`BestLines`]), with how their
/// reports are written.
#[cfg(any(all(feature = "draughts", feature = "analysis"), feature = "hex"))]
struct LinesSession<P: Searchable> {
    lines: BestLines<P>,
    scale: Scale,
    notation: fn(&P::Move) -> String,
}

#[cfg(any(all(feature = "draughts", feature = "analysis"), feature = "hex"))]
impl<P: Searchable + 'static> LinesSession<P> {
    /// The `count` best lines of the position after `moves` from `start`, to be searched for
    /// about `time_ms`.
    fn begin(
        start: P,
        moves: &str,
        count: usize,
        time_ms: f64,
        notation: fn(&P::Move) -> String,
    ) -> Result<LinesSession<P>, JsError> {
        let game = replay(start, moves)?;
        let earlier = earlier_hashes(&game);
        let position = game.position().clone();
        let scale = Scale::of(&position);
        let report = move |lines: &[SearchInfo<P::Move>]| {
            report_lines(&lines_json::<P>(lines, scale, notation))
        };
        Ok(LinesSession {
            scale,
            lines: BestLines::new(position, earlier, count, time_ms).reporting(Box::new(report)),
            notation,
        })
    }

    /// One slice; the lines ([`lines_json`]) once the search is over.
    fn step(&mut self, searcher: &mut Searcher<P>, slice_ms: f64) -> Option<String> {
        let reports = self.lines.step(searcher, slice_ms)?;
        Some(lines_json::<P>(&reports, self.scale, self.notation))
    }
}

/// Best lines as a JSON list of [`schema::search::info`] reports (best first).
#[cfg(any(all(feature = "draughts", feature = "analysis"), feature = "hex"))]
fn lines_json<P: Searchable>(
    lines: &[SearchInfo<P::Move>],
    scale: Scale,
    notation: fn(&P::Move) -> String,
) -> String {
    schema::list(
        lines
            .iter()
            .map(|line| schema::search::info(line, scale, notation)),
    )
}

/// How a draughts search's reports write a move.
#[cfg(feature = "draughts")]
type MoveWriter = fn(&crate::Move) -> String;

/// The start position of a draughts search (`variant`'s TFEN or PDN FEN `start`) and how its moves are
/// written in the reports (PDN numbers in English checkers).
#[cfg(feature = "draughts")]
fn draughts_start(variant: &str, start: &str) -> Result<(Position, MoveWriter), JsError> {
    let variant: Variant = variant.parse().map_err(js_error)?;
    let start = crate::draughts::pdn::read_position(variant, start).map_err(js_error)?;
    let text: MoveWriter = match variant {
        Variant::English => |mv| notation::display_text(Variant::English, mv),
        _ => |mv| mv.to_string(),
    };
    Ok((start, text))
}

/// Installs the learned network of `variant` from its weights file (`engine/data/eval/*.bin`,
/// which the page carries as data: the pages' wasm embeds none); a bad file or a second network
/// for a rule set throws why. The searches of this wasm instance add it
/// to their evaluation from then on.
#[cfg(all(feature = "draughts", feature = "networks"))]
#[wasm_bindgen(js_name = installNetwork)]
pub fn install_network(variant: &str, file: &[u8]) -> Result<(), JsError> {
    let variant = crate::web::wasm::variant_arg(variant)?;
    crate::search::net::INSTALLED
        .install(variant, file)
        .map_err(js_error)
}

/// Installs the opening book `name` from the bytes the page carries ([`crate::book::packed`]):
/// a rule set of draughts (`russian`) or a Hexpush layout's (`hexpush-standard`), as the page's
/// `data-book` names it; bytes that do not read, an unknown name or a second book for a rule set
/// throw why. The timed searches of the strong levels of this wasm instance play its moves from
/// then on.
#[cfg(feature = "books")]
#[wasm_bindgen(js_name = installBook)]
pub fn install_book(name: &str, bytes: &[u8]) -> Result<(), JsError> {
    use crate::book::{install, Named};
    match name.parse().map_err(js_error)? {
        #[cfg(feature = "draughts")]
        Named::Draughts(variant) => install(variant, bytes),
        #[cfg(feature = "hex")]
        Named::Hexpush(layout) => install(layout, bytes),
    }
    .map_err(js_error)
}

/// The search under way, if any: a move's search or the best lines of a position.
enum Active {
    #[cfg(feature = "draughts")]
    Draughts(Box<Session<Position>>),
    #[cfg(feature = "hex")]
    Hex(Session<HexPosition>),
    #[cfg(all(feature = "draughts", feature = "analysis"))]
    DraughtsLines(Box<LinesSession<Position>>),
    #[cfg(feature = "hex")]
    HexLines(Box<LinesSession<HexPosition>>),
}

/// The searchers of one worker, made when first needed, and the search under way.
#[wasm_bindgen(js_name = EngineSearch)]
#[derive(Default)]
pub struct WasmSearch {
    #[cfg(feature = "draughts")]
    draughts: Option<Searcher<Position>>,
    #[cfg(feature = "hex")]
    hex: Option<Searcher<HexPosition>>,
    active: Option<Active>,
    searches: u32,
    /// Whether the strong levels' searches are kept from the opening book ([`WasmSearch::set_book`]).
    no_book: bool,
    /// The node budget of the searches of a move ([`WasmSearch::set_nodes`]; 0: their time).
    nodes: u64,
}

#[wasm_bindgen(js_class = EngineSearch)]
impl WasmSearch {
    /// No searcher yet; each game's is made on its first search.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmSearch {
        WasmSearch::default()
    }

    /// Begins a search of the draughts game of `variant` from `start` (a TFEN) after `moves`
    /// (move texts separated by spaces) at `level` for about `time_ms`, ending the one under way;
    /// [`WasmSearch::step`] carries it on.
    #[cfg(feature = "draughts")]
    #[wasm_bindgen(js_name = beginDraughts)]
    pub fn begin_draughts(
        &mut self,
        variant: &str,
        start: &str,
        moves: &str,
        level: u8,
        time_ms: f64,
        seed: u32,
    ) -> Result<(), JsError> {
        self.active = None;
        let (start, text) = draughts_start(variant, start)?;
        let ask = self.ask(level, time_ms, seed);
        let searcher = self.draughts.get_or_insert_with(|| Searcher::new(TABLE_MB));
        let session = Session::begin(searcher, start, moves, ask, text)?;
        self.active = Some(Active::Draughts(Box::new(session)));
        self.searches += 1;
        Ok(())
    }

    /// Whether the strong levels answer from the page's opening book when it has the position
    /// (on unless told: the computer's and the hint's moves); off for an analysis, which wants
    /// the position searched. Holds for the searches begun after it.
    #[wasm_bindgen(js_name = setBook)]
    pub fn set_book(&mut self, on: bool) {
        self.no_book = !on;
    }

    /// A node budget for the searches of a move begun after it, in place of their time (0: their
    /// time, as the levels ask): a game review's searches end at a node count, so that a game
    /// reviewed twice, on any device, gets the same evaluations and the same marks. Such a
    /// search is not sliced: [`WasmSearch::step`] returns its answer in one call.
    #[wasm_bindgen(js_name = setNodes)]
    pub fn set_nodes(&mut self, nodes: f64) {
        // (A float: the page's numbers; anything but a positive count is no budget.)
        self.nodes = if nodes >= 1.0 { nodes as u64 } else { 0 };
    }

    fn ask(&self, level: u8, time_ms: f64, seed: u32) -> Ask {
        Ask {
            level,
            time_ms,
            seed,
            book: !self.no_book,
            nodes: self.nodes,
        }
    }

    /// The same for Hexpush: `start` is an HFEN or a layout name.
    #[cfg(feature = "hex")]
    #[wasm_bindgen(js_name = beginHex)]
    pub fn begin_hex(
        &mut self,
        start: &str,
        moves: &str,
        level: u8,
        time_ms: f64,
        seed: u32,
    ) -> Result<(), JsError> {
        self.active = None;
        let start = hex::hfen::parse_start(start).map_err(js_error)?;
        let ask = self.ask(level, time_ms, seed);
        let searcher = self.hex.get_or_insert_with(|| Searcher::new(TABLE_MB));
        let session = Session::begin(searcher, start, moves, ask, |mv| mv.to_string())?;
        self.active = Some(Active::Hex(session));
        self.searches += 1;
        Ok(())
    }

    /// Carries the search under way on for about `slice_ms`: its answer as JSON when it is over
    /// (and then no search is under way) — a move's search's [`schema::search::result`], the
    /// best lines' list of reports — nothing while it goes on or when none was begun.
    pub fn step(&mut self, slice_ms: f64) -> Option<String> {
        let answer = match self.active.as_mut()? {
            #[cfg(feature = "draughts")]
            Active::Draughts(session) => session.step(self.draughts.as_mut()?, slice_ms),
            #[cfg(feature = "hex")]
            Active::Hex(session) => session.step(self.hex.as_mut()?, slice_ms),
            #[cfg(all(feature = "draughts", feature = "analysis"))]
            Active::DraughtsLines(session) => session.step(self.draughts.as_mut()?, slice_ms),
            #[cfg(feature = "hex")]
            Active::HexLines(session) => session.step(self.hex.as_mut()?, slice_ms),
        };
        if answer.is_some() {
            self.active = None;
        }
        answer
    }

    /// Begins the `count` best lines of the draughts position after `moves` from `start` (see
    /// [`BestLines`]), searched for about `time_ms`, ending the search under way;
    /// [`WasmSearch::step`] carries them on (the analysis board's engine only: the `analysis`
    /// feature).
    #[cfg(all(feature = "draughts", feature = "analysis"))]
    #[wasm_bindgen(js_name = beginLinesDraughts)]
    pub fn begin_lines_draughts(
        &mut self,
        variant: &str,
        start: &str,
        moves: &str,
        count: usize,
        time_ms: f64,
    ) -> Result<(), JsError> {
        self.active = None;
        let (start, text) = draughts_start(variant, start)?;
        self.draughts.get_or_insert_with(|| Searcher::new(TABLE_MB));
        let session = LinesSession::begin(start, moves, count, time_ms, text)?;
        self.active = Some(Active::DraughtsLines(Box::new(session)));
        self.searches += 1;
        Ok(())
    }

    /// The same for Hexpush (`start` an HFEN or a layout name); every Hexpush page has it.
    #[cfg(feature = "hex")]
    #[wasm_bindgen(js_name = beginLinesHex)]
    pub fn begin_lines_hex(
        &mut self,
        start: &str,
        moves: &str,
        count: usize,
        time_ms: f64,
    ) -> Result<(), JsError> {
        self.active = None;
        let start = hex::hfen::parse_start(start).map_err(js_error)?;
        self.hex.get_or_insert_with(|| Searcher::new(TABLE_MB));
        let session = LinesSession::begin(start, moves, count, time_ms, |mv| mv.to_string())?;
        self.active = Some(Active::HexLines(Box::new(session)));
        self.searches += 1;
        Ok(())
    }

    /// Ends the search under way, keeping the tables.
    pub fn cancel(&mut self) {
        self.active = None;
    }

    /// How many searches this instance has begun (a page's worker keeps one instance).
    #[wasm_bindgen(getter)]
    pub fn searches(&self) -> u32 {
        self.searches
    }

    /// Forgets what the searchers learned (a new game).
    pub fn clear(&mut self) {
        #[cfg(feature = "draughts")]
        if let Some(s) = self.draughts.as_mut() {
            s.clear();
        }
        #[cfg(feature = "hex")]
        if let Some(s) = self.hex.as_mut() {
            s.clear();
        }
    }
}
