import { graphql } from './gql';

/** The operations the session tests send; codegen types them from schema.graphql. */

export const SetScheduleMutation = graphql(`
  mutation TestSetSchedule($input: SetScheduleInput!) {
    setSchedule(input: $input) {
      group {
        id
        startDate
        isActive
        schedule {
          startsAt
          localStartsAt
          timeZone
          durationMinutes
          capacity
          rrule
          recurrence {
            frequency
            interval
            weekdays
            weekOfMonth
            monthDay
            until
            count
          }
        }
        nextSession {
          id
          startsAt
        }
      }
    }
  }
`);

export const GroupSessionsQuery = graphql(`
  query TestGroupSessions($id: ID!, $first: Int, $after: String, $from: DateTime) {
    group(id: $id) {
      id
      isActive
      nextSession {
        id
        startsAt
      }
      sessions(first: $first, after: $after, from: $from) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          startsAt
          endsAt
          timeZone
          location
          cancelled
          capacity
          goingCount
          waitlistCount
          spotsLeft
          viewerRsvp
        }
      }
    }
  }
`);

export const CancelSessionMutation = graphql(`
  mutation TestCancelSession($input: CancelSessionInput!) {
    cancelSession(input: $input) {
      session {
        id
        cancelled
      }
      group {
        id
        nextSession {
          id
        }
      }
    }
  }
`);

export const MoveSessionMutation = graphql(`
  mutation TestMoveSession($input: MoveSessionInput!) {
    moveSession(input: $input) {
      session {
        id
        startsAt
        location
      }
    }
  }
`);

export const RsvpMutation = graphql(`
  mutation TestRsvp($input: RsvpInput!) {
    rsvp(input: $input) {
      session {
        id
        goingCount
        waitlistCount
        spotsLeft
        viewerRsvp
      }
    }
  }
`);

export const SessionNotificationsQuery = graphql(`
  query TestSessionNotifications {
    viewer {
      id
      notifications {
        kind
        groupId
        groupName
        sessionId
        sessionStartsAt
        sessionLocation
      }
    }
  }
`);
