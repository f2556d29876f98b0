import { isAdmin } from '@/auth/viewer';
import type { Resolvers } from '@/generated/graphql';
import type { ReportRecord } from '@/moderation/reportModel';

/** GraphQL → moderation. One line each: the rules live in reports.ts and suspensions.ts. */
export const moderationResolvers: Resolvers = {
  Query: {
    reportQueue: (_, { status, audience, first }, { moderation, viewer }) =>
      moderation.reports.queue(viewer, { status: status ?? undefined, audience }, first),
    suspendedAccounts: (_, __, { moderation, viewer }) => moderation.suspensions.suspendedAccounts(viewer),
    siteAuditLog: (_, { first }, { moderation, viewer }) => moderation.suspensions.siteLog(viewer, first),
  },
  Mutation: {
    reportContent: async (_, { input }, { moderation, viewer }) => ({
      report: await moderation.reports.file(viewer, input),
    }),
    resolveReport: async (_, { input: { id, ...rest } }, { moderation, viewer }) => ({
      report: await moderation.reports.resolve(viewer, id, rest),
    }),
    suspendGroup: async (_, { input: { groupId, ...rest } }, { moderation, viewer }) => ({
      group: await moderation.suspensions.suspendGroup(viewer, groupId, rest),
    }),
    liftGroupSuspension: async (_, { input }, { moderation, viewer }) => ({
      group: await moderation.suspensions.liftGroup(viewer, input.groupId),
    }),
    suspendAccount: async (_, { input }, { moderation, viewer }) => ({
      suspension: await moderation.suspensions.suspendAccount(viewer, input),
    }),
    liftAccountSuspension: async (_, { input }, { moderation, viewer }) => ({
      suspension: await moderation.suspensions.liftAccount(viewer, input),
    }),
  },
  Subscription: {
    reportQueueChanged: {
      subscribe: (_, { groupId }, { moderation, viewer }) => moderation.reports.watch(viewer, groupId),
      resolve: (report: ReportRecord) => report,
    },
  },
  Group: {
    // Only those who can read a suspended group at all are given it: its organizers and the admins.
    suspension: (group) => group.suspension ?? null,
    reports: (group, { status, first }, { moderation, viewer }) =>
      moderation.reports.ofGroup(viewer, group, status ?? undefined, first),
  },
  Viewer: {
    isAdmin: (viewer) => isAdmin(viewer),
    reports: (viewer, { first }, { moderation }) => moderation.reports.mine(viewer, first),
  },
  Report: {
    id: (report) => report._id,
    threadId: (report) => report.threadId ?? null,
    reporterName: (report, _, { viewer }) =>
      isAdmin(viewer) || viewer?.uid === report.uid ? report.reporterName : null,
  },
  AccountSuspension: {
    uid: (suspension) => suspension._id,
  },
};
