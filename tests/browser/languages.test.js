// The pages in every language: the compressed page code runs under the strict policy, every
// page names its language and links its translations, and the language switch keeps the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, openPage, ready, square, DIST, ROOT } from './harness.js';

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

test('every page names its language, and the switch opens the same page there with the game kept', async () => {
  const { page, problems } = await openPage(browser, 'bashni.html');
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  await page.waitForFunction(() => location.hash.length > 1);
  const hash = await page.evaluate(() => location.hash);
  const position = await page.locator('#tfen').inputValue();
  await page.getByRole('link', { name: 'Русский' }).click();
  await page.waitForURL(/\/ru\/bashni\.html#/);
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'ru');
  assert.equal(await page.evaluate(() => location.hash), hash);
  assert.equal(await page.locator('#tfen').inputValue(), position, 'the game goes on in Russian');
  assert.equal((await page.locator('#new-game').textContent()).trim(), 'Новая партия');
  const alternates = await page.$$eval('link[rel=alternate]', links => links.map(l => [l.hreflang, new URL(l.href).pathname.split('/dist/')[1]]));
  assert.deepEqual(alternates, [['en', 'bashni.html'], ['fr', 'fr/bashni.html'], ['ru', 'ru/bashni.html'], ['x-default', 'bashni.html']]);
  await page.getByRole('link', { name: 'Français' }).click();
  await page.waitForURL(/\/fr\/bashni\.html#/);
  await ready(page);
  assert.equal(await page.locator('#tfen').inputValue(), position);
  assert.deepEqual(problems, []);
  await page.close();
});

test('lesson pages link their translations the same way', async () => {
  const { page, problems } = await openPage(browser, 'fr/lessons/04-towers.html');
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/dist\/lessons\/04-towers\.html/);
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(problems, []);
  await page.close();
});

test('t() formats the page scripts\' messages with the language\'s plurals', async () => {
  const source = readFileSync(join(ROOT, 'templates', 'js', 'i18n.js'), 'utf8').replace(/^export /gm, '');
  const messagesOf = file => readFileSync(join(DIST, file), 'utf8').match(/<script[^>]*id="?messages"?[^>]*>(.*?)<\/script>/)[1];
  const page = await browser.context.newPage();
  for (const [lang, file, expected] of [
    ['ru', 'ru/index.html', ['1 ход', '3 хода', '5 ходов', '21 ход']],
    ['fr', 'fr/index.html', ['1 coup', '3 coups', '5 coups', '21 coups']],
    ['en', 'index.html', ['1 move', '3 moves', '5 moves', '21 moves']],
  ]) {
    await page.setContent(`<html lang="${lang}"><body><script type="application/json" id="messages">${messagesOf(file)}</script></body></html>`);
    await page.addScriptTag({ type: 'module', content: `${source}\nwindow.t = t;` });
    await page.waitForFunction(() => typeof window.t === 'function');
    const got = await page.evaluate(() => [1, 3, 5, 21].map(count => window.t('moves-count', { count })));
    assert.deepEqual(got, expected, lang);
    assert.equal(await page.evaluate(() => window.t('no-such-key')), 'no-such-key');
  }
  await page.close();
});

test('pages in every language link relatively, name no address and carry the strict policy', () => {
  for (const prefix of LANGUAGES) {
    const lessons = readdirSync(join(DIST, prefix, 'lessons')).map(f => join('lessons', f));
    const files = [...readdirSync(join(DIST, prefix)), ...lessons].filter(f => f.endsWith('.html')).map(f => prefix + f);
    assert.ok(files.length >= 21, prefix);
    for (const file of files) {
      const html = readFileSync(join(DIST, file), 'utf8');
      assert.doesNotMatch(html, /(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i, `${file} names an external URL`);
      assert.match(html, /default-src 'none'/, file);
      assert.doesNotMatch(html, /unsafe-inline/, file);
      assert.match(html, /<html lang="?[a-z]{2}"?>/, file);
      const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
      for (const [, href] of markup.matchAll(/href=["']?([^"' >]+)/g)) {
        // The one `data:` address is the site icon, inlined.
        if (href.startsWith('data:image/svg+xml;base64,')) continue;
        assert.ok(!href.startsWith('/') && !href.includes(':'), `${file}: link ${href} is not relative`);
      }
    }
  }
});
