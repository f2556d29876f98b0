import fc from 'fast-check';
import ICAL from 'ical.js';
import { icsCalendar } from '@/calendar/ics';
import { graphqlRequest, rest } from '../support/http';
import { startTestApp, type TestApp } from '../support/testApp';
import { createTestUser, type TestUser } from '../support/users';
import { createGroupAs, daysFromToday, onlyError, withoutRateLimits } from './fixtures';
import { graphql } from './gql';
import { JoinGroupMutation, LeaveGroupMutation } from './membershipDocuments';
import { JoinWaitlistMutation } from './waitlistDocuments';

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
