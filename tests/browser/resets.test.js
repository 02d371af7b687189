// Resets never race what is under way (issue 14 §1): Retry and Start over during a lesson's
// scripted reply or solving animation leave a clean board (no error, not solved, no stars), and
// Hexpush's drawing is idempotent (undo/redo many times in one task: one marble per cell).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, openPage, ready, DIST } from './harness.js';

let browser;
before(async () => { browser = await openBrowser({ reducedMotion: 'no-preference' }); });
after(async () => { await browser?.close(); });

const LESSONS = readdirSync(join(DIST, 'lessons')).filter(f => f.endsWith('.html')).sort();

/** The first draughts board (lesson file, index, spec) whose first line passes `wanted`. */
async function findBoard(wanted) {
  const page = await browser.context.newPage();
  try {
    for (const file of LESSONS) {
      await page.goto(`file://${join(DIST, 'lessons', file)}`);
      const specs = await page.evaluate(() => JSON.parse(document.getElementById('lesson-boards').textContent));
      const index = specs.findIndex(spec => spec.variant !== 'hexpush' && wanted(spec));
      if (index >= 0) return { file, index, spec: specs[index] };
    }
  } finally { await page.close(); }
  throw new Error('no such board');
}

for (const [what, wanted, move] of [
  ['a scripted reply', spec => spec.lines[0].length >= 3, spec => spec.lines[0][0]],
  ['a wrong move\'s reply', spec => spec.wrong.some(w => w.reply), spec => spec.wrong.find(w => w.reply).move],
  ['a solving animation', spec => spec.lines[0].length === 1, spec => spec.lines[0][0]],
]) {
  for (const button of ['Start over', 'Retry']) {
    test(`${button} during ${what} leaves a clean board`, async () => {
      const { file, index, spec } = await findBoard(wanted);
      const { page, problems } = await openPage(browser, `lessons/${file}`);
      await ready(page);
      const card = page.locator('.lesson-card').nth(index);
      const labels = () => card.locator('.board button').evaluateAll(buttons => buttons.map(b => b.getAttribute('aria-label')));
      const before = await labels();
      // The move's squares clicked, then the button, in one task: the button is pressed while
      // the move is still animated or its reply pending, however slow the machine (separate
      // clicks from the test lost that race when the machine was loaded).
      await card.evaluate((element, [squares, name]) => {
        for (const square of squares) /** @type {HTMLElement} */ (element.querySelector(`button[data-square="${square}"]`)).click();
        const buttons = [...element.querySelectorAll('button')];
        const shown = buttons.find(b => b.textContent === name && !b.hidden);
        (shown ?? buttons.find(b => b.textContent === 'Start over')).click();
      }, [move(spec).split(/[-:]/), button]);
      // Every scripted reply or animation started has ended or given up (not a fixed wait).
      await page.evaluate(i => window.lesson.boards[i].idle(), index);
      assert.deepEqual(problems, [], `${file} board ${index + 1}`);
      assert.doesNotMatch(await card.locator('.feedback').textContent(), /Solved/);
      assert.equal(await card.locator('.stars').textContent(), '');
      assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('bashni.lesson'))), [], 'no stars recorded');
      if (button === 'Start over') assert.deepEqual(await labels(), before, 'the start position');
      await page.close();
    });
  }
}

test('Hexpush: undo and redo many times in one task leave one marble per cell', async () => {
  const { page, problems } = await openPage(browser, 'hexpush.html');
  await ready(page);
  await page.evaluate(() => {
    const hex = window.hexpush;
    for (let i = 0; i < 6; i++) hex.game.play(JSON.parse(hex.game.legalMovesJson())[0].text);
    hex.shell.start('hexpush', hex.game.startHfen(), JSON.parse(hex.game.historyJson()));
    for (let i = 0; i < 9; i++) { hex.shell.undo(); hex.shell.undo(); hex.shell.redo(); hex.shell.redo(); }
  });
  const most = () => page.evaluate(() => Math.max(...[...document.querySelectorAll('#board [data-cell]')]
    .map(cell => cell.querySelectorAll('.marble:not(.flying)').length)));
  assert.equal(await most(), 1, 'right after');
  // The animations end and leave no ghost behind.
  await page.waitForFunction(() => document.querySelectorAll('#board .marble.flying').length === 0, null, { timeout: 5000 });
  assert.equal(await page.locator('#board .marble').count(), await page.locator('#board .marble:not(.flying)').count(), 'no ghost left');
  assert.equal(await most(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});
