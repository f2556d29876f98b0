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
      joinRequests {
        id
        displayName
        answers {
          question
          answer
        }
        requestedAt
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
      joinRequests {
        id
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
