import { z } from 'zod';
import type { AccountProfile } from '@/auth/accounts';
import type { AccountDeletion, AccountExport } from '@/account/service';
import type { SameKeys } from '@/schemas';
import { preferencesAnswer } from '@/mail/schemas';

/** The REST answers about the signed-in person's account (the inputs are in account/validation.ts). */

const instant = z.string().meta({ format: 'date-time' });

export const profileAnswer = z.strictObject({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  signInProviders: z.array(z.string()).meta({ examples: [['password']] }),
  createdAt: instant.nullable(),
  lastSignInAt: instant.nullable(),
});

export const accountDeletionAnswer = z.strictObject({
  deletedUserId: z.string(),
  deletedGroupIds: z.array(z.string()),
  leftGroupIds: z.array(z.string()),
});

export const accountExportAnswer = z.strictObject({
  exportedAt: instant,
  profile: profileAnswer,
  organizedGroups: z.array(z.looseObject({})),
  memberships: z.array(
    z.strictObject({
      groupId: z.string(),
      groupName: z.string().nullable(),
      displayName: z.string(),
      joinedAt: instant,
    }),
  ),
  notificationPreferences: preferencesAnswer,
  otherRecords: z.record(z.string(), z.array(z.unknown())),
});

export const answersMatchTheService: [
  SameKeys<z.output<typeof profileAnswer>, AccountProfile>,
  SameKeys<z.output<typeof accountDeletionAnswer>, AccountDeletion>,
  SameKeys<z.output<typeof accountExportAnswer>, AccountExport>,
] = [true, true, true];
