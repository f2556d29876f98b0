// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/dist-ssr/**',
      '.data/**',
      '.tools/**',
      'test-results/**',
      'bench/results/**',
      // Generated from schema.graphql: never edited, never linted.
      'client/src/gql/**',
      'server/src/generated/**',
      'tests/server/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' }] },
      ],
    },
  },
  // ---- Server layering (issue 16) -------------------------------------------------------------
  // A feature's domain (its service, rules, models, read models) knows no protocol: GraphQL and
  // REST are adapters around it. Each feature folder keeps its two adapters beside it
  // (resolvers.ts, rest.ts), so they are the named exceptions. http/ is the REST and HTTP layer
  // and knows nothing of GraphQL; graphql/ may use http/ (the rate limiter), not the reverse.
  // ESLint replaces rule options per block, so each block repeats the deep-relative-import ban.
  {
    files: ['server/src/groups/**/*.ts', 'server/src/account/**/*.ts'],
    ignores: ['server/src/*/resolvers.ts', 'server/src/*/rest.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'express', message: 'Domain code knows no protocol: HTTP belongs in rest.ts or http/.' },
            { name: 'graphql', message: 'Domain code knows no protocol: GraphQL belongs in resolvers.ts or graphql/.' },
          ],
          patterns: [
            { group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' },
            { group: ['@apollo/*', '@as-integrations/*'], message: 'Domain code knows no protocol.' },
            { group: ['@/http/*', '@/graphql/*'], message: 'Domain code does not import its adapters.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'graphql', message: 'http/ knows nothing of GraphQL: graphql/ renders its own errors.' }],
          patterns: [
            { group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' },
            {
              group: ['@apollo/*', '@as-integrations/*', 'graphql/*', 'graphql-*'],
              message: 'http/ knows nothing of GraphQL.',
            },
            { group: ['@/graphql/*', '@/generated/*'], message: 'http/ knows nothing of GraphQL.' },
          ],
        },
      ],
    },
  },
  // ---- end of server layering ------------------------------------------------------------------
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Client layering: the shared layer (ui, apollo, theme, paths) knows no feature or page, and a
  // feature knows no page, so a page can be moved or removed without breaking what it uses.
  // (A later no-restricted-imports setting replaces an earlier one, so the deep-relative pattern is
  // repeated here.)
  ...(() => {
    const deepRelative = { group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' };
    const noPages = {
      group: ['@/pages/*', '@/router', '@/main'],
      message: 'Pages use this module, not the other way round.',
    };
    const noFeatures = {
      group: ['@/auth/*', '@/account/*', '@/groups/*', '@/layout/*'],
      message: 'The shared layer (ui, apollo, theme, paths) must not import a feature.',
    };
    return [
      {
        files: ['client/src/{ui,apollo,theme}/**/*.{ts,tsx}', 'client/src/paths.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, noPages, noFeatures] }] },
      },
      {
        files: ['client/src/groups/**/*.{ts,tsx}'],
        rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, noPages] }] },
      },
    ];
  })(),
  {
    // Tests reach into the workspaces they test from outside them.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
