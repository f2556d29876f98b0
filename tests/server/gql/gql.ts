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
    "\n  query TestProfile {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      createdAt\n    }\n  }\n": typeof types.TestProfileDocument,
    "\n  mutation TestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n": typeof types.TestUpdateProfileDocument,
    "\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n": typeof types.TestDeleteAccountDocument,
    "\n  query TestOrganizer($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      memberCount\n      members {\n        displayName\n      }\n    }\n  }\n": typeof types.TestOrganizerDocument,
    "\n  mutation TestHideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      id\n      hidden\n    }\n  }\n": typeof types.TestHideAnnouncementDocument,
    "\n  query TestAnnouncementsSeen($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          hidden\n          authorName\n        }\n      }\n    }\n  }\n": typeof types.TestAnnouncementsSeenDocument,
    "\n  subscription TestAnnouncementLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      announcement {\n        id\n        hidden\n      }\n    }\n  }\n": typeof types.TestAnnouncementLiveDocument,
    "\n  query TestBrowseGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        memberCount\n        spotsLeft\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TestBrowseGroupsDocument,
    "\n  query TestGroupCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n": typeof types.TestGroupCountsDocument,
    "\n  query TestSoonestGroups($filter: GroupFilter, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: { field: START_DATE }, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        nextSession {\n          id\n          startsAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TestSoonestGroupsDocument,
    "\n  query TestCalendarFeed {\n    viewer {\n      calendarFeedUrl\n    }\n  }\n": typeof types.TestCalendarFeedDocument,
    "\n  mutation TestResetCalendarFeed {\n    resetCalendarFeed {\n      calendarFeedUrl\n      viewer {\n        id\n      }\n    }\n  }\n": typeof types.TestResetCalendarFeedDocument,
    "\n  query DemoGroups {\n    groups(first: 50) {\n      nodes {\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        waitlistCount\n        isActive\n        place {\n          name\n        }\n        nextMeeting {\n          startsAt\n          allDay\n          frequency\n          interval\n        }\n        nextSession {\n          goingCount\n        }\n      }\n    }\n  }\n": typeof types.DemoGroupsDocument,
    "\n  mutation TestCreateAtPlace($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        place {\n          lat\n          lon\n        }\n      }\n    }\n  }\n": typeof types.TestCreateAtPlaceDocument,
    "\n  query TestNextMeeting($id: ID!) {\n    group(id: $id) {\n      id\n      nextMeeting {\n        startsAt\n        allDay\n        timeZone\n        frequency\n        interval\n      }\n    }\n  }\n": typeof types.TestNextMeetingDocument,
    "\n  query TestNearEdges($near: NearInput!) {\n    groups(filter: { near: $near }, orderBy: { field: DISTANCE }, first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n          distanceKm\n          nextMeeting {\n            startsAt\n            allDay\n            timeZone\n            frequency\n            interval\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestNearEdgesDocument,
    "\n  query TestTwoPoints($a: NearInput!, $b: NearInput!, $id: ID!) {\n    a: groups(filter: { near: $a }, orderBy: { field: DISTANCE }) {\n      edges {\n        distanceKm\n      }\n      nodes {\n        id\n        distanceKm\n      }\n    }\n    b: groups(filter: { near: $b }, orderBy: { field: DISTANCE }) {\n      edges {\n        km: distanceKm\n        group: node {\n          id\n          km: distanceKm\n        }\n      }\n    }\n    group(id: $id) {\n      id\n      distanceKm\n    }\n  }\n": typeof types.TestTwoPointsDocument,
    "\n  query TestPlainEdges {\n    groups(first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TestPlainEdgesDocument,
    "\n  query TestPlaces($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n      population\n    }\n  }\n": typeof types.TestPlacesDocument,
    "\n  mutation TestCreatePlacedGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        location\n        venue\n        distanceKm\n        place {\n          id\n          kind\n          name\n          country\n          lat\n          lon\n        }\n      }\n    }\n  }\n": typeof types.TestCreatePlacedGroupDocument,
    "\n  mutation TestUpdatePlacedGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        id\n        venue\n        place {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.TestUpdatePlacedGroupDocument,
    "\n  query TestNearGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        groupName\n        distanceKm\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TestNearGroupsDocument,
    "\n  query TestNearCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      count\n    }\n  }\n": typeof types.TestNearCountsDocument,
    "\n  query TestGroupDiscussion($id: ID!, $first: Int, $after: String, $questions: Boolean) {\n    group(id: $id) {\n      id\n      discussion(first: $first, after: $after, questions: $questions) {\n        nodes {\n          id\n          title\n          bodyHtml\n          authorName\n          isMine\n          hidden\n          isQuestion\n          answered\n          isPublic\n          replyCount\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.TestGroupDiscussionDocument,
    "\n  query TestThread($id: ID!) {\n    discussionThread(id: $id) {\n      id\n      title\n      bodyHtml\n      hidden\n      answered\n      answerReplyId\n      replies {\n        nodes {\n          id\n          bodyHtml\n          isAnswer\n          hidden\n          authorName\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.TestThreadDocument,
    "\n  mutation TestStartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      title\n      bodyHtml\n      isMine\n      isQuestion\n      authorName\n    }\n  }\n": typeof types.TestStartThreadDocument,
    "\n  mutation TestUpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      id\n      title\n      editedAt\n    }\n  }\n": typeof types.TestUpdateThreadDocument,
    "\n  mutation TestDeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n": typeof types.TestDeleteThreadDocument,
    "\n  mutation TestReply($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      bodyHtml\n      isMine\n    }\n  }\n": typeof types.TestReplyDocument,
    "\n  mutation TestHideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      id\n      hidden\n    }\n  }\n": typeof types.TestHideThreadDocument,
    "\n  mutation TestUpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n": typeof types.TestUpdateReplyDocument,
    "\n  mutation TestHideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      id\n      hidden\n    }\n  }\n": typeof types.TestHideReplyDocument,
    "\n  mutation TestDeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n": typeof types.TestDeleteReplyDocument,
    "\n  mutation TestMarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      id\n      answered\n      answerReplyId\n    }\n  }\n": typeof types.TestMarkAnswerDocument,
    "\n  mutation TestSetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      id\n      isPublic\n    }\n  }\n": typeof types.TestSetThreadPublicDocument,
    "\n  mutation TestAnnounce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      bodyHtml\n      audience\n      recipientCount\n    }\n  }\n": typeof types.TestAnnounceDocument,
    "\n  query TestGroupAnnouncements($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          bodyHtml\n          audience\n          recipientCount\n        }\n      }\n    }\n  }\n": typeof types.TestGroupAnnouncementsDocument,
    "\n  mutation TestCommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n": typeof types.TestCommentOnSessionDocument,
    "\n  query TestSessionComments($sessionId: ID!) {\n    sessionComments(sessionId: $sessionId) {\n      thread {\n        id\n        sessionId\n      }\n      comments {\n        nodes {\n          id\n          bodyHtml\n        }\n      }\n    }\n  }\n": typeof types.TestSessionCommentsDocument,
    "\n  subscription TestDiscussionUpdated($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        title\n        hidden\n        replyCount\n      }\n      reply {\n        id\n        bodyHtml\n        hidden\n      }\n    }\n  }\n": typeof types.TestDiscussionUpdatedDocument,
    "\n  fragment TestGroupFields on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    maxMembers\n    startDate\n    isActive\n    imageURL\n    userName\n    userEmail\n    viewerIsOwner\n    createdAt\n    updatedAt\n  }\n": typeof types.TestGroupFieldsFragmentDoc,
    "\n  query TestGroups($search: String, $sort: GroupSort, $first: Int, $after: String) {\n    groups(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          groupName\n        }\n      }\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.TestGroupsDocument,
    "\n  query TestGroup($id: ID!) {\n    group(id: $id) {\n      ...TestGroupFields\n    }\n  }\n": typeof types.TestGroupDocument,
    "\n  query TestGroupsByEmail($email: String!, $first: Int, $after: String) {\n    groupsByEmail(email: $email, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TestGroupsByEmailDocument,
    "\n  query TestViewer {\n    viewer {\n      id\n      email\n      displayName\n      groupCount\n      groups {\n        totalCount\n        nodes {\n          id\n          groupName\n        }\n      }\n    }\n  }\n": typeof types.TestViewerDocument,
    "\n  query TestHobbyCategories {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n": typeof types.TestHobbyCategoriesDocument,
    "\n  mutation TestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n": typeof types.TestCreateGroupDocument,
    "\n  mutation TestUpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n": typeof types.TestUpdateGroupDocument,
    "\n  mutation TestDeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n": typeof types.TestDeleteGroupDocument,
    "\n  mutation TestCreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n      group {\n        id\n      }\n    }\n  }\n": typeof types.TestCreateInviteLinkDocument,
    "\n  mutation TestRevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": typeof types.TestRevokeInviteLinksDocument,
    "\n  mutation TestAcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n        viewerIsMember\n        viewerWaitlistPosition\n        viewerRole\n      }\n    }\n  }\n": typeof types.TestAcceptInviteLinkDocument,
    "\n  query TestInviteLinkCheck($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      joinPolicy\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.TestInviteLinkCheckDocument,
    "\n  query TestBannedPeople($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(first: $first, after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.TestBannedPeopleDocument,
    "\n  query TestJoinState($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      waitlistCount\n      viewerIsMember\n      viewerWaitlistPosition\n      viewerRole\n      joinPolicy\n      joinQuestions\n      joinRequests: pendingJoinRequests {\n        nodes {\n          id\n          displayName\n          answers {\n            question\n            answer\n          }\n          requestedAt\n        }\n        nextCursor\n        totalCount\n      }\n      viewerJoinRequest {\n        id\n        answers {\n          answer\n        }\n      }\n      viewerJoinDecision {\n        decision\n        message\n      }\n      viewerBan {\n        reason\n      }\n      bans {\n        id\n        displayName\n        reason\n      }\n    }\n  }\n": typeof types.TestJoinStateDocument,
    "\n  mutation TestSetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        id\n        joinPolicy\n        joinQuestions\n      }\n    }\n  }\n": typeof types.TestSetJoinPolicyDocument,
    "\n  mutation TestRequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n": typeof types.TestRequestToJoinDocument,
    "\n  mutation TestCancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n": typeof types.TestCancelJoinRequestDocument,
    "\n  mutation TestDecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n": typeof types.TestDecideJoinRequestDocument,
    "\n  mutation TestBanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        id\n        memberCount\n      }\n    }\n  }\n": typeof types.TestBanMemberDocument,
    "\n  mutation TestUnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": typeof types.TestUnbanMemberDocument,
    "\n  subscription TestAdmissionLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      pendingJoinRequests {\n        nodes {\n          id\n        }\n        totalCount\n      }\n      bans {\n        id\n      }\n      viewerBan {\n        reason\n      }\n    }\n  }\n": typeof types.TestAdmissionLiveDocument,
    "\n  query TestJoinQueue($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(first: $first, after: $after) {\n        nodes {\n          id\n          answers {\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.TestJoinQueueDocument,
    "\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      groupName\n      location\n      memberCount\n      spotsLeft\n      viewerIsMember\n    }\n  }\n": typeof types.GroupChangedDocument,
    "\n  subscription GroupSessionsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      memberCount\n      nextSession {\n        id\n        goingCount\n      }\n    }\n  }\n": typeof types.GroupSessionsChangedDocument,
    "\n  mutation TestSetReminderLeadTime($input: SetReminderLeadTimeInput!) {\n    setReminderLeadTime(input: $input) {\n      group {\n        id\n        reminderLeadHours\n      }\n    }\n  }\n": typeof types.TestSetReminderLeadTimeDocument,
    "\n  query TestNotificationPreferences {\n    viewer {\n      id\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n": typeof types.TestNotificationPreferencesDocument,
    "\n  mutation TestUpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n": typeof types.TestUpdateNotificationPreferencesDocument,
    "\n  mutation TestSetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        id\n        reminderLeadHours\n        nudgeUnanswered\n      }\n    }\n  }\n": typeof types.TestSetRemindersDocument,
    "\n  query TestGroupUnsubscribes {\n    viewer {\n      id\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          groupName\n          kinds\n        }\n      }\n    }\n  }\n": typeof types.TestGroupUnsubscribesDocument,
    "\n  mutation TestResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          kinds\n        }\n      }\n    }\n  }\n": typeof types.TestResubscribeGroupEmailDocument,
    "\n  fragment TestMatrixGated on Group {\n    id\n    viewerRole\n    userEmail\n    members {\n      id\n    }\n    waitlist {\n      displayName\n    }\n    teamInvitations {\n      inviteeId\n    }\n    auditEntries(first: 1) {\n      nodes {\n        action\n      }\n    }\n    reports(first: 1) {\n      id\n    }\n    pendingJoinRequests(first: 1) {\n      totalCount\n    }\n    bannedPeople(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.TestMatrixGatedFragmentDoc,
    "\n  query TestMatrixGroup($id: ID!) {\n    group(id: $id) {\n      ...TestMatrixGated\n    }\n  }\n": typeof types.TestMatrixGroupDocument,
    "\n  subscription TestMatrixGroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      location\n      ...TestMatrixGated\n    }\n  }\n": typeof types.TestMatrixGroupLiveDocument,
    "\n  query TestMatrixSuspendedAccounts {\n    suspendedAccounts {\n      uid\n    }\n  }\n": typeof types.TestMatrixSuspendedAccountsDocument,
    "\n  mutation TestJoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n": typeof types.TestJoinGroupDocument,
    "\n  mutation TestLeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n": typeof types.TestLeaveGroupDocument,
    "\n  query TestGroupMembers($id: ID!) {\n    group(id: $id) {\n      id\n      maxMembers\n      memberCount\n      spotsLeft\n      viewerIsMember\n      members {\n        displayName\n        joinedAt\n      }\n    }\n  }\n": typeof types.TestGroupMembersDocument,
    "\n  query TestJoinedGroups {\n    viewer {\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n          groupName\n          viewerIsMember\n        }\n      }\n    }\n  }\n": typeof types.TestJoinedGroupsDocument,
    "\n  mutation TestReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        subject\n        targetId\n        threadId\n        groupId\n        summary\n        reason\n        note\n        audience\n        status\n        reporterName\n      }\n    }\n  }\n": typeof types.TestReportContentDocument,
    "\n  mutation TestResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        status\n        resolution\n        resolverName\n        hidden\n      }\n    }\n  }\n": typeof types.TestResolveReportDocument,
    "\n  query TestReportQueue($status: ReportStatus, $audience: ReportAudience) {\n    reportQueue(status: $status, audience: $audience, first: 100) {\n      id\n      audience\n      status\n      reporterName\n    }\n  }\n": typeof types.TestReportQueueDocument,
    "\n  query TestGroupReports($id: ID!, $status: ReportStatus) {\n    group(id: $id) {\n      id\n      reports(status: $status) {\n        id\n        summary\n        audience\n        reporterName\n      }\n    }\n  }\n": typeof types.TestGroupReportsDocument,
    "\n  query TestMyReports {\n    viewer {\n      isAdmin\n      reports {\n        id\n        status\n        resolution\n        hidden\n      }\n    }\n  }\n": typeof types.TestMyReportsDocument,
    "\n  query TestSuspendedGroup($id: ID!) {\n    group(id: $id) {\n      id\n      groupName\n      suspension {\n        reason\n        cause\n      }\n    }\n  }\n": typeof types.TestSuspendedGroupDocument,
    "\n  mutation TestSuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          cause\n        }\n      }\n    }\n  }\n": typeof types.TestSuspendGroupDocument,
    "\n  mutation TestLiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n": typeof types.TestLiftGroupSuspensionDocument,
    "\n  mutation TestSuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        reason\n      }\n    }\n  }\n": typeof types.TestSuspendAccountDocument,
    "\n  mutation TestLiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n": typeof types.TestLiftAccountSuspensionDocument,
    "\n  query TestDiscovery($search: String) {\n    groups(search: $search, first: 100) {\n      totalCount\n      nodes {\n        id\n      }\n    }\n    groupCounts {\n      category\n      count\n    }\n  }\n": typeof types.TestDiscoveryDocument,
    "\n  subscription TestReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      status\n      summary\n    }\n  }\n": typeof types.TestReportQueueChangedDocument,
    "\n  query TestModerationCalendarFeed {\n    viewer {\n      calendarFeedUrl\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TestModerationCalendarFeedDocument,
    "\n  query TestReportNotifications {\n    viewer {\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        reportSummary\n        reportOutcome\n        read\n      }\n    }\n  }\n": typeof types.TestReportNotificationsDocument,
    "\n  subscription TestNotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      reportSummary\n      reportOutcome\n    }\n  }\n": typeof types.TestNotificationAddedDocument,
    "\n  mutation TestSetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        schedule {\n          startsAt\n          localStartsAt\n          timeZone\n          durationMinutes\n          capacity\n          rrule\n          recurrence {\n            frequency\n            interval\n            weekdays\n            weekOfMonth\n            monthDay\n            until\n            count\n          }\n        }\n        nextSession {\n          id\n          startsAt\n        }\n      }\n    }\n  }\n": typeof types.TestSetScheduleDocument,
    "\n  query TestGroupSessions($id: ID!, $first: Int, $after: String, $from: DateTime) {\n    group(id: $id) {\n      id\n      isActive\n      nextSession {\n        id\n        startsAt\n      }\n      sessions(first: $first, after: $after, from: $from) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          startsAt\n          endsAt\n          timeZone\n          location\n          cancelled\n          capacity\n          goingCount\n          waitlistCount\n          spotsLeft\n          viewerRsvp\n        }\n      }\n    }\n  }\n": typeof types.TestGroupSessionsDocument,
    "\n  mutation TestCancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        id\n        cancelled\n      }\n      group {\n        id\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TestCancelSessionDocument,
    "\n  mutation TestMoveSession($input: MoveSessionInput!) {\n    moveSession(input: $input) {\n      session {\n        id\n        startsAt\n        location\n      }\n    }\n  }\n": typeof types.TestMoveSessionDocument,
    "\n  mutation TestRsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        id\n        goingCount\n        waitlistCount\n        spotsLeft\n        viewerRsvp\n      }\n    }\n  }\n": typeof types.TestRsvpDocument,
    "\n  query TestSessionNotifications {\n    viewer {\n      id\n      notifications {\n        kind\n        groupId\n        groupName\n        sessionId\n        sessionStartsAt\n        sessionLocation\n      }\n    }\n  }\n": typeof types.TestSessionNotificationsDocument,
    "\n  query TestTeam($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      userEmail\n      viewerIsOwner\n      viewerRole\n      team {\n        id\n        displayName\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n      members {\n        id\n        displayName\n      }\n      waitlist {\n        displayName\n      }\n    }\n  }\n": typeof types.TestTeamDocument,
    "\n  query TestViewerTeamInvitations {\n    viewer {\n      teamInvitations {\n        role\n        group {\n          id\n          groupName\n        }\n      }\n      notifications {\n        kind\n        groupId\n      }\n    }\n  }\n": typeof types.TestViewerTeamInvitationsDocument,
    "\n  mutation TestInviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": typeof types.TestInviteToTeamDocument,
    "\n  mutation TestAnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n": typeof types.TestAnswerTeamInvitationDocument,
    "\n  mutation TestSetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        id\n        team {\n          id\n          role\n        }\n      }\n    }\n  }\n": typeof types.TestSetTeamRoleDocument,
    "\n  mutation TestLeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": typeof types.TestLeaveTeamDocument,
    "\n  mutation TestTransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        id\n        userName\n        viewerRole\n        team {\n          displayName\n          role\n        }\n      }\n    }\n  }\n": typeof types.TestTransferGroupDocument,
    "\n  mutation TestRemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n": typeof types.TestRemoveMemberDocument,
    "\n  query TestAuditLog($id: ID!) {\n    group(id: $id) {\n      id\n      auditLog {\n        action\n        actorName\n        targetName\n        detail\n      }\n    }\n  }\n": typeof types.TestAuditLogDocument,
    "\n  query TestAuditEntries($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: $first, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.TestAuditEntriesDocument,
    "\n  subscription TestTeamLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      team {\n        id\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n    }\n  }\n": typeof types.TestTeamLiveDocument,
    "\n  mutation TestJoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n": typeof types.TestJoinWaitlistDocument,
    "\n  mutation TestLeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n": typeof types.TestLeaveWaitlistDocument,
    "\n  query TestWaitlist($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      spotsLeft\n      viewerIsMember\n      waitlistCount\n      viewerWaitlistPosition\n      waitlist {\n        displayName\n        queuedAt\n      }\n    }\n  }\n": typeof types.TestWaitlistDocument,
    "\n  query TestNotifications {\n    viewer {\n      unreadNotificationCount\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        read\n      }\n    }\n  }\n": typeof types.TestNotificationsDocument,
    "\n  mutation TestMarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n": typeof types.TestMarkNotificationReadDocument,
    "\n  mutation TestMarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n": typeof types.TestMarkAllNotificationsReadDocument,
};
const documents: Documents = {
    "\n  query TestProfile {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      createdAt\n    }\n  }\n": types.TestProfileDocument,
    "\n  mutation TestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n": types.TestUpdateProfileDocument,
    "\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n": types.TestDeleteAccountDocument,
    "\n  query TestOrganizer($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      memberCount\n      members {\n        displayName\n      }\n    }\n  }\n": types.TestOrganizerDocument,
    "\n  mutation TestHideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      id\n      hidden\n    }\n  }\n": types.TestHideAnnouncementDocument,
    "\n  query TestAnnouncementsSeen($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          hidden\n          authorName\n        }\n      }\n    }\n  }\n": types.TestAnnouncementsSeenDocument,
    "\n  subscription TestAnnouncementLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      announcement {\n        id\n        hidden\n      }\n    }\n  }\n": types.TestAnnouncementLiveDocument,
    "\n  query TestBrowseGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        memberCount\n        spotsLeft\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TestBrowseGroupsDocument,
    "\n  query TestGroupCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n": types.TestGroupCountsDocument,
    "\n  query TestSoonestGroups($filter: GroupFilter, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: { field: START_DATE }, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        nextSession {\n          id\n          startsAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TestSoonestGroupsDocument,
    "\n  query TestCalendarFeed {\n    viewer {\n      calendarFeedUrl\n    }\n  }\n": types.TestCalendarFeedDocument,
    "\n  mutation TestResetCalendarFeed {\n    resetCalendarFeed {\n      calendarFeedUrl\n      viewer {\n        id\n      }\n    }\n  }\n": types.TestResetCalendarFeedDocument,
    "\n  query DemoGroups {\n    groups(first: 50) {\n      nodes {\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        waitlistCount\n        isActive\n        place {\n          name\n        }\n        nextMeeting {\n          startsAt\n          allDay\n          frequency\n          interval\n        }\n        nextSession {\n          goingCount\n        }\n      }\n    }\n  }\n": types.DemoGroupsDocument,
    "\n  mutation TestCreateAtPlace($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        place {\n          lat\n          lon\n        }\n      }\n    }\n  }\n": types.TestCreateAtPlaceDocument,
    "\n  query TestNextMeeting($id: ID!) {\n    group(id: $id) {\n      id\n      nextMeeting {\n        startsAt\n        allDay\n        timeZone\n        frequency\n        interval\n      }\n    }\n  }\n": types.TestNextMeetingDocument,
    "\n  query TestNearEdges($near: NearInput!) {\n    groups(filter: { near: $near }, orderBy: { field: DISTANCE }, first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n          distanceKm\n          nextMeeting {\n            startsAt\n            allDay\n            timeZone\n            frequency\n            interval\n          }\n        }\n      }\n    }\n  }\n": types.TestNearEdgesDocument,
    "\n  query TestTwoPoints($a: NearInput!, $b: NearInput!, $id: ID!) {\n    a: groups(filter: { near: $a }, orderBy: { field: DISTANCE }) {\n      edges {\n        distanceKm\n      }\n      nodes {\n        id\n        distanceKm\n      }\n    }\n    b: groups(filter: { near: $b }, orderBy: { field: DISTANCE }) {\n      edges {\n        km: distanceKm\n        group: node {\n          id\n          km: distanceKm\n        }\n      }\n    }\n    group(id: $id) {\n      id\n      distanceKm\n    }\n  }\n": types.TestTwoPointsDocument,
    "\n  query TestPlainEdges {\n    groups(first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.TestPlainEdgesDocument,
    "\n  query TestPlaces($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n      population\n    }\n  }\n": types.TestPlacesDocument,
    "\n  mutation TestCreatePlacedGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        location\n        venue\n        distanceKm\n        place {\n          id\n          kind\n          name\n          country\n          lat\n          lon\n        }\n      }\n    }\n  }\n": types.TestCreatePlacedGroupDocument,
    "\n  mutation TestUpdatePlacedGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        id\n        venue\n        place {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.TestUpdatePlacedGroupDocument,
    "\n  query TestNearGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        groupName\n        distanceKm\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TestNearGroupsDocument,
    "\n  query TestNearCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      count\n    }\n  }\n": types.TestNearCountsDocument,
    "\n  query TestGroupDiscussion($id: ID!, $first: Int, $after: String, $questions: Boolean) {\n    group(id: $id) {\n      id\n      discussion(first: $first, after: $after, questions: $questions) {\n        nodes {\n          id\n          title\n          bodyHtml\n          authorName\n          isMine\n          hidden\n          isQuestion\n          answered\n          isPublic\n          replyCount\n        }\n        nextCursor\n      }\n    }\n  }\n": types.TestGroupDiscussionDocument,
    "\n  query TestThread($id: ID!) {\n    discussionThread(id: $id) {\n      id\n      title\n      bodyHtml\n      hidden\n      answered\n      answerReplyId\n      replies {\n        nodes {\n          id\n          bodyHtml\n          isAnswer\n          hidden\n          authorName\n        }\n        nextCursor\n      }\n    }\n  }\n": types.TestThreadDocument,
    "\n  mutation TestStartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      title\n      bodyHtml\n      isMine\n      isQuestion\n      authorName\n    }\n  }\n": types.TestStartThreadDocument,
    "\n  mutation TestUpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      id\n      title\n      editedAt\n    }\n  }\n": types.TestUpdateThreadDocument,
    "\n  mutation TestDeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n": types.TestDeleteThreadDocument,
    "\n  mutation TestReply($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      bodyHtml\n      isMine\n    }\n  }\n": types.TestReplyDocument,
    "\n  mutation TestHideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      id\n      hidden\n    }\n  }\n": types.TestHideThreadDocument,
    "\n  mutation TestUpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n": types.TestUpdateReplyDocument,
    "\n  mutation TestHideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      id\n      hidden\n    }\n  }\n": types.TestHideReplyDocument,
    "\n  mutation TestDeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n": types.TestDeleteReplyDocument,
    "\n  mutation TestMarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      id\n      answered\n      answerReplyId\n    }\n  }\n": types.TestMarkAnswerDocument,
    "\n  mutation TestSetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      id\n      isPublic\n    }\n  }\n": types.TestSetThreadPublicDocument,
    "\n  mutation TestAnnounce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      bodyHtml\n      audience\n      recipientCount\n    }\n  }\n": types.TestAnnounceDocument,
    "\n  query TestGroupAnnouncements($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          bodyHtml\n          audience\n          recipientCount\n        }\n      }\n    }\n  }\n": types.TestGroupAnnouncementsDocument,
    "\n  mutation TestCommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n": types.TestCommentOnSessionDocument,
    "\n  query TestSessionComments($sessionId: ID!) {\n    sessionComments(sessionId: $sessionId) {\n      thread {\n        id\n        sessionId\n      }\n      comments {\n        nodes {\n          id\n          bodyHtml\n        }\n      }\n    }\n  }\n": types.TestSessionCommentsDocument,
    "\n  subscription TestDiscussionUpdated($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        title\n        hidden\n        replyCount\n      }\n      reply {\n        id\n        bodyHtml\n        hidden\n      }\n    }\n  }\n": types.TestDiscussionUpdatedDocument,
    "\n  fragment TestGroupFields on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    maxMembers\n    startDate\n    isActive\n    imageURL\n    userName\n    userEmail\n    viewerIsOwner\n    createdAt\n    updatedAt\n  }\n": types.TestGroupFieldsFragmentDoc,
    "\n  query TestGroups($search: String, $sort: GroupSort, $first: Int, $after: String) {\n    groups(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          groupName\n        }\n      }\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.TestGroupsDocument,
    "\n  query TestGroup($id: ID!) {\n    group(id: $id) {\n      ...TestGroupFields\n    }\n  }\n": types.TestGroupDocument,
    "\n  query TestGroupsByEmail($email: String!, $first: Int, $after: String) {\n    groupsByEmail(email: $email, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TestGroupsByEmailDocument,
    "\n  query TestViewer {\n    viewer {\n      id\n      email\n      displayName\n      groupCount\n      groups {\n        totalCount\n        nodes {\n          id\n          groupName\n        }\n      }\n    }\n  }\n": types.TestViewerDocument,
    "\n  query TestHobbyCategories {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n": types.TestHobbyCategoriesDocument,
    "\n  mutation TestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n": types.TestCreateGroupDocument,
    "\n  mutation TestUpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n": types.TestUpdateGroupDocument,
    "\n  mutation TestDeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n": types.TestDeleteGroupDocument,
    "\n  mutation TestCreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n      group {\n        id\n      }\n    }\n  }\n": types.TestCreateInviteLinkDocument,
    "\n  mutation TestRevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": types.TestRevokeInviteLinksDocument,
    "\n  mutation TestAcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n        viewerIsMember\n        viewerWaitlistPosition\n        viewerRole\n      }\n    }\n  }\n": types.TestAcceptInviteLinkDocument,
    "\n  query TestInviteLinkCheck($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      joinPolicy\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n": types.TestInviteLinkCheckDocument,
    "\n  query TestBannedPeople($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(first: $first, after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.TestBannedPeopleDocument,
    "\n  query TestJoinState($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      waitlistCount\n      viewerIsMember\n      viewerWaitlistPosition\n      viewerRole\n      joinPolicy\n      joinQuestions\n      joinRequests: pendingJoinRequests {\n        nodes {\n          id\n          displayName\n          answers {\n            question\n            answer\n          }\n          requestedAt\n        }\n        nextCursor\n        totalCount\n      }\n      viewerJoinRequest {\n        id\n        answers {\n          answer\n        }\n      }\n      viewerJoinDecision {\n        decision\n        message\n      }\n      viewerBan {\n        reason\n      }\n      bans {\n        id\n        displayName\n        reason\n      }\n    }\n  }\n": types.TestJoinStateDocument,
    "\n  mutation TestSetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        id\n        joinPolicy\n        joinQuestions\n      }\n    }\n  }\n": types.TestSetJoinPolicyDocument,
    "\n  mutation TestRequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n": types.TestRequestToJoinDocument,
    "\n  mutation TestCancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n": types.TestCancelJoinRequestDocument,
    "\n  mutation TestDecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n": types.TestDecideJoinRequestDocument,
    "\n  mutation TestBanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        id\n        memberCount\n      }\n    }\n  }\n": types.TestBanMemberDocument,
    "\n  mutation TestUnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": types.TestUnbanMemberDocument,
    "\n  subscription TestAdmissionLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      pendingJoinRequests {\n        nodes {\n          id\n        }\n        totalCount\n      }\n      bans {\n        id\n      }\n      viewerBan {\n        reason\n      }\n    }\n  }\n": types.TestAdmissionLiveDocument,
    "\n  query TestJoinQueue($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(first: $first, after: $after) {\n        nodes {\n          id\n          answers {\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.TestJoinQueueDocument,
    "\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      groupName\n      location\n      memberCount\n      spotsLeft\n      viewerIsMember\n    }\n  }\n": types.GroupChangedDocument,
    "\n  subscription GroupSessionsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      memberCount\n      nextSession {\n        id\n        goingCount\n      }\n    }\n  }\n": types.GroupSessionsChangedDocument,
    "\n  mutation TestSetReminderLeadTime($input: SetReminderLeadTimeInput!) {\n    setReminderLeadTime(input: $input) {\n      group {\n        id\n        reminderLeadHours\n      }\n    }\n  }\n": types.TestSetReminderLeadTimeDocument,
    "\n  query TestNotificationPreferences {\n    viewer {\n      id\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n": types.TestNotificationPreferencesDocument,
    "\n  mutation TestUpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n": types.TestUpdateNotificationPreferencesDocument,
    "\n  mutation TestSetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        id\n        reminderLeadHours\n        nudgeUnanswered\n      }\n    }\n  }\n": types.TestSetRemindersDocument,
    "\n  query TestGroupUnsubscribes {\n    viewer {\n      id\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          groupName\n          kinds\n        }\n      }\n    }\n  }\n": types.TestGroupUnsubscribesDocument,
    "\n  mutation TestResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          kinds\n        }\n      }\n    }\n  }\n": types.TestResubscribeGroupEmailDocument,
    "\n  fragment TestMatrixGated on Group {\n    id\n    viewerRole\n    userEmail\n    members {\n      id\n    }\n    waitlist {\n      displayName\n    }\n    teamInvitations {\n      inviteeId\n    }\n    auditEntries(first: 1) {\n      nodes {\n        action\n      }\n    }\n    reports(first: 1) {\n      id\n    }\n    pendingJoinRequests(first: 1) {\n      totalCount\n    }\n    bannedPeople(first: 1) {\n      totalCount\n    }\n  }\n": types.TestMatrixGatedFragmentDoc,
    "\n  query TestMatrixGroup($id: ID!) {\n    group(id: $id) {\n      ...TestMatrixGated\n    }\n  }\n": types.TestMatrixGroupDocument,
    "\n  subscription TestMatrixGroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      location\n      ...TestMatrixGated\n    }\n  }\n": types.TestMatrixGroupLiveDocument,
    "\n  query TestMatrixSuspendedAccounts {\n    suspendedAccounts {\n      uid\n    }\n  }\n": types.TestMatrixSuspendedAccountsDocument,
    "\n  mutation TestJoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n": types.TestJoinGroupDocument,
    "\n  mutation TestLeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n": types.TestLeaveGroupDocument,
    "\n  query TestGroupMembers($id: ID!) {\n    group(id: $id) {\n      id\n      maxMembers\n      memberCount\n      spotsLeft\n      viewerIsMember\n      members {\n        displayName\n        joinedAt\n      }\n    }\n  }\n": types.TestGroupMembersDocument,
    "\n  query TestJoinedGroups {\n    viewer {\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n          groupName\n          viewerIsMember\n        }\n      }\n    }\n  }\n": types.TestJoinedGroupsDocument,
    "\n  mutation TestReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        subject\n        targetId\n        threadId\n        groupId\n        summary\n        reason\n        note\n        audience\n        status\n        reporterName\n      }\n    }\n  }\n": types.TestReportContentDocument,
    "\n  mutation TestResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        status\n        resolution\n        resolverName\n        hidden\n      }\n    }\n  }\n": types.TestResolveReportDocument,
    "\n  query TestReportQueue($status: ReportStatus, $audience: ReportAudience) {\n    reportQueue(status: $status, audience: $audience, first: 100) {\n      id\n      audience\n      status\n      reporterName\n    }\n  }\n": types.TestReportQueueDocument,
    "\n  query TestGroupReports($id: ID!, $status: ReportStatus) {\n    group(id: $id) {\n      id\n      reports(status: $status) {\n        id\n        summary\n        audience\n        reporterName\n      }\n    }\n  }\n": types.TestGroupReportsDocument,
    "\n  query TestMyReports {\n    viewer {\n      isAdmin\n      reports {\n        id\n        status\n        resolution\n        hidden\n      }\n    }\n  }\n": types.TestMyReportsDocument,
    "\n  query TestSuspendedGroup($id: ID!) {\n    group(id: $id) {\n      id\n      groupName\n      suspension {\n        reason\n        cause\n      }\n    }\n  }\n": types.TestSuspendedGroupDocument,
    "\n  mutation TestSuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          cause\n        }\n      }\n    }\n  }\n": types.TestSuspendGroupDocument,
    "\n  mutation TestLiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n": types.TestLiftGroupSuspensionDocument,
    "\n  mutation TestSuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        reason\n      }\n    }\n  }\n": types.TestSuspendAccountDocument,
    "\n  mutation TestLiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n": types.TestLiftAccountSuspensionDocument,
    "\n  query TestDiscovery($search: String) {\n    groups(search: $search, first: 100) {\n      totalCount\n      nodes {\n        id\n      }\n    }\n    groupCounts {\n      category\n      count\n    }\n  }\n": types.TestDiscoveryDocument,
    "\n  subscription TestReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      status\n      summary\n    }\n  }\n": types.TestReportQueueChangedDocument,
    "\n  query TestModerationCalendarFeed {\n    viewer {\n      calendarFeedUrl\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  }\n": types.TestModerationCalendarFeedDocument,
    "\n  query TestReportNotifications {\n    viewer {\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        reportSummary\n        reportOutcome\n        read\n      }\n    }\n  }\n": types.TestReportNotificationsDocument,
    "\n  subscription TestNotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      reportSummary\n      reportOutcome\n    }\n  }\n": types.TestNotificationAddedDocument,
    "\n  mutation TestSetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        schedule {\n          startsAt\n          localStartsAt\n          timeZone\n          durationMinutes\n          capacity\n          rrule\n          recurrence {\n            frequency\n            interval\n            weekdays\n            weekOfMonth\n            monthDay\n            until\n            count\n          }\n        }\n        nextSession {\n          id\n          startsAt\n        }\n      }\n    }\n  }\n": types.TestSetScheduleDocument,
    "\n  query TestGroupSessions($id: ID!, $first: Int, $after: String, $from: DateTime) {\n    group(id: $id) {\n      id\n      isActive\n      nextSession {\n        id\n        startsAt\n      }\n      sessions(first: $first, after: $after, from: $from) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          startsAt\n          endsAt\n          timeZone\n          location\n          cancelled\n          capacity\n          goingCount\n          waitlistCount\n          spotsLeft\n          viewerRsvp\n        }\n      }\n    }\n  }\n": types.TestGroupSessionsDocument,
    "\n  mutation TestCancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        id\n        cancelled\n      }\n      group {\n        id\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n": types.TestCancelSessionDocument,
    "\n  mutation TestMoveSession($input: MoveSessionInput!) {\n    moveSession(input: $input) {\n      session {\n        id\n        startsAt\n        location\n      }\n    }\n  }\n": types.TestMoveSessionDocument,
    "\n  mutation TestRsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        id\n        goingCount\n        waitlistCount\n        spotsLeft\n        viewerRsvp\n      }\n    }\n  }\n": types.TestRsvpDocument,
    "\n  query TestSessionNotifications {\n    viewer {\n      id\n      notifications {\n        kind\n        groupId\n        groupName\n        sessionId\n        sessionStartsAt\n        sessionLocation\n      }\n    }\n  }\n": types.TestSessionNotificationsDocument,
    "\n  query TestTeam($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      userEmail\n      viewerIsOwner\n      viewerRole\n      team {\n        id\n        displayName\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n      members {\n        id\n        displayName\n      }\n      waitlist {\n        displayName\n      }\n    }\n  }\n": types.TestTeamDocument,
    "\n  query TestViewerTeamInvitations {\n    viewer {\n      teamInvitations {\n        role\n        group {\n          id\n          groupName\n        }\n      }\n      notifications {\n        kind\n        groupId\n      }\n    }\n  }\n": types.TestViewerTeamInvitationsDocument,
    "\n  mutation TestInviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": types.TestInviteToTeamDocument,
    "\n  mutation TestAnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n": types.TestAnswerTeamInvitationDocument,
    "\n  mutation TestSetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        id\n        team {\n          id\n          role\n        }\n      }\n    }\n  }\n": types.TestSetTeamRoleDocument,
    "\n  mutation TestLeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n": types.TestLeaveTeamDocument,
    "\n  mutation TestTransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        id\n        userName\n        viewerRole\n        team {\n          displayName\n          role\n        }\n      }\n    }\n  }\n": types.TestTransferGroupDocument,
    "\n  mutation TestRemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n": types.TestRemoveMemberDocument,
    "\n  query TestAuditLog($id: ID!) {\n    group(id: $id) {\n      id\n      auditLog {\n        action\n        actorName\n        targetName\n        detail\n      }\n    }\n  }\n": types.TestAuditLogDocument,
    "\n  query TestAuditEntries($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: $first, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n        }\n        nextCursor\n      }\n    }\n  }\n": types.TestAuditEntriesDocument,
    "\n  subscription TestTeamLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      team {\n        id\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n    }\n  }\n": types.TestTeamLiveDocument,
    "\n  mutation TestJoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n": types.TestJoinWaitlistDocument,
    "\n  mutation TestLeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n": types.TestLeaveWaitlistDocument,
    "\n  query TestWaitlist($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      spotsLeft\n      viewerIsMember\n      waitlistCount\n      viewerWaitlistPosition\n      waitlist {\n        displayName\n        queuedAt\n      }\n    }\n  }\n": types.TestWaitlistDocument,
    "\n  query TestNotifications {\n    viewer {\n      unreadNotificationCount\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        read\n      }\n    }\n  }\n": types.TestNotificationsDocument,
    "\n  mutation TestMarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n": types.TestMarkNotificationReadDocument,
    "\n  mutation TestMarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n": types.TestMarkAllNotificationsReadDocument,
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
export function graphql(source: "\n  query TestProfile {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query TestProfile {\n    viewer {\n      id\n      email\n      displayName\n      photoURL\n      signInProviders\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        photoURL\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedUserId\n      deletedGroupIds\n      leftGroupIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOrganizer($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      memberCount\n      members {\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestOrganizer($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      memberCount\n      members {\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation TestHideAnnouncement($input: HidePostInput!) {\n    hideAnnouncement(input: $input) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAnnouncementsSeen($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          hidden\n          authorName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestAnnouncementsSeen($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          hidden\n          authorName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestAnnouncementLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      announcement {\n        id\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TestAnnouncementLive($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      announcement {\n        id\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBrowseGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        memberCount\n        spotsLeft\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestBrowseGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        memberCount\n        spotsLeft\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query TestGroupCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSoonestGroups($filter: GroupFilter, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: { field: START_DATE }, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        nextSession {\n          id\n          startsAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestSoonestGroups($filter: GroupFilter, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: { field: START_DATE }, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        nextSession {\n          id\n          startsAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCalendarFeed {\n    viewer {\n      calendarFeedUrl\n    }\n  }\n"): (typeof documents)["\n  query TestCalendarFeed {\n    viewer {\n      calendarFeedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestResetCalendarFeed {\n    resetCalendarFeed {\n      calendarFeedUrl\n      viewer {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestResetCalendarFeed {\n    resetCalendarFeed {\n      calendarFeedUrl\n      viewer {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoGroups {\n    groups(first: 50) {\n      nodes {\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        waitlistCount\n        isActive\n        place {\n          name\n        }\n        nextMeeting {\n          startsAt\n          allDay\n          frequency\n          interval\n        }\n        nextSession {\n          goingCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoGroups {\n    groups(first: 50) {\n      nodes {\n        groupName\n        maxMembers\n        memberCount\n        spotsLeft\n        waitlistCount\n        isActive\n        place {\n          name\n        }\n        nextMeeting {\n          startsAt\n          allDay\n          frequency\n          interval\n        }\n        nextSession {\n          goingCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateAtPlace($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        place {\n          lat\n          lon\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateAtPlace($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        place {\n          lat\n          lon\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNextMeeting($id: ID!) {\n    group(id: $id) {\n      id\n      nextMeeting {\n        startsAt\n        allDay\n        timeZone\n        frequency\n        interval\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestNextMeeting($id: ID!) {\n    group(id: $id) {\n      id\n      nextMeeting {\n        startsAt\n        allDay\n        timeZone\n        frequency\n        interval\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNearEdges($near: NearInput!) {\n    groups(filter: { near: $near }, orderBy: { field: DISTANCE }, first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n          distanceKm\n          nextMeeting {\n            startsAt\n            allDay\n            timeZone\n            frequency\n            interval\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestNearEdges($near: NearInput!) {\n    groups(filter: { near: $near }, orderBy: { field: DISTANCE }, first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n          distanceKm\n          nextMeeting {\n            startsAt\n            allDay\n            timeZone\n            frequency\n            interval\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTwoPoints($a: NearInput!, $b: NearInput!, $id: ID!) {\n    a: groups(filter: { near: $a }, orderBy: { field: DISTANCE }) {\n      edges {\n        distanceKm\n      }\n      nodes {\n        id\n        distanceKm\n      }\n    }\n    b: groups(filter: { near: $b }, orderBy: { field: DISTANCE }) {\n      edges {\n        km: distanceKm\n        group: node {\n          id\n          km: distanceKm\n        }\n      }\n    }\n    group(id: $id) {\n      id\n      distanceKm\n    }\n  }\n"): (typeof documents)["\n  query TestTwoPoints($a: NearInput!, $b: NearInput!, $id: ID!) {\n    a: groups(filter: { near: $a }, orderBy: { field: DISTANCE }) {\n      edges {\n        distanceKm\n      }\n      nodes {\n        id\n        distanceKm\n      }\n    }\n    b: groups(filter: { near: $b }, orderBy: { field: DISTANCE }) {\n      edges {\n        km: distanceKm\n        group: node {\n          id\n          km: distanceKm\n        }\n      }\n    }\n    group(id: $id) {\n      id\n      distanceKm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPlainEdges {\n    groups(first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestPlainEdges {\n    groups(first: 100) {\n      edges {\n        distanceKm\n        node {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPlaces($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n      population\n    }\n  }\n"): (typeof documents)["\n  query TestPlaces($search: String!, $first: Int) {\n    places(search: $search, first: $first) {\n      id\n      kind\n      name\n      country\n      lat\n      lon\n      population\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreatePlacedGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        location\n        venue\n        distanceKm\n        place {\n          id\n          kind\n          name\n          country\n          lat\n          lon\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreatePlacedGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        id\n        location\n        venue\n        distanceKm\n        place {\n          id\n          kind\n          name\n          country\n          lat\n          lon\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdatePlacedGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        id\n        venue\n        place {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdatePlacedGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        id\n        venue\n        place {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNearGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        groupName\n        distanceKm\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestNearGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {\n    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      totalCount\n      nodes {\n        id\n        groupName\n        distanceKm\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNearCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  query TestNearCounts($filter: GroupFilter) {\n    groupCounts(filter: $filter) {\n      category\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupDiscussion($id: ID!, $first: Int, $after: String, $questions: Boolean) {\n    group(id: $id) {\n      id\n      discussion(first: $first, after: $after, questions: $questions) {\n        nodes {\n          id\n          title\n          bodyHtml\n          authorName\n          isMine\n          hidden\n          isQuestion\n          answered\n          isPublic\n          replyCount\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupDiscussion($id: ID!, $first: Int, $after: String, $questions: Boolean) {\n    group(id: $id) {\n      id\n      discussion(first: $first, after: $after, questions: $questions) {\n        nodes {\n          id\n          title\n          bodyHtml\n          authorName\n          isMine\n          hidden\n          isQuestion\n          answered\n          isPublic\n          replyCount\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestThread($id: ID!) {\n    discussionThread(id: $id) {\n      id\n      title\n      bodyHtml\n      hidden\n      answered\n      answerReplyId\n      replies {\n        nodes {\n          id\n          bodyHtml\n          isAnswer\n          hidden\n          authorName\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestThread($id: ID!) {\n    discussionThread(id: $id) {\n      id\n      title\n      bodyHtml\n      hidden\n      answered\n      answerReplyId\n      replies {\n        nodes {\n          id\n          bodyHtml\n          isAnswer\n          hidden\n          authorName\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      title\n      bodyHtml\n      isMine\n      isQuestion\n      authorName\n    }\n  }\n"): (typeof documents)["\n  mutation TestStartThread($input: StartThreadInput!) {\n    startThread(input: $input) {\n      id\n      title\n      bodyHtml\n      isMine\n      isQuestion\n      authorName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      id\n      title\n      editedAt\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateThread($input: UpdateThreadInput!) {\n    updateThread(input: $input) {\n      id\n      title\n      editedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteThread($id: ID!) {\n    deleteThread(id: $id) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReply($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      bodyHtml\n      isMine\n    }\n  }\n"): (typeof documents)["\n  mutation TestReply($input: ReplyInput!) {\n    replyToThread(input: $input) {\n      id\n      bodyHtml\n      isMine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation TestHideThread($input: HidePostInput!) {\n    hideThread(input: $input) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateReply($input: ReplyInput!) {\n    updateReply(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestHideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation TestHideReply($input: HidePostInput!) {\n    hideReply(input: $input) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteReply($id: ID!) {\n    deleteReply(id: $id) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      id\n      answered\n      answerReplyId\n    }\n  }\n"): (typeof documents)["\n  mutation TestMarkAnswer($input: MarkAnswerInput!) {\n    markAnswer(input: $input) {\n      id\n      answered\n      answerReplyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      id\n      isPublic\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetThreadPublic($input: SetThreadPublicInput!) {\n    setThreadPublic(input: $input) {\n      id\n      isPublic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAnnounce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      bodyHtml\n      audience\n      recipientCount\n    }\n  }\n"): (typeof documents)["\n  mutation TestAnnounce($input: AnnounceInput!) {\n    announce(input: $input) {\n      id\n      bodyHtml\n      audience\n      recipientCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupAnnouncements($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          bodyHtml\n          audience\n          recipientCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupAnnouncements($id: ID!) {\n    group(id: $id) {\n      id\n      announcements {\n        nodes {\n          id\n          bodyHtml\n          audience\n          recipientCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n"): (typeof documents)["\n  mutation TestCommentOnSession($input: SessionCommentInput!) {\n    commentOnSession(input: $input) {\n      id\n      bodyHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSessionComments($sessionId: ID!) {\n    sessionComments(sessionId: $sessionId) {\n      thread {\n        id\n        sessionId\n      }\n      comments {\n        nodes {\n          id\n          bodyHtml\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestSessionComments($sessionId: ID!) {\n    sessionComments(sessionId: $sessionId) {\n      thread {\n        id\n        sessionId\n      }\n      comments {\n        nodes {\n          id\n          bodyHtml\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestDiscussionUpdated($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        title\n        hidden\n        replyCount\n      }\n      reply {\n        id\n        bodyHtml\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TestDiscussionUpdated($groupId: ID!) {\n    discussionUpdated(groupId: $groupId) {\n      kind\n      threadId\n      removedId\n      thread {\n        id\n        title\n        hidden\n        replyCount\n      }\n      reply {\n        id\n        bodyHtml\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestGroupFields on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    maxMembers\n    startDate\n    isActive\n    imageURL\n    userName\n    userEmail\n    viewerIsOwner\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TestGroupFields on Group {\n    id\n    groupName\n    hobbyCategory\n    hobbyCategoryName\n    description\n    location\n    maxMembers\n    startDate\n    isActive\n    imageURL\n    userName\n    userEmail\n    viewerIsOwner\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroups($search: String, $sort: GroupSort, $first: Int, $after: String) {\n    groups(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          groupName\n        }\n      }\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroups($search: String, $sort: GroupSort, $first: Int, $after: String) {\n    groups(search: $search, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          groupName\n        }\n      }\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroup($id: ID!) {\n    group(id: $id) {\n      ...TestGroupFields\n    }\n  }\n"): (typeof documents)["\n  query TestGroup($id: ID!) {\n    group(id: $id) {\n      ...TestGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupsByEmail($email: String!, $first: Int, $after: String) {\n    groupsByEmail(email: $email, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupsByEmail($email: String!, $first: Int, $after: String) {\n    groupsByEmail(email: $email, first: $first, after: $after) {\n      totalCount\n      nodes {\n        ...TestGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestViewer {\n    viewer {\n      id\n      email\n      displayName\n      groupCount\n      groups {\n        totalCount\n        nodes {\n          id\n          groupName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestViewer {\n    viewer {\n      id\n      email\n      displayName\n      groupCount\n      groups {\n        totalCount\n        nodes {\n          id\n          groupName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestHobbyCategories {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n"): (typeof documents)["\n  query TestHobbyCategories {\n    hobbyCategories {\n      value\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateGroup($input: CreateGroupInput!) {\n    createGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateGroup($input: UpdateGroupInput!) {\n    updateGroup(input: $input) {\n      group {\n        ...TestGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteGroup($input: DeleteGroupInput!) {\n    deleteGroup(input: $input) {\n      deletedGroupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateInviteLink($input: CreateInviteLinkInput!) {\n    createInviteLink(input: $input) {\n      link {\n        token\n        path\n        expiresAt\n      }\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRevokeInviteLinks($input: GroupMembershipInput!) {\n    revokeInviteLinks(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n        viewerIsMember\n        viewerWaitlistPosition\n        viewerRole\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestAcceptInviteLink($input: AcceptInviteLinkInput!) {\n    acceptInviteLink(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n        viewerIsMember\n        viewerWaitlistPosition\n        viewerRole\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestInviteLinkCheck($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      joinPolicy\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestInviteLinkCheck($id: ID!, $token: String!) {\n    group(id: $id) {\n      id\n      joinPolicy\n      inviteLink(token: $token) {\n        status\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBannedPeople($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(first: $first, after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestBannedPeople($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      bannedPeople(first: $first, after: $after) {\n        nodes {\n          id\n          displayName\n          reason\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestJoinState($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      waitlistCount\n      viewerIsMember\n      viewerWaitlistPosition\n      viewerRole\n      joinPolicy\n      joinQuestions\n      joinRequests: pendingJoinRequests {\n        nodes {\n          id\n          displayName\n          answers {\n            question\n            answer\n          }\n          requestedAt\n        }\n        nextCursor\n        totalCount\n      }\n      viewerJoinRequest {\n        id\n        answers {\n          answer\n        }\n      }\n      viewerJoinDecision {\n        decision\n        message\n      }\n      viewerBan {\n        reason\n      }\n      bans {\n        id\n        displayName\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestJoinState($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      waitlistCount\n      viewerIsMember\n      viewerWaitlistPosition\n      viewerRole\n      joinPolicy\n      joinQuestions\n      joinRequests: pendingJoinRequests {\n        nodes {\n          id\n          displayName\n          answers {\n            question\n            answer\n          }\n          requestedAt\n        }\n        nextCursor\n        totalCount\n      }\n      viewerJoinRequest {\n        id\n        answers {\n          answer\n        }\n      }\n      viewerJoinDecision {\n        decision\n        message\n      }\n      viewerBan {\n        reason\n      }\n      bans {\n        id\n        displayName\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        id\n        joinPolicy\n        joinQuestions\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetJoinPolicy($input: SetJoinPolicyInput!) {\n    setJoinPolicy(input: $input) {\n      group {\n        id\n        joinPolicy\n        joinQuestions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRequestToJoin($input: RequestToJoinInput!) {\n    requestToJoin(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCancelJoinRequest($input: GroupMembershipInput!) {\n    cancelJoinRequest(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestDecideJoinRequest($input: DecideJoinRequestInput!) {\n    decideJoinRequest(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestBanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        id\n        memberCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestBanMember($input: BanMemberInput!) {\n    banMember(input: $input) {\n      group {\n        id\n        memberCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUnbanMember($input: UnbanMemberInput!) {\n    unbanMember(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestAdmissionLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      pendingJoinRequests {\n        nodes {\n          id\n        }\n        totalCount\n      }\n      bans {\n        id\n      }\n      viewerBan {\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TestAdmissionLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      pendingJoinRequests {\n        nodes {\n          id\n        }\n        totalCount\n      }\n      bans {\n        id\n      }\n      viewerBan {\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestJoinQueue($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(first: $first, after: $after) {\n        nodes {\n          id\n          answers {\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestJoinQueue($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      pendingJoinRequests(first: $first, after: $after) {\n        nodes {\n          id\n          answers {\n            answer\n          }\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      groupName\n      location\n      memberCount\n      spotsLeft\n      viewerIsMember\n    }\n  }\n"): (typeof documents)["\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      groupName\n      location\n      memberCount\n      spotsLeft\n      viewerIsMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupSessionsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      memberCount\n      nextSession {\n        id\n        goingCount\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription GroupSessionsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      memberCount\n      nextSession {\n        id\n        goingCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetReminderLeadTime($input: SetReminderLeadTimeInput!) {\n    setReminderLeadTime(input: $input) {\n      group {\n        id\n        reminderLeadHours\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetReminderLeadTime($input: SetReminderLeadTimeInput!) {\n    setReminderLeadTime(input: $input) {\n      group {\n        id\n        reminderLeadHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNotificationPreferences {\n    viewer {\n      id\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestNotificationPreferences {\n    viewer {\n      id\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      notificationPreferences {\n        kinds {\n          kind\n          delivery\n        }\n        digestHour\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        id\n        reminderLeadHours\n        nudgeUnanswered\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetReminders($input: SetRemindersInput!) {\n    setReminders(input: $input) {\n      group {\n        id\n        reminderLeadHours\n        nudgeUnanswered\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupUnsubscribes {\n    viewer {\n      id\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          groupName\n          kinds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupUnsubscribes {\n    viewer {\n      id\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          groupName\n          kinds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          kinds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {\n    resubscribeGroupEmail(input: $input) {\n      notificationPreferences {\n        groupUnsubscribes {\n          groupId\n          kinds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestMatrixGated on Group {\n    id\n    viewerRole\n    userEmail\n    members {\n      id\n    }\n    waitlist {\n      displayName\n    }\n    teamInvitations {\n      inviteeId\n    }\n    auditEntries(first: 1) {\n      nodes {\n        action\n      }\n    }\n    reports(first: 1) {\n      id\n    }\n    pendingJoinRequests(first: 1) {\n      totalCount\n    }\n    bannedPeople(first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  fragment TestMatrixGated on Group {\n    id\n    viewerRole\n    userEmail\n    members {\n      id\n    }\n    waitlist {\n      displayName\n    }\n    teamInvitations {\n      inviteeId\n    }\n    auditEntries(first: 1) {\n      nodes {\n        action\n      }\n    }\n    reports(first: 1) {\n      id\n    }\n    pendingJoinRequests(first: 1) {\n      totalCount\n    }\n    bannedPeople(first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMatrixGroup($id: ID!) {\n    group(id: $id) {\n      ...TestMatrixGated\n    }\n  }\n"): (typeof documents)["\n  query TestMatrixGroup($id: ID!) {\n    group(id: $id) {\n      ...TestMatrixGated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestMatrixGroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      location\n      ...TestMatrixGated\n    }\n  }\n"): (typeof documents)["\n  subscription TestMatrixGroupLive($id: ID!) {\n    groupChanged(id: $id) {\n      location\n      ...TestMatrixGated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMatrixSuspendedAccounts {\n    suspendedAccounts {\n      uid\n    }\n  }\n"): (typeof documents)["\n  query TestMatrixSuspendedAccounts {\n    suspendedAccounts {\n      uid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestJoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestJoinGroup($input: GroupMembershipInput!) {\n    joinGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLeaveGroup($input: GroupMembershipInput!) {\n    leaveGroup(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupMembers($id: ID!) {\n    group(id: $id) {\n      id\n      maxMembers\n      memberCount\n      spotsLeft\n      viewerIsMember\n      members {\n        displayName\n        joinedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupMembers($id: ID!) {\n    group(id: $id) {\n      id\n      maxMembers\n      memberCount\n      spotsLeft\n      viewerIsMember\n      members {\n        displayName\n        joinedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestJoinedGroups {\n    viewer {\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n          groupName\n          viewerIsMember\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestJoinedGroups {\n    viewer {\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n          groupName\n          viewerIsMember\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        subject\n        targetId\n        threadId\n        groupId\n        summary\n        reason\n        note\n        audience\n        status\n        reporterName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      report {\n        id\n        subject\n        targetId\n        threadId\n        groupId\n        summary\n        reason\n        note\n        audience\n        status\n        reporterName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        status\n        resolution\n        resolverName\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestResolveReport($input: ResolveReportInput!) {\n    resolveReport(input: $input) {\n      report {\n        id\n        status\n        resolution\n        resolverName\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestReportQueue($status: ReportStatus, $audience: ReportAudience) {\n    reportQueue(status: $status, audience: $audience, first: 100) {\n      id\n      audience\n      status\n      reporterName\n    }\n  }\n"): (typeof documents)["\n  query TestReportQueue($status: ReportStatus, $audience: ReportAudience) {\n    reportQueue(status: $status, audience: $audience, first: 100) {\n      id\n      audience\n      status\n      reporterName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupReports($id: ID!, $status: ReportStatus) {\n    group(id: $id) {\n      id\n      reports(status: $status) {\n        id\n        summary\n        audience\n        reporterName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupReports($id: ID!, $status: ReportStatus) {\n    group(id: $id) {\n      id\n      reports(status: $status) {\n        id\n        summary\n        audience\n        reporterName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMyReports {\n    viewer {\n      isAdmin\n      reports {\n        id\n        status\n        resolution\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestMyReports {\n    viewer {\n      isAdmin\n      reports {\n        id\n        status\n        resolution\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSuspendedGroup($id: ID!) {\n    group(id: $id) {\n      id\n      groupName\n      suspension {\n        reason\n        cause\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestSuspendedGroup($id: ID!) {\n    group(id: $id) {\n      id\n      groupName\n      suspension {\n        reason\n        cause\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          cause\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSuspendGroup($input: SuspendGroupInput!) {\n    suspendGroup(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n          cause\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLiftGroupSuspension($input: LiftGroupSuspensionInput!) {\n    liftGroupSuspension(input: $input) {\n      group {\n        id\n        suspension {\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      suspension {\n        uid\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLiftAccountSuspension($input: LiftAccountSuspensionInput!) {\n    liftAccountSuspension(input: $input) {\n      suspension {\n        uid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestDiscovery($search: String) {\n    groups(search: $search, first: 100) {\n      totalCount\n      nodes {\n        id\n      }\n    }\n    groupCounts {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  query TestDiscovery($search: String) {\n    groups(search: $search, first: 100) {\n      totalCount\n      nodes {\n        id\n      }\n    }\n    groupCounts {\n      category\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      status\n      summary\n    }\n  }\n"): (typeof documents)["\n  subscription TestReportQueueChanged($groupId: ID) {\n    reportQueueChanged(groupId: $groupId) {\n      id\n      status\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestModerationCalendarFeed {\n    viewer {\n      calendarFeedUrl\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestModerationCalendarFeed {\n    viewer {\n      calendarFeedUrl\n      joinedGroupCount\n      joinedGroups {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestReportNotifications {\n    viewer {\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        reportSummary\n        reportOutcome\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestReportNotifications {\n    viewer {\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        reportSummary\n        reportOutcome\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestNotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      reportSummary\n      reportOutcome\n    }\n  }\n"): (typeof documents)["\n  subscription TestNotificationAdded {\n    notificationAdded {\n      id\n      kind\n      groupId\n      reportSummary\n      reportOutcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        schedule {\n          startsAt\n          localStartsAt\n          timeZone\n          durationMinutes\n          capacity\n          rrule\n          recurrence {\n            frequency\n            interval\n            weekdays\n            weekOfMonth\n            monthDay\n            until\n            count\n          }\n        }\n        nextSession {\n          id\n          startsAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetSchedule($input: SetScheduleInput!) {\n    setSchedule(input: $input) {\n      group {\n        id\n        startDate\n        isActive\n        schedule {\n          startsAt\n          localStartsAt\n          timeZone\n          durationMinutes\n          capacity\n          rrule\n          recurrence {\n            frequency\n            interval\n            weekdays\n            weekOfMonth\n            monthDay\n            until\n            count\n          }\n        }\n        nextSession {\n          id\n          startsAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestGroupSessions($id: ID!, $first: Int, $after: String, $from: DateTime) {\n    group(id: $id) {\n      id\n      isActive\n      nextSession {\n        id\n        startsAt\n      }\n      sessions(first: $first, after: $after, from: $from) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          startsAt\n          endsAt\n          timeZone\n          location\n          cancelled\n          capacity\n          goingCount\n          waitlistCount\n          spotsLeft\n          viewerRsvp\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestGroupSessions($id: ID!, $first: Int, $after: String, $from: DateTime) {\n    group(id: $id) {\n      id\n      isActive\n      nextSession {\n        id\n        startsAt\n      }\n      sessions(first: $first, after: $after, from: $from) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          id\n          startsAt\n          endsAt\n          timeZone\n          location\n          cancelled\n          capacity\n          goingCount\n          waitlistCount\n          spotsLeft\n          viewerRsvp\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        id\n        cancelled\n      }\n      group {\n        id\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCancelSession($input: CancelSessionInput!) {\n    cancelSession(input: $input) {\n      session {\n        id\n        cancelled\n      }\n      group {\n        id\n        nextSession {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMoveSession($input: MoveSessionInput!) {\n    moveSession(input: $input) {\n      session {\n        id\n        startsAt\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMoveSession($input: MoveSessionInput!) {\n    moveSession(input: $input) {\n      session {\n        id\n        startsAt\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        id\n        goingCount\n        waitlistCount\n        spotsLeft\n        viewerRsvp\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRsvp($input: RsvpInput!) {\n    rsvp(input: $input) {\n      session {\n        id\n        goingCount\n        waitlistCount\n        spotsLeft\n        viewerRsvp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSessionNotifications {\n    viewer {\n      id\n      notifications {\n        kind\n        groupId\n        groupName\n        sessionId\n        sessionStartsAt\n        sessionLocation\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestSessionNotifications {\n    viewer {\n      id\n      notifications {\n        kind\n        groupId\n        groupName\n        sessionId\n        sessionStartsAt\n        sessionLocation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTeam($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      userEmail\n      viewerIsOwner\n      viewerRole\n      team {\n        id\n        displayName\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n      members {\n        id\n        displayName\n      }\n      waitlist {\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestTeam($id: ID!) {\n    group(id: $id) {\n      id\n      userName\n      userEmail\n      viewerIsOwner\n      viewerRole\n      team {\n        id\n        displayName\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n      members {\n        id\n        displayName\n      }\n      waitlist {\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestViewerTeamInvitations {\n    viewer {\n      teamInvitations {\n        role\n        group {\n          id\n          groupName\n        }\n      }\n      notifications {\n        kind\n        groupId\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestViewerTeamInvitations {\n    viewer {\n      teamInvitations {\n        role\n        group {\n          id\n          groupName\n        }\n      }\n      notifications {\n        kind\n        groupId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestInviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestInviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestAnswerTeamInvitation($input: AnswerTeamInvitationInput!) {\n    answerTeamInvitation(input: $input) {\n      group {\n        id\n        viewerRole\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        id\n        team {\n          id\n          role\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSetTeamRole($input: SetTeamRoleInput!) {\n    setTeamRole(input: $input) {\n      group {\n        id\n        team {\n          id\n          role\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLeaveTeam($input: GroupMembershipInput!) {\n    leaveTeam(input: $input) {\n      group {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestTransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        id\n        userName\n        viewerRole\n        team {\n          displayName\n          role\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestTransferGroup($input: TransferGroupInput!) {\n    transferGroup(input: $input) {\n      group {\n        id\n        userName\n        viewerRole\n        team {\n          displayName\n          role\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      group {\n        id\n        memberCount\n        waitlistCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuditLog($id: ID!) {\n    group(id: $id) {\n      id\n      auditLog {\n        action\n        actorName\n        targetName\n        detail\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestAuditLog($id: ID!) {\n    group(id: $id) {\n      id\n      auditLog {\n        action\n        actorName\n        targetName\n        detail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAuditEntries($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: $first, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestAuditEntries($id: ID!, $first: Int, $after: String) {\n    group(id: $id) {\n      id\n      auditEntries(first: $first, after: $after) {\n        nodes {\n          id\n          action\n          actorName\n          targetName\n          detail\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestTeamLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      team {\n        id\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TestTeamLive($id: ID!) {\n    groupChanged(id: $id) {\n      id\n      team {\n        id\n        role\n      }\n      teamInvitations {\n        inviteeId\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestJoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestJoinWaitlist($input: GroupMembershipInput!) {\n    joinWaitlist(input: $input) {\n      group {\n        id\n        memberCount\n        spotsLeft\n        viewerIsMember\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLeaveWaitlist($input: GroupMembershipInput!) {\n    leaveWaitlist(input: $input) {\n      group {\n        id\n        waitlistCount\n        viewerWaitlistPosition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestWaitlist($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      spotsLeft\n      viewerIsMember\n      waitlistCount\n      viewerWaitlistPosition\n      waitlist {\n        displayName\n        queuedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestWaitlist($id: ID!) {\n    group(id: $id) {\n      id\n      memberCount\n      spotsLeft\n      viewerIsMember\n      waitlistCount\n      viewerWaitlistPosition\n      waitlist {\n        displayName\n        queuedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNotifications {\n    viewer {\n      unreadNotificationCount\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestNotifications {\n    viewer {\n      unreadNotificationCount\n      notifications {\n        id\n        kind\n        groupId\n        groupName\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation TestMarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n      }\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation TestMarkAllNotificationsRead {\n    markAllNotificationsRead {\n      markedCount\n      unreadNotificationCount\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;