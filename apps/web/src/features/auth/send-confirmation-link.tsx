import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/zod-form';
import { AuthForm, EmailField } from './auth-form';
import { forgotPasswordFormSchema } from './auth-form-schemas';
import { sendConfirmationEmail } from './auth-slice';
import { useAuthSubmit } from './use-auth-submit';

/**
 * "Send the link again": asks for a new confirmation link for `email`, or, when the address is not known here, for the
 * one the learner types. Shows the server's answer, which is the same whatever the address.
 */
export function SendConfirmationLink({ email }: { email?: string | undefined }) {
  const { busy, serverError, submit } = useAuthSubmit(sendConfirmationEmail, 'Could not send the confirmation e-mail.');
  const [sent, setSent] = useState<string | null>(null);
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(forgotPasswordFormSchema, { email: email ?? '' });

  const send = async (address: string) => {
    const result = await submit({ email: address });
    if (result) setSent(result.value);
  };

  if (sent) return <FormMessage tone="success">{sent}</FormMessage>;

  if (email) {
    return (
      <div className="grid gap-2">
        {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
        <Button variant="outline" className="w-full" disabled={busy} onClick={() => void send(email)}>
          {busy && <Spinner />}
          {busy ? 'Sending…' : 'Send the link again'}
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      formRef={formRef}
      onSubmit={handleSubmit(({ email: typed }) => send(typed))}
      busy={busy}
      error={serverError}
      submitLabel="Send a new link"
      busyLabel="Sending…"
    >
      <EmailField value={values.email} error={errors.email} onChange={(value) => setValue('email', value)} />
    </AuthForm>
  );
}
