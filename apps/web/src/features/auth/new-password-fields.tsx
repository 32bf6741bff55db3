import type { FieldErrors } from '@/lib/zod-form';
import { PasswordField } from './auth-form';
import { PASSWORD_MIN_LENGTH } from './auth-form-schemas';

type NewPasswordField = 'password' | 'confirmPassword';

/**
 * A new password and its confirmation, as sign-up and password reset ask for them: the minimum length as a hint,
 * `new-password` autocomplete so password managers offer to generate and save one, errors next to each field.
 */
export function NewPasswordFields({
  labels,
  values,
  errors,
  setValue,
}: {
  labels: { password: string; confirmPassword: string };
  values: Record<NewPasswordField, string>;
  errors: FieldErrors;
  setValue: (name: NewPasswordField, value: string) => void;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(value) => setValue('password', value)}
      />
      <PasswordField
        label={labels.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(value) => setValue('confirmPassword', value)}
      />
    </>
  );
}
