/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 30000,
  // Two-core CI machines give Jest one worker, and Jest then runs every file inside the main
  // process, where ESM module registries pile up until the 4 GB heap is gone (it was, once).
  // A memory limit makes Jest use a worker and restart it whenever it grows past the limit.
  workerIdleMemoryLimit: '1500MB',
  reporters: ['default', '<rootDir>/scripts/jest-count-reporter.cjs'],
};
