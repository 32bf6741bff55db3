import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-field';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { AuthForm, EmailField } from './auth-form';
import { forgotPasswordFormSchema } from './auth-form-schemas';
import { requestPasswordReset } from './auth-slice';
import { useAuthSubmit } from './use-auth-submit';

/** Asks for a password-reset e-mail whose link opens the reset page of this site. */
export function ForgotPasswordForm() {
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(forgotPasswordFormSchema, { email: '' });
  const { busy, serverError, submit } = useAuthSubmit(requestPasswordReset, 'Could not send the reset e-mail.');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ email }) => {
    const redirectTo = new URL(paths.resetPassword, window.location.origin).href;
    if (await submit({ email, redirectTo })) setSentTo(email);
  });

  if (sentTo) {
    return (
      <FormMessage tone="success">
        If an account exists for <strong>{sentTo}</strong>, an e-mail with a link to choose a new password is on its way. The link works for a
        limited time.
      </FormMessage>
    );
  }

  return (
    <AuthForm formRef={formRef} onSubmit={onSubmit} busy={busy} error={serverError} submitLabel="Send reset link" busyLabel="Sending…">
      <EmailField value={values.email} error={errors.email} onChange={(value) => setValue('email', value)} />
    </AuthForm>
  );
}
