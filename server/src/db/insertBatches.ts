import { Batches, type ItemOutcome } from '@/db/batches';
import { isDuplicateKey } from '@/db/errors';

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

/** Each document's outcome of an unordered insert that failed: see `insertBatches`. */
function outcomesOf(error: unknown, size: number): ItemOutcome<boolean>[] {
  const perDocument = writeErrorsOf(error, size);
  return Array.from({ length: size }, (_, index) => {
    if (!perDocument) return { error };
    const own = perDocument.get(index);
    if (own === undefined) return { value: true };
    return isDuplicateKey(own) ? { value: false } : { error: own };
  });
}

/**
 * Inserts of documents keyed by a unique `_id`, sent together (see `Batches`) as one unordered
 * `insertMany` of at most `maxPerInsert`. Each caller hears its own outcome, as from its own
 * `insertOne`: true when stored, false when its `_id` was taken (the duplicate-key refusal), the
 * error when its document failed otherwise or the whole insert failed (its document may then be
 * stored or not, as with a lost answer).
 */
export function insertBatches<Doc extends { _id: string }>(
  collection: { insertMany(docs: Doc[], options: { ordered: false }): Promise<unknown> },
  maxPerInsert: number,
): Batches<Doc, boolean> {
  return new Batches<Doc, boolean>(async (docs) => {
    try {
      await collection.insertMany(docs, { ordered: false });
      return docs.map(() => ({ value: true }));
    } catch (error) {
      return outcomesOf(error, docs.length);
    }
  }, maxPerInsert);
}
