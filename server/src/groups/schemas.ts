import { z } from 'zod';
import { HobbyCategory } from '@/groups/categories';
import { limits } from '@/groups/limits';
import { placeAnswer } from '@/geo/placeAnswer';
import { nextMeetingAnswer } from '@/groups/meetingAnswer';

/**
 * The REST answers about groups, as the OpenAPI document describes them (the inputs are in
 * groups/validation.ts). The contract tests check every answer the API tests receive against them.
 */

const objectId = z.string().regex(/^[0-9a-f]{24}$/);
const instant = z.string().meta({ format: 'date-time' });
const count = z.int().min(0);

export const exampleGroupId = '6650f1c2a9b8c7d6e5f40312';
export const exampleGroup = {
  _id: exampleGroupId,
  groupName: 'Sunday Sketchers',
  hobbyCategory: 'Drawing & Painting',
  description: 'Urban sketching around the old town, all levels welcome.',
  location: 'Old Town Square',
  maxMembers: 12,
  startDate: '2026-12-06',
  nextMeeting: {
    startsAt: '2026-12-06T09:00:00.000Z',
    allDay: false,
    timeZone: 'Europe/Prague',
    frequency: 'WEEKLY',
    interval: 1,
  },
  imageURL: 'https://images.example.com/sketchers.jpg',
  userName: 'Olivia Owner',
  isActive: true,
  memberCount: 3,
  spotsLeft: 9,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T17:05:12.000Z',
};

export const groupAnswer = z.strictObject({
  _id: objectId,
  groupName: z.string(),
  hobbyCategory: z.enum(HobbyCategory),
  description: z.string(),
  location: z.string(),
  place: placeAnswer.optional().meta({ description: 'Where the group meets, when a place was chosen.' }),
  venue: z.string().optional().meta({ description: 'A street address or venue within the place.' }),
  distanceKm: z
    .number()
    .min(0)
    .optional()
    .meta({ description: 'In a near-me list (`near=`): the great-circle distance from the point, in km.' }),
  maxMembers: z.int().min(limits.maxMembers.min).max(limits.maxMembers.max),
  startDate: z.string().meta({ format: 'date' }),
  nextMeeting: nextMeetingAnswer,
  imageURL: z.string(),
  userName: z.string().meta({ description: 'The organizer’s display name.' }),
  userEmail: z.string().optional().meta({ description: 'The organizer’s email: only in answers to the organizer.' }),
  isActive: z.boolean().meta({ description: 'False once the start date has passed.' }),
  suspension: z
    .strictObject({ reason: z.string(), at: instant, cause: z.enum(['GROUP', 'ACCOUNT']) })
    .optional()
    .meta({ description: 'Suspended by a site admin: only its organizers and the admins can read the group at all.' }),
  memberCount: count,
  spotsLeft: count,
  createdAt: instant,
  updatedAt: instant,
});

export const waitlistGroupAnswer = groupAnswer
  .extend({
    waitlistCount: count,
    waitlistPosition: z.int().min(1).nullable().meta({ description: 'Your place in the queue (1 is next), or null.' }),
    waitlist: z
      .array(z.strictObject({ displayName: z.string(), queuedAt: instant }))
      .optional()
      .meta({ description: 'Organizer only: who waits, in order.' }),
  })
  .meta({ description: 'A group with its waitlist: its length, your place, and (organizer only) who waits.' });

const acknowledged = z.literal(true);
const zeroOrOne = z.int().min(0).max(1);

export const insertResult = z.strictObject({ acknowledged, insertedId: objectId });
export const updateResult = z.strictObject({ acknowledged, matchedCount: zeroOrOne, modifiedCount: zeroOrOne });
export const deleteResult = z.strictObject({ acknowledged, deletedCount: zeroOrOne });
