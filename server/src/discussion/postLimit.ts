import { trusted, type Model, type QueryFilter } from 'mongoose';
import { discussionBounds } from '@/bounds';
import { RateLimitedError } from '@/errors';

export interface PostLimitOptions {
  perWindow: number;
  windowSeconds: number;
}

export const defaultPostLimit: PostLimitOptions = discussionBounds.posts;

/** The times of a person's newest posts of one kind since a moment, at most `limit` of them. */
export type RecentPosts = (uid: string, since: Date, limit: number) => Promise<Date[]>;

export function recentPostsOf<T extends { _id: string; uid: string | null; createdAt: Date }>(
  model: Model<T>,
): RecentPosts {
  return async (uid, since, limit) => {
    const filter = { uid, createdAt: trusted({ $gt: since }) } as QueryFilter<T>;
    const found = await model
      .find(filter, { createdAt: 1 })
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<{ createdAt: Date }[]>();
    return found.map((post) => post.createdAt);
  };
}

/**
 * Posting's own limit per person (threads, replies, comments and announcements together),
 * counted from the posts themselves: every app process sees the same count, over GraphQL and
 * REST alike, and nothing else has to be kept.
 */
export class PostLimit {
  constructor(
    private readonly kinds: RecentPosts[],
    /** Null: no limit (limits switched off, as for benchmarks). */
    private readonly options: PostLimitOptions | null = defaultPostLimit,
  ) {}

  /** RATE_LIMITED when the person wrote `perWindow` posts within the window. */
  async check(uid: string): Promise<void> {
    const options = this.options;
    if (!options) return;
    const windowMs = options.windowSeconds * 1000;
    const since = new Date(Date.now() - windowMs);
    const recent = await Promise.all(this.kinds.map((recentPosts) => recentPosts(uid, since, options.perWindow)));
    const times = recent
      .flat()
      .map((time) => time.getTime())
      .sort((a, b) => b - a);
    if (times.length < options.perWindow) return;
    // The window frees a post when the oldest of the last `perWindow` leaves it.
    const oldestCounted = times[options.perWindow - 1] ?? Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + windowMs - Date.now()) / 1000));
    throw new RateLimitedError(
      retryAfterSeconds,
      `You can write ${options.perWindow} posts per ${Math.round(options.windowSeconds / 60)} minutes. Please try again in ${retryAfterSeconds} s.`,
    );
  }
}
