//! The root of each iteration: MTD(f)'s null-window passes or a principal-variation root, the
//! best move put first, and the line the iteration reports (its own, the table's, the endgame
//! tables' to the end).

use super::{trusted, Searcher, INFINITY, MOST_EXACT_BEST};
use crate::search::table::Bound;
use crate::search::{Known, Score, Searchable};

/// Moves root move `best` to the front of the search's `order`, the others keeping theirs.
fn put_first(order: &mut [usize], best: usize) {
    let slot = order.iter().position(|&i| i == best).unwrap_or(0);
    order[..=slot].rotate_right(1);
}

/// The longest line shown where the endgame tables carry on the search's
/// ([`Searcher::with_known_line`]).
const KNOWN_LINE: usize = 40;

impl<P: Searchable> Searcher<P> {
    /// One MTD(f) iteration: null-window searches of the root from `guess` until the score's
    /// bounds meet; the best move (from the last search that failed high) goes first in `order`
    /// and the line from the table into `self.pv[0]`.
    pub(super) fn mtdf_root(
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
        let line = if !self.limits.capped_by_nodes() {
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
    /// (`Searcher::known_score`: the search stops at such a position), up to `KNOWN_LINE`
    /// plies in all or the end of the game.
    pub fn with_known_line(&self, root: &P, mut np: usize, line: &[P::Move]) -> Vec<P::Move> {
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

    /// The line the table holds from `position`, starting with `first` (at most `plies` long),
    /// through forced moves the table need not hold (a line that ends where the endgame tables
    /// take over is carried on by [`Searcher::with_known_line`]).
    pub fn table_line(&self, position: &P, first: P::Move, plies: usize) -> Vec<P::Move> {
        let mut line = vec![first];
        let mut here = position.after(&first);
        let mut seen = vec![position.hash(), here.hash()];
        let mut moves = Vec::new();
        while line.len() < plies.max(1) {
            here.generate_moves(&mut moves);
            let index = match self.table.probe(here.hash()).and_then(|e| e.best()) {
                Some(index) => index,
                None if moves.len() == 1 => 0,
                None => break,
            };
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
    pub(super) fn search_root(
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
        // How many of the best moves are scored exactly (the best at least), and the best
        // exact scores so far, best first (`found` of them): once there are that many, a move
        // is first searched with a null window at the last of them, and only bounded if it
        // cannot beat it (with one, the principal variation search's usual re-search).
        // (Only the best lines, the analysis board's and Hexpush's, ask for a few: the draughts
        // game pages' engine leaves their bookkeeping out and scores every move exactly.)
        let wanted = match self.exact_root {
            0 => 1,
            few if cfg!(any(feature = "analysis", feature = "hex")) => few,
            _ => usize::MAX,
        };
        let mut top = [-INFINITY; MOST_EXACT_BEST];
        let mut found = 0;
        self.pv[0].clear();
        self.path.push(position.hash());
        let mut root = position.clone();
        for slot in 0..order.len() {
            let mv = moves[order[slot]];
            let child_np = if position.is_progress(&mv) { 0 } else { np + 1 };
            let undo = root.make(&mv);
            let d = depth as i32 - 1;
            let floor = if found < wanted {
                -INFINITY
            } else if wanted == 1 {
                alpha
            } else {
                top[wanted - 1]
            };
            let score = if floor == -INFINITY {
                -self.negamax(&mut root, d, 1, -INFINITY, INFINITY, child_np, true)
            } else {
                let probe = -self.negamax(&mut root, d, 1, -floor - 1, -floor, child_np, false);
                if probe > floor && !self.stopped {
                    -self.negamax(&mut root, d, 1, -INFINITY, -floor, child_np, true)
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
            if score > floor && (2..=MOST_EXACT_BEST).contains(&wanted) {
                // (The best alone is `alpha`; every move exact: none is left out, no list kept.)
                let mut at = found.min(wanted - 1);
                top[at] = score;
                while at > 0 && top[at] > top[at - 1] {
                    top.swap(at, at - 1);
                    at -= 1;
                }
            }
            found += usize::from(score > floor);
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
        if self.exact_root > 0 {
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
}
