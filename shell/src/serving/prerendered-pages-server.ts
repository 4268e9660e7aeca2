import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { prerenderedFileOfPath } from '@caawg11/conference';
import {
  composePage,
  fillPlaceholders,
  isPublicSitePage,
  type ShellAddresses,
} from './prerendered-pages.js';

type Next = (error?: unknown) => void;

/** How long a fetched page stays in memory: a redeployed public site shows within a minute. */
const cacheMs = 60_000;
/** A public site that does not answer in time leaves the page to be drawn in the browser. */
const fetchTimeoutMs = 2_000;

/** Fetches the public site's files, keeping each answer (a miss included) for a minute. */
function publicSiteFiles(base: string) {
  const cache = new Map<string, { at: number; body: Buffer | undefined }>();
  return async (path: string): Promise<Buffer | undefined> => {
    const cached = cache.get(path);
    if (cached && Date.now() - cached.at < cacheMs) return cached.body;
    let body: Buffer | undefined;
    try {
      const response = await fetch(new URL(path, base), {
        signal: AbortSignal.timeout(fetchTimeoutMs),
      });
      body = response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
    } catch {
      body = undefined;
    }
    cache.set(path, { at: Date.now(), body });
    return body;
  };
}

const textFiles: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

/**
 * The preview server's handler for pages: every page request is answered with the shell's
 * index.html composed for it (see composePage), /sitemap.xml and /robots.txt come from the public
 * site with the site's address filled in, and /share/ serves its link-preview images.
 */
export function prerenderedPagesHandler(
  indexHtmlPath: string,
  addresses: ShellAddresses,
  headers: Readonly<Record<string, string>>,
) {
  const fetchFile = publicSiteFiles(addresses.publicSiteBase);
  let template: Promise<string> | undefined;
  const send = (response: ServerResponse, type: string, body: string | Buffer, cache: string) => {
    response.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Type', type);
    response.setHeader('Cache-Control', cache);
    response.end(body);
  };
  return (request: IncomingMessage, response: ServerResponse, next: Next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const pathname = new URL(request.url ?? '/', 'http://shell').pathname;
    const handle = async () => {
      const textType = textFiles[pathname];
      if (textType) {
        const file = await fetchFile(`prerendered${pathname}`);
        if (!file) return next();
        return send(
          response,
          textType,
          fillPlaceholders(file.toString('utf8'), addresses),
          'no-cache',
        );
      }
      if (pathname.startsWith('/share/') && /^\/share\/[a-z]{2}\/[a-z0-9-]+\.png$/.test(pathname)) {
        const image = await fetchFile(pathname.slice(1));
        if (!image) return next();
        return send(response, 'image/png', image, 'public, max-age=3600');
      }
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml || !isPublicSitePage(pathname)) return next();
      const file = prerenderedFileOfPath(pathname);
      template ??= readFile(indexHtmlPath, 'utf8');
      const [shell, head, body] = await Promise.all([
        template,
        file && fetchFile(`prerendered/${file.name}.head.html`),
        file && fetchFile(`prerendered/${file.name}.body.html`),
      ]);
      const page =
        file && head && body
          ? { language: file.language, head: head.toString('utf8'), body: body.toString('utf8') }
          : undefined;
      send(response, 'text/html; charset=utf-8', composePage(shell, addresses, page), 'no-cache');
    };
    handle().catch(next);
  };
}
