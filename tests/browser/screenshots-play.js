// Screenshots of a game against the computer, the player with Black, on a laptop (1366×768) and a
// phone (390×844): `node screenshots-play.js DIST OUT PREFIX` writes OUT/PREFIX-desktop.png and
// OUT/PREFIX-phone.png from the site in DIST (issue 19's before/after pictures are made from the
// site built before and after the change). Run by hand, never by the test suite.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, out, prefix] = process.argv.slice(2);
if (!dist || !out || !prefix) {
  console.error('usage: node screenshots-play.js DIST OUT PREFIX');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const moves = 'g3-h4,h6-g5,h2-g3,g7-h6,g3-f4,h8-g7,g1-h2,f6-e5,h4:f6:h8,e5:g3,h2:f4';
const url = `${pathToFileURL(resolve(dist, 'russian.html'))}#variant=russian&moves=${moves}&opponent=3&computer=white`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, options] of [
  ['desktop', { viewport: { width: 1366, height: 768 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 }],
]) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-ready]');
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, `${prefix}-${name}.png`) });
  await context.close();
}
await browser.close();
