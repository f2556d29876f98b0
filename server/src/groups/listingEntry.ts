import type { ListingEntry } from '@/groups/listingOrder';
import type { GroupRecord } from '@/groups/model';
import { dayInZone, isRecurring, zoneAt } from '@/schedule/schedule';
import { flatId } from '@/db/ids';
import { shareValues, ValuePool } from '@/groups/compact';

/** What the listing reads of a group document to build its entry. */
export type ListingFields = Pick<
  GroupRecord,
  | '_id'
  | 'nameKey'
  | 'groupName'
  | 'hobbyCategory'
  | 'userEmail'
  | 'location'
  | 'startDate'
  | 'maxMembers'
  | 'createdAt'
  | 'schedule'
  | 'nextSessionAt'
  | 'place'
  | 'suspension'
>;

/** The `rekeyAt` of an entry whose key is due at once: before any `now`. */
const dueNow = new Date(0);

/**
 * The "soonest start" day of a group and when it goes stale. A one-off keeps its start day, as
 * SPEC.md has it. A recurring group is keyed by its stored next session. A document from before
 * that key existed sorts by its first session's day (as before the key) and is due at once: the
 * refresh computes and stores its key in the background, since expanding every schedule here
 * would hold up the start (~1–2 ms a group: a minute at 30,000 weekly groups, measured).
 */
function startKeyOf(group: ListingFields): Pick<ListingEntry, 'startDay' | 'rekeyAt'> {
  const { schedule, nextSessionAt } = group;
  const firstDay = group.startDate.getTime();
  if (!schedule || !isRecurring(schedule)) return { startDay: firstDay, rekeyAt: null };
  if (nextSessionAt === undefined) return { startDay: firstDay, rekeyAt: dueNow };
  if (nextSessionAt === null) return { startDay: firstDay, rekeyAt: null };
  return { startDay: dayInZone(nextSessionAt, zoneAt(schedule, nextSessionAt)), rekeyAt: nextSessionAt };
}

/** Lower-cased keys repeat across groups (category, organizer, location): kept once each. */
const keyPool = new ValuePool();
/** The repeated strings and dates of the documents the listing keeps, one copy each. */
const documentPool = new ValuePool();

export function toListingEntry(group: ListingFields, memberCount = 0): ListingEntry {
  // Named fields, not a spread: every entry then has one shape, which keeps scans fast.
  const { startDay, rekeyAt } = startKeyOf(group);
  return {
    startDay,
    rekeyAt,
    id: flatId(group._id),
    nameKey: group.nameKey,
    categoryKey: keyPool.string(group.hobbyCategory.toLowerCase()),
    ownerEmail: keyPool.string(group.userEmail.toLowerCase()),
    locationKey: keyPool.string(group.location.toLowerCase()),
    created: group.createdAt ?? null,
    maxMembers: group.maxMembers,
    memberCount,
    point: group.place?.point?.coordinates ?? null,
  };
}

/** Replaces the document's repeated strings and dates by the copies the kept documents share (compact.ts). */
export function shareDocumentValues(group: object): void {
  shareValues(group, documentPool);
}

/** The entry of a document the listing keeps, whose repeated values it first shares with the others. */
export function keptEntryOf(group: ListingFields, memberCountOf: (id: string) => number): ListingEntry {
  shareDocumentValues(group);
  const entry = toListingEntry(group);
  entry.memberCount = memberCountOf(entry.id);
  return entry;
}

/**
 * Up to `limit` entries whose "soonest start" key is stale at `now` (its session started, or it
 * was never stored), most overdue first. A scan of the entries: ~1 ms at 100,000 groups.
 */
export function mostOverdue(entries: readonly ListingEntry[], now: number, limit: number): ListingEntry[] {
  const due: { entry: ListingEntry; at: number }[] = [];
  for (const entry of entries) {
    const at = entry.rekeyAt?.getTime() ?? Infinity;
    if (at <= now) due.push({ entry, at });
  }
  due.sort((a, b) => a.at - b.at);
  return due.slice(0, limit).map(({ entry }) => entry);
}
