// The address fragment that opens a game record on a page, as the game pages' links and the
// analysis board read it: the record's rule set, and its start with its moves shown from the
// first (or only its position, when it has no moves); and what the page says of a text that
// held more games than the one opened.

import { t } from './i18n.js';

/** A game as the pages pass it around: its rule set, its start position and its move texts.
 *  @typedef {{variant: string, start: string, moves: string[]}} GameLine */

/** The fragment's parameters for `record` (the engine's reading of a PDN: variant, start, moves).
 *  @param {GameLine} record */
export function recordParams(record) {
  const params = new URLSearchParams({ variant: record.variant });
  if (record.moves.length) {
    params.set('start', record.start);
    params.set('moves', record.moves.join(','));
    params.set('ply', '0');
  } else {
    params.set('tfen', record.start);
  }
  return params;
}

/** `message` (what opening a record did), followed by a word that the text held more games when
 *  the engine's reading says so (only a text's first game is read).
 *  @param {{more: boolean}} record @param {string} message */
export function withLaterGames(record, message) {
  return record.more ? `${message} ${t('record-first-of-several')}` : message;
}
