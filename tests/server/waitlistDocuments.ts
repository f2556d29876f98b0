import { graphql } from './gql';

/** The operations the waitlist and notification tests send; codegen types them from schema.graphql. */

export const JoinWaitlistMutation = graphql(`
  mutation TestJoinWaitlist($input: GroupMembershipInput!) {
    joinWaitlist(input: $input) {
      group {
        id
        memberCount
        spotsLeft
        viewerIsMember
        waitlistCount
        viewerWaitlistPosition
      }
    }
  }
`);

export const LeaveWaitlistMutation = graphql(`
  mutation TestLeaveWaitlist($input: GroupMembershipInput!) {
    leaveWaitlist(input: $input) {
      group {
        id
        waitlistCount
        viewerWaitlistPosition
      }
    }
  }
`);

export const WaitlistQuery = graphql(`
  query TestWaitlist($id: ID!) {
    group(id: $id) {
      id
      memberCount
      spotsLeft
      viewerIsMember
      waitlistCount
      viewerWaitlistPosition
      waitlist {
        displayName
        queuedAt
      }
    }
  }
`);

export const NotificationsQuery = graphql(`
  query TestNotifications {
    viewer {
      unreadNotificationCount
      notifications {
        id
        kind
        groupId
        groupName
        read
      }
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation TestMarkNotificationRead($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification {
        id
        read
      }
      unreadNotificationCount
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation TestMarkAllNotificationsRead {
    markAllNotificationsRead {
      markedCount
      unreadNotificationCount
    }
  }
`);
