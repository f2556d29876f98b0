import { graphql } from './gql';

/** The operations the team and permission tests send; codegen types them from schema.graphql. */

export const TeamQuery = graphql(`
  query TestTeam($id: ID!) {
    group(id: $id) {
      id
      userName
      userEmail
      viewerIsOwner
      viewerRole
      team {
        id
        displayName
        role
      }
      teamInvitations {
        inviteeId
        role
      }
      members {
        id
        displayName
      }
      waitlist {
        displayName
      }
    }
  }
`);

export const ViewerTeamInvitationsQuery = graphql(`
  query TestViewerTeamInvitations {
    viewer {
      teamInvitations {
        role
        group {
          id
          groupName
        }
      }
      notifications {
        kind
        groupId
      }
    }
  }
`);

export const InviteToTeamMutation = graphql(`
  mutation TestInviteToTeam($input: InviteToTeamInput!) {
    inviteToTeam(input: $input) {
      group {
        id
      }
    }
  }
`);

export const AnswerTeamInvitationMutation = graphql(`
  mutation TestAnswerTeamInvitation($input: AnswerTeamInvitationInput!) {
    answerTeamInvitation(input: $input) {
      group {
        id
        viewerRole
      }
    }
  }
`);

export const SetTeamRoleMutation = graphql(`
  mutation TestSetTeamRole($input: SetTeamRoleInput!) {
    setTeamRole(input: $input) {
      group {
        id
        team {
          id
          role
        }
      }
    }
  }
`);

export const LeaveTeamMutation = graphql(`
  mutation TestLeaveTeam($input: GroupMembershipInput!) {
    leaveTeam(input: $input) {
      group {
        id
      }
    }
  }
`);

export const TransferGroupMutation = graphql(`
  mutation TestTransferGroup($input: TransferGroupInput!) {
    transferGroup(input: $input) {
      group {
        id
        userName
        viewerRole
        team {
          displayName
          role
        }
      }
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation TestRemoveMember($input: RemoveMemberInput!) {
    removeMember(input: $input) {
      group {
        id
        memberCount
        waitlistCount
      }
    }
  }
`);

export const AuditLogQuery = graphql(`
  query TestAuditLog($id: ID!) {
    group(id: $id) {
      id
      auditLog {
        action
        actorName
        targetName
        detail
      }
    }
  }
`);

/** One page of a group's audit log, newest first. */
export const AuditEntriesQuery = graphql(`
  query TestAuditEntries($id: ID!, $first: Int, $after: String) {
    group(id: $id) {
      id
      auditEntries(first: $first, after: $after) {
        nodes {
          id
          action
          actorName
          targetName
          detail
        }
        nextCursor
      }
    }
  }
`);

/** What the organizers' team section follows live. */
export const TeamLiveSubscription = graphql(`
  subscription TestTeamLive($id: ID!) {
    groupChanged(id: $id) {
      id
      team {
        id
        role
      }
      teamInvitations {
        inviteeId
        role
      }
    }
  }
`);
