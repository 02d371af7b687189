//! A small learned evaluation with integer inference: a one-hidden-layer network over the pieces
//! of an 8×8 board, added to the linear features' score ([`super::eval`]).
//!
//! The inputs are the 32 dark squares times four piece kinds, seen from the side to move (the
//! board turned half round when Black moves, so that "own" pieces always advance up the board):
//! own men, own kings, the opponent's men, the opponent's kings. A network for the tower games
//! may see two kinds more ([`TOWER_INPUTS`]): the squares whose tower has one of the side to
//! move's pieces right under its top, and those with one of the opponent's there (what a
//! capture of the top frees or hands over). The hidden units (a multiple of [`HIDDEN_STEP`], at
//! most [`MAX_HIDDEN`]: each file says how many) sum the weights of the occupied inputs (8-bit
//! weights, 16-bit sums), are clipped to 0–[`ONE`] (a clipped ReLU), and a 16-bit weight each
//! turns them into hundredths of a man. Everything is integer arithmetic, so the score is the
//! same natively and in wasm.
//!
//! One network per rule set that has one: English checkers, Russian draughts, Bashni and Lasca
//! (classic Bashni plays with Bashni's). A tower (a Lasca column) is seen by its top piece, and
//! by a network of [`TOWER_INPUTS`] (Bashni's and Lasca's) by the piece under it too; the linear
//! features count what lies under it. Lasca's 7×7 board sits in the lower left of the 8×8 one
//! ([`pieces`]). The weights are data (`engine/data/eval/*.bin`, written by `engine train`,
//! `src/cli/train.rs`). The native engine embeds them, read at compile time by [`Net::parse`]:
//! a bad embedded file fails the build with the parser's message. The pages' wasm embeds none:
//! a page carries its rule sets' files and installs them at start ([`Installed`]), and a bad
//! file is refused with the same message.

use super::Score;
use crate::draughts::square::Square;
use crate::{Color, Position, Variant};
use std::sync::OnceLock;

/// The most hidden units a network may have (English checkers' has this many, the others 32).
pub const MAX_HIDDEN: usize = 128;

/// Hidden units come in groups of this many: 16 sums of 16 bits, two 128-bit vectors.
pub const HIDDEN_STEP: usize = 16;

/// Whether a network may have `hidden` units: a multiple of [`HIDDEN_STEP`], from one group to
/// [`MAX_HIDDEN`].
pub const fn is_valid_width(hidden: usize) -> bool {
    hidden > 0 && hidden <= MAX_HIDDEN && hidden.is_multiple_of(HIDDEN_STEP)
}

/// The hidden units' sums, one 16-bit integer a unit (those past a network's own units zero).
pub type Sums = [i16; MAX_HIDDEN];

/// The inputs of a network that sees the tops of towers only: 4 piece kinds × 32 dark squares.
pub const TOP_INPUTS: usize = 128;

/// The inputs of a network that also sees what lies right under each top: 6 kinds × 32 squares
/// (the tops' four, then an own piece under the top, an opponent's piece under the top).
pub const TOWER_INPUTS: usize = 192;

/// The most inputs a network may have.
pub const MAX_INPUTS: usize = TOWER_INPUTS;

/// Whether a network may have `inputs` inputs: [`TOP_INPUTS`] or [`TOWER_INPUTS`].
pub const fn is_valid_inputs(inputs: usize) -> bool {
    inputs == TOP_INPUTS || inputs == TOWER_INPUTS
}

/// A hidden unit's activation of 1.0 (the clip's top): the first layer's fixed-point scale.
pub const ONE: i32 = 64;

/// The output's scale: the network's sum is this many times hundredths of a man.
pub const OUTPUT_SCALE: i32 = ONE * 64;

/// The first four bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"DNN1";

/// The bytes of a weights file with `inputs` inputs and `hidden` units.
pub const fn file_bytes(inputs: usize, hidden: usize) -> usize {
    8 + inputs * hidden + 4 * hidden + 4
}

/// The most active inputs of one board: a top and the piece under it on each dark square.
pub const MAX_ACTIVE: usize = 64;

/// A network's integer weights. Its arrays hold [`MAX_HIDDEN`] units; those past `hidden` are
/// zero and never read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Net {
    /// How many inputs it has: [`TOP_INPUTS`], or [`TOWER_INPUTS`] when it sees under the tops.
    pub inputs: usize,
    /// How many hidden units it has (a multiple of [`HIDDEN_STEP`], at most [`MAX_HIDDEN`]).
    pub hidden: usize,
    /// The first layer: per input, one weight a hidden unit (scale [`ONE`]).
    pub w1: [[i8; MAX_HIDDEN]; MAX_INPUTS],
    /// The hidden units' biases (scale [`ONE`]).
    pub b1: Sums,
    /// The output weights: hundredths of a man per activation of 1.0, times 64.
    pub w2: [i16; MAX_HIDDEN],
    /// The output's bias (scale [`OUTPUT_SCALE`]).
    pub b2: i32,
}

const fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

const fn i16_at(bytes: &[u8], at: usize) -> i16 {
    i16::from_le_bytes([bytes[at], bytes[at + 1]])
}

impl Net {
    /// Reads a weights file: [`MAGIC`], the hidden units and the inputs (16-bit little-endian
    /// each), then `w1` (input by input, a byte each), `b1`, `w2` (16-bit) and `b2` (32-bit).
    /// Usable at compile time; an error names what is wrong.
    pub const fn parse(bytes: &[u8]) -> Result<Net, &'static str> {
        if bytes.len() < 8
            || bytes[0] != MAGIC[0]
            || bytes[1] != MAGIC[1]
            || bytes[2] != MAGIC[2]
            || bytes[3] != MAGIC[3]
        {
            return Err("not a network weights file (it does not begin with DNN1)");
        }
        let hidden = u16_at(bytes, 4) as usize;
        let inputs = u16_at(bytes, 6) as usize;
        if !is_valid_width(hidden) || !is_valid_inputs(inputs) {
            return Err("the weights file has another shape than this engine's networks (16, 32, … or 128 hidden units; 128 or 192 inputs)");
        }
        if bytes.len() != file_bytes(inputs, hidden) {
            return Err("the weights file is cut short or has bytes after its end");
        }
        let mut net = Net::zero(inputs, hidden);
        let mut at = 8;
        let mut i = 0;
        while i < inputs {
            let mut j = 0;
            while j < hidden {
                net.w1[i][j] = bytes[at] as i8;
                at += 1;
                j += 1;
            }
            i += 1;
        }
        let mut j = 0;
        while j < hidden {
            net.b1[j] = i16_at(bytes, at);
            net.w2[j] = i16_at(bytes, at + 2 * hidden);
            at += 2;
            j += 1;
        }
        at += 2 * hidden;
        net.b2 = i32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
        Ok(net)
    }

    /// A network of `inputs` inputs and `hidden` units with every weight zero (its score is
    /// `b2`, zero).
    pub const fn zero(inputs: usize, hidden: usize) -> Net {
        Net {
            inputs,
            hidden,
            w1: [[0; MAX_HIDDEN]; MAX_INPUTS],
            b1: [0; MAX_HIDDEN],
            w2: [0; MAX_HIDDEN],
            b2: 0,
        }
    }

    /// The file [`Net::parse`] reads back as this network.
    pub fn to_bytes(&self) -> Vec<u8> {
        let hidden = self.hidden;
        let mut bytes = Vec::with_capacity(file_bytes(self.inputs, hidden));
        bytes.extend_from_slice(&MAGIC);
        bytes.extend_from_slice(&(hidden as u16).to_le_bytes());
        bytes.extend_from_slice(&(self.inputs as u16).to_le_bytes());
        for row in &self.w1[..self.inputs] {
            bytes.extend(row[..hidden].iter().map(|&w| w as u8));
        }
        for b in &self.b1[..hidden] {
            bytes.extend_from_slice(&b.to_le_bytes());
        }
        for w in &self.w2[..hidden] {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        bytes.extend_from_slice(&self.b2.to_le_bytes());
        bytes
    }

    /// Whether it sees the piece under each tower's top ([`TOWER_INPUTS`]).
    #[inline]
    pub const fn sees_under_tops(&self) -> bool {
        self.inputs == TOWER_INPUTS
    }

    /// The network's score of `position` for its side to move, in hundredths of a man.
    #[inline]
    pub fn evaluate(&self, position: &Position) -> Score {
        let mut active = [0u8; MAX_ACTIVE];
        let count = inputs(position, self.sees_under_tops(), &mut active);
        self.evaluate_inputs(&active[..count])
    }

    /// The network's score of the active inputs `active` (indices below its `inputs`).
    #[inline]
    pub fn evaluate_inputs(&self, active: &[u8]) -> Score {
        self.output(&self.hidden_sums(active))
    }

    /// Each hidden unit's bias plus the weights of the `active` inputs, wrapping at 16 bits.
    #[inline]
    pub fn hidden_sums(&self, active: &[u8]) -> Sums {
        let mut sums = self.b1;
        for &input in active {
            self.add(&mut sums, input as usize);
        }
        sums
    }

    /// Adds input `input`'s first-layer weights to the hidden units' `sums`, wrapping at 16
    /// bits (groups of [`HIDDEN_STEP`] the compiler turns into vector instructions: natively,
    /// and in the pages' wasm, which is built with WebAssembly's 128-bit SIMD).
    #[inline(always)]
    pub fn add(&self, sums: &mut Sums, input: usize) {
        for (sums, weights) in self.groups(sums, input) {
            for (sum, &w) in sums.iter_mut().zip(weights) {
                *sum = sum.wrapping_add(w as i16);
            }
        }
    }

    /// Takes input `input`'s first-layer weights out of the hidden units' `sums` (the inverse
    /// of [`Net::add`]).
    #[inline(always)]
    pub fn remove(&self, sums: &mut Sums, input: usize) {
        for (sums, weights) in self.groups(sums, input) {
            for (sum, &w) in sums.iter_mut().zip(weights) {
                *sum = sum.wrapping_sub(w as i16);
            }
        }
    }

    /// The network's own units of `sums` with input `input`'s weights, [`HIDDEN_STEP`] at a time.
    #[inline(always)]
    fn groups<'a>(
        &'a self,
        sums: &'a mut Sums,
        input: usize,
    ) -> impl Iterator<Item = (&'a mut [i16; HIDDEN_STEP], &'a [i8; HIDDEN_STEP])> {
        let (sums, _) = sums.as_chunks_mut::<HIDDEN_STEP>();
        let (weights, _) = self.w1[input].as_chunks::<HIDDEN_STEP>();
        sums.iter_mut().zip(weights).take(self.hidden / HIDDEN_STEP)
    }

    /// The score, in hundredths of a man, of the hidden units' sums: in the pages' wasm with
    /// WebAssembly's dot product, which multiplies eight pairs of 16-bit numbers and adds each
    /// two neighbouring products in one instruction (the compiler does not find it in the loop
    /// below, and widens and multiplies each half on its own). The same integer sum, so the same
    /// score.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline(always)]
    pub(super) fn output(&self, sums: &Sums) -> Score {
        use core::arch::wasm32::{
            i16x8_max, i16x8_min, i16x8_splat, i32x4_add, i32x4_dot_i16x8, i32x4_extract_lane,
            i32x4_splat, v128, v128_load,
        };
        const LANES: usize = 8;
        let (zero, one) = (i16x8_splat(0), i16x8_splat(ONE as i16));
        let mut total = i32x4_splat(0);
        let (sums, _) = sums.as_chunks::<LANES>();
        let (weights, _) = self.w2.as_chunks::<LANES>();
        for (sums, weights) in sums.iter().zip(weights).take(self.hidden / LANES) {
            // SAFETY: each reads the eight 16-bit numbers of an array reference (v128_load
            // needs no alignment).
            let (sums, weights) = unsafe {
                (
                    v128_load(sums.as_ptr().cast::<v128>()),
                    v128_load(weights.as_ptr().cast::<v128>()),
                )
            };
            let clipped = i16x8_min(i16x8_max(sums, zero), one);
            total = i32x4_add(total, i32x4_dot_i16x8(clipped, weights));
        }
        let sum = i32x4_extract_lane::<0>(total)
            + i32x4_extract_lane::<1>(total)
            + i32x4_extract_lane::<2>(total)
            + i32x4_extract_lane::<3>(total);
        (self.b2 + sum) / OUTPUT_SCALE
    }

    /// The score, in hundredths of a man, of the hidden units' sums.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    #[inline(always)]
    pub(super) fn output(&self, sums: &Sums) -> Score {
        // Each unit's product added into its lane of a group, the lanes summed once at the end
        // (integer sums, so the order changes nothing).
        let mut lanes = [0i32; HIDDEN_STEP];
        let (sums, _) = sums.as_chunks::<HIDDEN_STEP>();
        let (weights, _) = self.w2.as_chunks::<HIDDEN_STEP>();
        for (sums, weights) in sums.iter().zip(weights).take(self.hidden / HIDDEN_STEP) {
            for (lane, (&sum, &w)) in lanes.iter_mut().zip(sums.iter().zip(weights)) {
                *lane += (sum as i32).clamp(0, ONE) * w as i32;
            }
        }
        (self.b2 + lanes.iter().sum::<i32>()) / OUTPUT_SCALE
    }
}

/// The dark square (0–31) of an 8×8 board's bit `bit` (rank × 8 + file).
#[inline]
fn dark_square(bit: u32) -> u8 {
    ((bit >> 3) * 4 + ((bit & 7) >> 1)) as u8
}

/// The kinds of input: the tops' four, then the two of what lies under a top.
pub const KINDS: usize = MAX_INPUTS / 32;

/// The pieces the network sees, from the side to move, each an 8×8 bitboard: its men, its kings,
/// the opponent's men and the opponent's kings (the tops of towers), then the towers with one
/// of its pieces right under the top and those with one of the opponent's there (empty unless
/// the network sees under the tops).
pub type Pieces = [u64; KINDS];

/// The input of a piece of kind `kind` (0–5, as in [`Pieces`]) on bit `bit` of the board, seen
/// from `view` (0 White, 1 Black): Black sees the board turned half round, bit b as 63 − b (a
/// dark square still), so that its own men advance up the board as White's do.
#[inline]
pub fn input_index(view: usize, kind: usize, bit: u32) -> usize {
    let seen = if view == 0 { bit } else { 63 - bit };
    kind * 32 + dark_square(seen) as usize
}

/// The side to move of `position` (0 White, 1 Black: its view) and its pieces, with what lies
/// under the tops when `under_tops`. On a board
/// smaller than 8×8 (Lasca's 7×7) Black's pieces are moved up and right by the missing ranks
/// and files first, so that the half turn of [`input_index`] maps the board onto itself: bit b
/// of an n×n board is seen as (n − 1) × 9 − b.
#[inline]
pub fn pieces(position: &Position, under_tops: bool) -> (usize, Pieces) {
    let side = position.side_to_move();
    let kings = position.kings();
    let own = position.owned_by(side);
    let theirs = position.owned_by(!side);
    let [mut own_under, mut theirs_under] = [0, 0];
    if under_tops {
        for square in Square::iter_bits(position.tall()) {
            match position.tower(square).under_top() {
                Some(piece) if piece.color == side => own_under |= square.bit(),
                Some(_) => theirs_under |= square.bit(),
                None => {}
            }
        }
    }
    let pieces = [
        own & !kings,
        own & kings,
        theirs & !kings,
        theirs & kings,
        own_under,
        theirs_under,
    ];
    let shift = match side {
        Color::White => 0,
        Color::Black => 9 * (8 - position.geometry().size as u32),
    };
    (side as usize, pieces.map(|bits| bits << shift))
}

/// Writes the active inputs of `position` (the tops of towers, and what lies under them when
/// `under_tops`; Lasca's 7×7 board as [`pieces`] places it) into `out`, seen from its side to
/// move, and returns how many there are: index `kind × 32 + square`, kinds as in [`Pieces`].
#[inline]
pub fn inputs(position: &Position, under_tops: bool, out: &mut [u8; MAX_ACTIVE]) -> usize {
    let mut count = 0;
    let (view, pieces) = pieces(position, under_tops);
    for (kind, mut bits) in pieces.into_iter().enumerate() {
        while bits != 0 && count < MAX_ACTIVE {
            out[count] = input_index(view, kind, bits.trailing_zeros()) as u8;
            bits &= bits - 1;
            count += 1;
        }
    }
    count
}

/// A network as the search uses it: its hidden sums carried from one evaluation to the next
/// ([`super::accumulator`]), with the same score as [`Net::evaluate`].
#[derive(Debug)]
pub struct Network {
    net: Net,
}

impl Network {
    /// The network with weights `net`.
    pub const fn new(net: Net) -> Network {
        Network { net }
    }

    /// The network of a weights file built into the engine, read at compile time: a bad file
    /// fails the build with [`Net::parse`]'s message.
    #[cfg(not(target_arch = "wasm32"))]
    const fn embedded(file: &[u8]) -> Network {
        match Net::parse(file) {
            Ok(net) => Network::new(net),
            Err(message) => panic!("{}", message),
        }
    }

    /// Its weights.
    pub fn net(&self) -> &Net {
        &self.net
    }

    /// The score of `position` for its side to move, in hundredths of a man ([`Net::evaluate`]).
    #[inline]
    pub fn evaluate(&self, position: &Position) -> Score {
        let (view, pieces) = pieces(position, self.net.sees_under_tops());
        super::accumulator::score(&self.net, view, pieces)
    }
}

/// The weights file of each rule set's own network (`engine/data/eval/*.bin`), as the native
/// engine embeds it and the generator puts it into the pages that search ([`Installed`]).
/// Classic Bashni has no file of its own: it plays with Bashni's ([`of`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn file(variant: Variant) -> Option<&'static [u8]> {
    match variant {
        Variant::English => Some(ENGLISH_FILE),
        Variant::Russian => Some(RUSSIAN_FILE),
        Variant::Bashni => Some(BASHNI_FILE),
        Variant::Lasca => Some(LASCA_FILE),
        Variant::BashniClassic => None,
    }
}

#[cfg(not(target_arch = "wasm32"))]
const ENGLISH_FILE: &[u8] = include_bytes!("../../data/eval/english.bin");
#[cfg(not(target_arch = "wasm32"))]
const RUSSIAN_FILE: &[u8] = include_bytes!("../../data/eval/russian.bin");
#[cfg(not(target_arch = "wasm32"))]
const BASHNI_FILE: &[u8] = include_bytes!("../../data/eval/bashni.bin");
#[cfg(not(target_arch = "wasm32"))]
const LASCA_FILE: &[u8] = include_bytes!("../../data/eval/lasca.bin");

/// The English checkers network (`engine/data/eval/english.bin`), native builds.
#[cfg(not(target_arch = "wasm32"))]
pub static ENGLISH: Network = Network::embedded(ENGLISH_FILE);

/// The Russian draughts network (`engine/data/eval/russian.bin`), native builds.
#[cfg(not(target_arch = "wasm32"))]
pub static RUSSIAN: Network = Network::embedded(RUSSIAN_FILE);

/// The Bashni network (`engine/data/eval/bashni.bin`), native builds: the towers' top pieces and
/// the piece right under each top ([`TOWER_INPUTS`]). Classic Bashni plays with it too (trained
/// on Bashni's games only; the README gives what it gains there).
#[cfg(not(target_arch = "wasm32"))]
pub static BASHNI: Network = Network::embedded(BASHNI_FILE);

/// The Lasca network (`engine/data/eval/lasca.bin`), native builds: the columns' top pieces on
/// the 7×7 board ([`pieces`]) and the piece right under each top ([`TOWER_INPUTS`]).
#[cfg(not(target_arch = "wasm32"))]
pub static LASCA: Network = Network::embedded(LASCA_FILE);

/// The network the search of `variant` adds to its linear evaluation, if it has one: natively
/// the embedded one, in the pages' wasm the one the page installed (`INSTALLED`).
#[inline]
pub fn of(variant: Variant) -> Option<&'static Network> {
    #[cfg(not(target_arch = "wasm32"))]
    return match variant {
        Variant::English => Some(&ENGLISH),
        Variant::Russian => Some(&RUSSIAN),
        Variant::Bashni => Some(&BASHNI),
        Variant::Lasca => Some(&LASCA),
        Variant::BashniClassic => Some(&BASHNI),
    };
    #[cfg(target_arch = "wasm32")]
    return INSTALLED.get(variant);
}

/// Networks given at run time, at most one a rule set (classic Bashni shares Bashni's), kept for
/// the life of the program: the pages' wasm embeds none (each page carries the weights files of
/// its own rule sets as data, and its loader installs them when the engine starts, so a page
/// weighs only the networks it uses).
#[derive(Debug)]
pub struct Installed {
    slots: [OnceLock<Network>; 4],
}

impl Installed {
    /// No network installed.
    pub const fn new() -> Installed {
        Installed {
            slots: [const { OnceLock::new() }; 4],
        }
    }

    /// Where `variant`'s network is kept: classic Bashni plays with Bashni's (the same board
    /// of towers), so installing Bashni's serves both.
    fn slot(variant: Variant) -> usize {
        match variant {
            Variant::English => 0,
            Variant::Russian => 1,
            Variant::Bashni | Variant::BashniClassic => 2,
            Variant::Lasca => 3,
        }
    }

    /// Installs the network of weights file `file` ([`Net::parse`]) for `variant`. Refused, with
    /// why, for a bad file and for a second network of a rule set (installing the same one again
    /// does nothing).
    pub fn install(&self, variant: Variant, file: &[u8]) -> Result<(), &'static str> {
        let net = Net::parse(file)?;
        let installed = self.slots[Self::slot(variant)].get_or_init(|| Network::new(net.clone()));
        if installed.net == net {
            Ok(())
        } else {
            Err("this rule set already has another learned network")
        }
    }

    /// The network installed for `variant`.
    pub fn get(&self, variant: Variant) -> Option<&Network> {
        self.slots[Self::slot(variant)].get()
    }
}

impl Default for Installed {
    fn default() -> Installed {
        Installed::new()
    }
}

/// The networks the page installed (the pages' wasm).
#[cfg(target_arch = "wasm32")]
pub static INSTALLED: Installed = Installed::new();

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::draughts::tfen;

    /// A network of 32 units with weights of every sign.
    fn sample_net() -> Net {
        sample_net_of(TOP_INPUTS)
    }

    /// A network of `inputs` inputs and 32 units with weights of every sign.
    pub(crate) fn sample_net_of(inputs: usize) -> Net {
        let mut net = Net::zero(inputs, 32);
        net.b2 = 1234;
        for (i, row) in net.w1[..inputs].iter_mut().enumerate() {
            for (j, w) in row[..32].iter_mut().enumerate() {
                *w = ((i * 7 + j * 13) % 41) as i8 - 20;
            }
        }
        for j in 0..32 {
            net.b1[j] = j as i16 - 10;
            net.w2[j] = (j as i16 - 16) * 100;
        }
        net
    }

    #[test]
    fn a_network_is_installed_once_for_its_rule_set_and_a_bad_one_is_refused_with_why() {
        let installed = Installed::new();
        let file = sample_net().to_bytes();
        assert!(installed.get(Variant::Russian).is_none());
        assert_eq!(installed.install(Variant::Russian, &file), Ok(()));
        assert_eq!(
            installed.get(Variant::Russian).map(Network::net),
            Some(&sample_net())
        );
        // The same file again is no change; another network for the rule set is refused.
        assert_eq!(installed.install(Variant::Russian, &file), Ok(()));
        let mut other = sample_net();
        other.b2 += 1;
        assert_eq!(
            installed.install(Variant::Russian, &other.to_bytes()),
            Err("this rule set already has another learned network")
        );
        assert_eq!(
            installed.get(Variant::Russian).map(Network::net),
            Some(&sample_net())
        );
        // Each rule set has its own, but classic Bashni plays with Bashni's.
        assert!(installed.get(Variant::Bashni).is_none());
        assert_eq!(installed.install(Variant::Bashni, &file), Ok(()));
        assert_eq!(
            installed.get(Variant::BashniClassic).map(Network::net),
            Some(&sample_net())
        );
        // A damaged file is refused with the parser's message, and nothing is installed.
        assert_eq!(
            installed.install(Variant::Lasca, &file[..file.len() - 1]),
            Err("the weights file is cut short or has bytes after its end")
        );
        assert!(installed.get(Variant::Lasca).is_none());
    }

    #[test]
    fn the_files_the_pages_carry_are_the_networks_the_native_engine_embeds() {
        for variant in Variant::ALL {
            let own = variant.id().replace("bashni-classic", "bashni");
            let file = file(own.parse().unwrap()).map(|bytes| Net::parse(bytes).unwrap());
            assert_eq!(file.as_ref(), of(variant).map(Network::net), "{variant:?}");
        }
        assert!(file(Variant::BashniClassic).is_none());
    }

    #[test]
    fn a_written_net_reads_back() {
        let net = sample_net();
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), file_bytes(TOP_INPUTS, 32));
        assert_eq!(Net::parse(&bytes), Ok(net));
        let towers = sample_net_of(TOWER_INPUTS);
        let bytes = towers.to_bytes();
        assert_eq!(bytes.len(), file_bytes(TOWER_INPUTS, 32));
        assert_eq!(Net::parse(&bytes), Ok(towers));
    }

    #[test]
    fn a_network_scores_alike_in_any_width_and_reads_back_in_it() {
        // The sample's 32 units, then 96 more that weigh nothing: the same scores.
        let narrow = sample_net();
        let mut wide = narrow.clone();
        wide.hidden = MAX_HIDDEN;
        let bytes = wide.to_bytes();
        assert_eq!(bytes.len(), file_bytes(TOP_INPUTS, MAX_HIDDEN));
        assert_eq!(Net::parse(&bytes), Ok(wide.clone()));
        for active in [&[0u8, 5, 40, 127][..], &[], &[3, 4, 99]] {
            assert_eq!(narrow.evaluate_inputs(active), wide.evaluate_inputs(active));
        }
        // Units past the 32 count when they weigh something.
        wide.w2[100] = 4000;
        wide.b1[100] = 20;
        assert_ne!(narrow.evaluate_inputs(&[1]), wide.evaluate_inputs(&[1]));
    }

    #[test]
    fn a_bad_file_is_refused_with_a_message() {
        let bytes = sample_net().to_bytes();
        assert!(Net::parse(b"hello").unwrap_err().contains("DNN1"));
        assert!(Net::parse(&bytes[..100]).unwrap_err().contains("cut short"));
        for hidden in [0, 8, 24, 144] {
            let mut other = bytes.clone();
            other[4] = hidden;
            assert!(
                Net::parse(&other).unwrap_err().contains("shape"),
                "{hidden}"
            );
        }
        for inputs in [0, 64, 129, 256] {
            let mut other = bytes.clone();
            other[6..8].copy_from_slice(&(inputs as u16).to_le_bytes());
            assert!(
                Net::parse(&other).unwrap_err().contains("shape"),
                "{inputs}"
            );
        }
    }

    /// The active inputs of `position`, sorted (tops only).
    fn sorted_inputs(position: &Position) -> Vec<u8> {
        sorted_inputs_of(position, false)
    }

    /// The active inputs of `position`, sorted, with what lies under the tops if `under_tops`.
    fn sorted_inputs_of(position: &Position, under_tops: bool) -> Vec<u8> {
        let mut active = [0; MAX_ACTIVE];
        let count = inputs(position, under_tops, &mut active);
        let mut list = active[..count].to_vec();
        list.sort();
        list
    }

    #[test]
    fn each_side_sees_the_start_alike_on_every_board() {
        // Every start is the same for both sides turned half round, so the side to move sees
        // the same inputs whichever it is: on Lasca's 7×7 board too, which only the shift of
        // Black's pieces in `pieces` maps onto itself.
        for variant in Variant::ALL {
            let start = tfen::write(&Position::start(variant));
            for under_tops in [false, true] {
                let [white, black] = ["W", "B"].map(|side| {
                    let position = tfen::parse(variant, &format!("{side}{}", &start[1..]));
                    sorted_inputs_of(&position.unwrap(), under_tops)
                });
                assert!(!white.is_empty());
                assert_eq!(white, black, "{variant}");
            }
        }
    }

    #[test]
    fn the_embedded_nets_load() {
        assert_eq!(ENGLISH.net().hidden, 128);
        for network in [&ENGLISH, &RUSSIAN, &BASHNI, &LASCA] {
            let net = network.net();
            assert_eq!(net.to_bytes().len(), file_bytes(net.inputs, net.hidden));
        }
    }

    #[test]
    fn a_tower_is_seen_by_its_top_piece() {
        // A white man on a black man, a black king on two white men, and a lone white man on
        // the other side of the board: the inputs are the tops, the pieces under them unseen.
        let towers = tfen::parse(Variant::Bashni, "W:c3bw,e5wwB,h2w").unwrap();
        let tops = tfen::parse(Variant::Bashni, "W:c3w,e5B,h2w").unwrap();
        assert_eq!(sorted_inputs(&towers).len(), 3);
        assert_eq!(sorted_inputs(&towers), sorted_inputs(&tops));
        // The black king on e5 (rank 4, file 4): the opponent's kings, kind 3.
        assert!(sorted_inputs(&towers).contains(&(3 * 32 + 4 * 4 + 2)));
    }

    #[test]
    fn a_network_of_tower_inputs_sees_the_piece_under_each_top() {
        // c3: a white man on a black man (the opponent's piece under an own top, kind 5);
        // e5: a black king on two white men (an own piece under the opponent's top, kind 4);
        // h2: a lone man, nothing under it.
        let towers = tfen::parse(Variant::Bashni, "W:c3bw,e5wwB,h2w").unwrap();
        let seen = sorted_inputs_of(&towers, true);
        let mut expected = sorted_inputs(&towers);
        expected.extend([4 * 32 + 4 * 4 + 2, 5 * 32 + 2 * 4 + 1]);
        expected.sort();
        assert_eq!(seen, expected);
        // What lies lower down is unseen: another piece at the bottom changes nothing.
        let deeper = tfen::parse(Variant::Bashni, "W:c3wbw,e5bwwB,h2w").unwrap();
        assert_eq!(sorted_inputs_of(&deeper, true), seen);
        // Black to move sees the same board turned: its own piece under White's top on c3.
        let black = tfen::parse(Variant::Bashni, "B:c3bw,e5wwB,h2w").unwrap();
        let c3_turned = 63 - (2 * 8 + 2);
        assert!(sorted_inputs_of(&black, true).contains(&(input_index(1, 4, 2 * 8 + 2) as u8)));
        assert_eq!(
            input_index(1, 4, 2 * 8 + 2),
            4 * 32 + dark_square(c3_turned) as usize
        );
        // A network of tower inputs scores the difference; its kept sums agree with a fresh sum.
        let net = sample_net_of(TOWER_INPUTS);
        let tops = tfen::parse(Variant::Bashni, "W:c3w,e5B,h2w").unwrap();
        assert_ne!(net.evaluate(&towers), net.evaluate(&tops));
        let network = Network::new(net.clone());
        for position in [&towers, &tops, &deeper, &black, &towers] {
            assert_eq!(network.evaluate(position), net.evaluate(position));
        }
    }

    #[test]
    fn inputs_are_seen_from_the_side_to_move() {
        // A position and the same one turned half round with the colours swapped (c3 ↔ f6,
        // e1 ↔ d8, b6 ↔ g3, h8 ↔ a1) have the same inputs and the same score.
        let white = tfen::parse(Variant::English, "W:c3w,e1W,b6b,h8B").unwrap();
        let turned = tfen::parse(Variant::English, "B:f6b,d8B,g3w,a1W").unwrap();
        // Own man on c3 (rank 2, file 2, counted from 0): kind 0, dark square 2 × 4 + 2 / 2 = 9.
        assert!(sorted_inputs(&white).contains(&(2 * 4 + 1)));
        assert_eq!(sorted_inputs(&white).len(), 4);
        assert_eq!(sorted_inputs(&white), sorted_inputs(&turned));
        let net = sample_net();
        assert_eq!(net.evaluate(&white), net.evaluate(&turned));
    }

    #[test]
    fn integer_inference_matches_the_formula() {
        let net = sample_net();
        let active = [0u8, 5, 40, 127];
        let mut expected = net.b2 as f64;
        for j in 0..net.hidden {
            let sum: i32 = net.b1[j] as i32
                + active
                    .iter()
                    .map(|&i| net.w1[i as usize][j] as i32)
                    .sum::<i32>();
            expected += (sum.clamp(0, ONE) * net.w2[j] as i32) as f64;
        }
        assert_eq!(
            net.evaluate_inputs(&active),
            (expected / OUTPUT_SCALE as f64).trunc() as i32
        );
    }
}
