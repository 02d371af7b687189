//! The frames of a move: the board as the player must see it after each hop, so that the pages
//! draw a capture in progress without knowing a rule.
//!
//! Frame `k` of a move is the board after its first `k` hops: the moving tower on its `k`-th
//! landing, crowned from the hop that reached the far rank (a man crowned mid-capture goes on
//! as a king, and the frame shows the king); under the deferred rule the towers jumped so far
//! still stand, grey ([`Frame::jumped`]); under the immediate rule they have lost their top at
//! once. Frame 0 is the position before the move, the last frame the tower on its final square
//! before the capture is resolved; [`settled`] is the position after the move (jumped tops gone,
//! prisoners under the capturing tower), and [`taken`] lists the pieces taken, in jump order,
//! with the square each leaves.

use crate::draughts::mv::Move;
use crate::draughts::position::Position;
use crate::draughts::square::Square;
use crate::draughts::tower::{Piece, Tower};

/// The board after some hops of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Files and ranks of the board.
    pub size: u8,
    /// The tower of each dark square, indexed by `square / 2`.
    stacks: [Tower; 32],
    /// Where the moving tower stands (the starting square in frame 0).
    pub at: Square,
    /// The moving tower as it looks there.
    pub mover: Tower,
    /// The towers jumped so far that still stand until the capture ends (deferred rule), in
    /// jump order; empty under the immediate rule and for a quiet move.
    pub jumped: Vec<Square>,
}

impl Frame {
    /// The tower shown on `square`.
    pub fn tower(&self, square: Square) -> Tower {
        if square.is_dark() && square.file() < self.size && square.rank() < self.size {
            self.stacks[square.index() / 2]
        } else {
            Tower::EMPTY
        }
    }

    fn set(&mut self, square: Square, tower: Tower) {
        self.stacks[square.index() / 2] = tower;
    }
}

/// The board of `position` as a frame with the moving tower on `at`.
fn snapshot(position: &Position, at: Square) -> Frame {
    let mut stacks = [Tower::EMPTY; 32];
    for (square, tower) in position.towers() {
        stacks[square.index() / 2] = tower;
    }
    Frame {
        size: position.geometry().size,
        stacks,
        at,
        mover: position.tower(at),
        jumped: Vec::new(),
    }
}

/// Frame `hops` of `mv`, one of `position`'s legal moves (`hops` from 0 to the number of
/// landings; larger values give the last frame).
pub fn frame(position: &Position, mv: &Move, hops: usize) -> Frame {
    let hops = hops.min(mv.landings().len());
    let mut frame = snapshot(position, mv.from());
    if hops == 0 {
        return frame;
    }
    let mut mover = frame.mover;
    frame.set(mv.from(), Tower::EMPTY);
    let rules = position.rules();
    for &square in &mv.captured()[..hops.min(mv.captured().len())] {
        if rules.immediate_capture {
            frame.set(square, frame.tower(square).without_top());
        } else {
            frame.jumped.push(square);
        }
    }
    let crowned = position
        .geometry()
        .first_crowning(position.side_to_move(), &mv.landings()[..hops])
        .is_some();
    if crowned && position.kings() & mv.from().bit() == 0 {
        mover = mover.with_top_crowned();
    }
    let at = mv.landings()[hops - 1];
    frame.set(at, mover);
    frame.at = at;
    frame.mover = mover;
    frame
}

/// Every frame of `mv`, from 0 (before the move) to the tower on its last landing.
pub fn frames(position: &Position, mv: &Move) -> Vec<Frame> {
    (0..=mv.landings().len())
        .map(|hops| frame(position, mv, hops))
        .collect()
}

/// The position after `mv` as a frame: the capture resolved, the prisoners (tower rule sets)
/// under the capturing tower.
pub fn settled(position: &Position, mv: &Move) -> Frame {
    let mut after = position.clone();
    after.play_unchecked(mv);
    snapshot(&after, mv.to())
}

/// The pieces `mv` takes, in jump order, each with the square it leaves: the top of each jumped
/// tower (under the immediate rule a tower jumped twice gives its two top pieces).
pub fn taken(position: &Position, mv: &Move) -> Vec<(Square, Piece)> {
    let mut board = snapshot(position, mv.from());
    let mut pieces = Vec::with_capacity(mv.captured().len());
    for &square in mv.captured() {
        let tower = board.tower(square);
        if let Some(piece) = tower.top() {
            pieces.push((square, piece));
        }
        board.set(square, tower.without_top());
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::tfen;
    use crate::draughts::variant::Variant;

    fn play(variant: Variant, tfen_text: &str, text: &str) -> (Position, Move) {
        let position = tfen::parse(variant, tfen_text).unwrap();
        let mv = crate::draughts::notation::parse_move(&position, text).unwrap();
        (position, mv)
    }

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn top(frame: &Frame, name: &str) -> Option<Piece> {
        frame.tower(square(name)).top()
    }

    #[test]
    fn a_man_crowned_mid_capture_goes_on_as_a_king() {
        for variant in [Variant::Bashni, Variant::Russian] {
            let (position, mv) = play(variant, "W:b6w,c7b,f6b", "b6:d8:g5");
            let all = frames(&position, &mv);
            assert_eq!(all.len(), 3);
            assert!(!all[0].mover.top().unwrap().king, "{variant}: a man before");
            assert_eq!(all[1].at, square("d8"));
            assert!(top(&all[1], "d8").unwrap().king, "{variant}: a king on d8");
            assert!(all[1].mover.top().unwrap().king);
            assert!(top(&all[2], "g5").unwrap().king, "{variant}: still a king");
            assert_eq!(top(&all[2], "d8"), None);
            assert_eq!(all[2].jumped, [square("c7"), square("f6")]);
            let after = settled(&position, &mv);
            assert_eq!(after.jumped, []);
            assert!(top(&after, "c7").is_none() && top(&after, "f6").is_none());
            let height = if variant == Variant::Bashni { 3 } else { 1 };
            assert_eq!(after.tower(square("g5")).height(), height);
        }
    }

    #[test]
    fn english_crowning_ends_the_capture() {
        // A white man on f6 jumps e7 and is crowned on d8: the move ends there, though a king
        // could go on over c7.
        let (position, mv) = play(Variant::English, "W:f6w,e7b,c7b", "f6:d8");
        assert_eq!(mv.landings(), [square("d8")]);
        let last = frames(&position, &mv).pop().unwrap();
        assert!(top(&last, "d8").unwrap().king);
        assert_eq!(last.jumped, [square("e7")]);
        let after = settled(&position, &mv);
        assert!(after.tower(square("d8")).top().unwrap().king);
        assert_eq!(after.tower(square("e7")), Tower::EMPTY);
    }

    #[test]
    fn classic_bashni_takes_each_top_at_once() {
        let (position, mv) = play(Variant::BashniClassic, "W:c3w,d4wb,f6b", "c3:e5:g7");
        let all = frames(&position, &mv);
        assert_eq!(all[1].jumped, []);
        assert_eq!(top(&all[1], "d4").unwrap().color, crate::Color::White);
        assert_eq!(top(&all[1], "f6").unwrap().color, crate::Color::Black);
        assert_eq!(all[2].tower(square("f6")), Tower::EMPTY);
        assert_eq!(all[2].tower(square("g7")), position.tower(square("c3")));
        let taken = taken(&position, &mv);
        assert_eq!(taken.len(), 2);
        assert_eq!(taken[0].0, square("d4"));
        assert_eq!(settled(&position, &mv).tower(square("g7")).height(), 3);
    }

    #[test]
    fn deferred_capture_keeps_jumped_towers_grey() {
        let (position, mv) = play(Variant::Bashni, "W:c3w,d4wb,f6b,h8b", "c3:e5:g7");
        let all = frames(&position, &mv);
        assert_eq!(all[1].jumped, [square("d4")]);
        assert_eq!(all[1].tower(square("d4")), position.tower(square("d4")));
        assert_eq!(all[1].tower(square("c3")), Tower::EMPTY);
        assert_eq!(all[2].jumped, [square("d4"), square("f6")]);
        assert_eq!(all[2].at, square("g7"));
        let taken = taken(&position, &mv);
        assert_eq!(
            taken.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
            [square("d4"), square("f6")]
        );
        let after = settled(&position, &mv);
        assert_eq!(
            after.tower(square("d4")).top().unwrap().color,
            crate::Color::White
        );
        assert_eq!(after.tower(square("g7")).height(), 3);
    }

    #[test]
    fn a_quiet_move_has_two_frames() {
        let (position, mv) = play(Variant::Russian, "W:c7w,h8b", "c7-d8");
        let all = frames(&position, &mv);
        assert_eq!(all.len(), 2);
        assert!(top(&all[1], "d8").unwrap().king);
        assert_eq!(all[1], settled(&position, &mv));
    }
}
