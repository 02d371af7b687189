// Starts the engine: the wasm module is inlined in the page as base64 (no fetch, works from
// file://) and compiled synchronously before anything is drawn.

/** Decodes the base64 text of the inline wasm into bytes. */
function decodeBase64(text) {
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

performance.mark('script-start');
initSync({ module: decodeBase64(document.getElementById('engine-wasm').textContent) });
performance.mark('engine-ready');

/** An engine error (a JsError or a thrown string) as one sentence for the player. */
function errorText(error) {
  const text = String((error && error.message) || error);
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
}
