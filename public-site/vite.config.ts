import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.PORT ?? 4301);

const singleton = (name: keyof typeof pkg.dependencies) => ({
  singleton: true,
  requiredVersion: pkg.dependencies[name],
});

export default defineConfig({
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
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        'react-router': singleton('react-router'),
        'react-router-dom': singleton('react-router-dom'),
      },
      dts: false,
    }),
  ],
  server: { port, strictPort: true, cors: true, proxy: { '/api': apiTarget } },
  preview: { port, strictPort: true, cors: true, proxy: { '/api': apiTarget } },
  build: { target: 'es2022' },
});
