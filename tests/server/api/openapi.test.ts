import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { limits } from '@/groups/validation';
import { pageSize } from '@/groups/page';
import { contractViolations } from '../../support/contract';
import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser } from '../../support/users';
import { createRestGroupAs, withoutRateLimits } from '../fixtures';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');
const validatorCli = path.join(root, 'node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js');

interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { security?: unknown[]; parameters?: { name: string; schema: Json }[] }>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, { properties: Record<string, Json> }>;
  };
}
type Json = Record<string, unknown>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(withoutRateLimits);
});
afterAll(() => app.stop());

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by @seriousme/openapi-schema-validator)', async () => {
    const res = await fetch(`${app.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const text = await res.text();
    const directory = mkdtempSync(path.join(tmpdir(), 'hobbyhub-openapi-'));
    try {
      const file = path.join(directory, 'openapi.json');
      writeFileSync(file, text);
      // The validator is an ES module; its CLI runs it outside Jest's CommonJS world.
      const { stdout } = await run(process.execPath, [validatorCli, file]);
      expect(stdout).toMatch(/"valid": true/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    expect((JSON.parse(text) as OpenApi).openapi).toBe('3.1.0');
  });

  it('describes every REST path, the bearer scheme, and the service’s own limits', async () => {
    const doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as OpenApi;
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/groups',
      '/groups/by-email/{email}',
      '/groups/{id}',
      '/groups/{id}/admission',
      '/groups/{id}/admission/policy',
      '/groups/{id}/admission/requests',
      '/groups/{id}/admission/requests/me',
      '/groups/{id}/admission/requests/{uid}',
      '/groups/{id}/announcements',
      '/groups/{id}/announcements/{announcementId}/hidden',
      '/groups/{id}/audit',
      '/groups/{id}/bans',
      '/groups/{id}/bans/{uid}',
      '/groups/{id}/invites',
      '/groups/{id}/invites/{token}',
      '/groups/{id}/invites/{token}/join',
      '/groups/{id}/join',
      '/groups/{id}/members/{uid}',
      '/groups/{id}/reminders',
      '/groups/{id}/reports',
      '/groups/{id}/schedule',
      '/groups/{id}/sessions',
      '/groups/{id}/sessions/{sessionId}/comments',
      '/groups/{id}/sessions/{sessionId}/rsvp',
      '/groups/{id}/team',
      '/groups/{id}/team/invitation',
      '/groups/{id}/team/invitations',
      '/groups/{id}/team/me',
      '/groups/{id}/team/{uid}',
      '/groups/{id}/threads',
      '/groups/{id}/transfer',
      '/groups/{id}/waitlist',
      '/me',
      '/me/export',
      '/me/notification-preferences',
      '/moderation/accounts',
      '/moderation/accounts/{uid}/suspension',
      '/moderation/groups/{id}/suspension',
      '/moderation/reports',
      '/moderation/reports/{id}/resolution',
      '/places',
      '/replies/{id}',
      '/replies/{id}/hidden',
      '/reports',
      '/threads/{id}',
      '/threads/{id}/answer',
      '/threads/{id}/following',
      '/threads/{id}/hidden',
      '/threads/{id}/public',
      '/threads/{id}/replies',
    ]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/groups']!.post!.security).toEqual([{ bearerAuth: [] }]);
    const group = doc.components.schemas.NewGroup!.properties;
    expect(group.groupName).toMatchObject({ minLength: limits.groupName.min, maxLength: limits.groupName.max });
    expect(group.description).toMatchObject({ minLength: limits.description.min, maxLength: limits.description.max });
    const limit = doc.paths['/groups']!.get!.parameters!.find((parameter) => parameter.name === 'limit');
    expect(limit?.schema).toMatchObject({ maximum: pageSize.max, default: pageSize.default });
    expect(doc.components.schemas.Error!.properties).toHaveProperty('fields');
  });
});

describe('the contract check on every REST answer the tests receive', () => {
  it('passes real answers, and catches a field, a status or a path the document does not have', async () => {
    const user = await createTestUser('Connie Contract');
    expect((await rest(app.url, 'GET', '/groups')).status).toBe(200);
    expect((await rest(app.url, 'GET', '/me', { token: user.token })).status).toBe(200);
    expect((await rest(app.url, 'POST', '/groups', { token: user.token, body: {} })).status).toBe(400);
    await createRestGroupAs(app, user);

    const group = (await rest<unknown[]>(app.url, 'GET', '/groups?limit=1')).body[0];
    const exchange = { method: 'GET', path: '/groups', status: 200, contentType: 'application/json' };
    expect(contractViolations({ ...exchange, body: [{ ...(group as object), secret: 'x' }] })).toEqual([
      expect.stringMatching(/must NOT have additional properties/),
    ]);
    expect(contractViolations({ ...exchange, status: 202, body: [] })).toEqual([
      expect.stringMatching(/status not in the OpenAPI document/),
    ]);
    expect(contractViolations({ ...exchange, path: '/groups/x/members', body: [] })).toEqual([
      expect.stringMatching(/path or method not in the OpenAPI document/),
    ]);
    expect(contractViolations({ ...exchange, status: 404, body: { message: 'no code' } })).toEqual([
      expect.stringMatching(/must have required property 'error'/),
    ]);
  });
});
