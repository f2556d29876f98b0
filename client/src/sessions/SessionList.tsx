import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '@/gql';
import { SessionItem } from '@/sessions/SessionItem';

export const SessionListFragment = graphql(`
  fragment SessionList_group on Group {
    id
    viewerIsOwner
    viewerIsMember
    schedule {
      timeZone
      rrule
    }
    sessions(first: 5) {
      nodes {
        id
        ...SessionItem_session
      }
    }
  }
`);

/** The group's next sessions with RSVP buttons (members) or Cancel (the organizer); nothing for a group without a schedule. */
export function SessionList({
  group,
  sessionExtra,
}: {
  group: FragmentType<typeof SessionListFragment>;
  /** More under each session (its comments), from the page that shows the list. */
  sessionExtra?: (sessionId: string) => ReactNode;
}) {
  const { data, complete } = useFragment({
    fragment: SessionListFragment,
    fragmentName: 'SessionList_group',
    from: group,
  });
  if (!complete || !data.schedule) return null;
  return (
    <section className="sessions" aria-labelledby={`sessions-${data.id}`}>
      <h2 id={`sessions-${data.id}`}>Next sessions</h2>
      {data.sessions.nodes.length === 0 ? (
        <p className="muted">No sessions ahead.</p>
      ) : (
        <ul className="session-list">
          {data.sessions.nodes.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              canAnswer={data.viewerIsMember}
              canCancel={data.viewerIsOwner}
            >
              {sessionExtra?.(session.id)}
            </SessionItem>
          ))}
        </ul>
      )}
    </section>
  );
}
