import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useLoaderData, useNavigate, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { graphQLErrorCode } from '@/apollo/errors';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { GroupForm, groupFormValues } from '@/groups/GroupForm';
import { useUpdateGroup } from '@/groups/mutations';
import { organizes } from '@/groups/teamValidation';
import { toGroupInput, type GroupFormValues } from '@/groups/validation';
import { scheduleFormOf, useScheduleForm } from '@/sessions/useScheduleForm';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { usePageTitle } from '@/ui/usePageTitle';

const UpdateGroupPageQuery = graphql(`
  query UpdateGroupPage($id: ID!) {
    group(id: $id) {
      ...GroupForm_group @unmask
      userName
      userEmail
      viewerRole
      schedule {
        localStartsAt
        timeZone
        recurrence {
          frequency
          interval
          weekdays
          weekOfMonth
          monthDay
          until
          count
        }
      }
    }
    hobbyCategories {
      value
      name
    }
  }
`);

export function loader({ params }: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // Always fresh from the server: the form must start from what is saved now.
  return preloadQuery(UpdateGroupPageQuery, { variables: { id: params.id ?? '' }, fetchPolicy: 'network-only' });
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <section className="container narrow state-panel">
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <Link className="btn btn-primary" to={paths.myGroups.getHref()}>
        Back to My Groups
      </Link>
    </section>
  );
}

function UpdateGroupForm() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const { user } = useAuth();
  const updateGroup = useUpdateGroup();
  const dialog = useDialog();
  const navigate = useNavigate();
  const group = data.group;
  const schedule = useScheduleForm(
    scheduleFormOf(group?.schedule ?? null),
    group?.schedule ? group.startDate : undefined,
  );
  if (!group) return <Message title="Group not found!" text="It may have been deleted." />;
  if (!organizes(group.viewerRole))
    return <Message title="Not your group" text="Only the organizer can update this group." />;

  const onSubmit = async (values: GroupFormValues) => {
    try {
      await updateGroup({ id: group.id, ...toGroupInput(values) });
      await schedule.save(group.id, values.startDate);
    } catch (error) {
      await dialog.alert({ title: 'Error!', text: 'There was an issue updating the group.', icon: 'error' });
      throw error;
    }
    await dialog.alert({ title: 'Success!', text: 'Group updated successfully!', icon: 'success' });
    navigate(paths.myGroups.getHref());
  };

  return (
    <GroupForm
      mode="update"
      initialValues={groupFormValues(group)}
      categories={data.hobbyCategories}
      organizer={{ userName: group.userName, userEmail: group.userEmail ?? user?.email ?? '' }}
      onSubmit={onSubmit}
      failureMessage="There was an issue updating the group."
      renderExtra={(values) => schedule.fields(values.startDate)}
    />
  );
}

export function Component() {
  usePageTitle('Update Group');
  return (
    <div className="container narrow page">
      <header className="page-header">
        <h1>Update Group</h1>
        <p className="muted">The group name stays as it is; everything else can change.</p>
      </header>
      <Suspense fallback={<PageLoader />}>
        <UpdateGroupForm />
      </Suspense>
    </div>
  );
}

export function ErrorBoundary() {
  const code = graphQLErrorCode(useRouteError());
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? (
    <Message title="Group not found!" text="It may have been deleted." />
  ) : (
    <RouteError />
  );
}
