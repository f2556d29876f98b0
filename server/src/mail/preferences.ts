import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';
import { defaultDeliveries, mailKinds, type Delivery, type MailKind } from '@/mail/kinds';

/** A person's choices; kinds they never chose follow `defaultDeliveries`. */
export interface PreferencesRecord {
  _id: string;
  /** The same as `_id`: the account export (account/service.ts) finds a person's records by `uid`. */
  uid: string;
  deliveries: Partial<Record<MailKind, Delivery>>;
  /** Hour of the day (0–23) in `timeZone` at which the daily digest goes out. */
  digestHour: number;
  /** IANA zone the person reads times in; null: their groups' zones. */
  timeZone: string | null;
  /** Kinds the person unsubscribed from for one group only (its emails' one-click link). */
  mutedGroups?: Record<string, MailKind[]>;
  updatedAt: Date;
}

/** A person's preferences as the senders read them: with the groups they muted a kind for. */
export interface MailPreferences extends Preferences {
  mutedFor(groupId: string, kind: MailKind): boolean;
}

export interface Preferences {
  deliveries: Record<MailKind, Delivery>;
  digestHour: number;
  timeZone: string | null;
}

/** Kinds a person no longer gets email about for one group (null name: the group is gone). */
export interface GroupUnsubscribe {
  groupId: string;
  groupName: string | null;
  kinds: MailKind[];
}

export const defaultDigestHour = 8;

const preferencesSchema = new Schema<PreferencesRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    deliveries: { type: Schema.Types.Mixed, default: {} },
    digestHour: { type: Number, required: true },
    timeZone: { type: String, default: null },
    mutedGroups: { type: Schema.Types.Mixed, default: {} },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'mail_preferences', strictQuery: 'throw', versionKey: false, minimize: false },
);

export type PreferencesModel = Model<PreferencesRecord>;

export function preferencesModel(connection: Connection): PreferencesModel {
  return modelOn(connection, 'MailPreferences', preferencesSchema);
}

/** One document per person (`_id` = uid), written only by that person's own requests. */
export class PreferencesStore {
  constructor(private readonly model: PreferencesModel) {}

  async get(uid: string): Promise<Preferences> {
    return withDefaults(await this.model.findById(uid).lean<PreferencesRecord>());
  }

  async forMail(uid: string): Promise<MailPreferences> {
    const stored = await this.model.findById(uid).lean<PreferencesRecord>();
    const muted = stored?.mutedGroups ?? {};
    return { ...withDefaults(stored), mutedFor: (groupId, kind) => muted[groupId]?.includes(kind) ?? false };
  }

  /** Unsubscribes from one kind for one group; false when it was so already. */
  async mute(uid: string, groupId: string, kind: MailKind): Promise<boolean> {
    const stored = await this.model.findById(uid).lean<PreferencesRecord>();
    const muted = stored?.mutedGroups ?? {};
    if (muted[groupId]?.includes(kind)) return false;
    await this.write(uid, stored, { mutedGroups: { ...muted, [groupId]: [...(muted[groupId] ?? []), kind] } });
    return true;
  }

  /** Email for one kind from one group again (undoes `mute`); false when it was not muted. */
  async unmute(uid: string, groupId: string, kind: MailKind): Promise<boolean> {
    const stored = await this.model.findById(uid).lean<PreferencesRecord>();
    const muted = { ...stored?.mutedGroups };
    const kinds = muted[groupId] ?? [];
    if (!kinds.includes(kind)) return false;
    const left = kinds.filter((other) => other !== kind);
    if (left.length > 0) muted[groupId] = left;
    else delete muted[groupId];
    await this.write(uid, stored, { mutedGroups: muted });
    return true;
  }

  /** The kinds the person unsubscribed from per group. */
  async mutedGroupsOf(uid: string): Promise<Record<string, MailKind[]>> {
    return (await this.model.findById(uid).lean<PreferencesRecord>())?.mutedGroups ?? {};
  }

  async deliveryOf(uid: string, kind: MailKind): Promise<Delivery> {
    return (await this.get(uid)).deliveries[kind];
  }

  async update(
    uid: string,
    changes: { deliveries?: Partial<Record<MailKind, Delivery>>; digestHour?: number; timeZone?: string | null },
  ): Promise<Preferences> {
    const stored = await this.model.findById(uid).lean<PreferencesRecord>();
    return withDefaults(await this.write(uid, stored, changes));
  }

  private async write(
    uid: string,
    stored: PreferencesRecord | null,
    changes: Partial<Omit<PreferencesRecord, '_id' | 'uid' | 'updatedAt'>>,
  ): Promise<PreferencesRecord> {
    const next: PreferencesRecord = {
      _id: uid,
      uid,
      deliveries: { ...stored?.deliveries, ...changes.deliveries },
      digestHour: changes.digestHour ?? stored?.digestHour ?? defaultDigestHour,
      timeZone: changes.timeZone !== undefined ? changes.timeZone : (stored?.timeZone ?? null),
      mutedGroups: changes.mutedGroups ?? stored?.mutedGroups ?? {},
      updatedAt: new Date(),
    };
    await this.model.replaceOne({ _id: uid }, next, { upsert: true });
    return next;
  }

  async remove(uid: string): Promise<void> {
    await this.model.deleteOne({ _id: uid });
  }
}

function withDefaults(stored: PreferencesRecord | null): Preferences {
  const deliveries = { ...defaultDeliveries };
  for (const kind of mailKinds) {
    const chosen = stored?.deliveries[kind];
    if (chosen) deliveries[kind] = chosen;
  }
  return { deliveries, digestHour: stored?.digestHour ?? defaultDigestHour, timeZone: stored?.timeZone ?? null };
}
