// The pages' text85 data blocks read back by the decoder the pages use (templates/js/text85.js):
// each block of a built page decodes to gzip data that inflates to what the page needs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { unpack85 } from '../../templates/js/text85.js';

const dist = new URL('../../dist/', import.meta.url);
const block = (html, id) => new RegExp(`<script[^>]*id="?${id}"?[^>]*>(.*?)</script>`, 's').exec(html)[1];

test('a game page\'s engine, code, messages and presets decode and inflate', () => {
  const html = readFileSync(new URL('bashni.html', dist), 'utf8');
  const wasm = gunzipSync(unpack85(block(html, 'engine-wasm')));
  assert.deepEqual([...wasm.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], 'the wasm magic number');
  assert.match(gunzipSync(unpack85(block(html, 'page-code'))).toString('utf8'), /DecompressionStream/, 'the page\'s code');
  assert.ok(JSON.parse(gunzipSync(unpack85(block(html, 'messages'))).toString('utf8')));
  assert.ok(Array.isArray(JSON.parse(gunzipSync(unpack85(block(html, 'presets'))).toString('utf8'))));
});

test('every length of a last group decodes to its bytes', () => {
  // "!!!!!" is the group 0; "}}}}" the first three bytes of a group of ones.
  assert.deepEqual([...unpack85('!!!!!')], [0, 0, 0, 0]);
  assert.deepEqual([...unpack85('  !!  ')], [0]);
  assert.deepEqual([...unpack85('!!!!')], [0, 0, 0]);
  assert.equal(unpack85('').length, 0);
  // 0xFFFFFFFF is "s8W-!" in Ascii85's digits; here the same digit values in this alphabet.
  const digits = '!#$%()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{}';
  const ones = [82, 23, 54, 12, 0].map(d => digits[d]).join('');
  assert.deepEqual([...unpack85(ones)], [255, 255, 255, 255]);
  // Two bytes 255, 255 are the group 0xFFFF0000 (digits 82 23 45 6 0), written by its first three.
  assert.deepEqual([...unpack85([82, 23, 45].map(d => digits[d]).join(''))], [255, 255]);
});
