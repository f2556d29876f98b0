import { trusted } from 'mongoose';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { notificationBounds } from '@/bounds';
import { NotFoundError, ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { Notifications } from '@/notifications/service';
import type { SessionAudience } from '@/sessions/audience';
import type { SessionsService } from '@/sessions/service';
import type { AnnouncementModels, AnnouncementRecord, AnnouncementView } from '@/discussion/announcementModel';
import { renderPost } from '@/discussion/markdown';
import type { PostLimit } from '@/discussion/postLimit';
import type { DiscussionUpdate } from '@/discussion/liveUpdates';
import {
  decodeCursor,
  encodeCursor,
  newPostId,
  pageSizeOf,
  threadPageBounds,
  type DiscussionPosts,
  type Page,
  type PageRequest,
} from '@/discussion/posts';
import { announcementSchema, assertPostId, hiddenSchema, type Audience } from '@/discussion/validation';
import { parseFields } from '@/schemas';

export type { AnnouncementView };

export type AnnouncementPage = Page<AnnouncementView>;

/**
 * An organizer's announcements to their group, or to the people who stand somewhere for one
 * session. The audience is computed when it is sent, from the records that enforce capacity;
 * each recipient gets one ANNOUNCEMENT notification. Nobody's address is involved or shown.
 */
export class Announcements {
  constructor(
    private readonly models: AnnouncementModels,
    private readonly groups: GroupsService,
    private readonly sessions: SessionsService,
    private readonly audience: SessionAudience,
    private readonly notifications: Notifications,
    private readonly limit: PostLimit,
    /** Where a hide is told to live subscribers, in every process (the discussion's bus). */
    private readonly posts: Pick<DiscussionPosts, 'publish'>,
  ) {}

  async createIndexes(): Promise<void> {
    await Promise.all([this.models.announcements.createIndexes(), this.models.recipients.createIndexes()]);
  }

  async announce(viewer: Viewer | null, groupId: string, input: unknown): Promise<AnnouncementView> {
    const organizer = requireViewer(viewer);
    const fields = parseFields(announcementSchema, input);
    const group = await this.groups.get(groupId);
    this.groups.permissions.assert(organizer, group, 'ANNOUNCE', 'Only the organizer can send announcements.');
    const sessionId = fields.sessionId ?? null;
    const recipients = await this.recipientsOf(organizer, group, fields.audience, sessionId);
    await this.limit.check(organizer.uid);
    const announcement: AnnouncementRecord = {
      _id: newPostId(),
      groupId: group._id.toString(),
      uid: organizer.uid,
      authorName: displayNameOf(organizer),
      body: fields.body,
      bodyHtml: renderPost(fields.body),
      audience: fields.audience,
      sessionId,
      recipientCount: recipients.length,
      createdAt: new Date(),
    };
    await this.models.announcements.create(announcement);
    // A whole group at most (10,000): in bounded inserts, the event loop free between two.
    for (let start = 0; start < recipients.length; start += notificationBounds.insertChunk) {
      await this.models.recipients.insertMany(
        recipients.slice(start, start + notificationBounds.insertChunk).map((uid) => ({
          _id: `${announcement._id}#${uid}`,
          announcementId: announcement._id,
          groupId: announcement.groupId,
          uid,
        })),
        { ordered: false, lean: true },
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Bounded inserts, each one's notifications live as soon as it is stored (notifications/service.ts).
    await this.notifications.addMany(
      recipients.map((uid) => ({
        id: `ANNOUNCEMENT:${announcement._id}:${uid}`,
        uid,
        kind: 'ANNOUNCEMENT' as const,
        groupId: announcement.groupId,
        groupName: group.groupName,
        text: announcement.body,
      })),
    );
    return view(announcement, true);
  }

  /**
   * The group's announcements the viewer may read, newest first: the organizer all of them; a
   * member those to all members; anyone those addressed to them.
   */
  async list(viewer: Viewer | null, groupId: string, request: PageRequest = {}): Promise<Page<AnnouncementView>> {
    const group = await this.groups.get(groupId);
    const size = pageSizeOf(request.first, threadPageBounds);
    if (!viewer) return { nodes: [], nextCursor: null };
    const id = group._id.toString();
    const organizer = this.groups.permissions.can(viewer, group, 'ANNOUNCE');
    const conditions: object[] = [{ groupId: id }];
    // Hidden ones: for those who may show them again, and their author ("hidden by an organizer").
    if (!this.groups.permissions.can(viewer, group, 'MODERATE_POSTS')) {
      conditions.push({ $or: [{ hidden: trusted({ $ne: true }) }, { uid: viewer.uid }] });
    }
    if (!organizer) {
      const addressed = await this.models.recipients
        .find({ uid: viewer.uid, groupId: id }, { announcementId: 1 })
        .lean<{ announcementId: string }[]>();
      const ids = addressed.map((recipient) => recipient.announcementId);
      const member = this.groups.membership.isMember(viewer, group);
      conditions.push({ $or: [{ _id: trusted({ $in: ids }) }, ...(member ? [{ audience: 'ALL_MEMBERS' }] : [])] });
    }
    if (request.after) {
      const [at, last] = decodeCursor(request.after, 2);
      const time = new Date(Number(at));
      conditions.push({
        $or: [{ createdAt: trusted({ $lt: time }) }, { createdAt: time, _id: trusted({ $lt: String(last) }) }],
      });
    }
    const found = await this.models.announcements
      .find({ $and: conditions })
      .sort({ createdAt: -1, _id: -1 })
      .limit(size + 1)
      .lean<AnnouncementRecord[]>();
    const shown = found.slice(0, size);
    const lastShown = shown.at(-1);
    return {
      nodes: shown.map((announcement) => view(announcement, organizer)),
      nextCursor:
        found.length > size && lastShown ? encodeCursor([lastShown.createdAt.getTime(), lastShown._id]) : null,
    };
  }

  /**
   * Hides an announcement from its recipients, or shows it again (organizers). Its author and the
   * organizers still see it; everyone it was addressed to is told live that it is gone (or back).
   */
  async setHidden(viewer: Viewer | null, id: unknown, input: unknown, inGroup?: string): Promise<AnnouncementView> {
    const me = requireViewer(viewer);
    const { hidden } = parseFields(hiddenSchema, input);
    const found = await this.models.announcements.findById(assertPostId(id, 'id')).lean<AnnouncementRecord>();
    const group =
      found && (inGroup === undefined || inGroup === found.groupId)
        ? await this.groups.get(found.groupId, me).catch(() => null)
        : null;
    // One the viewer was never addressed does not exist for them.
    if (!found || !group || !(await this.access(me, group, found)).addressed) throw announcementNotFound();
    this.groups.permissions.assert(me, group, 'MODERATE_POSTS', 'Only the group’s organizers can hide announcements.');
    const stored = await setAnnouncementHidden(this.models, this.posts, found._id, hidden);
    if (!stored) throw announcementNotFound();
    if ((found.hidden === true) !== hidden) {
      const author = stored.uid ? { uid: stored.uid, name: stored.authorName } : null;
      await this.groups.team.record(me, group, hidden ? 'HID_POST' : 'SHOWED_POST', author, 'ANNOUNCEMENT');
    }
    return view(stored, this.groups.permissions.can(me, group, 'ANNOUNCE'));
  }

  /**
   * What a live subscriber is told of a hidden or shown announcement: the announcement when they
   * may read it now, its id (`ANNOUNCEMENT_REMOVED`) when it was addressed to them and is hidden
   * from them now, and nothing when it was never theirs (nobody learns it exists).
   */
  async liveUpdateFor(viewer: Viewer | null, announcementId: string): Promise<DiscussionUpdate | null> {
    const found = await this.models.announcements.findById(announcementId).lean<AnnouncementRecord>();
    const group = found && (await this.groups.get(found.groupId).catch(() => null));
    if (!viewer || !found || !group) return null;
    const { addressed, readable } = await this.access(viewer, group, found);
    const base = { threadId: found._id, thread: null, reply: null };
    if (readable) {
      const announcement = view(found, this.groups.permissions.can(viewer, group, 'ANNOUNCE'));
      return { ...base, kind: 'ANNOUNCEMENT_CHANGED', removedId: null, announcement };
    }
    return addressed ? { ...base, kind: 'ANNOUNCEMENT_REMOVED', removedId: found._id, announcement: null } : null;
  }

  /** As `list` decides: whether it is addressed to the viewer (hidden or not), and whether they may read it now. */
  private async access(
    viewer: Viewer,
    group: GroupRecord,
    announcement: AnnouncementRecord,
  ): Promise<{ addressed: boolean; readable: boolean }> {
    const { permissions, membership } = this.groups;
    if (permissions.can(viewer, group, 'MODERATE_POSTS') || announcement.uid === viewer.uid) {
      return { addressed: true, readable: true };
    }
    const addressed =
      permissions.can(viewer, group, 'ANNOUNCE') ||
      (announcement.audience === 'ALL_MEMBERS' && membership.isMember(viewer, group)) ||
      (await this.models.recipients.exists({ _id: `${announcement._id}#${viewer.uid}` })) !== null;
    return { addressed, readable: addressed && announcement.hidden !== true };
  }

  /** Everyone the audience holds now, once each, never the organizer. */
  private async recipientsOf(
    organizer: Viewer,
    group: GroupRecord,
    audience: Audience,
    sessionId: string | null,
  ): Promise<string[]> {
    const groupId = group._id.toString();
    const members = await this.groups.membership.memberUids(groupId);
    let chosen: string[];
    if (audience === 'ALL_MEMBERS') chosen = members;
    else if (audience === 'WAITING' && sessionId === null) {
      chosen = ((await this.groups.membership.waitingList(organizer, group)) ?? []).map((entry) => entry.uid);
    } else {
      if (sessionId === null) throw new ValidationError({ sessionId: `Choose the session for ${audience}.` });
      const { session } = await this.sessions.get(sessionId);
      if (session.groupId !== groupId)
        throw new ValidationError({ sessionId: 'That session belongs to another group.' });
      const memberSet = new Set(members);
      if (audience === 'UNANSWERED') {
        const answered = new Set(await this.audience.answered(session.id));
        chosen = members.filter((uid) => !answered.has(uid));
      } else {
        const people =
          audience === 'GOING' ? await this.audience.holding(session.id) : await this.audience.waiting(session.id);
        chosen = people.filter((uid) => memberSet.has(uid));
      }
    }
    return [...new Set(chosen)].filter((uid) => uid !== organizer.uid);
  }
}

function view(announcement: AnnouncementRecord, organizer: boolean): AnnouncementView {
  return {
    id: announcement._id,
    groupId: announcement.groupId,
    body: announcement.body,
    bodyHtml: announcement.bodyHtml,
    authorName: announcement.authorName,
    audience: announcement.audience,
    sessionId: announcement.sessionId,
    recipientCount: organizer ? announcement.recipientCount : null,
    createdAt: announcement.createdAt,
    hidden: announcement.hidden === true,
  };
}

const announcementNotFound = () => new NotFoundError('Announcement not found!');

/**
 * Hides or shows an announcement and tells every process's live subscribers (the organizers'
 * hide above, and an admin's on resolving a report, moderation/targets.ts); null when it is gone.
 */
export async function setAnnouncementHidden(
  models: AnnouncementModels,
  posts: Pick<DiscussionPosts, 'publish'>,
  id: string,
  hidden: boolean,
): Promise<AnnouncementRecord | null> {
  const stored = await models.announcements
    .findOneAndUpdate({ _id: id }, { $set: { hidden } }, { returnDocument: 'after' })
    .lean<AnnouncementRecord>();
  if (stored) posts.publish('ANNOUNCEMENT_CHANGED', { _id: stored._id, groupId: stored.groupId }, null);
  return stored;
}
