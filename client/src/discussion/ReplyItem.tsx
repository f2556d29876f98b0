import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { BodyForm } from '@/discussion/BodyForm';
import { useReplyChanges } from '@/discussion/mutations';
import { PostBody } from '@/discussion/PostBody';
import { HiddenNote, PostMeta } from '@/discussion/PostMeta';
import { useSend } from '@/discussion/useSend';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { ReportButton } from '@/moderation/ReportButton';

export const ReplyItemFragment = graphql(`
  fragment ReplyItem_reply on DiscussionReply {
    id
    threadId
    body
    bodyHtml
    authorName
    hidden
    createdAt
    editedAt
  }
`);

/**
 * Whether the viewer wrote the reply, asked apart from it: the thread page's first replies are
 * the same bytes for every reader of one role, and its own small question brings this.
 */
export const ReplyItemViewerFragment = graphql(`
  fragment ReplyItem_viewer on DiscussionReply {
    id
    isMine
  }
`);

/**
 * One reply (or session comment): its author, body and the viewer's actions on it. Whether it is
 * the answer comes from its thread (`answerReplyId`), so marking another reply moves the mark.
 */
export function ReplyItem({
  reply,
  isAnswer = false,
  canModerate,
  onMarkAnswer,
  kind = 'reply',
}: {
  reply: FragmentType<typeof ReplyItemFragment>;
  isAnswer?: boolean;
  canModerate: boolean;
  /** Given when the viewer may mark the answer of this reply's question (its asker or the organizer). */
  onMarkAnswer?: (replyId: string | null) => Promise<void>;
  kind?: 'reply' | 'comment';
}) {
  const { data, complete } = useFragment({ fragment: ReplyItemFragment, from: reply });
  const viewer = useFragment({
    fragment: ReplyItemViewerFragment,
    from: complete ? { __typename: 'DiscussionReply', id: data.id } : null,
  });
  // Not known yet (a reply the page's own question has not reached): not the viewer's.
  const isMine = viewer.data?.isMine === true;
  const changes = useReplyChanges();
  const send = useSend();
  const dialogs = useDialog();
  const [editing, setEditing] = useState(false);
  if (!complete) return null;

  const remove = async () => {
    const sure = await dialogs.confirm({
      title: `Delete this ${kind}?`,
      text: 'You won’t be able to revert this!',
      icon: 'warning',
      confirmText: 'Yes, delete it!',
      cancelText: 'Cancel',
    });
    if (sure) await send.run(() => changes.remove(data.id, data.threadId));
  };

  return (
    <li className={`post post--reply${isAnswer ? ' post--answer' : ''}`} aria-label={`${kind} by ${data.authorName}`}>
      <PostMeta authorName={data.authorName} createdAt={data.createdAt} editedAt={data.editedAt} />
      {isAnswer && <p className="badge badge--answer">Answer ✓</p>}
      {data.hidden && <HiddenNote forOrganizer={canModerate} />}
      {editing ? (
        <BodyForm
          label={`Edit your ${kind}`}
          submitText="Save"
          initial={data.body}
          onSend={async (body) => {
            await changes.update({ id: data.id, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <PostBody html={data.bodyHtml} />
      )}
      {!editing && (
        <div className="button-row post-actions">
          {isMine && (
            <>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className="btn btn-ghost btn-sm" disabled={send.busy} onClick={() => void remove()}>
                Delete
              </button>
            </>
          )}
          {canModerate && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={send.busy}
              onClick={() => void send.run(() => changes.hide({ id: data.id, hidden: !data.hidden }))}
            >
              {data.hidden ? 'Show' : 'Hide'}
            </button>
          )}
          {!isMine && <ReportButton subject="REPLY" targetId={data.id} what={`this ${kind}`} />}
          {onMarkAnswer && !data.hidden && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={send.busy}
              onClick={() => void send.run(() => onMarkAnswer(isAnswer ? null : data.id))}
            >
              {isAnswer ? 'Unmark answer' : 'Mark as answer'}
            </button>
          )}
        </div>
      )}
      <p className="form-error" role="alert">
        {send.error}
      </p>
    </li>
  );
}
