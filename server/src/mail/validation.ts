import { IANAZone } from 'luxon';
import { z } from 'zod';
import { mailBounds } from '@/bounds';
import { deliveries, mailKinds, type Delivery, type MailKind } from '@/mail/kinds';
import { parseFields, wholeNumber } from '@/schemas';

const deliveryMessage = `Delivery must be one of ${deliveries.join(', ')}.`;
const zoneMessage = 'Time zone must be an IANA time zone name, e.g. Europe/Berlin.';

export const deliverySchema = z.enum(deliveries, { error: deliveryMessage });

/** A change of a person's email preferences: any of the kinds, the digest hour, their zone. */
export const preferencesChangesSchema = z
  .object({
    deliveries: z
      .partialRecord(z.enum(mailKinds, { error: `Kind must be one of ${mailKinds.join(', ')}.` }), deliverySchema)
      .optional()
      .meta({ description: 'For each kind given: IN_APP (the bell only), EMAIL (at once), DIGEST (daily) or OFF.' }),
    digestHour: wholeNumber(mailBounds.digestHour, 'Digest hour must be a whole hour from 0 to 23.')
      .optional()
      .meta({ description: 'The hour (0–23) in `timeZone` at which the daily digest is sent.' }),
    timeZone: z
      .string({ error: zoneMessage })
      .max(mailBounds.timeZone.max, zoneMessage)
      .refine((zone) => IANAZone.isValidZone(zone), zoneMessage)
      // Intl spells the zone as the IANA database does (`europe/berlin` → `Europe/Berlin`).
      .transform((zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone)
      .nullable()
      .optional()
      .meta({ description: 'Your IANA time zone, e.g. `Europe/Berlin`; null: the zones of your groups.' }),
  })
  .meta({ description: 'Only what is given changes.' });

export interface PreferencesChanges {
  deliveries?: Partial<Record<MailKind, Delivery>>;
  digestHour?: number;
  timeZone?: string | null;
}

export function validatePreferences(input: unknown): PreferencesChanges {
  return parseFields(preferencesChangesSchema, input);
}

/** Email again for one kind from one group (after its one-click unsubscribe). */
export const resubscribeSchema = z.object({
  groupId: z.string({ error: 'groupId must be a group id.' }).min(1, 'groupId must be a group id.').max(64),
  kind: z.enum(mailKinds, { error: `Kind must be one of ${mailKinds.join(', ')}.` }),
});

/** The organizer's reminder settings for a group (REST `PUT /groups/{id}/reminders`); only what is given changes. */
export const reminderSettingsSchema = z
  .object({
    reminderLeadHours: z
      .union(mailBounds.reminderLeadHours.map((hours) => z.literal(hours)))
      .optional()
      .meta({
        description:
          'Hours before each session its members who are going get their reminder: 2, 24 or 48 (default 24).',
      }),
    nudgeUnanswered: z
      .boolean()
      .optional()
      .meta({ description: 'Also ask the members who have not answered, at the same time (default false).' }),
  })
  .meta({ description: 'A group’s session reminders.' });
