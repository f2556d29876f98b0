import { useId, useState, type FormEvent } from 'react';
import { useStartThread } from '@/discussion/mutations';
import { useSend } from '@/discussion/useSend';
import { postLimits, threadErrors } from '@/discussion/validation';
import { Field } from '@/ui/Field';

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
  const errorOf = (field: 'title' | 'body') => (send.fields[field] ? `${id}-${field}-error` : undefined);

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
      <Field id={`${id}-title`} label="Title" error={send.fields.title}>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={postLimits.title.max}
          aria-invalid={Boolean(send.fields.title)}
          aria-describedby={errorOf('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <Field
        id={`${id}-body`}
        label="Message"
        error={send.fields.body}
        hint="Markdown: **bold**, *italic*, links and lists."
      >
        <textarea
          id={`${id}-body`}
          rows={4}
          value={body}
          maxLength={postLimits.body.max}
          aria-invalid={Boolean(send.fields.body)}
          aria-describedby={[errorOf('body'), `${id}-body-hint`].filter(Boolean).join(' ')}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <label className="checkbox">
        <input type="checkbox" checked={isQuestion} onChange={(event) => setIsQuestion(event.target.checked)} />
        This is a question (a reply can be marked as its answer)
      </label>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={send.busy}>
          {send.busy ? 'Posting…' : 'Post thread'}
        </button>
      </div>
      <p className="form-error" role="alert">
        {send.error}
      </p>
      <p className="form-success" role="status">
        {posted}
      </p>
    </form>
  );
}
