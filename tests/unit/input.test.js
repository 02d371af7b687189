// The draughts move input (templates/js/input.js) under Node, over positions as the engine
// answers for them (recorded in fixtures/draughts-positions.json, checked against the engine by
// engine/tests/fixtures.rs): the route the page keeps as the engine answers each tap (select,
// hop, play, or a refusal worded in the page's language) and the highlights that follow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import './messages.js';
import { MoveInput } from '../../templates/js/input.js';
import { Board, Squares } from '../../templates/js/model.js';

/** A move as the engine's legalMovesJson gives it. */
function move(from, path, captured = []) {
  const capture = captured.length > 0;
  const text = [from, ...path].join(capture ? ':' : '-');
  return { from, to: path[path.length - 1], path, captured, capture, text, notation: text };
}

/** The pieces of a tower written as 'w', 'b', 'W', 'B' per piece, bottom first. */
const pieces = text => [...text].map(p => ({ color: p.toLowerCase() === 'w' ? 'white' : 'black', king: p === p.toUpperCase() }));

/** The engine's answers for the positions of the tests, by name. */
const RECORDED = JSON.parse(readFileSync(new URL('./fixtures/draughts-positions.json', import.meta.url), 'utf8'));

/** A game over a recorded position, with the page's Game methods MoveInput uses. */
function recordedGame(name) {
  const answers = RECORDED[name];
  const squares = new Squares(answers.rules.squares);
  return {
    variant: answers.variant, sideToMove: answers.sideToMove, rules: answers.rules,
    // As the page's Game: the display is the rules'.
    display: answers.rules.display,
    squares,
    getLegalMoves: () => answers.moves,
    board: () => new Board(answers.board, squares),
    frames: text => answers.frames[text],
    tap: (route, square, autoplay) => answers.taps[`${route.join('-')}|${square}|${autoplay}`],
    highlights: route => answers.highlights[route.join('-')],
  };
}

// W:c3w,e3w,f6b (Bashni): c3-b4, c3-d4, e3-d4, e3-f4.
const quiet = () => recordedGame('quiet');
// W:a3w,c3w,d4b,f6b,h8b (Bashni): only c3:e5:g7.
const capture = () => recordedGame('capture');

test('selecting a tower shows its targets; clicking it again clears the selection', () => {
  const input = new MoveInput(quiet());
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.equal(input.selected, 'c3');
  const view = input.view(null);
  assert.deepEqual([...view.targets].sort(), ['b4', 'd4']);
  assert.equal(view.selected, 'c3');
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.equal(input.selected, null);
});

test('a quiet move is played by its destination; another tower changes the selection', () => {
  const game = quiet();
  const input = new MoveInput(game);
  input.click('c3');
  input.click('e3');
  assert.equal(input.selected, 'e3');
  const result = input.click('f4');
  assert.equal(result.play.text, 'e3-f4');
  assert.equal(result.fromHop, 0);
});

test('a capture is made hop by hop, and a wrong square mid-capture is refused', () => {
  const input = new MoveInput(capture());
  input.click('c3');
  const hopped = input.click('e5');
  assert.equal(hopped.hopped.text, 'c3:e5:g7');
  assert.equal(hopped.fromHop, 0);
  assert.deepEqual(input.hops, ['e5']);
  assert.deepEqual(input.click('a1'), { refuse: 'The capture is not finished: the tower on e5 can still jump and must go on.', rule: 'capture-unfinished' });
  assert.deepEqual(input.hops, ['e5'], 'a refused tap changes nothing');
  const shown = input.shownBoard();
  assert.deepEqual(shown.board.tower('c3'), [], 'the tower has left c3');
  assert.equal(shown.board.tower('e5').length, 1, 'and stands on e5');
  assert.deepEqual([...shown.jumped], ['d4'], 'the jumped tower is grey until the end');
  const played = input.click('g7');
  assert.equal(played.play.text, 'c3:e5:g7');
  assert.equal(played.fromHop, 1);
});

test('mid-capture the board shown is the engine frame (a man crowned there shows as a king)', () => {
  // W:b6w,c7b,f6b (Bashni): the man crowned on d8 goes on as a king, b6:d8:g5 or b6:d8:h4.
  const input = new MoveInput(recordedGame('crowned-mid-capture'));
  input.click('b6');
  assert.ok(input.click('d8').hopped);
  const shown = input.shownBoard();
  assert.deepEqual(shown.board.tower('d8'), pieces('W'), 'the king the engine drew');
  assert.deepEqual([...shown.jumped], ['c7']);
  assert.equal(input.view(null).selected, 'd8');
});

test('the last square plays a capture when one route ends there, not when several do', () => {
  const input = new MoveInput(capture());
  input.click('c3');
  assert.equal(input.click('g7').play.text, 'c3:e5:g7');
  // W:e1w,d2b,d4b,f2b,f4b (English): e1:c3:e5 and e1:g3:e5 both end on e5 (square 15).
  const two = new MoveInput(recordedGame('two-routes'));
  two.click('e1');
  assert.deepEqual(two.click('e5'), { refuse: 'More than one capture ends on 15: give every landing square.', rule: null });
  assert.ok(two.click('g3').hopped, 'the route is then given landing by landing');
  assert.equal(two.click('e5').play.text, 'e1:g3:e5');
});

test('refusals say why', () => {
  const input = new MoveInput(quiet());
  assert.deepEqual(input.click('a1'), { refuse: 'Select one of your towers first.', rule: null });
  assert.deepEqual(input.click('f6'), { refuse: 'That tower belongs to Black. White to move.', rule: null });
  input.click('c3');
  assert.deepEqual(input.click('h8'), { refuse: 'The tower cannot go to h8.', rule: null });
  assert.deepEqual(input.click('d2'), { refuse: 'A man moves forward only, not back to d2.', rule: null });
  const forced = new MoveInput(capture());
  assert.deepEqual(forced.click('a3'), { refuse: 'Capturing is compulsory: the tower on c3 must capture.', rule: 'capture-compulsory' });
  assert.deepEqual(forced.view(null).capturers, new Set(['c3']));
  const english = new MoveInput(recordedGame('english'));
  // English checkers has no towers: its refusals name a piece.
  assert.deepEqual(english.click('f6'), { refuse: 'That piece belongs to Red. White to move.', rule: null });
  // W:a1w,b2w,c3w,h8b: a1 is hemmed in by its own b2.
  const stuck = new MoveInput(recordedGame('stuck'));
  assert.deepEqual(stuck.click('a1'), { refuse: 'The tower on a1 has no legal move.', rule: null });
});

test('with auto-play, the forced hops after the first are made at once; a selection alone plays nothing', () => {
  const input = new MoveInput(capture());
  input.autoplay = true;
  assert.deepEqual(input.click('c3'), { redraw: true }, 'selecting a tower never plays (issue 11 §2.12)');
  const result = input.click('e5');
  assert.equal(result.play.text, 'c3:e5:g7');
  assert.equal(result.fromHop, 0);
  const quietInput = new MoveInput(quiet());
  quietInput.autoplay = true;
  assert.deepEqual(quietInput.click('c3'), { redraw: true }, 'a choice of quiet moves waits');
});

test('the last move and the selection are in the view', () => {
  const input = new MoveInput(quiet());
  const view = input.view(move('g3', ['h4']));
  assert.deepEqual(view.last, new Set(['g3', 'h4']));
  assert.equal(view.selected, null);
  input.click('e3');
  input.reset();
  assert.equal(input.selected, null);
  assert.deepEqual(input.hops, []);
});
