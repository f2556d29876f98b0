import { ValidationError, type FieldErrors } from '@/errors';
import { checkImageURL, checkText, type Result } from '@/groups/validation';
import type { ProfileChanges } from '@/auth/accounts';

export const profileLimits = { displayName: { min: 1, max: 100 } } as const;

/** Input as adapters pass it on: untyped, because REST bodies are whatever a client sends. */
export interface RawProfileInput {
  displayName?: unknown;
  photoURL?: unknown;
}

/**
 * Checks a profile change: a display name of 1 to 100 characters; a photo URL by the same rules
 * as a group's image URL, or empty to remove the photo. At least one of them must be given.
 */
export function validateProfileChanges(input: RawProfileInput): ProfileChanges {
  const errors: FieldErrors = {};
  const changes: ProfileChanges = {};
  const take = <T>(field: keyof RawProfileInput, result: Result<T>, set: (value: T) => void) => {
    if (result.ok) set(result.value);
    else errors[field] = result.message;
  };
  if (input.displayName !== undefined && input.displayName !== null) {
    take('displayName', checkText(profileLimits.displayName)(input.displayName, 'Display name'), (value) => {
      changes.displayName = value;
    });
  }
  const photo = input.photoURL;
  if (photo === '' || (typeof photo === 'string' && photo.trim() === '')) {
    changes.photoURL = null;
  } else if (photo !== undefined && photo !== null) {
    take('photoURL', checkImageURL(photo, 'Photo URL'), (value) => {
      changes.photoURL = value;
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (Object.keys(changes).length === 0) {
    throw new ValidationError({ displayName: 'Give a display name or a photo URL to change.' });
  }
  return changes;
}
