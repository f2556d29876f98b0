import type { GroupListing } from '@/groups/listing';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { Waitlist } from '@/groups/waitlist';

/**
 * The groups on a person's calendar feed: every group they joined, and those they wait for;
 * a suspended group is on nobody's calendar.
 */
export async function calendarGroupsOf(
  uid: string,
  {
    memberships,
    waitlist,
    listing,
  }: { memberships: Memberships; waitlist: Waitlist; listing: GroupListing<GroupRecord> },
): Promise<{ group: GroupRecord; waiting: boolean }[]> {
  const joined = [...memberships.joinedGroupIds(uid)].map((id) => ({ id, waiting: false }));
  const waiting = (await waitlist.ofPerson(uid))
    .filter((entry) => !memberships.isMember(uid, entry.groupId))
    .map((entry) => ({ id: entry.groupId, waiting: true }));
  return [...joined, ...waiting].flatMap(({ id, waiting: isWaiting }) => {
    const group = listing.document(id);
    return group && !group.suspension ? [{ group, waiting: isWaiting }] : [];
  });
}
