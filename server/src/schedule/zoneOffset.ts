/**
 * Zones' UTC offsets, from the platform's time zone data (Intl), read once per zone and year.
 * Schedules place every session in its zone and calendars describe every change of a zone, so
 * offsets are asked for thousands of times per request. Each read of Intl costs 3–10 µs here; a
 * year's changes are found with about 70 reads, kept, and every later offset is a lookup in them.
 */

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();

const offsetPattern = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The offset in minutes at `ms`, read from Intl (`longOffset`: "GMT+01:00"). */
function readOffset(timeZone: string, ms: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset', year: 'numeric' });
    formats.set(timeZone, format);
  }
  const match = offsetPattern.exec(format.format(ms));
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60;
  return match[1] === '-' ? -minutes : minutes;
}

/** A change of a zone's offset: from `at` (ms) on, the offset is `to` minutes instead of `from`. */
export interface OffsetChange {
  at: number;
  from: number;
  to: number;
}

interface ZoneYear {
  /** The offset when the year begins (UTC). */
  initial: number;
  changes: OffsetChange[];
}

const minuteMs = 60_000;
const hourMs = 3_600_000;
/**
 * Zones change a few times a year at most. A change undone within one step would be missed: the
 * shortest such spell in the platform's data for 2000–2100 lasts 7 days (America/Boa_Vista in
 * 2000, Asia/Gaza in 2040; found by a 6-hourly scan of every zone), so the step is 5 days.
 */
const stepMs = 5 * 24 * hourMs;

/** Years kept per zone: every date the API takes lies in 2000–2100; others are read directly. */
const keptYears = { min: 1990, max: 2110 };

/** Per zone, its kept years by `year - keptYears.min`, each scanned when first asked for. */
const zones = new Map<string, (ZoneYear | undefined)[]>();

/** The first instant of each kept year, for finding an instant's year without a Date. */
const yearStarts = Array.from({ length: keptYears.max - keptYears.min + 2 }, (_, index) =>
  Date.UTC(keptYears.min + index, 0, 1),
);
const averageYearMs = 365.2425 * 24 * hourMs;

/** The kept year (as an index into yearStarts) an instant falls in, or -1 outside them. */
function yearIndexOf(ms: number): number {
  const first = yearStarts[0] as number;
  if (!(ms >= first && ms < (yearStarts.at(-1) as number))) return -1;
  let index = Math.floor((ms - first) / averageYearMs);
  while ((yearStarts[index] as number) > ms) index -= 1;
  while ((yearStarts[index + 1] as number) <= ms) index += 1;
  return index;
}

function scanYear(timeZone: string, year: number): ZoneYear {
  const end = Date.UTC(year + 1, 0, 1);
  let at = Date.UTC(year, 0, 1);
  let before = readOffset(timeZone, at);
  const zoneYear: ZoneYear = { initial: before, changes: [] };
  while (at < end) {
    const next = Math.min(at + stepMs, end);
    const after = readOffset(timeZone, next);
    if (before === after) {
      at = next;
      continue;
    }
    // The first minute with the new offset (zones change on whole minutes), by halving.
    let [low, high] = [at, next];
    while (high - low > minuteMs) {
      const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
      if (readOffset(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    const to = readOffset(timeZone, high);
    if (high < end) zoneYear.changes.push({ at: high, from: before, to });
    // Go on from the change: a second one later in the same step is found too.
    [at, before] = [high, to];
  }
  return zoneYear;
}

function zoneYear(timeZone: string, index: number): ZoneYear {
  let kept = zones.get(timeZone);
  if (!kept) {
    kept = [];
    zones.set(timeZone, kept);
  }
  let found = kept[index];
  if (!found) {
    found = scanYear(timeZone, keptYears.min + index);
    kept[index] = found;
  }
  return found;
}

/** The changes of a zone's offset within a year (UTC), in order. */
export function changesIn(timeZone: string, year: number): OffsetChange[] {
  const index = year - keptYears.min;
  return index >= 0 && year <= keptYears.max ? zoneYear(timeZone, index).changes : scanYear(timeZone, year).changes;
}

/** The zone's offset from UTC at `ms`, in minutes (Europe/Berlin in winter: 60). */
export function offsetMinutes(timeZone: string, ms: number): number {
  const index = yearIndexOf(ms);
  if (index < 0) return readOffset(timeZone, ms);
  const { initial, changes } = zoneYear(timeZone, index);
  let offset = initial;
  for (const change of changes) {
    if (change.at > ms) break;
    offset = change.to;
  }
  return offset;
}

/**
 * The instant of a wall-clock time given as "floating" ms (the wall clock written as if it were
 * UTC), when the zone's offset is the same for three hours on either side of it; otherwise null,
 * and the caller takes the slow path that knows the RFC 5545 rules for skipped and doubled times.
 */
export function plainInstantOf(floatingMs: number, timeZone: string): number | null {
  const offset = offsetMinutes(timeZone, floatingMs);
  const instant = floatingMs - offset * minuteMs;
  const steady =
    offsetMinutes(timeZone, instant - 3 * hourMs) === offset &&
    offsetMinutes(timeZone, instant + 3 * hourMs) === offset;
  return steady ? instant : null;
}

/** The wall clock of an instant in a zone, as floating ms (see plainInstantOf). */
export const floatingMsOf = (instantMs: number, timeZone: string) =>
  instantMs + offsetMinutes(timeZone, instantMs) * minuteMs;
