import type { Config } from 'jest';

/**
 * One `npm test` runs every suite. The global setup starts the real parts once (FerretDB and
 * the Firebase Auth Emulator on free ports) and tears them down at the end; suites share them,
 * each on its own database.
 */
const tsJest = (tsconfig: string) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig, isolatedModules: true }] as [string, object] });

const config: Config = {
  globalSetup: '<rootDir>/tests/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
  // Two cores here: the API and browser suites each start servers and a browser.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      transform: tsJest('<rootDir>/tests/server/tsconfig.json'),
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/server/src/$1' },
      testTimeout: 60_000,
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/client'],
      transform: tsJest('<rootDir>/tests/client/tsconfig.json'),
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/client/src/$1',
        '\\.(css|svg|png|jpg|webp)$': '<rootDir>/tests/client/fileStub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/client/setup.ts'],
      testTimeout: 30_000,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      transform: tsJest('<rootDir>/tests/e2e/tsconfig.json'),
      testTimeout: 120_000,
    },
  ],
};

export default config;
