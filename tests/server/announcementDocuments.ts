import { graphql } from './gql';

/** The operations the announcement-hiding tests send; codegen types them from schema.graphql. */

export const HideAnnouncementMutation = graphql(`
  mutation TestHideAnnouncement($input: HidePostInput!) {
    hideAnnouncement(input: $input) {
      id
      hidden
    }
  }
`);

export const AnnouncementsSeenQuery = graphql(`
  query TestAnnouncementsSeen($id: ID!) {
    group(id: $id) {
      id
      announcements {
        nodes {
          id
          hidden
          authorName
        }
      }
    }
  }
`);

export const AnnouncementLiveSubscription = graphql(`
  subscription TestAnnouncementLive($groupId: ID!) {
    discussionUpdated(groupId: $groupId) {
      kind
      threadId
      removedId
      announcement {
        id
        hidden
      }
    }
  }
`);
