//! Solving the tables by retrograde analysis, material by material.
//!
//! A material is solved together with its mirror (the same pieces, the other side to move): every
//! move that neither captures nor crowns leads from one to the other; a capture or a crowning
//! leads to a material with fewer pieces or fewer men, solved before. The values are those of
//! passes: before the first, a position without moves is lost at once (distance 0); at pass `k` a
//! position is won in `k` plies when a move leads to a position lost in fewer than `k`, and lost
//! in `k` when every move leads to a position won in fewer than `k`. What no pass settles is a
//! draw. The solver reaches them in one sweep (each position's moves made once, then settled in
//! order of distance): every table of up to four pieces in about 6 s a rule set, where a pass at
//! a time took 90 s (English) and 106 s (Russian); `tests/endgame.rs` checks the sweep against
//! the passes. Distances are to the end of the game (a side without moves or
//! pieces), the winner taking the shortest way and the loser the longest; repetitions and the
//! no-progress rule play no part (the search checks the distance against the no-progress count).

use super::index::{compact, expand, Material, Placement};
use super::{Tables, Value, INVALID};
use crate::color::Color;
use crate::draughts::geometry::{Direction, Geometry};
use crate::draughts::square::Square;
use crate::game::Playable;
use crate::Variant;

/// Solves every material of up to `max_pieces` pieces of `variant` that `wanted` accepts
/// (`wanted` must accept every material a wanted one leads to: e.g. all of them, or kings only);
/// `progress` hears of each material when it is done, with its mirror (solved together).
pub fn generate(
    variant: Variant,
    max_pieces: u8,
    wanted: impl Fn(Material) -> bool,
    progress: impl FnMut(&[Material]),
) -> Tables {
    let mut tables = Tables::empty(variant);
    extend(&mut tables, max_pieces, wanted, usize::MAX, progress);
    tables
}

/// [`generate`] into `tables`: solves the materials `wanted` accepts that `tables` does not hold
/// yet (`wanted` closed as for [`generate`]), in the order of [`Material::all`], and stops
/// before a material (with its mirror) that would take the slots solved past `budget` (the
/// first is always solved): what is solved then still holds every material each one leads to.
/// Returns the slots solved.
pub fn extend(
    tables: &mut Tables,
    max_pieces: u8,
    wanted: impl Fn(Material) -> bool,
    budget: usize,
    mut progress: impl FnMut(&[Material]),
) -> usize {
    let mut spent = 0;
    for material in Material::all(max_pieces) {
        if !wanted(material) || tables.table(material).is_some() {
            continue;
        }
        let mirror = material.flipped();
        let group: &[Material] = if mirror == material {
            &[material]
        } else {
            &[material, mirror]
        };
        let size: usize = group.iter().map(|m| m.size()).sum();
        if spent > 0 && spent + size > budget {
            break;
        }
        spent += size;
        solve_group(tables, group);
        progress(group);
    }
    spent
}

/// Solves `group` (a material and its mirror) by retrograde analysis.
///
/// One forward sweep makes every position's moves: a move out of the group (a capture, a
/// crowning) is already valued, a move into it is counted. Then positions are settled in order
/// of distance, `k` plies odd for a win and even for a loss ([`Sweep::settle`]). A position
/// lost in `k` makes each parent still open won in `k + 1`; a position won in `k` takes one
/// from each parent's count of moves not yet known to lose, and a parent whose count reaches
/// zero, with no move out to a draw, is lost one ply after its longest-resisting move. This is
/// what the passes of the definition give, slot for slot, in one sweep instead of one a ply.
/// Parents are found by taking a move back ([`Group::parents`]), so the solver keeps a few bytes
/// a position and no list of moves (the pages solve tables in their worker).
fn solve_group(tables: &mut Tables, group: &[Material]) {
    let group = Group::new(group, tables.variant);
    let mut sweep = Sweep::new(group.total);
    let mut moves = Vec::new();
    for (g, &material) in group.materials.iter().enumerate() {
        for index in 0..material.size() {
            let slot = group.offsets[g] + index;
            let placement = Placement::from_index(material, index);
            let Some(position) = placement
                .is_possible()
                .then(|| placement.position(group.variant))
                .flatten()
            else {
                sweep.cells[slot].invalid = true;
                continue;
            };
            position.generate_moves(&mut moves);
            let mut out = Exits::default();
            for mv in &moves {
                out.moves += 1;
                // Through `Playable`'s moves, which the pages' wasm has already: no second copy.
                let child = Playable::after(&position, mv);
                let after = Placement::of(&child);
                if group.slot(&after).is_some() {
                    out.inside += 1;
                } else {
                    out.add(tables.lookup(&child));
                }
            }
            let must_capture = moves.first().is_some_and(crate::Move::is_capture);
            sweep.start(slot, out, must_capture);
        }
    }
    sweep.settle(&group);
    let mut values = sweep.values();
    for &material in group.materials.iter().rev() {
        let table = values.split_off(values.len() - material.size());
        tables.insert(material, table);
    }
}

/// A material and its mirror, their slots numbered one after the other.
struct Group<'a> {
    materials: &'a [Material],
    offsets: Vec<usize>,
    total: usize,
    variant: Variant,
}

impl<'a> Group<'a> {
    fn new(materials: &'a [Material], variant: Variant) -> Group<'a> {
        let offsets: Vec<usize> = materials
            .iter()
            .scan(0, |start, m| {
                let here = *start;
                *start += m.size();
                Some(here)
            })
            .collect();
        Group {
            materials,
            total: materials.iter().map(|m| m.size()).sum(),
            offsets,
            variant,
        }
    }

    /// The slot of `placement`, if its material is the group's.
    fn slot(&self, placement: &Placement) -> Option<usize> {
        let material = placement.material();
        let g = self.materials.iter().position(|&m| m == material)?;
        Some(self.offsets[g] + placement.index())
    }

    /// The placement in `slot`.
    fn placement(&self, slot: usize) -> Placement {
        let g = self
            .offsets
            .iter()
            .rposition(|&start| start <= slot)
            .unwrap_or(0);
        Placement::from_index(self.materials[g], slot - self.offsets[g])
    }

    /// Every position with a quiet move (no capture, no crowning) to the one in `slot`, as slots,
    /// given the cells (a slot whose side must capture has no quiet move). The move was the
    /// other side's: one of its men one rank back (men move forward only), or one of its kings
    /// back along a diagonal (one step, or any number of empty squares for flying kings).
    fn parents(&self, slot: usize, cells: &[Cell], out: &mut Vec<usize>) {
        out.clear();
        let [own_men, own_kings, men, kings] = self.placement(slot).sets;
        let geometry = Geometry::of_size(8);
        let occupied = expand(own_men | own_kings | men | kings);
        let their_kings = expand(kings);
        let flying = self.variant.rules().flying_kings;
        for square in Square::iter_bits(expand(men | kings)) {
            let king = their_kings & square.bit() != 0;
            // The other side plays down the board: its men came from a rank above, as White's
            // men go.
            let directions: &[Direction] = if king {
                &Direction::ALL
            } else {
                &Direction::forward(Color::White)
            };
            for &dir in directions {
                let mut origins = geometry.ray_until(square, dir, occupied);
                if !(king && flying) {
                    origins &= geometry.neighbour(square, dir).map_or(0, Square::bit);
                }
                for from in Square::iter_bits(origins) {
                    let mut sets = [men, kings, own_men, own_kings];
                    sets[usize::from(king)] ^= compact(square.bit() | from.bit());
                    // The parent has the other side to move: its placement is the board turned.
                    let turned = Placement {
                        sets: sets.map(u32::reverse_bits),
                    };
                    let quiet = |p: &usize| !cells[*p].invalid && !cells[*p].must_capture;
                    if let Some(parent) = self.slot(&turned).filter(quiet) {
                        out.push(parent);
                    }
                }
            }
        }
    }
}

/// What a position's moves out of its group say, and how many stay in it.
#[derive(Default)]
struct Exits {
    /// Every move.
    moves: u8,
    /// Moves into the group.
    inside: u8,
    /// The shortest loss a move out leads to (the opponent's), if any.
    shortest_loss: Option<u32>,
    /// The longest win a move out leads to (the opponent's).
    longest_win: u32,
    /// Whether a move out leads to a draw (or to a position no table holds).
    to_draw: bool,
}

impl Exits {
    fn add(&mut self, value: Option<Value>) {
        match value {
            Some(Value::Loss(d)) => {
                self.shortest_loss = Some(self.shortest_loss.map_or(d, |s| s.min(d)));
            }
            Some(Value::Win(d)) => self.longest_win = self.longest_win.max(d),
            _ => self.to_draw = true,
        }
    }
}

/// No distance planned yet.
const UNPLANNED: u8 = u8::MAX;
/// The longest distance a byte holds.
const LONGEST: u32 = 253;

/// What the solver knows of one slot.
#[derive(Clone, Copy)]
struct Cell {
    /// Moves into the group not yet known to lead to a won position (the opponent's).
    open_moves: u8,
    /// The longest win among the moves known to lead to one.
    longest_win: u8,
    /// The distance the position is settled or planned to settle at ([`UNPLANNED`]: none yet;
    /// drawn if none ever is).
    planned: u8,
    /// Whether a move out of the group draws: the position can then not be lost.
    to_draw: bool,
    /// Whether the position's side must capture (it has then no quiet move into the group).
    must_capture: bool,
    /// Whether the slot holds no position.
    invalid: bool,
}

/// The solver's state: a cell for every slot of a group.
struct Sweep {
    cells: Vec<Cell>,
    /// The longest distance planned so far.
    deepest: u8,
}

impl Sweep {
    fn new(total: usize) -> Sweep {
        let open = Cell {
            open_moves: 0,
            longest_win: 0,
            planned: UNPLANNED,
            to_draw: false,
            must_capture: false,
            invalid: false,
        };
        Sweep {
            cells: vec![open; total],
            deepest: 0,
        }
    }

    /// Takes in a position's moves and plans what they already decide.
    fn start(&mut self, slot: usize, exits: Exits, must_capture: bool) {
        let cell = &mut self.cells[slot];
        cell.open_moves = exits.inside;
        cell.longest_win = exits.longest_win.min(LONGEST) as u8;
        cell.to_draw = exits.to_draw;
        cell.must_capture = must_capture;
        if let Some(d) = exits.shortest_loss {
            self.plan(slot, d + 1);
        } else if exits.inside == 0 && !exits.to_draw {
            // Every move (or none) leads out to a win for the opponent.
            let d = if exits.moves == 0 {
                0
            } else {
                exits.longest_win + 1
            };
            self.plan(slot, d);
        }
    }

    /// Plans `slot` to settle at `distance`, unless it is planned sooner.
    fn plan(&mut self, slot: usize, distance: u32) {
        let cell = &mut self.cells[slot];
        if distance <= LONGEST && u32::from(cell.planned) > distance {
            cell.planned = distance as u8;
            self.deepest = self.deepest.max(distance as u8);
        }
    }

    /// Settles the plans in order of distance, one sweep of the cells a distance: a cell is
    /// settled once the sweep has passed the distance planned for it (every plan made while
    /// settling distance `d` is for a later one).
    fn settle(&mut self, group: &Group) {
        let mut parents = Vec::new();
        let starting = self.cells.clone();
        let mut distance = 0;
        while distance <= u32::from(self.deepest) {
            for slot in 0..self.cells.len() {
                if u32::from(self.cells[slot].planned) != distance {
                    continue;
                }
                group.parents(slot, &starting, &mut parents);
                for &parent in &parents {
                    let cell = &mut self.cells[parent];
                    if u32::from(cell.planned) <= distance {
                        continue;
                    }
                    // Distances are odd for wins and even for losses (a win is one ply more than
                    // a loss, a loss one more than a win, the first losses 0).
                    if distance % 2 == 0 {
                        // Lost here: won for the parent.
                        self.plan(parent, distance + 1);
                    } else {
                        debug_assert!(cell.open_moves > 0, "a parent counted its moves");
                        cell.open_moves -= 1;
                        cell.longest_win = cell.longest_win.max(distance as u8);
                        if cell.open_moves == 0 && !cell.to_draw && cell.planned == UNPLANNED {
                            let longest = u32::from(cell.longest_win);
                            self.plan(parent, longest + 1);
                        }
                    }
                }
            }
            distance += 1;
        }
    }

    /// The table's bytes ([`Value::byte`]).
    fn values(&self) -> Vec<u8> {
        self.cells
            .iter()
            .map(|cell| match u32::from(cell.planned) {
                _ if cell.invalid => INVALID,
                d if d == u32::from(UNPLANNED) => Value::Draw.byte(),
                d if d % 2 == 0 => Value::Loss(d).byte(),
                d => Value::Win(d).byte(),
            })
            .collect()
    }
}
