//! Tables solved where a game needs them. The pages carry no table files (2.5 MB), so before a
//! search the worker of the Russian and English game pages and of the analysis board solves the
//! materials the position can come down to — every material of up to four pieces whose men and
//! pieces are no more than the position's, side by side — and
//! keeps them for the rest of its life: a game's endgame is solved once, smallest materials
//! first, at most [`BUDGET`] slots at a time (or one material with its mirror, when larger):
//! the computer's move solves one budget before it searches, an analysis solves the rest
//! between its time slices and searches again with them (`web::wasm_search`; a search capped
//! by nodes, a game review's, solves them all before it searches).
//! Each worker keeps its own. The native engine compiles this module too (its tests run it),
//! but its search reads the files.
//!
//! ```
//! use engine::endgame::{on_demand, Value};
//! use engine::{draughts::tfen, Variant};
//!
//! // Three kings against one in Russian draughts, off the main road: won.
//! let position = tfen::parse(Variant::Russian, "W:c1W,e1W,g1W,b8B").unwrap();
//! assert!(on_demand::prepare(&position) > 0);
//! assert!(matches!(on_demand::lookup(&position), Some(Value::Win(_))));
//! assert_eq!(on_demand::prepare(&position), 0, "solved once");
//! ```

use super::generate::extend;
use super::index::{Material, Placement};
use super::{Tables, Value, VARIANTS};
use crate::Position;
use std::sync::Mutex;

/// The most slots solved before one search, unless a single material (with its mirror) has
/// more: about half a second in the pages, where a slot (one placement of a material's pieces)
/// takes about 1 µs; the largest material, a man and a king a side, has 1,048,576.
pub const BUDGET: usize = 500_000;

/// The most pieces of a material solved here (the files of the native engine may hold more):
/// a five-piece material has up to 32 million slots, half a minute of a page's worker.
pub const SOLVED_PIECES: u8 = 4;

/// The tables solved so far, one slot per rule set of [`VARIANTS`].
static SOLVED: Mutex<[Option<Tables>; 2]> = Mutex::new([None, None]);

/// Whether material `m` can come from `root`: on each side no more men, and no more pieces.
fn comes_from(m: Material, root: Material) -> bool {
    let side = |men: u8, kings: u8, root_men: u8, root_kings: u8| {
        men <= root_men && men + kings <= root_men + root_kings
    };
    side(m.own_men, m.own_kings, root.own_men, root.own_kings)
        && side(m.other_men, m.other_kings, root.other_men, root.other_kings)
}

/// Solves the materials `position` can come down to (the tables need them with either side to
/// move), the smallest first, until [`BUDGET`] slots are spent ([`extend`]); returns the slots solved (0:
/// nothing new, or a position with no tables: another rule set, towers, more than one piece
/// above what the tables hold).
pub fn prepare(position: &Position) -> usize {
    let variant = position.variant();
    let pieces = position.occupied().count_ones();
    if pieces > u32::from(SOLVED_PIECES) + 1 {
        return 0;
    }
    let root = Placement::of(position).material();
    if u32::from(root.total()) != pieces {
        // Towers: more pieces than squares taken.
        return 0;
    }
    let (Some(slot), Ok(mut solved)) = (VARIANTS.iter().position(|&v| v == variant), SOLVED.lock())
    else {
        return 0;
    };
    let tables = solved[slot].get_or_insert_with(|| Tables::empty(variant));
    let wanted = |m: Material| comes_from(m, root) || comes_from(m.flipped(), root);
    extend(tables, SOLVED_PIECES, wanted, BUDGET, |_| {})
}

/// What the solved tables say of `position` ([`Tables::lookup`]); `None` when its material is
/// not solved.
pub fn lookup(position: &Position) -> Option<Value> {
    let slot = VARIANTS.iter().position(|&v| v == position.variant())?;
    SOLVED.lock().ok()?[slot].as_ref()?.lookup(position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::tfen;
    use crate::Variant;

    #[test]
    fn a_material_comes_from_one_with_as_many_men_and_pieces_or_more() {
        let root = Material::from_counts([2, 0, 0, 1]);
        // Men may be crowned or captured; kings never become men.
        assert!(comes_from(Material::from_counts([1, 1, 0, 1]), root));
        assert!(comes_from(Material::from_counts([0, 1, 0, 1]), root));
        assert!(!comes_from(Material::from_counts([0, 3, 0, 1]), root));
        assert!(!comes_from(Material::from_counts([2, 0, 1, 0]), root));
    }

    #[test]
    fn solved_tables_answer_as_the_files_do_for_what_the_position_comes_to() {
        // English checkers: two men and a king against a king, more than one budget: solved
        // over several searches, then nothing more.
        let position = tfen::parse(Variant::English, "W:c3w,e3w,a1W,h8B").unwrap();
        let mut searches = 0;
        loop {
            let slots = prepare(&position);
            assert!(slots <= BUDGET.max(1_048_576));
            if slots == 0 {
                break;
            }
            searches += 1;
        }
        assert!(searches >= 2, "{searches}");
        let files = super::super::tables(Variant::English).unwrap();
        let mut compared = 0;
        for m in Material::all(SOLVED_PIECES) {
            if !comes_from(m, Material::from_counts([2, 1, 0, 1])) || m.total() < 3 {
                continue;
            }
            for index in (0..m.size()).step_by(97) {
                let placement = Placement::from_index(m, index);
                let Some(p) = placement
                    .is_possible()
                    .then(|| placement.position(Variant::English))
                    .flatten()
                else {
                    continue;
                };
                assert_eq!(lookup(&p), files.lookup(&p), "{p}");
                compared += 1;
            }
        }
        assert!(compared > 1000, "{compared}");
        // Lasca has no tables; five pieces may lead to four, six may not.
        let lasca = tfen::parse(Variant::Lasca, "W:a1W,g7B").unwrap();
        assert_eq!(prepare(&lasca), 0);
        let six = tfen::parse(Variant::Russian, "W:a1W,c1W,e1W,g1W,b8B,d8B").unwrap();
        assert_eq!(prepare(&six), 0);
        assert_eq!(lookup(&six), None);
    }
}
