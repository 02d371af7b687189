// The pages in every language: the compressed page code runs under the strict policy, every
// page names its language and links its translations, and the language switch keeps the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openBrowser, openPage, ready, square, DIST, ROOT, idle } from './harness.js';

let browser;
before(async () => { browser = await openBrowser(); });
after(async () => { await browser?.close(); });

const LANGUAGES = ['', 'ru/', 'fr/'].filter(prefix => prefix === '' || existsSync(join(DIST, prefix)));
const PAGES = ['index.html', 'bashni.html', 'hexpush.html', 'lessons/04-towers.html'];

test('the compressed page code runs in every language, with no console error', async () => {
  for (const prefix of LANGUAGES) {
    for (const file of PAGES) {
      const { page, problems, requests } = await openPage(browser, prefix + file);
      await ready(page);
      await idle(page);
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
  // A page carries its messages gzip-compressed in base64 (its loader inflates them).
  const messagesOf = file => gunzipSync(Buffer.from(readFileSync(join(DIST, file), 'utf8')
    .match(/<script[^>]*id="?messages"?[^>]*>(.*?)<\/script>/)[1], 'base64')).toString('utf8').replace(/</g, '\\u003c');
  const page = await browser.context.newPage();
  // A page carries the messages its code uses: the game page's "Game imported: N moves".
  for (const [lang, file, expected] of [
    ['ru', 'ru/bashni.html', ['1 ход', '3 хода', '5 ходов', '21 ход']],
    ['fr', 'fr/bashni.html', ['1 coup', '3 coups', '5 coups', '21 coups']],
    ['en', 'bashni.html', ['1 move', '3 moves', '5 moves', '21 moves']],
  ]) {
    await page.setContent(`<html lang="${lang}"><body><script type="application/json" id="messages">${messagesOf(file)}</script></body></html>`);
    await page.addScriptTag({ type: 'module', content: `${source}\nwindow.t = t;` });
    await page.waitForFunction(() => typeof window.t === 'function');
    const got = await page.evaluate(() => [1, 3, 5, 21].map(count => window.t('game-imported', { count }).split(/: | ?\./)[1]));
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

// --- the page scripts speak the page's language (issue 13) --------------------------------

const text = async (page, selector) => (await page.locator(selector).textContent()).trim();
const label = (page, name) => square(page, name).getAttribute('aria-label');
const moveList = page => page.$$eval('#moves button', buttons => buttons.map(b => b.textContent));

/** Plays c3-d4 by clicks, types an illegal move, resigns (the side to move, Black); returns what
 *  the page shows at each step. */
async function playAndResign(page, illegal) {
  await square(page, 'c3').click();
  await square(page, 'd4').click();
  const shown = { status: await text(page, '#status'), announce: await text(page, '#announce'),
    moves: await moveList(page), d4: await label(page, 'd4'), c3: await label(page, 'c3') };
  await square(page, 'f6').click();
  shown.selected = await label(page, 'f6');
  await page.keyboard.press('Escape');
  shown.cancelled = await text(page, '#message');
  await page.fill('#move-input', illegal);
  await page.press('#move-input', 'Enter');
  shown.refusal = await text(page, '#message');
  await page.click('#resign');
  shown.question = (await page.locator('#resign-side').locator('xpath=..').textContent()).trim();
  await page.click('#resign-yes');
  shown.over = await text(page, '#status');
  shown.score = await text(page, '#result .score');
  shown.reason = await text(page, '#result .reason');
  shown.scoreLabel = await page.getAttribute('#moves li.score', 'aria-label');
  return shown;
}

test('a game page in Russian and in French: status, messages, refusals, result, move list and board in its language', async () => {
  const ru = await openPage(browser, 'ru/russian.html');
  await ready(ru.page);
  assert.deepEqual(await playAndResign(ru.page, 'f6-h4'), {
    status: 'Ход чёрных', announce: 'Белые сыграли c3-d4. Ход чёрных', moves: ['c3-d4'],
    d4: 'd4, белая простая', c3: 'c3, пусто',
    selected: 'f6, чёрная простая, выбрана',
    cancelled: 'Ход отменён.',
    refusal: '`f6-h4` — здесь так ходить нельзя: шашка не может пойти на h4.',
    question: 'Сдаться за чёрных?',
    over: 'Белые выиграли: чёрные сдались', score: '1–0', reason: 'Белые выиграли: чёрные сдались',
    scoreLabel: 'Результат 1–0',
  });
  assert.deepEqual(ru.problems, []);
  await ru.page.close();

  const fr = await openPage(browser, 'fr/bashni.html');
  await ready(fr.page);
  const shown = await playAndResign(fr.page, 'f6-h4');
  assert.equal(shown.status, 'Trait aux Noirs');
  assert.equal(shown.announce, 'Les Blancs ont joué c3-d4. Trait aux Noirs');
  assert.deepEqual(shown.moves, ['c3-d4']);
  assert.equal(shown.d4, 'd4, pion blanc');
  assert.equal(shown.selected, 'f6, pion noir, sélectionnée');
  assert.equal(shown.cancelled, 'Coup annulé.');
  assert.equal(shown.refusal, "`f6-h4` n'est pas un coup légal ici : la pièce ne peut pas aller en h4.");
  assert.equal(shown.question, 'Abandonner avec les Noirs ?');
  assert.equal(shown.over, 'Les Blancs gagnent : les Noirs ont abandonné');
  assert.equal(shown.reason, shown.over);
  assert.equal(shown.score, '1–0');
  assert.equal(shown.scoreLabel, 'Résultat 1–0');
  assert.deepEqual(fr.problems, []);
  await fr.page.close();
});

test('what the engine refuses is said in the page\'s language: a pasted position, a game record, a link, a typed Hexpush move', async () => {
  const { page, problems } = await openPage(browser, 'ru/russian.html');
  await ready(page);
  const message = async () => (await page.locator('#message').textContent()).trim();
  await page.getByLabel('Вставить позицию (TFEN)').fill('W:a1w,b1b');
  await page.locator('#load-tfen').click();
  assert.equal(await message(), 'Позиция не прочитана: b1 — светлое поле, шашки стоят только на тёмных.');
  await page.getByLabel('Вставить позицию (TFEN)').fill('W:a1w,c3q');
  await page.locator('#load-tfen').click();
  assert.equal(await message(), 'Позиция не прочитана: на поле c3 буква `q`; шашка — одна из букв w, W, b, B.');
  await page.locator('#import-box summary').click();
  await page.getByLabel(/Вставьте запись партии/).fill('1. c3-d4 f6-e5 2. d4-c5 *');
  await page.locator('#import-record').click();
  assert.equal(await message(), 'Запись не читается: ход 2 (d4-c5) в этой позиции невозможен — бить обязательно: шашка на d4 должна бить.');
  await page.getByLabel(/Вставьте запись партии/).fill('[FEN "W:W33:B1"]\n*');
  await page.locator('#import-record').click();
  assert.equal(await message(), 'Запись не читается: её FEN `W:W33:B1` не принят: `33` — не номер поля от 1 до 32.');
  assert.deepEqual(problems, []);
  await page.close();

  const hex = await openPage(browser, 'ru/hexpush.html', '#hfen=B:a1b,a1w:0-0');
  await ready(hex.page);
  assert.equal((await hex.page.locator('#message').textContent()).trim(), 'Не удалось открыть ссылку: клетка a1 указана дважды.');
  await hex.page.locator('#move-input').fill('A1-A5');
  await hex.page.locator('#move-input').press('Enter');
  assert.equal((await hex.page.locator('#message').textContent()).trim(), '`A1-A5` — здесь так ходить нельзя.');
  assert.deepEqual(hex.problems, []);
  await hex.page.close();

  // A link refused before any game is on the page: its sides are named all the same.
  const many = await openPage(browser, 'ru/russian.html', '#variant=russian&tfen=W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b4w');
  await ready(many.page);
  assert.equal((await many.page.locator('#message').textContent()).trim(), 'Не удалось открыть ссылку: 13 белых шашек, а в наборе только 12.');
  assert.deepEqual(many.problems, []);
  await many.page.close();

  const fr = await openPage(browser, 'fr/bashni.html', '#variant=bashni&tfen=X:a1w');
  await ready(fr.page);
  assert.equal((await fr.page.locator('#message').textContent()).trim(), "Le lien n'a pas pu être ouvert : le camp au trait `X` n'est ni W ni B.");
  assert.deepEqual(fr.problems, []);
  await fr.page.close();
});

/** The English words of the page scripts' messages (en.ftl's `## page scripts`), less those a
 *  page in another language shows too: key names, notation, proper names. */
function englishWords() {
  const catalog = readFileSync(join(ROOT, 'locales', 'en.ftl'), 'utf8').split('## page scripts')[1];
  const words = new Set();
  for (const line of catalog.split('\n')) {
    if (line.startsWith('#')) continue;
    const value = line.replace(/^[a-z][\w-]* =/, '').replace(/`[^`]*`/g, '').replace(/\[[^\]]*\]/g, '').replace(/\{[^}]*\}/g, '');
    for (const [word] of value.matchAll(/[A-Za-z]{3,}/g)) words.add(word.toLowerCase());
  }
  // Key names (the keyboard hints), codes, and the language menu's own name for English.
  for (const allowed of ['enter', 'ctrl', 'esc', 'home', 'end', 'tfen', 'hfen', 'pdn', 'english']) words.delete(allowed);
  return words;
}

test('no English interface word is left on the Russian game and Hexpush pages after a move', async () => {
  const english = englishWords();
  assert.ok(english.has('tower') && english.has('marble') && english.has('move'), 'the words are read from en.ftl');
  for (const [file, moves] of [['ru/russian.html', ['c3', 'd4', 'f6']], ['ru/bashni.html', ['c3', 'd4', 'f6']], ['ru/hexpush.html', ['c3', 'c4']]]) {
    const { page, problems } = await openPage(browser, file);
    await ready(page);
    for (const name of moves) await page.locator(`#board [aria-label^="${name},"]`).click();
    await idle(page);
    const shown = await page.evaluate(() => [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap(element =>
        ['aria-label', 'placeholder', 'title'].map(name => element.getAttribute(name) || '')),
    ].join('\n'));
    const left = [...new Set([...shown.matchAll(/[A-Za-z]{3,}/g)].map(([word]) => word.toLowerCase()))].filter(word => english.has(word));
    assert.deepEqual(left, [], `${file}: English words on the page`);
    assert.deepEqual(problems, [], file);
    await page.close();
  }
});
