/**
 * Makes room for `key` in a Map or Set that holds at most `max` keys, by forgetting the oldest:
 * both iterate in insertion order, so the first key is the one held longest. A key already held
 * needs no room. The in-memory caches and memories bounded in bounds.ts use it before they add.
 */
export function makeRoomFor<K>(collection: Map<K, unknown> | Set<K>, key: K, max: number): void {
  if (collection.has(key)) return;
  while (collection.size >= max) {
    const oldest = collection.keys().next();
    if (oldest.done) return;
    collection.delete(oldest.value);
  }
}
