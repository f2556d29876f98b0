import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser } from '../../support/users';
import { testServices } from '../../support/env';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(() => app.stop());

describe('emails of the Auth Emulator, for developers', () => {
  it('lists the password-reset emails the emulator "sent", with their links, as JSON and as a page', async () => {
    const user = await createTestUser('Reset Me');
    const { authEmulatorHost } = testServices();
    const sent = await fetch(
      `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=k`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestType: 'PASSWORD_RESET', email: user.email }),
      },
    );
    expect(sent.ok).toBe(true);

    const listed = await rest<{ email: string; requestType: string; link: string }[]>(app.url, 'GET', '/dev/emails');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body).toContainEqual({
      email: user.email,
      requestType: 'PASSWORD_RESET',
      link: expect.stringMatching(/^http:\/\/.*oobCode=/),
    });

    const page = await fetch(`${app.url}/dev/emails`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('<h1>Emails the Auth Emulator sent</h1>');
    expect(html).toContain(user.email);
  });
});
