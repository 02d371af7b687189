//! The board editor's model: an unchecked [`Setup`] changed one square at a time.
//!
//! While editing, anything may stand on the board (a tower of any mix, too many pieces); only
//! [`Editor::check`] holds the setup to a rule set, with the same refusals as TFEN.

use crate::color::Color;
use crate::draughts::position::Position;
use crate::draughts::setup::{Setup, SetupError};
use crate::draughts::square::Square;
use crate::draughts::tfen::{self, TfenError};
use crate::draughts::tower::{Piece, Tower, MAX_HEIGHT};
use crate::draughts::variant::Variant;
use core::fmt;
use core::str::FromStr;

/// What a click on a square does in the editor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    /// Removes the whole tower.
    Erase,
    /// Removes the top piece only.
    EraseTop,
    /// Puts this piece on top of whatever stands there.
    Put(Piece),
}

/// An editor tool name that is not one of `erase`, `erase-top`, `w`, `W`, `b`, `B`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownTool(pub String);

impl fmt::Display for UnknownTool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown editor tool `{}`: use erase, erase-top, w, W, b or B",
            self.0
        )
    }
}

impl std::error::Error for UnknownTool {}

impl FromStr for Tool {
    type Err = UnknownTool;

    fn from_str(name: &str) -> Result<Tool, UnknownTool> {
        match name {
            "erase" => Ok(Tool::Erase),
            "erase-top" => Ok(Tool::EraseTop),
            _ => {
                let mut letters = name.chars();
                match (letters.next().and_then(Piece::from_letter), letters.next()) {
                    (Some(piece), None) => Ok(Tool::Put(piece)),
                    _ => Err(UnknownTool(name.to_string())),
                }
            }
        }
    }
}

/// Why an edit was refused; the setup is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EditError {
    /// A tower already holds [`MAX_HEIGHT`] pieces.
    TowerFull(Square),
    /// Pieces go on dark squares only.
    LightSquare(Square),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::TowerFull(square) => {
                write!(f, "the tower on {square} already holds {MAX_HEIGHT} pieces")
            }
            EditError::LightSquare(square) => {
                write!(
                    f,
                    "{square} is a light square; pieces stand on dark squares only"
                )
            }
        }
    }
}

impl std::error::Error for EditError {}

/// A position being edited: towers and the side to move, not yet checked against a rule set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Editor {
    setup: Setup,
}

impl Editor {
    /// An editor holding `setup`.
    pub fn new(setup: Setup) -> Editor {
        Editor { setup }
    }

    /// An editor holding the setup a TFEN describes (syntax checked, rules not).
    pub fn from_tfen(text: &str) -> Result<Editor, TfenError> {
        tfen::parse_setup(text).map(Editor::new)
    }

    /// The setup as it stands.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The canonical TFEN of the setup as it stands (it may not be a legal position).
    pub fn tfen(&self) -> String {
        tfen::write_setup(&self.setup)
    }

    /// The tower on `square` (empty if none).
    pub fn tower(&self, square: Square) -> Tower {
        self.setup
            .towers
            .iter()
            .find(|(s, _)| *s == square)
            .map_or(Tower::EMPTY, |&(_, tower)| tower)
    }

    /// Applies `tool` to `square` in a setup of `variant`: a piece goes on top of the square's
    /// tower where the rule set has towers, and takes the square's place where it has none.
    pub fn apply(&mut self, square: Square, tool: Tool, variant: Variant) -> Result<(), EditError> {
        if !square.is_dark() {
            return Err(EditError::LightSquare(square));
        }
        let tower = self.tower(square);
        let changed = match tool {
            Tool::Erase => Tower::EMPTY,
            Tool::EraseTop => tower.without_top(),
            Tool::Put(piece) if !variant.rules().towers => Tower::single(piece),
            Tool::Put(_) if tower.height() == MAX_HEIGHT => {
                return Err(EditError::TowerFull(square))
            }
            Tool::Put(piece) => tower.with_top(piece),
        };
        self.setup.towers.retain(|(s, _)| *s != square);
        if !changed.is_empty() {
            self.setup.towers.push((square, changed));
        }
        Ok(())
    }

    /// Removes every tower.
    pub fn clear(&mut self) {
        self.setup.towers.clear();
    }

    /// Puts the start position of `variant` on the board (with its first player to move).
    pub fn standard(&mut self, variant: Variant) {
        self.setup = Position::start(variant).setup();
    }

    /// Sets the side to move.
    pub fn set_side_to_move(&mut self, side: Color) {
        self.setup.side_to_move = side;
    }

    /// The setup as a position of `variant`, or what engine/RULES.md refuses in it, or a side
    /// with no tower of its own, or a side to move with no legal move: the editor sets up a game
    /// to play, and an empty or one-sided board is none ("Black wins" on a board without a
    /// black piece), nor a board where the side to move is blocked (as the Hexpush editor).
    pub fn check(&self, variant: Variant) -> Result<Position, SetupError> {
        let position = Position::from_setup(variant, &self.setup)?;
        // The side to move first: its loss is the one the position would show.
        #[cfg(feature = "editor")]
        for color in [position.side_to_move(), position.side_to_move().opposite()] {
            if position.owned_by(color) == 0 {
                return Err(SetupError::NoPieces(color));
            }
        }
        #[cfg(feature = "editor")]
        if crate::draughts::movegen::count(&position) == 0 {
            return Err(SetupError::NoMove(position.side_to_move()));
        }
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn pieces_go_on_top_and_come_off_the_top() {
        let mut editor = Editor::from_tfen("W:").unwrap();
        for tool in ["w", "B", "W"] {
            editor
                .apply(square("d4"), tool.parse().unwrap(), Variant::Bashni)
                .unwrap();
        }
        assert_eq!(editor.tfen(), "W:d4wBW");
        editor
            .apply(square("d4"), Tool::EraseTop, Variant::Bashni)
            .unwrap();
        assert_eq!(editor.tfen(), "W:d4wB");
        editor
            .apply(square("d4"), Tool::Erase, Variant::Bashni)
            .unwrap();
        assert_eq!(editor.tfen(), "W:");
    }

    #[test]
    fn without_towers_a_piece_takes_the_place_of_the_one_on_its_square() {
        for variant in [Variant::Russian, Variant::English] {
            let mut editor = Editor::from_tfen("W:").unwrap();
            for tool in ["w", "b", "B"] {
                editor
                    .apply(square("c3"), tool.parse().unwrap(), variant)
                    .unwrap();
            }
            assert_eq!(editor.tfen(), "W:c3B", "{variant:?}");
            assert_eq!(
                editor.check(variant).unwrap_err(),
                SetupError::NoPieces(Color::White)
            );
        }
    }

    #[test]
    fn each_side_needs_a_tower_of_its_own_to_play_the_side_to_move_named_first() {
        let check = |tfen: &str| Editor::from_tfen(tfen).unwrap().check(Variant::Bashni);
        assert_eq!(check("W:").unwrap_err(), SetupError::NoPieces(Color::White));
        assert_eq!(check("B:").unwrap_err(), SetupError::NoPieces(Color::Black));
        assert_eq!(
            check("W:c3w").unwrap_err(),
            SetupError::NoPieces(Color::Black)
        );
        // Black's piece under a white top is a prisoner: Black has no tower.
        assert_eq!(
            check("W:c3bw").unwrap_err(),
            SetupError::NoPieces(Color::Black)
        );
        assert!(check("W:c3bw,h8b").is_ok());
        // Pieces, but the side to move has no legal move: the game would be over at once (before,
        // "Playable position", and the game began with Black's win).
        assert_eq!(
            check("W:a1w,b2b,c3b").unwrap_err(),
            SetupError::NoMove(Color::White)
        );
        assert!(check("B:a1w,b2b,c3b").is_ok(), "Black to move can");
        let lasca = Editor::from_tfen("W:b2w,a3b,c3b,d4b,g7b").unwrap();
        assert_eq!(
            lasca.check(Variant::Lasca).unwrap_err(),
            SetupError::NoMove(Color::White)
        );
        // A TFEN may still give such a position (the editor's refusal is its own).
        assert!(tfen::parse(Variant::Bashni, "W:").is_ok());
    }

    #[test]
    fn refusals_leave_the_setup_unchanged() {
        let mut editor = Editor::from_tfen("W:").unwrap();
        assert_eq!(
            editor.apply(square("d5"), Tool::Erase, Variant::Bashni),
            Err(EditError::LightSquare(square("d5")))
        );
        for _ in 0..MAX_HEIGHT {
            editor
                .apply(square("c3"), "b".parse().unwrap(), Variant::Bashni)
                .unwrap();
        }
        let before = editor.clone();
        assert_eq!(
            editor.apply(square("c3"), "w".parse().unwrap(), Variant::Bashni),
            Err(EditError::TowerFull(square("c3")))
        );
        assert_eq!(editor, before);
        assert!(matches!(
            editor.check(Variant::Bashni),
            Err(SetupError::TooManyPieces { .. })
        ));
        assert_eq!(
            "x".parse::<Tool>().unwrap_err().to_string(),
            "unknown editor tool `x`: use erase, erase-top, w, W, b or B"
        );
    }

    #[test]
    fn standard_position_and_side_make_a_legal_start() {
        let mut editor = Editor::from_tfen("W:").unwrap();
        editor.standard(Variant::English);
        editor.set_side_to_move(Color::White);
        let position = editor.check(Variant::English).unwrap();
        assert_eq!(position.side_to_move(), Color::White);
        assert_eq!(position.piece_count(Color::Black), 12);
    }
}
