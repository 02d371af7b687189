// Local storage (templates/js/storage.js) under Node with an in-memory localStorage: a key no
// schema names (a lesson file named outside the pattern) reads as its default and is not
// written, instead of throwing (issue 23); a value of the wrong shape is dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const memory = new Map();
globalThis.localStorage = {
  getItem: key => (memory.has(key) ? memory.get(key) : null),
  setItem: (key, value) => memory.set(key, String(value)),
  removeItem: key => memory.delete(key),
};
globalThis.console.info = () => {};
const { store } = await import('../../templates/js/storage.js');

test('a key outside every schema falls back to its default and is never written', () => {
  assert.deepEqual(store.get('lesson.16-é', { stars: {} }), { stars: {} });
  assert.equal(store.set('lesson.16-é', { stars: { 0: 3 } }), false);
  assert.equal(memory.size, 0);
  store.remove('lesson.16-é');
});

test('a known key keeps a good value and drops a bad one', () => {
  assert.equal(store.set('puzzles.russian', { rating: 1600, rd: 80, vol: 0.06, best: 2, history: [['ru-000001', true, 1600]] }), true);
  assert.equal(store.get('puzzles.russian', null).rating, 1600);
  memory.set('bashni.puzzles.russian', '{"rating":"high"}');
  assert.deepEqual(store.get('puzzles.russian', { rating: 1500 }).rating, undefined, 'a bad field is dropped, the rest kept');
  memory.set('bashni.review', '[1,2]');
  assert.equal(store.get('review', null), null);
});
