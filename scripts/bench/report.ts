import type { BenchReport, ScenarioResult } from './harness';

/** GraphQL scenario → its REST twin, for the GraphQL-to-REST column. */
const restTwin: Record<string, string> = {
  'graphql-first-page': 'rest-first-page',
  'graphql-search': 'rest-search',
  'graphql-later-page': 'rest-later-page',
  'graphql-group': 'rest-group',
  'graphql-by-email': 'rest-by-email',
};

/** Signed-in scenario → the same request made anonymously, for the signed-in columns. */
const anonymousTwin: Record<string, string> = {
  'rest-first-page-signed-in': 'rest-first-page',
  'graphql-first-page-signed-in': 'graphql-first-page',
};

export interface Ratios {
  /** Scenario → req/s ÷ the bare node:http limit's (same bytes, from memory). */
  toLimit: Record<string, number | null>;
  /** Scenario → req/s ÷ the baseline's. */
  toBaseline: Record<string, number | null>;
  /** GraphQL scenario → req/s ÷ its REST twin's. */
  graphqlToRest: Record<string, number | null>;
  /** Signed-in scenario → req/s ÷ the anonymous twin's (target ≥ 0.7). */
  signedInToAnonymous: Record<string, number | null>;
  /** Signed-in scenario → p97.5 ÷ the anonymous twin's (target ≤ 2). */
  signedInP97_5ToAnonymous: Record<string, number | null>;
}

const ratio = (a: ScenarioResult | undefined, b: ScenarioResult | undefined) =>
  a && b && !a.skipped && !b.skipped && b.requestsPerSecond > 0
    ? Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100
    : null;

export function ratios(report: BenchReport): Ratios {
  const byName = new Map(report.scenarios.map((s) => [s.name, s]));
  const baseline = byName.get('baseline-first-page');
  const limit = byName.get('limit-first-page');
  return {
    toLimit: Object.fromEntries(report.scenarios.map((s) => [s.name, ratio(s, limit)])),
    toBaseline: Object.fromEntries(report.scenarios.map((s) => [s.name, ratio(s, baseline)])),
    graphqlToRest: Object.fromEntries(
      Object.entries(restTwin).map(([graphql, rest]) => [graphql, ratio(byName.get(graphql), byName.get(rest))]),
    ),
    signedInToAnonymous: Object.fromEntries(
      Object.entries(anonymousTwin).map(([signedIn, anonymous]) => [
        signedIn,
        ratio(byName.get(signedIn), byName.get(anonymous)),
      ]),
    ),
    signedInP97_5ToAnonymous: Object.fromEntries(
      Object.entries(anonymousTwin).map(([signedIn, anonymous]) => {
        const [a, b] = [byName.get(signedIn), byName.get(anonymous)];
        const valid = a && b && !a.skipped && !b.skipped && b.p97_5 > 0;
        return [signedIn, valid ? Math.round((a.p97_5 / b.p97_5) * 100) / 100 : null];
      }),
    ),
  };
}

const cell = (value: number | null | undefined, suffix = '') =>
  value === null || value === undefined ? '–' : `${value}${suffix}`;

const signedInCell = (r: Ratios, name: string) =>
  name in r.signedInToAnonymous
    ? `${cell(r.signedInToAnonymous[name], '×')}, ${cell(r.signedInP97_5ToAnonymous[name], '×')}`
    : '';

/** The report as markdown: one table of scenarios, then the server and the run's conditions. */
export function markdown(report: BenchReport): string {
  const r = ratios(report);
  const lines = [
    `### ${report.options.groups} groups, ${report.options.connections} connections, ${report.options.duration} s per scenario`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors | non-2xx | × limit | × baseline | GraphQL ÷ REST | signed-in ÷ guest (req/s, p97.5) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.scenarios.map((s) =>
      s.skipped
        ? `| ${s.name} | skipped | | | | | | | | | | |`
        : `| ${s.name}${s.checkFailure ? ' ⚠' : ''} | ${s.requestsPerSecond} | ${s.p50} | ${s.p95} | ${s.p97_5} | ${s.p99} | ${s.errors} | ${s.non2xx} | ${cell(r.toLimit[s.name])} | ${cell(r.toBaseline[s.name])} | ${cell(r.graphqlToRest[s.name])} | ${signedInCell(r, s.name)} |`,
    ),
    '',
    `- server: ready in ${report.server.timeToReadyMs} ms (spawn → first 200 from /readyz); RSS ${report.server.rssAfterReadyMb} MB when ready, max ${report.server.rssMaxMb} MB during the runs`,
    `- seed: ${report.seed.groups} groups in ${report.seed.seconds} s (${report.seed.docsPerSecond} docs/s); search "${report.seed.searchTerm}" matches ${report.seed.searchMatches}`,
    `- documents: ${Object.entries(report.documents)
      .map(([field, d]) => `${field} → ${d.operationName} (${d.source})`)
      .join('; ')}`,
    `- machine: ${report.machine.cpus} CPUs, Node ${report.machine.node}, load average before ${report.machine.loadBefore
      .map((l) => l.toFixed(2))
      .join(' ')}, after ${report.machine.loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
    ...report.scenarios.filter((s) => s.skipped).map((s) => `- ${s.name}: ${s.skipped}`),
    ...report.scenarios.filter((s) => s.checkFailure).map((s) => `- ⚠ ${s.name}: ${s.checkFailure}`),
  ];
  return lines.join('\n');
}
