import { createLogger } from '@/logger';
import { graphqlRequest, rest } from '../../support/http';
import { logSink } from '../../support/logSink';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation } from '../documents';
import { groupInput } from '../fixtures';

/** Every line the app logs, parsed. */
const { lines, sink } = logSink();

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  [app, user] = await Promise.all([
    startTestApp({ logger: createLogger('info', 'json', sink) }),
    createTestUser('Logan Logged'),
  ]);
});
afterAll(() => app.stop());

const accessLines = () => lines.filter((line) => typeof line.req === 'object');

describe('logs operators can use', () => {
  it('writes one access line per request: method, path, status, time, request id, user id when signed in', async () => {
    const anonymous = await rest(app.url, 'GET', '/groups?limit=5');
    const signedIn = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput() }, user.token);
    expect(signedIn.errors).toBeUndefined();
    await rest(app.url, 'GET', '/groups/not-an-id');
    await rest(app.url, 'GET', '/healthz');

    const [list, create, bad] = accessLines().slice(-3);
    expect(list).toMatchObject({
      level: 'info',
      message: 'GET /groups 200',
      req: { method: 'GET', path: '/groups' },
      res: { status: 200 },
      requestId: anonymous.headers.get('x-request-id'),
      ms: expect.any(Number),
      time: expect.any(String),
    });
    expect(list).not.toHaveProperty('userId');
    expect(create).toMatchObject({ message: 'POST /graphql 200', userId: user.uid });
    expect(bad).toMatchObject({ level: 'warn', message: 'GET /groups/not-an-id 400' });
    expect(accessLines().some((line) => (line.req as { path: string }).path === '/healthz')).toBe(false);
  });

  it('never writes tokens, passwords, cookies or query strings', async () => {
    const secret = 'hunter2-very-secret';
    await rest(app.url, 'GET', `/groups?search=x&token=${secret}&password=${secret}`, {
      token: user.token,
      headers: { cookie: `session=${secret}` },
    });
    await rest(app.url, 'POST', '/groups', { token: 'garbage.token.value', body: { password: secret } });
    await graphqlRequest(app.url, CreateGroupMutation, { input: { ...groupInput(), description: secret } }, user.token);
    createLogger('info', 'json', sink).warn('something about a login', {
      password: secret,
      token: secret,
      request: { headers: { authorization: `Bearer ${secret}`, cookie: secret } },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain('garbage.token.value');
    expect(text).toContain('[redacted]');
  });
});
