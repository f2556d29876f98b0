import { formatInstant } from '@/ui/format';

/** Who wrote a post and when, and "edited" once its author changed it. */
export function PostMeta({
  authorName,
  createdAt,
  editedAt,
}: {
  authorName: string;
  createdAt: string;
  editedAt?: string | null;
}) {
  return (
    <p className="post-meta muted small">
      <span className="post-meta__author">{authorName}</span> ·{' '}
      <time dateTime={createdAt}>{formatInstant(createdAt)}</time>
      {editedAt && (
        <>
          {' · '}
          <span title={`Edited ${formatInstant(editedAt)}`}>edited</span>
        </>
      )}
    </p>
  );
}

/** The note a post's author reads on a post an organizer hid (nobody else but the organizer sees it). */
export function HiddenNote({ forOrganizer }: { forOrganizer: boolean }) {
  return (
    <p className="post-hidden-note small">
      {forOrganizer
        ? 'Hidden: only its author and the organizer see it.'
        : 'This post was hidden by an organizer. Only you and the organizer see it.'}
    </p>
  );
}
