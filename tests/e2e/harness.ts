import type { Page } from 'playwright-core';
import { startE2EApp } from '../support/e2eApp';
import { rest } from '../support/http';
import { launchBrowser, type Browser, type PageOptions } from './browser';
import { logIn, waitForReact, type Person } from './flows';

/** What a browser suite runs against: the built app (any flavour of it) and Debian's Chromium. */
interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface E2E<App extends RunningApp> {
  /** The app, once `beforeAll` has started it. */
  readonly app: App;
  readonly browser: Browser;
  /** A blank page in a fresh context (own cookies and storage); closed after the test. */
  page(options?: PageOptions): Promise<Page>;
  /** A fresh page (as `page`) at `path`. */
  open(path: string, options?: PageOptions): Promise<Page>;
  /** A fresh page signed in as `person` through the Login page, back on the home page. */
  signedIn(person: Pick<Person, 'email' | 'password'>, options?: PageOptions): Promise<Page>;
  /** Creates a group through the REST API as `owner` (a valid group unless `fields` say otherwise); its id. */
  createGroup(owner: { token: string }, fields: GroupFields): Promise<string>;
  /** Someone's step elsewhere (another device, an API client): a REST call as `person` that must answer 200. */
  api(person: { token: string }, method: string, path: string, body?: object): Promise<void>;
}

/** A group as the REST API takes it; `groupName` is required, the rest defaults to something valid. */
export type GroupFields = { groupName: string } & Partial<{
  hobbyCategory: string;
  description: string;
  location: string;
  maxMembers: number;
  startDate: string;
  imageURL: string;
  /** A place id from the place search (`GET /places`). */
  placeId: string;
}>;

/**
 * The set-up every browser suite shares: starts the app (the built app with demo data unless
 * `start` says otherwise) and Chromium before the suite, closes each test's pages after it, and
 * stops both at the end. Call it at the top of a test file.
 */
export function useE2E<App extends RunningApp = Awaited<ReturnType<typeof startE2EApp>>>(
  start: () => Promise<App> = startE2EApp as unknown as () => Promise<App>,
): E2E<App> {
  let app: App | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useE2E: the app is not started yet (use it inside a test).');
    return value;
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([start(), launchBrowser()]);
  }, 300_000);
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), app?.stop()]);
  });

  const harness: E2E<App> = {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
    async page(options) {
      const page = await harness.browser.newPage(options);
      pages.push(page);
      return page;
    },
    async open(path, options) {
      const page = await harness.page(options);
      await page.goto(`${harness.app.baseUrl}${path}`);
      await waitForReact(page);
      return page;
    },
    async signedIn(person, options) {
      const page = await harness.open('/login', options);
      await logIn(page, person);
      await page.waitForURL(`${harness.app.baseUrl}/`);
      return page;
    },
    async createGroup(owner, fields) {
      const created = await rest<{ insertedId: string }>(harness.app.baseUrl, 'POST', '/groups', {
        token: owner.token,
        body: {
          hobbyCategory: 'Reading',
          description: 'A group made for a browser test.',
          location: 'Test Street',
          maxMembers: 10,
          startDate: '2031-01-01',
          imageURL: `${harness.app.baseUrl}/images/logo.svg`,
          ...fields,
        },
      });
      if (created.status !== 201) throw new Error(`Creating ${fields.groupName} failed: ${created.status}`);
      return created.body.insertedId;
    },
    async api(person, method, path, body) {
      const answer = await rest(harness.app.baseUrl, method, path, { token: person.token, body });
      if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}`);
    },
  };
  return harness;
}

/** The API requests a page made: `graphql <OperationName>` for GraphQL, `<METHOD> <path>` for REST. */
export interface RequestLog {
  readonly entries: readonly string[];
  /** GraphQL operations only, by name. */
  operations(): string[];
  clear(): void;
}

/**
 * Starts logging the requests `page` makes to the app's API at `baseUrl` (not documents, scripts,
 * styles or images, and not the Auth Emulator's).
 */
export function logRequests(page: Page, baseUrl: string): RequestLog {
  const entries: string[] = [];
  const unanswered = new Set<string>();
  const { origin } = new URL(baseUrl);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !['fetch', 'xhr'].includes(request.resourceType())) return;
    const { pathname } = url;
    if (pathname === '/graphql') {
      // Reads go over GET as persisted queries (the name in the query string); the rest POST JSON.
      const body =
        request.method() === 'GET'
          ? null
          : (request.postDataJSON() as { operationName?: string; query?: string } | null);
      const name = url.searchParams.get('operationName') ?? body?.operationName ?? '(anonymous)';
      // Operations go as their hash first. A server that has not seen one answers
      // PersistedQueryNotFound, and the client sends it again with its text: one operation, logged once.
      if (!body?.query) unanswered.add(name);
      else if (unanswered.delete(name)) return;
      entries.push(`graphql ${name}`);
    } else if (pathname !== '/app-config.json') {
      entries.push(`${request.method()} ${pathname}`);
    }
  });
  return {
    entries,
    operations: () => entries.filter((entry) => entry.startsWith('graphql ')).map((entry) => entry.slice(8)),
    clear: () => {
      entries.splice(0);
      unanswered.clear();
    },
  };
}
