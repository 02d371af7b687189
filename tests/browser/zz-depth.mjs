import { openBrowser, openPage, ready } from './harness.js';
const browser = await openBrowser();
for (const hash of ['#variant=russian&moves=c3-d4,f6-g5&ply=2', '#variant=bashni&moves=c3-d4,f6-g5&ply=2']) {
  for (let run = 0; run < 2; run++) {
    const { page } = await openPage(browser, 'analysis.html', hash);
    await ready(page);
    await new Promise(r => setTimeout(r, 10_000));
    const read = await page.evaluate(() => [document.getElementById('analysis-depth').textContent, document.getElementById('analysis-eval').textContent, document.getElementById('analysis-lines-depth').textContent]);
    console.log(hash.slice(9, 16), JSON.stringify(read));
    await page.close();
  }
}
await browser.close();
