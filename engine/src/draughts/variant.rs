//! The five rule sets as data: one move generator reads these parameters.

use crate::color::Color;
use crate::quoted::quoted;
use core::fmt;
use core::str::FromStr;

/// A rule set of the draughts family.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Bashni with deferred capture resolution (the project's default).
    Bashni,
    /// Bashni with immediate capture resolution: a jumped top goes at once.
    BashniClassic,
    /// Russian draughts.
    Russian,
    /// English checkers (Black, shown as Red, moves first).
    English,
    /// Lasca: towers on a 7×7 board, short kings, crown-stop.
    Lasca,
}

/// The parameters that tell the rule sets apart.
#[derive(Debug)]
pub struct Rules {
    /// Files and ranks of the board.
    pub size: u8,
    /// Whether men may capture backward.
    pub men_capture_backward: bool,
    /// Flying kings (any distance) rather than short kings (one step).
    pub flying_kings: bool,
    /// Whether a man promoted during a capture ends the move there.
    pub crown_stop: bool,
    /// Whether captured pieces go under the capturing tower (else they leave the board).
    pub towers: bool,
    /// Whether a jumped tower loses its top at once (else when the capture ends).
    pub immediate_capture: bool,
    /// Who moves first.
    pub first_to_move: Color,
    /// The most pieces of one colour a position may hold.
    pub max_pieces: usize,
    /// Plies in a row without capture or man-topped move that draw the game.
    pub no_progress_plies: usize,
    /// The start position in TFEN.
    pub start_tfen: &'static str,
}

const START_8X8_WHITE: &str = "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b";
const START_8X8_BLACK: &str = "B:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b";
const START_LASCA: &str =
    "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,a3w,c3w,e3w,g3w,a5b,c5b,e5b,g5b,b6b,d6b,f6b,a7b,c7b,e7b,g7b";

const BASHNI: Rules = Rules {
    size: 8,
    men_capture_backward: true,
    flying_kings: true,
    crown_stop: false,
    towers: true,
    immediate_capture: false,
    first_to_move: Color::White,
    max_pieces: 12,
    no_progress_plies: 30,
    start_tfen: START_8X8_WHITE,
};
const BASHNI_CLASSIC: Rules = Rules {
    immediate_capture: true,
    ..BASHNI
};
const RUSSIAN: Rules = Rules {
    towers: false,
    ..BASHNI
};
const ENGLISH: Rules = Rules {
    men_capture_backward: false,
    flying_kings: false,
    crown_stop: true,
    towers: false,
    first_to_move: Color::Black,
    no_progress_plies: 80,
    start_tfen: START_8X8_BLACK,
    ..BASHNI
};
const LASCA: Rules = Rules {
    size: 7,
    men_capture_backward: false,
    flying_kings: false,
    crown_stop: true,
    max_pieces: 11,
    start_tfen: START_LASCA,
    ..BASHNI
};

impl Variant {
    /// Every rule set, the default first.
    pub const ALL: [Variant; 5] = [
        Variant::Bashni,
        Variant::BashniClassic,
        Variant::Russian,
        Variant::English,
        Variant::Lasca,
    ];

    /// This rule set's place in [`Variant::ALL`] (for tables with one entry a rule set).
    pub const fn index(self) -> usize {
        match self {
            Variant::Bashni => 0,
            Variant::BashniClassic => 1,
            Variant::Russian => 2,
            Variant::English => 3,
            Variant::Lasca => 4,
        }
    }

    /// The parameters of this rule set.
    #[inline]
    pub const fn rules(self) -> &'static Rules {
        match self {
            Variant::Bashni => &BASHNI,
            Variant::BashniClassic => &BASHNI_CLASSIC,
            Variant::Russian => &RUSSIAN,
            Variant::English => &ENGLISH,
            Variant::Lasca => &LASCA,
        }
    }

    /// The id used on the command line and in URLs: `bashni`, `bashni-classic`, `russian`, `english`, `lasca`.
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Bashni => "bashni",
            Variant::BashniClassic => "bashni-classic",
            Variant::Russian => "russian",
            Variant::English => "english",
            Variant::Lasca => "lasca",
        }
    }

    /// What players of this rule set call `color`: Black is Red in English checkers.
    pub const fn side_name(self, color: Color) -> &'static str {
        match (self, color) {
            (_, Color::White) => "White",
            (Variant::English, Color::Black) => "Red",
            (_, Color::Black) => "Black",
        }
    }

    /// Whether players name the squares by their PDN numbers (1–32) rather than a–h/1–8.
    pub const fn numbers_squares(self) -> bool {
        matches!(self, Variant::English)
    }

    /// Whether positions and games of this rule set can be written as PDN.
    pub const fn has_pdn(self) -> bool {
        matches!(self, Variant::Russian | Variant::English)
    }

    /// A name for people: `Bashni`, `Russian draughts`, …
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Bashni => "Bashni",
            Variant::BashniClassic => "Classic Bashni",
            Variant::Russian => "Russian draughts",
            Variant::English => "English checkers",
            Variant::Lasca => "Lasca",
        }
    }
}

/// An id that names no rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown variant `{}` (expected one of: bashni, bashni-classic, russian, english, lasca)",
            quoted(&self.0)
        )
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(id: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|variant| variant.id() == id)
            .ok_or_else(|| UnknownVariant(id.to_string()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::Variant;

    #[test]
    fn index_is_the_place_in_all() {
        for (place, variant) in Variant::ALL.into_iter().enumerate() {
            assert_eq!(variant.index(), place);
        }
    }
}
