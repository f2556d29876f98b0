import type { GroupRecord } from '@/groups/model';
import { groupFields, type GroupField, type GroupFields } from '@/groups/validation';

/** The subset of `changes` that differs from what is stored. */
export function changedFields(
  group: Pick<GroupRecord, GroupField>,
  changes: Partial<GroupFields>,
): Partial<GroupFields> {
  const changed: Partial<Record<keyof GroupFields, unknown>> = {};
  for (const field of groupFields) {
    const value = changes[field];
    if (value === undefined) continue;
    const stored = group[field];
    const same =
      value instanceof Date && stored instanceof Date ? value.getTime() === stored.getTime() : value === stored;
    if (!same) changed[field] = value;
  }
  return changed as Partial<GroupFields>;
}
