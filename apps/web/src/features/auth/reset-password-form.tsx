import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { PASSWORD_MIN_LENGTH, resetPasswordFormSchema } from './auth-form-schemas';
import { resetPassword } from './auth-slice';

/** Sets a new password with the `token` from the reset e-mail's link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const dispatch = useAppDispatch();
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <FormMessage tone="error">
        This page needs the link from your reset e-mail.{' '}
        <Link to={paths.forgotPassword} className="font-medium underline underline-offset-4">
          Ask for a new link
        </Link>
        .
      </FormMessage>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setBusy(true);
    setServerError(null);
    const result = await dispatch(resetPassword({ newPassword: password, token }));
    setBusy(false);
    if (resetPassword.rejected.match(result)) setServerError(result.payload?.message ?? 'Could not reset your password.');
    else setDone(true);
  });

  if (done) {
    return (
      <div className="grid gap-4">
        <FormMessage tone="success">Your password has been changed. Sign in with your new password.</FormMessage>
        <Button asChild className="w-full">
          <Link to={paths.login}>Go to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
      {serverError && (
        <FormMessage tone="error">
          {serverError}{' '}
          <Link to={paths.forgotPassword} className="font-medium underline underline-offset-4">
            Ask for a new link
          </Link>
        </FormMessage>
      )}
      <FormField label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
        />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword}>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValue('confirmPassword', event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
