import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { resetPasswordFormSchema } from './auth-form-schemas';
import { AuthForm } from './auth-form';
import { resetPassword } from './auth-slice';
import { NewPasswordFields } from './new-password-fields';
import { useAuthSubmit } from './use-auth-submit';

/** What the reset page learned from its link: the token, or that the server refused the link (used or expired). */
export type ResetLink = { token: string } | { token: null; refused: boolean };

/** Sets a new password with the `token` from the reset e-mail's link; says so at once when the link no longer works. */
export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const { token } = link;
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { busy, serverError, submit } = useAuthSubmit(resetPassword, 'Could not reset your password.');
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
    if (await submit({ newPassword: password, token })) setDone(true);
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
    <AuthForm
      formRef={formRef}
      onSubmit={onSubmit}
      busy={busy}
      error={
        serverError && (
          <>
            {serverError}{' '}
            <Link to={paths.forgotPassword} className="font-medium underline underline-offset-4">
              Ask for a new link
            </Link>
          </>
        )
      }
      submitLabel="Set new password"
      busyLabel="Saving…"
    >
      <NewPasswordFields labels={{ password: 'New password', confirmPassword: 'Confirm new password' }} values={values} errors={errors} setValue={setValue} />
    </AuthForm>
  );
}
