import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => { if (['error','warning'].includes(m.type()) && !m.text().includes('502')) messages.push(m.text().slice(0,200)); });
  page.on('pageerror', (e) => messages.push('pageerror ' + e.message.slice(0, 200)));
  await page.addInitScript(() => {
    window.__lcp = []; window.__removed = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push([Math.round(e.startTime), e.element?.tagName, (e.element?.className || '').slice(0, 50), e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((records) => { for (const r of records) window.__removed += [...r.removedNodes].filter((n) => n.nodeType === 1).length; }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('http://localhost:4700' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  console.log(path, JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, removed: window.__removed }))), messages);
  await context.close();
}
await browser.close();
