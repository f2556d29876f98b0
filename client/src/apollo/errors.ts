import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type FieldErrors = Record<string, string>;

/** The `extensions.code` of the first GraphQL error (NOT_FOUND, FORBIDDEN, ...), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Per-field messages of a BAD_USER_INPUT error (`extensions.fields`), keyed by input field. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: FieldErrors = {};
  for (const graphQLError of error.errors) {
    const value = graphQLError.extensions?.fields;
    if (typeof value !== 'object' || value === null) continue;
    for (const [name, message] of Object.entries(value)) if (typeof message === 'string') fields[name] = message;
  }
  return fields;
}
