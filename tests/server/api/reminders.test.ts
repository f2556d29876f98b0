import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { outboxModels } from '@/mail/outboxModel';
import { graphqlRequest, rest } from '../../support/http';
import { eventually, TestSmtpServer } from '../../support/smtp';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { GroupSessionsQuery, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';
import { SetReminderLeadTimeMutation } from '../mailDocuments';
import type { ScheduleInput } from '../gql/graphql';

let smtp: TestSmtpServer;
let app: TestApp;
let organizer: TestUser;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [app, organizer] = await Promise.all([
    startTestApp({
      env: { RATE_LIMIT_ENABLED: 'false' },
      mail: { smtpUrl: smtp.url, outbox: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } },
    }),
    createTestUser('Olive Organizer'),
  ]);
});
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

async function scheduledGroup(schedule: ScheduleInput, maxMembers = 10) {
  const group = await createGroupAs(app, organizer, { maxMembers, groupName: 'Evening Climbers' });
  const res = await graphqlRequest(
    app.url,
    SetScheduleMutation,
    { input: { id: group.id, schedule } },
    organizer.token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return group.id;
}

async function joinAndGo(groupId: string, sessionId: string, user: TestUser) {
  await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, user.token);
  const res = await graphqlRequest(app.url, RsvpMutation, { input: { sessionId, going: true } }, user.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.rsvp.session;
}

const sessionsOf = async (id: string, token?: string) => {
  const res = await graphqlRequest(app.url, GroupSessionsQuery, { id, first: 5 }, token);
  if (!res.data?.group) throw new Error(JSON.stringify(res.errors));
  return res.data.group.sessions.nodes;
};

const queuedFor = (uid: string) => outboxModels(app.database.connection).outbox.countDocuments({ uid });
const minute = 60_000;

describe('session reminders', () => {
  it('reminds who holds a place at the lead time, with the .ics of the feed’s event and a one-time "I can’t make it" link', async () => {
    const [going, waiting] = await Promise.all([createTestUser('Gail Going'), createTestUser('Walt Waiting')]);
    const groupId = await scheduledGroup({
      startsAt: `${daysFromToday(4)}T19:00`,
      timeZone: 'Europe/Berlin',
      durationMinutes: 90,
      capacity: 1,
      recurrence: { frequency: 'WEEKLY', count: 3 },
    });
    const [first] = await sessionsOf(groupId);
    await joinAndGo(groupId, first!.id, going);
    expect((await joinAndGo(groupId, first!.id, waiting)).waitlistCount).toBe(1);
    const startsAt = new Date(first!.startsAt as string);
    const dayBefore = DateTime.fromJSDate(startsAt, { zone: 'Europe/Berlin' }).minus({ days: 1 }).toJSDate();

    await app.mail.scheduler.pass(new Date(dayBefore.getTime() - minute));
    expect(await queuedFor(going.uid)).toBe(0);
    await app.mail.scheduler.pass(dayBefore);
    const [message] = await eventually(() => smtp.to(going.email).length > 0 && smtp.to(going.email), 'the reminder');
    expect(smtp.to(waiting.email)).toEqual([]);
    expect(message!.envelopeTo).toEqual([going.email]);
    expect(message!.subject).toBe('Reminder: Evening Climbers · HobbyHub');
    expect(message!.text).toContain(
      `When: ${DateTime.fromJSDate(startsAt, { zone: 'Europe/Berlin' }).setLocale('en-GB').toFormat('cccc, d LLLL yyyy')}`,
    );
    expect(message!.text).toMatch(/at 19:00 CE/);
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The attachment is the feed's event for this session: the same UID, this session's RECURRENCE-ID.
    const attachment = message!.attachments.find((a) => a.filename === 'session.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
    );
    const feed = new ICAL.Component(
      ICAL.parse(await (await fetch(`${app.url}/groups/${groupId}/calendar.ics`)).text()),
    );
    expect(event.uid).toBe(new ICAL.Event(feed.getFirstSubcomponent('vevent')!).uid);
    expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
    expect(event.recurrenceId?.toJSDate().getTime()).toBe(startsAt.getTime());

    // Looking again (a change of the group, another process) queues nothing more.
    await eventually(async () => (await queuedFor(going.uid)) === 0, 'an empty outbox');
    app.mail.scheduler.refile(groupId);
    await app.mail.scheduler.pass(new Date(dayBefore.getTime() + minute));
    await eventually(async () => (await queuedFor(going.uid)) === 0, 'an empty outbox');
    expect(smtp.to(going.email)).toHaveLength(1);

    const link = /I can't make it: (\S+)/.exec(message!.text)?.[1];
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4000\/mail\/cant-make-it\?token=/);
    const local = link!.replace('http://127.0.0.1:4000', app.url);
    const asked = await fetch(local);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<button type="submit">I can&#39;t make it</button>');
    const [confirmed, again] = [await fetch(local, { method: 'POST' }), await fetch(local, { method: 'POST' })];
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Thanks for telling us');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Already done');
    const [after] = await sessionsOf(groupId, waiting.token);
    expect(after).toMatchObject({ goingCount: 1, waitlistCount: 0, viewerRsvp: 'GOING' });
    const [forGoing] = await sessionsOf(groupId, going.token);
    expect(forGoing!.viewerRsvp).toBe('NOT_GOING');

    const forged = await fetch(`${local.slice(0, -4)}AAAA`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This link is not valid');
  });

  it('nudges members who have not answered when the group asks for it, and nobody else', async () => {
    const [going, silent, declined] = await Promise.all([
      createTestUser('Gus Going'),
      createTestUser('Sid Silent'),
      createTestUser('Dee Declined'),
    ]);
    const groupId = await scheduledGroup({
      startsAt: `${daysFromToday(5)}T10:00`,
      timeZone: 'UTC',
      durationMinutes: 60,
    });
    const [session] = await sessionsOf(groupId);
    await joinAndGo(groupId, session!.id, going);
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, silent.token);
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, declined.token);
    await graphqlRequest(app.url, RsvpMutation, { input: { sessionId: session!.id, going: false } }, declined.token);
    const set = await rest(app.url, 'PUT', `/groups/${groupId}/reminders`, {
      token: organizer.token,
      body: { nudgeUnanswered: true },
    });
    expect(set).toMatchObject({ status: 200, body: { groupId, reminderLeadHours: 24, nudgeUnanswered: true } });

    const dayBefore = new Date(new Date(session!.startsAt as string).getTime() - 24 * 3_600_000);
    await app.mail.scheduler.pass(dayBefore);
    const [nudge] = await eventually(() => smtp.to(silent.email).length > 0 && smtp.to(silent.email), 'the nudge');
    expect(nudge!.subject).toBe('Are you coming? Evening Climbers · HobbyHub');
    expect(nudge!.text).toContain(`Answer in the app: http://127.0.0.1:4000/groups/${groupId}`);
    await eventually(() => smtp.to(going.email).length === 1, 'the reminder');
    expect(smtp.to(going.email)[0]!.subject).toBe('Reminder: Evening Climbers · HobbyHub');
    await eventually(
      async () => (await queuedFor(silent.uid)) === 0 && (await queuedFor(going.uid)) === 0,
      'an empty outbox',
    );
    expect(smtp.to(declined.email)).toEqual([]);
    expect(smtp.to(silent.email)).toHaveLength(1);
  });

  it('puts the reminder in the daily digest of who chose it, and leaves it out of a digest that would come after the session starts', async () => {
    await app.mail.digests.stop();
    try {
      const [early, late] = await Promise.all([createTestUser('Ed Early'), createTestUser('Lu Late')]);
      const groupId = await scheduledGroup({
        startsAt: `${daysFromToday(5)}T10:00`,
        timeZone: 'UTC',
        durationMinutes: 60,
      });
      const [session] = await sessionsOf(groupId);
      const lead = await rest(app.url, 'PUT', `/groups/${groupId}/reminders`, {
        token: organizer.token,
        body: { reminderLeadHours: 2 },
      });
      expect(lead.status).toBe(200);
      for (const [user, digestHour] of [
        [early, 9],
        [late, 12],
      ] as const) {
        await joinAndGo(groupId, session!.id, user);
        const set = await rest(app.url, 'PATCH', '/me/notification-preferences', {
          token: user.token,
          body: { deliveries: { REMINDER: 'DIGEST' }, digestHour, timeZone: 'UTC' },
        });
        expect(set.status).toBe(200);
      }
      const startsAt = new Date(session!.startsAt as string);
      const fired = new Date(startsAt.getTime() - 2 * 3_600_000);
      await app.mail.scheduler.pass(fired);
      const items = app.database.connection.collection('mail_digest_items');
      await eventually(
        async () =>
          (await items.countDocuments({
            _id: { $regex: `^reminder:` },
            uid: { $in: [early.uid, late.uid] },
          } as object)) === 2,
        'two digest items',
      );
      expect(await queuedFor(early.uid)).toBe(0);
      // Stored when the reminder fired (this app's digest clock is the real one, days before).
      await items.updateMany({ uid: { $in: [early.uid, late.uid] } }, { $set: { createdAt: fired } });
      // 09:00 on the day, an hour before: in the digest. 12:00, after it started: no news, no digest.
      expect(await app.mail.digests.pass(new Date(startsAt.getTime() - 3_600_000))).toBe(1);
      expect(await app.mail.digests.pass(new Date(startsAt.getTime() + 2 * 3_600_000))).toBe(0);
      const [digest] = await eventually(() => smtp.to(early.email).length > 0 && smtp.to(early.email), 'the digest');
      expect(digest!.subject).toBe('Your daily digest · HobbyHub');
      expect(digest!.text).toContain('Reminder: Evening Climbers');
      expect(digest!.text).toMatch(/at 10:00 UTC/);
      expect(smtp.to(late.email)).toEqual([]);
      expect(await items.findOne({ uid: late.uid })).toMatchObject({ digestId: 'dropped' });
    } finally {
      app.mail.digests.start();
    }
  });

  it('fires a 24 h reminder at 19:00 local the day before on both sides of a daylight-saving switch', async () => {
    const member = await createTestUser('Dana Dst');
    // Europe/Berlin moves its clocks on the last Sunday of March: sessions on the Sundays before and of the switch.
    const switchDay = DateTime.fromObject({ year: 2027, month: 3, day: 31 }, { zone: 'Europe/Berlin' })
      .startOf('week')
      .minus({ days: 1 });
    const groupId = await scheduledGroup({
      startsAt: `${switchDay.minus({ weeks: 1 }).toISODate()}T19:00`,
      timeZone: 'Europe/Berlin',
      durationMinutes: 60,
      recurrence: { frequency: 'WEEKLY', count: 2 },
    });
    const sessions = await sessionsOf(groupId);
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, member.token);
    for (const session of sessions) {
      await graphqlRequest(app.url, RsvpMutation, { input: { sessionId: session.id, going: true } }, member.token);
    }
    const hoursBefore: number[] = [];
    for (const session of sessions) {
      const startsAt = new Date(session.startsAt as string);
      const at = DateTime.fromJSDate(startsAt, { zone: 'Europe/Berlin' }).minus({ days: 1 });
      expect(at.toFormat('HH:mm')).toBe('19:00');
      hoursBefore.push((startsAt.getTime() - at.toMillis()) / 3_600_000);
      const before = smtp.to(member.email).length;
      await app.mail.scheduler.pass(new Date(at.toMillis() - minute));
      expect(await queuedFor(member.uid)).toBe(0);
      await app.mail.scheduler.pass(at.toJSDate());
      // Sent, and its outbox entry finished (it is removed just after SMTP's answer).
      await eventually(
        async () => smtp.to(member.email).length === before + 1 && (await queuedFor(member.uid)) === 0,
        'the reminder',
      );
    }
    expect(hoursBefore).toEqual([24, 23]);
  });

  it('answers an "I can’t make it" link past its session’s start with a clear page, changing nothing', async () => {
    const going = await createTestUser('Lou Late');
    const groupId = await scheduledGroup({
      startsAt: `${daysFromToday(3)}T18:00`,
      timeZone: 'UTC',
      durationMinutes: 60,
    });
    const [session] = await sessionsOf(groupId);
    await joinAndGo(groupId, session!.id, going);
    // Signed as a reminder signs it, for a session that (as far as the link knows) has started.
    const token = await app.mail.signer.sign({ a: 'cant', s: session!.id, u: going.uid, e: Date.now() - minute });
    const link = `${app.url}/mail/cant-make-it?token=${token}`;
    for (const method of ['GET', 'POST']) {
      const answer = await fetch(link, { method });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This link has expired');
    }
    const [after] = await sessionsOf(groupId, going.token);
    expect(after!.viewerRsvp).toBe('GOING');
  });

  it('lets only the organizer set the lead time, to 2, 24 or 48 hours', async () => {
    const member = await createTestUser('Nosy Member');
    const groupId = await scheduledGroup({
      startsAt: `${daysFromToday(6)}T10:00`,
      timeZone: 'UTC',
      durationMinutes: 60,
    });
    const bad = await graphqlRequest(
      app.url,
      SetReminderLeadTimeMutation,
      { input: { id: groupId, reminderLeadHours: 5 } },
      organizer.token,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reminderLeadHours: 'Reminder lead time must be one of 2, 24, 48 hours.' },
    });
    const notYours = await graphqlRequest(
      app.url,
      SetReminderLeadTimeMutation,
      { input: { id: groupId, reminderLeadHours: 2 } },
      member.token,
    );
    expect(notYours.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const set = await graphqlRequest(
      app.url,
      SetReminderLeadTimeMutation,
      { input: { id: groupId, reminderLeadHours: 48 } },
      organizer.token,
    );
    expect(set.data?.setReminderLeadTime.group.reminderLeadHours).toBe(48);

    // The same over REST, answered as /openapi.json describes it.
    const path = `/groups/${groupId}/reminders`;
    const badRest = await rest<{ error: string; fields: Record<string, string> }>(app.url, 'PUT', path, {
      token: organizer.token,
      body: { reminderLeadHours: '2', nudgeUnanswered: 'yes' },
    });
    expect(badRest.status).toBe(400);
    expect(badRest.body).toMatchObject({
      error: 'BAD_USER_INPUT',
      fields: { reminderLeadHours: expect.any(String), nudgeUnanswered: expect.any(String) },
    });
    expect((await rest(app.url, 'PUT', path, { token: member.token, body: { reminderLeadHours: 2 } })).status).toBe(
      403,
    );
    expect((await rest(app.url, 'PUT', path, { body: { reminderLeadHours: 2 } })).status).toBe(401);
    const setRest = await rest(app.url, 'PUT', path, { token: organizer.token, body: { reminderLeadHours: 2 } });
    expect(setRest).toMatchObject({ status: 200, body: { groupId, reminderLeadHours: 2, nudgeUnanswered: false } });
    expect(app.mail.reminders.leadOf(groupId)).toBe(2);
  });
});
