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
const { store, defineKey, integer } = await import('../../templates/js/storage.js');
// The course's keys, declared by their module (a lesson slug outside their pattern is none of them).
await import('../../templates/js/lesson-keys.js');

test('a key outside every schema falls back to its default and is never written', () => {
  assert.deepEqual(store.get('lesson.16-é', { stars: {} }), { stars: {} });
  assert.equal(store.set('lesson.16-é', { stars: { 0: 3 } }), false);
  assert.equal(memory.size, 0);
  store.remove('lesson.16-é');
});

test('a lesson\'s stars: kept under its slug, bad entries dropped', () => {
  assert.equal(store.set('lesson.16-first-game', { stars: { 0: 3, 1: 2 }, boards: 4 }), true);
  assert.deepEqual(store.get('lesson.16-first-game', null), { stars: { 0: 3, 1: 2 }, boards: 4 });
  memory.set('bashni.lesson.16-first-game', '{"stars":{"0":3,"01":2,"2":7},"boards":4}');
  assert.deepEqual(store.get('lesson.16-first-game', null), { stars: { 0: 3 }, boards: 4 });
  store.remove('lesson.16-first-game');
});

test('a known key keeps a good value and drops a bad one', () => {
  assert.equal(store.set('settings', { theme: 'wood', sound: false }), true);
  assert.equal(store.get('settings', null).theme, 'wood');
  memory.set('bashni.settings', '{"theme":"wood","sound":"loud"}');
  assert.deepEqual(store.get('settings', {}), { theme: 'wood' }, 'a bad field is dropped, the rest kept');
  memory.set('bashni.game.russian', '[1,2]');
  assert.equal(store.get('game.russian', null), null);
});

test('a key a module declares is read through its own schema, and unknown before', () => {
  assert.equal(store.set('trainer.best', 5), false, 'no schema yet: not written');
  defineKey(/^trainer\.best$/, 1, integer(0, 9));
  assert.equal(store.set('trainer.best', 5), true);
  assert.equal(store.get('trainer.best', 0), 5);
  memory.set('bashni.trainer.best', '12');
  assert.equal(store.get('trainer.best', 0), 0, 'out of its range: dropped');
  assert.equal(memory.has('bashni.trainer.best'), false);
});

test("a key's new version, once written, forgets what its earlier versions stored", () => {
  defineKey(/^trainer\.scores$/, 3, integer(0, 9));
  memory.set('bashni.trainer.scores', '7');
  memory.set('bashni.trainer.scores@2', '8');
  assert.equal(store.get('trainer.scores', 0), 0, 'an earlier version is not read');
  assert.equal(store.set('trainer.scores', 4), true);
  assert.equal(memory.get('bashni.trainer.scores@3'), '4');
  assert.equal(memory.has('bashni.trainer.scores'), false);
  assert.equal(memory.has('bashni.trainer.scores@2'), false);
});
