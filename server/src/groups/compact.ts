/**
 * The read model keeps every group's document for as long as the process runs (listing.ts), so
 * what each one costs in memory is paid 100,000 times over. A document decoded from BSON has its
 * own copy of every string and date, although most of them repeat across groups: the category,
 * the organizer, the city, the time zone, the start day. Kept documents share one copy of each
 * such value instead (docs/PERFORMANCE.md, "Read-model memory").
 *
 * Values are shared, never objects: strings are immutable, and no code changes a Date it read
 * from a document, so sharing is invisible to readers. Sub-documents (place, schedule) stay one
 * per group, as some caches key on the object; their arrays are replaced by equal copies of
 * exactly their length (nothing keys on an array).
 */

/** How many distinct values a pool holds before it starts afresh (sharing saves memory; it is never needed). */
const poolLimit = 200_000;

/** Top-level fields whose text is (nearly) unique per group: a pool would only add its own entry. */
const uniqueFields: ReadonlySet<string> = new Set(['groupName', 'nameKey', 'description']);

/** Top-level dates that repeat across groups (days, session starts): pooled. Others are left alone. */
const sharedDateFields: ReadonlySet<string> = new Set(['startDate', 'nextSessionAt']);

/** One copy of each equal string and date that kept documents hold. */
export class ValuePool {
  private strings = new Map<string, string>();
  private dates = new Map<number, Date>();

  string(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    if (this.strings.size >= poolLimit) this.strings = new Map();
    this.strings.set(value, value);
    return value;
  }

  date(value: Date): Date {
    const time = value.getTime();
    const known = this.dates.get(time);
    if (known !== undefined) return known;
    if (this.dates.size >= poolLimit) this.dates = new Map();
    this.dates.set(time, value);
    return value;
  }
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * An array of exactly its length. The BSON decoder grows each array by pushing, which leaves a
 * short one (a point's two coordinates, a schedule's days) with room for 17 elements: ~150
 * bytes, against ~32 for two. Built by `map`, whose result is allocated at its final length; an
 * array of numbers then also holds them unboxed (a double each) instead of a heap number each.
 */
function exactArray(array: unknown[]): unknown[] {
  return array.map((item) => item);
}

/** Shares the strings and dates of a sub-document (a place, a schedule), in place, at any depth. */
function shareWithin(value: Plain | unknown[], pool: ValuePool, depth: number): void {
  if (depth > 6) return;
  const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
  const record = value as Plain;
  for (const key of keys) {
    const field = record[key as string];
    if (typeof field === 'string') record[key as string] = pool.string(field);
    else if (field instanceof Date) record[key as string] = pool.date(field);
    else if (Array.isArray(field)) shareWithin((record[key as string] = exactArray(field)), pool, depth + 1);
    else if (isPlain(field)) shareWithin(field, pool, depth + 1);
  }
}

/**
 * Replaces, in place, the repeated strings and dates of a group document by the pool's copies.
 * Only values change identity, never what they say.
 */
export function shareValues(document: object, pool: ValuePool): void {
  const record = document as Plain;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (typeof field === 'string') {
      if (!uniqueFields.has(key)) record[key] = pool.string(field);
    } else if (field instanceof Date) {
      if (sharedDateFields.has(key)) record[key] = pool.date(field);
    } else if (Array.isArray(field)) {
      shareWithin((record[key] = exactArray(field)), pool, 1);
    } else if (isPlain(field)) {
      shareWithin(field, pool, 1);
    }
  }
  // Never edited since it was created: one date for both.
  const { createdAt, updatedAt } = record;
  if (createdAt instanceof Date && updatedAt instanceof Date && createdAt.getTime() === updatedAt.getTime()) {
    record.updatedAt = createdAt;
  }
}
