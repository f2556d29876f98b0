import type { Client } from 'graphql-ws';
import { followGroup, groupListeners } from '../../support/groupLive';
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

    const organizerView = followGroup(other, AdmissionLiveSubscription, id, owner.token, clients);
    const memberView = followGroup(other, AdmissionLiveSubscription, id, member.token, clients);
    await groupListeners(other, id);

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
