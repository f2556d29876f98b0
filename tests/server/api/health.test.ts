import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  buildClientSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isObjectType,
  parse,
  type IntrospectionQuery,
} from 'graphql';
import { testProjectId, testServices } from '../../support/env';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { GroupQuery } from '../documents';
import type { RestError } from '../fixtures';

/** The operational endpoints, request ids, introspection, and masking of unexpected errors. */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('health and configuration endpoints', () => {
  it('/healthz answers 200 while the process is up', async () => {
    expect(await rest(app.url, 'GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('/readyz answers 200 while the database answers', async () => {
    expect(await rest(app.url, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('/app-config.json gives the client its Firebase web config, the emulator URL and the map tiles (none), uncached', async () => {
    const res = await rest<Record<string, unknown>>(app.url, 'GET', '/app-config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body).toEqual({
      firebase: { apiKey: 'test-key', authDomain: 'localhost', projectId: testProjectId },
      authEmulatorUrl: `http://${testServices().authEmulatorHost}`,
      mapTileUrl: null,
      mapTileAttribution: null,
    });
  });
});

describe('X-Request-Id', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('is generated when the caller sends none, fresh for each request', async () => {
    const first = await rest(app.url, 'GET', '/healthz');
    const second = await rest(app.url, 'GET', '/healthz');
    expect(first.headers.get('x-request-id')).toMatch(uuid);
    expect(second.headers.get('x-request-id')).toMatch(uuid);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('echoes a well-formed id the caller sends, on REST, GraphQL and error responses alike', async () => {
    const headers = { 'x-request-id': 'trace-42_a.b' };
    expect((await rest(app.url, 'GET', '/groups', { headers })).headers.get('x-request-id')).toBe('trace-42_a.b');
    const notFound = await rest<RestError>(app.url, 'GET', '/no-such-route', { headers });
    expect(notFound.headers.get('x-request-id')).toBe('trace-42_a.b');
    expect(notFound.body.requestId).toBe('trace-42_a.b');
    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ hobbyCategories { name } }' }),
    });
    expect(graphql.headers.get('x-request-id')).toBe('trace-42_a.b');
  });

  it.each([
    ['blanks', 'has blanks in it'],
    ['a line break attempt', 'abc%0d%0aSet-Cookie:x'],
    ['more than 64 characters', 'x'.repeat(65)],
  ])('replaces an id with %s by a generated one', async (_, given) => {
    const res = await rest(app.url, 'GET', '/healthz', { headers: { 'x-request-id': given } });
    expect(res.headers.get('x-request-id')).toMatch(uuid);
  });
});

describe('GraphQL introspection', () => {
  const IntrospectionDocument = parse(getIntrospectionQuery({ descriptions: true })) as TypedDocumentNode<
    IntrospectionQuery,
    Record<string, never>
  >;

  it('is on, and yields a schema with the API’s types and operations', async () => {
    const res = await graphqlRequest(app.url, IntrospectionDocument, {});
    expect(res.errors).toBeUndefined();
    const schema = buildClientSchema(res.data!);
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(['groups', 'group', 'groupsByEmail', 'viewer', 'hobbyCategories']),
    );
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(['createGroup', 'updateGroup', 'deleteGroup']),
    );
    const category = schema.getType('HobbyCategory');
    expect(isEnumType(category) && category.getValues().map((value) => value.description)).toEqual([
      'Drawing & Painting',
      'Photography',
      'Video Gaming',
      'Fishing',
      'Running',
      'Cooking',
      'Reading',
      'Writing',
    ]);
  });

  it('every type, field, argument, input field and enum value of the API has a description', async () => {
    const res = await graphqlRequest(app.url, IntrospectionDocument, {});
    const schema = buildClientSchema(res.data!);
    const missing: string[] = [];
    const check = (where: string, description: string | null | undefined) => {
      if (!description?.trim()) missing.push(where);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      // The root operation types are described by their fields.
      if (!['Query', 'Mutation', 'Subscription'].includes(type.name)) check(type.name, type.description);
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
      } else if (isEnumType(type)) {
        for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('unexpected errors are masked, carry the request id, and do not stop the server', () => {
  let corruptId: string;

  beforeAll(async () => {
    // A document the app could never have written (no start date, no timestamps), put straight
    // into the real database: reading it fails inside the app, which is what we want to see.
    const inserted = await app.model.collection.insertOne({
      groupName: 'Corrupt Record',
      nameKey: 'corrupt record',
      hobbyCategory: 'Cooking',
      description: 'Written around the app, missing fields it relies on.',
      location: 'Nowhere',
      maxMembers: 5,
      imageURL: 'https://example.com/corrupt.jpg',
      userName: 'Nobody',
      userEmail: 'nobody@example.com',
      ownerUid: 'nobody',
    });
    corruptId = inserted.insertedId.toString();
  });

  it('REST: 500 { error: INTERNAL_SERVER_ERROR } with the request id and no internals', async () => {
    const res = await rest<RestError>(app.url, 'GET', `/groups/${corruptId}`, {
      headers: { 'x-request-id': 'masked-rest-1' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'masked-rest-1',
    });
  });

  it('GraphQL: INTERNAL_SERVER_ERROR with a generic message, no stack trace, no internals', async () => {
    const res = await graphqlRequest(app.url, GroupQuery, { id: corruptId });
    expect(res.errors?.length).toBeGreaterThan(0);
    for (const error of res.errors ?? []) {
      expect(error.message).toBe('Something went wrong on our side. Please try again.');
      expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    }
    const text = JSON.stringify(res);
    for (const leak of ['stacktrace', 'TypeError', 'Cannot ', 'undefined', 'node_modules', '.ts:'])
      expect(text).not.toContain(leak);
  });

  it('the server keeps serving afterwards', async () => {
    expect((await rest(app.url, 'GET', '/healthz')).status).toBe(200);
    const list = await rest<unknown[]>(app.url, 'GET', '/groups');
    expect(list.status).toBe(200);
  });
});
