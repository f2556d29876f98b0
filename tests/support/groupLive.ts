import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './testApp';

/**
 * A graphql-ws client of `target` signed in with `token` (none: a visitor), pushed onto `clients`
 * so the test disposes of it: an open socket holds its server's close.
 */
export function liveClient(target: TestApp, token: string | undefined, clients: Client[]): Client {
  const client = createClient({
    url: `${target.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  clients.push(client);
  return client;
}

/** What a subscription to `groupChanged` delivers, whatever the test selects of the group. */
type GroupEvent<T> = T extends { groupChanged: infer Event } ? Event : never;

export interface GroupFollower<Event> {
  /** Every event delivered so far, oldest first. */
  events: Event[];
  /** The first event (delivered or still to come) that matches. */
  until(matches: (event: Event) => boolean): Event | Promise<Event>;
}

/**
 * Follows a group's `groupChanged` on `target` as the holder of `token` (none: a visitor). The
 * client is pushed onto `clients` so the test disposes of it: an open socket holds its server's close.
 */
export function followGroup<T extends { groupChanged: unknown }>(
  target: TestApp,
  document: TypedDocumentNode<T, { id: string }>,
  id: string,
  token: string | undefined,
  clients: Client[],
): GroupFollower<GroupEvent<T>> {
  const client = liveClient(target, token, clients);
  const events: GroupEvent<T>[] = [];
  const waiters: { matches: (event: GroupEvent<T>) => boolean; resolve: (event: GroupEvent<T>) => void }[] = [];
  client.subscribe<T>(
    { query: print(document), variables: { id } },
    {
      next: ({ data }) => {
        if (!data) return;
        const event = data.groupChanged as GroupEvent<T>;
        events.push(event);
        for (const waiter of waiters.filter((w) => w.matches(event))) waiter.resolve(event);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    events,
    until: (matches) =>
      events.find(matches) ?? new Promise<GroupEvent<T>>((resolve) => waiters.push({ matches, resolve })),
  };
}

/** Resolves once `count` subscribers follow the group on `target` (a subscription starts a moment after its message). */
export async function groupListeners(target: TestApp, groupId: string, count = 1): Promise<void> {
  while (target.groups.events.listenerCount(groupId) < count) await new Promise((resolve) => setTimeout(resolve, 10));
}
