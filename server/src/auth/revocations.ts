import { createHash, randomUUID } from 'node:crypto';
import { RedisPair } from '@/sync/topicBus';
import { Schema, trusted, type Connection, type Model, type Types } from 'mongoose';
import type { SignInEndReason } from '@/auth/standing';
import { modelOn } from '@/db/models';
import type { Logger } from '@/logger';

/**
 * An account whose standing this app changed (deleted, disabled, enabled again): every process
 * forgets what it knew of the account, so its next request is checked at the identity provider,
 * and ends the account's open connections when `reason` says its sign-ins ended.
 */
export interface Revocation {
  uid: string;
  /** null: the standing changed but sign-ins stay valid (an account enabled again). */
  reason: SignInEndReason | null;
}

/**
 * A revocation as it travels between processes: the account by `accountDigest` of its uid, so
 * that no message or stored note names a (possibly deleted) person.
 */
export interface Announcement {
  account: string;
  reason: Revocation['reason'];
}

/** The account of an announcement: a process that knows the uid recognizes it; nobody can read it back. */
export const accountDigest = (uid: string) => createHash('sha256').update(uid).digest('base64url');

/** How one app process tells the others of the revocations it causes. */
export interface RevocationBus {
  /** Tells the other processes (this one has applied it already). */
  publish(announcement: Announcement): void;
  /** Calls `listener` with each announcement another process publishes from now on. */
  subscribe(listener: (announcement: Announcement) => void): () => void;
  close(): Promise<void>;
}

const reasons = new Set<string>(['deleted', 'disabled', 'revoked']);

/** An announcement as it travels between processes, or null when the message is not one. */
function announcementOf(value: unknown): (Announcement & { origin: string }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const { account, reason, origin } = value as Record<string, unknown>;
  if (typeof account !== 'string' || typeof origin !== 'string') return null;
  if (reason !== null && (typeof reason !== 'string' || !reasons.has(reason))) return null;
  return { account, reason: reason as SignInEndReason | null, origin };
}

class Listeners {
  private readonly listeners = new Set<(announcement: Announcement) => void>();

  add(listener: (announcement: Announcement) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  deliver(announcement: Announcement): void {
    for (const listener of this.listeners) listener({ account: announcement.account, reason: announcement.reason });
  }
}

/** One process only: nobody else to tell. */
export class LocalRevocationBus implements RevocationBus {
  publish(): void {}

  subscribe(): () => void {
    return () => undefined;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * Through Redis pub/sub (REDIS_URL), on one channel: a message reaches every process within
 * milliseconds. A message Redis cannot take is lost to the others, who then see the change
 * within the revocation window (their own lookup at the identity provider), as for changes made
 * at the provider itself.
 */
export class RedisRevocationBus implements RevocationBus {
  private readonly origin = randomUUID();
  private readonly listeners = new Listeners();

  private constructor(
    private readonly redis: RedisPair,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {
    redis.subscriber.on('message', (_channel: string, message: string) => {
      let revocation: ReturnType<typeof announcementOf> = null;
      try {
        revocation = announcementOf(JSON.parse(message));
      } catch {
        // reported below
      }
      if (!revocation) logger.warn('ignored a malformed revocation message from Redis');
      else if (revocation.origin !== this.origin) this.listeners.deliver(revocation);
    });
  }

  /** Connects and subscribes; resolves once messages are being received. */
  static async connect(
    redisUrl: string,
    logger: Logger,
    channel = 'hobbyhub:revocations',
  ): Promise<RedisRevocationBus> {
    const redis = RedisPair.open(redisUrl);
    const bus = new RedisRevocationBus(redis, channel, logger);
    await redis.subscriber.subscribe(channel);
    return bus;
  }

  publish(announcement: Announcement): void {
    const message = JSON.stringify({ ...announcement, origin: this.origin });
    this.redis.publisher.publish(this.channel, message).catch((error: unknown) => {
      this.logger.warn('could not tell the other processes of a revocation through Redis', { error });
    });
  }

  subscribe(listener: (announcement: Announcement) => void): () => void {
    return this.listeners.add(listener);
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}

interface RevocationRecord {
  _id: Types.ObjectId;
  /** accountDigest(uid). */
  account: string;
  reason: SignInEndReason | null;
  origin: string;
  /** When the publishing process wrote it, by its clock. */
  at: Date;
}

const revocationSchema = new Schema<RevocationRecord>(
  {
    account: { type: String, required: true },
    reason: { type: String, default: null },
    origin: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'signInRevocations', strictQuery: 'throw', versionKey: false },
);
revocationSchema.index({ at: 1 });

export interface DatabaseBusTiming {
  /** How often each process reads the revocations of the others. */
  intervalMs: number;
  /** How far behind the last read each read looks again: clocks of different hosts, a write during a read. */
  lookbackMs: number;
  /** How long a revocation is kept. */
  retentionMs: number;
}

export const defaultDatabaseBusTiming: DatabaseBusTiming = {
  intervalMs: 1_000,
  lookbackMs: 5_000,
  retentionMs: 120_000,
};

/**
 * Without Redis, through the database all processes share: a revocation is a small document
 * every process reads within `intervalMs`, and removed after `retentionMs`. A process started
 * later needs none of the older ones: it has looked up no account yet.
 */
export class DatabaseRevocationBus implements RevocationBus {
  private readonly origin = randomUUID();
  private readonly listeners = new Listeners();
  private readonly model: Model<RevocationRecord>;
  /** Revocations already delivered, by id, with their time: a read looks back over some of them again. */
  private readonly seen = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private lastReadMs = Date.now();
  private lastPruneMs = Date.now();
  private reading: Promise<void> | null = null;
  private lastWarningMs = 0;

  constructor(
    connection: Connection,
    private readonly logger: Logger,
    private readonly timing: DatabaseBusTiming = defaultDatabaseBusTiming,
  ) {
    this.model = modelOn(connection, 'SignInRevocation', revocationSchema);
    this.timer = setInterval(() => void this.read(), timing.intervalMs).unref();
  }

  publish(announcement: Announcement): void {
    this.model
      .create({ account: announcement.account, reason: announcement.reason, origin: this.origin, at: new Date() })
      .catch((error: unknown) => this.warn('could not tell the other processes of a revocation', error));
  }

  subscribe(listener: (announcement: Announcement) => void): () => void {
    return this.listeners.add(listener);
  }

  /** Reads the revocations written since the last read (the timer does this every `intervalMs`). */
  read(): Promise<void> {
    // One read at a time: a slow database must not pile reads up.
    this.reading ??= this.readOnce().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.reading;
  }

  // The connection sanitizes filters (no operators from input): the time bounds here are the app's own.
  private async readOnce(): Promise<void> {
    const startedMs = Date.now();
    const since = new Date(this.lastReadMs - this.timing.lookbackMs);
    try {
      const records = await this.model.find({ at: trusted({ $gt: since }) }).lean();
      for (const record of records) {
        const id = record._id.toString();
        if (this.seen.has(id)) continue;
        this.seen.set(id, record.at.getTime());
        if (record.origin !== this.origin) this.listeners.deliver(record);
      }
      this.lastReadMs = startedMs;
      for (const [id, atMs] of this.seen) if (atMs < since.getTime()) this.seen.delete(id);
      if (startedMs - this.lastPruneMs > this.timing.retentionMs / 2) {
        this.lastPruneMs = startedMs;
        await this.model.deleteMany({ at: trusted({ $lt: new Date(startedMs - this.timing.retentionMs) }) });
      }
    } catch (error) {
      this.warn('could not read the revocations of the other processes; reading again later', error);
    }
  }

  private warn(message: string, error: unknown) {
    if (Date.now() - this.lastWarningMs < 60_000) return;
    this.lastWarningMs = Date.now();
    this.logger.warn(message, { error });
  }
}
