import type { Resolvers } from '@/generated/graphql';
import { nextMeetingOf } from '@/schedule/nextMeeting';

/** GraphQL → sessions service. One line each: the rules live in the service. */
export const sessionResolvers: Resolvers = {
  Mutation: {
    setSchedule: async (_, { input }, { sessions, viewer }) => ({
      group: await sessions.setSchedule(viewer, input.id, input.schedule, input.fromSessionId),
    }),
    cancelSession: (_, { input }, { sessions, viewer }) => sessions.cancel(viewer, input.sessionId),
    moveSession: (_, { input: { sessionId, ...changes } }, { sessions, viewer }) =>
      sessions.move(viewer, sessionId, changes),
    rsvp: async (_, { input }, { sessions, viewer }) => ({
      session: await sessions.rsvp(viewer, input.sessionId, input.going),
    }),
  },

  Group: {
    schedule: (group, _, { sessions }) => sessions.schedule(group),
    nextSession: (group, _, { sessions }) => sessions.next(group),
    nextMeeting: (group) => nextMeetingOf(group),
    sessions: (group, args, { sessions }) => sessions.list(group, args),
  },

  SessionConnection: {
    totalCount: (page, _, { sessions }) => sessions.totalCount(page),
  },

  Session: {
    goingCount: (session, _, { sessions }) => sessions.goingCount(session),
    waitlistCount: (session, _, { sessions }) => sessions.waitlistCount(session),
    spotsLeft: (session, _, { sessions }) => sessions.spotsLeft(session),
    viewerRsvp: (session, _, { sessions, viewer }) => sessions.viewerRsvp(viewer, session),
  },
};
