/**
 * A mutation's data, or an error when the server answered without it (no error, no data): the
 * caller must not report a success the server did not confirm.
 */
export function confirmed<T>(data: T | null | undefined, what: string): T {
  if (!data) throw new Error(`The server did not confirm ${what}.`);
  return data;
}
