import type { Frequency } from '@/schedule/recurrence';
import { nextSession, seriesAt, type ScheduledGroup } from '@/schedule/schedule';

/** When a group meets next and how often: what a card says ("Tue 1 Dec · 7:00 PM · weekly"). */
export interface NextMeeting {
  startsAt: Date;
  /** Only the day is known (a group without a schedule): `startsAt` is 00:00 UTC of that day. */
  allDay: boolean;
  timeZone: string;
  /** null: the meeting happens once. */
  frequency: Frequency | null;
  interval: number;
}

/**
 * The group's next meeting at `now`, from the group document alone (no answers, no other store),
 * so any list may show it: the next session that is not cancelled with its run's repetition, or,
 * for a group without a schedule, its start day while that is ahead. Null when nothing is ahead.
 */
export function nextMeetingOf(group: ScheduledGroup & { startDate: Date }, now = new Date()): NextMeeting | null {
  if (!group.schedule) {
    if (group.startDate.getTime() <= now.getTime()) return null;
    return { startsAt: group.startDate, allDay: true, timeZone: 'UTC', frequency: null, interval: 1 };
  }
  const session = nextSession(group, now);
  if (!session) return null;
  const recurrence = seriesAt(group.schedule, session.original)?.recurrence ?? null;
  return {
    startsAt: session.startsAt,
    allDay: false,
    timeZone: session.timeZone,
    frequency: recurrence?.frequency ?? null,
    interval: recurrence?.interval ?? 1,
  };
}
