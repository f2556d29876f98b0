import type { Resolvers } from '@/generated/graphql';

/** GraphQL → calendar service. One line each. */
export const calendarResolvers: Resolvers = {
  Viewer: {
    calendarFeedUrl: (viewer, _, { calendar }) => calendar.feedUrl(viewer),
  },
  Mutation: {
    resetCalendarFeed: (_, __, { calendar, viewer }) => calendar.resetFeed(viewer),
  },
};
