/**
 * Domain errors: the groups service and the auth layer throw these; each adapter maps them once
 * (GraphQL: graphql/errors.ts, REST: http/errorHandler.ts). Anything else is unexpected and masked.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'SERVICE_UNAVAILABLE'
  | 'RATE_LIMITED'
  | MembershipErrorCode;

/** Why a join or leave was refused: each has its own code so clients can say exactly why. */
export type MembershipErrorCode =
  | 'GROUP_FULL'
  | 'GROUP_NOT_ACTIVE'
  | 'NOT_A_MEMBER'
  | 'NOT_WAITING'
  | 'ORGANIZER_CANNOT_JOIN'
  /** The owner leaves only after handing the group over (or deleting it): a group always has an owner. */
  | 'OWNER_MUST_TRANSFER'
  /** An organizer banned the person from the group (the message carries the reason). */
  | 'BANNED'
  /** The group takes members by approval: ask with `requestToJoin`. */
  | 'APPROVAL_REQUIRED'
  /** The group takes nobody who asks. */
  | 'INVITE_ONLY'
  /** An invite link that was never signed for this group, or whose links the organizers revoked. */
  | 'INVITE_INVALID'
  /** An invite link past its expiry. */
  | 'INVITE_EXPIRED'
  /** RSVPs close when a session starts. */
  | 'SESSION_STARTED'
  | 'SESSION_CANCELLED';

export type FieldErrors = Record<string, string>;

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly httpStatus: number;
  /** When set, both adapters send it as the Retry-After header. */
  declare readonly retryAfterSeconds?: number;
}

export class ValidationError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor(
    readonly fields: FieldErrors,
    message = `Invalid input: ${Object.values(fields).join(' ')}`,
  ) {
    super(message);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
  constructor(message = 'You must be signed in to do this.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
}

export class MembershipError extends DomainError {
  readonly httpStatus = 409;
  constructor(
    readonly code: MembershipErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends DomainError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;
  constructor(
    message = 'The service is temporarily unavailable. Please try again shortly.',
    /** Known only where the wait is known (the start-up gate); the database being away has no estimate. */
    override readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Too many requests from one client IP or user in the current window: try again after retryAfterSeconds. */
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly httpStatus = 429;
  constructor(
    override readonly retryAfterSeconds: number,
    message = `Too many requests. Please try again in ${retryAfterSeconds} s.`,
  ) {
    super(message);
  }
}
