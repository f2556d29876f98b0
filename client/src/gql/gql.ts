/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment AnnouncementItem_announcement on Announcement {\n    id\n    bodyHtml\n    authorName\n    audience\n    sessionId\n    recipientCount\n    createdAt\n    hidden\n  }\n": typeof types.AnnouncementItem_AnnouncementFragmentDoc,
    "\n  fragment ReplyItem_reply on DiscussionReply {\n    id\n    threadId\n    body\n    bodyHtml\n    authorName\n    hidden\n    createdAt\n    editedAt\n  }\n": typeof types.ReplyItem_ReplyFragmentDoc,
    "\n  fragment ReplyItem_viewer on DiscussionReply {\n    id\n    isMine\n  }\n": typeof types.ReplyItem_ViewerFragmentDoc,
    "\n  query SessionComments($sessionId: ID!, $after: String) {\n    sessionComments(sessionId: $sessionId, first: 20, after: $after) {\n      thread {\n        id\n      }\n      comments {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.SessionCommentsDocument,
    "\n  fragment ThreadSummary_thread on DiscussionThread {\n    id\n    groupId\n    title\n    authorName\n    hidden\n    isQuestion\n    answered\n    replyCount\n    lastActivityAt\n  }\n": typeof types.ThreadSummary_ThreadFragmentDoc,
    "\n  subscription DiscussionLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        sessionId\n        ...ThreadFields_thread\n        ...ThreadViewer_thread\n        ...ThreadSummary_thread\n      }\n      reply {\n        id\n        ...ReplyItem_reply\n        ...ReplyItem_viewer\n      }\n      announcement {\n        id\n        ...AnnouncementItem_announcement\n      }\n    }\n  }\n": typeof types.DiscussionLiveDocument,
    "\n  fragment ThreadFields_thread on DiscussionThread {\n    id\n    groupId\n    sessionId\n    title\n    body\n    bodyHtml\n    authorName\n    hidden\n    isQuestion\n    answered\n    answerReplyId\n    isPublic\n    replyCount\n    createdAt\n    editedAt\n    lastActivityAt\n  }\n": typeof types.ThreadFields_ThreadFragmentDoc,
    "\n  fragment ThreadViewer_thread on DiscussionThread {\n    id\n    isMine\n    viewerFollows\n  }\n": typeof types.ThreadViewer_ThreadFragmentDoc,
    "\n  mutation StartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": typeof types.StartThreadDocument,
    "\n  mutation UpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": typeof types.UpdateThreadDocument,
    "\n  mutation DeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n": typeof types.DeleteThreadDocument,
    "\n  mutation ReplyToThread($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n": typeof types.ReplyToThreadDocument,
    "\n  mutation UpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n": typeof types.UpdateReplyDocument,
    "\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n": typeof types.DeleteReplyDocument,
    "\n  mutation CommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      threadId\n      # ReplyItem_viewer's one field, asked here: a second spread would leave threadId off the update's type.\n      isMine\n      ...ReplyItem_reply\n    }\n  }\n": typeof types.CommentOnSessionDocument,
    "\n  mutation HideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": typeof types.HideThreadDocument,
    "\n  mutation HideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n": typeof types.HideReplyDocument,
    "\n  mutation HideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      ...AnnouncementItem_announcement\n    }\n  }\n": typeof types.HideAnnouncementDocument,
    "\n  mutation MarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": typeof types.MarkAnswerDocument,
    "\n  mutation SetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": typeof types.SetThreadPublicDocument,
    "\n  mutation FollowThread($id: ID!, $following: Boolean!) {\n    followThread(id: $id, following: $following)\n  }\n": typeof types.FollowThreadDocument,
    "\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      recipientCount\n      ...AnnouncementItem_announcement\n    }\n  }\n": typeof types.AnnounceDocument,
    "\n  query GroupActivity($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: 20, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.GroupActivityDocument,
    "\n  fragment GroupActivity_group on Group {\n    id\n    updatedAt\n    memberCount\n    waitlistCount\n    joinPolicy\n    team {\n      id\n      role\n    }\n    teamInvitations {\n      inviteeId\n    }\n    pendingJoinRequests {\n      totalCount\n    }\n    bans {\n      id\n    }\n    suspension {\n      reason\n    }\n  }\n": typeof types.GroupActivity_GroupFragmentDoc,
    "\n  fragment GroupCard_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    location\n    imageURL\n    isActive\n    maxMembers\n    memberCount\n    waitlistCount\n    place {\n      id\n      kind\n      name\n      country\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n  }\n": typeof types.GroupCard_GroupFragmentDoc,
    "\n  fragment GroupForm_group on Group {\n    id\n    groupName\n    hobbyCategory\n    description\n    location\n    maxMembers\n    startDate\n    imageURL\n    venue\n    place {\n      id\n      kind\n      name\n      country\n    }\n  }\n": typeof types.GroupForm_GroupFragmentDoc,
    "\n  fragment JoinButton_group on Group {\n    id\n    maxMembers\n    memberCount\n    spotsLeft\n    isActive\n    viewerIsMember\n    viewerIsOwner\n    waitlistCount\n    viewerWaitlistPosition\n    joinPolicy\n    viewerBan {\n      reason\n    }\n  }\n": typeof types.JoinButton_GroupFragmentDoc,
    "\n  fragment NextMeetingText_meeting on NextMeeting {\n    startsAt\n    allDay\n    timeZone\n    frequency\n    interval\n  }\n": typeof types.NextMeetingText_MeetingFragmentDoc,
    "\n  fragment ReminderSettings_group on Group {\n    id\n    viewerRole\n    reminderLeadHours\n    nudgeUnanswered\n  }\n": typeof types.ReminderSettings_GroupFragmentDoc,
    "\n  mutation SetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        ...ReminderSettings_group @unmask\n      }\n    }\n  }\n": typeof types.SetRemindersDocument,
    "\n  fragment Admission_group on Group {\n    id\n    isActive\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    joinPolicy\n    joinQuestions\n    viewerJoinRequest {\n      id\n      requestedAt\n    }\n    viewerJoinDecision {\n      decision\n      message\n      decidedAt\n    }\n    viewerBan {\n      reason\n    }\n    pendingJoinRequests {\n      nodes {\n        id\n        displayName\n        requestedAt\n        answers {\n          question\n          answer\n        }\n      }\n      nextCursor\n      totalCount\n    }\n    bannedPeople {\n      nodes {\n        id\n        displayName\n        reason\n        bannedAt\n      }\n      nextCursor\n      totalCount\n    }\n    members {\n      id\n      displayName\n    }\n    memberCount\n    spotsLeft\n    waitlistCount\n    viewerWaitlistPosition\n  }\n": typeof types.Admission_GroupFragmentDoc,
    "\n  query GroupBansPage($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n          bannedAt\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.GroupBansPageDocument,
    "\n  query PendingJoinRequestsPage($id: ID!, $after: String!) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(after: $after) {\n        nodes {\n          id\n          displayName\n          requestedAt\n          answers {\n            question\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.PendingJoinRequestsPageDocument,
    "\n  mutation SetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.SetJoinPolicyDocument,
    "\n  mutation RequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.RequestToJoinDocument,
    "\n  mutation CancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.CancelJoinRequestDocument,
    "\n  mutation DecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.DecideJoinRequestDocument,
    "\n  mutation BanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.BanMemberDocument,
    "\n  mutation UnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.UnbanMemberDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        ...GroupCard_group\n        ...GroupRow_group\n        hobbyCategoryName\n        isActive\n        userName\n        userEmail\n        viewerIsOwner\n      }\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        hobbyCategoryName\n        isActive\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdateGroupDocument,
    "\n  mutation DeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n": typeof types.DeleteGroupDocument,
    "\n  mutation JoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        viewerIsMember\n        ...GroupCard_group\n      }\n    }\n  }\n": typeof types.JoinGroupDocument,
    "\n  mutation LeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n      }\n    }\n  }\n": typeof types.LeaveGroupDocument,
    "\n  mutation JoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n        ...GroupCard_group\n      }\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n": typeof types.LeaveWaitlistDocument,
    "\n  fragment MembershipState_group on Group {\n    id\n    viewerIsMember\n  }\n": typeof types.MembershipState_GroupFragmentDoc,
    "\n  mutation CreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n    }\n  }\n": typeof types.CreateInviteLinkDocument,
    "\n  mutation RevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": typeof types.RevokeInviteLinksDocument,
    "\n  mutation AcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": typeof types.AcceptInviteLinkDocument,
    "\n  subscription GroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      ...GroupCard_group\n      description\n      startDate\n      spotsLeft\n      viewerIsMember\n    }\n  }\n": typeof types.GroupLiveDocument,
    "\n  fragment Team_group on Group {\n    id\n    viewerRole\n    team {\n      id\n      displayName\n      role\n    }\n    teamInvitations {\n      inviteeId\n      role\n      invitedAt\n    }\n    members {\n      id\n      displayName\n    }\n  }\n": typeof types.Team_GroupFragmentDoc,
    "\n  query ViewerTeamInvitations {\n    viewer {\n      id\n      teamInvitations {\n        role\n        invitedAt\n        group {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ViewerTeamInvitationsDocument,
    "\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n": typeof types.InviteToTeamDocument,
    "\n  mutation AnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n": typeof types.AnswerTeamInvitationDocument,
    "\n  mutation SetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n": typeof types.SetTeamRoleDocument,
    "\n  mutation LeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n        ...Admission_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n": typeof types.LeaveTeamDocument,
    "\n  mutation TransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n      }\n    }\n  }\n": typeof types.TransferGroupDocument,
    "\n  subscription ReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      ...ReportFields_report\n    }\n  }\n": typeof types.ReportQueueChangedDocument,
    "\n  fragment ReportFields_report on Report {\n    id\n    subject\n    targetId\n    threadId\n    groupId\n    groupName\n    summary\n    reason\n    note\n    audience\n    status\n    createdAt\n    resolvedAt\n    resolverName\n    resolution\n    hidden\n    reporterName\n  }\n": typeof types.ReportFields_ReportFragmentDoc,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  mutation ResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        groupId\n        ...ReportFields_report\n      }\n    }\n  }\n": typeof types.ResolveReportDocument,
    "\n  mutation SuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          at\n          cause\n        }\n      }\n    }\n  }\n": typeof types.SuspendGroupDocument,
    "\n  mutation LiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n": typeof types.LiftGroupSuspensionDocument,
    "\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        displayName\n        reason\n        at\n      }\n    }\n  }\n": typeof types.SuspendAccountDocument,
    "\n  mutation LiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n": typeof types.LiftAccountSuspensionDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    groupId\n    groupName\n    createdAt\n    read\n    sessionStartsAt\n    sessionLocation\n    reportSummary\n    reportOutcome\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationBell {\n    viewer {\n      id\n      unreadNotificationCount\n      isAdmin\n    }\n  }\n": typeof types.NotificationBellDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationPreferences_all on NotificationPreferences {\n    kinds {\n      kind\n      delivery\n    }\n    digestHour\n    timeZone\n    groupUnsubscribes {\n      groupId\n      groupName\n      kinds\n    }\n  }\n": typeof types.NotificationPreferences_AllFragmentDoc,
    "\n  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  mutation ResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n": typeof types.ResubscribeGroupEmailDocument,
    "\n  query AdminPage($status: ReportStatus!) {\n    viewer {\n      id\n      isAdmin\n    }\n    reportQueue(status: $status, first: 100) {\n      id\n      subject\n      ...ReportFields_report\n    }\n    suspendedAccounts {\n      uid\n      displayName\n      reason\n      at\n    }\n  }\n": typeof types.AdminPageDocument,
    "\n  query AllGroupsCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n": typeof types.AllGroupsCountsDocument,
    "\n  query NearMeCities($search: String!) {\n    places(search: $search, first: 8) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n  }\n": typeof types.NearMeCitiesDocument,
    "\n  query AllGroupsPage($search: String, $filter: GroupFilter, $orderBy: GroupOrder, $first: Int!, $after: String) {\n    groups(search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      # The distance belongs to this list (its point), not to the group: on the edge.\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n      nodes {\n        id\n        groupName\n        place {\n          id\n          name\n          country\n          lat\n          lon\n        }\n        ...GroupCard_group\n      }\n    }\n  }\n": typeof types.AllGroupsPageDocument,
    "\n  query CreateGroupPage {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n": typeof types.CreateGroupPageDocument,
    "\n  query DashboardPage {\n    groups(first: 1) {\n      totalCount\n    }\n    viewer {\n      id\n      groupCount\n      joinedGroupCount\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  fragment AddToCalendar_group on Group {\n    id\n    groupName\n    description\n    location\n    startDate\n  }\n": typeof types.AddToCalendar_GroupFragmentDoc,
    "\n  fragment MemberList_group on Group {\n    id\n    members {\n      id\n      displayName\n      joinedAt\n    }\n    waitlist {\n      displayName\n      queuedAt\n    }\n  }\n": typeof types.MemberList_GroupFragmentDoc,
    "\n  fragment PlaceMap_group on Group {\n    id\n    groupName\n    place {\n      id\n      name\n      country\n      lat\n      lon\n    }\n  }\n": typeof types.PlaceMap_GroupFragmentDoc,
    "\n  fragment GroupDetails_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    startDate\n    imageURL\n    userName\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    suspension {\n      reason\n    }\n    venue\n    place {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n    ...JoinButton_group\n    ...MemberList_group\n    ...AddToCalendar_group\n    ...Admission_group\n    ...Team_group\n    ...GroupActivity_group\n    ...PlaceMap_group\n    ...ReminderSettings_group\n  }\n": typeof types.GroupDetails_GroupFragmentDoc,
    "\n  query GroupDetailsPage($id: ID!) {\n    group(id: $id) {\n      ...GroupDetails_group @unmask\n      ...SessionList_group\n    }\n  }\n": typeof types.GroupDetailsPageDocument,
    "\n  subscription GroupDetailsLive($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetails_group\n    }\n  }\n": typeof types.GroupDetailsLiveDocument,
    "\n  query GroupDiscussionPage($id: ID!, $questions: Boolean) {\n    group(id: $id) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n      sessions(first: 20) {\n        nodes {\n          id\n          startsAt\n          timeZone\n          cancelled\n        }\n      }\n      announcements(first: 10) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n      discussion(first: 20, questions: $questions) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.GroupDiscussionPageDocument,
    "\n  query GroupDiscussionMore($id: ID!, $questions: Boolean, $after: String) {\n    group(id: $id) {\n      id\n      discussion(first: 20, questions: $questions, after: $after) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.GroupDiscussionMoreDocument,
    "\n  query GroupAnnouncementsMore($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      announcements(first: 10, after: $after) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.GroupAnnouncementsMoreDocument,
    "\n  query GroupInvitePage($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      groupName\n      hobbyCategoryName\n      description\n      location\n      startDate\n      isActive\n      memberCount\n      spotsLeft\n      viewerIsMember\n      viewerIsOwner\n      viewerRole\n      viewerWaitlistPosition\n      viewerBan {\n        reason\n      }\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.GroupInvitePageDocument,
    "\n  query GroupReportsPage($id: ID!, $status: ReportStatus!) {\n    group(id: $id) {\n      id\n      groupName\n      reports(status: $status, first: 100) {\n        id\n        subject\n        ...ReportFields_report\n      }\n    }\n  }\n": typeof types.GroupReportsPageDocument,
    "\n  query HomePage($first: Int!, $after: String) {\n    groups(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...GroupCard_group\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query CalendarFeed {\n    viewer {\n      id\n      calendarFeedUrl\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      viewer {\n        id\n        calendarFeedUrl\n      }\n    }\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  query JoinedGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      joinedGroupCount\n      joinedGroups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupCard_group\n        }\n      }\n    }\n  }\n": typeof types.JoinedGroupsPageDocument,
    "\n  fragment GroupRow_group on Group {\n    id\n    groupName\n    maxMembers\n    memberCount\n    location\n    startDate\n    hobbyCategoryName\n  }\n": typeof types.GroupRow_GroupFragmentDoc,
    "\n  query MyGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      groupCount\n      groups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupRow_group\n        }\n      }\n    }\n  }\n": typeof types.MyGroupsPageDocument,
    "\n  query MyReportsPage {\n    viewer {\n      id\n      isAdmin\n      reports(first: 100) {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n": typeof types.MyReportsPageDocument,
    "\n  query NotificationSettingsPage {\n    viewer {\n      id\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n": typeof types.NotificationSettingsPageDocument,
    "\n  query NotificationsPage {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  query ProfilePage {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      groupCount\n      joinedGroupCount\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query ThreadPage($id: ID!) {\n    discussionThread(id: $id) {\n      ...ThreadFields_thread @unmask\n      replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_reply\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.ThreadPageDocument,
    "\n  query ThreadViewer($groupId: ID!, $id: ID!) {\n    group(id: $groupId) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n    }\n    discussionThread(id: $id) {\n      ...ThreadViewer_thread @unmask\n      viewerReplies: replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_viewer\n        }\n      }\n    }\n  }\n": typeof types.ThreadViewerDocument,
    "\n  query ThreadRepliesMore($id: ID!, $after: String) {\n    discussionThread(id: $id) {\n      id\n      replies(first: 20, after: $after) {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.ThreadRepliesMoreDocument,
    "\n  query UpdateGroupPage($id: ID!) {\n    group(id: $id) {\n      ...GroupForm_group @unmask\n      userName\n      userEmail\n      viewerRole\n      schedule {\n        localStartsAt\n        timeZone\n        recurrence {\n          frequency\n          interval\n          weekdays\n          weekOfMonth\n          monthDay\n          until\n          count\n        }\n      }\n    }\n    hobbyCategories {\n      value\n      name\n    }\n  }\n": typeof types.UpdateGroupPageDocument,
    "\n  query PlaceSearch($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n    }\n  }\n": typeof types.PlaceSearchDocument,
    "\n  fragment SessionItem_session on Session {\n    id\n    startsAt\n    endsAt\n    timeZone\n    location\n    cancelled\n    capacity\n    goingCount\n    waitlistCount\n    spotsLeft\n    viewerRsvp\n  }\n": typeof types.SessionItem_SessionFragmentDoc,
    "\n  fragment SessionList_group on Group {\n    id\n    viewerIsOwner\n    viewerIsMember\n    schedule {\n      timeZone\n      rrule\n    }\n    sessions(first: 5) {\n      nodes {\n        id\n        ...SessionItem_session\n      }\n    }\n  }\n": typeof types.SessionList_GroupFragmentDoc,
    "\n  mutation SetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        ...SessionList_group\n      }\n    }\n  }\n": typeof types.SetScheduleDocument,
    "\n  mutation CancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n      group {\n        id\n        isActive\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n": typeof types.CancelSessionDocument,
    "\n  mutation Rsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n    }\n  }\n": typeof types.RsvpDocument,
};
const documents: Documents = {
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  fragment AnnouncementItem_announcement on Announcement {\n    id\n    bodyHtml\n    authorName\n    audience\n    sessionId\n    recipientCount\n    createdAt\n    hidden\n  }\n": types.AnnouncementItem_AnnouncementFragmentDoc,
    "\n  fragment ReplyItem_reply on DiscussionReply {\n    id\n    threadId\n    body\n    bodyHtml\n    authorName\n    hidden\n    createdAt\n    editedAt\n  }\n": types.ReplyItem_ReplyFragmentDoc,
    "\n  fragment ReplyItem_viewer on DiscussionReply {\n    id\n    isMine\n  }\n": types.ReplyItem_ViewerFragmentDoc,
    "\n  query SessionComments($sessionId: ID!, $after: String) {\n    sessionComments(sessionId: $sessionId, first: 20, after: $after) {\n      thread {\n        id\n      }\n      comments {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n": types.SessionCommentsDocument,
    "\n  fragment ThreadSummary_thread on DiscussionThread {\n    id\n    groupId\n    title\n    authorName\n    hidden\n    isQuestion\n    answered\n    replyCount\n    lastActivityAt\n  }\n": types.ThreadSummary_ThreadFragmentDoc,
    "\n  subscription DiscussionLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        sessionId\n        ...ThreadFields_thread\n        ...ThreadViewer_thread\n        ...ThreadSummary_thread\n      }\n      reply {\n        id\n        ...ReplyItem_reply\n        ...ReplyItem_viewer\n      }\n      announcement {\n        id\n        ...AnnouncementItem_announcement\n      }\n    }\n  }\n": types.DiscussionLiveDocument,
    "\n  fragment ThreadFields_thread on DiscussionThread {\n    id\n    groupId\n    sessionId\n    title\n    body\n    bodyHtml\n    authorName\n    hidden\n    isQuestion\n    answered\n    answerReplyId\n    isPublic\n    replyCount\n    createdAt\n    editedAt\n    lastActivityAt\n  }\n": types.ThreadFields_ThreadFragmentDoc,
    "\n  fragment ThreadViewer_thread on DiscussionThread {\n    id\n    isMine\n    viewerFollows\n  }\n": types.ThreadViewer_ThreadFragmentDoc,
    "\n  mutation StartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": types.StartThreadDocument,
    "\n  mutation UpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": types.UpdateThreadDocument,
    "\n  mutation DeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n": types.DeleteThreadDocument,
    "\n  mutation ReplyToThread($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n": types.ReplyToThreadDocument,
    "\n  mutation UpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n": types.UpdateReplyDocument,
    "\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n": types.DeleteReplyDocument,
    "\n  mutation CommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      threadId\n      # ReplyItem_viewer's one field, asked here: a second spread would leave threadId off the update's type.\n      isMine\n      ...ReplyItem_reply\n    }\n  }\n": types.CommentOnSessionDocument,
    "\n  mutation HideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": types.HideThreadDocument,
    "\n  mutation HideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n": types.HideReplyDocument,
    "\n  mutation HideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      ...AnnouncementItem_announcement\n    }\n  }\n": types.HideAnnouncementDocument,
    "\n  mutation MarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": types.MarkAnswerDocument,
    "\n  mutation SetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n": types.SetThreadPublicDocument,
    "\n  mutation FollowThread($id: ID!, $following: Boolean!) {\n    followThread(id: $id, following: $following)\n  }\n": types.FollowThreadDocument,
    "\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      recipientCount\n      ...AnnouncementItem_announcement\n    }\n  }\n": types.AnnounceDocument,
    "\n  query GroupActivity($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: 20, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n": types.GroupActivityDocument,
    "\n  fragment GroupActivity_group on Group {\n    id\n    updatedAt\n    memberCount\n    waitlistCount\n    joinPolicy\n    team {\n      id\n      role\n    }\n    teamInvitations {\n      inviteeId\n    }\n    pendingJoinRequests {\n      totalCount\n    }\n    bans {\n      id\n    }\n    suspension {\n      reason\n    }\n  }\n": types.GroupActivity_GroupFragmentDoc,
    "\n  fragment GroupCard_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    location\n    imageURL\n    isActive\n    maxMembers\n    memberCount\n    waitlistCount\n    place {\n      id\n      kind\n      name\n      country\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n  }\n": types.GroupCard_GroupFragmentDoc,
    "\n  fragment GroupForm_group on Group {\n    id\n    groupName\n    hobbyCategory\n    description\n    location\n    maxMembers\n    startDate\n    imageURL\n    venue\n    place {\n      id\n      kind\n      name\n      country\n    }\n  }\n": types.GroupForm_GroupFragmentDoc,
    "\n  fragment JoinButton_group on Group {\n    id\n    maxMembers\n    memberCount\n    spotsLeft\n    isActive\n    viewerIsMember\n    viewerIsOwner\n    waitlistCount\n    viewerWaitlistPosition\n    joinPolicy\n    viewerBan {\n      reason\n    }\n  }\n": types.JoinButton_GroupFragmentDoc,
    "\n  fragment NextMeetingText_meeting on NextMeeting {\n    startsAt\n    allDay\n    timeZone\n    frequency\n    interval\n  }\n": types.NextMeetingText_MeetingFragmentDoc,
    "\n  fragment ReminderSettings_group on Group {\n    id\n    viewerRole\n    reminderLeadHours\n    nudgeUnanswered\n  }\n": types.ReminderSettings_GroupFragmentDoc,
    "\n  mutation SetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        ...ReminderSettings_group @unmask\n      }\n    }\n  }\n": types.SetRemindersDocument,
    "\n  fragment Admission_group on Group {\n    id\n    isActive\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    joinPolicy\n    joinQuestions\n    viewerJoinRequest {\n      id\n      requestedAt\n    }\n    viewerJoinDecision {\n      decision\n      message\n      decidedAt\n    }\n    viewerBan {\n      reason\n    }\n    pendingJoinRequests {\n      nodes {\n        id\n        displayName\n        requestedAt\n        answers {\n          question\n          answer\n        }\n      }\n      nextCursor\n      totalCount\n    }\n    bannedPeople {\n      nodes {\n        id\n        displayName\n        reason\n        bannedAt\n      }\n      nextCursor\n      totalCount\n    }\n    members {\n      id\n      displayName\n    }\n    memberCount\n    spotsLeft\n    waitlistCount\n    viewerWaitlistPosition\n  }\n": types.Admission_GroupFragmentDoc,
    "\n  query GroupBansPage($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n          bannedAt\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.GroupBansPageDocument,
    "\n  query PendingJoinRequestsPage($id: ID!, $after: String!) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(after: $after) {\n        nodes {\n          id\n          displayName\n          requestedAt\n          answers {\n            question\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.PendingJoinRequestsPageDocument,
    "\n  mutation SetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.SetJoinPolicyDocument,
    "\n  mutation RequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.RequestToJoinDocument,
    "\n  mutation CancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.CancelJoinRequestDocument,
    "\n  mutation DecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.DecideJoinRequestDocument,
    "\n  mutation BanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.BanMemberDocument,
    "\n  mutation UnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.UnbanMemberDocument,
    "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        ...GroupCard_group\n        ...GroupRow_group\n        hobbyCategoryName\n        isActive\n        userName\n        userEmail\n        viewerIsOwner\n      }\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        hobbyCategoryName\n        isActive\n        updatedAt\n      }\n    }\n  }\n": types.UpdateGroupDocument,
    "\n  mutation DeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n": types.DeleteGroupDocument,
    "\n  mutation JoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        viewerIsMember\n        ...GroupCard_group\n      }\n    }\n  }\n": types.JoinGroupDocument,
    "\n  mutation LeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n      }\n    }\n  }\n": types.LeaveGroupDocument,
    "\n  mutation JoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n        ...GroupCard_group\n      }\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n": types.LeaveWaitlistDocument,
    "\n  fragment MembershipState_group on Group {\n    id\n    viewerIsMember\n  }\n": types.MembershipState_GroupFragmentDoc,
    "\n  mutation CreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n    }\n  }\n": types.CreateInviteLinkDocument,
    "\n  mutation RevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": types.RevokeInviteLinksDocument,
    "\n  mutation AcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n": types.AcceptInviteLinkDocument,
    "\n  subscription GroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      ...GroupCard_group\n      description\n      startDate\n      spotsLeft\n      viewerIsMember\n    }\n  }\n": types.GroupLiveDocument,
    "\n  fragment Team_group on Group {\n    id\n    viewerRole\n    team {\n      id\n      displayName\n      role\n    }\n    teamInvitations {\n      inviteeId\n      role\n      invitedAt\n    }\n    members {\n      id\n      displayName\n    }\n  }\n": types.Team_GroupFragmentDoc,
    "\n  query ViewerTeamInvitations {\n    viewer {\n      id\n      teamInvitations {\n        role\n        invitedAt\n        group {\n          id\n        }\n      }\n    }\n  }\n": types.ViewerTeamInvitationsDocument,
    "\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n": types.InviteToTeamDocument,
    "\n  mutation AnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n": types.AnswerTeamInvitationDocument,
    "\n  mutation SetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n": types.SetTeamRoleDocument,
    "\n  mutation LeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n        ...Admission_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n": types.LeaveTeamDocument,
    "\n  mutation TransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n      }\n    }\n  }\n": types.TransferGroupDocument,
    "\n  subscription ReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      ...ReportFields_report\n    }\n  }\n": types.ReportQueueChangedDocument,
    "\n  fragment ReportFields_report on Report {\n    id\n    subject\n    targetId\n    threadId\n    groupId\n    groupName\n    summary\n    reason\n    note\n    audience\n    status\n    createdAt\n    resolvedAt\n    resolverName\n    resolution\n    hidden\n    reporterName\n  }\n": types.ReportFields_ReportFragmentDoc,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n": types.ReportContentDocument,
    "\n  mutation ResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        groupId\n        ...ReportFields_report\n      }\n    }\n  }\n": types.ResolveReportDocument,
    "\n  mutation SuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          at\n          cause\n        }\n      }\n    }\n  }\n": types.SuspendGroupDocument,
    "\n  mutation LiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n": types.LiftGroupSuspensionDocument,
    "\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        displayName\n        reason\n        at\n      }\n    }\n  }\n": types.SuspendAccountDocument,
    "\n  mutation LiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n": types.LiftAccountSuspensionDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    groupId\n    groupName\n    createdAt\n    read\n    sessionStartsAt\n    sessionLocation\n    reportSummary\n    reportOutcome\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationBell {\n    viewer {\n      id\n      unreadNotificationCount\n      isAdmin\n    }\n  }\n": types.NotificationBellDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationPreferences_all on NotificationPreferences {\n    kinds {\n      kind\n      delivery\n    }\n    digestHour\n    timeZone\n    groupUnsubscribes {\n      groupId\n      groupName\n      kinds\n    }\n  }\n": types.NotificationPreferences_AllFragmentDoc,
    "\n  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  mutation ResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n": types.ResubscribeGroupEmailDocument,
    "\n  query AdminPage($status: ReportStatus!) {\n    viewer {\n      id\n      isAdmin\n    }\n    reportQueue(status: $status, first: 100) {\n      id\n      subject\n      ...ReportFields_report\n    }\n    suspendedAccounts {\n      uid\n      displayName\n      reason\n      at\n    }\n  }\n": types.AdminPageDocument,
    "\n  query AllGroupsCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n": types.AllGroupsCountsDocument,
    "\n  query NearMeCities($search: String!) {\n    places(search: $search, first: 8) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n  }\n": types.NearMeCitiesDocument,
    "\n  query AllGroupsPage($search: String, $filter: GroupFilter, $orderBy: GroupOrder, $first: Int!, $after: String) {\n    groups(search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      # The distance belongs to this list (its point), not to the group: on the edge.\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n      nodes {\n        id\n        groupName\n        place {\n          id\n          name\n          country\n          lat\n          lon\n        }\n        ...GroupCard_group\n      }\n    }\n  }\n": types.AllGroupsPageDocument,
    "\n  query CreateGroupPage {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n": types.CreateGroupPageDocument,
    "\n  query DashboardPage {\n    groups(first: 1) {\n      totalCount\n    }\n    viewer {\n      id\n      groupCount\n      joinedGroupCount\n    }\n  }\n": types.DashboardPageDocument,
    "\n  fragment AddToCalendar_group on Group {\n    id\n    groupName\n    description\n    location\n    startDate\n  }\n": types.AddToCalendar_GroupFragmentDoc,
    "\n  fragment MemberList_group on Group {\n    id\n    members {\n      id\n      displayName\n      joinedAt\n    }\n    waitlist {\n      displayName\n      queuedAt\n    }\n  }\n": types.MemberList_GroupFragmentDoc,
    "\n  fragment PlaceMap_group on Group {\n    id\n    groupName\n    place {\n      id\n      name\n      country\n      lat\n      lon\n    }\n  }\n": types.PlaceMap_GroupFragmentDoc,
    "\n  fragment GroupDetails_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    startDate\n    imageURL\n    userName\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    suspension {\n      reason\n    }\n    venue\n    place {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n    ...JoinButton_group\n    ...MemberList_group\n    ...AddToCalendar_group\n    ...Admission_group\n    ...Team_group\n    ...GroupActivity_group\n    ...PlaceMap_group\n    ...ReminderSettings_group\n  }\n": types.GroupDetails_GroupFragmentDoc,
    "\n  query GroupDetailsPage($id: ID!) {\n    group(id: $id) {\n      ...GroupDetails_group @unmask\n      ...SessionList_group\n    }\n  }\n": types.GroupDetailsPageDocument,
    "\n  subscription GroupDetailsLive($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetails_group\n    }\n  }\n": types.GroupDetailsLiveDocument,
    "\n  query GroupDiscussionPage($id: ID!, $questions: Boolean) {\n    group(id: $id) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n      sessions(first: 20) {\n        nodes {\n          id\n          startsAt\n          timeZone\n          cancelled\n        }\n      }\n      announcements(first: 10) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n      discussion(first: 20, questions: $questions) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n": types.GroupDiscussionPageDocument,
    "\n  query GroupDiscussionMore($id: ID!, $questions: Boolean, $after: String) {\n    group(id: $id) {\n      id\n      discussion(first: 20, questions: $questions, after: $after) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n": types.GroupDiscussionMoreDocument,
    "\n  query GroupAnnouncementsMore($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      announcements(first: 10, after: $after) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n    }\n  }\n": types.GroupAnnouncementsMoreDocument,
    "\n  query GroupInvitePage($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      groupName\n      hobbyCategoryName\n      description\n      location\n      startDate\n      isActive\n      memberCount\n      spotsLeft\n      viewerIsMember\n      viewerIsOwner\n      viewerRole\n      viewerWaitlistPosition\n      viewerBan {\n        reason\n      }\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n": types.GroupInvitePageDocument,
    "\n  query GroupReportsPage($id: ID!, $status: ReportStatus!) {\n    group(id: $id) {\n      id\n      groupName\n      reports(status: $status, first: 100) {\n        id\n        subject\n        ...ReportFields_report\n      }\n    }\n  }\n": types.GroupReportsPageDocument,
    "\n  query HomePage($first: Int!, $after: String) {\n    groups(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...GroupCard_group\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query CalendarFeed {\n    viewer {\n      id\n      calendarFeedUrl\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      viewer {\n        id\n        calendarFeedUrl\n      }\n    }\n  }\n": types.ResetCalendarFeedDocument,
    "\n  query JoinedGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      joinedGroupCount\n      joinedGroups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupCard_group\n        }\n      }\n    }\n  }\n": types.JoinedGroupsPageDocument,
    "\n  fragment GroupRow_group on Group {\n    id\n    groupName\n    maxMembers\n    memberCount\n    location\n    startDate\n    hobbyCategoryName\n  }\n": types.GroupRow_GroupFragmentDoc,
    "\n  query MyGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      groupCount\n      groups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupRow_group\n        }\n      }\n    }\n  }\n": types.MyGroupsPageDocument,
    "\n  query MyReportsPage {\n    viewer {\n      id\n      isAdmin\n      reports(first: 100) {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n": types.MyReportsPageDocument,
    "\n  query NotificationSettingsPage {\n    viewer {\n      id\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n": types.NotificationSettingsPageDocument,
    "\n  query NotificationsPage {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  query ProfilePage {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      groupCount\n      joinedGroupCount\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query ThreadPage($id: ID!) {\n    discussionThread(id: $id) {\n      ...ThreadFields_thread @unmask\n      replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_reply\n        }\n        nextCursor\n      }\n    }\n  }\n": types.ThreadPageDocument,
    "\n  query ThreadViewer($groupId: ID!, $id: ID!) {\n    group(id: $groupId) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n    }\n    discussionThread(id: $id) {\n      ...ThreadViewer_thread @unmask\n      viewerReplies: replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_viewer\n        }\n      }\n    }\n  }\n": types.ThreadViewerDocument,
    "\n  query ThreadRepliesMore($id: ID!, $after: String) {\n    discussionThread(id: $id) {\n      id\n      replies(first: 20, after: $after) {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n": types.ThreadRepliesMoreDocument,
    "\n  query UpdateGroupPage($id: ID!) {\n    group(id: $id) {\n      ...GroupForm_group @unmask\n      userName\n      userEmail\n      viewerRole\n      schedule {\n        localStartsAt\n        timeZone\n        recurrence {\n          frequency\n          interval\n          weekdays\n          weekOfMonth\n          monthDay\n          until\n          count\n        }\n      }\n    }\n    hobbyCategories {\n      value\n      name\n    }\n  }\n": types.UpdateGroupPageDocument,
    "\n  query PlaceSearch($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n    }\n  }\n": types.PlaceSearchDocument,
    "\n  fragment SessionItem_session on Session {\n    id\n    startsAt\n    endsAt\n    timeZone\n    location\n    cancelled\n    capacity\n    goingCount\n    waitlistCount\n    spotsLeft\n    viewerRsvp\n  }\n": types.SessionItem_SessionFragmentDoc,
    "\n  fragment SessionList_group on Group {\n    id\n    viewerIsOwner\n    viewerIsMember\n    schedule {\n      timeZone\n      rrule\n    }\n    sessions(first: 5) {\n      nodes {\n        id\n        ...SessionItem_session\n      }\n    }\n  }\n": types.SessionList_GroupFragmentDoc,
    "\n  mutation SetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        ...SessionList_group\n      }\n    }\n  }\n": types.SetScheduleDocument,
    "\n  mutation CancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n      group {\n        id\n        isActive\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n": types.CancelSessionDocument,
    "\n  mutation Rsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n    }\n  }\n": types.RsvpDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementItem_announcement on Announcement {\n    id\n    bodyHtml\n    authorName\n    audience\n    sessionId\n    recipientCount\n    createdAt\n    hidden\n  }\n"): (typeof documents)["\n  fragment AnnouncementItem_announcement on Announcement {\n    id\n    bodyHtml\n    authorName\n    audience\n    sessionId\n    recipientCount\n    createdAt\n    hidden\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReplyItem_reply on DiscussionReply {\n    id\n    threadId\n    body\n    bodyHtml\n    authorName\n    hidden\n    createdAt\n    editedAt\n  }\n"): (typeof documents)["\n  fragment ReplyItem_reply on DiscussionReply {\n    id\n    threadId\n    body\n    bodyHtml\n    authorName\n    hidden\n    createdAt\n    editedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReplyItem_viewer on DiscussionReply {\n    id\n    isMine\n  }\n"): (typeof documents)["\n  fragment ReplyItem_viewer on DiscussionReply {\n    id\n    isMine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionComments($sessionId: ID!, $after: String) {\n    sessionComments(sessionId: $sessionId, first: 20, after: $after) {\n      thread {\n        id\n      }\n      comments {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionComments($sessionId: ID!, $after: String) {\n    sessionComments(sessionId: $sessionId, first: 20, after: $after) {\n      thread {\n        id\n      }\n      comments {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadSummary_thread on DiscussionThread {\n    id\n    groupId\n    title\n    authorName\n    hidden\n    isQuestion\n    answered\n    replyCount\n    lastActivityAt\n  }\n"): (typeof documents)["\n  fragment ThreadSummary_thread on DiscussionThread {\n    id\n    groupId\n    title\n    authorName\n    hidden\n    isQuestion\n    answered\n    replyCount\n    lastActivityAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DiscussionLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        sessionId\n        ...ThreadFields_thread\n        ...ThreadViewer_thread\n        ...ThreadSummary_thread\n      }\n      reply {\n        id\n        ...ReplyItem_reply\n        ...ReplyItem_viewer\n      }\n      announcement {\n        id\n        ...AnnouncementItem_announcement\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DiscussionLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        sessionId\n        ...ThreadFields_thread\n        ...ThreadViewer_thread\n        ...ThreadSummary_thread\n      }\n      reply {\n        id\n        ...ReplyItem_reply\n        ...ReplyItem_viewer\n      }\n      announcement {\n        id\n        ...AnnouncementItem_announcement\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadFields_thread on DiscussionThread {\n    id\n    groupId\n    sessionId\n    title\n    body\n    bodyHtml\n    authorName\n    hidden\n    isQuestion\n    answered\n    answerReplyId\n    isPublic\n    replyCount\n    createdAt\n    editedAt\n    lastActivityAt\n  }\n"): (typeof documents)["\n  fragment ThreadFields_thread on DiscussionThread {\n    id\n    groupId\n    sessionId\n    title\n    body\n    bodyHtml\n    authorName\n    hidden\n    isQuestion\n    answered\n    answerReplyId\n    isPublic\n    replyCount\n    createdAt\n    editedAt\n    lastActivityAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadViewer_thread on DiscussionThread {\n    id\n    isMine\n    viewerFollows\n  }\n"): (typeof documents)["\n  fragment ThreadViewer_thread on DiscussionThread {\n    id\n    isMine\n    viewerFollows\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"): (typeof documents)["\n  mutation StartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToThread($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToThread($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      threadId\n      # ReplyItem_viewer's one field, asked here: a second spread would leave threadId off the update's type.\n      isMine\n      ...ReplyItem_reply\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      threadId\n      # ReplyItem_viewer's one field, asked here: a second spread would leave threadId off the update's type.\n      isMine\n      ...ReplyItem_reply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"): (typeof documents)["\n  mutation HideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation HideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      ...ReplyItem_reply\n      ...ReplyItem_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      ...AnnouncementItem_announcement\n    }\n  }\n"): (typeof documents)["\n  mutation HideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      ...AnnouncementItem_announcement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"): (typeof documents)["\n  mutation SetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      ...ThreadFields_thread\n      ...ThreadViewer_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowThread($id: ID!, $following: Boolean!) {\n    followThread(id: $id, following: $following)\n  }\n"): (typeof documents)["\n  mutation FollowThread($id: ID!, $following: Boolean!) {\n    followThread(id: $id, following: $following)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      recipientCount\n      ...AnnouncementItem_announcement\n    }\n  }\n"): (typeof documents)["\n  mutation Announce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      recipientCount\n      ...AnnouncementItem_announcement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupActivity($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: 20, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupActivity($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: 20, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupActivity_group on Group {\n    id\n    updatedAt\n    memberCount\n    waitlistCount\n    joinPolicy\n    team {\n      id\n      role\n    }\n    teamInvitations {\n      inviteeId\n    }\n    pendingJoinRequests {\n      totalCount\n    }\n    bans {\n      id\n    }\n    suspension {\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment GroupActivity_group on Group {\n    id\n    updatedAt\n    memberCount\n    waitlistCount\n    joinPolicy\n    team {\n      id\n      role\n    }\n    teamInvitations {\n      inviteeId\n    }\n    pendingJoinRequests {\n      totalCount\n    }\n    bans {\n      id\n    }\n    suspension {\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupCard_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    location\n    imageURL\n    isActive\n    maxMembers\n    memberCount\n    waitlistCount\n    place {\n      id\n      kind\n      name\n      country\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment GroupCard_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    location\n    imageURL\n    isActive\n    maxMembers\n    memberCount\n    waitlistCount\n    place {\n      id\n      kind\n      name\n      country\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupForm_group on Group {\n    id\n    groupName\n    hobbyCategory\n    description\n    location\n    maxMembers\n    startDate\n    imageURL\n    venue\n    place {\n      id\n      kind\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment GroupForm_group on Group {\n    id\n    groupName\n    hobbyCategory\n    description\n    location\n    maxMembers\n    startDate\n    imageURL\n    venue\n    place {\n      id\n      kind\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JoinButton_group on Group {\n    id\n    maxMembers\n    memberCount\n    spotsLeft\n    isActive\n    viewerIsMember\n    viewerIsOwner\n    waitlistCount\n    viewerWaitlistPosition\n    joinPolicy\n    viewerBan {\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment JoinButton_group on Group {\n    id\n    maxMembers\n    memberCount\n    spotsLeft\n    isActive\n    viewerIsMember\n    viewerIsOwner\n    waitlistCount\n    viewerWaitlistPosition\n    joinPolicy\n    viewerBan {\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextMeetingText_meeting on NextMeeting {\n    startsAt\n    allDay\n    timeZone\n    frequency\n    interval\n  }\n"): (typeof documents)["\n  fragment NextMeetingText_meeting on NextMeeting {\n    startsAt\n    allDay\n    timeZone\n    frequency\n    interval\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderSettings_group on Group {\n    id\n    viewerRole\n    reminderLeadHours\n    nudgeUnanswered\n  }\n"): (typeof documents)["\n  fragment ReminderSettings_group on Group {\n    id\n    viewerRole\n    reminderLeadHours\n    nudgeUnanswered\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        ...ReminderSettings_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        ...ReminderSettings_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Admission_group on Group {\n    id\n    isActive\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    joinPolicy\n    joinQuestions\n    viewerJoinRequest {\n      id\n      requestedAt\n    }\n    viewerJoinDecision {\n      decision\n      message\n      decidedAt\n    }\n    viewerBan {\n      reason\n    }\n    pendingJoinRequests {\n      nodes {\n        id\n        displayName\n        requestedAt\n        answers {\n          question\n          answer\n        }\n      }\n      nextCursor\n      totalCount\n    }\n    bannedPeople {\n      nodes {\n        id\n        displayName\n        reason\n        bannedAt\n      }\n      nextCursor\n      totalCount\n    }\n    members {\n      id\n      displayName\n    }\n    memberCount\n    spotsLeft\n    waitlistCount\n    viewerWaitlistPosition\n  }\n"): (typeof documents)["\n  fragment Admission_group on Group {\n    id\n    isActive\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    joinPolicy\n    joinQuestions\n    viewerJoinRequest {\n      id\n      requestedAt\n    }\n    viewerJoinDecision {\n      decision\n      message\n      decidedAt\n    }\n    viewerBan {\n      reason\n    }\n    pendingJoinRequests {\n      nodes {\n        id\n        displayName\n        requestedAt\n        answers {\n          question\n          answer\n        }\n      }\n      nextCursor\n      totalCount\n    }\n    bannedPeople {\n      nodes {\n        id\n        displayName\n        reason\n        bannedAt\n      }\n      nextCursor\n      totalCount\n    }\n    members {\n      id\n      displayName\n    }\n    memberCount\n    spotsLeft\n    waitlistCount\n    viewerWaitlistPosition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupBansPage($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n          bannedAt\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupBansPage($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n          bannedAt\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingJoinRequestsPage($id: ID!, $after: String!) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(after: $after) {\n        nodes {\n          id\n          displayName\n          requestedAt\n          answers {\n            question\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingJoinRequestsPage($id: ID!, $after: String!) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(after: $after) {\n        nodes {\n          id\n          displayName\n          requestedAt\n          answers {\n            question\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        ...GroupCard_group\n        ...GroupRow_group\n        hobbyCategoryName\n        isActive\n        userName\n        userEmail\n        viewerIsOwner\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        ...GroupCard_group\n        ...GroupRow_group\n        hobbyCategoryName\n        isActive\n        userName\n        userEmail\n        viewerIsOwner\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        hobbyCategoryName\n        isActive\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...GroupForm_group @unmask\n        hobbyCategoryName\n        isActive\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        viewerIsMember\n        ...GroupCard_group\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        viewerIsMember\n        ...GroupCard_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n        ...GroupCard_group\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n        ...GroupCard_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipState_group on Group {\n    id\n    viewerIsMember\n  }\n"): (typeof documents)["\n  fragment MembershipState_group on Group {\n    id\n    viewerIsMember\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        ...Admission_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      ...GroupCard_group\n      description\n      startDate\n      spotsLeft\n      viewerIsMember\n    }\n  }\n"): (typeof documents)["\n  subscription GroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      ...GroupCard_group\n      description\n      startDate\n      spotsLeft\n      viewerIsMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Team_group on Group {\n    id\n    viewerRole\n    team {\n      id\n      displayName\n      role\n    }\n    teamInvitations {\n      inviteeId\n      role\n      invitedAt\n    }\n    members {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment Team_group on Group {\n    id\n    viewerRole\n    team {\n      id\n      displayName\n      role\n    }\n    teamInvitations {\n      inviteeId\n      role\n      invitedAt\n    }\n    members {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerTeamInvitations {\n    viewer {\n      id\n      teamInvitations {\n        role\n        invitedAt\n        group {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerTeamInvitations {\n    viewer {\n      id\n      teamInvitations {\n        role\n        invitedAt\n        group {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        ...Team_group @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n        ...Admission_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        ...Team_group @unmask\n        ...Admission_group @unmask\n        viewerIsOwner\n        viewerIsMember\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        ...Team_group @unmask\n        viewerIsOwner\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      ...ReportFields_report\n    }\n  }\n"): (typeof documents)["\n  subscription ReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      ...ReportFields_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportFields_report on Report {\n    id\n    subject\n    targetId\n    threadId\n    groupId\n    groupName\n    summary\n    reason\n    note\n    audience\n    status\n    createdAt\n    resolvedAt\n    resolverName\n    resolution\n    hidden\n    reporterName\n  }\n"): (typeof documents)["\n  fragment ReportFields_report on Report {\n    id\n    subject\n    targetId\n    threadId\n    groupId\n    groupName\n    summary\n    reason\n    note\n    audience\n    status\n    createdAt\n    resolvedAt\n    resolverName\n    resolution\n    hidden\n    reporterName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        groupId\n        ...ReportFields_report\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        groupId\n        ...ReportFields_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          at\n          cause\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          at\n          cause\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        displayName\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        displayName\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    groupId\n    groupName\n    createdAt\n    read\n    sessionStartsAt\n    sessionLocation\n    reportSummary\n    reportOutcome\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    groupId\n    groupName\n    createdAt\n    read\n    sessionStartsAt\n    sessionLocation\n    reportSummary\n    reportOutcome\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationBell {\n    viewer {\n      id\n      unreadNotificationCount\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query NotificationBell {\n    viewer {\n      id\n      unreadNotificationCount\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferences_all on NotificationPreferences {\n    kinds {\n      kind\n      delivery\n    }\n    digestHour\n    timeZone\n    groupUnsubscribes {\n      groupId\n      groupName\n      kinds\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationPreferences_all on NotificationPreferences {\n    kinds {\n      kind\n      delivery\n    }\n    digestHour\n    timeZone\n    groupUnsubscribes {\n      groupId\n      groupName\n      kinds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPage($status: ReportStatus!) {\n    viewer {\n      id\n      isAdmin\n    }\n    reportQueue(status: $status, first: 100) {\n      id\n      subject\n      ...ReportFields_report\n    }\n    suspendedAccounts {\n      uid\n      displayName\n      reason\n      at\n    }\n  }\n"): (typeof documents)["\n  query AdminPage($status: ReportStatus!) {\n    viewer {\n      id\n      isAdmin\n    }\n    reportQueue(status: $status, first: 100) {\n      id\n      subject\n      ...ReportFields_report\n    }\n    suspendedAccounts {\n      uid\n      displayName\n      reason\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllGroupsCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query AllGroupsCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearMeCities($search: String!) {\n    places(search: $search, first: 8) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  query NearMeCities($search: String!) {\n    places(search: $search, first: 8) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllGroupsPage($search: String, $filter: GroupFilter, $orderBy: GroupOrder, $first: Int!, $after: String) {\n    groups(search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      # The distance belongs to this list (its point), not to the group: on the edge.\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n      nodes {\n        id\n        groupName\n        place {\n          id\n          name\n          country\n          lat\n          lon\n        }\n        ...GroupCard_group\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllGroupsPage($search: String, $filter: GroupFilter, $orderBy: GroupOrder, $first: Int!, $after: String) {\n    groups(search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      # The distance belongs to this list (its point), not to the group: on the edge.\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n      nodes {\n        id\n        groupName\n        place {\n          id\n          name\n          country\n          lat\n          lon\n        }\n        ...GroupCard_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateGroupPage {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n"): (typeof documents)["\n  query CreateGroupPage {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    groups(first: 1) {\n      totalCount\n    }\n    viewer {\n      id\n      groupCount\n      joinedGroupCount\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    groups(first: 1) {\n      totalCount\n    }\n    viewer {\n      id\n      groupCount\n      joinedGroupCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddToCalendar_group on Group {\n    id\n    groupName\n    description\n    location\n    startDate\n  }\n"): (typeof documents)["\n  fragment AddToCalendar_group on Group {\n    id\n    groupName\n    description\n    location\n    startDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberList_group on Group {\n    id\n    members {\n      id\n      displayName\n      joinedAt\n    }\n    waitlist {\n      displayName\n      queuedAt\n    }\n  }\n"): (typeof documents)["\n  fragment MemberList_group on Group {\n    id\n    members {\n      id\n      displayName\n      joinedAt\n    }\n    waitlist {\n      displayName\n      queuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceMap_group on Group {\n    id\n    groupName\n    place {\n      id\n      name\n      country\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceMap_group on Group {\n    id\n    groupName\n    place {\n      id\n      name\n      country\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupDetails_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    startDate\n    imageURL\n    userName\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    suspension {\n      reason\n    }\n    venue\n    place {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n    ...JoinButton_group\n    ...MemberList_group\n    ...AddToCalendar_group\n    ...Admission_group\n    ...Team_group\n    ...GroupActivity_group\n    ...PlaceMap_group\n    ...ReminderSettings_group\n  }\n"): (typeof documents)["\n  fragment GroupDetails_group on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    startDate\n    imageURL\n    userName\n    viewerIsOwner\n    viewerIsMember\n    viewerRole\n    suspension {\n      reason\n    }\n    venue\n    place {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n    }\n    nextMeeting {\n      ...NextMeetingText_meeting @unmask\n    }\n    ...JoinButton_group\n    ...MemberList_group\n    ...AddToCalendar_group\n    ...Admission_group\n    ...Team_group\n    ...GroupActivity_group\n    ...PlaceMap_group\n    ...ReminderSettings_group\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupDetailsPage($id: ID!) {\n    group(id: $id) {\n      ...GroupDetails_group @unmask\n      ...SessionList_group\n    }\n  }\n"): (typeof documents)["\n  query GroupDetailsPage($id: ID!) {\n    group(id: $id) {\n      ...GroupDetails_group @unmask\n      ...SessionList_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupDetailsLive($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetails_group\n    }\n  }\n"): (typeof documents)["\n  subscription GroupDetailsLive($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetails_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupDiscussionPage($id: ID!, $questions: Boolean) {\n    group(id: $id) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n      sessions(first: 20) {\n        nodes {\n          id\n          startsAt\n          timeZone\n          cancelled\n        }\n      }\n      announcements(first: 10) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n      discussion(first: 20, questions: $questions) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupDiscussionPage($id: ID!, $questions: Boolean) {\n    group(id: $id) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n      sessions(first: 20) {\n        nodes {\n          id\n          startsAt\n          timeZone\n          cancelled\n        }\n      }\n      announcements(first: 10) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n      discussion(first: 20, questions: $questions) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupDiscussionMore($id: ID!, $questions: Boolean, $after: String) {\n    group(id: $id) {\n      id\n      discussion(first: 20, questions: $questions, after: $after) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupDiscussionMore($id: ID!, $questions: Boolean, $after: String) {\n    group(id: $id) {\n      id\n      discussion(first: 20, questions: $questions, after: $after) {\n        nodes {\n          id\n          ...ThreadSummary_thread\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupAnnouncementsMore($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      announcements(first: 10, after: $after) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupAnnouncementsMore($id: ID!, $after: String) {\n    group(id: $id) {\n      id\n      announcements(first: 10, after: $after) {\n        nodes {\n          id\n          ...AnnouncementItem_announcement\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupInvitePage($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      groupName\n      hobbyCategoryName\n      description\n      location\n      startDate\n      isActive\n      memberCount\n      spotsLeft\n      viewerIsMember\n      viewerIsOwner\n      viewerRole\n      viewerWaitlistPosition\n      viewerBan {\n        reason\n      }\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupInvitePage($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      groupName\n      hobbyCategoryName\n      description\n      location\n      startDate\n      isActive\n      memberCount\n      spotsLeft\n      viewerIsMember\n      viewerIsOwner\n      viewerRole\n      viewerWaitlistPosition\n      viewerBan {\n        reason\n      }\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupReportsPage($id: ID!, $status: ReportStatus!) {\n    group(id: $id) {\n      id\n      groupName\n      reports(status: $status, first: 100) {\n        id\n        subject\n        ...ReportFields_report\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupReportsPage($id: ID!, $status: ReportStatus!) {\n    group(id: $id) {\n      id\n      groupName\n      reports(status: $status, first: 100) {\n        id\n        subject\n        ...ReportFields_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($first: Int!, $after: String) {\n    groups(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...GroupCard_group\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($first: Int!, $after: String) {\n    groups(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...GroupCard_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    viewer {\n      id\n      calendarFeedUrl\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    viewer {\n      id\n      calendarFeedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      viewer {\n        id\n        calendarFeedUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      viewer {\n        id\n        calendarFeedUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinedGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      joinedGroupCount\n      joinedGroups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupCard_group\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JoinedGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      joinedGroupCount\n      joinedGroups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupCard_group\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupRow_group on Group {\n    id\n    groupName\n    maxMembers\n    memberCount\n    location\n    startDate\n    hobbyCategoryName\n  }\n"): (typeof documents)["\n  fragment GroupRow_group on Group {\n    id\n    groupName\n    maxMembers\n    memberCount\n    location\n    startDate\n    hobbyCategoryName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      groupCount\n      groups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupRow_group\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGroupsPage($first: Int!, $after: String) {\n    viewer {\n      id\n      groupCount\n      groups(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          ...GroupRow_group\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReportsPage {\n    viewer {\n      id\n      isAdmin\n      reports(first: 100) {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReportsPage {\n    viewer {\n      id\n      isAdmin\n      reports(first: 100) {\n        id\n        ...ReportFields_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettingsPage {\n    viewer {\n      id\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettingsPage {\n    viewer {\n      id\n      notificationPreferences {\n        ...NotificationPreferences_all @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      groupCount\n      joinedGroupCount\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      groupCount\n      joinedGroupCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadPage($id: ID!) {\n    discussionThread(id: $id) {\n      ...ThreadFields_thread @unmask\n      replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_reply\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadPage($id: ID!) {\n    discussionThread(id: $id) {\n      ...ThreadFields_thread @unmask\n      replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_reply\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadViewer($groupId: ID!, $id: ID!) {\n    group(id: $groupId) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n    }\n    discussionThread(id: $id) {\n      ...ThreadViewer_thread @unmask\n      viewerReplies: replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_viewer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadViewer($groupId: ID!, $id: ID!) {\n    group(id: $groupId) {\n      id\n      groupName\n      viewerIsOwner\n      viewerIsMember\n    }\n    discussionThread(id: $id) {\n      ...ThreadViewer_thread @unmask\n      viewerReplies: replies(first: 20) {\n        nodes {\n          id\n          ...ReplyItem_viewer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadRepliesMore($id: ID!, $after: String) {\n    discussionThread(id: $id) {\n      id\n      replies(first: 20, after: $after) {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadRepliesMore($id: ID!, $after: String) {\n    discussionThread(id: $id) {\n      id\n      replies(first: 20, after: $after) {\n        nodes {\n          id\n          ...ReplyItem_reply\n          ...ReplyItem_viewer\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdateGroupPage($id: ID!) {\n    group(id: $id) {\n      ...GroupForm_group @unmask\n      userName\n      userEmail\n      viewerRole\n      schedule {\n        localStartsAt\n        timeZone\n        recurrence {\n          frequency\n          interval\n          weekdays\n          weekOfMonth\n          monthDay\n          until\n          count\n        }\n      }\n    }\n    hobbyCategories {\n      value\n      name\n    }\n  }\n"): (typeof documents)["\n  query UpdateGroupPage($id: ID!) {\n    group(id: $id) {\n      ...GroupForm_group @unmask\n      userName\n      userEmail\n      viewerRole\n      schedule {\n        localStartsAt\n        timeZone\n        recurrence {\n          frequency\n          interval\n          weekdays\n          weekOfMonth\n          monthDay\n          until\n          count\n        }\n      }\n    }\n    hobbyCategories {\n      value\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSearch($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  query PlaceSearch($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionItem_session on Session {\n    id\n    startsAt\n    endsAt\n    timeZone\n    location\n    cancelled\n    capacity\n    goingCount\n    waitlistCount\n    spotsLeft\n    viewerRsvp\n  }\n"): (typeof documents)["\n  fragment SessionItem_session on Session {\n    id\n    startsAt\n    endsAt\n    timeZone\n    location\n    cancelled\n    capacity\n    goingCount\n    waitlistCount\n    spotsLeft\n    viewerRsvp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionList_group on Group {\n    id\n    viewerIsOwner\n    viewerIsMember\n    schedule {\n      timeZone\n      rrule\n    }\n    sessions(first: 5) {\n      nodes {\n        id\n        ...SessionItem_session\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SessionList_group on Group {\n    id\n    viewerIsOwner\n    viewerIsMember\n    schedule {\n      timeZone\n      rrule\n    }\n    sessions(first: 5) {\n      nodes {\n        id\n        ...SessionItem_session\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        ...SessionList_group\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        ...SessionList_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n      group {\n        id\n        isActive\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n      group {\n        id\n        isActive\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Rsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Rsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        ...SessionItem_session\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;