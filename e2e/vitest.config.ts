import { defineConfig } from 'vitest/config';

// The checks that need Node and the built workspace but no browser or running system: the
// workspace's lint and unused-code rules shown failing on purpose, and what the build ships.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['checks/**/*.test.ts'],
    // ESLint's typed rules read the whole workspace's TypeScript project on a busy machine.
    testTimeout: 180_000,
  },
});
