// A game's review from the engine's evaluations of its positions, as lichess judges moves: each
// evaluation (hundredths of a man, from White's side, or a forced win in moves) as White's
// winning chances; a move's loss is how much it lowers its player's chances; 0.1, 0.2 and 0.3
// of the [-1, 1] scale make an inaccuracy (?!), a mistake (?) and a blunder (??); accuracy per
// move follows lichess's curve of the win percentage lost, and a side's accuracy weighs its moves
// as lichess does (by how much the game swings, and by their harmonic mean); a forced win let go
// is marked as lichess marks a mate let go; the engine's best move is not marked.
// No rule is decided here.

/** How fast the winning chances rise with the evaluation (per hundredth of the engine's measured
 *  man or marble), by unit. A man ahead is 0.42, a 71% expectation. (In the engine's own self-play a
 *  man ahead won 73–94% by `engine calibrate`: Bashni and classic Bashni 73–74%, Lasca 91%, Russian
 *  and English 93–96%; people convert less.) Before the engine measured its man, its draughts
 *  scores were 2.1–2.6 times as large (1.5 in Lasca) and this was 0.004: the judgements of Russian
 *  and both Bashnis are about as before, English's a little milder, Lasca's sharper. A marble ahead
 *  is 0.24 (62%): at the review's depth Hexpush's evaluations swing by 0.3–0.4 marble from one
 *  side's move to the other's in quiet play (each side to move reads itself 0.15–0.2 ahead), which
 *  a man's scale marks as an inaccuracy on every opening move; at this one a quiet move is not
 *  marked, a marble lost at equality is a mistake, one and a half a blunder (before, 0.004: a
 *  marble lost was an inaccuracy). */
const STEEPNESS = { man: 0.009, marble: 0.005 };

/** The evaluations' unit: `'man'` (draughts) or `'marble'` (Hexpush). @typedef {'man' | 'marble'} Unit */

/** A move's judgement: its kind. @typedef {'inaccuracy' | 'mistake' | 'blunder'} Judgement */
/** An evaluation from White's side (hundredths of a man or a marble), or a forced win in moves
 *  (positive: White wins): an engine's report (SearchInfo) or a saved review's.
 *  @typedef {{score: number, win?: number | null}} Evaluation */

/** The thresholds of lost winning chances, worst first: [mark, loss, kind].
 *  @type {Array<[string, number, Judgement]>} */
export const JUDGEMENTS = [['??', 0.3, 'blunder'], ['?', 0.2, 'mistake'], ['?!', 0.1, 'inaccuracy']];

/** White's winning chances in [-1, 1] for an evaluation `{score, win}` (see opponent.js) in
 *  hundredths of `unit`. @param {Evaluation} evaluation @param {Unit} [unit] */
export function winningChances(evaluation, unit = 'man') {
  if (evaluation.win !== null && evaluation.win !== undefined) return evaluation.win > 0 ? 1 : -1;
  return 2 / (1 + Math.exp(-STEEPNESS[unit] * evaluation.score)) - 1;
}

/** The judgement of a move that lowers its player's chances by `loss`: [mark, kind] or null.
 *  @param {number} loss @returns {[string, Judgement] | null} */
export function judge(loss) {
  const found = JUDGEMENTS.find(([, threshold]) => loss >= threshold);
  return found ? [found[0], found[2]] : null;
}

/** The judgement of a move that let its player's forced win go, as lichess judges a mate let
 *  go: by what is left of the win, the player's chances after the move (`after`, in [-1, 1]).
 *  Still far ahead (lichess's ten pawns, 0.95 of its scale) an inaccuracy, well ahead (seven
 *  pawns, 0.86) a mistake, else a blunder. (A win let go while the evaluation stays +4.85 loses
 *  too little of the chances to be marked by them alone.)
 *  @param {number} after @returns {[string, Judgement]} */
export function judgeLostWin(after) {
  const kind = after > 0.95 ? 'inaccuracy' : after > 0.86 ? 'mistake' : 'blunder';
  const found = /** @type {[string, number, Judgement]} */ (JUDGEMENTS.find(([, , name]) => name === kind));
  return [found[0], found[2]];
}

/** The worse of two judgements (none counts as the mildest).
 *  @param {[string, Judgement] | null} a @param {[string, Judgement] | null} b */
function worse(a, b) {
  const rank = (/** @type {[string, Judgement] | null} */ j) => (j ? JUDGEMENTS.findIndex(([, , name]) => name === j[1]) : JUDGEMENTS.length);
  return rank(b) < rank(a) ? b : a;
}

/** A move's accuracy (0–100) from its player's win percentage before and after it.
 *  @param {number} before @param {number} after */
export function moveAccuracy(before, after) {
  const lost = Math.max(0, before - after);
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * lost) - 3.1669));
}

/** How much the game swings around each of its `plies` moves, from White's win percentage in
 *  each position (`percents`, one more than the moves): the standard deviation of the
 *  percentages in a window of the game around the move (a tenth of the game, 2 to 8 positions;
 *  the first moves share the first window), between 0.5 and 12. A move weighs more in a game
 *  that swings: lichess weighs its game accuracy so.
 *  @param {number[]} percents @returns {number[]} */
export function volatility(percents) {
  const plies = percents.length - 1;
  const size = Math.max(2, Math.min(8, Math.floor(percents.length / 10)));
  return Array.from({ length: plies }, (_, k) => {
    const start = Math.max(0, Math.min(k - (size - 2), percents.length - size));
    const window = percents.slice(start, start + size);
    const mean = window.reduce((sum, x) => sum + x, 0) / window.length;
    const spread = Math.sqrt(window.reduce((sum, x) => sum + (x - mean) ** 2, 0) / window.length);
    return Math.max(0.5, Math.min(12, spread));
  });
}

/** A side's accuracy (0–100) from its moves' accuracies and their weights (`volatility`): the
 *  mean of their weighted mean and their harmonic mean (each move at least 1), so that a few bad
 *  moves among many forced or already decided ones still tell, as in lichess's game accuracy
 *  (a plain mean gave 91% to a side that gave away every piece). Null without moves.
 *  @param {Array<{accuracy: number, weight: number}>} moves @returns {number | null} */
export function sideAccuracy(moves) {
  if (!moves.length) return null;
  const weighted = moves.reduce((sum, m) => sum + m.accuracy * m.weight, 0) / moves.reduce((sum, m) => sum + m.weight, 0);
  const harmonic = moves.length / moves.reduce((sum, m) => sum + 1 / Math.max(1, m.accuracy), 0);
  return Math.round((weighted + harmonic) / 2);
}

/** How many moves of the engine's line a better move's comment shows: enough to see the idea
 *  (a whole line of 15 moves was long to read, on a phone most of all). */
export const LINE_PLIES = 8;

/** The first [`LINE_PLIES`] moves of `line`, then "…" when it goes on. @param {string[]} line */
function shortLine(line) {
  return line.length > LINE_PLIES ? `${line.slice(0, LINE_PLIES).join(' ')} …` : line.join(' ');
}

/**
 * The review of a line of moves: `evaluations[k]` is the evaluation of the position after k
 * moves (from White's side), `movers[k]` the side that played move k+1, `best[k]` the engine's
 * best move text in that position, `played[k]` the move played there and `lines[k]` the
 * engine's best line there (in the game's notation; none: the best move alone).
 * @param {Evaluation[]} evaluations @param {Side[]} movers @param {Array<string | null>} best
 * @param {string[]} played @param {string[][]} [lines] @param {Unit} [unit] the evaluations' unit
 * @returns {{moves: Array<{mark: string|null, kind: string|null, loss: number, better: string|null, line: string|null}>,
 *   sides: {white: {inaccuracy: number, mistake: number, blunder: number, accuracy: number|null},
 *           black: {inaccuracy: number, mistake: number, blunder: number, accuracy: number|null}}}}
 */
export function review(evaluations, movers, best, played, lines = [], unit = 'man') {
  /** @returns {{inaccuracy: number, mistake: number, blunder: number, accuracy: number|null}} */
  const empty = () => ({ inaccuracy: 0, mistake: 0, blunder: 0, accuracy: null });
  const sides = { white: empty(), black: empty() };
  /** Each side's moves: their accuracies and weights. */
  const scored = { white: /** @type {Array<{accuracy: number, weight: number}>} */ ([]), black: /** @type {Array<{accuracy: number, weight: number}>} */ ([]) };
  const weights = volatility(evaluations.slice(0, played.length + 1).map(e => 50 + 50 * winningChances(e, unit)));
  const moves = played.map((text, k) => {
    const sign = movers[k] === 'white' ? 1 : -1;
    const before = sign * winningChances(evaluations[k], unit);
    const after = sign * winningChances(evaluations[k + 1], unit);
    const loss = Math.max(0, before - after);
    // A forced win of the mover's before the move and none after: let go.
    const winBefore = sign * (evaluations[k].win ?? 0) > 0;
    const winAfter = sign * (evaluations[k + 1].win ?? 0) > 0;
    // The engine's own best move is never a mistake: what its evaluation loses there is the
    // search seeing deeper one move on, not the player's doing (lichess marks it neither).
    const judged = best[k] === text ? null
      : winBefore && !winAfter ? worse(judge(loss), judgeLostWin(after)) : judge(loss);
    const side = sides[movers[k]];
    if (judged) side[judged[1]]++;
    scored[movers[k]].push({ accuracy: moveAccuracy(50 + 50 * before, 50 + 50 * after), weight: weights[k] });
    const better = judged && best[k] && best[k] !== text ? best[k] : null;
    return {
      mark: judged ? judged[0] : null, kind: judged ? judged[1] : null, loss, better,
      line: better ? (lines[k]?.length ? shortLine(lines[k]) : better) : null,
    };
  });
  for (const name of /** @type {Side[]} */ (['white', 'black'])) sides[name].accuracy = sideAccuracy(scored[name]);
  return { moves, sides };
}
