import { NetworkStatus, type FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { auditSentence } from '@/groups/auditSentences';
import { graphql } from '@/gql';
import { formatInstant } from '@/ui/format';

/**
 * The audit log's newest page; "Show older" asks for the next one, which the cache appends, and a
 * newer first page keeps the older ones shown (queuePolicies.ts).
 */
const GroupActivityQuery = graphql(`
  query GroupActivity($id: ID!, $after: String) {
    group(id: $id) {
      id
      auditEntries(first: 20, after: $after) {
        nodes {
          id
          action
          actorName
          targetName
          detail
          at
        }
        nextCursor
      }
    }
  }
`);

/**
 * What an audited step changes on the group page: the group page's live `groupChanged` event
 * carries it (this fragment is spread into the page's), and a change asks for the newest entries
 * again. The log itself is not sent with every event: most events change nothing it records, and
 * reading it costs a query per organizer following the group.
 */
export const GroupActivityFragment = graphql(`
  fragment GroupActivity_group on Group {
    id
    updatedAt
    memberCount
    waitlistCount
    joinPolicy
    team {
      id
      role
    }
    teamInvitations {
      inviteeId
    }
    pendingJoinRequests {
      totalCount
    }
    bans {
      id
    }
    suspension {
      reason
    }
  }
`);

/** How long the group must stay unchanged before the newest entries are asked for (a burst asks once). */
const settleMs = 500;

/**
 * The group's activity for its organizers (owner, co-organizers): who approved, declined,
 * removed, banned, changed a role, handed over or edited what, and when, newest first, a page at
 * a time. Asked for only when the page says the viewer organizes the group; the server answers
 * null to anyone else, and nothing is shown then.
 */
export function GroupActivity({ group }: { group: FragmentType<typeof GroupActivityFragment> }) {
  const { data: watched, complete } = useFragment({ fragment: GroupActivityFragment, from: group });
  const groupId = watched.id ?? '';
  const { data, error, loading, networkStatus, fetchMore, refetch } = useQuery(GroupActivityQuery, {
    variables: { id: groupId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // Asked again after a change, the newest page joins the older ones shown (not overwrite them).
    refetchWritePolicy: 'merge',
  });
  const [olderFailed, setOlderFailed] = useState(false);
  const changes = complete ? JSON.stringify(watched) : null;
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === null || changes === seen.current) return;
    const timer = setTimeout(() => {
      seen.current = changes;
      refetch().catch(() => {
        // The list shown stays; the next change asks again.
      });
    }, settleMs);
    return () => clearTimeout(timer);
  }, [changes, refetch]);
  const titleId = `activity-${groupId}`;
  const log = data?.group?.auditEntries;
  if (data && !log) return null;
  const loadingOlder = networkStatus === NetworkStatus.fetchMore;

  const showOlder = async (after: string) => {
    setOlderFailed(false);
    try {
      await fetchMore({ variables: { after } });
    } catch {
      setOlderFailed(true);
    }
  };

  return (
    <section className="group-activity card" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId}>Activity</h2>
      <p className="muted small">Only the group’s organizers see this.</p>
      {!log ? (
        error ? (
          <div role="alert">
            <p>The activity could not be loaded.</p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void refetch().catch(() => undefined)}
            >
              Try again
            </button>
          </div>
        ) : (
          <p className="muted" role="status">
            Loading activity…
          </p>
        )
      ) : log.nodes.length === 0 ? (
        <p className="empty-state">Nothing has happened in this group yet.</p>
      ) : (
        <ol className="group-activity__list" aria-labelledby={titleId}>
          {log.nodes.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className="muted small">
                {formatInstant(entry.at)}
              </time>{' '}
              <span>{auditSentence(entry)}</span>
            </li>
          ))}
        </ol>
      )}
      {log?.nextCursor && (
        <div className="center-row">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={loadingOlder}
            onClick={() => void showOlder(log.nextCursor ?? '')}
          >
            {loadingOlder ? 'Loading…' : 'Show older activity'}
          </button>
        </div>
      )}
      {olderFailed && (
        <p className="form-error" role="alert">
          Older activity could not be loaded. Please try again.
        </p>
      )}
    </section>
  );
}
