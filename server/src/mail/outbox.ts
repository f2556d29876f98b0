import { randomUUID } from 'node:crypto';
import { trusted } from 'mongoose';
import { isDuplicateKey } from '@/db/errors';
import type { Logger } from '@/logger';
import { isPermanentRefusal, type MailTransport } from '@/mail/transport';
import { claimIdOf, type OutboxModels, type OutboxRecord } from '@/mail/outboxModel';
import { onlyDuplicates, OutcomeWriter, type Outcome } from '@/mail/outcomeWriter';
import { Slots } from '@/mail/slots';

/** A message to queue: what it is about (`id`), for whom, and its rendered parts. */
export interface NewMail {
  id: string;
  uid: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: OutboxRecord['attachments'];
}

/** The recipient's address, or null when there is nobody to send to (account gone, no email). */
export type AddressBook = (uid: string) => Promise<string | null>;

export interface OutboxOptions {
  /** How long a claimed attempt is the claimer's alone; after it lapses another worker tries again. */
  leaseMs: number;
  /** How often a worker looks for due messages (it also looks at once when one is queued here). */
  pollMs: number;
  /** Backoff after the n-th failed attempt: min(base × 2ⁿ, max). */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A recipient the server refuses for good (5xx) is given up after this many failed attempts. */
  maxPermanentAttempts: number;
  /** Messages worked on at once per process (address look-ups, sends, outcomes). */
  concurrency: number;
  /**
   * Messages handed to SMTP at once per process: the pool's connections (MAIL_MAX_CONNECTIONS),
   * so a message is handed over only when a connection is free to take it at once, and the lease
   * check just before holds for the whole send (none waits in the pool's queue meanwhile).
   */
  sendConcurrency: number;
  /** Due messages read per query. */
  batch: number;
  now: () => Date;
}

export const defaultOutboxOptions: OutboxOptions = {
  // Longer than the transport's longest attempt (connection 10 s + socket 30 s idle).
  leaseMs: 60_000,
  pollMs: 1000,
  backoffBaseMs: 5000,
  backoffMaxMs: 10 * 60_000,
  maxPermanentAttempts: 3,
  concurrency: 20,
  sendConcurrency: 5,
  batch: 500,
  now: () => new Date(),
};

/**
 * Every email is an outbox document first, then sent by a worker:
 * - queueing inserts the document by its `_id`, so a message is queued once;
 * - a worker claims attempt n of a message by inserting `<_id>#n` (unique `_id`: one winner in
 *   any number of processes; no read-modify-write, which FerretDB does not keep under
 *   concurrency), checks that it has no outcome yet, sends it, records the outcome
 *   (`mail_outcomes`, keyed by the message's `_id`) and only then deletes it and its claims: a
 *   message whose outcome is recorded is never sent again, and a claim disappears only after that;
 * - a failed attempt moves the message to attempt n + 1 with a backoff; a claim whose worker died
 *   lapses after `leaseMs` and the next attempt is claimed by whoever comes.
 * - an attempt is handed to SMTP only while at least half its lease is left (and then at once, a
 *   connection being free): the transport's timeouts end it before the lease lapses, so no other
 *   process has taken the claim over; one too late for that is handed back unsent.
 * The one window left is a process killed between the SMTP server's "250 accepted" and the
 * outcome's insert, handed to the group-committing writer as the 250 arrives (at most one write
 * under way before it; one insert per message instead measured a wider window and half the speed
 * on the embedded engine, whose writes queue): that message is sent again after the lease, with
 * the same Message-ID (docs/OPERATIONS.md, "Crashes, and what is guaranteed").
 * Work is done per batch of due messages, not per message: on the embedded engine a round trip
 * costs milliseconds and any filter but an `_id` equality reads the whole collection.
 */
export class Outbox {
  private readonly owner = randomUUID();
  private readonly options: OutboxOptions;
  private readonly outcomes: OutcomeWriter;
  private readonly sendSlots: Slots;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly models: OutboxModels,
    private readonly transport: MailTransport | null,
    private readonly addressOf: AddressBook,
    private readonly logger: Logger,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...defaultOutboxOptions, ...options };
    this.outcomes = new OutcomeWriter(models, this.options.now);
    this.sendSlots = new Slots(this.options.sendConcurrency);
  }

  async createIndexes(): Promise<void> {
    await Promise.all(
      Object.values(this.models).map((model: { createIndexes(): Promise<void> }) => model.createIndexes()),
    );
  }

  /** Queues the message once (false: it was queued or sent before) and wakes this process's worker. */
  async enqueue(mail: NewMail): Promise<boolean> {
    const { id, headers = {}, attachments = [], ...fields } = mail;
    const now = this.options.now();
    try {
      // Lean: an announcement queues thousands at once, and building and validating a Mongoose
      // document for each was most of its CPU (every field is set here).
      const record: OutboxRecord = {
        _id: id,
        ...fields,
        headers,
        attachments,
        attempts: 0,
        failures: 0,
        dueAt: now,
        createdAt: now,
        lastError: null,
      };
      await this.models.outbox.insertMany([record], { lean: true });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    // Sent (or given up) before and queued again since: the outcome stands.
    if (await this.models.outcomes.exists({ _id: id })) {
      await this.models.outbox.deleteOne({ _id: id });
      return false;
    }
    this.wake();
    return true;
  }

  /** A deleted account gets nothing more: its queued messages go. */
  async removePerson(uid: string): Promise<void> {
    await this.models.outbox.deleteMany({ uid });
  }

  /** Sends what is due, from now on, every `pollMs` and whenever a message is queued here. */
  start(): void {
    if (!this.transport) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn('mail outbox pass failed', { error: (error as Error).message }))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.schedule(this.again ? 0 : this.options.pollMs);
          this.again = false;
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Passes until nothing more is due; the number of attempts made. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runOnce();
      total += handled;
      if (handled < this.options.batch || this.stopped) return total;
    }
  }

  /**
   * One pass: each due message (at most `batch`) is attempted once; returns how many were due.
   * The database work is done per batch, not per message (claims in one insert, the checks in two
   * reads, outcomes and deletions grouped as sends complete): on the embedded engine each round
   * trip costs milliseconds and many read every document.
   */
  async runOnce(): Promise<number> {
    if (!this.transport) return 0;
    const due = await this.models.outbox
      // trusted(): sanitizeFilter (db/connection.ts) neutralizes operators; this one is our own.
      .find({ dueAt: trusted({ $lte: this.options.now() }) })
      .limit(this.options.batch)
      .lean<OutboxRecord[]>();
    if (due.length === 0) return 0;
    const finished: OutboxRecord[] = [];
    const expiresAt = new Date(this.options.now().getTime() + this.options.leaseMs);
    const ready = await this.claimBatch(due, expiresAt, finished);
    const late: OutboxRecord[] = [];
    let next = 0;
    const worker = async () => {
      while (next < ready.length) {
        const message = ready[next++]!;
        await this.attempt(message, expiresAt, finished, late).catch((error: unknown) =>
          this.logger.warn('mail attempt failed', { id: message._id, error: (error as Error).message }),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, ready.length) }, worker));
    if (late.length > 0) {
      this.logger.warn('mail attempts handed back unsent: their lease was half over (raise MAIL_LEASE_SECONDS?)', {
        count: late.length,
      });
    }
    // Deleting is what costs on the embedded engine (each delete statement reads the collection):
    // the pass's finished messages and their claims go in one statement each, once their outcomes
    // are recorded (until then, and if this process dies first, the outcomes keep them unsent).
    if (finished.length > 0) await this.outcomes.release(finished);
    return due.length;
  }

  /**
   * Claims attempt n of each message (`<_id>#<n>`, one insert for the batch: a duplicate is another
   * worker's claim) and keeps those not finished meanwhile. A claim is deleted only once its
   * message's outcome is recorded, so winning `<_id>#<n>` means nobody else holds attempt n, and
   * nobody moved the message past n (that takes holding or seeing `<_id>#<n>`) unless it is
   * finished: the outcome alone tells whether to send.
   */
  private async claimBatch(due: OutboxRecord[], expiresAt: Date, finished: OutboxRecord[]): Promise<OutboxRecord[]> {
    const { models } = this;
    const claims = due.map((message) => ({
      _id: claimIdOf(message._id, message.attempts),
      outboxId: message._id,
      owner: this.owner,
      expiresAt,
    }));
    const taken = new Set<number>();
    try {
      await models.claims.insertMany(claims, { ordered: false, lean: true });
    } catch (error) {
      if (!onlyDuplicates(error)) throw error;
      for (const { index } of (error as { writeErrors: { index: number }[] }).writeErrors) taken.add(index);
    }
    for (const index of taken) await this.takeOverIfLapsed(due[index]!, claims[index]!._id);
    const mine = due.filter((_, index) => !taken.has(index));
    if (mine.length === 0) return [];
    const done = new Set(
      (
        await models.outcomes
          .find({ _id: trusted({ $in: mine.map((message) => message._id) }) }, { _id: 1 })
          .lean<{ _id: string }[]>()
      ).map((outcome) => outcome._id),
    );
    finished.push(...mine.filter((message) => done.has(message._id)));
    return mine.filter((message) => !done.has(message._id));
  }

  /** Sends one claimed message (lease until `expiresAt`) and records what became of it. */
  private async attempt(
    current: OutboxRecord,
    expiresAt: Date,
    finished: OutboxRecord[],
    late: OutboxRecord[],
  ): Promise<void> {
    const { options } = this;
    let address: string | null;
    try {
      address = await this.addressOf(current.uid);
    } catch (error) {
      await this.retryLater(current, error);
      return;
    }
    if (address === null) {
      await this.finish(current, 'dropped');
      finished.push(current);
      return;
    }
    await this.sendSlots.take();
    // Half the lease left at least, or another process could take the claim over while this send
    // runs and make the next attempt beside it: handed back unsent, it is claimed again at once.
    if (options.now().getTime() > expiresAt.getTime() - options.leaseMs / 2) {
      this.sendSlots.give();
      late.push(current);
      await this.nextAttempt(current);
      return;
    }
    try {
      await this.transport!.send({
        to: address,
        subject: current.subject,
        html: current.html,
        text: current.text,
        messageId: messageIdOf(current._id),
        headers: current.headers,
        attachments: current.attachments,
      });
    } catch (error) {
      this.sendSlots.give();
      if (isPermanentRefusal(error) && failuresOf(current) + 1 >= options.maxPermanentAttempts) {
        this.logger.warn('mail refused for good; giving up', {
          id: current._id,
          attempts: current.attempts + 1,
          error: (error as Error).message,
        });
        await this.finish(current, 'failed');
        finished.push(current);
        return;
      }
      await this.retryLater(current, error);
      return;
    }
    // Nothing awaited between the 250 and handing over the outcome: that is the window a kill can hit.
    const recorded = this.finish(current, 'sent');
    this.sendSlots.give();
    if (options.now() >= expiresAt) {
      this.logger.warn('mail sent after its lease lapsed; another process may have sent it too', { id: current._id });
    }
    await recorded;
    finished.push(current);
  }

  /** Records the outcome (grouped with others: outcomeWriter.ts); the message goes at the pass's end. */
  private finish(message: OutboxRecord, outcome: Outcome): Promise<void> {
    return this.outcomes.write(message, outcome);
  }

  private async retryLater(message: OutboxRecord, error: unknown): Promise<void> {
    const { backoffBaseMs, backoffMaxMs, now } = this.options;
    const failures = failuresOf(message);
    const delay = Math.min(backoffBaseMs * 2 ** Math.min(failures, 20), backoffMaxMs);
    const reason = (error as Error).message;
    this.logger.warn('mail not sent; trying again later', {
      id: message._id,
      attempts: message.attempts + 1,
      retryInMs: delay,
      error: reason,
    });
    // Only the holder of this attempt's claim writes here, so nothing else updates the document now.
    await this.models.outbox.updateOne(
      { _id: message._id, attempts: message.attempts },
      {
        $set: {
          attempts: message.attempts + 1,
          failures: failures + 1,
          dueAt: new Date(now().getTime() + delay),
          lastError: reason.slice(0, 500),
        },
      },
    );
  }

  /** A claim whose worker died (or hung past its lease) lets the next attempt be claimed. */
  private async takeOverIfLapsed(message: OutboxRecord, claimId: string): Promise<void> {
    const claim = await this.models.claims.findById(claimId).lean();
    if (!claim || claim.expiresAt > this.options.now()) return;
    await this.nextAttempt(message);
  }

  /**
   * Makes the next attempt claimable now: a taker of a lapsed claim, or the holder of one that it
   * gives up unsent. Every writer writes the same values, so racing ones agree (no lost update can
   * matter).
   */
  private async nextAttempt(message: OutboxRecord): Promise<void> {
    await this.models.outbox.updateOne(
      { _id: message._id, attempts: message.attempts },
      { $set: { attempts: message.attempts + 1, dueAt: this.options.now() } },
    );
  }
}

/** Failed attempts so far (none recorded on a message queued before they were counted). */
const failuresOf = (message: OutboxRecord) => message.failures ?? 0;

/** The same Message-ID for every attempt of one message: a repeat is recognisable as one. */
export function messageIdOf(outboxId: string): string {
  return `<${Buffer.from(outboxId).toString('base64url')}@hobbyhub.mail>`;
}
