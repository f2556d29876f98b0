import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '@/gql';
import { PostBody } from '@/discussion/PostBody';
import { PostMeta } from '@/discussion/PostMeta';
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

/** One announcement; the organizer also reads how many people it reached (never who). */
export function AnnouncementItem({
  announcement,
  sessionName,
}: {
  announcement: FragmentType<typeof AnnouncementItemFragment>;
  sessionName(sessionId: string): string | null;
}) {
  const { data, complete } = useFragment({ fragment: AnnouncementItemFragment, from: announcement });
  if (!complete) return null;
  const session = data.sessionId ? sessionName(data.sessionId) : null;
  return (
    <li className="post post--announcement">
      <PostMeta authorName={data.authorName} createdAt={data.createdAt} />
      <p className="small">
        <span className="badge badge--soft">{audienceText(data.audience, session)}</span>
        {data.recipientCount !== null && data.recipientCount !== undefined && (
          <span className="muted"> · Sent to {data.recipientCount}</span>
        )}
      </p>
      <PostBody html={data.bodyHtml} />
    </li>
  );
}
