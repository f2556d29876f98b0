// @ts-check

/**
 * One `npm test` runs every suite. The global setup starts the real parts once (FerretDB and
 * the Firebase Auth Emulator on free ports) and tears them down at the end; suites share them,
 * each on its own database.
 */
/** @param {string} tsconfig */
const tsJest = (tsconfig) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig }] });

// Generated code imports './gql.js'; the source is gql.ts.
const jsExtension = { '^(\\.{1,2}/.*)\\.js$': '$1' };
const serverAlias = { ...jsExtension, '^@/(.*)$': '<rootDir>/server/src/$1' };

/** @type {import('jest').Config} */
const config = {
  // The global setup (TypeScript) is loaded with this transform.
  transform: tsJest('<rootDir>/tests/server/tsconfig.json'),
  globalSetup: '<rootDir>/tests/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
  // Global only (ignored per project): real services and browsers take their time.
  testTimeout: 60_000,
  // Two cores here: the API and browser suites each start servers and a browser.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      transform: tsJest('<rootDir>/tests/server/tsconfig.json'),
      moduleNameMapper: serverAlias,
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/client'],
      transform: tsJest('<rootDir>/tests/client/tsconfig.json'),
      moduleNameMapper: {
        // Before the alias: components import their own CSS (`@/…/X.css`), which tests stub.
        '\\.(css|svg|png|jpg|webp)$': '<rootDir>/tests/client/fileStub.ts',
        ...jsExtension,
        '^@/(.*)$': '<rootDir>/client/src/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/client/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      transform: tsJest('<rootDir>/tests/e2e/tsconfig.json'),
      moduleNameMapper: serverAlias,
    },
  ],
};

module.exports = config;
