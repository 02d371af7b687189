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

use super::eval::Weights;
use super::table::{Bound, Table};
use super::{
    centi_units, list_moves, Known, LeafMoves, Score, Searchable, HISTORY_KEYS, MATE, MATE_BOUND,
};

/// The deepest ply the search goes (extensions included).
const MAX_PLY: usize = 96;

/// The capacity a per-ply move or key buffer keeps between nodes. Classic Bashni's immediate
/// capture lets a flying king jump a tall tower again and again, so that one position can have
/// hundreds of thousands of capture paths; a buffer that grew to hold them is freed after its
/// node instead of being kept (96 plies of them took over 600 MB in the puzzle miner).
const KEPT_CAPACITY: usize = 1024;

/// How many moves of a node are picked by selection before the rest are sorted at once: most
/// nodes cut off after a move or two, and a node that does not would otherwise pay a quadratic
/// selection over its moves (most of the miner's time in classic Bashni). The keys are unique
/// (each holds its move's index), so the order is the same either way.
const SELECTED_MOVES: usize = 4;

/// A node with more compulsory captures than this searches each resulting position once:
/// classic Bashni's flying king reaches the same position by many capture paths (thousands in
/// one node at times), and each repeated child would be generated and searched again. Below it
/// the check is not worth its cost. The first path to a position is the one kept.
const DEDUPLICATED_CAPTURES: usize = 8;

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

/// Moves root move `best` to the front of the search's `order`, the others keeping theirs.
fn put_first(order: &mut [usize], best: usize) {
    let slot = order.iter().position(|&i| i == best).unwrap_or(0);
    order[..=slot].rotate_right(1);
}

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

/// Milliseconds on a monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

#[cfg(target_arch = "wasm32")]
mod clock {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Date)]
        pub fn now() -> f64;
    }
}

/// Milliseconds since the epoch (the page's `Date.now()`).
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    clock::now()
}

/// A small deterministic random generator (xorshift64*) for the levels' noise.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// About normally distributed with mean 0 and standard deviation `sigma`.
    pub fn normal(&mut self, sigma: f64) -> f64 {
        // The sum of 12 uniforms minus 6 has mean 0 and variance 1.
        let sum: f64 = (0..12)
            .map(|_| (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64)
            .sum();
        (sum - 6.0) * sigma
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

/// A search over positions of type `P`, keeping its table between searches of one game.
pub struct Searcher<P: Searchable> {
    table: Table,
    killers: Vec<[Option<P::Move>; 2]>,
    history: Vec<i32>,
    buffers: Vec<Vec<P::Move>>,
    /// Per ply, the moves' sort keys ([`Searcher::order`]): no allocation per node.
    orders: Vec<Vec<(i64, usize)>>,
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
    exact_root: bool,
    driver: Driver,
    root_scores: Vec<Score>,
    on_info: Option<InfoReport<P::Move>>,
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
}

/// Whether an endgame table's win or loss in `distance` plies from `position`, `np` plies after
/// the last progress, ends before the no-progress rule could end the game (the table knows
/// nothing of that count).
fn trusted<P: Searchable>(position: &P, np: usize, distance: u32) -> bool {
    (distance as usize) < position.no_progress_limit().saturating_sub(np)
}

/// The longest line shown where the endgame tables carry on the search's
/// ([`Searcher::with_known_line`]).
const KNOWN_LINE: usize = 40;

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

/// `buffer`, emptied of its capacity when it grew past [`KEPT_CAPACITY`].
fn bounded<T>(buffer: Vec<T>) -> Vec<T> {
    if buffer.capacity() > KEPT_CAPACITY {
        Vec::with_capacity(64)
    } else {
        buffer
    }
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
            exact_root: false,
            driver: Driver::default(),
            root_scores: Vec::new(),
            on_info: None,
            run: None,
            slice_end: f64::INFINITY,
            sliced: false,
            contempt: 0,
            book: true,
            tables: true,
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

    /// Whether the search reads the endgame tables where it reaches them (it does unless told
    /// otherwise).
    pub fn set_tables(&mut self, tables: bool) {
        self.tables = tables;
    }

    /// Scores every root move exactly (a full window for each), for the levels' noise; slower.
    pub fn set_exact_root(&mut self, exact: bool) {
        self.exact_root = exact;
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
    /// with [`Searcher::set_exact_root`]; otherwise bounds for all but the best).
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
        let booked = (self.book && !over && !self.exact_root && limits.time_ms.is_finite())
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
            let iteration = if self.driver == Driver::Mtdf && !self.exact_root {
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
            let one_move = run.moves.len() == 1 && self.limits.time_ms.is_finite();
            let no_time = info.elapsed_ms > NEXT_ITERATION_BEFORE * self.limits.time_ms;
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
        let bound = if bound.abs() > MATE_BOUND {
            bound
        } else {
            (bound as i64 * P::UNIT as i64 / 100) as Score
        };
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

    /// One MTD(f) iteration: null-window searches of the root from `guess` until the score's
    /// bounds meet; the best move (from the last search that failed high) goes first in `order`
    /// and the line from the table into `self.pv[0]`.
    fn mtdf_root(
        &mut self,
        position: &P,
        moves: &[P::Move],
        order: &mut [usize],
        depth: u32,
        np: usize,
        guess: Score,
    ) -> Option<(Score, bool)> {
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        let mut root = position.clone();
        let mut score = guess;
        let mut best = None;
        while lower < upper {
            let beta = if score == lower { score + 1 } else { score };
            score = self.negamax(&mut root, depth as i32, 0, beta - 1, beta, np, false);
            if self.stopped {
                return self.cut_iteration(position, moves, order, depth, lower, best);
            }
            let table_best = self.table.probe(position.hash()).and_then(|e| e.best());
            if score >= beta {
                lower = score;
                best = table_best.or(best);
            } else {
                upper = score;
                best = best.or(table_best);
            }
        }
        let mut best = best.filter(|&i| i < moves.len()).unwrap_or(order[0]);
        // A search capped by nodes (levels 6 and 7) spends none on the line.
        let line = if self.limits.nodes == u64::MAX {
            self.principal_line(position, depth, np, score)
        } else {
            None
        };
        match line {
            Some(line) => {
                // The line's first move scores `score` exactly: it is a best move.
                if let Some(index) = moves.iter().position(|mv| Some(mv) == line.first()) {
                    best = index;
                }
                self.pv[0] = line;
            }
            None => self.pv[0] = self.table_line(position, moves[best], depth as usize),
        }
        put_first(order, best);
        Some((score, true))
    }

    /// What an MTD(f) iteration stopped by the time or node limit still proves: once one of its
    /// passes failed high, the move that pass found (from the table) scores at least `lower` at
    /// this deeper depth, so it is played, with the line the table holds (the iteration is not
    /// complete: the depth reported stays the last one's). (In the rare case where the table kept
    /// no move after the pass that failed high, `best` is still the move an earlier pass that
    /// failed low left there.) `None` when no pass failed high, or when the slice ended (the
    /// iteration goes on in the next one).
    fn cut_iteration(
        &mut self,
        position: &P,
        moves: &[P::Move],
        order: &mut [usize],
        depth: u32,
        lower: Score,
        best: Option<usize>,
    ) -> Option<(Score, bool)> {
        let best = best.filter(|&i| i < moves.len() && lower > -INFINITY && !self.sliced)?;
        self.pv[0] = self.table_line(position, moves[best], depth as usize);
        put_first(order, best);
        Some((lower, false))
    }

    /// The line MTD(f)'s `score` stands on: a search with a window just around the score, whose
    /// principal-variation nodes (never cut by the table) each keep the line below them; its
    /// other nodes are answered by the table MTD(f) filled, so it costs little. `None` when it
    /// was cut short or did not find the score again (then the table's line is shown).
    fn principal_line(
        &mut self,
        position: &P,
        depth: u32,
        np: usize,
        score: Score,
    ) -> Option<Vec<P::Move>> {
        let found = self.negamax(
            &mut position.clone(),
            depth as i32,
            0,
            score - 1,
            score + 1,
            np,
            true,
        );
        let line = core::mem::take(&mut self.pv[0]);
        if self.stopped {
            // The slice's end or the time limit came during this pass; the iteration's score
            // and move stand, and the limit is checked again at the next iteration.
            self.stopped = false;
            self.sliced = false;
            return None;
        }
        (found == score && !line.is_empty()).then_some(line)
    }

    /// `line` from `root` (`np` plies after the last progress), carried on by the endgame
    /// tables' moves where it ends in a won or lost position they hold and trust there
    /// ([`Searcher::known_score`]: the search stops at such a position), up to [`KNOWN_LINE`]
    /// plies in all or the end of the game.
    fn with_known_line(&self, root: &P, mut np: usize, line: &[P::Move]) -> Vec<P::Move> {
        let mut line = line.to_vec();
        if !self.tables || line.is_empty() {
            return line;
        }
        let mut here = root.clone();
        let play = |here: &mut P, np: &mut usize, mv: &P::Move| {
            *np = if here.is_progress(mv) { 0 } else { *np + 1 };
            *here = here.after(mv);
        };
        for mv in &line {
            play(&mut here, &mut np, mv);
        }
        // A drawn position's line would go round in circles: the tables carry on wins and losses.
        while line.len() < KNOWN_LINE
            && matches!(here.known(), Some(Known::Win(d) | Known::Loss(d)) if trusted(&here, np, d))
        {
            let Some(mv) = here.known_move() else {
                break;
            };
            line.push(mv);
            play(&mut here, &mut np, &mv);
        }
        line
    }

    /// The line the table holds from `position`, starting with `first`.
    fn table_line(&self, position: &P, first: P::Move, plies: usize) -> Vec<P::Move> {
        let mut line = vec![first];
        let mut here = position.after(&first);
        let mut seen = vec![position.hash(), here.hash()];
        let mut moves = Vec::new();
        while line.len() < plies.max(1) {
            let Some(index) = self.table.probe(here.hash()).and_then(|e| e.best()) else {
                break;
            };
            here.generate_moves(&mut moves);
            let Some(&mv) = moves.get(index) else {
                break;
            };
            line.push(mv);
            here = here.after(&mv);
            if seen.contains(&here.hash()) {
                break;
            }
            seen.push(here.hash());
        }
        line
    }

    /// One iteration at the root: the best score and whether every move was searched; `None`
    /// when it was stopped before the first move was.
    fn search_root(
        &mut self,
        position: &P,
        moves: &[P::Move],
        order: &mut [usize],
        scores: &mut [Score],
        depth: u32,
        np: usize,
    ) -> Option<(Score, bool)> {
        let mut alpha = -INFINITY;
        let mut best_slot = 0;
        self.pv[0].clear();
        self.path.push(position.hash());
        let mut root = position.clone();
        for slot in 0..order.len() {
            let mv = moves[order[slot]];
            let child_np = if position.is_progress(&mv) { 0 } else { np + 1 };
            let undo = root.make(&mv);
            let d = depth as i32 - 1;
            let score = if slot == 0 || self.exact_root {
                let low = if self.exact_root { -INFINITY } else { alpha };
                -self.negamax(&mut root, d, 1, -INFINITY, -low, child_np, true)
            } else {
                let probe = -self.negamax(&mut root, d, 1, -alpha - 1, -alpha, child_np, false);
                if probe > alpha && !self.stopped {
                    -self.negamax(&mut root, d, 1, -INFINITY, -alpha, child_np, true)
                } else {
                    probe
                }
            };
            root.take_back(&mv, &undo);
            if self.stopped {
                // The moves before this one were searched in full at this depth, the first (the
                // last iteration's best) among them: the best of them is the better choice.
                self.path.pop();
                if slot == 0 {
                    return None;
                }
                order[..=best_slot].rotate_right(1);
                return Some((alpha, false));
            }
            scores[order[slot]] = score;
            if score > alpha || slot == 0 {
                alpha = score;
                best_slot = slot;
                let (head, tail) = self.pv.split_at_mut(1);
                head[0].clear();
                head[0].push(mv);
                head[0].extend_from_slice(&tail[0]);
            }
        }
        self.path.pop();
        // Best first, the others by score (stable), for the next iteration.
        order[..=best_slot].rotate_right(1);
        crate::sort::sort_by_key(&mut order[1..], |&i| -scores[i]);
        if self.exact_root {
            crate::sort::sort_by_key(order, |&i| -scores[i]);
        }
        self.table.store(
            position.hash(),
            0,
            depth as i32,
            alpha,
            Bound::Exact,
            Some(order[0]),
        );
        Some((alpha, true))
    }

    fn check_limits(&mut self) {
        let now = now_ms();
        if self.may_stop
            && (self.nodes >= self.limits.nodes || now - self.started >= self.limits.time_ms)
        {
            self.stopped = true;
        } else if now >= self.slice_end && self.limits.nodes == u64::MAX {
            // (A search capped by nodes is short and not sliced: its nodes and its move stay
            // the same whatever the device's speed.)
            self.stopped = true;
            self.sliced = true;
        }
    }

    /// Whether the position with `hash`, `np` plies after the last progress, repeats an earlier one.
    fn repeats(&self, hash: u64, np: usize) -> bool {
        let len = self.path.len();
        (2..=np.min(len))
            .step_by(2)
            .any(|back| self.path[len - back] == hash)
    }

    /// What a quiet leaf `ply` plies below the root, `np` plies after the last progress, loses
    /// for the root side (gains for its opponent): the contempt times the share of the
    /// no-progress limit already used; nothing where there is no contempt.
    fn progress_urge(&self, position: &P, ply: usize, np: usize) -> Score {
        if self.contempt == 0 {
            return 0;
        }
        let limit = position.no_progress_limit().max(1);
        let urge = (self.contempt as i64 * np.min(limit) as i64 / limit as i64) as Score;
        if ply.is_multiple_of(2) {
            urge
        } else {
            -urge
        }
    }

    /// A draw's score for the side to move `ply` plies below the root: the contempt against the
    /// root side, in its favour for the opponent.
    fn draw_score(&self, ply: usize) -> Score {
        if ply.is_multiple_of(2) {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// The score an endgame table gives the position `ply` plies below the root, `np` plies after
    /// the last progress: a draw, or a win or loss by its distance when the game cannot reach
    /// the no-progress limit first (otherwise the table is not trusted and the search goes on).
    fn known_score(&self, position: &P, ply: usize, np: usize) -> Option<Score> {
        if !self.tables {
            return None;
        }
        match position.known()? {
            Known::Draw => Some(self.draw_score(ply)),
            Known::Win(d) if trusted(position, np, d) => Some(MATE - (ply as Score + d as Score)),
            Known::Loss(d) if trusted(position, np, d) => {
                Some(-(MATE - (ply as Score + d as Score)))
            }
            _ => None,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &mut P,
        mut depth: i32,
        ply: usize,
        mut alpha: Score,
        beta: Score,
        np: usize,
        pv_node: bool,
    ) -> Score {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        self.pv[ply].clear();
        if self.stopped {
            return 0;
        }
        if position.has_lost() {
            return -(MATE - ply as Score);
        }
        let hash = position.hash();
        // The table is read below unless the node is a quiet leaf, most nodes: a leaf asks
        // for its bucket only once it knows it will read it (a needless fetch from memory at
        // every leaf cost more time than its instructions).
        if depth > 0 {
            self.table.prefetch(hash);
        }
        if ply > 0 && self.repeats(hash, np) {
            return self.draw_score(ply);
        }
        if ply > 0 {
            if let Some(score) = self.known_score(position, ply, np) {
                return score;
            }
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(position);
        }
        let mut moves = core::mem::take(&mut self.buffers[ply]);
        // At a leaf the moves are listed only when they must be searched.
        let kind = if depth <= 0 {
            position.leaf_moves(&mut moves)
        } else {
            list_moves(position, &mut moves)
        };
        if kind == LeafMoves::None {
            self.buffers[ply] = bounded(moves);
            return -(MATE - ply as Score);
        }
        if ply > 0 && np >= position.no_progress_limit() {
            self.buffers[ply] = bounded(moves);
            return self.draw_score(ply);
        }
        let forced = kind == LeafMoves::MustResolve;
        if depth <= 0 && !forced {
            self.buffers[ply] = bounded(moves);
            // The longer since the last progress, the less a quiet leaf is worth to the root
            // side when it is not worse (scaled contempt): it goes for progress before the
            // no-progress draw comes into view.
            let urge = self.progress_urge(position, ply, np);
            return self.quiesce(position, ply, alpha + urge, beta + urge) - urge;
        }
        if depth <= 0 {
            // A leaf with a capture pending: now its bucket and its moves are needed.
            self.table.prefetch(hash);
            position.generate_moves(&mut moves);
        }
        let mut table_move = None;
        if let Some(entry) = self.table.probe(hash) {
            table_move = entry.best().filter(|&i| i < moves.len());
            if !pv_node && entry.depth() >= depth {
                let score = entry.score(ply);
                let cut = match entry.bound() {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    self.buffers[ply] = bounded(moves);
                    return score;
                }
            }
        }
        if moves.len() == 1 && depth > 0 && ply < 2 * MAX_PLY / 3 {
            depth += 1;
        }
        let mut keys = core::mem::take(&mut self.orders[ply]);
        self.order(position, &moves, table_move, ply, &mut keys);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_index = None;
        self.path.push(hash);
        // Not at the root, whose moves are each scored (`root_scores`).
        let deduplicate = ply > 0 && forced && keys.len() > DEDUPLICATED_CAPTURES;
        // (Only a deduplicating node touches its set: clearing even an empty one costs.)
        let mut children = if deduplicate {
            let mut children = core::mem::take(&mut self.children[ply]);
            children.clear();
            children
        } else {
            HashSet64::default()
        };
        for n in 0..keys.len() {
            // The first in the order of the moves not yet tried: a selection rather than a sort
            // (most nodes cut off after a move or two), then the rest sorted at once.
            if n < SELECTED_MOVES {
                let first = (n..keys.len()).min_by_key(|&i| keys[i]).unwrap_or(n);
                keys.swap(n, first);
            } else if n == SELECTED_MOVES {
                crate::sort::sort(&mut keys[n..]);
            }
            let index = keys[n].1;
            let mv = moves[index];
            let child_np = if position.is_progress(&mv) { 0 } else { np + 1 };
            let quiet = !position.is_tactical(&mv);
            // Played in place and taken back below: no copy of the position per node.
            let undo = position.make(&mv);
            if deduplicate && !children.insert(position.hash()) {
                // Another capture path to a position already searched: the same score.
                position.take_back(&mv, &undo);
                continue;
            }
            let new_depth = depth - 1;
            let score = if n == 0 {
                -self.negamax(
                    position,
                    new_depth,
                    ply + 1,
                    -beta,
                    -alpha,
                    child_np,
                    pv_node,
                )
            } else {
                let reduction =
                    if depth >= 3 && n >= 3 && quiet && !self.killers[ply].contains(&Some(mv)) {
                        1 + (n >= 10 && depth >= 5) as i32
                    } else {
                        0
                    };
                let mut score = -self.negamax(
                    position,
                    new_depth - reduction,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    child_np,
                    false,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(
                        position,
                        new_depth,
                        ply + 1,
                        -alpha - 1,
                        -alpha,
                        child_np,
                        false,
                    );
                }
                if score > alpha && score < beta && pv_node {
                    score =
                        -self.negamax(position, new_depth, ply + 1, -beta, -alpha, child_np, true);
                }
                score
            };
            position.take_back(&mv, &undo);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_index = Some(index);
                if score > alpha {
                    alpha = score;
                    // The line is kept only where a line is read: a null-window node's move
                    // that raises alpha cuts off, and most nodes are such.
                    if pv_node || ply == 0 {
                        let (head, tail) = self.pv.split_at_mut(ply + 1);
                        head[ply].clear();
                        head[ply].push(mv);
                        head[ply].extend_from_slice(&tail[0]);
                    }
                    if alpha >= beta {
                        if quiet {
                            let killers = &mut self.killers[ply];
                            if killers[0] != Some(mv) {
                                killers[1] = killers[0];
                                killers[0] = Some(mv);
                            }
                            let slot = &mut self.history[position.history_key(&mv)];
                            *slot = (*slot + depth * depth).min(1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.buffers[ply] = bounded(moves);
        self.orders[ply] = bounded(keys);
        if deduplicate {
            self.children[ply] = if children.capacity() > KEPT_CAPACITY {
                HashSet64::default()
            } else {
                children
            };
        }
        if !self.stopped {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table.store(hash, ply, depth, best, bound, best_index);
        }
        best
    }

    /// The moves' sort keys with their indexes, a lower key first (the caller picks them in
    /// that order): the table move, tactical moves by gain, killers, then by history.
    fn order(
        &self,
        position: &P,
        moves: &[P::Move],
        table_move: Option<usize>,
        ply: usize,
        keys: &mut Vec<(i64, usize)>,
    ) {
        keys.clear();
        keys.extend(moves.iter().enumerate().map(|(index, mv)| {
            let key = if Some(index) == table_move {
                1 << 40
            } else if position.is_tactical(mv) {
                (1 << 32) + position.gain(mv) as i64
            } else if self.killers[ply][0] == Some(*mv) {
                1 << 31
            } else if self.killers[ply][1] == Some(*mv) {
                (1 << 31) - 1
            } else {
                self.history[position.history_key(mv)] as i64
            };
            (-key, index)
        }));
    }

    /// Quiescence: the static score, unless a forcing move that is not compulsory does better.
    fn quiesce(&mut self, position: &P, ply: usize, mut alpha: Score, beta: Score) -> Score {
        let stand = self.evaluate(position);
        if !P::OPTIONAL_TACTICS || stand >= beta || ply >= MAX_PLY - 1 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut moves = core::mem::take(&mut self.buffers[ply]);
        position.generate_moves(&mut moves);
        for mv in moves.iter().filter(|mv| position.is_tactical(mv)) {
            self.nodes += 1;
            let child = position.after(mv);
            let score = if child.has_lost() {
                MATE - (ply as Score + 1)
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha)
            };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[ply] = bounded(moves);
        best
    }
}
