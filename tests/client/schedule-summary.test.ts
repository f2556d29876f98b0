import {
  defaultScheduleForm,
  formatSessionStart,
  summarizeSchedule,
  toScheduleInput,
  type ScheduleFormValues,
} from '@/sessions/time';

const form = (overrides: Partial<ScheduleFormValues>): ScheduleFormValues => ({
  ...defaultScheduleForm(),
  timeZone: 'Europe/Lisbon',
  ...overrides,
});

describe('the schedule in plain words', () => {
  it('says when a weekly group meets and until when', () => {
    expect(summarizeSchedule('2026-03-10', form({ repeat: 'WEEKLY', end: 'UNTIL', until: '2027-03-31' }))).toBe(
      'Every Tuesday at 7:00 PM, until March 2027',
    );
    expect(
      summarizeSchedule('2026-03-10', form({ repeat: 'WEEKLY', interval: '2', weekdays: ['TH', 'MO'], time: '18:30' })),
    ).toBe('Every 2 weeks on Monday and Thursday at 6:30 PM');
  });

  it('says monthly patterns, counts and one-offs', () => {
    expect(summarizeSchedule('2026-03-31', form({ repeat: 'MONTHLY', end: 'COUNT', count: '10' }))).toBe(
      'Monthly on the last Tuesday at 7:00 PM, 10 times',
    );
    expect(summarizeSchedule('2026-03-03', form({ repeat: 'MONTHLY', monthlyBy: 'DAY' }))).toBe(
      'Monthly on the 3rd at 7:00 PM',
    );
    expect(summarizeSchedule('2026-03-10', form({}))).toBe('Once, on Tuesday, March 10, 2026 at 7:00 PM');
    expect(summarizeSchedule('', form({ repeat: 'WEEKLY' }))).toBe('');
  });

  it('turns the form into setSchedule’s input', () => {
    expect(toScheduleInput('2026-03-31', form({ repeat: 'MONTHLY', end: 'COUNT', count: '10' }))).toEqual({
      startsAt: '2026-03-31T19:00',
      timeZone: 'Europe/Lisbon',
      recurrence: { frequency: 'MONTHLY', interval: 1, weekdays: ['TU'], weekOfMonth: -1, until: null, count: 10 },
    });
  });
});

describe('session times', () => {
  it('shows the viewer’s time with the group’s beside it when they differ', () => {
    expect(formatSessionStart('2026-03-10T19:00:00.000Z', 'Europe/Lisbon', 'Europe/Berlin')).toBe(
      'Tue, Mar 10 · 8:00 PM your time · 7:00 PM in Lisbon',
    );
    expect(formatSessionStart('2026-03-11T00:00:00.000Z', 'America/New_York', 'UTC')).toBe(
      'Wed, Mar 11 · 12:00 AM your time · Tue 8:00 PM in New York',
    );
    expect(formatSessionStart('2026-03-10T19:00:00.000Z', 'Europe/Lisbon', 'Europe/Lisbon')).toBe(
      'Tue, Mar 10 · 7:00 PM',
    );
  });
});
