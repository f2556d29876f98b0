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
 * deletes them and their claims once recorded. Outcomes that complete while a write is under way
 * wait for it and are written together (group commit): one insert for many messages, and the
 * time between the SMTP server's "250 accepted" and the outcome on disk stays one or two round trips
 * (one insert per message measured worse: the embedded engine queues writes; docs/OPERATIONS.md).
 */
export class OutcomeWriter {
  private readonly waiting: Pending[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly models: OutboxModels,
    private readonly now: () => Date,
  ) {}

  write(message: OutboxRecord, outcome: Outcome): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ message, outcome, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0);
      try {
        await this.record(group);
        group.forEach(({ resolve }) => resolve());
      } catch (error) {
        group.forEach(({ reject }) => reject(error));
      }
    }
    this.flushing = null;
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
