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
  updatedAt: Date;
}

export interface Preferences {
  deliveries: Record<MailKind, Delivery>;
  digestHour: number;
  timeZone: string | null;
}

export const defaultDigestHour = 8;

const preferencesSchema = new Schema<PreferencesRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    deliveries: { type: Schema.Types.Mixed, default: {} },
    digestHour: { type: Number, required: true },
    timeZone: { type: String, default: null },
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

  async deliveryOf(uid: string, kind: MailKind): Promise<Delivery> {
    return (await this.get(uid)).deliveries[kind];
  }

  async update(
    uid: string,
    changes: { deliveries?: Partial<Record<MailKind, Delivery>>; digestHour?: number; timeZone?: string | null },
  ): Promise<Preferences> {
    const stored = await this.model.findById(uid).lean<PreferencesRecord>();
    const next: PreferencesRecord = {
      _id: uid,
      uid,
      deliveries: { ...stored?.deliveries, ...changes.deliveries },
      digestHour: changes.digestHour ?? stored?.digestHour ?? defaultDigestHour,
      timeZone: changes.timeZone !== undefined ? changes.timeZone : (stored?.timeZone ?? null),
      updatedAt: new Date(),
    };
    await this.model.replaceOne({ _id: uid }, next, { upsert: true });
    return withDefaults(next);
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
