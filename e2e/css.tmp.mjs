import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const block of [true, false]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  if (block) await page.route(/App-.*\.css$/, (r) => r.abort());
  await page.goto('http://localhost:4700/registration', { waitUntil: 'networkidle' });
  const rects = await page.evaluate(() => [...document.querySelectorAll('h1, p.mt-2.text-brand-100, header')].map((e) => `${e.tagName} ${Math.round(e.getBoundingClientRect().top)} ${Math.round(e.getBoundingClientRect().height)} ${getComputedStyle(e).fontSize} ${getComputedStyle(e).fontFamily.slice(0,30)} ${getComputedStyle(e).letterSpacing} ${getComputedStyle(e).fontWeight}`));
  console.log(block ? 'critical only' : 'full', rects);
  await context.close();
}
await browser.close();
