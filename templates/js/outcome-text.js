// A finished game's result in words, as the game pages and the analysis board say it: who won
// and why, or why it was drawn.

import { t } from './i18n.js';
import { otherSide } from './model.js';

/** The result in words, with the right reason: in tower rule sets a side whose pieces are all
 *  buried under the winner's towers has no towers left, not no pieces. A resignation or an
 *  agreed draw that a game record gave (`recorded`) is said to be the record's.
 *  @param {any} kit the board kit (its rule set, its sides' names)
 *  @param {Outcome} outcome @param {boolean} [recorded] */
export function outcomeText(kit, outcome, recorded = false) {
  if (recorded && ['resignation', 'agreement'].includes(outcome.reason)) {
    return outcome.kind === 'draw' ? t('result-recorded-draw') : t('result-recorded-win', kit.sideArgs(outcome.winner, 'winner'));
  }
  if (outcome.kind === 'draw') {
    const game = { game: kit.variant };
    const draw = {
      repetition: () => t('draw-repetition', game),
      noprogress: () => t('draw-noprogress', game),
      agreement: () => t('draw-agreement', game),
    }[outcome.reason];
    return draw ? draw() : outcome.text;
  }
  const args = { ...kit.sideArgs(outcome.winner, 'winner'), ...kit.sideArgs(otherSide(outcome.winner), 'loser') };
  /** @type {{[reason: string]: () => string}} */
  const words = {
    'no-pieces': () => t(kit.towers ? 'win-no-towers' : 'win-no-pieces', args),
    blocked: () => t('win-blocked', args),
    resignation: () => t('win-resignation', args),
  };
  const win = words[outcome.reason];
  // (A game's own ways to win, Hexpush's six marbles off, are its kit's to word.)
  return win ? win() : kit.winText?.(outcome.reason, args) ?? outcome.text;
}

/** A result the players declared (`{resigned: side}` or `{draw: true}`) as the engine's outcome.
 *  @param {import('./shell.js').Declared} declared @returns {Outcome} */
export function declaredOutcome(declared) {
  return declared.resigned
    ? { kind: 'win', winner: otherSide(declared.resigned), reason: 'resignation', text: '' }
    : { kind: 'draw', winner: null, reason: 'agreement', text: '' };
}
