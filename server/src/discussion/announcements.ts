import { trusted } from 'mongoose';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { notificationBounds } from '@/bounds';
import { ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { Notifications } from '@/notifications/service';
import type { SessionAudience } from '@/sessions/audience';
import type { SessionsService } from '@/sessions/service';
import type { AnnouncementModels, AnnouncementRecord } from '@/discussion/announcementModel';
import { renderPost } from '@/discussion/markdown';
import type { PostLimit } from '@/discussion/postLimit';
import {
  decodeCursor,
  encodeCursor,
  newPostId,
  pageSizeOf,
  threadPageBounds,
  type Page,
  type PageRequest,
} from '@/discussion/posts';
import { announcementSchema, type Audience } from '@/discussion/validation';
import { parseFields } from '@/schemas';

export interface AnnouncementView {
  id: string;
  groupId: string;
  body: string;
  bodyHtml: string;
  authorName: string;
  audience: Audience;
  sessionId: string | null;
  /** For the organizer: how many people it reached; null for everyone else. */
  recipientCount: number | null;
  createdAt: Date;
}

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
  };
}
