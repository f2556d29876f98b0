import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';
import { defaultReminderLead, type ReminderLead } from '@/mail/reminderTimes';

/** A group's reminder lead time, for groups whose organizer picked one (others: the default). */
interface ReminderSettingRecord {
  _id: string;
  leadHours: number;
  updatedAt: Date;
}

const settingSchema = new Schema<ReminderSettingRecord>(
  {
    _id: { type: String, required: true },
    leadHours: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'reminder_settings', strictQuery: 'throw', versionKey: false },
);

/**
 * The lead times, all held in memory (one small document per group that changed it): the
 * scheduler reads them every minute. Each process re-reads a group's when the group changes
 * (the organizer's change is announced as a group change, which reaches every process).
 */
export class ReminderSettings {
  private readonly leads = new Map<string, ReminderLead>();
  private readonly model: Model<ReminderSettingRecord>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'ReminderSetting', settingSchema);
  }

  async load(): Promise<void> {
    this.leads.clear();
    for (const { _id, leadHours } of await this.model.find({}).lean<ReminderSettingRecord[]>()) {
      this.leads.set(_id, leadHours as ReminderLead);
    }
  }

  leadOf(groupId: string): ReminderLead {
    return this.leads.get(groupId) ?? defaultReminderLead;
  }

  async set(groupId: string, leadHours: ReminderLead): Promise<void> {
    await this.model.replaceOne({ _id: groupId }, { leadHours, updatedAt: new Date() }, { upsert: true });
    this.leads.set(groupId, leadHours);
  }

  /** Another process may have changed it: read it again. */
  async refresh(groupId: string): Promise<void> {
    const stored = await this.model.findById(groupId).lean<ReminderSettingRecord>();
    if (stored) this.leads.set(groupId, stored.leadHours as ReminderLead);
    else this.leads.delete(groupId);
  }

  async remove(groupId: string): Promise<void> {
    await this.model.deleteOne({ _id: groupId });
    this.leads.delete(groupId);
  }
}
