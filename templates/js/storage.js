// Local storage that never breaks the page. Every stored value is read through `store.get`, which
// knows each key's schema (below: the keys every kind of page shares; a module that keeps a key of
// its own declares it with `defineKey`, so that a page carries the schemas of its own keys only): a value too long, not JSON, or of the wrong shape is dropped
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
export const isObject = value => value !== null && typeof value === 'object' && !Array.isArray(value);
/** @param {number} max @returns {(value: any) => string | undefined} */
export const shortString = max => value => (typeof value === 'string' && value.length <= max ? value : undefined);
/** @template T @param {T[]} choices @returns {(value: any) => T | undefined} */
export const oneOf = (...choices) => value => (choices.includes(value) ? value : undefined);
/** @param {any} value @returns {boolean | undefined} */
export const boolean = value => (typeof value === 'boolean' ? value : undefined);
/** @param {number} min @param {number} max @returns {(value: any) => number | undefined} */
export const integer = (min, max) => value => (Number.isInteger(value) && value >= min && value <= max ? value : undefined);
/** @param {any} value @returns {string[] | undefined} */
const moveList = value => (Array.isArray(value) && value.length <= 10_000 && value.every(m => typeof m === 'string' && m.length <= 200)
  ? value : undefined);

/** An object schema: each field checked by its own reader; bad or unknown fields dropped.
 *  `required` fields must be good or the whole value is refused. The fields kept are each of
 *  its reader's type: `any` here, the reader decides.
 *  @param {{[name: string]: (value: any) => unknown}} fields @param {string[]} [required]
 *  @returns {(value: any) => {[name: string]: any} | undefined} */
export function record(fields, required = []) {
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

/** A result the players declared: `{resigned: side}` or `{draw: true}`. @param {any} value */
const declared = value => {
  const clean = record({ resigned: oneOf('white', 'black'), draw: oneOf(true) })(value);
  return clean && (clean.resigned || clean.draw) ? clean : undefined;
};

/** A number from `min` to `max`. @param {number} min @param {number} max @returns {(value: any) => number | undefined} */
export const number = (min, max) => value => (typeof value === 'number' && value >= min && value <= max ? value : undefined);

/** The tags of an imported game record, kept for its export. */
const recordTags = record({
  Event: shortString(200), Site: shortString(200), Date: shortString(40), Round: shortString(40),
  White: shortString(200), Black: shortString(200),
});

/** The keys every kind of page shares, by pattern: its schema version and reader; `defineKey`
 *  adds the others. A field a reader does not name is dropped, so a new setting is added here too. */
/** @type {Array<[RegExp, number, (value: any) => any]>} */
const SCHEMAS = [
  [/^settings$/, 1, record({
    theme: shortString(40), pieces: shortString(40), marbles: shortString(40), coordinates: boolean, flipped: boolean,
    speed: oneOf('off', 'fast', 'normal', 'slow'), sound: boolean, autoplay: boolean,
    appearance: oneOf('auto', 'light', 'dark'),
  })],
  [/^game\.[a-z]{1,20}$/, 1, record({
    variant: shortString(20), start: /** @param {any} value */ value => (value === null ? null : shortString(2000)(value)), moves: moveList,
    ply: integer(0, 10_000), undone: boolean, declared, tags: recordTags, recorded: boolean, turned: boolean,
  }, ['variant', 'moves'])],
  [/^hexpush\.game$/, 1, record({
    variant: oneOf('hexpush'), start: shortString(2000), moves: moveList, ply: integer(0, 10_000), undone: boolean, declared,
    turned: boolean,
  }, ['start', 'moves'])],
];

/** Declares the schema of the keys that match `pattern` (its version and its reader, as in
 *  SCHEMAS), for the module that keeps them: a key is read and written only once the module that
 *  owns it is loaded, so each declares its keys at its top level.
 *  @param {RegExp} pattern @param {number} version @param {(value: any) => any} reader */
export function defineKey(pattern, version, reader) {
  SCHEMAS.push([pattern, version, reader]);
}

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

  /** Stores `value` under `key`, and forgets what the key's earlier versions stored (a value
   *  of an earlier shape is never read again); whether it was stored.
   *  @param {string} key @param {unknown} value */
  set(key, value) {
    const schema = schemaOf(key);
    if (!schema) return false;
    try {
      localStorage.setItem(this.storedName(key), JSON.stringify(value));
      for (let version = 1; version < schema.version; version++) {
        localStorage.removeItem(this.prefix + key + (version > 1 ? `@${version}` : ''));
      }
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
