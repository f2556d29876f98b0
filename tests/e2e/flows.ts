import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
  password: string;
}

export const newPerson = (name = 'Robin Tester'): Person => ({
  name,
  email: `e2e-${randomUUID().slice(0, 10)}@example.com`,
  password: 'Secret123',
});

/** Logs in through the Login page (the caller is already on it). */
export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Login Success').waitFor();
}

/** Marks the current document, so a test can tell later that the page was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-marker', 'kept'));
}

export async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute('data-e2e-marker') === 'kept');
}

/**
 * Waits until React has adopted the prerendered button: a click before that goes to plain HTML
 * (a button without its handler does nothing; links still navigate, as full page loads).
 */
export async function waitForHydration(page: Page, button: string): Promise<void> {
  await page.waitForFunction((name) => {
    const element = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === name);
    return element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, button);
}

/**
 * Waits until React has every control of the page (its links, buttons and fields): a prerendered
 * page is readable before its code runs, and a test acting at once would act on plain HTML.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = document.querySelectorAll('#root :is(a[href], button, input, select, textarea)');
    return (
      controls.length > 0 &&
      Array.from(controls).every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps')))
    );
  });
}

/** What `trackRequests` gives: the page's requests in flight, and a wait until there are none. */
export interface RequestsInFlight {
  /** Resolves once no request has been in flight for `quietMs` (throws with the pending URLs after 30 s). */
  settled(quietMs?: number): Promise<void>;
}

/**
 * Follows every request `page` makes (documents, scripts, data, images, the Auth Emulator's).
 * Playwright's 'networkidle' waits for 500 ms without any on every load; the app's follow-ups (a
 * persisted query sent again with its text, a cover after its group's data) start within
 * milliseconds of what they follow, so a shorter quiet spell shows the same settled page.
 * Call it before the navigation it is to follow.
 */
export function trackRequests(page: Page): RequestsInFlight {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  const changed = (request: Request, inFlight: boolean) => {
    if (inFlight) pending.add(request);
    else pending.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => changed(request, true));
  page.on('requestfinished', (request) => changed(request, false));
  page.on('requestfailed', (request) => changed(request, false));
  return {
    async settled(quietMs = 100) {
      const started = Date.now();
      while (pending.size > 0 || Date.now() - changedAt < quietMs) {
        if (Date.now() - started > 30_000) {
          throw new Error(`requests still in flight after 30 s: ${[...pending].map((r) => r.url()).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
