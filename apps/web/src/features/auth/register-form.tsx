import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/app/hooks';
import { useZodForm } from '@/lib/zod-form';
import { registerFormSchema } from './auth-form-schemas';
import { signUp } from './auth-slice';
import { NewPasswordFields } from './new-password-fields';

/** The sign-up form. On success the new learner is signed in and the page redirects. */
export function RegisterForm() {
  const dispatch = useAppDispatch();
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(registerFormSchema, { name: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setBusy(true);
    setServerError(null);
    const result = await dispatch(signUp({ name, email, password }));
    if (signUp.rejected.match(result)) {
      setServerError(result.payload?.message ?? 'Could not create your account.');
      setBusy(false);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormField label="Name" error={errors.name}>
        <Input name="name" autoComplete="name" value={values.name} onChange={(event) => setValue('name', event.target.value)} />
      </FormField>
      <FormField label="E-mail" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
        />
      </FormField>
      <NewPasswordFields labels={{ password: 'Password', confirmPassword: 'Confirm password' }} values={values} errors={errors} setValue={setValue} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
