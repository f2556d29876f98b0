import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { modelOn } from '@/db/models';
import { isDuplicateKey } from '@/db/errors';

interface SecretRecord {
  _id: string;
  value: string;
}

const secretSchema = new Schema<SecretRecord>(
  { _id: { type: String, required: true }, value: { type: String, required: true } },
  { collection: 'mail_secrets', versionKey: false },
);

/**
 * The key that signs the links in emails ("I can't make it", unsubscribe). It lives in the
 * database, created by whichever process asks first (a unique `_id` insert: every process ends
 * up with the same key), so links work on every app process and across restarts with nothing to
 * configure, and nobody without the database can forge one.
 */
export async function loadSigningKey(connection: Connection): Promise<Buffer> {
  const secrets = modelOn(connection, 'MailSecret', secretSchema);
  try {
    await secrets.create({ _id: 'link-signing', value: randomBytes(32).toString('base64') });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const stored = await secrets.findById('link-signing').lean<SecretRecord>();
  if (!stored) throw new Error('The link signing key could not be read.');
  return Buffer.from(stored.value, 'base64');
}

/** Signed, self-describing tokens: `<payload, base64url JSON>.<HMAC-SHA256 of it>`. */
export class LinkSigner {
  constructor(private readonly key: () => Promise<Buffer>) {}

  async sign(payload: object): Promise<string> {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(await this.key(), body)}`;
  }

  /** The payload when the token is ours and intact, else null. */
  async verify(token: string): Promise<Record<string, unknown> | null> {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || token.length > 2000) return null;
    const expected = Buffer.from(this.mac(await this.key(), body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return payload && typeof payload === 'object' && !Array.isArray(payload)
        ? (payload as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  private mac(key: Buffer, body: string): string {
    return createHmac('sha256', key).update(body).digest('base64url');
  }
}
