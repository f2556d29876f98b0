import { DateTime } from 'luxon';
import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { mailBounds } from '@/bounds';
import { isDuplicateKey } from '@/db/errors';
import { modelOn } from '@/db/models';
import type { Logger } from '@/logger';
import type { MailKind } from '@/mail/kinds';
import type { Preferences } from '@/mail/preferences';
import type { EmailContent } from '@/mail/template';
import { MinuteTimer } from '@/mail/minuteTimer';

/**
 * One thing a person chose to hear of in their daily digest. Its `_id` names the event (the
 * notification's id), so an event reported twice is one item; once a digest carried it, it keeps
 * that digest's `_id` in `digestId` (a tombstone, removed after `keepDays`) so that a retried
 * report cannot put it in a second digest.
 */
export interface DigestItemRecord {
  _id: string;
  uid: string;
  kind: string;
  /** "You're in: Knitting Circle" */
  summary: string;
  /** When, where (a session), in the reader's zone: one line, may be empty. */
  detail: string;
  href: string;
  /** The group's zone: the digest hour is read in it when the person chose no zone of their own. */
  zone: string;
  createdAt: Date;
  /** The digest that carried it (`digest:<uid>:<local date>`), `dropped` (kind no longer digested, or too late), or null. */
  digestId: string | null;
  /** After this it is no news (a reminder of a session that has started): left out, dropped. */
  until?: Date | null;
}

const itemSchema = new Schema<DigestItemRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    kind: { type: String, required: true },
    summary: { type: String, required: true },
    detail: { type: String, default: '' },
    href: { type: String, required: true },
    zone: { type: String, required: true },
    createdAt: { type: Date, required: true },
    digestId: { type: String, default: null },
    until: { type: Date, default: null },
  },
  { collection: 'mail_digest_items', strictQuery: 'throw', versionKey: false },
);
itemSchema.index({ digestId: 1 });
itemSchema.index({ uid: 1 });

export type NewDigestItem = Omit<DigestItemRecord, 'createdAt' | 'digestId'>;

/** What digests need of the mail service (a type of their own: the service builds them). */
export interface DigestMailer {
  readonly publicUrl: string;
  preferencesOfPerson(uid: string): Promise<Preferences>;
  queueDigest(id: string, uid: string, content: Omit<EmailContent, 'footer'>): Promise<boolean>;
}

const keepDays = 30;
/** Items listed in one digest; more are counted ("and 12 more"), all are marked as carried. */
const listedPerDigest = 50;

/**
 * The instant of the person's latest digest time at or before `now`: `hour`:00 on the wall clock
 * of `zone` (luxon: a day is a calendar day, so the hour stays 08:00 local across DST changes;
 * an hour the clocks skip becomes the hour after). With its local date, which names the digest.
 */
export function digestSlot(now: Date, zone: string, hour: number): { at: Date; localDate: string } {
  const local = DateTime.fromJSDate(now, { zone });
  let slot = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  if (slot > local) slot = slot.minus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 });
  return { at: slot.toJSDate(), localDate: slot.toISODate()! };
}

/**
 * The daily digest: one email per person and local day, at their digest hour in their zone,
 * with every item since the previous one, and none when there is nothing.
 * - An item is stored when its event happens (the notification listener), keyed by the event.
 * - A pass (every minute, in every process) takes each person with waiting items, finds their
 *   latest digest time T, and gathers the items stored at or before T. The email's outbox `_id`
 *   is `digest:<uid>:<local date of T>`: however many passes and processes build it, it is queued
 *   once. Only then are the gathered items marked with that `_id`. Items stored after T wait for
 *   the next day. Every builder gathers the same items (stored before T; the pass runs after T),
 *   so a crash between queueing and marking only leaves items a later pass marks the same way.
 */
export class Digests {
  private readonly items: Model<DigestItemRecord>;
  private readonly timer: MinuteTimer;

  constructor(
    connection: Connection,
    private readonly mail: DigestMailer,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.items = modelOn(connection, 'MailDigestItem', itemSchema);
    this.timer = new MinuteTimer(() => this.pass(), 2000, logger, 'digest pass');
  }

  createIndexes(): Promise<void> {
    return this.items.createIndexes();
  }

  /** Stores the item once (a repeated report of one event is one item). */
  async add(item: NewDigestItem): Promise<void> {
    try {
      await this.items.create({ ...item, createdAt: this.now(), digestId: null });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async removePerson(uid: string): Promise<void> {
    await this.items.deleteMany({ uid });
  }

  start(): void {
    this.timer.start();
  }

  stop(): Promise<void> {
    return this.timer.stop();
  }

  /** One pass at `now`: queues every digest due; returns how many were queued. */
  async pass(now = this.now()): Promise<number> {
    const waiting = await this.items.find({ digestId: null }).lean<DigestItemRecord[]>();
    const byPerson = new Map<string, DigestItemRecord[]>();
    for (const item of waiting) {
      let list = byPerson.get(item.uid);
      if (!list) byPerson.set(item.uid, (list = []));
      list.push(item);
    }
    let queued = 0;
    for (const [uid, items] of byPerson) {
      try {
        if (await this.sendTo(uid, items, now)) queued += 1;
      } catch (error) {
        this.logger.warn('could not queue a digest; trying again next minute', {
          uid,
          error: (error as Error).message,
        });
      }
    }
    await this.cleanUp(now);
    return queued;
  }

  /** When this process last removed old tombstones (ms; a clock moved back runs it again). */
  private lastCleanUp: number | null = null;

  /** Removes tombstones older than `keepDays`: hourly, in bounded batches by id (mailBounds.digestCleanup). */
  private async cleanUp(now: Date): Promise<void> {
    const { everyMs, batch, batches } = mailBounds.digestCleanup;
    const since = this.lastCleanUp === null ? Infinity : now.getTime() - this.lastCleanUp;
    if (since >= 0 && since < everyMs) return;
    this.lastCleanUp = now.getTime();
    const filter = {
      digestId: trusted({ $ne: null }),
      createdAt: trusted({ $lt: new Date(now.getTime() - keepDays * 86_400_000) }),
    };
    for (let round = 0; round < batches; round += 1) {
      const old = await this.items.find(filter, { _id: 1 }).limit(batch).lean<{ _id: string }[]>();
      if (old.length > 0) await this.items.deleteMany({ _id: trusted({ $in: old.map((item) => item._id) }) });
      if (old.length < batch) return;
    }
  }

  private async sendTo(uid: string, waiting: DigestItemRecord[], now: Date): Promise<boolean> {
    const preferences = await this.mail.preferencesOfPerson(uid);
    const stillDigested = (item: DigestItemRecord) =>
      preferences.deliveries[item.kind as MailKind] === 'DIGEST' && !(item.until && item.until <= now);
    const dropped = waiting.filter((item) => !stillDigested(item));
    if (dropped.length > 0) await this.mark(dropped, 'dropped');
    const zone = preferences.timeZone ?? waiting[0]!.zone;
    const slot = digestSlot(now, zone, preferences.digestHour);
    const items = waiting
      .filter((item) => stillDigested(item) && item.createdAt <= slot.at)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id));
    if (items.length === 0) return false;
    const id = `digest:${uid}:${slot.localDate}`;
    const listed = items.slice(0, listedPerDigest);
    const more = items.length - listed.length;
    const queued = await this.mail.queueDigest(id, uid, {
      heading: `Your daily digest`,
      paragraphs: [
        (items.length === 1 ? 'One update since your last digest' : `${items.length} updates since your last digest`) +
          (more > 0 ? ` (the newest ${more} are in the app):` : ':'),
      ],
      details: listed.map((item) => [item.summary, item.detail || item.href]),
      actions: [{ label: 'Open HobbyHub', href: `${this.mail.publicUrl}/` }],
    });
    await this.mark(items, id);
    return queued;
  }

  private async mark(items: DigestItemRecord[], digestId: string): Promise<void> {
    // Every builder of one digest writes the same value, so racing writers cannot disagree.
    await this.items.updateMany({ _id: trusted({ $in: items.map((item) => item._id) }) }, { $set: { digestId } });
  }
}
