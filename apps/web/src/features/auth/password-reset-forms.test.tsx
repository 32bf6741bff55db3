import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthError } from '@/lib/auth-client';
import { renderWithStore } from '@/testing/render-app';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

describe('ForgotPasswordForm', () => {
  it('asks for a valid e-mail, then sends a reset link pointing at this site', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ana@example.com');
    expect(auth.calls).toEqual([`requestPasswordReset ana@example.com ${window.location.origin}/reset-password`]);
  });

  it('explains a failure', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<ForgotPasswordForm />);
    auth.requestPasswordReset = () => Promise.reject(new AuthError('Too many attempts. Wait a minute, then try again.', 429, 'HTTP_429'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

describe('ResetPasswordForm', () => {
  it('needs the token from the e-mail link', () => {
    renderWithStore(<ResetPasswordForm link={{ token: null, refused: false }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your reset e-mail.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says at once that a used or expired link no longer works, and offers a new one', () => {
    renderWithStore(<ResetPasswordForm link={{ token: null, refused: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is no longer valid: it was already used or it has expired. Ask for a new link');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks the new password, posts it with the token and offers to sign in', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<ResetPasswordForm link={{ token: 'tok-123' }} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(auth.calls).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(auth.calls).toEqual(['resetPassword tok-123']);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains an expired link', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithStore(<ResetPasswordForm link={{ token: 'old' }} />);
    auth.resetPassword = () => Promise.reject(new AuthError('This reset link has expired. Ask for a new one.', 400, 'TOKEN_EXPIRED'));
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  });
});
