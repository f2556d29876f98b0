import type { Resolvers } from '@/generated/graphql';
import { policyOf } from '@/groups/joinRules';

/** GraphQL → the join and ban services. One line each: the rules live in join.ts and bans.ts. */
export const joinResolvers: Resolvers = {
  Mutation: {
    setJoinPolicy: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.join.setPolicy(viewer, groupId, rest),
    }),
    requestToJoin: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.join.request(viewer, groupId, rest),
    }),
    cancelJoinRequest: async (_, { input }, { groups, viewer }) => ({
      group: await groups.join.cancel(viewer, input.id),
    }),
    decideJoinRequest: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.join.decide(viewer, groupId, rest),
    }),
    banMember: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.bans.ban(viewer, groupId, rest),
    }),
    unbanMember: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.bans.unban(viewer, groupId, rest),
    }),
    createInviteLink: (_, { input: { groupId, ...rest } }, { groups, viewer }) =>
      groups.invites.create(viewer, groupId, rest),
    revokeInviteLinks: async (_, { input }, { groups, viewer }) => ({
      group: await groups.invites.revoke(viewer, input.id),
    }),
    acceptInviteLink: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.invites.accept(viewer, groupId, rest),
    }),
  },

  Group: {
    joinPolicy: (group) => policyOf(group),
    joinQuestions: (group) => group.joinQuestions ?? [],
    joinRequests: async (group, _, { groups, viewer }) => (await groups.join.pendingOf(viewer, group))?.nodes ?? null,
    pendingJoinRequests: (group, page, { groups, viewer }) => groups.join.pendingOf(viewer, group, page),
    viewerJoinRequest: (group, _, { groups, viewer }) => groups.join.viewerRequest(viewer, group),
    viewerJoinDecision: (group, _, { groups, viewer }) => groups.join.viewerDecision(viewer, group),
    viewerBan: (group, _, { groups, viewer }) => groups.bans.viewerBan(viewer, group),
    bans: (group, _, { groups, viewer }) => groups.bans.banPage(viewer, group)?.nodes ?? null,
    bannedPeople: (group, page, { groups, viewer }) => groups.bans.banPage(viewer, group, page),
    inviteLink: (group, { token }, { groups }) => groups.invites.check(group, token),
  },

  JoinRequest: {
    id: (request) => request.uid,
  },

  Ban: {
    id: (ban) => ban.uid,
  },
};
