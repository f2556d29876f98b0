import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { ensureBuilt, startBuiltApp, type BuiltApp } from '../../support/e2eApp';
import { testServices } from '../../support/env';
import { eventually, TestSmtpServer } from '../../support/smtp';
import { createTestUser, type TestUser } from '../../support/users';

/**
 * Two app processes send from one outbox to a real SMTP server (in this process) while each is
 * SIGKILLed mid-send and started again, and then while the SMTP server is down for a while: every
 * outbox document is delivered, none is lost, none is delivered as two different messages, and
 * a repeat carries the same Message-ID, so a mail client shows it once. And every repeat is one
 * of the window SMTP leaves open: a message the killed process had handed over (the server said
 * "250 accepted") whose outcome it had not yet recorded. Each process sends from its own address,
 * so each delivery names its sender, and an outcome recorded after its sender's death names such
 * a message; every repeat must be one of those, once.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstWave = 240;
const secondWave = 60;
/**
 * Messages a process works on at once (the outbox's concurrency): what one kill can repeat at most
 * (a worker takes its next message only once the last one's outcome is recorded).
 */
const inFlight = 20;

let client: MongoClient;
let db: Db;
let smtp: TestSmtpServer;
const dbName = `mailcrash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const started: BuiltApp[] = [];
/** Each started process's envelope sender, by pid. */
const senders = new Map<number, string>();
/** Each kill: whose deliveries, and when it was dead for sure. */
const kills: { sender: string; at: Date }[] = [];
const start = async () => {
  // Unique even for two starts at once (started grows only once each is up).
  const sender = `outbox-${randomUUID().slice(0, 8)}@hobbyhub.test`;
  const app = await startBuiltApp({
    MONGODB_DB: dbName,
    RATE_LIMIT_ENABLED: 'false',
    SMTP_URL: smtp.url,
    // Short, so a killed process's claims lapse soon; long enough that on a loaded 2-core machine
    // a batch's sends start within half of it (later ones are handed back and claimed again).
    MAIL_LEASE_SECONDS: '10',
    MAIL_FROM: `HobbyHub <${sender}>`,
  });
  started.push(app);
  senders.set(app.pid!, sender);
  for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok && waited < 60_000; waited += 100) await sleep(100);
  return app;
};
const kill = async (app: BuiltApp) => {
  process.kill(app.pid!, 'SIGKILL');
  await app.exited;
  kills.push({ sender: senders.get(app.pid!)!, at: new Date() });
};

beforeAll(async () => {
  // The build (once per run) is not the test's time: on a busy machine it takes minutes.
  await ensureBuilt();
  smtp = await TestSmtpServer.start();
  client = await new MongoClient(testServices().mongoUri).connect();
  db = client.db(dbName);
}, 600_000);
afterAll(async () => {
  await Promise.all(started.map((app) => app.stop()));
  await db.dropDatabase();
  await client.close();
  await smtp.stop();
});

/** Messages as the mail service queues them: a document each, named by what it is about. */
async function queue(people: TestUser[], count: number, wave: string): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, n) => `crash:${wave}:${n}:${randomUUID()}`);
  const now = new Date();
  await db.collection<{ _id: string }>('mail_outbox').insertMany(
    ids.map((id, n) => ({
      _id: id,
      uid: people[n % people.length]!.uid,
      kind: 'PROMOTED',
      subject: id,
      html: `<p>${id}</p>`,
      text: id,
      headers: {},
      attachments: [],
      attempts: 0,
      failures: 0,
      dueAt: now,
      createdAt: now,
      lastError: null,
    })),
  );
  return ids;
}

it('delivers every outbox document, each as one message, across SIGKILLs of two processes and an SMTP outage', async () => {
  const people = await Promise.all(Array.from({ length: 4 }, () => createTestUser(null)));
  const [first, second] = await Promise.all([start(), start()]);
  const ids = await queue(people, firstWave, 'one');

  // Each process is killed while it sends, and started again on the same database.
  await eventually(() => smtp.messages().length >= 30, 'the first deliveries', 120_000);
  await kill(first);
  const third = start();
  await eventually(() => smtp.messages().length >= 120, 'more deliveries', 120_000);
  await kill(second);
  await Promise.all([third, start()]);

  // SMTP down: messages queued meanwhile wait (attempts fail and back off) and go once it is back.
  await smtp.down();
  ids.push(...(await queue(people, secondWave, 'two')));
  await sleep(4_000);
  await smtp.up();

  await eventually(
    async () =>
      new Set(smtp.messages().map((m) => m.subject)).size >= ids.length &&
      (await db.collection('mail_outbox').countDocuments({})) === 0,
    'every message delivered and the outbox empty',
    240_000,
  );
  const messages = smtp.messages();
  const bySubject = new Map<string, string[]>();
  for (const message of messages) {
    const copies = bySubject.get(message.subject) ?? [];
    copies.push(message.headers['message-id'] ?? '');
    bySubject.set(message.subject, copies);
  }
  // Every document delivered, nothing else; each document one message (one Message-ID).
  expect([...bySubject.keys()].sort()).toEqual([...ids].sort());
  for (const copies of bySubject.values()) expect(new Set(copies).size).toBe(1);
  const repeats = messages.length - bySubject.size;
  // Every outcome recorded once, as sent.
  const outcomes = await db.collection<{ _id: string; outcome: string; at: Date }>('mail_outcomes').find({}).toArray();
  expect(outcomes).toHaveLength(ids.length);
  expect(outcomes.every((o) => o.outcome === 'sent')).toBe(true);
  // The window of each kill: messages its process delivered whose outcome was recorded only after
  // it died (by the process that took the lapsed claim over and sent them again).
  const recordedAt = new Map(outcomes.map((o) => [o._id, o.at.getTime()]));
  const inWindow = kills.map(({ sender, at }) =>
    messages
      .filter((m) => m.from.includes(sender) && (recordedAt.get(m.subject) ?? 0) > at.getTime())
      .map((m) => m.subject),
  );
  const repeated = [...bySubject].filter(([, copies]) => copies.length > 1).map(([subject]) => subject);
  // A kill lands inside the window when some message of its process had its 250 and not yet its
  // outcome: only such a kill may leave a repeat behind.
  const landedInside = inWindow.filter((window) => window.length > 0).length;
  process.stderr.write(
    `mail-crash: ${messages.length} deliveries of ${ids.length} documents, ${repeats} repeats; ` +
      `${landedInside} of ${kills.length} kills landed inside the window between a 250 and its outcome ` +
      `(messages inside: ${inWindow.map((w) => w.length).join(' and ')})\n`,
  );
  // Only the kill windows' messages came twice, and none more than twice. A window may hold more
  // than its repeats: an outcome the killed process sent just before it died can still be stored
  // after its death (the database works on what it already received), with no second delivery.
  const windowed = new Set(inWindow.flat());
  expect(repeated.filter((subject) => !windowed.has(subject))).toEqual([]);
  expect(repeats).toBe(repeated.length);
  // Each kill repeats at most the messages one process had in flight.
  for (const window of inWindow) {
    expect(window.filter((subject) => repeated.includes(subject)).length).toBeLessThanOrEqual(inFlight);
  }
}, 600_000);
