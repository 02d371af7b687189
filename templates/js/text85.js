// Binary data as page text: the pages carry their engine, code, messages and presets
// gzip-compressed in this encoding, 4 bytes in 5 characters (base64 takes 4 characters for 3:
// a page 6% lighter). Its 85 characters are printable ASCII without the ones HTML escapes or
// reads inside a script element (" & ' < > \ `), so a data block needs no escaping. A group of
// 4 bytes is a big-endian number written in base 85, most significant digit first; a last group
// of n bytes (1 to 3) is written as its first n + 1 digits. The generator encodes
// (generator/src/render/text85.rs); the page's loader carries this function and hands it to
// the page's code as `self.unpack85`.

/** The bytes of `text` (surrounding whitespace ignored). @param {string} text */
export function unpack85(text) {
  const digits = '!#$%()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{}';
  const value = new Uint8Array(128);
  for (let i = 0; i < 85; i++) value[digits.charCodeAt(i)] = i;
  const data = text.trim();
  const length = data.length;
  const bytes = new Uint8Array((length - length % 5) / 5 * 4 + Math.max(length % 5 - 1, 0));
  let at = 0;
  for (let i = 0; i < length; i += 5) {
    // A short last group is read with its missing digits the highest (84).
    let group = 0;
    for (let j = i; j < i + 5; j++) group = group * 85 + (j < length ? value[data.charCodeAt(j)] : 84);
    // A Uint8Array keeps the low 8 bits of the whole part.
    for (let shift = 24; shift >= 0 && at < bytes.length; shift -= 8) bytes[at++] = group / 2 ** shift;
  }
  return bytes;
}
