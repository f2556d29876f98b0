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
  // ---- Server layering ------------------------------------------------------------------------
  // Floors, top to bottom: the composition (index.ts, app.ts) and the protocols (graphql/, each
  // feature's rest.ts and resolvers.ts); the features (one folder each); the shared leaves
  // (http/, db/, auth/, schedule/, sync/, capacity/, geo/), which know no feature. A feature may use
  // another feature's service, store or model, never its adapters (rest.ts, resolvers.ts); a
  // feature's domain files know no protocol. groups/ stands below the other features: they
  // listen to its events, it imports none of them. ESLint replaces a rule's options per block,
  // so each block below gets its whole list of patterns from `serverRules`.
  ...(() => {
    const features = [
      'groups',
      'sessions',
      'calendar',
      'notifications',
      'account',
      'mail',
      'talk',
      'discussion',
      'moderation',
      'places',
    ];
    const leaves = ['http', 'db', 'auth', 'schedule', 'sync', 'capacity', 'geo'];
    const deepRelative = { group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' };
    const noAdapters = {
      group: features.flatMap((feature) => [`@/${feature}/rest`, `@/${feature}/resolvers`]),
      message:
        'A feature may use another feature’s service, store or model, never its adapters (rest.ts, resolvers.ts).',
    };
    const noFeatures = (message) => ({ group: features.map((feature) => `@/${feature}/*`), message });
    const noProtocol = {
      paths: [
        { name: 'express', message: 'Domain code knows no protocol: HTTP belongs in rest.ts or http/.' },
        { name: 'graphql', message: 'Domain code knows no protocol: GraphQL belongs in resolvers.ts or graphql/.' },
      ],
      patterns: [
        { group: ['@apollo/*', '@as-integrations/*'], message: 'Domain code knows no protocol.' },
        { group: ['@/http/*', '@/graphql/*'], message: 'Domain code does not import its adapters.' },
      ],
    };
    // Duplicate-key detection is the database's word, not a feature's: one home, db/errors.ts.
    const duplicateKeyFromDb = {
      group: features.map((feature) => `@/${feature}/*`),
      importNames: ['isDuplicateKey'],
      message: 'Import isDuplicateKey from @/db/errors.',
    };
    const restrict = ({ paths = [], patterns = [] }) => ({
      'no-restricted-imports': ['error', { paths, patterns: [deepRelative, duplicateKeyFromDb, ...patterns] }],
    });
    const adapters = ['server/src/*/resolvers.ts', 'server/src/*/rest.ts'];
    const groupsBelow = {
      group: features.filter((feature) => feature !== 'groups').map((feature) => `@/${feature}/*`),
      message: 'groups/ stands below the other features: they listen to its events (groups/notices.ts).',
    };
    return [
      ...features.map((feature) => ({
        files: [`server/src/${feature}/**/*.ts`],
        ignores: adapters,
        rules: restrict({
          paths: noProtocol.paths,
          patterns: [noAdapters, ...noProtocol.patterns, ...(feature === 'groups' ? [groupsBelow] : [])],
        }),
      })),
      ...features.map((feature) => ({
        files: adapters.map((adapter) => adapter.replace('*', feature)),
        rules: restrict({ patterns: [noAdapters, ...(feature === 'groups' ? [groupsBelow] : [])] }),
      })),
      ...leaves.map((leaf) => ({
        files: [`server/src/${leaf}/**/*.ts`],
        rules: restrict(
          leaf === 'http'
            ? {
                // http/ is the REST and HTTP layer and knows nothing of GraphQL; graphql/ may use http/.
                paths: [
                  { name: 'graphql', message: 'http/ knows nothing of GraphQL: graphql/ renders its own errors.' },
                ],
                patterns: [
                  {
                    group: ['@apollo/*', '@as-integrations/*', 'graphql/*', 'graphql-*'],
                    message: 'http/ knows nothing of GraphQL.',
                  },
                  { group: ['@/graphql/*', '@/generated/*'], message: 'http/ knows nothing of GraphQL.' },
                  noFeatures('http/ is a shared leaf: it knows no feature (features hand it what it needs).'),
                ],
              }
            : { patterns: [noFeatures(`${leaf}/ is a shared leaf: it knows no feature.`)] },
        ),
      })),
    ];
  })(),
  // ---- end of server layering ------------------------------------------------------------------
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Client layering: the shared layer (ui, apollo, theme, paths) knows no feature or page; a
  // feature knows no page; a page (one folder per route under pages/) knows no other page. Only
  // the router (and the prerender, which reads the browse page's state) imports pages, so a page
  // can be moved or removed without breaking what it uses. (A later no-restricted-imports
  // setting replaces an earlier one, so the deep-relative pattern is repeated in each.)
  ...(() => {
    const { readdirSync } = require('node:fs');
    const path = require('node:path');
    const deepRelative = { group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' };
    const noPages = {
      group: ['@/pages/*', '@/router', '@/main'],
      message: 'Pages use this module, not the other way round.',
    };
    const clientFeatures = [
      'auth',
      'account',
      'groups',
      'sessions',
      'notifications',
      'discussion',
      'moderation',
      'layout',
      'developers',
    ];
    const noFeatures = {
      group: clientFeatures.map((feature) => `@/${feature}/*`),
      message: 'The shared layer (ui, apollo, theme, paths) must not import a feature.',
    };
    const pages = readdirSync(path.join(__dirname, 'client/src/pages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return [
      {
        files: ['client/src/{ui,apollo,theme}/**/*.{ts,tsx}', 'client/src/paths.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, noPages, noFeatures] }] },
      },
      {
        files: clientFeatures.map((feature) => `client/src/${feature}/**/*.{ts,tsx}`),
        rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, noPages] }] },
      },
      ...pages.map((page) => ({
        files: [`client/src/pages/${page}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                deepRelative,
                {
                  group: ['@/pages/*', `!@/pages/${page}`, `!@/pages/${page}/*`, '@/router', '@/main'],
                  message: 'A page does not import another page (or the router): share through a feature or ui/.',
                },
              ],
            },
          ],
        },
      })),
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
