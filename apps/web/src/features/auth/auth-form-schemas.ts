// zod/mini keeps these public pages' first download small; the rules are the same as with classic zod.
import { z } from 'zod/mini';

/** Better Auth's default password length limits. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted. */
const PASSWORD_MAX_LENGTH = 128;

const email = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter your e-mail address.'),
  z.email('Enter a valid e-mail address, like name@example.com.'),
);

const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`), z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`));

function passwordsMatch(values: { password: string; confirmPassword: string }): boolean {
  return values.password === values.confirmPassword;
}

/** Sign-in form. */
export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

/** Sign-up form. */
export const registerFormSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(80, 'Use at most 80 characters.')),
    email,
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, 'Type your password again.')),
  })
  .check(z.refine(passwordsMatch, { path: ['confirmPassword'], message: 'The passwords do not match.' }));

/** Forgot-password form. */
export const forgotPasswordFormSchema = z.object({ email });

/** Reset-password form. */
export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, 'Type your new password again.')),
  })
  .check(z.refine(passwordsMatch, { path: ['confirmPassword'], message: 'The passwords do not match.' }));
