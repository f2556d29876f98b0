import { useMutation } from '@apollo/client/react';
import { confirmed } from '@/apollo/confirmed';
import { graphql } from '@/gql';
import type { UpdateNotificationPreferencesInput } from '@/gql/graphql';

const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      notificationPreferences {
        kinds {
          kind
          delivery
        }
        digestHour
        timeZone
      }
    }
  }
`);

/**
 * Saves the viewer's email preferences. The preferences carry no id, so the answer is written
 * over the viewer's cached field by hand (the page reads it from there).
 */
export function useUpdateNotificationPreferences(viewerCacheId: string | undefined) {
  const [mutate] = useMutation(UpdateNotificationPreferencesMutation);
  return async (input: UpdateNotificationPreferencesInput) => {
    const { data } = await mutate({
      variables: { input },
      update(cache, { data: result }) {
        const preferences = result?.updateNotificationPreferences.notificationPreferences;
        if (viewerCacheId && preferences) {
          cache.modify({ id: viewerCacheId, fields: { notificationPreferences: () => preferences } });
        }
      },
    });
    return confirmed(data, 'the change').updateNotificationPreferences.notificationPreferences;
  };
}
