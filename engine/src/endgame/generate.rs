//! Solving the tables by retrograde analysis, material by material.
//!
//! A material is solved together with its mirror (the same pieces, the other side to move): every
//! move that neither captures nor crowns leads from one to the other; a capture or a crowning
//! leads to a material with fewer pieces or fewer men, solved before. The solver goes in passes:
//! before the first, a position without moves is lost at once (distance 0); at pass `k` a
//! position is won in `k` plies when a move leads to a position lost in `k − 1`, and lost in `k`
//! when every move leads to a position won in fewer than `k`. What is still open when no pass
//! can add anything is a draw. Distances are to the end of the game (a side without moves or
//! pieces), the winner taking the shortest way and the loser the longest; repetitions and the
//! no-progress rule play no part (the search checks the distance against the no-progress count).

use super::index::{Material, Placement};
use super::{Tables, Value, INVALID};
use crate::{Position, Variant};

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
    let mut longest = 0u32;
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
        longest = longest.max(solve_group(&mut tables, &group, longest));
        for &m in &group {
            progress(m, m.size(), started.elapsed().as_secs_f64());
        }
    }
    tables
}

/// Solves `group` (a material and its mirror); `longest` is the longest distance in the tables
/// solved before. Returns the longest distance of the group.
fn solve_group(tables: &mut Tables, group: &[Material], longest: u32) -> u32 {
    let variant = tables.variant;
    let mut open: Vec<Vec<u32>> = Vec::new();
    for &material in group {
        let mut table = vec![0u8; material.size()];
        let mut waiting = Vec::new();
        for (index, slot) in table.iter_mut().enumerate() {
            let placement = Placement::from_index(material, index);
            let position = placement
                .is_possible()
                .then(|| placement.position(variant))
                .flatten();
            match position {
                None => *slot = INVALID,
                Some(p) if p.count_legal_moves() == 0 => *slot = Value::Loss(0).byte(),
                Some(_) => waiting.push(index as u32),
            }
        }
        tables.insert(material, table);
        open.push(waiting);
    }
    let mut deepest = 0;
    let mut pass = 1u32;
    while pass < 254 {
        let mut found: Vec<(usize, u32, u8)> = Vec::new();
        for (g, &material) in group.iter().enumerate() {
            open[g].retain(|&index| {
                let placement = Placement::from_index(material, index as usize);
                let Some(position) = placement.position(variant) else {
                    return false;
                };
                match verdict(tables, &position, pass) {
                    Some(value) => {
                        found.push((g, index, value.byte()));
                        false
                    }
                    None => true,
                }
            });
        }
        if found.is_empty() && pass > longest {
            break;
        }
        if !found.is_empty() {
            deepest = pass;
        }
        for (g, index, byte) in found {
            if let Some(table) = tables.table_mut(group[g]) {
                table[index as usize] = byte;
            }
        }
        pass += 1;
    }
    deepest
}

/// The value of a position with White to move at pass `pass`, if it is settled by then.
fn verdict(tables: &Tables, position: &Position, pass: u32) -> Option<Value> {
    let mut all_won = true;
    for mv in position.legal_moves() {
        let mut child = position.clone();
        child.play_unchecked(&mv);
        match tables.lookup(&child) {
            Some(Value::Loss(d)) if d < pass => return Some(Value::Win(pass)),
            Some(Value::Win(d)) if d < pass => {}
            _ => all_won = false,
        }
    }
    all_won.then_some(Value::Loss(pass))
}
