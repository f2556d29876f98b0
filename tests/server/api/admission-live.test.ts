import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { graphqlRequest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import {
  AdmissionLiveSubscription,
  BanMemberMutation,
  RequestToJoinMutation,
  SetJoinPolicyMutation,
} from '../joinDocuments';
import type { TestAdmissionLiveSubscription } from '../gql/graphql';

/** The pending queue and bans reach subscribers of `groupChanged` in another app process. */

let app: TestApp;
let other: TestApp;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(withoutRateLimits);
  other = await startTestApp({
    ...withoutRateLimits,
    databaseName: app.database.connection.name,
    sync: { intervalMs: 100 },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all([other.stop(), app.stop()]);
});

type Event = TestAdmissionLiveSubscription['groupChanged'];

/** Follows the group on `target` as `token`'s owner; resolves `until` with the first event that matches. */
function follow(target: TestApp, id: string, token: string) {
  const client = createClient({
    url: `${target.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  clients.push(client);
  const events: Event[] = [];
  const waiters: { matches: (event: Event) => boolean; resolve: (event: Event) => void }[] = [];
  client.subscribe<TestAdmissionLiveSubscription>(
    { query: print(AdmissionLiveSubscription), variables: { id } },
    {
      next: ({ data }) => {
        if (!data) return;
        events.push(data.groupChanged);
        for (const waiter of waiters.filter((w) => w.matches(data.groupChanged))) waiter.resolve(data.groupChanged);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    until: (matches: (event: Event) => boolean) =>
      events.find(matches) ?? new Promise<Event>((resolve) => waiters.push({ matches, resolve })),
  };
}

async function listening(target: TestApp, groupId: string): Promise<void> {
  while (target.groups.events.listenerCount(groupId) < 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the pending queue and bans, live in every process', () => {
  it('shows a request made through one process to an organizer following through another, and a ban to the banned person', async () => {
    const [owner, asker, member] = await Promise.all([
      createTestUser('Lola Live'),
      createTestUser('Ari Asker'),
      createTestUser('Mel Member'),
    ]);
    const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Live Approval'), maxMembers: 5 });
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    expect(joined.errors).toBeUndefined();
    await graphqlRequest(app.url, SetJoinPolicyMutation, { input: { groupId: id, policy: 'APPROVAL' } }, owner.token);

    const organizerView = follow(other, id, owner.token);
    const memberView = follow(other, id, member.token);
    await listening(other, id);

    const asked = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: [] } },
      asker.token,
    );
    expect(asked.errors).toBeUndefined();
    const seen = await organizerView.until((event) => event.pendingJoinRequests?.totalCount === 1);
    expect(seen.pendingJoinRequests?.nodes).toEqual([{ id: asker.uid }]);

    await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: member.uid, reason: 'Spam' } },
      owner.token,
    );
    expect((await memberView.until((event) => event.viewerBan !== null)).viewerBan).toEqual({ reason: 'Spam' });
    expect((await organizerView.until((event) => (event.bans ?? []).length === 1)).bans).toEqual([{ id: member.uid }]);
  }, 60_000);
});
