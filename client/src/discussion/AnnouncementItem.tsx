import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '@/gql';
import { PostBody } from '@/discussion/PostBody';
import { useHideAnnouncement } from '@/discussion/mutations';
import { HiddenNote, PostMeta } from '@/discussion/PostMeta';
import { useSend } from '@/discussion/useSend';
import type { AnnouncementAudience } from '@/gql/graphql';

export const AnnouncementItemFragment = graphql(`
  fragment AnnouncementItem_announcement on Announcement {
    id
    bodyHtml
    authorName
    audience
    sessionId
    recipientCount
    createdAt
    hidden
  }
`);

/** Who an announcement went to, in words; `session` names the session when one was picked. */
export function audienceText(audience: AnnouncementAudience, session: string | null): string {
  switch (audience) {
    case 'ALL_MEMBERS':
      return 'All members';
    case 'GOING':
      return `Going to ${session ?? 'a session'}`;
    case 'WAITING':
      return session ? `Waiting for ${session}` : 'Waiting for a place in the group';
    case 'UNANSWERED':
      return `Not yet answered for ${session ?? 'a session'}`;
    default:
      return 'Some members';
  }
}

/**
 * One announcement; the organizer also reads how many people it reached (never who), and may hide
 * it from its recipients (or show it again). A hidden one is marked for the organizer and its author.
 */
export function AnnouncementItem({
  announcement,
  sessionName,
  canModerate = false,
}: {
  announcement: FragmentType<typeof AnnouncementItemFragment>;
  sessionName(sessionId: string): string | null;
  canModerate?: boolean;
}) {
  const { data, complete } = useFragment({ fragment: AnnouncementItemFragment, from: announcement });
  const hide = useHideAnnouncement();
  const send = useSend();
  if (!complete) return null;
  const session = data.sessionId ? sessionName(data.sessionId) : null;
  return (
    <li className="post post--announcement" aria-label={`Announcement by ${data.authorName}`}>
      <PostMeta authorName={data.authorName} createdAt={data.createdAt} />
      {data.hidden && <HiddenNote forOrganizer={canModerate} />}
      <p className="small">
        <span className="badge badge--soft">{audienceText(data.audience, session)}</span>
        {data.recipientCount !== null && data.recipientCount !== undefined && (
          <span className="muted"> · Sent to {data.recipientCount}</span>
        )}
      </p>
      <PostBody html={data.bodyHtml} />
      {canModerate && (
        <div className="button-row post-actions">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={send.busy}
            onClick={() => void send.run(() => hide({ id: data.id, hidden: !data.hidden }))}
          >
            {data.hidden ? 'Show announcement' : 'Hide announcement'}
          </button>
        </div>
      )}
      {send.error && (
        <p className="form-error" role="alert">
          {send.error}
        </p>
      )}
    </li>
  );
}
