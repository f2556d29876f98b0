import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React adopts the server's prerendered markup (and on the server), true otherwise:
 * a form prerendered for a guest must not submit natively (its fields in the URL) before the
 * app has taken it over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
