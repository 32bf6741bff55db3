import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/zod-form';
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
      <FormField label={labels.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
        />
      </FormField>
      <FormField label={labels.confirmPassword} error={errors.confirmPassword}>
        <Input
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValue('confirmPassword', event.target.value)}
        />
      </FormField>
    </>
  );
}
