import { composePage, fillIn, remoteRoot, type PrerenderedPage } from './compose';
import { siteUrlFrom } from './site-url';

const shellHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The shell's own description"
    />
    <title>The shell's own title</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: PrerenderedPage = {
  path: '/fr/registration',
  language: 'fr',
  renderedAt: '2025-07-01T08:00:00.000Z',
  head: '<title>Inscription | CAAWG11</title>\n<link rel="canonical" href="https://caawg11-site.invalid/fr/registration" />',
  root: '<main><h1>Inscription à la conférence</h1><img src="https://caawg11-public-site.invalid/assets/logo.svg" alt=""/></main>',
  bodyEnd: '<link rel="stylesheet" href="https://caawg11-public-site.invalid/assets/App.css" />',
};

const noShellAssets = { preloads: [], styles: '' };

describe('composePage', () => {
  const html = composePage(shellHtml, page, {
    preloads: ['/assets/bootstrap-1.js'],
    styles: ':root{font-family:system-ui}',
  });

  it("puts the page's language, head and content into the shell's page, and no shell title or description", () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain("The shell's own");
    expect(html).toContain('<title>Inscription | CAAWG11</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/fr/registration" data-prerendered-at="2025-07-01T08:00:00.000Z"><main><h1>Inscription à la conférence</h1>',
    );
    expect(html).toMatch(/App\.css" \/>\n<\/body>/);
  });

  it("keeps the shell's runtime, preloads its bootstrap chunk and inlines its style sheet", () => {
    expect(html).toContain('<style>:root{font-family:system-ui}</style>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/bootstrap-1.js" />',
    );
  });

  it('refuses a shell page it cannot place the page in', () => {
    expect(() => composePage('<html lang="en"><body></body></html>', page, noShellAssets)).toThrow(
      /no <\/head>/,
    );
  });
});

describe('fillIn', () => {
  const remotes = {
    public_site: '/remotes/public-site/remoteEntry.js',
    admin_portal: '/remotes/admin-portal/remoteEntry.js',
  };

  it("fills in the site's address, the remote's root and the inlined /remotes.json", () => {
    const html = fillIn(composePage(shellHtml, page, noShellAssets), {
      siteUrl: 'https://caawg11.example.org/',
      remotes,
      pageOrigin: 'https://caawg11.example.org',
    });
    expect(html).toContain('href="https://caawg11.example.org/fr/registration"');
    expect(html).toContain('src="https://caawg11.example.org/remotes/public-site/assets/logo.svg"');
    expect(html).toContain(
      `<script type="application/json" id="remotes-config">${JSON.stringify(remotes)}</script>`,
    );
    expect(html).not.toContain('.invalid');
  });

  it('never lets the inlined configuration end its script element', () => {
    const html = fillIn('<!--remotes-config-->', {
      siteUrl: 'https://caawg11.example.org',
      remotes: { ...remotes, admin_portal: '/x</script><script>alert(1)</script>' },
      pageOrigin: 'https://caawg11.example.org',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('names a remote on another origin by its own address', () => {
    expect(remoteRoot('http://localhost:4301/remoteEntry.js', 'http://localhost:4300')).toBe(
      'http://localhost:4301/',
    );
  });
});

describe('siteUrlFrom', () => {
  it('reads PUBLIC_SITE_URL without its trailing slash, or the local server when unset', () => {
    expect(siteUrlFrom({ PUBLIC_SITE_URL: 'https://caawg11.example.org/' }, 4300)).toBe(
      'https://caawg11.example.org',
    );
    expect(siteUrlFrom({}, 4300)).toBe('http://localhost:4300');
  });

  it('refuses an address that is not an absolute http(s) one', () => {
    expect(() => siteUrlFrom({ PUBLIC_SITE_URL: 'caawg11.example.org' }, 4300)).toThrow(
      /PUBLIC_SITE_URL must be an absolute http\(s\) address/,
    );
    expect(() => siteUrlFrom({ PUBLIC_SITE_URL: 'ftp://caawg11.example.org' }, 4300)).toThrow(
      /PUBLIC_SITE_URL/,
    );
  });
});
