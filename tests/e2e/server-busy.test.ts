import { startBuiltApp } from '../support/e2eApp';
import { useE2E } from './harness';

const e2e = useE2E(async () => {
  // Three API requests per client per 4 s: a few page loads are enough to be told to wait.
  const app = await startBuiltApp({ SEED_DEMO_DATA: 'true', RATE_LIMIT_READS: '3', RATE_LIMIT_WINDOW_SECONDS: '4' });
  for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return app;
});

describe('the client and the server’s Retry-After, in Chromium', () => {
  it('says it was rate limited, waits for Retry-After and then shows the page, without a reload', async () => {
    const page = await e2e.page();
    const limited: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) limited.push(response.headers()['retry-after'] ?? '');
    });
    const notice = page.getByText(/^Too many requests from your connection right now\. Trying again in \d+ s…$/);
    const list = page.getByText(/^\d+ groups? match(es)? these filters$/);
    // Each load asks for the list and the category counts: a second load in the window is over the
    // limit. "Upcoming only" is the view the server does not prerender (the day is the browser's):
    // prerendered, the page would come with its data and ask for nothing.
    for (let load = 0; load < 6 && limited.length === 0; load += 1) {
      await page.goto(`${e2e.app.baseUrl}/all-groups?upcoming=1`);
      await notice.or(list).first().waitFor();
    }
    await notice.waitFor();
    await list.waitFor({ timeout: 20_000 });
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((seconds) => Number(seconds) >= 1)).toBe(true);
    // Answered: the notice is gone.
    await page.getByText(/Too many requests/).waitFor({ state: 'detached' });
  });
});
