import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { runBench } from '../../../scripts/bench/harness';
import { defaultOptions } from '../../../scripts/bench/options';
import { markdown, ratios } from '../../../scripts/bench/report';
import { testServices } from '../../support/env';

/**
 * The bench harness (`npm run bench`) at 100 groups, one second per scenario, against the run's
 * FerretDB and Auth Emulator: every scenario runs, every answer is checked, nothing fails — so
 * the harness never rots. The numbers themselves are not asserted (other suites share the CPUs).
 */
const root = path.resolve(__dirname, '../../..');
const scratch = path.join(root, 'bench', 'results', `.smoke-${randomUUID().slice(0, 8)}`);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('runs every bench scenario at 100 groups with no errors and right answers', async () => {
  // Its own server bundle: the browser suites may be rebuilding server/dist at the same time.
  mkdirSync(scratch, { recursive: true });
  const serverEntry = path.join(scratch, 'index.js');
  await build({
    entryPoints: [path.join(root, 'server', 'src', 'index.ts')],
    tsconfig: path.join(root, 'server', 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: serverEntry,
    logLevel: 'silent',
  });

  const { mongoUri, authEmulatorHost, projectId } = testServices();
  const lines: string[] = [];
  const report = await runBench({
    ...defaultOptions,
    groups: 100,
    duration: 1,
    warmup: 0,
    connections: 4,
    batchSize: 50,
    mongoUri,
    authEmulatorHost,
    projectId,
    serverEntry,
    log: (line) => void lines.push(line),
  });

  const table = markdown(report);
  expect(report.scenarios.map((s) => s.name)).toEqual([
    'limit-first-page',
    'baseline-first-page',
    'rest-first-page',
    'graphql-first-page',
    'rest-first-page-signed-in',
    'graphql-first-page-signed-in',
    'rest-search',
    'graphql-search',
    'rest-later-page',
    'graphql-later-page',
    'rest-group',
    'graphql-group',
    'rest-by-email',
    'graphql-by-email',
    'graphql-apq-get-first-page',
    'graphql-apq-304',
    'rest-first-page-304',
    'browse-two-categories-open-upcoming',
    'browse-location',
    'browse-facet-counts',
    'browse-soonest-start-sessions',
    'browse-third-page-filtered-sort',
    'rest-near-me',
    'graphql-near-me',
  ]);
  for (const scenario of report.scenarios) {
    expect({ scenario: scenario.name, skipped: scenario.skipped, checkFailure: scenario.checkFailure }).toEqual({
      scenario: scenario.name,
      skipped: undefined,
      checkFailure: null,
    });
    expect({ scenario: scenario.name, errors: scenario.errors, non2xx: scenario.non2xx }).toEqual({
      scenario: scenario.name,
      errors: 0,
      non2xx: 0,
    });
    expect(scenario.requests).toBeGreaterThan(0);
  }
  expect(report.seed.searchMatches).toBeGreaterThan(0);
  expect(report.server.timeToReadyMs).toBeGreaterThan(0);
  expect(report.server.rssMaxMb).toBeGreaterThan(0);
  expect(table).toContain('| rest-first-page |');
  // REST and GraphQL as a share of the bare node:http limit (the same bytes, from memory).
  const shares = ratios(report).toLimit;
  expect(shares['limit-first-page']).toBe(1);
  expect(shares['rest-first-page']).toBeGreaterThan(0);
  expect(shares['graphql-first-page']).toBeGreaterThan(0);
  // Signed-in first pages beside the guest's: req/s and p97.5 as ratios of the anonymous twin's.
  expect(ratios(report).signedInToAnonymous['graphql-first-page-signed-in']).toBeGreaterThan(0);
  expect(ratios(report).signedInP97_5ToAnonymous['rest-first-page-signed-in']).toBeGreaterThan(0);
  expect(table).toContain('| graphql-first-page-signed-in |');
}, 90_000);
