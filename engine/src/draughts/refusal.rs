//! Why a route is not a legal move: the typed [`Refusal`] a learner is shown.
//!
//! A route is the square a tower starts on and the squares it has landed on so far. It is
//! judged against the position's legal moves, so the answer never contradicts the move
//! generator: [`refusal`] returns `None` exactly when the route is a legal move (or, while the
//! player is still clicking, the beginning of one), and otherwise the first thing that went
//! wrong, found by walking the route landing by landing and comparing each step with the
//! legal continuations.

use crate::color::Color;
use crate::draughts::geometry::Direction;
use crate::draughts::mv::Move;
use crate::draughts::position::Position;
use crate::draughts::square::Square;
use crate::draughts::tower::Piece;
use core::fmt;

/// Why a route is refused. The square says where the problem is (see each variant).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Refusal {
    /// A square of the route is not a playable (dark, on-board) square.
    NotPlayable(Square),
    /// There is no tower on the starting square.
    EmptySquare(Square),
    /// The tower on the starting square belongs to the opponent.
    OpponentTower(Square),
    /// The opponent's tower tapped is the one the selected tower jumps next: a jump is made by
    /// tapping where it lands, this square.
    LandBeyond(Square),
    /// The tower on the starting square has no legal move (and no other tower must capture).
    NoMove(Square),
    /// Capturing is compulsory: the tower on this square (the one tried, if it can capture,
    /// else the first one that can) must capture instead.
    CaptureCompulsory(Square),
    /// The tower cannot go to this square.
    NotADestination(Square),
    /// A man tried to step backward to this square: men move forward only.
    BackwardMove(Square),
    /// A man tried to jump the tower on this square backward, which this rule set forbids.
    BackwardCapture(Square),
    /// The jump goes over the tower on this square, which is the mover's own.
    OwnTower(Square),
    /// The jump goes over the tower on this square, already jumped (grey) in this capture.
    TowerJumpedTwice(Square),
    /// A flying king landed on this square, where the capture cannot go on, while another
    /// landing on the same line continues it (it must land there).
    LandingEndsCapture(Square),
    /// The capture stopped on this square, but the tower can still jump: it must go on.
    CaptureUnfinished(Square),
    /// The capture ended on this square (nothing left to jump); the route goes on regardless.
    CaptureOver(Square),
    /// The man was crowned on this square and the rule set ends the capture there (crown-stop).
    CrownEndsCapture(Square),
    /// Several captures from the start end on this square: every landing must be given.
    AmbiguousRoute(Square),
    /// The squares name a legal move, but written as a capture (`capture: true`) when it is a
    /// quiet move, or the other way round.
    MarkedAs {
        /// Whether the route was written (or built) as a capture.
        capture: bool,
    },
    /// The game is over: no move is legal.
    GameOver,
}

impl Refusal {
    /// The kebab-case id of the reason, as the pages receive it (`capture-compulsory`, …).
    pub const fn id(&self) -> &'static str {
        match self {
            Refusal::NotPlayable(_) => "not-playable",
            Refusal::EmptySquare(_) => "empty-square",
            Refusal::OpponentTower(_) => "opponent-tower",
            Refusal::LandBeyond(_) => "land-beyond",
            Refusal::NoMove(_) => "no-move",
            Refusal::CaptureCompulsory(_) => "capture-compulsory",
            Refusal::NotADestination(_) => "not-a-destination",
            Refusal::BackwardMove(_) => "backward-move",
            Refusal::BackwardCapture(_) => "backward-capture",
            Refusal::OwnTower(_) => "own-tower",
            Refusal::TowerJumpedTwice(_) => "tower-jumped-twice",
            Refusal::LandingEndsCapture(_) => "landing-ends-capture",
            Refusal::CaptureUnfinished(_) => "capture-unfinished",
            Refusal::CaptureOver(_) => "capture-over",
            Refusal::CrownEndsCapture(_) => "crown-ends-capture",
            Refusal::AmbiguousRoute(_) => "ambiguous-route",
            Refusal::MarkedAs { capture: true } => "marked-as-capture",
            Refusal::MarkedAs { capture: false } => "marked-as-move",
            Refusal::GameOver => "game-over",
        }
    }

    /// The square the reason is about, if any.
    pub const fn square(&self) -> Option<Square> {
        match *self {
            Refusal::NotPlayable(s)
            | Refusal::EmptySquare(s)
            | Refusal::OpponentTower(s)
            | Refusal::LandBeyond(s)
            | Refusal::NoMove(s)
            | Refusal::CaptureCompulsory(s)
            | Refusal::NotADestination(s)
            | Refusal::BackwardMove(s)
            | Refusal::BackwardCapture(s)
            | Refusal::OwnTower(s)
            | Refusal::TowerJumpedTwice(s)
            | Refusal::LandingEndsCapture(s)
            | Refusal::CaptureUnfinished(s)
            | Refusal::CaptureOver(s)
            | Refusal::CrownEndsCapture(s)
            | Refusal::AmbiguousRoute(s) => Some(s),
            Refusal::MarkedAs { .. } | Refusal::GameOver => None,
        }
    }

    /// Whether trying the route breaks a rule of the game (capturing is compulsory, a capture
    /// goes on to its end, a tower is jumped once, a king lands where the capture goes on, a
    /// crowning ends the capture where the rules say so, men capture forward only where they
    /// do) rather than naming a square that means nothing for this tower.
    pub const fn breaks_rule(&self) -> bool {
        matches!(
            self,
            Refusal::CaptureCompulsory(_)
                | Refusal::CaptureUnfinished(_)
                | Refusal::TowerJumpedTwice(_)
                | Refusal::LandingEndsCapture(_)
                | Refusal::CrownEndsCapture(_)
                | Refusal::BackwardCapture(_)
        )
    }

    /// Whether the square names a tower of the position (so its owner is worth showing).
    pub const fn names_tower(&self) -> bool {
        matches!(
            self,
            Refusal::OpponentTower(_)
                | Refusal::NoMove(_)
                | Refusal::CaptureCompulsory(_)
                | Refusal::BackwardCapture(_)
                | Refusal::OwnTower(_)
                | Refusal::TowerJumpedTwice(_)
        )
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotPlayable(s) => write!(f, "{s} is not a playable square of this board"),
            Refusal::EmptySquare(s) => write!(f, "there is no tower on {s}"),
            Refusal::OpponentTower(s) => write!(f, "the tower on {s} is the opponent's"),
            Refusal::LandBeyond(s) => {
                write!(f, "to jump that tower, tap where yours lands: {s}")
            }
            Refusal::NoMove(s) => write!(f, "the tower on {s} has no legal move"),
            Refusal::CaptureCompulsory(s) => {
                write!(f, "capturing is compulsory: the tower on {s} must capture")
            }
            Refusal::NotADestination(s) => write!(f, "the tower cannot go to {s}"),
            Refusal::BackwardMove(s) => {
                write!(f, "a man moves forward only, not back to {s}")
            }
            Refusal::BackwardCapture(s) => write!(
                f,
                "a man does not capture backward in this game (the tower on {s})"
            ),
            Refusal::OwnTower(s) => write!(
                f,
                "the tower on {s} is your own: only the opponent's towers are jumped"
            ),
            Refusal::TowerJumpedTwice(s) => write!(
                f,
                "the tower on {s} was already jumped in this capture and cannot be jumped again"
            ),
            Refusal::LandingEndsCapture(s) => write!(
                f,
                "landing on {s} ends the capture, but another landing on this line lets it go on: \
                 the king must land there"
            ),
            Refusal::CaptureUnfinished(s) => write!(
                f,
                "the capture is not finished: the tower on {s} can still jump and must go on"
            ),
            Refusal::CaptureOver(s) => {
                write!(f, "the capture ends on {s}: there is nothing more to jump")
            }
            Refusal::CrownEndsCapture(s) => {
                write!(f, "the man is crowned on {s}, which ends the move")
            }
            Refusal::AmbiguousRoute(s) => write!(
                f,
                "more than one capture ends on {s}: give every landing square"
            ),
            Refusal::MarkedAs { capture: true } => {
                f.write_str("this move does not capture: write it with `-`")
            }
            Refusal::MarkedAs { capture: false } => {
                f.write_str("this move captures: write its squares with `:`")
            }
            Refusal::GameOver => f.write_str("the game is over"),
        }
    }
}

/// Why `route` (the starting square, then each square landed on) is not a legal move of
/// `position`, or `None` when it is one. When `complete` is false the route may also stop
/// anywhere along a legal move (a capture being entered landing by landing); when it is true
/// it must be a whole move, and a capture may then be given by its first and last squares
/// alone when only one capture goes that way. The landing squares are judged by the board
/// alone: whether a step jumps is read from what stands between two landings.
pub fn refusal(position: &Position, route: &[Square], complete: bool) -> Option<Refusal> {
    let (&from, landings) = route.split_first()?;
    let geometry = position.geometry();
    if let Some(&square) = route.iter().find(|&&s| !geometry.is_playable(s)) {
        return Some(Refusal::NotPlayable(square));
    }
    let side = position.side_to_move();
    let Some(top) = position.tower(from).top() else {
        return Some(Refusal::EmptySquare(from));
    };
    if top.color != side {
        return Some(Refusal::OpponentTower(from));
    }
    let legal = position.legal_moves();
    let mine: Vec<&Move> = legal.iter().filter(|mv| mv.from() == from).collect();
    let walker = Walker {
        position,
        from,
        side,
        capturing: legal.first().is_some_and(Move::is_capture),
    };
    if mine.is_empty() {
        // A jump tried by a tower that cannot capture is explained by the jump itself.
        let jump_reason = landings
            .first()
            .and_then(|&to| walker.jump_problem(from, to, top.king, &[]));
        return Some(
            jump_reason.unwrap_or_else(|| match legal.iter().find(|m| m.is_capture()) {
                Some(capture) => Refusal::CaptureCompulsory(capture.from()),
                None => Refusal::NoMove(from),
            }),
        );
    }
    if complete {
        if mine.iter().any(|mv| mv.landings() == landings) {
            return None;
        }
        if let [to] = landings {
            match mine.iter().filter(|mv| mv.to() == *to).count() {
                0 => {}
                1 if walker.capturing => return None,
                _ => return Some(Refusal::AmbiguousRoute(*to)),
            }
        }
    }
    // Walk the route: `matching` are the legal moves that begin with the landings so far.
    let mut matching = mine;
    for (step, &next) in landings.iter().enumerate() {
        let continuing: Vec<&Move> = matching
            .iter()
            .copied()
            .filter(|mv| mv.landings().get(step) == Some(&next))
            .collect();
        if continuing.is_empty() {
            return Some(walker.step_problem(step, next, &matching));
        }
        matching = continuing;
    }
    if !complete {
        return None;
    }
    let stop = landings.last().copied().unwrap_or(from);
    Some(if walker.capturing {
        Refusal::CaptureUnfinished(stop)
    } else {
        Refusal::NotADestination(stop)
    })
}

/// What the walk along a route needs to explain a wrong step.
struct Walker<'a> {
    position: &'a Position,
    from: Square,
    side: Color,
    /// Whether the legal moves are captures.
    capturing: bool,
}

impl Walker<'_> {
    /// Why landing on `next` after the first `step` landings of the `matching` moves (which all
    /// share those landings) is wrong.
    fn step_problem(&self, step: usize, next: Square, matching: &[&Move]) -> Refusal {
        let first = matching[0];
        let at = if step == 0 {
            self.from
        } else {
            first.landings()[step - 1]
        };
        if !self.capturing {
            return match step {
                0 => self.quiet_problem(next),
                _ => Refusal::NotADestination(next),
            };
        }
        let jumped = &first.captured()[..step];
        let was_king = self.position.kings() & self.from.bit() != 0;
        let crowned_at = self
            .position
            .geometry()
            .first_crowning(self.side, &first.landings()[..step])
            .filter(|_| !was_king);
        let king = was_king || crowned_at.is_some();
        let goes_on = matching.iter().any(|mv| mv.landings().len() > step);
        let crown_stop = self.position.rules().crown_stop && crowned_at == Some(at);
        if !goes_on && crown_stop {
            return Refusal::CrownEndsCapture(at);
        }
        // A jump that breaks a rule says so, even where the capture is over anyway.
        if let Some(problem) = self.jump_problem(at, next, king, jumped) {
            return problem;
        }
        if !goes_on {
            return Refusal::CaptureOver(at);
        }
        if self.direction(at, next).is_none() || self.top_during(next, jumped).is_some() {
            return Refusal::NotADestination(next);
        }
        let flying = king && self.position.rules().flying_kings;
        match self.between(at, next, jumped).as_slice() {
            [] if step == 0 => Refusal::CaptureCompulsory(self.from),
            // A valid flying jump that is not legal: another landing behind the same tower
            // lets the capture go on (the Russian rule).
            &[victim]
                if flying
                    && matching.iter().any(|mv| {
                        mv.captured().get(step) == Some(&victim)
                            && mv.landings().get(step) != Some(&next)
                    }) =>
            {
                Refusal::LandingEndsCapture(next)
            }
            _ => Refusal::NotADestination(next),
        }
    }

    /// Why a quiet move to `next` is wrong (no capture is possible anywhere).
    fn quiet_problem(&self, next: Square) -> Refusal {
        let king = self.position.kings() & self.from.bit() != 0;
        if let Some(problem) = self.jump_problem(self.from, next, king, &[]) {
            return problem;
        }
        let Some((dir, distance)) = self.direction(self.from, next) else {
            return Refusal::NotADestination(next);
        };
        let blocked =
            !self.between(self.from, next, &[]).is_empty() || !self.position.tower(next).is_empty();
        if !king && !blocked && distance == 1 && !Direction::forward(self.side).contains(&dir) {
            Refusal::BackwardMove(next)
        } else {
            Refusal::NotADestination(next)
        }
    }

    /// The direction and distance from `at` to `to` when they share a diagonal.
    fn direction(&self, at: Square, to: Square) -> Option<(Direction, usize)> {
        let geometry = self.position.geometry();
        Direction::ALL.into_iter().find_map(|dir| {
            let ray = geometry.ray(at, dir);
            ray.iter()
                .position(|&s| s == to)
                .map(|index| (dir, index + 1))
        })
    }

    /// The top of the tower on `square` once the jumps `jumped` are made: under the immediate
    /// rule each jump has taken a top already; under the deferred rule nothing has moved yet.
    /// The mover's own start square is empty.
    fn top_during(&self, square: Square, jumped: &[Square]) -> Option<Piece> {
        if square == self.from {
            return None;
        }
        let tower = self.position.tower(square);
        if !self.position.rules().immediate_capture {
            return tower.top();
        }
        let taken = jumped.iter().filter(|&&s| s == square).count();
        let remaining = tower.height().checked_sub(taken)?;
        remaining.checked_sub(1).map(|level| tower.piece(level))
    }

    /// The occupied squares strictly between `at` and `to` (on one diagonal) during the capture.
    fn between(&self, at: Square, to: Square, jumped: &[Square]) -> Vec<Square> {
        let Some((dir, distance)) = self.direction(at, to) else {
            return Vec::new();
        };
        self.position.geometry().ray(at, dir)[..distance - 1]
            .iter()
            .copied()
            .filter(|&s| self.top_during(s, jumped).is_some())
            .collect()
    }

    /// What is wrong with `at` → `to` as a jump over one tower, if it is shaped like one: a
    /// grey tower in the way, the mover's own tower, or a man jumping backward where men may
    /// not. `None` when it is not a jump or nothing of that kind is wrong.
    fn jump_problem(
        &self,
        at: Square,
        to: Square,
        king: bool,
        jumped: &[Square],
    ) -> Option<Refusal> {
        let (dir, distance) = self.direction(at, to)?;
        if self.top_during(to, jumped).is_some() {
            return None;
        }
        let rules = self.position.rules();
        let flying = king && rules.flying_kings;
        if !flying && distance != 2 {
            return None;
        }
        let between = self.between(at, to, jumped);
        let deferred = !rules.immediate_capture;
        if let Some(&grey) = between.iter().find(|s| deferred && jumped.contains(s)) {
            return Some(Refusal::TowerJumpedTwice(grey));
        }
        let &[victim] = between.as_slice() else {
            return None;
        };
        let owner = self.top_during(victim, jumped)?.color;
        if owner == self.side {
            return Some(Refusal::OwnTower(victim));
        }
        let backward = !Direction::forward(self.side).contains(&dir);
        if !king && backward && !rules.men_capture_backward {
            return Some(Refusal::BackwardCapture(victim));
        }
        None
    }
}
