import { chromium } from '@playwright/test';
const base = 'http://localhost:4700';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of paths) {
  const page = await browser.newPage();
  const messages = [];
  page.on('console', (m) => { if (['error', 'warning'].includes(m.type()) && !m.text().includes('502')) messages.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message.slice(0, 300)}`));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const hydrated = await page.evaluate(() => { const m = document.querySelector('main'); return !!m && Object.keys(m).some((k) => k.startsWith('__reactFiber')); });
  const footerHydratedBefore = await page.evaluate(() => { const m = document.querySelector('footer h2, footer p'); return !!m && Object.keys(m).some((k) => k.startsWith('__reactFiber')); });
  await page.mouse.wheel(0, 4000); await page.waitForTimeout(1500);
  const footerHydratedAfter = await page.evaluate(() => { const m = document.querySelector('footer a'); return !!m && Object.keys(m).some((k) => k.startsWith('__reactFiber')); });
  console.log(path, { hydrated, footerHydratedBefore, footerHydratedAfter }, messages.length ? messages : 'clean');
  await page.close();
}
await browser.close();
