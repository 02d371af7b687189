// The English messages of the page scripts, for the modules under test: they word their
// refusals with i18n.js's t(), which reads the page's messages; under Node there is no page, so
// the tests hand it those of the built English game pages (run the generator first).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { useMessages } from '../../templates/js/i18n.js';
import { unpackText } from '../../templates/js/data-text.js';

const dist = new URL('../../dist/', import.meta.url);
const messages = {};
for (const page of ['bashni.html', 'hexpush.html']) {
  let html;
  try {
    html = readFileSync(new URL(page, dist), 'utf8');
  } catch {
    throw new Error(`dist/${page} is missing: build the site first (cargo run --release -p generator)`);
  }
  // The page carries them gzip-compressed as data text; its loader inflates them.
  const packed = /<script[^>]*id="?messages"?[^>]*>(.*?)<\/script>/s.exec(html)[1];
  Object.assign(messages, JSON.parse(gunzipSync(unpackText(packed)).toString('utf8')));
}
useMessages(messages);
