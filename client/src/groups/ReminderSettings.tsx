import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { fieldErrorsOf, graphQLErrorCode, type FieldErrors } from '@/apollo/errors';
import { graphql } from '@/gql';
import type { GroupRole } from '@/gql/graphql';
import { Field } from '@/ui/Field';
import { useToast } from '@/ui/toast/ToastProvider';

/** The lead times the server accepts, in hours (a test checks them against the server's bounds). */
export const reminderLeadChoices = [2, 24, 48] as const;

/**
 * Who sees the control: the roles the server's MANAGE_SESSIONS row allows (hosts, co-organizers,
 * the owner). The server decides again on every save; this only spares others a form they cannot use.
 */
const sessionRunners: readonly GroupRole[] = ['HOST', 'CO_ORGANIZER', 'OWNER'];

export const ReminderSettingsFragment = graphql(`
  fragment ReminderSettings_group on Group {
    id
    viewerRole
    reminderLeadHours
    nudgeUnanswered
  }
`);

const SetRemindersMutation = graphql(`
  mutation SetReminders($input: SetRemindersInput!) {
    setReminders(input: $input) {
      group {
        ...ReminderSettings_group @unmask
      }
    }
  }
`);

function messageOf(caught: unknown): string | null {
  const code = graphQLErrorCode(caught);
  if (code === 'BAD_USER_INPUT') return null;
  if (code === 'FORBIDDEN') return 'Only the group’s organizers and hosts can change its reminders.';
  if (code === 'NOT_FOUND') return 'This group no longer exists.';
  return 'The reminders could not be saved. Please try again.';
}

/**
 * The organizers' reminder settings on the group page: how long before each session its members
 * who are going get an email, and whether those who have not answered are asked too.
 */
export function ReminderSettings({ group }: { group: FragmentType<typeof ReminderSettingsFragment> }) {
  const { data, complete } = useFragment({ fragment: ReminderSettingsFragment, from: group });
  const [mutate] = useMutation(SetRemindersMutation);
  const toast = useToast();
  const [lead, setLead] = useState<number | null>(null);
  const [nudge, setNudge] = useState<boolean | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idPrefix = useId();
  if (!complete || !sessionRunners.includes(data.viewerRole)) return null;

  const leadId = `${idPrefix}-lead`;
  const nudgeId = `${idPrefix}-nudge`;
  const chosenLead = lead ?? data.reminderLeadHours;
  const chosenNudge = nudge ?? data.nudgeUnanswered;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    setFields({});
    try {
      const { data: result } = await mutate({
        variables: { input: { id: data.id, reminderLeadHours: chosenLead, nudgeUnanswered: chosenNudge } },
      });
      confirmed(result, 'the reminders');
      // The saved values now come from the cache (the answer updated the group by id).
      setLead(null);
      setNudge(null);
      toast({ title: 'Reminders saved.', icon: 'success' });
    } catch (caught) {
      const byField = fieldErrorsOf(caught);
      setFields(byField);
      setFailure(Object.keys(byField).length > 0 ? null : messageOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="reminder-settings card" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>Reminders</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field
          id={leadId}
          label="Remind members who are going"
          error={fields.reminderLeadHours}
          hint="Each member who said Going gets an email this long before every session."
        >
          <select
            id={leadId}
            name="reminderLeadHours"
            value={chosenLead}
            aria-invalid={fields.reminderLeadHours ? true : undefined}
            aria-describedby={fields.reminderLeadHours ? `${leadId}-hint ${leadId}-error` : `${leadId}-hint`}
            onChange={(event) => setLead(Number(event.target.value))}
          >
            {reminderLeadChoices.map((hours) => (
              <option key={hours} value={hours}>
                {hours} hours before
              </option>
            ))}
          </select>
        </Field>
        <div className={fields.nudgeUnanswered ? 'field field--invalid' : 'field'}>
          <label className="reminder-settings__nudge" htmlFor={nudgeId}>
            <input
              id={nudgeId}
              type="checkbox"
              name="nudgeUnanswered"
              checked={chosenNudge}
              aria-invalid={fields.nudgeUnanswered ? true : undefined}
              aria-describedby={fields.nudgeUnanswered ? `${nudgeId}-error` : undefined}
              onChange={(event) => setNudge(event.target.checked)}
            />
            Nudge members who have not answered
          </label>
          {fields.nudgeUnanswered && (
            <p className="field__error" id={`${nudgeId}-error`}>
              {fields.nudgeUnanswered}
            </p>
          )}
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save reminders'}
          </button>
        </div>
      </form>
    </section>
  );
}
