import { z } from 'zod';
import { ValidationError } from '@/errors';
import { limits } from '@/groups/limits';
import { parseFields, httpUrl, isMissing, text } from '@/schemas';
import type { ProfileChanges } from '@/auth/accounts';

export const profileLimits = { displayName: { min: 1, max: 100 } } as const;

/** Input as adapters pass it on: untyped, because REST bodies are whatever a client sends. */
export interface RawProfileInput {
  displayName?: unknown;
  photoURL?: unknown;
}

/**
 * A profile change: a display name of 1 to 100 characters; a photo URL by the same rules as a
 * group's image URL, or empty to remove the photo. At least one of them (checked by the service).
 */
const photoURL = httpUrl('Photo URL', limits.imageURL.max, { description: 'The profile photo.' });

export const profileChangesSchema = z
  .object({
    displayName: text('Display name', profileLimits.displayName, {
      description: 'The name shown to others.',
    }).nullish(),
    photoURL: photoURL.nullish(),
  })
  .meta({ description: 'At least one of the two.' });

/** What a client may send: as validated, and an empty photo URL removes the photo. */
export const profileChangesRequest = profileChangesSchema
  .extend({
    photoURL: z
      .union([photoURL, z.literal(''), z.null()])
      .optional()
      .meta({ description: 'The profile photo, or an empty string to remove it.' }),
  })
  .meta({ description: 'At least one of the two.' });

export const deleteAccountSchema = z.object({
  confirm: z.literal(true).meta({ description: 'Deleting an account cannot be undone.' }),
});

/** Checks a profile change; a blank photo URL removes the photo. */
export function validateProfileChanges(input: RawProfileInput): ProfileChanges {
  const blankPhoto = typeof input.photoURL === 'string' && isMissing(input.photoURL);
  const { displayName, photoURL } = parseFields(profileChangesSchema, {
    ...input,
    photoURL: blankPhoto ? undefined : input.photoURL,
  });
  const changes: ProfileChanges = blankPhoto ? { photoURL: null } : {};
  if (displayName != null) changes.displayName = displayName;
  if (photoURL != null) changes.photoURL = photoURL;
  if (Object.keys(changes).length === 0) {
    throw new ValidationError({ displayName: 'Give a display name or a photo URL to change.' });
  }
  return changes;
}
