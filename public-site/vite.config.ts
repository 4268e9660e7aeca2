import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.PORT ?? 4301);

/**
 * Security headers of this remote's own server. The CSP covers the remote's standalone page;
 * inside the site, the shell's CSP applies. No Cross-Origin-Resource-Policy: the shell's page
 * loads this remote's scripts, styles and images from another origin.
 */
const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
// reCAPTCHA's script and checkbox frame come from Google (the same sources as the shell's CSP,
// shell/src/security/security-headers.ts); ALTCHA sites allow no Google origin.
const recaptcha = process.env.CAPTCHA_PROVIDER === 'recaptcha';
const contentSecurityPolicy = [
  "default-src 'self'",
  recaptcha
    ? "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
    : "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  ...(recaptcha
    ? ['frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/']
    : []),
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const singleton = (name: keyof typeof pkg.dependencies) => ({
  singleton: true,
  requiredVersion: pkg.dependencies[name],
});

export default defineConfig(({ command }) => ({
  // Assets are requested from wherever remoteEntry.js was loaded, not from the shell's origin.
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'public_site',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './App': './src/App.tsx' },
      // @tanstack/react-query and react-hook-form are left out on purpose: each remote bundles
      // its own copy, so the public site's and the admin portal's QueryClientProviders never
      // share a context or a cache.
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        '@caawg11/conference/routing': {
          singleton: true,
          requiredVersion: pkg.dependencies['@caawg11/conference'],
        },
      },
      dts: false,
      // Built, the remote runs inside the shell and uses the shell's federation runtime instead
      // of sending a second copy to every visitor; the dev server still runs it on its own.
      experiments: { externalRuntime: command === 'build' },
    }),
  ],
  // The dev server sends no CSP: its hot reload needs inline scripts.
  server: {
    port,
    strictPort: true,
    cors: true,
    proxy: { '/api': apiTarget },
    headers: securityHeaders,
  },
  preview: {
    port,
    strictPort: true,
    cors: true,
    proxy: { '/api': apiTarget },
    headers: { ...securityHeaders, 'Content-Security-Policy': contentSecurityPolicy },
  },
  build: {
    target: 'es2022',
    // An SVG is fetched as an image of its own, in parallel and cached, rather than inlined as
    // base64 into the script every visitor's first load must download and parse.
    assetsInlineLimit: (filePath) => (filePath.endsWith('.svg') ? false : undefined),
  },
}));
