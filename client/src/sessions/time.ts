import type { RecurrenceFrequency, ScheduleInput, Weekday } from '@/gql/graphql';

/** The browser's IANA time zone: the default for a new group and the zone times are shown in. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every IANA zone the browser knows, for the time-zone picker. */
export function timeZones(): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const viewer = viewerTimeZone();
  return known.includes(viewer) ? known : [viewer, ...known];
}

/** `Europe/Lisbon` → `Lisbon`, `America/New_York` → `New York`. */
export function placeOf(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

const clock = (instant: Date, timeZone: string) =>
  instant.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });

/**
 * When a session starts, in the viewer's zone, with the group's zone beside it when the clocks
 * differ: "Tue, Mar 10 · 7:00 PM your time · 6:00 PM in Lisbon".
 */
export function formatSessionStart(startsAt: string, groupZone: string, viewerZone = viewerTimeZone()): string {
  const instant = new Date(startsAt);
  const day = instant.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: viewerZone,
  });
  const mine = clock(instant, viewerZone);
  const theirs = clock(instant, groupZone);
  const theirDay = instant.toLocaleDateString('en-US', { weekday: 'short', timeZone: groupZone });
  const myDay = instant.toLocaleDateString('en-US', { weekday: 'short', timeZone: viewerZone });
  if (mine === theirs && theirDay === myDay) return `${day} · ${mine}`;
  const other = theirDay === myDay ? theirs : `${theirDay} ${theirs}`;
  return `${day} · ${mine} your time · ${other} in ${placeOf(groupZone)}`;
}

export type Repeat = 'NONE' | RecurrenceFrequency;

/** The schedule part of the group form, as typed. */
export interface ScheduleFormValues {
  time: string;
  timeZone: string;
  repeat: Repeat;
  interval: string;
  weekdays: Weekday[];
  /** MONTHLY: on the start's weekday of the month ("the second Tuesday") or on its day ("the 10th"). */
  monthlyBy: 'WEEKDAY' | 'DAY';
  end: 'NEVER' | 'UNTIL' | 'COUNT';
  until: string;
  count: string;
}

export function defaultScheduleForm(): ScheduleFormValues {
  return {
    time: '19:00',
    timeZone: viewerTimeZone(),
    repeat: 'NONE',
    interval: '1',
    weekdays: [],
    monthlyBy: 'WEEKDAY',
    end: 'NEVER',
    until: '',
    count: '',
  };
}

export const weekdayCodes: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
export const weekdayNames: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** The weekday of a `YYYY-MM-DD` day, or null for an unfinished date. */
export function weekdayOf(day: string): Weekday | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return null;
  return weekdayCodes[(date.getUTCDay() + 6) % 7] ?? null;
}

/** Which of its weekday in the month a day is: 1–4, or -1 for the last (the fifth). */
export function weekOfMonthOf(day: string): number {
  const week = Math.ceil(Number(day.slice(8, 10)) / 7);
  return week > 4 ? -1 : week;
}

const ordinals: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const dayOfMonth = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/** `19:00` → `7:00 PM`. */
export function formatClock(time: string): string {
  const date = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(date.getTime()) ? time : clock(date, 'UTC');
}

/** `2027-03-31` → `March 2027`. */
const monthOf = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The schedule in plain words, e.g. "Every Tuesday at 7:00 PM, until March 2027" or "Every 2
 * weeks on Monday and Thursday at 6:30 PM, 10 times". Empty until a start date is chosen.
 */
export function summarizeSchedule(startDate: string, values: ScheduleFormValues): string {
  const weekday = weekdayOf(startDate);
  if (!weekday || !values.time) return '';
  const at = `at ${formatClock(values.time)}`;
  if (values.repeat === 'NONE') {
    const day = new Date(`${startDate}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return `Once, on ${day} ${at}`;
  }
  const every = Number(values.interval) > 1 ? Number(values.interval) : 1;
  let pattern: string;
  if (values.repeat === 'WEEKLY') {
    const days = (values.weekdays.length > 0 ? weekdayCodes.filter((d) => values.weekdays.includes(d)) : [weekday]).map(
      (d) => weekdayNames[d],
    );
    pattern = every === 1 ? `Every ${list(days)}` : `Every ${every} weeks on ${list(days)}`;
  } else {
    const on =
      values.monthlyBy === 'WEEKDAY'
        ? `the ${ordinals[weekOfMonthOf(startDate)]} ${weekdayNames[weekday]}`
        : `the ${dayOfMonth(Number(startDate.slice(8, 10)))}`;
    pattern = every === 1 ? `Monthly on ${on}` : `Every ${every} months on ${on}`;
  }
  const end =
    values.end === 'UNTIL' && values.until
      ? `, until ${monthOf(values.until)}`
      : values.end === 'COUNT' && Number(values.count) > 0
        ? `, ${Number(values.count)} times`
        : '';
  return `${pattern} ${at}${end}`;
}

/** The form's schedule as setSchedule takes it. */
export function toScheduleInput(startDate: string, values: ScheduleFormValues): ScheduleInput {
  const base = { startsAt: `${startDate}T${values.time}`, timeZone: values.timeZone };
  if (values.repeat === 'NONE') return base;
  const ends = {
    until: values.end === 'UNTIL' ? values.until : null,
    count: values.end === 'COUNT' ? Number(values.count) : null,
  };
  const interval = Number(values.interval) || 1;
  if (values.repeat === 'WEEKLY') {
    return { ...base, recurrence: { frequency: 'WEEKLY', interval, weekdays: values.weekdays, ...ends } };
  }
  const weekday = weekdayOf(startDate);
  return {
    ...base,
    recurrence: {
      frequency: 'MONTHLY',
      interval,
      ...(values.monthlyBy === 'WEEKDAY' && weekday
        ? { weekdays: [weekday], weekOfMonth: weekOfMonthOf(startDate) }
        : { monthDay: Number(startDate.slice(8, 10)) }),
      ...ends,
    },
  };
}
