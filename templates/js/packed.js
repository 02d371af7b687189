// The pages' packed data blocks: `<script type="application/octet-stream">` elements whose text
// is gzip-compressed JSON in base64 (the generator packs them to keep pages small).

/** The data block `id` (gzip, base64) as text. */
export async function unpack(id) {
  const block = /** @type {HTMLElement} */ (document.getElementById(id));
  const bytes = Uint8Array.from(atob(block.textContent.trim()), c => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}
