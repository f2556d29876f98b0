import { trusted, type Connection } from 'mongoose';
import type { GroupsService } from '@/groups/service';
import type { Notifications } from '@/notifications/service';
import { sessionAudience } from '@/sessions/audience';
import type { SessionsService } from '@/sessions/service';
import { announcementModels } from '@/discussion/announcementModel';
import { Announcements } from '@/discussion/announcements';
import { LocalDiscussionBus, type DiscussionBus } from '@/discussion/live';
import { discussionModels } from '@/discussion/model';
import { PostLimit, recentPostsOf, type PostLimitOptions } from '@/discussion/postLimit';
import { DiscussionPosts } from '@/discussion/posts';
import { Replies } from '@/discussion/replies';
import { DiscussionService } from '@/discussion/service';
import type { ThreadCacheBounds } from '@/discussion/threadCache';

export interface DiscussionOptions {
  /** Posts per person per window (default: bounds.ts; null: none). */
  postLimit?: PostLimitOptions | null;
  /** How new posts reach live subscribers (default: this process's only). */
  bus?: DiscussionBus;
  /** How many threads are kept in memory, and how long (default: bounds.ts). */
  cache?: ThreadCacheBounds;
}

/** How a deleted account's posts are signed from then on. */
export const formerMemberName = 'Former member';

/**
 * The discussion and the announcements on one connection, built once at composition. A deleted
 * account's posts stay (replies would lose their sense) but lose their author: "former member".
 * A deleted group's posts go with it.
 */
export function createDiscussion(
  connection: Connection,
  groups: GroupsService,
  sessions: SessionsService,
  notifications: Notifications,
  options: DiscussionOptions = {},
): { discussion: DiscussionService; announcements: Announcements } {
  const models = discussionModels(connection);
  const announcementStore = announcementModels(connection);
  const limit = new PostLimit(
    [recentPostsOf(models.threads), recentPostsOf(models.replies), recentPostsOf(announcementStore.announcements)],
    options.postLimit,
  );
  const bus = options.bus ?? new LocalDiscussionBus();
  const posts = new DiscussionPosts(models, groups, bus, options.cache);
  const replies = new Replies(posts, sessions, notifications, limit);
  const discussion = new DiscussionService(posts, replies, limit, bus);
  const announcements = new Announcements(
    announcementStore,
    groups,
    sessions,
    sessionAudience(connection),
    notifications,
    limit,
    posts,
  );
  discussion.announcementUpdates = (viewer, id) => announcements.liveUpdateFor(viewer, id);
  groups.notices.on('starting', () =>
    Promise.all([discussion.createIndexes(), announcements.createIndexes()]).then(() => undefined),
  );
  groups.personRemovers.push(async (uid) => {
    const anonymous = { $set: { uid: null, authorName: formerMemberName } };
    await models.threads.updateMany({ uid }, anonymous);
    await models.replies.updateMany({ uid }, anonymous);
    await announcementStore.announcements.updateMany({ uid }, anonymous);
    await models.follows.deleteMany({ uid });
    await announcementStore.recipients.deleteMany({ uid });
    // Every thread they wrote in is signed anew: kept ones here; other processes within a second.
    posts.cache.changedAll();
  });
  groups.groupRemovers.push(async (groupId) => {
    const threads = await models.threads.find({ groupId }, { _id: 1 }).lean<{ _id: string }[]>();
    await models.follows.deleteMany({ threadId: trusted({ $in: threads.map((thread) => thread._id) }) });
    await models.replies.deleteMany({ groupId });
    await models.threads.deleteMany({ groupId });
    await announcementStore.recipients.deleteMany({ groupId });
    await announcementStore.announcements.deleteMany({ groupId });
    posts.cache.changedAll();
  });
  return { discussion, announcements };
}
