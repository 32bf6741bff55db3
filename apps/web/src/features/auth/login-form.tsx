import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useZodForm } from '@/lib/zod-form';
import { AuthForm, EmailField, PasswordField } from './auth-form';
import { loginFormSchema } from './auth-form-schemas';
import { signIn } from './auth-slice';
import { SendConfirmationLink } from './send-confirmation-link';
import { useAuthSubmit } from './use-auth-submit';

/**
 * The sign-in form. On success the auth state changes and the page redirects; an account whose e-mail address is not
 * confirmed yet is told so, with a button that sends the confirmation link again.
 */
export function LoginForm() {
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(loginFormSchema, { email: '', password: '' });
  const { busy, serverError, failure, submit } = useAuthSubmit(signIn, 'Could not sign you in.');

  return (
    <div className="grid gap-4">
      <AuthForm formRef={formRef} onSubmit={handleSubmit(submit)} busy={busy} error={serverError} submitLabel="Sign in" busyLabel="Signing in…">
        <EmailField value={values.email} error={errors.email} onChange={(value) => setValue('email', value)} />
        <PasswordField label="Password" name="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={(value) => setValue('password', value)} />
        <div className="-mt-1 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-primary underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        </div>
      </AuthForm>
      {failure?.code === 'EMAIL_NOT_VERIFIED' && <SendConfirmationLink key={values.email} email={values.email.trim()} />}
    </div>
  );
}
