// npm start: builds what changed, then runs the whole system with labelled logs.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import concurrently from 'concurrently';
import { ensureLocalSecrets, loadDotEnv, requireServices, waitForHttp } from './services.mjs';

loadDotEnv();
ensureLocalSecrets();
await requireServices();
// The builds are always production builds (React's development build is twice the size and
// is what a visitor would download); only the processes started below run in development.
const buildEnv = { ...process.env, NODE_ENV: 'production' };
const runtimeNodeEnv = process.env.NODE_ENV ?? 'development';

const ports = {
  shell: Number(process.env.SHELL_PORT ?? 4300),
  publicSite: Number(process.env.PUBLIC_SITE_PORT ?? 4301),
  adminPortal: Number(process.env.ADMIN_PORTAL_PORT ?? 4302),
  api: Number(process.env.API_PORT ?? 3000),
  smtp: Number(process.env.SMTP_PORT ?? 1025),
  inbox: Number(process.env.MAIL_WEB_PORT ?? 1080),
};

console.log('Building the libraries, the api and the three front ends...');
execSync('npx nx run-many -t build --output-style=static', { stdio: 'inherit', env: buildEnv });

const env = {
  ...process.env,
  NODE_ENV: runtimeNodeEnv,
  API_PORT: String(ports.api),
  API_URL: `http://127.0.0.1:${ports.api}`,
  // The shell's preview server proxies /api from loopback and sets X-Forwarded-For; the api
  // believes it only on requests carrying this run's proxy secret, which other local processes
  // do not know.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  PROXY_SECRET: process.env.PROXY_SECRET ?? randomBytes(48).toString('base64url'),
  SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
  SMTP_PORT: String(ports.smtp),
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${ports.shell}`,
  PUBLIC_SITE_REMOTE_URL:
    process.env.PUBLIC_SITE_REMOTE_URL ?? `http://localhost:${ports.publicSite}/remoteEntry.js`,
  ADMIN_PORTAL_REMOTE_URL:
    process.env.ADMIN_PORTAL_REMOTE_URL ?? `http://localhost:${ports.adminPortal}/remoteEntry.js`,
};

const { result } = concurrently(
  [
    {
      name: 'mail',
      command: `npx maildev --smtp ${ports.smtp} --web ${ports.inbox} --ip 127.0.0.1 --silent`,
      prefixColor: 'gray',
    },
    { name: 'api', command: 'node api/dist/main.js', prefixColor: 'blue', env },
    { name: 'worker', command: 'node api/dist/worker.js', prefixColor: 'magenta', env },
    {
      name: 'public',
      command: `npm run preview -w @caawg11/public-site -- --port ${ports.publicSite}`,
      prefixColor: 'green',
      env: { ...env, PORT: String(ports.publicSite) },
    },
    {
      name: 'admin',
      command: `npm run preview -w @caawg11/admin-portal -- --port ${ports.adminPortal}`,
      prefixColor: 'yellow',
      env: { ...env, PORT: String(ports.adminPortal) },
    },
    {
      name: 'shell',
      command: `npm run preview -w @caawg11/shell -- --port ${ports.shell}`,
      prefixColor: 'cyan',
      env: { ...env, PORT: String(ports.shell) },
    },
  ],
  { killOthersOn: ['failure'], prefix: '[{name}]', padPrefix: true },
);

void (async () => {
  const ready = await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.api}/api/health`),
    waitForHttp(`http://127.0.0.1:${ports.shell}/`),
  ]);
  if (ready.every(Boolean)) {
    console.log(
      `\n  CAAWG11 is running.\n` +
        `  Open the site:        http://localhost:${ports.shell}\n` +
        `  Admin portal:         http://localhost:${ports.shell}/dashboard\n` +
        `  API health:           http://localhost:${ports.api}/api/health\n` +
        `  Outgoing e-mail:      http://localhost:${ports.inbox}\n` +
        `  Stop with Ctrl+C.\n`,
    );
  }
})();

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
