import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * Many graphql-ws clients, one socket each, spread over the app processes in turn, each signed in
 * as one of `people` (in turn): what the discussion and notification benches subscribe with.
 */
export class Subscribers<T> {
  private readonly clients: Client[] = [];
  private readonly listeners: ((data: T) => void)[] = [];

  constructor(
    private readonly urls: string[],
    private readonly people: { token: string }[],
    private readonly count: number,
  ) {}

  /** Opens every socket and subscribes each to `payload`; resolves once every socket is acknowledged. */
  async open(payload: { query: string; variables?: Record<string, unknown> }): Promise<void> {
    const connected: Promise<void>[] = [];
    for (let index = 0; index < this.count; index += 1) {
      const person = this.people[index % this.people.length] as { token: string };
      const url = this.urls[index % this.urls.length] as string;
      let acknowledged: () => void = () => undefined;
      connected.push(new Promise<void>((resolve) => (acknowledged = resolve)));
      const client = createClient({
        url: `${url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        lazy: false,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${person.token}` },
        on: { connected: () => acknowledged() },
      });
      this.clients.push(client);
      this.listeners.push(() => undefined);
      client.subscribe<T>(payload, {
        next: ({ data }) => {
          if (data) this.listeners[index]?.(data);
        },
        error: (error) => process.stderr.write(`subscriber ${index}: ${JSON.stringify(error)}\n`),
        complete: () => undefined,
      });
      // Sockets a few at a time: a thousand handshakes at once only measure the handshake.
      if (index % 100 === 99) await Promise.all(connected.slice(-100));
    }
    await Promise.all(connected);
  }

  /**
   * For each subscriber, the time (ms after `startedAt`) of its first event that `matches`;
   * resolves when every one has one, or after `timeoutMs` with those that arrived.
   */
  arrivals(matches: (data: T) => boolean, startedAt: number, timeoutMs: number): Promise<number[]> {
    const times: number[] = [];
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.fill(() => undefined);
        resolve(times);
      };
      const timer = setTimeout(done, timeoutMs);
      this.listeners.forEach((_, index) => {
        let seen = false;
        this.listeners[index] = (data) => {
          if (seen || !matches(data)) return;
          seen = true;
          times.push(performance.now() - startedAt);
          if (times.length === this.count) done();
        };
      });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.dispose()));
  }
}
