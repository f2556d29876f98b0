import { useReadQuery } from '@apollo/client/react';
import { Suspense, useRef } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { GroupForm } from '@/groups/GroupForm';
import { useCreateGroup } from '@/groups/mutations';
import { toGroupInput, type GroupFormValues } from '@/groups/validation';
import { useScheduleForm } from '@/sessions/useScheduleForm';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { useToast } from '@/ui/toast/ToastProvider';
import { usePageTitle } from '@/ui/usePageTitle';

const CreateGroupPageQuery = graphql(`
  query CreateGroupPage {
    hobbyCategories {
      value
      name
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  return preloadQuery(CreateGroupPageQuery);
}

function CreateGroupForm() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const { user } = useAuth();
  const createGroup = useCreateGroup(user?.uid ?? '');
  const toast = useToast();
  const navigate = useNavigate();
  const schedule = useScheduleForm();
  // Created but its schedule refused: a retry only sets the schedule, it creates no second group.
  const created = useRef<string | null>(null);

  const onSubmit = async (values: GroupFormValues) => {
    created.current ??= (await createGroup({ groupName: values.groupName.trim(), ...toGroupInput(values) })).id;
    await schedule.save(created.current, values.startDate);
    toast({ title: 'Group Created Successfully!', icon: 'success' });
    navigate(paths.myGroups.getHref());
  };

  return (
    <GroupForm
      mode="create"
      categories={data.hobbyCategories}
      organizer={{ userName: user?.displayName ?? '', userEmail: user?.email ?? '' }}
      onSubmit={onSubmit}
      failureMessage="The group could not be created. Check the fields above and try again."
      renderExtra={(values) => schedule.fields(values.startDate)}
    />
  );
}

export function Component() {
  usePageTitle('Create a Group');
  return (
    <div className="container narrow page">
      <header className="page-header">
        <h1>Create a Group</h1>
        <p className="muted">Tell people what your group is about, where it meets and when it starts.</p>
      </header>
      <Suspense fallback={<PageLoader />}>
        <CreateGroupForm />
      </Suspense>
    </div>
  );
}
