// Light or dark pages: the player's choice (Settings → Appearance, remembered) or the device's.
// Every page applies it; only the game pages have the settings panel that changes it.

import { store } from './storage.js';

const darkScheme = matchMedia('(prefers-color-scheme: dark)');

/** Light or dark pages: `auto` follows the device (and its changes), `light`/`dark` override it.
 *  Every page calls this with the stored choice (lesson pages and the index have no panel).
 *  @param {string} [choice] */
export function applyAppearance(choice = 'auto') {
  const resolve = () => {
    const dark = choice === 'dark' || (choice !== 'light' && darkScheme.matches);
    document.documentElement.dataset.appearance = dark ? 'dark' : 'light';
  };
  resolve();
  darkScheme.onchange = resolve;
}

/** Applies the stored appearance (for pages without a settings panel). */
export function applyStoredAppearance() {
  applyAppearance(store.get('settings', {}).appearance);
}
