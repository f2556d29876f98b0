import type { Resolvers } from '@/generated/graphql';
import { HobbyCategory, hobbyCategoryNames } from '@/groups/categories';
import type { GroupRecord } from '@/groups/model';
import { isActive } from '@/groups/rules';
import { distanceOf } from '@/groups/page';

/** GraphQL → groups service. One line each: the rules live in the service. */
export const groupResolvers: Resolvers = {
  // GraphQL shows the enum keys; inside, a category is its display name (HobbyCategory values).
  HobbyCategory: HobbyCategory,

  Query: {
    groups: (_, args, { groups, viewer }) => groups.list(args, viewer),
    groupCounts: (_, { filter }, { groups, viewer }) => groups.countByCategory(filter, viewer),
    group: (_, { id }, { groups, viewer }) => groups.get(id, viewer),
    groupsByEmail: (_, { email, first, after }, { groups, viewer }) =>
      groups.listByOwnerEmail(viewer, email, { first, after }),
    viewer: (_, __, { viewer }) => viewer,
    hobbyCategories: () => hobbyCategoryNames.map((name) => ({ value: name, name })),
  },

  Mutation: {
    createGroup: async (_, { input }, { groups, viewer }) => ({ group: await groups.create(viewer, input) }),
    updateGroup: async (_, { input: { id, ...changes } }, { groups, viewer }) => ({
      group: (await groups.update(viewer, id, changes)).group,
    }),
    deleteGroup: async (_, { input }, { groups, viewer }) => ({
      deletedGroupId: await groups.delete(viewer, input.id),
    }),
    joinGroup: async (_, { input }, { groups, viewer }) => ({ group: await groups.membership.join(viewer, input.id) }),
    leaveGroup: async (_, { input }, { groups, viewer }) => ({
      group: await groups.membership.leave(viewer, input.id),
    }),
    joinWaitlist: async (_, { input }, { groups, viewer }) => ({
      group: await groups.membership.joinWaitlist(viewer, input.id),
    }),
    leaveWaitlist: async (_, { input }, { groups, viewer }) => ({
      group: await groups.membership.leaveWaitlist(viewer, input.id),
    }),
  },

  Subscription: {
    groupChanged: {
      subscribe: (_, { id }, { groups }) => groups.watch(id),
      resolve: (group: GroupRecord) => group,
    },
  },

  HobbyCategoryCount: {
    name: (count) => count.category,
  },

  Group: {
    id: (group) => group._id.toString(),
    hobbyCategoryName: (group) => group.hobbyCategory,
    distanceKm: (group) => distanceOf(group),
    isActive: (group) => isActive(group),
    userEmail: (group, _, { groups, viewer }) =>
      groups.permissions.can(viewer, group, 'SEE_EMAIL') ? group.userEmail : null,
    viewerIsOwner: (group, _, { groups, viewer }) => groups.permissions.roleOf(viewer, group) === 'OWNER',
    memberCount: (group, _, { groups }) => groups.membership.memberCount(group),
    spotsLeft: (group, _, { groups }) => groups.membership.spotsLeft(group),
    viewerIsMember: (group, _, { groups, viewer }) => groups.membership.isMember(viewer, group),
    members: (group, _, { groups, viewer }) => groups.membership.members(viewer, group),
    waitlistCount: (group, _, { groups }) => groups.membership.waitlistCount(group),
    viewerWaitlistPosition: (group, _, { groups, viewer }) => groups.membership.waitlistPosition(viewer, group),
    waitlist: (group, _, { groups, viewer }) => groups.membership.waitingList(viewer, group),
  },

  Viewer: {
    id: (viewer) => viewer.uid,
    groupCount: (viewer, _, { groups }) => groups.countOwnedBy(viewer),
    groups: (viewer, args, { groups }) => groups.listOwnedBy(viewer, args),
    joinedGroupCount: (viewer, _, { groups }) => groups.countJoinedBy(viewer),
    joinedGroups: (viewer, args, { groups }) => groups.listJoinedBy(viewer, args),
  },
};
