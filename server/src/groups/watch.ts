import { NotFoundError } from '@/errors';
import type { GroupEvents } from '@/groups/groupEvents';
import type { GroupRecord } from '@/groups/model';
import { assertGroupId } from '@/groups/store';

/**
 * The group after each of its changes, until it is deleted (then the iteration ends) or the
 * caller returns. Fails at once, not at the first change, for a bad id or a missing group.
 */
export async function watchGroup(
  id: string,
  events: GroupEvents,
  get: (groupId: string) => Promise<GroupRecord>,
): Promise<AsyncIterableIterator<GroupRecord>> {
  const groupId = assertGroupId(id);
  await get(groupId);
  const changes = events.watch(groupId);
  const done = async (): Promise<IteratorResult<GroupRecord>> => {
    await changes.return?.();
    return { done: true, value: undefined };
  };
  const updates: AsyncIterableIterator<GroupRecord> = {
    next: async () => {
      if ((await changes.next()).done) return done();
      const group = await get(groupId).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      return group ? { done: false, value: group } : done();
    },
    return: done,
    [Symbol.asyncIterator]: () => updates,
  };
  return updates;
}
