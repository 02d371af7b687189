// The pages' data blocks read back by the decoder the pages use (templates/js/data-text.js):
// each block of a built page decodes to gzip data that inflates to what the page needs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { unpackText } from '../../templates/js/data-text.js';

const dist = new URL('../../dist/', import.meta.url);
const block = (html, id) => new RegExp(`<script[^>]*id="?${id}"?[^>]*>(.*?)</script>`, 's').exec(html)[1];

test('a game page\'s engine, code, messages and presets decode and inflate', () => {
  const html = readFileSync(new URL('bashni.html', dist), 'utf8');
  const wasm = gunzipSync(unpackText(block(html, 'engine-wasm')));
  assert.deepEqual([...wasm.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], 'the wasm magic number');
  assert.match(gunzipSync(unpackText(block(html, 'page-code'))).toString('utf8'), /DecompressionStream/, 'the page\'s code');
  assert.ok(JSON.parse(gunzipSync(unpackText(block(html, 'messages'))).toString('utf8')));
  assert.ok(Array.isArray(JSON.parse(gunzipSync(unpackText(block(html, 'presets'))).toString('utf8'))));
});

test('every length of a last group decodes to its bytes', () => {
  // The digit d is the character d + 1, stepping over whitespace and "<".
  const digit = d => {
    let code = d + 1;
    for (const leftOut of [9, 10, 11, 12, 13, 32, 60]) if (code >= leftOut) code++;
    return String.fromCharCode(code);
  };
  assert.deepEqual([digit(0), digit(7), digit(8), digit(25), digit(26), digit(52), digit(53), digit(118)],
    ['\x01', '\x08', '\x0e', '\x1f', '!', ';', '=', '~']);
  const zeros = digit(0).repeat(7);
  assert.deepEqual([...unpackText(zeros)], [0, 0, 0, 0, 0, 0]);
  assert.deepEqual([...unpackText(zeros.slice(0, 2))], [0]);
  assert.deepEqual([...unpackText(zeros.slice(0, 6))], [0, 0, 0, 0, 0]);
  assert.equal(unpackText('').length, 0);
  // Six bytes 255 are the group 2 ** 48 - 1, written in base 119 as the generator does.
  const inBase119 = value => {
    const digits = [];
    for (let i = 0; i < 7; i++, value = Math.floor(value / 119)) digits.unshift(value % 119);
    return digits;
  };
  assert.deepEqual([...unpackText(inBase119(2 ** 48 - 1).map(digit).join(''))], [255, 255, 255, 255, 255, 255]);
  // Two bytes 255, 255 are the group 0xFFFF00000000, written by its first three digits.
  assert.deepEqual([...unpackText(inBase119(0xFFFF * 2 ** 32).slice(0, 3).map(digit).join(''))], [255, 255]);
  // Whitespace around the data is no digit: left out.
  assert.deepEqual([...unpackText(`\n ${zeros.slice(0, 2)}\t`)], [0]);
});
