//! What a lesson board asks of the learner, and whether a move reaches it.

use engine::game::Playable;
use engine::hex::{HexMove, HexPosition};
use engine::{Color, Move, Position};

/// The value an author's word names in a table of words and values.
fn named<T: Copy>(table: &[(&'static str, T)], word: &str) -> Option<T> {
    table
        .iter()
        .find(|(w, _)| *w == word)
        .map(|&(_, value)| value)
}

/// The author's word for `value` in a table of words and values.
fn name_of<T: PartialEq>(table: &[(&'static str, T)], value: T) -> &'static str {
    table
        .iter()
        .find(|(_, v)| *v == value)
        .map_or("", |(w, _)| w)
}

/// The goal of a lesson board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Play the move (or line) the author gives.
    Move,
    /// Make a capture.
    Capture,
    /// Leave the opponent without a tower.
    CaptureAll,
    /// Crown a man.
    Promote,
    /// Take the top off an enemy tower so that it becomes yours.
    Flip,
    /// Win: the opponent has no legal move (or, in Hexpush, has lost six marbles).
    Win,
    /// Push enemy marbles (Hexpush).
    Push,
    /// Push an enemy marble off the board (Hexpush).
    PushOff,
    /// Save a lost-looking game: reach a draw by the rules (a third repetition, the no-progress
    /// count) or by a draw offer the opponent accepts.
    Draw,
}

/// What a learner may decide instead of a move, as a solution line's last word or a wrong
/// answer: the game page's *Offer draw* and *Resign* buttons, which a board with one of these
/// words shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decision {
    /// Offer a draw; on a solution line the opponent accepts it.
    OfferDraw,
    /// Resign the game.
    Resign,
}

impl Decision {
    /// Every decision with the word an author writes for it.
    pub const ALL: [(&'static str, Decision); 2] = [
        ("offer-draw", Decision::OfferDraw),
        ("resign", Decision::Resign),
    ];

    /// The decision a word of a line names, if it names one.
    pub fn parse(word: &str) -> Option<Decision> {
        named(&Decision::ALL, word)
    }

    /// The word an author writes for it.
    pub fn word(self) -> &'static str {
        name_of(&Decision::ALL, self)
    }

    /// Whether taking this decision reaches `goal`: a resignation only answers a board that asks
    /// for a decision (`move`); an accepted draw offer also saves the game (`draw`).
    pub fn reaches(self, goal: Goal) -> bool {
        match self {
            Decision::OfferDraw => matches!(goal, Goal::Move | Goal::Draw),
            Decision::Resign => goal == Goal::Move,
        }
    }
}

impl Goal {
    /// Every goal with the name an author writes.
    pub const ALL: [(&'static str, Goal); 9] = [
        ("move", Goal::Move),
        ("capture", Goal::Capture),
        ("capture-all", Goal::CaptureAll),
        ("promote", Goal::Promote),
        ("flip", Goal::Flip),
        ("win", Goal::Win),
        ("push", Goal::Push),
        ("push-off", Goal::PushOff),
        ("draw", Goal::Draw),
    ];

    /// The goal named `name`.
    pub fn parse(name: &str) -> Option<Goal> {
        named(&Goal::ALL, name)
    }

    /// The author's name of the goal.
    pub fn name(self) -> &'static str {
        name_of(&Goal::ALL, self)
    }

    /// The goal in English, for the author's diagnostics (the pages take it from the catalogs).
    pub fn text(self) -> &'static str {
        match self {
            Goal::Move => "Find the best move",
            Goal::Capture => "Capture",
            Goal::CaptureAll => "Capture every enemy tower",
            Goal::Promote => "Crown a man",
            Goal::Flip => "Make an enemy tower yours",
            Goal::Win => "Win the game",
            Goal::Push => "Push an enemy marble",
            Goal::PushOff => "Push a marble off the board",
            Goal::Draw => "Save the game: make it a draw",
        }
    }

    /// The catalog key of the goal as the learner reads it (`locales/*.ftl`).
    pub fn text_key(self) -> &'static str {
        match self {
            Goal::Move => "goal-best-move",
            Goal::Capture => "goal-capture",
            Goal::CaptureAll => "goal-capture-all",
            Goal::Promote => "goal-promote",
            Goal::Flip => "goal-flip",
            Goal::Win => "goal-win",
            Goal::Push => "goal-push",
            Goal::PushOff => "goal-push-off",
            Goal::Draw => "goal-draw",
        }
    }

    /// Every catalog key a goal's text may have (see [`Goal::learner_key`]).
    pub const TEXT_KEYS: [&'static str; 12] = [
        "goal-best-move",
        "goal-good-move",
        "goal-capture",
        "goal-capture-all",
        "goal-capture-all-pieces",
        "goal-promote",
        "goal-flip",
        "goal-free-piece",
        "goal-win",
        "goal-push",
        "goal-push-off",
        "goal-draw",
    ];

    /// The catalog key of the goal as the learner reads it on a board: `towers` when the rule
    /// set stacks pieces (otherwise it speaks of pieces), `one_answer` when exactly one first
    /// move is accepted (only then is it "the best move").
    pub fn learner_key(self, towers: bool, one_answer: bool) -> &'static str {
        match self {
            Goal::Move if !one_answer => "goal-good-move",
            Goal::CaptureAll if !towers => "goal-capture-all-pieces",
            Goal::Flip if !towers => "goal-free-piece",
            _ => self.text_key(),
        }
    }

    /// Whether `learner`'s move `mv`, from `before` to `after`, reaches the goal. A draw needs
    /// the game's history and is judged on the game ([`Goal::Draw`] is never reached here).
    pub fn reached(self, learner: Color, before: &Position, mv: &Move, after: &Position) -> bool {
        match self {
            Goal::Move => true,
            Goal::Capture => mv.is_capture(),
            Goal::CaptureAll => after.owned_by(!learner) == 0,
            Goal::Promote => {
                before.kings() & mv.from().bit() == 0 && after.kings() & mv.to().bit() != 0
            }
            Goal::Flip => before.owned_by(!learner) & after.owned_by(learner) != 0,
            Goal::Win => after.count_legal_moves() == 0,
            Goal::Push | Goal::PushOff | Goal::Draw => false,
        }
    }

    /// Whether `learner`'s Hexpush move `mv`, from `before` to `after`, reaches the goal.
    pub fn reached_hexpush(
        self,
        learner: Color,
        _before: &HexPosition,
        mv: &HexMove,
        after: &HexPosition,
    ) -> bool {
        match self {
            Goal::Move => true,
            Goal::Push => mv.pushed > 0,
            Goal::PushOff => mv.off,
            Goal::Win => matches!(
                after.decided(),
                Some(engine::Outcome::Win { winner, .. }) if winner == learner
            ),
            _ => false,
        }
    }
}
