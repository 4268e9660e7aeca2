/**
 * Serving the public pages the public site draws at build time. The public site publishes, beside
 * its remote entry, each page's `<head>` and `#root` markup (`prerendered/<language>/<page>`), its
 * sitemap, robots.txt and link-preview images; the shell's server puts a page's markup into the
 * shell's own index.html as it serves the page, so the shell never builds anything of a remote,
 * and a redeployed public site brings its pages with it. nginx does the same with server-side
 * includes (docker/nginx.conf.template).
 */
import { prerenderPlaceholders as placeholders } from '@caawg11/conference';

export interface ShellAddresses {
  /** The public site's remote entry, as the browser is told in /remotes.json. */
  publicSiteEntry: string;
  /** Where the public site's files are, with a trailing slash (the entry's folder). */
  publicSiteBase: string;
  /** The site's public origin (PUBLIC_SITE_URL). */
  siteUrl: string;
  /** /remotes.json's content, inlined so the first script need not fetch it. */
  remotesJson: string;
}

/**
 * Whether a path is a page of the public site, which the shell's page is composed for: not the
 * api (a file link opened in a tab asks for HTML too), the portal, the remotes' or the shell's
 * files.
 */
export function isPublicSitePage(pathname: string): boolean {
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return !['api', 'dashboard', 'remotes', 'assets', 'share'].includes(pathname.split('/')[1] ?? '');
}

/** Fills in the addresses the public site's build could not know. */
export function fillPlaceholders(text: string, addresses: ShellAddresses): string {
  return text
    .replaceAll(placeholders.publicSiteBase, addresses.publicSiteBase)
    .replaceAll(placeholders.siteUrl, addresses.siteUrl.replace(/\/+$/, ''));
}

/** Inline JSON may not close its own script element. */
function inlineJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * The shell's index.html for one request: the remotes' addresses inlined and the public site's
 * entry preloaded (nothing waits on a chain of requests), and, for a page the public site drew
 * at build time, the page's language, head and markup.
 */
export function composePage(
  template: string,
  addresses: ShellAddresses,
  page?: { language: string; head: string; body: string },
): string {
  const shellHead =
    `<script type="application/json" id="remotes-config">${inlineJson(addresses.remotesJson)}</script>` +
    `<link rel="modulepreload" crossorigin href="${addresses.publicSiteEntry}">`;
  // Replacements are functions: a page's text may hold `$` patterns of its own.
  if (!page) return template.replace('</head>', () => `${shellHead}</head>`);
  const head = fillPlaceholders(page.head, addresses);
  const body = fillPlaceholders(page.body, addresses);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `${shellHead}${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/**
 * The page template nginx serves for every page path, with server-side includes doing what
 * composePage does: the page's language, the remotes' addresses, the public site's entry
 * preloaded, and the pre-rendered head and markup fetched from the public site, or the shell's
 * own title and description and an empty root for a path the public site did not draw.
 */
export function serverSideIncludesTemplate(indexHtml: string): string {
  const prerendered = '/remotes/public-site/prerendered/${page_language}/${page_path}';
  const title = /<title>[\s\S]*?<\/title>/.exec(indexHtml)?.[0] ?? '';
  const description = /<meta\s+name="description"[^>]*>/.exec(indexHtml)?.[0] ?? '';
  const shellHead =
    `<!--# block name="shell_head" -->${title}${description}<!--# endblock -->` +
    '<!--# block name="empty" --><!--# endblock -->' +
    '<script type="application/json" id="remotes-config"><!--# include virtual="/remotes.json" --></script>' +
    '<link rel="modulepreload" crossorigin href="<!--# echo var="public_site_entry" -->">' +
    `<!--# include virtual="${prerendered}.head.html" stub="shell_head" -->`;
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => '<html lang="<!--# echo var="page_language" -->"')
    .replace(title, '')
    .replace(description, '')
    .replace('</head>', () => `${shellHead}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"><!--# include virtual="${prerendered}.body.html" stub="empty" --></div>`,
    );
}
