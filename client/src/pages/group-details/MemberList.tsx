import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '@/gql';
import { formatDate, formatInstant } from '@/ui/format';
import { ReportButton } from '@/moderation/ReportButton';

export const MemberListFragment = graphql(`
  fragment MemberList_group on Group {
    id
    members {
      id
      displayName
      joinedAt
    }
    waitlist {
      displayName
      queuedAt
    }
  }
`);

/**
 * The organizer's view of who joined, in joining order, and of who waits for a place, first in
 * line first (the order the server promotes them in). Renders nothing for anyone else (the
 * server answers null to them).
 */
export function MemberList({ group }: { group: FragmentType<typeof MemberListFragment> }) {
  const { data, complete } = useFragment({ fragment: MemberListFragment, from: group });
  if (!complete || !data.members) return null;
  return (
    <>
      <section className="member-list" aria-labelledby={`members-${data.id}`}>
        <h2 id={`members-${data.id}`}>Members ({data.members.length})</h2>
        {data.members.length === 0 ? (
          <p className="muted">No one has joined yet.</p>
        ) : (
          <ol>
            {data.members.map((member, i) => (
              <li key={`${i}-${member.joinedAt}`}>
                <span>{member.displayName}</span>{' '}
                <span className="muted small">
                  joined <time dateTime={member.joinedAt}>{formatDate(member.joinedAt.slice(0, 10))}</time>
                </span>{' '}
                <ReportButton subject="MEMBER" targetId={member.id} groupId={data.id} what={member.displayName} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {data.waitlist && (
        <section className="member-list" aria-labelledby={`waitlist-${data.id}`}>
          <h2 id={`waitlist-${data.id}`}>Waitlist ({data.waitlist.length})</h2>
          {data.waitlist.length === 0 ? (
            <p className="muted">No one is waiting.</p>
          ) : (
            <ol>
              {data.waitlist.map((waiting, i) => (
                <li key={`${i}-${waiting.queuedAt}`}>
                  <span>{waiting.displayName}</span>{' '}
                  <span className="muted small">
                    waiting since <time dateTime={waiting.queuedAt}>{formatInstant(waiting.queuedAt)}</time>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
