// Local storage that never breaks the page. Every stored value is read through `store.get`, which
// knows each key's schema (below): a value too long, not JSON, or of the wrong shape is dropped
// (removed, with a quiet notice in the console) and the caller gets its default; within a value,
// a bad field is dropped and the rest kept. Where the browser refuses storage (private modes,
// file:// policies, a full quota) reads return the default and writes are skipped.
//
// Keys are versioned: a schema that changes incompatibly gets a new version, stored under
// `bashni.<key>@<version>` (version 1 is the bare key), so an old value is never read as a new one.

/** Longest stored text read (characters): a game of thousands of moves fits; a huge value is
 *  refused before it is parsed. */
export const MAX_STORED = 200_000;

// The readers below take a value as JSON.parse gave it, not yet checked: `any`, whatever the
// stored text held. Each returns the value checked, or undefined when it is not of its shape.

/** @param {any} value @returns {boolean} */
const isObject = value => value !== null && typeof value === 'object' && !Array.isArray(value);
/** @param {number} max @returns {(value: any) => string | undefined} */
const shortString = max => value => (typeof value === 'string' && value.length <= max ? value : undefined);
/** @template T @param {T[]} choices @returns {(value: any) => T | undefined} */
const oneOf = (...choices) => value => (choices.includes(value) ? value : undefined);
/** @param {any} value @returns {boolean | undefined} */
const boolean = value => (typeof value === 'boolean' ? value : undefined);
/** @param {number} min @param {number} max @returns {(value: any) => number | undefined} */
const integer = (min, max) => value => (Number.isInteger(value) && value >= min && value <= max ? value : undefined);
/** @param {any} value @returns {string[] | undefined} */
const moveList = value => (Array.isArray(value) && value.length <= 10_000 && value.every(m => typeof m === 'string' && m.length <= 200)
  ? value : undefined);

/** An object schema: each field checked by its own reader; bad or unknown fields dropped.
 *  `required` fields must be good or the whole value is refused. The fields kept are each of
 *  its reader's type: `any` here, the reader decides.
 *  @param {{[name: string]: (value: any) => unknown}} fields @param {string[]} [required]
 *  @returns {(value: any) => {[name: string]: any} | undefined} */
function record(fields, required = []) {
  return value => {
    if (!isObject(value)) return undefined;
    /** @type {{[name: string]: any}} */
    const clean = {};
    for (const [name, check] of Object.entries(fields)) {
      if (!Object.hasOwn(value, name)) continue;
      const field = check(value[name]);
      if (field !== undefined) clean[name] = field;
    }
    return required.every(name => name in clean) ? clean : undefined;
  };
}

/** `{ stars: { "<board index>": 0–3 }, boards: n }`: bad entries dropped.
 *  @param {any} value */
function lessonProgress(value) {
  if (!isObject(value)) return undefined;
  /** @type {{[index: string]: number}} */
  const stars = {};
  if (isObject(value.stars)) {
    for (const [index, count] of Object.entries(value.stars)) {
      // A board's index as the lesson page writes it (no leading zero), and one to three stars.
      if (/^(0|[1-9]\d{0,2})$/.test(index) && Number.isInteger(count) && count >= 1 && count <= 3) stars[index] = count;
    }
  }
  const boards = integer(1, 1000)(value.boards);
  return boards === undefined ? { stars } : { stars, boards };
}

/** A result the players declared: `{resigned: side}` or `{draw: true}`. @param {any} value */
const declared = value => {
  const clean = record({ resigned: oneOf('white', 'black'), draw: oneOf(true) })(value);
  return clean && (clean.resigned || clean.draw) ? clean : undefined;
};

/** A number from `min` to `max`. @param {number} min @param {number} max @returns {(value: any) => number | undefined} */
const number = (min, max) => value => (typeof value === 'number' && value >= min && value <= max ? value : undefined);

/** One game's puzzle progress: the Glicko-2 rating, the streak's best, and the last results
 *  (`[id, solved, rating after]`, newest last; bad entries dropped). @param {any} value */
function puzzleProgress(value) {
  const clean = record({
    rating: number(100, 4000), rd: number(1, 400), vol: number(0, 1), best: integer(0, 100_000),
  })(value);
  if (!clean) return undefined;
  const history = Array.isArray(value.history) ? value.history.slice(-200) : [];
  clean.history = history.filter(/** @param {any} entry */ entry => Array.isArray(entry) && entry.length === 3
    && typeof entry[0] === 'string' && entry[0].length <= 20 && typeof entry[1] === 'boolean'
    && Number.isInteger(entry[2]) && entry[2] >= 100 && entry[2] <= 4000);
  return clean;
}

/** The last game review: the game (variant, start, moves joined by commas), each position's
 *  evaluation `[score, win]`, the engine's best move there and its best line (a list of moves;
 *  a review saved before lines were kept has none). @param {any} value */
function savedReview(value) {
  const clean = record({ variant: shortString(20), start: shortString(2000), moves: shortString(20_000) }, ['variant', 'start', 'moves'])(value);
  if (!clean || !Array.isArray(value.evaluations) || !Array.isArray(value.best)) return undefined;
  const evaluations = value.evaluations.filter(/** @param {any} e */ e => Array.isArray(e) && e.length === 2 && Number.isInteger(e[0])
    && Math.abs(e[0]) <= 100_000 && (e[1] === null || Number.isInteger(e[1])));
  const best = value.best.filter(/** @param {any} b */ b => b === null || (typeof b === 'string' && b.length <= 200));
  const plies = clean.moves ? clean.moves.split(',').length : 0;
  if (evaluations.length !== plies + 1 || best.length !== plies + 1) return undefined;
  /** @param {any} l */
  const line = l => Array.isArray(l) && l.length <= 64 && l.every(m => typeof m === 'string' && m.length <= 200);
  const lines = Array.isArray(value.lines) && value.lines.length === plies + 1 && value.lines.every(line) ? value.lines : [];
  return { ...clean, evaluations, best, lines };
}

/** The tags of an imported game record, kept for its export. */
const recordTags = record({
  Event: shortString(200), Site: shortString(200), Date: shortString(40), Round: shortString(40),
  White: shortString(200), Black: shortString(200),
});

const opponent = record({
  mode: oneOf('friend', 'computer'), level: integer(1, 8), side: oneOf('white', 'black'), analysis: boolean,
});

/** Every key the pages store, by pattern: its schema version and reader. A field a reader does
 *  not name is dropped, so a new setting is added here too. */
/** @type {Array<[RegExp, number, (value: any) => any]>} */
const SCHEMAS = [
  [/^settings$/, 1, record({
    theme: shortString(40), pieces: shortString(40), marbles: shortString(40), coordinates: boolean, flipped: boolean,
    speed: oneOf('off', 'fast', 'normal', 'slow'), sound: boolean, autoplay: boolean,
    appearance: oneOf('auto', 'light', 'dark'),
  })],
  [/^game\.[a-z]{1,20}$/, 1, record({
    variant: shortString(20), start: /** @param {any} value */ value => (value === null ? null : shortString(2000)(value)), moves: moveList,
    ply: integer(0, 10_000), undone: boolean, declared, tags: recordTags, recorded: boolean,
  }, ['variant', 'moves'])],
  [/^editor$/, 1, record({ tfen: shortString(2000), tool: shortString(40), variant: shortString(20) }, ['tfen'])],
  [/^hexpush\.game$/, 1, record({
    variant: oneOf('hexpush'), start: shortString(2000), moves: moveList, ply: integer(0, 10_000), undone: boolean, declared,
  }, ['start', 'moves'])],
  [/^lesson\.[\w-]{1,100}$/, 1, lessonProgress],
  [/^last-lesson$/, 1, value => (typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,99}$/.test(value) ? value : undefined)],
  [/^(hexpush\.)?opponent$/, 1, opponent],
  [/^puzzles\.[a-z-]{1,20}$/, 1, puzzleProgress],
  [/^review$/, 1, savedReview],
  [/^language-offered$/, 1, boolean],
  [/^coordinates\.(letters|numbers)$/, 1, integer(0, 10_000)],
];

/** The schema of `key`, or null for a key no page should store (a content file named outside
 *  the patterns): such a key reads as its default and is never written. @param {string} key */
function schemaOf(key) {
  const found = SCHEMAS.find(([pattern]) => pattern.test(key));
  return found ? { version: found[1], check: found[2] } : null;
}

export const store = {
  prefix: 'bashni.',
  /** The notices of values dropped since the page opened. @type {string[]} */
  notices: [],

  /** @param {string} key */
  storedName(key) {
    const version = schemaOf(key)?.version ?? 1;
    return this.prefix + key + (version > 1 ? `@${version}` : '');
  },

  /** The value stored under `key`, checked against its schema, or `fallback`: `any`, as the
   *  key's schema (SCHEMAS) shapes it.
   *  @param {string} key @param {any} fallback @returns {any} */
  get(key, fallback) {
    const schema = schemaOf(key);
    if (!schema) {
      this.notices.push(`No stored value is kept under ${key}.`);
      return fallback;
    }
    const { check } = schema;
    let text;
    try {
      text = localStorage.getItem(this.storedName(key));
    } catch {
      return fallback;
    }
    if (text === null) return fallback;
    let value;
    try {
      if (text.length > MAX_STORED) throw new Error(`${text.length} characters`);
      value = check(JSON.parse(text));
      if (value === undefined) throw new Error('not in the expected shape');
    } catch (error) {
      this.drop(key, error instanceof Error ? error.message : String(error));
      return fallback;
    }
    return value;
  },

  /** Stores `value` under `key`; whether it was stored. @param {string} key @param {unknown} value */
  set(key, value) {
    if (!schemaOf(key)) return false;
    try {
      localStorage.setItem(this.storedName(key), JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },

  /** @param {string} key */
  remove(key) {
    try { localStorage.removeItem(this.storedName(key)); } catch { /* storage refused */ }
  },

  /** Forgets a stored value that can't be read, quietly: the page goes on with its default. */
  /** @param {string} key @param {string} reason */
  drop(key, reason) {
    this.remove(key);
    const notice = `Stored ${key} could not be read (${reason}); it was reset.`;
    this.notices.push(notice);
    console.info(notice);
  },
};
