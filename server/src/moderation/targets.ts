import type { Viewer } from '@/auth/viewer';
import { NotFoundError } from '@/errors';
import type { AnnouncementModels } from '@/discussion/announcementModel';
import { setAnnouncementHidden } from '@/discussion/announcements';
import type { DiscussionPosts } from '@/discussion/posts';
import { assertPostId } from '@/discussion/validation';
import type { GroupRecord } from '@/groups/model';
import { isOrganizerRole } from '@/groups/permissions';
import type { GroupsService } from '@/groups/service';
import type { ReportAudience, ReportSubject } from '@/moderation/reportModel';

/** A reported thing as the report stores it: where it is, who handles it, what the handler is shown. */
export interface ReportTarget {
  group: GroupRecord;
  /** Whose it is (the author, the member), to route it and to refuse reporting oneself. */
  ownerUid: string | null;
  audience: ReportAudience;
  summary: string;
  /** A thread's own id, or a reply's thread. */
  threadId?: string;
}

const summaryLength = 120;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > summaryLength ? `${flat.slice(0, summaryLength - 1)}…` : flat;
}

/**
 * Finds what a person reports, as they may see it (a post they may not read does not exist for
 * them), and routes it: content inside a group goes to its organizers, unless an organizer wrote
 * it; the group itself and its organizers go to the site's admins.
 */
export class ReportTargets {
  constructor(
    private readonly groups: GroupsService,
    private readonly posts: DiscussionPosts,
    private readonly announcements: AnnouncementModels,
  ) {}

  /** Hides a reported announcement (resolved with "hide"); NOT_FOUND when it was deleted meanwhile. */
  async hideAnnouncement(id: string): Promise<void> {
    if (!(await setAnnouncementHidden(this.announcements, this.posts, id, true))) {
      throw new NotFoundError('Announcement not found!');
    }
  }

  async locate(
    viewer: Viewer,
    subject: ReportSubject,
    targetId: string,
    groupId: string | null | undefined,
  ): Promise<ReportTarget> {
    switch (subject) {
      case 'GROUP': {
        const group = await this.groups.get(targetId);
        return { group, ownerUid: group.ownerUid, audience: 'ADMINS', summary: group.groupName };
      }
      case 'THREAD': {
        const { group, thread } = await this.posts.thread(viewer, targetId, 'targetId');
        return { ...this.content(group, thread.uid, thread.title), threadId: thread._id };
      }
      case 'REPLY': {
        const { group, reply } = await this.posts.reply(viewer, assertPostId(targetId, 'targetId'));
        return { ...this.content(group, reply.uid, excerpt(reply.body)), threadId: reply.threadId };
      }
      case 'ANNOUNCEMENT': {
        const announcement = await this.announcements.announcements.findById(assertPostId(targetId, 'targetId')).lean();
        const group = announcement ? await this.groups.get(announcement.groupId).catch(() => null) : null;
        // Announcements reach the group's people only.
        const role = group ? this.groups.permissions.roleOf(viewer, group) : 'VISITOR';
        if (!announcement || !group || role === 'SIGNED_IN' || role === 'VISITOR') {
          throw new NotFoundError('Announcement not found!');
        }
        return this.content(group, announcement.uid, excerpt(announcement.body));
      }
      case 'MEMBER': {
        const group = await this.groups.get(groupId ?? '', viewer);
        const member = { uid: targetId, email: null, displayName: null };
        const role = this.groups.permissions.roleOf(member, group);
        if (role === 'SIGNED_IN') throw new NotFoundError('This person is not in the group.');
        const name =
          this.groups.team.list(group).find((person) => person.uid === targetId)?.displayName ??
          (await this.groups.membership.nameOf(group._id.toString(), targetId)) ??
          'A member';
        return { group, ownerUid: targetId, audience: isOrganizerRole(role) ? 'ADMINS' : 'ORGANIZERS', summary: name };
      }
    }
  }

  private content(group: GroupRecord, authorUid: string | null, summary: string): ReportTarget {
    const author = authorUid === null ? null : { uid: authorUid, email: null, displayName: null };
    const byOrganizer = author !== null && isOrganizerRole(this.groups.permissions.roleOf(author, group));
    return { group, ownerUid: authorUid, audience: byOrganizer ? 'ADMINS' : 'ORGANIZERS', summary };
  }
}
