import { EventEmitter, on } from 'node:events';

/**
 * "This group changed" — its fields, its members — raised once the read model of this process
 * holds the change, whichever process wrote it (own writes at once, other processes' through the
 * change feed). Listeners re-read the group, so an event carries only the id.
 */
export class GroupEvents {
  // One listener per open subscription; a popular group may have thousands.
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  /** Run first on every change, before the group's listeners re-read it (caches they read through). */
  private readonly first: ((groupId: string) => void)[] = [];

  private changes = 0;

  changed(groupId: string): void {
    this.changes += 1;
    for (const forget of this.first) forget(groupId);
    this.emitter.emit(groupId);
  }

  /** How many changes were raised: answers built from the read models key on it (with the listing's version). */
  get version(): number {
    return this.changes;
  }

  /** Calls `forget` on every change, before any listener of the group hears of it. */
  beforeListeners(forget: (groupId: string) => void): void {
    this.first.push(forget);
  }

  /**
   * Each later change of the group until `return()` is called. Node's `on()` iterator removes its
   * listener on `return()` even while a `next()` is pending — an async generator would not, and
   * would leak one listener per closed subscription of a quiet group.
   */
  watch(groupId: string): AsyncIterableIterator<unknown> {
    return on(this.emitter, groupId);
  }

  listenerCount(groupId: string): number {
    return this.emitter.listenerCount(groupId);
  }
}
