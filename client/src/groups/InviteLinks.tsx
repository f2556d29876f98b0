import { useState } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { inviteUrl, useCreateInviteLink, useRevokeInviteLinks } from '@/groups/invites';
import { useOrganizerAction } from '@/groups/useOrganizerAction';
import { formatInstant } from '@/ui/format';

function messageOf(caught: unknown): string | null {
  if (graphQLErrorCode(caught) === 'FORBIDDEN') return 'Only the group’s organizers can do this.';
  return 'Something went wrong. Please try again.';
}

/**
 * The organizers' invite links of an INVITE_ONLY group: "Copy invite link" makes a new link (a
 * week long) and copies it; the link is also shown in a read-only box, for when the browser does
 * not let the page copy. "Revoke links" stops every link made so far.
 */
export function InviteLinks({ groupId }: { groupId: string }) {
  const create = useCreateInviteLink();
  const revoke = useRevokeInviteLinks();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const { error, busy, run } = useOrganizerAction(messageOf);

  const onCopy = async () => {
    const made: { link?: { url: string; expiresAt: string } } = {};
    const ok = await run(async () => {
      const answer = await create({ groupId });
      made.link = { url: inviteUrl(answer.path), expiresAt: answer.expiresAt };
    }, 'A new invite link was made.');
    const shown = made.link;
    if (!ok || !shown) return;
    setLink(shown);
    try {
      await navigator.clipboard.writeText(shown.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const onRevoke = async () => {
    if (await run(() => revoke({ id: groupId }), 'Every invite link made so far stopped working.')) {
      setLink(null);
      setCopied(null);
    }
  };

  const prefix = `invite-links-${groupId}`;
  return (
    <div className="invite-links" role="region" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>Invite links</h3>
      <p className="muted small">
        Only people with a link can join. Anyone holding a link can use it until it expires, unless you revoke it.
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onCopy()}>
          Copy invite link
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void onRevoke()}>
          Revoke links
        </button>
      </div>
      {link && (
        <>
          <label htmlFor={`${prefix}-url`}>Invite link</label>
          <input
            id={`${prefix}-url`}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${prefix}-status`}
          />
          <p id={`${prefix}-status`} className="small" role="status">
            {copied ? 'Copied. ' : 'Select the link and copy it. '}
            It works until <time dateTime={link.expiresAt}>{formatInstant(link.expiresAt)}</time>.
          </p>
        </>
      )}
      <p className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}
