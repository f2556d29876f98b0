/** One item's outcome in a batch: its own value, or the error that failed it. */
export type ItemOutcome<Result> = { value: Result } | { error: unknown };

interface Pending<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes sent together: the first item goes out at once, and the items that arrive while a
 * write runs wait for it and then go out together in the next one, at most `maxPerBatch` at a
 * time. The embedded engine runs and syncs each command on its own, so a crowd writing at once
 * waited on each other's syncs; now it waits on a few.
 *
 * Each caller hears its own outcome, as from a write of its own: `send` answers one outcome per
 * item, in order; when `send` itself fails, every item of that batch fails with its error.
 */
export class Batches<Item, Result> {
  private pending: Pending<Item, Result>[] = [];
  private running = false;

  constructor(
    private readonly send: (items: Item[]) => Promise<ItemOutcome<Result>[]>,
    private readonly maxPerBatch: number,
  ) {}

  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxPerBatch);
        let outcomes: ItemOutcome<Result>[];
        try {
          outcomes = await this.send(batch.map((entry) => entry.item));
        } catch (error) {
          outcomes = batch.map(() => ({ error }));
        }
        batch.forEach((entry, index) => {
          const outcome = outcomes[index] ?? { error: new Error('the batch gave this item no outcome') };
          if ('value' in outcome) entry.resolve(outcome.value);
          else entry.reject(outcome.error);
        });
      }
    } finally {
      this.running = false;
    }
  }
}
