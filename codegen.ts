import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql is the contract. This turns it into:
 * - server resolver types (resolvers are typed by the generated `Resolvers`), and
 * - client typed documents (client-preset), with Apollo Client 4 doing the data masking.
 * Generated files are never edited by hand; tests/server/unit/codegen-drift.test.ts fails when they
 * differ from what this config produces.
 */
const scalars = {
  Date: { input: 'string', output: 'string' },
  DateTime: { input: 'string', output: 'string' },
  URL: { input: 'string', output: 'string' },
  EmailAddress: { input: 'string', output: 'string' },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '@/graphql/context#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Group: '@/groups/model#GroupRecord',
          Place: '@/geo/places#PlaceRecord',
          GroupConnection: '@/groups/page#GroupPage',
          HobbyCategoryCount: '@/groups/service#CategoryCount',
          Member: '@/groups/membershipModel#MembershipRecord',
          TeamMember: '@/groups/teamService#TeamMemberView',
          TeamInvitation: '@/groups/teamModel#InvitationRecord',
          AuditEntry: '@/groups/audit#AuditRecord',
          JoinRequest: '@/groups/joinModel#JoinRequestRecord',
          JoinRequestConnection: '@/groups/joinQueue#QueuePage',
          JoinDecision: '@/groups/joinModel#JoinDecisionRecord',
          Ban: '@/groups/joinModel#BanRecord',
          BanConnection: '@/groups/banPage#BanPage',
          InviteLink: '@/groups/invites#InviteLink',
          InviteLinkCheck: '@/groups/invites#InviteCheck',
          WaitingMember: '@/groups/waitlist#WaitingRecord',
          Notification: '@/notifications/model#NotificationRecord',
          Viewer: '@/auth/viewer#Viewer',
          Session: '@/sessions/service#SessionView',
          SessionConnection: '@/sessions/service#SessionPage',
          Schedule: '@/sessions/service#ScheduleView',
          Recurrence: '@/schedule/schedule#RecurrenceRecord',
          NextMeeting: '@/schedule/nextMeeting#NextMeeting',
          NotificationPreferences: '@/mail/preferences#Preferences',
          NotificationKindPreference: '@/mail/kinds#KindPreference',
          GroupEmailUnsubscribe: '@/mail/preferences#GroupUnsubscribe',
          DiscussionThread: '@/discussion/visibility#ThreadView',
          DiscussionReply: '@/discussion/visibility#ReplyView',
          DiscussionThreadConnection: '@/discussion/visibility#ThreadPage',
          DiscussionReplyConnection: '@/discussion/visibility#ReplyPage',
          SessionComments: '@/discussion/visibility#SessionCommentsView',
          DiscussionUpdate: '@/discussion/liveUpdates#DiscussionUpdate',
          Announcement: '@/discussion/announcements#AnnouncementView',
          AnnouncementConnection: '@/discussion/announcements#AnnouncementPage',
          Report: '@/moderation/reportModel#ReportRecord',
          AccountSuspension: '@/moderation/reportModel#AccountSuspensionRecord',
          GroupSuspension: '@/groups/model#GroupSuspension',
        },
        enumValues: {
          HobbyCategory: '@/groups/categories#HobbyCategory',
          RsvpStatus: '@/sessions/rsvpStatus#RsvpStatus',
          GroupRole: '@/groups/permissions#GroupRole',
          TeamRole: '@/groups/teamModel#TeamRole',
          AuditAction: '@/groups/audit#AuditAction',
          AssignableRole: '@/groups/teamValidation#AssignableRole',
          ReportReason: '@/moderation/reportModel#ReportReason',
          ReportSubject: '@/moderation/reportModel#ReportSubject',
          ReportStatus: '@/moderation/reportModel#ReportStatus',
          ReportAudience: '@/moderation/reportModel#ReportAudience',
          JoinPolicy: '@/groups/joinModel#JoinPolicy',
          JoinDecisionKind: '@/groups/joinModel#JoinDecision',
        },
        scalars: {
          Date: { input: 'Date', output: 'Date | string' },
          DateTime: { input: 'Date', output: 'Date | string' },
          URL: { input: 'string', output: 'string' },
          EmailAddress: { input: 'string', output: 'string' },
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
        enumsAsTypes: true,
        scalars,
      },
    },
    // The API tests send typed documents too, so a schema change breaks them at compile time.
    'tests/server/gql/': {
      documents: ['tests/server/**/*.ts', '!tests/server/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
