// The Hexpush move input (templates/js/hexinput.js) under Node, over a fake HexGame: selecting
// a marble or a line, arming a move to preview it, playing it, and the refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import './messages.js';
import { readFileSync } from 'node:fs';
import { HexInput, describeHexMove } from '../../templates/js/hexinput.js';
import { HexShape } from '../../templates/js/hexshape.js';

/** The board's shape as the engine answers it (recorded: engine/tests/fixtures.rs checks it). */
const shape = new HexShape(JSON.parse(readFileSync(new URL('./fixtures/hex-shape.json', import.meta.url), 'utf8')));

/** A move as HexGame's legalMovesJson gives it. */
function hexMove(text, marbles, target, { broadside = false, pushed = [], off = false, destinations = [target] } = {}) {
  return { text, marbles, direction: 'NE', broadside, target, destinations, pushed, off };
}

function fakeHexGame({ black, white, moves, side = 'black' }) {
  return {
    sideToMove: () => side,
    legalMovesJson: () => JSON.stringify(moves),
    boardJson: () => JSON.stringify({ black, white, lost: { black: 0, white: 0 } }),
  };
}

// Black marbles on c3, c4, c5 (a line along a row) and a1; a white marble on c6.
const moves = [
  hexMove('c3c4', ['c3'], 'c4'),
  hexMove('c3d4', ['c3'], 'd4'),
  hexMove('c3c5c6', ['c3', 'c4', 'c5'], 'c6', { pushed: ['c6'], destinations: ['c4', 'c5', 'c6'] }),
  hexMove('c3c4d4', ['c3', 'c4'], 'd4', { broadside: true, destinations: ['d4', 'd5'] }),
];
const game = () => fakeHexGame({ black: ['a1', 'c3', 'c4', 'c5'], white: ['c6'], moves });

test('a marble shows the inline moves it trails; a tap on a cell only one move reaches plays it', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.deepEqual([...input.view(null).targets.keys()].sort(), ['c4', 'c6', 'd4']);
  assert.equal(input.click('d4').play.text, 'c3d4', 'no confirming tap');
});

test('without oneTap (the lessons) every arrow is previewed by a first tap, played by a second', () => {
  const input = new HexInput(game(), { shape });
  input.click('c3');
  assert.equal(input.click('d4').armed.text, 'c3d4');
  assert.equal(input.view(null).armed.text, 'c3d4');
  assert.equal(input.click('d4').play.text, 'c3d4');
});

test('a cell several moves reach: the first tap previews the arrow there, a second plays it', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  input.click('c3');
  input.click('c4');
  assert.deepEqual(input.selected, ['c3', 'c4']);
  const wide = [...moves, hexMove('c3c4d3', ['c3', 'c4'], 'd3', { broadside: true, destinations: ['d3', 'd4'] })];
  const two = new HexInput(fakeHexGame({ black: ['a1', 'c3', 'c4', 'c5'], white: ['c6'], moves: wide }), { shape, oneTap: true });
  two.selected = ['c3', 'c4'];
  const armed = two.click('d4');
  assert.equal(armed.armed.text, 'c3c4d4', 'd4 is the arrow of c3c4d4 and a landing of c3c4d3');
  assert.equal(two.view(null).armed.text, 'c3c4d4');
  assert.equal(two.click('d4').play.text, 'c3c4d4');
  two.selected = ['c3', 'c4'];
  two.armed = null;
  assert.equal(two.click('d3').play.text, 'c3c4d3', 'd3 only one move reaches');
});

test('tapping an empty cell clears the selection', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('i9'), { redraw: true, cleared: true });
  assert.deepEqual(input.selected, []);
  assert.deepEqual(input.click('i9'), { refuse: 'Select one of your marbles first.' });
});

test('the middle marble, then both ends, selects the line of three', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  input.click('c4');
  input.click('c3');
  assert.deepEqual(input.selected, ['c4', 'c3']);
  input.click('c5');
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.deepEqual(input.selectionMoves().map(m => m.text), ['c3c5c6']);
});

test('a line of four is refused with its reason, keeping the selection', () => {
  const input = new HexInput(fakeHexGame({ black: ['c3', 'c4', 'c5', 'c6'], white: [], moves: [hexMove('c3d4', ['c3'], 'd4')] }), { shape, oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('c6'), { refuse: 'At most 3 marbles move together: that line has 4.' });
  assert.deepEqual(input.selected, ['c3']);
});

test('a drag swipes out the line and drops it on the direction', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  assert.equal(input.dragStart('c6'), false, "a drag can't start on the opponent's marble");
  assert.equal(input.dragStart('c3'), true);
  assert.deepEqual(input.selected, ['c3']);
  input.dragOver('c4');
  input.dragOver('c5');
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.equal(input.dragOver('c6'), true, 'over the cell ahead: a preview');
  assert.equal(input.view(null).armed.text, 'c3c5c6');
  assert.equal(input.dragEnd('c6').play.text, 'c3c5c6');
  const pair = new HexInput(game(), { shape, oneTap: true });
  pair.dragStart('c3');
  pair.dragOver('c4');
  assert.equal(pair.dragEnd('d5').play.text, 'c3c4d4', 'from c4 north-east: the broadside, dropped on any of its landings');
  const back = new HexInput(game(), { shape, oneTap: true });
  back.dragStart('c3');
  back.dragOver('c4');
  assert.deepEqual(back.dragEnd('c4'), { redraw: true }, 'dropped on the line: only selected');
  assert.deepEqual(back.selected, ['c3', 'c4']);
  const off = new HexInput(game(), { shape, oneTap: true });
  off.dragStart('c3');
  assert.deepEqual(off.dragEnd('i9'), { redraw: true }, 'dropped nowhere: nothing played');
});

test('a second marble in line selects the line, with its own moves', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('c5'), { redraw: true });
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.deepEqual(input.selectionMoves().map(m => m.text), ['c3c5c6']);
  const reverse = new HexInput(game(), { shape, oneTap: true });
  assert.deepEqual(reverse.click('c5'), { refuse: 'That has no legal move.' }, 'c5 alone trails nothing');
  reverse.click('c3');
  assert.deepEqual(reverse.selected, ['c5', 'c4', 'c3']);
  assert.deepEqual(reverse.selectionMoves().map(m => m.text), ['c3c5c6']);
  const pair = new HexInput(game(), { shape, oneTap: true });
  pair.click('c4');
  pair.click('c3');
  assert.deepEqual(pair.selected, ['c4', 'c3']);
  assert.deepEqual(pair.selectionMoves().map(m => m.text), ['c3c4d4'], 'a broadside of the pair');
});

test('tapping the selected marble again clears the selection', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.deepEqual(input.selected, []);
});

test('refusals say why', () => {
  const input = new HexInput(game(), { shape, oneTap: true });
  assert.deepEqual(input.click('e5'), { refuse: 'Select one of your marbles first.' });
  assert.deepEqual(input.click('c6'), { refuse: "That marble is White's." });
  assert.deepEqual(input.click('a1'), { refuse: 'That has no legal move.' });
  const white = new HexInput(fakeHexGame({ black: ['a1'], white: ['c6'], moves: [], side: 'white' }), { shape });
  assert.deepEqual(white.click('a1'), { refuse: "That marble is Black's." });
});

test('a move is described for its preview', () => {
  assert.equal(describeHexMove(moves[0], 'black'), 'c3c4: one marble moves.');
  assert.equal(describeHexMove(moves[2], 'black'), 'c3c5c6: 3 marbles push one white marble.');
  assert.equal(describeHexMove(moves[3], 'black'), 'c3c4d4: 2 marbles move sideways.');
  const off = { ...moves[2], pushed: ['c6', 'c7'], off: true };
  assert.equal(describeHexMove(off, 'black'), 'c3c5c6: 3 marbles push 2 white marbles, and one goes off the board!');
});
