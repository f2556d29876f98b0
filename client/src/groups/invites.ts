import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { graphql } from '@/gql';
import type { AcceptInviteLinkInput, CreateInviteLinkInput, GroupMembershipInput } from '@/gql/graphql';

/**
 * Invite links into a group: organizers make and revoke them; a signed-in person follows one.
 * Following answers the group with its admission fields, so every view of it updates by id.
 */

const CreateInviteLinkMutation = graphql(`
  mutation CreateInviteLink($input: CreateInviteLinkInput!) {
    createInviteLink(input: $input) {
      link {
        token
        path
        expiresAt
      }
    }
  }
`);

const RevokeInviteLinksMutation = graphql(`
  mutation RevokeInviteLinks($input: GroupMembershipInput!) {
    revokeInviteLinks(input: $input) {
      group {
        id
      }
    }
  }
`);

const AcceptInviteLinkMutation = graphql(`
  mutation AcceptInviteLink($input: AcceptInviteLinkInput!) {
    acceptInviteLink(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

export function useCreateInviteLink() {
  const [mutate] = useMutation(CreateInviteLinkMutation);
  return useCallback(
    async (input: CreateInviteLinkInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the invite link').createInviteLink.link,
    [mutate],
  );
}

export function useRevokeInviteLinks() {
  const [mutate] = useMutation(RevokeInviteLinksMutation);
  return useCallback(
    async (input: GroupMembershipInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'revoking the links').revokeInviteLinks.group,
    [mutate],
  );
}

export function useAcceptInviteLink() {
  const [mutate] = useMutation(AcceptInviteLinkMutation);
  return useCallback(
    async (input: AcceptInviteLinkInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'joining').acceptInviteLink.group,
    [mutate],
  );
}

/** The link as a person shares it: the app's path on this site's address. */
export const inviteUrl = (path: string): string => new URL(path, window.location.origin).href;
