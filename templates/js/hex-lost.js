// The marbles each side has pushed off a Hexpush board, counted against the number that loses
// the game ("2 of 6") and drawn in a row: on the game page's panel, and beside the analysis,
// puzzle and lesson boards, where a position may start with marbles already off.

import { t } from './i18n.js';

const SIDES = /** @type {const} */ (['black', 'white']);

export class LostMarbles {
  /** Fills `element` with a line a side: its marble, its words, the count and a row of the
   *  marbles it lost. `idPrefix` names the counts (`lost-black`, `lost-white`) on a page with
   *  one board; a page of several boards leaves it out.
   *  @param {HTMLElement} element @param {string} [idPrefix] */
  constructor(element, idPrefix) {
    element.classList.add('lost');
    element.setAttribute('role', 'group');
    element.setAttribute('aria-label', t('hex-lost'));
    /** Each side's count. @type {Record<Side, HTMLElement>} */
    this.counts = /** @type {Record<Side, HTMLElement>} */ ({});
    /** Each side's row of marbles. @type {Record<Side, HTMLElement>} */
    this.rows = /** @type {Record<Side, HTMLElement>} */ ({});
    element.replaceChildren(...SIDES.map(side => {
      const icon = marble(side);
      icon.setAttribute('aria-hidden', 'true');
      const count = document.createElement('strong');
      if (idPrefix) count.id = `${idPrefix}-${side}`;
      const row = document.createElement('span');
      row.className = 'lost-row';
      this.counts[side] = count;
      this.rows[side] = row;
      const line = document.createElement('p');
      line.append(icon, ` ${t(side === 'black' ? 'hex-black-lost' : 'hex-white-lost')} `, count, ' ', row);
      return line;
    }));
  }

  /** Shows how many marbles each side has lost, of `limit` (the engine's number that loses).
   *  @param {{black: number, white: number}} lost @param {number} limit */
  draw(lost, limit) {
    for (const side of SIDES) {
      this.counts[side].textContent = t('hex-lost-count', { lost: lost[side], count: limit });
      if (this.rows[side].childElementCount !== lost[side]) {
        this.rows[side].replaceChildren(...Array.from({ length: lost[side] }, () => marble(side)));
      }
    }
  }
}

/** A small marble of `side`. @param {Side} side */
function marble(side) {
  const span = document.createElement('span');
  span.className = `marble mini ${side}`;
  return span;
}
