import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/zod-form';
import { AuthForm, EmailField } from './auth-form';
import { registerFormSchema } from './auth-form-schemas';
import { signUp } from './auth-slice';
import { NewPasswordFields } from './new-password-fields';
import { useAuthSubmit } from './use-auth-submit';

/** The sign-up form. On success the new learner is signed in and the page redirects. */
export function RegisterForm() {
  const { values, errors, setValue, handleSubmit, formRef } = useZodForm(registerFormSchema, { name: '', email: '', password: '', confirmPassword: '' });
  const { busy, serverError, submit } = useAuthSubmit(signUp, 'Could not create your account.');

  return (
    <AuthForm
      formRef={formRef}
      onSubmit={handleSubmit(({ name, email, password }) => submit({ name, email, password }))}
      busy={busy}
      error={serverError}
      submitLabel="Create account"
      busyLabel="Creating your account…"
    >
      <FormField label="Name" error={errors.name}>
        <Input name="name" autoComplete="name" value={values.name} onChange={(event) => setValue('name', event.target.value)} />
      </FormField>
      <EmailField value={values.email} error={errors.email} onChange={(value) => setValue('email', value)} />
      <NewPasswordFields labels={{ password: 'Password', confirmPassword: 'Confirm password' }} values={values} errors={errors} setValue={setValue} />
    </AuthForm>
  );
}
