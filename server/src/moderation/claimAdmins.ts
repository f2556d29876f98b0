import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { IdentityAccounts } from '@/auth/accounts';
import { moderationBounds } from '@/bounds';
import { modelOn } from '@/db/models';
import type { Logger } from '@/logger';
import { makeRoomFor } from '@/boundedCollections';

/** An account seen signing in with the `admin` custom claim: `_id` is its uid. */
export interface ClaimAdminRecord {
  _id: string;
  seenAt: Date;
}

const claimAdminSchema = new Schema<ClaimAdminRecord>(
  { _id: { type: String, required: true }, seenAt: { type: Date, required: true } },
  { collection: 'claimAdmins', strictQuery: 'throw', versionKey: false },
);

/** How often one process writes down an admin it keeps seeing (another process may have dropped the record). */
const rememberEveryMs = 10 * 60_000;

/**
 * The site's admins by custom claim, for the notices only admins handle. A claim lives in the
 * identity provider and in the person's tokens, and the provider cannot be asked "who has this
 * claim" short of listing every account. So each process writes down the accounts whose tokens
 * carry the claim when it sees them (a token is refreshed hourly while the person uses the app,
 * so a new claim is found within the hour of their next visit), in a collection every process
 * shares; and before each notice the provider is asked whether each of them still holds the
 * claim and is enabled (one lookup per 100), so a claim taken away counts at once, whether or not
 * the person signs in again. The record goes when the claim is gone, and with the account.
 */
export class ClaimAdmins {
  private readonly model: Model<ClaimAdminRecord>;
  /** When this process last wrote each admin down. */
  private readonly written = new Map<string, number>();

  constructor(
    connection: Connection,
    private readonly accounts: Pick<IdentityAccounts, 'withAdminClaim'>,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.model = modelOn(connection, 'ClaimAdmin', claimAdminSchema);
  }

  /** A token with the claim was accepted: remember its account (an upsert on its uid, so every process may). */
  async seen(uid: string): Promise<void> {
    const last = this.written.get(uid);
    if (last !== undefined && this.now() - last < rememberEveryMs) return;
    makeRoomFor(this.written, uid, moderationBounds.claimAdmins.max);
    this.written.set(uid, this.now());
    await this.model.updateOne({ _id: uid }, { $set: { seenAt: new Date(this.now()) } }, { upsert: true });
  }

  /**
   * The remembered accounts that hold the claim now. When the provider does not answer, none
   * (the report waits in the /admin queue; no notice goes to someone who may have lost the claim).
   */
  async current(): Promise<string[]> {
    const records = await this.model
      .find({}, { _id: 1 })
      .sort({ seenAt: -1 })
      .limit(moderationBounds.claimAdmins.max)
      .lean();
    if (records.length === 0) return [];
    const uids = records.map((record) => record._id);
    let holders: string[];
    try {
      holders = await this.accounts.withAdminClaim(uids);
    } catch (error) {
      this.logger.warn('could not ask the identity provider who holds the admin claim', {
        error: (error as Error).message,
      });
      return [];
    }
    const gone = uids.filter((uid) => !holders.includes(uid));
    if (gone.length > 0) {
      // trusted(): sanitizeFilter (db/connection.ts) neutralizes operators; this one is our own.
      await this.model.deleteMany({ _id: trusted({ $in: gone }) });
      for (const uid of gone) this.written.delete(uid);
    }
    return holders;
  }

  async removePerson(uid: string): Promise<void> {
    this.written.delete(uid);
    await this.model.deleteOne({ _id: uid });
  }
}
