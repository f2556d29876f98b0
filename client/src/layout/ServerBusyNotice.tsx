import { useServerBusy } from '@/apollo/serverBusy';
import '@/layout/ServerBusyNotice.css';

/** Says, in plain words, that the server asked to wait and when the page tries again. */
export function ServerBusyNotice() {
  const busy = useServerBusy();
  return (
    <div className="server-busy" role="status">
      {busy &&
        (busy.reason === 'rate-limited'
          ? `Too many requests from your connection right now. Trying again in ${busy.retryInSeconds} s…`
          : `HobbyHub is starting up. Trying again in ${busy.retryInSeconds} s…`)}
    </div>
  );
}
