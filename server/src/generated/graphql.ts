import type { HobbyCategory } from '@/groups/categories';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GroupRecord as GroupRecordModel } from '@/groups/model';
import type { GroupPage as GroupPageModel } from '@/groups/service';
import type { MembershipRecord as MembershipRecordModel } from '@/groups/membershipModel';
import type { WaitingRecord as WaitingRecordModel } from '@/groups/waitlist';
import type { NotificationRecord as NotificationRecordModel } from '@/notifications/model';
import type { Viewer as ViewerModel } from '@/auth/viewer';
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
  /** The day the group starts, `YYYY-MM-DD`. */
  startDate: Scalars['String']['input'];
};

/** The result of createGroup. */
export type CreateGroupPayload = {
  __typename?: 'CreateGroupPayload';
  /** The new group. */
  group: Group;
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

/** A hobby group: people meeting around one hobby, organised by the user who created it. */
export type Group = {
  __typename?: 'Group';
  /** When the group was created. */
  createdAt: Scalars['DateTime']['output'];
  /** What the group does, in the organizer's words. */
  description: Scalars['String']['output'];
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
  /** True while the start date is still in the future: only then can people join. */
  isActive: Scalars['Boolean']['output'];
  /** Where the group meets. */
  location: Scalars['String']['output'];
  /** The largest number of members the group takes. */
  maxMembers: Scalars['Int']['output'];
  /** How many people have joined the group. The organizer is not counted: they run the group. */
  memberCount: Scalars['Int']['output'];
  /** The members in the order they joined. Only the organizer can see them; null for everyone else. */
  members: Maybe<Array<Member>>;
  /** How many places are left: maxMembers minus memberCount, never below zero. */
  spotsLeft: Scalars['Int']['output'];
  /** The day the group starts meeting. */
  startDate: Scalars['Date']['output'];
  /** When the group was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The organizer's email address. Only the organizer themself can see it; it is null for everyone else. */
  userEmail: Maybe<Scalars['EmailAddress']['output']>;
  /** The organizer's display name, taken from their account when the group was created. */
  userName: Scalars['String']['output'];
  /** True when the signed-in user has joined the group (always false for anonymous visitors). */
  viewerIsMember: Scalars['Boolean']['output'];
  /** True when the signed-in user is the group's organizer (always false for anonymous visitors). */
  viewerIsOwner: Scalars['Boolean']['output'];
  /** The signed-in user's place in the waitlist, 1 being next; null when they are not waiting (or anonymous). */
  viewerWaitlistPosition: Maybe<Scalars['Int']['output']>;
  /** The waitlist in order (first is next). Only the organizer can see it; null for everyone else. */
  waitlist: Maybe<Array<WaitingMember>>;
  /** How many people wait for a place (see `joinWaitlist`). Public. */
  waitlistCount: Scalars['Int']['output'];
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
  /** How many groups match the request in all pages together (after `search`, before paging). */
  totalCount: Scalars['Int']['output'];
};

/** One group in a connection, with the cursor that marks its place. */
export type GroupEdge = {
  __typename?: 'GroupEdge';
  /** An opaque cursor: pass it as `after` to continue after this group. */
  cursor: Scalars['String']['output'];
  /** The group. */
  node: Group;
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

/** The order of a list of groups. Ties are broken by id, so the order is stable across pages. */
export enum GroupSort {
  /** By group name, A to Z (case-insensitive). */
  NameAsc = 'NAME_ASC',
  /** By group name, Z to A (case-insensitive). */
  NameDesc = 'NAME_DESC'
}

export { HobbyCategory };

/** A hobby category with its display name. */
export type HobbyCategoryOption = {
  __typename?: 'HobbyCategoryOption';
  /** The category's display name, e.g. `Drawing & Painting`. */
  name: Scalars['String']['output'];
  /** The category's value, as used in inputs. */
  value: HobbyCategory;
};

/** The result of markAllNotificationsRead. */
export type MarkAllNotificationsReadPayload = {
  __typename?: 'MarkAllNotificationsReadPayload';
  /** How many notifications this marked read. */
  markedCount: Scalars['Int']['output'];
  /** How many of the user's notifications are still unread (0). */
  unreadNotificationCount: Scalars['Int']['output'];
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
  /** When they joined. */
  joinedAt: Scalars['DateTime']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Create a group organized by the signed-in user. Needs `Authorization: Bearer <Firebase ID token>`. */
  createGroup: CreateGroupPayload;
  /**
   * Delete the signed-in user's account: the groups they organize are deleted, they leave every
   * group they joined (freeing the places), and their Firebase account is deleted. Nothing of
   * theirs is kept. Needs `Authorization: Bearer <Firebase ID token>`.
   */
  deleteAccount: DeleteAccountPayload;
  /** Delete a group the signed-in user organizes. Needs `Authorization: Bearer <Firebase ID token>`. */
  deleteGroup: DeleteGroupPayload;
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
  /** Leave a group's waitlist. Fails with NOT_WAITING when the user was not waiting. Needs a Bearer token. */
  leaveWaitlist: GroupMembershipPayload;
  /** Mark every notification of the signed-in user read. */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Mark one of the signed-in user's notifications read. Fails with NOT_FOUND for an id that is not theirs. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Change a group the signed-in user organizes. Needs `Authorization: Bearer <Firebase ID token>`. */
  updateGroup: UpdateGroupPayload;
  /** Change the signed-in user's display name and/or photo. Needs `Authorization: Bearer <Firebase ID token>`. */
  updateProfile: UpdateProfilePayload;
};


export type MutationCreateGroupArgs = {
  input: CreateGroupInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteGroupArgs = {
  input: DeleteGroupInput;
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


export type MutationLeaveWaitlistArgs = {
  input: GroupMembershipInput;
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationUpdateGroupArgs = {
  input: UpdateGroupInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/**
 * Something that happened to a group the user joined or waits for. Stored until read, so nothing
 * is lost while the user is away.
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
};

/** What a notification reports. */
export enum NotificationKind {
  /** The organizer changed the date or place of a group the user joined. */
  GroupChanged = 'GROUP_CHANGED',
  /** A group the user joined or waited for was deleted. */
  GroupDeleted = 'GROUP_DELETED',
  /** A place freed and the user, who was waiting, is now a member. */
  Promoted = 'PROMOTED',
  /** A group the user waited for started before a place freed; the waitlist ended. */
  WaitlistEnded = 'WAITLIST_ENDED'
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

export type Query = {
  __typename?: 'Query';
  /** One group by id. Public. Fails with NOT_FOUND when there is no such group and BAD_USER_INPUT when the id is malformed. */
  group: Maybe<Group>;
  /** Groups, optionally filtered by a search text, in the requested order, one page at a time. Public. */
  groups: GroupConnection;
  /** The groups organized by the user with this email. Signed-in users only, and only for their own email: any other email is FORBIDDEN. */
  groupsByEmail: GroupConnection;
  /** The eight hobby categories with their display names, in display order. */
  hobbyCategories: Array<HobbyCategoryOption>;
  /** The signed-in user, or null for anonymous requests. */
  viewer: Maybe<Viewer>;
};


export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GroupSort>;
};


export type QueryGroupsByEmailArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Live updates, over the graphql-ws protocol (WebSocket) on `/graphql`. Send the Firebase ID token
 * as `connectionParams: { authorization: "Bearer <token>" }` to see viewer fields; without it the
 * viewer is anonymous. A bad token closes the socket with code 4403.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The group each time its fields, `memberCount`, `spotsLeft` or `waitlistCount` change — by anyone, through any app
   * process. Fails with NOT_FOUND for a missing group and BAD_USER_INPUT for a malformed id; ends
   * (complete) when the group is deleted.
   */
  groupChanged: Group;
  /** Each notification stored for the signed-in user from now on. Fails with UNAUTHENTICATED without a token. */
  notificationAdded: Notification;
};


/**
 * Live updates, over the graphql-ws protocol (WebSocket) on `/graphql`. Send the Firebase ID token
 * as `connectionParams: { authorization: "Bearer <token>" }` to see viewer fields; without it the
 * viewer is anonymous. A bad token closes the socket with code 4403.
 */
export type SubscriptionGroupChangedArgs = {
  id: Scalars['ID']['input'];
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
  /** The new start day, `YYYY-MM-DD`. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** The result of updateGroup. */
export type UpdateGroupPayload = {
  __typename?: 'UpdateGroupPayload';
  /** The group as it is after the change. */
  group: Group;
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

/** The signed-in user, as identified by the Firebase ID token of the request. */
export type Viewer = {
  __typename?: 'Viewer';
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
  /** How many groups the user has joined. */
  joinedGroupCount: Scalars['Int']['output'];
  /** The groups the user has joined, by name A to Z. */
  joinedGroups: GroupConnection;
  /** The user's newest notifications first (at most 50). */
  notifications: Array<Notification>;
  /** The user's profile photo URL, or null if none is set. Read from the identity provider, so it is current even before the ID token is refreshed. */
  photoURL: Maybe<Scalars['String']['output']>;
  /** How the user can sign in: `password` (email and password), `google.com`, … A password can be changed only for `password` accounts. */
  signInProviders: Array<Scalars['String']['output']>;
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

/** A person waiting for a place in a full group, as its organizer sees them. */
export type WaitingMember = {
  __typename?: 'WaitingMember';
  /** Their display name (or the first part of their email when they have none). */
  displayName: Scalars['String']['output'];
  /** When they joined the waitlist; the earliest is promoted first. */
  queuedAt: Scalars['DateTime']['output'];
};



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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateGroupInput: CreateGroupInput;
  CreateGroupPayload: ResolverTypeWrapper<Omit<CreateGroupPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteGroupInput: DeleteGroupInput;
  DeleteGroupPayload: ResolverTypeWrapper<DeleteGroupPayload>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Group: ResolverTypeWrapper<GroupRecordModel>;
  GroupConnection: ResolverTypeWrapper<GroupPageModel>;
  GroupEdge: ResolverTypeWrapper<Omit<GroupEdge, 'node'> & { node: ResolversTypes['Group'] }>;
  GroupMembershipInput: GroupMembershipInput;
  GroupMembershipPayload: ResolverTypeWrapper<Omit<GroupMembershipPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  GroupSort: GroupSort;
  HobbyCategory: HobbyCategory;
  HobbyCategoryOption: ResolverTypeWrapper<HobbyCategoryOption>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MarkAllNotificationsReadPayload: ResolverTypeWrapper<MarkAllNotificationsReadPayload>;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'notification'> & { notification: ResolversTypes['Notification'] }>;
  Member: ResolverTypeWrapper<MembershipRecordModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationRecordModel>;
  NotificationKind: NotificationKind;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UpdateGroupInput: UpdateGroupInput;
  UpdateGroupPayload: ResolverTypeWrapper<Omit<UpdateGroupPayload, 'group'> & { group: ResolversTypes['Group'] }>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  WaitingMember: ResolverTypeWrapper<WaitingRecordModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CreateGroupInput: CreateGroupInput;
  CreateGroupPayload: Omit<CreateGroupPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteGroupInput: DeleteGroupInput;
  DeleteGroupPayload: DeleteGroupPayload;
  EmailAddress: Scalars['EmailAddress']['output'];
  Group: GroupRecordModel;
  GroupConnection: GroupPageModel;
  GroupEdge: Omit<GroupEdge, 'node'> & { node: ResolversParentTypes['Group'] };
  GroupMembershipInput: GroupMembershipInput;
  GroupMembershipPayload: Omit<GroupMembershipPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  HobbyCategoryOption: HobbyCategoryOption;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MarkAllNotificationsReadPayload: MarkAllNotificationsReadPayload;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'notification'> & { notification: ResolversParentTypes['Notification'] };
  Member: MembershipRecordModel;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationRecordModel;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  URL: Scalars['URL']['output'];
  UpdateGroupInput: UpdateGroupInput;
  UpdateGroupPayload: Omit<UpdateGroupPayload, 'group'> & { group: ResolversParentTypes['Group'] };
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  Viewer: ViewerModel;
  WaitingMember: WaitingRecordModel;
};

export type CreateGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGroupPayload'] = ResolversParentTypes['CreateGroupPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
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

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hobbyCategory?: Resolver<ResolversTypes['HobbyCategory'], ParentType, ContextType>;
  hobbyCategoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageURL?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Maybe<Array<ResolversTypes['Member']>>, ParentType, ContextType>;
  spotsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerIsMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  node?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type GroupMembershipPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupMembershipPayload'] = ResolversParentTypes['GroupMembershipPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type HobbyCategoryResolvers = EnumResolverSignature<{ COOKING?: any, DRAWING_AND_PAINTING?: any, FISHING?: any, PHOTOGRAPHY?: any, READING?: any, RUNNING?: any, VIDEO_GAMING?: any, WRITING?: any }, ResolversTypes['HobbyCategory']>;

export type HobbyCategoryOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HobbyCategoryOption'] = ResolversParentTypes['HobbyCategoryOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['HobbyCategory'], ParentType, ContextType>;
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
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createGroup?: Resolver<ResolversTypes['CreateGroupPayload'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteGroup?: Resolver<ResolversTypes['DeleteGroupPayload'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'input'>>;
  joinGroup?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationJoinGroupArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  leaveGroup?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationLeaveGroupArgs, 'input'>>;
  leaveWaitlist?: Resolver<ResolversTypes['GroupMembershipPayload'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['MarkAllNotificationsReadPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  updateGroup?: Resolver<ResolversTypes['UpdateGroupPayload'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'first' | 'sort'>>;
  groupsByEmail?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<QueryGroupsByEmailArgs, 'email' | 'first'>>;
  hobbyCategories?: Resolver<Array<ResolversTypes['HobbyCategoryOption']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  groupChanged?: SubscriptionResolver<ResolversTypes['Group'], "groupChanged", ParentType, ContextType, RequireFields<SubscriptionGroupChangedArgs, 'id'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
};

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UpdateGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGroupPayload'] = ResolversParentTypes['UpdateGroupPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  groupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<ViewerGroupsArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedGroupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  joinedGroups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<ViewerJoinedGroupsArgs, 'first'>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signInProviders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingMember'] = ResolversParentTypes['WaitingMember']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  CreateGroupPayload?: CreateGroupPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteGroupPayload?: DeleteGroupPayloadResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  GroupConnection?: GroupConnectionResolvers<ContextType>;
  GroupEdge?: GroupEdgeResolvers<ContextType>;
  GroupMembershipPayload?: GroupMembershipPayloadResolvers<ContextType>;
  HobbyCategory?: HobbyCategoryResolvers;
  HobbyCategoryOption?: HobbyCategoryOptionResolvers<ContextType>;
  MarkAllNotificationsReadPayload?: MarkAllNotificationsReadPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  URL?: GraphQLScalarType;
  UpdateGroupPayload?: UpdateGroupPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WaitingMember?: WaitingMemberResolvers<ContextType>;
};

