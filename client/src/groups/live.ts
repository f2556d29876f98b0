import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '@/gql';
import { useIdle } from '@/ui/idle';

/**
 * Every field a card shows of a group (its own fragment, so a field added there follows live too)
 * and the lists' other fields, so each change lands in the cache whole. (The group page follows
 * more: pages/group-details/route.tsx.)
 */
const GroupLiveSubscription = graphql(`
  subscription GroupLive($id: ID!) {
    groupChanged(id: $id) {
      id
      ...GroupCard_group
      description
      startDate
      spotsLeft
      viewerIsMember
    }
  }
`);

/**
 * Keeps the cached group current while the calling component is shown: each change anyone makes
 * (a join, a leave, an edit) arrives over the live connection and Apollo's cache updates every
 * view of the group by its id. The hook itself renders nothing new. A page full of cards
 * subscribes once the browser is idle (ui/idle.ts), not while it takes the page over.
 */
export function useLiveGroup(id: string | undefined): void {
  const idle = useIdle();
  useSubscription(GroupLiveSubscription, { variables: { id: id ?? '' }, skip: !id || !idle, ignoreResults: true });
}

/** How long a changing value must stay put before it is announced to screen readers. */
const announceAfterMs = 2_000;

/**
 * `text` for a polite live region once it has stopped changing for a moment, and only after it
 * changed: the first render and every intermediate tick of a busy group stay silent.
 */
export function useSettledAnnouncement(text: string): string {
  const first = useRef(text);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (text === first.current) return;
    const timer = setTimeout(() => setAnnounced(text), announceAfterMs);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}
