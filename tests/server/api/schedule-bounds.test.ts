import { scheduleBounds } from '@/bounds';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, graphqlUntyped, onlyError, storedGroups, withoutRateLimits } from '../fixtures';
import { GroupSessionsQuery, MoveSessionMutation } from '../sessionDocuments';

/**
 * The bounds on schedule work, as an integrator meets them: dates outside the years every date
 * lies in, impossible or loosely written dates, schedules longer than a count may walk, and a
 * count asked of many schedules in one document. Each is refused with a field named and nothing
 * stored; what is allowed still works.
 */

let app: TestApp;
let organizer: TestUser;

beforeAll(async () => {
  [app, organizer] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Bound Organizer')]);
});
afterAll(() => app.stop());

const everyDay = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

async function scheduled(schedule: object) {
  const group = await createGroupAs(app, organizer);
  const res = await rest(app.url, 'PUT', `/groups/${group.id}/schedule`, { body: schedule, token: organizer.token });
  expect(res.status).toBe(200);
  return group.id;
}

const weekly = {
  startsAt: '2030-01-07T19:00',
  timeZone: 'Europe/Berlin',
  recurrence: { frequency: 'WEEKLY', count: 10 },
};

describe('moving a session', () => {
  it('refuses a new start outside 2000–2100 (the year 9999 once froze the calendar for 35 s) and stores nothing', async () => {
    const id = await scheduled(weekly);
    const before = await storedGroups(app);
    for (const startsAt of [
      '9999-12-31T23:59',
      '2101-01-01T00:00',
      '1999-12-31T23:59',
      '2030-02-30T19:00',
      '2030-01-14T24:00',
    ]) {
      const res = await graphqlRequest(
        app.url,
        MoveSessionMutation,
        { input: { sessionId: `${id}:20300107T180000Z`, startsAt } },
        organizer.token,
      );
      expect(onlyError(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { startsAt: 'New start must be a local date and time, YYYY-MM-DDTHH:mm, in the years 2000 to 2100.' },
      });
    }
    expect(await storedGroups(app)).toEqual(before);
    const calendar = await fetch(`${app.url}/groups/${id}/calendar.ics`);
    expect(calendar.status).toBe(200);
  });

  it('takes the last minute of 2100, and the calendar still answers', async () => {
    const id = await scheduled(weekly);
    const res = await graphqlRequest(
      app.url,
      MoveSessionMutation,
      { input: { sessionId: `${id}:20300107T180000Z`, startsAt: '2100-12-31T23:59' } },
      organizer.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.moveSession.session.startsAt).toBe('2100-12-31T22:59:00.000Z');
    const calendar = await fetch(`${app.url}/groups/${id}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20300107T190000');
  });
});

describe('schedules longer than a count may walk', () => {
  it('refuses a daily schedule until 2100 (every read once counted its 27,000 sessions), naming the end date', async () => {
    const group = await createGroupAs(app, organizer);
    const res = await rest<{ fields?: Record<string, string> }>(app.url, 'PUT', `/groups/${group.id}/schedule`, {
      body: { ...weekly, recurrence: { frequency: 'WEEKLY', weekdays: everyDay, until: '2100-12-31' } },
      token: organizer.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      until: `A schedule with an end date holds at most ${scheduleBounds.sessionsPerSeries} sessions. Choose an earlier end date.`,
    });
  });

  it('counts a schedule of up to 1,000 sessions, and says "more" (null) past that from an earlier day', async () => {
    // 1,000 daily sessions exactly: 2030-01-07 … 2032-10-02.
    const id = await scheduled({
      ...weekly,
      recurrence: { frequency: 'WEEKLY', weekdays: everyDay, until: '2032-10-02' },
    });
    const all = await rest(app.url, 'GET', `/groups/${id}/sessions?from=2030-01-01T00:00:00Z&limit=1`);
    expect(all.headers.get('x-total-count')).toBe('1000');
    const later = await rest(app.url, 'GET', `/groups/${id}/sessions?from=2032-10-01T00:00:00Z&limit=1`);
    expect(later.headers.get('x-total-count')).toBe('2');
    const oneMore = await createGroupAs(app, organizer);
    const refused = await rest(app.url, 'PUT', `/groups/${oneMore.id}/schedule`, {
      body: { ...weekly, recurrence: { frequency: 'WEEKLY', weekdays: everyDay, until: '2032-10-03' } },
      token: organizer.token,
    });
    expect(refused.status).toBe(400);
    // An open-ended daily schedule since 2000 (allowed): a count from its first day stops at 1,000.
    const open = await scheduled({
      startsAt: '2000-01-03T19:00',
      timeZone: 'Europe/Berlin',
      recurrence: { frequency: 'WEEKLY', weekdays: everyDay },
    });
    const page = await rest<{ id: string }[]>(
      app.url,
      'GET',
      `/groups/${open}/sessions?from=2000-01-01T00:00:00Z&limit=3`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(3);
    expect(page.headers.get('x-total-count')).toBeNull();
  });

  it('refuses a document asking many schedules for their count (once 11–13 s of blocked loop), by cost', async () => {
    const id = await scheduled(weekly);
    const aliases = Array.from(
      { length: 15 },
      (_, index) => `a${index}: group(id: "${id}") { sessions { totalCount } }`,
    );
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${aliases.join(' ')} }` }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      message: expect.stringMatching(/^The operation's cost is \d+; at most 10000 is allowed/),
    });
  });
});

describe('strict dates on every route', () => {
  it('GET /groups/:id/sessions refuses an impossible or loosely written `from` with 400 naming it', async () => {
    const id = await scheduled(weekly);
    for (const from of [
      '2030-02-30T00:00:00Z',
      '1',
      '0',
      'March 1, 2030',
      '2030-03-01',
      '9999-01-01T00:00:00Z',
      '2030-03-01T25:00:00Z',
    ]) {
      const res = await rest<{ error: string; fields?: Record<string, string> }>(
        app.url,
        'GET',
        `/groups/${id}/sessions?from=${encodeURIComponent(from)}`,
      );
      expect({ from, status: res.status }).toEqual({ from, status: 400 });
      expect(res.body.fields).toHaveProperty('from');
    }
    const fine = await rest(
      app.url,
      'GET',
      `/groups/${id}/sessions?from=${encodeURIComponent('2030-03-01T00:00:00+01:00')}`,
    );
    expect(fine.status).toBe(200);
  });

  it('GET /groups refuses an impossible day as before, and a day outside 2000–2100', async () => {
    for (const from of ['2030-02-30', '9999-01-01', '1999-12-31']) {
      const res = await rest<{ fields?: Record<string, string> }>(app.url, 'GET', `/groups?from=${from}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('from');
    }
  });

  it('GraphQL refuses a `from` outside 2000–2100 as bad input', async () => {
    const id = await scheduled(weekly);
    const res = await graphqlUntyped(app.url, GroupSessionsQuery, { id, from: '9999-01-01T00:00:00Z' });
    expect(onlyError(res)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(onlyError(res).message).toMatch(/2000 to 2100/);
  });
});
