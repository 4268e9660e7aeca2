import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { configVariableNames } from '../../src/platform/config/app-config.js';

/**
 * Docker cannot run on the machines that test this project, so this keeps docker-compose.yml
 * honest by reading it: what it builds exists, what it configures is what the code reads.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;

function envExample(): Map<string, string> {
  const entries = readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return new Map(entries);
}

function publishedPort(service: string): { address?: string; host: number; container: number } {
  const mapping = services[service]?.ports?.[0];
  if (!mapping) throw new Error(`${service} publishes no port`);
  const parts = mapping.split(':');
  const [host, container] = parts.slice(-2).map(Number);
  return { address: parts.length === 3 ? parts[0] : undefined, host: host!, container: container! };
}

describe('docker-compose.yml', () => {
  const example = envExample();

  it('describes the whole system', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['admin-portal', 'api', 'mail', 'mysql', 'public-site', 'redis', 'shell', 'worker'].sort(),
    );
    expect(services.mysql?.image).toMatch(/^mysql:8/);
    expect(services.redis?.image).toMatch(/^redis:7/);
  });

  it.each(Object.entries(services).filter(([, service]) => service.build))(
    '%s builds from a context and Dockerfile that exist',
    (_name, service) => {
      const context = join(root, service.build!.context);
      const dockerfile = join(context, service.build!.dockerfile);
      expect(existsSync(context)).toBe(true);
      expect(existsSync(dockerfile)).toBe(true);
      // Every file the Dockerfile copies from the build context is there.
      const copies = readFileSync(dockerfile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
        .flatMap((line) => line.slice(5).trim().split(/\s+/).slice(0, -1));
      for (const source of copies)
        expect(`${source}: ${existsSync(join(context, source))}`).toBe(`${source}: true`);
    },
  );

  it.each(Object.entries(services).filter(([, service]) => service.build))(
    '%s builds on the Node.js major release of .nvmrc, refusing another as npm install does',
    (_name, service) => {
      const major = readFileSync(join(root, '.nvmrc'), 'utf8').trim().split('.')[0];
      const dockerfile = readFileSync(
        join(root, service.build!.context, service.build!.dockerfile),
        'utf8',
      );
      const nodeImages = [...dockerfile.matchAll(/^FROM (node:\S+)/gm)].map((match) => match[1]);
      expect(nodeImages.length).toBeGreaterThan(0);
      for (const image of nodeImages) expect(image).toMatch(new RegExp(`^node:${major}-`));
      // engine-strict comes with .npmrc, which must reach the image's npm ci.
      expect(dockerfile).toMatch(/^COPY package\.json package-lock\.json \.npmrc \.\/$/m);
    },
  );

  it("runs the outbox relay in the worker, on the api's Redis and key prefix", () => {
    // The api announces its commits on <REDIS_KEY_PREFIX>:outbox-committed; the worker's relay
    // listens there and queues under the same prefix, so both must name the same Redis.
    const api = services.api!.environment!;
    const worker = services.worker!.environment!;
    expect(worker.REDIS_URL).toBe(api.REDIS_URL);
    expect(worker.REDIS_KEY_PREFIX).toBe(api.REDIS_KEY_PREFIX);
    expect(worker.DB_NAME).toBe(api.DB_NAME);
    // Without a worker no e-mail leaves: it comes back after a crash like the api.
    expect(services.worker!.restart).toBe('unless-stopped');
  });

  it('gives every service a health check, and waits on health where it depends', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(`${name}: ${service.healthcheck?.test?.length ? 'has' : 'lacks'} a health check`).toBe(
        `${name}: has a health check`,
      );
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(Object.keys(services)).toContain(dependency);
        expect(condition).toBe('service_healthy');
      }
    }
  });

  it('configures the api and worker only with variables the code reads and .env.example documents', () => {
    for (const name of ['api', 'worker']) {
      for (const variable of Object.keys(services[name]?.environment ?? {})) {
        expect(configVariableNames).toContain(variable);
        expect([...example.keys()]).toContain(variable);
      }
    }
  });

  it('documents every variable the api reads in .env.example', () => {
    for (const variable of configVariableNames) expect([...example.keys()]).toContain(variable);
  });

  it("publishes only the shell's port, and the mail sink's inbox on this machine's loopback", () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name)
      .sort();
    expect(publishing).toEqual(['mail', 'shell']);
    expect(publishedPort('shell')).toMatchObject({ host: Number(example.get('SHELL_PORT')) });
    expect(services.shell?.ports).toHaveLength(1);
    expect(services.mail?.ports).toEqual([
      `127.0.0.1:${example.get('MAIL_WEB_PORT')}:${services.mail?.environment?.MAILDEV_WEB_PORT}`,
    ]);
  });

  it('restarts every service after a crash or a reboot', () => {
    for (const [name, service] of Object.entries(services))
      expect(`${name}: ${service.restart}`).toBe(`${name}: unless-stopped`);
  });

  it('checks the api and the worker by their readiness answers', () => {
    const apiCheck = services.api!.healthcheck!.test.join(' ');
    expect(apiCheck).toContain(
      `http://127.0.0.1:${services.api!.environment!.API_PORT}/api/health/ready`,
    );
    const workerCheck = services.worker!.healthcheck!.test.join(' ');
    expect(workerCheck).toContain(
      `http://127.0.0.1:${services.worker!.environment!.WORKER_HEALTH_PORT}/health/ready`,
    );
    for (const check of [apiCheck, workerCheck])
      expect(check).toContain('process.exit(r.ok ? 0 : 1)');
  });

  it('has no default for a secret, the database password or the allowed origins: each must be set', () => {
    const required = (name: string) => new RegExp(`^\\$\\{${name}:\\?.+\\}$`);
    const api = services.api!.environment!;
    for (const name of [
      'JWT_SECRET',
      'FILE_LINK_SECRET',
      'BADGE_SIGNING_SECRET',
      'MAIL_LINK_SECRET',
      'TWO_FACTOR_ENCRYPTION_KEY',
      'ALTCHA_HMAC_KEY',
      'DB_PASSWORD',
      'CORS_ORIGINS',
    ]) {
      expect(api[name]).toMatch(required(name));
    }
    expect(services.mysql!.environment!.MYSQL_PASSWORD).toMatch(required('DB_PASSWORD'));
  });

  it('lets the api believe X-Forwarded-For only from the shell, the one proxy in front of it', () => {
    const trusted = services.api?.environment?.TRUST_PROXY;
    const shellAddress = (
      services.shell as ComposeService & {
        networks?: Record<string, { ipv4_address?: string } | null>;
      }
    ).networks?.default?.ipv4_address;
    expect(shellAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(trusted).toBe(shellAddress);
    expect(services.worker?.environment?.TRUST_PROXY).toBe(shellAddress);
    // nginx replaces the header with the peer's address instead of appending to the client's.
    const nginx = readFileSync(join(root, 'shell/docker/nginx.conf.template'), 'utf8');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(example.get('TRUST_PROXY')).toBe('');
  });

  it('has nginx prove to the api that it is the shell with a secret the operator sets', () => {
    // Required from the operator, with no value of its own in the file or in .env.example.
    const required = /^\$\{PROXY_SECRET:\?[^}]+\}$/;
    expect(services.api?.environment?.PROXY_SECRET).toMatch(required);
    expect(services.worker?.environment?.PROXY_SECRET).toMatch(required);
    expect(services.shell?.environment?.PROXY_SECRET).toMatch(required);
    expect(example.get('PROXY_SECRET')).toBe('');
    const nginx = readFileSync(join(root, 'shell/docker/nginx.conf.template'), 'utf8');
    const apiLocation = nginx.slice(nginx.indexOf('location /api/ {'), nginx.indexOf('\n  }'));
    expect(apiLocation).toContain('proxy_set_header X-Proxy-Secret ${PROXY_SECRET};');
  });

  it('points the api at the mail sink, MySQL and Redis services', () => {
    const env = services.api!.environment!;
    expect(env.SMTP_HOST).toBe('mail');
    expect(env.SMTP_PORT).toBe(services.mail?.environment?.MAILDEV_SMTP_PORT);
    expect(env.DB_HOST).toBe('mysql');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    // The api listens on loopback by default; in its container it must accept the shell's proxy.
    expect(env.HOST).toBe('0.0.0.0');
    expect(services.worker?.command).toEqual(['node', 'api/dist/worker.js']);
  });

  it("serves the remotes from the shell's origin, proxied by its nginx to their services", () => {
    const env = services.shell!.environment!;
    const nginx = readFileSync(join(root, 'shell/docker/nginx.conf.template'), 'utf8');
    for (const [remote, prefix] of [
      ['public-site', 'PUBLIC_SITE'],
      ['admin-portal', 'ADMIN_PORTAL'],
    ] as const) {
      // The browser asks the shell's origin; nginx passes the path on to the remote's service.
      expect(env[`${prefix}_REMOTE_URL`]).toBe(
        `\${${prefix}_REMOTE_URL:-/remotes/${remote}/remoteEntry.js}`,
      );
      expect(env[`${prefix}_UPSTREAM`]).toBe(`http://${remote}`);
      expect(nginx).toMatch(
        new RegExp(`location /remotes/${remote}/ \\{[^}]*proxy_pass \\$\\{${prefix}_UPSTREAM\\}/;`),
      );
    }
    const script = readFileSync(join(root, 'shell/docker/40-remotes-json.sh'), 'utf8');
    expect(script).toContain('${PUBLIC_SITE_REMOTE_URL');
    expect(script).toContain('${ADMIN_PORTAL_REMOTE_URL');
  });
});

describe('README.md', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('gives the two quick-start command lines', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('docs/operations.md', () => {
  const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');

  it('describes every variable of .env.example in its configuration table', () => {
    for (const variable of envExample().keys())
      expect(operations).toMatch(new RegExp(`\\| \`${variable}\` +\\|`));
  });
});
