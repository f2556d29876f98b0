import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { viewerCacheId } from '@/apollo/viewer';
import { parseGroupListKey } from '@/apollo/groupListKey';
import type { CreateGroupInput, DeleteGroupInput, GroupMembershipInput, UpdateGroupInput } from '@/gql/graphql';
import {
  CreateGroupMutation,
  DeleteGroupMutation,
  JoinGroupMutation,
  JoinWaitlistMutation,
  LeaveGroupMutation,
  LeaveWaitlistMutation,
  MembershipStateFragment,
  UpdateGroupMutation,
} from '@/groups/documents';
import { insertByName, listHas, onConnection, withoutNode } from '@/groups/listEdits';

/** Whether the cache has the viewer as a member of the group (undefined: the cache does not know). */
function cachedMembership(cache: ApolloCache, id: GroupMembershipInput['id']): boolean | undefined {
  const state = cache.readFragment({
    fragment: MembershipStateFragment,
    id: cache.identify({ __typename: 'Group', id }),
  });
  return state?.viewerIsMember;
}

/** The viewer's joined count and Joined Groups list gain a group they just became a member of. */
function addToJoined(store: ApolloCache, uid: string, group: { id: string; __typename?: 'Group' }): void {
  const ref = store.identify({ __typename: 'Group', id: group.id });
  if (!ref) return;
  const groupRef: Reference = { __ref: ref };
  store.modify({
    id: viewerCacheId(store, uid),
    fields: {
      joinedGroupCount: (count: number) => count + 1,
      joinedGroups: onConnection((list, { readField }) =>
        listHas(list, group.id, readField) ? list : insertByName(list, groupRef, readField),
      ),
    },
  });
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
          if (group && !wasMember) addToJoined(store, uid, group);
        },
      });
      return confirmed(result.data, 'the join').joinGroup.group;
    },
    [mutate, cache, uid],
  );
}

/**
 * joinWaitlist: the group's waitlist count and the viewer's position update from the payload. When
 * a place was free the viewer became a member at once: then the group enters Joined Groups as
 * after joinGroup. Errors: GROUP_NOT_ACTIVE, ORGANIZER_CANNOT_JOIN, UNAUTHENTICATED.
 */
export function useJoinWaitlist(uid: string) {
  const [mutate] = useMutation(JoinWaitlistMutation);
  const { cache } = useApolloClient();
  return useCallback(
    async (input: GroupMembershipInput) => {
      const wasMember = cachedMembership(cache, input.id) === true;
      const result = await mutate({ variables: { input } });
      const group = confirmed(result.data, 'the waitlist').joinWaitlist.group;
      if (group.viewerIsMember && !wasMember) addToJoined(cache, uid, group);
      return group;
    },
    [mutate, cache, uid],
  );
}

/** leaveWaitlist: the payload clears the viewer's position and shortens the count. Errors: NOT_WAITING. */
export function useLeaveWaitlist() {
  const [mutate] = useMutation(LeaveWaitlistMutation);
  return useCallback(
    async (input: GroupMembershipInput) => {
      const result = await mutate({ variables: { input } });
      return confirmed(result.data, 'leaving the waitlist').leaveWaitlist.group;
    },
    [mutate],
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
            id: viewerCacheId(store, uid),
            fields: {
              joinedGroupCount: (count: number) => Math.max(0, count - 1),
              joinedGroups: onConnection((list, { readField }) =>
                listHas(list, id, readField) ? withoutNode(list, id, readField) : list,
              ),
            },
          });
        },
      });
      return confirmed(result.data, 'leaving').leaveGroup.group;
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
            id: viewerCacheId(cache, uid),
            fields: {
              groupCount: (count: number) => count + 1,
              groups: onConnection((list, { readField }) => insertByName(list, groupRef, readField)),
            },
          });
          cache.modify({
            fields: {
              groups: onConnection((list, { storeFieldName, readField, DELETE }) => {
                const args = parseGroupListKey(storeFieldName);
                // A filtered or reordered list may or may not hold the group: it loads afresh next time.
                if (!args) return DELETE;
                if (!matches(args.search)) return list;
                return insertByName(list, groupRef, readField, args.sort === 'NAME_DESC');
              }),
            },
          });
        },
      });
      return confirmed(result.data, 'the new group').createGroup.group;
    },
    [mutate, uid],
  );
}

/** updateGroup: the payload's group updates the normalized cache entry everywhere it shows; filtered lists reload. */
export function useUpdateGroup() {
  const [mutate] = useMutation(UpdateGroupMutation);
  return useCallback(
    async (input: UpdateGroupInput) => {
      const result = await mutate({
        variables: { input },
        update(cache) {
          // A changed category, place or date can move the group into or out of a filtered list,
          // or elsewhere in a reordered one: those load afresh next time. Name lists keep it in place.
          cache.modify({
            fields: {
              groups: onConnection((list, { storeFieldName, DELETE }) =>
                parseGroupListKey(storeFieldName) ? list : DELETE,
              ),
            },
          });
        },
      });
      return confirmed(result.data, 'the update').updateGroup.group;
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
            id: viewerCacheId(cache, uid),
            fields: {
              groupCount: (count: number) => Math.max(0, count - 1),
              groups: onConnection((list, { readField }) => withoutNode(list, id, readField)),
            },
          });
          cache.modify({
            fields: {
              groups: onConnection((list, { readField }) =>
                listHas(list, id, readField) ? withoutNode(list, id, readField) : list,
              ),
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
