import { z } from 'zod';
import type { FieldErrors } from '@/errors';
import { HobbyCategory, hobbyCategoryNames } from '@/groups/categories';
import { limits } from '@/groups/limits';
import { parseDay, parseInstant, yearRangeText } from '@/dates';
import { fieldMessage, httpUrl, parseFields, text } from '@/schemas';
import { changedPlaceFields, placeFieldsOf, type GroupPlaceFields } from '@/groups/placeFields';
import type { PlacesService } from '@/geo/places';

export { limits };

/** Parses `YYYY-MM-DD`, a local date-time (its day), or an ISO date-time with its offset (its UTC day), to midnight UTC. */
export function parseStartDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const day = parseDay(trimmed);
  if (day) return day;
  // A date-time without an offset names its day as written (clients have always sent that form).
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(trimmed);
  if (local) {
    const [hour, minute, second] = [Number(local[2]), Number(local[3]), Number(local[4] ?? 0)];
    return hour <= 23 && minute <= 59 && second <= 59 ? parseDay(local[1]) : null;
  }
  const instant = parseInstant(trimmed);
  if (!instant) return null;
  const utcDay = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  const year = utcDay.getUTCFullYear();
  return year >= limits.startYear.min && year <= limits.startYear.max ? utcDay : null;
}

const maxMembersMessage = `Max members must be a whole number from ${limits.maxMembers.min} to ${limits.maxMembers.max}.`;
const maxMembersError = fieldMessage('Max members', maxMembersMessage);
const startDateError = fieldMessage(
  'Start date',
  `Start date must be a real date between ${limits.startYear.min} and ${limits.startYear.max}, written YYYY-MM-DD.`,
);

/** The fields a person edits. The organizer fields come from the ID token, never from input. */
export const groupFieldsSchema = z.object({
  groupName: text('Group name', limits.groupName, {
    blankIsMissing: true,
    description: 'The group’s name, unique among groups (case-insensitive).',
  }),
  hobbyCategory: z
    .enum(HobbyCategory, {
      error: fieldMessage('Hobby category', `Hobby category must be one of: ${hobbyCategoryNames.join(', ')}.`),
    })
    .meta({ description: 'One of the eight hobby categories.' }),
  description: text('Description', limits.description, { blankIsMissing: true, description: 'What the group does.' }),
  location: text('Location', limits.location, { blankIsMissing: true, description: 'Where the group meets.' }),
  // Forms send numbers as text; accept plain digits, nothing looser ("1e3", "12abc").
  maxMembers: z
    .union(
      [
        z
          .int({ error: maxMembersError })
          .min(limits.maxMembers.min, maxMembersMessage)
          .max(limits.maxMembers.max, maxMembersMessage),
        z.string({ error: maxMembersError }).regex(/^\s*\d+\s*$/, maxMembersMessage),
      ],
      { error: maxMembersError },
    )
    .transform((value, context) => {
      const number = Number(value);
      if (number >= limits.maxMembers.min && number <= limits.maxMembers.max) return number;
      context.issues.push({ code: 'custom', message: maxMembersMessage, input: value });
      return z.NEVER;
    })
    .meta({
      description: `How many members the group takes: a whole number from ${limits.maxMembers.min} to ${limits.maxMembers.max} (digits as text are accepted, as forms send them).`,
    }),
  startDate: z
    .string({ error: startDateError })
    .regex(/^\s*\d{4}-\d{2}-\d{2}(T\S+)?\s*$/, { error: startDateError })
    .transform((value, context) => {
      const day = parseStartDate(value);
      if (day) return day;
      context.issues.push({ code: 'custom', message: startDateError({ input: value }), input: value });
      return z.NEVER;
    })
    .meta({
      description: `The first meeting day, YYYY-MM-DD (an ISO date-time with its offset is cut to its UTC day), in the years ${yearRangeText}.`,
    }),
  imageURL: httpUrl('Image URL', limits.imageURL.max, { blankIsMissing: true, description: 'The cover image.' }),
});

export type GroupFields = z.output<typeof groupFieldsSchema>;
export type GroupField = keyof GroupFields;

/** Input as adapters pass it on: untyped, because REST bodies are whatever a client sends. */
export type RawGroupInput = Partial<Record<GroupField | 'placeId' | 'venue', unknown>>;

/** A group's own fields with where it meets (groups/placeFields.ts). */
export type GroupInput = GroupFields & GroupPlaceFields;

export const groupFields = groupFieldsSchema.keyof().options;

/** Any of the fields; the name only unchanged (validateGroupChanges checks that against the group). */
export const groupChangesSchema = groupFieldsSchema
  .partial()
  .meta({ description: 'Any of the fields; `groupName` may be sent only unchanged.' });

const editableChangesSchema = groupFieldsSchema.omit({ groupName: true }).partial();

/** Checks a new group: every field, each bad one named with its own message. `places` must be ready. */
export function validateNewGroup(input: RawGroupInput, places: PlacesService): GroupInput {
  const errors: FieldErrors = {};
  const place = placeFieldsOf(input, places, errors);
  return { ...parseFields(groupFieldsSchema, input, errors), ...place };
}

/**
 * Checks the fields an update gives. The group name is read-only: it may be sent back
 * unchanged (forms send the whole group), and a different one is named with the other problems.
 */
export function validateGroupChanges(
  input: RawGroupInput,
  current: Pick<GroupFields, 'groupName'>,
  places: PlacesService,
): Partial<Omit<GroupInput, 'groupName'>> {
  const { groupName } = input;
  const errors: FieldErrors = {};
  if (groupName !== undefined && (typeof groupName !== 'string' || groupName.trim() !== current.groupName)) {
    errors.groupName = 'Group name cannot be changed.';
  }
  const place = placeFieldsOf(input, places, errors);
  return { ...parseFields(editableChangesSchema, input, errors), ...place };
}

/** The subset of `changes` that differs from what is stored. */
export function changedFields(group: GroupInput, changes: Partial<GroupInput>): Partial<GroupInput> {
  const changed: Partial<Record<keyof GroupFields, unknown>> = {};
  for (const field of groupFields) {
    const value = changes[field];
    if (value === undefined) continue;
    const stored = group[field];
    const same =
      value instanceof Date && stored instanceof Date ? value.getTime() === stored.getTime() : value === stored;
    if (!same) changed[field] = value;
  }
  return { ...(changed as Partial<GroupFields>), ...changedPlaceFields(group, changes) };
}

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks one text value against `bounds` (for callers outside a schema, such as a session's new place). */
export function checkText(bounds: { min?: number; max: number }) {
  return (value: unknown, label: string): Result<string> => {
    const result = text(label, bounds).safeParse(value);
    return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]!.message };
  };
}
