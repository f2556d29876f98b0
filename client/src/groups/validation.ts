import type { FieldErrors } from '@/apollo/errors';
import type { HobbyCategory } from '@/gql/graphql';

/** What the group form holds: text as typed, so nothing is lost when a submit fails. */
export interface GroupFormValues {
  groupName: string;
  hobbyCategory: string;
  description: string;
  location: string;
  maxMembers: string;
  startDate: string;
  imageURL: string;
  /** The chosen place's id from the place search, or '' (none, or only typed text). */
  placeId: string;
  /** What the place picker shows: the chosen place's label, or text still being typed. */
  placeText: string;
  /** An optional street or venue line within the place. */
  venue: string;
}

export type GroupField = keyof GroupFormValues;

/**
 * The server's limits (schema.graphql), checked here too so people learn before submitting;
 * tests/client/validation-limits.test.ts holds them equal to the server's table.
 */
export const limits = {
  groupName: { min: 3, max: 100 },
  description: { min: 10, max: 2000 },
  location: { min: 2, max: 200 },
  maxMembers: { min: 1, max: 10_000 },
} as const;

/** The venue line's bound (server/src/bounds.ts placeBounds). */
export const venueMaxLength = 200;

const textLabels = { groupName: 'Group name', description: 'Description', location: 'Location' } as const;

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** All fields required; maxMembers a whole number; startDate a date; imageURL a URL. */
export function validateGroupForm(values: GroupFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: GroupField, message: string | null) => {
    if (message) errors[field] = message;
  };
  for (const [field, label] of Object.entries(textLabels) as [keyof typeof textLabels, string][]) {
    const { min, max } = limits[field];
    const length = values[field].trim().length;
    check(
      field,
      length === 0
        ? `${label} is required.`
        : length < min || length > max
          ? `${label} must be ${min} to ${max} characters.`
          : null,
    );
  }
  check('hobbyCategory', values.hobbyCategory ? null : 'Choose a hobby category.');
  const members = values.maxMembers.trim();
  check(
    'maxMembers',
    members === ''
      ? 'Max members is required.'
      : !/^\d+$/.test(members) || Number(members) < limits.maxMembers.min || Number(members) > limits.maxMembers.max
        ? `Max members must be a whole number from ${limits.maxMembers.min} to ${limits.maxMembers.max}.`
        : null,
  );
  check(
    'startDate',
    values.startDate === ''
      ? 'Start date is required.'
      : isRealDate(values.startDate)
        ? null
        : 'Start date must be a real date.',
  );
  const url = values.imageURL.trim();
  check(
    'imageURL',
    url === '' ? 'Image URL is required.' : isHttpUrl(url) ? null : 'Image URL must be an absolute http or https URL.',
  );
  // The place is optional, but typed text that names no chosen place would be lost silently.
  check(
    'placeId',
    values.placeText.trim() !== '' && values.placeId === ''
      ? 'Choose a place from the list, or clear the field.'
      : null,
  );
  check(
    'venue',
    values.venue.trim().length > venueMaxLength ? `Venue must be at most ${venueMaxLength} characters.` : null,
  );
  return errors;
}

/** The editable fields as the API takes them (the name is added on create only). */
export function toGroupInput(values: GroupFormValues) {
  return {
    hobbyCategory: values.hobbyCategory as HobbyCategory,
    description: values.description.trim(),
    location: values.location.trim(),
    maxMembers: Number(values.maxMembers),
    startDate: values.startDate,
    imageURL: values.imageURL.trim(),
    // Empty removes a place or venue the group had (update); on create it means none.
    placeId: values.placeId || null,
    venue: values.venue.trim() || null,
  };
}
