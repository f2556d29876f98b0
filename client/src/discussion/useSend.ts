import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import { fieldErrorsOf, graphQLErrorCode, type FieldErrors } from '@/apollo/errors';

/** Codes whose server message is written for people (who may post, too many posts, gone, done already). */
const spokenCodes = new Set(['FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'UNAUTHENTICATED', 'CONFLICT']);

/** What to tell the person about a failed post or action. */
export function failureMessage(error: unknown): string {
  const code = graphQLErrorCode(error);
  if (code && spokenCodes.has(code) && CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.message ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}

export interface Send {
  busy: boolean;
  /** Field errors (shown beside their inputs). */
  fields: FieldErrors;
  /** An error that belongs to no field. */
  error: string | null;
  /** Checks `local` first (the server's own rules and messages), then runs `action`; true when it succeeded. */
  run(action: () => Promise<unknown>, local?: FieldErrors): Promise<boolean>;
  clear(): void;
}

/** The state of one form or button that talks to the server: busy, field errors, a message. */
export function useSend(): Send {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>, local: FieldErrors = {}) => {
    setError(null);
    setFields(local);
    if (Object.keys(local).length > 0) return false;
    setBusy(true);
    try {
      await action();
      return true;
    } catch (caught) {
      const byField = fieldErrorsOf(caught);
      if (Object.keys(byField).length > 0) setFields(byField);
      else setError(failureMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => {
    setFields({});
    setError(null);
  }, []);
  return { busy, fields, error, run, clear };
}
