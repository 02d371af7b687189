//! The games that have opening books: the rule sets of draughts and their positions, and the
//! Hexpush layouts and theirs.

use super::packed::Installed;
use super::{Opening, RuleSet};
use crate::{Position, Variant};

/// The rule set a book's name names ([`RuleSet::book_name`]): a rule set of draughts
/// (`russian`) or a Hexpush layout (`hexpush-standard`), as a command or a page names a book.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Named {
    /// A rule set of draughts (natively, and in the draughts pages' wasm).
    #[cfg(any(not(target_arch = "wasm32"), feature = "draughts"))]
    Draughts(Variant),
    /// A Hexpush layout.
    #[cfg(feature = "hex")]
    Hexpush(crate::hex::Layout),
}

impl core::str::FromStr for Named {
    type Err = String;
    /// Reads a book's name; refused with the words of the unknown rule set or layout.
    fn from_str(name: &str) -> Result<Named, String> {
        #[cfg(feature = "hex")]
        if let Some(layout) = name.strip_prefix("hexpush-") {
            return layout
                .parse()
                .map(Named::Hexpush)
                .map_err(|e: crate::hex::position::UnknownLayout| e.to_string());
        }
        #[cfg(any(not(target_arch = "wasm32"), feature = "draughts"))]
        return name
            .parse()
            .map(Named::Draughts)
            .map_err(|e: crate::draughts::variant::UnknownVariant| e.to_string());
        // (The Hexpush pages' wasm reads no draughts rule set: that would bring in their rules.)
        #[cfg(not(any(not(target_arch = "wasm32"), feature = "draughts")))]
        Err(format!("no opening book is called {name}"))
    }
}

/// The books of the draughts rule sets as the search reads them (natively the built-in ones;
/// in the pages' wasm those the page installed).
pub static DRAUGHTS_BOOKS: Installed<Position> = Installed::new();

impl RuleSet for Variant {
    type Game = Position;
    const ALL: &'static [Variant] = &Variant::ALL;

    fn slot(self) -> usize {
        self.index()
    }

    fn book_name(self) -> &'static str {
        self.id()
    }

    fn start(self) -> Position {
        Position::start(self)
    }
}

impl Opening for Position {
    type Rules = Variant;

    fn installed() -> &'static Installed<Position> {
        &DRAUGHTS_BOOKS
    }

    fn rule_sets(&self) -> &'static [Variant] {
        let index = self.variant().index();
        &Variant::ALL[index..=index]
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn book_key(&self) -> String {
        crate::draughts::tfen::write(self)
    }
}

#[cfg(feature = "hex")]
mod hexpush {
    use super::{Installed, Opening, RuleSet};
    use crate::hex::position::{HexPosition, Layout};

    /// The Hexpush books as the search reads them (natively the built-in ones; in the Hexpush
    /// page's wasm those the page installed).
    pub static HEXPUSH_BOOKS: Installed<HexPosition> = Installed::new();

    /// The layouts in [`Layout::ALL`]'s order.
    const LAYOUTS: [Layout; 3] = [Layout::Standard, Layout::BelgianDaisy, Layout::GermanDaisy];

    impl RuleSet for Layout {
        type Game = HexPosition;
        const ALL: &'static [Layout] = &LAYOUTS;

        fn slot(self) -> usize {
            LAYOUTS.iter().position(|&l| l == self).unwrap_or(0)
        }

        fn book_name(self) -> &'static str {
            match self {
                Layout::Standard => "hexpush-standard",
                Layout::BelgianDaisy => "hexpush-belgian-daisy",
                Layout::GermanDaisy => "hexpush-german-daisy",
            }
        }

        fn start(self) -> HexPosition {
            HexPosition::start(self)
        }
    }

    impl Opening for HexPosition {
        type Rules = Layout;

        fn installed() -> &'static Installed<HexPosition> {
            &HEXPUSH_BOOKS
        }

        /// Any layout's: a position does not say which layout it came from (the books are
        /// looked up by hash, and their moves kept only where legal).
        fn rule_sets(&self) -> &'static [Layout] {
            &LAYOUTS
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn book_key(&self) -> String {
            crate::hex::hfen::write(self)
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_layouts_are_in_the_order_of_layout_all() {
            let named: Vec<Layout> = Layout::ALL.iter().map(|&(_, l)| l).collect();
            assert_eq!(named, LAYOUTS);
            for (slot, layout) in LAYOUTS.into_iter().enumerate() {
                assert_eq!(layout.slot(), slot);
                assert_eq!(layout.book_name(), format!("hexpush-{}", layout.name()));
            }
        }

        #[test]
        fn every_book_name_reads_back_as_its_rule_set() {
            use crate::book::Named;
            use crate::Variant;
            for variant in Variant::ALL {
                assert_eq!(variant.book_name().parse(), Ok(Named::Draughts(variant)));
            }
            for layout in LAYOUTS {
                assert_eq!(layout.book_name().parse(), Ok(Named::Hexpush(layout)));
            }
            assert!("hexpush-round"
                .parse::<Named>()
                .unwrap_err()
                .contains("round"));
            assert!("chess".parse::<Named>().unwrap_err().contains("chess"));
        }
    }
}
