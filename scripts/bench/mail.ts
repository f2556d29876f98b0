import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '@/db/connection';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort } from '@/embedded/ports';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import { createLogger } from '@/logger';
import { messageIdOf, Outbox } from '@/mail/outbox';
import { outboxModels } from '@/mail/outboxModel';
import { ReminderScheduler } from '@/mail/reminderScheduler';
import { renderEmail } from '@/mail/template';
import { smtpTransport } from '@/mail/transport';
import { generateGroups } from './data';

/**
 * `npm run bench:mail -- [--reminders 5000] [--groups 100000]`
 *
 * 1. Delivery: `--reminders` reminder emails due in the same minute are queued in the outbox on
 *    the embedded FerretDB (SQLite) and handed by one app process's worker to an SMTP server in
 *    this process through a pool of at most 5 connections: the time until the last is accepted,
 *    the most connections open at once, the process's RSS growth, and the window a kill could
 *    hit: per message, from its 250 reaching the worker to its outcome stored.
 * 2. Scheduling: the reminder scheduler over `--groups` groups (30% weekly, as data.ts seeds
 *    them): the cost of filing them all at start, and of each per-minute pass over a simulated day.
 */
const log = (line: string) => process.stderr.write(`${line}\n`);
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

async function delivery(reminders: number, scratch: string) {
  const logger = createLogger('warn');
  const ferretdb = await startFerretdb({
    port: await freePort(),
    handler: 'sqlite',
    dataDir: path.join(scratch, 'ferretdb'),
    postgresqlUrl: '',
    logger,
  });
  let open = 0;
  let mostOpen = 0;
  let received = 0;
  let lastAt = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onConnect(_session, callback) {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        lastAt = performance.now();
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const database = openDatabase(ferretdb.uri, 'mail_bench', logger);
  await database.connected;
  const transport = smtpTransport({
    url: `smtp://127.0.0.1:${smtpPort}`,
    from: 'HobbyHub <bench@hobbyhub.test>',
    maxConnections: 5,
  });
  // The window a kill could hit, per message: the 250 seen by the worker → its outcome stored.
  const accepted = new Map<string, number>();
  const windows: number[] = [];
  const timed = {
    send: async (message: Parameters<typeof transport.send>[0]) => {
      await transport.send(message);
      accepted.set(message.messageId, performance.now());
    },
    close: () => transport.close(),
  };
  const models = outboxModels(database.connection);
  type InsertOutcomes = (docs: { _id: string }[], options: object) => Promise<unknown>;
  const insertOutcomes = models.outcomes.insertMany.bind(models.outcomes) as unknown as InsertOutcomes;
  const recording: InsertOutcomes = async (docs, options) => {
    const result = await insertOutcomes(docs, options);
    const stored = performance.now();
    for (const { _id } of docs) windows.push(stored - (accepted.get(messageIdOf(_id)) ?? stored));
    return result;
  };
  (models.outcomes as unknown as { insertMany: InsertOutcomes }).insertMany = recording;
  const outbox = new Outbox(models, timed, async (uid) => `${uid}@bench.hobbyhub.test`, logger, {
    pollMs: 200,
  });
  try {
    await outbox.createIndexes();
    log(`queueing ${reminders} reminders…`);
    const rssBefore = process.memoryUsage().rss;
    const queueStarted = performance.now();
    const content = renderEmail({
      heading: 'Reminder: Evening Climbers',
      paragraphs: ['You said you are going to the next session of Evening Climbers. See you there!'],
      details: [
        ['When', 'Tuesday 10 March 2026 at 19:00 CET'],
        ['Where', 'The wall, Berlin'],
      ],
      actions: [{ label: "I can't make it", href: 'https://hobbyhub.test/mail/cant-make-it?token=x' }],
      footer: { text: 'You get this email because of your settings.', links: [] },
    });
    for (let n = 0; n < reminders; n += 1) {
      await outbox.enqueue({ id: `reminder:bench:${n}:24`, uid: `member-${n}`, kind: 'REMINDER', ...content });
    }
    const queueSeconds = (performance.now() - queueStarted) / 1000;
    log(`queued in ${queueSeconds.toFixed(1)} s; sending…`);
    const started = performance.now();
    let rssPeak = process.memoryUsage().rss;
    outbox.start();
    let reported = started;
    while (received < reminders && performance.now() - started < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      if (performance.now() - reported > 10_000) {
        reported = performance.now();
        log(`  ${received} handed to SMTP after ${Math.round((reported - started) / 1000)} s`);
      }
    }
    await outbox.stop();
    windows.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((windows[Math.min(windows.length - 1, Math.floor(q * windows.length))] ?? 0) * 10) / 10;
    return {
      reminders,
      delivered: received,
      queueSeconds: Math.round(queueSeconds * 10) / 10,
      sendSeconds: Math.round((lastAt - started) / 100) / 10,
      mostSmtpConnections: mostOpen,
      rssGrowthMb: mb(rssPeak - rssBefore),
      killWindowMs: { p50: at(0.5), p99: at(0.99), max: at(1) },
    };
  } finally {
    transport.close();
    await database.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await ferretdb.stop();
  }
}

async function scheduling(groupCount: number) {
  const groups = [
    ...generateGroups(groupCount, { uid: 'bench', email: 'bench@hobbyhub.test', name: 'Bench' }),
  ] as unknown as GroupRecord[];
  const byId = new Map(groups.map((group) => [group._id.toString(), group]));
  const stub = {
    inMemory: { allDocuments: () => groups, document: (id: string) => byId.get(id) },
    events: { beforeListeners: () => undefined },
  } as unknown as GroupsService;
  let queued = 0;
  const scheduler = new ReminderScheduler(
    stub,
    {
      leadOf: () => 24,
      send: async () => {
        queued += 1;
      },
    },
    createLogger('warn'),
  );
  const round = (ms: number) => Math.round(ms * 100) / 100;
  // The longest the event loop is held at once while `work` runs (requests wait that long).
  const longestHold = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number; holdMs: number }> => {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    delay.disable();
    return { result, ms: round(ms), holdMs: round(delay.max / 1e6) };
  };
  const filed = await longestHold(() => scheduler.start());
  await scheduler.stop();
  // The first pass looks at every group whose next session is within the lead (a start's catch-up).
  const now = Date.now();
  const first = await longestHold(() => scheduler.pass(new Date(now)));
  const passes: number[] = [];
  const holds: number[] = [];
  let looked = 0;
  for (let minute = 1; minute <= 24 * 60; minute += 1) {
    const pass = await longestHold(() => scheduler.pass(new Date(now + minute * 60_000)));
    looked += pass.result;
    passes.push(pass.ms);
    holds.push(pass.holdMs);
  }
  passes.sort((a, b) => a - b);
  holds.sort((a, b) => a - b);
  return {
    groups: groupCount,
    weekly: groups.filter((group) => group.schedule).length,
    fileAll: { ms: filed.ms, longestHoldMs: filed.holdMs },
    firstPass: { looked: first.result, ms: first.ms, longestHoldMs: first.holdMs },
    perMinutePass: {
      simulatedMinutes: passes.length,
      groupsLooked: looked,
      remindersQueued: queued,
      medianMs: round(passes[Math.floor(passes.length / 2)]!),
      p99Ms: round(passes[Math.floor(passes.length * 0.99)]!),
      maxMs: round(passes.at(-1)!),
      longestHoldMs: holds.at(-1)!,
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { reminders: { type: 'string' }, groups: { type: 'string' } } });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-mail-bench-'));
  try {
    log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const sent = await delivery(Number(values.reminders ?? 5000), scratch);
    log(JSON.stringify(sent));
    const scheduled = await scheduling(Number(values.groups ?? 100_000));
    const loadAverage = os.loadavg().map((n) => Math.round(n * 10) / 10);
    process.stdout.write(`${JSON.stringify({ loadAverage, delivery: sent, scheduling: scheduled }, null, 2)}\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
