import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myGroupsResponse, renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

describe('protected routes', () => {
  it('send a signed-out visitor to the login page, remembering where they were going', async () => {
    const router = renderApp(fakeAuth(null).client, '/my-groups');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fmy-groups');
  });

  it('show a loader while the auth state is loading', async () => {
    let settle: () => void = () => undefined;
    const auth = fakeAuth(null, new Promise<void>((resolve) => (settle = resolve)));
    const router = renderApp(auth.client, '/dashboard');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => settle());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=%2Fdashboard');
  });

  it('return to the page they came from after logging in', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(null);
    const router = renderApp(auth.client, '/about-us', [myGroupsResponse]);
    await screen.findByRole('heading', { name: 'About Us' });
    await act(() => router.navigate('/my-groups'));
    await screen.findByRole('heading', { name: 'Login' });

    await user.type(screen.getByLabelText('Email'), testUser.email ?? '');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    expect(auth.client.signIn).toHaveBeenCalledWith(testUser.email, 'Secret1');
    expect(await screen.findByRole('heading', { name: 'Your Groups (1)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-groups');
  });

  it('let a signed-in user in', async () => {
    const router = renderApp(fakeAuth(testUser).client, '/my-groups', [myGroupsResponse]);
    expect(await screen.findByRole('heading', { name: 'Your Groups (1)' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Sunrise Shooters/ });
    expect(row).toHaveTextContent('Members: 12');
    expect(row).toHaveTextContent('Photography');
    expect(router.state.location.pathname).toBe('/my-groups');
  });
});
