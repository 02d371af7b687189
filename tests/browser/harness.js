// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core, offline,
// with every console error and every network request recorded.
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');

const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Flags that keep Chromium from phoning home on a machine without a network. */
const QUIET = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions',
  '--metrics-recording-only', '--no-default-browser-check', '--disable-domain-reliability',
  '--disable-client-side-phishing-detection', '--component-updater=url-source=http://127.0.0.1:9/',
  '--gaia-url=http://127.0.0.1:9/',
];

/** The browsers not yet closed, by profile: a test that fails before it closes its browser
 *  leaves it to the end of its file, which closes it and removes its profile (an open browser
 *  would keep the file's process from ending). */
const OPEN = new Map();
if (process.env.NODE_TEST_CONTEXT) {
  after(async () => { for (const context of OPEN.values()) await context.close(); });
}
process.on('exit', () => { for (const profile of OPEN.keys()) rmSync(profile, { recursive: true, force: true }); });

/** Opens a browser with a fresh profile; `close()` removes it. Motion is reduced unless
 *  `reducedMotion: 'no-preference'` is passed, so that the tests see each final position at once. */
export async function openBrowser(options = {}) {
  const executablePath = CANDIDATES.find(existsSync);
  if (!executablePath) throw new Error('Chromium is not installed (apt-get install chromium)');
  const profile = mkdtempSync(join(tmpdir(), 'bashni-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath, headless: true, args: QUIET, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', ...options,
  });
  OPEN.set(profile, context);
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      OPEN.delete(profile);
    },
  };
}

/** An empty page of the pages' origin (`file:`), written once per run. */
const BLANK = (() => {
  const folder = mkdtempSync(join(tmpdir(), 'bashni-blank-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'blank.html');
  writeFileSync(file, '<!doctype html><title>blank</title>');
  return pathToFileURL(file).href;
})();

/** A new tab that records console errors, page errors and requests other than the page itself
 *  (and the workers it makes from its own code).
 *  Saved games and settings are cleared (and the page reloaded) unless `keepStorage` is set. */
export async function openPage(browser, file, hash = '', { keepStorage = false } = {}) {
  const page = await browser.context.newPage();
  const problems = [];
  const requests = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  const url = (file.startsWith('/') ? pathToFileURL(file).href : pathToFileURL(join(DIST, file)).href) + hash;
  const documentUrl = url.split('#')[0];
  // A worker made from the page's own code (a blob: URL) is not a network request.
  page.on('request', request => {
    const address = request.url();
    if (address.split('#')[0] !== documentUrl && address !== BLANK && !address.startsWith('blob:')) requests.push(address);
  });
  if (!keepStorage) {
    // Storage is cleared from a blank page of the same (file:) origin, where no page code runs
    // that could save a game after the clear (clearing from the page itself raced its saves).
    await page.goto(BLANK);
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(url);
  return { page, problems, requests, url };
}

/** Waits until the page's script has run: a game or lesson page's engine loaded and its board drawn,
 *  the index's progress and continue link shown. */
export async function ready(page) {
  await page.waitForSelector('html[data-ready="true"]');
}

/** The square button whose accessible name starts with `name` (e.g. `c3`). */
export function square(page, name) {
  return page.locator(`#board button[aria-label^="${name},"]`);
}

export async function status(page) {
  return (await page.getByRole('status').textContent()).trim();
}

/** The game page's position field: a TFEN, or on the English checkers page the PDN FEN in
 *  square numbers its players write ("Position (FEN)"). */
export async function tfen(page) {
  return page.getByLabel(/^Position \((TFEN|FEN)\)$/).inputValue();
}

/** The Hexpush board's button of the cell `name` (e.g. `e5`). */
export function cell(page, name) {
  return page.locator(`#board button[data-cell="${name}"]`);
}

/** The Hexpush page's position field. */
export async function hfen(page) {
  return page.getByLabel('Position (HFEN)', { exact: true }).inputValue();
}

/** Resolves once the work the page has started has run: its board's moves and animations (the game
 *  shell's own `idle()` on the game pages), every running animation, then one frame and one task after
 *  them. It waits for events, never for a fixed time; it rejects, naming what is still running, when
 *  that has not ended within `limit` ms (a looping animation such as the thinking spinner). */
export async function idle(page, limit = 10000) {
  const waited = page.evaluate(async () => {
    const shell = window.bashni?.controller?.shell ?? window.hexpush?.shell ?? window.analysis;
    if (shell) await shell.idle();
    await Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)));
    await new Promise(requestAnimationFrame);
    await new Promise(resolve => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });
  });
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('the page did not settle')), limit); });
  try {
    await Promise.race([waited, late]);
  } catch (error) {
    const running = await page.evaluate(() => document.getAnimations().map(animation =>
      `${/** @type {CSSAnimation} */ (animation).animationName ?? 'animation'} on ${/** @type {KeyframeEffect} */ (animation.effect)?.target?.className ?? '?'}`)).catch(() => []);
    throw new Error(`the page's work had not ended within ${limit} ms (running: ${running.join(', ') || 'no animation'})`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** WCAG's contrast ratio between the colour of `text`'s text and the background colour of
 *  `background` (by default the same element): 4.5 at least for normal text. Both are
 *  Playwright locators; the colours must be opaque. */
export async function contrast(text, background = text) {
  const colour = await text.evaluate(element => getComputedStyle(element).color);
  const ground = await background.evaluate(element => getComputedStyle(element).backgroundColor);
  const luminance = (/** @type {string} */ css) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map(v => v / 255)
      .map(v => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(colour), luminance(ground)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The moves of an engine's line as the page writes it ("7. c3-d4 f6-g5 8. …"), without the
 *  move numbers. @param {string} text @returns {string[]} */
export const lineMoves = text => text.split(' ').filter(token => token && !/^\d+(\.|…)$/.test(token));
