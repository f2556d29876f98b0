import type { GroupRecord } from '@/groups/model';
import { isRecurring, nextSession } from '@/schedule/schedule';

/**
 * True while people can join: a one-off group until its start day, a recurring group while it
 * has sessions ahead (schedule/schedule.ts).
 */
export function isActive(
  group: Pick<GroupRecord, '_id' | 'startDate' | 'location' | 'schedule'>,
  now = new Date(),
): boolean {
  if (isRecurring(group.schedule)) return nextSession(group, now) !== null;
  return group.startDate.getTime() > now.getTime();
}
