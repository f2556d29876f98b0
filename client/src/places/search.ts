import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { PlaceSearchQuery as PlaceSearchResult } from '@/gql/graphql';

export type PlaceOption = PlaceSearchResult['places'][number];

/** How many letters a search needs before the picker asks: fewer match too many cities to help. */
export const placeSearchMinLength = 3;
/** How many places the picker lists. */
const placeSearchSize = 8;

export const PlaceSearchQuery = graphql(`
  query PlaceSearch($search: String!, $first: Int) {
    places(search: $search, first: $first) {
      id
      kind
      name
      country
    }
  }
`);

/** The offline place search (the gazetteer the server ships): cities by prefix, accents ignored, and Online. */
export function usePlaceSearch(): (text: string) => Promise<PlaceOption[]> {
  const client = useApolloClient();
  return useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: PlaceSearchQuery,
        variables: { search: text, first: placeSearchSize },
      });
      return data?.places ?? [];
    },
    [client],
  );
}

/** `Zürich, CH`; `Online`. */
export function placeLabel(place: Pick<PlaceOption, 'kind' | 'name' | 'country'>): string {
  if (place.kind === 'ONLINE') return 'Online';
  return place.country ? `${place.name}, ${place.country}` : place.name;
}
