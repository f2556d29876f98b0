import type { Resolvers } from '@/generated/graphql';

/** GraphQL → the team service. One line each: the rules live in the service (teamService.ts). */
export const teamResolvers: Resolvers = {
  Mutation: {
    inviteToTeam: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.team.invite(viewer, groupId, rest),
    }),
    answerTeamInvitation: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.team.answer(viewer, groupId, rest),
    }),
    setTeamRole: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.team.setRole(viewer, groupId, rest),
    }),
    leaveTeam: async (_, { input }, { groups, viewer }) => ({ group: await groups.team.leave(viewer, input.id) }),
    removeMember: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.team.removeMember(viewer, groupId, rest),
    }),
    transferGroup: async (_, { input: { groupId, ...rest } }, { groups, viewer }) => ({
      group: await groups.team.transfer(viewer, groupId, rest),
    }),
  },

  Group: {
    team: (group, _, { groups }) => groups.team.list(group),
    viewerRole: (group, _, { groups, viewer }) => groups.permissions.standingOf(viewer, group),
    teamInvitations: (group, _, { groups, viewer }) => groups.team.invitationsOf(viewer, group),
    auditLog: (group, { first }, { groups, viewer }) => groups.team.auditOf(viewer, group, first ?? undefined),
    auditEntries: (group, page, { groups, viewer }) => groups.team.auditPageOf(viewer, group, page),
  },

  AuditEntry: {
    id: (entry) => entry._id.toHexString(),
  },

  Member: {
    id: (member) => member.uid,
  },

  TeamMember: {
    id: (member) => member.uid,
  },

  TeamInvitation: {
    inviteeId: (invitation) => invitation.uid,
    group: (invitation, _, { groups }) => groups.get(invitation.groupId),
  },

  Viewer: {
    teamInvitations: (viewer, _, { groups }) => groups.team.invitationsFor(viewer),
  },
};
