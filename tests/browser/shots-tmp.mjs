// One-off: before/after screenshots of the game page (not part of the suite).
import { openBrowser } from './harness.js';
import { pathToFileURL } from 'node:url';
const [dist, label] = process.argv.slice(2);
const MIDGAME = '#variant=bashni&tfen=W:a1w,c1w,e1w,g1w,b2w,f2w,h2w,a3w,c3wBw,g3w,d4wb,b6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,f8b,h8b';
for (const [name, options] of [['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }], ['desktop', {}]]) {
  const browser = await openBrowser(options);
  const page = await browser.context.newPage();
  await page.goto(pathToFileURL(`${dist}/bashni.html`).href + MIDGAME);
  await page.waitForSelector('html[data-ready="true"]');
  for (const sq of ['c3', 'e5']) await page.locator(`#board [data-square="${sq}"]`).click().catch(() => {});
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/work/main/docs/screenshots/issue-11/${label}-${name}.png`, fullPage: name === 'phone' });
  await browser.close();
}
