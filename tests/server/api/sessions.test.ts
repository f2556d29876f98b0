import { DateTime } from 'luxon';
import { placeModels } from '@/sessions/places';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, onlyError, withoutRateLimits } from '../fixtures';
import { DeleteAccountMutation } from '../accountDocuments';
import { DeleteGroupMutation } from '../documents';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import {
  CancelSessionMutation,
  GroupSessionsQuery,
  MoveSessionMutation,
  RsvpMutation,
  SessionNotificationsQuery,
  SetScheduleMutation,
} from '../sessionDocuments';
import type { ScheduleInput } from '../gql/graphql';

let app: TestApp;
let organizer: TestUser;
let member: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [app, organizer, member, stranger] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Orla Organizer'),
    createTestUser('Mo Member'),
    createTestUser('Stan Stranger'),
  ]);
});
afterAll(() => app.stop());

/** The wall-clock start `days` from today at 19:00. */
const localAt = (days: number, time = '19:00') => `${daysFromToday(days)}T${time}`;

const weekly = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  startsAt: localAt(7),
  timeZone: 'Europe/Lisbon',
  durationMinutes: 90,
  recurrence: { frequency: 'WEEKLY', count: 6 },
  ...overrides,
});

async function scheduledGroup(schedule: ScheduleInput = weekly(), maxMembers = 12) {
  const group = await createGroupAs(app, organizer, { maxMembers });
  const res = await graphqlRequest(
    app.url,
    SetScheduleMutation,
    { input: { id: group.id, schedule } },
    organizer.token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.setSchedule.group;
}

const sessionsOf = async (id: string, token?: string, first = 10) => {
  const res = await graphqlRequest(app.url, GroupSessionsQuery, { id, first }, token);
  if (!res.data?.group) throw new Error(JSON.stringify(res.errors));
  return res.data.group;
};

async function join(id: string, user: TestUser) {
  const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
}

describe('setSchedule', () => {
  it('gives a group weekly sessions at the same local time, with the first session’s day as startDate', async () => {
    const group = await scheduledGroup(weekly({ startsAt: localAt(7) }));
    expect(group.startDate).toBe(daysFromToday(7));
    expect(group.schedule).toMatchObject({
      localStartsAt: localAt(7),
      timeZone: 'Europe/Lisbon',
      durationMinutes: 90,
      capacity: 12,
      recurrence: { frequency: 'WEEKLY', interval: 1, count: 6, until: null },
    });
    expect(group.schedule!.rrule).toContain('DTSTART;TZID=Europe/Lisbon:');
    const { sessions } = await sessionsOf(group.id);
    expect(sessions.totalCount).toBe(6);
    expect(sessions.nodes).toHaveLength(6);
    for (const session of sessions.nodes) {
      expect(DateTime.fromISO(session.startsAt, { zone: 'Europe/Lisbon' }).toFormat('HH:mm')).toBe('19:00');
      expect(Date.parse(session.endsAt) - Date.parse(session.startsAt)).toBe(90 * 60_000);
      expect(session).toMatchObject({ cancelled: false, goingCount: 0, spotsLeft: 12, viewerRsvp: null });
    }
    expect(group.nextSession!.id).toBe(sessions.nodes[0]!.id);
  });

  it('keeps a recurring group active (and joinable) after its first session, until its last', async () => {
    const group = await scheduledGroup(weekly({ startsAt: localAt(-14), recurrence: { frequency: 'WEEKLY' } }));
    expect(group.startDate).toBe(daysFromToday(-14));
    expect(group.isActive).toBe(true);
    await join(group.id, member);
    const ended = await scheduledGroup(
      weekly({ startsAt: localAt(-21), recurrence: { frequency: 'WEEKLY', count: 2 } }),
    );
    expect(ended.isActive).toBe(false);
    expect(ended.nextSession).toBeNull();
  });

  it('pages through sessions with cursors', async () => {
    const group = await scheduledGroup(weekly({ recurrence: { frequency: 'WEEKLY', weekdays: ['MO', 'TH'] } }));
    const first = await graphqlRequest(app.url, GroupSessionsQuery, { id: group.id, first: 3 });
    const page = first.data!.group!.sessions;
    expect(page.totalCount).toBeNull(); // no end
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await graphqlRequest(app.url, GroupSessionsQuery, {
      id: group.id,
      first: 3,
      after: page.pageInfo.endCursor,
    });
    const all = await sessionsOf(group.id, undefined, 6);
    expect([...page.nodes, ...second.data!.group!.sessions.nodes].map((s) => s.id)).toEqual(
      all.sessions.nodes.map((s) => s.id),
    );
  });

  it('changes "this and all following" sessions and keeps the earlier ones', async () => {
    const group = await scheduledGroup();
    const before = (await sessionsOf(group.id)).sessions.nodes;
    const third = before[2]!;
    const res = await graphqlRequest(
      app.url,
      SetScheduleMutation,
      {
        input: {
          id: group.id,
          fromSessionId: third.id,
          schedule: weekly({ startsAt: localAt(21, '20:30'), recurrence: { frequency: 'WEEKLY', count: 2 } }),
        },
      },
      organizer.token,
    );
    expect(res.errors).toBeUndefined();
    const after = (await sessionsOf(group.id)).sessions.nodes;
    expect(after.map((s) => s.id).slice(0, 2)).toEqual(before.slice(0, 2).map((s) => s.id));
    expect(
      after.slice(2).map((s) => DateTime.fromISO(s.startsAt, { zone: 'Europe/Lisbon' }).toFormat('HH:mm')),
    ).toEqual(['20:30', '20:30']);
    expect(res.data!.setSchedule.group.startDate).toBe(daysFromToday(7));
  });

  it('refuses strangers, anonymous callers, bad ids and bad fields, naming each field', async () => {
    const group = await createGroupAs(app, organizer);
    const input = { id: group.id, schedule: weekly() };
    expect(onlyError(await graphqlRequest(app.url, SetScheduleMutation, { input }, stranger.token)).code).toBe(
      'FORBIDDEN',
    );
    expect(onlyError(await graphqlRequest(app.url, SetScheduleMutation, { input })).code).toBe('UNAUTHENTICATED');
    const badId = onlyError(
      await graphqlRequest(app.url, SetScheduleMutation, { input: { ...input, id: 'nope' } }, organizer.token),
    );
    expect(badId).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: expect.any(String) } });
    const badFields = onlyError(
      await graphqlRequest(
        app.url,
        SetScheduleMutation,
        {
          input: {
            id: group.id,
            schedule: {
              startsAt: '2026-02-30T19:00',
              timeZone: 'Mars/Olympus',
              durationMinutes: 0,
              recurrence: { frequency: 'MONTHLY', interval: 0, until: '2030-01-01', count: 3 },
            },
          },
        },
        organizer.token,
      ),
    );
    expect(badFields.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(badFields.fields ?? {}).sort()).toEqual(
      ['count', 'durationMinutes', 'interval', 'monthDay', 'startsAt', 'timeZone'].sort(),
    );
  });
});

describe('cancelSession and moveSession', () => {
  it('cancels one session: it stays listed as cancelled and nextSession skips it', async () => {
    const group = await scheduledGroup();
    const [first, second] = (await sessionsOf(group.id)).sessions.nodes;
    const res = await graphqlRequest(
      app.url,
      CancelSessionMutation,
      { input: { sessionId: first!.id } },
      organizer.token,
    );
    expect(res.data!.cancelSession).toEqual({
      session: { id: first!.id, cancelled: true },
      group: { id: group.id, nextSession: { id: second!.id } },
    });
    const listed = (await sessionsOf(group.id)).sessions.nodes;
    expect(listed.map((s) => s.cancelled)).toEqual([true, false, false, false, false, false]);
  });

  it('moves one session in time and place, keeping its id', async () => {
    const group = await scheduledGroup();
    const [first] = (await sessionsOf(group.id)).sessions.nodes;
    const res = await graphqlRequest(
      app.url,
      MoveSessionMutation,
      { input: { sessionId: first!.id, startsAt: localAt(8, '18:00'), location: 'Riverside Park' } },
      organizer.token,
    );
    expect(res.errors).toBeUndefined();
    const moved = res.data!.moveSession.session;
    expect(moved).toMatchObject({ id: first!.id, location: 'Riverside Park' });
    expect(DateTime.fromISO(moved.startsAt, { zone: 'Europe/Lisbon' }).toFormat("yyyy-MM-dd'T'HH:mm")).toBe(
      localAt(8, '18:00'),
    );
  });

  it('refuses strangers, bad session ids, unknown sessions and empty or bad changes', async () => {
    const group = await scheduledGroup();
    const [first] = (await sessionsOf(group.id)).sessions.nodes;
    const sessionId = first!.id;
    expect(
      onlyError(await graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId } }, stranger.token)).code,
    ).toBe('FORBIDDEN');
    expect(onlyError(await graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId } })).code).toBe(
      'UNAUTHENTICATED',
    );
    const malformed = onlyError(
      await graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId: 'garbage' } }, organizer.token),
    );
    expect(malformed).toMatchObject({ code: 'BAD_USER_INPUT', fields: { sessionId: expect.any(String) } });
    const notAnOccurrence = `${group.id}:20300101T000000Z`;
    expect(
      onlyError(
        await graphqlRequest(
          app.url,
          CancelSessionMutation,
          { input: { sessionId: notAnOccurrence } },
          organizer.token,
        ),
      ).code,
    ).toBe('NOT_FOUND');
    const empty = onlyError(
      await graphqlRequest(app.url, MoveSessionMutation, { input: { sessionId } }, organizer.token),
    );
    expect(empty).toMatchObject({ code: 'BAD_USER_INPUT', fields: { startsAt: expect.any(String) } });
    const bad = onlyError(
      await graphqlRequest(
        app.url,
        MoveSessionMutation,
        { input: { sessionId, startsAt: 'tomorrow', location: 'x' } },
        organizer.token,
      ),
    );
    expect(bad).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { startsAt: expect.any(String), location: expect.any(String) },
    });
  });
});

describe('rsvp', () => {
  const rsvp = (sessionId: string, going: boolean, user: TestUser) =>
    graphqlRequest(app.url, RsvpMutation, { input: { sessionId, going } }, user.token);

  it('takes Going and Not going from members, waitlists when full and promotes the first in line', async () => {
    const group = await scheduledGroup(weekly({ capacity: 1 }));
    const [first] = (await sessionsOf(group.id)).sessions.nodes;
    const sessionId = first!.id;
    const [second, third] = await Promise.all([createTestUser(null), createTestUser(null)]);
    await Promise.all([member, second!, third!].map((user) => join(group.id, user)));

    expect((await rsvp(sessionId, true, member)).data!.rsvp.session).toMatchObject({
      goingCount: 1,
      spotsLeft: 0,
      viewerRsvp: 'GOING',
    });
    expect((await rsvp(sessionId, true, second!)).data!.rsvp.session.viewerRsvp).toBe('WAITLISTED');
    expect((await rsvp(sessionId, true, third!)).data!.rsvp.session).toMatchObject({
      viewerRsvp: 'WAITLISTED',
      waitlistCount: 2,
    });
    expect((await rsvp(sessionId, false, member)).data!.rsvp.session).toMatchObject({
      viewerRsvp: 'NOT_GOING',
      goingCount: 1,
      waitlistCount: 1,
    });
    const view = await graphqlRequest(app.url, GroupSessionsQuery, { id: group.id, first: 1 }, second!.token);
    expect(view.data!.group!.sessions.nodes[0]).toMatchObject({ viewerRsvp: 'GOING', goingCount: 1 });
    const thirdView = await graphqlRequest(app.url, GroupSessionsQuery, { id: group.id, first: 1 }, third!.token);
    expect(thirdView.data!.group!.sessions.nodes[0]!.viewerRsvp).toBe('WAITLISTED');
  });

  it('refuses non-members, the organizer, cancelled and started sessions, and bad ids', async () => {
    const group = await scheduledGroup(weekly({ startsAt: localAt(-7), recurrence: { frequency: 'WEEKLY' } }));
    await join(group.id, member);
    const past = await graphqlRequest(app.url, GroupSessionsQuery, {
      id: group.id,
      first: 3,
      from: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    const [started, upcoming, later] = past.data!.group!.sessions.nodes;
    expect(onlyError(await rsvp(upcoming!.id, true, stranger)).code).toBe('NOT_A_MEMBER');
    expect(onlyError(await rsvp(upcoming!.id, true, organizer)).code).toBe('ORGANIZER_CANNOT_JOIN');
    expect(onlyError(await rsvp(started!.id, true, member)).code).toBe('SESSION_STARTED');
    await graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId: later!.id } }, organizer.token);
    expect(onlyError(await rsvp(later!.id, true, member)).code).toBe('SESSION_CANCELLED');
    expect(onlyError(await rsvp('bad', true, member))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { sessionId: expect.any(String) },
    });
    expect(
      onlyError(await graphqlRequest(app.url, RsvpMutation, { input: { sessionId: upcoming!.id, going: true } })).code,
    ).toBe('UNAUTHENTICATED');
  });

  it('200 members answering Going at once for a 50-place session: exactly 50 going, 150 waiting; one leaving promotes the first in line, once', async () => {
    const group = await scheduledGroup(weekly({ capacity: 50 }), 200);
    const [first] = (await sessionsOf(group.id)).sessions.nodes;
    const sessionId = first!.id;
    const crowd = await Promise.all(Array.from({ length: 200 }, () => createTestUser(null)));
    for (let i = 0; i < crowd.length; i += 50)
      await Promise.all(crowd.slice(i, i + 50).map((user) => join(group.id, user)));

    const results = await Promise.all(crowd.map((user) => rsvp(sessionId, true, user)));
    expect(results.filter((res) => res.errors)).toEqual([]);
    const statuses = results.map((res) => res.data!.rsvp.session.viewerRsvp);
    expect(statuses.filter((s) => s === 'GOING')).toHaveLength(50);
    expect(statuses.filter((s) => s === 'WAITLISTED')).toHaveLength(150);

    const stored = placeModels(app.database.connection, 'session');
    expect(await stored.holders.countDocuments({ key: sessionId })).toBe(50);
    expect(await stored.places.countDocuments({ key: sessionId })).toBe(50);
    expect(await stored.waiting.countDocuments({ key: sessionId })).toBe(150);

    const [firstInLine] = await stored.waiting.find({ key: sessionId }).sort({ queuedAt: 1, _id: 1 }).limit(1).lean();
    const leaver = crowd[statuses.indexOf('GOING')]!;
    // Two Not-going answers at once from the same person free one place, promoting one member.
    await Promise.all([rsvp(sessionId, false, leaver), rsvp(sessionId, false, leaver)]);
    expect(await stored.holders.countDocuments({ key: sessionId })).toBe(50);
    expect(await stored.waiting.countDocuments({ key: sessionId })).toBe(149);
    expect(await stored.holders.exists({ _id: `${sessionId}#${firstInLine!.uid}` })).toBeTruthy();
  }, 240_000); // 200 sign-ups, joins and answers on the real emulator and FerretDB
});

describe('notifications of session changes', () => {
  const rsvp = async (sessionId: string, going: boolean, user: TestUser) => {
    const res = await graphqlRequest(app.url, RsvpMutation, { input: { sessionId, going } }, user.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  };
  const sessionNotificationsOf = async (user: TestUser) =>
    (await graphqlRequest(app.url, SessionNotificationsQuery, {}, user.token)).data!.viewer!.notifications.filter(
      (notification) => notification.kind.startsWith('SESSION_'),
    );

  it('tell who said Going (with a place or waiting) when their session is cancelled or moved — once per change, nobody else', async () => {
    const group = await scheduledGroup(weekly({ capacity: 1 }));
    const [first, second] = (await sessionsOf(group.id)).sessions.nodes;
    const [holder, waiter, notGoing, silent] = await Promise.all([
      createTestUser(null),
      createTestUser(null),
      createTestUser(null),
      createTestUser(null),
    ]);
    for (const user of [holder!, waiter!, notGoing!, silent!]) await join(group.id, user);
    await rsvp(first!.id, true, holder!);
    await rsvp(first!.id, true, waiter!);
    await rsvp(first!.id, false, notGoing!);
    await rsvp(second!.id, true, holder!);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      // Cancelling twice is one change: one notification each.
      const res = await graphqlRequest(
        app.url,
        CancelSessionMutation,
        { input: { sessionId: first!.id } },
        organizer.token,
      );
      expect(res.errors).toBeUndefined();
    }
    const cancelled = {
      kind: 'SESSION_CANCELLED',
      groupId: group.id,
      groupName: expect.any(String),
      sessionId: first!.id,
      sessionStartsAt: first!.startsAt,
      sessionLocation: first!.location,
    };
    expect(await sessionNotificationsOf(holder!)).toEqual([cancelled]);
    expect(await sessionNotificationsOf(waiter!)).toEqual([cancelled]);
    expect(await sessionNotificationsOf(notGoing!)).toEqual([]);
    expect(await sessionNotificationsOf(silent!)).toEqual([]);

    const move = async (changes: { startsAt?: string; location?: string }) => {
      const res = await graphqlRequest(
        app.url,
        MoveSessionMutation,
        { input: { sessionId: second!.id, ...changes } },
        organizer.token,
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!.moveSession.session;
    };
    const moved = await move({ startsAt: localAt(15, '18:00'), location: 'Riverside Park' });
    // The same move again is no news; a move elsewhere is.
    await move({ startsAt: localAt(15, '18:00'), location: 'Riverside Park' });
    const movedAgain = await move({ location: 'Library, room 2' });
    const movedTo = (session: { startsAt: string; location: string }) => ({
      kind: 'SESSION_MOVED',
      groupId: group.id,
      groupName: expect.any(String),
      sessionId: second!.id,
      sessionStartsAt: session.startsAt,
      sessionLocation: session.location,
    });
    expect(await sessionNotificationsOf(holder!)).toEqual([movedTo(movedAgain), movedTo(moved), cancelled]);
    expect(await sessionNotificationsOf(waiter!)).toEqual([cancelled]);
    expect(await sessionNotificationsOf(silent!)).toEqual([]);
  });
});

describe('cleaning up', () => {
  it('gives a deleted account’s place to the first in line and drops its answers; a deleted group takes its RSVPs along', async () => {
    const group = await scheduledGroup(weekly({ capacity: 1 }));
    const [first] = (await sessionsOf(group.id)).sessions.nodes;
    const sessionId = first!.id;
    const [leaving, waiting] = await Promise.all([createTestUser(null), createTestUser(null)]);
    for (const user of [leaving!, waiting!]) {
      await join(group.id, user);
      await graphqlRequest(app.url, RsvpMutation, { input: { sessionId, going: true } }, user.token);
    }
    const gone = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, leaving!.token);
    expect(gone.errors).toBeUndefined();
    const stored = placeModels(app.database.connection, 'session');
    expect(await stored.holders.exists({ _id: `${sessionId}#${waiting!.uid}` })).toBeTruthy();
    const anyOf = { uid: leaving!.uid };
    const answers = app.database.connection.collection('sessionAnswers');
    expect(await stored.holders.countDocuments(anyOf)).toBe(0);
    expect(await answers.countDocuments(anyOf)).toBe(0);

    await graphqlRequest(app.url, DeleteGroupMutation, { input: { id: group.id } }, organizer.token);
    expect(await stored.holders.countDocuments({ key: sessionId })).toBe(0);
    expect(await stored.places.countDocuments({ key: sessionId })).toBe(0);
    expect(await answers.countDocuments({ sessionId })).toBe(0);
  });

  it('gives the sessions’ places of someone who leaves the group to the first in line, and drops their answers', async () => {
    const group = await scheduledGroup(weekly({ capacity: 1 }));
    const [first, second] = (await sessionsOf(group.id)).sessions.nodes;
    const [leaving, waiting] = await Promise.all([createTestUser(null), createTestUser(null)]);
    for (const user of [leaving!, waiting!]) {
      await join(group.id, user);
      for (const session of [first!, second!]) {
        await graphqlRequest(app.url, RsvpMutation, { input: { sessionId: session.id, going: true } }, user.token);
      }
    }
    const left = await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: group.id } }, leaving!.token);
    expect(left.errors).toBeUndefined();

    const [firstNow, secondNow] = (await sessionsOf(group.id, waiting!.token)).sessions.nodes;
    for (const session of [firstNow!, secondNow!]) {
      expect(session).toMatchObject({ goingCount: 1, waitlistCount: 0, viewerRsvp: 'GOING' });
    }
    const stored = placeModels(app.database.connection, 'session');
    const answers = app.database.connection.collection('sessionAnswers');
    const anyOf = { uid: leaving!.uid };
    expect(await stored.holders.countDocuments(anyOf)).toBe(0);
    expect(await stored.waiting.countDocuments(anyOf)).toBe(0);
    expect(await answers.countDocuments(anyOf)).toBe(0);
  });
});

describe('REST', () => {
  it('keeps startDate, lists sessions at /groups/:id/sessions and takes RSVPs', async () => {
    const group = await scheduledGroup(weekly({ capacity: 3 }));
    await join(group.id, member);
    const one = await rest<{ startDate: string; isActive: boolean }>(app.url, 'GET', `/groups/${group.id}`);
    expect(one.body).toMatchObject({ startDate: daysFromToday(7), isActive: true });

    const list = await rest<{ id: string; goingCount: number }[]>(
      app.url,
      'GET',
      `/groups/${group.id}/sessions?limit=2`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.headers.get('x-total-count')).toBe('6');
    expect(list.headers.get('link')).toContain('after=');

    const sessionId = list.body[0]!.id;
    const answered = await rest(app.url, 'PUT', `/groups/${group.id}/sessions/${sessionId}/rsvp`, {
      body: { going: true },
      token: member.token,
    });
    expect(answered).toMatchObject({
      status: 200,
      body: { id: sessionId, goingCount: 1, spotsLeft: 2, viewerRsvp: 'GOING' },
    });

    const bad = await rest(app.url, 'PUT', `/groups/${group.id}/sessions/${sessionId}/rsvp`, {
      body: { going: 'yes' },
      token: member.token,
    });
    expect(bad).toMatchObject({ status: 400, body: { fields: { going: expect.any(String) } } });
    const badId = await rest(app.url, 'GET', '/groups/nope/sessions');
    expect(badId.status).toBe(400);

    const schedule = await rest(app.url, 'PUT', `/groups/${group.id}/schedule`, {
      body: { startsAt: localAt(10), timeZone: 'America/New_York' },
      token: organizer.token,
    });
    expect(schedule).toMatchObject({ status: 200, body: { timeZone: 'America/New_York', recurrence: null } });
    const oneOff = await rest<{ startDate: string; isActive: boolean }>(app.url, 'GET', `/groups/${group.id}`);
    expect(oneOff.body).toMatchObject({ startDate: daysFromToday(10), isActive: true });
  });
});
