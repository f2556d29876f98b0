import { useReadQuery, useSubscription } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { CoverImage } from '@/groups/CoverImage';
import { GroupTabs } from '@/groups/GroupTabs';
import { JoinButton } from '@/groups/JoinButton';
import { AskToJoin } from '@/groups/AskToJoin';
import { GroupActivity } from '@/groups/GroupActivity';
import { OrganizerAdmission } from '@/groups/OrganizerAdmission';
import { addOrganizerPolicies } from '@/groups/queuePolicies';
import { ReminderSettings } from '@/groups/ReminderSettings';
import { TeamSection } from '@/groups/TeamSection';
import { SessionCommentsToggle } from '@/discussion/SessionCommentsToggle';
import { formatDate } from '@/ui/format';
import { MemberList } from '@/pages/group-details/MemberList';
import { ReportButton } from '@/moderation/ReportButton';
import { AddToCalendar } from '@/pages/group-details/AddToCalendar';
import { PlaceMap } from '@/pages/group-details/PlaceMap';
import { SessionList } from '@/sessions/SessionList';
import { GroupNotFound, GroupRouteError } from '@/groups/GroupNotFound';
import { outsideMapUrl } from '@/groups/meeting';
import { NextMeetingText } from '@/groups/NextMeetingText';
import { paths } from '@/paths';
import { organizes } from '@/groups/teamValidation';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/group-details/group-details.css';

/**
 * What the page shows of a group and follows live: a change anyone makes arrives whole over the
 * live connection, with the viewer's place in the queue and (for the organizer) who joined and who
 * waits. Each event is resolved for this viewer on the server, so a promotion arrives here as
 * `viewerIsMember: true` with no position. (Sessions have answers of their own to follow.)
 * Exported so the linter sees it used: the query and the subscription below spread it by name.
 */
export const GroupDetailsFragment = graphql(`
  fragment GroupDetails_group on Group {
    id
    groupName
    hobbyCategory
    hobbyCategoryName
    description
    location
    startDate
    imageURL
    userName
    viewerIsOwner
    viewerIsMember
    viewerRole
    suspension {
      reason
    }
    venue
    place {
      id
      kind
      name
      country
      lat
      lon
    }
    nextMeeting {
      ...NextMeetingText_meeting @unmask
    }
    ...JoinButton_group
    ...MemberList_group
    ...AddToCalendar_group
    ...Admission_group
    ...Team_group
    ...GroupActivity_group
    ...PlaceMap_group
    ...ReminderSettings_group
  }
`);

const GroupDetailsPageQuery = graphql(`
  query GroupDetailsPage($id: ID!) {
    group(id: $id) {
      ...GroupDetails_group @unmask
      ...SessionList_group
    }
  }
`);

const GroupDetailsLiveSubscription = graphql(`
  subscription GroupDetailsLive($id: ID!) {
    groupChanged(id: $id) {
      ...GroupDetails_group
    }
  }
`);

/** The organizers: they read the group's activity and handle its reports (the server's SEE_AUDIT, HANDLE_REPORTS). */

export function loader({ params }: LoaderFunctionArgs, { preloadQuery, apollo }: AppServices) {
  addOrganizerPolicies(apollo.cache);
  return preloadQuery(GroupDetailsPageQuery, { variables: { id: params.id ?? '' } });
}

function GroupDetails() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const group = data.group;
  usePageTitle(group?.groupName ?? 'Group not found');
  // Keeps the cached group current while the page is shown; the cache updates every view of it by id.
  useSubscription(GroupDetailsLiveSubscription, {
    variables: { id: group?.id ?? '' },
    skip: !group,
    ignoreResults: true,
  });
  if (!group) return <GroupNotFound />;
  const mapUrl = outsideMapUrl(group.place);
  return (
    <article className="container-10 page group-details">
      <CoverImage
        className="group-details__image"
        src={group.imageURL}
        category={group.hobbyCategory}
        alt={`Cover of ${group.groupName}`}
      />
      <div className="group-details__body card">
        <p className="badge">{group.hobbyCategoryName}</p>
        <h1>{group.groupName}</h1>
        <GroupTabs groupId={group.id} />
        <dl className="facts">
          <div>
            <dt>Location</dt>
            <dd>{group.location}</dd>
          </div>
          {group.place && (
            <div>
              <dt>Place</dt>
              <dd>
                {[group.venue, group.place.kind === 'ONLINE' ? 'Online' : group.place.name, group.place.country]
                  .filter(Boolean)
                  .join(', ')}
                {mapUrl && (
                  <>
                    {' · '}
                    <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                      Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
          {/* A group without a schedule meets on its start date, said just above. */}
          {group.nextMeeting && !group.nextMeeting.allDay && (
            <div>
              <dt>Next meeting</dt>
              <dd>
                <NextMeetingText meeting={group.nextMeeting} />
              </dd>
            </div>
          )}
          <div>
            <dt>Start Date</dt>
            <dd>
              <time dateTime={group.startDate}>{formatDate(group.startDate)}</time>
            </dd>
          </div>
          <div>
            <dt>Organizer</dt>
            <dd>{group.userName}</dd>
          </div>
        </dl>
        <PlaceMap group={group} />
        <p className="group-details__description">{group.description}</p>
        {group.suspension && (
          <p className="suspension-note" role="note">
            <strong>This group is suspended</strong> and hidden from everyone but its organizers and the site’s admins.
            Reason: {group.suspension.reason}
          </p>
        )}
        <JoinButton group={group} />
        <AskToJoin group={group} />
        <SessionList
          group={group}
          sessionExtra={
            group.viewerIsMember || group.viewerIsOwner
              ? (sessionId) => (
                  <SessionCommentsToggle groupId={group.id} sessionId={sessionId} canModerate={group.viewerIsOwner} />
                )
              : undefined
          }
        />
        <AddToCalendar group={group} />
        {organizes(group.viewerRole) && (
          <div className="button-row">
            <Link className="btn btn-ghost" to={paths.updateGroup.getHref(group.id)}>
              Update group
            </Link>
            <Link className="btn btn-ghost" to={paths.groupReports.getHref(group.id)}>
              Reports
            </Link>
          </div>
        )}
        <TeamSection group={group} />
        <MemberList group={group} />
        {!group.viewerIsOwner && <ReportButton subject="GROUP" targetId={group.id} what="this group" />}
        <ReminderSettings group={group} />
        <OrganizerAdmission group={group} />
        {organizes(group.viewerRole) && <GroupActivity group={group} />}
      </div>
    </article>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageLoader label="Loading group…" />}>
      <GroupDetails />
    </Suspense>
  );
}

export const ErrorBoundary = GroupRouteError;
