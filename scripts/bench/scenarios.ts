/** The bench's scenarios: the requests, their checks, and one autocannon run each. */
import autocannon from 'autocannon';
import { encodeCursor } from '@/groups/cursor';
import { discoveryScenarios } from './discovery';
import { nearbyScenarios } from './nearby';
import { searchTerm, type Owner } from './data';
import { cacheableScenarios } from './cacheable';
import type { Scenario } from './scenario';
import { benchDocument, graphqlBody, type BenchDocument } from './documents';
import { percentile } from './measure';
import type { BenchOptions } from './options';
import type { Seeded } from './seed';

/** Runs one scenario with autocannon and measures each response's latency itself (for p95). */
export async function load(baseUrl: string, scenario: Scenario, seconds: number, connections: number) {
  const times: number[] = [];
  let next = 0;
  let unexpected = 0;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(scenario.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    ...scenario.headers,
  };
  const first = scenario.requests[0] as Scenario['requests'][number];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: 10,
        method: scenario.method,
        headers,
        requests: [
          {
            method: scenario.method,
            path: first.path,
            body: first.body,
            // autocannon calls setupRequest whenever the key is present, so add it only to cycle.
            ...(scenario.requests.length > 1
              ? {
                  setupRequest: (request: autocannon.Request) => {
                    const variant = scenario.requests[(next += 1) % scenario.requests.length] as typeof first;
                    return { ...request, path: variant.path, body: variant.body };
                  },
                }
              : {}),
          },
        ],
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      times.push(time);
      if (scenario.expectStatus !== undefined && status !== scenario.expectStatus) unexpected += 1;
    });
  });
  const sorted = Float64Array.from(times).sort();
  return {
    // Every response received (autocannon's own total leaves out the last partial second).
    requestsPerSecond: Math.round((times.length / seconds) * 10) / 10,
    requests: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    errors: result.errors,
    // A revalidation's 304 is its success; anything else counts as the other scenarios' non-2xx.
    non2xx: scenario.expectStatus === undefined ? result.non2xx : unexpected,
  };
}

/** One request, checked: the load test only counts statuses, this proves the answers are right. */
export async function probe(baseUrl: string, scenario: Scenario): Promise<string | null> {
  const first = scenario.requests[0] as Scenario['requests'][number];
  try {
    const response = await fetch(baseUrl + first.path, {
      method: scenario.method,
      headers: {
        accept: 'application/json',
        ...(first.body ? { 'content-type': 'application/json' } : {}),
        ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
        ...scenario.headers,
      },
      body: first.body,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      if (text !== '') body = JSON.parse(text);
    } catch {
      return `status ${response.status}, not JSON: ${text.slice(0, 200)}`;
    }
    const problem = scenario.check(response.status, body);
    return problem ? `${problem} (status ${response.status}: ${text.slice(0, 300)})` : null;
  } catch (error) {
    return `request failed: ${String(error)}`;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function checkArray(expected: number) {
  return (status: number, body: unknown) =>
    status !== 200
      ? 'not 200'
      : !Array.isArray(body)
        ? 'not an array'
        : body.length !== expected
          ? `expected ${expected} items, got ${body.length}`
          : null;
}

function checkGraphql(root: string, expectedNodes?: number) {
  return (status: number, body: unknown) => {
    if (status !== 200) return 'not 200';
    if (!isObject(body)) return 'not an object';
    if (body.errors !== undefined) return 'GraphQL errors';
    const data = isObject(body.data) ? body.data[root] : undefined;
    if (!isObject(data)) return `no data.${root}`;
    if (expectedNodes === undefined) return typeof data.id === 'string' ? null : 'no id';
    const nodes = data.nodes ?? data.edges;
    return Array.isArray(nodes) && nodes.length === expectedNodes
      ? null
      : `expected ${expectedNodes} nodes, got ${Array.isArray(nodes) ? nodes.length : 'none'}`;
  };
}

function checkGroup(status: number, body: unknown) {
  return status === 200 && isObject(body) && typeof body._id === 'string' ? null : 'not a group';
}

export function buildScenarios(
  seeded: Seeded,
  owner: Owner & { token: string },
  options: BenchOptions,
  clientSrc: string,
) {
  const documents = {
    groups: benchDocument('groups', clientSrc),
    group: benchDocument('group', clientSrc),
    groupsByEmail: benchDocument('groupsByEmail', clientSrc),
  };
  const n = options.groups;
  const page = Math.min(20, n);
  const middle = seeded.order[Math.floor(n / 2)] as Seeded['order'][number];
  const after = encodeCursor({ order: 'NAME', key: middle.nameKey, id: middle.id });
  const laterPage = Math.min(20, n - Math.floor(n / 2) - 1);
  const searchPage = Math.min(20, seeded.searchMatches);
  const ownPage = Math.min(20, seeded.order.length);
  // A spread of ids (every group's fetch by _id costs the same; a spread avoids any cache).
  const step = Math.max(1, Math.floor(seeded.ids.length / 500));
  const ids = seeded.ids.filter((_, index) => index % step === 0);
  const gql = (document: BenchDocument, values: Record<string, unknown>) => ({
    path: '/graphql',
    body: graphqlBody(document, values),
  });
  const list = { sort: 'NAME_ASC', first: 20, search: null, after: null };
  const scenarios: Scenario[] = [
    {
      name: 'limit-first-page',
      description: "bare node:http answering the REST first page's bytes from memory (the runtime's ceiling)",
      target: 'limit',
      method: 'GET',
      requests: [{ path: '/' }],
      check: checkArray(page),
    },
    {
      name: 'baseline-first-page',
      description: 'raw mongodb driver + node:http: find().sort({nameKey,_id}).limit(20)',
      target: 'baseline',
      method: 'GET',
      requests: [{ path: '/' }],
      check: checkArray(page),
      skip:
        n > options.baselineMaxGroups
          ? `skipped above ${options.baselineMaxGroups} groups: the engine scans and sorts the whole collection per request`
          : undefined,
    },
    {
      name: 'rest-first-page',
      description: 'GET /groups?limit=20',
      target: 'app',
      method: 'GET',
      requests: [{ path: '/groups?limit=20' }],
      check: checkArray(page),
    },
    {
      name: 'graphql-first-page',
      description: `groups(first: 20) — ${documents.groups.operationName}`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, list)],
      check: checkGraphql('groups', page),
    },
    // The same first pages with a valid token (a signed-in person's every page), beside the guest's.
    {
      name: 'rest-first-page-signed-in',
      description: 'GET /groups?limit=20 (signed in)',
      target: 'app',
      method: 'GET',
      requests: [{ path: '/groups?limit=20' }],
      token: owner.token,
      check: checkArray(page),
    },
    {
      name: 'graphql-first-page-signed-in',
      description: `groups(first: 20) — ${documents.groups.operationName} (signed in)`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, list)],
      token: owner.token,
      check: checkGraphql('groups', page),
    },
    {
      name: 'rest-search',
      description: `GET /groups?limit=20&search=${searchTerm} (${seeded.searchMatches} matches)`,
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups?limit=20&search=${searchTerm}` }],
      check: checkArray(searchPage),
    },
    {
      name: 'graphql-search',
      description: `groups(search: "${searchTerm}", first: 20)`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, { ...list, search: searchTerm })],
      check: checkGraphql('groups', searchPage),
    },
    {
      name: 'rest-later-page',
      description: 'GET /groups?limit=20&after=<cursor at the middle>',
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups?limit=20&after=${after}` }],
      check: checkArray(laterPage),
    },
    {
      name: 'graphql-later-page',
      description: 'groups(first: 20, after: <cursor at the middle>)',
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, { ...list, after })],
      check: checkGraphql('groups', laterPage),
    },
    {
      name: 'rest-group',
      description: `GET /groups/:id (${ids.length} ids in turn)`,
      target: 'app',
      method: 'GET',
      requests: ids.map((id) => ({ path: `/groups/${id}` })),
      check: checkGroup,
    },
    {
      name: 'graphql-group',
      description: `group(id) — ${documents.group.operationName} (${ids.length} ids in turn)`,
      target: 'app',
      method: 'POST',
      requests: ids.map((id) => gql(documents.group, { id })),
      check: checkGraphql('group'),
    },
    {
      name: 'rest-by-email',
      description: 'GET /groups/by-email/:email?limit=20 (signed in)',
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups/by-email/${encodeURIComponent(owner.email)}?limit=20` }],
      token: owner.token,
      check: checkArray(ownPage),
    },
    {
      name: 'graphql-by-email',
      description: `groupsByEmail(email, first: 20) — ${documents.groupsByEmail.operationName} (signed in)`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groupsByEmail, { email: owner.email, first: 20 })],
      token: owner.token,
      check: checkGraphql('groupsByEmail', ownPage),
    },
    ...cacheableScenarios({
      groups: documents.groups,
      variables: list,
      restPath: '/groups?limit=20',
      checkGraphqlPage: checkGraphql('groups', page),
    }),
    ...discoveryScenarios(n, owner, seeded.ids),
    ...nearbyScenarios(n, owner, seeded.ids),
  ];
  return { scenarios, documents };
}
