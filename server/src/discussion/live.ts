import { EventEmitter, on } from 'node:events';

/**
 * What happened in a group's discussion, as it travels between processes: only ids. Each
 * subscriber's process reads the post itself and asks visibility.ts whether that subscriber may
 * read it, so nothing unreadable is ever sent, and a hide or a removal counts at once.
 */
export interface DiscussionEvent {
  /**
   * CHANGED: any other change of a thread or its replies (an edit, a hide, a deletion): never
   * sent to subscribers, it tells every process to read the thread again (threadCache.ts).
   */
  kind: LiveKind | 'CHANGED';
  groupId: string;
  threadId: string;
  replyId: string | null;
  /** When it happened (ms): with the ids, names the event. */
  at: number;
}

/** What subscribers are told of. */
export type LiveKind = 'THREAD_ADDED' | 'REPLY_ADDED' | 'ANSWER_MARKED';

export interface DiscussionBus {
  publish(event: DiscussionEvent): void;
  /** Every event of every group, from this process and (through Redis) the others. */
  listen(listener: (event: DiscussionEvent) => void): void;
  /** Each event of the group from now on, until `return()`. */
  watch(groupId: string): AsyncIterableIterator<[DiscussionEvent]>;
  close(): Promise<void>;
}

/** Not a group id (those are hex): the name `listen` hears every group's events under. */
const anyGroup = '*';

/** This process's subscribers only. */
export class LocalDiscussionBus implements DiscussionBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: DiscussionEvent): void {
    this.emitter.emit(anyGroup, event);
    this.emitter.emit(event.groupId, event);
  }

  listen(listener: (event: DiscussionEvent) => void): void {
    this.emitter.on(anyGroup, listener);
  }

  watch(groupId: string): AsyncIterableIterator<[DiscussionEvent]> {
    return on(this.emitter, groupId) as AsyncIterableIterator<[DiscussionEvent]>;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
