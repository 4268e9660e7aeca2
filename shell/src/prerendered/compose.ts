import {
  prerenderedAtAttribute,
  prerenderedPathAttribute,
  publicSiteRootPlaceholder,
  remotesConfigElementId,
  remotesConfigPlaceholder,
  siteUrlPlaceholder,
} from '@caawg11/conference';
import type { RemotesConfig } from '../remotes-config';

/** A page the public site's build pre-rendered (public-site/src/prerender/render-pages.tsx). */
export interface PrerenderedPage {
  path: string;
  language: string;
  renderedAt: string;
  /** Title, description, canonical and alternate links, preview tags, critical CSS, preloads. */
  head: string;
  /** The content of `<div id="root">`, as React hydrates it. */
  root: string;
  /** The whole style sheet, loaded once the page is drawn. */
  bodyEnd: string;
}

/** What the shell's own build adds to each page: preloads of its bootstrap chunks, its CSS. */
export interface ShellAssets {
  preloads: readonly string[];
  styles: string;
}

function replaceOnce(html: string, pattern: RegExp | string, replacement: string): string {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`The shell's index.html has no ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The shell's own page (its index.html: its runtime's script and preloads) holding a
 * pre-rendered page: its language, its head and its content, with the shell's bootstrap
 * chunk preloaded and its style sheet inlined. What depends on where the site runs stays a placeholder (`fillIn`).
 */
export function composePage(shellHtml: string, page: PrerenderedPage, shell: ShellAssets): string {
  let html = replaceOnce(shellHtml, /<html lang="[^"]*">/, `<html lang="${page.language}">`);
  html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const head = [
    ...(shell.styles ? [`<style>${shell.styles}</style>`] : []),
    page.head,
    ...shell.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    remotesConfigPlaceholder,
  ].join('\n');
  html = replaceOnce(html, '</head>', `${head}\n</head>`);
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${prerenderedPathAttribute}="${page.path}" ${prerenderedAtAttribute}="${page.renderedAt}">${page.root}</div>`,
  );
  return replaceOnce(html, '</body>', `${page.bodyEnd}\n</body>`);
}

/** The public site remote's root: the address its remoteEntry.js is in. */
export function remoteRoot(remoteEntry: string, pageOrigin: string): string {
  return new URL('./', new URL(remoteEntry, pageOrigin)).href;
}

/** `</script>` can never end the inlined JSON early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * A composed page (or the sitemap, or robots.txt) as served: the site's address, the public
 * site remote's root and /remotes.json filled in from the server's configuration.
 */
export function fillIn(
  text: string,
  site: { siteUrl: string; remotes: RemotesConfig; pageOrigin: string },
): string {
  const siteUrl = site.siteUrl.replace(/\/+$/, '');
  return text
    .replaceAll(siteUrlPlaceholder, siteUrl)
    .replaceAll(publicSiteRootPlaceholder, remoteRoot(site.remotes.public_site, site.pageOrigin))
    .replace(
      remotesConfigPlaceholder,
      `<script type="application/json" id="${remotesConfigElementId}">${inlineJson(site.remotes)}</script>`,
    );
}
