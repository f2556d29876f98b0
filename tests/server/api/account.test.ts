import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, trySignIn, type TestUser } from '../../support/users';
import { DeleteAccountMutation, OrganizerQuery, ProfileQuery, UpdateProfileMutation } from '../accountDocuments';
import { CreateGroupMutation } from '../documents';
import { groupInput } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { membershipModels } from '@/groups/membershipModel';

let app: TestApp;
const withoutRateLimits = { RATE_LIMIT_ENABLED: 'false' };

beforeAll(async () => {
  app = await startTestApp({ env: withoutRateLimits });
});
afterAll(() => app.stop());

async function createGroup(owner: TestUser, overrides: Parameters<typeof groupInput>[0] = {}): Promise<string> {
  const res = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput(overrides) }, owner.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createGroup.group.id;
}

async function join(user: TestUser, id: string): Promise<string | undefined> {
  const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);
  return res.errors?.[0]?.extensions?.code;
}

/** Every document of every collection of the app's database, as JSON text. */
async function everythingStored(): Promise<string> {
  const db = app.database.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  const all = await Promise.all(names.map(async (name) => [name, await db.collection(name).find({}).toArray()]));
  return JSON.stringify(all);
}

describe('the profile', () => {
  it('shows what the identity provider holds: name, photo, sign-in method, creation time', async () => {
    const user = await createTestUser('Pia Profile');
    const res = await graphqlRequest(app.url, ProfileQuery, {}, user.token);
    expect(res.data!.viewer).toEqual({
      id: user.uid,
      email: user.email,
      displayName: 'Pia Profile',
      photoURL: null,
      signInProviders: ['password'],
      createdAt: expect.any(String),
    });
  });

  it('changes the name and photo, and shows the new name on the groups the person organizes and joined', async () => {
    const [owner, member] = await Promise.all([createTestUser('Old Name'), createTestUser('Mia Member')]);
    const organized = await createGroup(owner, { groupName: 'Renamed Organizer Club' });
    const joinedGroup = await createGroup(member, { groupName: 'Where Old Name Joined' });
    expect(await join(owner, joinedGroup)).toBeUndefined();

    const res = await graphqlRequest(
      app.url,
      UpdateProfileMutation,
      { input: { displayName: '  New Name ', photoURL: 'https://images.example.com/me.png' } },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.viewer).toEqual({
      id: owner.uid,
      displayName: 'New Name',
      photoURL: 'https://images.example.com/me.png',
    });

    const group = await graphqlRequest(app.url, OrganizerQuery, { id: organized });
    expect(group.data!.group!.userName).toBe('New Name');
    const listed = await rest<{ _id: string; userName: string }[]>(
      app.url,
      'GET',
      '/groups?search=Renamed%20Organizer',
    );
    expect(listed.body.find((g) => g._id === organized)?.userName).toBe('New Name');
    const members = await graphqlRequest(app.url, OrganizerQuery, { id: joinedGroup }, member.token);
    expect(members.data!.group!.members).toEqual([{ displayName: 'New Name' }]);

    // The identity provider has the change too: a fresh sign-in carries it.
    const profile = await rest<{ displayName: string; photoURL: string }>(app.url, 'GET', '/me', {
      token: owner.token,
    });
    expect(profile.body).toMatchObject({ displayName: 'New Name', photoURL: 'https://images.example.com/me.png' });
  });

  it('refuses bad values, naming each field, and changes nothing', async () => {
    const user = await createTestUser('Stays Put');
    const res = await graphqlRequest(
      app.url,
      UpdateProfileMutation,
      { input: { displayName: ' ', photoURL: 'javascript:alert(1)' } },
      user.token,
    );
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        displayName: 'Display name must be 1 to 100 characters.',
        photoURL: 'Photo URL must be an absolute http or https URL.',
      },
    });
    const nothing = await rest(app.url, 'PATCH', '/me', { token: user.token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { displayName: expect.any(String) } });
    const notObject = await rest(app.url, 'PATCH', '/me', { token: user.token, body: ['x'] });
    expect(notObject.status).toBe(400);

    const profile = await graphqlRequest(app.url, ProfileQuery, {}, user.token);
    expect(profile.data!.viewer).toMatchObject({ displayName: 'Stays Put', photoURL: null });
  });

  it('removes the photo with an empty photo URL', async () => {
    const user = await createTestUser('Photo Remover');
    await rest(app.url, 'PATCH', '/me', { token: user.token, body: { photoURL: 'https://images.example.com/a.png' } });
    const cleared = await rest<{ photoURL: string | null }>(app.url, 'PATCH', '/me', {
      token: user.token,
      body: { photoURL: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.photoURL).toBeNull();
  });

  it('needs a valid token, and each token changes only its own account', async () => {
    const [a, b] = await Promise.all([createTestUser('Alice Alpha'), createTestUser('Bob Beta')]);
    expect((await rest(app.url, 'GET', '/me')).status).toBe(401);
    expect((await rest(app.url, 'PATCH', '/me', { body: { displayName: 'X' } })).status).toBe(401);
    expect((await rest(app.url, 'GET', '/me', { token: 'not-a-token' })).status).toBe(401);
    const anonymous = await graphqlRequest(app.url, UpdateProfileMutation, { input: { displayName: 'Hacker' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await rest(app.url, 'PATCH', '/me', { token: b.token, body: { displayName: 'Bob Renamed' } });
    const alice = await rest<{ displayName: string }>(app.url, 'GET', '/me', { token: a.token });
    expect(alice.body.displayName).toBe('Alice Alpha');
  });
});

describe('exporting my data', () => {
  it('downloads the profile, organized groups, memberships and any other record naming the person', async () => {
    const [user, other] = await Promise.all([createTestUser('Ex Porter'), createTestUser('Oth Er')]);
    const mine = await createGroup(user, { groupName: 'Export Me Club' });
    const theirs = await createGroup(other, { groupName: 'Export Joined Club' });
    await createGroup(other, { groupName: 'Not Mine At All' });
    expect(await join(user, theirs)).toBeUndefined();
    // A record of a feature that stores things per person (as notifications do) is exported too.
    await app.database.connection.db!.collection('notes').insertOne({ uid: user.uid, text: 'remember me' });

    const res = await rest<Record<string, unknown>>(app.url, 'GET', '/me/export', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?hobbyhub-export-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      exportedAt: expect.any(String),
      profile: { uid: user.uid, email: user.email, displayName: 'Ex Porter', signInProviders: ['password'] },
      organizedGroups: [expect.objectContaining({ id: mine, groupName: 'Export Me Club', userEmail: user.email })],
      memberships: [
        { groupId: theirs, groupName: 'Export Joined Club', displayName: 'Ex Porter', joinedAt: expect.any(String) },
      ],
      // Never changed, so nothing stored: the defaults are what they get, and what is exported.
      notificationPreferences: {
        deliveries: expect.objectContaining({ REMINDER: 'EMAIL', PROMOTED: 'EMAIL', JOIN_APPROVED: 'IN_APP' }),
        digestHour: 8,
        timeZone: null,
      },
      otherRecords: { notes: [expect.objectContaining({ uid: user.uid, text: 'remember me' })] },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Not Mine At All');

    expect((await rest(app.url, 'GET', '/me/export')).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('asks for confirmation and changes nothing without it', async () => {
    const user = await createTestUser('Not Sure');
    const res = await rest(app.url, 'DELETE', '/me', { token: user.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { confirm: expect.any(String) } });
    const gql = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: false } }, user.token);
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rest(app.url, 'GET', '/me', { token: user.token })).status).toBe(200);
  });

  it('deletes their groups, frees their places, deletes the identity account and keeps nothing of theirs', async () => {
    const [leaver, organizer, member] = await Promise.all([
      createTestUser('Lea Leaver'),
      createTestUser('Org Anizer'),
      createTestUser('Mem Ber'),
    ]);
    const ownGroup = await createGroup(leaver, { groupName: 'Leaver Owns This' });
    expect(await join(member, ownGroup)).toBeUndefined();
    const joined = await createGroup(organizer, { groupName: 'Leaver Joined This', maxMembers: 2 });
    expect(await join(leaver, joined)).toBeUndefined();
    expect(await join(member, joined)).toBeUndefined();
    await rest(app.url, 'PATCH', '/me', {
      token: leaver.token,
      body: { photoURL: 'https://images.example.com/l.png' },
    });
    expect(await everythingStored()).toContain(leaver.uid);

    const res = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, leaver.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteAccount).toEqual({
      deletedUserId: leaver.uid,
      deletedGroupIds: [ownGroup],
      leftGroupIds: [joined],
    });

    expect((await rest(app.url, 'GET', `/groups/${ownGroup}`)).status).toBe(404);
    const after = await graphqlRequest(app.url, OrganizerQuery, { id: joined }, organizer.token);
    expect(after.data!.group).toMatchObject({ memberCount: 1, members: [{ displayName: 'Mem Ber' }] });

    // Nothing of theirs remains in any collection, and they can no longer sign in.
    const stored = await everythingStored();
    expect(stored).not.toContain(leaver.uid);
    expect(stored).not.toContain(leaver.email);
    expect(await trySignIn(leaver.email, leaver.password)).toEqual({
      error: expect.stringContaining('EMAIL_NOT_FOUND'),
    });
    expect((await rest(app.url, 'GET', '/me', { token: leaver.token })).status).toBe(401);
    expect((await graphqlRequest(app.url, ProfileQuery, {}, leaver.token)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('frees each place exactly once while a crowd tries to take them', async () => {
    const [leaver, organizer, ...crowd] = await Promise.all([
      createTestUser('Crowd Leaver'),
      createTestUser('Crowd Organizer'),
      ...Array.from({ length: 12 }, () => createTestUser(null)),
    ]);
    const ids = await Promise.all(
      [0, 1, 2].map((n) => createGroup(organizer, { groupName: `Full House ${n}`, maxMembers: 2 })),
    );
    for (const id of ids) {
      expect(await join(leaver, id)).toBeUndefined();
      expect(await join(crowd[0]!, id)).toBeUndefined();
    }

    // Everyone else keeps trying to join the three full groups while the account is deleted.
    const attempts = crowd.slice(1).flatMap((user) => ids.map((id) => join(user, id)));
    const deletion = rest(app.url, 'DELETE', '/me', { token: leaver.token, body: { confirm: true } });
    const [deleted, results] = await Promise.all([deletion, Promise.all(attempts)]);
    expect(deleted.status).toBe(200);
    // Joins that ran before the place was freed got GROUP_FULL; retry those once more now.
    const retried = await Promise.all(crowd.slice(1).flatMap((user) => ids.map((id) => join(user, id))));
    expect([...results, ...retried].every((code) => code === undefined || code === 'GROUP_FULL')).toBe(true);

    const { memberships, seats } = membershipModels(app.database.connection);
    for (const id of ids) {
      const members = await memberships.find({ groupId: id }).lean();
      const taken = await seats.find({ groupId: id }).lean();
      expect(members).toHaveLength(2);
      expect(members.map((m) => m.uid)).not.toContain(leaver.uid);
      expect(taken.map((s) => s.uid).sort()).toEqual(members.map((m) => m.uid).sort());
      expect(new Set(taken.map((s) => s._id)).size).toBe(2);
    }
  });

  it('lets another app process on the same database see the freed places, through a change that names nobody', async () => {
    const other = await startTestApp({
      env: withoutRateLimits,
      databaseName: app.database.connection.name,
      sync: { intervalMs: 100 },
    });
    try {
      const [leaver, organizer] = await Promise.all([createTestUser('Far Leaver'), createTestUser('Far Organizer')]);
      const id = await createGroup(organizer, { groupName: 'Seen Elsewhere', maxMembers: 5 });
      expect(await join(leaver, id)).toBeUndefined();
      const countThere = async () => (await graphqlRequest(other.url, OrganizerQuery, { id })).data!.group!.memberCount;
      const until = async (expected: number) => {
        for (let i = 0; i < 100 && (await countThere()) !== expected; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return countThere();
      };
      expect(await until(1)).toBe(1);

      await rest(app.url, 'DELETE', '/me', { token: leaver.token, body: { confirm: true } });
      expect(await until(0)).toBe(0);
      expect(await everythingStored()).not.toContain(leaver.uid);
    } finally {
      await other.stop();
    }
  });
});
