import type { FieldErrors } from '@/apollo/errors';

/**
 * The server's bounds of posts (server/src/bounds.ts, `discussionBounds`), checked here too so
 * people learn before sending; tests/client/validation-limits.test.ts holds them equal. The
 * messages are the server's own.
 */
export const postLimits = {
  title: { min: 3, max: 200 },
  body: { min: 1, max: 2_000 },
  announcement: { min: 1, max: 5_000 },
} as const;

/** The server's message for `label`'s text, or undefined when it is fine (trimmed, as the server does). */
export function textError(label: string, value: string, bounds: { min: number; max: number }): string | undefined {
  const length = value.trim().length;
  if (length === 0) return `${label} is required.`;
  if (length < bounds.min || length > bounds.max) return `${label} must be ${bounds.min} to ${bounds.max} characters.`;
  return undefined;
}

/** A new or changed thread: title and body. */
export function threadErrors(values: { title: string; body: string }): FieldErrors {
  const errors: FieldErrors = {};
  const title = textError('Title', values.title, postLimits.title);
  const body = textError('Body', values.body, postLimits.body);
  if (title) errors.title = title;
  if (body) errors.body = body;
  return errors;
}

/** A reply, a comment or an announcement: its body. */
export function bodyErrors(body: string, bounds: { min: number; max: number } = postLimits.body): FieldErrors {
  const error = textError('Body', body, bounds);
  return error ? { body: error } : {};
}
