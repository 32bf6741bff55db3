import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { testUser } from '@/testing/fake-auth-gateway';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';
import { returnPathFrom } from './auth-guards';

// Pages behind the guard load lazily; the first import in a test run can take a while.
const lazy = { timeout: 5000 };

const profileRoute = { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }) };

describe('login guard', () => {
  it('shows the empty layout shell while the session is being checked', () => {
    renderApp('/settings', { routes: profileRoute });
    expect(screen.getByTestId('app-shell-loading')).toBeInTheDocument();
    expect(screen.getByText('Loading PTE Coach…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('sends a visitor without a session to /login, remembering the page, and returns there after sign-in', async () => {
    const user = userEvent.setup();
    const { auth } = renderApp('/speaking/read-aloud?tab=tips', { routes: profileRoute });
    act(() => auth.resolveSession(null));
    expect(await screen.findByRole('heading', { name: 'Sign in to PTE Coach' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);

    await user.type(screen.getByLabelText('E-mail'), testUser.email);
    await user.type(screen.getByLabelText('Password'), auth.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Read Aloud' }, lazy)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/speaking/read-aloud?tab=tips');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Speaking / Read Aloud');
  });

  it('shows a protected page in the layout when signed in, and unknown routes as not found inside it', async () => {
    const { auth } = renderApp('/no/such/page', { routes: profileRoute });
    act(() => auth.resolveSession(testUser));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, lazy)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('PTE Coach');
  });

  it('sends a signed-in learner from /login to the dashboard', async () => {
    const { auth } = renderApp('/login', { routes: profileRoute });
    act(() => auth.resolveSession(testUser));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), lazy);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana' }, lazy)).toBeInTheDocument();
  });

  it('keeps public pages public', async () => {
    const { auth } = renderApp('/', { routes: profileRoute });
    act(() => auth.resolveSession(null));
    expect(await screen.findByRole('heading', { level: 1, name: /Practise every PTE Academic task/ }, lazy)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signs out from the avatar menu and lands on /login', async () => {
    const user = userEvent.setup();
    const { auth, store } = renderApp('/dashboard', { routes: profileRoute });
    act(() => auth.resolveSession(testUser));
    await user.click(await screen.findByRole('button', { name: /^My Account/ }, lazy));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(menu).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Study Plan' })).toHaveAttribute('href', '/study-plan');
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(auth.calls).toContain('signOut');
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('returnPathFrom', () => {
  it('returns the remembered same-site path, or the dashboard', () => {
    expect(returnPathFrom({ from: { pathname: '/settings', search: '?a=1', hash: '#x' } })).toBe('/settings?a=1#x');
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({ from: { pathname: '//evil.example', search: '', hash: '' } })).toBe('/dashboard');
    expect(returnPathFrom({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/dashboard');
  });
});
