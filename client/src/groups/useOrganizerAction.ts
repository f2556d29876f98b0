import { useState } from 'react';
import { fieldErrorsOf, type FieldErrors } from '@/apollo/errors';
import { useToast } from '@/ui/toast/ToastProvider';

/**
 * The state of an organizer's panel that sends one action at a time (admission, the team):
 * busy while it runs, field errors beside their inputs, one message for the rest (`messageOf`
 * says it per error code, null when the field errors say it all), a toast when it is done.
 */
export function useOrganizerAction(messageOf: (caught: unknown) => string | null) {
  const toast = useToast();
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `step`; true when it succeeded (then `done` is toasted). */
  const run = async (step: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await step();
      toast({ title: done, icon: 'success' });
      return true;
    } catch (caught) {
      setFields(fieldErrorsOf(caught));
      setError(messageOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { fields, setFields, error, setError, busy, run };
}
