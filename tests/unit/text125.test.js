// The pages' text125 data blocks read back by the decoder the pages use (templates/js/text125.js):
// each block of a built page decodes to gzip data that inflates to what the page needs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { unpack125 } from '../../templates/js/text125.js';

const dist = new URL('../../dist/', import.meta.url);
const block = (html, id) => new RegExp(`<script[^>]*id="?${id}"?[^>]*>(.*?)</script>`, 's').exec(html)[1];

test('a game page\'s engine, code, messages and presets decode and inflate', () => {
  const html = readFileSync(new URL('bashni.html', dist), 'utf8');
  const wasm = gunzipSync(unpack125(block(html, 'engine-wasm')));
  assert.deepEqual([...wasm.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], 'the wasm magic number');
  assert.match(gunzipSync(unpack125(block(html, 'page-code'))).toString('utf8'), /DecompressionStream/, 'the page\'s code');
  assert.ok(JSON.parse(gunzipSync(unpack125(block(html, 'messages'))).toString('utf8')));
  assert.ok(Array.isArray(JSON.parse(gunzipSync(unpack125(block(html, 'presets'))).toString('utf8'))));
});

test('every length of a last group decodes to its bytes', () => {
  // The digit d is the character d + 1, stepping over carriage return (13) and "<" (60).
  const digit = d => {
    let code = d + 1;
    if (code >= 13) code++;
    if (code >= 60) code++;
    return String.fromCharCode(code);
  };
  assert.deepEqual([digit(0), digit(11), digit(12), digit(57), digit(58), digit(124)], ['\x01', '\x0c', '\x0e', '\x3b', '\x3d', '\x7f']);
  const zeros = digit(0).repeat(7);
  assert.deepEqual([...unpack125(zeros)], [0, 0, 0, 0, 0, 0]);
  assert.deepEqual([...unpack125(zeros.slice(0, 2))], [0]);
  assert.deepEqual([...unpack125(zeros.slice(0, 6))], [0, 0, 0, 0, 0]);
  assert.equal(unpack125('').length, 0);
  // Six bytes 255 are the group 2 ** 48 - 1, written in base 125 as the generator does.
  const ones = [];
  for (let value = 2 ** 48 - 1, i = 0; i < 7; i++, value = Math.floor(value / 125)) ones.unshift(value % 125);
  assert.deepEqual([...unpack125(ones.map(digit).join(''))], [255, 255, 255, 255, 255, 255]);
  // Two bytes 255, 255 are the group 0xFFFF00000000, written by its first three digits.
  const two = [];
  for (let value = 0xFFFF * 2 ** 32, i = 0; i < 7; i++, value = Math.floor(value / 125)) two.unshift(value % 125);
  assert.deepEqual([...unpack125(two.slice(0, 3).map(digit).join(''))], [255, 255]);
  // Whitespace is data: a tab and a line feed are the digits 8 and 9.
  assert.deepEqual([...unpack125('\t\n')], [...unpack125(digit(8) + digit(9))]);
});
