import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push([Math.round(e.startTime), e.value.toFixed(4), e.sources.map((s) => `${s.node?.nodeName}.${(s.node?.className || '').toString().slice(0, 60)} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`)]); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://localhost:4700' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  console.log(path, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
  await context.close();
}
await browser.close();
