import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlaceholders } from '@caawg11/conference';

/**
 * Builds the program that draws every public page to HTML at build time, run by Node right
 * after the site's own build. The pages are imported directly, not through module federation,
 * and everything is bundled into it, so it uses one copy of React and of the router.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    ssr: 'src/prerender/write-pages.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    target: 'node22',
  },
  ssr: { noExternal: true, external: ['sharp', 'beasties'] },
  experimental: {
    // The site's images are named where the browser will find them, the files of the site's
    // own build (the same content, so the same names).
    renderBuiltUrl: (filename) => `${prerenderPlaceholders.publicSiteBase}${filename}`,
  },
});
