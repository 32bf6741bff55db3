import { useState } from 'react';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/zod-form';
import { AuthForm, EmailField } from './auth-form';
import { registerFormSchema } from './auth-form-schemas';
import { signUp } from './auth-slice';
import { NewPasswordFields } from './new-password-fields';
import { SendConfirmationLink } from './send-confirmation-link';
import { useAuthSubmit } from './use-auth-submit';

/**
 * The sign-up form. On success the new learner is signed in and the page redirects, or, when the server confirms
 * addresses first, the form gives way to "check your e-mail" (said the same way whether or not the address was taken).
 */
export function RegisterForm() {
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(registerFormSchema, { name: '', email: '', password: '', confirmPassword: '' });
  const { busy, serverError, submit } = useAuthSubmit(signUp, 'Could not create your account.');
  const [awaiting, setAwaiting] = useState<{ email: string; message: string } | null>(null);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    const result = await submit({ name, email, password });
    if (result?.value.kind === 'confirm-email') setAwaiting({ email, message: result.value.message });
  });

  if (awaiting) {
    return (
      <div className="grid gap-4">
        <FormMessage tone="success">{awaiting.message}</FormMessage>
        <p className="text-sm text-muted-foreground">
          We wrote to <strong className="text-foreground">{awaiting.email}</strong>. Open the link in that e-mail within 24 hours to finish; it
          signs you in. Nothing after a few minutes? Look in your spam folder, or send the link again.
        </p>
        <SendConfirmationLink email={awaiting.email} />
      </div>
    );
  }

  return (
    <AuthForm formRef={formRef} onSubmit={onSubmit} busy={busy} error={serverError} submitLabel="Create account" busyLabel="Creating your account…">
      <FormField label="Name" error={errors.name}>
        <Input name="name" autoComplete="name" value={values.name} onChange={(event) => setValue('name', event.target.value)} />
      </FormField>
      <EmailField value={values.email} error={errors.email} onChange={(value) => setValue('email', value)} />
      <NewPasswordFields labels={{ password: 'Password', confirmPassword: 'Confirm password' }} values={values} errors={errors} setValue={setValue} />
    </AuthForm>
  );
}
