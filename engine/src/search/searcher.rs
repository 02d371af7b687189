//! The search itself: iterative deepening over a principal-variation alpha-beta search, with a
//! quiescence search at the leaves.
//!
//! Choices, each measured (`engine bench-search`, `engine match`; README, the computer opponent):
//! - MTD(f) rather than PVS at the root: to the same depth it searched 0.45–0.96 times PVS's
//!   nodes on the positions of `engine bench-search` (both drivers stay selectable, [`Driver`]);
//!   the levels' exact root scores use a PVS root with a full window per move.
//! - Late quiet moves are searched one ply shallower first (and again at full depth when they
//!   beat alpha); a position with a single legal move is searched one ply deeper (draughts is full
//!   of forced replies).
//! - No null-move pruning: zugzwang is everyday in draughts.
//!
//! This file holds the searcher's state and what it offers (a search begun, carried on in time
//! slices, reported); `root` drives each iteration at the root and `tree` searches below it.

mod root;
mod tree;

use super::clock::now_ms;
use super::eval::Weights;
use super::table::Table;
use super::{centi_units, Score, Searchable, HISTORY_KEYS, MATE, MATE_BOUND};

/// The deepest ply the search goes (extensions included).
const MAX_PLY: usize = 96;

/// The capacity a per-ply move or key buffer keeps between nodes. Classic Bashni's immediate
/// capture lets a flying king jump a tall tower again and again, so that one position can have
/// hundreds of thousands of capture paths; a buffer that grew to hold them is freed after its
/// node instead of being kept (96 plies of them took over 600 MB in the puzzle miner).
const KEPT_CAPACITY: usize = 1024;

/// A set of positions' hashes (Zobrist hashes are already uniformly spread: no hashing again).
type HashSet64 = std::collections::HashSet<u64, core::hash::BuildHasherDefault<Identity>>;

/// The identity [`core::hash::Hasher`] of [`HashSet64`].
#[derive(Default)]
struct Identity(u64);

impl core::hash::Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

/// How many times a slice that keeps ending inside one iteration is doubled (30 ms slices grow
/// to 120 ms at most: a page's request waits no longer than that).
const MAX_SLICE_DOUBLINGS: u32 = 2;

/// A search with a time limit begins another iteration only before this share of its time has
/// passed (an iteration cut by the limit still plays the move a failed-high pass proved).
const NEXT_ITERATION_BEFORE: f64 = 0.75;

/// Above every score.
const INFINITY: Score = MATE + 1;

/// When the search must stop: the first limit reached ends it (depth 1 is always completed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration.
    pub depth: u32,
    /// Nodes searched (all iterations together).
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub time_ms: f64,
}

impl Limits {
    /// Search to `depth` plies exactly, with no node or time limit (deterministic).
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: depth.max(1),
            nodes: u64::MAX,
            time_ms: f64::INFINITY,
        }
    }

    /// Search for about `ms` milliseconds.
    pub fn time(ms: f64) -> Limits {
        Limits {
            depth: (MAX_PLY / 2) as u32,
            nodes: u64::MAX,
            time_ms: ms,
        }
    }

    /// Whether the search stops at a node count (levels 6 and 7, a game review's searches):
    /// such a search is short and not sliced, so that its nodes and its answer are the same
    /// whatever the device's speed.
    #[inline]
    pub fn capped_by_nodes(&self) -> bool {
        self.nodes != u64::MAX
    }
}

/// What one completed iteration found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo<M> {
    /// The iteration's depth in plies.
    pub depth: u32,
    /// The score for the side to move at the root.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub elapsed_ms: f64,
    /// The principal variation, its first move the best.
    pub pv: Vec<M>,
}

/// The search's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The chosen move; `None` when there is no legal move.
    pub best: Option<M>,
    /// Its score for the side to move (before any level noise).
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// The principal variation of the deepest completed iteration.
    pub pv: Vec<M>,
}

impl<M> SearchResult<M> {
    /// The answer when there is nothing to search.
    fn none() -> SearchResult<M> {
        SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed_ms: 0.0,
            pv: Vec::new(),
        }
    }
}

/// How each iteration of the deepening searches the root.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Driver {
    /// Principal-variation search: the first move with a full window, the others with a null
    /// window and a re-search when they beat it.
    Pvs,
    /// MTD(f): null-window searches of the whole tree converging on the score, from the last
    /// iteration's score.
    #[default]
    Mtdf,
}

/// What receives each completed iteration's report.
pub type InfoReport<M> = Box<dyn FnMut(&SearchInfo<M>)>;

/// How many best root moves [`Searcher::set_exact_best`] scores exactly at most.
pub const MOST_EXACT_BEST: usize = 8;

/// A search over positions of type `P`, keeping its table between searches of one game.
pub struct Searcher<P: Searchable> {
    table: Table,
    killers: Vec<[Option<P::Move>; 2]>,
    history: Vec<i32>,
    buffers: Vec<Vec<P::Move>>,
    /// Per ply, the moves' sort keys ([`Searcher::order`]): no allocation per node.
    orders: Vec<Vec<i64>>,
    pv: Vec<Vec<P::Move>>,
    /// Per ply, the hashes of the positions a node's captures already led to
    /// ([`DEDUPLICATED_CAPTURES`]).
    children: Vec<HashSet64>,
    /// Hashes of the positions before the current node, back to the game's last progress.
    path: Vec<u64>,
    nodes: u64,
    stopped: bool,
    may_stop: bool,
    limits: Limits,
    started: f64,
    weights: Option<Weights>,
    /// Whether the evaluation adds the game's learned part ([`Searchable::learned`]).
    learned: bool,
    /// How many of the best root moves are scored exactly (0: only the best; `usize::MAX`: all).
    exact_root: usize,
    driver: Driver,
    root_scores: Vec<Score>,
    on_info: Option<InfoReport<P::Move>>,
    /// The report of the deepest iteration the last search begun completed (none yet: `None`).
    deepest: Option<SearchInfo<P::Move>>,
    /// The search begun by [`Searcher::start`], while it goes on.
    run: Option<Run<P>>,
    /// When the current slice of [`Searcher::advance`] ends (ms, [`now_ms`]).
    slice_end: f64,
    /// Whether the search stopped because the slice ended rather than a limit was reached.
    sliced: bool,
    /// What a draw inside the tree costs the side to move at the root (in the search's units):
    /// [`Searchable::CONTEMPT`] while the root side is not worse, else nothing.
    contempt: Score,
    /// Whether a timed search plays a book move when the position is in the opening book.
    book: bool,
    /// Whether the search reads the endgame tables ([`Searchable::known`]).
    tables: bool,
    /// Whether a timed search of a root with a single legal move ends after its first
    /// iteration, to play it at once ([`Searcher::set_forced_at_once`]).
    forced_at_once: bool,
}

/// Whether an endgame table's win or loss in `distance` plies from `position`, `np` plies after
/// the last progress, ends before the no-progress rule could end the game (the table knows
/// nothing of that count).
fn trusted<P: Searchable>(position: &P, np: usize, distance: u32) -> bool {
    (distance as usize) < position.no_progress_limit().saturating_sub(np)
}

/// A search between two slices: the root, its moves in the order the next iteration tries
/// them, and what the completed iterations found.
struct Run<P: Searchable> {
    position: P,
    /// Plies since the last progress at the root.
    np: usize,
    moves: Vec<P::Move>,
    order: Vec<usize>,
    scores: Vec<Score>,
    /// The next iteration's depth.
    depth: u32,
    /// The last iteration's score (internal units), where MTD(f) starts.
    guess: Score,
    /// How many slices in a row ended inside the current iteration.
    retries: u32,
    /// No move to search.
    over: bool,
    result: SearchResult<P::Move>,
}

impl<P: Searchable> Searcher<P> {
    /// A searcher with a transposition table of exactly `table_megabytes` MiB.
    pub fn new(table_megabytes: usize) -> Searcher<P> {
        Searcher {
            table: Table::new(table_megabytes),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; HISTORY_KEYS],
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            orders: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            children: (0..=MAX_PLY).map(|_| HashSet64::default()).collect(),
            path: Vec::new(),
            nodes: 0,
            stopped: false,
            may_stop: false,
            limits: Limits::depth(1),
            started: 0.0,
            weights: None,
            learned: true,
            exact_root: 0,
            driver: Driver::default(),
            root_scores: Vec::new(),
            on_info: None,
            deepest: None,
            run: None,
            slice_end: f64::INFINITY,
            sliced: false,
            contempt: 0,
            book: true,
            tables: true,
            forced_at_once: true,
        }
    }

    /// Evaluates with `weights` instead of the game's own (for tuning).
    pub fn set_weights(&mut self, weights: Option<Weights>) {
        self.weights = weights;
    }

    /// Whether the evaluation adds the game's learned part (it does unless told otherwise), to
    /// compare the evaluation with and without it and to play the self-play games it learns from.
    pub fn set_learned(&mut self, learned: bool) {
        self.learned = learned;
    }

    /// Whether a search with a time limit plays an opening book's move when it has one (it does
    /// unless told otherwise; a search to a fixed depth never does, so that it stays
    /// deterministic).
    pub fn set_book(&mut self, book: bool) {
        self.book = book;
    }

    /// Whether a timed search of a position with a single legal move stops after its first
    /// iteration, as a player plays a forced move at once (it does unless told otherwise). An
    /// analysis searches a forced move as deep as any other, so that its evaluation does not
    /// jump to a one-ply score on the way through a forced capture.
    pub fn set_forced_at_once(&mut self, at_once: bool) {
        self.forced_at_once = at_once;
    }

    /// Whether the search reads the endgame tables where it reaches them (it does unless told
    /// otherwise).
    pub fn set_tables(&mut self, tables: bool) {
        self.tables = tables;
    }

    /// Scores every root move exactly (a full window for each), for the levels' noise; slower.
    pub fn set_exact_root(&mut self, exact: bool) {
        self.exact_root = if exact { usize::MAX } else { 0 };
    }

    /// Scores the `count` best root moves exactly and bounds the others (each searched first
    /// with a null window at the `count`-th best score so far): a best-lines search, cheaper
    /// than [`Searcher::set_exact_root`] when the position has more moves than lines (in an
    /// engine built without the `analysis` and `hex` features, which have best lines, every
    /// move is scored exactly instead). Holds until either is set again.
    pub fn set_exact_best(&mut self, count: usize) {
        self.exact_root = count.min(MOST_EXACT_BEST);
    }

    /// Chooses how the root is searched (MTD(f) unless told otherwise; every root move is scored
    /// by PVS when [`Searcher::set_exact_root`] asks for exact scores).
    pub fn set_driver(&mut self, driver: Driver) {
        self.driver = driver;
    }

    /// Calls `report` after each completed iteration.
    pub fn on_info(&mut self, report: InfoReport<P::Move>) {
        self.on_info = Some(report);
    }

    /// The memory the transposition table takes, in bytes (exactly the megabytes asked for).
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets the table, killers and history (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.fill(0);
        self.killers.fill([None; 2]);
    }

    /// The root moves' scores from the last completed iteration, in move-list order (exact only
    /// with [`Searcher::set_exact_root`], for the best ones with [`Searcher::set_exact_best`];
    /// otherwise bounds for all but the best).
    pub fn root_scores(&self) -> &[Score] {
        &self.root_scores
    }

    /// The static evaluation of `position` for its side to move.
    pub fn evaluate(&self, position: &P) -> Score {
        let weights = self.weights.as_ref().unwrap_or(position.weights());
        let linear = weights.score(&position.features(), position.side_to_move());
        if self.learned {
            linear + position.learned()
        } else {
            linear
        }
    }

    /// Searches `position` within `limits`. `earlier` holds the hashes of the game's positions
    /// before this one back to its last progress (capture, man move or marble pushed off), oldest
    /// first: the search sees repetitions of them and counts the no-progress rule from there.
    pub fn search(
        &mut self,
        position: &P,
        earlier: &[u64],
        limits: Limits,
    ) -> SearchResult<P::Move> {
        self.start(position, earlier, limits);
        self.search_on()
    }

    /// Carries the search begun by [`Searcher::start`] to its end in one go.
    pub fn search_on(&mut self) -> SearchResult<P::Move> {
        while self.run.is_some() {
            if let Some(result) = self.advance(f64::INFINITY) {
                return result;
            }
        }
        SearchResult::none()
    }

    /// Begins a search of `position` (as [`Searcher::search`]) that [`Searcher::advance`] carries
    /// on in time slices, so that a page's worker can read new requests between them; the
    /// table, killers and history stay for the next search.
    pub fn start(&mut self, position: &P, earlier: &[u64], limits: Limits) {
        self.limits = limits;
        self.deepest = None;
        self.started = now_ms();
        self.nodes = 0;
        self.stopped = false;
        self.may_stop = false;
        self.path.clear();
        self.path.extend_from_slice(earlier);
        self.table.new_search();
        for entry in &mut self.history {
            *entry /= 8;
        }
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        let mut over = moves.is_empty() || position.has_lost();
        let mut result = SearchResult::none();
        let booked = (self.book && !over && self.exact_root == 0 && limits.time_ms.is_finite())
            .then(|| position.book_move(self.started.to_bits()))
            .flatten();
        if let Some((mv, score)) = booked {
            // The book's move, at once: no iteration is searched.
            over = true;
            result.best = Some(mv);
            result.score = centi_units::<P>(score);
            result.pv = vec![mv];
        }
        self.run = Some(Run {
            position: position.clone(),
            np: earlier.len(),
            order: (0..moves.len()).collect(),
            scores: vec![-INFINITY; moves.len()],
            moves,
            depth: 1,
            guess: 0,
            retries: 0,
            over,
            result,
        });
    }

    /// Carries on the search begun by [`Searcher::start`] for about `slice_ms` milliseconds (the
    /// first slice of an iteration; an iteration cut by the slice's end is searched again in the
    /// next, longer slice, its finished subtrees answered by the table); the answer once the
    /// search is over, `None` while it goes on (or when none was begun).
    pub fn advance(&mut self, slice_ms: f64) -> Option<SearchResult<P::Move>> {
        let mut run = self.run.take()?;
        let growth = f64::from(1u32 << run.retries.min(MAX_SLICE_DOUBLINGS));
        self.slice_end = now_ms() + slice_ms * growth;
        let max_depth = self.limits.depth.min(MAX_PLY as u32 / 2);
        while !run.over && run.depth <= max_depth {
            self.stopped = false;
            self.sliced = false;
            let depth = run.depth;
            // Avoid draws by repetition or no progress when the last iteration found the root
            // side ahead (by a tenth of a unit: in an even position, pressing for progress
            // loses more games than it wins, measured in Hexpush); otherwise a draw is a draw.
            self.contempt = if run.guess >= P::UNIT / 10 {
                P::CONTEMPT
            } else {
                0
            };
            let iteration = if self.driver == Driver::Mtdf && self.exact_root == 0 {
                let (position, moves, order) = (&run.position, &run.moves, &mut run.order);
                self.mtdf_root(position, moves, order, depth, run.np, run.guess)
            } else {
                let (position, moves) = (&run.position, &run.moves);
                self.search_root(
                    position,
                    moves,
                    &mut run.order,
                    &mut run.scores,
                    depth,
                    run.np,
                )
            };
            if self.sliced {
                // The slice ended, not the search: this iteration again in the next slice.
                run.retries += 1;
                self.run = Some(run);
                return None;
            }
            run.retries = 0;
            let Some((score, complete)) = iteration else {
                break;
            };
            let result = &mut run.result;
            result.best = Some(run.moves[run.order[0]]);
            run.guess = score;
            result.score = centi_units::<P>(score);
            if !complete {
                if !self.pv[0].is_empty() {
                    result.pv = self.pv[0].clone();
                }
                break;
            }
            result.depth = depth;
            result.pv = self.with_known_line(&run.position, run.np, &self.pv[0]);
            self.root_scores = run.scores.clone();
            self.may_stop = true;
            let info = SearchInfo {
                depth,
                score: result.score,
                nodes: self.nodes,
                elapsed_ms: now_ms() - self.started,
                pv: result.pv.clone(),
            };
            if let Some(report) = self.on_info.as_mut() {
                report(&info);
            }
            let decided = score.abs() > MATE_BOUND && (MATE - score.abs()) as u32 <= depth;
            let one_move =
                run.moves.len() == 1 && self.limits.time_ms.is_finite() && self.forced_at_once;
            let no_time = info.elapsed_ms > NEXT_ITERATION_BEFORE * self.limits.time_ms;
            self.deepest = Some(info);
            if decided || one_move || no_time || self.nodes >= self.limits.nodes {
                break;
            }
            run.depth += 1;
        }
        let mut result = run.result;
        result.nodes = self.nodes;
        result.elapsed_ms = now_ms() - self.started;
        Some(result)
    }

    /// Whether some root move of `position` other than `best` scores at least `bound`
    /// (hundredths of the unit, or a win's score) at `depth`: a null-window search of each other
    /// move, stopping at the first that reaches it. Much cheaper than scoring every root move
    /// exactly ([`Searcher::set_exact_root`]) when one does, as a quick test that a move is not
    /// the only good one; bounds only, so an exact search has the last word. `None` when it
    /// needed more than `nodes` nodes.
    pub fn rival(
        &mut self,
        position: &P,
        best: &P::Move,
        bound: Score,
        depth: u32,
        nodes: u64,
    ) -> Option<bool> {
        let bound = super::from_centi_units::<P>(bound);
        self.limits = Limits {
            nodes,
            ..Limits::depth(depth)
        };
        self.started = now_ms();
        self.slice_end = f64::INFINITY;
        self.nodes = 0;
        self.stopped = false;
        self.sliced = false;
        self.may_stop = true;
        self.contempt = 0;
        self.path.clear();
        self.table.new_search();
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        self.path.push(position.hash());
        let mut root = position.clone();
        let mut found = false;
        for mv in moves.iter().filter(|&mv| mv != best) {
            let child_np = usize::from(!position.is_progress(mv));
            let undo = root.make(mv);
            let d = depth as i32 - 1;
            let score = -self.negamax(&mut root, d, 1, -bound, -bound + 1, child_np, false);
            root.take_back(mv, &undo);
            if self.stopped {
                break;
            }
            if score >= bound {
                found = true;
                break;
            }
        }
        self.path.pop();
        let stopped = core::mem::take(&mut self.stopped);
        self.may_stop = false;
        (!stopped).then_some(found)
    }

    /// Whether a search begun by [`Searcher::start`] is not over yet.
    pub fn searching(&self) -> bool {
        self.run.is_some()
    }

    /// The report of the deepest iteration the last search begun has completed, during the
    /// search and after it (`None` before the first): unlike the search's answer, never the
    /// best move of an iteration cut short, so it goes with [`Searcher::root_scores`].
    pub fn completed(&self) -> Option<&SearchInfo<P::Move>> {
        self.deepest.as_ref()
    }
}
