// The address fragment that opens a game record on a page, as the game pages' links and the
// analysis board read it: the record's rule set, and its start with its moves shown from the
// first (or only its position, when it has no moves); and what the page says of a text that
// held more games than the one opened.

import { t } from './i18n.js';

/** A game as the pages pass it around: its rule set, its start position and its move texts.
 *  @typedef {{variant: string, start: string, moves: string[]}} GameLine */
/** @typedef {import('./shell.js').Declared} Declared */

/** The tags of a game record that the players give (the engine's `pdnGame` takes them in this
 *  order); the rest (Result, GameType, FEN) are the game's. */
export const RECORD_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black'];

/** 'YYYY.MM.DD', the PDN date (the player's own day). @param {Date} date */
function pdnDate(date) {
  /** @param {number} n */
  const two = n => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}

/** A game's own tags, in [`RECORD_TAGS`]' order and the page's words, played today: against the
 *  computer (its side and level) the person is "Player" and the computer "Computer level N";
 *  two people at one device are their colours (`sideName`).
 *  @param {(side: Side) => string} sideName @param {{side: Side, level: number} | null} computer
 *  @returns {string[]} */
export function ownTags(sideName, computer) {
  /** @param {Side} side */
  const player = side => (!computer ? sideName(side)
    : computer.side === side ? t('pdn-computer', { level: computer.level }) : t('pdn-player'));
  return [t('pdn-event'), t('pdn-site'), pdnDate(new Date()), '', player('white'), player('black')];
}

/** The result a game record gives (`1-0`: Black resigned, `0-1`, `1/2-1/2`) as a declared one;
 *  null for an unknown result or none. @param {string | null | undefined} result
 *  @returns {Declared | null} */
export function recordedResult(result) {
  switch (result) {
    case '1-0': return { resigned: 'black' };
    case '0-1': return { resigned: 'white' };
    case '1/2-1/2': return { draw: true };
    default: return null;
  }
}

/** A declared result as a link's `result` parameter: `white-resigned`, `black-resigned` or
 *  `draw-agreed`; or, for a result that a game record gave (`recorded`), the record's score.
 *  @param {Declared} declared @param {boolean} recorded */
export function resultParam(declared, recorded) {
  if (recorded) return declared.draw ? '1/2-1/2' : declared.resigned === 'white' ? '0-1' : '1-0';
  return declared.resigned ? `${declared.resigned}-resigned` : 'draw-agreed';
}

/** The declared result a link's `result` parameter names (`resultParam`'s words), with whether a
 *  game record gave it; null for none or a word it does not know. @param {string | null} param
 *  @returns {{declared: Declared, recorded: boolean} | null} */
export function readResultParam(param) {
  const resigned = /^(white|black)-resigned$/.exec(param ?? '');
  if (resigned) return { declared: { resigned: /** @type {Side} */ (resigned[1]) }, recorded: false };
  if (param === 'draw-agreed') return { declared: { draw: true }, recorded: false };
  const declared = recordedResult(param);
  return declared && { declared, recorded: true };
}

/** The fragment's parameters for `record` (the engine's reading of a PDN: variant, start, moves,
 *  and the result it gives). @param {GameLine & {result?: string | null}} record */
export function recordParams(record) {
  const params = new URLSearchParams({ variant: record.variant });
  if (record.moves.length) {
    params.set('start', record.start);
    params.set('moves', record.moves.join(','));
    params.set('ply', '0');
    // The result the record gives, which the page shows at its end unless the rules ended it.
    if (recordedResult(record.result)) params.set('result', /** @type {string} */ (record.result));
  } else {
    params.set('tfen', record.start);
  }
  return params;
}

/** What the page says of a game record it opened: how many moves, and the result the record
 *  gives. @param {number} count its numbered moves @param {string | null | undefined} result */
export function importedText(count, result) {
  return result ? t('game-imported-result', { count, result }) : t('game-imported', { count });
}

/** `message` (what opening a record did), followed by a word that the text held more games when
 *  the engine's reading says so (only a text's first game is read).
 *  @param {{more: boolean}} record @param {string} message */
export function withLaterGames(record, message) {
  return record.more ? `${message} ${t('record-first-of-several')}` : message;
}
