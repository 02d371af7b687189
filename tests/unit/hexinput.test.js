// The Hexpush move input (templates/js/hexinput.js) under Node, over positions as the engine
// answers for them (recorded in fixtures/hex-positions.json, checked against the engine by
// engine/tests/fixtures.rs): the selection the page keeps as the engine answers each tap, swipe
// and drop; which move a tap previews or plays; the refusals in the page's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import './messages.js';
import { readFileSync } from 'node:fs';
import { HexInput, describeHexMove } from '../../templates/js/hexinput.js';

/** The engine's answers for the positions of the tests, by name. */
const RECORDED = JSON.parse(readFileSync(new URL('./fixtures/hex-positions.json', import.meta.url), 'utf8'));

/** A HexGame over a recorded position, with the methods HexInput uses. */
function recordedHexGame(name) {
  const answers = RECORDED[name];
  return {
    sideToMove: () => answers.side,
    boardJson: () => JSON.stringify(answers.board),
    pickJson: (selected, cell) => JSON.stringify(answers.picks[`${selected}|${cell}`]),
    selectionMovesJson: selected => JSON.stringify(answers.moves[selected]),
    movesToJson: (selected, cell) => JSON.stringify(answers.movesTo[`${selected}|${cell}`] ?? []),
    swipeJson: (origin, over) => JSON.stringify(answers.swipes[`${origin}|${over}`] ?? null),
    dropJson: (selected, left, cell) => JSON.stringify(answers.drops[`${selected}|${left}|${cell}`] ?? null),
  };
}

// Black (to move) on a1 and on c3, c4, c5 (a line along a row); White on c6 and i9.
const game = () => recordedHexGame('line');
const moveOf = (selected, text) => RECORDED.line.moves[selected].find(m => m.text === text);

test('a marble shows the inline moves it trails; a tap on a cell only one move reaches plays it', () => {
  const input = new HexInput(game(), { oneTap: true });
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.deepEqual([...input.view(null).targets.keys()].sort(), ['b2', 'b3', 'c2', 'c6', 'd3', 'd4']);
  assert.equal(input.click('d4').play.text, 'c3d4', 'no confirming tap');
});

test('without oneTap (the lessons) every arrow is previewed by a first tap, played by a second', () => {
  const input = new HexInput(game());
  input.click('c3');
  assert.equal(input.click('d4').armed.text, 'c3d4');
  assert.equal(input.view(null).armed.text, 'c3d4');
  assert.equal(input.click('d4').play.text, 'c3d4');
});

test('a cell several moves reach: the first tap previews the arrow there, a second plays it', () => {
  const input = new HexInput(game(), { oneTap: true });
  input.click('c3');
  input.click('c4');
  assert.deepEqual(input.selected, ['c3', 'c4']);
  const armed = input.click('d4');
  assert.equal(armed.armed.text, 'c3c4d4', 'd4 is the arrow of c3c4d4 and a landing of c3c4d3');
  assert.equal(input.view(null).armed.text, 'c3c4d4');
  assert.equal(input.click('d4').play.text, 'c3c4d4');
  input.armed = null;
  assert.equal(input.click('d5').play.text, 'c3c4d4', 'd5 only one move reaches');
});

test('tapping an empty cell clears the selection', () => {
  const input = new HexInput(game(), { oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('e5'), { redraw: true, cleared: true });
  assert.deepEqual(input.selected, []);
  assert.deepEqual(input.click('e5'), { refuse: 'Select one of your marbles first.' });
});

test('the middle marble, then both ends, selects the line of three', () => {
  const input = new HexInput(game(), { oneTap: true });
  input.click('c4');
  input.click('c3');
  assert.deepEqual(input.selected, ['c4', 'c3']);
  input.click('c5');
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.ok(input.selectionMoves().some(m => m.text === 'c3c4' && m.pushed.join() === 'c6'), 'the line pushes c6');
});

test('a line of four is refused with its reason, keeping the selection', () => {
  // Black on c3, c4, c5, c6.
  const input = new HexInput(recordedHexGame('four'), { oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('c6'), { refuse: 'At most 3 marbles move together: that line has 4.' });
  assert.deepEqual(input.selected, ['c3']);
});

test('a drag swipes out the line and drops it on the direction', () => {
  const input = new HexInput(game(), { oneTap: true });
  assert.equal(input.dragStart('c6'), false, "a drag can't start on the opponent's marble");
  assert.equal(input.dragStart('c3'), true);
  assert.deepEqual(input.selected, ['c3']);
  input.dragOver('c4');
  input.dragOver('c5');
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.equal(input.dragOver('c6'), true, 'over the cell ahead: a preview');
  assert.equal(input.view(null).armed.text, 'c3c4');
  assert.equal(input.dragEnd('c6').play.text, 'c3c4', 'the line of three pushes c6');
  const pair = new HexInput(game(), { oneTap: true });
  pair.dragStart('c3');
  pair.dragOver('c4');
  assert.equal(pair.dragEnd('d5').play.text, 'c3c4d4', 'from c4 north-east: the broadside, dropped on any of its landings');
  const back = new HexInput(game(), { oneTap: true });
  back.dragStart('c3');
  back.dragOver('c4');
  assert.deepEqual(back.dragEnd('c4'), { redraw: true }, 'dropped on the line: only selected');
  assert.deepEqual(back.selected, ['c3', 'c4']);
  const off = new HexInput(game(), { oneTap: true });
  off.dragStart('c3');
  assert.deepEqual(off.dragEnd('i9'), { redraw: true }, 'dropped nowhere: nothing played');
});

test('a second marble in line selects the line, with its own moves', () => {
  const input = new HexInput(game(), { oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('c5'), { redraw: true });
  assert.deepEqual(input.selected, ['c3', 'c4', 'c5']);
  assert.ok(input.selectionMoves().every(m => [...m.marbles].sort().join() === 'c3,c4,c5'));
  const reverse = new HexInput(game(), { oneTap: true });
  reverse.click('c5');
  reverse.click('c3');
  assert.deepEqual(reverse.selected, ['c5', 'c4', 'c3']);
  const pair = new HexInput(game(), { oneTap: true });
  pair.click('c4');
  pair.click('c3');
  assert.deepEqual(pair.selected, ['c4', 'c3']);
  assert.ok(pair.selectionMoves().some(m => m.text === 'c3c4d4' && m.broadside), 'a broadside of the pair');
});

test('tapping the selected marble again clears the selection', () => {
  const input = new HexInput(game(), { oneTap: true });
  input.click('c3');
  assert.deepEqual(input.click('c3'), { redraw: true });
  assert.deepEqual(input.selected, []);
});

test('refusals say why', () => {
  const input = new HexInput(game(), { oneTap: true });
  assert.deepEqual(input.click('e5'), { refuse: 'Select one of your marbles first.' });
  assert.deepEqual(input.click('c6'), { refuse: "That marble is White's." });
  const white = new HexInput(recordedHexGame('white-to-move'));
  assert.deepEqual(white.click('a1'), { refuse: "That marble is Black's." });
});

test('a move is described for its preview', () => {
  assert.equal(describeHexMove(moveOf('c3', 'c3d4'), 'black'), 'c3d4: one marble moves.');
  assert.equal(describeHexMove(moveOf('c3', 'c3c4'), 'black'), 'c3c4: 3 marbles push one white marble.');
  assert.equal(describeHexMove(moveOf('c3 c4', 'c3c4d4'), 'black'), 'c3c4d4: 2 marbles move sideways.');
  const off = { ...moveOf('c3', 'c3c4'), pushed: ['c6', 'c7'], off: true };
  assert.equal(describeHexMove(off, 'black'), 'c3c4: 3 marbles push 2 white marbles, and one goes off the board!');
});
