import { SendRow } from '@/discussion/SendRow';
import { useId, useState, type FormEvent } from 'react';
import { useStartThread } from '@/discussion/mutations';
import { useSend } from '@/discussion/useSend';
import { postLimits, threadErrors } from '@/discussion/validation';
import { MarkdownField, TitleField } from '@/discussion/MarkdownField';

/** A new thread: title, Markdown body, and whether it is a question. */
export function ThreadComposer({ groupId }: { groupId: string }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [isQuestion, setIsQuestion] = useState(false);
  const [posted, setPosted] = useState('');
  const startThread = useStartThread();
  const send = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPosted('');
    const values = { title: title.trim(), body: body.trim() };
    const ok = await send.run(() => startThread({ groupId, ...values, isQuestion }), threadErrors(values));
    if (!ok) return;
    setTitle('');
    setBody('');
    setIsQuestion(false);
    setPosted(isQuestion ? 'Your question is posted.' : 'Your thread is posted.');
  };

  return (
    <form
      className="post-form card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="section__title">
        Start a thread
      </h2>
      <TitleField id={`${id}-title`} value={title} onChange={setTitle} error={send.fields.title} />
      <MarkdownField
        id={`${id}-body`}
        label="Message"
        value={body}
        onChange={setBody}
        error={send.fields.body}
        max={postLimits.body.max}
      />
      <label className="checkbox">
        <input type="checkbox" checked={isQuestion} onChange={(event) => setIsQuestion(event.target.checked)} />
        This is a question (a reply can be marked as its answer)
      </label>
      <SendRow busy={send.busy} label="Post thread" busyLabel="Posting…" error={send.error} done={posted} />
    </form>
  );
}
