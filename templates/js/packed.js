// The pages' packed data blocks: `<script type="application/octet-stream">` elements whose text
// is gzip-compressed JSON as data text (data-text.js) (the generator packs them to keep pages small).

/** The data block `id` (gzip, data text) as text. @param {string} id @returns {Promise<string>} */
export async function unpack(id) {
  const block = /** @type {HTMLElement} */ (document.getElementById(id));
  const bytes = self.unpackText(block.textContent);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}
