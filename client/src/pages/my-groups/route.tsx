import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { useDeleteGroup } from '@/groups/mutations';
import { GroupRow } from '@/pages/my-groups/GroupRow';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { LoadMore } from '@/ui/LoadMore';
import { PageLoader } from '@/ui/PageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/my-groups/my-groups.css';

const MyGroupsPageQuery = graphql(`
  query MyGroupsPage($first: Int!, $after: String) {
    viewer {
      id
      groupCount
      groups(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          ...GroupRow_group
        }
      }
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  return preloadQuery(MyGroupsPageQuery, { variables: { first: 100 } });
}

function MyGroupsTable() {
  const queryRef = useLoaderData<LoaderData<typeof loader>>();
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { user } = useAuth();
  const deleteGroup = useDeleteGroup(user?.uid ?? '');
  const dialog = useDialog();
  const viewer = data.viewer;
  if (!viewer) return null;
  const { nodes, pageInfo } = viewer.groups;

  const onDelete = async (id: string) => {
    const confirmed = await dialog.confirm({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      icon: 'warning',
      confirmText: 'Yes, delete it!',
    });
    if (!confirmed) return;
    try {
      await deleteGroup({ id });
      await dialog.alert({ title: 'Deleted!', text: 'Group has been deleted.', icon: 'success' });
    } catch (error) {
      console.error(error);
      await dialog.alert({ title: 'Error!', text: 'There was an issue deleting the group.', icon: 'error' });
    }
  };

  return (
    <>
      <h1 className="page-title">Your Groups ({viewer.groupCount})</h1>
      {nodes.length === 0 ? (
        <div className="state-panel">
          <p className="empty-state">No groups found!</p>
          <Link className="btn btn-primary" to={paths.createGroup.getHref()}>
            Create a group
          </Link>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Groups you organize</caption>
            <thead>
              <tr>
                <th scope="col">Serial</th>
                <th scope="col">Group Name</th>
                <th scope="col">Location</th>
                <th scope="col">Category</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {nodes.map((group, i) => (
                <GroupRow key={group.id} serial={i + 1} group={group} onDelete={(id) => void onDelete(id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore pageInfo={pageInfo} fetchMore={fetchMore} />
    </>
  );
}

export function Component() {
  usePageTitle('My Groups');
  return (
    <div className="container-10 page">
      <Suspense fallback={<PageLoader label="Loading your groups…" />}>
        <MyGroupsTable />
      </Suspense>
    </div>
  );
}
