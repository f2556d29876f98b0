import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteGroupDocument } from '@/gql/graphql';
import { myGroupsResponse, renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

const deleteRequest = { query: DeleteGroupDocument, variables: { input: { id: 'g1' } } };

async function askToDelete() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Your Groups (1)' });
  await user.click(screen.getByRole('button', { name: 'Delete Sunrise Shooters' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
  expect(confirm).toHaveTextContent("You won't be able to revert this!");
  expect(within(confirm).getByRole('button', { name: 'Yes, delete it!' })).toHaveFocus();
  return { user, confirm };
}

describe('My Groups delete', () => {
  it('confirms, deletes, and updates the table and count from the cache', async () => {
    renderApp(fakeAuth(testUser).client, '/my-groups', [
      myGroupsResponse,
      {
        request: deleteRequest,
        result: { data: { deleteGroup: { __typename: 'DeleteGroupPayload', deletedGroupId: 'g1' } } },
      },
    ]);
    const { user, confirm } = await askToDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    const done = await screen.findByRole('dialog', { name: 'Deleted!' });
    expect(done).toHaveTextContent('Group has been deleted.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Your Groups (0)' })).toBeInTheDocument();
    expect(screen.getByText('No groups found!')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Sunrise Shooters/ })).not.toBeInTheDocument();
  });

  it('keeps the group when the confirmation is cancelled', async () => {
    renderApp(fakeAuth(testUser).client, '/my-groups', [myGroupsResponse]);
    const { user, confirm } = await askToDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Sunrise Shooters/ })).toBeInTheDocument();
  });

  it('says so when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(fakeAuth(testUser).client, '/my-groups', [
      myGroupsResponse,
      { request: deleteRequest, result: { errors: [{ message: 'Not yours', extensions: { code: 'FORBIDDEN' } }] } },
    ]);
    const { user, confirm } = await askToDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    const failed = await screen.findByRole('dialog', { name: 'Error!' });
    expect(failed).toHaveTextContent('There was an issue deleting the group.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Your Groups (1)' })).toBeInTheDocument();
  });
});
