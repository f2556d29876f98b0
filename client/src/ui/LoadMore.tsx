import { useTransition, type ReactNode } from 'react';

interface LoadMoreProps {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  /** The query's fetchMore (from useQueryRefHandlers): the cache appends the next page. */
  fetchMore: (options: { variables: { after: string | null } }) => Promise<unknown>;
  /** Shown beside the button, e.g. "Showing 20 of 340". */
  children?: ReactNode;
}

/**
 * "Load more" under a connection: fetches the page after `endCursor` in a transition, so the
 * loaded items stay on screen while the next ones arrive. Nothing when there are no more.
 */
export function LoadMore({ pageInfo, fetchMore, children }: LoadMoreProps) {
  const [loading, startTransition] = useTransition();
  if (!pageInfo.hasNextPage) return null;
  const loadMore = () =>
    startTransition(async () => {
      await fetchMore({ variables: { after: pageInfo.endCursor ?? null } });
    });
  return (
    <div className="center-row">
      <button type="button" className="btn btn-primary" onClick={loadMore} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
      {children}
    </div>
  );
}
