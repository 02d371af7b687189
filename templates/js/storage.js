// Local storage that never breaks the page: where the browser refuses storage (private modes,
// file:// policies, a full quota) reads return the default and writes are skipped.

export const store = {
  prefix: 'bashni.',
  get(key, fallback) {
    try {
      const text = localStorage.getItem(this.prefix + key);
      return text === null ? fallback : JSON.parse(text);
    } catch {
      return fallback;
    }
  },
  set(key, value) {
    try {
      localStorage.setItem(this.prefix + key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  remove(key) {
    try { localStorage.removeItem(this.prefix + key); } catch { /* storage refused */ }
  },
};
