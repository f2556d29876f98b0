import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@/db/errors';

/**
 * The secrets of the personal calendar feeds, one per person, stored by uid (`_id`): every read
 * and write is an `_id` lookup (the one FerretDB does not scan), and a reset is one write, so
 * the old URL stops working at once, in every app process. The token carries the uid beside
 * the secret, so finding its owner needs no index on the secret.
 */
interface FeedSecretRecord {
  _id: string;
  secret: string;
  createdAt: Date;
  updatedAt: Date;
}

const feedSecretSchema = new Schema<FeedSecretRecord>(
  { _id: { type: String, required: true }, secret: { type: String, required: true } },
  { collection: 'calendarFeeds', timestamps: true, strictQuery: 'throw' },
);

function feedSecretModel(connection: Connection): Model<FeedSecretRecord> {
  return (
    (connection.models.CalendarFeed as Model<FeedSecretRecord> | undefined) ??
    connection.model<FeedSecretRecord>('CalendarFeed', feedSecretSchema)
  );
}

const newSecret = () => randomBytes(24).toString('base64url');
const tokenOf = (uid: string, secret: string) => `${Buffer.from(uid).toString('base64url')}.${secret}`;

export class FeedTokens {
  private readonly secrets: Model<FeedSecretRecord>;

  constructor(connection: Connection) {
    this.secrets = feedSecretModel(connection);
  }

  /** The person's feed token, made on first use. */
  async tokenFor(uid: string): Promise<string> {
    const stored = await this.secrets.findById(uid).lean();
    if (stored) return tokenOf(uid, stored.secret);
    try {
      const created = await this.secrets.create({ _id: uid, secret: newSecret() });
      return tokenOf(uid, created.secret);
    } catch (error) {
      // Made meanwhile (another tab): the first one stays.
      if (!isDuplicateKey(error)) throw error;
      return this.tokenFor(uid);
    }
  }

  /** A new token: the old one stops working at once. */
  async reset(uid: string): Promise<string> {
    const secret = newSecret();
    await this.secrets.updateOne({ _id: uid }, { $set: { secret } }, { upsert: true });
    return tokenOf(uid, secret);
  }

  /** Whose feed a token opens, or null for a token that is malformed, unknown or reset. */
  async ownerOf(token: string): Promise<string | null> {
    const [encodedUid, secret, ...rest] = token.split('.');
    if (!encodedUid || !secret || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(encodedUid)) return null;
    const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
    const stored = uid ? await this.secrets.findById(uid).lean() : null;
    if (!stored) return null;
    const [given, expected] = [Buffer.from(secret), Buffer.from(stored.secret)];
    return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
  }

  /** Forgets the person's feed (their account is being deleted). */
  async remove(uid: string): Promise<void> {
    await this.secrets.deleteOne({ _id: uid });
  }
}
