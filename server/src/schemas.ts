import { z } from 'zod';
import { ValidationError, type FieldErrors } from '@/errors';

/**
 * The building blocks of the input schemas (groups, sessions, account). Each schema carries its
 * bounds and its per-field messages, validates REST bodies and GraphQL inputs alike, and is the
 * source of the OpenAPI document's request schemas (openapi/document.ts), so a field is described
 * once. Bounds come from bounds.ts, dates are read by dates.ts.
 */

/** Undefined, null, or only blanks: what a form sends for an empty input. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** An error map giving one message for every problem a field can have, except absence. */
export const fieldMessage =
  (label: string, message: string) =>
  (issue: { input?: unknown }): string =>
    isMissing(issue.input) ? `${label} is required.` : message;

export interface TextOptions {
  /** When true (a form's field), a blank value is "<Label> is required."; else it is out of bounds. */
  blankIsMissing?: boolean;
  description?: string;
}

/** Text trimmed, then `min` (default 1) to `max` characters. */
export function text(label: string, bounds: { min?: number; max: number }, options: TextOptions = {}) {
  const min = bounds.min ?? 1;
  const range = `${label} must be ${min} to ${bounds.max} characters.`;
  const notText = `${label} must be text.`;
  const trimmed = z
    .string({ error: options.blankIsMissing ? fieldMessage(label, notText) : notText })
    .trim()
    .min(1, options.blankIsMissing ? `${label} is required.` : range)
    .min(min, range)
    .max(bounds.max, range);
  const description =
    options.description && `${options.description} ${min} to ${bounds.max} characters after trimming.`;
  return description ? trimmed.meta({ description }) : trimmed;
}

// The URL parser also takes `http:example.com` and `https:/x`, which a browser resolves relative
// to the page when the scheme matches it: insist on `scheme://`.
const httpScheme = /^[Hh][Tt][Tt][Pp][Ss]?:\/\//;

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http or https URL of at most `max` characters (after trimming). */
export function httpUrl(label: string, max: number, options: TextOptions = {}) {
  const notUrl = `${label} must be an absolute http or https URL.`;
  return text(label, { max }, { blankIsMissing: options.blankIsMissing })
    .regex(httpScheme, notUrl)
    .refine(isAbsoluteHttpUrl, notUrl)
    .meta({
      format: 'uri',
      ...(options.description && {
        description: `${options.description} An absolute http or https URL of at most ${max} characters.`,
      }),
    });
}

/** A whole number within bounds, with one message for every way to miss them. */
export function wholeNumber(bounds: { min: number; max: number }, message: string) {
  return z.int({ error: message }).min(bounds.min, message).max(bounds.max, message);
}

/** A plain object's own fields, or none (REST bodies may be anything JSON allows). */
export function fieldsOf(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/** Adds the first message of each field `result` refuses to `errors` (fields already named keep theirs). */
export function collectErrors(result: z.ZodSafeParseResult<unknown>, errors: FieldErrors): FieldErrors {
  for (const issue of result.success ? [] : result.error.issues) {
    // A nested field is named by its own key (a schedule's `recurrence.count` is `count`).
    const field = String(issue.path.findLast((key) => typeof key === 'string') ?? 'input');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Parses `input` with `schema`, naming every bad field at once: one ValidationError with the first
 * message of each field (after any in `errors`), so a form can show each beside its input.
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown, errors: FieldErrors = {}): z.output<S> {
  const result = schema.safeParse(fieldsOf(input));
  collectErrors(result, errors);
  if (!result.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return result.data;
}

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client may send. */
export function requestSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

/**
 * True when two types have the same keys: answer schemas (for the OpenAPI document) assert it
 * against the types their handlers return, so a field added to one and not the other fails to compile.
 */
export type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
