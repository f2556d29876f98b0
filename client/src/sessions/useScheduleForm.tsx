import { useState } from 'react';
import { fieldErrorsOf, type FieldErrors } from '@/apollo/errors';
import type { ScheduleInput } from '@/gql/graphql';
import { useSetSchedule } from '@/sessions/mutations';
import { ScheduleFields } from '@/sessions/ScheduleFields';
import { defaultScheduleForm, toScheduleInput, type ScheduleFormValues } from '@/sessions/time';

/** A stored schedule as the form's values (the update page starts from it). */
export interface StoredSchedule {
  localStartsAt: string;
  timeZone: string;
  recurrence: (Omit<NonNullable<ScheduleInput['recurrence']>, 'interval'> & { interval: number }) | null;
}

export function scheduleFormOf(schedule: StoredSchedule | null): ScheduleFormValues {
  const defaults = defaultScheduleForm();
  if (!schedule) return defaults;
  const r = schedule.recurrence;
  return {
    ...defaults,
    time: schedule.localStartsAt.slice(11, 16),
    timeZone: schedule.timeZone,
    repeat: r?.frequency ?? 'NONE',
    interval: String(r?.interval ?? 1),
    weekdays: r?.frequency === 'WEEKLY' ? [...(r.weekdays ?? [])] : [],
    monthlyBy: r?.monthDay ? 'DAY' : 'WEEKDAY',
    end: r?.until ? 'UNTIL' : r?.count ? 'COUNT' : 'NEVER',
    until: r?.until ?? '',
    count: r?.count ? String(r.count) : '',
  };
}

/**
 * The schedule part of the create and update pages: its values, its field errors and the save
 * step that runs after the group itself is saved. `storedFor` is the start day of a stored
 * schedule: saving it unchanged is skipped, so editing a description keeps the sessions'
 * cancellations and moves (a new schedule replaces them).
 */
export function useScheduleForm(initial: ScheduleFormValues = defaultScheduleForm(), storedFor?: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setSchedule = useSetSchedule();
  return {
    fields: (startDate: string) => (
      <ScheduleFields
        startDate={startDate}
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
      />
    ),
    async save(id: string, startDate: string) {
      const input = toScheduleInput(startDate, values);
      const same = (a: ScheduleInput, b: ScheduleInput) => JSON.stringify(a) === JSON.stringify(b);
      if (storedFor !== undefined && same(input, toScheduleInput(storedFor, initial))) return;
      try {
        await setSchedule({ id, schedule: input });
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        throw error;
      }
    },
  };
}
