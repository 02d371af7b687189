// The player's appearance and play settings: read from the settings panel, remembered in local
// storage, applied to the page as data attributes (themes and piece styles are pure CSS).

import { store } from './storage.js';
import { applyAppearance } from './appearance.js';

const DEFAULT_SETTINGS = {
  theme: 'wood',
  pieces: 'classic',
  coordinates: true,
  flipped: false,
  speed: 'normal',
  sound: true,
  autoplay: false,
  marbles: 'white',
  appearance: 'auto',
};
/** The settings by name, each a field of the settings form.
 *  @typedef {typeof DEFAULT_SETTINGS & {[name: string]: string | boolean}} SettingsValues */
/** The settings form: its fields by name, inputs and selects (what is read of them here —
 *  type, value, checked — an input has), none for a name of no field.
 *  @typedef {HTMLFormElement & {elements: {[name: string]: HTMLInputElement | undefined}}} SettingsForm */

/** Settings that are a view of the game on the board, not kept for the next one. */
const FOR_THIS_GAME = ['flipped'];

/** Milliseconds per hop for each animation speed. */
export const HOP_MS = { off: 0, fast: 110, normal: 220, slow: 420 };

export class Settings {
  /** onChange(settings) runs after every change (and once at the start).
   *  @param {SettingsForm} form @param {(values: SettingsValues) => void} onChange */
  constructor(form, onChange) {
    this.form = form;
    this.onChange = onChange;
    /** @type {SettingsValues} */
    this.values = { ...DEFAULT_SETTINGS, ...store.get('settings', {}), flipped: DEFAULT_SETTINGS.flipped };
    for (const [key, value] of Object.entries(this.values)) {
      const field = form.elements[key];
      if (!field) continue;
      if (field.type === 'checkbox') field.checked = Boolean(value); else field.value = /** @type {string} */ (value);
      if (field.value !== String(value) && field.type !== 'checkbox') this.values[key] = DEFAULT_SETTINGS[/** @type {keyof typeof DEFAULT_SETTINGS} */ (key)];
    }
    form.addEventListener('change', event => this.read(/** @type {HTMLInputElement} */ (event.target)));
    this.apply();
  }

  /** @param {string} key */
  get(key) { return this.values[key]; }

  /** Changes one setting as if the player had changed its field: `value` a checkbox's checked,
   *  another field's value.
   *  @param {string} key @param {string | boolean} value */
  set(key, value) {
    const field = /** @type {HTMLInputElement} */ (this.form.elements[key]);
    if (field.type === 'checkbox') field.checked = /** @type {boolean} */ (value); else field.value = /** @type {string} */ (value);
    this.read(field);
  }

  /** Takes the value of the form's `field` (a field of no setting is left alone).
   *  @param {HTMLInputElement} field */
  read(field) {
    if (!(field.name in DEFAULT_SETTINGS)) return;
    this.values[field.name] = field.type === 'checkbox' ? field.checked : field.value;
    const kept = Object.fromEntries(Object.entries(this.values).filter(([key]) => !FOR_THIS_GAME.includes(key)));
    store.set('settings', { ...store.get('settings', {}), ...kept });
    this.apply();
  }

  apply() {
    applyAppearance(this.values.appearance);
    document.body.dataset.theme = this.values.theme;
    document.body.dataset.pieces = this.values.pieces;
    document.body.dataset.marbles = this.values.marbles;
    this.onChange(this.values);
  }
}
