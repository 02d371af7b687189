//! The tree below the root: alpha-beta with its table, repetitions, endgame tables, move order
//! and reductions, and the quiescence search at the leaves.

use super::{trusted, HashSet64, Searcher, INFINITY, KEPT_CAPACITY, MAX_PLY};
use crate::search::clock::now_ms;
use crate::search::table::Bound;
use crate::search::{list_moves, Known, LeafMoves, Score, Searchable, MATE};

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

/// The priority of the table's move in the order, above every other ([`Searcher::order`]'s
/// priorities are under 2^23: a history is at most 2^20, a gain a few pieces).
const TABLE_MOVE: i64 = 1 << 30;

/// A move's key in the node's order: its priority (higher first) in the high bits, its index in
/// the node's move list in the low 32, so that one `i64` compares as the pair would, in one
/// instruction, and no two moves' keys are equal.
#[inline(always)]
fn order_key(priority: i64, index: usize) -> i64 {
    debug_assert!((0..=TABLE_MOVE).contains(&priority) && u32::try_from(index).is_ok());
    (-priority << 32) | index as i64
}

/// The index in the node's move list of the move of order key `key` ([`order_key`]).
#[inline(always)]
fn key_index(key: i64) -> usize {
    key as u32 as usize
}

/// Puts the `n`th move of the order in its place in `keys`, where the first `n` already are:
/// the least of the rest by selection (most nodes cut off after a move or two), and past
/// [`SELECTED_MOVES`] all the rest sorted at once (later calls then leave them as they are).
fn place(keys: &mut [i64], n: usize) {
    if n < SELECTED_MOVES {
        let first = (n..keys.len()).min_by_key(|&i| keys[i]).unwrap_or(n);
        keys.swap(n, first);
    } else if n == SELECTED_MOVES {
        crate::sort::sort(&mut keys[n..]);
    }
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
    /// Stops the search at its limits (its time, its nodes: once an iteration may stop), or
    /// at the end of its slice (then to be carried on).
    fn check_limits(&mut self) {
        let now = now_ms();
        if self.may_stop
            && (self.nodes >= self.limits.nodes || now - self.started >= self.limits.time_ms)
        {
            self.stopped = true;
        } else if now >= self.slice_end && !self.limits.capped_by_nodes() {
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
    pub(super) fn negamax(
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
        // The moves are ordered before the table is read, while its bucket comes from memory
        // (the table move is put first below).
        let mut keys = core::mem::take(&mut self.orders[ply]);
        self.order(position, &moves, ply, &mut keys);
        if let Some(entry) = self.table.probe(hash) {
            if let Some(index) = entry.best().filter(|&i| i < moves.len()) {
                keys[index] = order_key(TABLE_MOVE, index);
            }
            if !pv_node && entry.depth() >= depth {
                let score = entry.score(ply);
                let cut = match entry.bound() {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    self.buffers[ply] = bounded(moves);
                    self.orders[ply] = bounded(keys);
                    return score;
                }
            }
        }
        if moves.len() == 1 && depth > 0 && ply < 2 * MAX_PLY / 3 {
            depth += 1;
        }
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
        // How many of the keys are in their place in the order.
        let mut placed = 0;
        for n in 0..keys.len() {
            if placed <= n {
                place(&mut keys, n);
                placed = n + 1;
            }
            let index = key_index(keys[n]);
            let mv = moves[index];
            // A node whose first move did not cut off will likely try the next too: its table
            // bucket is fetched now, while this move is searched (where its hash is cheap to
            // tell; from depth 2, where the next child is no leaf unless reduced: a quiet leaf
            // reads no bucket).
            if n > 0 && depth >= 2 && n + 1 < keys.len() {
                place(&mut keys, n + 1);
                placed = n + 2;
                if let Some(next) = position.hash_after(&moves[key_index(keys[n + 1])]) {
                    self.table.prefetch(next);
                }
            }
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

    /// The moves' sort keys ([`order_key`]), the `n`th move's `n`th, a lower key first (the
    /// caller picks them in that order): tactical moves by gain, killers, then by history (the
    /// table move, once known, goes before all: [`TABLE_MOVE`]).
    fn order(&self, position: &P, moves: &[P::Move], ply: usize, keys: &mut Vec<i64>) {
        keys.clear();
        keys.extend(moves.iter().enumerate().map(|(index, mv)| {
            let priority = if position.is_tactical(mv) {
                (1 << 22) + position.gain(mv) as i64
            } else if self.killers[ply][0] == Some(*mv) {
                1 << 21
            } else if self.killers[ply][1] == Some(*mv) {
                (1 << 21) - 1
            } else {
                self.history[position.history_key(mv)] as i64
            };
            order_key(priority, index)
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
