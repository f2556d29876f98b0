import { DateTime } from 'luxon';

/** Lead times an organizer can pick, in hours; a group that never picked one gets the default. */
export const reminderLeadHours = [2, 24, 48] as const;
export type ReminderLead = (typeof reminderLeadHours)[number];
export const defaultReminderLead: ReminderLead = 24;

/**
 * When the reminder of a session starting at `startsAt` goes out. Whole days are counted on the
 * group's wall clock, so a 19:00 session's 24 h reminder goes at 19:00 the day before even when
 * the clocks change in between (then 23 or 25 real hours before); 2 h is two real hours.
 */
export function reminderAt(startsAt: Date, timeZone: string, leadHours: number): Date {
  if (leadHours % 24 !== 0) return new Date(startsAt.getTime() - leadHours * 3_600_000);
  return DateTime.fromJSDate(startsAt, { zone: timeZone })
    .minus({ days: leadHours / 24 })
    .toJSDate();
}
