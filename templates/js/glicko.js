// Glicko-2 (Mark Glickman's rating system, as lichess rates puzzles): a player's rating,
// deviation and volatility after one game against an opponent of known rating and deviation.

const SCALE = 173.7178;
const TAU = 0.5;
const EPSILON = 0.000001;

/** The most a player's deviation may be: a new player's. Glicko-2's 350 moved a new player
 *  by 450 points for one puzzle missed (1500 against an 1100 puzzle) and 200 for one solved;
 *  at 200 the first results move the rating by 100–200 points and later ones by less. */
export const MAX_RD = 200;

/** A new player's rating. */
export const START = { rating: 1500, rd: MAX_RD, vol: 0.06 };

/** The player's rating after one result (`score` 1 for a win, 0 for a loss) against
 *  `opponent` ({rating, rd}): {rating, rd, vol}, the deviation kept between 45 and [`MAX_RD`].
 *  @param {{rating: number, rd: number, vol: number}} player @param {{rating: number, rd: number}} opponent
 *  @param {number} score */
export function rate(player, opponent, score) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const muJ = (opponent.rating - 1500) / SCALE;
  const phiJ = opponent.rd / SCALE;
  const g = 1 / Math.sqrt(1 + 3 * phiJ * phiJ / (Math.PI * Math.PI));
  const expected = 1 / (1 + Math.exp(-g * (mu - muJ)));
  const v = 1 / (g * g * expected * (1 - expected));
  const delta = v * g * (score - expected);
  const vol = newVolatility(phi, v, delta, player.vol);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * g * (score - expected);
  return {
    rating: Math.round(1500 + SCALE * muNew),
    rd: Math.min(MAX_RD, Math.max(45, SCALE * phiNew)),
    vol,
  };
}

/** The volatility after the game (Glickman's iterative step 5, Illinois algorithm).
 *  @param {number} phi @param {number} v @param {number} delta @param {number} sigma */
function newVolatility(phi, v, delta, sigma) {
  const a = Math.log(sigma * sigma);
  /** @param {number} x */
  const f = x => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let low = a;
  /** @type {number} */
  let high;
  if (delta * delta > phi * phi + v) {
    high = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    high = a - k * TAU;
  }
  let fLow = f(low);
  let fHigh = f(high);
  for (let i = 0; i < 100 && Math.abs(high - low) > EPSILON; i++) {
    const c = low + (low - high) * fLow / (fHigh - fLow);
    const fC = f(c);
    if (fC * fHigh <= 0) {
      low = high;
      fLow = fHigh;
    } else {
      fLow /= 2;
    }
    high = c;
    fHigh = fC;
  }
  return Math.exp(low / 2);
}
