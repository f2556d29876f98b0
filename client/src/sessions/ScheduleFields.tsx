import { useId, useMemo } from 'react';
import type { FieldErrors } from '@/apollo/errors';
import type { Weekday } from '@/gql/graphql';
import {
  summarizeSchedule,
  timeZones,
  weekdayCodes,
  weekdayNames,
  weekdayOf,
  type Repeat,
  type ScheduleFormValues,
} from '@/sessions/time';
import { Field } from '@/ui/Field';

/**
 * Time, time zone (the browser's by default) and repeat picker of the group form, with the
 * schedule in plain words below ("Every Tuesday at 7:00 PM, until March 2027"). The start day is
 * the form's Start Date.
 */
export function ScheduleFields({
  startDate,
  values,
  errors,
  onChange,
}: {
  startDate: string;
  values: ScheduleFormValues;
  /** The server's field errors of setSchedule (startsAt, timeZone, until, count, …). */
  errors: FieldErrors;
  onChange(values: ScheduleFormValues): void;
}) {
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const zones = useMemo(() => timeZones(), []);
  const set = <K extends keyof ScheduleFormValues>(field: K, value: ScheduleFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const startWeekday = weekdayOf(startDate);
  const toggleDay = (day: Weekday) => {
    // No day chosen means the start's weekday (shown ticked): clicking starts from that.
    const chosen = values.weekdays.length === 0 && startWeekday ? [startWeekday] : values.weekdays;
    set('weekdays', chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]);
  };
  const summary = summarizeSchedule(startDate, values);

  return (
    <fieldset className="schedule-fields form-grid">
      <legend>When the group meets</legend>
      <Field id={id('time')} label="Start Time" error={errors.startsAt}>
        <input id={id('time')} type="time" required value={values.time} onChange={(e) => set('time', e.target.value)} />
      </Field>
      <Field id={id('timeZone')} label="Time Zone" error={errors.timeZone}>
        <select id={id('timeZone')} value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('repeat')} label="Repeats" error={errors.frequency}>
        <select id={id('repeat')} value={values.repeat} onChange={(e) => set('repeat', e.target.value as Repeat)}>
          <option value="NONE">Does not repeat</option>
          <option value="WEEKLY">Weekly</option>
          <option value="MONTHLY">Monthly</option>
        </select>
      </Field>
      {values.repeat !== 'NONE' && (
        <Field
          id={id('interval')}
          label={values.repeat === 'WEEKLY' ? 'Every (weeks)' : 'Every (months)'}
          error={errors.interval}
        >
          <input
            id={id('interval')}
            type="number"
            min={1}
            max={52}
            value={values.interval}
            onChange={(e) => set('interval', e.target.value)}
          />
        </Field>
      )}
      {values.repeat === 'WEEKLY' && (
        <fieldset className="weekday-picker" aria-describedby={errors.weekdays ? id('weekdays-error') : undefined}>
          <legend>On</legend>
          {weekdayCodes.map((day) => (
            <label key={day} className="weekday-picker__day">
              <input
                type="checkbox"
                checked={values.weekdays.length === 0 ? day === startWeekday : values.weekdays.includes(day)}
                onChange={() => toggleDay(day)}
              />
              {weekdayNames[day].slice(0, 3)}
            </label>
          ))}
          {errors.weekdays && (
            <p className="field__error" id={id('weekdays-error')}>
              {errors.weekdays}
            </p>
          )}
        </fieldset>
      )}
      {values.repeat === 'MONTHLY' && (
        <Field id={id('monthlyBy')} label="On" error={errors.monthDay ?? errors.weekOfMonth}>
          <select
            id={id('monthlyBy')}
            value={values.monthlyBy}
            onChange={(e) => set('monthlyBy', e.target.value as ScheduleFormValues['monthlyBy'])}
          >
            <option value="WEEKDAY">The same weekday of the month</option>
            <option value="DAY">The same day of the month</option>
          </select>
        </Field>
      )}
      {values.repeat !== 'NONE' && (
        <Field id={id('end')} label="Ends" error={errors.until ?? errors.count}>
          <select
            id={id('end')}
            value={values.end}
            onChange={(e) => set('end', e.target.value as ScheduleFormValues['end'])}
          >
            <option value="NEVER">Never</option>
            <option value="UNTIL">On a date</option>
            <option value="COUNT">After a number of sessions</option>
          </select>
        </Field>
      )}
      {values.repeat !== 'NONE' && values.end === 'UNTIL' && (
        <Field id={id('until')} label="End Date">
          <input id={id('until')} type="date" value={values.until} onChange={(e) => set('until', e.target.value)} />
        </Field>
      )}
      {values.repeat !== 'NONE' && values.end === 'COUNT' && (
        <Field id={id('count')} label="Number of Sessions">
          <input
            id={id('count')}
            type="number"
            min={1}
            max={1000}
            value={values.count}
            onChange={(e) => set('count', e.target.value)}
          />
        </Field>
      )}
      <p className="schedule-summary" aria-live="polite">
        {summary}
      </p>
    </fieldset>
  );
}
