//! A game: the moves played from a start position, undo and redo, and the result — a side with
//! no legal move loses; threefold repetition, the no-progress count, agreement and resignation.
//!
//! The history is shared by every game the engine knows: [`Game`] works over any position type
//! that is [`Playable`]. Each game's impl lives beside its position type (the draughts
//! [`Position`] in `draughts/playable.rs`, Hexpush's [`HexPosition`](crate::hex::HexPosition)
//! in `hex/position.rs`), so this module knows neither game's rules.

use crate::color::Color;
// Only for the default type parameter: `Game` alone is a draughts game.
use crate::draughts::position::Position;
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
    /// The loser had six marbles pushed off the board (Hexpush).
    SixPushedOff,
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
                    WinReason::SixPushedOff => "six of the opponent's marbles are off the board",
                };
                let name = match winner {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                write!(f, "{name} wins: {why}")
            }
            Outcome::Draw(DrawReason::Repetition) => f.write_str("Draw by threefold repetition"),
            Outcome::Draw(DrawReason::NoProgress) => f.write_str("Draw: no progress for too long"),
            Outcome::Draw(DrawReason::Agreement) => f.write_str("Draw by agreement"),
        }
    }
}

/// Why a move or action was refused; the game is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError<P: Playable = Position> {
    /// The game has ended.
    Over(Outcome),
    /// The move text is malformed or names no legal move.
    Move(P::MoveError),
    /// The move is not legal here.
    Illegal(P::Move),
}

impl<P: Playable> fmt::Display for GameError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(outcome) => write!(f, "the game is over ({outcome})"),
            GameError::Move(error) => write!(f, "{error}"),
            GameError::Illegal(mv) => write!(f, "`{mv}` is not a legal move here"),
        }
    }
}

impl<P: Playable + fmt::Debug> std::error::Error for GameError<P> {}

/// What the shared game history (and [`perft`](crate::perft)) needs of a position.
pub trait Playable: Clone + PartialEq {
    /// A legal move.
    type Move: Copy + PartialEq + fmt::Display + fmt::Debug;
    /// Why a move text names no legal move.
    type MoveError: Clone + PartialEq + fmt::Display + fmt::Debug;
    /// What [`Playable::take_back`] needs to restore the position a move was played from.
    type Undo;
    /// The legal moves.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Clears `out` and fills it with the legal moves (a caller reusing one list per ply
    /// allocates nothing).
    fn generate_moves(&self, out: &mut Vec<Self::Move>) {
        out.clear();
        out.extend(self.legal_moves());
    }
    /// The number of legal moves (perft's bulk count of the last ply).
    fn count_legal_moves(&self) -> u64 {
        self.legal_moves().len() as u64
    }
    /// The number of legal moves and the number of their replies (perft's last two plies);
    /// `moves` is a list to reuse.
    fn count_replies(&mut self, moves: &mut Vec<Self::Move>) -> (u64, u64) {
        self.generate_moves(moves);
        let mut replies = 0;
        for mv in moves.iter() {
            let undo = self.play_reversibly(mv);
            replies += self.count_legal_moves();
            self.take_back(mv, &undo);
        }
        (moves.len() as u64, replies)
    }
    /// The position after a legal move.
    fn after(&self, mv: &Self::Move) -> Self;
    /// Plays the legal move `mv` in place and returns what [`Playable::take_back`] needs; the
    /// hash may be stale until the move is taken back.
    fn play_reversibly(&mut self, mv: &Self::Move) -> Self::Undo;
    /// Takes back `mv`, played by [`Playable::play_reversibly`] which returned `undo`.
    fn take_back(&mut self, mv: &Self::Move, undo: &Self::Undo);
    /// The legal move a text names, or why there is none.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// The player to move.
    fn side_to_move(&self) -> Color;
    /// A hash of the position (equal positions, equal hashes).
    fn hash(&self) -> u64;
    /// Whether playing `mv` here resets the no-progress count.
    fn is_progress(&self, mv: &Self::Move) -> bool;
    /// How many plies in a row without progress draw.
    fn no_progress_limit(&self) -> usize;
    /// The result the position itself decides (a side that can't move, or has lost), if any.
    fn decided(&self) -> Option<Outcome>;
}

#[derive(Clone, Debug)]
struct Ply<P: Playable> {
    mv: P::Move,
    after: P,
    /// Resets the no-progress count (a capture or a man moved; a marble pushed off).
    progress: bool,
}

/// A game: its start position and its line of moves with a cursor — the moves played up to the
/// position shown, and the rest of the line after it (taken back with undo, or stepped back
/// over with [`Game::go_to`]) — and a result agreed or resigned at the end of the line.
#[derive(Clone, Debug)]
pub struct Game<P: Playable = Position> {
    start: P,
    plies: Vec<Ply<P>>,
    redo: Vec<P::Move>,
    declared: Option<Outcome>,
    /// The line kept as "the game" ([`Game::keep_line`]), to come back to from a variation.
    kept: Vec<P::Move>,
}

impl<P: Playable> Game<P> {
    /// A new game from `start`.
    pub fn from_position(start: P) -> Game<P> {
        Game {
            start,
            plies: Vec::new(),
            redo: Vec::new(),
            declared: None,
            kept: Vec::new(),
        }
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &P {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.plies.last().map_or(&self.start, |ply| &ply.after)
    }

    /// The moves played so far.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &P::Move> {
        self.plies.iter().map(|ply| &ply.mv)
    }

    /// The position after each move played so far.
    pub fn positions(&self) -> impl Iterator<Item = &P> {
        core::iter::once(&self.start).chain(self.plies.iter().map(|ply| &ply.after))
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<P::Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays `mv` if the game goes on and the move is legal. The line's next move keeps the
    /// rest of the line; another move replaces it (and the result declared at its end).
    pub fn play(&mut self, mv: &P::Move) -> Result<(), GameError<P>> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        if self.redo.last() == Some(mv) {
            self.redo.pop();
        } else {
            if !self.position().legal_moves().contains(mv) {
                return Err(GameError::Illegal(*mv));
            }
            self.redo.clear();
            self.declared = None;
        }
        self.push(*mv);
        Ok(())
    }

    /// The move written as `text`, read and checked as [`Game::play_text`] would play it, without
    /// playing it.
    pub fn parse(&self, text: &str) -> Result<P::Move, GameError<P>> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let mv = self.position().parse_move(text).map_err(GameError::Move)?;
        if !self.position().legal_moves().contains(&mv) {
            return Err(GameError::Illegal(mv));
        }
        Ok(mv)
    }

    /// The whole line: the moves played, then those after the cursor.
    pub fn line(&self) -> impl Iterator<Item = &P::Move> {
        self.moves().chain(self.redo.iter().rev())
    }

    /// How many moves of the line are played: the position shown is the one after them.
    pub fn cursor(&self) -> usize {
        self.plies.len()
    }

    /// The side that moved first.
    pub fn start_side(&self) -> Color {
        self.start.side_to_move()
    }

    /// The side to move after `ply` moves from the start: the side that plays the line's move
    /// `ply + 1`. The sides take turns; no rule set passes a turn.
    pub fn side_after(&self, ply: usize) -> Color {
        if ply.is_multiple_of(2) {
            self.start_side()
        } else {
            !self.start_side()
        }
    }

    /// Shows the position after `ply` moves of the line (at most its length), keeping the whole
    /// line and its result, which holds again once the cursor is back at the line's end.
    pub fn go_to(&mut self, ply: usize) {
        while self.plies.len() > ply {
            let Some(back) = self.plies.pop() else { break };
            self.redo.push(back.mv);
        }
        while self.plies.len() < ply {
            let Some(mv) = self.redo.pop() else { break };
            self.push(mv);
        }
    }

    /// Plays the move written as `text` and returns it.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, GameError<P>> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let mv = self.position().parse_move(text).map_err(GameError::Move)?;
        self.play(&mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: P::Move) {
        let before = self.position();
        let progress = before.is_progress(&mv);
        let after = before.after(&mv);
        self.plies.push(Ply {
            mv,
            after,
            progress,
        });
    }

    /// Keeps the whole line as "the game" (the game an analysis board opened): a move played
    /// off it from then on makes a variation ([`Game::in_variation`]) until
    /// [`Game::back_to_kept_line`].
    pub fn keep_line(&mut self) {
        self.kept = self.line().cloned().collect();
    }

    /// The line kept by [`Game::keep_line`] (empty if none was).
    pub fn kept_line(&self) -> &[P::Move] {
        &self.kept
    }

    /// How many moves the line and the kept line have in common from the start.
    fn kept_prefix(&self) -> usize {
        self.line()
            .zip(&self.kept)
            .take_while(|(a, b)| a == b)
            .count()
    }

    /// Whether the line left the kept one: it has a move the kept line has not at that ply.
    pub fn in_variation(&self) -> bool {
        self.kept_prefix() < self.cursor() + self.redo.len()
    }

    /// Goes back to the kept line (its result, if it had a declared one, is not kept), shown at
    /// the ply where the line left it; returns that ply.
    pub fn back_to_kept_line(&mut self) -> usize {
        let ply = self.kept_prefix();
        self.go_to(ply);
        self.declared = None;
        self.redo = self.kept[ply..].iter().rev().cloned().collect();
        ply
    }

    /// Takes back the last move (and any declared result); returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<P::Move> {
        self.declared = None;
        let ply = self.plies.pop()?;
        self.redo.push(ply.mv);
        Some(ply.mv)
    }

    /// Plays again the next move of the line; returns it, or `None` if there is none.
    pub fn redo(&mut self) -> Option<P::Move> {
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
    pub fn resign(&mut self, side: Color) -> Result<(), GameError<P>> {
        self.declare(Outcome::Win {
            winner: !side,
            reason: WinReason::Resignation,
        })
    }

    /// Both players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError<P>> {
        self.declare(Outcome::Draw(DrawReason::Agreement))
    }

    /// A result declared at an earlier position of the line ends the game there: the moves
    /// after it go.
    fn declare(&mut self, outcome: Outcome) -> Result<(), GameError<P>> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        self.redo.clear();
        self.declared = Some(outcome);
        Ok(())
    }

    /// Takes back a resignation or an agreed draw (and nothing else); whether there was one.
    pub fn withdraw(&mut self) -> bool {
        self.declared.take().is_some()
    }

    /// The resignation or agreed draw at the end of the line, if any (in effect once the cursor
    /// is there: [`Game::outcome`]).
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }

    /// Plies in a row, up to now, without progress.
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
        if self.declared.is_some() && self.redo.is_empty() {
            return self.declared;
        }
        let position = self.position();
        if let Some(outcome) = position.decided() {
            return Some(outcome);
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if self.no_progress_plies() >= position.no_progress_limit() {
            return Some(Outcome::Draw(DrawReason::NoProgress));
        }
        None
    }
}
