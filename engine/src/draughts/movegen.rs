//! Move generation for every rule set, from the parameters in [`crate::draughts::variant::Rules`].
//!
//! Captures are searched depth-first from each tower the side to move owns; the search keeps
//! two bitboards — what blocks (`occupied`) and what may still be jumped (`jumpable`) — and
//! updates them per jump according to the deferred or immediate rule. Moves go to a
//! [`MoveSink`], so the same code fills a move list, only counts (perft's last ply) or counts
//! each move's replies as it finds the move (perft's last two plies, [`ReplyCounter`]).
//!
//! Natively the generator is compiled once per *shape* of the rules (`Shape`): the parameters
//! it branches on are constants there, so each rule set's generator carries no test of
//! another's rules. The pages' WebAssembly has one generator reading them at run time (three
//! copies weigh about 20 KB, 3.7 KB compressed, more than a game page has to spare).

use crate::color::Color;
use crate::draughts::geometry::{Direction, Geometry};
use crate::draughts::mv::{Move, MAX_JUMPS};
use crate::draughts::position::Position;
use crate::draughts::square::Square;
use crate::draughts::variant::{Rules, Variant};

/// Receives the moves the generator finds.
pub trait MoveSink {
    /// Whether it reads a capture's squares (a counter does not: the generator skips them).
    const PATHS: bool = true;
    /// Quiet moves from `from` to each square of `targets`.
    fn quiets(&mut self, from: Square, targets: u64, geometry: &Geometry);
    /// Quiet moves that each go one step in `dir` and end on the squares of `targets`.
    fn steps(&mut self, targets: u64, dir: Direction, geometry: &Geometry);
    /// One complete capture: from `from`, landing on the first `len` squares of `landings`
    /// after jumping the first `len` of `captured` (the rest of each are left from other
    /// captures).
    fn capture(
        &mut self,
        from: Square,
        len: usize,
        landings: &[Square; MAX_JUMPS],
        captured: &[Square; MAX_JUMPS],
    );
}

impl MoveSink for Vec<Move> {
    fn quiets(&mut self, from: Square, targets: u64, _: &Geometry) {
        self.extend(Square::iter_bits(targets).map(|to| Move::quiet(from, to)));
    }

    fn steps(&mut self, targets: u64, dir: Direction, _: &Geometry) {
        for to in Square::iter_bits(targets) {
            self.push(Move::quiet(to.stepped(dir.opposite()), to));
        }
    }

    fn capture(
        &mut self,
        from: Square,
        len: usize,
        landings: &[Square; MAX_JUMPS],
        captured: &[Square; MAX_JUMPS],
    ) {
        self.push(Move::capture_prefix(from, len, landings, captured));
    }
}

/// Counts moves without building them.
#[derive(Default)]
pub struct MoveCounter(pub u64);

impl MoveSink for MoveCounter {
    const PATHS: bool = false;

    #[inline]
    fn quiets(&mut self, _: Square, targets: u64, _: &Geometry) {
        self.0 += targets.count_ones() as u64;
    }

    #[inline]
    fn steps(&mut self, targets: u64, _: Direction, _: &Geometry) {
        self.0 += targets.count_ones() as u64;
    }

    #[inline]
    fn capture(&mut self, _: Square, _: usize, _: &[Square; MAX_JUMPS], _: &[Square; MAX_JUMPS]) {
        self.0 += 1;
    }
}

/// Counts each move's replies, perft's last two plies, without building a move list: each
/// move found is counted on a copy of the position, in its bitboards only
/// ([`Position::count_legal_moves_after_quiet`], [`Position::count_legal_moves_after_capture`]).
pub struct ReplyCounter {
    /// The position the moves are generated in, changed and restored for each count.
    scratch: Position,
    /// Moves found.
    pub moves: u64,
    /// Their replies.
    pub replies: u64,
}

impl ReplyCounter {
    /// A counter of the moves of `position` and their replies.
    pub fn new(position: &Position) -> ReplyCounter {
        ReplyCounter {
            scratch: position.clone(),
            moves: 0,
            replies: 0,
        }
    }

    #[inline(always)]
    fn count_quiet(&mut self, from: Square, to: Square) {
        self.moves += 1;
        self.replies += self.scratch.count_legal_moves_after_quiet(from, to);
    }
}

impl MoveSink for ReplyCounter {
    #[inline]
    fn quiets(&mut self, from: Square, targets: u64, _: &Geometry) {
        for to in Square::iter_bits(targets) {
            self.count_quiet(from, to);
        }
    }

    #[inline]
    fn steps(&mut self, targets: u64, dir: Direction, _: &Geometry) {
        for to in Square::iter_bits(targets) {
            self.count_quiet(to.stepped(dir.opposite()), to);
        }
    }

    #[inline]
    fn capture(
        &mut self,
        from: Square,
        len: usize,
        landings: &[Square; MAX_JUMPS],
        captured: &[Square; MAX_JUMPS],
    ) {
        self.moves += 1;
        self.replies +=
            self.scratch
                .count_legal_moves_after_capture(from, &landings[..len], &captured[..len]);
    }
}

/// Where the generator reads the rule parameters: a constant for a fixed shape, so that its
/// tests vanish at compile time, or the position's own rules ([`AnyRules`]).
trait Shape {
    /// The rules to read, given the position's (only the parameters [`same_shape`] compares
    /// are read).
    fn rules(own: &'static Rules) -> &'static Rules;
}

/// The shape of `Variant::ALL[V]`'s rules, standing for every rule set that agrees with it on
/// the parameters the generator reads ([`same_shape`]).
struct ShapeOf<const V: usize>;

impl<const V: usize> ShapeOf<V> {
    const RULES: &'static Rules = Variant::ALL[V].rules();
}

impl<const V: usize> Shape for ShapeOf<V> {
    #[inline(always)]
    fn rules(_: &'static Rules) -> &'static Rules {
        Self::RULES
    }
}

/// Any rule set, its parameters read at run time: one generator instead of three, for the
/// pages' WebAssembly, whose size counts more there than the few per cent of speed
/// (natively only the tests use it, to check it against the shaped generators).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
struct AnyRules;

impl Shape for AnyRules {
    #[inline(always)]
    fn rules(own: &'static Rules) -> &'static Rules {
        own
    }
}

/// Flying kings, men capturing backward, the deferred rule: Bashni and Russian (which differ
/// only in what a capture does to the jumped towers, which the generator does not read).
type Flying = ShapeOf<0>;
/// [`Flying`] under the immediate rule: classic Bashni.
type FlyingImmediate = ShapeOf<1>;
/// Short kings, men capturing forward, a capture ending on crowning: English and Lasca (whose
/// board size comes with the position's geometry).
type Short = ShapeOf<3>;

/// Whether the generator treats two rule sets alike.
const fn same_shape(a: &Rules, b: &Rules) -> bool {
    a.men_capture_backward == b.men_capture_backward
        && a.flying_kings == b.flying_kings
        && a.crown_stop == b.crown_stop
        && a.immediate_capture == b.immediate_capture
}

// Each rule set is generated with the shape of the rule set it names (see `generate`).
const _: () = {
    assert!(same_shape(Flying::RULES, Variant::Bashni.rules()));
    assert!(same_shape(Flying::RULES, Variant::Russian.rules()));
    assert!(same_shape(
        FlyingImmediate::RULES,
        Variant::BashniClassic.rules()
    ));
    assert!(same_shape(Short::RULES, Variant::English.rules()));
    assert!(same_shape(Short::RULES, Variant::Lasca.rules()));
};

/// Sends every legal move of `position` to `sink`: its captures if it has any, else its quiet moves.
#[inline]
pub fn generate<S: MoveSink>(position: &Position, sink: &mut S) {
    #[cfg(not(target_arch = "wasm32"))]
    match position.variant() {
        Variant::Bashni | Variant::Russian => generate_shaped::<Flying, S>(position, sink),
        Variant::BashniClassic => generate_shaped::<FlyingImmediate, S>(position, sink),
        Variant::English | Variant::Lasca => generate_shaped::<Short, S>(position, sink),
    }
    #[cfg(target_arch = "wasm32")]
    generate_shaped::<AnyRules, S>(position, sink)
}

/// [`generate`] for the rules of shape `R`.
fn generate_shaped<R: Shape, S: MoveSink>(position: &Position, sink: &mut S) {
    if !captures::<R, S>(position, sink) {
        quiet_moves::<R, S>(position, sink);
    }
}

/// The number of legal moves of `position`.
#[inline]
pub fn count(position: &Position) -> u64 {
    let mut counter = MoveCounter::default();
    generate(position, &mut counter);
    counter.0
}

/// What the side to move may do, told from the bitboards without generating a move: what a
/// leaf of the search needs to know ([`outlook`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outlook {
    /// No legal move: the side to move has lost.
    Stuck,
    /// At least one capture (compulsory: every legal move is one).
    Captures,
    /// Quiet moves only, at least one.
    Quiet,
}

/// Whether `position` has a capture, a quiet move or neither, as [`generate`] would find,
/// without finding the moves.
#[inline]
pub fn outlook(position: &Position) -> Outlook {
    #[cfg(not(target_arch = "wasm32"))]
    match position.variant() {
        Variant::Bashni | Variant::Russian => outlook_shaped::<Flying>(position),
        Variant::BashniClassic => outlook_shaped::<FlyingImmediate>(position),
        Variant::English | Variant::Lasca => outlook_shaped::<Short>(position),
    }
    #[cfg(target_arch = "wasm32")]
    outlook_shaped::<AnyRules>(position)
}

/// [`outlook`] for the rules of shape `R`.
#[inline(always)]
fn outlook_shaped<R: Shape>(position: &Position) -> Outlook {
    if has_capture::<R>(position) {
        Outlook::Captures
    } else if has_quiet_move(position) {
        Outlook::Quiet
    } else {
        Outlook::Stuck
    }
}

/// Whether [`captures`] would find a capture. A man or short king among the candidates always
/// has one (its test is the first jump's); a flying king has one when the first tower on one of
/// its diagonals is the enemy's with a free square behind it.
#[inline(always)]
fn has_capture<R: Shape>(position: &Position) -> bool {
    let candidates = capture_candidates::<R>(position);
    if !R::rules(position.rules()).flying_kings {
        return candidates != 0;
    }
    let kings = candidates & position.kings();
    if candidates & !kings != 0 {
        return true;
    }
    let geometry = position.geometry();
    let enemy = position.owned_by(!position.side_to_move());
    Square::iter_bits(kings).any(|king| {
        // The king's own square never blocks it (it is left behind).
        let occupied = position.occupied() & !king.bit();
        Direction::ALL.into_iter().any(|dir| {
            geometry
                .first_blocker(king, dir, occupied)
                .is_some_and(|victim| {
                    enemy & victim.bit() != 0 && geometry.ray_until(victim, dir, occupied) != 0
                })
        })
    })
}

/// Whether [`quiet_moves`] would find a move: a man with a free square ahead, or a king with a
/// free neighbour (a flying king's rays start there).
#[inline(always)]
fn has_quiet_move(position: &Position) -> bool {
    let side = position.side_to_move();
    let geometry = position.geometry();
    let own = position.owned_by(side);
    let kings = own & position.kings();
    let empty = geometry.playable & !position.occupied();
    let forward = Direction::forward(side);
    Direction::ALL.into_iter().any(|dir| {
        let steppers = if forward.contains(&dir) { own } else { kings };
        geometry.shift(steppers, dir) & empty != 0
    })
}

/// Sends every capture to `sink`; returns whether there was one.
#[inline(always)]
fn captures<R: Shape, S: MoveSink>(position: &Position, sink: &mut S) -> bool {
    let candidates = capture_candidates::<R>(position);
    if candidates == 0 {
        return false;
    }
    let side = position.side_to_move();
    let mut search = CaptureSearch::<R, S> {
        shape: core::marker::PhantomData,
        position,
        rules: position.rules(),
        geometry: position.geometry(),
        enemy: !side,
        from: Square::from_index(0),
        landings: [Square::from_index(0); MAX_JUMPS],
        captured: [Square::from_index(0); MAX_JUMPS],
        depth: 0,
        sink,
    };
    let mut found = false;
    for from in Square::iter_bits(candidates) {
        search.from = from;
        let masks = Masks {
            occupied: position.occupied() & !from.bit(),
            jumpable: position.owned_by(!side),
        };
        found |= search.extend(from, position.kings() & from.bit() != 0, masks);
    }
    found
}

/// The towers of the side to move that may have a capture: every flying king, and each other
/// tower whose neighbour is enemy-topped with a free square behind it (a bitboard test).
#[inline(always)]
fn capture_candidates<R: Shape>(position: &Position) -> u64 {
    let side = position.side_to_move();
    let geometry = position.geometry();
    let rules = R::rules(position.rules());
    let own = position.owned_by(side);
    let men = own & !position.kings();
    let kings = own & position.kings();
    let enemy = position.owned_by(!side);
    let empty = geometry.playable & !position.occupied();
    let (flying, short_kings) = if rules.flying_kings {
        (kings, 0)
    } else {
        (0, kings)
    };
    let backward_men = if rules.men_capture_backward { men } else { 0 };
    let (up, down) = match side {
        Color::White => (men | short_kings, backward_men | short_kings),
        Color::Black => (backward_men | short_kings, men | short_kings),
    };
    // Towers whose neighbour in `dir` is enemy-topped with a free square behind it.
    let jumpers = |dir: Direction, movers: u64| {
        let back = dir.opposite();
        geometry.shift(geometry.shift(empty, back) & enemy, back) & movers
    };
    flying
        | jumpers(Direction::NorthEast, up)
        | jumpers(Direction::NorthWest, up)
        | jumpers(Direction::SouthEast, down)
        | jumpers(Direction::SouthWest, down)
}

/// What a capture in progress may do next, passed down the search by value.
#[derive(Clone, Copy)]
struct Masks {
    /// Squares that block: every tower but the mover's, less those emptied by immediate captures.
    occupied: u64,
    /// Enemy-topped towers that may be jumped now.
    jumpable: u64,
}

/// The state of one depth-first capture search from one tower.
struct CaptureSearch<'a, R, S> {
    shape: core::marker::PhantomData<R>,
    position: &'a Position,
    /// The position's rules, read through the shape `R`.
    rules: &'static Rules,
    geometry: &'static Geometry,
    enemy: Color,
    from: Square,
    /// The squares landed on and jumped so far (written only when the sink reads them or the
    /// immediate rule needs them).
    landings: [Square; MAX_JUMPS],
    captured: [Square; MAX_JUMPS],
    depth: usize,
    sink: &'a mut S,
}

impl<R: Shape, S: MoveSink> CaptureSearch<'_, R, S> {
    /// Tries every jump from `at` and follows each to its end; returns whether any jump exists.
    fn extend(&mut self, at: Square, king: bool, masks: Masks) -> bool {
        if king && R::rules(self.rules).flying_kings {
            let mut found = false;
            for dir in Direction::ALL {
                found |= self.flying_jump(at, dir, masks);
            }
            found
        } else if king || R::rules(self.rules).men_capture_backward {
            self.short_jumps(at, king, Direction::ALL, masks)
        } else {
            // A man capturing forward only (one branch per colour: constant shifts).
            match self.enemy {
                Color::Black => self.short_jumps(at, king, Direction::forward(Color::White), masks),
                Color::White => self.short_jumps(at, king, Direction::forward(Color::Black), masks),
            }
        }
    }

    /// Tries every short jump from `at` in `directions` (a constant array once inlined, so
    /// that each bitboard shift is a constant one).
    #[inline(always)]
    fn short_jumps<const N: usize>(
        &mut self,
        at: Square,
        king: bool,
        directions: [Direction; N],
        masks: Masks,
    ) -> bool {
        let mut found = false;
        for dir in directions {
            let landing = self.short_landing(at, dir, masks);
            if landing != 0 {
                let victim = Square::lowest(landing).stepped(dir.opposite());
                self.short_jump(victim, Square::lowest(landing), king, masks);
                found = true;
            }
        }
        found
    }

    /// Where a short jump from `at` in `dir` lands, as a bitboard (empty when there is none).
    #[inline(always)]
    fn short_landing(&self, at: Square, dir: Direction, masks: Masks) -> u64 {
        let victim = self.geometry.shift(at.bit(), dir) & masks.jumpable;
        self.geometry.shift(victim, dir) & !masks.occupied
    }

    /// Whether a capture may go on from `at`: a flying king is searched; a man or a short king
    /// only when one of its jumps is open (a test that saves the call in the common case).
    #[inline(always)]
    fn may_go_on(&self, at: Square, king: bool, masks: Masks) -> bool {
        if king && R::rules(self.rules).flying_kings {
            true
        } else if king || R::rules(self.rules).men_capture_backward {
            self.any_short_landing(at, Direction::ALL, masks)
        } else {
            match self.enemy {
                Color::Black => self.any_short_landing(at, Direction::forward(Color::White), masks),
                Color::White => self.any_short_landing(at, Direction::forward(Color::Black), masks),
            }
        }
    }

    /// Whether a short jump from `at` lands somewhere in one of `directions` (the landings of
    /// every direction joined in one bitboard, without a loop).
    #[inline(always)]
    fn any_short_landing<const N: usize>(
        &self,
        at: Square,
        directions: [Direction; N],
        masks: Masks,
    ) -> bool {
        let landing = |slot: usize| match directions.get(slot) {
            Some(&dir) => self.short_landing(at, dir, masks),
            None => 0,
        };
        landing(0) | landing(1) | landing(2) | landing(3) != 0
    }

    /// A man's or short king's jump over `victim` onto the free square `landing` behind it.
    #[inline]
    fn short_jump(&mut self, victim: Square, landing: Square, king: bool, masks: Masks) {
        let after = self.jump(victim, landing, masks);
        let crowned = !king && self.geometry.crowns(!self.enemy, landing);
        let ends_here = (crowned && R::rules(self.rules).crown_stop)
            || !self.may_go_on(landing, king || crowned, after)
            || !self.extend(landing, king || crowned, after);
        if ends_here {
            self.emit();
        }
        self.depth -= 1;
    }

    /// A flying king's jump along `dir`: over the first tower met, onto any free square behind it,
    /// restricted to the squares from which the capture continues when there are such.
    fn flying_jump(&mut self, at: Square, dir: Direction, masks: Masks) -> bool {
        let Some(victim) = self.geometry.first_blocker(at, dir, masks.occupied) else {
            return false;
        };
        if masks.jumpable & victim.bit() == 0 {
            return false;
        }
        let landings = self.geometry.ray_until(victim, dir, masks.occupied);
        if landings == 0 {
            return false;
        }
        let mut continued = false;
        for landing in Square::iter_bits(landings) {
            let after = self.jump(victim, landing, masks);
            continued |= self.extend(landing, true, after);
            self.depth -= 1;
        }
        if !continued {
            for landing in Square::iter_bits(landings) {
                self.jump(victim, landing, masks);
                self.emit();
                self.depth -= 1;
            }
        }
        true
    }

    /// Records a jump over `victim` onto `landing` (one level deeper: the caller steps back
    /// with `depth -= 1`) and returns the masks after it.
    #[inline]
    fn jump(&mut self, victim: Square, landing: Square, masks: Masks) -> Masks {
        if S::PATHS || R::rules(self.rules).immediate_capture {
            self.captured[self.depth] = victim;
            self.landings[self.depth] = landing;
        }
        self.depth += 1;
        let bit = victim.bit();
        let Masks {
            mut occupied,
            mut jumpable,
        } = masks;
        if R::rules(self.rules).immediate_capture {
            let taken = self.captured[..self.depth]
                .iter()
                .filter(|&&square| square == victim)
                .count();
            let tower = self.position.tower(victim);
            let remaining = tower.height() - taken;
            if remaining == 0 {
                occupied &= !bit;
                jumpable &= !bit;
            } else if tower.piece(remaining - 1).color != self.enemy {
                jumpable &= !bit;
            }
        } else {
            jumpable &= !bit;
        }
        Masks { occupied, jumpable }
    }

    #[inline]
    fn emit(&mut self) {
        self.sink
            .capture(self.from, self.depth, &self.landings, &self.captured);
    }
}

/// Sends every quiet move to `sink` (only called when no capture exists).
#[inline(always)]
fn quiet_moves<R: Shape, S: MoveSink>(position: &Position, sink: &mut S) {
    let side = position.side_to_move();
    let geometry = position.geometry();
    let own = position.owned_by(side);
    let men = own & !position.kings();
    let kings = own & position.kings();
    let occupied = position.occupied();
    let empty = geometry.playable & !occupied;
    // One branch per colour, so that each shift is by a constant.
    let mut men_steps = |forward: [Direction; 2]| {
        for dir in forward {
            sink.steps(geometry.shift(men, dir) & empty, dir, geometry);
        }
    };
    match side {
        Color::White => men_steps(Direction::forward(Color::White)),
        Color::Black => men_steps(Direction::forward(Color::Black)),
    }
    if R::rules(position.rules()).flying_kings {
        for king in Square::iter_bits(kings) {
            let targets = Direction::ALL.iter().fold(0, |targets, &dir| {
                targets | geometry.ray_until(king, dir, occupied)
            });
            sink.quiets(king, targets, geometry);
        }
    } else {
        for dir in Direction::ALL {
            sink.steps(geometry.shift(kings, dir) & empty, dir, geometry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pages' generator, reading the rules at run time, finds the same moves in the same
    /// order as the shaped ones, over positions of pseudo-random games of every rule set.
    #[test]
    fn the_run_time_generator_agrees_with_the_shaped_ones() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for variant in Variant::ALL {
            for _ in 0..30 {
                let mut position = Position::start(variant);
                for _ in 0..80 {
                    let mut shaped = Vec::new();
                    generate(&position, &mut shaped);
                    let mut any = Vec::new();
                    generate_shaped::<AnyRules, _>(&position, &mut any);
                    assert_eq!(any, shaped, "{position:?}");
                    let mut counter = MoveCounter::default();
                    generate_shaped::<AnyRules, _>(&position, &mut counter);
                    assert_eq!(counter.0, count(&position), "{position:?}");
                    let expected = match shaped.first() {
                        None => Outlook::Stuck,
                        Some(mv) if mv.is_capture() => Outlook::Captures,
                        Some(_) => Outlook::Quiet,
                    };
                    assert_eq!(outlook(&position), expected, "{position:?}");
                    assert_eq!(outlook_shaped::<AnyRules>(&position), expected);
                    if shaped.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    position.play_unchecked(&shaped[(seed % shaped.len() as u64) as usize]);
                }
            }
        }
    }
}
