// Binary data as page text ("data text"): the pages carry their engine, code, messages and
// presets gzip-compressed in this encoding, 6 bytes in 7 characters (base64 takes 8 for 6: a
// page a sixth lighter). Its 119 digits are the ASCII characters 1 to 126 but for whitespace and
// `<`, which an HTML parser hands to the page unchanged inside a script element. A group of 6
// bytes is a big-endian number written in base 119, most significant digit first; a last group
// of n bytes (1 to 5) is written as its first n + 1 digits. The generator encodes
// (generator/src/render/data_text.rs); the page's loader carries this function and hands it to
// the page's code as `self.unpackText`.

/** The bytes of `text` (surrounding whitespace ignored). @param {string} text */
export function unpackText(text) {
  const value = new Uint8Array(128);
  for (let code = 1, digit = 0; code < 127; code++) {
    if (![9, 10, 11, 12, 13, 32, 60].includes(code)) value[code] = digit++;
  }
  const data = text.trim();
  const length = data.length;
  const bytes = new Uint8Array((length - length % 7) / 7 * 6 + Math.max(length % 7 - 1, 0));
  let at = 0;
  for (let i = 0; i < length; i += 7) {
    // A short last group is read with its missing digits the highest (118).
    let group = 0;
    for (let j = i; j < i + 7; j++) group = group * 119 + (j < length ? value[data.charCodeAt(j)] : 118);
    // Below 2 ** 48, exact in a number; a Uint8Array keeps the low 8 bits of the whole part.
    for (let shift = 40; shift >= 0 && at < bytes.length; shift -= 8) bytes[at++] = group / 2 ** shift;
  }
  return bytes;
}
