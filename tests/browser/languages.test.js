// The pages in every language: the compressed page code runs under the strict policy, every
// page names its language and links its translations, and the language switch keeps the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, openPage, ready, DIST } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const LANGUAGES = ['', 'ru/', 'fr/'].filter(prefix => prefix === '' || existsSync(join(DIST, prefix)));
const PAGES = ['index.html', 'bashni.html', 'hexpush.html', 'lessons/04-towers.html'];

test('the compressed page code runs in every language, with no console error', async () => {
  for (const prefix of LANGUAGES) {
    for (const file of PAGES) {
      const { page, problems, requests } = await openPage(browser, prefix + file);
      if (file !== 'index.html') await ready(page);
      else await page.waitForFunction(() => document.querySelector('#course-progress')?.textContent.length > 0);
      await page.waitForTimeout(100);
      assert.deepEqual(problems, [], `${prefix}${file}: console errors`);
      assert.deepEqual(requests, [], `${prefix}${file}: network requests`);
      await page.close();
    }
  }
});
