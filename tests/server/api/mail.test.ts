import { randomUUID } from 'node:crypto';
import { discussionBounds, mailBounds } from '@/bounds';
import { outboxModels } from '@/mail/outboxModel';
import { Outbox } from '@/mail/outbox';
import { smtpTransport } from '@/mail/transport';
import { createLogger } from '@/logger';
import { graphqlRequest, rest } from '../../support/http';
import { eventually, TestSmtpServer } from '../../support/smtp';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs } from '../fixtures';
import { AnnounceMutation } from '../discussionDocuments';
import { GroupUnsubscribesQuery, ResubscribeGroupEmailMutation, SetRemindersMutation } from '../mailDocuments';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import { JoinWaitlistMutation } from '../waitlistDocuments';

let smtp: TestSmtpServer;
let app: TestApp;
let organizer: TestUser;
const quickRetries = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
/** The digests' and reminders' clock: the real one unless a test moves it. */
let clock: Date | null = null;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [app, organizer] = await Promise.all([
    startTestApp({
      env: { RATE_LIMIT_ENABLED: 'false' },
      mail: { smtpUrl: smtp.url, outbox: quickRetries, now: () => clock ?? new Date() },
    }),
    createTestUser('Olga Organizer'),
  ]);
});
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

const pending = () => outboxModels(app.database.connection).outbox.countDocuments({});
const outcomes = () => outboxModels(app.database.connection).outcomes;

/** A one-place group with `member` in it and `waiting` first in its queue; `member` then leaves. */
async function promote(member: TestUser, waiting: TestUser, groupName: string): Promise<string> {
  const { id } = await createGroupAs(app, organizer, { groupName, maxMembers: 1 });
  await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
  await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, waiting.token);
  await graphqlRequest(app.url, LeaveGroupMutation, { input: { id } }, member.token);
  return id;
}

describe('email through a real SMTP server', () => {
  it('emails the person promoted from a waitlist: one recipient, both parts, absolute links, one-click unsubscribe', async () => {
    const [member, waiting] = await Promise.all([createTestUser('Mo Member'), createTestUser('Wes Waiting')]);
    const groupId = await promote(member, waiting, 'Knitting Circle');

    const [message] = await eventually(
      () => smtp.to(waiting.email).length > 0 && smtp.to(waiting.email),
      'the promotion email',
    );
    expect(message!.envelopeTo).toEqual([waiting.email]);
    expect(message!.to).toBe(waiting.email);
    expect(message!.subject).toBe("You're in: Knitting Circle · HobbyHub");
    expect(message!.text).toContain('you are now a member');
    expect(message!.html).toContain('you are now a member');
    expect(message!.text).toContain(`Open the group: http://127.0.0.1:4000/groups/${groupId}`);
    expect(message!.html).not.toMatch(/<img/i);
    expect(message!.html).not.toContain(member.email);
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(http:\/\/127\.0\.0\.1:4000\/mail\/unsubscribe\?token=[^>]+)>$/.exec(
      message!.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(smtp.to(member.email)).toEqual([]);

    // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the URL, signed in or not.
    const local = unsubscribe!.replace('http://127.0.0.1:4000', app.url);
    const looked = await fetch(local);
    expect(looked.status).toBe(200);
    expect(await looked.text()).toContain('<button type="submit">Unsubscribe</button>');
    const oneClick = await fetch(local, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('no more email about waitlist promotions from Knitting Circle');
    const preferences = await rest<{ deliveries: Record<string, string> }>(
      app.url,
      'GET',
      '/me/notification-preferences',
      {
        token: waiting.token,
      },
    );
    // For this group only: other groups' promotions still come by email.
    expect(preferences.body.deliveries).toMatchObject({ PROMOTED: 'EMAIL', REMINDER: 'EMAIL' });
    expect((await app.mail.preferences.forMail(waiting.uid)).mutedFor(groupId, 'PROMOTED')).toBe(true);
    const again = {
      id: `test-${randomUUID()}`,
      uid: waiting.uid,
      kind: 'PROMOTED' as const,
      groupName: 'Knitting Circle',
    };
    await app.mail.onNotification({ ...again, groupId });
    const other = await createGroupAs(app, organizer, { groupName: 'Other Circle', maxMembers: 1 });
    await app.mail.onNotification({ ...again, id: `test-${randomUUID()}`, groupId: other.id });
    await eventually(() => smtp.to(waiting.email).length >= 2, 'the other group’s email');
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    expect(smtp.to(waiting.email)).toHaveLength(2);
    const replayed = await fetch(local, { method: 'POST' });
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).toContain('Already unsubscribed');

    const forged = await fetch(
      `${app.url}/mail/unsubscribe?token=${unsubscribe!.split('token=')[1]!.slice(0, -3)}abc`,
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This link is not valid');
    expect((await fetch(`${app.url}/mail/unsubscribe`, { method: 'POST' })).status).toBe(400);
  });

  it('emails an announcement at its longest: quoted to a bound at a word, the rest a link away; the bell stores no text', async () => {
    const member = await createTestUser('Ann Reader');
    const { id: groupId } = await createGroupAs(app, organizer, { groupName: 'Long Letters' });
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, member.token);
    const line = '- Bring **boots**, water and a <script>alert(1)</script> map.\n';
    const body = line
      .repeat(Math.ceil(discussionBounds.announcement.max / line.length))
      .slice(0, discussionBounds.announcement.max);
    const sent = await graphqlRequest(
      app.url,
      AnnounceMutation,
      { input: { groupId, body, audience: 'ALL_MEMBERS' } },
      organizer.token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.announce.recipientCount).toBe(1);
    const tooLong = await graphqlRequest(
      app.url,
      AnnounceMutation,
      { input: { groupId, body: 'x'.repeat(discussionBounds.announcement.max + 1), audience: 'ALL_MEMBERS' } },
      organizer.token,
    );
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { body: expect.any(String) },
    });

    const [message] = await eventually(
      () => smtp.to(member.email).length > 0 && smtp.to(member.email),
      'the announcement',
    );
    expect(message!.subject).toBe('Announcement from Long Letters · HobbyHub');
    const quoted = message!.text.split('\n').filter((textLine) => textLine.startsWith('- Bring'));
    // One line per list item, at most the quote's bound in all, the last one cut at a word and marked.
    expect(quoted.join('\n').length).toBeLessThanOrEqual(mailBounds.announcementQuote + 2);
    expect(quoted.length).toBeGreaterThan(10);
    expect(quoted.at(-1)).toMatch(/\S …$/);
    expect(message!.text).toContain(`Read it in HobbyHub: http://127.0.0.1:4000/groups/${groupId}`);
    expect(message!.html).toContain('&lt;script&gt;');
    expect(message!.html).not.toMatch(/<script/i);
    expect(message!.html.length).toBeLessThan(10_000);
    const stored = await app.database.connection
      .collection('notifications')
      .findOne({ uid: member.uid, kind: 'ANNOUNCEMENT' });
    expect(stored).toMatchObject({ groupName: 'Long Letters' });
    expect(stored).not.toHaveProperty('text');
  });

  it('lists per-group unsubscribes over GraphQL and turns one back on; the organizer sets the nudge', async () => {
    const [member, other] = await Promise.all([createTestUser('Una Unsub'), createTestUser('Ola Other')]);
    const { id: groupId } = await createGroupAs(app, organizer, { groupName: 'Quiet Quilters' });
    await app.mail.preferences.mute(member.uid, groupId, 'PROMOTED');
    await app.mail.preferences.mute(member.uid, groupId, 'ANNOUNCEMENT');
    const listed = await graphqlRequest(app.url, GroupUnsubscribesQuery, {}, member.token);
    expect(listed.data?.viewer?.notificationPreferences.groupUnsubscribes).toEqual([
      { groupId, groupName: 'Quiet Quilters', kinds: ['PROMOTED', 'ANNOUNCEMENT'] },
    ]);
    const back = await graphqlRequest(
      app.url,
      ResubscribeGroupEmailMutation,
      { input: { groupId, kind: 'PROMOTED' } },
      member.token,
    );
    expect(back.data?.resubscribeGroupEmail.notificationPreferences.groupUnsubscribes).toEqual([
      { groupId, kinds: ['ANNOUNCEMENT'] },
    ]);
    expect((await app.mail.preferences.forMail(member.uid)).mutedFor(groupId, 'PROMOTED')).toBe(false);
    const badGroup = await graphqlRequest(
      app.url,
      ResubscribeGroupEmailMutation,
      { input: { groupId: '', kind: 'PROMOTED' } },
      member.token,
    );
    expect(badGroup.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { groupId: expect.any(String) },
    });

    const nudge = await graphqlRequest(
      app.url,
      SetRemindersMutation,
      { input: { id: groupId, nudgeUnanswered: true } },
      organizer.token,
    );
    expect(nudge.data?.setReminders.group).toEqual({ id: groupId, reminderLeadHours: 24, nudgeUnanswered: true });
    const refused = await graphqlRequest(
      app.url,
      SetRemindersMutation,
      { input: { id: groupId, nudgeUnanswered: false } },
      other.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badLead = await graphqlRequest(
      app.url,
      SetRemindersMutation,
      { input: { id: groupId, reminderLeadHours: 5 } },
      organizer.token,
    );
    expect(badLead.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reminderLeadHours: expect.any(String) },
    });
    expect(app.mail.reminders.nudgeOf(groupId)).toBe(true);
  });

  it('sends nothing for a kind set to Off (or In-app only)', async () => {
    const [member, waiting] = await Promise.all([createTestUser('Ann Away'), createTestUser('Otto Off')]);
    const changed = await rest(app.url, 'PATCH', '/me/notification-preferences', {
      token: waiting.token,
      body: { deliveries: { PROMOTED: 'OFF' } },
    });
    expect(changed.status).toBe(200);
    await promote(member, waiting, 'Quiet Group');
    const ids = await eventually(
      async () => (await outcomes().find({ uid: waiting.uid }).lean()).length === 0 && (await pending()) === 0,
      'an empty outbox',
    );
    expect(ids).toBe(true);
    expect(smtp.to(waiting.email)).toEqual([]);
  });

  it('refuses bad preferences naming the field, and changes nothing', async () => {
    const person = await createTestUser('Pat Picky');
    const bad = await rest<{ error: string; fields: Record<string, string> }>(
      app.url,
      'PATCH',
      '/me/notification-preferences',
      {
        token: person.token,
        body: { deliveries: { PROMOTED: 'SMOKE_SIGNALS' }, digestHour: 24, timeZone: 'Mars/Olympus' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['PROMOTED', 'digestHour', 'timeZone']);
    const now = await rest<{ digestHour: number; timeZone: string | null }>(
      app.url,
      'GET',
      '/me/notification-preferences',
      {
        token: person.token,
      },
    );
    expect(now.body).toMatchObject({ digestHour: 8, timeZone: null });
    const good = await rest(app.url, 'PATCH', '/me/notification-preferences', {
      token: person.token,
      body: { digestHour: 7, timeZone: 'europe/berlin' },
    });
    expect(good.body).toMatchObject({ digestHour: 7, timeZone: 'Europe/Berlin' });
    expect((await rest(app.url, 'GET', '/me/notification-preferences')).status).toBe(401);
  });

  it('keeps a message queued while SMTP refuses for now or is down, and delivers it once when it is back', async () => {
    const person = await createTestUser('Tess Tempfail');
    smtp.refuseWith(451);
    await app.mail.queue(`test:${randomUUID()}`, person.uid, 'PROMOTED', { heading: 'Later', paragraphs: ['Soon.'] });
    const queued = await eventually(
      async () =>
        ((await outboxModels(app.database.connection).outbox.findOne({ uid: person.uid }).lean())?.attempts ?? 0) >= 2,
      'two failed attempts',
    );
    expect(queued).toBeTruthy();
    await smtp.down();
    smtp.refuseWith(null);
    await new Promise((resolve) => setTimeout(resolve, 300)); // attempts against a closed port fail too
    expect(smtp.to(person.email)).toEqual([]);
    await smtp.up();
    await eventually(() => smtp.to(person.email).length === 1, 'the delivery after the outage');
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    expect(smtp.to(person.email)).toHaveLength(1);
  });

  it('gives a permanently refused recipient up after three attempts, sending nothing', async () => {
    const person = await createTestUser('Rita Refused');
    smtp.refuseWith(550);
    const id = `test:${randomUUID()}`;
    await app.mail.queue(id, person.uid, 'PROMOTED', { heading: 'Never', paragraphs: ['Refused.'] });
    const outcome = await eventually(() => outcomes().findById(id).lean(), 'the outcome');
    smtp.refuseWith(null);
    expect(outcome).toMatchObject({ outcome: 'failed', attempts: 3 });
    expect(smtp.to(person.email)).toEqual([]);
  });

  it('drops a deleted account’s queued messages', async () => {
    const person = await createTestUser('Del Eted');
    await app.mail.outbox.stop();
    try {
      await app.mail.queue(`test:${randomUUID()}`, person.uid, 'PROMOTED', { heading: 'Gone', paragraphs: ['Bye.'] });
      expect(await outboxModels(app.database.connection).outbox.countDocuments({ uid: person.uid })).toBe(1);
      const deleted = await rest(app.url, 'DELETE', '/me', { token: person.token, body: { confirm: true } });
      expect(deleted.status).toBe(200);
      expect(await outboxModels(app.database.connection).outbox.countDocuments({ uid: person.uid })).toBe(0);
    } finally {
      app.mail.outbox.start();
    }
  });

  it('sends each queued message exactly once with two workers (two processes) racing on one outbox', async () => {
    const person = await createTestUser('Ella Exactly');
    await app.mail.outbox.stop();
    const logger = createLogger('silent');
    const address = async () => person.email;
    const transports = [0, 1].map(() => smtpTransport({ url: smtp.url, from: 'HobbyHub <a@b.c>', maxConnections: 3 }));
    const workers = transports.map(
      (transport) =>
        new Outbox(outboxModels(app.database.connection), transport, address, logger, { concurrency: 8, batch: 40 }),
    );
    try {
      const ids = Array.from({ length: 120 }, (_, n) => `race:${randomUUID()}:${n}`);
      for (const id of ids) {
        await workers[0]!.enqueue({
          id,
          uid: person.uid,
          kind: 'PROMOTED',
          subject: id,
          html: `<p>${id}</p>`,
          text: id,
        });
      }
      // Both keep draining until everything is out: an attempt that fails (a connection refused
      // while twelve are opened at once) is retried after its backoff, by either of them.
      await eventually(
        async () => {
          await Promise.all(workers.map((worker) => worker.drain()));
          return smtp.to(person.email).length >= ids.length;
          // 120 messages, each several database round trips, beside other test files: room to finish.
        },
        'every message',
        60_000,
      );
      const subjects = smtp.to(person.email).map((message) => message.subject);
      expect(subjects.sort()).toEqual([...ids].sort());
      expect(await pending()).toBe(0);
    } finally {
      transports.forEach((transport) => transport.close());
      app.mail.outbox.start();
    }
  });

  it('hands SMTP no attempt whose lease is half over: a claim taken over meanwhile is sent once, by its new holder', async () => {
    const person = await createTestUser('Lee Lapsed');
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    await app.mail.outbox.stop();
    const logger = createLogger('silent');
    const leaseMs = 60_000;
    let clockMs = Date.now();
    const now = () => new Date(clockMs);
    // One worker's address look-up stalls (an identity provider that hangs) until the test lets go.
    let stalled!: () => void;
    const stalling = new Promise<void>((resolve) => (stalled = resolve));
    let letGo!: () => void;
    const stall = new Promise<void>((resolve) => (letGo = resolve));
    const slowAddress = async () => {
      stalled();
      await stall;
      return person.email;
    };
    const transports = [0, 1].map(() => smtpTransport({ url: smtp.url, from: 'HobbyHub <a@b.c>', maxConnections: 1 }));
    const models = outboxModels(app.database.connection);
    const slow = new Outbox(models, transports[0]!, slowAddress, logger, { leaseMs, now });
    const quick = new Outbox(models, transports[1]!, async () => person.email, logger, { leaseMs, now });
    try {
      const id = `lease:${randomUUID()}`;
      await slow.enqueue({ id, uid: person.uid, kind: 'PROMOTED', subject: id, html: `<p>${id}</p>`, text: id });
      const slowPass = slow.runOnce(); // claims attempt 0, then waits for the address
      await stalling;
      clockMs += leaseMs + 1; // its lease lapses: the other worker takes the claim over and sends
      await quick.drain();
      await quick.drain();
      await eventually(() => smtp.to(person.email).length === 1, 'the message from the new holder');
      letGo();
      await slowPass; // the stalled worker finds its lease over and hands the attempt back unsent
      await Promise.all([slow.drain(), quick.drain()]);
      expect(smtp.to(person.email).map((message) => message.subject)).toEqual([id]);
      expect(await outcomes().findById(id).lean()).toMatchObject({ outcome: 'sent', attempts: 2 });
      expect(await pending()).toBe(0);
    } finally {
      letGo();
      transports.forEach((transport) => transport.close());
      app.mail.outbox.start();
    }
  });
});

describe('the daily digest', () => {
  const at = (iso: string) => new Date(iso);

  it('sends one digest a day at 08:00 in the person’s zone, on both sides of both DST switches, with what came since the last', async () => {
    // The minute timer is stopped: the test moves the digest clock itself.
    await app.mail.digests.stop();
    const [member, reader] = await Promise.all([createTestUser('Dot Departing'), createTestUser('Dina Digest')]);
    const set = await rest(app.url, 'PATCH', '/me/notification-preferences', {
      token: reader.token,
      body: { deliveries: { PROMOTED: 'DIGEST', GROUP_CHANGED: 'DIGEST' }, timeZone: 'Europe/Berlin' },
    });
    expect(set.status).toBe(200);
    const digestsOf = () => smtp.to(reader.email).filter((m) => m.subject === 'Your daily digest · HobbyHub');
    const items = () => app.database.connection.collection('mail_digest_items');
    const waitingItems = async (n: number) =>
      eventually(async () => (await items().countDocuments({ uid: reader.uid, digestId: null })) === n, `${n} item(s)`);

    // [the group, the last minute before 08:00 local, 08:00 local] — Berlin is UTC+1 in winter, UTC+2 in summer.
    const days: [string, string, string][] = [
      ['Saturday Sketchers', '2027-03-27T06:59:00Z', '2027-03-27T07:00:00Z'], // the day before spring forward (CET)
      ['Sunday Sketchers', '2027-03-28T05:59:00Z', '2027-03-28T06:00:00Z'], // the day of it (CEST)
      ['Autumn Anglers', '2027-10-30T05:59:00Z', '2027-10-30T06:00:00Z'], // the day before falling back (CEST)
      ['Winter Anglers', '2027-10-31T06:59:00Z', '2027-10-31T07:00:00Z'], // the day of it (CET)
    ];
    for (const [index, [groupName, before, eight]] of days.entries()) {
      clock = new Date(at(before).getTime() - 10 * 3_600_000); // the evening before
      await promote(member, reader, groupName);
      await waitingItems(1);
      expect(await app.mail.digests.pass(at(before))).toBe(0);
      expect(await app.mail.digests.pass(at(eight))).toBe(1);
      // Again later that day (another pass, another process): nothing more.
      expect(await app.mail.digests.pass(new Date(at(eight).getTime() + 30 * 60_000))).toBe(0);
      const sent = await eventually(() => digestsOf().length === index + 1 && digestsOf(), `digest ${index + 1}`);
      const digest = sent[index]!;
      expect(digest.text).toContain(`You're in: ${groupName}`);
      for (const [other] of days.filter(([name]) => name !== groupName)) expect(digest.text).not.toContain(other);
      expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(digest.text).toContain('One update since your last digest');
    }
    // Nothing since the last: no digest the next day.
    expect(await app.mail.digests.pass(at('2027-11-01T07:00:00Z'))).toBe(0);
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    expect(smtp.to(reader.email)).toHaveLength(days.length);

    // Its one-click unsubscribe turns every digested kind to in-app only.
    const link = /^<([^>]+)>$/.exec(digestsOf()[0]!.headers['list-unsubscribe'] ?? '')![1]!;
    const done = await fetch(link.replace('http://127.0.0.1:4000', app.url), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await done.text()).toContain('no more daily digest');
    const after = await rest<{ deliveries: Record<string, string> }>(app.url, 'GET', '/me/notification-preferences', {
      token: reader.token,
    });
    expect(after.body.deliveries).toMatchObject({ PROMOTED: 'IN_APP', GROUP_CHANGED: 'IN_APP', REMINDER: 'EMAIL' });
    clock = null;
    app.mail.digests.start();
  });

  it('removes tombstones older than 30 days at most hourly, in batches by id, and keeps newer ones', async () => {
    await app.mail.digests.stop();
    try {
      const items = app.database.connection.collection<{ _id: string } & Record<string, unknown>>('mail_digest_items');
      const now = new Date('2028-01-10T12:00:00Z');
      const old = new Date(now.getTime() - 40 * 86_400_000);
      const tombstone = (id: string, createdAt: Date) => ({
        _id: id,
        uid: 'tombstone-test',
        kind: 'PROMOTED',
        summary: 'Old',
        detail: '',
        href: 'http://127.0.0.1:4000/',
        zone: 'UTC',
        createdAt,
        digestId: 'digest:tombstone-test:2027-12-01',
        until: null,
      });
      const count = mailBounds.digestCleanup.batch * 2 + 7;
      for (let start = 0; start < count; start += 500) {
        const ids = Array.from({ length: Math.min(500, count - start) }, (_, index) => `tombstone:${start + index}`);
        await items.insertMany(ids.map((id) => tombstone(id, old)));
      }
      await items.insertOne(tombstone('tombstone:recent', new Date(now.getTime() - 86_400_000)));
      const left = () => items.countDocuments({ uid: 'tombstone-test' });
      await app.mail.digests.pass(now);
      expect(await left()).toBe(1);
      // Within the hour the next pass does not look again; after it, it does.
      await items.insertOne(tombstone('tombstone:late', old));
      await app.mail.digests.pass(new Date(now.getTime() + 60_000));
      expect(await left()).toBe(2);
      await app.mail.digests.pass(new Date(now.getTime() + mailBounds.digestCleanup.everyMs));
      expect(await left()).toBe(1);
      await items.deleteMany({ uid: 'tombstone-test' });
    } finally {
      app.mail.digests.start();
    }
  });
});
