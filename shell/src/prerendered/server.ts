import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { withoutTrailingSlash } from '@caawg11/conference';
import type { RemotesConfig } from '../remotes-config';
import { composePage, fillIn, type PrerenderedPage, type ShellAssets } from './compose.js';

interface PageIndexEntry {
  path: string;
  file: string;
}

/** Where a composed page is written in the shell's output, for nginx: /fr/registration is pages/fr/registration.html. */
export function composedPageFile(path: string): string {
  const name = withoutTrailingSlash(path) === '/' ? '/index' : withoutTrailingSlash(path);
  return `pages${name}.html`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The shell's bootstrap chunk and what it imports, preloaded rather than found after the
 * runtime, and the shell's own style sheet (its font, among others), inlined so that the page
 * is drawn as it will stay.
 */
async function shellAssets(distDir: string): Promise<ShellAssets> {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { preloads: [], styles: '' };
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit('src/bootstrap.tsx');
  const css = await Promise.all([...styles].map((file) => readFile(join(distDir, file), 'utf8')));
  return { preloads: [...files].map((file) => `/${file}`), styles: css.join('\n') };
}

async function readIndex(pagesDir: string): Promise<Map<string, string>> {
  const index = JSON.parse(
    await readFile(join(pagesDir, 'pages.json'), 'utf8'),
  ) as PageIndexEntry[];
  return new Map(index.map((entry) => [withoutTrailingSlash(entry.path), entry.file]));
}

async function readPage(pagesDir: string, file: string): Promise<PrerenderedPage> {
  return JSON.parse(await readFile(join(pagesDir, 'pages', file), 'utf8')) as PrerenderedPage;
}

const contentTypes: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the public site's pre-rendered pages (written by its build into `pagesDir`) inside
 * the shell's own page, for their paths, with /sitemap.xml, /robots.txt and the link-preview
 * images; every other path keeps the shell's empty page. On `vite build` with `composeInto`
 * set, also writes the composed pages into the shell's output, for nginx (shell/Dockerfile).
 */
export function prerenderedPages(options: {
  pagesDir: string;
  siteUrl: string;
  remotes: RemotesConfig;
  composeOnBuild: boolean;
}): Plugin {
  let distDir = 'dist';
  return {
    name: 'prerendered-pages',
    configResolved: (config) => void (distDir = join(config.root, config.build.outDir)),
    async closeBundle() {
      if (!options.composeOnBuild) return;
      const index = await readIndex(options.pagesDir);
      const shellHtml = await readFile(join(distDir, 'index.html'), 'utf8');
      const assets = await shellAssets(distDir);
      for (const [path, pageFile] of index) {
        const file = join(distDir, composedPageFile(path));
        await mkdir(dirname(file), { recursive: true });
        const page = await readPage(options.pagesDir, pageFile);
        await writeFile(file, composePage(shellHtml, page, assets));
      }
      for (const name of ['sitemap.xml', 'robots.txt', 'previews']) {
        await cp(join(options.pagesDir, name), join(distDir, name), { recursive: true });
      }
    },
    configurePreviewServer(server) {
      const headers = server.config.preview.headers ?? {};
      const serve = async (request: IncomingMessage, response: ServerResponse) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        const url = new URL(request.url ?? '/', 'http://localhost');
        const path = withoutTrailingSlash(decodeURIComponent(url.pathname));
        const site = {
          siteUrl: options.siteUrl,
          remotes: options.remotes,
          pageOrigin: `http://${request.headers.host ?? 'localhost'}`,
        };
        let body: string | Buffer | undefined;
        let contentType: string | undefined;
        if (contentTypes[path]) {
          body = fillIn(await readFile(join(options.pagesDir, path), 'utf8'), site);
          contentType = contentTypes[path];
        } else if (/^\/previews\/[a-z]{2}\/[\w-]+\.png$/.test(path)) {
          const file = join(options.pagesDir, path);
          if (!existsSync(file)) return false;
          body = await readFile(file);
          contentType = 'image/png';
        } else if (existsSync(join(options.pagesDir, 'pages.json'))) {
          const pageFile = (await readIndex(options.pagesDir)).get(path);
          if (!pageFile) return false;
          const page = await readPage(options.pagesDir, pageFile);
          const shellHtml = await readFile(join(distDir, 'index.html'), 'utf8');
          body = fillIn(composePage(shellHtml, page, await shellAssets(distDir)), site);
          contentType = 'text/html; charset=utf-8';
        }
        if (body === undefined || contentType === undefined) return false;
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) response.setHeader(name, value);
        }
        response.setHeader('Content-Type', contentType);
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : body);
        return true;
      };
      server.middlewares.use((request, response, next) => {
        serve(request, response).then(
          (served) => void (served || next()),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
