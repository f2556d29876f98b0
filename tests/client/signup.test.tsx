import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as SignupPage } from '@/pages/signup/route';
import { fakeAuth, renderRoutes } from './support';

function renderSignup() {
  const auth = fakeAuth();
  renderRoutes(
    [
      { path: '/signup', Component: SignupPage },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { auth: auth.client, path: '/signup' },
  );
  return auth.client;
}

async function submitWithPassword(password: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Signup password rules', () => {
  it.each([
    ['Ab1', 'Password must be at least 6 characters'],
    ['ABCDEF1', 'Password should contain at least one lowercase letter.'],
    ['abcdef1', 'Password should contain at least one uppercase letter.'],
    // Several rules broken at once: the first in rule order is the one reported.
    ['ABC', 'Password must be at least 6 characters'],
    ['123456', 'Password should contain at least one lowercase letter.'],
  ])('reports %p with exactly %p and does not register', async (password, message) => {
    const auth = renderSignup();
    await submitWithPassword(password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.createUser).not.toHaveBeenCalled();
  });

  it('registers a valid password, sets the profile, then goes home', async () => {
    const user = userEvent.setup();
    const auth = renderSignup();
    await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Photo URL'), 'https://example.com/grace.png');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await submitWithPassword('Secret1');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(auth.createUser).toHaveBeenCalledWith('grace@example.com', 'Secret1');
    expect(auth.updateUserProfile).toHaveBeenCalledWith({
      displayName: 'Grace Hopper',
      photoURL: 'https://example.com/grace.png',
    });
    expect(screen.getByText('Signup Success')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderSignup();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });
});
