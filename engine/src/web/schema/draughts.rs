//! The draughts pages' JSON: moves, boards, the frames of a move, the answers to taps, a rule
//! set's display facts, refusals, game records and the move line.

use super::{list, string};
use crate::draughts::mv::Move;
use crate::draughts::notation;
use crate::draughts::pdn;
use crate::draughts::position::Position;
use crate::draughts::refusal::Refusal;
use crate::draughts::square::Square;
use crate::draughts::tap::{Highlights, Tap};
use crate::draughts::tower::{Piece, Tower};
use crate::draughts::variant::Variant;
use crate::game::Game;
use core::fmt::Write;

fn squares(list: &[Square]) -> String {
    let names: Vec<String> = list.iter().map(|s| string(&s.to_string())).collect();
    format!("[{}]", names.join(","))
}

/// A move of `variant`: `{"from","to","path","captured","capture","text","notation"}`;
/// `path` lists every landing, `text` is the move text and `notation` the way players of the
/// variant write it (PDN numbers in English checkers).
pub fn mv(variant: Variant, mv: &Move) -> String {
    format!(
        r#"{{"from":"{}","to":"{}","path":{},"captured":{},"capture":{},"text":"{}","notation":"{}"}}"#,
        mv.from(),
        mv.to(),
        squares(mv.landings()),
        squares(mv.captured()),
        mv.is_capture(),
        mv,
        notation::display_text(variant, mv)
    )
}

/// A list of moves of `variant`, sorted by move text.
pub fn moves(variant: Variant, list: &[Move]) -> String {
    let items: Vec<String> = crate::sort::by_text(list)
        .into_iter()
        .map(|m| mv(variant, m))
        .collect();
    format!("[{}]", items.join(","))
}

/// A piece: `{"color","king"}`.
fn piece(piece: Piece) -> String {
    format!(r#"{{"color":"{}","king":{}}}"#, piece.color, piece.king)
}

/// A tower's pieces, bottom first and the top last.
fn pieces(tower: Tower) -> String {
    let items: Vec<String> = tower.pieces().map(piece).collect();
    format!("[{}]", items.join(","))
}

/// A `size`×`size` board in the seeds' shape: `cells[rank][file]` is an array of
/// `{"color","king"}`, bottom first and the top last (empty for an empty or light square).
pub fn board(size: u8, tower_on: impl Fn(Square) -> Tower) -> String {
    let mut ranks = Vec::with_capacity(size as usize);
    for rank in 0..size {
        let mut files = Vec::with_capacity(size as usize);
        for file in 0..size {
            files.push(pieces(tower_on(Square::new(file, rank))));
        }
        ranks.push(format!("[{}]", files.join(",")));
    }
    format!("[{}]", ranks.join(","))
}

/// The frames of `mv`, one of `position`'s legal moves (see [`crate::draughts::frames`]):
/// `{"hops":[frame…],"settled":frame,"taken":[{"square","piece"}],"prisoners"}` where a frame is
/// `{"board","jumped","at","mover"}` (`board` as [`board`], `mover` a tower's pieces, top last),
/// `hops[k]` is the board after `k` hops, `settled` the position after the move, `taken` the
/// pieces taken in jump order and `prisoners` whether they go under the capturing tower.
pub fn frames(position: &Position, mv: &Move) -> String {
    use crate::draughts::frames;
    let hops: Vec<String> = frames::frames(position, mv).iter().map(frame).collect();
    let taken: Vec<String> = frames::taken(position, mv)
        .into_iter()
        .map(|(square, p)| format!(r#"{{"square":"{square}","piece":{}}}"#, piece(p)))
        .collect();
    format!(
        r#"{{"hops":[{}],"settled":{},"taken":[{}],"prisoners":{}}}"#,
        hops.join(","),
        frame(&frames::settled(position, mv)),
        taken.join(","),
        position.rules().towers
    )
}

/// One frame of a move: `{"board","jumped","at","mover"}`.
fn frame(frame: &crate::draughts::frames::Frame) -> String {
    format!(
        r#"{{"board":{},"jumped":{},"at":"{}","mover":{}}}"#,
        board(frame.size, |square| frame.tower(square)),
        squares(&frame.jumped),
        frame.at,
        pieces(frame.mover)
    )
}

/// What a tap does (see [`crate::draughts::tap::tap`]): `{"select":square|null}`,
/// `{"hop":[square…],"move":move}` (the whole route now and a legal move it begins),
/// `{"play":move}`, or `{"refuse":refusal,"ruleBreak":bool}` with the refusal as [`refusal`].
pub fn tap(position: &Position, answer: &Tap) -> String {
    let variant = position.variant();
    match answer {
        Tap::Select(Some(square)) => format!(r#"{{"select":"{square}"}}"#),
        Tap::Select(None) => r#"{"select":null}"#.to_string(),
        Tap::Hop(route, moving) => {
            format!(
                r#"{{"hop":{},"move":{}}}"#,
                squares(route),
                mv(variant, moving)
            )
        }
        Tap::Play(played) => format!(r#"{{"play":{}}}"#, mv(variant, played)),
        Tap::Refuse {
            refusal: reason,
            breaks_rule,
        } => format!(
            r#"{{"refuse":{},"ruleBreak":{breaks_rule}}}"#,
            refusal(position, Some(*reason))
        ),
    }
}

/// What the board marks while `route` is entered (see [`crate::draughts::tap::highlights`]):
/// `{"targets","captureTargets","capturers","frame"}`, `frame` the board after the landings made
/// (as in [`frames`]) or `null` when none are made.
pub fn highlights(position: &Position, route: &[Square], marks: &Highlights) -> String {
    let shown = marks.moving.as_ref().map_or_else(
        || "null".to_string(),
        |moving| {
            let hops = route.len().saturating_sub(1);
            frame(&crate::draughts::frames::frame(position, moving, hops))
        },
    );
    format!(
        r#"{{"targets":{},"captureTargets":{},"capturers":{},"frame":{shown}}}"#,
        squares(&marks.targets),
        squares(&marks.capture_targets),
        squares(&marks.capturers)
    )
}

/// `square` as the players of `variant` name it, and as its board is labelled: its PDN number
/// (1–32) where the rule set numbers its squares, else its name (`b6`). A light square has no
/// number: it keeps its name (`a2`). Every square a message names (a refused move, a refused
/// setup) is written so, so that the page words it as it is.
pub fn square_name(variant: Variant, square: Square) -> String {
    if variant.numbers_squares() && square.is_dark() {
        pdn::number_of_square(square).to_string()
    } else {
        square.to_string()
    }
}

/// What the pages show of a rule set beside its rules: the side names, the square numbers
/// players use (`null` where squares are named a–h/1–8), a quiet move and a capture as its
/// players write them, and the export formats:
/// `{"sides":{"white","black"},"numbers":{"b8":1,…}|null,"examples":{"move","capture"},"exports":["pdn"]}`.
pub fn display(variant: Variant) -> String {
    use crate::color::Color;
    let numbers = if variant.numbers_squares() {
        let size = variant.rules().size;
        let items: Vec<String> = (0..size)
            .flat_map(|rank| (0..size).map(move |file| Square::new(file, rank)))
            .filter(|square| square.is_dark())
            .map(|square| format!(r#""{square}":{}"#, pdn::number_of_square(square)))
            .collect();
        format!("{{{}}}", items.join(","))
    } else {
        "null".to_string()
    };
    format!(
        r#"{{"sides":{{"white":{},"black":{}}},"numbers":{numbers},"examples":{},"exports":[{}]}}"#,
        string(variant.side_name(Color::White)),
        string(variant.side_name(Color::Black)),
        move_examples(variant),
        // Every rule set's games are written as PDN (engine/RECORDS.md).
        r#""pdn""#
    )
}

/// A quiet move and a capture as players of `variant` write them (`{"move","capture"}`), to show
/// how a move is typed: c3-d4 and c3 over d4 and f6 to g7, on every board (Lasca's 7×7 too).
fn move_examples(variant: Variant) -> String {
    let [c3, d4, e5, f6, g7] = [2, 3, 4, 5, 6].map(|diagonal| Square::new(diagonal, diagonal));
    format!(
        r#"{{"move":{},"capture":{}}}"#,
        string(&notation::display_text(variant, &Move::quiet(c3, d4))),
        string(&notation::display_text(
            variant,
            &Move::capture(c3, &[e5, g7], &[d4, f6])
        ))
    )
}

/// Why a route is refused in `position`: `null` when it is not, else
/// `{"reason","square","owner"}` — `reason` the kebab-case id of [`Refusal::id`], `square` where
/// the problem is as the rule set names it ([`square_name`]; left out when the reason names
/// none) and `owner` (`"white"`/`"black"`) the owner of the tower on that square, given only
/// when the reason is about a tower.
pub fn refusal(position: &Position, refusal: Option<Refusal>) -> String {
    let Some(refusal) = refusal else {
        return "null".to_string();
    };
    let mut text = format!(r#"{{"reason":"{}""#, refusal.id());
    if let Some(square) = refusal.square() {
        let _ = write!(
            text,
            r#","square":"{}""#,
            square_name(position.variant(), square)
        );
        let top = position.tower(square).top();
        if let (true, Some(top)) = (refusal.names_tower(), top) {
            let _ = write!(text, r#","owner":"{}""#, top.color);
        }
    }
    text.push('}');
    text
}

/// The refusal of a route that is not squares at all: `{"reason":"malformed-route"}` (a
/// [`refusal`] with the one reason no [`Refusal`] has).
pub fn malformed_route() -> String {
    r#"{"reason":"malformed-route"}"#.to_string()
}

/// A game record read by [`pdn::read_game`]: `{"variant","start","moves","result","tags","more"}`
/// — the rule set's id, the start TFEN, the engine's move texts, the result token (`"1-0"`,
/// `"0-1"`, `"1/2-1/2"`, or `null` when unfinished or unknown), the tags as an object in the
/// order read, and whether more games follow in the text (only the first is read).
pub fn record(record: &pdn::GameRecord) -> String {
    let moves: Vec<String> = record
        .moves
        .iter()
        .map(|m| string(&m.to_string()))
        .collect();
    let tags: Vec<String> = record
        .tags
        .iter()
        .map(|(name, value)| format!("{}:{}", string(name), string(value)))
        .collect();
    format!(
        r#"{{"variant":"{}","start":{},"moves":[{}],"result":{},"tags":{{{}}},"more":{}}}"#,
        record.variant,
        string(&record.start_tfen()),
        moves.join(","),
        record
            .result
            .map_or("null".to_string(), |r| string(r.token())),
        tags.join(","),
        record.later_games
    )
}

/// The moves played so far, as move objects (see [`mv`]).
pub fn history(game: &Game) -> String {
    let variant = game.start_position().variant();
    list(game.moves().map(|m| mv(variant, m)))
}

/// What the page shows of the rule set: `{"towers","size","squares","firstToMove","startTfen",
/// "display"}`, `squares` the board's squares (`board_squares`) and `display` the side
/// names, square numbers, move examples and export formats (see [`display`]).
pub fn rules(variant: Variant) -> String {
    let rules = variant.rules();
    format!(
        r#"{{"towers":{},"size":{},"squares":{},"firstToMove":"{}","startTfen":{},"display":{}}}"#,
        rules.towers,
        rules.size,
        board_squares(rules.size),
        rules.first_to_move.name(),
        string(rules.start_tfen),
        display(variant)
    )
}

/// The squares of a `size`×`size` board: `{"names","dark","files","ranks"}`, `names` and `dark`
/// by rank (White's side first) then file — each square's name and whether it is a playing
/// (dark) square — and the letters and numbers written along the board's edge.
fn board_squares(size: u8) -> String {
    let mut parts = [const { String::new() }; 4];
    for line in 0..size {
        let separator = if line == 0 { "" } else { "," };
        let [names, dark, files, ranks] = &mut parts;
        for part in [&mut *names, &mut *dark] {
            part.push_str(separator);
            part.push('[');
        }
        for file in 0..size {
            let square = Square::new(file, line);
            let separator = if file == 0 { "" } else { "," };
            let _ = write!(names, r#"{separator}"{square}""#);
            let _ = write!(dark, "{separator}{}", square.is_dark());
        }
        names.push(']');
        dark.push(']');
        let _ = write!(files, r#"{separator}"{}""#, Square::file_letter(line));
        let _ = write!(ranks, r#"{separator}"{}""#, Square::rank_number(line));
    }
    let [names, dark, files, ranks] = parts;
    format!(r#"{{"names":[{names}],"dark":[{dark}],"files":[{files}],"ranks":[{ranks}]}}"#)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_names_its_squares_by_rank_and_marks_the_playing_ones() {
        let lasca = board_squares(7);
        assert!(lasca.starts_with(r#"{"names":[["a1","b1","c1","d1","e1","f1","g1"],["a2","#));
        assert!(lasca.contains(r#""dark":[[true,false,true,false,true,false,true],[false,true,"#));
        assert!(lasca.ends_with(
            r#""files":["a","b","c","d","e","f","g"],"ranks":["1","2","3","4","5","6","7"]}"#
        ));
        assert!(board_squares(8).contains(r#"["a8","b8","c8","d8","e8","f8","g8","h8"]]"#));
    }

    #[test]
    fn the_move_examples_are_written_as_the_rule_set_writes_moves() {
        assert_eq!(
            move_examples(Variant::English),
            r#"{"move":"22-18","capture":"22x15x8"}"#
        );
        assert_eq!(
            move_examples(Variant::Lasca),
            r#"{"move":"c3-d4","capture":"c3:e5:g7"}"#
        );
    }
}
