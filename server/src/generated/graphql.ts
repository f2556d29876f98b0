import type { HobbyCategory } from '@/groups/categories';
import type { RsvpStatus } from '@/sessions/rsvpStatus';
import type { GroupRole } from '@/groups/permissions';
import type { TeamRole } from '@/groups/teamModel';
import type { AuditAction } from '@/groups/audit';
import type { AssignableRole } from '@/groups/teamValidation';
import type { ReportReason } from '@/moderation/reportModel';
import type { ReportSubject } from '@/moderation/reportModel';
import type { ReportStatus } from '@/moderation/reportModel';
import type { ReportAudience } from '@/moderation/reportModel';
import type { JoinPolicy } from '@/groups/joinModel';
import type { JoinDecision as JoinDecisionKind } from '@/groups/joinModel';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GroupRecord as GroupRecordModel, GroupSuspension as GroupSuspensionModel } from '@/groups/model';
import type { PlaceRecord as PlaceRecordModel } from '@/geo/places';
import type { GroupPage as GroupPageModel } from '@/groups/page';
import type { CategoryCount as CategoryCountModel } from '@/groups/service';
import type { MembershipRecord as MembershipRecordModel } from '@/groups/membershipModel';
import type { TeamMemberView as TeamMemberViewModel } from '@/groups/teamService';
import type { InvitationRecord as InvitationRecordModel } from '@/groups/teamModel';
import type { AuditRecord as AuditRecordModel } from '@/groups/audit';
import type { JoinRequestRecord as JoinRequestRecordModel, JoinDecisionRecord as JoinDecisionRecordModel, BanRecord as BanRecordModel } from '@/groups/joinModel';
import type { QueuePage as QueuePageModel } from '@/groups/joinQueue';
import type { BanPage as BanPageModel } from '@/groups/banPage';
import type { InviteLink as InviteLinkModel, InviteCheck as InviteCheckModel } from '@/groups/invites';
import type { WaitingRecord as WaitingRecordModel } from '@/groups/waitlist';
import type { NotificationRecord as NotificationRecordModel } from '@/notifications/model';
import type { Viewer as ViewerModel } from '@/auth/viewer';
import type { SessionView as SessionViewModel, SessionPage as SessionPageModel, ScheduleView as ScheduleViewModel } from '@/sessions/service';
import type { RecurrenceRecord as RecurrenceRecordModel } from '@/schedule/schedule';
import type { NextMeeting as NextMeetingModel } from '@/schedule/nextMeeting';
import type { Preferences as PreferencesModel, GroupUnsubscribe as GroupUnsubscribeModel } from '@/mail/preferences';
import type { KindPreference as KindPreferenceModel } from '@/mail/kinds';
import type { ThreadView as ThreadViewModel, ReplyView as ReplyViewModel, ThreadPage as ThreadPageModel, ReplyPage as ReplyPageModel, SessionCommentsView as SessionCommentsViewModel } from '@/discussion/visibility';
import type { DiscussionUpdate as DiscussionUpdateModel } from '@/discussion/liveUpdates';
import type { AnnouncementView as AnnouncementViewModel, AnnouncementPage as AnnouncementPageModel } from '@/discussion/announcements';
import type { ReportRecord as ReportRecordModel, AccountSuspensionRecord as AccountSuspensionRecordModel } from '@/moderation/reportModel';
import type { GraphQLContext } from '@/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without a time, written `YYYY-MM-DD` (RFC 3339 full-date). */
  Date: { input: Date; output: Date | string; }
  /** A point in time, written as an RFC 3339 date-time string in UTC, e.g. `2026-11-23T10:00:00.000Z`. */
  DateTime: { input: Date; output: Date | string; }
  /** An email address. */
  EmailAddress: { input: string; output: string; }
  /** An absolute URL, e.g. `https://example.com/cover.jpg`. */
  URL: { input: string; output: string; }
};

/** An invite link to follow. */
export type AcceptInviteLinkInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The link's token (the part after `/invite/`). */
  token: Scalars['String']['input'];
};

/** An account a site admin suspended: it cannot sign in, and the groups it owns are suspended. */
export type AccountSuspension = {
  __typename?: 'AccountSuspension';
  /** Since when. */
  at: Scalars['DateTime']['output'];
  /** Its display name when it was suspended. */
  displayName: Scalars['String']['output'];
  /** Why. */
  reason: Scalars['String']['output'];
  /** The account's id. */
  uid: Scalars['ID']['output'];
};

/** An account's suspension after it changed. */
export type AccountSuspensionPayload = {
  __typename?: 'AccountSuspensionPayload';
  /** The suspension (as it was, when lifted). */
  suspension: AccountSuspension;
};

/** An announcement. */
export type AnnounceInput = {
  /** Who receives it. */
  audience: AnnouncementAudience;
  /** Markdown, 1 to 5,000 characters. */
  body: Scalars['String']['input'];
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The session, for GOING, UNANSWERED, and WAITING for a session. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};

/** An organizer's announcement. */
export type Announcement = {
  __typename?: 'Announcement';
  /** Who it was sent to. */
  audience: AnnouncementAudience;
  /** The organizer's display name. */
  authorName: Scalars['String']['output'];
  /** The body as written (Markdown). */
  body: Scalars['String']['output'];
  /** The body as safe HTML. */
  bodyHtml: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The group's id. */
  groupId: Scalars['ID']['output'];
  /** Hidden by an organizer: only the group's organizers and its author still see it ("hidden by an organizer"). */
  hidden: Scalars['Boolean']['output'];
  /** The announcement's id. */
  id: Scalars['ID']['output'];
  /** For the organizer: how many people it reached (never who). Null for everyone else. */
  recipientCount: Maybe<Scalars['Int']['output']>;
  /** The session of the audience, if any. */
  sessionId: Maybe<Scalars['ID']['output']>;
};

/** Who an announcement goes to, computed when it is sent. */
export enum AnnouncementAudience {
  /** Every member of the group. */
  AllMembers = 'ALL_MEMBERS',
  /** Everyone holding a place for the session. */
  Going = 'GOING',
  /** Members who have not answered Going or Not going for the session. */
  Unanswered = 'UNANSWERED',
  /** Everyone waiting for a place in the session (or, without a session, for a place in the group). */
  Waiting = 'WAITING'
}

/** A page of announcements. */
export type AnnouncementConnection = {
  __typename?: 'AnnouncementConnection';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** The announcements, newest first. */
  nodes: Array<Announcement>;
};

/** The invited person's answer. */
export type AnswerTeamInvitationInput = {
  /** True to take the role, false to decline. */
  accept: Scalars['Boolean']['input'];
  /** The group whose team the viewer is invited to. */
  groupId: Scalars['ID']['input'];
};

export { AssignableRole };

export { AuditAction };

/** One line of a group's audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done. */
  action: AuditAction;
  /** Who did it (their display name). */
  actorName: Scalars['String']['output'];
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The role given, or the fields edited. */
  detail: Maybe<Scalars['String']['output']>;
  /** The entry's id: a page that arrives later never repeats an entry already shown. */
  id: Scalars['ID']['output'];
  /** To whom, when it was done to someone (their display name as the group knew it). */
  targetName: Maybe<Scalars['String']['output']>;
};

/** A page of a group's audit log, newest first. */
export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  /** Pass as `after` for the next (older) page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** The entries, newest first. */
  nodes: Array<AuditEntry>;
};

/** A person banned from a group. */
export type Ban = {
  __typename?: 'Ban';
  /** When. */
  bannedAt: Scalars['DateTime']['output'];
  /** Their display name as the group knew it. */
  displayName: Scalars['String']['output'];
  /** The person's id (their uid): what `unbanMember` takes. */
  id: Scalars['ID']['output'];
  /** Why they were banned (shown to them). */
  reason: Scalars['String']['output'];
};

/** A page of a group's bans. */
export type BanConnection = {
  __typename?: 'BanConnection';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** The bans, newest first. */
  nodes: Array<Ban>;
  /** How many people are banned in all. */
  totalCount: Scalars['Int']['output'];
};

/** Whom to ban, and why. */
export type BanMemberInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** Why, 3 to 500 characters: shown to them. */
  reason: Scalars['String']['input'];
  /** The person (a member, someone waiting or asking, or who asked before). */
  uid: Scalars['ID']['input'];
};

/** Which session to cancel. Only the organizer may. */
export type CancelSessionInput = {
  /** The session's id. */
  sessionId: Scalars['ID']['input'];
};

/** The fields of a new group. The organizer (userName, userEmail) is taken from the ID token, never from the input. */
export type CreateGroupInput = {
  /** What the group does, 10 to 2000 characters. */
  description: Scalars['String']['input'];
  /** The group's name, 3 to 100 characters. Cannot be changed later. */
  groupName: Scalars['String']['input'];
  /** The hobby the group is about. */
  hobbyCategory: HobbyCategory;
  /** An absolute http(s) URL of the cover image, at most 2048 characters. */
  imageURL: Scalars['String']['input'];
  /** Where the group meets, 2 to 200 characters. */
  location: Scalars['String']['input'];
  /** The largest number of members, a whole number from 1 to 10000. */
  maxMembers: Scalars['Int']['input'];
  /** The place the group meets at: an `id` from `places` (a city, or `online`). Optional. */
  placeId?: InputMaybe<Scalars['ID']['input']>;
  /** The day the group starts, `YYYY-MM-DD`. */
  startDate: Scalars['String']['input'];
  /** A street address or venue within the place, at most 200 characters. Optional. */
  venue?: InputMaybe<Scalars['String']['input']>;
};

/** The result of createGroup. */
export type CreateGroupPayload = {
  __typename?: 'CreateGroupPayload';
  /** The new group. */
  group: Group;
};

/** The group and how long its new link works. */
export type CreateInviteLinkInput = {
  /** How long the link works, 1 to 720 hours (default 168: a week). */
  expiresInHours?: InputMaybe<Scalars['Int']['input']>;
  /** The group. */
  groupId: Scalars['ID']['input'];
};

/** A new invite link, and the group. */
export type CreateInviteLinkPayload = {
  __typename?: 'CreateInviteLinkPayload';
  /** The group. */
  group: Group;
  /** The link to hand out. */
  link: InviteLink;
};

/** An organizer's decision on one request. */
export type DecideJoinRequestInput = {
  /** True to let them in, false to decline. */
  approve: Scalars['Boolean']['input'];
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** An optional note to the person, 1 to 500 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The person who asked (`JoinRequest.id`). */
  uid: Scalars['ID']['input'];
};

/** Confirms the deletion of the signed-in user's account. */
export type DeleteAccountInput = {
  /** Must be true: deleting an account cannot be undone. */
  confirm: Scalars['Boolean']['input'];
};

/** The result of deleteAccount. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** The groups the user organized, now deleted (their members lost those places). */
  deletedGroupIds: Array<Scalars['ID']['output']>;
  /** The Firebase uid of the deleted account. */
  deletedUserId: Scalars['ID']['output'];
  /** The groups the user had joined, whose places are now free. */
  leftGroupIds: Array<Scalars['ID']['output']>;
};

/** Which group to delete. Only the organizer may delete it. */
export type DeleteGroupInput = {
  /** The id of the group to delete. */
  id: Scalars['ID']['input'];
};

/** The result of deleteGroup. */
export type DeleteGroupPayload = {
  __typename?: 'DeleteGroupPayload';
  /** The id of the deleted group, so clients can remove it from their caches. */
  deletedGroupId: Scalars['ID']['output'];
};

/** What was deleted. */
export type DeletedPost = {
  __typename?: 'DeletedPost';
  /** The deleted post's id. */
  deletedId: Scalars['ID']['output'];
};

/** A reply to a thread (or a comment on a session). */
export type DiscussionReply = {
  __typename?: 'DiscussionReply';
  /** The author's display name, or `Former member`. */
  authorName: Scalars['String']['output'];
  /** The body as written (Markdown). */
  body: Scalars['String']['output'];
  /** The body as safe HTML. */
  bodyHtml: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** When its author last changed it, or null. */
  editedAt: Maybe<Scalars['DateTime']['output']>;
  /** An organizer hid it: only its author and the organizer see it. */
  hidden: Scalars['Boolean']['output'];
  /** The reply's id. */
  id: Scalars['ID']['output'];
  /** It is marked as the answer of its question. */
  isAnswer: Scalars['Boolean']['output'];
  /** The signed-in user wrote it. */
  isMine: Scalars['Boolean']['output'];
  /** The thread's id. */
  threadId: Scalars['ID']['output'];
};

/** A page of replies. */
export type DiscussionReplyConnection = {
  __typename?: 'DiscussionReplyConnection';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** The replies. */
  nodes: Array<DiscussionReply>;
};

/**
 * A thread of a group's discussion, or the comment thread of one of its sessions. Members and the
 * organizer read them all; anyone else only answered questions the organizer made public.
 */
export type DiscussionThread = {
  __typename?: 'DiscussionThread';
  /** The reply marked as the answer. */
  answerReplyId: Maybe<Scalars['ID']['output']>;
  /** A reply is marked as the answer. */
  answered: Scalars['Boolean']['output'];
  /** The author's display name, or `Former member`. */
  authorName: Scalars['String']['output'];
  /** The body as written (Markdown). */
  body: Scalars['String']['output'];
  /** The body as safe HTML (bold, italic, links, lists). */
  bodyHtml: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** When its author last changed it, or null. */
  editedAt: Maybe<Scalars['DateTime']['output']>;
  /** The group's id. */
  groupId: Scalars['ID']['output'];
  /** An organizer hid it: only its author and the organizer see it. */
  hidden: Scalars['Boolean']['output'];
  /** The thread's id. */
  id: Scalars['ID']['output'];
  /** The signed-in user wrote it (and may edit or delete it). */
  isMine: Scalars['Boolean']['output'];
  /** The organizer shows this answered question to visitors. */
  isPublic: Scalars['Boolean']['output'];
  /** A question: a reply can be marked as its answer. */
  isQuestion: Scalars['Boolean']['output'];
  /** When it or its last reply was written. */
  lastActivityAt: Scalars['DateTime']['output'];
  /** Its replies the signed-in user may read, oldest first. */
  replies: DiscussionReplyConnection;
  /** How many replies it has. */
  replyCount: Scalars['Int']['output'];
  /** For a session's comments: the session's id. */
  sessionId: Maybe<Scalars['ID']['output']>;
  /** The title. */
  title: Scalars['String']['output'];
  /** The signed-in user follows it (notified of each reply); false for visitors. */
  viewerFollows: Scalars['Boolean']['output'];
};


/**
 * A thread of a group's discussion, or the comment thread of one of its sessions. Members and the
 * organizer read them all; anyone else only answered questions the organizer made public.
 */
export type DiscussionThreadRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of threads. */
export type DiscussionThreadConnection = {
  __typename?: 'DiscussionThreadConnection';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** The threads. */
  nodes: Array<DiscussionThread>;
};

/** A live change of a group's discussion, as the subscriber may see it. */
export type DiscussionUpdate = {
  __typename?: 'DiscussionUpdate';
  /** ANNOUNCEMENT_CHANGED: the announcement as the user may see it; else null. */
  announcement: Maybe<Announcement>;
  /** What happened. */
  kind: DiscussionUpdateKind;
  /** The post the user could read and no longer can (THREAD_REMOVED, REPLY_REMOVED, ANNOUNCEMENT_REMOVED), else null. */
  removedId: Maybe<Scalars['ID']['output']>;
  /** The reply added, marked or changed, if any. */
  reply: Maybe<DiscussionReply>;
  /** The thread as it now is; null when THREAD_REMOVED. */
  thread: Maybe<DiscussionThread>;
  /** The thread it happened in. */
  threadId: Scalars['ID']['output'];
};

/** What happened in a discussion. */
export enum DiscussionUpdateKind {
  /** An announcement the user may read was shown again or changed: `announcement` is as it now is (`threadId` is its id). */
  AnnouncementChanged = 'ANNOUNCEMENT_CHANGED',
  /** An announcement addressed to the user was hidden from them: `removedId` names it. */
  AnnouncementRemoved = 'ANNOUNCEMENT_REMOVED',
  /** A reply was marked as the answer. */
  AnswerMarked = 'ANSWER_MARKED',
  /** A new reply (or session comment). */
  ReplyAdded = 'REPLY_ADDED',
  /** A reply the user may read was edited, hidden or shown again: `reply` is as it now is. */
  ReplyChanged = 'REPLY_CHANGED',
  /** A reply the user could read was deleted or hidden from them: `removedId` names it, `thread` is its thread as it now is. */
  ReplyRemoved = 'REPLY_REMOVED',
  /** A new thread. */
  ThreadAdded = 'THREAD_ADDED',
  /** A thread the user may read was edited, hidden or shown again, or its answer or visibility changed: `thread` is as it now is. */
  ThreadChanged = 'THREAD_CHANGED',
  /** A thread the user could read was deleted or hidden from them: only its id (`removedId`) is sent. */
  ThreadRemoved = 'THREAD_REMOVED'
}

/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type Group = {
  __typename?: 'Group';
  /** The announcements the signed-in user may read, newest first (none for visitors). */
  announcements: AnnouncementConnection;
  /** The group's audit log a page at a time, newest first: who did what to whom, and when. Only its organizers (owner, co-organizers) see it; null for everyone else. */
  auditEntries: Maybe<AuditEntryConnection>;
  /** The group's audit log, newest first: who did what to whom, and when. Only its organizers (owner, co-organizers) see it; null for everyone else. */
  auditLog: Maybe<Array<AuditEntry>>;
  /** The people banned from the group, newest first, a page at a time. Only its organizers see them; null for everyone else. Live over `groupChanged`. */
  bannedPeople: Maybe<BanConnection>;
  /**
   * The first page (50) of `bannedPeople`. Only its organizers see them; null for everyone else.
   * @deprecated Holds the first page only: use `bannedPeople`, which pages.
   */
  bans: Maybe<Array<Ban>>;
  /** When the group was created. */
  createdAt: Scalars['DateTime']['output'];
  /** What the group does, in the organizer's words. */
  description: Scalars['String']['output'];
  /** The group's discussion threads the signed-in user may read, newest activity first (`questions`: only questions, answered first). */
  discussion: DiscussionThreadConnection;
  /**
   * How far the group's place is from the `near` point of the list it came in, in km (great-circle); null outside a near-me list.
   * @deprecated Use `GroupEdge.distanceKm`: the distance belongs to the list, not to the group.
   */
  distanceKm: Maybe<Scalars['Float']['output']>;
  /** The group's name. Set when the group is created and never changed afterwards. */
  groupName: Scalars['String']['output'];
  /** The hobby the group is about. */
  hobbyCategory: HobbyCategory;
  /** The display name of `hobbyCategory`, e.g. `Drawing & Painting`. */
  hobbyCategoryName: Scalars['String']['output'];
  /** The group's unique id (a 24-character hexadecimal MongoDB ObjectId). */
  id: Scalars['ID']['output'];
  /** The group's cover image. */
  imageURL: Scalars['URL']['output'];
  /** What an invite link's token is worth in this group (the part of the link after `/invite/`): VALID, EXPIRED or INVALID (forged, of another group, or revoked). Anyone may ask. */
  inviteLink: InviteLinkCheck;
  /** True while the start date is still in the future: only then can people join. */
  isActive: Scalars['Boolean']['output'];
  /** Who may join and how (OPEN for groups that never set it). */
  joinPolicy: JoinPolicy;
  /** APPROVAL: the questions a person answers when asking to join (at most 3); empty otherwise. */
  joinQuestions: Array<Scalars['String']['output']>;
  /**
   * The first page (50) of `pendingJoinRequests`' requests. Only the group's organizers see them; null for everyone else. Live over `groupChanged`.
   * @deprecated Holds the first page only: use `pendingJoinRequests`, which pages.
   */
  joinRequests: Maybe<Array<JoinRequest>>;
  /** Where the group meets. */
  location: Scalars['String']['output'];
  /** The largest number of members the group takes. */
  maxMembers: Scalars['Int']['output'];
  /** How many people have joined the group. The organizer is not counted: they run the group. */
  memberCount: Scalars['Int']['output'];
  /** The members in the order they joined. Only the organizer can see them; null for everyone else. */
  members: Maybe<Array<Member>>;
  /** When the group meets next and how often, as a card shows it (computed from the group alone, so any list may ask it); null when no meeting is ahead. */
  nextMeeting: Maybe<NextMeeting>;
  /** The next session that takes place (not cancelled) and has not started yet, or null when none is ahead. */
  nextSession: Maybe<Session>;
  /** Whether members who have not answered for a session are nudged at the reminders' time. */
  nudgeUnanswered: Scalars['Boolean']['output'];
  /** The requests waiting for a decision, oldest first (request order), with their answers, a page at a time. Only the group's organizers see them; null for everyone else. Live over `groupChanged`. */
  pendingJoinRequests: Maybe<JoinRequestConnection>;
  /** The place the group meets at, chosen from the place search (a city with coordinates, or online); null when only `location` says where. */
  place: Maybe<Place>;
  /** How many hours before each session its members who are going get an email reminder: 2, 24 or 48 (default 24). The organizer sets it with `setReminderLeadTime`. */
  reminderLeadHours: Scalars['Int']['output'];
  /** Reports of content inside the group, newest first: its organizers (and the site's admins) only; null for everyone else. */
  reports: Maybe<Array<Report>>;
  /** When and how often the group meets, or null for a group that has only its start date (a one-off, as before schedules existed). */
  schedule: Maybe<Schedule>;
  /** The group's sessions from `from` on, by start time; cancelled ones are included and marked. Empty for a group without a schedule. */
  sessions: SessionConnection;
  /** How many places are left: maxMembers minus memberCount, never below zero. */
  spotsLeft: Scalars['Int']['output'];
  /** The day the group starts meeting. */
  startDate: Scalars['Date']['output'];
  /** Why the group is suspended: its organizers and the site's admins only (nobody else can read a suspended group); null when it is not. */
  suspension: Maybe<GroupSuspension>;
  /** The organizing team, owner first, then co-organizers and hosts by how long they have served. Public: display names and roles only. */
  team: Array<TeamMember>;
  /** Invitations into the team nobody has answered yet. Only the group's organizers (owner, co-organizers) see them; null for everyone else. */
  teamInvitations: Maybe<Array<TeamInvitation>>;
  /** When the group was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The organizer's email address. Only the organizer themself can see it; it is null for everyone else. */
  userEmail: Maybe<Scalars['EmailAddress']['output']>;
  /** The organizer's display name, taken from their account when the group was created. */
  userName: Scalars['String']['output'];
  /** A street address or venue within `place`, or null. */
  venue: Maybe<Scalars['String']['output']>;
  /** The signed-in user's ban from this group (the reason is theirs to see), or null. */
  viewerBan: Maybe<Ban>;
  /** True when the signed-in user has joined the group (always false for anonymous visitors). */
  viewerIsMember: Scalars['Boolean']['output'];
  /** True when the signed-in user is the group's organizer (always false for anonymous visitors). */
  viewerIsOwner: Scalars['Boolean']['output'];
  /** The latest decision on the signed-in user's requests (with the organizer's message), or null. */
  viewerJoinDecision: Maybe<JoinDecision>;
  /** The signed-in user's own request waiting for a decision, or null. */
  viewerJoinRequest: Maybe<JoinRequest>;
  /** Where the signed-in user stands in this group (VISITOR for anonymous visitors). */
  viewerRole: GroupRole;
  /** The signed-in user's place in the waitlist, 1 being next; null when they are not waiting (or anonymous). */
  viewerWaitlistPosition: Maybe<Scalars['Int']['output']>;
  /** The waitlist in order (first is next). Only the organizer can see it; null for everyone else. */
  waitlist: Maybe<Array<WaitingMember>>;
  /** How many people wait for a place (see `joinWaitlist`). Public. */
  waitlistCount: Scalars['Int']['output'];
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupAnnouncementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupAuditEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupAuditLogArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupBannedPeopleArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupDiscussionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  questions?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupInviteLinkArgs = {
  token: Scalars['String']['input'];
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupPendingJoinRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupReportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportStatus>;
};


/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type GroupSessionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A page of groups, in the requested order. */
export type GroupConnection = {
  __typename?: 'GroupConnection';
  /** The groups of this page with their cursors. */
  edges: Array<GroupEdge>;
  /** The groups of this page (the same as `edges.node`). */
  nodes: Array<Group>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many groups match the request in all pages together (after `search` and `filter`, before paging). */
  totalCount: Scalars['Int']['output'];
};

/** One group in a connection, with the cursor that marks its place. */
export type GroupEdge = {
  __typename?: 'GroupEdge';
  /** An opaque cursor: pass it as `after` to continue after this group. */
  cursor: Scalars['String']['output'];
  /** In a near-me list (`filter.near`): how far the group's place is from the point, in km (great-circle); null in any other list. */
  distanceKm: Maybe<Scalars['Float']['output']>;
  /** The group. */
  node: Group;
};

/** Kinds of news the user unsubscribed from for one group only (with its emails' link). */
export type GroupEmailUnsubscribe = {
  __typename?: 'GroupEmailUnsubscribe';
  /** The group's id. */
  groupId: Scalars['ID']['output'];
  /** The group's name, or null when it no longer exists. */
  groupName: Maybe<Scalars['String']['output']>;
  /** The kinds no longer emailed about this group. */
  kinds: Array<NotificationPreferenceKind>;
};

/**
 * Narrows a list of groups. Every field given must hold (they combine with AND); a missing or null
 * field narrows nothing.
 */
export type GroupFilter = {
  /** Only groups in one of these categories. Empty or missing: every category. */
  categories?: InputMaybe<Array<HobbyCategory>>;
  /** True: only groups with at least one place left (`spotsLeft` above 0). False or missing: every group. */
  hasOpenSpots?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only groups whose location contains this text (case-insensitive), at most 200 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Only groups whose place lies within the radius of the point (groups without coordinates are left out); each edge's `distanceKm` is then set. */
  near?: InputMaybe<NearInput>;
  /** Only groups organized by the user with this email. Signed-in users only, and only for their own email: any other email is FORBIDDEN. */
  organizerEmail?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive text to find in the group name or the category name, at most 100 characters. The same as the `search` argument of `groups`: give one of the two. */
  search?: InputMaybe<Scalars['String']['input']>;
  /**
   * Only groups starting on this day or later, by the day `START_DATE` orders by (a recurring
   * group's next session's day); today's date gives the upcoming groups, recurring ones included
   * while they have sessions ahead.
   */
  startsOnOrAfter?: InputMaybe<Scalars['Date']['input']>;
  /**
   * Only groups starting on this day or earlier, by the same day as `startsOnOrAfter`. A day before
   * `startsOnOrAfter` matches nothing.
   */
  startsOnOrBefore?: InputMaybe<Scalars['Date']['input']>;
};

/** Which group to join or leave. */
export type GroupMembershipInput = {
  /** The group's id. */
  id: Scalars['ID']['input'];
};

/** The result of joinGroup or leaveGroup. */
export type GroupMembershipPayload = {
  __typename?: 'GroupMembershipPayload';
  /** The group as it is after the change, with its new memberCount, spotsLeft and viewerIsMember. */
  group: Group;
};

/**
 * The order of a list of groups, e.g. `{ field: START_DATE }` for the soonest first or
 * `{ field: CREATED_AT, direction: DESC }` for the newest first. Ties are broken by id.
 */
export type GroupOrder = {
  /** Which way; ASC when left out. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: GroupOrderField;
};

/** What a list of groups can be ordered by. Ties are broken by id, so every order is stable across pages. */
export enum GroupOrderField {
  /** When the group was created: DESC is newest first. */
  CreatedAt = 'CREATED_AT',
  /** The distance from `filter.near`'s point: ASC is nearest first. Needs `filter.near`. */
  Distance = 'DISTANCE',
  /** How many people joined: DESC is most members first. */
  MemberCount = 'MEMBER_COUNT',
  /** The group name (case-insensitive). */
  Name = 'NAME',
  /** How many places are left (`spotsLeft`): ASC is fewest places left first. */
  SpotsLeft = 'SPOTS_LEFT',
  /**
   * The soonest start day: ASC is soonest first. A one-off group's `startDate`; a recurring group's
   * next session's day (in its time zone) while it has sessions ahead, so a weekly group that began
   * months ago sorts by when it next meets; once its series has ended, its first session's day.
   * Cursors hold the day they were read at, so paging stays consistent while groups move on.
   */
  StartDate = 'START_DATE'
}

export { GroupRole };

/** The order of a list of groups. Ties are broken by id, so the order is stable across pages. */
export enum GroupSort {
  /** By group name, A to Z (case-insensitive). */
  NameAsc = 'NAME_ASC',
  /** By group name, Z to A (case-insensitive). */
  NameDesc = 'NAME_DESC'
}

/** A group's suspension, as its organizers and the site's admins see it. */
export type GroupSuspension = {
  __typename?: 'GroupSuspension';
  /** Since when. */
  at: Scalars['DateTime']['output'];
  /** The group itself, or its owner's account. */
  cause: SuspensionCause;
  /** Why, as the admin wrote it. */
  reason: Scalars['String']['output'];
};

/** A group after its suspension changed. */
export type GroupSuspensionPayload = {
  __typename?: 'GroupSuspensionPayload';
  /** The group, with its `suspension`. */
  group: Group;
};

/** Hide a post (organizer only), or show it again. */
export type HidePostInput = {
  /** True to hide. */
  hidden: Scalars['Boolean']['input'];
  /** The thread, reply or announcement. */
  id: Scalars['ID']['input'];
};

export { HobbyCategory };

/** How many groups of one category match a filter. */
export type HobbyCategoryCount = {
  __typename?: 'HobbyCategoryCount';
  /** The category. */
  category: HobbyCategory;
  /** How many groups of this category match the filter. */
  count: Scalars['Int']['output'];
  /** The category's display name, e.g. `Drawing & Painting`. */
  name: Scalars['String']['output'];
};

/** A hobby category with its display name. */
export type HobbyCategoryOption = {
  __typename?: 'HobbyCategoryOption';
  /** The category's display name, e.g. `Drawing & Painting`. */
  name: Scalars['String']['output'];
  /** The category's value, as used in inputs. */
  value: HobbyCategory;
};

/** An invite link into a group: whoever follows it while it works may join (or wait when the group is full), whatever the group's join policy. Banned people stay refused. */
export type InviteLink = {
  __typename?: 'InviteLink';
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The link's path in the app (`/groups/<id>/invite/<token>`): put the site's address before it. */
  path: Scalars['String']['output'];
  /** The secret part of the link. Signed: it cannot be changed or made up. */
  token: Scalars['String']['output'];
};

/** An invite link's standing in a group. */
export type InviteLinkCheck = {
  __typename?: 'InviteLinkCheck';
  /** When it stops (or stopped) working; null for an INVALID link. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Whether the link works. */
  status: InviteLinkStatus;
};

/** What an invite link's token is worth. */
export enum InviteLinkStatus {
  /** Signed for this group and not revoked, but past its expiry. */
  Expired = 'EXPIRED',
  /** Not a link of this group: made up, changed, of another group, or revoked by the organizers. */
  Invalid = 'INVALID',
  /** Signed for this group, not revoked, not expired: following it lets the signed-in person join (or wait when full). */
  Valid = 'VALID'
}

/** Who to invite into a group's team, and as what. */
export type InviteToTeamInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The role offered. */
  role: TeamRole;
  /** The person's id, as the member list shows it (`Member.id`). They must be a member of the group. */
  uid: Scalars['ID']['input'];
};

/** An answer to one of a group's questions. */
export type JoinAnswer = {
  __typename?: 'JoinAnswer';
  /** The person's answer. */
  answer: Scalars['String']['output'];
  /** The question as it was asked. */
  question: Scalars['String']['output'];
};

/** An organizer's decision on the signed-in user's request. */
export type JoinDecision = {
  __typename?: 'JoinDecision';
  /** When it was decided. */
  decidedAt: Scalars['DateTime']['output'];
  /** Approved or declined. */
  decision: JoinDecisionKind;
  /** The organizer's note, or null. */
  message: Maybe<Scalars['String']['output']>;
};

export { JoinDecisionKind };

export { JoinPolicy };

/** A person's request to join a group that needs approval. */
export type JoinRequest = {
  __typename?: 'JoinRequest';
  /** Their answers, in the order of the group's questions. */
  answers: Array<JoinAnswer>;
  /** Their display name. */
  displayName: Scalars['String']['output'];
  /** The person's id (their uid): what `decideJoinRequest` and `banMember` take. */
  id: Scalars['ID']['output'];
  /** When they asked: their place in line once approved. */
  requestedAt: Scalars['DateTime']['output'];
};

/** A page of the requests waiting for a decision. */
export type JoinRequestConnection = {
  __typename?: 'JoinRequestConnection';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** The requests, oldest first. A page may hold fewer than asked while a decision is being finished. */
  nodes: Array<JoinRequest>;
  /** How many requests wait in all. */
  totalCount: Scalars['Int']['output'];
};

/** Lift an account's suspension. */
export type LiftAccountSuspensionInput = {
  /** The account's id. */
  uid: Scalars['ID']['input'];
};

/** Lift a group's suspension. */
export type LiftGroupSuspensionInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
};

/** The result of markAllNotificationsRead. */
export type MarkAllNotificationsReadPayload = {
  __typename?: 'MarkAllNotificationsReadPayload';
  /** How many notifications this marked read. */
  markedCount: Scalars['Int']['output'];
  /** How many of the user's notifications are still unread (0). */
  unreadNotificationCount: Scalars['Int']['output'];
};

/** The answer of a question. */
export type MarkAnswerInput = {
  /** The reply that answers it, or null to unmark. */
  replyId?: InputMaybe<Scalars['ID']['input']>;
  /** The question. */
  threadId: Scalars['ID']['input'];
};

/** The notification to mark read. */
export type MarkNotificationReadInput = {
  /** The notification's id. */
  id: Scalars['ID']['input'];
};

/** The result of markNotificationRead. */
export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  /** The notification, now read. */
  notification: Notification;
  /** How many of the user's notifications are still unread. */
  unreadNotificationCount: Scalars['Int']['output'];
};

/** A person who joined a group, as its organizer sees them. */
export type Member = {
  __typename?: 'Member';
  /** The member's display name (or the first part of their email when they have none). */
  displayName: Scalars['String']['output'];
  /** The member's id (their uid): what `inviteToTeam` takes. */
  id: Scalars['ID']['output'];
  /** When they joined. */
  joinedAt: Scalars['DateTime']['output'];
};

/** Moves one session in time and/or place. Only the organizer may. Give at least one of startsAt and location. */
export type MoveSessionInput = {
  /** Where this session takes place instead, 2 to 200 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The session's id. */
  sessionId: Scalars['ID']['input'];
  /** The new start as wall-clock time in the group's time zone, `YYYY-MM-DDTHH:mm`. */
  startsAt?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Follow an invite link: join the group, or wait for a place when it is full, whatever its join policy. Fails with INVITE_INVALID (made up, of another group, or revoked), INVITE_EXPIRED, BANNED, GROUP_NOT_ACTIVE or ORGANIZER_CANNOT_JOIN, and changes nothing then. Following it twice changes nothing. Needs a Bearer token. */
  acceptInviteLink: GroupMembershipPayload;
  /** Send an announcement (organizer only). `recipientCount` says how many it reached. */
  announce: Announcement;
  /** Accept or decline an invitation into a group's team addressed to the signed-in user (NOT_FOUND when none waits). Needs a Bearer token. */
  answerTeamInvitation: TeamPayload;
  /** Ban a person from the group with a reason they see (organizers only): their membership, place in line and request end, their places go to who waits. Organizers and hosts must leave the team first (BAD_USER_INPUT). Needs a Bearer token. */
  banMember: TeamPayload;
  /** Withdraw the signed-in user's request to join (NOT_FOUND when none waits). Needs a Bearer token. */
  cancelJoinRequest: TeamPayload;
  /** Cancel one session of a group (organizer only). Needs a Bearer token. */
  cancelSession: SessionPayload;
  /** Comment on a session (members and the organizer). */
  commentOnSession: DiscussionReply;
  /** Create a group organized by the signed-in user. Needs `Authorization: Bearer <Firebase ID token>`. */
  createGroup: CreateGroupPayload;
  /** Make a signed invite link into the group that works until it expires or is revoked (organizers only). Needs a Bearer token. */
  createInviteLink: CreateInviteLinkPayload;
  /** Approve or decline a request (organizers only). Deciding twice is CONFLICT and changes nothing. Approved people queue from when they asked. Needs a Bearer token. */
  decideJoinRequest: TeamPayload;
  /**
   * Delete the signed-in user's account: the groups they organize are deleted, they leave every
   * group they joined (freeing the places), and their Firebase account is deleted. Nothing of
   * theirs is kept. Needs `Authorization: Bearer <Firebase ID token>`.
   */
  deleteAccount: DeleteAccountPayload;
  /** Delete a group the signed-in user organizes. Needs `Authorization: Bearer <Firebase ID token>`. */
  deleteGroup: DeleteGroupPayload;
  /** Delete one's own reply. */
  deleteReply: DeletedPost;
  /** Delete one's own thread and its replies. */
  deleteThread: DeletedPost;
  /** Follow a thread (notified of each reply), or stop. Answers whether the user now follows it. */
  followThread: Scalars['Boolean']['output'];
  /** Hide an announcement from its recipients, or show it again (the group's organizers). Its author and the organizers still see it, marked `hidden`. */
  hideAnnouncement: Announcement;
  /** Hide a reply or show it again (organizer only). */
  hideReply: DiscussionReply;
  /** Hide a thread or show it again (organizer only). */
  hideThread: DiscussionThread;
  /** Invite a member into the group's team (organizers only: FORBIDDEN otherwise). Only the invited person can answer. Needs a Bearer token. */
  inviteToTeam: TeamPayload;
  /**
   * Join a group as the signed-in user. Joining twice changes nothing. Fails with GROUP_NOT_ACTIVE
   * once the start date has passed, GROUP_FULL when no place is left, ORGANIZER_CANNOT_JOIN for
   * the group's own organizer. Needs `Authorization: Bearer <Firebase ID token>`.
   */
  joinGroup: GroupMembershipPayload;
  /**
   * Wait for a place in a full, active group: when one frees, the person who has waited longest
   * becomes a member automatically (exactly once, in order) and gets a PROMOTED notification. When a
   * place is free right now (and nobody waits) the user becomes a member at once. Queueing twice, or
   * as a member, changes nothing. Fails with GROUP_NOT_ACTIVE once the start date has passed and
   * ORGANIZER_CANNOT_JOIN for the organizer. Needs a Bearer token.
   */
  joinWaitlist: GroupMembershipPayload;
  /**
   * Leave a group the signed-in user joined, freeing their place. Fails with NOT_A_MEMBER when they
   * had not joined and GROUP_NOT_ACTIVE once the group has started. Needs a Bearer token.
   */
  leaveGroup: GroupMembershipPayload;
  /** Step down from the group's team (co-organizers and hosts). The owner cannot: OWNER_MUST_TRANSFER. Needs a Bearer token. */
  leaveTeam: TeamPayload;
  /** Leave a group's waitlist. Fails with NOT_WAITING when the user was not waiting. Needs a Bearer token. */
  leaveWaitlist: GroupMembershipPayload;
  /** Lift an account's suspension; the groups suspended with it return (admins only). */
  liftAccountSuspension: AccountSuspensionPayload;
  /** Lift a group's suspension (admins only). */
  liftGroupSuspension: GroupSuspensionPayload;
  /** Mark every notification of the signed-in user read. */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Mark the reply that answers a question (the asker or the organizer). */
  markAnswer: DiscussionThread;
  /** Mark one of the signed-in user's notifications read. Fails with NOT_FOUND for an id that is not theirs. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Move one session in time and/or place (organizer only). Needs a Bearer token. */
  moveSession: SessionPayload;
  /** End a member's membership (organizers only); their places go to who waits, once. They may join again. Needs a Bearer token. */
  removeMember: TeamPayload;
  /** Reply to a thread (members and the organizer); its followers are notified. */
  replyToThread: DiscussionReply;
  /** Report a group, a post or a member (signed in). Reporting the same thing again answers the first report. Reporting something missing: NOT_FOUND. */
  reportContent: ReportPayload;
  /** Ask to join a group that needs approval, answering its questions. Fails with INVITE_ONLY, BANNED, GROUP_NOT_ACTIVE, CONFLICT (asked already, or part of it). Needs a Bearer token. */
  requestToJoin: TeamPayload;
  /** Give the signed-in user's calendar feed a new secret address; the old address stops working at once. Needs `Authorization: Bearer <Firebase ID token>`. */
  resetCalendarFeed: ResetCalendarFeedPayload;
  /** Resolve a report, optionally hiding the post (the group's organizers for ORGANIZERS reports; the site's admins for all). Resolving twice: CONFLICT. */
  resolveReport: ReportPayload;
  /** Turns email back on for one kind of news from one group, after its emails' one-click unsubscribe. */
  resubscribeGroupEmail: UpdateNotificationPreferencesPayload;
  /** Revoke every invite link of the group made so far; links made afterwards work (organizers only). Needs a Bearer token. */
  revokeInviteLinks: TeamPayload;
  /**
   * Answer Going or Not going for one session, as a member of its group. Going when the session is
   * full puts the member on its waitlist (promoted first come, first served when a place frees).
   * Fails with NOT_A_MEMBER, SESSION_STARTED (answers close at the start), SESSION_CANCELLED.
   * Needs a Bearer token.
   */
  rsvp: RsvpPayload;
  /** Set who may join the group and the questions asked (organizers only). Needs a Bearer token. */
  setJoinPolicy: TeamPayload;
  /** Sets how many hours before each session of a group its members get their reminder (the group's organizer only). */
  setReminderLeadTime: SetReminderLeadTimePayload;
  /** Sets a group's reminders: the lead time and whether members who have not answered are nudged (the group's organizer only). Only what is given changes. */
  setReminders: SetReminderLeadTimePayload;
  /** Set when and how often a group meets (organizer only). Validation errors name the field (`startsAt`, `timeZone`, `until`, …). Needs a Bearer token. */
  setSchedule: SetSchedulePayload;
  /** Change a team member's role or take them off the team (organizers only). The owner's role changes only by `transferGroup`. Needs a Bearer token. */
  setTeamRole: TeamPayload;
  /** Show an answered question to visitors (organizer only). */
  setThreadPublic: DiscussionThread;
  /** Start a thread in a group (members and the organizer). */
  startThread: DiscussionThread;
  /** Suspend an account: it is disabled, its sign-ins end, and the groups it owns are suspended (admins only). */
  suspendAccount: AccountSuspensionPayload;
  /** Suspend a group: gone for everyone but its organizers and the site's admins, who see the reason (admins only). */
  suspendGroup: GroupSuspensionPayload;
  /** Hand the group to one of its co-organizers (owner only); the owner stays on as co-organizer. Needs a Bearer token. */
  transferGroup: TeamPayload;
  /** Lift a ban (organizers only; NOT_FOUND when the person is not banned). Needs a Bearer token. */
  unbanMember: TeamPayload;
  /** Change a group the signed-in user organizes. Needs `Authorization: Bearer <Firebase ID token>`. */
  updateGroup: UpdateGroupPayload;
  /** Changes how the signed-in user hears of some kinds of news, their digest hour or their time zone. Only what is given changes. */
  updateNotificationPreferences: UpdateNotificationPreferencesPayload;
  /** Change the signed-in user's display name and/or photo. Needs `Authorization: Bearer <Firebase ID token>`. */
  updateProfile: UpdateProfilePayload;
  /** Change one's own reply (shown as edited). */
  updateReply: DiscussionReply;
  /** Change one's own thread (shown as edited). */
  updateThread: DiscussionThread;
};


export type MutationAcceptInviteLinkArgs = {
  input: AcceptInviteLinkInput;
};


export type MutationAnnounceArgs = {
  input: AnnounceInput;
};


export type MutationAnswerTeamInvitationArgs = {
  input: AnswerTeamInvitationInput;
};


export type MutationBanMemberArgs = {
  input: BanMemberInput;
};


export type MutationCancelJoinRequestArgs = {
  input: GroupMembershipInput;
};


export type MutationCancelSessionArgs = {
  input: CancelSessionInput;
};


export type MutationCommentOnSessionArgs = {
  input: SessionCommentInput;
};


export type MutationCreateGroupArgs = {
  input: CreateGroupInput;
};


export type MutationCreateInviteLinkArgs = {
  input: CreateInviteLinkInput;
};


export type MutationDecideJoinRequestArgs = {
  input: DecideJoinRequestInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteGroupArgs = {
  input: DeleteGroupInput;
};


export type MutationDeleteReplyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteThreadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFollowThreadArgs = {
  following: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationHideAnnouncementArgs = {
  input: HidePostInput;
};


export type MutationHideReplyArgs = {
  input: HidePostInput;
};


export type MutationHideThreadArgs = {
  input: HidePostInput;
};


export type MutationInviteToTeamArgs = {
  input: InviteToTeamInput;
};


export type MutationJoinGroupArgs = {
  input: GroupMembershipInput;
};


export type MutationJoinWaitlistArgs = {
  input: GroupMembershipInput;
};


export type MutationLeaveGroupArgs = {
  input: GroupMembershipInput;
};


export type MutationLeaveTeamArgs = {
  input: GroupMembershipInput;
};


export type MutationLeaveWaitlistArgs = {
  input: GroupMembershipInput;
};


export type MutationLiftAccountSuspensionArgs = {
  input: LiftAccountSuspensionInput;
};


export type MutationLiftGroupSuspensionArgs = {
  input: LiftGroupSuspensionInput;
};


export type MutationMarkAnswerArgs = {
  input: MarkAnswerInput;
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationMoveSessionArgs = {
  input: MoveSessionInput;
};


export type MutationRemoveMemberArgs = {
  input: RemoveMemberInput;
};


export type MutationReplyToThreadArgs = {
  input: ReplyInput;
};


export type MutationReportContentArgs = {
  input: ReportInput;
};


export type MutationRequestToJoinArgs = {
  input: RequestToJoinInput;
};


export type MutationResolveReportArgs = {
  input: ResolveReportInput;
};


export type MutationResubscribeGroupEmailArgs = {
  input: ResubscribeGroupEmailInput;
};


export type MutationRevokeInviteLinksArgs = {
  input: GroupMembershipInput;
};


export type MutationRsvpArgs = {
  input: RsvpInput;
};


export type MutationSetJoinPolicyArgs = {
  input: SetJoinPolicyInput;
};


export type MutationSetReminderLeadTimeArgs = {
  input: SetReminderLeadTimeInput;
};


export type MutationSetRemindersArgs = {
  input: SetRemindersInput;
};


export type MutationSetScheduleArgs = {
  input: SetScheduleInput;
};


export type MutationSetTeamRoleArgs = {
  input: SetTeamRoleInput;
};


export type MutationSetThreadPublicArgs = {
  input: SetThreadPublicInput;
};


export type MutationStartThreadArgs = {
  input: StartThreadInput;
};


export type MutationSuspendAccountArgs = {
  input: SuspendAccountInput;
};


export type MutationSuspendGroupArgs = {
  input: SuspendGroupInput;
};


export type MutationTransferGroupArgs = {
  input: TransferGroupInput;
};


export type MutationUnbanMemberArgs = {
  input: UnbanMemberInput;
};


export type MutationUpdateGroupArgs = {
  input: UpdateGroupInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: UpdateNotificationPreferencesInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateReplyArgs = {
  input: ReplyInput;
};


export type MutationUpdateThreadArgs = {
  input: UpdateThreadInput;
};

/** A point and a radius: only groups whose place lies within `radiusKm` of the point. */
export type NearInput = {
  /** Latitude of the point in degrees, -90 to 90. */
  lat: Scalars['Float']['input'];
  /** Longitude of the point in degrees, -180 to 180. */
  lon: Scalars['Float']['input'];
  /** The radius in km: one of 5, 10, 25, 50, 100. */
  radiusKm: Scalars['Int']['input'];
};

/**
 * When a group meets next and how often: the start of its next session that is not cancelled, or
 * for a group without a schedule its start day.
 */
export type NextMeeting = {
  __typename?: 'NextMeeting';
  /** True when only the day is known (a group without a schedule): show the day of `startsAt` in UTC, without a time. */
  allDay: Scalars['Boolean']['output'];
  /** WEEKLY or MONTHLY when the meeting repeats; null for a meeting that happens once. */
  frequency: Maybe<RecurrenceFrequency>;
  /** Every how many weeks or months it repeats; 1 for a meeting that happens once. */
  interval: Scalars['Int']['output'];
  /** When the meeting starts. For a group without a schedule (`allDay`), 00:00 UTC of its start day. */
  startsAt: Scalars['DateTime']['output'];
  /** The group's IANA time zone for this meeting (UTC when `allDay`). */
  timeZone: Scalars['String']['output'];
};

/**
 * Something that happened to a group the user joined or waits for, or to a session they said Going
 * to. Stored until read, so nothing is lost while the user is away.
 */
export type Notification = {
  __typename?: 'Notification';
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The group's id (the group may no longer exist). */
  groupId: Scalars['ID']['output'];
  /** The group's name when it happened. */
  groupName: Scalars['String']['output'];
  /** The notification's id. */
  id: Scalars['ID']['output'];
  /** What happened. */
  kind: NotificationKind;
  /** True once the user marked it read. */
  read: Scalars['Boolean']['output'];
  /** REPORT_RESOLVED: what was done (whether the post was hidden, the handler's note); null when nothing was said, and for other kinds. */
  reportOutcome: Maybe<Scalars['String']['output']>;
  /** REPORT_FILED and REPORT_RESOLVED: what was reported, as its handlers see it (a title, a post's first words, a name); null for other kinds. */
  reportSummary: Maybe<Scalars['String']['output']>;
  /** SESSION_CANCELLED and SESSION_MOVED: the session's id (it stays the same when the session moves); null for other kinds. */
  sessionId: Maybe<Scalars['ID']['output']>;
  /** SESSION_CANCELLED and SESSION_MOVED: where the session takes place (after a move: its new place); null for other kinds. */
  sessionLocation: Maybe<Scalars['String']['output']>;
  /** SESSION_CANCELLED and SESSION_MOVED: when the session starts (after a move: its new start); null for other kinds. */
  sessionStartsAt: Maybe<Scalars['DateTime']['output']>;
};

/** How a person hears of one kind of news. */
export enum NotificationDelivery {
  /** In the app, and in one daily email with everything since the last one, at the digest hour. */
  Digest = 'DIGEST',
  /** In the app, and by email at once. */
  Email = 'EMAIL',
  /** In the app (the bell) only. */
  InApp = 'IN_APP',
  /** Not at all. */
  Off = 'OFF'
}

/** What a notification reports. */
export enum NotificationKind {
  /** The organizer of a group sent the user an announcement (listed on the group page). */
  Announcement = 'ANNOUNCEMENT',
  /** An organizer banned the user from the group (`viewerBan` has the reason). */
  Banned = 'BANNED',
  /** The organizer changed the date or place of a group the user joined. */
  GroupChanged = 'GROUP_CHANGED',
  /** A group the user joined or waited for was deleted. */
  GroupDeleted = 'GROUP_DELETED',
  /** An organizer approved the user's request to join (they are a member, or wait for a place from when they asked). */
  JoinApproved = 'JOIN_APPROVED',
  /** An organizer declined the user's request to join (`viewerJoinDecision` has their note). */
  JoinDeclined = 'JOIN_DECLINED',
  /** A place freed and the user, who was waiting, is now a member. */
  Promoted = 'PROMOTED',
  /** An organizer removed the user from the group (they may join again). */
  Removed = 'REMOVED',
  /** Something the user handles was reported (group organizers: content inside the group; site admins: a group or its organizers). `reportSummary` says what; who reported it is never said. */
  ReportFiled = 'REPORT_FILED',
  /** A report the user filed was resolved. `reportSummary` says what it was about, `reportOutcome` what was done. */
  ReportResolved = 'REPORT_RESOLVED',
  /** The user's role in the group changed (or they now own it). */
  RoleChanged = 'ROLE_CHANGED',
  /** The organizer cancelled a session the user said Going to (holding a place or waiting for one). `sessionId` names it. */
  SessionCancelled = 'SESSION_CANCELLED',
  /** The organizer moved a session the user said Going to, in time or place. `sessionStartsAt` and `sessionLocation` are the new ones. */
  SessionMoved = 'SESSION_MOVED',
  /** An organizer invited the user into the group's team; they answer with `answerTeamInvitation`. */
  TeamInvitation = 'TEAM_INVITATION',
  /** Someone replied in a thread the user follows. */
  ThreadReply = 'THREAD_REPLY',
  /** An organizer lifted the user's ban. */
  Unbanned = 'UNBANNED',
  /** A group the user waited for started before a place freed; the waitlist ended. */
  WaitlistEnded = 'WAITLIST_ENDED'
}

/** How a person hears of one kind of news. */
export type NotificationKindPreference = {
  __typename?: 'NotificationKindPreference';
  /** How it reaches them. */
  delivery: NotificationDelivery;
  /** The kind of news. */
  kind: NotificationPreferenceKind;
};

/** One kind's new delivery. */
export type NotificationKindPreferenceInput = {
  /** How it should reach you. */
  delivery: NotificationDelivery;
  /** The kind of news. */
  kind: NotificationPreferenceKind;
};

/** The kinds of news a person can choose how to hear of. */
export enum NotificationPreferenceKind {
  /** An organizer's announcement to a group you are in. */
  Announcement = 'ANNOUNCEMENT',
  /** An organizer banned you from a group (with the reason). */
  Banned = 'BANNED',
  /** A group you are in changed its date or place. */
  GroupChanged = 'GROUP_CHANGED',
  /** A group you are in was deleted. */
  GroupDeleted = 'GROUP_DELETED',
  /** An organizer approved your request to join a group. */
  JoinApproved = 'JOIN_APPROVED',
  /** An organizer declined your request to join a group (with their note, if any). */
  JoinDeclined = 'JOIN_DECLINED',
  /** You got a place from a waitlist. */
  Promoted = 'PROMOTED',
  /** A reminder before each session you said you are going to. */
  Reminder = 'REMINDER',
  /** An organizer removed you from a group. */
  Removed = 'REMOVED',
  /** Something you handle was reported (organizers: inside your group; admins: a group or its organizers). */
  ReportFiled = 'REPORT_FILED',
  /** A report you filed was resolved. */
  ReportResolved = 'REPORT_RESOLVED',
  /** Your role in a group's team changed. */
  RoleChanged = 'ROLE_CHANGED',
  /** A session you are going to was cancelled. */
  SessionCancelled = 'SESSION_CANCELLED',
  /** A session you are going to has a new time or place. */
  SessionMoved = 'SESSION_MOVED',
  /** An organizer invited you to a group's team. */
  TeamInvitation = 'TEAM_INVITATION',
  /** Someone replied in a discussion you follow. */
  ThreadReply = 'THREAD_REPLY',
  /** An organizer lifted your ban from a group. */
  Unbanned = 'UNBANNED',
  /** A group you waited for started before a place opened. */
  WaitlistEnded = 'WAITLIST_ENDED'
}

/** How a person hears of news, and when their digest goes out. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** The hour of the day (0 to 23, in `timeZone`) at which the daily digest goes out. */
  digestHour: Scalars['Int']['output'];
  /** The groups the user unsubscribed from some kinds of email for (their settings above hold for every other group). */
  groupUnsubscribes: Array<GroupEmailUnsubscribe>;
  /** Every kind, in a fixed order, with the default for kinds never chosen. */
  kinds: Array<NotificationKindPreference>;
  /** The IANA time zone times are shown in, or null for each group's own zone. */
  timeZone: Maybe<Scalars['String']['output']>;
};

/** The direction of an order. */
export enum OrderDirection {
  /** Smallest (or A, or earliest) first. */
  Asc = 'ASC',
  /** Largest (or Z, or latest) first. */
  Desc = 'DESC'
}

/** Information about one page of a connection (Relay cursor connections specification). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of this page; pass it as `after` to get the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last one of this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when this page does not start at the beginning of the list. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of this page, or null when the page is empty. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A place from the offline gazetteer that ships with the app: a city, or online. */
export type Place = {
  __typename?: 'Place';
  /** The ISO 3166-1 alpha-2 country code, e.g. `CH`; null for online. */
  country: Maybe<Scalars['String']['output']>;
  /** The place's id, to pass as `placeId`: a GeoNames id, or `online`. */
  id: Scalars['ID']['output'];
  /** A city, or online. */
  kind: PlaceKind;
  /** Latitude in degrees; null for online. */
  lat: Maybe<Scalars['Float']['output']>;
  /** Longitude in degrees; null for online. */
  lon: Maybe<Scalars['Float']['output']>;
  /** The place's name, e.g. `Zürich`. */
  name: Scalars['String']['output'];
  /** How many people live there (GeoNames); null for online. */
  population: Maybe<Scalars['Int']['output']>;
};

/** What kind of place a group meets at. */
export enum PlaceKind {
  /** A city or town (GeoNames, at least 1,000 inhabitants), with coordinates. */
  City = 'CITY',
  /** Online: no coordinates, never in a near-me list. */
  Online = 'ONLINE'
}

export type Query = {
  __typename?: 'Query';
  /** One thread. NOT_FOUND when it does not exist or the signed-in user may not read it. */
  discussionThread: DiscussionThread;
  /** One group by id. Public. Fails with NOT_FOUND when there is no such group and BAD_USER_INPUT when the id is malformed. */
  group: Maybe<Group>;
  /**
   * How many groups match the filter in each of the eight categories, in display order (zeros
   * included). The filter's own `categories` are ignored, so each count tells what choosing that
   * category would list. Public.
   */
  groupCounts: Array<HobbyCategoryCount>;
  /** Groups, optionally filtered, in the requested order, one page at a time. Public. */
  groups: GroupConnection;
  /** The groups organized by the user with this email. Signed-in users only, and only for their own email: any other email is FORBIDDEN. */
  groupsByEmail: GroupConnection;
  /** The eight hobby categories with their display names, in display order. */
  hobbyCategories: Array<HobbyCategoryOption>;
  /**
   * Places whose name starts with the text (accents and case ignored: `zur` finds Zürich), the most
   * populous first; `Online` first when the text starts it. From a gazetteer that ships with the app:
   * no outside service is asked. Public.
   */
  places: Array<Place>;
  /** The site's report queue, newest first (admins only). */
  reportQueue: Array<Report>;
  /** A session's comments (members and the organizer only). */
  sessionComments: SessionComments;
  /** What admins did to accounts, newest first (admins only). */
  siteAuditLog: Array<AuditEntry>;
  /** Suspended accounts, newest first (admins only). */
  suspendedAccounts: Array<AccountSuspension>;
  /** The signed-in user, or null for anonymous requests. */
  viewer: Maybe<Viewer>;
};


export type QueryDiscussionThreadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupCountsArgs = {
  filter?: InputMaybe<GroupFilter>;
};


export type QueryGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GroupFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<GroupOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GroupSort>;
};


export type QueryGroupsByEmailArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlacesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryReportQueueArgs = {
  audience?: InputMaybe<ReportAudience>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportStatus>;
};


export type QuerySessionCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sessionId: Scalars['ID']['input'];
};


export type QuerySiteAuditLogArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * How a schedule repeats. Sessions are computed on the group's wall clock, so a weekly 7 PM
 * session stays at 7 PM local time across daylight-saving changes.
 */
export type Recurrence = {
  __typename?: 'Recurrence';
  /** How many sessions the schedule has in all; null when it is not limited by a count. */
  count: Maybe<Scalars['Int']['output']>;
  /** Weekly or monthly. */
  frequency: RecurrenceFrequency;
  /** Every how many weeks or months (1: every week/month). */
  interval: Scalars['Int']['output'];
  /** MONTHLY: the day of the month, 1 to 31 (months without that day have no session); null otherwise. */
  monthDay: Maybe<Scalars['Int']['output']>;
  /** The last day a session may fall on, in the group's time zone; null when the schedule does not end on a date. */
  until: Maybe<Scalars['Date']['output']>;
  /** MONTHLY: 1 to 4 for the first to fourth `weekdays` of the month, -1 for the last; null otherwise. */
  weekOfMonth: Maybe<Scalars['Int']['output']>;
  /** WEEKLY: the days of the week. MONTHLY with `weekOfMonth`: the one weekday. Empty for a day of the month. */
  weekdays: Array<Weekday>;
};

/** How often a schedule repeats. */
export enum RecurrenceFrequency {
  /** Every `interval` months, on a day of the month or on the first/second/third/fourth/last weekday. */
  Monthly = 'MONTHLY',
  /** Every `interval` weeks, on the chosen weekdays. */
  Weekly = 'WEEKLY'
}

/** How a schedule repeats. */
export type RecurrenceInput = {
  /** How many sessions in all, 1 to 1000. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Weekly or monthly. */
  frequency: RecurrenceFrequency;
  /** Every how many weeks or months, 1 to 52. Default 1. */
  interval?: InputMaybe<Scalars['Int']['input']>;
  /** MONTHLY: the day of the month, 1 to 31. Give this or `weekOfMonth`. */
  monthDay?: InputMaybe<Scalars['Int']['input']>;
  /** The last day a session may fall on, `YYYY-MM-DD` in the group's time zone. Give this, `count` or neither. */
  until?: InputMaybe<Scalars['String']['input']>;
  /** MONTHLY: 1 to 4 for the first to fourth weekday of the month, -1 for the last. Give this or `monthDay`. */
  weekOfMonth?: InputMaybe<Scalars['Int']['input']>;
  /** WEEKLY: the days of the week (default: the first session's weekday). MONTHLY with `weekOfMonth`: one weekday. */
  weekdays?: InputMaybe<Array<Weekday>>;
};

/** Whom to remove from a group. */
export type RemoveMemberInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The member's id (`Member.id`). */
  uid: Scalars['ID']['input'];
};

/** A reply, or a change of one's own reply. */
export type ReplyInput = {
  /** Markdown, 1 to 2,000 characters. */
  body: Scalars['String']['input'];
  /** The thread (replyToThread) or the reply (updateReply). */
  id: Scalars['ID']['input'];
};

/** One person's report of one thing. Reporting the same thing again answers the same report. */
export type Report = {
  __typename?: 'Report';
  /** Who handles it. */
  audience: ReportAudience;
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The group it concerns. */
  groupId: Scalars['ID']['output'];
  /** The group's name when the report was filed. */
  groupName: Scalars['String']['output'];
  /** The reported post was hidden when the report was resolved. */
  hidden: Scalars['Boolean']['output'];
  /** The report's id. */
  id: Scalars['ID']['output'];
  /** The reporter's note, if any. */
  note: Maybe<Scalars['String']['output']>;
  /** Why. */
  reason: ReportReason;
  /** Who filed it: the site's admins and the reporter only; null for a group's organizers. */
  reporterName: Maybe<Scalars['String']['output']>;
  /** What was done, as the resolver wrote it. */
  resolution: Maybe<Scalars['String']['output']>;
  /** When it was resolved. */
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  /** The display name of whoever resolved it. */
  resolverName: Maybe<Scalars['String']['output']>;
  /** Open or resolved. */
  status: ReportStatus;
  /** What is reported. */
  subject: ReportSubject;
  /** What the handlers see of the reported thing: a title, a post's first words, a member's name. */
  summary: Scalars['String']['output'];
  /** The group's id, the post's id, or the member's id. */
  targetId: Scalars['ID']['output'];
  /** A reported thread's own id, or the thread a reported reply is in (to link to it); null for the rest. */
  threadId: Maybe<Scalars['ID']['output']>;
};

export { ReportAudience };

/** Report a group, a post or a member. */
export type ReportInput = {
  /** MEMBER only: the group the member is reported in. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** What the handlers should know (at most 1000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Why. */
  reason: ReportReason;
  /** What is reported. */
  subject: ReportSubject;
  /** The group's id, the post's id, or (MEMBER) the member's id. */
  targetId: Scalars['ID']['input'];
};

/** A report after it was filed or resolved. */
export type ReportPayload = {
  __typename?: 'ReportPayload';
  /** The report. */
  report: Report;
};

export { ReportReason };

export { ReportStatus };

export { ReportSubject };

/** A request to join a group that needs approval. */
export type RequestToJoinInput = {
  /** One answer per question of the group, in its order, 1 to 1000 characters each. */
  answers?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The group. */
  groupId: Scalars['ID']['input'];
};

/** The result of resetCalendarFeed. */
export type ResetCalendarFeedPayload = {
  __typename?: 'ResetCalendarFeedPayload';
  /** The new secret address of the calendar feed; the old one no longer works. */
  calendarFeedUrl: Scalars['URL']['output'];
  /** The signed-in user. */
  viewer: Viewer;
};

/** Resolve a report. */
export type ResolveReportInput = {
  /** Hide the reported thread, reply or announcement from everyone but its author. */
  hide?: InputMaybe<Scalars['Boolean']['input']>;
  /** The report. */
  id: Scalars['ID']['input'];
  /** What was done, for the reporter and the log (at most 1000 characters). */
  resolution?: InputMaybe<Scalars['String']['input']>;
};

/** One kind of news from one group to hear of by email again. */
export type ResubscribeGroupEmailInput = {
  /** The group's id. */
  groupId: Scalars['ID']['input'];
  /** The kind. */
  kind: NotificationPreferenceKind;
};

/** A member's answer for one session. */
export type RsvpInput = {
  /** True: going (a place, or the waitlist when the session is full). False: not going (gives a place up; the first waiting member gets it). */
  going: Scalars['Boolean']['input'];
  /** The session's id. */
  sessionId: Scalars['ID']['input'];
};

/** The result of rsvp. */
export type RsvpPayload = {
  __typename?: 'RsvpPayload';
  /** The session with its new counts and the viewer's answer. */
  session: Session;
};

export { RsvpStatus };

/**
 * When and how often a group meets. Times are stored in UTC with the group's IANA time zone; the
 * wall-clock start in that zone is what repeats.
 */
export type Schedule = {
  __typename?: 'Schedule';
  /** Places per session (defaults to the group's maxMembers). */
  capacity: Scalars['Int']['output'];
  /** How long each session lasts, in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** The same start as the organizer set it: wall-clock `YYYY-MM-DDTHH:mm` in `timeZone`. */
  localStartsAt: Scalars['String']['output'];
  /** How the schedule repeats, or null for a single session. */
  recurrence: Maybe<Recurrence>;
  /** The schedule as RFC 5545 text (`DTSTART;TZID=…` and `RRULE:…`), for calendars. */
  rrule: Scalars['String']['output'];
  /** When the first session (of the current pattern) starts. */
  startsAt: Scalars['DateTime']['output'];
  /** The group's IANA time zone, e.g. `Europe/Lisbon`. */
  timeZone: Scalars['String']['output'];
};

/** When and how often a group meets. */
export type ScheduleInput = {
  /** Places per session, 1 to 10000. Default: the group's maxMembers. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** How long each session lasts, 5 to 1440 minutes. Default 120. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** How the schedule repeats; leave out for a single session. */
  recurrence?: InputMaybe<RecurrenceInput>;
  /** The first session's start as wall-clock time in `timeZone`, `YYYY-MM-DDTHH:mm`. */
  startsAt: Scalars['String']['input'];
  /** An IANA time zone name, e.g. `Europe/Lisbon`. */
  timeZone: Scalars['String']['input'];
};

/** One meeting of a group: an occurrence of its schedule, possibly moved or cancelled. */
export type Session = {
  __typename?: 'Session';
  /** True when the organizer cancelled this session. */
  cancelled: Scalars['Boolean']['output'];
  /** Places this session has (the schedule's capacity, by default the group's maxMembers). */
  capacity: Scalars['Int']['output'];
  /** When it ends. */
  endsAt: Scalars['DateTime']['output'];
  /** How many members are going (with a place). */
  goingCount: Scalars['Int']['output'];
  /** The session's id: the group id and the session's originally scheduled start, e.g. `<groupId>:20260310T180000Z`. Stays the same when the session is moved. */
  id: Scalars['ID']['output'];
  /** Where it takes place: the group's location unless this session was moved elsewhere. */
  location: Scalars['String']['output'];
  /** Places left: capacity minus goingCount, never below zero. */
  spotsLeft: Scalars['Int']['output'];
  /** When it starts (moved sessions: the new time). */
  startsAt: Scalars['DateTime']['output'];
  /** The group's IANA time zone: show times in the viewer's zone, with this one beside them when they differ. */
  timeZone: Scalars['String']['output'];
  /** The signed-in member's answer, or null when they have not answered (always null for anonymous visitors). */
  viewerRsvp: Maybe<RsvpStatus>;
  /** How many members wait for a place. */
  waitlistCount: Scalars['Int']['output'];
};

/** A comment on a session. */
export type SessionCommentInput = {
  /** Markdown, 1 to 2,000 characters. */
  body: Scalars['String']['input'];
  /** The session. */
  sessionId: Scalars['ID']['input'];
};

/** A session's comments. */
export type SessionComments = {
  __typename?: 'SessionComments';
  /** The comments, oldest first. */
  comments: DiscussionReplyConnection;
  /** The comment thread, or null before the first comment. */
  thread: Maybe<DiscussionThread>;
};

/** A page of a group's sessions, by start time. */
export type SessionConnection = {
  __typename?: 'SessionConnection';
  /** The sessions of this page with their cursors. */
  edges: Array<SessionEdge>;
  /** The sessions of this page (the same as `edges.node`). */
  nodes: Array<Session>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many sessions start from `from` on in all pages together; null when the schedule repeats without end, or when more than 1000 do (counting stops there). */
  totalCount: Maybe<Scalars['Int']['output']>;
};

/** One session in a connection, with the cursor that marks its place. */
export type SessionEdge = {
  __typename?: 'SessionEdge';
  /** An opaque cursor: pass it as `after` to continue after this session. */
  cursor: Scalars['String']['output'];
  /** The session. */
  node: Session;
};

/** The result of cancelSession or moveSession. */
export type SessionPayload = {
  __typename?: 'SessionPayload';
  /** The session's group (its nextSession and isActive may have changed). */
  group: Group;
  /** The session as it is after the change. */
  session: Session;
};

/** A group's join policy and questions. */
export type SetJoinPolicyInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The new policy. */
  policy: JoinPolicy;
  /** APPROVAL only: up to 3 questions, 3 to 200 characters each. */
  questions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The group and its new reminder lead time. */
export type SetReminderLeadTimeInput = {
  /** The group's id. */
  id: Scalars['ID']['input'];
  /** Hours before each session: 2, 24 or 48. */
  reminderLeadHours: Scalars['Int']['input'];
};

/** The group with its new reminder lead time. */
export type SetReminderLeadTimePayload = {
  __typename?: 'SetReminderLeadTimePayload';
  /** The group. */
  group: Group;
};

/** A group's reminder settings; what is left out stays. */
export type SetRemindersInput = {
  /** The group's id. */
  id: Scalars['ID']['input'];
  /** Also ask the members who have not answered, at the same time. */
  nudgeUnanswered?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hours before each session: 2, 24 or 48. */
  reminderLeadHours?: InputMaybe<Scalars['Int']['input']>;
};

/** Sets a group's schedule. Only the organizer may. */
export type SetScheduleInput = {
  /** Change only this session and all after it ("this and all following"); earlier sessions keep the old pattern. Leave out to replace the whole schedule (session changes are dropped). */
  fromSessionId?: InputMaybe<Scalars['ID']['input']>;
  /** The group's id. */
  id: Scalars['ID']['input'];
  /** The new schedule. */
  schedule: ScheduleInput;
};

/** The result of setSchedule. */
export type SetSchedulePayload = {
  __typename?: 'SetSchedulePayload';
  /** The group with its new schedule, sessions and startDate (the first session's day). */
  group: Group;
};

/** A change of one team member's role. */
export type SetTeamRoleInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The new role; MEMBER takes them off the team. */
  role: AssignableRole;
  /** The team member's id (`TeamMember.id`). */
  uid: Scalars['ID']['input'];
};

/** Show an answered question to visitors, or stop. */
export type SetThreadPublicInput = {
  /** The question. */
  id: Scalars['ID']['input'];
  /** True to show it. */
  isPublic: Scalars['Boolean']['input'];
};

/** A new thread. */
export type StartThreadInput = {
  /** Markdown, 1 to 2,000 characters. */
  body: Scalars['String']['input'];
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** A question (a reply can be marked as its answer). */
  isQuestion?: InputMaybe<Scalars['Boolean']['input']>;
  /** 3 to 200 characters. */
  title: Scalars['String']['input'];
};

/**
 * Live updates, over the graphql-ws protocol (WebSocket) on `/graphql`. Send the Firebase ID token
 * as `connectionParams: { authorization: "Bearer <token>" }` to see viewer fields; without it the
 * viewer is anonymous. A bad token closes the socket with code 4403.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** New threads, replies and answers, edits, hides and deletions of a group's discussion as the signed-in user may see them, from any app process. */
  discussionUpdated: DiscussionUpdate;
  /**
   * The group each time its fields, `memberCount`, `spotsLeft` or `waitlistCount` change — by anyone, through any app
   * process. Fails with NOT_FOUND for a missing group and BAD_USER_INPUT for a malformed id; ends
   * (complete) when the group is deleted.
   */
  groupChanged: Group;
  /** Each notification stored for the signed-in user from now on. Fails with UNAUTHENTICATED without a token. */
  notificationAdded: Notification;
  /** Reports filed or resolved from now on, from any app process: every one for the site's admins; with `groupId`, that group's for its organizers. */
  reportQueueChanged: Report;
};


/**
 * Live updates, over the graphql-ws protocol (WebSocket) on `/graphql`. Send the Firebase ID token
 * as `connectionParams: { authorization: "Bearer <token>" }` to see viewer fields; without it the
 * viewer is anonymous. A bad token closes the socket with code 4403.
 */
export type SubscriptionDiscussionUpdatedArgs = {
  groupId: Scalars['ID']['input'];
};


/**
 * Live updates, over the graphql-ws protocol (WebSocket) on `/graphql`. Send the Firebase ID token
 * as `connectionParams: { authorization: "Bearer <token>" }` to see viewer fields; without it the
 * viewer is anonymous. A bad token closes the socket with code 4403.
 */
export type SubscriptionGroupChangedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live updates, over the graphql-ws protocol (WebSocket) on `/graphql`. Send the Firebase ID token
 * as `connectionParams: { authorization: "Bearer <token>" }` to see viewer fields; without it the
 * viewer is anonymous. A bad token closes the socket with code 4403.
 */
export type SubscriptionReportQueueChangedArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
};

/** Suspend an account. */
export type SuspendAccountInput = {
  /** Why (3 to 500 characters). */
  reason: Scalars['String']['input'];
  /** The account's id. */
  uid: Scalars['ID']['input'];
};

/** Suspend a group. */
export type SuspendGroupInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** Why: shown to the group's organizers (3 to 500 characters). */
  reason: Scalars['String']['input'];
};

/** Why a group is suspended. */
export enum SuspensionCause {
  /** Its owner's account is suspended; it returns when that is lifted. */
  Account = 'ACCOUNT',
  /** A site admin suspended the group itself. */
  Group = 'GROUP'
}

/** An invitation into a group's team, waiting for the invited person's answer. */
export type TeamInvitation = {
  __typename?: 'TeamInvitation';
  /** The group they are invited to. */
  group: Group;
  /** When they were invited. */
  invitedAt: Scalars['DateTime']['output'];
  /** The invited person's id (their uid). */
  inviteeId: Scalars['ID']['output'];
  /** The role they are offered. */
  role: TeamRole;
};

/** One person of a group's organizing team, as anyone may see them. */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** Their display name. */
  displayName: Scalars['String']['output'];
  /** The person's id (their uid): what `setTeamRole` and `transferGroup` take. */
  id: Scalars['ID']['output'];
  /** Their role: OWNER, CO_ORGANIZER or HOST. */
  role: GroupRole;
};

/** The result of a change of a group's team. */
export type TeamPayload = {
  __typename?: 'TeamPayload';
  /** The group as it is after the change, with its team. */
  group: Group;
};

export { TeamRole };

/** Who takes the group over. */
export type TransferGroupInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** A co-organizer's id (`TeamMember.id`): they become the owner, and the owner a co-organizer. */
  uid: Scalars['ID']['input'];
};

/** Whose ban to lift. */
export type UnbanMemberInput = {
  /** The group. */
  groupId: Scalars['ID']['input'];
  /** The banned person (`Ban.id`). */
  uid: Scalars['ID']['input'];
};

/** Changes to a group. Only the organizer may update it. Fields left out stay as they are; the group name cannot be changed. */
export type UpdateGroupInput = {
  /** The new description, 10 to 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The new hobby category. */
  hobbyCategory?: InputMaybe<HobbyCategory>;
  /** The id of the group to change. */
  id: Scalars['ID']['input'];
  /** The new cover image, an absolute http(s) URL of at most 2048 characters. */
  imageURL?: InputMaybe<Scalars['String']['input']>;
  /** The new location, 2 to 200 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The new largest number of members, a whole number from 1 to 10000. */
  maxMembers?: InputMaybe<Scalars['Int']['input']>;
  /** The new place: an `id` from `places`; empty or null removes it. */
  placeId?: InputMaybe<Scalars['ID']['input']>;
  /** The new start day, `YYYY-MM-DD`. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** The new street address or venue, at most 200 characters; empty or null removes it. */
  venue?: InputMaybe<Scalars['String']['input']>;
};

/** The result of updateGroup. */
export type UpdateGroupPayload = {
  __typename?: 'UpdateGroupPayload';
  /** The group as it is after the change. */
  group: Group;
};

/** What to change; what is left out stays. */
export type UpdateNotificationPreferencesInput = {
  /** The digest's hour of the day, 0 to 23, in your time zone. */
  digestHour?: InputMaybe<Scalars['Int']['input']>;
  /** New deliveries for some kinds. */
  kinds?: InputMaybe<Array<NotificationKindPreferenceInput>>;
  /** Your IANA time zone, e.g. Europe/Berlin; null: each group's own zone. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** The preferences after the change. */
export type UpdateNotificationPreferencesPayload = {
  __typename?: 'UpdateNotificationPreferencesPayload';
  /** The preferences now. */
  notificationPreferences: NotificationPreferences;
};

/** The profile fields to change; give at least one. The new display name also shows as the organizer name on every group the user organizes. */
export type UpdateProfileInput = {
  /** The new display name, 1 to 100 characters. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** The new profile photo: an absolute http or https URL of at most 2048 characters. An empty string removes the photo. */
  photoURL?: InputMaybe<Scalars['String']['input']>;
};

/** The result of updateProfile. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The signed-in user after the change. */
  viewer: Viewer;
};

/** Changes to one's own thread (at least one field). */
export type UpdateThreadInput = {
  /** Markdown, 1 to 2,000 characters. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The thread. */
  id: Scalars['ID']['input'];
  /** A question or not. */
  isQuestion?: InputMaybe<Scalars['Boolean']['input']>;
  /** 3 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user, as identified by the Firebase ID token of the request. */
export type Viewer = {
  __typename?: 'Viewer';
  /**
   * The secret address of the user's calendar feed: an iCalendar file of every group they joined
   * (and, marked tentative with "(waitlist)", every group they wait for), for calendar apps to subscribe to. A one-off group is
   * an all-day event on its start day; a recurring group is its series: a VEVENT with the schedule's RRULE in the group's
   * time zone (TZID + VTIMEZONE), an EXDATE per cancelled session and an overriding VEVENT (RECURRENCE-ID) per moved one.
   * Anyone with the address can read the feed: share it with nobody, and reset it with `resetCalendarFeed` if it leaked
   * (deleting the account removes it too).
   */
  calendarFeedUrl: Scalars['URL']['output'];
  /** When the account was created, or null if the identity provider does not say. */
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** The user's display name, or null if none is set. */
  displayName: Maybe<Scalars['String']['output']>;
  /** The user's email address. */
  email: Maybe<Scalars['EmailAddress']['output']>;
  /** How many groups the user organizes. */
  groupCount: Scalars['Int']['output'];
  /** The groups the user organizes, by name A to Z. */
  groups: GroupConnection;
  /** The user's Firebase uid. */
  id: Scalars['ID']['output'];
  /** True for a site admin (ADMIN_UIDS or the `admin` custom claim). */
  isAdmin: Scalars['Boolean']['output'];
  /** How many groups the user has joined. */
  joinedGroupCount: Scalars['Int']['output'];
  /** The groups the user has joined, by name A to Z. */
  joinedGroups: GroupConnection;
  /** How the user hears of each kind of news (in the app only, email at once, a daily digest, or not at all), their digest hour and time zone. */
  notificationPreferences: NotificationPreferences;
  /** The user's newest notifications first (at most 50). */
  notifications: Array<Notification>;
  /** The user's profile photo URL, or null if none is set. Read from the identity provider, so it is current even before the ID token is refreshed. */
  photoURL: Maybe<Scalars['String']['output']>;
  /** What the user reported, newest first, with each report's status. */
  reports: Array<Report>;
  /** How the user can sign in: `password` (email and password), `google.com`, … A password can be changed only for `password` accounts. */
  signInProviders: Array<Scalars['String']['output']>;
  /** Invitations into groups' teams waiting for the user's answer (`answerTeamInvitation`), oldest first. */
  teamInvitations: Array<TeamInvitation>;
  /** How many of the user's notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
};


/** The signed-in user, as identified by the Firebase ID token of the request. */
export type ViewerGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The signed-in user, as identified by the Firebase ID token of the request. */
export type ViewerJoinedGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The signed-in user, as identified by the Firebase ID token of the request. */
export type ViewerReportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A person waiting for a place in a full group, as its organizer sees them. */
export type WaitingMember = {
  __typename?: 'WaitingMember';
  /** Their display name (or the first part of their email when they have none). */
  displayName: Scalars['String']['output'];
  /** When they joined the waitlist; the earliest is promoted first. */
  queuedAt: Scalars['DateTime']['output'];
};

/** A day of the week (RFC 5545 abbreviations). */
export enum Weekday {
  /** Friday. */
  Fr = 'FR',
  /** Monday. */
  Mo = 'MO',
  /** Saturday. */
  Sa = 'SA',
  /** Sunday. */
  Su = 'SU',
  /** Thursday. */
  Th = 'TH',
  /** Tuesday. */
  Tu = 'TU',
  /** Wednesday. */
  We = 'WE'
}



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInviteLinkInput: AcceptInviteLinkInput;
  AccountSuspension: ResolverTypeWrapper<AccountSuspensionRecordModel>;
  AccountSuspensionPayload: ResolverTypeWrapper<Omit<AccountSuspensionPayload, 'suspension'> & { suspension: ResolversTypes['AccountSuspension'] }>;
  AnnounceInput: AnnounceInput;
  Announcement: ResolverTypeWrapper<AnnouncementViewModel>;
  AnnouncementAudience: AnnouncementAudience;
  AnnouncementConnection: ResolverTypeWrapper<AnnouncementPageModel>;
  AnswerTeamInvitationInput: AnswerTeamInvitationInput;
  AssignableRole: AssignableRole;
  AuditAction: AuditAction;
  AuditEntry: ResolverTypeWrapper<AuditRecordModel>;
  AuditEntryConnection: ResolverTypeWrapper<Omit<AuditEntryConnection, 'nodes'> & { nodes: Array<ResolversTypes['AuditEntry']> }>;
  Ban: ResolverTypeWrapper<BanRecordModel>;
  BanConnection: ResolverTypeWrapper<BanPageModel>;
  BanMemberInput: BanMemberInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelSessionInput: CancelSessionInput;
  CreateGroupInput: CreateGroupInput;
  CreateGroupPayload: ResolverTypeWrapper<Omit<CreateGroupPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  CreateInviteLinkInput: CreateInviteLinkInput;
  CreateInviteLinkPayload: ResolverTypeWrapper<Omit<CreateInviteLinkPayload, 'group' | 'link'> & { group: ResolversTypes['Group'], link: ResolversTypes['InviteLink'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideJoinRequestInput: DecideJoinRequestInput;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteGroupInput: DeleteGroupInput;
  DeleteGroupPayload: ResolverTypeWrapper<DeleteGroupPayload>;
  DeletedPost: ResolverTypeWrapper<DeletedPost>;
  DiscussionReply: ResolverTypeWrapper<ReplyViewModel>;
  DiscussionReplyConnection: ResolverTypeWrapper<ReplyPageModel>;
  DiscussionThread: ResolverTypeWrapper<ThreadViewModel>;
  DiscussionThreadConnection: ResolverTypeWrapper<ThreadPageModel>;
  DiscussionUpdate: ResolverTypeWrapper<DiscussionUpdateModel>;
  DiscussionUpdateKind: DiscussionUpdateKind;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Group: ResolverTypeWrapper<GroupRecordModel>;
  GroupConnection: ResolverTypeWrapper<GroupPageModel>;
  GroupEdge: ResolverTypeWrapper<Omit<GroupEdge, 'node'> & { node: ResolversTypes['Group'] }>;
  GroupEmailUnsubscribe: ResolverTypeWrapper<GroupUnsubscribeModel>;
  GroupFilter: GroupFilter;
  GroupMembershipInput: GroupMembershipInput;
  GroupMembershipPayload: ResolverTypeWrapper<Omit<GroupMembershipPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  GroupOrder: GroupOrder;
  GroupOrderField: GroupOrderField;
  GroupRole: GroupRole;
  GroupSort: GroupSort;
  GroupSuspension: ResolverTypeWrapper<GroupSuspensionModel>;
  GroupSuspensionPayload: ResolverTypeWrapper<Omit<GroupSuspensionPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  HidePostInput: HidePostInput;
  HobbyCategory: HobbyCategory;
  HobbyCategoryCount: ResolverTypeWrapper<CategoryCountModel>;
  HobbyCategoryOption: ResolverTypeWrapper<HobbyCategoryOption>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteLink: ResolverTypeWrapper<InviteLinkModel>;
  InviteLinkCheck: ResolverTypeWrapper<InviteCheckModel>;
  InviteLinkStatus: InviteLinkStatus;
  InviteToTeamInput: InviteToTeamInput;
  JoinAnswer: ResolverTypeWrapper<JoinAnswer>;
  JoinDecision: ResolverTypeWrapper<JoinDecisionRecordModel>;
  JoinDecisionKind: JoinDecisionKind;
  JoinPolicy: JoinPolicy;
  JoinRequest: ResolverTypeWrapper<JoinRequestRecordModel>;
  JoinRequestConnection: ResolverTypeWrapper<QueuePageModel>;
  LiftAccountSuspensionInput: LiftAccountSuspensionInput;
  LiftGroupSuspensionInput: LiftGroupSuspensionInput;
  MarkAllNotificationsReadPayload: ResolverTypeWrapper<MarkAllNotificationsReadPayload>;
  MarkAnswerInput: MarkAnswerInput;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'notification'> & { notification: ResolversTypes['Notification'] }>;
  Member: ResolverTypeWrapper<MembershipRecordModel>;
  MoveSessionInput: MoveSessionInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearInput: NearInput;
  NextMeeting: ResolverTypeWrapper<NextMeetingModel>;
  Notification: ResolverTypeWrapper<NotificationRecordModel>;
  NotificationDelivery: NotificationDelivery;
  NotificationKind: NotificationKind;
  NotificationKindPreference: ResolverTypeWrapper<KindPreferenceModel>;
  NotificationKindPreferenceInput: NotificationKindPreferenceInput;
  NotificationPreferenceKind: NotificationPreferenceKind;
  NotificationPreferences: ResolverTypeWrapper<PreferencesModel>;
  OrderDirection: OrderDirection;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Place: ResolverTypeWrapper<PlaceRecordModel>;
  PlaceKind: PlaceKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recurrence: ResolverTypeWrapper<RecurrenceRecordModel>;
  RecurrenceFrequency: RecurrenceFrequency;
  RecurrenceInput: RecurrenceInput;
  RemoveMemberInput: RemoveMemberInput;
  ReplyInput: ReplyInput;
  Report: ResolverTypeWrapper<ReportRecordModel>;
  ReportAudience: ReportAudience;
  ReportInput: ReportInput;
  ReportPayload: ResolverTypeWrapper<Omit<ReportPayload, 'report'> & { report: ResolversTypes['Report'] }>;
  ReportReason: ReportReason;
  ReportStatus: ReportStatus;
  ReportSubject: ReportSubject;
  RequestToJoinInput: RequestToJoinInput;
  ResetCalendarFeedPayload: ResolverTypeWrapper<Omit<ResetCalendarFeedPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  ResolveReportInput: ResolveReportInput;
  ResubscribeGroupEmailInput: ResubscribeGroupEmailInput;
  RsvpInput: RsvpInput;
  RsvpPayload: ResolverTypeWrapper<Omit<RsvpPayload, 'session'> & { session: ResolversTypes['Session'] }>;
  RsvpStatus: RsvpStatus;
  Schedule: ResolverTypeWrapper<ScheduleViewModel>;
  ScheduleInput: ScheduleInput;
  Session: ResolverTypeWrapper<SessionViewModel>;
  SessionCommentInput: SessionCommentInput;
  SessionComments: ResolverTypeWrapper<SessionCommentsViewModel>;
  SessionConnection: ResolverTypeWrapper<SessionPageModel>;
  SessionEdge: ResolverTypeWrapper<Omit<SessionEdge, 'node'> & { node: ResolversTypes['Session'] }>;
  SessionPayload: ResolverTypeWrapper<Omit<SessionPayload, 'group' | 'session'> & { group: ResolversTypes['Group'], session: ResolversTypes['Session'] }>;
  SetJoinPolicyInput: SetJoinPolicyInput;
  SetReminderLeadTimeInput: SetReminderLeadTimeInput;
  SetReminderLeadTimePayload: ResolverTypeWrapper<Omit<SetReminderLeadTimePayload, 'group'> & { group: ResolversTypes['Group'] }>;
  SetRemindersInput: SetRemindersInput;
  SetScheduleInput: SetScheduleInput;
  SetSchedulePayload: ResolverTypeWrapper<Omit<SetSchedulePayload, 'group'> & { group: ResolversTypes['Group'] }>;
  SetTeamRoleInput: SetTeamRoleInput;
  SetThreadPublicInput: SetThreadPublicInput;
  StartThreadInput: StartThreadInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuspendAccountInput: SuspendAccountInput;
  SuspendGroupInput: SuspendGroupInput;
  SuspensionCause: SuspensionCause;
  TeamInvitation: ResolverTypeWrapper<InvitationRecordModel>;
  TeamMember: ResolverTypeWrapper<TeamMemberViewModel>;
  TeamPayload: ResolverTypeWrapper<Omit<TeamPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  TeamRole: TeamRole;
  TransferGroupInput: TransferGroupInput;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UnbanMemberInput: UnbanMemberInput;
  UpdateGroupInput: UpdateGroupInput;
  UpdateGroupPayload: ResolverTypeWrapper<Omit<UpdateGroupPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  UpdateNotificationPreferencesPayload: ResolverTypeWrapper<Omit<UpdateNotificationPreferencesPayload, 'notificationPreferences'> & { notificationPreferences: ResolversTypes['NotificationPreferences'] }>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  UpdateThreadInput: UpdateThreadInput;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  WaitingMember: ResolverTypeWrapper<WaitingRecordModel>;
  Weekday: Weekday;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInviteLinkInput: AcceptInviteLinkInput;
  AccountSuspension: AccountSuspensionRecordModel;
  AccountSuspensionPayload: Omit<AccountSuspensionPayload, 'suspension'> & { suspension: ResolversParentTypes['AccountSuspension'] };
  AnnounceInput: AnnounceInput;
  Announcement: AnnouncementViewModel;
  AnnouncementConnection: AnnouncementPageModel;
  AnswerTeamInvitationInput: AnswerTeamInvitationInput;
  AuditEntry: AuditRecordModel;
  AuditEntryConnection: Omit<AuditEntryConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['AuditEntry']> };
  Ban: BanRecordModel;
  BanConnection: BanPageModel;
  BanMemberInput: BanMemberInput;
  Boolean: Scalars['Boolean']['output'];
  CancelSessionInput: CancelSessionInput;
  CreateGroupInput: CreateGroupInput;
  CreateGroupPayload: Omit<CreateGroupPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  CreateInviteLinkInput: CreateInviteLinkInput;
  CreateInviteLinkPayload: Omit<CreateInviteLinkPayload, 'group' | 'link'> & { group: ResolversParentTypes['Group'], link: ResolversParentTypes['InviteLink'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DecideJoinRequestInput: DecideJoinRequestInput;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteGroupInput: DeleteGroupInput;
  DeleteGroupPayload: DeleteGroupPayload;
  DeletedPost: DeletedPost;
  DiscussionReply: ReplyViewModel;
  DiscussionReplyConnection: ReplyPageModel;
  DiscussionThread: ThreadViewModel;
  DiscussionThreadConnection: ThreadPageModel;
  DiscussionUpdate: DiscussionUpdateModel;
  EmailAddress: Scalars['EmailAddress']['output'];
  Float: Scalars['Float']['output'];
  Group: GroupRecordModel;
  GroupConnection: GroupPageModel;
  GroupEdge: Omit<GroupEdge, 'node'> & { node: ResolversParentTypes['Group'] };
  GroupEmailUnsubscribe: GroupUnsubscribeModel;
  GroupFilter: GroupFilter;
  GroupMembershipInput: GroupMembershipInput;
  GroupMembershipPayload: Omit<GroupMembershipPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  GroupOrder: GroupOrder;
  GroupSuspension: GroupSuspensionModel;
  GroupSuspensionPayload: Omit<GroupSuspensionPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  HidePostInput: HidePostInput;
  HobbyCategoryCount: CategoryCountModel;
  HobbyCategoryOption: HobbyCategoryOption;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteLink: InviteLinkModel;
  InviteLinkCheck: InviteCheckModel;
  InviteToTeamInput: InviteToTeamInput;
  JoinAnswer: JoinAnswer;
  JoinDecision: JoinDecisionRecordModel;
  JoinRequest: JoinRequestRecordModel;
  JoinRequestConnection: QueuePageModel;
  LiftAccountSuspensionInput: LiftAccountSuspensionInput;
  LiftGroupSuspensionInput: LiftGroupSuspensionInput;
  MarkAllNotificationsReadPayload: MarkAllNotificationsReadPayload;
  MarkAnswerInput: MarkAnswerInput;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'notification'> & { notification: ResolversParentTypes['Notification'] };
  Member: MembershipRecordModel;
  MoveSessionInput: MoveSessionInput;
  Mutation: Record<PropertyKey, never>;
  NearInput: NearInput;
  NextMeeting: NextMeetingModel;
  Notification: NotificationRecordModel;
  NotificationKindPreference: KindPreferenceModel;
  NotificationKindPreferenceInput: NotificationKindPreferenceInput;
  NotificationPreferences: PreferencesModel;
  PageInfo: PageInfo;
  Place: PlaceRecordModel;
  Query: Record<PropertyKey, never>;
  Recurrence: RecurrenceRecordModel;
  RecurrenceInput: RecurrenceInput;
  RemoveMemberInput: RemoveMemberInput;
  ReplyInput: ReplyInput;
  Report: ReportRecordModel;
  ReportInput: ReportInput;
  ReportPayload: Omit<ReportPayload, 'report'> & { report: ResolversParentTypes['Report'] };
  RequestToJoinInput: RequestToJoinInput;
  ResetCalendarFeedPayload: Omit<ResetCalendarFeedPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  ResolveReportInput: ResolveReportInput;
  ResubscribeGroupEmailInput: ResubscribeGroupEmailInput;
  RsvpInput: RsvpInput;
  RsvpPayload: Omit<RsvpPayload, 'session'> & { session: ResolversParentTypes['Session'] };
  Schedule: ScheduleViewModel;
  ScheduleInput: ScheduleInput;
  Session: SessionViewModel;
  SessionCommentInput: SessionCommentInput;
  SessionComments: SessionCommentsViewModel;
  SessionConnection: SessionPageModel;
  SessionEdge: Omit<SessionEdge, 'node'> & { node: ResolversParentTypes['Session'] };
  SessionPayload: Omit<SessionPayload, 'group' | 'session'> & { group: ResolversParentTypes['Group'], session: ResolversParentTypes['Session'] };
  SetJoinPolicyInput: SetJoinPolicyInput;
  SetReminderLeadTimeInput: SetReminderLeadTimeInput;
  SetReminderLeadTimePayload: Omit<SetReminderLeadTimePayload, 'group'> & { group: ResolversParentTypes['Group'] };
  SetRemindersInput: SetRemindersInput;
  SetScheduleInput: SetScheduleInput;
  SetSchedulePayload: Omit<SetSchedulePayload, 'group'> & { group: ResolversParentTypes['Group'] };
  SetTeamRoleInput: SetTeamRoleInput;
  SetThreadPublicInput: SetThreadPublicInput;
  StartThreadInput: StartThreadInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SuspendAccountInput: SuspendAccountInput;
  SuspendGroupInput: SuspendGroupInput;
  TeamInvitation: InvitationRecordModel;
  TeamMember: TeamMemberViewModel;
  TeamPayload: Omit<TeamPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  TransferGroupInput: TransferGroupInput;
  URL: Scalars['URL']['output'];
  UnbanMemberInput: UnbanMemberInput;
  UpdateGroupInput: UpdateGroupInput;
  UpdateGroupPayload: Omit<UpdateGroupPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  UpdateNotificationPreferencesPayload: Omit<UpdateNotificationPreferencesPayload, 'notificationPreferences'> & { notificationPreferences: ResolversParentTypes['NotificationPreferences'] };
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  UpdateThreadInput: UpdateThreadInput;
  Viewer: ViewerModel;
  WaitingMember: WaitingRecordModel;
};

export type AccountSuspensionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSuspension'] = ResolversParentTypes['AccountSuspension']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AccountSuspensionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSuspensionPayload'] = ResolversParentTypes['AccountSuspensionPayload']> = {
  suspension?: Resolver<ResolversTypes['AccountSuspension'], ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  audience?: Resolver<ResolversTypes['AnnouncementAudience'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AnnouncementConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnnouncementConnection'] = ResolversParentTypes['AnnouncementConnection']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
};

export type AssignableRoleResolvers = EnumResolverSignature<{ CO_ORGANIZER?: any, HOST?: any, MEMBER?: any }, ResolversTypes['AssignableRole']>;

export type AuditActionResolvers = EnumResolverSignature<{ ACCOUNT_SUSPENDED?: any, ACCOUNT_UNSUSPENDED?: any, APPROVED?: any, BANNED?: any, DECLINED?: any, DECLINED_TEAM?: any, EDITED?: any, HID_POST?: any, INVITED?: any, INVITE_LINKS_REVOKED?: any, INVITE_LINK_CREATED?: any, JOINED_BY_INVITE?: any, JOINED_TEAM?: any, JOIN_POLICY?: any, LEFT_TEAM?: any, REMOVED?: any, REPORT_RESOLVED?: any, ROLE_CHANGED?: any, SHOWED_POST?: any, SUSPENDED?: any, TRANSFERRED?: any, UNBANNED?: any, UNSUSPENDED?: any }, ResolversTypes['AuditAction']>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
};

export type BanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ban'] = ResolversParentTypes['Ban']> = {
  bannedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BanConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BanConnection'] = ResolversParentTypes['BanConnection']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Ban']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGroupPayload'] = ResolversParentTypes['CreateGroupPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type CreateInviteLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateInviteLinkPayload'] = ResolversParentTypes['CreateInviteLinkPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['InviteLink'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  deletedGroupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  deletedUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leftGroupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeleteGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteGroupPayload'] = ResolversParentTypes['DeleteGroupPayload']> = {
  deletedGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeletedPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletedPost'] = ResolversParentTypes['DeletedPost']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DiscussionReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscussionReply'] = ResolversParentTypes['DiscussionReply']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  threadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DiscussionReplyConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscussionReplyConnection'] = ResolversParentTypes['DiscussionReplyConnection']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DiscussionReply']>, ParentType, ContextType>;
};

export type DiscussionThreadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscussionThread'] = ResolversParentTypes['DiscussionThread']> = {
  answerReplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  answered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isQuestion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  replies?: Resolver<ResolversTypes['DiscussionReplyConnection'], ParentType, ContextType, Partial<DiscussionThreadRepliesArgs>>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerFollows?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiscussionThreadConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscussionThreadConnection'] = ResolversParentTypes['DiscussionThreadConnection']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DiscussionThread']>, ParentType, ContextType>;
};

export type DiscussionUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscussionUpdate'] = ResolversParentTypes['DiscussionUpdate']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscussionUpdateKind'], ParentType, ContextType>;
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['DiscussionReply']>, ParentType, ContextType>;
  thread?: Resolver<Maybe<ResolversTypes['DiscussionThread']>, ParentType, ContextType>;
  threadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  announcements?: Resolver<ResolversTypes['AnnouncementConnection'], ParentType, ContextType, Partial<GroupAnnouncementsArgs>>;
  auditEntries?: Resolver<Maybe<ResolversTypes['AuditEntryConnection']>, ParentType, ContextType, RequireFields<GroupAuditEntriesArgs, 'first'>>;
  auditLog?: Resolver<Maybe<Array<ResolversTypes['AuditEntry']>>, ParentType, ContextType, RequireFields<GroupAuditLogArgs, 'first'>>;
  bannedPeople?: Resolver<Maybe<ResolversTypes['BanConnection']>, ParentType, ContextType, RequireFields<GroupBannedPeopleArgs, 'first'>>;
  bans?: Resolver<Maybe<Array<ResolversTypes['Ban']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discussion?: Resolver<ResolversTypes['DiscussionThreadConnection'], ParentType, ContextType, Partial<GroupDiscussionArgs>>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hobbyCategory?: Resolver<ResolversTypes['HobbyCategory'], ParentType, ContextType>;
  hobbyCategoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageURL?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  inviteLink?: Resolver<ResolversTypes['InviteLinkCheck'], ParentType, ContextType, RequireFields<GroupInviteLinkArgs, 'token'>>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinPolicy?: Resolver<ResolversTypes['JoinPolicy'], ParentType, ContextType>;
  joinQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  joinRequests?: Resolver<Maybe<Array<ResolversTypes['JoinRequest']>>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Maybe<Array<ResolversTypes['Member']>>, ParentType, ContextType>;
  nextMeeting?: Resolver<Maybe<ResolversTypes['NextMeeting']>, ParentType, ContextType>;
  nextSession?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  nudgeUnanswered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingJoinRequests?: Resolver<Maybe<ResolversTypes['JoinRequestConnection']>, ParentType, ContextType, RequireFields<GroupPendingJoinRequestsArgs, 'first'>>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  reminderLeadHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<Maybe<Array<ResolversTypes['Report']>>, ParentType, ContextType, RequireFields<GroupReportsArgs, 'first' | 'status'>>;
  schedule?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['SessionConnection'], ParentType, ContextType, RequireFields<GroupSessionsArgs, 'first'>>;
  spotsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  suspension?: Resolver<Maybe<ResolversTypes['GroupSuspension']>, ParentType, ContextType>;
  team?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  teamInvitations?: Resolver<Maybe<Array<ResolversTypes['TeamInvitation']>>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerBan?: Resolver<Maybe<ResolversTypes['Ban']>, ParentType, ContextType>;
  viewerIsMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerJoinDecision?: Resolver<Maybe<ResolversTypes['JoinDecision']>, ParentType, ContextType>;
  viewerJoinRequest?: Resolver<Maybe<ResolversTypes['JoinRequest']>, ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['GroupRole'], ParentType, ContextType>;
  viewerWaitlistPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitlist?: Resolver<Maybe<Array<ResolversTypes['WaitingMember']>>, ParentType, ContextType>;
  waitlistCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupConnection'] = ResolversParentTypes['GroupConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupEdge'] = ResolversParentTypes['GroupEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type GroupEmailUnsubscribeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupEmailUnsubscribe'] = ResolversParentTypes['GroupEmailUnsubscribe']> = {
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['NotificationPreferenceKind']>, ParentType, ContextType>;
};

export type GroupMembershipPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupMembershipPayload'] = ResolversParentTypes['GroupMembershipPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type GroupRoleResolvers = EnumResolverSignature<{ BANNED?: any, CO_ORGANIZER?: any, HOST?: any, MEMBER?: any, OWNER?: any, PENDING?: any, SIGNED_IN?: any, VISITOR?: any, WAITING?: any }, ResolversTypes['GroupRole']>;

export type GroupSuspensionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupSuspension'] = ResolversParentTypes['GroupSuspension']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cause?: Resolver<ResolversTypes['SuspensionCause'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupSuspensionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupSuspensionPayload'] = ResolversParentTypes['GroupSuspensionPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type HobbyCategoryResolvers = EnumResolverSignature<{ COOKING?: any, DRAWING_AND_PAINTING?: any, FISHING?: any, PHOTOGRAPHY?: any, READING?: any, RUNNING?: any, VIDEO_GAMING?: any, WRITING?: any }, ResolversTypes['HobbyCategory']>;

export type HobbyCategoryCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HobbyCategoryCount'] = ResolversParentTypes['HobbyCategoryCount']> = {
  category?: Resolver<ResolversTypes['HobbyCategory'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HobbyCategoryOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HobbyCategoryOption'] = ResolversParentTypes['HobbyCategoryOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['HobbyCategory'], ParentType, ContextType>;
};

export type InviteLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteLink'] = ResolversParentTypes['InviteLink']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteLinkCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteLinkCheck'] = ResolversParentTypes['InviteLinkCheck']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteLinkStatus'], ParentType, ContextType>;
};

export type JoinAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinAnswer'] = ResolversParentTypes['JoinAnswer']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JoinDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinDecision'] = ResolversParentTypes['JoinDecision']> = {
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['JoinDecisionKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JoinDecisionKindResolvers = EnumResolverSignature<{ APPROVED?: any, DECLINED?: any }, ResolversTypes['JoinDecisionKind']>;

export type JoinPolicyResolvers = EnumResolverSignature<{ APPROVAL?: any, INVITE_ONLY?: any, OPEN?: any }, ResolversTypes['JoinPolicy']>;

export type JoinRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinRequest'] = ResolversParentTypes['JoinRequest']> = {
  answers?: Resolver<Array<ResolversTypes['JoinAnswer']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type JoinRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinRequestConnection'] = ResolversParentTypes['JoinRequestConnection']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['JoinRequest']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarkAllNotificationsReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkAllNotificationsReadPayload'] = ResolversParentTypes['MarkAllNotificationsReadPayload']> = {
  markedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarkNotificationReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInviteLink?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationAcceptInviteLinkArgs, 'input'>>;
  announce?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationAnnounceArgs, 'input'>>;
  answerTeamInvitation?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationAnswerTeamInvitationArgs, 'input'>>;
  banMember?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationBanMemberArgs, 'input'>>;
  cancelJoinRequest?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationCancelJoinRequestArgs, 'input'>>;
  cancelSession?: Resolver<ResolversTypes['SessionPayload'], ParentType, ContextType, RequireFields<MutationCancelSessionArgs, 'input'>>;
  commentOnSession?: Resolver<ResolversTypes['DiscussionReply'], ParentType, ContextType, RequireFields<MutationCommentOnSessionArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['CreateGroupPayload'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createInviteLink?: Resolver<ResolversTypes['CreateInviteLinkPayload'], ParentType, ContextType, RequireFields<MutationCreateInviteLinkArgs, 'input'>>;
  decideJoinRequest?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationDecideJoinRequestArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteGroup?: Resolver<ResolversTypes['DeleteGroupPayload'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'input'>>;
  deleteReply?: Resolver<ResolversTypes['DeletedPost'], ParentType, ContextType, RequireFields<MutationDeleteReplyArgs, 'id'>>;
  deleteThread?: Resolver<ResolversTypes['DeletedPost'], ParentType, ContextType, RequireFields<MutationDeleteThreadArgs, 'id'>>;
  followThread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationFollowThreadArgs, 'following' | 'id'>>;
  hideAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationHideAnnouncementArgs, 'input'>>;
  hideReply?: Resolver<ResolversTypes['DiscussionReply'], ParentType, ContextType, RequireFields<MutationHideReplyArgs, 'input'>>;
  hideThread?: Resolver<ResolversTypes['DiscussionThread'], ParentType, ContextType, RequireFields<MutationHideThreadArgs, 'input'>>;
  inviteToTeam?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationInviteToTeamArgs, 'input'>>;
  joinGroup?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationJoinGroupArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  leaveGroup?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationLeaveGroupArgs, 'input'>>;
  leaveTeam?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationLeaveTeamArgs, 'input'>>;
  leaveWaitlist?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'input'>>;
  liftAccountSuspension?: Resolver<ResolversTypes['AccountSuspensionPayload'], ParentType, ContextType, RequireFields<MutationLiftAccountSuspensionArgs, 'input'>>;
  liftGroupSuspension?: Resolver<ResolversTypes['GroupSuspensionPayload'], ParentType, ContextType, RequireFields<MutationLiftGroupSuspensionArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['MarkAllNotificationsReadPayload'], ParentType, ContextType>;
  markAnswer?: Resolver<ResolversTypes['DiscussionThread'], ParentType, ContextType, RequireFields<MutationMarkAnswerArgs, 'input'>>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  moveSession?: Resolver<ResolversTypes['SessionPayload'], ParentType, ContextType, RequireFields<MutationMoveSessionArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'input'>>;
  replyToThread?: Resolver<ResolversTypes['DiscussionReply'], ParentType, ContextType, RequireFields<MutationReplyToThreadArgs, 'input'>>;
  reportContent?: Resolver<ResolversTypes['ReportPayload'], ParentType, ContextType, RequireFields<MutationReportContentArgs, 'input'>>;
  requestToJoin?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationRequestToJoinArgs, 'input'>>;
  resetCalendarFeed?: Resolver<ResolversTypes['ResetCalendarFeedPayload'], ParentType, ContextType>;
  resolveReport?: Resolver<ResolversTypes['ReportPayload'], ParentType, ContextType, RequireFields<MutationResolveReportArgs, 'input'>>;
  resubscribeGroupEmail?: Resolver<ResolversTypes['UpdateNotificationPreferencesPayload'], ParentType, ContextType, RequireFields<MutationResubscribeGroupEmailArgs, 'input'>>;
  revokeInviteLinks?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationRevokeInviteLinksArgs, 'input'>>;
  rsvp?: Resolver<ResolversTypes['RsvpPayload'], ParentType, ContextType, RequireFields<MutationRsvpArgs, 'input'>>;
  setJoinPolicy?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationSetJoinPolicyArgs, 'input'>>;
  setReminderLeadTime?: Resolver<ResolversTypes['SetReminderLeadTimePayload'], ParentType, ContextType, RequireFields<MutationSetReminderLeadTimeArgs, 'input'>>;
  setReminders?: Resolver<ResolversTypes['SetReminderLeadTimePayload'], ParentType, ContextType, RequireFields<MutationSetRemindersArgs, 'input'>>;
  setSchedule?: Resolver<ResolversTypes['SetSchedulePayload'], ParentType, ContextType, RequireFields<MutationSetScheduleArgs, 'input'>>;
  setTeamRole?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationSetTeamRoleArgs, 'input'>>;
  setThreadPublic?: Resolver<ResolversTypes['DiscussionThread'], ParentType, ContextType, RequireFields<MutationSetThreadPublicArgs, 'input'>>;
  startThread?: Resolver<ResolversTypes['DiscussionThread'], ParentType, ContextType, RequireFields<MutationStartThreadArgs, 'input'>>;
  suspendAccount?: Resolver<ResolversTypes['AccountSuspensionPayload'], ParentType, ContextType, RequireFields<MutationSuspendAccountArgs, 'input'>>;
  suspendGroup?: Resolver<ResolversTypes['GroupSuspensionPayload'], ParentType, ContextType, RequireFields<MutationSuspendGroupArgs, 'input'>>;
  transferGroup?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationTransferGroupArgs, 'input'>>;
  unbanMember?: Resolver<ResolversTypes['TeamPayload'], ParentType, ContextType, RequireFields<MutationUnbanMemberArgs, 'input'>>;
  updateGroup?: Resolver<ResolversTypes['UpdateGroupPayload'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'input'>>;
  updateNotificationPreferences?: Resolver<ResolversTypes['UpdateNotificationPreferencesPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateReply?: Resolver<ResolversTypes['DiscussionReply'], ParentType, ContextType, RequireFields<MutationUpdateReplyArgs, 'input'>>;
  updateThread?: Resolver<ResolversTypes['DiscussionThread'], ParentType, ContextType, RequireFields<MutationUpdateThreadArgs, 'input'>>;
};

export type NextMeetingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NextMeeting'] = ResolversParentTypes['NextMeeting']> = {
  allDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['RecurrenceFrequency']>, ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportOutcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportSummary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sessionLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionStartsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type NotificationKindPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationKindPreference'] = ResolversParentTypes['NotificationKindPreference']> = {
  delivery?: Resolver<ResolversTypes['NotificationDelivery'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationPreferenceKind'], ParentType, ContextType>;
};

export type NotificationPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  digestHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupUnsubscribes?: Resolver<Array<ResolversTypes['GroupEmailUnsubscribe']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['NotificationKindPreference']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlaceKind'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  population?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  discussionThread?: Resolver<ResolversTypes['DiscussionThread'], ParentType, ContextType, RequireFields<QueryDiscussionThreadArgs, 'id'>>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groupCounts?: Resolver<Array<ResolversTypes['HobbyCategoryCount']>, ParentType, ContextType, Partial<QueryGroupCountsArgs>>;
  groups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'first' | 'sort'>>;
  groupsByEmail?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<QueryGroupsByEmailArgs, 'email' | 'first'>>;
  hobbyCategories?: Resolver<Array<ResolversTypes['HobbyCategoryOption']>, ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlacesArgs, 'first' | 'search'>>;
  reportQueue?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportQueueArgs, 'first' | 'status'>>;
  sessionComments?: Resolver<ResolversTypes['SessionComments'], ParentType, ContextType, RequireFields<QuerySessionCommentsArgs, 'sessionId'>>;
  siteAuditLog?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, RequireFields<QuerySiteAuditLogArgs, 'first'>>;
  suspendedAccounts?: Resolver<Array<ResolversTypes['AccountSuspension']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RecurrenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recurrence'] = ResolversParentTypes['Recurrence']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['RecurrenceFrequency'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  weekOfMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekdays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  audience?: Resolver<ResolversTypes['ReportAudience'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  reporterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['ReportSubject'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  threadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ReportAudienceResolvers = EnumResolverSignature<{ ADMINS?: any, ORGANIZERS?: any }, ResolversTypes['ReportAudience']>;

export type ReportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportPayload'] = ResolversParentTypes['ReportPayload']> = {
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType>;
};

export type ReportReasonResolvers = EnumResolverSignature<{ HARASSMENT?: any, INAPPROPRIATE?: any, MISLEADING?: any, OTHER?: any, SPAM?: any }, ResolversTypes['ReportReason']>;

export type ReportStatusResolvers = EnumResolverSignature<{ OPEN?: any, RESOLVED?: any }, ResolversTypes['ReportStatus']>;

export type ReportSubjectResolvers = EnumResolverSignature<{ ANNOUNCEMENT?: any, GROUP?: any, MEMBER?: any, REPLY?: any, THREAD?: any }, ResolversTypes['ReportSubject']>;

export type ResetCalendarFeedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetCalendarFeedPayload'] = ResolversParentTypes['ResetCalendarFeedPayload']> = {
  calendarFeedUrl?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RsvpPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RsvpPayload'] = ResolversParentTypes['RsvpPayload']> = {
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
};

export type RsvpStatusResolvers = EnumResolverSignature<{ GOING?: any, NOT_GOING?: any, WAITLISTED?: any }, ResolversTypes['RsvpStatus']>;

export type ScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  localStartsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recurrence?: Resolver<Maybe<ResolversTypes['Recurrence']>, ParentType, ContextType>;
  rrule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  goingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerRsvp?: Resolver<Maybe<ResolversTypes['RsvpStatus']>, ParentType, ContextType>;
  waitlistCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionCommentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionComments'] = ResolversParentTypes['SessionComments']> = {
  comments?: Resolver<ResolversTypes['DiscussionReplyConnection'], ParentType, ContextType>;
  thread?: Resolver<Maybe<ResolversTypes['DiscussionThread']>, ParentType, ContextType>;
};

export type SessionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionConnection'] = ResolversParentTypes['SessionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SessionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SessionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionEdge'] = ResolversParentTypes['SessionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
};

export type SessionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionPayload'] = ResolversParentTypes['SessionPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
};

export type SetReminderLeadTimePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetReminderLeadTimePayload'] = ResolversParentTypes['SetReminderLeadTimePayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type SetSchedulePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetSchedulePayload'] = ResolversParentTypes['SetSchedulePayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  discussionUpdated?: SubscriptionResolver<ResolversTypes['DiscussionUpdate'], "discussionUpdated", ParentType, ContextType, RequireFields<SubscriptionDiscussionUpdatedArgs, 'groupId'>>;
  groupChanged?: SubscriptionResolver<ResolversTypes['Group'], "groupChanged", ParentType, ContextType, RequireFields<SubscriptionGroupChangedArgs, 'id'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
  reportQueueChanged?: SubscriptionResolver<ResolversTypes['Report'], "reportQueueChanged", ParentType, ContextType, Partial<SubscriptionReportQueueChangedArgs>>;
};

export type TeamInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamInvitation'] = ResolversParentTypes['TeamInvitation']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  inviteeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['GroupRole'], ParentType, ContextType>;
};

export type TeamPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamPayload'] = ResolversParentTypes['TeamPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type TeamRoleResolvers = EnumResolverSignature<{ CO_ORGANIZER?: any, HOST?: any }, ResolversTypes['TeamRole']>;

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UpdateGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGroupPayload'] = ResolversParentTypes['UpdateGroupPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type UpdateNotificationPreferencesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateNotificationPreferencesPayload'] = ResolversParentTypes['UpdateNotificationPreferencesPayload']> = {
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  calendarFeedUrl?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  groupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<ViewerGroupsArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedGroupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  joinedGroups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<ViewerJoinedGroupsArgs, 'first'>>;
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<ViewerReportsArgs, 'first'>>;
  signInProviders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  teamInvitations?: Resolver<Array<ResolversTypes['TeamInvitation']>, ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingMember'] = ResolversParentTypes['WaitingMember']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountSuspension?: AccountSuspensionResolvers<ContextType>;
  AccountSuspensionPayload?: AccountSuspensionPayloadResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  AnnouncementConnection?: AnnouncementConnectionResolvers<ContextType>;
  AssignableRole?: AssignableRoleResolvers;
  AuditAction?: AuditActionResolvers;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  Ban?: BanResolvers<ContextType>;
  BanConnection?: BanConnectionResolvers<ContextType>;
  CreateGroupPayload?: CreateGroupPayloadResolvers<ContextType>;
  CreateInviteLinkPayload?: CreateInviteLinkPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteGroupPayload?: DeleteGroupPayloadResolvers<ContextType>;
  DeletedPost?: DeletedPostResolvers<ContextType>;
  DiscussionReply?: DiscussionReplyResolvers<ContextType>;
  DiscussionReplyConnection?: DiscussionReplyConnectionResolvers<ContextType>;
  DiscussionThread?: DiscussionThreadResolvers<ContextType>;
  DiscussionThreadConnection?: DiscussionThreadConnectionResolvers<ContextType>;
  DiscussionUpdate?: DiscussionUpdateResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  GroupConnection?: GroupConnectionResolvers<ContextType>;
  GroupEdge?: GroupEdgeResolvers<ContextType>;
  GroupEmailUnsubscribe?: GroupEmailUnsubscribeResolvers<ContextType>;
  GroupMembershipPayload?: GroupMembershipPayloadResolvers<ContextType>;
  GroupRole?: GroupRoleResolvers;
  GroupSuspension?: GroupSuspensionResolvers<ContextType>;
  GroupSuspensionPayload?: GroupSuspensionPayloadResolvers<ContextType>;
  HobbyCategory?: HobbyCategoryResolvers;
  HobbyCategoryCount?: HobbyCategoryCountResolvers<ContextType>;
  HobbyCategoryOption?: HobbyCategoryOptionResolvers<ContextType>;
  InviteLink?: InviteLinkResolvers<ContextType>;
  InviteLinkCheck?: InviteLinkCheckResolvers<ContextType>;
  JoinAnswer?: JoinAnswerResolvers<ContextType>;
  JoinDecision?: JoinDecisionResolvers<ContextType>;
  JoinDecisionKind?: JoinDecisionKindResolvers;
  JoinPolicy?: JoinPolicyResolvers;
  JoinRequest?: JoinRequestResolvers<ContextType>;
  JoinRequestConnection?: JoinRequestConnectionResolvers<ContextType>;
  MarkAllNotificationsReadPayload?: MarkAllNotificationsReadPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextMeeting?: NextMeetingResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationKindPreference?: NotificationKindPreferenceResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recurrence?: RecurrenceResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportAudience?: ReportAudienceResolvers;
  ReportPayload?: ReportPayloadResolvers<ContextType>;
  ReportReason?: ReportReasonResolvers;
  ReportStatus?: ReportStatusResolvers;
  ReportSubject?: ReportSubjectResolvers;
  ResetCalendarFeedPayload?: ResetCalendarFeedPayloadResolvers<ContextType>;
  RsvpPayload?: RsvpPayloadResolvers<ContextType>;
  RsvpStatus?: RsvpStatusResolvers;
  Schedule?: ScheduleResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionComments?: SessionCommentsResolvers<ContextType>;
  SessionConnection?: SessionConnectionResolvers<ContextType>;
  SessionEdge?: SessionEdgeResolvers<ContextType>;
  SessionPayload?: SessionPayloadResolvers<ContextType>;
  SetReminderLeadTimePayload?: SetReminderLeadTimePayloadResolvers<ContextType>;
  SetSchedulePayload?: SetSchedulePayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamInvitation?: TeamInvitationResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamPayload?: TeamPayloadResolvers<ContextType>;
  TeamRole?: TeamRoleResolvers;
  URL?: GraphQLScalarType;
  UpdateGroupPayload?: UpdateGroupPayloadResolvers<ContextType>;
  UpdateNotificationPreferencesPayload?: UpdateNotificationPreferencesPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WaitingMember?: WaitingMemberResolvers<ContextType>;
};

