import { z } from 'zod';
import { deliverySchema } from '@/mail/validation';
import { mailKinds } from '@/mail/kinds';
import type { Preferences } from '@/mail/preferences';
import type { SameKeys } from '@/schemas';

/** A person's email preferences as REST answers them (every kind, with the defaults filled in). */
export const preferencesAnswer = z.strictObject({
  deliveries: z.strictObject(
    Object.fromEntries(mailKinds.map((kind) => [kind, deliverySchema])) as Record<
      (typeof mailKinds)[number],
      typeof deliverySchema
    >,
  ),
  digestHour: z.int().min(0).max(23),
  timeZone: z.string().nullable(),
});

export const answersMatchTheService: [SameKeys<z.output<typeof preferencesAnswer>, Preferences>] = [true];

/** A group's reminder settings as REST answers them. */
export const reminderSettingsAnswer = z.strictObject({
  groupId: z.string(),
  reminderLeadHours: z.int().meta({ description: 'Hours before each session: 2, 24 or 48.' }),
  nudgeUnanswered: z.boolean().meta({ description: 'Members who have not answered are asked too.' }),
});
