import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { confirmed } from '@/apollo/confirmed';
import { graphql } from '@/gql';
import type { UpdateProfileInput } from '@/gql/graphql';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        displayName
        photoURL
      }
    }
  }
`);

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deletedUserId
      deletedGroupIds
      leftGroupIds
    }
  }
`);

/**
 * The server stores the organizer's new name on each of their groups; the cached copies of those
 * groups (the ones the viewer owns: only owners see `userEmail`) get it too, without a refetch.
 */
function renameOwnedGroups(cache: ApolloCache, userName: string): void {
  const entities = cache.extract() as Record<
    string,
    { __typename?: string; viewerIsOwner?: boolean; userEmail?: unknown }
  >;
  for (const [id, entity] of Object.entries(entities)) {
    const owned = entity.viewerIsOwner === true || typeof entity.userEmail === 'string';
    if (entity.__typename === 'Group' && owned) {
      cache.modify({
        id,
        fields: {
          userName: () => userName,
          // The owner heads the group's team list, kept inside the group (see apollo/cache.ts).
          team: (members: unknown) =>
            Array.isArray(members)
              ? members.map((member: { role?: string }) =>
                  member.role === 'OWNER' ? { ...member, displayName: userName } : member,
                )
              : members,
        },
      });
    }
  }
}

/** Saves the profile; the viewer updates from the answer, the owned groups' organizer name from the cache. */
export function useUpdateProfile() {
  const [mutate] = useMutation(UpdateProfileMutation);
  return async (input: UpdateProfileInput) => {
    const { data } = await mutate({
      variables: { input },
      update(cache, { data: result }) {
        const name = result?.updateProfile.viewer.displayName;
        if (input.displayName !== undefined && name) renameOwnedGroups(cache, name);
      },
    });
    return confirmed(data, 'the change').updateProfile.viewer;
  };
}

/** Deletes the account on the server, then forgets everything cached about it. */
export function useDeleteAccount() {
  const [mutate] = useMutation(DeleteAccountMutation);
  const apollo = useApolloClient();
  return async () => {
    const { data } = await mutate({ variables: { input: { confirm: true } } });
    const { deleteAccount } = confirmed(data, 'the deletion');
    await apollo.clearStore();
    return deleteAccount;
  };
}

/** Downloads `GET /me/export` (everything the service holds about the signed-in person) as a JSON file. */
export async function downloadMyData(idToken: string): Promise<void> {
  const response = await fetch('/me/export', {
    headers: { accept: 'application/json', authorization: `Bearer ${idToken}` },
  });
  if (!response.ok) throw new Error(`The export failed (HTTP ${response.status}).`);
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'hobbyhub-export.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ran.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
