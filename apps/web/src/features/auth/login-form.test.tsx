import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthError } from '@/lib/auth-client';
import { renderWithStore } from '@/testing/render-app';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows what is wrong next to each field and focuses the first one', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();
    expect(auth.calls).toEqual([]);

    await user.type(email, 'not-an-address');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's refusal in plain words and lets the learner try again", async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<LoginForm />);
    act(() => auth.resolveSession(null));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That e-mail and password do not match an account.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(auth.calls).toEqual(['signIn ana@example.com']);
  });

  it('tells a learner who has not confirmed the address yet, and sends the link again', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<LoginForm />);
    act(() => auth.resolveSession(null));
    auth.signInError = new AuthError(
      'Confirm your e-mail address before you sign in: open the link in the e-mail we sent you when you created your account, or ask for a new one.',
      403,
      'EMAIL_NOT_VERIFIED',
    );
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm your e-mail address before you sign in');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent it a new link');
    expect(auth.calls).toEqual(['signIn ana@example.com', 'sendConfirmationEmail ana@example.com']);
  });

  it('offers no new link for other refusals', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('is busy while signing in', async () => {
    const user = userEvent.setup();
    const { auth, store } = renderWithStore(<LoginForm />);
    let finish: () => void = () => undefined;
    auth.signIn = () => new Promise((_, reject) => (finish = () => reject(new AuthError('Could not reach the PTE Coach server.', 0, 'NETWORK_ERROR'))));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the PTE Coach server.');
    expect(store.getState().auth.user).toBeNull();
  });
});
