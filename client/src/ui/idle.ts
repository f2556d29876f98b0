import { useSyncExternalStore } from 'react';

let idle = false;
let reached: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Resolves the first time the browser has nothing else to do after the page has loaded (at most
 * `timeoutMs` later): work a first tap does not need — live subscriptions, the sign-in code for a
 * guest — waits for it, so the page answers taps before that work runs.
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  reached ??= new Promise<void>((resolve) => {
    const done = () => {
      idle = true;
      for (const listener of listeners) listener();
      listeners.clear();
      resolve();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: timeoutMs });
    else setTimeout(done, 200);
  });
  return reached;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void whenIdle();
  return () => listeners.delete(listener);
};

/**
 * False until `whenIdle` has resolved (and always on the server, so hydration sees what the
 * prerender saw), true from then on — also for components mounted later.
 */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
