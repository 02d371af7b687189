// The game review's judgement (templates/js/review.js): winning chances from evaluations, the
// marks of inaccuracies, mistakes and blunders, the better move, and each side's accuracy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { review, winningChances, judge, judgeLostWin } from '../../templates/js/review.js';

const cp = score => ({ score, win: null });

test('winning chances rise with the evaluation and a forced win is certain', () => {
  assert.equal(winningChances(cp(0)), 0);
  // A man ahead (100: the engine's measured man) is about a 71% expectation.
  assert.ok(winningChances(cp(100)) > 0.37 && winningChances(cp(100)) < 0.47);
  assert.ok(winningChances(cp(-300)) < -0.85);
  assert.equal(winningChances({ score: 29990, win: 3 }), 1);
  assert.equal(winningChances({ score: -29990, win: -2 }), -1);
});

test('at equality a man or a marble lost is a blunder, half of one a mistake, a tenth nothing', () => {
  const loss = score => winningChances(cp(0)) - winningChances(cp(score));
  assert.deepEqual(judge(loss(-100)), ['??', 'blunder']);
  assert.deepEqual(judge(loss(-50)), ['?', 'mistake']);
  assert.deepEqual(judge(loss(-25)), ['?!', 'inaccuracy']);
  assert.equal(judge(loss(-10)), null);
});

test("in marbles a quiet move's swing of 0.35 is not marked, a marble lost is a mistake, one and a half a blunder", () => {
  const loss = (from, to) => winningChances(cp(from), 'marble') - winningChances(cp(to), 'marble');
  // Hexpush's side to move reads itself about 0.15-0.2 ahead at the review's depth.
  assert.equal(judge(loss(17, -18)), null);
  assert.deepEqual(judge(loss(0, -100)), ['?', 'mistake']);
  assert.deepEqual(judge(loss(0, -150)), ['??', 'blunder']);
  // A review in marbles judges by that scale: Black to move reading itself 0.17 ahead, then White
  // 0.18 (White's side: -17, then +18) is no mistake of Black's; in men it would be an inaccuracy.
  const evaluations = [cp(-17), cp(18)];
  assert.equal(review(evaluations, ['black'], ['a1b2'], ['c3d3'], [], 'marble').moves[0].mark, null);
  assert.equal(review(evaluations, ['black'], ['a1b2'], ['c3d3']).moves[0].mark, '?!');
});

test('losses make inaccuracies, mistakes and blunders', () => {
  assert.equal(judge(0.05), null);
  assert.deepEqual(judge(0.12), ['?!', 'inaccuracy']);
  assert.deepEqual(judge(0.25), ['?', 'mistake']);
  assert.deepEqual(judge(0.6), ['??', 'blunder']);
});

test('a blunder is marked with the better move, from its player\'s side', () => {
  // White plays a good move, Black blunders a man and more, White keeps the gain.
  const evaluations = [cp(0), cp(5), cp(350), cp(340)];
  const result = review(evaluations, ['white', 'black', 'white'], ['c3-d4', 'f6-g5', 'e3-f4'], ['c3-d4', 'b6-a5', 'e3-f4']);
  assert.equal(result.moves[0].mark, null);
  assert.equal(result.moves[1].mark, '??');
  assert.equal(result.moves[1].better, 'f6-g5');
  assert.equal(result.moves[1].line, 'f6-g5', 'without a line, the better move alone');
  assert.equal(result.moves[2].mark, null);
  assert.equal(result.sides.black.blunder, 1);
  assert.equal(result.sides.white.blunder, 0);
  assert.ok(result.sides.white.accuracy > result.sides.black.accuracy);
  const lines = [['c3-d4', 'f6-g5'], ['f6-g5', 'g3-h4', 'g7-f6'], ['e3-f4']];
  const withLines = review(evaluations, ['white', 'black', 'white'], ['c3-d4', 'f6-g5', 'e3-f4'], ['c3-d4', 'b6-a5', 'e3-f4'], lines);
  assert.equal(withLines.moves[1].line, 'f6-g5 g3-h4 g7-f6', 'the better move with its line');
  assert.equal(withLines.moves[0].line, null, 'a good move has no better line');
  // A long line is cut after eight moves (before: the engine's whole line, 15 moves and more).
  const long = Array.from({ length: 12 }, (_, i) => (i % 2 ? 'f6-g5' : 'c3-d4'));
  const cut = review(evaluations, ['white', 'black', 'white'], ['c3-d4', 'f6-g5', 'e3-f4'], ['c3-d4', 'b6-a5', 'e3-f4'], [[], long, []]);
  assert.equal(cut.moves[1].line, `${long.slice(0, 8).join(' ')} …`);
});

test('the engine\'s own best move is not marked, however its evaluation drifts from one search to the next', () => {
  // The position before the move reads -0.47 for Black's move (Black's side +0.47); the search
  // one move on reads Black less well off. Played, the engine's best move is no inaccuracy;
  // another move losing as much is one.
  const evaluations = [cp(-47), cp(-20)];
  const played = review(evaluations, ['black'], ['e3:c5'], ['e3:c5']);
  assert.equal(played.moves[0].mark, null);
  assert.equal(played.moves[0].better, null);
  assert.equal(played.sides.black.inaccuracy, 0);
  const other = review(evaluations, ['black'], ['e3:c5'], ['f8:h6']);
  assert.equal(other.moves[0].mark, '?!');
  assert.equal(other.moves[0].better, 'e3:c5');
});

test('a side that gave a game away once is not found accurate for the moves that followed', () => {
  // Black blunders at its first move (a man and more), then its moves lose nothing: the game was
  // already lost. A plain mean of its moves' accuracies read 94%; weighted by how the game swung
  // around each move and with their harmonic mean (as lichess weighs them), much less.
  const plies = 30;
  const evaluations = [cp(0), cp(0), ...Array.from({ length: plies - 1 }, () => cp(400))];
  const movers = Array.from({ length: plies }, (_, k) => (k % 2 ? 'black' : 'white'));
  const played = Array.from({ length: plies }, (_, k) => `m${k}`);
  const best = played.map((text, k) => (k === 1 ? 'better' : text));
  const result = review(evaluations, movers, best, played);
  assert.equal(result.sides.black.blunder, 1);
  assert.equal(result.sides.white.accuracy, 100);
  assert.ok(result.sides.black.accuracy < 70, `Black's accuracy ${result.sides.black.accuracy}`);
  // Without a mistake, every move is accurate.
  const clean = review(Array.from({ length: plies + 1 }, () => cp(0)), movers, played, played);
  assert.deepEqual([clean.sides.white.accuracy, clean.sides.black.accuracy], [100, 100]);
});

test('a forced win let go is marked as lichess marks a mate let go, by what is left of it', () => {
  // White wins in 6; White's move leaves a position the engine reads +4.85 and no forced win:
  // the chances hardly move (1 to 0.975), and before this the move went unmarked.
  const win = { score: 0, win: 6 };
  const lostAt = (/** @type {number} */ score) => review([win, cp(score)], ['white'], ['g5:e3'], ['c3-d4']).moves[0];
  assert.deepEqual([lostAt(485).mark, lostAt(485).kind, lostAt(485).better], ['?!', 'inaccuracy', 'g5:e3']);
  assert.equal(lostAt(330).mark, '?', 'well ahead still: a mistake');
  assert.equal(lostAt(250).mark, '??', 'two and a half men ahead: a blunder');
  assert.equal(lostAt(-300).mark, '??', 'worse, as the chances judge it');
  // From Black's side likewise; a win kept (longer or shorter) is not marked, nor the engine's move.
  assert.equal(review([{ score: 0, win: -4 }, cp(-485)], ['black'], ['b6-a5'], ['h6-g5']).moves[0].mark, '?!');
  assert.equal(review([win, { score: 0, win: 9 }], ['white'], ['g5:e3'], ['c3-d4']).moves[0].mark, null);
  assert.equal(review([win, cp(485)], ['white'], ['g5:e3'], ['g5:e3']).moves[0].mark, null);
  // The judgements by what is left.
  assert.deepEqual([judgeLostWin(0.97), judgeLostWin(0.9), judgeLostWin(0.5)], [['?!', 'inaccuracy'], ['?', 'mistake'], ['??', 'blunder']]);
});
