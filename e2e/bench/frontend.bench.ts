import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { e2ePorts, shellUrl } from '../ports';
import { describeFirstLoad, measureFirstLoad, type FirstLoad } from '../support/first-load';
import { publicRoutes } from '../support/public-routes';

/**
 * Front-end figures of `npm run bench`: gzipped JS and CSS of the first load of / and
 * /dashboard through the shell, and Lighthouse on every public route with the mobile preset
 * (a mid-range phone on slow 4G: simulated throttling, 4x CPU slowdown) and the desktop preset
 * (system Chromium, median of 3 each), each beside a baseline: the shell's shared runtime for
 * the bytes, a static page of the same kind for Lighthouse. Writes reports/bench/parts/frontend.json.
 */
const here = dirname(fileURLToPath(import.meta.url));
const partsDir = join(here, '../../reports/bench/parts');
// Three runs a page make a median; LIGHTHOUSE_RUNS=1 gives a quicker, rougher pass.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budgets = JSON.parse(readFileSync(join(here, 'budgets.json'), 'utf8')) as {
  firstLoad: Record<string, { jsGzipBytes: number }>;
};

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface LighthouseRun {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Where the LCP's time goes, as Lighthouse splits it. */
  lcp?: LcpBreakdown;
}

/** The LCP element and its four phases (ms), with the main thread's and scripts' work (ms). */
interface LcpBreakdown {
  element: string;
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
  mainThreadMs: number;
  scriptMs: number;
}

interface TableDetails {
  type?: string;
  items?: Record<string, unknown>[];
}

/** Reads the LCP element and its phases from the audit's list of two tables. */
function lcpBreakdown(lhr: {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}): LcpBreakdown | undefined {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as TableDetails)
    ?.items as TableDetails[] | undefined;
  const node = tables?.[0]?.items?.[0]?.node as
    { snippet?: string; nodeLabel?: string } | undefined;
  const phases = tables?.[1]?.items;
  if (!phases) return undefined;
  const timing = (index: number) => {
    const value = phases[index]?.timing;
    return typeof value === 'number' ? value : Number.NaN;
  };
  return {
    element: (node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 60),
    ttfbMs: timing(0),
    loadDelayMs: timing(1),
    loadTimeMs: timing(2),
    renderDelayMs: timing(3),
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    scriptMs: lhr.audits['bootup-time']?.numericValue ?? Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Lighthouse's own presets: its default configuration is the mobile one. */
const presets = { mobile: undefined, desktop: desktopConfig } as const;
type Preset = keyof typeof presets;

/** What each preset must reach on every public route. */
const targets: Record<
  Preset,
  { performance: number; lcpMs?: number; cls: number; tbtMs?: number }
> = {
  mobile: { performance: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200 },
  desktop: { performance: 98, cls: 0.05 },
};

async function lighthouseRuns(
  url: string,
  count: number,
  preset: Preset,
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < count; i += 1) {
    // A fresh browser each run: cold cache, as a first visit.
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: chromiumFlags,
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        presets[preset],
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        lcp: lcpBreakdown(lhr),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

function summary(results: LighthouseRun[]): LighthouseRun {
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
  };
}

/** The floor of this machine: a static page with a heading, text and one image, from node:http. */
async function startStaticBaseline(): Promise<{ url: string; server: Server }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500"><rect width="1200" height="500" fill="#0f3d3e"/></svg>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page"></head><body style="font-family:sans-serif;margin:0"><h1 style="margin:1rem">CAAWG11 Conference</h1><img src="/hero.svg" width="1200" height="500" alt="Hero"><p style="margin:1rem">${'The 11th conference of the African Association of Women in Geosciences. '.repeat(8)}</p></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/hero.svg')
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** JS of the shell's own origin: React, ReactDOM, the router and the federation runtime. */
function runtimeJs(load: FirstLoad): number {
  return load.assets
    .filter(
      (asset) => asset.kind === 'js' && asset.url.startsWith(`http://localhost:${e2ePorts.shell}/`),
    )
    .reduce((sum, asset) => sum + asset.gzipBytes, 0);
}

const kb = (bytes: number) => bytes / 1024;

/** The first-load JavaScript each path must stay within, in KB gzipped. */
const firstLoadTargetsKb: Record<string, number> = { '/': 150, '/dashboard': 190 };

function firstLoadTarget(load: FirstLoad): { target?: string; met?: boolean } {
  const targetKb = firstLoadTargetsKb[load.path];
  return targetKb === undefined
    ? {}
    : { target: `<= ${targetKb} KB`, met: kb(load.js) <= targetKb };
}

test('front end: first-load bytes and Lighthouse', async ({ browser }) => {
  const startedAt = new Date();
  const ready: Record<string, (page: Page) => Promise<void>> = {
    '/': async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    '/dashboard': async (page) => {
      await expect(page.getByRole('heading').first()).toBeVisible();
    },
  };
  const loads: FirstLoad[] = [];
  for (const path of ['/', '/dashboard']) {
    loads.push(await measureFirstLoad(browser, shellUrl, path, ready[path]!));
  }

  // Every public route in English, and three in French and in Portuguese.
  const pages = [
    ...publicRoutes.map((route) => route.path),
    ...['fr', 'pt'].flatMap((language) =>
      ['', '/registration', '/program'].map((path) => `/${language}${path}`),
    ),
  ];
  const lighthouseResults: Record<Preset, Record<string, LighthouseRun[]>> = {
    mobile: {},
    desktop: {},
  };
  const baselineRuns: Record<Preset, LighthouseRun[]> = { mobile: [], desktop: [] };
  const baseline = await startStaticBaseline();
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const path of pages) {
        lighthouseResults[preset][path] = await lighthouseRuns(`${shellUrl}${path}`, runs, preset);
      }
      baselineRuns[preset] = await lighthouseRuns(baseline.url, runs, preset);
    }
  } finally {
    baseline.server.close();
  }

  const figures = [
    ...loads.map((load) => ({
      scenario: `front end: JS of the first load of ${load.path} (gzip)`,
      metric: 'JS gzip',
      value: kb(load.js),
      unit: 'KB',
      baseline: kb(runtimeJs(load)),
      ratio: load.js / runtimeJs(load),
      ...firstLoadTarget(load),
    })),
    ...loads.map((load) => ({
      scenario: `front end: CSS of the first load of ${load.path} (gzip)`,
      metric: 'CSS gzip',
      value: kb(load.css),
      unit: 'KB',
    })),
    ...(['mobile', 'desktop'] as const).flatMap((preset) => {
      const base = summary(baselineRuns[preset]);
      const target = targets[preset];
      return pages.flatMap((path) => {
        const s = summary(lighthouseResults[preset][path]!);
        return [
          {
            scenario: `Lighthouse ${preset} ${path}: performance`,
            metric: 'score',
            value: s.performance,
            unit: 'score',
            baseline: base.performance,
            ratio: s.performance / base.performance,
            target: `>= ${target.performance}`,
            met: s.performance >= target.performance,
          },
          {
            scenario: `Lighthouse ${preset} ${path}: LCP`,
            metric: 'LCP',
            value: s.lcpMs,
            unit: 'ms',
            baseline: base.lcpMs,
            ratio: s.lcpMs / base.lcpMs,
            ...(target.lcpMs === undefined
              ? {}
              : { target: `<= ${target.lcpMs} ms`, met: s.lcpMs <= target.lcpMs }),
          },
          {
            scenario: `Lighthouse ${preset} ${path}: CLS`,
            metric: 'CLS',
            value: s.cls,
            unit: '',
            baseline: base.cls,
            target: `< ${target.cls}`,
            met: s.cls < target.cls,
          },
          {
            scenario: `Lighthouse ${preset} ${path}: TBT`,
            metric: 'TBT',
            value: s.tbtMs,
            unit: 'ms',
            baseline: base.tbtMs,
            ...(target.tbtMs === undefined
              ? {}
              : { target: `< ${target.tbtMs} ms`, met: s.tbtMs < target.tbtMs }),
          },
        ];
      });
    }),
  ];

  const lighthouseTable = (preset: Preset) =>
    [
      '| page | performance | LCP ms | CLS | TBT ms | runs (performance) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...[...pages, 'static baseline'].map((path) => {
        const results =
          path === 'static baseline' ? baselineRuns[preset] : lighthouseResults[preset][path]!;
        const s = summary(results);
        return `| ${path} | ${s.performance} | ${Math.round(s.lcpMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} | ${results.map((r) => r.performance).join(', ')} |`;
      }),
    ].join('\n');
  const breakdownTable = (preset: Preset) =>
    [
      '| page | LCP element | TTFB | load delay | load time | render delay | main thread | scripts |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...pages.map((path) => {
        const lcp = lighthouseResults[preset][path]![0]?.lcp;
        if (!lcp) return `| ${path} | - | - | - | - | - | - | - |`;
        const ms = (value: number) => Math.round(value).toString();
        const element = lcp.element.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
        return `| ${path} | \`${element}\` | ${ms(lcp.ttfbMs)} | ${ms(lcp.loadDelayMs)} | ${ms(lcp.loadTimeMs)} | ${ms(lcp.renderDelayMs)} | ${ms(lcp.mainThreadMs)} | ${ms(lcp.scriptMs)} |`;
      }),
    ].join('\n');
  const details = [
    'First load: a fresh browser context opens the path through the shell (built apps behind `vite preview`) and every JavaScript and CSS response is gzipped here (level 9), so the figure does not depend on the server. ' +
      "Baseline: the JavaScript from the shell's own origin (React, ReactDOM, the router, the federation runtime), which every page pays before any remote code. " +
      `Committed budgets (e2e/bench/budgets.json, checked in npm test): / ${kb(budgets.firstLoad['/']!.jsGzipBytes).toFixed(0)} KB, /dashboard ${kb(budgets.firstLoad['/dashboard']!.jsGzipBytes).toFixed(0)} KB of JS.`,
    '',
    ...loads.map((load) => ['```', describeFirstLoad(load), '```', ''].join('\n')),
    `Lighthouse ${runs} runs per page and preset (median), performance category only, system Chromium headless, a fresh browser per run. Baseline: a static page (heading, text, one image) from node:http on the same machine, ${runs} runs per preset.`,
    '',
    '### Mobile preset (simulated slow 4G, 4x CPU slowdown)',
    '',
    lighthouseTable('mobile'),
    '',
    "What limits the mobile LCP (first run of each page, ms): Lighthouse's split of the LCP into time to first byte, the delay before the LCP resource starts loading, its load time and the render delay after it, with the main thread's total work and the scripts' share of it.",
    '',
    breakdownTable('mobile'),
    '',
    '### Desktop preset',
    '',
    lighthouseTable('desktop'),
  ].join('\n');

  mkdirSync(partsDir, { recursive: true });
  writeFileSync(
    join(partsDir, 'frontend.json'),
    `${JSON.stringify(
      {
        name: 'frontend',
        title: 'Front end: first-load bytes through the shell, and Lighthouse',
        startedAt: startedAt.toISOString(),
        durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
        figures,
        details,
        data: { loads, lighthouse: lighthouseResults, baseline: baselineRuns },
      },
      null,
      2,
    )}\n`,
  );
});
