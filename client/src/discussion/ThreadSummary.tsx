import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import { paths } from '@/paths';
import { formatInstant } from '@/ui/format';

export const ThreadSummaryFragment = graphql(`
  fragment ThreadSummary_thread on DiscussionThread {
    id
    groupId
    title
    authorName
    hidden
    isQuestion
    answered
    replyCount
    lastActivityAt
  }
`);

/** A thread in a list: its title (a link to it), who started it, its replies and last activity. */
export function ThreadSummary({ thread }: { thread: FragmentType<typeof ThreadSummaryFragment> }) {
  const { data, complete } = useFragment({ fragment: ThreadSummaryFragment, from: thread });
  if (!complete) return null;
  return (
    <li className="thread-summary">
      <h3 className="thread-summary__title">
        <Link to={paths.thread.getHref(data.groupId, data.id)}>{data.title}</Link>
      </h3>
      <p className="thread-summary__badges">
        {data.isQuestion && <span className="badge badge--soft">Question</span>}
        {data.answered && <span className="badge badge--answer">Answered ✓</span>}
        {data.hidden && <span className="badge badge--soft">Hidden</span>}
      </p>
      <p className="muted small">
        {data.authorName} · {data.replyCount === 1 ? '1 reply' : `${data.replyCount} replies`} · last activity{' '}
        <time dateTime={data.lastActivityAt}>{formatInstant(data.lastActivityAt)}</time>
      </p>
    </li>
  );
}
