import { z } from 'zod';
import type { GroupRecord } from '@/groups/model';
import type { Frequency } from '@/schedule/recurrence';
import { nextMeetingOf } from '@/schedule/nextMeeting';
import type { SameKeys } from '@/schemas';

/**
 * A group's next meeting as REST shows it (`nextMeeting` of every group answer), from the same
 * function as GraphQL's `Group.nextMeeting`, so both adapters say the same about the same group.
 */

export interface RestNextMeeting {
  startsAt: string;
  allDay: boolean;
  timeZone: string;
  frequency: Frequency | null;
  interval: number;
}

export function restNextMeeting(group: GroupRecord, now = new Date()): RestNextMeeting | null {
  const meeting = nextMeetingOf(group, now);
  return meeting && { ...meeting, startsAt: meeting.startsAt.toISOString() };
}

/** The OpenAPI schema of `nextMeeting` (groups/schemas.ts). */
export const nextMeetingAnswer = z
  .strictObject({
    startsAt: z.string().meta({
      format: 'date-time',
      description: 'When the meeting starts; for a group without a schedule (`allDay`), 00:00 UTC of its start day.',
    }),
    allDay: z.boolean().meta({ description: 'Only the day is known: show the day of `startsAt` in UTC, no time.' }),
    timeZone: z.string().meta({ description: 'The group’s IANA time zone for this meeting (UTC when `allDay`).' }),
    frequency: z
      .enum(['WEEKLY', 'MONTHLY'])
      .nullable()
      .meta({ description: 'How often it repeats; null for a meeting that happens once.' }),
    interval: z.int().min(1).meta({ description: 'Every how many weeks or months; 1 for a one-off.' }),
  })
  .nullable()
  .meta({
    description:
      'When the group meets next and how often, as a card shows it (the same as GraphQL’s `Group.nextMeeting`); ' +
      'null when no meeting is ahead.',
  });

export const nextMeetingAnswerMatchesRest: SameKeys<
  NonNullable<z.output<typeof nextMeetingAnswer>>,
  RestNextMeeting
> = true;
