import { prerenderPlaceholders } from '@caawg11/conference';
import {
  composePage,
  isPublicSitePage,
  serverSideIncludesTemplate,
  type ShellAddresses,
} from './prerendered-pages';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The shell's description"
    />
    <title>The shell's title</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const addresses: ShellAddresses = {
  publicSiteEntry: 'http://localhost:4301/remoteEntry.js',
  publicSiteBase: 'http://localhost:4301/',
  siteUrl: 'https://caawg11.org/',
  remotesJson: '{"public_site":"http://localhost:4301/remoteEntry.js","admin_portal":"</script>"}',
};

describe('composePage', () => {
  it('puts a pre-rendered page into the shell, in its language, addresses filled in', () => {
    const html = composePage(template, addresses, {
      language: 'fr',
      head: `<title>Inscription | CAAWG11</title><link rel="canonical" href="${prerenderPlaceholders.siteUrl}/fr/registration">`,
      body: `<main><h1>Inscription $&</h1><img src="${prerenderPlaceholders.publicSiteBase}assets/hero.webp"></main>`,
    });
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<title>Inscription | CAAWG11</title>');
    expect(html).not.toContain("The shell's title");
    expect(html).not.toContain("The shell's description");
    expect(html).toContain('<link rel="canonical" href="https://caawg11.org/fr/registration">');
    expect(html).toContain(
      '<div id="root"><main><h1>Inscription $&</h1><img src="http://localhost:4301/assets/hero.webp"></main></div>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="http://localhost:4301/remoteEntry.js">',
    );
  });

  it('inlines the remotes without letting their text close the script', () => {
    const html = composePage(template, addresses);
    const inline = /<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(inline![1]!)).toEqual(JSON.parse(addresses.remotesJson));
    expect(html).toContain("<title>The shell's title</title>");
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('serverSideIncludesTemplate', () => {
  it("includes the page's head and markup, with the shell's own head as the stand-in", () => {
    const ssi = serverSideIncludesTemplate(template);
    expect(ssi).toContain('<html lang="<!--# echo var="page_language" -->"');
    expect(ssi).toContain(
      '<!--# include virtual="/remotes/public-site/prerendered/${page_language}/${page_path}.head.html" stub="shell_head" -->',
    );
    expect(ssi).toContain(
      '<div id="root"><!--# include virtual="/remotes/public-site/prerendered/${page_language}/${page_path}.body.html" stub="empty" --></div>',
    );
    const stub = /<!--# block name="shell_head" -->([\s\S]*?)<!--# endblock -->/.exec(ssi)?.[1];
    expect(stub).toContain("<title>The shell's title</title>");
    expect(stub).toContain("The shell's description");
    // The title and description appear only in the stand-in.
    expect(ssi.split("The shell's title")).toHaveLength(2);
  });
});

describe('isPublicSitePage', () => {
  it("is the public site's paths, not the api's, the portal's or files", () => {
    for (const path of ['/', '/fr', '/fr/registration', '/my-registration', '/certificates/AB12']) {
      expect(isPublicSitePage(path)).toBe(true);
    }
    for (const path of [
      '/api/files/payment-proof/abc/signature',
      '/dashboard',
      '/dashboard/payments',
      '/remotes/public-site/remoteEntry.js',
      '/assets/index.js',
      '/favicon.svg',
      '/share/fr/registration.png',
    ]) {
      expect(isPublicSitePage(path)).toBe(false);
    }
  });
});
