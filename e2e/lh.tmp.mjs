import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    const t = a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
    console.log(url, Math.round(r.lhr.categories.performance.score * 100), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'phases', t.map((p) => Math.round(p.timing)).join('/'));
  } finally { chrome.kill(); }
}
