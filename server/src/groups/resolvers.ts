import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '@/generated/graphql';
import { HobbyCategory, hobbyCategoryNames } from '@/groups/categories';
import type { GroupRecord } from '@/groups/model';
import type { GroupPage } from '@/groups/page';
import { isActive } from '@/groups/rules';

/**
 * The deprecated `Group.distanceKm`, answered from the list the group is in: a near-me distance
 * belongs to the list's edge (`GroupEdge.distanceKm`), and the node is the shared document, so
 * the group's field finds its list by where it sits in the answer
 * (`…groups.nodes.<i>.distanceKm` or `…groups.edges.<i>.node.distanceKm`, aliases included).
 */

type Path = GraphQLResolveInfo['path'];

/** Per request (its context): the near-me pages of the answer, by the response path of their connection. */
const pagesOf = new WeakMap<object, Map<string, GroupPage>>();

const keyOf = (path: Path | undefined): string => (path ? `${keyOf(path.prev)}.${String(path.key)}` : '');

/** Called as a connection's `nodes` or `edges` resolve (`path` is theirs): a near-me page is noted. */
function notePage(context: object, path: Path, page: GroupPage): void {
  if (!page.edges.some((edge) => edge.distanceKm !== null)) return;
  let pages = pagesOf.get(context);
  if (!pages) {
    pages = new Map();
    pagesOf.set(context, pages);
  }
  pages.set(keyOf(path.prev), page);
}

/** The distance of the group at `path` (its `distanceKm` field) in its near-me list; null outside one. */
function listedDistance(context: object, path: Path): number | null {
  const parent = path.prev;
  // In `nodes` the group's parent is its index; in `edges`, the edge's index is one further up.
  const index = typeof parent?.key === 'number' ? parent : parent?.prev;
  if (typeof index?.key !== 'number' || !index.prev) return null;
  const page = pagesOf.get(context)?.get(keyOf(index.prev.prev));
  return page?.edges[index.key]?.distanceKm ?? null;
}

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

  GroupConnection: {
    // The page is noted for its groups' deprecated `distanceKm` (listedDistance.ts).
    edges: (page, _, context, info) => {
      notePage(context, info.path, page);
      return page.edges;
    },
    nodes: (page, _, context, info) => {
      notePage(context, info.path, page);
      return page.nodes;
    },
  },

  HobbyCategoryCount: {
    name: (count) => count.category,
  },

  Group: {
    id: (group) => group._id.toString(),
    hobbyCategoryName: (group) => group.hobbyCategory,
    distanceKm: (_group, _, context, info) => listedDistance(context, info.path),
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
