//! A board block of a lesson or preset: the fenced ```` ```board ```` text an author writes,
//! read and checked with the engine. Every refusal names `file:line:col` and what to fix.
//!
//! ```text
//! variant: bashni            (optional: the lesson's rule set by default)
//! position: W:c3w,d4b,f6b    (or `diagram:` with rows below it, or `preset: capture-chain`)
//! side: black                (with a diagram or preset: who moves; TFEN names it itself)
//! goal: capture-all          (move, capture, capture-all, promote, flip, win, draw)
//! solution: c3:e5:g7         (one line each: the learner's move, the reply, the learner's…)
//! hint: Jump both men in one move.
//! wrong: c3-b4 | f6:d4 | After c3-b4 Black captures first.   (the reply part is optional)
//! success: Two men in one move!
//! rules: capture-compulsory  (the rule ids of content/README.md's table it exercises)
//! ```

use super::diagram;
use super::goal::{Decision, Goal};
use crate::content::typography::smart_quotes;
use crate::error::{Error, Result};
use engine::draughts::tfen;
use engine::game::{Game, Outcome, Playable};
use engine::hex::{hfen, HexPosition};
use engine::{Color, Position, Square, Variant};

/// A wrong move the author expects, with the reply that punishes it and the explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongMove {
    /// The move text (canonical).
    pub mv: String,
    /// The reply shown after it (canonical), if any.
    pub reply: Option<String>,
    /// Why it is wrong.
    pub text: String,
    /// The moves of a solution line played before it (empty: the first move).
    pub after: Vec<String>,
}

/// A checked board block of a game whose positions are `P`.
#[derive(Clone, Debug)]
pub struct BoardBlock<P = Position> {
    /// The position the board starts from.
    pub start: P,
    /// What the learner must do (none for a plain preset position).
    pub goal: Option<Goal>,
    /// The accepted lines: the learner's moves and the scripted replies, alternating (canonical).
    pub lines: Vec<Vec<String>>,
    /// A hint, if the author gave one.
    pub hint: Option<String>,
    /// Expected wrong moves.
    pub wrong: Vec<WrongMove>,
    /// The praise for solving it.
    pub success: Option<String>,
    /// The preset the position comes from.
    pub preset: Option<String>,
    /// A demonstration (`demo: true`): the page plays the line for the learner to watch, so a
    /// learner turn may have a single legal move and no wrong move is needed.
    pub demo: bool,
    /// The goal as the author words it (`goal-text:`), instead of the goal's default text.
    pub goal_text: Option<String>,
    /// The rule ids it exercises (`rules:`, ids of content/README.md's table), each with its
    /// file line and column.
    pub rules: Vec<(String, usize, usize)>,
}

/// A named position the blocks may start from (`preset: slug`).
pub struct PresetPosition<'a> {
    /// Its name.
    pub slug: &'a str,
    /// Its position.
    pub position: &'a Position,
}

/// Where a block is and what it may use.
pub struct Context<'a> {
    /// The file, for messages.
    pub path: &'a str,
    /// The file line of the block's first line.
    pub first_line: usize,
    /// The presets `preset:` may name.
    pub presets: &'a [PresetPosition<'a>],
}

const KEYS: [&str; 13] = [
    "variant",
    "preset",
    "position",
    "diagram",
    "side",
    "goal",
    "goal-text",
    "solution",
    "hint",
    "wrong",
    "success",
    "demo",
    "rules",
];

/// A `key: value` line of the block, with its place in the file.
struct Entry<'t> {
    key: &'t str,
    value: &'t str,
    line: usize,
    /// 1-based column of the value.
    col: usize,
    /// For `diagram:`: the rows below it with their file lines and indents.
    rows: Vec<(usize, usize, &'t str)>,
}

impl Context<'_> {
    fn at(&self, line: usize, col: usize, message: impl std::fmt::Display) -> Error {
        Error::at(self.path, line, col, message)
    }
}

fn entries<'t>(text: &'t str, cx: &Context) -> Result<Vec<Entry<'t>>> {
    let mut out: Vec<Entry> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = cx.first_line + index;
        let indent = raw.len() - raw.trim_start().len();
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let key_end = trimmed.find(':').filter(|&end| {
            trimmed[..end]
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '-')
        });
        match key_end {
            Some(end) if end > 0 => {
                let key = &trimmed[..end];
                if !KEYS.contains(&key) {
                    return Err(cx.at(
                        line,
                        indent + 1,
                        format!("unknown key `{key}`: use one of {}", KEYS.join(", ")),
                    ));
                }
                let after = &trimmed[end + 1..];
                let value = after.trim();
                let col = indent + end + 2 + (after.len() - after.trim_start().len());
                out.push(Entry {
                    key,
                    value,
                    line,
                    col,
                    rows: Vec::new(),
                });
            }
            _ => match out.last_mut() {
                Some(entry) if entry.key == "diagram" => entry.rows.push((line, indent, trimmed)),
                _ => {
                    return Err(cx.at(
                        line,
                        indent + 1,
                        format!("expected `key: value` here (keys: {})", KEYS.join(", ")),
                    ))
                }
            },
        }
    }
    Ok(out)
}

/// The one entry with `key`, if any; an error if it is given twice.
fn single<'e, 't>(
    entries: &'e [Entry<'t>],
    key: &str,
    cx: &Context,
) -> Result<Option<&'e Entry<'t>>> {
    let mut found = entries.iter().filter(|e| e.key == key);
    let first = found.next();
    if let Some(again) = found.next() {
        return Err(cx.at(again.line, 1, format!("`{key}` is given twice: keep one")));
    }
    Ok(first)
}

/// Reads and checks a draughts board block of a page whose rule set is `page_variant` (the
/// block may name another). `need_goal`: a lesson board must have a goal and a solution.
pub fn parse(
    text: &str,
    cx: &Context,
    page_variant: Variant,
    need_goal: bool,
) -> Result<BoardBlock> {
    let entries = entries(text, cx)?;
    let single = |key: &str| single(&entries, key, cx);
    let variant = match single("variant")? {
        None => page_variant,
        Some(e) => e
            .value
            .parse::<Variant>()
            .map_err(|err| cx.at(e.line, e.col, err))?,
    };
    if variant.numbers_squares() {
        board_words_numbered(&entries, cx)?;
    }
    let side = match single("side")? {
        None => None,
        Some(e) => Some(match e.value {
            "white" => Color::White,
            "black" | "red" => Color::Black,
            other => {
                return Err(cx.at(
                    e.line,
                    e.col,
                    format!("side `{other}`: write white or black"),
                ))
            }
        }),
    };
    let sources: Vec<&Entry> = entries
        .iter()
        .filter(|e| matches!(e.key, "preset" | "position" | "diagram"))
        .collect();
    let block_line = cx.first_line.saturating_sub(1);
    let source = match sources.as_slice() {
        [] => return Err(cx.at(
            block_line,
            1,
            "this board has no position: add `position: TFEN`, `diagram:` rows or `preset: NAME`",
        )),
        [one] => *one,
        [_, second, ..] => {
            return Err(cx.at(
                second.line,
                1,
                "give the position once: `position`, `diagram` or `preset`, not two of them",
            ))
        }
    };
    let mut preset = None;
    let start = match source.key {
        "position" => {
            if let Some(e) = single("side")? {
                return Err(cx.at(
                    e.line,
                    1,
                    "the TFEN already names the side to move: remove `side`",
                ));
            }
            tfen::parse(variant, source.value).map_err(|err| cx.at(source.line, source.col, err))?
        }
        "diagram" => {
            let rows: Vec<&str> = source.rows.iter().map(|(_, _, row)| *row).collect();
            let Some(side) = side else {
                let (first, other) = match variant.rules().first_to_move {
                    Color::Black if variant == Variant::English => ("red", "white"),
                    Color::Black => ("black", "white"),
                    Color::White => ("white", "black"),
                };
                return Err(cx
                    .at(
                        source.line,
                        1,
                        "a diagram does not say who is to move: add `side: white` or `side: black`",
                    )
                    .label("no `side:` for this diagram")
                    .note(format!(
                        "`side: {first}` if the learner plays the side that moves first in {variant}, \
                         `side: {other}` otherwise"
                    )));
            };
            let setup = diagram::parse(&rows, variant.rules().size, side).map_err(|err| {
                let (line, indent) = source
                    .rows
                    .get(err.row)
                    .map_or((source.line, 0), |(line, indent, _)| (*line, *indent));
                cx.at(line, indent + err.col + 1, err.message)
            })?;
            Position::from_setup(variant, &setup).map_err(|err| cx.at(source.line, 1, err))?
        }
        _ => {
            let found = cx
                .presets
                .iter()
                .find(|p| p.slug == source.value)
                .ok_or_else(|| {
                    let names: Vec<&str> = cx.presets.iter().map(|p| p.slug).collect();
                    cx.at(
                        source.line,
                        source.col,
                        format!(
                            "no preset `{}`: the presets are {}",
                            source.value,
                            names.join(", ")
                        ),
                    )
                })?;
            preset = Some(found.slug.to_string());
            let mut position = found.position.clone();
            if position.variant() != variant && single("variant")?.is_none() {
                return Err(cx
                    .at(
                        source.line,
                        source.col,
                        format!(
                            "the preset `{}` is a position of {}, but this lesson plays {variant}",
                            found.slug,
                            position.variant()
                        ),
                    )
                    .label(format!("a position of {}", position.variant()))
                    .note(format!(
                        "choose a {variant} preset, or add `variant: {}` to play this board under \
                         its rules (`variant: {variant}` sets the preset's pieces up under {variant})",
                        position.variant()
                    )));
            }
            if position.variant() != variant {
                position = Position::from_setup(variant, &position.setup())
                    .map_err(|err| cx.at(source.line, source.col, err))?;
            }
            if let Some(side) = side {
                position.set_side_to_move(side);
            }
            position
        }
    };
    finish(
        &entries,
        start,
        preset,
        cx,
        need_goal,
        &DRAUGHTS_GOALS,
        Goal::reached,
    )
}

/// The goals of the draughts boards.
const DRAUGHTS_GOALS: [Goal; 7] = [
    Goal::Move,
    Goal::Capture,
    Goal::CaptureAll,
    Goal::Promote,
    Goal::Flip,
    Goal::Win,
    Goal::Draw,
];

/// The goals of the Hexpush boards.
const HEXPUSH_GOALS: [Goal; 4] = [Goal::Move, Goal::Push, Goal::PushOff, Goal::Win];

/// Reads and checks a Hexpush board block: `position:` is an HFEN or a layout name; the moves
/// are written in Hexpush notation.
pub fn parse_hexpush(text: &str, cx: &Context, need_goal: bool) -> Result<BoardBlock<HexPosition>> {
    let entries = entries(text, cx)?;
    if let Some(e) = entries
        .iter()
        .find(|e| matches!(e.key, "variant" | "preset" | "diagram" | "side"))
    {
        return Err(cx.at(
            e.line,
            1,
            format!(
                "`{}` is not used on a Hexpush board: give `position: HFEN` or a layout name",
                e.key
            ),
        ));
    }
    let block_line = cx.first_line.saturating_sub(1);
    let source = single(&entries, "position", cx)?.ok_or_else(|| {
        cx.at(
            block_line,
            1,
            "this board has no position: add `position: HFEN` or a layout name",
        )
    })?;
    let start =
        hfen::parse_start(source.value).map_err(|err| cx.at(source.line, source.col, err))?;
    finish(
        &entries,
        start,
        None,
        cx,
        need_goal,
        &HEXPUSH_GOALS,
        Goal::reached_hexpush,
    )
}

/// The goal, solution lines, wrong moves and texts of a block whose start is known.
fn finish<P: Refusal>(
    entries: &[Entry],
    start: P,
    preset: Option<String>,
    cx: &Context,
    need_goal: bool,
    goals: &[Goal],
    reached: fn(Goal, Color, &P, &P::Move, &P) -> bool,
) -> Result<BoardBlock<P>> {
    let single = |key: &str| single(entries, key, cx);
    let block_line = cx.first_line.saturating_sub(1);
    let names: Vec<&str> = goals.iter().map(|g| g.name()).collect();
    let goal = match single("goal")? {
        None if need_goal => {
            return Err(cx.at(
                block_line,
                1,
                format!(
                    "this board has no goal: add `goal: …` ({})",
                    names.join(", ")
                ),
            ));
        }
        None => None,
        Some(e) => Some(
            Goal::parse(e.value)
                .filter(|g| goals.contains(g))
                .ok_or_else(|| {
                    cx.at(
                        e.line,
                        e.col,
                        format!(
                            "unknown goal `{}`: use one of {}",
                            e.value,
                            names.join(", ")
                        ),
                    )
                })?,
        ),
    };
    let solutions: Vec<&Entry> = entries.iter().filter(|e| e.key == "solution").collect();
    if goal.is_some() && solutions.is_empty() {
        return Err(cx.at(
            block_line,
            1,
            "this board has a goal but no `solution:` line: add the moves that reach it",
        ));
    }
    if goal.is_none() && !solutions.is_empty() {
        return Err(cx.at(
            solutions[0].line,
            1,
            "a solution needs a goal: add `goal: …`",
        ));
    }
    let demo = match single("demo")? {
        None => false,
        Some(e) => match e.value {
            "true" => true,
            "false" => false,
            other => {
                return Err(cx.at(
                    e.line,
                    e.col,
                    format!("demo `{other}`: write `demo: true` or leave the key out"),
                ))
            }
        },
    };
    if demo && goal.is_none() {
        return Err(cx.at(
            block_line,
            1,
            "a demonstration needs a goal and the `solution:` line it plays",
        ));
    }
    let mut lines = Vec::new();
    let mut learner_positions = vec![(start.clone(), Vec::new())];
    let goal_or_move = goal.unwrap_or(Goal::Move);
    for entry in &solutions {
        let check = |before: &P, mv: &P::Move, after: &P| {
            reached(goal_or_move, start.side_to_move(), before, mv, after)
        };
        let (line, positions) = check_line(entry, &start, goal_or_move, &check, !demo, cx)?;
        for (turn, position) in positions.into_iter().enumerate() {
            learner_positions.push((position, line[..2 * (turn + 1)].to_vec()));
        }
        lines.push(line);
    }
    let mut wrong = Vec::new();
    for entry in entries.iter().filter(|e| e.key == "wrong") {
        wrong.push(check_wrong(entry, &learner_positions, &lines, cx)?);
    }
    if need_goal && !demo && wrong.is_empty() {
        return Err(cx.at(
            block_line,
            1,
            "this exercise has no `wrong:` move: add the tempting mistake and why it fails \
             (`wrong: MOVE | REPLY | why`), or mark the board `demo: true`",
        ));
    }
    if let Some(e) = single("goal-text")? {
        // The page words it "Goal: …." itself.
        if let Some(mark) = e
            .value
            .trim_end()
            .chars()
            .last()
            .filter(|c| ".?!".contains(*c))
        {
            return Err(cx.at(
                e.line,
                e.col + e.value.trim_end().chars().count() - 1,
                format!(
                    "the goal text ends with `{mark}`: the page puts a full stop after it \
                     (\"Goal: … .\"), so leave the mark out"
                ),
            ));
        }
    }
    let text =
        |key: &str| -> Result<Option<String>> { Ok(single(key)?.map(|e| smart_quotes(e.value))) };
    let mut rules = Vec::new();
    if let Some(e) = single("rules")? {
        let mut offset = 0;
        for id in e.value.split([',', ' ']).filter(|id| !id.is_empty()) {
            let at = e.value[offset..].find(id).unwrap_or(0) + offset;
            offset = at + id.len();
            rules.push((
                id.to_string(),
                e.line,
                e.col + e.value[..at].chars().count(),
            ));
        }
    }
    Ok(BoardBlock {
        start,
        goal,
        lines,
        hint: text("hint")?,
        wrong,
        success: text("success")?,
        preset,
        demo,
        goal_text: text("goal-text")?,
        rules,
    })
}

/// In a rule set whose board numbers its squares (English checkers: 1–32), the words the
/// learner reads (hint, success, goal text, the why of a wrong move) name squares as the board
/// does: a square named `b6` there is refused with its number.
fn board_words_numbered(entries: &[Entry], cx: &Context) -> Result<()> {
    let read = entries
        .iter()
        .filter(|e| matches!(e.key, "hint" | "success" | "goal-text" | "wrong"));
    for entry in read {
        // A wrong move's moves may be written either way: only its why is read.
        let words_at = match entry.key {
            "wrong" => entry.value.rfind('|').map_or(entry.value.len(), |i| i + 1),
            _ => 0,
        };
        if let Some((at, square)) = algebraic_square(&entry.value[words_at..]) {
            let write = if square.is_dark() {
                format!("write {}", engine::draughts::pdn::number_of_square(square))
            } else {
                "name a dark square by its number".to_string()
            };
            return Err(cx.at(
                entry.line,
                entry.col + entry.value[..words_at + at].chars().count(),
                format!(
                    "`{square}`: this board numbers its squares 1 to 32 and the learner reads \
                     them so: {write}"
                ),
            ));
        }
    }
    Ok(())
}

/// The first square named in algebraic notation (`b6`, a whole word) in `text`, with its byte
/// offset.
fn algebraic_square(text: &str) -> Option<(usize, Square)> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(1)).find_map(|i| {
        let whole = (i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
            && bytes.get(i + 2).is_none_or(|b| !b.is_ascii_alphanumeric());
        let named = (b'a'..=b'h').contains(&bytes[i]) && (b'1'..=b'8').contains(&bytes[i + 1]);
        (whole && named)
            .then(|| Square::parse(&text[i..i + 2]).map(|square| (i, square)))
            .flatten()
    })
}

/// A board's position as the checks need it beyond [`Playable`]: why a move text is refused.
pub trait Refusal: Playable {
    /// The rule that refuses `text` here, when one rule explains it.
    fn reason(&self, text: &str) -> Option<String>;
}

impl Refusal for Position {
    fn reason(&self, text: &str) -> Option<String> {
        let moves = self.legal_moves();
        if moves.is_empty() {
            return Some("the side to move has no legal move: the game is over".into());
        }
        let quiet = !text.contains([':', 'x']);
        (quiet && moves.iter().all(|m| m.is_capture()))
            .then(|| "a capture is compulsory here".to_string())
    }
}

impl Refusal for HexPosition {
    fn reason(&self, _text: &str) -> Option<String> {
        self.legal_moves()
            .is_empty()
            .then(|| "the side to move has no legal move: the game is over".into())
    }
}

/// `error` about the refused move `text` in `position`, with the reason under the caret and
/// the legal moves there in a note.
fn illegal<P: Refusal>(error: Error, position: &P, text: &str) -> Error {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    moves.sort();
    let error = match position.reason(text) {
        Some(reason) => error.label(reason),
        None => error,
    };
    if moves.is_empty() {
        return error;
    }
    const SHOWN: usize = 24;
    let more = moves.len().saturating_sub(SHOWN);
    moves.truncate(SHOWN);
    let list = moves.join(", ");
    error.note(if more > 0 {
        format!("the legal moves here: {list} and {more} more")
    } else {
        format!("the legal moves here: {list}")
    })
}

/// Plays a solution line; returns it canonical and the positions where the learner moves again.
/// With `choice` (an exercise, not a demonstration), the learner must have a decision to make
/// before any forced move (a turn with one legal move may only come after a turn with a choice:
/// the capture that a chosen move set up) and the line must end with the learner's move; a
/// demonstration, only watched, may end with either side's.
fn check_line<P: Refusal>(
    entry: &Entry,
    start: &P,
    goal: Goal,
    reached: &dyn Fn(&P, &P::Move, &P) -> bool,
    choice: bool,
    cx: &Context,
) -> Result<(Vec<String>, Vec<P>)> {
    let mut canonical = Vec::new();
    let mut learner_positions = Vec::new();
    let mut offset = 0;
    let words: Vec<(usize, &str)> = entry
        .value
        .split_whitespace()
        .map(|word| {
            let at = entry.value[offset..].find(word).unwrap_or(0) + offset;
            offset = at + word.len();
            (at, word)
        })
        .collect();
    // A draw by repetition may come with the reply: a line to a draw may end with either side.
    if choice && goal != Goal::Draw && words.len().is_multiple_of(2) {
        return Err(cx.at(
            entry.line,
            entry.col,
            "a solution line must end with the learner's move (learner, reply, learner, …)",
        ));
    }
    // The line is played in a game, whose history judges a draw by repetition.
    let mut game = Game::from_position(start.clone());
    // Whether a learner turn so far offered a choice.
    let mut decided = false;
    for (index, (at, word)) in words.iter().enumerate() {
        let last = index + 1 == words.len();
        if let Some(decision) = Decision::parse(word) {
            check_decision(decision, index, last, goal, choice)
                .map_err(|message| cx.at(entry.line, entry.col + at, message))?;
            canonical.push(word.to_string());
            continue;
        }
        if game.outcome().is_some() {
            return Err(cx.at(
                entry.line,
                entry.col + at,
                format!(
                    "the game is over after {}: end the line there",
                    canonical.join(" ")
                ),
            ));
        }
        let position = game.position();
        let mv = position.parse_move(word).map_err(|err| {
            let after = if canonical.is_empty() {
                String::new()
            } else {
                format!(" after {}", canonical.join(" "))
            };
            illegal(
                cx.at(entry.line, entry.col + at, format!("{err}{after}")),
                position,
                word,
            )
        })?;
        let learner_turn = index % 2 == 0;
        if choice && learner_turn && position.count_legal_moves() < 2 && !decided {
            return Err(cx.at(
                entry.line,
                entry.col + at,
                format!(
                    "`{mv}` is the only legal move here, so the learner has nothing to decide: \
                     change the position to offer a choice, or mark the board `demo: true`"
                ),
            ));
        }
        decided |= learner_turn && position.count_legal_moves() >= 2;
        let before = position.clone();
        // A legal move of a game that goes on: the game takes it.
        let _ = game.play(&mv);
        let position = game.position();
        canonical.push(mv.to_string());
        let done = match goal {
            Goal::Draw => matches!(game.outcome(), Some(Outcome::Draw(_))),
            _ => reached(&before, &mv, position),
        };
        if last && !done {
            return Err(cx.at(
                entry.line,
                entry.col + at,
                format!(
                    "this line does not reach the goal `{}` ({}): end it with a move that does",
                    goal.name(),
                    goal.text().to_lowercase()
                ),
            ));
        }
        if index % 2 == 1 {
            learner_positions.push(position.clone());
        }
    }
    Ok((canonical, learner_positions))
}

/// Checks a decision word (`offer-draw`, `resign`) at `index` of a solution line: only the
/// learner decides, the game ends there, and it must answer the board's goal. The refusal is
/// what to say at the word.
fn check_decision(
    decision: Decision,
    index: usize,
    last: bool,
    goal: Goal,
    choice: bool,
) -> std::result::Result<(), String> {
    let word = decision.word();
    let problem = if !choice {
        Some(format!(
            "`{word}` in a demonstration: a demonstration plays moves only"
        ))
    } else if index % 2 == 1 {
        Some(format!(
            "`{word}` on the reply's turn: only the learner offers a draw or resigns here"
        ))
    } else if !last {
        Some(format!(
            "`{word}` ends the game: nothing may follow it on the line"
        ))
    } else if !decision.reaches(goal) {
        Some(format!(
            "`{word}` does not reach the goal `{}` ({}): a resignation answers `goal: move`, a \
             draw offer `goal: move` or `goal: draw`",
            goal.name(),
            goal.text().to_lowercase()
        ))
    } else {
        None
    };
    problem.map_or(Ok(()), Err)
}

fn check_wrong<P: Refusal>(
    entry: &Entry,
    learner_positions: &[(P, Vec<String>)],
    lines: &[Vec<String>],
    cx: &Context,
) -> Result<WrongMove> {
    let parts: Vec<&str> = entry.value.split('|').map(str::trim).collect();
    let (mv_text, reply_text, text) =
        match parts.as_slice() {
            [mv, text] => (*mv, None, *text),
            [mv, reply, text] => (*mv, Some(*reply).filter(|r| !r.is_empty()), *text),
            _ => return Err(cx.at(
                entry.line,
                entry.col,
                "write `wrong: MOVE | why it is wrong` or `wrong: MOVE | REPLY | why it is wrong`",
            )),
        };
    if text.is_empty() {
        return Err(cx.at(
            entry.line,
            entry.col,
            "say why the move is wrong after the last `|`",
        ));
    }
    let solution_moves: Vec<&String> = lines.iter().flat_map(|l| l.iter().step_by(2)).collect();
    if Decision::parse(mv_text).is_some() {
        // A decision is wrong at the board's start (the learner's first turn).
        if solution_moves.iter().any(|m| *m == mv_text) {
            return Err(cx.at(
                entry.line,
                entry.col,
                format!("`{mv_text}` is a solution, not a wrong answer"),
            ));
        }
        if reply_text.is_some() {
            return Err(cx.at(
                entry.line,
                entry.col,
                format!("`{mv_text}` ends the game: it has no reply (`wrong: {mv_text} | why`)"),
            ));
        }
        return Ok(WrongMove {
            mv: mv_text.to_string(),
            reply: None,
            text: smart_quotes(text),
            after: Vec::new(),
        });
    }
    for (position, before) in learner_positions {
        let Ok(mv) = position.parse_move(mv_text) else {
            continue;
        };
        if solution_moves.contains(&&mv.to_string()) {
            return Err(cx.at(
                entry.line,
                entry.col,
                format!("`{mv_text}` is a solution move, not a wrong one"),
            ));
        }
        let after = position.after(&mv);
        let reply = match reply_text {
            None => None,
            Some(reply) => Some(
                after
                    .parse_move(reply)
                    .map_err(|err| {
                        let col = entry.col + entry.value.find(reply).unwrap_or(0);
                        illegal(
                            cx.at(entry.line, col, format!("{err} after {mv}")),
                            &after,
                            reply,
                        )
                    })?
                    .to_string(),
            ),
        };
        return Ok(WrongMove {
            mv: mv.to_string(),
            reply,
            text: smart_quotes(text),
            after: before.clone(),
        });
    }
    let error = cx.at(
        entry.line,
        entry.col,
        format!("`{mv_text}` is not a legal move where the learner plays: name a move the learner could make"),
    );
    // The moves of the learner's first turn, to choose from.
    Err(match learner_positions.first() {
        Some((position, _)) => illegal(error, position, mv_text),
        None => error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `block` as if it started on line 10 of `lessons/x.md` (a bashni lesson).
    fn check(block: &str) -> Result<BoardBlock> {
        let start = tfen::parse(Variant::Bashni, "W:c3w,d4b,f6b,h8b").unwrap();
        let presets = [PresetPosition {
            slug: "chain",
            position: &start,
        }];
        let cx = Context {
            path: "lessons/x.md",
            first_line: 10,
            presets: &presets,
        };
        parse(block, &cx, Variant::Bashni, true)
    }

    fn error(block: &str) -> String {
        check(block)
            .expect_err("the block should be refused")
            .to_string()
    }

    #[test]
    fn a_good_block_is_read_and_made_canonical() {
        let board = check(
            "position: W:c3w,d4b,f6b,h8b\ngoal: capture\nsolution: c3:g7\nhint: two jumps\nwrong: c3-b4 | no\ndemo: true",
        );
        let error = board.err().unwrap();
        assert_eq!(
            error.to_string(),
            "lessons/x.md:14:8: `c3-b4` is not a legal move where the learner plays: name a move the learner could make"
        );
        // The moves the learner could make are listed to choose from (capturing is compulsory).
        assert_eq!(error.notes, ["the legal moves here: c3:e5:g7"]);
        let board = check("preset: chain\ngoal: capture-all\nsolution: c3:g7 h8-g7\n")
            .err()
            .unwrap()
            .to_string();
        assert_eq!(
            board,
            "lessons/x.md:12:11: a solution line must end with the learner's move (learner, reply, learner, …)"
        );
        let board =
            check("preset: chain\ngoal: capture\nsolution: c3:g7\nsuccess: yes\ndemo: true")
                .unwrap();
        assert!(board.demo);
        assert_eq!(board.lines, vec![vec!["c3:e5:g7".to_string()]]);
        assert_eq!(board.success.as_deref(), Some("yes"));
        assert_eq!(board.preset.as_deref(), Some("chain"));
    }

    #[test]
    fn each_mistake_gets_its_own_message() {
        let cases = [
            ("colour: white", "lessons/x.md:10:1: unknown key `colour`: use one of variant, preset, position, diagram, side, goal, goal-text, solution, hint, wrong, success, demo, rules"),
            ("goal: capture\nsolution: c3:e5", "lessons/x.md:9:1: this board has no position: add `position: TFEN`, `diagram:` rows or `preset: NAME`"),
            ("position: W:c3w\npreset: chain", "lessons/x.md:11:1: give the position once: `position`, `diagram` or `preset`, not two of them"),
            ("position: W:c3w,c3b", "lessons/x.md:10:11: invalid TFEN: square c3 is given twice"),
            ("position: W:c3w\nside: white", "lessons/x.md:11:1: the TFEN already names the side to move: remove `side`"),
            ("preset: nowhere", "lessons/x.md:10:9: no preset `nowhere`: the presets are chain"),
            ("variant: checkers\nposition: W:c3w", "lessons/x.md:10:10: unknown variant `checkers` (expected one of: bashni, bashni-classic, russian, english, lasca)"),
            ("position: W:c3w,h8b", "lessons/x.md:9:1: this board has no goal: add `goal: …` (move, capture, capture-all, promote, flip, win, draw)"),
            ("position: W:c3w,h8b\ngoal: checkmate", "lessons/x.md:11:7: unknown goal `checkmate`: use one of move, capture, capture-all, promote, flip, win, draw"),
            ("position: W:c3w,h8b\ngoal: move", "lessons/x.md:9:1: this board has a goal but no `solution:` line: add the moves that reach it"),
            ("position: W:c3w,h8b\ngoal: move\nsolution: c3-d5", "lessons/x.md:12:11: `c3-d5` is not a legal move here"),
            ("position: W:c3w,h8b\ngoal: move\nsolution: c3-d4 h8-g7 d4-f6", "lessons/x.md:12:23: `d4-f6` is not a legal move here after c3-d4 h8-g7"),
            ("position: W:c3w,h8b\ngoal: promote\nsolution: c3-d4", "lessons/x.md:12:11: this line does not reach the goal `promote` (crown a man): end it with a move that does"),
            ("position: W:c3w,b4w,h8b\ngoal: move\nsolution: c3-d4\nwrong: c3-d4 | no", "lessons/x.md:13:8: `c3-d4` is a solution move, not a wrong one"),
            ("position: W:c3w,b4w,h8b\ngoal: move\nsolution: c3-d4\nwrong: b4-a5", "lessons/x.md:13:8: write `wrong: MOVE | why it is wrong` or `wrong: MOVE | REPLY | why it is wrong`"),
            ("position: W:c3w,b4w,h8b\ngoal: move\nsolution: c3-d4\nwrong: b4-a5 | h8-h7 | no", "lessons/x.md:13:16: `h8-h7` is not a legal move here after b4-a5"),
            ("position: W:c3w,b4w,h8b\ngoal: move\ngoal-text: Where now?\nsolution: c3-d4\nwrong: b4-a5 | no", "lessons/x.md:12:21: the goal text ends with `?`: the page puts a full stop after it (\"Goal: … .\"), so leave the mark out"),
            ("position: W:c3w,h8b\ngoal: move\ngoal: move", "lessons/x.md:12:1: `goal` is given twice: keep one"),
            ("position: W:c3w,h8b\nthis is prose", "lessons/x.md:11:1: expected `key: value` here (keys: variant, preset, position, diagram, side, goal, goal-text, solution, hint, wrong, success, demo, rules)"),
            ("diagram:\n  8 . b . . . . . .\n  7 . . . . . . . .\n  6 . . . . . . . .\n  5 . . . . . . . .\n  4 . . . . . . . .\n  3 . . w . . . . .\n  2 . . . . . . . .\n  1 . . . . . . q .\nside: white", "lessons/x.md:18:17: `q` is not a piece: use w, W, b, B (bottom to top) or `.`"),
            ("diagram:\n  8 . b . . . . . w\n  7 . . . . . . . .\n  6 . . . . . . . .\n  5 . . . . . . . .\n  4 . . . . . . . .\n  3 . . . . . . . .\n  2 . . . . . . . .\n  1 . . . . . . . .\nside: white", "lessons/x.md:10:1: square h8 has a man on top on its own far rank, where it would have been crowned"),
        ];
        let wrong: Vec<String> = cases
            .iter()
            .filter(|(block, expected)| error(block) != *expected)
            .map(|(block, _)| format!("{block}\n  => {}", error(block)))
            .collect();
        assert!(
            wrong.is_empty(),
            "unexpected messages:\n{}",
            wrong.join("\n")
        );
    }

    #[test]
    fn a_draw_goal_is_reached_by_the_third_repetition_and_not_before() {
        // The start comes a third time with Black's fourth reply: the line ends there.
        let shuttle = "a7-b8 e3-d4 b8-a7 d4-e3 a7-b8 e3-d4 b8-a7 d4-e3";
        let block = |line: &str| {
            format!("position: W:d2b,f2b,e3B,a7W\ngoal: draw\nsolution: {line}\nwrong: a7-c5 | no")
        };
        let board = check(&block(shuttle)).unwrap();
        assert_eq!(board.goal, Some(Goal::Draw));
        assert_eq!(board.lines[0].len(), 8);
        // One move short, the start has come twice only.
        assert_eq!(
            error(&block(&shuttle[..35])),
            "lessons/x.md:12:41: this line does not reach the goal `draw` (save the game: make \
             it a draw): end it with a move that does"
        );
        // A move after the draw is refused where it stands.
        assert_eq!(
            error(&block(&format!("{shuttle} a7-b8"))),
            "lessons/x.md:12:59: the game is over after a7-b8 e3-d4 b8-a7 d4-e3 a7-b8 e3-d4 \
             b8-a7 d4-e3: end the line there"
        );
    }

    #[test]
    fn a_line_may_end_with_a_decision_and_a_wrong_answer_may_be_one() {
        let board = check(
            "position: W:a1W,h8B\ngoal: draw\nsolution: offer-draw\nwrong: resign | Nothing is lost.",
        )
        .unwrap();
        assert_eq!(board.lines, [["offer-draw"]]);
        assert_eq!(board.wrong[0].mv, "resign");
        assert_eq!(board.wrong[0].reply, None);
        let played_on = check(
            "position: W:a1W,h8B\ngoal: move\nsolution: resign\nwrong: offer-draw | no\nwrong: a1-b2 | no",
        )
        .unwrap();
        assert_eq!(played_on.lines, [["resign"]]);
        let cases = [
            ("position: W:a1W,h8B\ngoal: draw\nsolution: resign\nwrong: a1-b2 | no", "lessons/x.md:12:11: `resign` does not reach the goal `draw` (save the game: make it a draw): a resignation answers `goal: move`, a draw offer `goal: move` or `goal: draw`"),
            ("position: W:a1W,h8B\ngoal: move\nsolution: offer-draw h8-g7 a1-b2\nwrong: resign | no", "lessons/x.md:12:11: `offer-draw` ends the game: nothing may follow it on the line"),
            ("position: W:a1W,h8B\ngoal: move\nsolution: a1-b2 resign a1-b2\nwrong: a1-c3 | no", "lessons/x.md:12:17: `resign` on the reply's turn: only the learner offers a draw or resigns here"),
            ("position: W:a1W,h8B\ngoal: move\ndemo: true\nsolution: resign", "lessons/x.md:13:11: `resign` in a demonstration: a demonstration plays moves only"),
            ("position: W:a1W,h8B\ngoal: draw\nsolution: offer-draw\nwrong: resign | h8-g7 | no", "lessons/x.md:13:8: `resign` ends the game: it has no reply (`wrong: resign | why`)"),
            ("position: W:a1W,h8B\ngoal: draw\nsolution: offer-draw\nwrong: offer-draw | no", "lessons/x.md:13:8: `offer-draw` is a solution, not a wrong answer"),
        ];
        for (block, expected) in cases {
            assert_eq!(error(block), expected, "{block}");
        }
    }

    /// The diagnostic of `block`'s refusal as the author sees it, the block starting on line 10
    /// of a file whose lines 1-9 are empty.
    fn diagnostic(block: &str) -> String {
        let file = format!("{}{block}\n", "\n".repeat(9));
        error_value(block).render(Some(&file), false)
    }

    fn error_value(block: &str) -> Error {
        check(block).expect_err("the block should be refused")
    }

    #[test]
    fn an_illegal_move_shows_the_reason_and_the_legal_moves() {
        assert_eq!(
            diagnostic("position: W:c3w,e3w,d4b,h8b\ngoal: capture\nsolution: e3-f4"),
            "error: lessons/x.md:12:11: `e3-f4` is not a legal move here\n  \
             --> lessons/x.md:12:11\n   |\n12 | solution: e3-f4\n   |           ^^^^^ a capture is compulsory here\n   \
             |\n   = note: the legal moves here: c3:e5, e3:c5"
        );
        let after = error_value("position: W:c3w,h8b\ngoal: move\nsolution: c3-d4 h8-g7 d4-f6");
        assert_eq!(after.label, None);
        assert_eq!(after.notes, ["the legal moves here: d4-c5, d4-e5"]);
    }

    #[test]
    fn a_diagram_without_side_is_an_error() {
        let rows = "diagram:\n  8 . . . . . . . b\n  7 . . . . . . . .\n  6 . . . . . . . .\n  5 . . . . . . . .\n  4 . . . . . . . .\n  3 . . w . . . . .\n  2 . . . . . . . .\n  1 . . . . . . . .\ngoal: move\nsolution: c3-d4";
        assert_eq!(
            diagnostic(rows),
            "error: lessons/x.md:10:1: a diagram does not say who is to move: add `side: white` or `side: black`\n  \
             --> lessons/x.md:10:1\n   |\n10 | diagram:\n   | ^^^^^^^^ no `side:` for this diagram\n   \
             |\n   = note: `side: white` if the learner plays the side that moves first in bashni, `side: black` otherwise"
        );
    }

    #[test]
    fn a_preset_of_another_rule_set_is_an_error_unless_the_board_names_it() {
        let english = tfen::parse(Variant::English, "B:c3w,d4b,h8b").unwrap();
        let presets = [PresetPosition {
            slug: "crown",
            position: &english,
        }];
        let cx = Context {
            path: "lessons/x.md",
            first_line: 10,
            presets: &presets,
        };
        let block = "preset: crown\ngoal: move\nsolution: d4-e3";
        let file = format!("{}{block}\n", "\n".repeat(9));
        assert_eq!(
            parse(block, &cx, Variant::Bashni, false)
                .unwrap_err()
                .render(Some(&file), false),
            "error: lessons/x.md:10:9: the preset `crown` is a position of english, but this lesson plays bashni\n  \
             --> lessons/x.md:10:9\n   |\n10 | preset: crown\n   |         ^^^^^ a position of english\n   \
             |\n   = note: choose a bashni preset, or add `variant: english` to play this board under its rules \
             (`variant: bashni` sets the preset's pieces up under bashni)"
        );
        let named = parse(
            "variant: english\npreset: crown",
            &cx,
            Variant::Bashni,
            false,
        );
        assert_eq!(named.unwrap().start.variant(), Variant::English);
    }

    #[test]
    fn english_board_words_name_squares_by_their_numbers() {
        let cx = Context {
            path: "lessons/x.md",
            first_line: 10,
            presets: &[],
        };
        let board = |variant, words: &str| {
            let text = format!(
                "position: B:e3w,c5w,g5w,b6b,f6b\ngoal: capture\nsolution: b6:d4:f2\n{words}"
            );
            parse(&text, &cx, variant, true)
                .map(|_| ())
                .map_err(|e| e.to_string())
        };
        board(
            Variant::English,
            "wrong: f6:h4 | One only: 9 jumps 14 and 23.",
        )
        .unwrap();
        assert_eq!(
            board(Variant::English, "wrong: f6:h4 | One only: b6 jumps c5.").unwrap_err(),
            "lessons/x.md:13:26: `b6`: this board numbers its squares 1 to 32 and the learner \
             reads them so: write 9"
        );
        assert!(board(
            Variant::English,
            "wrong: f6:h4 | Only one.\nhint: Look at a2."
        )
        .unwrap_err()
        .ends_with("name a dark square by its number"),);
        // Russian draughts names its squares b6: the same words pass there.
        board(Variant::Russian, "wrong: f6:h4 | One only: b6 jumps c5.").unwrap();
    }

    #[test]
    fn a_single_choice_exercise_is_refused_unless_it_is_a_demonstration() {
        // White's only legal move is the capture c3:e5.
        assert_eq!(
            error("position: W:c3w,d4b,h8b\ngoal: capture\nsolution: c3:e5"),
            "lessons/x.md:12:11: `c3:e5` is the only legal move here, so the learner has nothing to decide: change the position to offer a choice, or mark the board `demo: true`"
        );
        // A later turn may be forced once the learner has chosen: after the chosen c3-d4 and
        // f6-e5, the capture d4:f6 that c3-d4 set up is the only move, and ends the line.
        let line = check("position: W:a1w,c3w,f6b\ngoal: capture\nsolution: c3-d4 f6-e5 d4:f6\nwrong: c3-b4 | no capture")
            .unwrap();
        assert_eq!(line.lines, [["c3-d4", "f6-e5", "d4:f6"]]);
        // A forced turn before any choice is still refused: W:a1w,h8b has only a1-b2.
        assert_eq!(
            error("position: W:a1w,h8b\ngoal: move\nsolution: a1-b2 h8-g7 b2-c3"),
            "lessons/x.md:12:11: `a1-b2` is the only legal move here, so the learner has nothing to decide: change the position to offer a choice, or mark the board `demo: true`"
        );
        let demo =
            check("position: W:c3w,d4b,h8b\ngoal: capture\ndemo: true\nsolution: c3:e5").unwrap();
        assert!(demo.demo && demo.wrong.is_empty());
        // A demonstration may end with the reply (the repetition that the reply completes).
        let demo =
            check("position: W:e1W,h8B\ngoal: move\ndemo: true\nsolution: e1-d2 h8-g7").unwrap();
        assert_eq!(demo.lines, [["e1-d2", "h8-g7"]]);
        assert_eq!(
            error("position: W:c3w,e3w,d4b,f6b,g7b\ngoal: capture\nsolution: e3:c5"),
            "lessons/x.md:9:1: this exercise has no `wrong:` move: add the tempting mistake and why it fails (`wrong: MOVE | REPLY | why`), or mark the board `demo: true`"
        );
        let good = check("position: W:c3w,e3w,d4b,f6b,g7b\ngoal: capture\ngoal-text: Capture safely\nsolution: e3:c5\nwrong: c3:e5 | f6:d4:f2 | jumped").unwrap();
        assert_eq!(good.goal_text.as_deref(), Some("Capture safely"));
        assert_eq!(
            error("position: W:c3w,h8b\ngoal: move\nsolution: c3-d4\ndemo: yes"),
            "lessons/x.md:13:7: demo `yes`: write `demo: true` or leave the key out"
        );
    }

    #[test]
    fn hexpush_boards_are_checked_with_the_hexpush_engine() {
        let cx = Context {
            path: "lessons/h.md",
            first_line: 5,
            presets: &[],
        };
        let good = parse_hexpush(
            "position: B:e6b,e7b,e8b,e9w:0-0\ngoal: push-off\nsolution: e6e7\nwrong: e6e5 | back",
            &cx,
            true,
        )
        .unwrap();
        assert_eq!(good.lines, vec![vec!["e6e7".to_string()]]);
        let cases = [
            ("position: B:e6b:0-9", "lessons/h.md:5:11: invalid HFEN: lost marbles `0-9` should be two counts from 0 to 6, like `0-0`"),
            ("position: standard\ngoal: capture\nsolution: a1b2", "lessons/h.md:6:7: unknown goal `capture`: use one of move, push, push-off, win"),
            ("position: standard\ngoal: push\nsolution: c3d4", "lessons/h.md:7:11: this line does not reach the goal `push` (push an enemy marble): end it with a move that does"),
            ("position: standard\nside: white", "lessons/h.md:6:1: `side` is not used on a Hexpush board: give `position: HFEN` or a layout name"),
            ("goal: move", "lessons/h.md:4:1: this board has no position: add `position: HFEN` or a layout name"),
        ];
        for (block, expected) in cases {
            assert_eq!(
                parse_hexpush(block, &cx, true).unwrap_err().to_string(),
                expected,
                "{block}"
            );
        }
    }
}
