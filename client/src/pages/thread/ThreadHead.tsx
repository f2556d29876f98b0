import { useId, useState, type FormEvent } from 'react';
import { useThreadChanges } from '@/discussion/mutations';
import { PostBody } from '@/discussion/PostBody';
import { HiddenNote, PostMeta } from '@/discussion/PostMeta';
import { useSend } from '@/discussion/useSend';
import { ReportButton } from '@/moderation/ReportButton';
import { postLimits, threadErrors } from '@/discussion/validation';
import { MarkdownField, TitleField } from '@/discussion/MarkdownField';

interface ThreadHeadData {
  id: string;
  title: string;
  body: string;
  bodyHtml: string;
  authorName: string;
  isMine: boolean;
  hidden: boolean;
  isQuestion: boolean;
  answered: boolean;
  isPublic: boolean;
  viewerFollows: boolean;
  createdAt: string;
  editedAt?: string | null;
}

/** The thread's title, body and the viewer's actions on it; its author edits it in place. */
export function ThreadHead({
  thread,
  canModerate,
  canPost,
  onDelete,
  onAction,
  onFollow,
}: {
  thread: ThreadHeadData;
  canModerate: boolean;
  canPost: boolean;
  onDelete(): void;
  onAction(action: () => Promise<unknown>): Promise<void>;
  onFollow(): Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const changes = useThreadChanges();
  return (
    <header className="post post--thread card">
      {editing ? (
        <ThreadEditForm thread={thread} onDone={() => setEditing(false)} />
      ) : (
        <>
          <h1 className="page-title thread-title">{thread.title}</h1>
          <p className="thread-summary__badges">
            {thread.isQuestion && <span className="badge badge--soft">Question</span>}
            {thread.answered && <span className="badge badge--answer">Answered ✓</span>}
            {thread.isPublic && <span className="badge badge--soft">Public FAQ</span>}
          </p>
          <PostMeta authorName={thread.authorName} createdAt={thread.createdAt} editedAt={thread.editedAt} />
          {thread.hidden && <HiddenNote forOrganizer={canModerate} />}
          <PostBody html={thread.bodyHtml} />
        </>
      )}
      {!editing && (
        <div className="button-row post-actions">
          {canPost && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-pressed={thread.viewerFollows}
              onClick={() => void onAction(onFollow)}
            >
              {thread.viewerFollows ? 'Following' : 'Follow'}
            </button>
          )}
          {thread.isMine && (
            <>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete}>
                Delete
              </button>
            </>
          )}
          {canModerate && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => void onAction(() => changes.hide({ id: thread.id, hidden: !thread.hidden }))}
            >
              {thread.hidden ? 'Show' : 'Hide'}
            </button>
          )}
          {!thread.isMine && <ReportButton subject="THREAD" targetId={thread.id} what="this thread" />}
          {canModerate && thread.answered && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => void onAction(() => changes.setPublic({ id: thread.id, isPublic: !thread.isPublic }))}
            >
              {thread.isPublic ? 'Hide from visitors' : 'Show to visitors'}
            </button>
          )}
        </div>
      )}
    </header>
  );
}

function ThreadEditForm({ thread, onDone }: { thread: ThreadHeadData; onDone(): void }) {
  const id = useId();
  const [title, setTitle] = useState(thread.title);
  const [body, setBody] = useState(thread.body);
  const [isQuestion, setIsQuestion] = useState(thread.isQuestion);
  const changes = useThreadChanges();
  const send = useSend();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { title: title.trim(), body: body.trim() };
    const ok = await send.run(() => changes.update({ id: thread.id, ...values, isQuestion }), threadErrors(values));
    if (ok) onDone();
  };
  return (
    <form className="post-form" onSubmit={(event) => void submit(event)} noValidate>
      <TitleField id={`${id}-title`} value={title} onChange={setTitle} error={send.fields.title} />
      <MarkdownField
        id={`${id}-body`}
        label="Message"
        value={body}
        onChange={setBody}
        error={send.fields.body}
        max={postLimits.body.max}
        rows={5}
      />
      <label className="checkbox">
        <input type="checkbox" checked={isQuestion} onChange={(event) => setIsQuestion(event.target.checked)} />
        This is a question
      </label>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={send.busy}>
          Save
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
      <p className="form-error" role="alert">
        {send.error}
      </p>
    </form>
  );
}
