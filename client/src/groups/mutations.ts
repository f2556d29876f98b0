import type { ApolloCache, Reference } from '@apollo/client';
import type { Modifier, ModifierDetails } from '@apollo/client/cache';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { CreateGroupInput, DeleteGroupInput, GroupMembershipInput, UpdateGroupInput } from '@/gql/graphql';

const CreateGroupMutation = graphql(`
  mutation CreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      group {
        id
        groupName
        hobbyCategory
        hobbyCategoryName
        description
        location
        maxMembers
        startDate
        isActive
        imageURL
        userName
        userEmail
        viewerIsOwner
      }
    }
  }
`);

const UpdateGroupMutation = graphql(`
  mutation UpdateGroup($input: UpdateGroupInput!) {
    updateGroup(input: $input) {
      group {
        id
        hobbyCategory
        hobbyCategoryName
        description
        location
        maxMembers
        startDate
        isActive
        imageURL
        updatedAt
      }
    }
  }
`);

const DeleteGroupMutation = graphql(`
  mutation DeleteGroup($input: DeleteGroupInput!) {
    deleteGroup(input: $input) {
      deletedGroupId
    }
  }
`);

// The payload carries everything a group card shows, so the group can enter the Joined Groups list.
const JoinGroupMutation = graphql(`
  mutation JoinGroup($input: GroupMembershipInput!) {
    joinGroup(input: $input) {
      group {
        id
        groupName
        maxMembers
        memberCount
        spotsLeft
        viewerIsMember
        ...GroupCard_group
      }
    }
  }
`);

const LeaveGroupMutation = graphql(`
  mutation LeaveGroup($input: GroupMembershipInput!) {
    leaveGroup(input: $input) {
      group {
        id
        memberCount
        spotsLeft
        viewerIsMember
      }
    }
  }
`);

/** What the cache knows about the viewer's membership before a join or leave. */
const MembershipStateFragment = graphql(`
  fragment MembershipState_group on Group {
    id
    viewerIsMember
  }
`);

interface ConnectionValue {
  totalCount?: number;
  nodes?: readonly Reference[];
  pageInfo?: { hasNextPage?: boolean };
}

type ReadField = <T>(field: string, from: Reference) => T | undefined;

const isConnection = (value: unknown): value is ConnectionValue =>
  typeof value === 'object' && value !== null && !('__ref' in value);

/** A cache modifier for a stored connection (values of any other shape are left alone). */
const onConnection =
  (change: (list: ConnectionValue, details: ModifierDetails) => ConnectionValue): Modifier<unknown> =>
  (value, details) =>
    isConnection(value) ? change(value, details) : value;

/** The list keys written by `groupListKey` in apollo/cache.ts: `groups:{"search":"…","sort":"…"}`. */
function listArgs(storeFieldName: string): { search: string; sort: string } | null {
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(storeFieldName.indexOf(':') + 1));
    if (typeof parsed === 'object' && parsed && 'search' in parsed && 'sort' in parsed) {
      return { search: String(parsed.search), sort: String(parsed.sort) };
    }
  } catch {
    // Not a list key of ours.
  }
  return null;
}

/**
 * Puts a new group into a name-sorted page list where the server would show it. A group that sorts
 * after the last loaded item of an unfinished list is left for "Load more" to bring.
 */
function insertByName(
  list: ConnectionValue,
  ref: Reference,
  readField: ReadField,
  descending = false,
): ConnectionValue {
  const nodes = list.nodes ?? [];
  const name = (node: Reference) => (readField<string>('groupName', node) ?? '').toLowerCase();
  const newName = name(ref);
  const before = (node: Reference) => (descending ? newName > name(node) : newName < name(node));
  const index = nodes.findIndex(before);
  const position = index === -1 ? (list.pageInfo?.hasNextPage ? -1 : nodes.length) : index;
  const withNode = position === -1 ? nodes : [...nodes.slice(0, position), ref, ...nodes.slice(position)];
  return { ...list, nodes: withNode, totalCount: (list.totalCount ?? nodes.length) + 1 };
}

function withoutNode(list: ConnectionValue, id: string, readField: ReadField): ConnectionValue {
  const nodes = list.nodes ?? [];
  const kept = nodes.filter((node) => readField<string>('id', node) !== id);
  return { ...list, nodes: kept, totalCount: Math.max(0, (list.totalCount ?? nodes.length) - 1) };
}

/** The viewer (the signed-in user) as the cache stores it. */
function viewerId(cache: ApolloCache, uid: string): string | undefined {
  return cache.identify({ __typename: 'Viewer', id: uid });
}

/** Whether the cache has the viewer as a member of the group (undefined: the cache does not know). */
function cachedMembership(cache: ApolloCache, id: GroupMembershipInput['id']): boolean | undefined {
  const state = cache.readFragment({
    fragment: MembershipStateFragment,
    id: cache.identify({ __typename: 'Group', id }),
  });
  return state?.viewerIsMember;
}

/**
 * joinGroup: the payload updates the group (memberCount, spotsLeft, viewerIsMember) wherever it
 * shows; the viewer's joined count and Joined Groups list gain it. Joining again changes nothing,
 * so the count only moves when the cache did not already have the viewer as a member. Errors
 * carry `extensions.code` (GROUP_FULL, GROUP_NOT_ACTIVE, ORGANIZER_CANNOT_JOIN, UNAUTHENTICATED).
 */
export function useJoinGroup(uid: string) {
  const [mutate] = useMutation(JoinGroupMutation);
  const { cache } = useApolloClient();
  return useCallback(
    async (input: GroupMembershipInput) => {
      // Read before the answer is written: afterwards the cache already says "member".
      const wasMember = cachedMembership(cache, input.id) === true;
      const result = await mutate({
        variables: { input },
        update(store, { data }) {
          const group = data?.joinGroup.group;
          const ref = group && store.identify(group);
          if (!group || !ref || wasMember) return;
          const groupRef: Reference = { __ref: ref };
          store.modify({
            id: viewerId(store, uid),
            fields: {
              joinedGroupCount: (count: number) => count + 1,
              joinedGroups: onConnection((list, { readField }) =>
                list.nodes?.some((node) => readField<string>('id', node) === group.id)
                  ? list
                  : insertByName(list, groupRef, readField),
              ),
            },
          });
        },
      });
      if (!result.data) throw new Error('The server did not confirm the join.');
      return result.data.joinGroup.group;
    },
    [mutate, cache, uid],
  );
}

/** leaveGroup: the group's counts update from the payload; it leaves the viewer's joined list and count. */
export function useLeaveGroup(uid: string) {
  const [mutate] = useMutation(LeaveGroupMutation);
  return useCallback(
    async (input: GroupMembershipInput) => {
      // The server only lets members leave (NOT_A_MEMBER otherwise), so a success always frees a place.
      const result = await mutate({
        variables: { input },
        update(store, { data }) {
          const id = data?.leaveGroup.group.id;
          if (!id) return;
          store.modify({
            id: viewerId(store, uid),
            fields: {
              joinedGroupCount: (count: number) => Math.max(0, count - 1),
              joinedGroups: onConnection((list, { readField }) =>
                list.nodes?.some((node) => readField<string>('id', node) === id)
                  ? withoutNode(list, id, readField)
                  : list,
              ),
            },
          });
        },
      });
      if (!result.data) throw new Error('The server did not confirm leaving.');
      return result.data.leaveGroup.group;
    },
    [mutate, uid],
  );
}

/** createGroup: adds the group to My Groups, the viewer's count and every matching group list. */
export function useCreateGroup(uid: string) {
  const [mutate] = useMutation(CreateGroupMutation);
  return useCallback(
    async (input: CreateGroupInput) => {
      const result = await mutate({
        variables: { input },
        update(cache, { data }) {
          const group = data?.createGroup.group;
          if (!group) return;
          const ref = cache.identify(group);
          if (!ref) return;
          const groupRef: Reference = { __ref: ref };
          const matches = (search: string) =>
            !search ||
            group.groupName.toLowerCase().includes(search) ||
            group.hobbyCategoryName.toLowerCase().includes(search);
          cache.modify({
            id: viewerId(cache, uid),
            fields: {
              groupCount: (count: number) => count + 1,
              groups: onConnection((list, { readField }) => insertByName(list, groupRef, readField)),
            },
          });
          cache.modify({
            fields: {
              groups: onConnection((list, { storeFieldName, readField }) => {
                const args = listArgs(storeFieldName);
                if (!args || !matches(args.search)) return list;
                return insertByName(list, groupRef, readField, args.sort === 'NAME_DESC');
              }),
            },
          });
        },
      });
      if (!result.data) throw new Error('The server did not confirm the new group.');
      return result.data.createGroup.group;
    },
    [mutate, uid],
  );
}

/** updateGroup: the payload's group updates the normalized cache entry everywhere it shows. */
export function useUpdateGroup() {
  const [mutate] = useMutation(UpdateGroupMutation);
  return useCallback(
    async (input: UpdateGroupInput) => {
      const result = await mutate({ variables: { input } });
      if (!result.data) throw new Error('The server did not confirm the update.');
      return result.data.updateGroup.group;
    },
    [mutate],
  );
}

/** deleteGroup: removes the group from every list and count, then from the cache. */
export function useDeleteGroup(uid: string) {
  const [mutate] = useMutation(DeleteGroupMutation);
  return useCallback(
    async (input: DeleteGroupInput) => {
      await mutate({
        variables: { input },
        update(cache, { data }) {
          const id = data?.deleteGroup.deletedGroupId;
          if (!id) return;
          cache.modify({
            id: viewerId(cache, uid),
            fields: {
              groupCount: (count: number) => Math.max(0, count - 1),
              groups: onConnection((list, { readField }) => withoutNode(list, id, readField)),
            },
          });
          cache.modify({
            fields: {
              groups: onConnection((list, { readField }) => {
                const listed = list.nodes?.some((node) => readField<string>('id', node) === id);
                return listed ? withoutNode(list, id, readField) : list;
              }),
            },
          });
          cache.evict({ id: cache.identify({ __typename: 'Group', id }) });
          cache.gc();
        },
      });
    },
    [mutate, uid],
  );
}
