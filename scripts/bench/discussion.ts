import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Types } from 'mongoose';
import { renderPost } from '@/discussion/markdown';
import { createLogger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { clientOperation, graphqlBody, type BenchDocument } from './documents';
import { percentile, writeResult } from './measure';
import { defaultOptions } from './options';
import { Cleanup, startApp, startServices, type Services } from './processes';
import { signedInOwner } from './seed';
import { Subscribers } from './subscribers';

/**
 * `npm run bench:discussion -- [--apps 2] [--only replies,subscribers,announce] [--replies 1000]
 *  [--requests 1000] [--concurrency 10] [--subscribers 1000] [--members 5000]`
 *
 * The discussion's targets (issue 28), on the built app with embedded FerretDB and the Auth
 * Emulator; with `--apps N`, N app processes on the one database, sharing Redis (REDIS_URL,
 * default redis://127.0.0.1:6379) for the live buses, requests and sockets spread over them:
 *
 * - `replies`: a thread with 1,000 replies (written straight to the database, rendered as the
 *   app renders them); its first page asked `--requests` times over GraphQL (the client's own
 *   ThreadPage question: the thread and its first replies, as Apollo sends it) and over REST
 *   (`GET /threads/:id/replies`, 50 replies), `--concurrency` at a time, by a member who wrote
 *   none of them (most readers); over GraphQL again by one of the replies' authors; and the
 *   page's second question (ThreadViewer: the viewer's rights, follow and own replies, sent
 *   beside the first) by that author. Each series follows 50 untimed requests (a warm server),
 *   and is 1,000 requests long by default: at 200 a p95 rests on 10 answers, and on this 2-core
 *   machine, where the bench shares the cores with the app, it moved 40–65 ms between runs of
 *   one build. Target: p95 ≤ 50 ms.
 * - `subscribers`: 1,000 graphql-ws clients (members) subscribed to the group's discussion; one
 *   reply to the 1,000-reply thread; how long each waited for it. Target: p95 ≤ 1 s.
 * - `announce`: a group of 5,000 members, each with a socket subscribed to its notifications;
 *   one announcement to all members: when each heard of it, and that 5,000 are stored. Target:
 *   all stored and pushed within 10 s.
 */
const usage =
  'usage: npm run bench:discussion -- [--apps 2] [--only replies,subscribers,announce] [--replies 1000] [--requests 1000] [--concurrency 10] [--subscribers 1000] [--members 5000]';
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Person {
  uid: string;
  name: string;
  token: string;
}

export interface Timing {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

interface Report {
  apps: number;
  scenarios: { name: string; target: string; timing: Timing; notes: string; holds: boolean }[];
  machine: { cpus: number; node: string; loadBefore: number[]; loadAfter: number[] };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function timing(times: number[]): Timing {
  const sorted = Float64Array.from(times).sort();
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.length > 0 ? (sorted[sorted.length - 1] as number) : 0),
  };
}

async function call(url: string, method: string, token: string, body?: object): Promise<Response> {
  return fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function json<T>(response: Promise<Response>, what: string): Promise<T> {
  const res = await response;
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `work` for each item, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (let index = next++; index < items.length; index = next++) await work(items[index] as T, index);
    }),
  );
}

async function signUp(host: string, count: number): Promise<Person[]> {
  const people: Person[] = [];
  await pool(Array.from({ length: count }), 25, async () => {
    const owner = await signedInOwner(host);
    people.push({ uid: owner.uid, name: owner.name, token: owner.token });
    if (people.length % 500 === 0) log(`  ${people.length} / ${count} signed up`);
  });
  return people;
}

/** The people who wrote the thread's replies (in turn); the measured reader wrote none. */
const repliesAuthors = 50;

/** The thread page's two questions, as the client sends them (client/src/pages/thread/route.tsx). */
function threadPageDocuments(): { page: BenchDocument; viewer: BenchDocument } {
  const clientSrc = path.join(projectRoot, 'client', 'src');
  const page = clientOperation('ThreadPage', clientSrc);
  const viewer = clientOperation('ThreadViewer', clientSrc);
  if (!page || !viewer) throw new Error(`the client's ThreadPage and ThreadViewer queries are not in ${clientSrc}`);
  return { page, viewer };
}

/** Writes the thread's replies straight to the database, as the app would store them. */
async function seedReplies(
  services: Services,
  thread: { id: string; groupId: string },
  authors: Person[],
  count: number,
) {
  const start = Date.now() - count * 60_000;
  const replies = Array.from({ length: count }, (_, index) => {
    const author = authors[index % authors.length] as Person;
    const body = `Reply **${index}**: I can bring [a spare](https://example.com/${index}) and\n\n- cups\n- a flask`;
    return {
      _id: new Types.ObjectId().toHexString(),
      threadId: thread.id,
      groupId: thread.groupId,
      body,
      bodyHtml: renderPost(body),
      uid: author.uid,
      authorName: author.name,
      hidden: false,
      createdAt: new Date(start + index * 60_000),
      editedAt: null,
    };
  });
  const collection = services.client.db(services.dbName).collection('discussionReplies');
  for (let i = 0; i < replies.length; i += 500) await collection.insertMany(replies.slice(i, i + 500) as never[]);
}

/** Members stored as a join stores them (a membership and a free seat each), beside those who joined. */
async function seedMembers(services: Services, groupId: string, people: Person[]) {
  const db = services.client.db(services.dbName);
  const taken = new Set((await db.collection('seats').find({ groupId }).toArray()).map((seat) => String(seat._id)));
  const free: number[] = [];
  for (let seat = 1; free.length < people.length; seat += 1) {
    if (!taken.has(`${groupId}:${seat}`)) free.push(seat);
  }
  const joinedAt = new Date();
  for (let start = 0; start < people.length; start += 1_000) {
    const some = people.slice(start, start + 1_000).map((person, index) => ({
      person,
      seat: free[start + index] as number,
    }));
    await db.collection('seats').insertMany(
      some.map(({ person, seat }) => ({
        _id: `${groupId}:${seat}`,
        groupId,
        uid: person.uid,
        claimedAt: joinedAt,
      })) as never[],
    );
    await db.collection('memberships').insertMany(
      some.map(({ person, seat }) => ({
        _id: `${groupId}:${person.uid}`,
        groupId,
        uid: person.uid,
        displayName: person.name,
        seat,
        joinedAt,
      })) as never[],
    );
  }
}

/** The app processes' pids: their CPU per request is what a loaded machine cannot inflate. */
const appPids: number[] = [];

/** CPU (user + system) the app processes have used, in ms, from /proc (null where there is none). */
function appCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of appPids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    // Linux reports in clock ticks of 10 ms (USER_HZ 100).
    return ticks * 10;
  } catch {
    return null;
  }
}

/**
 * Untimed requests before each timed series: a running server has compiled its hot paths, and a
 * cold one spends its first requests in V8's compilers (measured: the viewer question's p95 at
 * 200 requests 56–65 ms cold, 44 ms over 1,000). The cold first read is reported on its own.
 */
const warmupRequests = 50;

async function timeRequests(count: number, concurrency: number, request: (index: number) => Promise<void>) {
  await pool(Array.from({ length: warmupRequests }), concurrency, async (_, index) => request(index));
  const times: number[] = [];
  const cpuBefore = appCpuMs();
  await pool(Array.from({ length: count }), concurrency, async (_, index) => {
    const started = performance.now();
    await request(index);
    times.push(performance.now() - started);
  });
  const cpuAfter = appCpuMs();
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / count);
  return { ...timing(times), cpuPerRequest };
}

async function repliesScenario(
  urls: string[],
  groupId: string,
  threadId: string,
  { reader, replier }: { reader: Person; replier: Person },
  requests: number,
  concurrency: number,
) {
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`wrong answer: ${what}`);
  };
  const documents = threadPageDocuments();
  const ask = async <T>(person: Person, document: BenchDocument, index: number) => {
    const res = await fetch(`${urls[index % urls.length]}/graphql`, {
      method: 'POST',
      // As Apollo Client's HttpLink asks (the kept answers are told apart by Accept too).
      headers: {
        authorization: `Bearer ${person.token}`,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: graphqlBody(document, { id: threadId, groupId }),
    });
    if (!res.ok) throw new Error(`GraphQL ${document.operationName}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data?: T; errors?: unknown };
    check(!body.errors && body.data !== undefined, `GraphQL ${document.operationName}`);
    return body.data as T;
  };
  const graphqlPageBy = (person: Person) => async (index: number) => {
    const { discussionThread: thread } = await ask<{
      discussionThread: { replies: { nodes: unknown[]; nextCursor: string | null } };
    }>(person, documents.page, index);
    check(thread.replies.nodes.length > 0 && thread.replies.nextCursor !== null, 'GraphQL page');
  };
  const graphqlPage = graphqlPageBy(reader);
  // The thread's first read in each process builds what it keeps: timed on its own.
  const cold = await timeRequests(urls.length, urls.length, graphqlPage);
  // The floor: a signed-in request that reads no discussion (the token check, HTTP, the machine's load).
  const floor = await timeRequests(requests, concurrency, async (index) => {
    await json(call(`${urls[index % urls.length]}/groups/${groupId}`, 'GET', reader.token), 'floor');
  });
  const graphql = await timeRequests(requests, concurrency, graphqlPage);
  const replierPages = await timeRequests(requests, concurrency, graphqlPageBy(replier));
  const replierOwn = await timeRequests(requests, concurrency, async (index) => {
    const { discussionThread: own } = await ask<{
      discussionThread: { viewerReplies: { nodes: { isMine: boolean }[] } };
    }>(replier, documents.viewer, index);
    check(
      own.viewerReplies.nodes.some((node) => node.isMine),
      'GraphQL viewer question (the replier wrote kept replies)',
    );
  });
  const rest = await timeRequests(requests, concurrency, async (index) => {
    const body = await json<{ nodes: unknown[]; nextCursor: string | null }>(
      call(`${urls[index % urls.length]}/threads/${threadId}/replies?limit=50`, 'GET', reader.token),
      'REST replies page',
    );
    check(body.nodes.length === 50 && body.nextCursor !== null, 'REST page');
  });
  return { cold, floor, graphql, replier: replierPages, replierOwn, rest, pageSource: documents.page.source };
}

const discussionSubscription = `subscription Discussion($groupId: ID!) {
  discussionUpdated(groupId: $groupId) { kind thread { id replyCount lastActivityAt } reply { id bodyHtml authorName isMine } }
}`;
const notificationSubscription = `subscription Bell { notificationAdded { id kind groupId groupName createdAt read } }`;

async function subscribersScenario(
  urls: string[],
  groupId: string,
  threadId: string,
  people: Person[],
  author: Person,
  count: number,
) {
  type Update = { discussionUpdated: { kind: string; reply: { id: string; bodyHtml: string } | null } };
  const subscribers = new Subscribers<Update>(urls, people.slice(0, count), count);
  try {
    await subscribers.open({ query: discussionSubscription, variables: { groupId } });
    const replyOnce = async (marker: string) => {
      const started = performance.now();
      const arriving = subscribers.arrivals(
        (update) => update.discussionUpdated.reply?.bodyHtml.includes(marker) === true,
        started,
        10_000,
      );
      await json(
        call(`${urls[0]}/threads/${threadId}/replies`, 'POST', author.token, {
          body: `${marker}: the gate code is **1234**.`,
        }),
        'reply',
      );
      const replyMs = performance.now() - started;
      return { replyMs, arrivals: await arriving };
    };
    // A first reply proves every subscription is live before the measured one.
    const warm = await replyOnce('Warm-up');
    if (warm.arrivals.length < count) log(`  warm-up reached ${warm.arrivals.length} / ${count}`);
    const measured = await replyOnce('Measured');
    return { replyMs: round(measured.replyMs), delivered: measured.arrivals.length, timing: timing(measured.arrivals) };
  } finally {
    await subscribers.close();
  }
}

async function announceScenario(
  services: Services,
  urls: string[],
  groupId: string,
  members: Person[],
  organizer: Person,
) {
  type Added = { notificationAdded: { id: string; kind: string } };
  const subscribers = new Subscribers<Added>(urls, members, members.length);
  try {
    await subscribers.open({ query: notificationSubscription });
    // graphql-ws does not acknowledge a subscription: give the last ones a moment to be registered.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const started = performance.now();
    let announcementId = '';
    const arriving = subscribers.arrivals((added) => added.notificationAdded.kind === 'ANNOUNCEMENT', started, 60_000);
    const announced = await json<{ id: string; recipientCount: number }>(
      call(`${urls[0]}/groups/${groupId}/announcements`, 'POST', organizer.token, {
        body: 'Next week we meet **at the lake**. Bring a [map](https://example.com/map).',
        audience: 'ALL_MEMBERS',
      }),
      'announce',
    );
    const responseMs = performance.now() - started;
    announcementId = announced.id;
    const arrivals = await arriving;
    const stored = await services.client
      .db(services.dbName)
      .collection('notifications')
      .countDocuments({ _id: { $regex: `^ANNOUNCEMENT:${announcementId}:` } } as object);
    return {
      responseMs: round(responseMs),
      recipientCount: announced.recipientCount,
      stored,
      delivered: arrivals.length,
      timing: timing(arrivals),
    };
  } finally {
    await subscribers.close();
  }
}

function markdown(report: Report): string {
  const { machine } = report;
  return [
    `### bench:discussion, ${report.apps} app process(es)`,
    '',
    '| scenario | target | n | p50 ms | p95 ms | max ms | holds | notes |',
    '|---|---|---:|---:|---:|---:|---|---|',
    ...report.scenarios.map(
      ({ name, target, timing: t, notes, holds }) =>
        `| ${name} | ${target} | ${t.count} | ${t.p50} | ${t.p95} | ${t.max} | ${holds ? 'yes' : 'NO'} | ${notes} |`,
    ),
    '',
    `- machine: ${machine.cpus} CPUs, Node ${machine.node}, load average before ${machine.loadBefore
      .map((l) => l.toFixed(2))
      .join(' ')}, after ${machine.loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      apps: { type: 'string' },
      only: { type: 'string' },
      replies: { type: 'string' },
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      subscribers: { type: 'string' },
      members: { type: 'string' },
      redis: { type: 'string' },
      server: { type: 'string' },
    },
  });
  const number = (value: string | undefined, fallback: number, name: string, max: number) => {
    const parsed = Number(value ?? fallback);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) throw new Error(`--${name}: 1 to ${max}\n${usage}`);
    return parsed;
  };
  const apps = number(values.apps, 1, 'apps', 4);
  const replyCount = number(values.replies, 1000, 'replies', 100_000);
  const requests = number(values.requests, 1_000, 'requests', 100_000);
  const concurrency = number(values.concurrency, 10, 'concurrency', 200);
  const subscriberCount = number(values.subscribers, 1000, 'subscribers', 10_000);
  const memberCount = number(values.members, 5000, 'members', 10_000);
  const only = new Set((values.only ?? 'replies,subscribers,announce').split(','));
  const redisUrl = values.redis ?? (apps > 1 ? 'redis://127.0.0.1:6379' : undefined);

  const cleanup = new Cleanup();
  const stop = () => void cleanup.run(log).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const loadBefore = os.loadavg();
    const logger = createLogger('warn');
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-discussion-'));
    cleanup.add('scratch dir', () => rmSync(scratch, { recursive: true, force: true }));
    const options = {
      ...defaultOptions,
      log,
      serverEntry: values.server,
      // Node flags for the app processes, e.g. `--cpu-prof --cpu-prof-dir=bench/results/prof`.
      appNodeArgs: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter((arg) => arg !== ''),
    };
    const services = await startServices(options, cleanup, scratch, logger);
    // The replies' 50 authors and a reader who wrote none of them.
    const people = Math.max(
      only.has('announce') ? memberCount : 0,
      only.has('subscribers') ? subscriberCount : 0,
      only.has('replies') ? repliesAuthors + 1 : 0,
      1,
    );
    log(`signing ${people + 1} people up…`);
    const [organizer, ...members] = (await signUp(services.authHost, people + 1)) as [Person, ...Person[]];
    log(`starting ${apps} app process(es)${redisUrl ? ` on ${redisUrl}` : ''}…`);
    const urls: string[] = [];
    for (let i = 0; i < apps; i += 1) {
      const settings = {
        // Every socket comes from this one machine: the per-IP limit would refuse them.
        LIVE_MAX_CONNECTIONS_PER_IP: String(people + 100),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      };
      const started = await startApp(options, cleanup, services, logger, settings);
      if (started.app.pid !== undefined) appPids.push(started.app.pid);
      urls.push(started.appUrl);
    }
    const url = urls[0] as string;
    const { insertedId: groupId } = await json<{ insertedId: string }>(
      call(`${url}/groups`, 'POST', organizer.token, {
        groupName: 'Discussion Bench Group',
        hobbyCategory: 'Reading',
        description: 'A big group that talks a lot.',
        location: 'Bench Street',
        maxMembers: 10_000,
        startDate: '2031-01-01',
        imageURL: `${url}/images/logo.svg`,
      }),
      'create group',
    );
    // The subscribers join through the API (their role is what the app knows); the rest of an
    // announcement's audience is written straight to the database, as a join stores it (the
    // audience is read as stored): 5,000 joins would only make the bench slower and flakier.
    const joining = members.slice(0, Math.min(members.length, Math.max(subscriberCount, 200)));
    log(`${joining.length} joining…`);
    const joinStarted = performance.now();
    await pool(joining, 10, async (member, index) => {
      for (let attempt = 1; ; attempt += 1) {
        const res = await call(`${urls[index % urls.length]}/groups/${groupId}/join`, 'POST', member.token);
        if (res.ok) break;
        // A loaded machine sometimes answers 503 (the database timed out): a person would retry too.
        if (res.status !== 503 || attempt === 5) throw new Error(`join: ${res.status} ${await res.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
      if ((index + 1) % 500 === 0) log(`  ${index + 1} / ${joining.length} joined`);
    });
    log(`  joined in ${((performance.now() - joinStarted) / 1000).toFixed(1)} s`);
    await seedMembers(services, groupId, members.slice(joining.length));

    const thread = await json<{ id: string }>(
      call(`${url}/groups/${groupId}/threads`, 'POST', members[0]!.token, {
        title: 'What do we bring on Saturday?',
        body: 'Tell us what you bring, so we do not end up with ten flasks.',
      }),
      'start thread',
    );
    await seedReplies(services, { id: thread.id, groupId }, members.slice(0, repliesAuthors), replyCount);
    log(`thread ${thread.id} with ${replyCount} replies`);

    const scenarios: Report['scenarios'] = [];
    if (only.has('replies')) {
      log(`replies: ${requests} first pages per protocol, ${concurrency} at a time…`);
      const { cold, floor, graphql, replier, replierOwn, rest, pageSource } = await repliesScenario(
        urls,
        groupId,
        thread.id,
        { reader: members[repliesAuthors] ?? organizer, replier: members[1] ?? organizer },
        requests,
        concurrency,
      );
      const notes = `${replyCount} replies, ${concurrency} concurrent; GraphQL: the client's ThreadPage (${pageSource}), REST: first 50; the first read (per process, GraphQL): ${cold.max} ms`;
      scenarios.push({
        name: 'floor: signed-in GET /groups/:id',
        target: '–',
        timing: floor,
        notes: `no discussion read: the token check, HTTP and the machine; app CPU ${floor.cpuPerRequest} ms per request`,
        holds: true,
      });
      scenarios.push({
        name: 'thread first page, GraphQL',
        target: 'p95 ≤ 50 ms',
        timing: graphql,
        notes: `${notes}; app CPU ${graphql.cpuPerRequest} ms per request`,
        holds: graphql.p95 <= 50,
      });
      scenarios.push({
        name: 'thread first page, GraphQL, by a replier',
        target: 'p95 ≤ 50 ms',
        timing: replier,
        notes: `${notes}; the reader wrote kept replies (the page leaves isMine out: their role's kept answer); app CPU ${replier.cpuPerRequest} ms per request`,
        holds: replier.p95 <= 50,
      });
      scenarios.push({
        name: 'thread page, the viewer’s own question (GraphQL), by a replier',
        target: 'p95 ≤ 50 ms',
        timing: replierOwn,
        notes: `${notes}; ThreadViewer, sent beside ThreadPage (rights, follow, which first replies are theirs; executed); app CPU ${replierOwn.cpuPerRequest} ms per request`,
        holds: replierOwn.p95 <= 50,
      });
      scenarios.push({
        name: 'thread first page, REST',
        target: 'p95 ≤ 50 ms',
        timing: rest,
        notes: `${notes}; app CPU ${rest.cpuPerRequest} ms per request`,
        holds: rest.p95 <= 50,
      });
    }
    if (only.has('subscribers')) {
      log(`subscribers: ${subscriberCount} sockets on the group's discussion…`);
      const result = await subscribersScenario(urls, groupId, thread.id, members, organizer, subscriberCount);
      scenarios.push({
        name: `reply to ${subscriberCount} subscribers`,
        target: 'p95 ≤ 1,000 ms',
        timing: result.timing,
        notes: `delivered ${result.delivered} / ${subscriberCount}; the reply answered in ${result.replyMs} ms`,
        holds: result.delivered === subscriberCount && result.timing.p95 <= 1_000,
      });
    }
    if (only.has('announce')) {
      log(`announce: ${memberCount} members, each with a socket on their notifications…`);
      const result = await announceScenario(services, urls, groupId, members.slice(0, memberCount), organizer);
      scenarios.push({
        name: `announcement to ${memberCount} members`,
        target: 'all stored and pushed ≤ 10,000 ms',
        timing: result.timing,
        notes: `sent to ${result.recipientCount}, stored ${result.stored}, delivered ${result.delivered}; the request answered in ${result.responseMs} ms`,
        holds: result.stored === memberCount && result.delivered === memberCount && result.timing.max <= 10_000,
      });
    }
    const report: Report = {
      apps,
      scenarios,
      machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter: os.loadavg() },
    };
    const table = markdown(report);
    console.log(table);
    log(`written to ${writeResult('discussion', { ...report, markdown: table })}`);
  } finally {
    await cleanup.run(log);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
