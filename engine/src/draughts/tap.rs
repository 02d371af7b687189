//! What a tap on the board means: the explainer behind every draughts board of the site.
//!
//! A player enters a move square by square: a tap selects a tower, each further tap is a
//! landing. The page keeps that route (the selected square, then the landings made) and asks
//! [`tap`] what a tap on one more square does — select another tower, make a landing of a
//! capture that goes on, complete a legal move, or be refused with the rule's
//! [`Refusal`] — and [`highlights`] what to mark while the route is being entered. Every
//! answer is read from the position's legal moves, so the board can never disagree with the
//! move generator or with the reasons given for a typed move.

use crate::draughts::mv::Move;
use crate::draughts::position::Position;
use crate::draughts::refusal::{refusal, Refusal};
use crate::draughts::square::Square;

/// What a tap does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Tap {
    /// The selection changed: the tower on this square is selected, or none (`None`, the
    /// selected tower was tapped again). No landing is made.
    Select(Option<Square>),
    /// Landings were made and the capture goes on: the whole route now (the start square,
    /// then every landing), and one legal move it begins (to draw the hops made).
    Hop(Vec<Square>, Move),
    /// The route is a whole legal move: this one.
    Play(Move),
    /// Nothing changes: why the tap is refused, and whether trying it breaks a rule of the
    /// game (rather than being a tap on a square that means nothing now).
    Refuse {
        /// The reason, with the square it is about.
        refusal: Refusal,
        /// Whether the tap tried something the rules forbid.
        breaks_rule: bool,
    },
}

/// What a tap on `square` does after the `route` entered so far (empty: nothing selected).
/// With `autoplay`, once the player has made a landing every further landing that is the only
/// one possible is made too (selecting a tower never plays anything by itself). A route that
/// no legal move begins with (the position changed under it) counts as no selection.
pub fn tap(position: &Position, route: &[Square], square: Square, autoplay: bool) -> Tap {
    let legal = position.legal_moves();
    let route = if begun(&legal, route).next().is_some() {
        route
    } else {
        &[]
    };
    if let Some((&from, landings)) = route.split_first() {
        if !landings.is_empty() || square != from {
            if let Some(answer) = landing(position, &legal, route, square, autoplay) {
                return answer;
            }
        }
    }
    if legal.iter().any(|mv| mv.from() == square) {
        let deselect = route == [square];
        return Tap::Select((!deselect).then_some(square));
    }
    let side = position.side_to_move();
    let refused = match position.tower(square).top() {
        Some(top) if top.color == side => refusal(position, &[square], false),
        Some(_) => Some(Refusal::OpponentTower(square)),
        None if route.is_empty() => Some(Refusal::EmptySquare(square)),
        None => refusal(position, &[route, &[square]].concat(), false),
    };
    refuse(refused.unwrap_or(Refusal::NotADestination(square)))
}

/// The answer to a tap on `square` as the next landing of `route` (a tower selected), or `None`
/// when the tap is not about this route (a tower tapped instead of a landing square).
fn landing(
    position: &Position,
    legal: &[Move],
    route: &[Square],
    square: Square,
    autoplay: bool,
) -> Option<Tap> {
    let hops = route.len() - 1;
    let mut extended = route.to_vec();
    extended.push(square);
    if begun(legal, &extended).next().is_some() {
        return Some(advance(legal, extended, autoplay));
    }
    let ending: Vec<&Move> = begun(legal, route).filter(|mv| mv.to() == square).collect();
    match ending.as_slice() {
        [mv] => return Some(Tap::Play(**mv)),
        [_, _, ..] => return Some(refuse(Refusal::AmbiguousRoute(square))),
        [] => {}
    }
    if let Some(beyond) = landing_beyond(legal, route, square) {
        // The tower to jump tapped instead of where the jump lands.
        return Some(refuse(Refusal::LandBeyond(beyond)));
    }
    if hops == 0 && !position.tower(square).is_empty() {
        // A tower tapped instead of a landing square: about that tower, not this route.
        return None;
    }
    let here = route[hops];
    if hops > 0 && square == here {
        return Some(Tap::Refuse {
            refusal: Refusal::CaptureUnfinished(here),
            breaks_rule: false,
        });
    }
    let refused = match refusal(position, &extended, false) {
        Some(Refusal::NotADestination(_)) | None if hops > 0 => Refusal::CaptureUnfinished(here),
        Some(reason) => reason,
        None => Refusal::NotADestination(square),
    };
    Some(refuse(refused))
}

/// The route after a landing: played when it is a whole move that nothing longer extends,
/// else (with `autoplay`, after the forced landings) the hops made so far.
fn advance(legal: &[Move], mut route: Vec<Square>, autoplay: bool) -> Tap {
    if autoplay {
        make_forced_landings(legal, &mut route);
    }
    let landings = route.len() - 1;
    let Some(first) = begun(legal, &route).next().copied() else {
        return Tap::Select(route.first().copied());
    };
    // Every move the route begins has at least its landings: none longer means it is whole.
    if begun(legal, &route).all(|mv| mv.landings().len() == landings) {
        Tap::Play(first)
    } else {
        Tap::Hop(route, first)
    }
}

/// Adds to `route` every further landing that is the only one its moves can make next (a
/// choice of quiet moves is left to the player).
fn make_forced_landings(legal: &[Move], route: &mut Vec<Square>) {
    loop {
        let next: Vec<Option<Square>> = begun(legal, route)
            .map(|mv| mv.landings().get(route.len() - 1).copied())
            .collect();
        let quiet = begun(legal, route).any(|mv| !mv.is_capture());
        let Some((&Some(first), rest)) = next.split_first() else {
            break;
        };
        if rest.iter().any(|&s| s != Some(first)) || quiet && !rest.is_empty() {
            break;
        }
        route.push(first);
    }
}

/// A refusal, marked as breaking a rule when it names one.
fn refuse(refusal: Refusal) -> Tap {
    Tap::Refuse {
        breaks_rule: refusal.breaks_rule(),
        refusal,
    }
}

/// The legal moves that begin with `route` (its start square, then its landings).
fn begun<'a>(legal: &'a [Move], route: &'a [Square]) -> impl Iterator<Item = &'a Move> + 'a {
    legal.iter().filter(move |mv| match route.split_first() {
        Some((&from, landings)) => mv.from() == from && mv.landings().starts_with(landings),
        None => false,
    })
}

/// Where the selected tower (the `route`, not empty) lands when its next jump goes over
/// `square`: a tap on the tower to be jumped is answered with the square to tap instead.
fn landing_beyond(legal: &[Move], route: &[Square], square: Square) -> Option<Square> {
    let hops = route.len() - 1;
    begun(legal, route)
        .find(|mv| mv.captured().get(hops) == Some(&square))
        .and_then(|mv| mv.landings().get(hops).copied())
}

/// What the board marks while a route is entered.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Highlights {
    /// The squares a tap can land on next (the next landing or, for a capture, its end).
    pub targets: Vec<Square>,
    /// Those of the targets that capture.
    pub capture_targets: Vec<Square>,
    /// The towers that can capture (when nothing is selected yet, capturing being compulsory).
    pub capturers: Vec<Square>,
    /// One legal move the route begins, when landings are made (to draw the board mid-capture).
    pub moving: Option<Move>,
}

/// The highlights for `route` (empty, or a stale route: only the towers that must capture).
pub fn highlights(position: &Position, route: &[Square]) -> Highlights {
    let legal = position.legal_moves();
    let mut marks = Highlights::default();
    let hops = route.len().saturating_sub(1);
    for mv in begun(&legal, route) {
        if let Some(&next) = mv.landings().get(hops) {
            add(&mut marks.targets, next);
            if mv.is_capture() {
                add(&mut marks.capture_targets, next);
                add(&mut marks.targets, mv.to());
                add(&mut marks.capture_targets, mv.to());
            }
        }
    }
    if hops > 0 {
        marks.moving = begun(&legal, route).next().copied();
    }
    if marks.moving.is_none() {
        for mv in legal.iter().filter(|mv| mv.is_capture()) {
            add(&mut marks.capturers, mv.from());
        }
    }
    marks
}

fn add(list: &mut Vec<Square>, square: Square) {
    if !list.contains(&square) {
        list.push(square);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::tfen;
    use crate::Variant;

    fn position(variant: Variant, text: &str) -> Position {
        tfen::parse(variant, text).expect("test position")
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).expect("square")
    }

    fn route(names: &[&str]) -> Vec<Square> {
        names.iter().map(|n| sq(n)).collect()
    }

    fn refused(answer: Tap) -> (&'static str, bool) {
        match answer {
            Tap::Refuse {
                refusal,
                breaks_rule,
            } => (refusal.id(), breaks_rule),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_tap_selects_a_movable_tower_and_a_second_tap_drops_it() {
        let start = Position::start(Variant::Russian);
        assert_eq!(
            tap(&start, &[], sq("c3"), false),
            Tap::Select(Some(sq("c3")))
        );
        assert_eq!(
            tap(&start, &route(&["c3"]), sq("c3"), false),
            Tap::Select(None)
        );
        assert_eq!(
            tap(&start, &route(&["c3"]), sq("e3"), false),
            Tap::Select(Some(sq("e3")))
        );
    }

    #[test]
    fn a_quiet_move_is_played_by_its_destination() {
        let start = Position::start(Variant::Russian);
        match tap(&start, &route(&["c3"]), sq("d4"), false) {
            Tap::Play(mv) => assert_eq!(mv.to_string(), "c3-d4"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn taps_the_page_cannot_use_are_refused_with_the_rules_reason() {
        let start = Position::start(Variant::Russian);
        assert_eq!(
            refused(tap(&start, &[], sq("d4"), false)),
            ("empty-square", false)
        );
        assert_eq!(
            refused(tap(&start, &[], sq("b6"), false)),
            ("opponent-tower", false)
        );
        assert_eq!(
            refused(tap(&start, &[], sq("b2"), false)),
            ("no-move", false)
        );
        assert_eq!(
            refused(tap(&start, &route(&["c3"]), sq("e5"), false)),
            ("not-a-destination", false)
        );
    }

    #[test]
    fn a_tap_on_the_tower_to_jump_names_the_square_to_tap() {
        let pos = position(Variant::Bashni, "W:c3w,d4b,f6b,h8b");
        let selected = route(&["c3"]);
        let square = |answer| match answer {
            Tap::Refuse { refusal, .. } => refusal.square(),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            refused(tap(&pos, &selected, sq("d4"), false)),
            ("land-beyond", false)
        );
        assert_eq!(
            square(tap(&pos, &selected, sq("d4"), false)),
            Some(sq("e5"))
        );
        // Mid-capture, the next tower to jump: f6, landing on g7.
        assert_eq!(
            square(tap(&pos, &route(&["c3", "e5"]), sq("f6"), false)),
            Some(sq("g7"))
        );
        // With nothing selected, or a tower no capture jumps next, it is the opponent's tower.
        assert_eq!(
            refused(tap(&pos, &[], sq("d4"), false)),
            ("opponent-tower", false)
        );
        assert_eq!(
            refused(tap(&pos, &selected, sq("h8"), false)),
            ("opponent-tower", false)
        );
    }

    #[test]
    fn a_quiet_tap_while_a_capture_is_compulsory_breaks_a_rule() {
        let pos = position(Variant::Russian, "W:c3w,a3w,d4b,h8b");
        assert_eq!(
            refused(tap(&pos, &[], sq("a3"), false)),
            ("capture-compulsory", true)
        );
        assert_eq!(
            refused(tap(&pos, &route(&["c3"]), sq("b4"), false)),
            ("capture-compulsory", true)
        );
        let marks = highlights(&pos, &[]);
        assert_eq!(marks.capturers, vec![sq("c3")]);
    }

    #[test]
    fn a_capture_is_entered_landing_by_landing_and_must_be_finished() {
        let pos = position(Variant::Russian, "W:c3w,d4b,d6b,h8b");
        let after_first = match tap(&pos, &route(&["c3"]), sq("e5"), false) {
            Tap::Hop(route, mv) => {
                assert_eq!(mv.to_string(), "c3:e5:c7");
                route
            }
            other => panic!("{other:?}"),
        };
        assert_eq!(after_first, route(&["c3", "e5"]));
        assert_eq!(
            refused(tap(&pos, &after_first, sq("f6"), false)),
            ("capture-unfinished", true)
        );
        assert_eq!(
            refused(tap(&pos, &after_first, sq("e5"), false)),
            ("capture-unfinished", false)
        );
        let marks = highlights(&pos, &after_first);
        assert_eq!(marks.targets, vec![sq("c7")]);
        assert!(marks.capturers.is_empty());
        match tap(&pos, &after_first, sq("c7"), false) {
            Tap::Play(mv) => assert_eq!(mv.to_string(), "c3:e5:c7"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_end_square_of_a_single_capture_plays_it_and_autoplay_makes_forced_landings() {
        let pos = position(Variant::Russian, "W:c3w,d4b,d6b,h8b");
        match tap(&pos, &route(&["c3"]), sq("c7"), false) {
            Tap::Play(mv) => assert_eq!(mv.to_string(), "c3:e5:c7"),
            other => panic!("{other:?}"),
        }
        match tap(&pos, &route(&["c3"]), sq("e5"), true) {
            Tap::Play(mv) => assert_eq!(mv.to_string(), "c3:e5:c7"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_stale_route_counts_as_no_selection() {
        let start = Position::start(Variant::Russian);
        assert_eq!(
            tap(&start, &route(&["d4", "e5"]), sq("c3"), false),
            Tap::Select(Some(sq("c3")))
        );
    }
}
