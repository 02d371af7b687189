// The page's interface messages in its language. The generator compiles them from the section
// `## page scripts` of locales/LANG.ftl into JSON, packed in the page's `<script id="messages">`
// (gzip, base64) and inflated there by the page's loader before this code runs: a message is a
// string with `{$name}` placeables, or a list of parts, each a
// string or a selector `{"$": name, "cases": {key: string}, "other": key}` (plurals: the case of
// the exact number, else of its plural category for the page's language, else `other`).
//
//   import { t } from './i18n.js';
//   t('moves-count', { count: 3 })   // "3 moves", "3 хода", "3 coups"

// Without a page (the unit tests under Node) the language is English and the messages are those
// given to `useMessages` (the unit tests pass the English page's); a key without one is itself.
const pageDocument = typeof document === 'undefined' ? null : document;

/** The page's language (`<html lang>`). */
export const lang = pageDocument?.documentElement.lang || 'en';

/** A message's selector: the case of `args[$]` in `cases`, else `cases[other]`.
 *  @typedef {{$: string, cases: {[key: string]: string}, other: string}} Selector */
/** A message: a string with placeables, or its parts.
 *  @typedef {string | Array<string | Selector>} Message */
/** The arguments of a message, by placeable name. @typedef {{[name: string]: unknown}} MessageArgs */

/** @type {{[key: string]: Message | undefined}} */
let pageMessages = JSON.parse(pageDocument?.getElementById('messages')?.textContent || '{}');

/** Replaces the messages (for code run without a page: the unit tests). */
/** @param {{[key: string]: Message}} messages */
export function useMessages(messages) { pageMessages = messages; }
const pluralRules = new Intl.PluralRules(lang);
const numberFormat = new Intl.NumberFormat(lang);

/** `text` with each `{$name}` replaced by `args[name]` (numbers written the language's way).
 *  @param {string} text @param {MessageArgs} args @returns {string} */
function fillPlaceables(text, args) {
  return text.replace(/\{\$([A-Za-z][\w-]*)\}/g, (/** @type {string} */ whole, /** @type {string} */ name) => {
    if (!(name in args)) return whole;
    const value = args[name];
    return typeof value === 'number' ? numberFormat.format(value) : String(value);
  });
}

/** The case of a selector for `args`. @param {Selector} selector @param {MessageArgs} args */
function chooseCase(selector, args) {
  const value = args[selector.$];
  const { cases } = selector;
  if (value !== undefined && Object.hasOwn(cases, String(value))) return cases[String(value)];
  if (typeof value === 'number') {
    const category = pluralRules.select(value);
    if (Object.hasOwn(cases, category)) return cases[category];
  }
  return cases[selector.other];
}

/** The message `key` in the page's language, its placeables filled from `args`; the key itself
 *  when the page has no such message (the build refuses a key missing from a catalog).
 *  @param {string} key @param {MessageArgs} [args] @returns {string} */
export function t(key, args = {}) {
  const message = pageMessages[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return fillPlaceables(message, args);
  return message.map(part => fillPlaceables(typeof part === 'string' ? part : chooseCase(part, args), args)).join('');
}

/** `text` as a message quotes what the player typed or pasted: whole up to `max` characters,
 *  else its beginning and an ellipsis (a pasted page of text is not echoed back whole).
 *  @param {unknown} text @param {number} [max] */
export function excerpt(text, max = 60) {
  const chars = [...String(text)];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** English text as a board speaks where nothing stacks (`towers` false: Russian draughts, English
 *  checkers, or a lesson board before towers are taught): pieces, not towers. The catalogs of
 *  the other languages say "piece" in every game already.
 *  @param {string} text @param {boolean} towers */
export function pieceWords(text, towers) {
  if (lang !== 'en' || towers) return text;
  return text.replace(/\btowers\b/g, 'pieces').replace(/\btower\b/g, 'piece');
}

/** `text` as a sentence of its own: its first letter a capital, a full stop at the end.
 *  @param {string} text */
export function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
}
