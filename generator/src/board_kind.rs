//! The kind of board a page or lesson plays on: a draughts rule set, or Hexpush.

use engine::Variant;
use std::fmt;

/// What a page or lesson's boards are: draughts under one of the engine's rule sets, or the
/// Hexpush hexagon (another game, with its own positions and moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    Draughts(Variant),
    Hexpush,
}

impl BoardKind {
    /// The id an author writes (`variant = "…"`) and the pages read.
    pub fn id(self) -> &'static str {
        match self {
            BoardKind::Draughts(variant) => variant.id(),
            BoardKind::Hexpush => "hexpush",
        }
    }

    /// Its place in the site's order of games (the menus'): the rule sets in
    /// [`Variant::ALL`]'s order, then Hexpush.
    pub fn order(self) -> usize {
        match self {
            BoardKind::Draughts(variant) => variant.index(),
            BoardKind::Hexpush => Variant::ALL.len(),
        }
    }

    /// The kind named `id`; an error lists the names.
    pub fn parse(id: &str) -> Result<BoardKind, String> {
        if id == BoardKind::Hexpush.id() {
            return Ok(BoardKind::Hexpush);
        }
        id.parse::<Variant>().map(BoardKind::Draughts).map_err(|_| {
            let names: Vec<&str> = Variant::ALL
                .iter()
                .map(|v| v.id())
                .chain([BoardKind::Hexpush.id()])
                .collect();
            format!(
                "unknown variant `{id}` (expected one of: {})",
                names.join(", ")
            )
        })
    }
}

impl fmt::Display for BoardKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_from_its_id() {
        for kind in Variant::ALL
            .iter()
            .map(|&v| BoardKind::Draughts(v))
            .chain([BoardKind::Hexpush])
        {
            assert_eq!(BoardKind::parse(kind.id()), Ok(kind));
        }
        assert_eq!(
            BoardKind::parse("chess").unwrap_err(),
            "unknown variant `chess` (expected one of: bashni, bashni-classic, russian, english, lasca, hexpush)"
        );
    }
}
