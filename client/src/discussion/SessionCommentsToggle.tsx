import { lazy, Suspense, useId, useState } from 'react';

// Loaded when first opened: the group page carries none of the discussion's code until then.
const SessionComments = lazy(() =>
  import('@/discussion/SessionComments').then((module) => ({ default: module.SessionComments })),
);

/** "Comments" under a session: opens its comment thread in place. */
export function SessionCommentsToggle({
  groupId,
  sessionId,
  canModerate,
}: {
  groupId: string;
  sessionId: string;
  canModerate: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="session-comments-toggle">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide comments' : 'Comments'}
      </button>
      <div id={id} hidden={!open}>
        {open && (
          <Suspense fallback={<p className="muted small">Loading comments…</p>}>
            <SessionComments groupId={groupId} sessionId={sessionId} canModerate={canModerate} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
