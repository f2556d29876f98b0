interface Waiting<V> {
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (reason: unknown) => void;
}

function waiting<V>(): Waiting<V> {
  let resolve: (value: V) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * One database read (or idempotent notice) per key at a time, shared by everyone who asks
 * meanwhile, without giving anyone an answer older than their question: a caller who arrives while a read of the key is
 * running waits for the next one, which starts when the running one ends and answers everyone
 * who arrived in between. Each answer therefore comes from a read that started after the caller
 * asked, as its own read would have. A crowd of a thousand asking for the same document while
 * the database is busy costs a handful of reads instead of a thousand (the embedded engine runs
 * commands one at a time, so each saved read shortens everyone's wait).
 *
 * Callers share the answer object: it must be treated as read-only.
 */
export class SharedCalls<K, V, A = undefined> {
  /** Per key with a call running: the callers waiting for the next one (null: none yet). */
  private readonly next = new Map<K, { waiting: Waiting<V>; argument: A } | null>();

  /** `call` gets the key and the argument of the first caller it serves (equal for one key). */
  constructor(private readonly call: (key: K, argument: A) => Promise<V>) {}

  get(key: K, ...[argument]: [A] extends [undefined] ? [] : [A]): Promise<V> {
    if (!this.next.has(key)) return this.run(key, argument as A);
    let queued = this.next.get(key) ?? null;
    if (!queued) {
      queued = { waiting: waiting<V>(), argument: argument as A };
      this.next.set(key, queued);
    }
    return queued.waiting.promise;
  }

  private run(key: K, argument: A): Promise<V> {
    this.next.set(key, null);
    let result: Promise<V>;
    try {
      result = this.call(key, argument);
    } catch (error) {
      result = Promise.reject(error);
    }
    const settled = () => {
      const queued = this.next.get(key) ?? null;
      if (!queued) {
        this.next.delete(key);
        return;
      }
      this.run(key, queued.argument).then(queued.waiting.resolve, queued.waiting.reject);
    };
    result.then(settled, settled);
    return result;
  }
}
