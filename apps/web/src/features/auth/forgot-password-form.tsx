import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { forgotPasswordFormSchema } from './auth-form-schemas';
import { requestPasswordReset } from './auth-slice';

/** Asks for a password-reset e-mail whose link opens the reset page of this site. */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(forgotPasswordFormSchema, { email: '' });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ email }) => {
    setBusy(true);
    setServerError(null);
    const redirectTo = new URL(paths.resetPassword, window.location.origin).href;
    const result = await dispatch(requestPasswordReset({ email, redirectTo }));
    setBusy(false);
    if (requestPasswordReset.rejected.match(result)) setServerError(result.payload?.message ?? 'Could not send the reset e-mail.');
    else setSentTo(email);
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
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormField label="E-mail" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
