// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { prerenderPlaceholders } from '@caawg11/conference';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { recaptchaEnabled, remoteOrigin, shellContentSecurityPolicy } from './security-headers';

const entrypoint = fileURLToPath(new URL('../../docker/40-remotes-json.sh', import.meta.url));

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the shell Content-Security-Policy', () => {
  const policy = shellContentSecurityPolicy([
    'https://cdn.example.org/public/remoteEntry.js',
    'https://admin.example.org:8443/remoteEntry.js',
  ]);

  it("lets the page load the remotes' scripts, styles and images from their origins only", () => {
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(directive(policy, name)).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://cdn.example.org',
          'https://admin.example.org:8443',
        ]),
      );
    }
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it("allows Google's reCAPTCHA script and frame only when reCAPTCHA is the provider", () => {
    expect(policy).not.toContain('google');
    expect(directive(policy, 'frame-src')).toEqual([]);
    const withRecaptcha = shellContentSecurityPolicy(['/remotes/x/remoteEntry.js'], {
      recaptcha: true,
    });
    expect(directive(withRecaptcha, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(withRecaptcha, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(recaptchaEnabled({ CAPTCHA_PROVIDER: 'recaptcha' })).toBe(true);
    expect(recaptchaEnabled({ CAPTCHA_PROVIDER: 'altcha' })).toBe(false);
    expect(recaptchaEnabled({})).toBe(false);
  });

  it('adds nothing for remotes served from the shell origin itself', () => {
    expect(remoteOrigin('/remotes/public-site/remoteEntry.js')).toBeUndefined();
    expect(
      directive(shellContentSecurityPolicy(['/remotes/x/remoteEntry.js']), 'script-src'),
    ).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

describe('docker/40-remotes-json.sh (nginx)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function runEntrypoint(env: Record<string, string>): {
    remotes: unknown;
    headers: string;
    prerenderedAddresses: string;
  } {
    dir = mkdtempSync(join(tmpdir(), 'shell-nginx-'));
    execFileSync('sh', [entrypoint], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        SHELL_HTML_DIR: dir,
        SHELL_SECURITY_HEADERS_FILE: join(dir, 'security-headers.conf'),
        SHELL_PRERENDERED_ADDRESSES_FILE: join(dir, 'prerendered-addresses.conf'),
        PUBLIC_SITE_URL: 'https://caawg11.org/',
        ...env,
      },
    });
    return {
      remotes: JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8')),
      headers: readFileSync(join(dir, 'security-headers.conf'), 'utf8'),
      prerenderedAddresses: readFileSync(join(dir, 'prerendered-addresses.conf'), 'utf8'),
    };
  }

  it("fills the pre-rendered pages' placeholders with the public site's folder and the site", () => {
    const { prerenderedAddresses } = runEntrypoint({
      PUBLIC_SITE_REMOTE_URL: 'https://cdn.example.org/public/remoteEntry.js',
    });
    expect(prerenderedAddresses).toContain(
      `sub_filter "${prerenderPlaceholders.publicSiteBase}" "https://cdn.example.org/public/";`,
    );
    expect(prerenderedAddresses).toContain(
      `sub_filter "${prerenderPlaceholders.siteUrl}" "https://caawg11.org";`,
    );
    expect(prerenderedAddresses).toContain(
      'set $public_site_entry "https://cdn.example.org/public/remoteEntry.js";',
    );
    expect(runEntrypoint({}).prerenderedAddresses).toContain(
      `sub_filter "${prerenderPlaceholders.publicSiteBase}" "/remotes/public-site/";`,
    );
  });

  it('writes the same policy as the preview server, from the remote addresses it is given', () => {
    const entries = {
      PUBLIC_SITE_REMOTE_URL: 'https://cdn.example.org/public/remoteEntry.js',
      ADMIN_PORTAL_REMOTE_URL: 'https://admin.example.org:8443/remoteEntry.js',
    };
    const { remotes, headers } = runEntrypoint(entries);
    expect(remotes).toEqual({
      public_site: entries.PUBLIC_SITE_REMOTE_URL,
      admin_portal: entries.ADMIN_PORTAL_REMOTE_URL,
    });
    expect(headers).toContain(
      `add_header Content-Security-Policy "${shellContentSecurityPolicy(Object.values(entries))}" always;`,
    );
    expect(headers).toContain('add_header X-Content-Type-Options nosniff always;');
    expect(headers).toContain('add_header Referrer-Policy strict-origin-when-cross-origin always;');
  });

  it("adds Google's reCAPTCHA origins as the preview server does when CAPTCHA_PROVIDER=recaptcha", () => {
    const entries = { PUBLIC_SITE_REMOTE_URL: 'https://cdn.example.org/public/remoteEntry.js' };
    expect(runEntrypoint({ ...entries, CAPTCHA_PROVIDER: 'recaptcha' }).headers).toContain(
      `"${shellContentSecurityPolicy(
        [entries.PUBLIC_SITE_REMOTE_URL, '/remotes/admin-portal/remoteEntry.js'],
        { recaptcha: true },
      )}"`,
    );
  });

  it('falls back to same-origin remotes, and names one origin once', () => {
    expect(runEntrypoint({}).headers).toContain(
      `"${shellContentSecurityPolicy(['/remotes/public-site/remoteEntry.js'])}"`,
    );
    const shared = {
      PUBLIC_SITE_REMOTE_URL: 'https://cdn.example.org/public/remoteEntry.js',
      ADMIN_PORTAL_REMOTE_URL: 'https://cdn.example.org/admin/remoteEntry.js',
    };
    expect(runEntrypoint(shared).headers).toContain(
      `"${shellContentSecurityPolicy(Object.values(shared))}"`,
    );
  });
});
