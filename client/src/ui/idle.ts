import { useSyncExternalStore } from 'react';
import { nextTask } from '@/ui/nextTask';

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
      resolve();
      void notifyOneByOne();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: timeoutMs });
    else setTimeout(done, 200);
  });
  return reached;
}

/**
 * Each listener re-renders its component at once (useSyncExternalStore's updates are not
 * transitions): a page of 20 cards starting their subscriptions together was one long task, so
 * each gets its own.
 */
async function notifyOneByOne(): Promise<void> {
  for (const listener of listeners) {
    listeners.delete(listener);
    listener();
    await nextTask();
  }
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
