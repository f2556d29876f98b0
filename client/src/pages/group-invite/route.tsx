import { useReadQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { Link, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { graphQLErrorCode } from '@/apollo/errors';
import { GroupNotFound, GroupRouteError } from '@/groups/GroupNotFound';
import { useAcceptInviteLink } from '@/groups/invites';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { formatDate, formatInstant } from '@/ui/format';
import { PageLoader } from '@/ui/PageLoader';
import { useToast } from '@/ui/toast/ToastProvider';
import { usePageTitle } from '@/ui/usePageTitle';

const GroupInvitePageQuery = graphql(`
  query GroupInvitePage($id: ID!, $token: String!) {
    group(id: $id) {
      id
      groupName
      hobbyCategoryName
      description
      location
      startDate
      isActive
      memberCount
      spotsLeft
      viewerIsMember
      viewerIsOwner
      viewerRole
      viewerWaitlistPosition
      viewerBan {
        reason
      }
      inviteLink(token: $token) {
        status
        expiresAt
      }
    }
  }
`);

export function loader({ params }: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // The link may have been revoked since it was last looked at: always ask the server.
  return preloadQuery(GroupInvitePageQuery, {
    variables: { id: params.id ?? '', token: params.token ?? '' },
    fetchPolicy: 'network-only',
  });
}

/** What a refused join says, by the server's code. */
function refusalOf(code: string | undefined): string {
  switch (code) {
    case 'INVITE_INVALID':
      return 'This invite link no longer works: the organizers may have revoked it. Ask them for a new one.';
    case 'INVITE_EXPIRED':
      return 'This invite link has expired. Ask the organizers for a new one.';
    case 'BANNED':
      return 'An organizer banned you from this group.';
    case 'GROUP_NOT_ACTIVE':
      return 'This group has already started, so it takes no new members.';
    default:
      return 'Something went wrong. Please try again.';
  }
}

function GroupInvite({ token }: { token: string }) {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const group = data.group;
  usePageTitle(group ? `Invitation to ${group.groupName}` : 'Group not found');
  const accept = useAcceptInviteLink();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!group) return <GroupNotFound />;

  const { status, expiresAt } = group.inviteLink;
  const inside = group.viewerIsMember || group.viewerIsOwner || group.viewerWaitlistPosition !== null;
  const full = group.spotsLeft === 0;

  const onJoin = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await accept({ groupId: group.id, token });
      toast({
        title: joined.viewerIsMember
          ? `You joined ${group.groupName}.`
          : `${group.groupName} is full: you are on its waitlist.`,
        icon: 'success',
      });
      await navigate(paths.groupDetails.getHref(group.id));
    } catch (caught) {
      setError(refusalOf(graphQLErrorCode(caught)));
      setBusy(false);
    }
  };

  let body;
  if (inside) {
    body = (
      <p>
        {group.viewerIsMember || group.viewerIsOwner
          ? 'You are already part of this group.'
          : `You are on this group’s waitlist (number ${group.viewerWaitlistPosition ?? ''}).`}
      </p>
    );
  } else if (group.viewerBan) {
    body = <p>An organizer banned you from this group: {group.viewerBan.reason}</p>;
  } else if (status === 'INVALID') {
    body = (
      <p>
        <strong>This invite link is not valid.</strong> It may have been revoked by the organizers, or copied
        incompletely. Ask them for a new one.
      </p>
    );
  } else if (status === 'EXPIRED') {
    body = (
      <p>
        <strong>This invite link has expired</strong>
        {expiresAt && (
          <>
            {' '}
            (on <time dateTime={expiresAt}>{formatInstant(expiresAt)}</time>)
          </>
        )}
        . Ask the organizers for a new one.
      </p>
    );
  } else if (!group.isActive) {
    body = <p>This group has already started, so it takes no new members.</p>;
  } else {
    body = (
      <>
        <p>
          You are invited to join this group.
          {full && ' It is full right now: joining puts you on its waitlist, and you get the next free place.'}
        </p>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onJoin()}>
          {full ? 'Join the waitlist' : 'Join'}
        </button>
        {expiresAt && (
          <p className="muted small">
            The link works until <time dateTime={expiresAt}>{formatInstant(expiresAt)}</time>.
          </p>
        )}
      </>
    );
  }

  return (
    <section className="card group-invite" aria-labelledby="group-invite-title">
      <p className="badge">{group.hobbyCategoryName}</p>
      <h1 id="group-invite-title">{group.groupName}</h1>
      <dl className="facts">
        <div>
          <dt>Location</dt>
          <dd>{group.location}</dd>
        </div>
        <div>
          <dt>Start Date</dt>
          <dd>
            <time dateTime={group.startDate}>{formatDate(group.startDate)}</time>
          </dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd>{group.memberCount}</dd>
        </div>
      </dl>
      <p>{group.description}</p>
      {body}
      <p className="form-error" role="alert">
        {error}
      </p>
      <Link to={paths.groupDetails.getHref(group.id)}>Open the group page</Link>
    </section>
  );
}

export function Component() {
  const { token = '' } = useParams();
  return (
    <div className="container narrow page">
      <Suspense fallback={<PageLoader label="Loading the invitation…" />}>
        <GroupInvite token={token} />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = GroupRouteError;
