// The puzzle rating (templates/js/glicko.js, Glicko-2): a new player's first results move it by
// a believable amount, and later ones by less.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { START, rate } from '../../templates/js/glicko.js';

const PUZZLE = { rd: 100 };  // (as puzzles.js rates them)

test("a new player's first puzzle moves the rating by 200 points at most", () => {
  // A puzzle 400 below missed (before: −454), one 50 above solved (before: +201).
  const missed = rate(START, { ...PUZZLE, rating: 1100 }, 0);
  assert.ok(missed.rating < 1500 && missed.rating >= 1300, `missed: ${missed.rating}`);
  const solved = rate(START, { ...PUZZLE, rating: 1550 }, 1);
  assert.ok(solved.rating > 1500 && solved.rating <= 1650, `solved: ${solved.rating}`);
});

test('the rating settles: after twenty results a miss moves it less than the first did', () => {
  let player = START;
  for (let i = 0; i < 20; i++) player = rate(player, { ...PUZZLE, rating: 1500 }, i % 2);
  const first = 1500 - rate(START, { ...PUZZLE, rating: 1500 }, 0).rating;
  const later = player.rating - rate(player, { ...PUZZLE, rating: player.rating }, 0).rating;
  assert.ok(later < first / 2, `later ${later}, first ${first}`);
  assert.ok(player.rd < START.rd);
});
