import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const workspaceRoot = new URL('../../', import.meta.url).pathname;
const shippedApps = ['shell', 'public-site', 'admin-portal'];

/** Strings that only React's development build contains. */
const developmentOnlyMarkers = [
  'Download the React DevTools for a better development experience',
  'react-dom.development',
  'react.development',
];

function javascriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('what the build ships', () => {
  for (const app of shippedApps) {
    test(`${app} ships React's production build only`, () => {
      const files = javascriptFiles(join(workspaceRoot, app, 'dist'));
      expect(files.length, `${app}/dist holds no JavaScript: build it first`).toBeGreaterThan(0);
      const offenders = files.flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return developmentOnlyMarkers
          .filter((marker) => source.includes(marker))
          .map((marker) => `${file.slice(workspaceRoot.length)}: "${marker}"`);
      });
      expect(offenders, "chunks with React's development build").toEqual([]);
    });
  }
});
