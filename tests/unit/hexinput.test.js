// The Hexpush move input (templates/js/hexinput.js) under Node, over a fake HexGame: selecting
// a marble or a line, arming a move to preview it, playing it, and the refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HexInput, describeHexMove } from '../../templates/js/hexinput.js';

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

test('a marble shows the inline moves it trails; a tap arms a move, a second tap plays it', () => {
  const input = new HexInput(game());
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.deepEqual([...input.view(null).targets.keys()].sort(), ['c4', 'c6', 'd4']);
  const armed = input.click('d4');
  assert.equal(armed.armed.text, 'c3d4');
  assert.equal(input.view(null).armed.text, 'c3d4');
  assert.equal(input.click('d4').play.text, 'c3d4');
});

test('a second marble in line selects the line, with its own moves', () => {
  const input = new HexInput(game());
  input.click('c3');
  assert.deepEqual(input.click('c5'), { redraw: true });
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.deepEqual(input.selectionMoves().map(m => m.text), ['c3c5c6']);
  const reverse = new HexInput(game());
  assert.deepEqual(reverse.click('c5'), { refuse: 'That has no legal move.' }, 'c5 alone trails nothing');
  reverse.click('c3');
  assert.deepEqual(reverse.selected, ['c5', 'c4', 'c3']);
  assert.deepEqual(reverse.selectionMoves().map(m => m.text), ['c3c5c6']);
  const pair = new HexInput(game());
  pair.click('c4');
  pair.click('c3');
  assert.deepEqual(pair.selected, ['c4', 'c3']);
  assert.deepEqual(pair.selectionMoves().map(m => m.text), ['c3c4d4'], 'a broadside of the pair');
});

test('tapping the selected marble again clears the selection', () => {
  const input = new HexInput(game());
  input.click('c3');
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.deepEqual(input.selected, []);
});

test('refusals say why', () => {
  const input = new HexInput(game());
  assert.deepEqual(input.click('e5'), { refuse: 'Select one of your marbles first.' });
  assert.deepEqual(input.click('c6'), { refuse: "That marble is White's." });
  assert.deepEqual(input.click('a1'), { refuse: 'That has no legal move.' });
  input.click('c3');
  assert.deepEqual(input.click('i9'), { refuse: 'No move of the selection goes there.' });
  const white = new HexInput(fakeHexGame({ black: ['a1'], white: ['c6'], moves: [], side: 'white' }));
  assert.deepEqual(white.click('a1'), { refuse: "That marble is Black's." });
});

test('a move is described for its preview', () => {
  assert.equal(describeHexMove(moves[0], 'black'), 'c3c4: one marble moves.');
  assert.equal(describeHexMove(moves[2], 'black'), 'c3c5c6: 3 marbles push one white marble.');
  assert.equal(describeHexMove(moves[3], 'black'), 'c3c4d4: 2 marbles move sideways.');
  const off = { ...moves[2], pushed: ['c6', 'c7'], off: true };
  assert.equal(describeHexMove(off, 'black'), 'c3c5c6: 3 marbles push 2 white marbles, and one goes off the board!');
});
