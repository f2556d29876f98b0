/**
 * The occurrences of a series' rule on the wall clock ("floating" ms: the wall clock written as
 * if it were UTC), computed by day arithmetic. rrule does the same in general for any RFC 5545
 * rule but takes 30–50 µs per weekly or monthly occurrence here (it steps day by day through
 * each period), and a count walks up to 1,000 of them; the app's rules are only these shapes:
 *
 * - WEEKLY every `interval` weeks (weeks start on Monday, as WKST=MO) on the given weekdays;
 * - MONTHLY every `interval` months on a day of the month (months without it are skipped, as
 *   RFC 5545 says) or on the nth (1–4) or last weekday of the month (BYDAY with BYSETPOS);
 * - a single occurrence;
 *
 * each at the start's time of day, never before the start, ending after `count` occurrences or
 * on `until` (inclusive). The tests hold this against rrule's own expansion of the same RRULE.
 */

const dayMs = 86_400_000;
const dayNumbers: Readonly<Record<string, number>> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };

/** The parts of a recurrence (recurrence.ts' RecurrenceRecord) the walk reads. */
export interface RuleShape {
  frequency: 'WEEKLY' | 'MONTHLY';
  interval: number;
  weekdays: readonly string[];
  weekOfMonth: number | null;
  monthDay: number | null;
  until: string | null;
  count: number | null;
}

/** Monday = 0 … Sunday = 6, for a day counted from 1970-01-01 (a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

export interface FloatingRule {
  /** The first session's wall clock (floating ms). */
  start: number;
  recurrence: RuleShape | null;
}

/**
 * Calls `each` with every occurrence at or after `fromMs`, in order, until it returns false, the
 * rule ends, or occurrences pass `stopMs` (which must be finite: a rule may never end).
 */
export function walkOccurrences(
  { start, recurrence }: FloatingRule,
  fromMs: number,
  stopMs: number,
  each: (floatingMs: number) => boolean,
): void {
  if (!recurrence) {
    if (start >= fromMs && start <= stopMs) each(start);
    return;
  }
  const until = recurrence.until ? Date.parse(`${recurrence.until}T23:59:59Z`) : Infinity;
  const last = Math.min(until, stopMs);
  if (!Number.isFinite(last)) throw new Error('walkOccurrences needs a finite stop');
  const count = recurrence.count ?? Infinity;
  const timeOfDay = ((start % dayMs) + dayMs) % dayMs;
  // A count is counted from the first session, so its walk starts there; otherwise at `fromMs`'s period.
  const skipTo = recurrence.count === null ? fromMs : -Infinity;
  let emitted = 0;
  /** Offers one occurrence; false when the walk is over. */
  const offer = (occurrence: number): boolean => {
    if (occurrence < start) return true;
    if (occurrence > last) return false;
    emitted += 1;
    if (emitted > count) return false;
    return occurrence < fromMs || each(occurrence);
  };

  if (recurrence.frequency === 'WEEKLY') {
    const days = [...new Set(recurrence.weekdays.map((day) => dayNumbers[day] ?? 0))].sort((a, b) => a - b);
    const startDay = Math.floor(start / dayMs);
    const firstMonday = startDay - weekdayOf(startDay);
    const period = 7 * recurrence.interval;
    const skipped = Number.isFinite(skipTo) ? Math.floor((Math.floor(skipTo / dayMs) - firstMonday) / period) : 0;
    for (let monday = firstMonday + Math.max(0, skipped) * period; monday * dayMs <= last; monday += period) {
      for (const day of days) if (!offer((monday + day) * dayMs + timeOfDay)) return;
    }
    return;
  }

  const startDate = new Date(start);
  const firstMonth = startDate.getUTCFullYear() * 12 + startDate.getUTCMonth();
  const skipDate = new Date(Number.isFinite(skipTo) ? skipTo : start);
  const skipMonth = skipDate.getUTCFullYear() * 12 + skipDate.getUTCMonth();
  const skipped = Math.max(0, Math.floor((skipMonth - firstMonth) / recurrence.interval));
  const weekday = dayNumbers[recurrence.weekdays[0] ?? 'MO'] ?? 0;
  for (let month = firstMonth + skipped * recurrence.interval; ; month += recurrence.interval) {
    const [year, monthOfYear] = [Math.floor(month / 12), month % 12];
    const firstDay = Date.UTC(year, monthOfYear, 1) / dayMs;
    if (firstDay * dayMs > last) return;
    const length = Date.UTC(year, monthOfYear + 1, 1) / dayMs - firstDay;
    let day: number | null;
    if (recurrence.monthDay !== null) {
      day = recurrence.monthDay <= length ? firstDay + recurrence.monthDay - 1 : null;
    } else if (recurrence.weekOfMonth === -1) {
      const lastDay = firstDay + length - 1;
      day = lastDay - ((weekdayOf(lastDay) - weekday + 7) % 7);
    } else {
      day = firstDay + ((weekday - weekdayOf(firstDay) + 7) % 7) + 7 * ((recurrence.weekOfMonth ?? 1) - 1);
    }
    if (day !== null && !offer(day * dayMs + timeOfDay)) return;
  }
}
