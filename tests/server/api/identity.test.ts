import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ConfigError, loadConfig } from '@/config';
import { createTokenVerifier } from '@/auth/verifier';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { testProjectId, testServices } from '../../support/env';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation, ViewerQuery } from '../documents';
import { groupInput, restGroupBody, storedGroups } from '../fixtures';

const root = path.resolve(__dirname, '../../..');

/** The claims of a JWT, read without checking anything. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** An unsigned (alg none) token like the emulator's, with the given claims changed: a forgery. */
function forge(token: string, changes: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(token), ...changes })).toString('base64url');
  return `${header}.${payload}.`;
}

const now = () => Math.floor(Date.now() / 1000);

let app: TestApp;
let user: TestUser;
let admin: App;

beforeAll(async () => {
  // A zero revocation window: every request asks the provider (token-window.test.ts covers the default).
  [app, user] = await Promise.all([
    startTestApp({ env: { AUTH_REVOCATION_CHECK_MS: '0' } }),
    createTestUser('Ida Identity'),
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = testServices().authEmulatorHost;
  admin = initializeApp({ projectId: testServices().projectId }, 'identity-test-admin');
});
afterAll(() => Promise.all([app.stop(), deleteApp(admin)]));

/** A create through GraphQL and REST with `token`: both must be refused with 401/UNAUTHENTICATED and store nothing. */
async function expectRefused(token: string, message: RegExp = /not valid|expired/) {
  const before = await storedGroups(app);
  const gql = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput() }, token);
  expect(gql.status).toBe(401);
  expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(gql.errors?.[0]?.message).toMatch(message);
  const restRes = await rest<{ error: string }>(app.url, 'POST', '/groups', { body: restGroupBody(), token });
  expect(restRes.status).toBe(401);
  expect(restRes.body.error).toBe('UNAUTHENTICATED');
  expect(await storedGroups(app)).toEqual(before);
}

describe('ID tokens', () => {
  it('accepts the real emulator token (the control case every refusal below differs from)', async () => {
    const res = await graphqlRequest(app.url, ViewerQuery, {}, user.token);
    expect(res.data?.viewer?.id).toBe(user.uid);
  });

  it('refuses an expired token with "session has expired"', async () => {
    await expectRefused(forge(user.token, { iat: now() - 7200, exp: now() - 3600 }), /expired/);
  });

  it('a token checked once (and remembered as checked) is refused once it expires, with "session has expired"', async () => {
    const shortLived = forge(user.token, { exp: now() + 2 });
    const first = await graphqlRequest(app.url, ViewerQuery, {}, shortLived);
    expect(first.data?.viewer?.id).toBe(user.uid);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expectRefused(shortLived, /expired/);
  });

  it('refuses tokens for another Firebase project (audience and issuer), or with only the audience changed', async () => {
    await expectRefused(
      forge(user.token, { aud: 'someone-elses-project', iss: 'https://securetoken.google.com/someone-elses-project' }),
    );
    await expectRefused(forge(user.token, { aud: 'someone-elses-project' }));
    await expectRefused(forge(user.token, { iss: 'https://evil.example/demo-hobbyhub-test' }));
  });

  it('refuses tokens without a subject, or for an account that does not exist', async () => {
    await expectRefused(forge(user.token, { sub: '' }));
    await expectRefused(forge(user.token, { sub: 'no-such-user', user_id: 'no-such-user' }));
  });

  it('refuses garbage, truncated and wrongly-framed Authorization headers', async () => {
    for (const token of ['garbage', 'a.b.c', user.token.slice(0, -20), `${user.token}x`, '...', 'e30.e30.']) {
      await expectRefused(token);
    }
    for (const header of ['Basic dXNlcjpwYXNz', `Bearer ${user.token} extra`, 'Bearer', `Token ${user.token}`]) {
      const res = await rest<{ error: string }>(app.url, 'POST', '/groups', {
        body: restGroupBody(),
        headers: { authorization: header },
      });
      expect([header, res.status, res.body.error]).toEqual([header, 401, 'UNAUTHENTICATED']);
    }
  });

  it('with a zero window, refuses a token at once after its refresh tokens were revoked', async () => {
    const victim = await createTestUser('Rev Oked');
    expect((await graphqlRequest(app.url, ViewerQuery, {}, victim.token)).data?.viewer?.id).toBe(victim.uid);
    // Revocation is recorded in whole seconds and compared with the token's auth_time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth(admin).revokeRefreshTokens(victim.uid);
    await expectRefused(victim.token);
    const read = await graphqlRequest(app.url, ViewerQuery, {}, victim.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the token of a disabled account and of a deleted one', async () => {
    const [disabled, deleted] = await Promise.all([createTestUser('Dis Abled'), createTestUser('De Leted')]);
    await getAuth(admin).updateUser(disabled.uid, { disabled: true });
    await getAuth(admin).deleteUser(deleted.uid);
    await expectRefused(disabled.token);
    await expectRefused(deleted.token);
  });

  it('answers 503, not 401, when the identity provider does not answer, and accepts the same token once it does', async () => {
    const user = await createTestUser('Still Valid');
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // A port nobody listens on: the revocation check cannot reach the provider.
    const away = createTokenVerifier({
      projectId: testProjectId,
      emulatorHost: `127.0.0.1:${await freePort()}`,
      logger: createLogger('silent'),
    });
    try {
      await expect(away.viewerFrom(`Bearer ${user.token}`)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        httpStatus: 503,
        message: 'Your sign-in could not be checked just now. Please try again shortly.',
      });
    } finally {
      await away.close();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
    const back = createTokenVerifier({
      projectId: testProjectId,
      emulatorHost: testServices().authEmulatorHost,
      logger: createLogger('silent'),
    });
    try {
      await expect(back.viewerFrom(`Bearer ${user.token}`)).resolves.toMatchObject({ uid: user.uid });
    } finally {
      await back.close();
    }
  });

  it('refuses unsigned (emulator-style) tokens when verifying against real Firebase', async () => {
    // No emulator: firebase-admin demands an RS256 signature and refuses alg none before fetching any key.
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const verifier = createTokenVerifier({
      projectId: 'hobbyhub-prod',
      emulatorHost: null,
      logger: createLogger('silent'),
    });
    try {
      const unsigned = forge(user.token, {
        aud: 'hobbyhub-prod',
        iss: 'https://securetoken.google.com/hobbyhub-prod',
        iat: now() - 10,
        exp: now() + 3600,
      });
      await expect(verifier.viewerFrom(`Bearer ${unsigned}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
      await verifier.close();
    }
  });
});

describe('production refuses emulator settings', () => {
  const production = {
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: 'hobbyhub-prod',
    FIREBASE_API_KEY: 'AIza-real-key',
    MONGODB_URI: 'mongodb://127.0.0.1:9',
  };

  it('loadConfig throws a ConfigError saying why, for an emulator host, a missing API key or a demo project', () => {
    expect(() => loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /Refusing to start: NODE_ENV=production but the Firebase Auth Emulator is configured.*unsigned/s,
    );
    const { FIREBASE_API_KEY: _omitted, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'demo-hobbyhub' })).toThrow(/demo Firebase project/);
    expect(loadConfig(production).firebase.emulator).toBeNull();
  });

  it('the built server exits non-zero with that message when started in production with FIREBASE_AUTH_EMULATOR_HOST', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-identity-'));
    try {
      const outfile = path.join(dir, 'index.js');
      buildSync({
        entryPoints: [path.join(root, 'server/src/index.ts')],
        bundle: true,
        platform: 'node',
        target: 'node20',
        packages: 'external',
        outfile,
        tsconfig: path.join(root, 'server/tsconfig.json'),
        logLevel: 'silent',
      });
      const child = spawn(process.execPath, [outfile], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_PATH: path.join(root, 'node_modules'),
          ...production,
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.on('exit', (exitCode) => {
          clearTimeout(timer);
          resolve(exitCode);
        });
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(/Refusing to start: NODE_ENV=production but the Firebase Auth Emulator is configured/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
