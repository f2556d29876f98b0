import { useSyncExternalStore } from 'react';
import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { map, tap } from 'rxjs';

/** Why the server asked the client to come back later, and when the next try is. */
export interface ServerBusy {
  reason: 'rate-limited' | 'starting';
  retryInSeconds: number;
}

let current: ServerBusy | null = null;
const listeners = new Set<() => void>();

function setServerBusy(busy: ServerBusy | null): void {
  if (current === busy) return;
  current = busy;
  for (const listener of listeners) listener();
}

/** The server's latest "come back later" while a retry is pending, or null. */
export function useServerBusy(): ServerBusy | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // A prerendered page was rendered from an answer, not a refusal.
    () => null,
  );
}

/** A 429 (RATE_LIMITED) or a start-up 503, with the server's Retry-After; null for anything else. */
export function serverBusyOf(error: unknown): ServerBusy | null {
  if (ServerError.is(error) && (error.statusCode === 429 || error.statusCode === 503)) {
    const seconds = Number(error.response.headers.get('retry-after'));
    return {
      reason: error.statusCode === 429 ? 'rate-limited' : 'starting',
      retryInSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 2,
    };
  }
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions;
    if (extensions?.code === 'SERVICE_UNAVAILABLE') return { reason: 'starting', retryInSeconds: 2 };
    if (extensions?.code === 'RATE_LIMITED') {
      const seconds = Number(extensions.retryAfterSeconds);
      return { reason: 'rate-limited', retryInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 2 };
    }
  }
  return null;
}

const maxAttempts = 5;

/**
 * Reads (never mutations: repeating one is not safe) that the server answered with "too many
 * requests" or "starting up" are sent again after its Retry-After, up to five times; meanwhile
 * `useServerBusy` tells the page, and the next answer clears it.
 */
export function serverBusyLinks(): ApolloLink[] {
  // The reads waiting for their retry: the notice stays while any is, so one read answered (the
  // list) does not hide it while another (the category counts) still waits for its turn.
  const waiting = new Set<ApolloLink.Operation>();
  const settled = (operation: ApolloLink.Operation) => {
    waiting.delete(operation);
    if (waiting.size === 0) setServerBusy(null);
  };
  const retry = new RetryLink({
    attempts: (count, operation, error) =>
      count < maxAttempts && operation.operationType !== 'mutation' && serverBusyOf(error) !== null,
    delay: (_count, operation, error) => {
      const busy = serverBusyOf(error);
      waiting.add(operation);
      setServerBusy(busy);
      return (busy?.retryInSeconds ?? 2) * 1000;
    },
  });
  const clearOnAnswer = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        settled(operation);
        return result;
      }),
      tap({
        error: () => {
          // Retried (the RetryLink's delay above adds it again, within promise callbacks: before
          // this timer) or given up.
          waiting.delete(operation);
          setTimeout(() => {
            if (waiting.size === 0) setServerBusy(null);
          }, 0);
        },
      }),
    ),
  );
  return [retry, clearOnAnswer];
}
