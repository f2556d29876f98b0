import { startMailCatcher, type CaughtMessage, type MailCatcher } from '@/embedded/mailCatcher';

/**
 * A real SMTP server in the test process (the app's own catcher on an ephemeral port) that a
 * test can make refuse (`refuseWith(451)`), stop and start again on the same port (SMTP down).
 */
export class TestSmtpServer {
  private catcher: MailCatcher | null = null;
  private readonly earlier: CaughtMessage[] = [];
  private refusal: { code: number; message: string } | null = null;
  port = 0;

  static async start(): Promise<TestSmtpServer> {
    const server = new TestSmtpServer();
    await server.up();
    return server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Every message received so far, oldest first (across restarts). */
  messages(): CaughtMessage[] {
    return [...this.earlier, ...[...(this.catcher?.messages() ?? [])].reverse()];
  }

  to(address: string): CaughtMessage[] {
    return this.messages().filter((message) => message.envelopeTo.includes(address));
  }

  /** Answers every recipient with this code (451: try later; 550: refused for good); null accepts again. */
  refuseWith(code: number | null): void {
    this.refusal = code === null ? null : { code, message: code >= 500 ? 'No such mailbox here' : 'Try again later' };
  }

  async down(): Promise<void> {
    if (!this.catcher) return;
    this.earlier.push(...[...this.catcher.messages()].reverse());
    await this.catcher.close();
    this.catcher = null;
  }

  async up(): Promise<void> {
    this.catcher = await startMailCatcher(this.port, undefined, () => this.refusal);
    this.port = this.catcher.port;
  }

  async stop(): Promise<void> {
    await this.down();
  }
}

/** Polls `check` until it holds (the outbox works in the background), failing after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 10_000,
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
