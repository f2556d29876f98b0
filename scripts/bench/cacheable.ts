import { createHash } from 'node:crypto';
import type { BenchDocument } from './documents';
import type { Scenario } from './scenario';

/**
 * The cacheable-read rows (issue 14), beside the POST first page: the same first page as an
 * automatic persisted query over GET (the hash only, as the app's Apollo Client sends it), and
 * the revalidations a browser or CDN makes with the ETag it holds (304, no body).
 */
export interface CacheableInputs {
  groups: BenchDocument;
  variables: Record<string, unknown>;
  restPath: string;
  checkGraphqlPage: Scenario['check'];
}

/** Apollo's CSRF prevention wants a header a plain cross-site form cannot send on a GET. */
const getHeaders = { 'apollo-require-preflight': 'true' };
/** A browser's revalidation: fetch would otherwise add `no-cache`, which asks for a full answer. */
const revalidation = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

function persistedGet(document: BenchDocument, values: Record<string, unknown>) {
  const variables = Object.fromEntries(document.variableNames.map((name) => [name, values[name] ?? null]));
  const sha256Hash = createHash('sha256').update(document.query).digest('hex');
  const params = new URLSearchParams({
    operationName: document.operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
  });
  const hashOnly = `/graphql?${params.toString()}`;
  params.set('query', document.query);
  return { hashOnly, registering: `/graphql?${params.toString()}` };
}

async function etagOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...getHeaders } });
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`no ETag from ${url} (status ${response.status})`);
  return etag;
}

const notModified: Scenario['check'] = (status) => (status === 304 ? null : `expected 304, got ${status}`);

export function cacheableScenarios({ groups, variables, restPath, checkGraphqlPage }: CacheableInputs): Scenario[] {
  const { hashOnly, registering } = persistedGet(groups, variables);
  const register = async (baseUrl: string) => {
    await etagOf(baseUrl + registering);
  };
  const apqGet: Scenario = {
    name: 'graphql-apq-get-first-page',
    description: `groups(first: 20) as a persisted query: GET with the hash only — ${groups.operationName}`,
    target: 'app',
    method: 'GET',
    requests: [{ path: hashOnly }],
    headers: { ...getHeaders },
    prepare: register,
    check: checkGraphqlPage,
  };
  const apq304: Scenario = {
    name: 'graphql-apq-304',
    description: 'the same GET revalidated with If-None-Match: 304, no body',
    target: 'app',
    method: 'GET',
    requests: [{ path: hashOnly }],
    headers: { ...getHeaders },
    expectStatus: 304,
    async prepare(baseUrl) {
      await register(baseUrl);
      Object.assign(apq304.headers!, revalidation(await etagOf(baseUrl + hashOnly)));
    },
    check: notModified,
  };
  const rest304: Scenario = {
    name: 'rest-first-page-304',
    description: `GET ${restPath} revalidated with If-None-Match: 304, no body`,
    target: 'app',
    method: 'GET',
    requests: [{ path: restPath }],
    headers: {},
    expectStatus: 304,
    async prepare(baseUrl) {
      Object.assign(rest304.headers!, revalidation(await etagOf(baseUrl + restPath)));
    },
    check: notModified,
  };
  return [apqGet, apq304, rest304];
}
