import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '@/gql';
import { useToast } from '@/ui/toast/ToastProvider';

export const CalendarFeedFragment = graphql(`
  fragment CalendarFeed_viewer on Viewer {
    id
    calendarFeedUrl
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
 * The secret address of the person's calendar feed (every group they joined), to paste into a
 * calendar app; "New address" makes the old one stop working (the answer updates the cache).
 */
export function CalendarFeed({ viewer }: { viewer: FragmentType<typeof CalendarFeedFragment> }) {
  const { data, complete } = useFragment({ fragment: CalendarFeedFragment, from: viewer });
  const [reset, { loading }] = useMutation(ResetCalendarFeedMutation);
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  if (!complete) return null;

  const copy = async () => {
    await navigator.clipboard.writeText(data.calendarFeedUrl);
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
        Subscribe to this address in your calendar app to see every group you joined. Keep it to yourself: anyone with
        it can read the feed.
      </p>
      <div className="field">
        <label htmlFor={inputId}>Calendar address</label>
        <input
          id={inputId}
          type="text"
          readOnly
          value={data.calendarFeedUrl}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
        <a className="btn btn-ghost" href={data.calendarFeedUrl} download>
          Download .ics
        </a>
        <button type="button" className="btn btn-ghost" onClick={() => void renew()} disabled={loading}>
          New address
        </button>
      </div>
    </section>
  );
}
