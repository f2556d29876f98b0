/** The most change entries one insert carries (a crowd's notices go out in a few inserts). */
export const maxChangesPerInsert = 500;

interface Pending<T> {
  change: T;
  done: () => void;
}

/**
 * Sends change entries in batches: the first change goes out at once; changes published while
 * an insert runs wait for it and then go out together in the next one. Each change is still
 * logged after its write (it is added only once its write is stored), and each publisher hears
 * back when its own entry is logged. A crowd of a thousand writes to one database that runs
 * commands one at a time then costs a few inserts instead of a thousand.
 */
export class ChangeBatches<T> {
  private pending: Pending<T>[] = [];
  private running = false;

  constructor(private readonly insert: (changes: T[]) => Promise<void>) {}

  add(change: T): Promise<void> {
    return new Promise<void>((resolve) => {
      this.pending.push({ change, done: resolve });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, maxChangesPerInsert);
        // The insert keeps what it could not log for the next poll and never rejects.
        await this.insert(batch.map((entry) => entry.change)).catch(() => undefined);
        for (const entry of batch) entry.done();
      }
    } finally {
      this.running = false;
    }
  }
}
