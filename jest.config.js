// @ts-check

/**
 * One `npm test` runs every project. The real parts (FerretDB and the Firebase Auth Emulator on
 * free ports) are started by a project-level global setup, which Jest runs only when a test of
 * such a project is selected, and once per run however many of them are (Jest runs each distinct
 * globalSetup module once). So `npm run test:client` and `npm run test:unit` start nothing, and
 * suites that need the services share one FerretDB and one emulator, each on its own database.
 */
/** @param {string} tsconfig */
const tsJest = (tsconfig) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig }] });

// Generated code imports './gql.js'; the source is gql.ts.
const jsExtension = { '^(\\.{1,2}/.*)\\.js$': '$1' };
const serverAlias = { ...jsExtension, '^@/(.*)$': '<rootDir>/server/src/$1' };

/**
 * Dependencies published only as ES modules (the spatial index of places/): Node runs them through
 * require(esm), Jest's own loader cannot, so its tests compile them to CommonJS like our sources.
 */
const esmOnly = ['kdbush', 'geokdbush', 'tinyqueue'];
const esmOnlyTransform = {
  [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true }, isolatedModules: true },
  ],
};
const esmOnlyIgnore = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

/** The Node projects of the server tests: one per kind (see docs/ARCHITECTURE.md, "Tests"). */
const serverProject = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/server'],
  transform: { ...tsJest('<rootDir>/tests/server/tsconfig.json'), ...esmOnlyTransform },
  transformIgnorePatterns: esmOnlyIgnore,
  moduleNameMapper: serverAlias,
};

/** For projects whose tests use FerretDB and the Auth Emulator (loaded with the project's transform). */
const realServices = {
  globalSetup: '<rootDir>/tests/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
};

/** @type {import('jest').Config} */
const config = {
  // Global only (ignored per project): real services and browsers take their time.
  testTimeout: 60_000,
  // Two cores here: the API and browser suites each start servers and a browser.
  maxWorkers: 2,
  // Each test file loads the whole server afresh (Jest's module registry per file) and a worker
  // keeps some of every earlier file's heap: measured ~60 MB more per API file, so a worker near the
  // end of a run carried 2 GB and its garbage collections stalled the loop past the tests' 100 ms
  // bound. A worker over this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  // Longest first, also on a fresh clone that has no durations of a previous run.
  testSequencer: '<rootDir>/tests/support/sequencer.js',
  projects: [
    {
      // Server code without services: pure functions, the schema, docs, lint-like checks.
      displayName: 'server-unit',
      ...serverProject,
      testMatch: ['<rootDir>/tests/server/unit/**/*.test.ts'],
    },
    {
      // The real app over HTTP on real FerretDB and the real Auth Emulator. A test file straight
      // in tests/server/ is taken as one of these until it is moved into its kind's folder.
      displayName: 'server-api',
      ...serverProject,
      ...realServices,
      testMatch: ['<rootDir>/tests/server/api/**/*.test.ts', '<rootDir>/tests/server/*.test.ts'],
    },
    {
      // Processes started, killed and restarted: crashes, chaos, restarts, backups, bench smoke runs.
      displayName: 'server-system',
      ...serverProject,
      ...realServices,
      testMatch: ['<rootDir>/tests/server/system/**/*.test.ts'],
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
      transform: { ...tsJest('<rootDir>/tests/e2e/tsconfig.json'), ...esmOnlyTransform },
      transformIgnorePatterns: esmOnlyIgnore,
      moduleNameMapper: serverAlias,
      ...realServices,
    },
  ],
};

module.exports = config;
