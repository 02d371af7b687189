// Binary data as page text: the pages carry their engine, code, messages and presets
// gzip-compressed in this encoding, 6 bytes in 7 characters (base64 takes 8 for 6: a page a
// sixth lighter). Its 125 digits are the ASCII characters 1 to 127 but for carriage return and
// `<`, which an HTML parser hands to the page unchanged inside a script element. A group of 6
// bytes is a big-endian number written in base 125, most significant digit first; a last group
// of n bytes (1 to 5) is written as its first n + 1 digits. The generator encodes
// (generator/src/render/text125.rs); the page's loader carries this function and hands it to
// the page's code as `self.unpack125`.

/** The bytes of `text`. @param {string} text */
export function unpack125(text) {
  const length = text.length;
  const bytes = new Uint8Array((length - length % 7) / 7 * 6 + Math.max(length % 7 - 1, 0));
  let at = 0;
  for (let i = 0; i < length; i += 7) {
    // A short last group is read with its missing digits the highest (124).
    let group = 0;
    for (let j = i; j < i + 7; j++) {
      const code = j < length ? text.charCodeAt(j) : 127;
      group = group * 125 + code - 1 - (code > 13 ? 1 : 0) - (code > 60 ? 1 : 0);
    }
    // Below 2 ** 48, exact in a number; a Uint8Array keeps the low 8 bits of the whole part.
    for (let shift = 40; shift >= 0 && at < bytes.length; shift -= 8) bytes[at++] = group / 2 ** shift;
  }
  return bytes;
}
