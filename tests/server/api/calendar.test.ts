import fc from 'fast-check';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { icsCalendar } from '@/calendar/ics';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, onlyError, withoutRateLimits } from '../fixtures';
import { graphql } from '../gql';
import type { ScheduleInput } from '../gql/graphql';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import { JoinWaitlistMutation } from '../waitlistDocuments';
import { DeleteAccountMutation } from '../accountDocuments';
import { expandWithIcalJs, type Occurrence } from '../icalExpansion';
import {
  CancelSessionMutation,
  GroupSessionsQuery,
  MoveSessionMutation,
  SetScheduleMutation,
} from '../sessionDocuments';

/**
 * Calendars: one group's .ics and the personal feed, parsed with ical.js (a maintained
 * iCalendar parser) so escaping, folding and the fields are checked by someone else's reading.
 */

const CalendarFeedQuery = graphql(`
  query TestCalendarFeed {
    viewer {
      calendarFeedUrl
    }
  }
`);

const ResetCalendarFeedMutation = graphql(`
  mutation TestResetCalendarFeed {
    resetCalendarFeed {
      calendarFeedUrl
      viewer {
        id
      }
    }
  }
`);

let app: TestApp;
let organizer: TestUser;
let member: TestUser;

beforeAll(async () => {
  [app, organizer, member] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Calendar Organizer'),
    createTestUser('Calendar Member'),
  ]);
});
afterAll(() => app.stop());

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** Parses a calendar with ical.js and checks the framing every file must have. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
  // ical.js does not know X-WR-CALNAME's type (calendar apps read it as TEXT), so it keeps the escapes.
  const name = String(calendar.getFirstPropertyValue('x-wr-calname')).replace(/\\([\\;,nN])/g, (_, char: string) =>
    char.toLowerCase() === 'n' ? '\n' : char,
  );
  return { name, events };
}

async function fetchText(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, text: await response.text() };
}

const trickyName = 'Knit, Purl; & Co \\ 🧶 Café';
const longDescription = `${'Yarn, needles; tea & cake 🧶☕ — '.repeat(40)}\nSecond line, with "quotes".\n\nThird paragraph.`;

describe('GET /groups/:id/calendar.ics', () => {
  it('is one all-day VEVENT with the group’s fields, escaped and folded so ical.js reads them back exactly', async () => {
    const startDate = daysFromToday(20);
    const group = await createGroupAs(app, organizer, {
      groupName: trickyName,
      location: 'Hall 3, Mill Lane; back door',
      description: longDescription,
      startDate,
    });
    const { response, text } = await fetchText(`${app.url}/groups/${group.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=knit-purl-co-cafe.ics');
    const { name, events } = parseCalendar(text);
    expect(name).toBe(trickyName);
    expect(events).toHaveLength(1);
    const [event] = events as [ParsedEvent];
    const nextDay = new Date(Date.parse(`${startDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(event).toMatchObject({
      summary: trickyName,
      location: 'Hall 3, Mill Lane; back door',
      start: startDate,
      end: nextDay,
      allDay: true,
      url: `${new URL(event.url).origin}/groups/${group.id}`,
    });
    expect(event.description.startsWith(longDescription)).toBe(true);
    expect(event.description).toContain(`/groups/${group.id}`);
    expect(event.uid).toMatch(new RegExp(`^group-${group.id}@`));

    // Stable: the same UID on every download, so calendar apps update instead of duplicating.
    const again = parseCalendar((await fetchText(`${app.url}/groups/${group.id}/calendar.ics`)).text);
    expect(again.events[0]!.uid).toBe(event.uid);
  });

  it('a browser following the link (Accept: text/html) gets the file, not the app page', async () => {
    const group = await createGroupAs(app, organizer);
    const { response, text } = await fetchText(`${app.url}/groups/${group.id}/calendar.ics`, {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parseCalendar(text).events).toHaveLength(1);
  });

  it('an unknown group is 404, a malformed id 400', async () => {
    expect((await rest(app.url, 'GET', '/groups/0123456789abcdef01234567/calendar.ics')).status).toBe(404);
    expect((await rest(app.url, 'GET', '/groups/nope/calendar.ics')).status).toBe(400);
  });
});

describe('the personal calendar feed', () => {
  it('lists every group the user joined, follows joins and leaves, and a reset kills the old address at once', async () => {
    const [soon, later, notJoined] = await Promise.all([
      createGroupAs(app, organizer, { groupName: 'Feed soon, first', startDate: daysFromToday(3) }),
      createGroupAs(app, organizer, { groupName: 'Feed later; second 🎣', startDate: daysFromToday(40) }),
      createGroupAs(app, organizer, { groupName: 'Feed not joined', startDate: daysFromToday(5) }),
    ]);
    for (const group of [later, soon]) {
      const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: group.id } }, member.token);
      expect(res.errors).toBeUndefined();
    }
    const first = await graphqlRequest(app.url, CalendarFeedQuery, {}, member.token);
    const url = first.data!.viewer!.calendarFeedUrl;
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32}\.ics$/);
    // The same address every time it is asked for.
    expect((await graphqlRequest(app.url, CalendarFeedQuery, {}, member.token)).data!.viewer!.calendarFeedUrl).toBe(
      url,
    );

    const path = new URL(url).pathname;
    const feed = await fetchText(`${app.url}${path}`);
    expect(feed.response.status).toBe(200);
    expect(feed.response.headers.get('cache-control')).toBe('private, no-store');
    const parsed = parseCalendar(feed.text);
    expect(parsed.events.map((event) => event.summary)).toEqual(['Feed soon, first', 'Feed later; second 🎣']);
    expect(parsed.events.map((event) => event.uid)).not.toContain(`group-${notJoined.id}`);

    await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: soon.id } }, member.token);
    const afterLeave = parseCalendar((await fetchText(`${app.url}${path}`)).text);
    expect(afterLeave.events.map((event) => event.summary)).toEqual(['Feed later; second 🎣']);

    const reset = await graphqlRequest(app.url, ResetCalendarFeedMutation, {}, member.token);
    const newUrl = reset.data!.resetCalendarFeed.calendarFeedUrl;
    expect(newUrl).not.toBe(url);
    expect((await fetchText(`${app.url}${path}`)).response.status).toBe(404);
    const renewed = parseCalendar((await fetchText(`${app.url}${new URL(newUrl).pathname}`)).text);
    expect(renewed.events).toHaveLength(1);
  });

  it('a group the user waits for is in the feed as tentative, and confirmed (same UID) once they get the place', async () => {
    const [waiter, taker] = await Promise.all([createTestUser('Cal Waiter'), createTestUser('Cal Taker')]);
    const full = await createGroupAs(app, organizer, { groupName: 'Feed full, one place', maxMembers: 1 });
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: full.id } }, taker.token);
    const queued = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id: full.id } }, waiter.token);
    expect(queued.errors).toBeUndefined();
    const url = (await graphqlRequest(app.url, CalendarFeedQuery, {}, waiter.token)).data!.viewer!.calendarFeedUrl;
    const feedOf = async () => {
      const calendar = new ICAL.Component(ICAL.parse((await fetchText(`${app.url}${new URL(url).pathname}`)).text));
      return calendar.getAllSubcomponents('vevent').map((event) => ({
        uid: String(event.getFirstPropertyValue('uid')),
        summary: String(event.getFirstPropertyValue('summary')),
        status: String(event.getFirstPropertyValue('status')),
      }));
    };
    const waiting = await feedOf();
    expect(waiting).toEqual([
      {
        uid: expect.stringMatching(`^group-${full.id}@`),
        summary: 'Feed full, one place (waitlist)',
        status: 'TENTATIVE',
      },
    ]);
    // The place frees, the waiter is promoted: the same event, now confirmed.
    await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: full.id } }, taker.token);
    for (let attempt = 0; attempt < 50 && (await feedOf())[0]?.status !== 'CONFIRMED'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await feedOf()).toEqual([{ uid: waiting[0]!.uid, summary: 'Feed full, one place', status: 'CONFIRMED' }]);
  });

  it('a tampered or made-up token is 404; resetting needs a signed-in user', async () => {
    const url = (await graphqlRequest(app.url, CalendarFeedQuery, {}, organizer.token)).data!.viewer!.calendarFeedUrl;
    const path = new URL(url).pathname;
    const tampered = path.replace(/.(\.ics)$/, (_, ext: string) => `${path.at(-5) === 'A' ? 'B' : 'A'}${ext}`);
    expect((await rest(app.url, 'GET', tampered)).status).toBe(404);
    expect((await rest(app.url, 'GET', '/calendar/nothing.ics')).status).toBe(404);
    expect((await rest(app.url, 'GET', '/calendar/bm9ib2R5.c2VjcmV0.ics')).status).toBe(404);
    expect(onlyError(await graphqlRequest(app.url, ResetCalendarFeedMutation, {})).code).toBe('UNAUTHENTICATED');
  });
});

describe('a recurring group’s calendar', () => {
  const until = new Date(Date.now() + 400 * 86_400_000);

  /** The sessions the app lists that take place, as calendar occurrences. */
  async function appOccurrences(id: string): Promise<Occurrence[]> {
    const res = await graphqlRequest(app.url, GroupSessionsQuery, { id, first: 100, from: '2000-01-01T00:00:00Z' });
    return res
      .data!.group!.sessions.nodes.filter((session) => !session.cancelled)
      .map((session) => ({
        start: new Date(session.startsAt).toISOString(),
        end: new Date(session.endsAt).toISOString(),
        location: session.location,
      }))
      .sort((a, b) => a.start.localeCompare(b.start));
  }

  async function organizerDoes<T>(request: Promise<{ errors?: unknown; data?: T | null }>): Promise<T> {
    const res = await request;
    if (res.errors || !res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  const setSchedule = (id: string, schedule: ScheduleInput, fromSessionId?: string) =>
    organizerDoes(
      graphqlRequest(app.url, SetScheduleMutation, { input: { id, schedule, fromSessionId } }, organizer.token),
    );

  it('is the series: RRULE in the group’s zone, cancelled sessions absent, moved ones at their new time and place, a later run as its own event', async () => {
    const group = await createGroupAs(app, organizer, { groupName: 'Tuesday Sketchers, weekly', location: 'Studio 4' });
    await setSchedule(group.id, {
      startsAt: `${daysFromToday(3)}T19:00`,
      timeZone: 'Europe/Berlin',
      durationMinutes: 90,
      recurrence: { frequency: 'WEEKLY', count: 8 },
    });
    const sessions = (await graphqlRequest(app.url, GroupSessionsQuery, { id: group.id, first: 10 })).data!.group!
      .sessions.nodes;
    const [, second, third, , fifth, sixth] = sessions;
    await organizerDoes(
      graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId: second!.id } }, organizer.token),
    );
    await organizerDoes(
      graphqlRequest(
        app.url,
        MoveSessionMutation,
        { input: { sessionId: third!.id, startsAt: `${daysFromToday(18)}T18:30`, location: 'The Park, gate 2' } },
        organizer.token,
      ),
    );
    await organizerDoes(
      graphqlRequest(
        app.url,
        MoveSessionMutation,
        { input: { sessionId: fifth!.id, location: 'Café; upstairs' } },
        organizer.token,
      ),
    );
    // "This and all following" from the sixth: an hour later, three more sessions.
    await setSchedule(
      group.id,
      {
        startsAt: DateTime.fromISO(sixth!.startsAt, { zone: 'Europe/Berlin' }).toFormat("yyyy-MM-dd'T'20:00"),
        timeZone: 'Europe/Berlin',
        durationMinutes: 60,
        recurrence: { frequency: 'WEEKLY', count: 3 },
      },
      sixth!.id,
    );

    const { response, text } = await fetchText(`${app.url}/groups/${group.id}/calendar.ics`);
    expect(response.status).toBe(200);
    const { events } = parseCalendar(text);
    const unfolded = text.replace(/\r\n /g, '');
    // Two runs (two UIDs), an override for each moved session, one EXDATE, one VTIMEZONE.
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    expect(events.map((event) => event.uid)).toContain(`group-${group.id}@${new URL(events[0]!.url).hostname}`);
    expect(unfolded.match(/^RRULE:FREQ=WEEKLY;/gm)).toHaveLength(2);
    expect(unfolded.match(/^RECURRENCE-ID;TZID=Europe\/Berlin:/gm)).toHaveLength(2);
    expect(unfolded.match(/^EXDATE;TZID=Europe\/Berlin:/gm)).toHaveLength(1);
    expect(unfolded.match(/^BEGIN:VTIMEZONE$/gm)).toHaveLength(1);
    expect(unfolded).toMatch(/^DTSTART;TZID=Europe\/Berlin:\d{8}T190000$/m);

    const expected = await appOccurrences(group.id);
    expect(expected).toHaveLength(8 - 1 - 3 + 3);
    expect(expandWithIcalJs(until, text)).toEqual(expected);
    expect(expected.map((occurrence) => occurrence.location)).toEqual(
      expect.arrayContaining(['The Park, gate 2', 'Café; upstairs']),
    );
  });

  it('is the same series in the personal feed of a member, as tentative while they wait for a place', async () => {
    const [joiner, waiter] = await Promise.all([createTestUser('Series Joiner'), createTestUser('Series Waiter')]);
    const group = await createGroupAs(app, organizer, { groupName: 'Monthly Anglers', maxMembers: 1 });
    await setSchedule(group.id, {
      startsAt: `${daysFromToday(2)}T07:15`,
      timeZone: 'America/New_York',
      recurrence: { frequency: 'MONTHLY', weekOfMonth: -1, weekdays: ['SA'], count: 5 },
    });
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: group.id } }, joiner.token);
    await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id: group.id } }, waiter.token);
    const feedOf = async (user: TestUser) => {
      const url = (await graphqlRequest(app.url, CalendarFeedQuery, {}, user.token)).data!.viewer!.calendarFeedUrl;
      return (await fetchText(`${app.url}${new URL(url).pathname}`)).text;
    };
    const expected = await appOccurrences(group.id);
    expect(expected).toHaveLength(5);
    const joined = await feedOf(joiner);
    expect(expandWithIcalJs(until, joined)).toEqual(expected);
    expect(joined.replace(/\r\n /g, '')).toMatch(/^RRULE:FREQ=MONTHLY;.*BYDAY=SA;BYSETPOS=-1;COUNT=5$/m);
    const waiting = await feedOf(waiter);
    expect(expandWithIcalJs(until, waiting)).toEqual(expected);
    expect(parseCalendar(waiting).events.map((event) => event.summary)).toEqual(['Monthly Anglers (waitlist)']);
    expect(waiting).toContain('STATUS:TENTATIVE');
  });
});

describe('account deletion', () => {
  it('removes the person’s calendar feed: the old address is 404 at once', async () => {
    const leaving = await createTestUser('Feed Leaver');
    const url = (await graphqlRequest(app.url, CalendarFeedQuery, {}, leaving.token)).data!.viewer!.calendarFeedUrl;
    const path = new URL(url).pathname;
    expect((await fetchText(`${app.url}${path}`)).response.status).toBe(200);
    const deleted = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, leaving.token);
    expect(deleted.errors).toBeUndefined();
    expect((await fetchText(`${app.url}${path}`)).response.status).toBe(404);
    const stored = await app.database.connection
      .collection('calendarFeeds')
      .countDocuments({ _id: leaving.uid as never });
    expect(stored).toBe(0);
  });
});

describe('iCalendar text', () => {
  it('any text survives escaping and folding: ical.js reads back exactly what was written', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 120 }),
        (summary, description) => {
          const ics = icsCalendar({
            name: summary,
            events: [
              {
                uid: 'group-1@example.com',
                stamp: new Date('2027-01-01T10:00:00Z'),
                day: new Date('2027-02-03T00:00:00Z'),
                summary,
                location: description,
                description,
                url: 'https://example.com/groups/1',
              },
            ],
          });
          const { events } = parseCalendar(ics);
          // Control characters (no place in TEXT) are dropped; line breaks become \n.
          const expected = (text: string) =>
            // eslint-disable-next-line no-control-regex
            text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
          expect(events[0]!.summary).toBe(expected(summary));
          expect(events[0]!.description).toBe(expected(description));
        },
      ),
      { numRuns: 300 },
    );
  });
});
