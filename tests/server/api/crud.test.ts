import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import {
  CreateGroupMutation,
  DeleteGroupMutation,
  GroupQuery,
  GroupsByEmailQuery,
  GroupsQuery,
  UpdateGroupMutation,
  ViewerQuery,
} from '../documents';
import { daysFromToday, groupInput, restGroupBody } from '../fixtures';

let app: TestApp;
let owner: TestUser;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(), createTestUser('Olivia Owner')]);
});
afterAll(() => app.stop());

describe('GraphQL: create, read, list, update, delete', () => {
  it('creates a group owned by the token’s user and returns it', async () => {
    const res = await graphqlRequest(
      app.url,
      CreateGroupMutation,
      { input: groupInput({ groupName: 'GQL Lifecycle' }) },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    const group = res.data!.createGroup.group;
    expect(group).toMatchObject({
      groupName: 'GQL Lifecycle',
      hobbyCategory: 'DRAWING_AND_PAINTING',
      hobbyCategoryName: 'Drawing & Painting',
      maxMembers: 12,
      startDate: daysFromToday(30),
      isActive: true,
      userName: 'Olivia Owner',
      userEmail: owner.email,
      viewerIsOwner: true,
    });
    expect(group.id).toMatch(/^[0-9a-f]{24}$/);

    const read = await graphqlRequest(app.url, GroupQuery, { id: group.id });
    expect(read.data!.group).toMatchObject({
      id: group.id,
      groupName: 'GQL Lifecycle',
      userEmail: null,
      viewerIsOwner: false,
    });

    const list = await graphqlRequest(app.url, GroupsQuery, { search: 'gql lifecycle' });
    expect(list.data!.groups.nodes.map((node) => node.id)).toEqual([group.id]);

    const mine = await graphqlRequest(app.url, GroupsByEmailQuery, { email: owner.email }, owner.token);
    expect(mine.data!.groupsByEmail.nodes.map((node) => node.id)).toContain(group.id);

    const updated = await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id: group.id, location: '  South Pier  ', maxMembers: 20, hobbyCategory: 'PHOTOGRAPHY' } },
      owner.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateGroup.group).toMatchObject({
      id: group.id,
      groupName: 'GQL Lifecycle',
      location: 'South Pier',
      maxMembers: 20,
      hobbyCategory: 'PHOTOGRAPHY',
      description: group.description,
    });

    const deleted = await graphqlRequest(app.url, DeleteGroupMutation, { input: { id: group.id } }, owner.token);
    expect(deleted.data!.deleteGroup.deletedGroupId).toBe(group.id);

    const gone = await graphqlRequest(app.url, GroupQuery, { id: group.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(gone.errors?.[0]?.message).toBe('Group not found!');
    const listAfter = await graphqlRequest(app.url, GroupsQuery, { search: 'gql lifecycle' });
    expect(listAfter.data!.groups.totalCount).toBe(0);
  });

  it('tells the signed-in viewer who they are and how many groups they organize', async () => {
    const viewer = await createTestUser('Vera Viewer');
    await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput({ groupName: 'Vera One' }) }, viewer.token);
    await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput({ groupName: 'Vera Two' }) }, viewer.token);
    const res = await graphqlRequest(app.url, ViewerQuery, {}, viewer.token);
    expect(res.data!.viewer).toMatchObject({
      id: viewer.uid,
      email: viewer.email,
      displayName: 'Vera Viewer',
      groupCount: 2,
    });
    expect(res.data!.viewer!.groups.nodes.map((node) => node.groupName)).toEqual(['Vera One', 'Vera Two']);

    const anonymous = await graphqlRequest(app.url, ViewerQuery, {});
    expect(anonymous.data!.viewer).toBeNull();
  });
});

describe("REST: the original app's calls", () => {
  it('creates, reads, lists, updates and deletes with the original response fields', async () => {
    const created = await rest<{ acknowledged: boolean; insertedId: string }>(app.url, 'POST', '/groups', {
      body: restGroupBody({ groupName: 'REST Lifecycle' }),
      token: owner.token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const id = created.body.insertedId;
    expect(created.headers.get('location')).toBe(`/groups/${id}`);

    const anonymousRead = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${id}`);
    expect(anonymousRead.status).toBe(200);
    expect(anonymousRead.body).toMatchObject({
      _id: id,
      groupName: 'REST Lifecycle',
      hobbyCategory: 'Drawing & Painting',
      maxMembers: 12,
      startDate: daysFromToday(30),
      userName: 'Olivia Owner',
      isActive: true,
    });
    expect(anonymousRead.body).not.toHaveProperty('userEmail');

    const ownerRead = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${id}`, { token: owner.token });
    expect(ownerRead.body.userEmail).toBe(owner.email);

    const list = await rest<{ _id: string }[]>(app.url, 'GET', '/groups?search=rest%20lifecycle');
    expect(list.body.map((group) => group._id)).toEqual([id]);

    const byEmail = await rest<{ _id: string }[]>(
      app.url,
      'GET',
      `/groups/by-email/${encodeURIComponent(owner.email)}`,
      {
        token: owner.token,
      },
    );
    expect(byEmail.body.map((group) => group._id)).toContain(id);

    // The original client PUTs the whole body back, groupName included (unchanged).
    const updated = await rest(app.url, 'PUT', `/groups/${id}`, {
      body: restGroupBody({ groupName: 'REST Lifecycle', location: 'Old Lighthouse' }),
      token: owner.token,
    });
    expect(updated).toMatchObject({ status: 200, body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
    const unchanged = await rest(app.url, 'PUT', `/groups/${id}`, {
      body: restGroupBody({ groupName: 'REST Lifecycle', location: 'Old Lighthouse' }),
      token: owner.token,
    });
    expect(unchanged.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const afterUpdate = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${id}`);
    expect(afterUpdate.body.location).toBe('Old Lighthouse');

    const deleted = await rest(app.url, 'DELETE', `/groups/${id}`, { token: owner.token });
    expect(deleted).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    const gone = await rest(app.url, 'GET', `/groups/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: 'Group not found!' } });
  });
});
