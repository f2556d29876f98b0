import { SendRow } from '@/discussion/SendRow';
import { useId, useState, type FormEvent } from 'react';
import { useAnnounce } from '@/discussion/mutations';
import { useSend } from '@/discussion/useSend';
import { bodyErrors, postLimits } from '@/discussion/validation';
import type { AnnouncementAudience } from '@/gql/graphql';
import { MarkdownField } from '@/discussion/MarkdownField';
import { Field } from '@/ui/Field';

export interface SessionChoice {
  id: string;
  label: string;
}

const audiences: { value: AnnouncementAudience; label: string }[] = [
  { value: 'ALL_MEMBERS', label: 'All members' },
  { value: 'GOING', label: 'Going to a session' },
  { value: 'WAITING', label: 'Waiting for a place' },
  { value: 'UNANSWERED', label: 'Not yet answered for a session' },
];

/** The organizer's announcement: a Markdown body and who gets it; says how many it reached. */
export function AnnouncementComposer({ groupId, sessions }: { groupId: string; sessions: SessionChoice[] }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AnnouncementAudience>('ALL_MEMBERS');
  const [sessionId, setSessionId] = useState('');
  const [sent, setSent] = useState('');
  const announce = useAnnounce();
  const send = useSend();
  const needsSession = audience === 'GOING' || audience === 'UNANSWERED';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    const local = bodyErrors(body, postLimits.announcement);
    if (needsSession && !sessionId) local.sessionId = `Choose the session for ${audience}.`;
    let reached = 0;
    const ok = await send.run(async () => {
      const result = await announce({
        groupId,
        body: body.trim(),
        audience,
        sessionId: audience === 'ALL_MEMBERS' || !sessionId ? null : sessionId,
      });
      reached = result.recipientCount ?? 0;
    }, local);
    if (!ok) return;
    setBody('');
    setSent(`Announcement sent to ${reached}.`);
  };

  return (
    <form
      className="post-form card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="section__title">
        Send an announcement
      </h2>
      <Field id={`${id}-audience`} label="Audience">
        <select
          id={`${id}-audience`}
          value={audience}
          onChange={(event) => setAudience(event.target.value as AnnouncementAudience)}
        >
          {audiences.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      {audience !== 'ALL_MEMBERS' && (
        <Field id={`${id}-session`} label="Session" error={send.fields.sessionId}>
          <select
            id={`${id}-session`}
            value={sessionId}
            aria-invalid={Boolean(send.fields.sessionId)}
            aria-describedby={send.fields.sessionId ? `${id}-session-error` : undefined}
            onChange={(event) => setSessionId(event.target.value)}
          >
            <option value="">{audience === 'WAITING' ? 'The group’s waitlist' : 'Choose a session'}</option>
            {sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <MarkdownField
        id={`${id}-body`}
        label="Announcement"
        value={body}
        onChange={setBody}
        error={send.fields.body}
        max={postLimits.announcement.max}
      />
      <SendRow busy={send.busy} label="Send announcement" busyLabel="Sending…" error={send.error} done={sent} />
    </form>
  );
}
