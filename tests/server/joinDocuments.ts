import { graphql } from './gql';

/** The operations the join-approval and ban tests send; codegen types them from schema.graphql. */

export const JoinStateQuery = graphql(`
  query TestJoinState($id: ID!) {
    group(id: $id) {
      id
      memberCount
      waitlistCount
      viewerIsMember
      viewerWaitlistPosition
      viewerRole
      joinPolicy
      joinQuestions
      joinRequests: pendingJoinRequests {
        nodes {
          id
          displayName
          answers {
            question
            answer
          }
          requestedAt
        }
        nextCursor
        totalCount
      }
      viewerJoinRequest {
        id
        answers {
          answer
        }
      }
      viewerJoinDecision {
        decision
        message
      }
      viewerBan {
        reason
      }
      bans {
        id
        displayName
        reason
      }
    }
  }
`);

export const SetJoinPolicyMutation = graphql(`
  mutation TestSetJoinPolicy($input: SetJoinPolicyInput!) {
    setJoinPolicy(input: $input) {
      group {
        id
        joinPolicy
        joinQuestions
      }
    }
  }
`);

export const RequestToJoinMutation = graphql(`
  mutation TestRequestToJoin($input: RequestToJoinInput!) {
    requestToJoin(input: $input) {
      group {
        id
        viewerRole
      }
    }
  }
`);

export const CancelJoinRequestMutation = graphql(`
  mutation TestCancelJoinRequest($input: GroupMembershipInput!) {
    cancelJoinRequest(input: $input) {
      group {
        id
        viewerRole
      }
    }
  }
`);

export const DecideJoinRequestMutation = graphql(`
  mutation TestDecideJoinRequest($input: DecideJoinRequestInput!) {
    decideJoinRequest(input: $input) {
      group {
        id
        memberCount
        waitlistCount
      }
    }
  }
`);

export const BanMemberMutation = graphql(`
  mutation TestBanMember($input: BanMemberInput!) {
    banMember(input: $input) {
      group {
        id
        memberCount
      }
    }
  }
`);

export const UnbanMemberMutation = graphql(`
  mutation TestUnbanMember($input: UnbanMemberInput!) {
    unbanMember(input: $input) {
      group {
        id
      }
    }
  }
`);

export const AdmissionLiveSubscription = graphql(`
  subscription TestAdmissionLive($id: ID!) {
    groupChanged(id: $id) {
      id
      pendingJoinRequests {
        nodes {
          id
        }
        totalCount
      }
      bans {
        id
      }
      viewerBan {
        reason
      }
    }
  }
`);

/** One page of the organizers' queue, oldest first. */
export const JoinQueueQuery = graphql(`
  query TestJoinQueue($id: ID!, $first: Int, $after: String) {
    group(id: $id) {
      id
      pendingJoinRequests(first: $first, after: $after) {
        nodes {
          id
          answers {
            answer
          }
        }
        nextCursor
        totalCount
      }
    }
  }
`);
