import { startBuiltApp, type BuiltApp } from '../support/e2eApp';
import { launchBrowser, type Browser } from './browser';

let app: BuiltApp;
let browser: Browser;

beforeAll(async () => {
  // Three API requests per client per 4 s: a few page loads are enough to be told to wait.
  [app, browser] = await Promise.all([
    startBuiltApp({ SEED_DEMO_DATA: 'true', RATE_LIMIT_READS: '3', RATE_LIMIT_WINDOW_SECONDS: '4' }),
    launchBrowser(),
  ]);
  for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 300_000);
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

describe('the client and the server’s Retry-After, in Chromium', () => {
  it('says it was rate limited, waits for Retry-After and then shows the page, without a reload', async () => {
    const page = await browser.newPage();
    const limited: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) limited.push(response.headers()['retry-after'] ?? '');
    });
    const notice = page.getByText(/^Too many requests from your connection right now\. Trying again in \d+ s…$/);
    const list = page.getByText(/^Total available groups: \d+$/);
    // Each load asks for the list once; the fourth within the window is over the limit.
    for (let load = 0; load < 6 && limited.length === 0; load += 1) {
      await page.goto(`${app.baseUrl}/all-groups`);
      await notice.or(list).first().waitFor();
    }
    await notice.waitFor();
    await page.getByText(/^Total available groups: \d+$/).waitFor({ timeout: 20_000 });
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((seconds) => Number(seconds) >= 1)).toBe(true);
    // Answered: the notice is gone.
    await page.getByText(/Too many requests/).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
