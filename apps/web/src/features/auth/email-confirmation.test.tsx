import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/lib/auth-client';
import { jsonResponse } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

describe('the e-mail confirmation page', () => {
  it('confirms the address, signs the learner in and opens the dashboard', async () => {
    const { auth } = renderApp('/verify-email?token=jwt-from-mail', { routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }) } });
    act(() => auth.resolveSession(null));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(auth.calls).toEqual(['confirmEmail jwt-from-mail']);
  });

  it('says a link opened again has nothing left to do, and offers sign-in', async () => {
    const { auth } = renderApp('/verify-email?token=used-link');
    auth.confirmOutcome = 'already-confirmed';
    act(() => auth.resolveSession(null));
    expect(await screen.findByText('Your e-mail address is confirmed. Sign in to continue.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-email?token=used-link');
  });

  it('explains an expired link and sends a new one to the address typed', async () => {
    const user = userEvent.setup();
    const { auth } = renderApp('/verify-email?token=old-link');
    auth.confirmOutcome = new AuthError('This link has expired. Ask for a new one.', 401, 'TOKEN_EXPIRED');
    act(() => auth.resolveSession(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired: confirmation links work for 24 hours.');

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent it a new link');
    expect(auth.calls).toEqual(['confirmEmail old-link', 'sendConfirmationEmail ana@example.com']);
  });

  it('asks for the link from the e-mail when the page is opened without one', async () => {
    const { auth } = renderApp('/verify-email');
    act(() => auth.resolveSession(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from your confirmation e-mail.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    expect(auth.calls).toEqual([]);
  });
});
