import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { confirmed } from '@/apollo/confirmed';
import { graphql } from '@/gql';
import type {
  NotificationPreferences_AllFragment,
  ResubscribeGroupEmailInput,
  UpdateNotificationPreferencesInput,
} from '@/gql/graphql';

/**
 * Everything the settings page shows of the preferences. The object has no id, so a mutation's
 * answer replaces the viewer's cached field as a whole: every mutation asks for all of it, or the
 * fields it left out (the per-group unsubscribes) would vanish from the page.
 */
export const NotificationPreferencesFragment = graphql(`
  fragment NotificationPreferences_all on NotificationPreferences {
    kinds {
      kind
      delivery
    }
    digestHour
    timeZone
    groupUnsubscribes {
      groupId
      groupName
      kinds
    }
  }
`);

const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      notificationPreferences {
        ...NotificationPreferences_all @unmask
      }
    }
  }
`);

const ResubscribeGroupEmailMutation = graphql(`
  mutation ResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {
    resubscribeGroupEmail(input: $input) {
      notificationPreferences {
        ...NotificationPreferences_all @unmask
      }
    }
  }
`);

function replacePreferences(
  cache: ApolloCache,
  viewerCacheId: string | undefined,
  preferences: NotificationPreferences_AllFragment | undefined,
) {
  if (viewerCacheId && preferences) {
    cache.modify({ id: viewerCacheId, fields: { notificationPreferences: () => preferences } });
  }
}

/** Saves the viewer's email preferences and writes the answer over the cached ones. */
export function useUpdateNotificationPreferences(viewerCacheId: string | undefined) {
  const [mutate] = useMutation(UpdateNotificationPreferencesMutation);
  return async (input: UpdateNotificationPreferencesInput) => {
    const { data } = await mutate({
      variables: { input },
      update: (cache, { data: result }) =>
        replacePreferences(cache, viewerCacheId, result?.updateNotificationPreferences.notificationPreferences),
    });
    return confirmed(data, 'the change').updateNotificationPreferences.notificationPreferences;
  };
}

/** Turns one kind of email from one group back on; the answer replaces the cached preferences. */
export function useResubscribeGroupEmail(viewerCacheId: string | undefined) {
  const [mutate] = useMutation(ResubscribeGroupEmailMutation);
  return async (input: ResubscribeGroupEmailInput) => {
    const { data } = await mutate({
      variables: { input },
      update: (cache, { data: result }) =>
        replacePreferences(cache, viewerCacheId, result?.resubscribeGroupEmail.notificationPreferences),
    });
    return confirmed(data, 'the change').resubscribeGroupEmail.notificationPreferences;
  };
}
