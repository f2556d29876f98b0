import fc from 'fast-check';
import { StallMeter, stallBoundMs } from '../../support/stall';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';

/**
 * A fuzz of every input that drives schedule work, through the real app: schedules (REST PUT),
 * session pages (REST GET with `from`, `limit`, `after`), the group's calendar, and moving and
 * cancelling sessions (GraphQL). Most generated schedules are valid enough to be stored, so the
 * reads meet stored extremes (a century of sessions, every 52 months, zones with odd histories).
 *
 * Each case is one request, measured with StallMeter. Properties: no 5xx; every 400 of the REST
 * API and every BAD_USER_INPUT of GraphQL names the field at fault; an input the generator made
 * invalid (impossible date, non-ISO text, a year out of range, an unknown zone) is refused naming
 * it; a page from a valid `from` is 200 and starts at or after it; no request holds the event
 * loop longer than stallBoundMs.
 */

// The seed changes every run, so runs add up: 1,000 a run keeps CI within its 15 minutes.
const cases = 1000;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let app: TestApp;
let organizer: TestUser;
const meter = new StallMeter();
const groupIds: string[] = [];

beforeAll(async () => {
  [app, organizer] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Fuzz Organizer')]);
  for (let index = 0; index < 4; index += 1) {
    groupIds.push((await createGroupAs(app, organizer, { maxMembers: 40 })).id);
  }
}, 120_000);
afterAll(async () => {
  meter.stop();
  await app.stop();
});

// --- values ---------------------------------------------------------------------------------------

/** A generated value and whether the API must take it. */
interface Tagged<T> {
  value: T;
  valid: boolean;
}

const valid = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<Tagged<T>> => arb.map((value) => ({ value, valid: true }));
const invalid = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<Tagged<T>> => arb.map((value) => ({ value, valid: false }));

const two = (value: number) => String(value).padStart(2, '0');

/** Days that exist, in the allowed years, weighted to the edges of time. */
const realDay = fc
  .record({
    year: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 2000, max: 2100 }) },
      { weight: 1, arbitrary: fc.constantFrom(2000, 2100) },
    ),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${two(month)}-${two(day)}`);

const clock = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 59) })
  .map(({ hour, minute }) => `${two(hour)}:${two(minute)}`);

/** A wall-clock `YYYY-MM-DDTHH:mm`: mostly real, else impossible, out of range or not ISO at all. */
const localDateTime: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  { weight: 10, arbitrary: valid(fc.tuple(realDay, clock).map(([day, time]) => `${day}T${time}`)) },
  { weight: 1, arbitrary: valid(fc.constantFrom('2000-01-01T00:00', '2100-12-31T23:59', '2024-02-29T12:00')) },
  {
    weight: 3,
    arbitrary: invalid(
      fc.oneof(
        fc.constantFrom(
          '2030-02-30T10:00',
          '2031-02-29T10:00',
          '2030-04-31T10:00',
          '2030-13-01T10:00',
          '2030-00-10T10:00',
          '2030-01-01T24:00',
          '2030-01-01T10:60',
          '1999-12-31T23:59',
          '2101-01-01T00:00',
          '9999-12-31T23:59',
          '0000-01-01T00:00',
          'March 1, 2030',
          '2030-03-01 10:00',
          '2030-03-01',
          '2030-03-01T10:00:00Z',
          '+02030-03-01T10:00',
          '',
          '1',
          '0',
        ),
        fc.tuple(fc.constantFrom(1999, 2101, 9999, 1000), clock).map(([year, time]) => `${year}-06-01T${time}`),
        fc.integer({ min: -1e12, max: 1e13 }),
        fc.constant(null),
        fc.boolean(),
      ),
    ),
  },
);

const trickyZones = [
  'Pacific/Apia',
  'America/Santiago',
  'Africa/Casablanca',
  'Asia/Gaza',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/Boa_Vista',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Tehran',
  'Pacific/Kiritimati',
  'Pacific/Chatham',
  'UTC',
];

const timeZone: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  { weight: 12, arbitrary: valid(fc.constantFrom(...trickyZones)) },
  {
    weight: 1,
    arbitrary: invalid(
      fc.oneof(
        fc.constantFrom(
          'Mars/Olympus_Mons',
          'GMT+25',
          'Europe/Atlantis',
          '',
          ' ',
          'Europe/Berlin/x',
          '../../etc/passwd',
        ),
        fc.integer(),
        fc.constant(null),
      ),
    ),
  },
);

const maybe = <T>(arb: fc.Arbitrary<T>, weight = 3) =>
  fc.oneof({ weight, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(undefined) });

const weekdayNames = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** An end day: mostly real, else the edges and past them, or garbage. */
const until = fc.oneof(
  { weight: 6, arbitrary: realDay },
  { weight: 1, arbitrary: fc.constantFrom('1999-12-31', '2101-01-01', '2100-12-31', '2000-01-01') },
  { weight: 1, arbitrary: fc.constantFrom('2030-02-30', 'soon', '2030-1-1', '', '9999-12-31', 20301231) },
);

const recurrence = fc.record(
  {
    frequency: fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom('WEEKLY', 'MONTHLY') },
      { weight: 1, arbitrary: fc.constantFrom('DAILY', 'weekly', '', 7) },
    ),
    interval: maybe(
      fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 52 }) }, fc.integer({ min: 0, max: 60 })),
    ),
    weekdays: maybe(fc.uniqueArray(fc.constantFrom(...weekdayNames), { maxLength: 7 })),
    weekOfMonth: maybe(fc.oneof(fc.constantFrom(1, 2, 3, 4, -1), fc.constantFrom(0, 5, -2, null))),
    monthDay: maybe(fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(0, 32, null))),
    until: maybe(fc.oneof(until, fc.constant(null)), 1),
    count: maybe(
      fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 1000 }) }, fc.integer({ min: 0, max: 1200 })),
      1,
    ),
  },
  { requiredKeys: ['frequency'] },
);

/** A MONTHLY rule names either a week or a day of the month; most generated ones do, exactly. */
const tidyRecurrence = recurrence.chain((rule) =>
  fc.nat(9).map((roll) => {
    if (rule.frequency === 'MONTHLY' && roll < 8) {
      return roll < 4
        ? { ...rule, weekOfMonth: undefined, monthDay: rule.monthDay ?? 15 }
        : { ...rule, monthDay: undefined, weekOfMonth: rule.weekOfMonth ?? 1, weekdays: rule.weekdays?.slice(0, 1) };
    }
    if (rule.frequency === 'WEEKLY' && roll < 8) return { ...rule, weekOfMonth: undefined, monthDay: undefined };
    return rule;
  }),
);

/** Fetched from session pages as the run goes: ids and cursors the API gave out. */
const seenSessionIds: string[] = [];
const seenCursors: string[] = [];

/** An index into what has been seen by the time the case runs (resolved then, not at generation). */
const seenPick = fc.nat(10_000);

interface ScheduleCase {
  kind: 'schedule';
  group: number;
  startsAt: Tagged<unknown>;
  timeZone: Tagged<unknown>;
  body: Record<string, unknown>;
  fromSession: 'none' | 'seen' | 'garbage';
  pick: number;
}

const scheduleCase: fc.Arbitrary<ScheduleCase> = fc
  .record({
    group: fc.nat(3),
    startsAt: localDateTime,
    timeZone,
    durationMinutes: maybe(
      fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 5, max: 1440 }) },
        fc.constantFrom(0, 4, 1441, 90.5, '60', -5),
      ),
    ),
    capacity: maybe(
      fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 10_000 }) }, fc.constantFrom(0, 10_001, -1, null)),
    ),
    recurrence: fc.oneof(
      { weight: 8, arbitrary: tidyRecurrence },
      { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
      { weight: 1, arbitrary: fc.constantFrom('WEEKLY', [], 3) },
    ),
    fromSession: fc.constantFrom('none', 'none', 'none', 'seen', 'seen', 'garbage') as fc.Arbitrary<
      ScheduleCase['fromSession']
    >,
    pick: seenPick,
  })
  .map(({ group, startsAt, timeZone: zone, durationMinutes, capacity, recurrence: rule, fromSession, pick }) => ({
    kind: 'schedule' as const,
    group,
    startsAt,
    timeZone: zone,
    body: { startsAt: startsAt.value, timeZone: zone.value, durationMinutes, capacity, recurrence: rule },
    fromSession,
    pick,
  }));

/** An instant for `from`: mostly ISO with an offset in the allowed years, else refused forms. */
const instant: fc.Arbitrary<Tagged<string>> = fc.oneof(
  {
    weight: 8,
    arbitrary: valid(
      fc
        .tuple(
          realDay,
          clock,
          fc.constantFrom('Z', '+00:00', '+14:00', '-12:00', '+05:45', '-03:30', ':00.000Z', ':59Z', ':30.5+01:00'),
        )
        .filter(([day, , offset]) => !(day.startsWith('2000-01-01') && offset.startsWith('+')))
        .filter(([day, , offset]) => !(day.startsWith('2100-12-') && offset.startsWith('-')))
        .map(([day, time, offset]) => `${day}T${time}${offset}`),
    ),
  },
  {
    weight: 3,
    arbitrary: invalid(
      fc.oneof(
        fc.constantFrom(
          '2030-02-30T00:00:00Z',
          '2030-04-31T00:00:00Z',
          '2030-13-01T00:00:00Z',
          '2030-01-01T25:00:00Z',
          '2030-01-01T00:00:61Z',
          '1',
          '0',
          '-1',
          'March 1, 2030',
          '2030-03-01',
          '2030-03-01T00:00',
          '2030-03-01T00:00:00',
          '2030-03-01T00:00:00+25:00',
          'Sat, 01 Mar 2030 00:00:00 GMT',
          '1999-12-31T12:00:00Z',
          '2101-01-01T12:00:00Z',
          '9999-12-31T23:59:59Z',
          '0000-01-01T00:00:00Z',
          '+275760-09-13T00:00:00Z',
          '',
          'null',
        ),
        fc.tuple(fc.constantFrom(1999, 2101, 2500, 9999), clock).map(([year, time]) => `${year}-07-01T${time}Z`),
      ),
    ),
  },
);

interface SessionsCase {
  kind: 'sessions';
  group: number;
  from: Tagged<string> | undefined;
  limit: Tagged<string> | undefined;
  after: 'none' | 'seen' | 'garbage';
  garbage: string;
  pick: number;
}

const sessionsCase: fc.Arbitrary<SessionsCase> = fc.record({
  kind: fc.constant('sessions' as const),
  group: fc.nat(3),
  from: maybe(instant),
  limit: maybe(
    fc.oneof(
      { weight: 4, arbitrary: valid(fc.integer({ min: 1, max: 100 }).map(String)) },
      invalid(
        fc.oneof(
          fc.integer({ min: 101, max: 150 }).map(String),
          fc.constantFrom('0', '-1', '1e2', 'abc', '', '50.5', '0x10', '00000100'),
        ),
      ),
    ),
  ),
  after: fc.constantFrom('none', 'none', 'seen', 'garbage') as fc.Arbitrary<SessionsCase['after']>,
  garbage: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('eyJzIjoxfQ', 'AAAA', '%%%', 'MjAzMC0wMy0wMVQwMDowMDowMFo6eA'),
  ),
  pick: seenPick,
});

interface CalendarCase {
  kind: 'calendar';
  group: number;
}

const calendarCase: fc.Arbitrary<CalendarCase> = fc.record({
  kind: fc.constant('calendar' as const),
  group: fc.nat(3),
});

interface ChangeCase {
  kind: 'move' | 'cancel';
  session: 'seen' | 'garbage';
  garbage: string;
  pick: number;
  startsAt: Tagged<unknown>;
  location: string | undefined;
}

const changeCase: fc.Arbitrary<ChangeCase> = fc.record({
  kind: fc.constantFrom('move', 'move', 'cancel') as fc.Arbitrary<'move' | 'cancel'>,
  session: fc.constantFrom('seen', 'seen', 'seen', 'garbage') as fc.Arbitrary<'seen' | 'garbage'>,
  garbage: fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('0123456789abcdef01234567:20300301T180000Z', '0123456789abcdef01234567:99991231T235959Z'),
  ),
  pick: seenPick,
  startsAt: localDateTime,
  location: maybe(fc.constantFrom('The Park', 'x', 'Harbour Hall'), 1),
});

type Case = ScheduleCase | SessionsCase | CalendarCase | ChangeCase;

const anyCase: fc.Arbitrary<Case> = fc.oneof(
  { weight: 7, arbitrary: scheduleCase },
  { weight: 8, arbitrary: sessionsCase },
  { weight: 2, arbitrary: calendarCase },
  { weight: 4, arbitrary: changeCase },
);

// --- requests -------------------------------------------------------------------------------------

interface Outcome {
  status: number;
  body: unknown;
  headers: Headers;
}

const pickFrom = (list: string[], index: number) => (list.length > 0 ? list[index % list.length] : undefined);

async function send(method: string, path: string, body?: unknown): Promise<Outcome> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${organizer.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('json') && text ? (JSON.parse(text) as unknown) : text,
    headers: res.headers,
  };
}

const moveDocument = `mutation FuzzMove($input: MoveSessionInput!) {
  moveSession(input: $input) { session { id startsAt cancelled } }
}`;
const cancelDocument = `mutation FuzzCancel($input: CancelSessionInput!) {
  cancelSession(input: $input) { session { id cancelled } }
}`;

/** What one case sent, for the report of a failed property. */
function describeCase(testCase: Case, path: string): string {
  return `${path} ${JSON.stringify(testCase)}`;
}

interface RestError {
  error?: string;
  fields?: Record<string, string>;
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

const violations: string[] = [];
let worst = { ms: 0, cpuMs: 0, label: '' };
/** Requests whose loop delay passed the bound while the process used less CPU than it (see run). */
let waitedForCore = 0;
let crowdedOut = 0;
const counts: Record<string, number> = {};
const statuses: Record<string, number> = {};

function check(condition: boolean, what: string, label: string, outcome: Outcome): void {
  if (!condition && violations.length < 50) {
    violations.push(`${what}: ${label} → ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 300)}`);
  }
}

/** The REST error checks every answer shares: no 5xx; a 400 is BAD_USER_INPUT naming its fields. */
function checkRest(outcome: Outcome, label: string): RestError {
  check(outcome.status < 500, 'a 5xx', label, outcome);
  const body = (typeof outcome.body === 'object' && outcome.body !== null ? outcome.body : {}) as RestError;
  if (outcome.status === 400) {
    check(body.error === 'BAD_USER_INPUT', 'a 400 that is not BAD_USER_INPUT', label, outcome);
    check(Object.keys(body.fields ?? {}).length > 0, 'a 400 that names no field', label, outcome);
  }
  return body;
}

async function run(testCase: Case): Promise<void> {
  const groupId = groupIds['group' in testCase ? testCase.group : 0] as string;
  let label = '';
  let request: () => Promise<Outcome>;
  switch (testCase.kind) {
    case 'schedule': {
      const fromSessionId =
        testCase.fromSession === 'seen'
          ? pickFrom(seenSessionIds, testCase.pick)
          : testCase.fromSession === 'garbage'
            ? `${groupId}:garbage`
            : undefined;
      const body = { ...testCase.body, ...(fromSessionId === undefined ? {} : { fromSessionId }) };
      label = describeCase(testCase, `PUT /groups/${groupId}/schedule`);
      request = () => send('PUT', `/groups/${groupId}/schedule`, body);
      break;
    }
    case 'sessions': {
      const query = new URLSearchParams();
      if (testCase.from) query.set('from', testCase.from.value);
      if (testCase.limit) query.set('limit', testCase.limit.value);
      const after =
        testCase.after === 'seen'
          ? pickFrom(seenCursors, testCase.pick)
          : testCase.after === 'garbage'
            ? testCase.garbage
            : undefined;
      if (after !== undefined) query.set('after', after);
      const path = `/groups/${groupId}/sessions?${query.toString()}`;
      label = describeCase(testCase, `GET ${path}`);
      request = () => send('GET', path);
      break;
    }
    case 'calendar': {
      label = `GET /groups/${groupId}/calendar.ics`;
      request = () => send('GET', `/groups/${groupId}/calendar.ics`);
      break;
    }
    default: {
      const sessionId =
        testCase.session === 'seen' ? (pickFrom(seenSessionIds, testCase.pick) ?? testCase.garbage) : testCase.garbage;
      const input =
        testCase.kind === 'move'
          ? { sessionId, startsAt: testCase.startsAt.value, location: testCase.location }
          : { sessionId };
      label = `${testCase.kind}Session ${JSON.stringify(input)}`;
      request = () =>
        send('POST', '/graphql', {
          query: testCase.kind === 'move' ? moveDocument : cancelDocument,
          variables: { input },
        });
    }
  }

  const cpuBefore = process.cpuUsage();
  const { result: outcome, stallMs } = await meter.measure(label, request);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  counts[testCase.kind] = (counts[testCase.kind] ?? 0) + 1;
  statuses[`${testCase.kind} ${outcome.status}`] = (statuses[`${testCase.kind} ${outcome.status}`] ?? 0) + 1;
  if (stallMs > worst.ms) worst = { ms: stallMs, cpuMs, label };
  // A stall is the app's when the process also burned that much CPU meanwhile (all its threads
  // count, so work on the loop always does): on a shared machine a core may be away for a while,
  // which stretches the loop's delay without any work of ours. Those are counted, not failed.
  if (stallMs > stallBoundMs && cpuMs <= stallBoundMs) waitedForCore += 1;
  let replayMs = 0;
  if (stallMs > stallBoundMs && cpuMs > stallBoundMs) {
    // Beside other test files on two cores the loop's delay and the process's CPU both stretch.
    // A request whose work is the cause holds the loop as long when sent again (every request of
    // the fuzz is idempotent or harmless to repeat); one that was only crowded out does not.
    replayMs = await meter.replay(label, request);
    if (replayMs <= stallBoundMs) crowdedOut += 1;
  }
  check(
    stallMs <= stallBoundMs || cpuMs <= stallBoundMs || replayMs <= stallBoundMs,
    `a stall of ${stallMs.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU), ${replayMs.toFixed(0)} ms at best when sent again`,
    label,
    outcome,
  );

  switch (testCase.kind) {
    case 'schedule': {
      const body = checkRest(outcome, label);
      // Strict dates and zones: a bad start or zone is refused, naming it.
      if (!testCase.startsAt.valid) {
        check(
          outcome.status === 400 && body.fields?.startsAt !== undefined,
          'a bad startsAt not named',
          label,
          outcome,
        );
      }
      if (!testCase.timeZone.valid) {
        check(
          outcome.status === 400 && body.fields?.timeZone !== undefined,
          'a bad timeZone not named',
          label,
          outcome,
        );
      }
      break;
    }
    case 'sessions': {
      const body = checkRest(outcome, label);
      const bad = [
        testCase.from?.valid === false ? 'from' : null,
        testCase.limit?.valid === false ? 'limit' : null,
        testCase.after === 'garbage' ? 'after' : null,
      ].filter((name): name is string => name !== null);
      const certain = bad.filter((name) => name !== 'after');
      if (certain.length > 0) {
        // Checked in the order limit, then from and after: the error names one of the bad ones.
        check(
          outcome.status === 400 && bad.some((name) => body.fields?.[name] !== undefined),
          `a bad ${certain.join(' and ')} not named`,
          label,
          outcome,
        );
      } else if (testCase.after === 'none') {
        check(outcome.status === 200, 'a valid page refused', label, outcome);
      }
      if (outcome.status === 200 && Array.isArray(outcome.body)) {
        const sessions = outcome.body as { id: string; startsAt: string }[];
        const limit = testCase.limit ? Number(testCase.limit.value) : 20;
        check(sessions.length <= limit, 'a page longer than its limit', label, outcome);
        if (testCase.from && testCase.after === 'none') {
          const from = Date.parse(testCase.from.value);
          check(
            sessions.every((session) => Date.parse(session.startsAt) >= from),
            'a session before `from`',
            label,
            outcome,
          );
        }
        const starts = sessions.map((session) => Date.parse(session.startsAt));
        check(
          starts.every((start, index) => index === 0 || start >= (starts[index - 1] as number)),
          'a page out of order',
          label,
          outcome,
        );
        for (const session of sessions) if (seenSessionIds.length < 5000) seenSessionIds.push(session.id);
        const next = /[?&]after=([^&>]+)/.exec(outcome.headers.get('link') ?? '')?.[1];
        if (next) seenCursors.push(decodeURIComponent(next));
      }
      break;
    }
    case 'calendar': {
      checkRest(outcome, label);
      check(outcome.status === 200, 'a calendar refused', label, outcome);
      check(
        typeof outcome.body === 'string' && outcome.body.startsWith('BEGIN:VCALENDAR'),
        'a calendar that is no calendar',
        label,
        outcome,
      );
      break;
    }
    default: {
      check(outcome.status < 500, 'a 5xx', label, outcome);
      const body = outcome.body as GraphQLBody;
      const errors = body.errors ?? [];
      for (const error of errors) {
        const code = error.extensions?.code;
        check(code !== 'INTERNAL_SERVER_ERROR', 'an internal error', label, outcome);
        if (code === 'BAD_USER_INPUT') {
          check(
            Object.keys(error.extensions?.fields ?? {}).length > 0,
            'a BAD_USER_INPUT that names no field',
            label,
            outcome,
          );
        }
      }
      if (testCase.kind === 'move' && !testCase.startsAt.valid && testCase.startsAt.value !== null) {
        check(errors.length > 0, 'a move to a bad time accepted', label, outcome);
      }
    }
  }
}

it(`answers ${cases} fuzzed schedule, session and calendar requests without a 5xx, unnamed field errors or a stall over ${stallBoundMs} ms`, async () => {
  const started = performance.now();
  for (const testCase of fc.sample(anyCase, { numRuns: cases, seed })) await run(testCase);
  console.info(
    `schedule fuzz (seed ${seed}): ${cases} cases in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `${JSON.stringify(counts)}; statuses ${JSON.stringify(statuses)}; ` +
      `worst stall ${worst.ms.toFixed(1)} ms (${worst.cpuMs.toFixed(1)} ms CPU): ${worst.label.slice(0, 400)}; ` +
      `${waitedForCore} over ${stallBoundMs} ms by the wall clock only (the machine's other load), ` +
      `${crowdedOut} under it when sent again`,
  );
  expect(violations).toEqual([]);
  expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(cases);
}, 600_000);
