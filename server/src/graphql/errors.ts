import type { ErrorRequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { asKnownError } from '@/db/connection';
import { DomainError, RateLimitedError, ValidationError } from '@/errors';

/** Codes Apollo and graphql-js set themselves for bad requests: safe to show as they are. */
const requestErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * The domain error behind an error reaching the GraphQL layer: thrown by a resolver, or by the
 * context function (a bad token), which Apollo hands over as the GraphQLError we wrapped it in.
 */
function domainErrorOf(error: unknown): DomainError | null {
  // "Cannot reach the database" is not a bug: it becomes SERVICE_UNAVAILABLE, not a masked error.
  const original = asKnownError(unwrapResolverError(error));
  if (original instanceof DomainError) return original;
  if (original instanceof GraphQLError && original.originalError instanceof DomainError) return original.originalError;
  return null;
}

/**
 * graphql-js names a badly typed variable field only inside its message, e.g.
 * `Variable "$input" got invalid value 1.5 at "input.maxMembers"; Int cannot represent
 * non-integer value: 1.5`, or `…; Field "location" of required type "String!" was not provided.`
 * This pulls out the field (else the variable) and the reason, so clients get `fields` for
 * type errors as they do for the service's own validation.
 */
export function variableErrorFields(message: string): Record<string, string> | undefined {
  const match = /^Variable "\$(\w+)" (?:got invalid value .*?(?: at "([^"]+)")?; (.*)|(.*))$/s.exec(message);
  if (!match) return undefined;
  // The second form ("Variable "$id" of required type "ID!" was not provided.") reads whole.
  const [, variable = '', path, reason = message] = match;
  const named = /^Field "(\w+)"/.exec(reason)?.[1];
  const lastSegment = path
    ?.replace(/\[\d+\]/g, '')
    .split('.')
    .at(-1);
  const field = named ?? (lastSegment && lastSegment !== variable ? lastSegment : variable);
  const sentence = reason.charAt(0).toUpperCase() + reason.slice(1);
  return { [field]: /[.?!]$/.test(sentence) ? sentence : `${sentence}.` };
}

/** What clients read of a domain error: its code, plus the fields or the wait where it has them. */
function extensionsOf(error: DomainError) {
  return {
    code: error.code,
    ...(error instanceof ValidationError ? { fields: error.fields } : {}),
    ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
}

/**
 * A domain error thrown outside a resolver (the context function, a plugin), in the form Apollo
 * takes its HTTP status and headers from; formatError then renders it like any other.
 */
export function asGraphQLError(error: DomainError): GraphQLError {
  const headers =
    error.retryAfterSeconds === undefined
      ? undefined
      : new HeaderMap([['retry-after', String(error.retryAfterSeconds)]]);
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...extensionsOf(error), http: { status: error.httpStatus, ...(headers ? { headers } : {}) } },
  });
}

/**
 * Domain errors raised on /graphql before Apollo runs (the start-up gate, the per-IP limit) as
 * the GraphQL error response GraphQL clients read. Anything else (e.g. a body that is not JSON)
 * goes on to the REST error handler, as before Apollo there is no GraphQL request yet.
 */
export const graphqlErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof DomainError) || res.headersSent) {
    next(error);
    return;
  }
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.httpStatus).json({ errors: [{ message: error.message, extensions: extensionsOf(error) }] });
};

/** Domain errors become `extensions.code` (+ `fields`); anything unexpected is masked. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = domainErrorOf(error);
  if (original) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: extensionsOf(original),
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && requestErrorCodes.has(code)) {
    const fields = code === 'BAD_USER_INPUT' ? variableErrorFields(formatted.message) : undefined;
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, ...(fields ? { fields } : {}) },
    };
  }
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** True when an error reaching the GraphQL layer was not a domain or request error: log it. */
export function isUnexpected(error: GraphQLError): boolean {
  if (domainErrorOf(error)) return false;
  const code = error.extensions?.code;
  return !(typeof code === 'string' && requestErrorCodes.has(code));
}
