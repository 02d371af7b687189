//! A legal move: the starting square, every landing square, and the squares jumped in order.

use crate::draughts::square::Square;
use core::fmt;

/// The most jumps one capture can make. Each jump takes one enemy piece (under the deferred rule
/// each jumped tower is a different enemy-topped tower; under the immediate rule each jump removes
/// an enemy top), and a position holds at most 12 pieces of a colour.
pub const MAX_JUMPS: usize = 12;

/// A move as the engine generates it. Quiet moves have one landing and no capture. Only the
/// first `len` squares of `path` and `captured` are in use (the rest are whatever the
/// generator left there, and neither compared nor hashed).
#[derive(Clone, Copy)]
pub struct Move {
    from: Square,
    /// The last landing, kept apart: the search reads it for every move it plays.
    to: Square,
    len: u8,
    capture: bool,
    path: [Square; MAX_JUMPS],
    captured: [Square; MAX_JUMPS],
}

impl Move {
    /// A quiet move from `from` to `to`.
    #[inline]
    pub fn quiet(from: Square, to: Square) -> Move {
        let mut path = [Square::from_index(0); MAX_JUMPS];
        path[0] = to;
        Move {
            from,
            to,
            len: 1,
            capture: false,
            path,
            captured: [Square::from_index(0); MAX_JUMPS],
        }
    }

    /// A capture from `from` landing on each of `landings` after jumping the matching square of
    /// `captured`. Both slices have the same length, from 1 to [`MAX_JUMPS`].
    #[inline]
    pub fn capture(from: Square, landings: &[Square], captured: &[Square]) -> Move {
        debug_assert!(landings.len() == captured.len() && !landings.is_empty());
        let mut path = [Square::from_index(0); MAX_JUMPS];
        let mut jumped = [Square::from_index(0); MAX_JUMPS];
        path[..landings.len()].copy_from_slice(landings);
        jumped[..captured.len()].copy_from_slice(captured);
        Move::capture_prefix(from, landings.len(), &path, &jumped)
    }

    /// The capture of the first `len` squares of `landings` and `captured` (the generator's
    /// own arrays, copied whole: a copy of a fixed size is a few instructions, one of a
    /// variable length a call).
    #[inline]
    pub(crate) fn capture_prefix(
        from: Square,
        len: usize,
        landings: &[Square; MAX_JUMPS],
        captured: &[Square; MAX_JUMPS],
    ) -> Move {
        debug_assert!((1..=MAX_JUMPS).contains(&len));
        Move {
            from,
            to: landings[len - 1],
            len: len as u8,
            capture: true,
            path: *landings,
            captured: *captured,
        }
    }

    /// Where the moving tower starts.
    #[inline]
    pub fn from(&self) -> Square {
        self.from
    }

    /// Where it ends.
    #[inline]
    pub fn to(&self) -> Square {
        self.to
    }

    /// Every square it lands on, in order (one for a quiet move).
    #[inline]
    pub fn landings(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// The squares of the jumped towers in the order they were jumped (empty for a quiet move).
    /// Under the immediate rule a square may appear more than once.
    #[inline]
    pub fn captured(&self) -> &[Square] {
        if self.capture {
            &self.captured[..self.len as usize]
        } else {
            &[]
        }
    }

    /// Whether this move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.capture
    }
}

/// Moves are equal when they start on the same square, land on the same squares and jump the
/// same ones (only the squares in use are compared: the search compares moves at every node).
impl PartialEq for Move {
    #[inline]
    fn eq(&self, other: &Move) -> bool {
        self.from == other.from
            && self.to == other.to
            && self.len == other.len
            && self.capture == other.capture
            && self.landings() == other.landings()
            && self.captured() == other.captured()
    }
}

impl Eq for Move {}

impl core::hash::Hash for Move {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.from.hash(state);
        self.capture.hash(state);
        self.landings().hash(state);
        self.captured().hash(state);
    }
}

/// The move text of engine/RULES.md: `c3-d4` for a quiet move, `c3:e5:g3` for a capture.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let separator = if self.capture { ':' } else { '-' };
        self.landings()
            .iter()
            .try_for_each(|square| write!(f, "{separator}{square}"))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}
