//! Solving the tables by retrograde analysis, material by material.
//!
//! A material is solved together with its mirror (the same pieces, the other side to move): every
//! move that neither captures nor crowns leads from one to the other; a capture or a crowning
//! leads to a material with fewer pieces or fewer men, solved before. The values are those of
//! passes: before the first, a position without moves is lost at once (distance 0); at pass `k` a
//! position is won in `k` plies when a move leads to a position lost in fewer than `k`, and lost
//! in `k` when every move leads to a position won in fewer than `k`. What no pass settles is a
//! draw. The solver reaches them in one sweep (each position's moves made once, then settled in
//! order of distance): every table of up to four pieces in about 5 s a rule set, where a pass at
//! a time took 90 s (English) and 106 s (Russian); `tests/endgame.rs` checks the sweep against
//! the passes. Distances are to the end of the game (a side without moves or
//! pieces), the winner taking the shortest way and the loser the longest; repetitions and the
//! no-progress rule play no part (the search checks the distance against the no-progress count).

use super::index::{Material, Placement};
use super::{Tables, Value, INVALID};
use crate::Variant;

/// Solves every material of up to `max_pieces` pieces of `variant` that `wanted` accepts
/// (`wanted` must accept every material a wanted one leads to: e.g. all of them, or kings only);
/// `progress` hears of each material when it is done, with its time in seconds.
pub fn generate(
    variant: Variant,
    max_pieces: u8,
    wanted: impl Fn(Material) -> bool,
    mut progress: impl FnMut(Material, usize, f64),
) -> Tables {
    let mut tables = Tables::empty(variant);
    let order: Vec<Material> = Material::all(max_pieces)
        .into_iter()
        .filter(|&m| wanted(m))
        .collect();
    for material in &order {
        if tables.table(*material).is_some() {
            continue;
        }
        let started = std::time::Instant::now();
        let mirror = material.flipped();
        let group: Vec<Material> = if mirror == *material {
            vec![*material]
        } else {
            vec![*material, mirror]
        };
        solve_group(&mut tables, &group);
        for &m in &group {
            progress(m, m.size(), started.elapsed().as_secs_f64());
        }
    }
    tables
}

/// Solves `group` (a material and its mirror) by retrograde analysis.
///
/// One forward sweep makes every position's moves: a move out of the group (a capture, a
/// crowning) is already valued, a move into it is counted. Then positions are settled in order
/// of distance, each bucket `k` holding those settled at `k` plies (odd: won, even: lost). A
/// position lost in `k` makes each parent still open won in `k + 1`; a position won in `k` takes
/// one from each parent's count of moves not yet known to lose, and a parent whose count reaches
/// zero, with no move out to a draw, is lost one ply after its longest-resisting move. This is
/// what the passes of the definition give, slot for slot, in one sweep instead of one a ply.
/// Parents are found by taking a move back ([`Group::parents`]), so the solver keeps a few bytes
/// a position and no list of moves (the pages solve tables in their worker).
fn solve_group(tables: &mut Tables, group: &[Material]) {
    let group = Group::new(group, tables.variant);
    let mut sweep = Sweep::new(group.total);
    for (g, &material) in group.materials.iter().enumerate() {
        for index in 0..material.size() {
            let slot = group.offsets[g] + index;
            let placement = Placement::from_index(material, index);
            let Some(position) = placement
                .is_possible()
                .then(|| placement.position(group.variant))
                .flatten()
            else {
                sweep.value[slot] = INVALID;
                continue;
            };
            let moves = position.legal_moves();
            sweep.must_capture[slot] = moves.first().is_some_and(crate::Move::is_capture);
            let mut out = Exits::default();
            for mv in &moves {
                out.moves += 1;
                let mut child = position.clone();
                child.play_unchecked(mv);
                let after = Placement::of(&child);
                if group.slot(&after).is_some() {
                    out.inside += 1;
                } else {
                    out.add(tables.lookup(&child));
                }
            }
            sweep.start(slot, out);
        }
    }
    sweep.settle(&group);
    for (g, &material) in group.materials.iter().enumerate() {
        let start = group.offsets[g];
        let table = sweep.value[start..start + material.size()].to_vec();
        tables.insert(material, table);
    }
}

/// A material and its mirror, their slots numbered one after the other.
struct Group<'a> {
    materials: &'a [Material],
    offsets: Vec<usize>,
    total: usize,
    variant: crate::Variant,
}

/// The dark square (0–31) a step of `(files, ranks)` from dark square `n`, if on the board.
fn step(n: u32, files: i32, ranks: i32) -> Option<u32> {
    let rank = (n / 4) as i32 + ranks;
    let file = (2 * (n % 4) + ((n / 4) & 1)) as i32 + files;
    ((0..8).contains(&rank) && (0..8).contains(&file)).then(|| (rank * 4 + file / 2) as u32)
}

/// The dark squares (0–31) of a set.
fn squares(mut set: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let n = set.trailing_zeros();
        set &= set.wrapping_sub(1);
        (n < 32).then_some(n)
    })
}

impl<'a> Group<'a> {
    fn new(materials: &'a [Material], variant: crate::Variant) -> Group<'a> {
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
    /// given whether a slot's side must capture (then it had no quiet move). The move was the
    /// other side's: one of its men one rank back (men move forward only), or one of its kings
    /// back along a diagonal (one step, or any number of empty squares for flying kings).
    fn parents(&self, slot: usize, must_capture: &[bool], out: &mut Vec<usize>) {
        out.clear();
        let [own_men, own_kings, men, kings] = self.placement(slot).sets;
        let empty = !(own_men | own_kings | men | kings);
        let flying = self.variant.rules().flying_kings;
        let mut take_back = |men: u32, kings: u32| {
            // The parent has the other side to move: its placement is the board turned.
            let sets = [men, kings, own_men, own_kings].map(u32::reverse_bits);
            if let Some(parent) = self.slot(&Placement { sets }) {
                if !must_capture[parent] {
                    out.push(parent);
                }
            }
        };
        // The other side plays down the board: its men came from a rank above.
        for n in squares(men) {
            for files in [-1, 1] {
                if let Some(from) = step(n, files, 1).filter(|&f| empty & 1 << f != 0) {
                    take_back(men & !(1 << n) | 1 << from, kings);
                }
            }
        }
        for n in squares(kings) {
            for (files, ranks) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
                let mut at = n;
                while let Some(from) = step(at, files, ranks).filter(|&f| empty & 1 << f != 0) {
                    take_back(men, kings & !(1 << n) | 1 << from);
                    if !flying {
                        break;
                    }
                    at = from;
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

/// The solver's state for every slot of a group.
struct Sweep {
    /// The settled byte (0 until settled or when drawn; [`INVALID`] for no position).
    value: Vec<u8>,
    settled: Vec<bool>,
    /// Moves into the group not yet known to lead to a won position (the opponent's).
    open_moves: Vec<u8>,
    /// The longest win among the moves known to lead to one.
    longest_win: Vec<u8>,
    /// Whether a move out of the group draws: the position can then not be lost.
    to_draw: Vec<bool>,
    /// Whether the position's side must capture (it has then no quiet move into the group).
    must_capture: Vec<bool>,
    /// The distance the position is planned to settle at ([`UNPLANNED`]: none yet).
    planned: Vec<u8>,
    /// Slots planned for each distance (a slot may be planned again, shorter: the old entry is
    /// then stale).
    buckets: Vec<Vec<u32>>,
}

impl Sweep {
    fn new(total: usize) -> Sweep {
        Sweep {
            value: vec![0; total],
            settled: vec![false; total],
            open_moves: vec![0; total],
            longest_win: vec![0; total],
            to_draw: vec![false; total],
            must_capture: vec![false; total],
            planned: vec![UNPLANNED; total],
            buckets: vec![Vec::new(); LONGEST as usize + 1],
        }
    }

    /// Takes in a position's moves and plans what they already decide.
    fn start(&mut self, slot: usize, exits: Exits) {
        self.open_moves[slot] = exits.inside;
        self.longest_win[slot] = exits.longest_win.min(LONGEST) as u8;
        self.to_draw[slot] = exits.to_draw;
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

    fn plan(&mut self, slot: usize, distance: u32) {
        if distance <= LONGEST && u32::from(self.planned[slot]) > distance {
            self.planned[slot] = distance as u8;
            self.buckets[distance as usize].push(slot as u32);
        }
    }

    /// Settles every plan in order of distance.
    fn settle(&mut self, group: &Group) {
        let mut parents = Vec::new();
        for distance in 0..=LONGEST {
            let bucket = std::mem::take(&mut self.buckets[distance as usize]);
            for slot in bucket {
                let slot = slot as usize;
                if self.settled[slot] || u32::from(self.planned[slot]) != distance {
                    continue;
                }
                self.settled[slot] = true;
                let lost = distance % 2 == 0;
                self.value[slot] = if lost {
                    Value::Loss(distance)
                } else {
                    Value::Win(distance)
                }
                .byte();
                group.parents(slot, &self.must_capture, &mut parents);
                for &parent in &parents {
                    if self.settled[parent] {
                        continue;
                    }
                    if lost {
                        self.plan(parent, distance + 1);
                    } else {
                        self.open_moves[parent] -= 1;
                        let longest = self.longest_win[parent].max(distance as u8);
                        self.longest_win[parent] = longest;
                        if self.open_moves[parent] == 0
                            && !self.to_draw[parent]
                            && self.planned[parent] == UNPLANNED
                        {
                            self.plan(parent, u32::from(longest) + 1);
                        }
                    }
                }
            }
        }
    }
}
