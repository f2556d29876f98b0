import { buildSchema, getIntrospectionQuery, parse, validate, type DocumentNode } from 'graphql';
import { print } from 'graphql';
import * as clientOperations from '../../../client/src/gql/graphql';
import { loadConfig } from '@/config';
import { formatError } from '@/graphql/errors';
import { parseOptions, validationRules } from '@/graphql/limits';
import { typeDefs } from '@/graphql/server';
import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { restGroupBody, storedGroups } from '../fixtures';

interface GraphQLBody {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs any text as a GraphQL request body, with the given headers. */
async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: (text.startsWith('{') ? JSON.parse(text) : null) as GraphQLBody | null };
}

const query = (url: string, source: string, token?: string) =>
  post(url, JSON.stringify({ query: source }), token ? { authorization: `Bearer ${token}` } : {});

function errorOf(res: { body: GraphQLBody | null }) {
  const error = res.body?.errors?.[0];
  if (!error) throw new Error(`expected a GraphQL error, got ${JSON.stringify(res.body)}`);
  return { message: error.message, code: error.extensions?.code, extensions: error.extensions };
}

const defaults = loadConfig({}).graphql.limits;

let app: TestApp;
let closedApp: TestApp;
let user: TestUser;

beforeAll(async () => {
  [app, closedApp, user] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { GRAPHQL_INTROSPECTION: 'false' } }),
    createTestUser('Lima Limits'),
  ]);
});
afterAll(() => Promise.all([app.stop(), closedApp.stop()]));

describe('body size', () => {
  it('refuses JSON bodies over 100 KB with 413 JSON on REST and GraphQL, and stores nothing', async () => {
    const before = await storedGroups(app);
    const huge = 'x'.repeat(101 * 1024);
    const restRes = await rest<{ error: string }>(app.url, 'POST', '/groups', {
      body: restGroupBody({ description: huge }),
      token: user.token,
    });
    expect(restRes.status).toBe(413);
    expect(restRes.body.error).toBe('PAYLOAD_TOO_LARGE');

    const gql = await post(app.url, JSON.stringify({ query: `{ groups(search: "${huge}") { totalCount } }` }));
    expect(gql.status).toBe(413);
    expect(JSON.parse(gql.text)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(await storedGroups(app)).toEqual(before);
  });
});

describe('GraphQL operation limits', () => {
  it('refuses a query deeper than GRAPHQL_MAX_DEPTH (15) with GRAPHQL_VALIDATION_FAILED', async () => {
    const nested = (levels: number) => `${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)}`;
    // __schema types fields type = 4 levels, then ofType chains.
    const deep = await query(app.url, `{ __schema { types { fields { type ${nested(12)} } } } }`);
    expect(deep.status).toBe(400);
    expect(errorOf(deep)).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: expect.stringMatching(/levels deep; at most 15/),
    });

    const fits = await query(app.url, `{ __schema { types { fields { type ${nested(10)} } } } }`);
    expect(fits.status).toBe(200);
    expect(fits.body?.errors).toBeUndefined();
  });

  it('refuses more than 15 aliases, 10 directives and 3000 tokens, each with a clear error', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect((await query(app.url, aliases(15))).status).toBe(200);
    const tooManyAliases = await query(app.url, aliases(16));
    expect(tooManyAliases.status).toBe(400);
    expect(errorOf(tooManyAliases)).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: 'The document has 16 aliases; at most 15 are allowed.',
    });

    const directives = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `c${i}: hobbyCategories @include(if: true) { name }`).join(' ')} }`;
    expect((await query(app.url, directives(10))).body?.errors).toBeUndefined();
    const tooManyDirectives = await query(app.url, directives(11));
    expect(errorOf(tooManyDirectives)).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: 'The document has 11 directives; at most 10 are allowed.',
    });

    const tooManyTokens = await query(app.url, `{ ${'__typename '.repeat(3001)} }`);
    expect(tooManyTokens.status).toBe(400);
    expect(errorOf(tooManyTokens)).toMatchObject({
      code: 'GRAPHQL_PARSE_FAILED',
      message: expect.stringMatching(/Document contains more tha[nt] 3000 tokens/),
    });
  });

  it('refuses an operation whose cost (fields × page sizes) is over 10,000, and accepts one big page', async () => {
    const fields = 'id groupName description location maxMembers startDate imageURL userName memberCount spotsLeft';
    const page = (alias: string) => `${alias}: groups(first: 100) { nodes { ${fields} } edges { cursor } }`;
    // groups 1 + nodes 100 + 10 fields × 100 + edges 100 + cursor 100 = 1,301 per page; nine pages 11,709.
    expect((await query(app.url, `{ ${page('a')} }`)).body?.errors).toBeUndefined();
    const costly = await query(app.url, `{ ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(page).join(' ')} }`);
    expect(costly.status).toBe(400);
    expect(errorOf(costly)).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: expect.stringMatching(/cost is 11709; at most 10000/),
    });
    // A variable page size counts as the largest page (100): the limit cannot be dodged with variables.
    const viaVariables = await post(
      app.url,
      JSON.stringify({
        query: `query ($n: Int) { ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((a) => page(a).replace('first: 100', 'first: $n')).join(' ')} }`,
        variables: { n: 1 },
      }),
    );
    expect(errorOf(viaVariables).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('lets every operation the client sends, and the standard introspection query, through the default limits', () => {
    const schema = buildSchema(typeDefs);
    const documents = Object.entries(clientOperations)
      .filter(([name]) => name.endsWith('Document'))
      .map(([name, document]) => [name, document as DocumentNode] as const);
    expect(documents.length).toBeGreaterThanOrEqual(10);
    documents.push([
      'IntrospectionQuery',
      parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true })),
    ]);
    for (const [name, document] of documents) {
      const reparsed = parse(print(document), parseOptions(defaults));
      expect([name, validate(schema, reparsed, validationRules(defaults))]).toEqual([name, []]);
    }
  });
});

describe('CSRF, batching, introspection and error details', () => {
  it('blocks simple-content-type POSTs and preflight-less GETs (Apollo csrfPrevention)', async () => {
    const textPlain = await post(app.url, JSON.stringify({ query: '{ __typename }' }), {
      'content-type': 'text/plain',
    });
    expect(textPlain.status).toBe(400);
    expect(textPlain.text).toMatch(/Cross-Site Request Forgery/);

    const form = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBe(400);

    const simpleGet = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(simpleGet.status).toBe(400);
    expect(await simpleGet.text()).toMatch(/Cross-Site Request Forgery/);

    const preflighted = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('refuses a mutation sent with GET, even with a token and the preflight header, and changes nothing', async () => {
    const before = await storedGroups(app);
    const mutation = `mutation { createGroup(input: { groupName: "Via GET", hobbyCategory: COOKING, description: "Should never be created by GET.", location: "Nowhere", maxMembers: 3, startDate: "2099-01-01", imageURL: "https://example.com/a.jpg" }) { group { id } } }`;
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(405);
    expect(await storedGroups(app)).toEqual(before);
  });

  it('refuses REST writes sent as text/plain or a form (what a cross-site form can send)', async () => {
    const before = await storedGroups(app);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${app.url}/groups`, {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify(restGroupBody()),
      });
      expect([contentType, res.status]).toEqual([contentType, 400]);
    }
    expect(await storedGroups(app)).toEqual(before);
  });

  it('refuses batched operations', async () => {
    const res = await post(app.url, JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/batching/i);
  });

  it('answers introspection and shows Sandbox by default; GRAPHQL_INTROSPECTION=false turns both off and hides suggestions', async () => {
    const open = await query(app.url, '{ __schema { queryType { name } } }');
    expect(open.body?.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const closed = await query(closedApp.url, '{ __schema { queryType { name } } }');
    expect(closed.status).toBe(400);
    expect(errorOf(closed)).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: expect.stringMatching(/introspection/i),
    });

    const page = await (await fetch(`${closedApp.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    expect(page).not.toContain('embeddable-sandbox.umd');
    expect(await (await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } })).text()).toContain(
      'embeddable-sandbox',
    );

    const typoOpen = await query(app.url, '{ groups { totalCont } }');
    expect(errorOf(typoOpen).message).toMatch(/Did you mean/);
    const typoClosed = await query(closedApp.url, '{ groups { totalCont } }');
    expect(errorOf(typoClosed).message).not.toMatch(/Did you mean|totalCount/);

    // Normal queries still work with introspection off.
    expect((await query(closedApp.url, '{ groups { totalCount } }')).body?.errors).toBeUndefined();
  });

  it('never sends stack traces or internal messages: request errors carry only a code, unexpected ones are masked', async () => {
    for (const source of ['{ nope }', '{ group(id: "x") { id } }', '{ groups(first: 0) { totalCount } }', 'query {']) {
      const res = await query(app.url, source);
      expect(res.text).not.toMatch(/stacktrace|\bat \S+ \(|node_modules|\.ts:\d+/);
      for (const error of res.body?.errors ?? [])
        expect(Object.keys(error.extensions ?? {})).not.toContain('stacktrace');
    }
    const internal = new Error('connection string mongodb://secret@db leaked');
    const formatted = formatError(
      {
        message: internal.message,
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: internal.stack?.split('\n') },
      },
      internal,
    );
    expect(formatted).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
