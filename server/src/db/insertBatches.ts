import { isDuplicateKey } from '@/db/errors';

interface Pending<Doc> {
  doc: Doc;
  inserted: (stored: boolean) => void;
  failed: (error: unknown) => void;
}

/**
 * The per-document errors of an unordered `insertMany` that stored every other document, by the
 * document's index; null when the error does not say that (a lost connection surfaces as a bulk
 * error with no per-document errors, and then no document's outcome is known).
 */
function writeErrorsOf(error: unknown, size: number): Map<number, unknown> | null {
  const { writeErrors, insertedCount } = error as { writeErrors?: unknown; insertedCount?: unknown };
  if (writeErrors === undefined || typeof insertedCount !== 'number') return null;
  const errors = (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as { index?: unknown }[];
  if (errors.length === 0 || insertedCount + errors.length !== size) return null;
  if (!errors.every((each) => typeof each.index === 'number')) return null;
  return new Map(errors.map((each) => [each.index as number, each]));
}

/**
 * Inserts of documents keyed by a unique `_id`, sent together: the first goes out at once, and
 * those that arrive while an insert runs go out in the next one, as one unordered `insertMany`
 * of at most `maxPerInsert`. The embedded engine runs each insert as a transaction of its own,
 * synced to disk one after the other, so a crowd inserting at once waited on each other's syncs;
 * now it waits on a few.
 *
 * Each caller hears its own outcome, as from its own `insertOne`: true when stored, false when
 * its `_id` was taken (the duplicate-key refusal), the error when its document failed otherwise
 * or the whole insert failed (its document may then be stored or not, as with a lost answer).
 */
export class InsertBatches<Doc extends { _id: string }> {
  private pending: Pending<Doc>[] = [];
  private running = false;

  constructor(
    private readonly collection: { insertMany(docs: Doc[], options: { ordered: false }): Promise<unknown> },
    private readonly maxPerInsert: number,
  ) {}

  insert(doc: Doc): Promise<boolean> {
    return new Promise<boolean>((inserted, failed) => {
      this.pending.push({ doc, inserted, failed });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxPerInsert);
        try {
          await this.collection.insertMany(
            batch.map((entry) => entry.doc),
            { ordered: false },
          );
          for (const entry of batch) entry.inserted(true);
        } catch (error) {
          settle(batch, error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

function settle<Doc>(batch: Pending<Doc>[], error: unknown): void {
  const perDocument = writeErrorsOf(error, batch.length);
  batch.forEach((entry, index) => {
    if (!perDocument) return entry.failed(error);
    const own = perDocument.get(index);
    if (own === undefined) entry.inserted(true);
    else if (isDuplicateKey(own)) entry.inserted(false);
    else entry.failed(own);
  });
}
