import { trusted } from 'mongoose';
import { claimIdOf, type OutboxModels, type OutboxRecord } from '@/mail/outboxModel';

export type Outcome = 'sent' | 'failed' | 'dropped';

interface Pending {
  message: OutboxRecord;
  outcome: Outcome;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records what became of messages (a message whose outcome is recorded is never sent again), and
 * deletes them and their claims once recorded. An outcome's insert is issued in the same turn of
 * the event loop as the SMTP server's "250 accepted" arrives, never queued behind a write under
 * way: the time between the two, the window a kill can hit, is one round trip. Outcomes completing
 * in the same turn share that insert.
 */
export class OutcomeWriter {
  private waiting: Pending[] = [];

  constructor(
    private readonly models: OutboxModels,
    private readonly now: () => Date,
  ) {}

  write(message: OutboxRecord, outcome: Outcome): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.waiting.length === 0) queueMicrotask(() => this.flush());
      this.waiting.push({ message, outcome, resolve, reject });
    });
  }

  private flush(): void {
    const group = this.waiting;
    this.waiting = [];
    this.record(group).then(
      () => group.forEach(({ resolve }) => resolve()),
      (error: unknown) => group.forEach(({ reject }) => reject(error)),
    );
  }

  private async record(group: Pending[]): Promise<void> {
    const { models } = this;
    const at = this.now();
    try {
      await models.outcomes.insertMany(
        group.map(({ message, outcome }) => ({
          _id: message._id,
          uid: message.uid,
          outcome,
          at,
          attempts: message.attempts + 1,
        })),
        { ordered: false, lean: true },
      );
    } catch (error) {
      // Recorded before (another worker, a retry): the outcome stands.
      if (!onlyDuplicates(error)) throw error;
    }
  }

  /**
   * Deletes finished messages (their outcomes recorded) and their claims: one statement per
   * collection, as each delete statement reads the whole collection on the embedded engine.
   */
  async release(messages: Pick<OutboxRecord, '_id' | 'attempts'>[]): Promise<void> {
    const { models } = this;
    await models.outbox.deleteMany({ _id: trusted({ $in: messages.map(({ _id }) => _id) }) });
    // Attempts 0..n, and n + 1: a worker that took a lapsed claim over may have claimed it.
    await models.claims.deleteMany({
      _id: trusted({
        $in: messages.flatMap(({ _id, attempts }) => Array.from({ length: attempts + 2 }, (_, n) => claimIdOf(_id, n))),
      }),
    });
  }
}

/** True when a bulk insert failed only on duplicate `_id`s (code 11000). */
export function onlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => e.code === 11000);
}
