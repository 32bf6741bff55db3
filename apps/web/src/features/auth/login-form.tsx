import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { loginFormSchema } from './auth-form-schemas';
import { signIn } from './auth-slice';

/** The sign-in form. On success the auth state changes and the page redirects. */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(loginFormSchema, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (data) => {
    setBusy(true);
    setServerError(null);
    const result = await dispatch(signIn(data));
    if (signIn.rejected.match(result)) {
      setServerError(result.payload?.message ?? 'Could not sign you in.');
      setBusy(false);
    }
  });

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
      <FormField label="Password" error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
        />
      </FormField>
      <div className="-mt-1 text-right text-sm">
        <Link to={paths.forgotPassword} className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
