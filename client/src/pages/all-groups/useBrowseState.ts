import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { readBrowseState, writeBrowseState, type BrowseState } from '@/pages/all-groups/browseState';

interface Requested {
  /** The address it asked for. */
  target: string;
  /** The location it was asked from. */
  fromKey: string;
  state: BrowseState;
}

/**
 * The browse state of the All Groups page, from its address. `committed` is what the list shows;
 * `state` is what the controls show and build on: the last change asked for, even while the
 * router is still rendering it (on a slow phone that takes a while). Built from the committed
 * address alone, a second quick change would start from the state before the first and drop it,
 * and a checkbox would spring back until the list caught up.
 */
export function useBrowseState(): {
  committed: BrowseState;
  state: BrowseState;
  go: (next: BrowseState, replace?: boolean) => void;
} {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [requested, setRequested] = useState<Requested | null>(null);
  const committed = readBrowseState(params);
  // Still on its way: not yet the address, and the address moved only forward since (Back
  // or Forward in between wins: the person went elsewhere).
  const pending =
    requested !== null &&
    requested.target !== params.toString() &&
    (location.key === requested.fromKey || navigationType !== 'POP');
  // Arrived or overtaken: forgotten (a state update during render, React's way to adjust state to props).
  if (requested !== null && !pending) setRequested(null);

  /** Every change is a new history entry (the back button undoes it); `replace` for typing. */
  const go = (next: BrowseState, replace = false) => {
    const target = writeBrowseState(next);
    setRequested({ target: target.toString(), fromKey: location.key, state: next });
    setParams(target, { replace, preventScrollReset: true });
  };
  return { committed, state: pending ? requested.state : committed, go };
}
