import net, { type AddressInfo } from 'node:net';
import { rest } from '../../support/http';
import { testServices } from '../../support/env';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createRestGroupAs, withoutRateLimits } from '../fixtures';

/**
 * A write the database stores after its request gave up: the driver's socket timed out
 * (socketTimeoutMS) while the database was still working on it, as under heavy load. The app
 * answered with an error and could not know the outcome; it must find it out, however late the
 * write lands, and keep its seat: the member shows in its counts and holds a place.
 */
let app: TestApp;
let road: Awaited<ReturnType<typeof lateRoad>>;
let owner: TestUser;
let joiner: TestUser;

beforeAll(async () => {
  road = await lateRoad(new URL(testServices().mongoUri).port);
  [app, owner, joiner] = await Promise.all([
    startTestApp({ ...withoutRateLimits, mongoUri: road.uri }),
    createTestUser('Late Owner'),
    createTestUser('Late Joiner'),
  ]);
});
afterAll(async () => {
  await app.stop();
  road.close();
});

const memberCount = async (groupId: string) =>
  (await rest<{ memberCount: number }>(app.url, 'GET', `/groups/${groupId}`)).body.memberCount;

it('a join stored after its request timed out shows in the member count and keeps its seat', async () => {
  const groupId = await createRestGroupAs(app, owner, { maxMembers: 3 });
  const memberships = app.database.connection.collection('memberships');
  const seats = app.database.connection.collection('seats');

  // The membership's insert is held on its way; the request gives up after the socket timeout.
  road.holdInsertInto('memberships');
  const join = await rest(app.url, 'POST', `/groups/${groupId}/join`, { token: joiner.token });
  expect(join.status).toBeGreaterThanOrEqual(500);
  expect(await memberships.countDocuments({ groupId })).toBe(0);
  // The app re-reads what the failed write may have changed: nothing yet.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await memberCount(groupId)).toBe(0);

  // Now the database gets to it after all.
  road.deliverHeld();
  for (let waited = 0; (await memberships.countDocuments({ groupId })) === 0 && waited < 5_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await memberships.countDocuments({ groupId, uid: joiner.uid })).toBe(1);
  let shown = 0;
  for (let waited = 0; (shown = await memberCount(groupId)) !== 1 && waited < 25_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(shown).toBe(1);
  // Its seat was not given back meanwhile: the place is held, not free for a second person.
  expect(await seats.countDocuments({ groupId, uid: joiner.uid })).toBe(1);
}, 90_000);

/**
 * A TCP road to the real database that can hold one insert: the connection that sends an insert
 * into the named collection stops there (the client times out and hangs up), and what it sent is
 * delivered later, on release, as a database busy elsewhere would get to it. Every other
 * connection flows.
 */
async function lateRoad(port: string) {
  let collection: string | null = null;
  let held: { upstream: net.Socket; chunks: Buffer[] } | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), '127.0.0.1');
    sockets.add(client).add(upstream);
    let holding: Buffer[] | null = null;
    client.on('data', (chunk: Buffer) => {
      if (!holding && collection && isInsertInto(chunk, collection)) {
        collection = null;
        holding = [];
        held = { upstream, chunks: holding };
      }
      if (holding) holding.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!holding) client.write(chunk);
    });
    // A held connection's way to the database stays open after the client hung up.
    client.on('error', () => undefined).on('close', () => holding ?? upstream.destroy());
    upstream.on('error', () => client.destroy()).on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    uri: `mongodb://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    holdInsertInto: (name: string) => {
      collection = name;
    },
    deliverHeld: () => {
      const late = held;
      held = null;
      for (const chunk of late?.chunks ?? []) late?.upstream.write(chunk);
    },
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** True for a wire message inserting into `collection` (BSON: `insert: "<collection>"`). */
function isInsertInto(chunk: Buffer, collection: string): boolean {
  const name = Buffer.from(`${collection}\0`);
  const command = chunk.indexOf(Buffer.from('insert\0'));
  return command >= 0 && chunk.indexOf(name, command) >= 0 && chunk.indexOf(name, command) - command < 16;
}
