import type { Resolvers } from '@/generated/graphql';

/** GraphQL → places service. */
export const placeResolvers: Resolvers = {
  Query: {
    places: (_, { search, first }, { places }) => places.search(search, first),
  },
  Place: {
    lat: (place) => place.point?.coordinates[1] ?? null,
    lon: (place) => place.point?.coordinates[0] ?? null,
  },
};
