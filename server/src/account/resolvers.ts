import type { Resolvers } from '@/generated/graphql';

/** GraphQL → account service. One line each: the rules live in the services. */
export const accountResolvers: Resolvers = {
  Mutation: {
    updateProfile: async (_, { input }, { account, viewer }) => {
      const profile = await account.updateProfile(viewer, input);
      return { viewer: { uid: profile.uid, email: profile.email, displayName: profile.displayName } };
    },
    deleteAccount: (_, { input }, { account, viewer }) => account.deleteAccount(viewer, input),
  },

  Viewer: {
    photoURL: async (viewer, _, { account }) => (await account.profile(viewer)).photoURL,
    signInProviders: async (viewer, _, { account }) => (await account.profile(viewer)).signInProviders,
    createdAt: async (viewer, _, { account }) => (await account.profile(viewer)).createdAt,
  },
};
