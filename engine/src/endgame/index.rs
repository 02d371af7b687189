//! Where a position lives in the tables: its material and its index within that material's table.
//!
//! Positions are stored with White to move only: a position with Black to move is the same as the
//! board turned half round with the colours swapped (the rule sets of the tables, Russian and
//! English, treat both sides alike), so it is looked up as that. A table holds every placement
//! of its material: each kind of piece (White's men, White's kings, Black's men, Black's kings)
//! is a set of the 32 dark squares ranked by the combinatorial number system, and the index is
//! the four ranks mixed. Placements that cannot be (two pieces on a square, a man on its own
//! crowning rank) have slots that are never read.

use crate::color::Color;
use crate::draughts::square::Square;
use crate::Position;

/// The most pieces a table may hold, both sides together (the repository's files hold four;
/// `engine endgame generate VARIANT --pieces 5` solves five).
pub const MAX_PIECES: u8 = 5;

/// `BINOMIAL[n][k]`, n choose k, for n up to 32 and k up to [`MAX_PIECES`].
const BINOMIAL: [[u32; 5]; 33] = {
    let mut table = [[0u32; 5]; 33];
    let mut n = 0;
    while n <= 32 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= 4 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
};

/// How many of each kind of piece: the side to move's ("white", after turning the board when
/// Black is to move) men and kings, then the other side's.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Material {
    /// The side to move's men.
    pub own_men: u8,
    /// The side to move's kings.
    pub own_kings: u8,
    /// The other side's men.
    pub other_men: u8,
    /// The other side's kings.
    pub other_kings: u8,
}

impl Material {
    /// The four counts as an array, in the order of the fields.
    pub fn counts(self) -> [u8; 4] {
        [
            self.own_men,
            self.own_kings,
            self.other_men,
            self.other_kings,
        ]
    }

    /// The material from the four counts.
    pub fn from_counts(counts: [u8; 4]) -> Material {
        Material {
            own_men: counts[0],
            own_kings: counts[1],
            other_men: counts[2],
            other_kings: counts[3],
        }
    }

    /// Every piece on the board.
    pub fn total(self) -> u8 {
        self.counts().iter().sum()
    }

    /// The same pieces with the other side to move.
    pub fn flipped(self) -> Material {
        Material {
            own_men: self.other_men,
            own_kings: self.other_kings,
            other_men: self.own_men,
            other_kings: self.own_kings,
        }
    }

    /// A small number naming the material (each count below 5), for array slots.
    pub fn key(self) -> usize {
        self.counts()
            .iter()
            .fold(0usize, |key, &count| key * 5 + count as usize)
    }

    /// How many slots its table has.
    pub fn size(self) -> usize {
        self.counts()
            .iter()
            .map(|&count| BINOMIAL[32][count as usize] as usize)
            .product()
    }

    /// Every material of 2 to `max` pieces in which each side has a piece, in the order they
    /// can be solved: fewer pieces first, then fewer men (a capture leads to fewer pieces, a
    /// crowning to fewer men; every other move only changes who is to move).
    pub fn all(max: u8) -> Vec<Material> {
        let mut all = Vec::new();
        let max = max.min(MAX_PIECES);
        for counts in (0..625usize).map(|key| {
            [
                (key / 125) as u8,
                (key / 25 % 5) as u8,
                (key / 5 % 5) as u8,
                (key % 5) as u8,
            ]
        }) {
            let material = Material::from_counts(counts);
            let total = material.total();
            if (2..=max).contains(&total) && counts[0] + counts[1] > 0 && counts[2] + counts[3] > 0
            {
                all.push(material);
            }
        }
        crate::sort::sort_by_key(&mut all, |m| (m.total(), m.own_men + m.other_men, m.key()));
        all
    }
}

/// The pieces of a position seen from its side to move, each kind as a set of dark squares
/// numbered 0–31 (a1 = 0, c1 = 1, … h8 = 31), the side to move playing up the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    /// Own men, own kings, other men, other kings.
    pub sets: [u32; 4],
}

/// The dark square numbered `n` (0–31).
pub fn dark_square(n: u32) -> Square {
    let rank = n / 4;
    Square::from_index((2 * n + (rank & 1)) as u8)
}

/// The number (0–31) of a dark square's bit set, from a board's 64-bit set.
pub(crate) fn compact(bits: u64) -> u32 {
    Square::iter_bits(bits).fold(0u32, |set, square| set | 1 << (square.index() / 2))
}

/// A board's 64-bit set from a set of dark squares numbered 0–31 (the inverse of [`compact`]).
pub(crate) fn expand(mut set: u32) -> u64 {
    let mut bits = 0;
    while set != 0 {
        bits |= dark_square(set.trailing_zeros()).bit();
        set &= set - 1;
    }
    bits
}

impl Placement {
    /// The placement of a position without towers (every tower one piece), turned when Black is
    /// to move.
    pub fn of(position: &Position) -> Placement {
        let kings = position.kings();
        let mover = position.side_to_move();
        let side = |color: Color| {
            let owned = position.owned_by(color);
            (compact(owned & !kings), compact(owned & kings))
        };
        let (own, other) = (side(mover), side(!mover));
        let mut sets = [own.0, own.1, other.0, other.1];
        if mover == Color::Black {
            // Half a turn: square n becomes 31 − n.
            for set in &mut sets {
                *set = set.reverse_bits();
            }
        }
        Placement { sets }
    }

    /// Its material.
    pub fn material(&self) -> Material {
        Material::from_counts(self.sets.map(|set| set.count_ones() as u8))
    }

    /// Its slot in its material's table.
    pub fn index(&self) -> usize {
        self.sets.iter().fold(0usize, |index, &set| {
            index * BINOMIAL[32][set.count_ones() as usize] as usize + rank(set)
        })
    }

    /// The placement in slot `index` of `material`'s table (`index` below its size).
    pub fn from_index(material: Material, mut index: usize) -> Placement {
        let counts = material.counts();
        let mut sets = [0u32; 4];
        for kind in (0..4).rev() {
            let size = BINOMIAL[32][counts[kind] as usize] as usize;
            sets[kind] = unrank(index % size, counts[kind]);
            index /= size;
        }
        Placement { sets }
    }

    /// Whether the placement can be a position: no square twice, no man on the rank where it
    /// would have been crowned (own men on rank 8, the other side's on rank 1).
    pub fn is_possible(&self) -> bool {
        let [a, b, c, d] = self.sets;
        let disjoint = a & b == 0 && (a | b) & c == 0 && (a | b | c) & d == 0;
        disjoint && a & 0xF000_0000 == 0 && c & 0x0000_000F == 0
    }

    /// The position with White to move (the placement's own side as White).
    // One copy in the pages' wasm, where size counts more than speed.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn position(&self, variant: crate::Variant) -> Option<Position> {
        use crate::draughts::tower::{Piece, Tower};
        let mut setup = crate::Setup::empty(Color::White);
        let kinds = [
            (Color::White, false),
            (Color::White, true),
            (Color::Black, false),
            (Color::Black, true),
        ];
        for (set, (color, king)) in self.sets.iter().zip(kinds) {
            let mut bits = *set;
            while bits != 0 {
                let n = bits.trailing_zeros();
                bits &= bits - 1;
                setup
                    .towers
                    .push((dark_square(n), Tower::single(Piece { color, king })));
            }
        }
        Position::from_setup(variant, &setup).ok()
    }
}

/// The rank of a set among the sets of its size (combinatorial number system).
// One copy in the pages' wasm, where size counts more than speed.
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn rank(mut set: u32) -> usize {
    let mut rank = 0;
    let mut i = 1;
    while set != 0 {
        let square = set.trailing_zeros() as usize;
        set &= set - 1;
        rank += BINOMIAL[square][i] as usize;
        i += 1;
    }
    rank
}

/// The set of `count` squares of rank `rank`.
// One copy in the pages' wasm, where size counts more than speed.
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn unrank(mut rank: usize, count: u8) -> u32 {
    let mut set = 0u32;
    for i in (1..=count as usize).rev() {
        let mut square = i - 1;
        while square < 32 && BINOMIAL[square + 1][i] as usize <= rank {
            square += 1;
        }
        rank -= BINOMIAL[square][i] as usize;
        set |= 1 << square;
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_slot_reads_back_to_itself() {
        for material in Material::all(3) {
            for index in 0..material.size() {
                let placement = Placement::from_index(material, index);
                assert_eq!(placement.material(), material);
                assert_eq!(placement.index(), index, "{material:?}");
            }
        }
    }

    #[test]
    fn a_turned_position_is_the_same_slot() {
        let white = crate::draughts::tfen::parse(crate::Variant::Russian, "W:c3W,h6b").unwrap();
        let black = crate::draughts::tfen::parse(crate::Variant::Russian, "B:f6B,a3w").unwrap();
        assert_eq!(Placement::of(&white), Placement::of(&black));
        assert_eq!(dark_square(0).to_string(), "a1");
        assert_eq!(dark_square(31).to_string(), "h8");
        assert_eq!(dark_square(4).to_string(), "b2");
    }

    #[test]
    fn forty_one_materials_up_to_four_pieces() {
        assert_eq!(Material::all(4).len(), 41);
        assert_eq!(
            Material::all(4).iter().map(|m| m.size()).sum::<usize>(),
            9_659_392
        );
    }
}
