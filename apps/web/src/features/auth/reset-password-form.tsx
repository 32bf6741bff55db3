import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { resetPasswordFormSchema } from './auth-form-schemas';
import { resetPassword } from './auth-slice';
import { NewPasswordFields } from './new-password-fields';

/** What the reset page learned from its link: the token, or that the server refused the link (used or expired). */
export type ResetLink = { token: string } | { token: null; refused: boolean };

/** Sets a new password with the `token` from the reset e-mail's link; says so at once when the link no longer works. */
export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const { token } = link;
  const dispatch = useAppDispatch();
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <FormMessage tone="error">
        {'refused' in link && link.refused
          ? 'This link is no longer valid: it was already used or it has expired.'
          : 'This page needs the link from your reset e-mail.'}{' '}
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
      <NewPasswordFields labels={{ password: 'New password', confirmPassword: 'Confirm new password' }} values={values} errors={errors} setValue={setValue} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
