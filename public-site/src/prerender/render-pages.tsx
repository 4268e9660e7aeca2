/**
 * Build step of the public site, run in Node after the browser build (`npm run build`):
 * renders every pre-rendered route of the route table in each language into the page's HTML
 * (the page's content, head tags and critical CSS), and writes the sitemap, robots.txt and
 * link-preview images beside them, in dist/prerendered. The pages are imported here directly,
 * not through module federation; the shell's servers compose these pages with the shell's own
 * HTML and serve them (shell/prerendered-pages.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
// The shared routing module names what the browser needs; rendering in Node needs the static
// router, which no visitor downloads.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router';
import { Route, Routes } from '@caawg11/conference/routing';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Beasties from 'beasties';
import {
  fixedClock,
  languages,
  publicSiteRootPlaceholder,
  withoutTrailingSlash,
  type Clock,
  type Language,
} from '@caawg11/conference';
import enChoices from '@caawg11/conference/locales/en/choices.json';
import enMessages from '@caawg11/conference/locales/en/messages.json';
import frChoices from '@caawg11/conference/locales/fr/choices.json';
import frMessages from '@caawg11/conference/locales/fr/messages.json';
import ptChoices from '@caawg11/conference/locales/pt/choices.json';
import ptMessages from '@caawg11/conference/locales/pt/messages.json';
import { App, homePage, pages } from '../App';
import { ClockProvider } from '../hooks/useClock';
import { addIntlFormats, i18n as siteI18n, messagesNamespace } from '../i18n/i18n';
import { writePreviewImage } from './preview-image';
import {
  headTags,
  previewImagePath,
  prerenderedRoutes,
  robotsTxt,
  sitemapXml,
  type PrerenderedRoute,
} from './site-map';

type Catalogue = Record<string, unknown>;

const siteCatalogues = import.meta.glob<Catalogue>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const libraryCatalogues: Record<Language, Record<string, Catalogue>> = {
  en: { [messagesNamespace]: enMessages, choices: enChoices },
  fr: { [messagesNamespace]: frMessages, choices: frChoices },
  pt: { [messagesNamespace]: ptMessages, choices: ptChoices },
};

/** Every catalogue of a language, by namespace. */
function cataloguesOf(language: Language): Record<string, Catalogue> {
  const own = Object.entries(siteCatalogues).flatMap(([file, catalogue]) => {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    return match?.[1] === language && match[2] ? [[match[2], catalogue] as const] : [];
  });
  return { ...Object.fromEntries(own), ...libraryCatalogues[language] };
}

/** A translation instance of the page's own, every catalogue of its language bundled. */
async function pageTranslations(language: Language): Promise<I18n> {
  const resources = cataloguesOf(language);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: languages,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addIntlFormats(instance);
  return instance;
}

/** Renders nothing, standing where the shell renders its scroll keeper. */
function NothingDrawn() {
  return null;
}

/**
 * The shell's tree around the public site (shell/src/App.tsx), element for element, so that
 * the ids React gives (useId) and the Suspense boundaries match those the browser hydrates.
 */
function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <NothingDrawn />
      <Routes>
        <Route path="/*" element={<Suspense fallback={null}>{children}</Suspense>} />
      </Routes>
    </>
  );
}

async function renderRoot(path: string, translations: I18n, clock: Clock): Promise<string> {
  // A part that fails would be left to the browser to draw: the build fails instead.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <ShellFrame>
          <I18nextProvider i18n={translations}>
            <ClockProvider clock={clock}>
              <App />
            </ClockProvider>
          </I18nextProvider>
        </ShellFrame>
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void failures.push(error),
      // Every boundary in place, in reading order: no script moves a part into place later,
      // which the pages' Content-Security-Policy (no inline scripts) would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (failures.length > 0) {
    throw new AggregateError(failures, `${path} could not be pre-rendered`);
  }
  return new Response(prelude).text();
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The files a chunk needs before it runs: itself and what it imports, but not the remote's
 * own copies of the shared packages, which the shell provides.
 */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || key.includes('__prebuild__')) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

function pageAssets(manifest: Manifest, route: PrerenderedRoute) {
  const pageModule = pages.find((page) => page.path === route.page.path)?.Page.pageModule;
  const keys = new Set([
    ...chunkClosure(manifest, 'src/App.tsx'),
    ...(pageModule ? chunkClosure(manifest, pageModule) : []),
    ...(pageModule ? chunkClosure(manifest, 'src/api/QueryClientLayout.tsx') : []),
    ...[`src/locales/${route.language}/common.json`].filter((key) => key in manifest),
  ]);
  const chunks = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return {
    scripts: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The rules the page's HTML uses, to inline; the whole style sheet follows without blocking. */
async function criticalStyles(distDir: string, root: string, styles: string[]): Promise<string> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
  const links = styles.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
  const processed = await beasties.process(
    `<!doctype html><html><head>${links}</head><body><div id="root">${root}</div></body></html>`,
  );
  return [...processed.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map(([style]) => style).join('');
}

/** The title's own words, without the site's name, for the preview image. */
function pageName(title: string): string {
  return title
    .split(' | ')
    .filter((part) => part !== 'CAAWG11')
    .join(' · ');
}

function fileNameOf(path: string): string {
  return `${withoutTrailingSlash(path).replace(/^\//, '').replaceAll('/', '-') || 'index'}.json`;
}

async function main() {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const outDir = join(distDir, 'prerendered');
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'pages'), { recursive: true });

  const renderedAt = new Date().toISOString();
  const routes = prerenderedRoutes([homePage, ...pages]);
  const index: { path: string; language: Language; file: string }[] = [];
  for (const route of routes) {
    const translations = await pageTranslations(route.language);
    // Module-level texts (the accommodation photos' captions) read the site's own instance.
    await siteI18n.changeLanguage(route.language);
    await siteI18n.loadNamespaces(Object.keys(cataloguesOf(route.language)));
    // React writes the preloads it finds (the images above the fold) before the content; they
    // belong in the head, where the browser meets them first and hydration never looks.
    const rendered = await renderRoot(route.path, translations, fixedClock(renderedAt));
    const preloads = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
    const root = rendered.slice(preloads.length);
    const title = translations.t(route.page.title);
    const description = route.page.description ? translations.t(route.page.description) : '';
    const assets = pageAssets(manifest, route);
    const head = [
      headTags(route, { title, description, siteName: 'CAAWG11', imageAlt: pageName(title) }),
      preloads,
      await criticalStyles(distDir, root, assets.styles),
      `<link rel="modulepreload" href="${publicSiteRootPlaceholder}remoteEntry.js" />`,
      ...assets.scripts.map(
        (file) => `<link rel="modulepreload" href="${publicSiteRootPlaceholder}${file}" />`,
      ),
    ].join('\n');
    // The remote brings its style sheet when it loads; a visitor without JavaScript gets it
    // from here. Either way, nothing but the inlined critical rules stands before the first paint.
    const bodyEnd = assets.styles
      .map(
        (file) =>
          `<noscript><link rel="stylesheet" href="${publicSiteRootPlaceholder}${file}" /></noscript>`,
      )
      .join('\n');
    const file = fileNameOf(route.path);
    await writeFile(
      join(outDir, 'pages', file),
      JSON.stringify({
        path: route.path,
        language: route.language,
        renderedAt,
        head,
        root,
        bodyEnd,
      }),
    );
    index.push({ path: route.path, language: route.language, file });

    const image = join(outDir, previewImagePath(route));
    await mkdir(dirname(image), { recursive: true });
    await writePreviewImage(image, { siteName: 'CAAWG11', title: pageName(title), description });
  }
  await writeFile(join(outDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(routes));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt());
  console.log(`Pre-rendered ${routes.length} pages into ${outDir}`);
}

await main();
