//! What a puzzle is about, named from its line, and the material a puzzle's gain is counted in.
//!
//! Draughts: `capture-chain` (a capture of 3 or more), `shot` (the player gives material and
//! takes back more), `promotion-mid-capture` (a man crowned during a capture that goes on),
//! `breakthrough` (a man reaches the crowning rank), `turkish-strike` (a capture of the line
//! stops because the piece it would jump next was already jumped, as the deferred capture rule
//! makes it); for towers `liberation` (a capture frees the player's own pieces), `ownership-flip`
//! (a tower holding prisoners changes hands) and `tower-of-3` (a tower of three or more is jumped).
//! Hexpush: `push-off` (the line gains a marble: pushed off, or certain to go off),
//! `double-push-off` (it gains two) and `broadside` (a player move of the line is one).

use engine::draughts::geometry::Direction;
use engine::game::Playable;
use engine::hex::HexPosition;
use engine::{Color, Move, Position};

/// A game whose puzzles can be themed.
pub trait Themed: Playable {
    /// What `color` can still play with, in men or marbles: its pieces in towers it owns (a
    /// prisoner does not count), or its marbles on the board.
    fn material(&self, color: Color) -> i32;

    /// Whether a puzzle's line ends as soon as its gain is secure (after a player move, the
    /// search finds that no defence keeps the player from being a man or marble up), rather
    /// than once the material is taken. Hexpush: a doomed marble can be collected in many ways,
    /// so a line that had to go on until it is off would have no only move left to play.
    const ENDS_WHEN_SECURE: bool = false;

    /// The theme ids of the line `line` from `start` (the player's move first), which gains
    /// `gain` men or marbles (taken, or secure as [`Themed::ENDS_WHEN_SECURE`] allows).
    fn themes(start: &Self, line: &[Self::Move], gain: i32) -> Vec<&'static str>;
}

fn add(themes: &mut Vec<&'static str>, theme: &'static str) {
    if !themes.contains(&theme) {
        themes.push(theme);
    }
}

impl Themed for Position {
    fn material(&self, color: Color) -> i32 {
        self.towers()
            .filter(|(_, tower)| tower.top().is_some_and(|top| top.color == color))
            .map(|(_, tower)| tower.count(color) as i32)
            .sum()
    }

    fn themes(start: &Position, line: &[Move], _gain: i32) -> Vec<&'static str> {
        let player = start.side_to_move();
        let geometry = start.geometry();
        let rules = start.rules();
        let mut themes = Vec::new();
        let mut position = start.clone();
        let mut opponent_took = 0;
        for (i, mv) in line.iter().enumerate() {
            let taken = mv.captured().len();
            if i % 2 == 0 {
                if taken >= 3 {
                    add(&mut themes, "capture-chain");
                }
                if opponent_took > 0 && taken > opponent_took {
                    add(&mut themes, "shot");
                }
                let was_king = position.kings() & mv.from().bit() != 0;
                if let Some(square) = geometry.first_crowning(player, mv.landings()) {
                    if !was_king && mv.is_capture() && square != mv.to() {
                        add(&mut themes, "promotion-mid-capture");
                    } else if !was_king {
                        add(&mut themes, "breakthrough");
                    }
                }
                if rules.towers {
                    tower_themes(&position, mv, player, &mut themes);
                }
            } else {
                opponent_took = taken;
            }
            if !rules.immediate_capture && turkish_strike(&position, mv) {
                add(&mut themes, "turkish-strike");
            }
            position = position.after(mv);
        }
        themes
    }
}

/// The tower themes of the player's capture `mv` in `position`.
fn tower_themes(position: &Position, mv: &Move, player: Color, themes: &mut Vec<&'static str>) {
    let after = position.after(mv);
    for &square in mv.captured() {
        let before = position.tower(square);
        if before.height() >= 3 {
            add(themes, "tower-of-3");
        }
        let now = after.tower(square);
        let was_theirs = before.top().is_some_and(|top| top.color != player);
        let is_mine = now.top().is_some_and(|top| top.color == player);
        if was_theirs && is_mine {
            add(themes, "liberation");
            if now.count(player.opposite()) > 0 {
                add(themes, "ownership-flip");
            }
        }
    }
}

/// Whether the capture `mv` stops on its last landing while, on some diagonal from there, the
/// nearest tower is one it already jumped with an empty square behind it: the jump the deferred
/// rule forbids (the Turkish strike).
fn turkish_strike(position: &Position, mv: &Move) -> bool {
    if !mv.is_capture() {
        return false;
    }
    let geometry = position.geometry();
    let king = position.kings() & mv.from().bit() != 0
        || geometry
            .first_crowning(position.side_to_move(), mv.landings())
            .is_some();
    let empty = |square: engine::Square| square == mv.from() || position.tower(square).is_empty();
    // The way back along the last hop is not a new jump.
    let landings = mv.landings();
    let came_from = match landings {
        [.., before, _] => *before,
        _ => mv.from(),
    };
    Direction::ALL.into_iter().any(|dir| {
        if geometry.ray(mv.to(), dir).contains(&came_from) {
            return false;
        }
        let ray = geometry.ray(mv.to(), dir);
        let reach = if king && position.rules().flying_kings {
            ray.len()
        } else {
            1
        };
        let Some(index) = ray.iter().take(reach).position(|&s| !empty(s)) else {
            return false;
        };
        mv.captured().contains(&ray[index]) && ray.get(index + 1).is_some_and(|&s| empty(s))
    })
}

impl Themed for HexPosition {
    fn material(&self, color: Color) -> i32 {
        i32::from(engine::hex::position::MARBLES) - i32::from(self.lost(color))
    }

    const ENDS_WHEN_SECURE: bool = true;

    fn themes(_start: &HexPosition, line: &[engine::hex::HexMove], gain: i32) -> Vec<&'static str> {
        let mut themes = Vec::new();
        let mut player_moves = line.iter().step_by(2);
        // Every marble gained goes off the board, in the line or in the play it makes certain.
        if gain >= 1 {
            add(&mut themes, "push-off");
        }
        if gain >= 2 {
            add(&mut themes, "double-push-off");
        }
        if player_moves.any(|mv| mv.is_broadside()) {
            add(&mut themes, "broadside");
        }
        themes
    }
}
