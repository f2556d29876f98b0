import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '@/gql';
import { useToast } from '@/ui/toast/ToastProvider';

const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    viewer {
      id
      calendarFeedUrl
    }
  }
`);

const ResetCalendarFeedMutation = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed {
      viewer {
        id
        calendarFeedUrl
      }
    }
  }
`);

/**
 * The secret address of the person's calendar feed (every group they joined or wait for), to paste into a
 * calendar app; "New address" makes the old one stop working (the answer updates the cache by
 * the viewer's id).
 */
export function CalendarFeed() {
  // Its own query: the address is made on first use, and the groups need not wait for it.
  const { data: feed } = useQuery(CalendarFeedQuery);
  const [reset, { loading }] = useMutation(ResetCalendarFeedMutation);
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const url = feed?.viewer?.calendarFeedUrl;
  if (!url) return null;

  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  const renew = async () => {
    try {
      await reset();
      setCopied(false);
      toast({ title: 'Your calendar has a new address; the old one no longer works.', icon: 'success' });
    } catch {
      toast({ title: 'The calendar address could not be changed. Please try again.', icon: 'error' });
    }
  };

  return (
    <section className="card calendar-feed" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Calendar feed</h2>
      <p className="muted">
        Subscribe to this address in your calendar app to see every group you joined or wait for. Keep it to yourself:
        anyone with it can read the feed.
      </p>
      <div className="field">
        <label htmlFor={inputId}>Calendar address</label>
        <input id={inputId} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
        <a className="btn btn-ghost" href={url} download>
          Download .ics
        </a>
        <button type="button" className="btn btn-ghost" onClick={() => void renew()} disabled={loading}>
          New address
        </button>
      </div>
    </section>
  );
}
