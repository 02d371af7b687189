// The player's appearance and play settings: read from the settings panel, remembered in local
// storage, applied to the page as data attributes (themes and piece styles are pure CSS).

import { store } from './storage.js';

const DEFAULT_SETTINGS = {
  theme: 'wood',
  pieces: 'classic',
  coordinates: true,
  flipped: false,
  speed: 'normal',
  sound: true,
  autoplay: false,
  marbles: 'white',
};

/** Milliseconds per hop for each animation speed. */
export const HOP_MS = { off: 0, fast: 110, normal: 220, slow: 420 };

export class Settings {
  /** onChange(settings) runs after every change (and once at the start). */
  constructor(form, onChange) {
    this.form = form;
    this.onChange = onChange;
    this.values = { ...DEFAULT_SETTINGS, ...store.get('settings', {}) };
    for (const [key, value] of Object.entries(this.values)) {
      const field = form.elements[key];
      if (!field) continue;
      if (field.type === 'checkbox') field.checked = Boolean(value); else field.value = value;
      if (field.value !== String(value) && field.type !== 'checkbox') this.values[key] = DEFAULT_SETTINGS[key];
    }
    form.addEventListener('change', event => this.read(event.target));
    this.apply();
  }

  get(key) { return this.values[key]; }

  /** Changes one setting as if the player had changed its field. */
  set(key, value) {
    const field = this.form.elements[key];
    if (field.type === 'checkbox') field.checked = value; else field.value = value;
    this.read(field);
  }

  read(field) {
    if (!(field.name in DEFAULT_SETTINGS)) return;
    this.values[field.name] = field.type === 'checkbox' ? field.checked : field.value;
    store.set('settings', this.values);
    this.apply();
  }

  apply() {
    document.body.dataset.theme = this.values.theme;
    document.body.dataset.pieces = this.values.pieces;
    document.body.dataset.marbles = this.values.marbles;
    this.onChange(this.values);
  }
}
