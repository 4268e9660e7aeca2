import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';

export type AssetKind = 'js' | 'css';

export interface LoadedAsset {
  url: string;
  kind: AssetKind;
  /** Bytes of the file as served (uncompressed). */
  bytes: number;
  /** The same bytes through gzip level 9: what a compressing server sends, deterministically. */
  gzipBytes: number;
}

export interface FirstLoad {
  path: string;
  /** Gzipped bytes of every JavaScript file the first load fetched. */
  js: number;
  /** Gzipped bytes of every stylesheet the first load fetched. */
  css: number;
  assets: LoadedAsset[];
}

function kindOf(response: Response): AssetKind | undefined {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (/javascript/.test(type) || /\.m?js$/.test(path)) return 'js';
  if (/text\/css/.test(type) || /\.css$/.test(path)) return 'css';
  return undefined;
}

/**
 * Opens `path` in a fresh browser context (empty cache) and adds up the JavaScript and CSS the
 * page fetched until it is ready and the network is idle: the shell, the shared runtime, the
 * remoteEntry files and every chunk. Sizes are measured on the bodies, gzipped here, so the
 * figure does not depend on how the preview server compresses.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen = new Map<string, Promise<LoadedAsset | undefined>>();
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200 || seen.has(response.url())) return;
    seen.set(
      response.url(),
      response.body().then(
        (body) => ({
          url: response.url(),
          kind,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const assets = (await Promise.all(seen.values()))
      .filter((asset): asset is LoadedAsset => asset !== undefined)
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = (kind: AssetKind) =>
      assets
        .filter((asset) => asset.kind === kind)
        .reduce((sum, asset) => sum + asset.gzipBytes, 0);
    return { path, js: total('js'), css: total('css'), assets };
  } finally {
    await context.close();
  }
}

/** A readable list of what a first load fetched, largest first. */
export function describeFirstLoad(load: FirstLoad): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = load.assets.map(
    (asset) =>
      `  ${asset.kind.padEnd(3)} ${kb(asset.gzipBytes).padStart(9)} gz ${kb(asset.bytes).padStart(10)}  ${asset.url}`,
  );
  return [`${load.path}: JS ${kb(load.js)} gz, CSS ${kb(load.css)} gz`, ...lines].join('\n');
}
