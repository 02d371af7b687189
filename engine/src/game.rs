//! A game: the moves played from a start position, undo and redo, and the result — a side with
//! no legal move loses; threefold repetition, the no-progress count, agreement and resignation.

use crate::color::Color;
use crate::mv::Move;
use crate::notation::{self, MoveTextError};
use crate::position::Position;
use crate::variant::Variant;
use core::fmt;

/// How a game was won.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WinReason {
    /// The loser has no tower left.
    NoPieces,
    /// The loser has towers but none can move.
    Blocked,
    /// The loser resigned.
    Resignation,
}

/// How a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawReason {
    /// The same position with the same player to move for the third time.
    Repetition,
    /// Too many plies without a capture or a man-topped tower moving.
    NoProgress,
    /// A draw offer was accepted.
    Agreement,
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Drawn.
    Draw(DrawReason),
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let why = match reason {
                    WinReason::NoPieces => "the opponent has no pieces left",
                    WinReason::Blocked => "the opponent cannot move",
                    WinReason::Resignation => "the opponent resigned",
                };
                let name = match winner {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                write!(f, "{name} wins: {why}")
            }
            Outcome::Draw(DrawReason::Repetition) => f.write_str("Draw by threefold repetition"),
            Outcome::Draw(DrawReason::NoProgress) => {
                f.write_str("Draw: no capture and no man moved for too long")
            }
            Outcome::Draw(DrawReason::Agreement) => f.write_str("Draw by agreement"),
        }
    }
}

/// Why a move or action was refused; the game is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The game has ended.
    Over(Outcome),
    /// The move text is malformed or names no legal move.
    Move(MoveTextError),
    /// The move is not legal here.
    Illegal(String),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            GameError::Move(error) => error.fmt(f),
            GameError::Illegal(text) => write!(f, "`{text}` is not a legal move here"),
        }
    }
}

impl std::error::Error for GameError {}

#[derive(Clone, Debug)]
struct Ply {
    mv: Move,
    after: Position,
    /// A capture, or a man-topped tower moved: resets the no-progress count.
    progress: bool,
}

/// A game in progress: start position, moves, a redo list and an agreed or resigned result.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    redo: Vec<Move>,
    declared: Option<Outcome>,
}

impl Game {
    /// A new game of `variant` from its start position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// A new game from `start`.
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            redo: Vec::new(),
            declared: None,
        }
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |ply| &ply.after)
    }

    /// The moves played so far.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &Move> {
        self.plies.iter().map(|ply| &ply.mv)
    }

    /// The position after each move played so far.
    pub fn positions(&self) -> impl Iterator<Item = &Position> {
        core::iter::once(&self.start).chain(self.plies.iter().map(|ply| &ply.after))
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays `mv` if the game goes on and the move is legal; clears the redo list.
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let before = self.position();
        if !before.legal_moves().contains(mv) {
            return Err(GameError::Illegal(mv.to_string()));
        }
        self.push(*mv);
        self.redo.clear();
        Ok(())
    }

    /// Plays the move written as `text` (`c3-d4`, `c3:e5:g7`) and returns it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let mv = notation::parse_move(self.position(), text).map_err(GameError::Move)?;
        self.play(&mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: Move) {
        let before = self.position();
        let man_moved = before.kings() & mv.from().bit() == 0;
        let mut after = before.clone();
        after.play_unchecked(&mv);
        self.plies.push(Ply {
            mv,
            after,
            progress: mv.is_capture() || man_moved,
        });
    }

    /// Takes back the last move (and any declared result); returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        self.declared = None;
        let ply = self.plies.pop()?;
        self.redo.push(ply.mv);
        Some(ply.mv)
    }

    /// Plays again the last move taken back; returns it, or `None` if there is none.
    pub fn redo(&mut self) -> Option<Move> {
        if self.outcome().is_some() {
            return None;
        }
        let mv = self.redo.pop()?;
        self.push(mv);
        Some(mv)
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
    }

    /// Whether a taken-back move can be played again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.outcome().is_none()
    }

    /// `side` resigns: the other side wins.
    pub fn resign(&mut self, side: Color) -> Result<(), GameError> {
        self.declare(Outcome::Win {
            winner: !side,
            reason: WinReason::Resignation,
        })
    }

    /// Both players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.declare(Outcome::Draw(DrawReason::Agreement))
    }

    fn declare(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        self.declared = Some(outcome);
        Ok(())
    }

    /// Plies in a row, up to now, without a capture or a man-topped tower moving.
    pub fn no_progress_plies(&self) -> usize {
        self.plies
            .iter()
            .rev()
            .take_while(|ply| !ply.progress)
            .count()
    }

    /// How many times the current position (with the same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions()
            .filter(|p| p.hash() == now.hash() && *p == now)
            .count()
    }

    /// The result, or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        let position = self.position();
        if position.count_legal_moves() == 0 {
            let loser = position.side_to_move();
            let reason = if position.owned_by(loser) == 0 {
                WinReason::NoPieces
            } else {
                WinReason::Blocked
            };
            return Some(Outcome::Win {
                winner: !loser,
                reason,
            });
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if self.no_progress_plies() >= position.rules().no_progress_plies {
            return Some(Outcome::Draw(DrawReason::NoProgress));
        }
        None
    }
}
