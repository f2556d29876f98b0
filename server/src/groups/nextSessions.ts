import type { GroupStore } from '@/groups/store';
import { nextSessionAtOf } from '@/schedule/schedule';

/** How many stale "soonest start" keys one refresh stores (each is a schedule expansion and a write). */
const rekeyBatch = 200;

/**
 * Keeps each recurring group's discovery key (`nextSessionAt`, the start of its next session)
 * current as sessions pass: a timer in every process, idempotent across them.
 */
export class NextSessionKeys {
  private rekeyTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: GroupStore,
    /** How often each process stores the next "soonest start" key of groups whose session began. */
    private readonly rekeyMs = 60_000,
  ) {}

  /** The first refresh right away: keys that passed while no process ran, and older documents' keys. */
  start(): void {
    this.refreshSoon(0);
  }

  close(): void {
    if (this.rekeyTimer) clearTimeout(this.rekeyTimer);
    this.rekeyTimer = null;
  }

  private refreshSoon(delayMs = this.rekeyMs): void {
    if (this.rekeyMs <= 0) return;
    this.rekeyTimer = setTimeout(() => {
      void this.refresh()
        .catch(() => 0) // the database is away: the next refresh tries again
        .then((stored) => {
          // A full batch means more are due (a start after a long pause): go on at once.
          if (this.rekeyTimer) this.refreshSoon(stored >= rekeyBatch ? 0 : this.rekeyMs);
        });
    }, delayMs);
    this.rekeyTimer.unref();
  }

  /**
   * Stores the next "soonest start" key (`nextSessionAt`) of the recurring groups whose key has
   * passed at `now` (their session began; only those are touched), or was never stored, at most
   * `rekeyBatch` per call; returns how many it stored. Every process runs it every `rekeyMs`:
   * it is idempotent, since each process computes the same key from the same document and the
   * write only lands on the document the key was computed from (same `updatedAt`, which this
   * write leaves alone, and the same stale key), so a second process's write finds nothing. The
   * write goes through the change feed like any other, so every read model re-keys the group.
   * On FerretDB v1, whose updates are read-modify-write of the whole document, a refresh and an
   * organizer's edit of the same group in the same instant can lose one of the two, as two
   * concurrent edits already can; the window is one write per session that starts.
   */
  async refresh(now = new Date()): Promise<number> {
    let count = 0;
    for (const group of this.store.listing.dueForRekey(now.getTime(), rekeyBatch)) {
      if (await this.store.rekey(group, nextSessionAtOf(group, now))) count += 1;
    }
    return count;
  }
}
