import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '@/gql';
import { placeLabel } from '@/map/cluster';
import { GroupMap } from '@/map/GroupMap';
import { paths } from '@/paths';

export const PlaceMapFragment = graphql(`
  fragment PlaceMap_group on Group {
    id
    groupName
    place {
      id
      name
      country
      lat
      lon
    }
  }
`);

/** The group's place on a small map (only for a place with coordinates: a city, not online). */
export function PlaceMap({ group }: { group: FragmentType<typeof PlaceMapFragment> }) {
  const { data, complete } = useFragment({ fragment: PlaceMapFragment, from: group });
  const { id, groupName, place } = data;
  const points = useMemo(
    () =>
      complete && id && groupName && place?.lat != null && place.lon != null
        ? [
            {
              id,
              name: groupName,
              place: placeLabel(place),
              lat: place.lat,
              lon: place.lon,
              href: paths.groupDetails.getHref(id),
            },
          ]
        : [],
    [complete, id, groupName, place],
  );
  if (points.length === 0) return null;
  return (
    <GroupMap
      points={points}
      size="small"
      fitZoom={9}
      whenVisible
      label={`Map: ${groupName ?? 'the group'} meets in ${points[0]?.place ?? ''}`}
    />
  );
}
