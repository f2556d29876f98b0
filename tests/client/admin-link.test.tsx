import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPageDocument } from '@/gql/graphql';
import { bellResponse, renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('the navbar’s Admin link', () => {
  it('shows to a site admin, in the menu phones open too, and leads to the report queue', async () => {
    const user = userEvent.setup();
    const queue = {
      request: { query: AdminPageDocument, variables: { status: 'OPEN' } },
      result: {
        data: {
          viewer: { __typename: 'Viewer', id: testUser.uid, isAdmin: true },
          reportQueue: [],
          suspendedAccounts: [],
        },
      },
    };
    const router = renderApp(fakeAuth(testUser).client, '/about-us', [bellResponse(0, true), queue]);
    const link = await within(await mainNav()).findByRole('link', { name: 'Admin' });
    expect(link).toHaveAttribute('href', '/admin');
    // The same list is the phone's menu: opening it shows the link there, and choosing it closes the menu.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(link);
    expect(await screen.findByText('No open reports. All clear.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('never shows to anyone else, signed in or not', async () => {
    renderApp(fakeAuth(testUser).client, '/about-us', [bellResponse(2, false)]);
    // The bell's answer (which says who is an admin) has arrived.
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(within(await mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(await mainNav()).getByRole('link', { name: 'My Groups' })).toBeInTheDocument();
  });

  it('is gone once an admin logs out', async () => {
    const user = userEvent.setup();
    renderApp(fakeAuth(testUser).client, '/about-us', [bellResponse(0, true)]);
    await within(await mainNav()).findByRole('link', { name: 'Admin' });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await screen.findByRole('link', { name: 'Login' });
    expect(within(await mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
