import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import { fieldErrorsOf, type FieldErrors } from '@/apollo/errors';

/** The state of one moderation form: busy, field errors beside their inputs, or one message. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await action();
      return true;
    } catch (caught) {
      const byField = fieldErrorsOf(caught);
      if (Object.keys(byField).length > 0) setFields(byField);
      // The server's messages for refusals (not found, forbidden, already resolved) are written for people.
      else if (CombinedGraphQLErrors.is(caught)) setError(caught.errors[0]?.message ?? 'Something went wrong.');
      else setError('Something went wrong. Please try again.');
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, fields, error, run };
}
