//! The course's practice, measured: how many exercise boards each rule of
//! `content/README.md`'s table has (the boards name the rules they exercise with `rules:`), how
//! many exercise boards there are, how much choice a learner turn of a draughts board offers,
//! and how many boards make the learner play a line of two or more moves. The targets are
//! [`TARGETS`], the one place they are set; the build prints the figures beside them and, when
//! [`Targets::refuse`] is on, refuses a course below them.

use crate::error::{Error, Result};
use std::path::Path;

/// The course's targets (issue 22 §1: graded practice, real choices).
pub const TARGETS: Targets = Targets {
    boards_per_rule: 3,
    exercises: 70,
    mean_moves: 4.0,
    two_move_percent: 20,
    multi_move_boards: 15,
    // On since the content reaches every target (every rule id has 3 boards or more): a
    // course that falls below one again is refused, with every shortfall.
    refuse: true,
};

/// Where the rule table is, relative to the site's root, and the heading of its section.
pub const RULE_TABLE: &str = "content/README.md";
const RULE_SECTION: &str = "Every rule on a board";

/// The figures a course must reach.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Targets {
    /// Exercise boards for each rule id of the table, at least.
    pub boards_per_rule: usize,
    /// Exercise boards in the course, at least.
    pub exercises: usize,
    /// Mean number of legal moves over the learner turns of the draughts boards, at least.
    pub mean_moves: f64,
    /// Share of those turns with exactly two legal moves, in percent, at most.
    pub two_move_percent: usize,
    /// Exercise boards where the learner plays two or more moves of a line, at least.
    pub multi_move_boards: usize,
    /// Whether the build refuses a course below these figures.
    pub refuse: bool,
}

/// A board's share of the practice, as its lesson's check found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPractice {
    /// The rule ids its `rules:` key names, each with its place in the file.
    pub rules: Vec<(String, usize, usize)>,
    /// A demonstration, not an exercise.
    pub demo: bool,
    /// A draughts board (the choice figures count only those).
    pub draughts: bool,
    /// The number of legal moves at each learner turn of its solution lines (a turn reached
    /// by several lines counted once).
    pub turn_choices: Vec<usize>,
    /// The most moves the learner plays in one solution line.
    pub longest_line: usize,
}

/// The rule ids of `content/README.md`'s table, in its order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleTable {
    pub ids: Vec<String>,
}

impl RuleTable {
    /// Reads the table of `root/content/README.md` (none: no rule ids, no check of `rules:`).
    pub fn load(root: &Path) -> Result<Option<RuleTable>> {
        let Ok(text) = std::fs::read_to_string(root.join(RULE_TABLE)) else {
            return Ok(None);
        };
        RuleTable::parse(&text).map(Some)
    }

    /// The ids of the rows (`| \`id\` | …`) of the section `## Every rule on a board`.
    pub fn parse(text: &str) -> Result<RuleTable> {
        let text = text.replace("\r\n", "\n");
        let Some(section) = text
            .split("\n## ")
            .find(|part| part.starts_with(RULE_SECTION))
        else {
            return Err(Error::file(
                RULE_TABLE,
                format!("no section `## {RULE_SECTION}` with the table of rule ids"),
            ));
        };
        let mut ids: Vec<String> = Vec::new();
        for row in section.lines().filter(|l| l.starts_with("| `")) {
            let id = row[3..].split('`').next().unwrap_or_default().to_string();
            if ids.contains(&id) {
                return Err(Error::file(
                    RULE_TABLE,
                    format!("rule `{id}` has two rows in the table: keep one"),
                ));
            }
            ids.push(id);
        }
        Ok(RuleTable { ids })
    }
}

/// The one rule whose boards may be demonstrations: its draw comes after 30 plies (80 in English
/// checkers) without progress, counted from a board's position (which has no history), a line
/// too long for a learner to play move by move.
pub const WATCHED_RULE: &str = "draw-no-progress";

/// The practice figures of a course.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// Exercise boards per rule id (for [`WATCHED_RULE`], demonstrations too): the table's ids in
    /// its order (every id named on a board when there is no table).
    pub per_rule: Vec<(String, usize)>,
    /// Exercise boards (every game).
    pub exercises: usize,
    /// Learner turns of the draughts exercise boards.
    pub turns: usize,
    /// Legal moves over those turns, summed.
    pub moves: usize,
    /// Those turns with exactly two legal moves.
    pub two_move_turns: usize,
    /// Exercise boards with a line of two or more learner moves.
    pub multi_move_boards: usize,
}

impl Figures {
    /// Measures `boards` (each with its file); a rule id that the table does not have is
    /// refused at its place.
    pub fn measure<'a>(
        boards: impl IntoIterator<Item = (&'a str, &'a BoardPractice)>,
        table: Option<&RuleTable>,
    ) -> Result<Figures> {
        let mut per_rule: Vec<(String, usize)> = table
            .map(|t| t.ids.iter().map(|id| (id.clone(), 0)).collect())
            .unwrap_or_default();
        let mut figures = Figures {
            per_rule: Vec::new(),
            exercises: 0,
            turns: 0,
            moves: 0,
            two_move_turns: 0,
            multi_move_boards: 0,
        };
        for (path, board) in boards {
            for (id, line, col) in &board.rules {
                let known = per_rule.iter().position(|(known, _)| known == id);
                let index = match (known, table) {
                    (Some(index), _) => index,
                    (None, None) => {
                        per_rule.push((id.clone(), 0));
                        per_rule.len() - 1
                    }
                    (None, Some(table)) => {
                        let ids: Vec<&str> = table.ids.iter().map(String::as_str).collect();
                        let close = crate::content::suggest::meant(id, &ids);
                        let mut error = Error::at(
                            path,
                            *line,
                            *col,
                            format!("unknown rule id `{id}`: the rule ids are the rows of {RULE_TABLE}, ## {RULE_SECTION}"),
                        );
                        if let Some(close) = close {
                            error = error.note(format!("did you mean `{close}`?"));
                        }
                        return Err(error);
                    }
                };
                // The no-progress draw is reached by a line the learner watches: for that rule
                // (and only there, as the guide allows) a demonstration counts among its boards.
                if !board.demo || id == WATCHED_RULE {
                    per_rule[index].1 += 1;
                }
            }
            if board.demo {
                continue;
            }
            figures.exercises += 1;
            if board.longest_line >= 2 {
                figures.multi_move_boards += 1;
            }
            if board.draughts {
                figures.turns += board.turn_choices.len();
                figures.moves += board.turn_choices.iter().sum::<usize>();
                figures.two_move_turns += board.turn_choices.iter().filter(|&&n| n == 2).count();
            }
        }
        figures.per_rule = per_rule;
        Ok(figures)
    }

    /// The mean number of legal moves a learner turn of a draughts board.
    pub fn mean_moves(&self) -> f64 {
        self.moves as f64 / self.turns.max(1) as f64
    }

    /// The share of those turns with exactly two legal moves, in percent.
    pub fn two_move_percent(&self) -> f64 {
        100.0 * self.two_move_turns as f64 / self.turns.max(1) as f64
    }

    /// The figures beside their targets, one line each, as the build prints them.
    pub fn report(&self, targets: &Targets) -> Vec<String> {
        let mark = |ok: bool| if ok { "ok" } else { "below target" };
        let below: Vec<String> = self
            .per_rule
            .iter()
            .filter(|(_, n)| *n < targets.boards_per_rule)
            .map(|(id, n)| format!("{id} {n}"))
            .collect();
        let all: Vec<String> = self
            .per_rule
            .iter()
            .map(|(id, n)| format!("{id} {n}"))
            .collect();
        vec![
            format!(
                "Practice: {} exercise boards (target ≥ {}: {})",
                self.exercises,
                targets.exercises,
                mark(self.exercises >= targets.exercises)
            ),
            format!(
                "Practice: {:.2} legal moves a learner turn on average, over {} turns of the draughts boards (target ≥ {}: {})",
                self.mean_moves(),
                self.turns,
                targets.mean_moves,
                mark(self.mean_moves() >= targets.mean_moves)
            ),
            format!(
                "Practice: {} of those turns ({:.0}%) with exactly two legal moves (target ≤ {}%: {})",
                self.two_move_turns,
                self.two_move_percent(),
                targets.two_move_percent,
                mark(self.two_move_percent() <= targets.two_move_percent as f64)
            ),
            format!(
                "Practice: {} boards where the learner plays a line of two or more moves (target ≥ {}: {})",
                self.multi_move_boards,
                targets.multi_move_boards,
                mark(self.multi_move_boards >= targets.multi_move_boards)
            ),
            format!(
                "Practice: exercise boards per rule id (target ≥ {} each): {}",
                targets.boards_per_rule,
                all.join(", ")
            ),
            if below.is_empty() {
                format!("Practice: every rule id has ≥ {} boards: ok", targets.boards_per_rule)
            } else {
                format!(
                    "Practice: {} of {} rule ids below target: {}",
                    below.len(),
                    self.per_rule.len(),
                    below.join(", ")
                )
            },
        ]
    }

    /// What falls short of `targets`, one line each (empty: the course reaches them).
    pub fn shortfalls(&self, targets: &Targets) -> Vec<String> {
        let mut out = Vec::new();
        if self.exercises < targets.exercises {
            out.push(format!(
                "{} exercise boards: the course needs at least {}",
                self.exercises, targets.exercises
            ));
        }
        if self.mean_moves() < targets.mean_moves {
            out.push(format!(
                "{:.2} legal moves a learner turn on average: at least {} are needed (offer captures and quiet moves to choose from)",
                self.mean_moves(),
                targets.mean_moves
            ));
        }
        if self.two_move_percent() > targets.two_move_percent as f64 {
            out.push(format!(
                "{:.0}% of the learner turns have exactly two legal moves: at most {}% may",
                self.two_move_percent(),
                targets.two_move_percent
            ));
        }
        if self.multi_move_boards < targets.multi_move_boards {
            out.push(format!(
                "{} boards make the learner play two or more moves of a line: at least {} must",
                self.multi_move_boards, targets.multi_move_boards
            ));
        }
        for (id, n) in &self.per_rule {
            if *n < targets.boards_per_rule {
                out.push(format!(
                    "rule `{id}` has {n} exercise boards: it needs at least {} (name it in the boards' `rules:`)",
                    targets.boards_per_rule
                ));
            }
        }
        out
    }

    /// `Ok` when the course reaches `targets` or they do not refuse; otherwise an error that
    /// lists every shortfall.
    pub fn enforce(&self, targets: &Targets) -> Result<()> {
        let short = self.shortfalls(targets);
        if !targets.refuse || short.is_empty() {
            return Ok(());
        }
        let mut error = Error::other(format!(
            "the course is below its practice targets in {} ways (the targets are TARGETS in generator/src/check/practice.rs)",
            short.len()
        ));
        for line in short {
            error = error.note(line);
        }
        Err(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rules: &[&str], demo: bool, choices: &[usize], longest: usize) -> BoardPractice {
        BoardPractice {
            rules: rules.iter().map(|r| (r.to_string(), 1, 8)).collect(),
            demo,
            draughts: true,
            turn_choices: choices.to_vec(),
            longest_line: longest,
        }
    }

    const TABLE: &str = "# Guide\n\n## Every rule on a board\n\n| rule | what |\n|---|---|\n\
        | `man-step` | a man steps |\n| `capture-compulsory` | capture |\n| `draw-no-progress` | draw |\n\n\
        ## Other\n| `not-a-rule` | x |\n";

    #[test]
    fn the_rule_table_is_read_from_its_section() {
        let table = RuleTable::parse(TABLE).unwrap();
        assert_eq!(
            table.ids,
            ["man-step", "capture-compulsory", "draw-no-progress"]
        );
        let twice = TABLE.replace("`capture-compulsory`", "`man-step`");
        assert_eq!(
            RuleTable::parse(&twice).unwrap_err().to_string(),
            "content/README.md: rule `man-step` has two rows in the table: keep one"
        );
        assert!(RuleTable::parse("# Guide\n").is_err());
    }

    #[test]
    fn figures_count_exercises_turns_and_lines() {
        let table = RuleTable::parse(TABLE).unwrap();
        let boards = [
            board(&["man-step"], false, &[2, 5], 2),
            board(&["man-step", "capture-compulsory"], false, &[3], 1),
            board(&["capture-compulsory"], true, &[1], 1),
            board(&["draw-no-progress"], true, &[1], 3),
            BoardPractice {
                draughts: false,
                ..board(&[], false, &[9], 3)
            },
        ];
        let figures = Figures::measure(boards.iter().map(|b| ("l.md", b)), Some(&table)).unwrap();
        assert_eq!(
            figures.per_rule,
            [
                ("man-step".to_string(), 2),
                ("capture-compulsory".to_string(), 1),
                // A demonstration counts for the no-progress draw only.
                ("draw-no-progress".to_string(), 1),
            ]
        );
        assert_eq!(figures.exercises, 3);
        // The demonstration and the Hexpush board do not count among the draughts turns.
        assert_eq!(
            (figures.turns, figures.moves, figures.two_move_turns),
            (3, 10, 1)
        );
        assert!((figures.mean_moves() - 10.0 / 3.0).abs() < 1e-9);
        assert_eq!(figures.multi_move_boards, 2);
        let report = figures.report(&TARGETS).join("\n");
        assert!(report.contains("Practice: 3 exercise boards (target ≥ 70: below target)"));
        assert!(report.contains("1 of those turns (33%) with exactly two legal moves"));
        assert!(report.contains(
            "3 of 3 rule ids below target: man-step 2, capture-compulsory 1, draw-no-progress 1"
        ));
    }

    #[test]
    fn an_unknown_rule_id_is_refused_at_its_place_with_the_closest() {
        let table = RuleTable::parse(TABLE).unwrap();
        let typo = board(&["man-stop"], false, &[3], 1);
        let error = Figures::measure([("content/lessons/a.md", &typo)], Some(&table)).unwrap_err();
        assert!(error
            .to_string()
            .starts_with("content/lessons/a.md:1:8: unknown rule id `man-stop`"));
        assert_eq!(error.notes, ["did you mean `man-step`?"]);
        // Without a table every id counts.
        let figures = Figures::measure([("a.md", &typo)], None).unwrap();
        assert_eq!(figures.per_rule, [("man-stop".to_string(), 1)]);
    }

    #[test]
    fn a_course_below_a_target_is_refused_with_every_shortfall() {
        let targets = Targets {
            boards_per_rule: 1,
            exercises: 2,
            mean_moves: 3.0,
            two_move_percent: 50,
            multi_move_boards: 1,
            refuse: true,
        };
        let table = RuleTable::parse(TABLE).unwrap();
        let good = [
            board(&["man-step"], false, &[4, 2], 2),
            board(&["capture-compulsory"], false, &[5], 1),
            board(&["draw-no-progress"], true, &[1], 3),
        ];
        let measure = |boards: &[BoardPractice]| {
            Figures::measure(boards.iter().map(|b| ("a.md", b)), Some(&table)).unwrap()
        };
        assert_eq!(measure(&good).enforce(&targets), Ok(()));
        let poor = [
            board(&["man-step"], false, &[2, 2], 1),
            board(&["man-step"], true, &[5], 3),
        ];
        let error = measure(&poor).enforce(&targets).unwrap_err();
        assert_eq!(
            error.message,
            "the course is below its practice targets in 6 ways (the targets are TARGETS in generator/src/check/practice.rs)"
        );
        assert_eq!(
            error.notes,
            [
                "1 exercise boards: the course needs at least 2",
                "2.00 legal moves a learner turn on average: at least 3 are needed (offer captures and quiet moves to choose from)",
                "100% of the learner turns have exactly two legal moves: at most 50% may",
                "0 boards make the learner play two or more moves of a line: at least 1 must",
                "rule `capture-compulsory` has 0 exercise boards: it needs at least 1 (name it in the boards' `rules:`)",
                "rule `draw-no-progress` has 0 exercise boards: it needs at least 1 (name it in the boards' `rules:`)",
            ]
        );
        // Not refusing, the same course passes (the figures are only printed).
        let lenient = Targets {
            refuse: false,
            ..targets
        };
        assert_eq!(measure(&poor).enforce(&lenient), Ok(()));
    }
}
