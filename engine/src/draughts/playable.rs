//! The draughts [`Position`] as a [`Playable`] position of the shared game history, and the
//! draughts game's constructor.

use crate::color::Color;
use crate::draughts::movegen;
use crate::draughts::mv::Move;
use crate::draughts::notation::{self, MoveTextError};
use crate::draughts::position::{Position, Undo};
use crate::draughts::refusal::Refusal;
use crate::draughts::square::Square;
use crate::draughts::variant::Variant;
use crate::game::{Game, Outcome, Playable, WinReason};

impl Game<Position> {
    /// A new game of `variant` from its start position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// Why `route` (a starting square and the squares landed on so far) is not a legal move
    /// now, or `None` when it is one (or, unless `complete`, the beginning of one):
    /// [`Refusal::GameOver`] once the game has ended, else [`Position::refusal`].
    pub fn refusal(&self, route: &[Square], complete: bool) -> Option<Refusal> {
        if self.outcome().is_some() {
            return Some(Refusal::GameOver);
        }
        self.position().refusal(route, complete)
    }
}

impl Playable for Position {
    type Move = Move;
    type MoveError = MoveTextError;
    type Undo = Undo;

    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }

    // Not `#[inline]`: the generator stays compiled (and its sink inlined) in this crate.
    fn generate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        movegen::generate(self, out);
    }

    #[inline]
    fn count_legal_moves(&self) -> u64 {
        Position::count_legal_moves(self)
    }

    fn count_replies(&mut self, _: &mut Vec<Move>) -> (u64, u64) {
        let mut counter = movegen::ReplyCounter::new(self);
        movegen::generate(self, &mut counter);
        (counter.moves, counter.replies)
    }

    fn after(&self, mv: &Move) -> Position {
        let mut after = self.clone();
        after.play_unchecked(mv);
        after
    }

    #[inline]
    fn play_reversibly(&mut self, mv: &Move) -> Undo {
        Position::play_reversibly(self, mv)
    }

    #[inline]
    fn take_back(&mut self, mv: &Move, undo: &Undo) {
        Position::take_back(self, mv, undo)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        notation::parse_move(self, text)
    }

    fn side_to_move(&self) -> Color {
        Position::side_to_move(self)
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn is_progress(&self, mv: &Move) -> bool {
        mv.is_capture() || self.kings() & mv.from().bit() == 0
    }

    fn no_progress_limit(&self) -> usize {
        self.rules().no_progress_plies
    }

    fn decided(&self) -> Option<Outcome> {
        if self.count_legal_moves() > 0 {
            return None;
        }
        let loser = Position::side_to_move(self);
        let reason = if self.owned_by(loser) == 0 {
            WinReason::NoPieces
        } else {
            WinReason::Blocked
        };
        Some(Outcome::Win {
            winner: !loser,
            reason,
        })
    }
}
