import { useState } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import type { NotificationPreferences_AllFragment, NotificationPreferenceKind } from '@/gql/graphql';
import { kindNouns } from '@/notifications/preferenceLabels';
import { useResubscribeGroupEmail } from '@/notifications/preferenceMutations';
import { useToast } from '@/ui/toast/ToastProvider';

type GroupUnsubscribe = NotificationPreferences_AllFragment['groupUnsubscribes'][number];

const groupNameOf = (entry: GroupUnsubscribe) => entry.groupName ?? 'A group that no longer exists';

/**
 * The groups whose emails the viewer turned off with an email's one-click link, each kind with a
 * way to turn it back on. The settings above hold for every group not listed here.
 */
export function GroupUnsubscribes({
  entries,
  viewerCacheId,
}: {
  entries: readonly GroupUnsubscribe[];
  viewerCacheId: string;
}) {
  const resubscribe = useResubscribeGroupEmail(viewerCacheId);
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onResubscribe = async (entry: GroupUnsubscribe, kind: NotificationPreferenceKind) => {
    setBusy(`${entry.groupId}:${kind}`);
    setFailure(null);
    try {
      await resubscribe({ groupId: entry.groupId, kind });
      toast({
        title: `Email about ${kindNouns[kind].toLowerCase()} from ${groupNameOf(entry)} is back on.`,
        icon: 'success',
      });
    } catch (error) {
      setFailure(
        graphQLErrorCode(error) === 'NOT_FOUND'
          ? 'That group could not be found.'
          : 'Email could not be turned back on. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card notification-settings" aria-labelledby="group-unsubscribes-heading">
      <h2 id="group-unsubscribes-heading">Groups you unsubscribed from</h2>
      {entries.length === 0 ? (
        <p className="muted">You have not unsubscribed from any group’s emails.</p>
      ) : (
        <>
          <p className="muted">These groups send you no email of these kinds, whatever you chose above.</p>
          <ul className="group-unsubscribes" aria-labelledby="group-unsubscribes-heading">
            {entries.map((entry) => (
              <li key={entry.groupId} className="group-unsubscribes__group">
                <h3>{groupNameOf(entry)}</h3>
                <ul
                  className="group-unsubscribes__kinds"
                  aria-label={`Kinds of email turned off for ${groupNameOf(entry)}`}
                >
                  {entry.kinds.map((kind) => (
                    <li key={kind}>
                      <span>{kindNouns[kind]}</span>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        disabled={busy !== null}
                        onClick={() => void onResubscribe(entry, kind)}
                      >
                        Resubscribe
                        <span className="visually-hidden">
                          {' '}
                          to {kindNouns[kind].toLowerCase()} from {groupNameOf(entry)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
