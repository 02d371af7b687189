//! The Hexpush board editor's model: a position changed one cell at a time (marbles put on and
//! taken off, the marbles already pushed off, the side to move).
//!
//! Every edit keeps the setup an HFEN can write (at most 14 marbles of a colour, on the board
//! and lost together; at most six lost), so it can be saved and shown at any time; only
//! [`HexEditor::check`] says whether play can start from it.

use super::cell::Cell;
use super::hfen::{self, HfenError};
use super::position::{HexPosition, Layout, LOSING_LOSSES, MARBLES};
use crate::color::Color;
use core::fmt;
use core::str::FromStr;

/// What a tap on a cell does in the editor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HexTool {
    /// Takes the marble away.
    Erase,
    /// Puts a marble of this colour there (a marble of the same colour is taken away instead).
    Put(Color),
}

/// An editor tool name that is not one of `erase`, `b`, `w`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownHexTool(pub String);

impl fmt::Display for UnknownHexTool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown editor tool `{}`: use erase, b or w",
            crate::quoted::quoted(&self.0)
        )
    }
}

impl std::error::Error for UnknownHexTool {}

impl FromStr for HexTool {
    type Err = UnknownHexTool;

    fn from_str(name: &str) -> Result<HexTool, UnknownHexTool> {
        match name {
            "erase" => Ok(HexTool::Erase),
            "b" => Ok(HexTool::Put(Color::Black)),
            "w" => Ok(HexTool::Put(Color::White)),
            _ => Err(UnknownHexTool(name.to_string())),
        }
    }
}

/// An edit refused: it would give a colour more marbles than a game has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HexEditError {
    /// More than 14 marbles of this colour on the board and lost together.
    TooManyMarbles(Color),
    /// A lost count above six.
    TooManyLost(u8),
}

impl fmt::Display for HexEditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexEditError::TooManyMarbles(color) => write!(
                f,
                "{color} has {MARBLES} marbles in all, on the board and lost together"
            ),
            HexEditError::TooManyLost(count) => write!(
                f,
                "{count} marbles lost: the game ends when {LOSING_LOSSES} are"
            ),
        }
    }
}

impl std::error::Error for HexEditError {}

/// Why play cannot start from a setup.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HexSetupProblem {
    /// This colour has lost six marbles: the game is over.
    Decided(Color),
    /// The side to move has no marble on the board.
    NoMarbles(Color),
    /// The side to move has no legal move (no marble, or every one blocked): it would lose at
    /// once.
    NoMove(Color),
}

impl fmt::Display for HexSetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexSetupProblem::Decided(color) => write!(
                f,
                "{color} has lost {LOSING_LOSSES} marbles: the game is over"
            ),
            HexSetupProblem::NoMarbles(color) => write!(f, "{color} has no marble on the board"),
            HexSetupProblem::NoMove(color) => write!(f, "{color} is to move and cannot move"),
        }
    }
}

impl std::error::Error for HexSetupProblem {}

/// A Hexpush setup being edited.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HexEditor {
    /// The marbles, indexed by colour (White, Black).
    marbles: [u128; 2],
    side_to_move: Color,
    /// The marbles pushed off, indexed by colour.
    lost: [u8; 2],
}

impl HexEditor {
    /// An editor holding `position`.
    pub fn new(position: &HexPosition) -> HexEditor {
        HexEditor {
            marbles: [
                position.marbles(Color::White),
                position.marbles(Color::Black),
            ],
            side_to_move: position.side_to_move(),
            lost: [position.lost(Color::White), position.lost(Color::Black)],
        }
    }

    /// An editor holding the position an HFEN (or a layout's name) gives.
    pub fn from_hfen(text: &str) -> Result<HexEditor, HfenError> {
        hfen::parse_start(text).map(|position| HexEditor::new(&position))
    }

    /// The setup as a position (possibly one play cannot start from: see [`HexEditor::check`]).
    pub fn position(&self) -> HexPosition {
        HexPosition::new(self.marbles, self.side_to_move, self.lost)
    }

    /// The setup as HFEN.
    pub fn hfen(&self) -> String {
        hfen::write(&self.position())
    }

    /// The colour of the marble on `cell`, if any.
    pub fn marble(&self, cell: Cell) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|color| self.marbles[color.index()] & cell.bit() != 0)
    }

    /// Applies `tool` to `cell`. Unchanged when refused.
    pub fn apply(&mut self, cell: Cell, tool: HexTool) -> Result<(), HexEditError> {
        let bit = cell.bit();
        match tool {
            HexTool::Erase => self.marbles.iter_mut().for_each(|m| *m &= !bit),
            // The same colour again takes it away, as a second tap does in the draughts editor
            // with the eraser.
            HexTool::Put(color) if self.marble(cell) == Some(color) => {
                self.marbles[color.index()] &= !bit
            }
            HexTool::Put(color) => {
                if self.count(color) + 1 > MARBLES {
                    return Err(HexEditError::TooManyMarbles(color));
                }
                self.marbles[color.opposite().index()] &= !bit;
                self.marbles[color.index()] |= bit;
            }
        }
        Ok(())
    }

    /// Sets how many marbles of `color` have been pushed off. Unchanged when refused.
    pub fn set_lost(&mut self, color: Color, lost: u8) -> Result<(), HexEditError> {
        if lost > LOSING_LOSSES {
            return Err(HexEditError::TooManyLost(lost));
        }
        if self.marbles[color.index()].count_ones() as u8 + lost > MARBLES {
            return Err(HexEditError::TooManyMarbles(color));
        }
        self.lost[color.index()] = lost;
        Ok(())
    }

    /// Takes every marble off the board (the lost counts and the side to move stay).
    pub fn clear(&mut self) {
        self.marbles = [0, 0];
    }

    /// The start of `layout`.
    pub fn standard(&mut self, layout: Layout) {
        *self = HexEditor::new(&HexPosition::start(layout));
    }

    /// Sets the side to move.
    pub fn set_side_to_move(&mut self, color: Color) {
        self.side_to_move = color;
    }

    /// The position play starts from, or why it cannot start.
    pub fn check(&self) -> Result<HexPosition, HexSetupProblem> {
        let position = self.position();
        if let Some(color) = Color::ALL
            .into_iter()
            .find(|&color| position.lost(color) >= LOSING_LOSSES)
        {
            return Err(HexSetupProblem::Decided(color));
        }
        if position.marbles(self.side_to_move) == 0 {
            return Err(HexSetupProblem::NoMarbles(self.side_to_move));
        }
        if position.legal_moves().is_empty() {
            return Err(HexSetupProblem::NoMove(self.side_to_move));
        }
        Ok(position)
    }

    /// The marbles of `color`, on the board and lost.
    fn count(&self, color: Color) -> u8 {
        self.marbles[color.index()].count_ones() as u8 + self.lost[color.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        Cell::parse(name).unwrap()
    }

    #[test]
    fn a_marble_is_put_replaced_and_taken_away() {
        let mut editor = HexEditor::from_hfen("B::0-0").unwrap();
        editor
            .apply(cell("e5"), HexTool::Put(Color::Black))
            .unwrap();
        assert_eq!(editor.hfen(), "B:e5b:0-0");
        editor
            .apply(cell("e5"), HexTool::Put(Color::White))
            .unwrap();
        assert_eq!(editor.hfen(), "B:e5w:0-0");
        editor
            .apply(cell("e5"), HexTool::Put(Color::White))
            .unwrap();
        assert_eq!(
            editor.hfen(),
            "B::0-0",
            "the same colour again takes it away"
        );
        editor
            .apply(cell("a1"), HexTool::Put(Color::Black))
            .unwrap();
        editor.apply(cell("a1"), HexTool::Erase).unwrap();
        editor.apply(cell("a1"), HexTool::Erase).unwrap();
        assert_eq!(editor.hfen(), "B::0-0");
    }

    #[test]
    fn an_edit_past_fourteen_marbles_is_refused_and_changes_nothing() {
        let mut editor = HexEditor::from_hfen("standard").unwrap();
        let before = editor.clone();
        assert_eq!(
            editor.apply(cell("e5"), HexTool::Put(Color::Black)),
            Err(HexEditError::TooManyMarbles(Color::Black))
        );
        assert_eq!(
            editor.set_lost(Color::White, 1),
            Err(HexEditError::TooManyMarbles(Color::White))
        );
        assert_eq!(
            editor.set_lost(Color::White, 7),
            Err(HexEditError::TooManyLost(7))
        );
        assert_eq!(editor, before);
        // With one black marble taken off the board, one may count as pushed off.
        editor.apply(cell("a1"), HexTool::Erase).unwrap();
        editor.set_lost(Color::Black, 1).unwrap();
        assert!(editor.hfen().ends_with(":1-0"));
        // Every edit leaves an HFEN the reader takes back.
        assert_eq!(HexEditor::from_hfen(&editor.hfen()).unwrap(), editor);
    }

    #[test]
    fn play_starts_only_from_an_undecided_position_with_a_move() {
        let mut editor = HexEditor::from_hfen("standard").unwrap();
        assert_eq!(editor.check().map(|p| hfen::write(&p)), Ok(editor.hfen()));
        editor.clear();
        assert_eq!(
            editor.check(),
            Err(HexSetupProblem::NoMarbles(Color::Black))
        );
        editor
            .apply(cell("e5"), HexTool::Put(Color::Black))
            .unwrap();
        assert!(editor.check().is_ok());
        editor.set_lost(Color::White, 6).unwrap();
        assert_eq!(editor.check(), Err(HexSetupProblem::Decided(Color::White)));
        editor.set_lost(Color::White, 0).unwrap();
        editor.set_side_to_move(Color::White);
        assert_eq!(
            editor.check(),
            Err(HexSetupProblem::NoMarbles(Color::White))
        );
        // A marble boxed in by the edge and two black lines of two: no move.
        let boxed = HexEditor::from_hfen("W:a1w,a2b,a3b,b1b,c1b,b2b,c3b:0-0").unwrap();
        assert_eq!(boxed.check(), Err(HexSetupProblem::NoMove(Color::White)));
        editor.standard(Layout::BelgianDaisy);
        assert_eq!(
            editor.hfen(),
            hfen::write(&HexPosition::start(Layout::BelgianDaisy))
        );
    }

    #[test]
    fn tool_names_are_read() {
        assert_eq!("b".parse(), Ok(HexTool::Put(Color::Black)));
        assert_eq!("w".parse(), Ok(HexTool::Put(Color::White)));
        assert_eq!("erase".parse(), Ok(HexTool::Erase));
        assert!("W".parse::<HexTool>().is_err());
    }
}
