//! Lessons: `content/lessons/NAME.md` — front matter (`title`, `order`, `variant`, `summary`),
//! friendly prose, and ```` ```board ```` blocks that become live boards with a goal. Every
//! board is checked with the engine when the site is built.

use super::board_block::{self, BoardBlock, Context, PresetPosition};
use super::course_game::CourseGame;
use super::practice::BoardPractice;
use crate::board_kind::BoardKind;
use crate::content::{markdown, LessonSource};
use crate::error::{gather, Error, Location, Result};
use engine::draughts::tfen;
use engine::game::Playable;
use engine::hex::hfen;
use engine::web::schema::string;

/// A checked lesson.
pub struct Lesson {
    /// Its name (the file name without `.md`): the page is `lessons/NAME.html`.
    pub slug: String,
    /// Its title.
    pub title: String,
    /// One line about it.
    pub summary: String,
    /// The source file, for messages.
    pub path: String,
    /// The game its boards play (one per lesson).
    pub kind: BoardKind,
    /// The Markdown of the page (after the front matter).
    pub body: String,
    /// The boards, in order, as the page script reads them (JSON).
    pub boards: Vec<String>,
    /// The rule set of each coordinates trainer (` ```coordinates `), in order.
    pub trainers: Vec<engine::Variant>,
    /// The whole games against the computer (` ```game `), in order: the lesson's last levels.
    pub games: Vec<CourseGame>,
    /// The theme of the puzzles its end links to, if it names one.
    pub puzzle_theme: Option<PuzzleTheme>,
    /// Each board's share of the course's practice, in board order.
    pub practice: Vec<BoardPractice>,
}

/// The puzzle theme a lesson names, and where its front matter names it.
pub struct PuzzleTheme {
    /// The theme id (`capture-chain`).
    pub id: String,
    /// Its place in the lesson's file.
    pub at: Option<Location>,
}

impl Lesson {
    /// The prose as HTML, each board block and coordinates trainer replaced by the placeholder
    /// the page script fills.
    pub fn html(&self) -> String {
        markdown::to_html_replacing(
            &self.body,
            &["board", "coordinates", "game"],
            |lang, index, _| {
                match (lang, self.games.get(index)) {
                ("board", _) => format!("<div class=\"lesson-board\" data-board=\"{index}\"></div>\n"),
                ("game", Some(game)) => format!(
                    "<div class=\"lesson-game\" data-level-index=\"{}\" data-variant=\"{}\" data-level=\"{}\" data-side=\"{}\"></div>\n",
                    self.boards.len() + index,
                    game.variant.id(),
                    game.level,
                    game.side
                ),
                _ => {
                    let variant = self.trainers.get(index).map_or("", |v| v.id());
                    format!("<div class=\"coordinates-trainer\" data-variant=\"{variant}\"></div>\n")
                }
            }
            },
        )
    }

    /// The lesson's levels on the course map: its boards, then its games.
    pub fn levels(&self) -> usize {
        self.boards.len() + self.games.len()
    }

    /// The boards as the page script reads them (JSON), each default goal text in the page's
    /// language (`text` gives the message of a catalog key).
    pub fn boards_json(&self, text: &dyn Fn(&str) -> String) -> String {
        let mut json = format!("[{}]", self.boards.join(","));
        for key in super::goal::Goal::TEXT_KEYS {
            let marker = string(&goal_marker(key));
            if json.contains(&marker) {
                json = json.replace(&marker, &string(&text(key)));
            }
        }
        json
    }
}

/// Stands in a board's JSON for the default text of a goal until the page's language is known.
fn goal_marker(key: &str) -> String {
    format!("\u{27e8}{key}\u{27e9}")
}

fn optional(text: &Option<String>) -> String {
    text.as_deref().map_or("null".to_string(), string)
}

/// A board as JSON: `variant` is the rule-set id, `position` the start as TFEN or HFEN;
/// `towers` whether the board speaks of towers (its rule set stacks pieces and a tower stands
/// on it at its start): the goal then does too.
fn board_json<P: Playable>(
    board: &BoardBlock<P>,
    variant: &str,
    position: &str,
    towers: bool,
) -> String {
    let goal = board.goal.unwrap_or(super::goal::Goal::Move);
    let mut firsts: Vec<&String> = board.lines.iter().filter_map(|l| l.first()).collect();
    firsts.sort();
    firsts.dedup();
    let goal_text = board
        .goal_text
        .clone()
        .unwrap_or_else(|| goal_marker(goal.learner_key(towers, firsts.len() == 1)));
    let lines: Vec<String> = board
        .lines
        .iter()
        .map(|line| {
            let moves: Vec<String> = line.iter().map(|m| string(m)).collect();
            format!("[{}]", moves.join(","))
        })
        .collect();
    let wrong: Vec<String> = board
        .wrong
        .iter()
        .map(|w| {
            let after: Vec<String> = w.after.iter().map(|m| string(m)).collect();
            format!(
                r#"{{"move":{},"reply":{},"text":{},"after":[{}]}}"#,
                string(&w.mv),
                optional(&w.reply),
                string(&w.text),
                after.join(",")
            )
        })
        .collect();
    // A board where offering a draw or resigning is an answer or a named mistake shows both
    // buttons (never one alone, which would give the answer away).
    let decisions = board
        .lines
        .iter()
        .flatten()
        .chain(board.wrong.iter().map(|w| &w.mv))
        .any(|word| super::goal::Decision::parse(word).is_some());
    format!(
        r#"{{"variant":{},"position":{},"goal":{},"goalText":{},"demo":{},"decisions":{},"lines":[{}],"hint":{},"wrong":[{}],"success":{},"preset":{}}}"#,
        string(variant),
        string(position),
        string(goal.name()),
        string(&goal_text),
        board.demo,
        decisions,
        lines.join(","),
        optional(&board.hint),
        wrong.join(","),
        optional(&board.success),
        optional(&board.preset)
    )
}

/// What a board gives the course's practice: its rules, and the choice at each learner turn
/// of its solution lines (a turn that several lines share counted once).
fn practice_of<P: Playable>(board: &BoardBlock<P>, draughts: bool) -> BoardPractice {
    let mut seen: Vec<&[String]> = Vec::new();
    let mut turn_choices = Vec::new();
    for line in &board.lines {
        let mut position = board.start.clone();
        for (index, text) in line.iter().enumerate() {
            if index % 2 == 0 && !seen.contains(&&line[..index]) {
                seen.push(&line[..index]);
                turn_choices.push(position.legal_moves().len());
            }
            let Ok(mv) = position.parse_move(text) else {
                break;
            };
            position = position.after(&mv);
        }
    }
    BoardPractice {
        rules: board.rules.clone(),
        demo: board.demo,
        draughts,
        turn_choices,
        longest_line: board
            .lines
            .iter()
            .map(|l| l.len().div_ceil(2))
            .max()
            .unwrap_or(0),
    }
}

/// Checks one lesson: every board block played through with the engine of its kind.
pub fn check(source: &LessonSource, presets: &[PresetPosition]) -> Result<Lesson> {
    let doc = &source.page.doc;
    // Every board is checked, so that one run reports the problems of them all.
    let checked = gather(
        markdown::fenced_blocks(&doc.body, "board")
            .into_iter()
            .map(|block| {
                let cx = Context {
                    path: &doc.path,
                    first_line: doc.body_line + block.first_line,
                    presets,
                };
                Ok(match source.kind {
                    BoardKind::Hexpush => {
                        let board = board_block::parse_hexpush(&block.text, &cx, true)?;
                        let json =
                            board_json(&board, source.kind.id(), &hfen::write(&board.start), false);
                        (json, practice_of(&board, false))
                    }
                    BoardKind::Draughts(variant) => {
                        let board = board_block::parse(&block.text, &cx, variant, true)?;
                        let json = board_json(
                            &board,
                            board.start.variant().id(),
                            &tfen::write(&board.start),
                            // (As the page's board speaks: of pieces until a tower stands on it
                            // at its start, so that the first lessons come before towers.)
                            board.start.variant().rules().towers && board.start.tall() != 0,
                        );
                        (json, practice_of(&board, true))
                    }
                })
            }),
    )?;
    let (boards, practice): (Vec<String>, Vec<BoardPractice>) = checked.into_iter().unzip();
    let games = gather(
        markdown::fenced_blocks(&doc.body, "game")
            .iter()
            .map(|block| super::course_game::parse(block, &doc.path, doc.body_line, source.kind)),
    )?;
    if boards.is_empty() && games.is_empty() {
        return Err(Error::at(
            &doc.path,
            1,
            1,
            "a lesson needs at least one ```board block for the learner to solve",
        ));
    }
    let trainers = gather(
        markdown::fenced_blocks(&doc.body, "coordinates")
            .iter()
            .map(|block| super::trainer::variant(block, &doc.path, doc.body_line, source.kind)),
    )?;
    let front = &source.page.front;
    let puzzle_theme = front.puzzles.as_ref().map(|theme| PuzzleTheme {
        id: theme.get_ref().clone(),
        at: doc.error_at(theme, "").at,
    });
    Ok(Lesson {
        slug: source.slug.clone(),
        title: front.title.clone(),
        summary: front.summary.clone(),
        path: doc.path.clone(),
        kind: source.kind,
        body: doc.body.clone(),
        boards,
        trainers,
        games,
        puzzle_theme,
        practice,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{self, Preset};
    use crate::content;
    use std::fs;
    use std::path::Path;

    /// Loads and checks the lessons of `root` against `presets`, as the build does.
    fn load_all(root: &Path, presets: &[Preset]) -> Result<Vec<Lesson>> {
        let mut sources = content::markdown_files(root, content::LESSONS)?
            .iter()
            .map(|path| content::load_lesson(root, path))
            .collect::<Result<Vec<_>>>()?;
        content::order_lessons(&mut sources)?;
        check::lessons(&sources, presets)
    }

    /// The presets of `root`, checked.
    fn load_presets(root: &Path) -> Vec<Preset> {
        let sources = content::markdown_files(root, content::PRESETS)
            .unwrap()
            .iter()
            .map(|path| content::load_preset(root, path).unwrap())
            .collect::<Vec<_>>();
        check::presets(&sources).unwrap()
    }

    fn lessons(files: &[(&str, &str)]) -> Result<Vec<Lesson>, String> {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("content/lessons")).unwrap();
        for (name, text) in files {
            fs::write(dir.path().join("content/lessons").join(name), text).unwrap();
        }
        load_all(dir.path(), &[]).map_err(|e| e.to_string())
    }

    /// Every example of the authoring guide (`content/README.md`) passes the build's checks as
    /// it is written there: the lesson front matter with each board block, and the preset.
    #[test]
    fn every_example_of_the_authoring_guide_is_accepted() {
        let guide = fs::read_to_string(crate::site::workspace().join("content/README.md")).unwrap();
        let fenced = |fence: &str| -> Vec<String> {
            guide
                .split(&format!("\n{fence}\n"))
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        };
        let front = fenced("```")
            .into_iter()
            .find(|block| block.starts_with("+++\ntitle"))
            .expect("the guide shows a lesson's front matter");
        let examples = fenced("````");
        let boards: Vec<&String> = examples
            .iter()
            .filter(|e| e.starts_with("```board"))
            .collect();
        let presets: Vec<&String> = examples.iter().filter(|e| e.starts_with("+++")).collect();
        assert!(boards.len() >= 2 && !presets.is_empty(), "{examples:?}");
        let dir = tempfile::tempdir().unwrap();
        for sub in ["content/lessons", "content/presets"] {
            fs::create_dir_all(dir.path().join(sub)).unwrap();
        }
        for (i, preset) in presets.iter().enumerate() {
            fs::write(dir.path().join(format!("content/presets/p{i}.md")), preset).unwrap();
        }
        let presets = load_presets(dir.path());
        for (i, board) in boards.iter().enumerate() {
            // (The guide's comments after `#` are TOML comments.)
            let text = format!("{front}\n# Example\n\n{board}\n");
            let path = dir.path().join("content/lessons/01-example.md");
            fs::write(&path, text).unwrap();
            if let Err(error) = load_all(dir.path(), &presets) {
                panic!("example {} of the guide: {error}", i + 1);
            }
        }
    }

    const FRONT: &str =
        "+++\ntitle = \"T\"\norder = 1\nvariant = \"bashni\"\nsummary = \"S\"\n+++\n";

    #[test]
    fn a_lesson_is_read_in_course_order_with_its_boards() {
        let good = format!("{FRONT}Prose.\n\n```board\nposition: W:c3w,d4b,h8b\ngoal: capture\nsolution: c3:e5\ndemo: true\n```\n");
        let second = good
            .replace("order = 1", "order = 0")
            .replace("title = \"T\"", "title = \"First\"");
        let list = lessons(&[("b.md", &good), ("a.md", &second)]).unwrap();
        let titles: Vec<&str> = list.iter().map(|l| l.title.as_str()).collect();
        assert_eq!(titles, ["First", "T"]);
        assert_eq!(list[1].slug, "b");
        let html = list[1].html();
        assert!(
            html.contains("<div class=\"lesson-board\" data-board=\"0\"></div>"),
            "{html}"
        );
        assert!(!html.contains("solution"));
        assert!(list[1]
            .boards_json(&|k| k.to_string())
            .contains(r#""lines":[["c3:e5"]]"#));
    }

    #[test]
    fn broken_lessons_name_the_file_line_and_column() {
        let bad_goal =
            format!("{FRONT}Prose.\n\n```board\nposition: W:c3w,d4b,h8b\ngoal: nope\n```\n");
        assert_eq!(
            lessons(&[("a.md", &bad_goal)]).err().unwrap(),
            "content/lessons/a.md:11:7: unknown goal `nope`: use one of move, capture, capture-all, promote, flip, win, draw"
        );
        let no_board = format!("{FRONT}Only prose.\n");
        assert_eq!(
            lessons(&[("a.md", &no_board)]).err().unwrap(),
            "content/lessons/a.md:1:1: a lesson needs at least one ```board block for the learner to solve"
        );
        let good = format!(
            "{FRONT}```board\nposition: W:c3w,d4b,h8b\ngoal: capture\nsolution: c3:e5\ndemo: true\n```\n"
        );
        assert_eq!(
            lessons(&[("a.md", &good), ("b.md", &good)]).err().unwrap(),
            "content/lessons/b.md:3:9: `order = 1` is also the order of content/lessons/a.md: give each lesson its own place"
        );
        let bad_order = good.replace("order = 1", "order = \"first\"");
        assert_eq!(
            lessons(&[("a.md", &bad_order)]).err().unwrap(),
            "content/lessons/a.md:3:9: front matter: invalid type: string \"first\", expected a whole number"
        );
        let bad_variant = good.replace("variant = \"bashni\"", "variant = \"chess\"");
        assert_eq!(
            lessons(&[("a.md", &bad_variant)]).err().unwrap(),
            "content/lessons/a.md:4:11: unknown variant `chess` (expected one of: bashni, bashni-classic, russian, english, lasca, hexpush)"
        );
    }

    /// Every lesson and preset of the course, copied into a fresh root (with CRLF line endings
    /// when `crlf`), loaded: the presets' JSON and each lesson's text, HTML and boards.
    fn course(crlf: bool) -> (Vec<String>, Vec<[String; 5]>) {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let dir = tempfile::tempdir().unwrap();
        for sub in ["content/lessons", "content/presets"] {
            fs::create_dir_all(dir.path().join(sub)).unwrap();
            for entry in fs::read_dir(repo.join(sub)).unwrap().flatten() {
                let text = fs::read_to_string(entry.path()).unwrap();
                assert!(!text.contains('\r'));
                let text = if crlf {
                    text.replace('\n', "\r\n")
                } else {
                    text
                };
                fs::write(dir.path().join(sub).join(entry.file_name()), text).unwrap();
            }
        }
        let presets = load_presets(dir.path());
        let positions: Vec<String> = presets.iter().map(Preset::json).collect();
        let lessons = load_all(dir.path(), &presets)
            .unwrap()
            .iter()
            .map(|l| {
                let text = [&l.slug, &l.title, &l.summary].map(|t| t.to_string());
                let [slug, title, summary] = text;
                [
                    slug,
                    title,
                    summary,
                    l.html(),
                    l.boards_json(&|k| k.to_string()),
                ]
            })
            .collect();
        (positions, lessons)
    }

    #[test]
    fn a_crlf_course_builds_the_same_pages_as_the_lf_one() {
        let lf = course(false);
        assert!(lf.1.len() >= 15 && !lf.0.is_empty());
        let crlf = course(true);
        assert_eq!(crlf.0, lf.0);
        for (crlf, lf) in crlf.1.iter().zip(&lf.1) {
            assert_eq!(crlf, lf, "{}", lf[0]);
            assert!(!crlf[3].contains("+++") && !crlf[3].contains("summary ="));
        }
    }

    /// The rules of `bashni` (engine/RULES.md §1) the course must show on a board.
    const BASHNI_RULES: [&str; 24] = [
        "start-position",
        "man-step",
        "promotion",
        "capture-compulsory",
        "man-captures-backward",
        "capture-complete",
        "loss-no-towers",
        "prisoner-under",
        "tower-moves-as-top",
        "prisoner-order",
        "start-square-empty",
        "ownership-flip",
        "free-choice",
        "grey-no-rejump",
        "grey-blocks",
        "freed-king",
        "king-tower-moves-as-king",
        "flying-king-quiet",
        "flying-king-capture",
        "crown-top-only",
        "promotion-mid-capture",
        "king-lands-to-continue",
        "loss-blocked",
        "draw-repetition",
    ];

    #[test]
    fn every_rule_in_the_content_readme_table_has_a_board() {
        use crate::check::practice::{Figures, RuleTable};
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let table = RuleTable::load(&repo).unwrap().expect("content/README.md");
        let presets = load_presets(&repo);
        let lessons = load_all(&repo, &presets).unwrap();
        for id in BASHNI_RULES {
            assert!(
                table.ids.iter().any(|n| n == id),
                "rule `{id}` has no row in content/README.md"
            );
        }
        for lesson in &lessons {
            for (number, board) in lesson.practice.iter().enumerate() {
                for (id, _, _) in board.rules.iter().filter(|_| board.demo) {
                    assert!(
                        id == crate::check::practice::WATCHED_RULE,
                        "rule `{id}`: {} board {} is a demonstration, not an exercise",
                        lesson.slug,
                        number + 1
                    );
                }
            }
        }
        let boards = lessons
            .iter()
            .flat_map(|l| l.practice.iter().map(move |b| (l.path.as_str(), b)));
        let figures = Figures::measure(boards, Some(&table)).unwrap();
        for (id, count) in &figures.per_rule {
            assert!(
                *count > 0 || id.starts_with("draw-"),
                "rule `{id}` has no exercise board: name it in a board's `rules:`"
            );
        }
    }

    #[test]
    fn an_error_in_a_crlf_file_names_the_same_line_and_column() {
        let bad_goal =
            format!("{FRONT}Prose.\n\n```board\nposition: W:c3w,d4b,h8b\ngoal: nope\n```\n");
        let bad_move = format!(
            "{FRONT}Prose.\n\n```board\ndiagram:\n  8 . . . . . . . .\n  7 . . . . w . . .\n  6 . . . . . . . .\n  5 . . . . . . . .\n  4 . . . bW . . . .\n  3 . . . . . . . .\n  2 . . . . . . . .\n  1 . . . . . . . .\nside: white\ngoal: promote\nsolution: e7-e8\n```\n"
        );
        let raw_html = format!("{FRONT}Prose.\n\nMore <b>prose</b>.\n");
        for lf in [bad_goal, bad_move, raw_html] {
            let lf_error = lessons(&[("a.md", &lf)]).err().unwrap();
            let crlf_error = lessons(&[("a.md", &lf.replace('\n', "\r\n"))])
                .err()
                .unwrap();
            assert_eq!(crlf_error, lf_error);
            assert!(!crlf_error.contains('\r'), "{crlf_error}");
        }
        let lf = format!("{FRONT}Prose.\n\nMore <b>prose</b>.\n");
        assert_eq!(
            lessons(&[("a.md", &lf.replace('\n', "\r\n"))]).err().unwrap(),
            "content/lessons/a.md:9:6: raw HTML `<b>` is not allowed in content: write it in Markdown"
        );
    }

    #[test]
    fn lesson_markdown_cannot_carry_code() {
        let board =
            "```board\nposition: W:c3w,d4b,h8b\ngoal: capture\nsolution: c3:e5\ndemo: true\n```\n";
        for (body, error) in [
            (
                "<script>alert(1)</script>\n",
                "content/lessons/a.md:7:1: raw HTML `<script>alert(1)</script>` is not allowed",
            ),
            (
                "Look: <img src=x onerror=alert(1)>\n",
                "content/lessons/a.md:7:7: raw HTML `<img src=x onerror=alert(1)>` is not allowed",
            ),
            (
                "<iframe src=\"https://example.com\"></iframe>\n",
                "content/lessons/a.md:7:1: raw HTML `<iframe",
            ),
            (
                "<meta http-equiv=\"refresh\" content=\"0;url=https://example.com\">\n",
                "content/lessons/a.md:7:1: raw HTML `<meta http-equiv",
            ),
            (
                "<form action=\"https://example.com\"><input></form>\n",
                "content/lessons/a.md:7:1: raw HTML `<form",
            ),
            (
                "[Click](javascript:alert(1))\n",
                "content/lessons/a.md:7:1: the link target `javascript:alert(1)` is not allowed",
            ),
            (
                "![A picture](javascript:alert(1))\n",
                "content/lessons/a.md:7:1: the image `javascript:alert(1)` would not show",
            ),
            (
                "## Boards {#lesson-boards}\n",
                "content/lessons/a.md:7:11: the heading id `lesson-boards` is one of the page's own ids",
            ),
        ] {
            let text = format!("{FRONT}{body}\n{board}");
            let err = lessons(&[("a.md", &text)]).err().unwrap();
            assert!(err.starts_with(error), "{body}: {err}");
        }
    }

    /// Text that breaks things when put anywhere in a lesson.
    const MUTATIONS: [&str; 16] = [
        "\r\n",
        "\r",
        "\n",
        "+++",
        "+++\r\n",
        "```",
        "```board\n",
        "{#board}",
        "<b>",
        "\u{0}",
        "é",
        "\u{2028}",
        ":",
        "|",
        "position: ",
        "solution: c3-d4\n",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Lessons with text inserted, removed, or their line endings changed are refused with
        /// one line naming the file, never with a panic.
        #[test]
        fn mutated_lessons_never_panic(
            lesson in 0usize..4,
            edits in proptest::collection::vec((0.0f64..1.0, 0usize..MUTATIONS.len(), 0usize..6), 1..4),
            crlf: bool,
        ) {
            let name = ["02-capturing", "07-kings", "11-classic-bashni", "15-hexpush"][lesson];
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../content/lessons/{name}.md"));
            let mut text = fs::read_to_string(path).unwrap();
            for (at, mutation, removed) in edits {
                let mut at = (at * text.len() as f64) as usize;
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                let mut end = (at + removed).min(text.len());
                while !text.is_char_boundary(end) {
                    end += 1;
                }
                text.replace_range(at..end, MUTATIONS[mutation]);
            }
            if crlf {
                text = text.replace('\n', "\r\n");
            }
            let dir = tempfile::tempdir().unwrap();
            fs::create_dir_all(dir.path().join("content/lessons")).unwrap();
            fs::write(dir.path().join("content/lessons/x.md"), &text).unwrap();
            if let Err(error) = load_all(dir.path(), &[]).map_err(|e| e.to_string()) {
                proptest::prop_assert!(error.starts_with("content/lessons/x.md:"), "{}", error);
                proptest::prop_assert!(!error.contains('\n') && !error.contains('\r'), "{:?}", error);
            }
        }
    }

    #[test]
    fn a_non_utf8_lesson_is_an_error_not_a_panic() {
        use std::os::unix::ffi::OsStrExt;
        let dir = tempfile::tempdir().unwrap();
        let lessons = dir.path().join("content/lessons");
        fs::create_dir_all(&lessons).unwrap();
        fs::write(lessons.join("a.md"), b"+++\ntitle = \"\xff\"\n+++\n").unwrap();
        assert_eq!(
            load_all(dir.path(), &[]).err().unwrap().to_string(),
            "content/lessons/a.md:2:10: not UTF-8 text here: save the file as UTF-8"
        );
        fs::remove_file(lessons.join("a.md")).unwrap();
        let name = std::ffi::OsStr::from_bytes(b"b\xff.md");
        fs::write(lessons.join(name), FRONT).unwrap();
        assert_eq!(
            load_all(dir.path(), &[]).err().unwrap().to_string(),
            "content/lessons/b\\xff.md: the file name is not UTF-8: rename it"
        );
    }
}
