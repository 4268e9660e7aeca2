/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^cookie$': 'cookie-cjs',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/src/**/*.spec.tsx',
    '<rootDir>/test/**/*.spec.ts',
  ],
  testTimeout: 30000,
  // Every suite boots the app in the same worker, and ESM modules loaded through the VM are
  // never freed: past this size the worker is replaced before the next suite, instead of the
  // whole run ending out of memory.
  workerIdleMemoryLimit: '1GB',
};
