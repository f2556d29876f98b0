import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { graphql } from '@/gql';
import type {
  AnswerTeamInvitationInput,
  GroupMembershipInput,
  InviteToTeamInput,
  SetTeamRoleInput,
  TransferGroupInput,
} from '@/gql/graphql';

/**
 * The organizing team as everyone sees it, and (organizers) the open invitations and the members
 * who could be invited. Every team mutation answers the group with these fields, so Apollo's cache
 * updates each view of it by id; `groupChanged` brings other organizers' changes.
 */
export const TeamFragment = graphql(`
  fragment Team_group on Group {
    id
    viewerRole
    team {
      id
      displayName
      role
    }
    teamInvitations {
      inviteeId
      role
      invitedAt
    }
    members {
      id
      displayName
    }
  }
`);

/** The signed-in user's own open invitations; the group page picks the one for its group. */
export const ViewerTeamInvitationsQuery = graphql(`
  query ViewerTeamInvitations {
    viewer {
      id
      teamInvitations {
        role
        invitedAt
        group {
          id
        }
      }
    }
  }
`);

const InviteToTeamMutation = graphql(`
  mutation InviteToTeam($input: InviteToTeamInput!) {
    inviteToTeam(input: $input) {
      group {
        ...Team_group @unmask
      }
    }
  }
`);

const AnswerTeamInvitationMutation = graphql(`
  mutation AnswerTeamInvitation($input: AnswerTeamInvitationInput!) {
    answerTeamInvitation(input: $input) {
      group {
        ...Team_group @unmask
        viewerIsOwner
        viewerIsMember
      }
    }
  }
`);

const SetTeamRoleMutation = graphql(`
  mutation SetTeamRole($input: SetTeamRoleInput!) {
    setTeamRole(input: $input) {
      group {
        ...Team_group @unmask
      }
    }
  }
`);

// Off the team, the person no longer sees what only organizers see: the answer hides the queue,
// the bans and the members, so every panel of the group page follows at once.
const LeaveTeamMutation = graphql(`
  mutation LeaveTeam($input: GroupMembershipInput!) {
    leaveTeam(input: $input) {
      group {
        ...Team_group @unmask
        ...Admission_group @unmask
        viewerIsOwner
        viewerIsMember
      }
    }
  }
`);

const TransferGroupMutation = graphql(`
  mutation TransferGroup($input: TransferGroupInput!) {
    transferGroup(input: $input) {
      group {
        ...Team_group @unmask
        viewerIsOwner
      }
    }
  }
`);

export function useInviteToTeam() {
  const [mutate] = useMutation(InviteToTeamMutation);
  return useCallback(
    async (input: InviteToTeamInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the invitation').inviteToTeam.group,
    [mutate],
  );
}

export function useAnswerTeamInvitation() {
  // The answered invitation leaves the viewer's list; the group page reads that list.
  const [mutate] = useMutation(AnswerTeamInvitationMutation, { refetchQueries: [ViewerTeamInvitationsQuery] });
  return useCallback(
    async (input: AnswerTeamInvitationInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'your answer').answerTeamInvitation.group,
    [mutate],
  );
}

export function useSetTeamRole() {
  const [mutate] = useMutation(SetTeamRoleMutation);
  return useCallback(
    async (input: SetTeamRoleInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the role change').setTeamRole.group,
    [mutate],
  );
}

export function useLeaveTeam() {
  const [mutate] = useMutation(LeaveTeamMutation);
  return useCallback(
    async (input: GroupMembershipInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'stepping down').leaveTeam.group,
    [mutate],
  );
}

export function useTransferGroup() {
  const [mutate] = useMutation(TransferGroupMutation);
  return useCallback(
    async (input: TransferGroupInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the transfer').transferGroup.group,
    [mutate],
  );
}
