import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import Beasties from 'beasties';
import {
  languages,
  prerenderedFileName,
  prerenderedPages,
  prerenderPlaceholders,
} from '@caawg11/conference';
import { renderedAtMetaName } from '../hooks/useClock';
import { escapeMarkup } from './escape';
import { renderPage } from './render-page';
import { headTags, robotsTxt, sitemapXml } from './seo';
import { renderShareImage, shareImagePath } from './share-image';

const distDir = process.argv[2] ?? 'dist';
const { publicSiteBase, siteUrl } = prerenderPlaceholders;

async function write(path: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const stylesheets = (await readdir(join(distDir, 'assets'))).filter((file) =>
  file.endsWith('.css'),
);
const stylesheetLinks = stylesheets
  .map((file) => `<link rel="stylesheet" href="${publicSiteBase}assets/${file}">`)
  .join('');

/**
 * The CSS rules a page's markup uses, inlined so the page paints from its HTML alone; the whole
 * stylesheet arrives with the site's script (and at once for a browser without JavaScript).
 */
const beasties = new Beasties({
  path: distDir,
  publicPath: publicSiteBase,
  pruneSource: false,
  reduceInlineStyles: false,
  // Tailwind writes its spacing between children (space-y-*) and focus rings as :where()
  // selectors, which the selector matching cannot tell apart from unused ones: without them the
  // page would move as the whole stylesheet arrives.
  allowRules: [/:where\(/],
  logLevel: 'warn',
});

async function criticalCss(body: string): Promise<string> {
  const document = await beasties.process(
    `<!doctype html><html><head>${stylesheetLinks}</head><body>${body}</body></html>`,
  );
  return [...document.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
}

const renderedAt = new Date();
for (const language of languages) {
  for (const page of prerenderedPages) {
    const { body, preloads, title, description } = await renderPage(page, language, renderedAt);
    const image = shareImagePath(language, page.namespace);
    await write(
      join(distDir, image),
      await renderShareImage({
        title,
        subtitle: description,
        language,
      }),
    );
    const head = [
      `<title>${escapeMarkup(title)}</title>`,
      `<meta name="${renderedAtMetaName}" content="${renderedAt.toISOString()}">`,
      headTags({
        siteUrl,
        path: page.path,
        language,
        title,
        description,
        image: { path: image, alt: title },
      }),
      preloads,
      `<style>${await criticalCss(body)}</style>`,
      `<noscript>${stylesheetLinks}</noscript>`,
    ].join('\n');
    const name = prerenderedFileName(language, page.path);
    await write(join(distDir, 'prerendered', `${name}.head.html`), `${head}\n`);
    await write(join(distDir, 'prerendered', `${name}.body.html`), body);
    console.log(`prerendered ${name}: ${body.length} B of markup`);
  }
}
await write(
  join(distDir, 'prerendered', 'sitemap.xml'),
  sitemapXml(
    siteUrl,
    prerenderedPages.map((page) => page.path),
  ),
);
await write(join(distDir, 'prerendered', 'robots.txt'), robotsTxt(siteUrl));
// Nothing but the pages is waited for: a catalogue still loading must not hold the process.
process.exit(0);
