import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from 'fastify';
import { maxDiscardedBodyBytes } from '../src/platform/security/unread-body.js';

/**
 * nginx serves the front ends in containers (docker-compose.yml); it cannot run here, so this
 * reads its configuration. nginx forgets the server's add_header lines in any location that
 * adds headers of its own, so each such location must repeat the security headers.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Block {
  name: string;
  body: string;
}

/** The location blocks of a one-server configuration (no nested blocks), comments removed. */
function locations(conf: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const line of conf.split('\n').map((text) => text.replace(/#.*$/, '').trim())) {
    const opening = /^location\s+(.+?)\s*\{$/.exec(line);
    if (opening) current = { name: opening[1]!, body: '' };
    else if (current && line === '}') {
      blocks.push(current);
      current = undefined;
    } else if (current) current.body += `${line}\n`;
  }
  return blocks;
}

/** The server block's own lines, without its locations and comments. */
function serverLevel(conf: string): string {
  let inLocation = false;
  const lines: string[] = [];
  for (const line of conf.split('\n').map((text) => text.replace(/#.*$/, '').trim())) {
    if (/^location\s/.test(line)) inLocation = true;
    else if (inLocation && line === '}') inLocation = false;
    else if (!inLocation) lines.push(line);
  }
  return lines.join('\n');
}

const addsHeaders = (text: string) => /\badd_header\b/.test(text);

describe('nginx security headers', () => {
  describe('shell (docker/nginx.conf.template)', () => {
    const conf = readFileSync(join(root, 'shell/docker/nginx.conf.template'), 'utf8');

    it('includes the generated security headers in every location that serves the shell', () => {
      const blocks = locations(conf);
      expect(blocks.map((block) => block.name)).toEqual(
        expect.arrayContaining(['/', '/assets/', '= /remotes.json', '/api/']),
      );
      for (const block of blocks) {
        if (block.name === '/api/') continue;
        expect(
          `${block.name}: ${block.body.includes('include /etc/nginx/security-headers.conf;')}`,
        ).toBe(`${block.name}: true`);
      }
    });

    it('leaves the api responses with the headers the api sets itself', () => {
      const api = locations(conf).find((block) => block.name === '/api/')!;
      expect(addsHeaders(api.body)).toBe(false);
      // Nothing at server level would be inherited by /api/ either.
      expect(addsHeaders(serverLevel(conf))).toBe(false);
    });
  });

  describe('shell (docker/nginx.conf.template) in front of the api', () => {
    const conf = readFileSync(join(root, 'shell/docker/nginx.conf.template'), 'utf8');
    const api = locations(conf).find((block) => block.name === '/api/')!;
    const megabytes = (size: string) => Number(/^(\d+)m$/.exec(size)?.[1] ?? NaN);

    it('streams bodies to the api and passes every answer of the api through untouched', () => {
      expect(api.body).toContain('proxy_request_buffering off;');
      expect(api.body).toContain('proxy_intercept_errors off;');
      expect(api.body).not.toMatch(/\berror_page\s+(?!413\b)/);
    });

    it('lets through any body the api reads before refusing it, and answers larger ones as the api does', () => {
      const limit = /client_max_body_size\s+(\S+);/.exec(api.body)?.[1] ?? '';
      expect(megabytes(limit) * 1024 * 1024).toBeGreaterThanOrEqual(maxDiscardedBodyBytes);
      const handler = /error_page\s+413\s+(@\S+);/.exec(api.body)?.[1];
      const answer = locations(conf).find((block) => block.name === handler)?.body ?? '';
      expect(answer).toContain('default_type application/json;');
      const body = /return\s+413\s+'(.+)';/.exec(answer)?.[1] ?? '{}';
      expect(JSON.parse(body)).toEqual({
        success: false,
        message: new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message,
      });
    });
  });

  describe('shell (docker/nginx.conf.template) access log', () => {
    const conf = readFileSync(join(root, 'shell/docker/nginx.conf.template'), 'utf8');
    const withoutComments = conf
      .split('\n')
      .map((line) => line.replace(/#.*$/, ''))
      .join('\n');
    const token = 'q2Vb0a9lW7lR3JxvH2r9zJm8vRr3b8w1l0m0xA0x0kQ';

    /** What one `map $source $target { ... }` block gives for a value, as nginx evaluates it. */
    function mapped(target: string, value: string): string {
      const block = new RegExp(`map\\s+\\$\\w+\\s+\\$${target}\\s*\\{([\\s\\S]*?)\\n\\s*\\}`).exec(
        withoutComments,
      )?.[1];
      expect(block).toBeDefined();
      let fallback: string | undefined;
      for (const entry of block!.split(';').map((text) => text.trim())) {
        const pair = /^"~(.+)"\s+"(.*)"$/.exec(entry);
        if (pair) {
          const match = new RegExp(pair[1]!).exec(value);
          if (match) {
            return pair[2]!.replace(
              /\$\{(\w+)\}/g,
              (_all, name: string) => match.groups?.[name] ?? '',
            );
          }
        } else if (entry.startsWith('default ')) {
          fallback = entry.slice('default '.length).trim();
        }
      }
      expect(fallback).toMatch(/^\$\w+$/);
      return value;
    }

    /** The variables of the format the server's access log is written in. */
    function logVariables(): string[] {
      const name = /^\s*access_log\s+\S+\s+(\w+);/m.exec(serverLevel(conf))?.[1];
      expect(name).toBeDefined();
      const format = new RegExp(`log_format\\s+${name}\\s+([^;]+);`).exec(withoutComments)?.[1];
      expect(format).toBeDefined();
      return [...format!.matchAll(/\$(\w+)/g)].map((found) => found[1]!);
    }

    it('writes no variable that holds a query string, a file link signature or the Referer as sent', () => {
      const variables = logVariables();
      expect(variables).toEqual(
        expect.arrayContaining(['request_method', 'loggable_request_uri', 'status']),
      );
      for (const secretBearing of [
        'request',
        'request_uri',
        'uri',
        'args',
        'query_string',
        'is_args',
        'http_referer',
        'request_body',
      ]) {
        expect(variables).not.toContain(secretBearing);
      }
      expect(variables.filter((name) => name.startsWith('arg_'))).toEqual([]);
    });

    it.each([
      [`/my-registration?token=${token}`, '/my-registration?[Redacted]'],
      [`/fr/abstract-response?token=${token}&x=1`, '/fr/abstract-response?[Redacted]'],
      [`/dashboard/invitation?token=${token}`, '/dashboard/invitation?[Redacted]'],
      [`/api/files/12/1767225600/${token}`, '/api/files/12/1767225600/[Redacted]'],
      [
        `/api/files/12/1767225600/${token}/ABS-0042.pdf`,
        '/api/files/12/1767225600/[Redacted]/ABS-0042.pdf',
      ],
      ['/api/admin/registrations', '/api/admin/registrations'],
    ])('logs the request %s as %s', (uri, logged) => {
      expect(mapped('loggable_request_uri', uri)).toBe(logged);
    });

    it('logs the Referer of a page opened from an e-mailed link without its token', () => {
      expect(
        mapped('loggable_referer', `https://caawg11.example.org/abstract-response?token=${token}`),
      ).toBe('https://caawg11.example.org/abstract-response?[Redacted]');
      expect(mapped('loggable_referer', 'https://caawg11.example.org/about')).toBe(
        'https://caawg11.example.org/about',
      );
    });
  });

  describe.each(['public-site', 'admin-portal'])('%s remote (nginx.conf)', (app) => {
    const conf = readFileSync(join(root, app, 'nginx.conf'), 'utf8');
    const server = serverLevel(conf);

    it('sends nosniff, a referrer policy, no framing and a CSP for its own page', () => {
      expect(server).toContain('add_header X-Content-Type-Options nosniff always;');
      expect(server).toContain(
        'add_header Referrer-Policy strict-origin-when-cross-origin always;',
      );
      expect(server).toContain('add_header X-Frame-Options DENY always;');
      expect(server).toMatch(
        /add_header Content-Security-Policy "[^"]*frame-ancestors 'none'[^"]*" always;/,
      );
    });

    it('keeps nosniff and CORS in every location that sets headers of its own', () => {
      for (const block of locations(conf).filter((location) => addsHeaders(location.body))) {
        for (const header of ['X-Content-Type-Options nosniff', 'Access-Control-Allow-Origin *']) {
          expect(`${block.name}: ${block.body.includes(`add_header ${header} always;`)}`).toBe(
            `${block.name}: true`,
          );
        }
      }
    });

    it('never stops the shell loading it from another origin', () => {
      expect(conf).not.toMatch(/Cross-Origin-Resource-Policy\s+same-(origin|site)/i);
    });
  });
});
