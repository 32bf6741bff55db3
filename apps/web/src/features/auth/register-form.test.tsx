import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/lib/auth-client';
import { jsonResponse } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderWithStore } from '@/testing/render-app';
import { RegisterForm } from './register-form';

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string; confirm?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

describe('RegisterForm', () => {
  it('checks every field before creating the account', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<RegisterForm />);
    await fill(user, { email: 'ana@example', password: 'short', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(auth.calls).toEqual([]);
  });

  it('creates the account with the trimmed name and e-mail', async () => {
    const user = userEvent.setup();
    const { auth, store } = renderWithStore(<RegisterForm />, { routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }) } });
    act(() => auth.resolveSession(null));
    await fill(user, { name: '  Ana Lima ', email: ' ana@example.com ', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(store.getState().auth.user?.name).toBe('Ana Lima'));
    expect(auth.calls).toEqual(['signUp ana@example.com']);
  });

  it('says to check the e-mail when the server confirms addresses first, and sends the link again on request', async () => {
    const user = userEvent.setup();
    const { auth, store } = renderWithStore(<RegisterForm />);
    act(() => auth.resolveSession(null));
    auth.confirmationMessage = 'Check your e-mail to finish creating your account: we have sent a message to this address.';
    await fill(user, { name: 'Ana Lima', email: 'ana@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Check your e-mail to finish creating your account');
    expect(screen.getByText('ana@example.com')).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(store.getState().auth.user).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/we have sent it a new link/)).toBeVisible();
    expect(auth.calls).toEqual(['signUp ana@example.com', 'sendConfirmationEmail ana@example.com']);
  });

  it('shows a server refusal, such as an e-mail already in use', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<RegisterForm />);
    auth.signUpError = new AuthError('An account with this e-mail already exists. Sign in instead, or use another e-mail.', 422, 'USER_ALREADY_EXISTS');
    await fill(user, { name: 'Ana', email: 'ana@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.');
  });
});
