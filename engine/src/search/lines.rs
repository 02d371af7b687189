//! The best lines of a position (the analysis board's "best lines"), searched a slice at a time:
//! the endgame tables the position comes to are solved first (as long as the search may take
//! at most), then the position is searched for the time given with the best root moves scored
//! exactly: the best move's line is the search's, the others' are read from its table. Between
//! two slices the caller (the page's worker) reads new requests, so another position or a stop
//! ends the lines at once and the searcher keeps its table. The lines may be reported at each
//! depth the search completes ([`BestLines::reporting`]): the analysis board's evaluation, main
//! line and best lines deepen together.

use crate::search::{centi_units, now_ms, Limits, Score, SearchInfo, Searchable, Searcher};

/// Where the best lines go at each depth the root's search completes (best first).
pub type LinesReport<M> = Box<dyn FnMut(&[SearchInfo<M>])>;

/// Where the lines are: solving tables or searching the position.
enum Stage {
    /// Solving the endgame tables the position comes to, until the time given has passed.
    Solving { since: f64 },
    /// Searching the position for the time given, the best root moves scored exactly.
    Root,
}

/// The `count` best lines of a position, carried on by [`BestLines::step`].
pub struct BestLines<P: Searchable> {
    position: P,
    earlier: Vec<u64>,
    legal: Vec<P::Move>,
    count: usize,
    time_ms: f64,
    stage: Stage,
    /// Where the lines go at each depth the root's search completes (nowhere if `None`).
    report: Option<LinesReport<P::Move>>,
    /// The depth of the last lines reported.
    reported: u32,
}

impl<P: Searchable> BestLines<P> {
    /// The `count` best lines of `position` (reached after the positions hashed in `earlier`),
    /// to be searched for about `time_ms`; at most eight ([`Searcher::set_exact_best`])
    /// are scored exactly, so `count` should not be more.
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
            reported: 0,
        }
    }

    /// The same lines, reported to `report` at each depth the root's search completes: the
    /// best move's line and score as the search reports them, the next best moves' exact
    /// scores with their lines read from the table.
    pub fn reporting(mut self, report: LinesReport<P::Move>) -> BestLines<P> {
        self.report = Some(report);
        self
    }

    /// Carries the lines on for about `slice_ms` (a search's slices grow when one iteration
    /// takes longer): the reports, best first, once the search is over (those of the deepest
    /// iteration it completed, the last reported); `None` while it goes on. Each report's `pv`
    /// begins with its move, its `score` is that move's exact score at that depth (hundredths of
    /// the game's unit), for the side to move.
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
                searcher.on_info(Box::new(|_: &SearchInfo<P::Move>| {}));
                searcher.set_tables(true);
                searcher.set_exact_best(self.count);
                // A forced move's line is searched as deep as any (an analysis).
                searcher.set_forced_at_once(false);
                searcher.start(&self.position, &self.earlier, Limits::time(self.time_ms));
                self.stage = Stage::Root;
                None
            }
            Stage::Root => {
                // The lines of the deepest iteration completed (not of one cut short, whose
                // best move the search's answer may give), with the scores it gave each move.
                let done = searcher.advance(slice_ms).is_some();
                let depth = searcher.completed().map_or(0, |deepest| deepest.depth);
                let deeper = depth > self.reported;
                if !(done || (deeper && self.report.is_some())) {
                    return None;
                }
                self.reported = depth;
                let lines = searcher
                    .completed()
                    .map_or_else(Vec::new, |deepest| self.lines_at(searcher, deepest));
                if let Some(report) = self.report.as_mut().filter(|_| deeper) {
                    report(&lines);
                }
                if !done {
                    return None;
                }
                searcher.set_exact_root(false);
                Some(lines)
            }
        }
    }

    /// The indices of the best moves by `scores`, best first (`first` before all), as many as
    /// the lines.
    fn best_moves(&self, scores: &[Score], first: Option<P::Move>) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.legal.len().min(scores.len())).collect();
        crate::sort::sort_by_key(&mut order, |&i| core::cmp::Reverse(scores[i]));
        if let Some(at) = order.iter().position(|&i| Some(self.legal[i]) == first) {
            order[..=at].rotate_right(1);
        }
        order.truncate(self.count);
        order
    }

    /// The lines at the depth the search last completed (`deepest` its result), best first.
    fn lines_at(
        &self,
        searcher: &Searcher<P>,
        deepest: &SearchInfo<P::Move>,
    ) -> Vec<SearchInfo<P::Move>> {
        let scores = searcher.root_scores();
        let best = deepest.pv.first().copied();
        self.best_moves(scores, best)
            .into_iter()
            .map(|i| {
                let (score, pv) = if Some(self.legal[i]) == best {
                    (deepest.score, deepest.pv.clone())
                } else {
                    // The table's line, carried on by the endgame tables to the end of a won
                    // or lost one (before, a next-best line that won read "wins in 2 moves"
                    // with one move shown: the tables' positions never fill the table), as
                    // the search carries on the best line; `earlier` counts the plies since
                    // the last progress, as the search's own root does.
                    let line =
                        searcher.table_line(&self.position, self.legal[i], deepest.depth as usize);
                    let line = searcher.with_known_line(&self.position, self.earlier.len(), &line);
                    (centi_units::<P>(scores[i]), line)
                };
                SearchInfo {
                    depth: deepest.depth,
                    score,
                    nodes: deepest.nodes,
                    elapsed_ms: deepest.elapsed_ms,
                    pv,
                }
            })
            .collect()
    }
}

#[cfg(all(test, feature = "draughts"))]
mod tests {
    use super::*;
    use crate::draughts::tfen;
    use crate::search::{MATE, MATE_BOUND};
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
    fn the_lines_are_reported_at_each_depth_and_the_last_report_is_the_lines_found() {
        use std::cell::RefCell;
        use std::rc::Rc;
        let start = "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b";
        let position = tfen::parse(Variant::Russian, start).unwrap();
        let reports = Rc::new(RefCell::new(Vec::new()));
        let heard = Rc::clone(&reports);
        let mut searcher = Searcher::new(4);
        let mut lines = BestLines::new(position, Vec::new(), 3, 300.0).reporting(Box::new(
            move |lines: &[SearchInfo<crate::Move>]| heard.borrow_mut().push(lines.to_vec()),
        ));
        let best = loop {
            if let Some(best) = lines.step(&mut searcher, 5.0) {
                break best;
            }
        };
        let reports = reports.borrow();
        let depths: Vec<u32> = reports.iter().map(|r| r[0].depth).collect();
        assert!(
            depths.len() >= 3 && depths.windows(2).all(|w| w[1] > w[0]),
            "the lines of each new depth, none from the lines' own searches: {depths:?}"
        );
        for report in reports.iter() {
            assert_eq!(report.len(), 3);
            assert!(report
                .iter()
                .all(|line| line.depth == report[0].depth && !line.pv.is_empty()));
            assert!(
                report.windows(2).all(|w| w[0].score >= w[1].score),
                "best first"
            );
        }
        let last = reports.last().unwrap();
        assert_eq!(last[0].depth, best[0].depth);
        let firsts = |lines: &[SearchInfo<crate::Move>]| {
            lines.iter().map(|l| (l.pv[0], l.score)).collect::<Vec<_>>()
        };
        assert_eq!(
            firsts(last),
            firsts(&best),
            "the same moves and scores as the lines found"
        );
    }

    #[cfg(feature = "hex")]
    #[test]
    fn hexpush_lines_are_scored_in_hundredths_of_a_marble_as_its_search_is() {
        use std::cell::RefCell;
        use std::rc::Rc;
        let position = crate::hex::hfen::parse_start("standard").unwrap();
        let reports = Rc::new(RefCell::new(Vec::new()));
        let heard = Rc::clone(&reports);
        let mut searcher = Searcher::new(4);
        let mut lines = BestLines::new(position, Vec::new(), 3, 200.0).reporting(Box::new(
            move |lines: &[SearchInfo<crate::hex::HexMove>]| {
                heard.borrow_mut().push(lines.to_vec())
            },
        ));
        let best = loop {
            if let Some(best) = lines.step(&mut searcher, 5.0) {
                break best;
            }
        };
        // The last depth's report gives the best move with the search's own score (hundredths
        // of a marble); the lines found score it the same (before, in thousandths).
        let reports = reports.borrow();
        let last = reports.last().unwrap();
        assert_eq!(last[0].pv[0], best[0].pv[0]);
        assert_eq!(
            last[0].score, best[0].score,
            "the best line's score as its search gives it"
        );
        // The next best moves of the start, each near the best, in the same unit (before, the
        // others' scores were in thousandths: ten times as far).
        let scores: Vec<_> = best.iter().map(|line| line.score).collect();
        assert!(
            scores.iter().all(|score| (score - scores[0]).abs() < 100),
            "{scores:?}"
        );
    }

    #[test]
    fn every_winning_line_is_shown_to_its_end_not_only_the_best() {
        // Three kings against a man: the tables hold it, the search stops where they do, and the
        // next best moves' lines were read from the table alone (one move: "wins in 2 moves
        // 1. a1-c3").
        let (reports, _) = lines_in_slices("W:a1W,c1W,e1W,h8b", 3, 5.0);
        assert_eq!(reports.len(), 3);
        for line in &reports {
            assert!(line.score > MATE_BOUND, "each line wins: {line:?}");
            let plies = MATE - line.score;
            assert_eq!(
                line.pv.len() as Score,
                plies,
                "a win in {plies} plies shown to its end: {}",
                line.pv
                    .iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
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
