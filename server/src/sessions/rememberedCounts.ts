import { scheduleBounds } from '@/bounds';

/** How long a remembered count may be served without a change of its group having been seen (a safety net). */
const countTtlMs = 5_000;

/**
 * Session counts (going, waiting) as last read, per group: a group's page shows them for its next
 * sessions, and reading them for every view was two database round trips per page. Forgotten on
 * every change the read model sees for the group (an RSVP announces one, in every app process
 * through the change feed) and served at most `countTtlMs` after it was read. At most
 * `scheduleBounds.rememberedCountGroups` groups are remembered (the oldest read are dropped first).
 */
export class RememberedCounts {
  private readonly byGroup = new Map<string, Map<string, { count: number; at: number }>>();
  /** Bumped by each forget, so a count read before a change is not remembered after it. */
  private generation = 0;

  constructor(private readonly read: (key: string) => Promise<number>) {}

  async get(key: string): Promise<number> {
    const groupId = groupOfSession(key);
    const known = this.byGroup.get(groupId)?.get(key);
    if (known && performance.now() - known.at < countTtlMs) return known.count;
    const generation = this.generation;
    const count = await this.read(key);
    if (generation === this.generation) this.remember(groupId, key, count);
    return count;
  }

  forget(groupId: string): void {
    this.generation += 1;
    this.byGroup.delete(groupId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.byGroup.clear();
  }

  private remember(groupId: string, key: string, count: number): void {
    let counts = this.byGroup.get(groupId);
    if (!counts) {
      counts = new Map();
      this.byGroup.set(groupId, counts);
      for (const oldest of this.byGroup.keys()) {
        if (this.byGroup.size <= scheduleBounds.rememberedCountGroups) break;
        this.byGroup.delete(oldest);
      }
    }
    counts.set(key, { count, at: performance.now() });
  }
}

/** A session's key starts with its group's id (`<groupId>:<start>`). */
export function groupOfSession(key: string): string {
  const colon = key.indexOf(':');
  return colon === -1 ? key : key.slice(0, colon);
}
