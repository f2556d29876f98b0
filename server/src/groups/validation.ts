import { ValidationError, type FieldErrors } from '@/errors';
import { hobbyCategoryNames, isHobbyCategory, type HobbyCategory } from '@/groups/categories';
import { limits } from '@/groups/limits';

/** The fields a person edits. The organizer fields come from the ID token, never from input. */
export interface GroupFields {
  groupName: string;
  hobbyCategory: HobbyCategory;
  description: string;
  location: string;
  maxMembers: number;
  startDate: Date;
  imageURL: string;
}

export type GroupField = keyof GroupFields;

/** Input as adapters pass it on: untyped, because REST bodies are whatever a client sends. */
export type RawGroupInput = Partial<Record<GroupField, unknown>>;

export { limits };

const labels: Record<GroupField, string> = {
  groupName: 'Group name',
  hobbyCategory: 'Hobby category',
  description: 'Description',
  location: 'Location',
  maxMembers: 'Max members',
  startDate: 'Start date',
  imageURL: 'Image URL',
};

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };
export type Check<T> = (value: unknown, label: string) => Result<T>;

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const problem = (message: string): Result<never> => ({ ok: false, message });

export function checkText(bounds: { min?: number; max: number }): Check<string> {
  return (value, label) => {
    if (typeof value !== 'string') return problem(`${label} must be text.`);
    const trimmed = value.trim();
    const min = bounds.min ?? 1;
    if (trimmed.length < min || trimmed.length > bounds.max) {
      return problem(`${label} must be ${min} to ${bounds.max} characters.`);
    }
    return ok(trimmed);
  };
}

const checkCategory: Check<HobbyCategory> = (value, label) =>
  isHobbyCategory(value) ? ok(value) : problem(`${label} must be one of: ${hobbyCategoryNames.join(', ')}.`);

const checkMaxMembers: Check<number> = (value, label) => {
  // Forms send numbers as text; accept plain digits, nothing looser ("1e3", "12abc").
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  const { min, max } = limits.maxMembers;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    return problem(`${label} must be a whole number from ${min} to ${max}.`);
  }
  return ok(number);
};

/** Parses `YYYY-MM-DD` (or an ISO date-time, of which the UTC day is kept) to midnight UTC. */
export function parseStartDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.exec(trimmed);
  if (!match) return null;
  const [, y, m, d, time] = match;
  // Date.UTC (and Date.parse, given a time) roll 2026-02-30 over into March: a real date
  // survives the round trip, with or without a time.
  const written = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (written.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) return null;
  const instant = time ? new Date(trimmed) : written;
  if (Number.isNaN(instant.getTime())) return null;
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  const year = day.getUTCFullYear();
  return year >= limits.startYear.min && year <= limits.startYear.max ? day : null;
}

const checkStartDate: Check<Date> = (value, label) => {
  const day = parseStartDate(value);
  return day
    ? ok(day)
    : problem(
        `${label} must be a real date between ${limits.startYear.min} and ${limits.startYear.max}, written YYYY-MM-DD.`,
      );
};

export const checkImageURL: Check<string> = (value, label) => {
  const result = checkText(limits.imageURL)(value, label);
  if (!result.ok || isAbsoluteHttpUrl(result.value)) return result;
  return problem(`${label} must be an absolute http or https URL.`);
};

function isAbsoluteHttpUrl(value: string): boolean {
  // The URL parser also takes `http:example.com` and `https:/x`, which a browser resolves
  // relative to the page when the scheme matches it: insist on `scheme://`.
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const checks: { [F in GroupField]: Check<GroupFields[F]> } = {
  groupName: checkText(limits.groupName),
  hobbyCategory: checkCategory,
  description: checkText(limits.description),
  location: checkText(limits.location),
  maxMembers: checkMaxMembers,
  startDate: checkStartDate,
  imageURL: checkImageURL,
};

export const groupFields = Object.keys(checks) as GroupField[];

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks the given fields; `required` fields must be present, and a field that is given must
 * not be empty. Collects every problem, so a form can show each message beside its input, and
 * throws one ValidationError naming them all.
 */
function validate(
  input: RawGroupInput,
  required: readonly GroupField[],
  errors: FieldErrors = {},
): Partial<GroupFields> {
  const valid: Partial<Record<GroupField, unknown>> = {};
  for (const field of groupFields) {
    const value = input[field];
    if (isMissing(value)) {
      if (required.includes(field) || value !== undefined) errors[field] = `${labels[field]} is required.`;
      continue;
    }
    const result = checks[field](value, labels[field]);
    if (result.ok) valid[field] = result.value;
    else errors[field] = result.message;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return valid as Partial<GroupFields>;
}

export function validateNewGroup(input: RawGroupInput): GroupFields {
  return validate(input, groupFields) as GroupFields;
}

/**
 * Checks the fields an update gives. The group name is read-only: it may be sent back
 * unchanged (forms send the whole group), and a different one is named with the other problems.
 */
export function validateGroupChanges(
  input: RawGroupInput,
  current: Pick<GroupFields, 'groupName'>,
): Partial<Omit<GroupFields, 'groupName'>> {
  const { groupName, ...editable } = input;
  const errors: FieldErrors = {};
  if (groupName !== undefined && (typeof groupName !== 'string' || groupName.trim() !== current.groupName)) {
    errors.groupName = 'Group name cannot be changed.';
  }
  return validate(editable, [], errors);
}
