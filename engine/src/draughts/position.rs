//! A validated position: towers, bitboards of the top pieces, side to move and hash.
//!
//! Every change goes through one private method, `set_tower`, which keeps the stacks, the
//! bitboards and the Zobrist hash in step; playing a move is lifting the mover, taking the
//! top of each jumped tower and setting the mover down.

use crate::color::Color;
use crate::draughts::geometry::Geometry;
use crate::draughts::movegen;
use crate::draughts::mv::Move;
use crate::draughts::refusal::{self, Refusal};
use crate::draughts::setup::{Setup, SetupError};
use crate::draughts::square::Square;
use crate::draughts::tower::{Piece, Tower};
use crate::draughts::variant::{Rules, Variant};
use crate::zobrist;
use core::fmt;

/// A legal position of one rule set.
#[derive(Clone)]
pub struct Position {
    variant: Variant,
    /// `variant.rules()` and its board, kept at hand for the move generator.
    rules: &'static Rules,
    geometry: &'static Geometry,
    side_to_move: Color,
    /// Squares whose top piece is White's, then Black's.
    tops: [u64; 2],
    /// Squares whose top piece is a king.
    kings: u64,
    /// Squares of towers of two pieces or more (kept so that the evaluation visits only those).
    tall: u64,
    /// The tower of each dark square, indexed by `square / 2` (unique for dark squares).
    stacks: [Tower; 32],
    hash: u64,
}

/// What a reversibly played move changed: see [`Position::play_reversibly`].
pub struct Undo {
    tops: [u64; 2],
    kings: u64,
    tall: u64,
    hash: u64,
    side_to_move: Color,
    mover: Tower,
}

/// A move that is not legal in the position it was played in, and why; the position is
/// unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    /// The move that was refused.
    pub mv: Move,
    /// Why.
    pub reason: Refusal,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// The start position of `variant`.
    pub fn start(variant: Variant) -> Position {
        // Not `expect`: that would print the error with `Debug`, whose text escaping brings
        // Unicode's tables into every page's wasm (see `crate::quoted`).
        crate::draughts::tfen::parse(variant, variant.rules().start_tfen)
            .unwrap_or_else(|_| panic!("the built-in start positions are valid"))
    }

    /// An empty board of `variant` with `side_to_move` to move (no legal move: that side has lost).
    pub fn empty(variant: Variant, side_to_move: Color) -> Position {
        let rules = variant.rules();
        let mut position = Position {
            variant,
            rules,
            geometry: Geometry::of_size(rules.size),
            side_to_move: Color::White,
            tops: [0; 2],
            kings: 0,
            tall: 0,
            stacks: [Tower::EMPTY; 32],
            hash: 0,
        };
        position.set_side_to_move(side_to_move);
        position
    }

    /// Checks `setup` against the rules of `variant`.
    pub fn from_setup(variant: Variant, setup: &Setup) -> Result<Position, SetupError> {
        let rules = variant.rules();
        let geometry = Geometry::of_size(rules.size);
        let mut position = Position::empty(variant, setup.side_to_move);
        let mut counts = [0usize; 2];
        for &(square, tower) in &setup.towers {
            if square.file() >= rules.size || square.rank() >= rules.size {
                return Err(SetupError::OffBoard(square));
            }
            if !geometry.is_playable(square) {
                return Err(SetupError::LightSquare(square));
            }
            if !position.tower(square).is_empty() {
                return Err(SetupError::DuplicateSquare(square));
            }
            let Some(top) = tower.top() else {
                return Err(SetupError::EmptyTower(square));
            };
            if !rules.towers && tower.height() > 1 {
                return Err(SetupError::TowerNotAllowed(square));
            }
            if !top.king && geometry.crowns(top.color, square) {
                return Err(SetupError::ManOnPromotionRank(square));
            }
            for color in Color::ALL {
                counts[color.index()] += tower.count(color);
            }
            position.set_tower(square, tower);
        }
        for color in Color::ALL {
            let count = counts[color.index()];
            if count > rules.max_pieces {
                return Err(SetupError::TooManyPieces {
                    color,
                    count,
                    max: rules.max_pieces,
                });
            }
        }
        Ok(position)
    }

    /// The towers and side to move, as a [`Setup`] in rank-then-file order.
    pub fn setup(&self) -> Setup {
        Setup {
            side_to_move: self.side_to_move,
            towers: self.towers().collect(),
        }
    }

    /// The rule set.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The rule set's parameters.
    #[inline]
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// The board geometry of the rule set.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// The player to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The Zobrist hash of the towers and the side to move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The tower on `square` (empty for an empty or unplayable square).
    #[inline]
    pub fn tower(&self, square: Square) -> Tower {
        if square.is_dark() {
            self.stacks[square.index() / 2]
        } else {
            Tower::EMPTY
        }
    }

    /// The tower on the dark square `square` (a move's squares are all dark: no test).
    #[inline(always)]
    fn stack(&self, square: Square) -> Tower {
        self.stacks[square.index() / 2]
    }

    /// Every occupied square with its tower, in rank-then-file order.
    pub fn towers(&self) -> impl Iterator<Item = (Square, Tower)> + '_ {
        Square::iter_bits(self.occupied()).map(|square| (square, self.tower(square)))
    }

    /// Squares whose top piece is `color`'s: the towers `color` owns.
    #[inline]
    pub fn owned_by(&self, color: Color) -> u64 {
        self.tops[color.index()]
    }

    /// Squares whose top piece is a king.
    #[inline]
    pub fn kings(&self) -> u64 {
        self.kings
    }

    /// Squares of towers of two pieces or more.
    #[inline]
    pub fn tall(&self) -> u64 {
        self.tall
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> u64 {
        self.tops[0] | self.tops[1]
    }

    /// How many pieces of `color` stand on the board, on top or covered.
    pub fn piece_count(&self, color: Color) -> usize {
        self.towers().map(|(_, tower)| tower.count(color)).sum()
    }

    /// Every legal move, captures only when one exists.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        movegen::generate(self, &mut moves);
        moves
    }

    /// How many legal moves there are, without building them.
    pub fn count_legal_moves(&self) -> u64 {
        movegen::count(self)
    }

    /// How many legal moves there are after `mv` (one of the legal moves), without playing it
    /// in full: perft's count of its last ply. Only the bitboards the generator reads change,
    /// and are restored; the towers stay as they are, since the generator reads them only under
    /// the immediate rule, where a capture is played and taken back instead.
    #[inline]
    pub fn count_legal_moves_after(&mut self, mv: &Move) -> u64 {
        if mv.is_capture() {
            self.count_legal_moves_after_capture(mv.from(), mv.landings(), mv.captured())
        } else {
            self.count_legal_moves_after_quiet(mv.from(), mv.to())
        }
    }

    /// [`Position::count_legal_moves_after`] the capture from `from` landing on `landings` and
    /// jumping `captured` (the generator's own slices: no move is built for it).
    #[inline]
    pub fn count_legal_moves_after_capture(
        &mut self,
        from: Square,
        landings: &[Square],
        captured: &[Square],
    ) -> u64 {
        if self.rules.immediate_capture {
            return self.count_after_playing(&Move::capture(from, landings, captured));
        }
        let saved = (self.tops, self.kings, self.side_to_move);
        let side = self.side_to_move;
        let to = landings[landings.len() - 1].bit();
        let king = self.kings & from.bit() != 0;
        let crowned = !king && self.geometry.first_crowning(side, landings).is_some();
        self.tops[side.index()] &= !from.bit();
        self.kings &= !from.bit();
        if self.rules.towers {
            // Each jumped tower loses its top (a lone piece, its square).
            for &square in captured {
                let bit = square.bit();
                self.tops[0] &= !bit;
                self.tops[1] &= !bit;
                self.kings &= !bit;
                if let Some(top) = self.stack(square).without_top().top() {
                    self.tops[top.color.index()] |= bit;
                    if top.king {
                        self.kings |= bit;
                    }
                }
            }
        } else {
            // Each jumped piece leaves the board.
            let taken = captured
                .iter()
                .fold(0, |taken, square| taken | square.bit());
            self.tops[(!side).index()] &= !taken;
            self.kings &= !taken;
        }
        self.tops[side.index()] |= to;
        if king || crowned {
            self.kings |= to;
        }
        self.side_to_move = !side;
        let count = self.count_legal_moves();
        (self.tops, self.kings, self.side_to_move) = saved;
        count
    }

    /// The legal moves after `mv` counted by playing it and taking it back: under the immediate
    /// rule, whose generator reads the towers.
    fn count_after_playing(&mut self, mv: &Move) -> u64 {
        let undo = self.play_reversibly(mv);
        let count = self.count_legal_moves();
        self.take_back(mv, &undo);
        count
    }

    /// [`Position::count_legal_moves_after`] the quiet move from `from` to `to`.
    #[inline]
    pub fn count_legal_moves_after_quiet(&mut self, from: Square, to: Square) -> u64 {
        if self.rules.immediate_capture {
            return self.count_after_playing(&Move::quiet(from, to));
        }
        let saved = (self.tops, self.kings, self.side_to_move);
        let side = self.side_to_move;
        let path = from.bit() | to.bit();
        self.tops[side.index()] ^= path;
        if self.kings & from.bit() != 0 {
            self.kings ^= path;
        } else if self.geometry.crowns(side, to) {
            self.kings |= to.bit();
        }
        self.side_to_move = !side;
        let count = self.count_legal_moves();
        (self.tops, self.kings, self.side_to_move) = saved;
        count
    }

    /// Plays `mv` if it is one of the legal moves; otherwise leaves the position as it was.
    pub fn play(&mut self, mv: &Move) -> Result<(), IllegalMove> {
        if self.legal_moves().contains(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove {
                mv: *mv,
                reason: self.refusal_of(mv),
            })
        }
    }

    /// Why `route` (a starting square and the squares landed on so far) is not a legal move
    /// here, or `None` when it is one (or, unless `complete`, the beginning of one). See
    /// [`refusal::refusal`].
    pub fn refusal(&self, route: &[Square], complete: bool) -> Option<Refusal> {
        refusal::refusal(self, route, complete)
    }

    /// Why the move `mv` is not legal here. A move whose squares make a legal move but whose
    /// capture flag or jumped squares do not is refused as [`Refusal::MarkedAs`].
    pub fn refusal_of(&self, mv: &Move) -> Refusal {
        let mut route = vec![mv.from()];
        route.extend_from_slice(mv.landings());
        self.refusal(&route, true).unwrap_or(Refusal::MarkedAs {
            capture: mv.is_capture(),
        })
    }

    /// Plays `mv`, which must be one of this position's legal moves.
    // One copy in the pages' wasm: inlined into each caller it was 6 KB more code there.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    pub fn play_unchecked(&mut self, mv: &Move) {
        self.play_move::<true>(mv);
    }

    /// Plays `mv`, keeping the hash up to date only when `HASH` (a search that takes every move
    /// back with [`Position::take_back`] and never reads the hash may skip it).
    #[inline(always)]
    fn play_move<const HASH: bool>(&mut self, mv: &Move) {
        if !mv.is_capture() {
            return self.play_quiet::<HASH>(mv.from(), mv.to());
        }
        let mut mover = self.stack(mv.from());
        let king = self.kings & mv.from().bit() != 0;
        self.put_tower::<HASH>(mv.from(), Tower::EMPTY);
        for &square in mv.captured() {
            if self.rules().towers {
                let jumped = self.stack(square);
                self.put_tower::<HASH>(square, jumped.without_top());
                if let Some(piece) = jumped.top() {
                    mover = mover.with_bottom(piece);
                }
            } else {
                // A lone piece leaves the board (the same as the line above, known at compile
                // time to empty the square).
                self.put_tower::<HASH>(square, Tower::EMPTY);
            }
        }
        if !king
            && self
                .geometry()
                .first_crowning(self.side_to_move, mv.landings())
                .is_some()
        {
            mover = mover.with_top_crowned();
        }
        self.put_tower::<HASH>(mv.to(), mover);
        if HASH {
            self.hash ^= zobrist::BLACK_TO_MOVE;
        }
        self.side_to_move = !self.side_to_move;
    }

    /// A quiet move: the tower slides from `from` to the empty square `to`, crowned on the far rank.
    #[inline(always)]
    fn play_quiet<const HASH: bool>(&mut self, from: Square, to: Square) {
        let (mover, moved) = self.slid(from, to);
        let side = self.side_to_move.index();
        let path = from.bit() | to.bit();
        if self.kings & from.bit() != 0 {
            self.kings ^= path;
        } else if moved != mover {
            self.kings |= to.bit();
        }
        self.tops[side] ^= path;
        if self.tall & from.bit() != 0 {
            self.tall ^= path;
        }
        self.stacks[from.index() / 2] = Tower::EMPTY;
        self.stacks[to.index() / 2] = moved;
        if HASH {
            self.hash ^= quiet_key_change(from, mover, to, moved);
        }
        self.side_to_move = !self.side_to_move;
    }

    /// The tower that leaves `from` in a quiet move to `to`, and the tower that lands there
    /// (its top crowned when a man reaches the far rank).
    #[inline(always)]
    fn slid(&self, from: Square, to: Square) -> (Tower, Tower) {
        let mover = self.stack(from);
        if self.kings & from.bit() == 0 && self.geometry.crowns(self.side_to_move, to) {
            (mover, mover.with_top_crowned())
        } else {
            (mover, mover)
        }
    }

    /// The hash of the position after `mv` when it is a quiet move (told without playing it, so
    /// that the search can ask for its table entry early), `None` for a capture.
    #[inline]
    pub fn hash_after_quiet(&self, mv: &Move) -> Option<u64> {
        if mv.is_capture() {
            return None;
        }
        let (mover, moved) = self.slid(mv.from(), mv.to());
        Some(self.hash ^ quiet_key_change(mv.from(), mover, mv.to(), moved))
    }

    /// Plays `mv` (one of the legal moves) and returns what [`Position::take_back`] needs to
    /// restore this position exactly; cheaper than cloning the position for a search. Until
    /// it is taken back the position's hash is stale (the search never reads it).
    #[inline]
    pub fn play_reversibly(&mut self, mv: &Move) -> Undo {
        let undo = self.undo_of(mv);
        self.play_move::<false>(mv);
        undo
    }

    /// [`Position::play_reversibly`] keeping the Zobrist hash up to date (the search's make).
    #[inline(always)]
    pub fn play_reversibly_hashed(&mut self, mv: &Move) -> Undo {
        let undo = self.undo_of(mv);
        self.play_move::<true>(mv);
        undo
    }

    #[inline(always)]
    fn undo_of(&self, mv: &Move) -> Undo {
        Undo {
            tops: self.tops,
            kings: self.kings,
            tall: self.tall,
            hash: self.hash,
            side_to_move: self.side_to_move,
            mover: self.stack(mv.from()),
        }
    }

    /// Takes back `mv`, which [`Position::play_reversibly`] played and returned `undo` for.
    ///
    /// Each jumped tower gets its top back: with towers, the captured pieces are the bottom
    /// levels of the moved tower (the last one taken lowest); without, a lone piece of the
    /// opponent's, a king where the saved king bitboard says so.
    #[inline]
    pub fn take_back(&mut self, mv: &Move, undo: &Undo) {
        let moved = self.stacks[mv.to().index() / 2];
        self.stacks[mv.to().index() / 2] = Tower::EMPTY;
        self.stacks[mv.from().index() / 2] = undo.mover;
        let captured = mv.captured();
        for (taken, &square) in captured.iter().enumerate().rev() {
            let piece = if self.rules.towers {
                moved.piece(captured.len() - 1 - taken)
            } else {
                Piece {
                    color: !undo.side_to_move,
                    king: undo.kings & square.bit() != 0,
                }
            };
            let slot = &mut self.stacks[square.index() / 2];
            *slot = slot.with_top(piece);
        }
        self.tops = undo.tops;
        self.kings = undo.kings;
        self.tall = undo.tall;
        self.hash = undo.hash;
        self.side_to_move = undo.side_to_move;
    }

    /// Puts `tower` on `square`, replacing what was there (the board editor's primitive).
    /// The caller keeps the position legal; [`Position::from_setup`] checks a whole setup.
    fn set_tower(&mut self, square: Square, tower: Tower) {
        self.put_tower::<true>(square, tower);
    }

    /// [`Position::set_tower`], keeping the hash only when `HASH`.
    #[inline(always)]
    fn put_tower<const HASH: bool>(&mut self, square: Square, tower: Tower) {
        let slot = &mut self.stacks[square.index() / 2];
        if HASH {
            self.hash ^= zobrist::tower_key(square, *slot) ^ zobrist::tower_key(square, tower);
        }
        *slot = tower;
        let bit = square.bit();
        self.tops[0] &= !bit;
        self.tops[1] &= !bit;
        self.kings &= !bit;
        self.tall &= !bit;
        if tower.height() > 1 {
            self.tall |= bit;
        }
        if let Some(top) = tower.top() {
            self.tops[top.color.index()] |= bit;
            if top.king {
                self.kings |= bit;
            }
        }
    }

    /// Sets the player to move.
    pub fn set_side_to_move(&mut self, side: Color) {
        if side != self.side_to_move {
            self.hash ^= zobrist::BLACK_TO_MOVE;
            self.side_to_move = side;
        }
    }
}

/// Two positions are equal when they have the same rule set, towers and side to move.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.hash == other.hash
            && self.variant == other.variant
            && self.side_to_move == other.side_to_move
            && self.stacks == other.stacks
    }
}

impl Eq for Position {}

/// What a quiet move does to the hash: `mover` leaves `from`, `moved` lands on `to`, the other
/// side is to move.
#[inline(always)]
fn quiet_key_change(from: Square, mover: Tower, to: Square, moved: Tower) -> u64 {
    zobrist::tower_key(from, mover) ^ zobrist::tower_key(to, moved) ^ zobrist::BLACK_TO_MOVE
}

impl core::hash::Hash for Position {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::draughts::tfen::write(self))
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} {self})", self.variant)
    }
}
