import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { CancelSessionInput, RsvpInput, SetScheduleInput } from '@/gql/graphql';

/** The session fields the group page shows: every payload carries them, so the cache updates by id. */
const SetScheduleMutation = graphql(`
  mutation SetSchedule($input: SetScheduleInput!) {
    setSchedule(input: $input) {
      group {
        id
        startDate
        isActive
        ...SessionList_group
      }
    }
  }
`);

const CancelSessionMutation = graphql(`
  mutation CancelSession($input: CancelSessionInput!) {
    cancelSession(input: $input) {
      session {
        ...SessionItem_session
      }
      group {
        id
        isActive
        nextSession {
          id
        }
      }
    }
  }
`);

const RsvpMutation = graphql(`
  mutation Rsvp($input: RsvpInput!) {
    rsvp(input: $input) {
      session {
        ...SessionItem_session
      }
    }
  }
`);

/** setSchedule: the payload's group (with its sessions) replaces the cached one by id. */
export function useSetSchedule() {
  const [mutate] = useMutation(SetScheduleMutation);
  return useCallback(
    async (input: SetScheduleInput) => {
      const result = await mutate({ variables: { input } });
      if (!result.data) throw new Error('The server did not confirm the schedule.');
      return result.data.setSchedule.group;
    },
    [mutate],
  );
}

/** cancelSession: the session (cancelled) and the group's next session update by id. */
export function useCancelSession() {
  const [mutate] = useMutation(CancelSessionMutation);
  return useCallback(
    async (input: CancelSessionInput) => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
}

/** rsvp: the session's counts and the viewer's answer update by id. */
export function useRsvp() {
  const [mutate] = useMutation(RsvpMutation);
  return useCallback(
    async (input: RsvpInput) => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
}
