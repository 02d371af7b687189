//! The best lines of a position (the analysis board's "best lines"), searched a slice at a time:
//! the endgame tables the position comes to are solved first (as long as the search may take
//! at most), then the position is searched for the time given with the best root moves scored
//! exactly, then the line of each of the best moves is read from a search of the position after
//! it, one ply shallower. Between two slices the caller (the page's worker) reads new requests,
//! so another position or a stop ends the lines at once and the searcher keeps its table.
//! The root's search may report each depth it completes ([`BestLines::reporting`]): the
//! analysis board's evaluation and main line, from the same search as its best lines.

use crate::search::{
    now_ms, InfoReport, Limits, Score, SearchInfo, SearchResult, Searchable, Searcher,
};

/// Where the lines are: solving tables, searching the root, or reading the best moves' lines.
enum Stage<M> {
    /// Solving the endgame tables the position comes to, until the time given has passed.
    Solving { since: f64 },
    /// Searching the position for the time given, the best root moves scored exactly.
    Root,
    /// Reading the line of each best move (`order`: the moves' indices, best first) after the
    /// root's search (`root`, its scores `scores`); `lines` the reports made so far.
    Follow {
        root: SearchResult<M>,
        scores: Vec<Score>,
        order: Vec<usize>,
        lines: Vec<SearchInfo<M>>,
    },
}

/// The `count` best lines of a position, carried on by [`BestLines::step`].
pub struct BestLines<P: Searchable> {
    position: P,
    earlier: Vec<u64>,
    legal: Vec<P::Move>,
    count: usize,
    time_ms: f64,
    stage: Stage<P::Move>,
    /// Where the root's search reports each depth it completes (nowhere if `None`).
    report: Option<InfoReport<P::Move>>,
}

impl<P: Searchable> BestLines<P> {
    /// The `count` best lines of `position` (reached after the positions hashed in `earlier`),
    /// to be searched for about `time_ms`.
    pub fn new(position: P, earlier: Vec<u64>, count: usize, time_ms: f64) -> BestLines<P> {
        let mut legal = Vec::new();
        position.generate_moves(&mut legal);
        BestLines {
            position,
            earlier,
            legal,
            count,
            time_ms,
            stage: Stage::Solving { since: now_ms() },
            report: None,
        }
    }

    /// The same lines, whose root search reports each depth it completes to `report` (its
    /// best move's score and line, as a move's search reports them); the lines' own searches
    /// of the positions after the best moves report nothing.
    pub fn reporting(mut self, report: InfoReport<P::Move>) -> BestLines<P> {
        self.report = Some(report);
        self
    }

    /// Carries the lines on for about `slice_ms` (a search's slices grow when one iteration
    /// takes longer): the reports, best first, once they are all read; `None` while they go on.
    /// Each report's `pv` begins with its move, its `score` is that move's exact score at the
    /// root's depth, for the side to move.
    pub fn step(
        &mut self,
        searcher: &mut Searcher<P>,
        slice_ms: f64,
    ) -> Option<Vec<SearchInfo<P::Move>>> {
        match &mut self.stage {
            Stage::Solving { since } => {
                let slice_end = now_ms() + slice_ms;
                let deadline = *since + self.time_ms;
                let mut more = true;
                while more && now_ms() < slice_end.min(deadline) {
                    more = self.position.prepare_known();
                }
                if more && now_ms() < deadline {
                    return None;
                }
                // The searcher as the lines want it; every search begun later sets its own
                // (`Level::start`), so lines ended half-way leave nothing behind.
                let report = self.report.take();
                searcher.on_info(report.unwrap_or_else(|| Box::new(|_: &SearchInfo<P::Move>| {})));
                searcher.set_tables(true);
                searcher.set_exact_best(self.count);
                // A forced move's line is searched as deep as any (an analysis).
                searcher.set_forced_at_once(false);
                searcher.start(&self.position, &self.earlier, Limits::time(self.time_ms));
                self.stage = Stage::Root;
                None
            }
            Stage::Root => {
                let root = searcher.advance(slice_ms)?;
                searcher.set_exact_root(false);
                searcher.on_info(Box::new(|_: &SearchInfo<P::Move>| {}));
                let scores = searcher.root_scores().to_vec();
                let mut order: Vec<usize> = (0..self.legal.len().min(scores.len())).collect();
                crate::sort::sort_by_key(&mut order, |&i| core::cmp::Reverse(scores[i]));
                order.truncate(self.count);
                order.reverse();
                self.stage = Stage::Follow {
                    root,
                    scores,
                    order,
                    lines: Vec::new(),
                };
                self.follow_next(searcher)
            }
            Stage::Follow {
                root,
                scores,
                order,
                lines,
            } => {
                let follow = searcher.advance(slice_ms)?;
                // The line just read follows the last move of `order` (see `follow_next`).
                if let Some(i) = order.pop() {
                    let mut pv = vec![self.legal[i]];
                    pv.extend(follow.pv);
                    lines.push(SearchInfo {
                        depth: root.depth,
                        score: scores[i],
                        nodes: root.nodes + follow.nodes,
                        elapsed_ms: root.elapsed_ms,
                        pv,
                    });
                }
                self.follow_next(searcher)
            }
        }
    }

    /// Begins the search of the position after the next best move (the last of `order`), or
    /// answers with the lines when none is left.
    fn follow_next(&mut self, searcher: &mut Searcher<P>) -> Option<Vec<SearchInfo<P::Move>>> {
        let Stage::Follow {
            root, order, lines, ..
        } = &mut self.stage
        else {
            return None;
        };
        let Some(&i) = order.last() else {
            return Some(core::mem::take(lines));
        };
        let depth = root.depth.saturating_sub(1).max(1);
        searcher.start(
            &self.position.after(&self.legal[i]),
            &[],
            Limits::depth(depth),
        );
        None
    }
}

#[cfg(all(test, feature = "draughts"))]
mod tests {
    use super::*;
    use crate::draughts::tfen;
    use crate::Variant;

    /// Runs the lines to their end in `slice_ms` slices; the reports and how many slices it took.
    fn lines_in_slices(
        text: &str,
        count: usize,
        slice_ms: f64,
    ) -> (Vec<SearchInfo<crate::Move>>, usize) {
        let position = tfen::parse(Variant::Russian, text).unwrap();
        let mut searcher = Searcher::new(4);
        let mut lines = BestLines::new(position, Vec::new(), count, 300.0);
        let mut slices = 1;
        loop {
            if let Some(reports) = lines.step(&mut searcher, slice_ms) {
                return (reports, slices);
            }
            slices += 1;
        }
    }

    #[test]
    fn the_best_lines_come_in_slices_best_first_each_from_its_own_move() {
        let start = "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b";
        let (reports, slices) = lines_in_slices(start, 3, 5.0);
        assert!(
            slices > 3,
            "a 300 ms search in 5 ms slices takes more than 3 ({slices})"
        );
        assert_eq!(reports.len(), 3);
        let firsts: Vec<_> = reports.iter().map(|r| r.pv[0]).collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        assert!(reports.windows(2).all(|w| w[0].score >= w[1].score));
        assert!(reports.iter().all(|r| r.depth >= 2 && r.pv.len() >= 2));
    }

    #[test]
    fn the_root_search_reports_each_depth_and_its_last_report_is_the_best_line() {
        use std::cell::RefCell;
        use std::rc::Rc;
        let start = "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b";
        let position = tfen::parse(Variant::Russian, start).unwrap();
        let reports = Rc::new(RefCell::new(Vec::new()));
        let heard = Rc::clone(&reports);
        let mut searcher = Searcher::new(4);
        let mut lines = BestLines::new(position, Vec::new(), 3, 300.0).reporting(Box::new(
            move |info: &SearchInfo<crate::Move>| heard.borrow_mut().push(info.clone()),
        ));
        let best = loop {
            if let Some(best) = lines.step(&mut searcher, 5.0) {
                break best;
            }
        };
        let reports = reports.borrow();
        let depths: Vec<u32> = reports.iter().map(|r| r.depth).collect();
        assert!(
            depths.len() >= 3 && depths.windows(2).all(|w| w[1] == w[0] + 1),
            "one report a depth of the root's search, none from the lines' searches: {depths:?}"
        );
        let last = reports.last().unwrap();
        assert_eq!(last.depth, best[0].depth);
        assert_eq!(last.pv[0], best[0].pv[0], "the same best move");
        assert_eq!(last.score, best[0].score, "the same verdict");
    }

    #[test]
    fn a_position_without_a_move_has_no_line_and_a_forced_one_has_one() {
        let (reports, _) = lines_in_slices("W:a1w,b2b,c3b", 3, 5.0);
        assert!(reports.is_empty());
        let (reports, _) = lines_in_slices("W:c3w,d4b,h8b", 3, 5.0);
        assert_eq!(reports.len(), 1);
        assert_eq!(reports[0].pv[0].to_string(), "c3:e5");
        assert!(
            reports[0].depth > 1,
            "a forced move searched as deep as any"
        );
    }
}
