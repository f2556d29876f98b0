import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';
import { defaultReminderLead, type ReminderLead } from '@/mail/reminderTimes';

/** A group's reminder settings, for groups whose organizer changed them (others: the defaults). */
interface ReminderSettingRecord {
  _id: string;
  leadHours: number;
  /** Also nudge the members who have not answered (off by default). */
  nudge?: boolean;
  updatedAt: Date;
}

export interface ReminderChoice {
  leadHours: ReminderLead;
  nudge: boolean;
}

const settingSchema = new Schema<ReminderSettingRecord>(
  {
    _id: { type: String, required: true },
    leadHours: { type: Number, required: true },
    nudge: { type: Boolean, default: false },
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
  private readonly nudges = new Set<string>();
  private readonly model: Model<ReminderSettingRecord>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'ReminderSetting', settingSchema);
  }

  async load(): Promise<void> {
    this.leads.clear();
    this.nudges.clear();
    for (const stored of await this.model.find({}).lean<ReminderSettingRecord[]>()) this.keep(stored._id, stored);
  }

  private keep(groupId: string, stored: ReminderSettingRecord | null): void {
    if (stored) this.leads.set(groupId, stored.leadHours as ReminderLead);
    else this.leads.delete(groupId);
    if (stored?.nudge) this.nudges.add(groupId);
    else this.nudges.delete(groupId);
  }

  nudgeOf(groupId: string): boolean {
    return this.nudges.has(groupId);
  }

  leadOf(groupId: string): ReminderLead {
    return this.leads.get(groupId) ?? defaultReminderLead;
  }

  /** Changes what is given; only the group's organizer writes here. */
  async set(groupId: string, changes: Partial<ReminderChoice>): Promise<ReminderChoice> {
    const next = {
      leadHours: changes.leadHours ?? this.leadOf(groupId),
      nudge: changes.nudge ?? this.nudgeOf(groupId),
    };
    const stored = { _id: groupId, ...next, updatedAt: new Date() };
    await this.model.replaceOne({ _id: groupId }, stored, { upsert: true });
    this.keep(groupId, stored);
    return next;
  }

  /** Another process may have changed it: read it again. */
  async refresh(groupId: string): Promise<void> {
    this.keep(groupId, await this.model.findById(groupId).lean<ReminderSettingRecord>());
  }

  async remove(groupId: string): Promise<void> {
    await this.model.deleteOne({ _id: groupId });
    this.keep(groupId, null);
  }
}
