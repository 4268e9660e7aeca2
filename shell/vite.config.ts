import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pkg from './package.json' with { type: 'json' };
import { prerenderedPagesHandler } from './src/serving/prerendered-pages-server.js';
import { serverSideIncludesTemplate } from './src/serving/prerendered-pages.js';
import {
  baseSecurityHeaders,
  recaptchaEnabled,
  shellSecurityHeaders,
} from './src/security/security-headers.js';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxySecret = process.env.PROXY_SECRET;

/**
 * Proxies /api and tells the api who the client is: X-Forwarded-For is replaced by the
 * address of the connection, never appended to what the client sent. The api believes it only
 * when its TRUST_PROXY names this server's address (npm start sets loopback) and the request
 * carries the PROXY_SECRET they share, which no client's own header can stand in for.
 */
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyRequest, request) => {
        const client = request.socket.remoteAddress;
        if (client) proxyRequest.setHeader('X-Forwarded-For', client);
        if (proxySecret) proxyRequest.setHeader('X-Proxy-Secret', proxySecret);
        else proxyRequest.removeHeader('X-Proxy-Secret');
      });
    },
  },
};
const port = Number(process.env.PORT ?? 4300);
const remotes = {
  public_site: process.env.PUBLIC_SITE_REMOTE_URL ?? 'http://localhost:4301/remoteEntry.js',
  admin_portal: process.env.ADMIN_PORTAL_REMOTE_URL ?? 'http://localhost:4302/remoteEntry.js',
};

/**
 * Serves /remotes.json from the environment of the running server, so where the remotes
 * live is decided when the shell starts, not when it is built.
 */
function runtimeRemotesConfig(): Plugin {
  const body = () => JSON.stringify(remotes);
  const middleware = (
    request: { url?: string },
    response: { setHeader(name: string, value: string): void; end(body: string): void },
    next: () => void,
  ) => {
    if (request.url?.split('?')[0] !== '/remotes.json') return next();
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    response.end(body());
  };
  return {
    name: 'runtime-remotes-config',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

const securityHeaders = shellSecurityHeaders(Object.values(remotes), {
  recaptcha: recaptchaEnabled(process.env),
});

/**
 * Answers page requests with the public site's pre-rendered pages in the shell's index.html
 * (see src/serving/prerendered-pages.ts). The built preview only: the dev server's remotes have
 * no build to read pages from.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'prerendered-pages',
    // nginx's template for pages (docker/nginx.conf.template), written beside index.html.
    writeBundle: async (options) => {
      const outDir = options.dir ?? 'dist';
      const indexHtml = await readFile(resolve(outDir, 'index.html'), 'utf8');
      await writeFile(resolve(outDir, 'page.html'), serverSideIncludesTemplate(indexHtml));
    },
    configurePreviewServer: (server) => {
      const siteUrl = process.env.PUBLIC_SITE_URL;
      if (!siteUrl) throw new Error('PUBLIC_SITE_URL must name the site the shell serves');
      const handler = prerenderedPagesHandler(
        resolve(server.config.root, server.config.build.outDir, 'index.html'),
        {
          publicSiteEntry: remotes.public_site,
          publicSiteBase: new URL('./', remotes.public_site).href,
          siteUrl,
          remotesJson: JSON.stringify(remotes),
        },
        securityHeaders,
      );
      server.middlewares.use(handler);
    },
  };
}

const singleton = (name: keyof typeof pkg.dependencies) => ({
  singleton: true,
  requiredVersion: pkg.dependencies[name],
});

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        '@caawg11/conference/routing': {
          singleton: true,
          requiredVersion: pkg.dependencies['@caawg11/conference'],
        },
      },
      dts: false,
      // The one federation runtime of the page: the built remotes use it rather than their own.
      experiments: { provideExternalRuntime: true },
      // Remotes are named by their remoteEntry.js, never by a manifest, and nothing is preloaded
      // through the runtime, so the built runtime leaves that support out (about 1.5 KB gzipped
      // less for every visitor); the dev server keeps it for hot reloading.
      disableSnapshot: command === 'build',
    }),
    runtimeRemotesConfig(),
    prerenderedPages(),
  ],
  server: { port, strictPort: true, proxy: apiProxy, headers: baseSecurityHeaders },
  preview: {
    port,
    strictPort: true,
    proxy: apiProxy,
    // The CSP names the remotes' origins (and Google's, for reCAPTCHA), read from the
    // environment the server starts with.
    headers: securityHeaders,
  },
  build: { target: 'es2022' },
}));
